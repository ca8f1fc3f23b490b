//! The legal choices of the decision at hand (docs/rules.md §4–§7).

use super::board::Board;
use super::card_effects::CardTask;
use super::dice::Face;
use super::game::{Phase, State};
use super::geometry::Square;
use super::movement::{roll_outcomes_in, Occupancy, RollOutcomes, Target};
use super::pieces::{Location, PieceId, Position, Role};
use super::protection;
use super::variant::HouseRule;
use super::{Choice, Command};

impl State {
    /// Every choice for the decision at hand. Empty when the game is over.
    ///
    /// ```
    /// use track::{Choice, Setup, State};
    /// use track::variant::{HouseRules, Variant};
    /// let state = State::classic(Setup::new(Variant::by_id("small").unwrap(), HouseRules::default(), 2, 1));
    /// // A new game: the only thing to do is to roll.
    /// assert_eq!(state.legal_choices(), vec![Choice::Roll]);
    /// ```
    pub fn legal_choices(&self) -> Vec<Choice> {
        self.choices().to_vec()
    }

    /// The legal choices, borrowed from the memo (no copy).
    pub fn choices(&self) -> &[Choice] {
        &self.decision().choices
    }

    /// The memo of the decision at hand, computed on first use.
    fn decision(&self) -> &Decision {
        self.choice_memo().get_or_init(|| {
            let mut outcomes = Vec::with_capacity(self.setup().variant.roles.len());
            let choices = match self.phase() {
                Phase::Over => vec![],
                Phase::Roll => vec![Choice::Roll],
                Phase::Decide { white, orange } => {
                    self.roll_choices(*white, *orange, &mut outcomes)
                }
                Phase::Card { task, .. } => self.card_choices(task, &mut outcomes),
            };
            Decision {
                choices,
                outcomes,
                routed: std::sync::OnceLock::new(),
            }
        })
    }

    /// Every command for the decision at hand, rolls with an example route.
    pub fn legal_commands(&self) -> Vec<Command> {
        self.legal_choices()
            .into_iter()
            .map(|c| self.command_for(&c))
            .collect()
    }

    /// The command that carries out a choice (a roll gets an example route).
    pub fn command_for(&self, choice: &Choice) -> Command {
        match choice {
            Choice::Roll => Command::Roll,
            Choice::BringIn { role, field } => Command::BringIn {
                role: *role,
                field: *field,
            },
            Choice::DrawCard => Command::DrawCard,
            Choice::Pass => Command::Pass,
            Choice::Swap { a, b } => Command::Swap { a: *a, b: *b },
            Choice::SendBack { piece } => Command::SendBack { piece: *piece },
            Choice::SafeSpot { role, field } => Command::SafeSpot {
                role: *role,
                field: *field,
            },
            Choice::Move { role, target, .. } => {
                let kept = self
                    .decision()
                    .outcomes
                    .iter()
                    .find(|o| o.piece.role == *role);
                let route = match kept {
                    Some(o) => o.route(self.board(), *target),
                    None => self
                        .outcomes_for(*role)
                        .and_then(|o| o.route(self.board(), *target)),
                }
                .unwrap_or_default();
                // The first route made for this decision is remembered, so that
                // checking the command it becomes need not walk it again.
                let _ = self.decision().routed.set((*role, *target, route.clone()));
                Command::Move { role: *role, route }
            }
        }
    }

    /// Where a route ends, when it is the route [`State::command_for`] made for this
    /// decision (known legal without walking it again).
    pub(super) fn routed_target(&self, role: Role, route: &[Square]) -> Option<Target> {
        let (r, target, made) = self.decision().routed.get()?;
        (*r == role && made == route).then_some(*target)
    }

