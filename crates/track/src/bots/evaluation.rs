//! The position score of the normal and hard players: the [`Weights`] and what a seat still needs.

use super::model::Model;
use super::on_the_way::Candidate;
use super::threats::{pidx, Threats};
use crate::geometry::Square;
use crate::movement::Target;
use crate::pieces::{Location, PieceId, Position, Seat};
use crate::{Choice, State};
use rand::Rng;

/// The weights of the evaluation, in units of one move of one piece.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// What a piece in the box costs beyond a whole lap: it needs a `+` to come in.
    pub box_cost: f32,
    /// What an extra roll is worth (bringing in rolls again; "roll again" cards).
    pub roll_value: f32,
    /// Share of a threatened piece's expected loss that counts.
    pub risk: f32,
    /// How much an enemy's cost counts against one's own.
    pub enemy: f32,
    /// Extra weight on the most advanced enemy.
    pub leader: f32,
    /// Penalty while the box is not empty and neither start field can take a piece
    /// (each holds an own piece or a covered foreign one).
    pub start_block: f32,
    /// When above 0, the threats a moved piece makes from its new square are worked out
    /// for every choice (slower; at 0 they are left out, which played as well).
    pub attack: f32,
    /// How much better (in moves) the hard bot's search must find a choice than its
    /// one-ply favourite to take it instead.
    pub override_margin: f32,
    /// How much of what the hard bot can expect to capture with its next roll counts in
    /// the positions its search reaches (normal does not look at it).
    pub next_attack: f32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            box_cost: 4.0,
            roll_value: 3.0,
            risk: 0.25,
            enemy: 0.3,
            leader: 0.5,
            start_block: 3.0,
            attack: 0.0,
            override_margin: 1.0,
            next_attack: 0.0,
        }
    }
}

/// The evaluation of positions for one decision.
pub(super) struct Evaluator<'a> {
    /// The game's rules and dice.
    pub(super) m: Model<'a>,
    /// The weights of the score.
    pub(super) w: Weights,
    /// The state of the decision.
    pub(super) state: &'a State,
    /// The seat to move.
    pub(super) me: Seat,
    /// The threats in the state's position.
    pub(super) root: Threats,
}