    /// The pips and movement kind each piece kind may roll with now.
    pub(super) fn roll_allowance(&self) -> Vec<(Role, u8, Role, bool)> {
        let variant = &self.setup().variant;
        let roles = &variant.roles;
        let cc = self.turn().capture_covered;
        match self.phase() {
            Phase::Decide { white, orange } => {
                let mut v = Vec::with_capacity(roles.len());
                for r in roles {
                    let pips = match white {
                        _ if variant.moved_by_orange(*r) => orange.unwrap_or(0),
                        Face::Pips(n) => *n,
                        _ => 0,
                    };
                    if pips > 0 {
                        v.push((*r, pips, *r, cc));
                    }
                }
                v
            }
            Phase::Card {
                task: CardTask::Roll(cr),
                ..
            } => vec![(cr.role, cr.pips, cr.moves_as, false)],
            _ => vec![],
        }
    }

    /// The roll outcomes of one of the current player's kinds, if it may roll now.
    pub fn outcomes_for(&self, role: Role) -> Option<RollOutcomes> {
        if let Some(out) = self
            .decision()
            .outcomes
            .iter()
            .find(|o| o.piece.role == role)
        {
            return Some(out.clone());
        }
        let (_, pips, moves_as, cc) = self.roll_allowance().into_iter().find(|a| a.0 == role)?;
        let occ = Occupancy::of(self.board(), self.position());
        Some(self.outcomes(&occ, role, pips, moves_as, cc))
    }

    /// The roll outcomes of one of the current player's kinds, in the position whose
    /// occupancy is `occ`.
    pub(super) fn outcomes(
        &self,
        occ: &Occupancy,
        role: Role,
        pips: u8,
        moves_as: Role,
        capture_covered: bool,
    ) -> RollOutcomes {
        let piece = PieceId {
            seat: self.turn().seat,
            role,
        };
        let mut opts = self.roll_options(capture_covered);
        opts.moves_as = (moves_as != role).then_some(moves_as);
        roll_outcomes_in(self.board(), self.position(), occ, piece, pips, opts)
    }

    /// The roll choices of the current player, after the game-level filters: the
    /// no-blockade rule (§6) and "start fields stay open" (§4.6).
    pub(super) fn move_choices(&self, keep: &mut Vec<RollOutcomes>) -> Vec<Choice> {
        let seat = self.turn().seat;
        let mut all = Vec::with_capacity(32);
        let mut closing = Vec::with_capacity(32);
        let protect = self.setup().protection();
        let watch =
            protect.then(|| protection::BlockadeWatch::new(self.board(), self.position(), seat));
        let starts = self.start_watch();
        let occ = Occupancy::of(self.board(), self.position());
        for (role, pips, moves_as, cc) in self.roll_allowance() {
            let out = self.outcomes(&occ, role, pips, moves_as, cc);
            for r in &out.results {
                let landing = match r.target {
                    Target::Square(s) => Some(s),
                    Target::Home => None,
                };
                if watch
                    .as_ref()
                    .is_some_and(|w| w.needs_check(self.board(), landing))
                {
                    let after = self.after_move(out.piece, r.target, r.captures);
                    if protection::creates_blockade(self.board(), self.position(), &after, seat) {
                        continue;
                    }
                }
                all.push(Choice::Move {
                    role,
                    target: r.target,
                    captures: r.captures,
                    moves: r.moves,
                });
                closing.push(starts.closes(out.origin, r.target));
            }
            keep.push(out);
        }
        // Rolls that leave both start fields taken are refused, unless every roll does.
        let any_open = closing.iter().any(|closes| !closes);
        if any_open && closing.iter().any(|closes| *closes) {
            let mut open = closing.iter().map(|closes| !closes);
            all.retain(|_| open.next().unwrap_or(true));
        }
        all
    }

    /// "Start fields stay open" (§4.6) applies to the decision at hand: the player is
    /// deciding on a roll, has pieces in the box, and own pieces hold both start
    /// fields, so a roll that frees one must be chosen when there is one.
    pub fn must_free_start(&self) -> bool {
        let watch = self.start_watch();
        matches!(self.phase(), Phase::Decide { .. })
            && watch.fields.is_some()
            && watch.own.iter().all(|own| *own)
    }

    /// What "start fields stay open" (§4.6) needs to judge the current player's rolls.
    fn start_watch(&self) -> StartWatch {
        let seat = self.turn().seat;
        let active = self.position().in_box(seat).next().is_some()
            && !self.setup().variant.start_fields_may_fill;
        match self.board().seat(seat) {
            Some(l) if active => StartWatch {
                fields: Some(l.start),
                own: l
                    .start
                    .map(|f| self.position().piece_at(f).is_some_and(|p| p.seat == seat)),
            },
            _ => StartWatch {
                fields: None,
                own: [false; 2],
            },
        }
    }

    pub(super) fn after_move(
        &self,
        piece: PieceId,
        target: Target,
        captures: Option<PieceId>,
    ) -> Position {
        let mut after = self.position().clone();
        if let Some(v) = captures {
            after.set(v, Location::Box);
        }
        after.set(
            piece,
            match target {
                Target::Square(s) => Location::Track(s),
                Target::Home => Location::Home,
            },
        );
        after
    }

    /// Bring-in choices of the current player: any box piece onto a free own start
    /// field, or onto one held by a foreign piece that may be captured there.
    pub(super) fn bring_in_choices(&self) -> Vec<Choice> {
        let seat = self.turn().seat;
        let Some(layout) = self.board().seat(seat) else {
            return vec![];
        };
        let boxed: Vec<PieceId> = self.position().in_box(seat).collect();
        if boxed.is_empty() {
            return vec![];
        }
        let mut out = vec![];
        for field in layout.start {
            let victim = self.position().piece_at(field);
            if let Some(v) = victim {
                if v.seat == seat || !self.may_capture_from_outside(v) {
                    continue;
                }
            }
            for p in &boxed {
                if self.setup().protection() {
                    let mut after = self.position().clone();
                    if let Some(v) = victim {
                        after.set(v, Location::Box);
                    }
                    after.set(*p, Location::Track(field));
                    if protection::creates_blockade(self.board(), self.position(), &after, seat) {
                        continue;
                    }
                }
                out.push(Choice::BringIn {
                    role: p.role,
                    field,
                });
            }
        }
        out
    }

    /// Whether `victim` may be captured by a piece arriving from outside the track (a
    /// bring-in, or a card): not on its own pause field, and not covered under the
    /// protection rule.
    pub(super) fn may_capture_from_outside(&self, victim: PieceId) -> bool {
        let Some(sq) = self.position().square_of(victim) else {
            return false;
        };
        if self.board().is_pause_of(sq, victim.seat) {
            return false;
        }
        !(self.setup().protection()
            && protection::is_covered(self.board(), self.position(), victim, None))
    }

    pub(super) fn roll_choices(
        &self,
        white: Face,
        orange: Option<u8>,
        keep: &mut Vec<RollOutcomes>,
    ) -> Vec<Choice> {
        let v = &self.setup().variant;
        let rules = &self.setup().rules;
        let can_draw = v.action && self.deck().can_draw();
        let mut out = vec![];
        match white {
            Face::Pips(_) if !v.bring_in_on_any_roll => return self.move_choices(keep),
            Face::Pips(_) => {
                // Bring in on any roll: the number moves a piece or brings one in.
                let moves = self.move_choices(keep);
                let bring_in = self.bring_in_choices();
                if moves.is_empty() && !bring_in.is_empty() {
                    out.extend(bring_in);
                } else {
                    out.extend(moves);
                    out.extend(bring_in);
                    return out;
                }
            }
            Face::Plus => {
                out.extend(self.bring_in_choices());
                if can_draw && !rules.has(HouseRule::HashDrawsCard) {
                    out.push(Choice::DrawCard);
                }
                if orange.is_some() {
                    out.extend(self.move_choices(keep));
                }
            }
            Face::Hash => {
                if v.action {
                    if !rules.has(HouseRule::HashDrawsCard) {
                        out.extend(self.bring_in_choices());
                    }
                    if can_draw {
                        out.push(Choice::DrawCard);
                    }
                } else if rules.has(HouseRule::SymbolsBringIn) {
                    out.extend(self.bring_in_choices());
                }
            }
        }
        if !out.is_empty() {
            out.push(Choice::Pass);
        }
        out
    }