impl<'a> Evaluator<'a> {
    /// The evaluation for the player to move in `state`.
    pub(super) fn new(state: &'a State, w: Weights) -> Evaluator<'a> {
        let m = Model::new(state);
        let root = Threats::new(&m, state.position());
        Evaluator {
            m,
            w,
            state,
            me: state.turn().seat,
            root,
        }
    }

    /// What a piece in the box still costs.
    fn box_cost(&self, piece: PieceId) -> f32 {
        self.m.lap[piece.seat.index()][piece.role.index()] + 1.0 + self.w.box_cost
    }

    /// How far a piece still has to go, box pieces counting a lap and the box cost.
    pub(super) fn remaining(&self, piece: PieceId, at: Location) -> f32 {
        match at {
            Location::Home => 0.0,
            Location::Box => self.box_cost(piece),
            Location::Track(sq) => self.m.dist(piece, sq),
        }
    }

    /// What a piece on `sq` would lose if captured.
    pub(super) fn loss(&self, piece: PieceId, sq: Square) -> f32 {
        (self.box_cost(piece) - self.m.dist(piece, sq)).max(0.5)
    }

    /// Probability that the piece on `sq` is captured before its owner's next turn,
    /// by the seats in `attackers`.
    pub(super) fn threat(
        &self,
        th: &Threats,
        piece: PieceId,
        sq: Square,
        attackers: &[Seat],
    ) -> f32 {
        let m = &self.m;
        if m.board.is_pause_of(sq, piece.seat) {
            return 0.0;
        }
        let q = m.board.index(sq);
        let mut survive = 1.0;
        for s in attackers {
            if *s == piece.seat {
                continue;
            }
            survive *= 1.0 - th.hit_prob(m, *s, q, sq);
        }
        let p = 1.0 - survive;
        if p > 0.0 && th.covered & (1u32 << pidx(piece)) != 0 {
            return 0.0;
        }
        p
    }

    /// What a seat still needs: its pieces' distances home, the expected loss of its
    /// threatened pieces, and a blocked pair of start fields.
    fn seat_cost(&self, pos: &Position, th: &Threats, seat: Seat, attackers: &[Seat]) -> f32 {
        let mut cost = 0.0;
        let mut boxed = false;
        for (p, at) in pos.pieces_of(seat) {
            cost += self.remaining(p, at);
            match at {
                Location::Box => boxed = true,
                Location::Track(sq) => {
                    let t = self.threat(th, p, sq, attackers);
                    if t > 0.0 {
                        cost += self.w.risk * t * self.loss(p, sq);
                    }
                }
                Location::Home => {}
            }
        }
        if boxed && self.starts_blocked(pos, th, seat) {
            cost += self.w.start_block;
        }
        cost
    }

    /// Whether neither start field of `seat` can take a piece: a start field is of no
    /// use for bringing in while an own piece, or a covered foreign one, stands on it.
    pub(super) fn starts_blocked(&self, pos: &Position, th: &Threats, seat: Seat) -> bool {
        let Some(st) = self.m.starts[seat.index()] else {
            return false;
        };
        let blocked = |f: Square| {
            pos.piece_at(f)
                .is_some_and(|p| p.seat == seat || th.covered & (1u32 << pidx(p)) != 0)
        };
        blocked(st[0]) && blocked(st[1])
    }

    /// The score of a position for `me` (higher is better). `my_attackers`: the seats
    /// that move before `me` rolls again.
    pub(super) fn score(&self, pos: &Position, th: &Threats, my_attackers: &[Seat]) -> f32 {
        let m = &self.m;
        let mine = self.seat_cost(pos, th, self.me, my_attackers);
        if pos.all_home(self.me) {
            return 1000.0;
        }
        let mut enemies: Vec<f32> = vec![];
        for s in &m.playing {
            if *s == self.me {
                continue;
            }
            enemies.push(self.seat_cost(pos, th, *s, &m.playing));
        }
        let lead = enemies.iter().copied().fold(f32::INFINITY, f32::min);
        let mut total = -mine;
        for c in enemies {
            let wt = if c == lead {
                self.w.enemy * (1.0 + self.w.leader)
            } else {
                self.w.enemy
            };
            total += wt * c;
        }
        total
    }

    /// What `me` can expect to capture with its next roll, in the enemies' moves lost
    /// weighted as in [`Evaluator::score`]: per die result, the most valuable enemy piece
    /// within reach (not on its own pause field, not covered), averaged over the results.
    pub(super) fn attack_value(&self, pos: &Position, th: &Threats) -> f32 {
        self.attack_value_of(self.me, pos, th)
    }

    /// What `seat` can expect to capture with its next roll (see [`Evaluator::attack_value`]).
    pub(super) fn attack_value_of(&self, seat: Seat, pos: &Position, th: &Threats) -> f32 {
        let m = &self.m;
        let mut victims: Vec<(usize, f32)> = vec![];
        for (p, at) in pos.pieces() {
            let Location::Track(sq) = at else { continue };
            if p.seat == seat || !m.playing.contains(&p.seat) {
                continue;
            }
            if m.board.is_pause_of(sq, p.seat) || th.covered & (1u32 << pidx(p)) != 0 {
                continue;
            }
            victims.push((m.board.index(sq), self.w.enemy * self.loss(p, sq)));
        }
        if victims.is_empty() {
            return 0.0;
        }
        let oranges: Vec<Option<usize>> = if m.orange.is_empty() {
            vec![None]
        } else {
            (0..m.orange.len()).map(Some).collect()
        };
        let mut total = 0.0;
        for fi in 0..m.white.len() {
            for gi in &oranges {
                let reach = th.reach(seat, fi, *gi);
                let best = victims
                    .iter()
                    .filter(|(q, _)| reach.contains(*q))
                    .map(|(_, v)| *v)
                    .fold(0.0, f32::max);
                total += best;
            }
        }
        total / (m.white.len() * oranges.len()) as f32
    }

    /// The seats that move after `me` and before `me` rolls again.
    pub(super) fn others(&self) -> Vec<Seat> {
        self.m
            .playing
            .iter()
            .copied()
            .filter(|s| *s != self.me)
            .collect()
    }

    /// The position after a choice and the pieces it moved, or `None` for choices that
    /// change no position (roll, pass, draw).
    pub(super) fn after(
        &self,
        pos: &Position,
        cand: &Candidate,
    ) -> Option<(Position, Vec<PieceId>)> {
        position_after(self.me, pos, cand)
    }
}

/// The position after `me` makes a choice (with the captures on its way, under capture
/// on any move) and the pieces it moved, or `None` for choices that change no position
/// (roll, pass, draw).
pub(super) fn position_after(
    me: Seat,
    pos: &Position,
    cand: &Candidate,
) -> Option<(Position, Vec<PieceId>)> {
    let mut after = pos.clone();
    let mut changed = vec![];
    for v in &cand.on_the_way {
        after.set(*v, Location::Box);
        changed.push(*v);
    }
    match &cand.choice {
        Choice::Move {
            role,
            target,
            captures,
            ..
        } => {
            let p = PieceId {
                seat: me,
                role: *role,
            };
            if let Some(v) = captures {
                after.set(*v, Location::Box);
                changed.push(*v);
            }
            after.set(
                p,
                match target {
                    Target::Square(s) => Location::Track(*s),
                    Target::Home => Location::Home,
                },
            );
            changed.push(p);
        }
        Choice::BringIn { role, field } => {
            let p = PieceId {
                seat: me,
                role: *role,
            };
            if let Some(v) = after.piece_at(*field) {
                after.set(v, Location::Box);
                changed.push(v);
            }
            after.set(p, Location::Track(*field));
            changed.push(p);
        }
        Choice::Swap { a, b } => {
            let (la, lb) = (after.location(*a)?, after.location(*b)?);
            after.set(*a, lb);
            after.set(*b, la);
            changed.extend([*a, *b]);
        }
        Choice::SendBack { piece } => {
            after.set(*piece, Location::Box);
            changed.push(*piece);
        }
        Choice::SafeSpot { role, field } => {
            let p = PieceId {
                seat: me,
                role: *role,
            };
            after.set(p, Location::Track(*field));
            changed.push(p);
        }
        Choice::Roll | Choice::Pass | Choice::DrawCard => return None,
    }
    Some((after, changed))
}

/// The index of the best score, ties broken by the decision generator.
pub(super) fn best_index(scores: &[f32], rng: &mut impl Rng) -> Option<usize> {
    let best = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let ties: Vec<usize> = scores
        .iter()
        .enumerate()
        .filter(|(_, s)| **s >= best - 1e-4)
        .map(|(i, _)| i)
        .collect();
    super::choose_tied(&ties, rng).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Face;
    use crate::pieces::Role;
    use crate::variant::{HouseRules, Variant};
    use crate::{Phase, Setup};

    fn piece(seat: u8, role: Role) -> PieceId {
        PieceId {
            seat: Seat(seat),
            role,
        }
    }

    /// Seat 0 deciding on a 1 in a small game of four, the listed pieces on the track.
    fn state_with(pieces: &[(u8, Role, Square)]) -> State {
        let mut pos = Position::empty();
        for s in 0..4 {
            for r in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                pos.set(piece(s, r), Location::Box);
            }
        }
        for &(s, r, sq) in pieces {
            pos.set(piece(s, r), Location::Track(sq));
        }
        let setup = Setup::new(
            Variant::by_id("small").unwrap(),
            HouseRules::default(),
            4,
            3,
        );
        State::classic(setup).with_position(pos).with_phase(
            Seat(0),
            Phase::Decide {
                white: Face::Pips(1),
                orange: None,
            },
        )
    }

    fn attack(state: &State) -> f32 {
        let w = Weights::default();
        let ev = Evaluator::new(state, w);
        let th = Threats::new(&ev.m, state.position());
        ev.attack_value(state.position(), &th)
    }

    #[test]
    fn attack_value_counts_enemy_pieces_within_reach_of_the_next_roll() {
        // Seat 0's rook on (16,12), seat 1's knight two squares along the row.
        let rook = (0, Role::Rook, Square::new(16, 12));
        let victim = (1, Role::Knight, Square::new(14, 12));
        let threatening = state_with(&[rook, victim]);
        let v = attack(&threatening);
        assert!(v > 0.0, "an enemy knight within a rook's reach: {v}");
        // Worth at most the enemy weight times what the knight would lose.
        let ev = Evaluator::new(&threatening, Weights::default());
        let most = ev.w.enemy * ev.loss(piece(1, Role::Knight), victim.2);
        assert!(v <= most + 1e-4, "{v} > {most}");
        // Nothing to capture: no value. An own piece there is no victim either.
        assert_eq!(attack(&state_with(&[rook])), 0.0);
        assert_eq!(
            attack(&state_with(&[rook, (0, Role::Knight, victim.2)])),
            0.0
        );
    }
}