    pub(super) fn card_choices(
        &self,
        task: &CardTask,
        keep: &mut Vec<RollOutcomes>,
    ) -> Vec<Choice> {
        let seat = self.turn().seat;
        match task {
            CardTask::Roll(_) => self.move_choices(keep),
            CardTask::BringIn => self.bring_in_choices(),
            CardTask::Swap => {
                let active: Vec<(PieceId, Square)> = self
                    .position()
                    .pieces()
                    .filter_map(|(p, at)| match at {
                        Location::Track(s) if !self.has_finished(p.seat) => Some((p, s)),
                        _ => None,
                    })
                    .collect();
                let mut out = vec![];
                for (i, (a, sa)) in active.iter().enumerate() {
                    for (b, sb) in &active[i + 1..] {
                        if self.setup().protection() {
                            let mut after = self.position().clone();
                            after.set(*a, Location::Track(*sb));
                            after.set(*b, Location::Track(*sa));
                            if blockade_created_by_any(self.board(), self.position(), &after) {
                                continue;
                            }
                        }
                        out.push(Choice::Swap { a: *a, b: *b });
                    }
                }
                out
            }
            CardTask::SendBack => self
                .position()
                .pieces()
                .filter(|(p, at)| {
                    p.seat != seat && matches!(at, Location::Track(_)) && !self.has_finished(p.seat)
                })
                .filter(|(p, _)| self.may_capture_from_outside(*p))
                .map(|(piece, _)| Choice::SendBack { piece })
                .collect(),
            CardTask::SafeSpot => {
                let Some(layout) = self.board().seat(seat) else {
                    return vec![];
                };
                let mut out = vec![];
                for (p, _) in self.position().active_of(seat) {
                    for f in &layout.pause {
                        if self.position().piece_at(*f).is_none() {
                            out.push(Choice::SafeSpot {
                                role: p.role,
                                field: *f,
                            });
                        }
                    }
                }
                out
            }
        }
    }
}

/// The decision at hand, worked out once per state: its legal choices and the roll
/// outcomes they came from (which rebuild a chosen roll's route without rolling again).
#[derive(Clone, Debug, Default)]
pub(super) struct Decision {
    /// The legal choices.
    pub(super) choices: Vec<Choice>,
    /// The outcomes of each kind's roll, one per kind that may roll.
    pub(super) outcomes: Vec<RollOutcomes>,
    /// The first roll route [`State::command_for`] made, with its kind and target: a
    /// route of the rules' own making, which `check` need not walk again.
    pub(super) routed: std::sync::OnceLock<(Role, Target, Vec<Square>)>,
}

/// The current player's start fields, for §4.6, while their box holds pieces.
struct StartWatch {
    fields: Option<[Square; 2]>,
    own: [bool; 2],
}

impl StartWatch {
    /// Whether a roll from `origin` to `target` ends with both start fields held by own pieces.
    pub(super) fn closes(&self, origin: Square, target: Target) -> bool {
        let Some(fields) = self.fields else {
            return false;
        };
        (0..2).all(|i| Target::Square(fields[i]) == target || (fields[i] != origin && self.own[i]))
    }
}

/// Whether `after` holds a blockade pair of any seat that `before` did not.
fn blockade_created_by_any(board: &Board, before: &Position, after: &Position) -> bool {
    let old = protection::blockades(board, before);
    protection::blockades(board, after)
        .iter()
        .any(|p| !old.contains(p))
}
