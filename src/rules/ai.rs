//! Computer players at three levels: easy, normal and hard (issue 7).
//!
//! All three answer through [`Bot`] with ordinary commands, and draw randomness only
//! from [`State::decision_rng`], so that the same game always gives the same decisions.
//!
//! - [`EasyBot`]: the greedy bot with deliberate slips (a random legal choice now and
//!   then); it never looks at safety.
//! - [`NormalBot`]: a one-ply evaluation of every legal choice on the distance maps,
//!   with a threat model: which squares each enemy can capture on with each die face.
//! - [`HardBot`]: expectimax over the dice of the players who move before its next
//!   turn, with their replies chosen by the normal policy and the leaves scored by the
//!   normal evaluation, within a fixed budget of nodes.

use super::board::Board;
use super::board::UNREACHABLE;
use super::bots::{Bot, GreedyBot};
use super::cards::Effect;
use super::dice::Face;
use super::geometry::{Square, SquareSet, DIAGONAL};
use super::movement::{expand_one, Occupancy, Target};
use super::pieces::{Location, PieceId, Position, Role, Seat, ROLES, SEATS};
use super::protection;
use super::variant::HouseRule;
use super::{Choice, Command, Phase, State};
use rand::seq::SliceRandom;
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
        }
    }
}

// ---------------------------------------------------------------------------------
// Easy
// ---------------------------------------------------------------------------------

/// The greedy bot with deliberate slips: with probability `slip` it takes a random
/// legal choice instead. It never looks at safety, so a child can beat it.
#[derive(Clone, Copy, Debug)]
pub struct EasyBot {
    /// Probability of a random choice, 0 to 1.
    pub slip: f64,
}

impl Default for EasyBot {
    fn default() -> Self {
        EasyBot { slip: 0.25 }
    }
}

impl Bot for EasyBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.legal_choices();
        let mut rng = state.decision_rng();
        let c = if choices.len() > 1 && rng.gen_bool(self.slip.clamp(0.0, 1.0)) {
            choices.choose(&mut rng).cloned()
        } else {
            GreedyBot::pick(state, &choices, &mut rng)
        }?;
        Some(state.command_for(&c))
    }
}

// ---------------------------------------------------------------------------------
// The threat model and the evaluation
// ---------------------------------------------------------------------------------

/// What a game's rules mean for the evaluation: fixed for one decision.
struct Model<'a> {
    board: &'a Board,
    w: Weights,
    /// White faces.
    white: Vec<Face>,
    /// Orange pips (empty when the variant has no orange die).
    orange: Vec<u8>,
    white_max: u8,
    orange_max: u8,
    stop_early: bool,
    protection: bool,
    /// Whether `#` can bring in.
    hash_brings: bool,
    /// Seats still playing, in turn order.
    playing: Vec<Seat>,
    /// Moves home from the first start field, per seat and kind.
    lap: [[f32; ROLES]; SEATS],
    /// Start fields per seat.
    starts: [Option<[Square; 2]>; SEATS],
}

impl<'a> Model<'a> {
    fn new(state: &'a State, w: Weights) -> Model<'a> {
        let board = state.board();
        let setup = state.setup();
        let white = state.dice().white.clone();
        let orange: Vec<u8> = if setup.variant.orange_die {
            state
                .dice()
                .orange
                .iter()
                .filter_map(|f| match f {
                    Face::Pips(n) => Some(*n),
                    _ => None,
                })
                .collect()
        } else {
            vec![]
        };
        let pips_max = |fs: &[Face]| {
            fs.iter()
                .filter_map(|f| match f {
                    Face::Pips(n) => Some(*n),
                    _ => None,
                })
                .max()
                .unwrap_or(0)
        };
        let rules = &setup.rules;
        let hash_brings = if setup.variant.action {
            !rules.has(HouseRule::HashDrawsCard)
        } else {
            rules.has(HouseRule::SymbolsBringIn)
        };
        let mut lap = [[0.0; ROLES]; SEATS];
        let mut starts = [None; SEATS];
        for s in board.seats() {
            if let Some(l) = board.seat(s) {
                starts[s.index()] = Some(l.start);
                for r in Role::ALL {
                    let d = board.moves_home(s, r)[board.index(l.start[0])];
                    lap[s.index()][r.index()] = if d == UNREACHABLE { 60.0 } else { d as f32 };
                }
            }
        }
        Model {
            board,
            w,
            white_max: pips_max(&white),
            orange_max: orange.iter().copied().max().unwrap_or(0),
            white,
            orange,
            stop_early: rules.has(HouseRule::MayStopEarly),
            protection: setup.protection(),
            hash_brings,
            playing: setup
                .seats
                .iter()
                .copied()
                .filter(|s| !state.has_finished(*s))
                .collect(),
            lap,
            starts,
        }
    }

    fn moved_by_orange(&self, role: Role) -> bool {
        matches!(role, Role::King | Role::Pawn) && !self.orange.is_empty()
    }

    /// Moves home of a piece on a square (empty-board map).
    fn dist(&self, piece: PieceId, sq: Square) -> f32 {
        let d = self.board.moves_home(piece.seat, piece.role)[self.board.index(sq)];
        if d == UNREACHABLE {
            self.lap[piece.seat.index()][piece.role.index()]
        } else {
            d as f32
        }
    }

    /// What a piece in the box still costs.
    fn box_cost(&self, piece: PieceId) -> f32 {
        self.lap[piece.seat.index()][piece.role.index()] + 1.0 + self.w.box_cost
    }

    /// How far a piece still has to go, box pieces counting a lap and the box cost.
    fn remaining(&self, piece: PieceId, at: Location) -> f32 {
        match at {
            Location::Home => 0.0,
            Location::Box => self.box_cost(piece),
            Location::Track(sq) => self.dist(piece, sq),
        }
    }

    /// What a piece on `sq` would lose if captured.
    fn loss(&self, piece: PieceId, sq: Square) -> f32 {
        (self.box_cost(piece) - self.dist(piece, sq)).max(0.5)
    }

    /// The squares a piece can capture on (or land on) with exactly `k` moves, k = 1..=max,
    /// in a board whose taken squares are `occupied`. With *may stop early*, with at most k.
    fn attack_levels(&self, occupied: SquareSet, piece: PieceId, from: Square) -> Vec<SquareSet> {
        let max = if self.moved_by_orange(piece.role) {
            self.orange_max
        } else {
            self.white_max
        };
        let board = self.board;
        let o = board.index(from);
        let empty = (board.track() & !occupied) | SquareSet::single(o);
        let mut level = SquareSet::single(o);
        let mut out = vec![SquareSet::EMPTY; max as usize + 1];
        let t = board.tables(piece.seat);
        for k in 1..=max as usize {
            let e = expand_one(board, piece.seat, piece.role, level, empty);
            let att = if piece.role == Role::Pawn {
                let mut d = SquareSet::EMPTY;
                for v in DIAGONAL {
                    d |= (level & t.from_ok[v]).shifted(board.delta(v));
                }
                d & board.track()
            } else {
                e.hits | e.reach
            };
            out[k] = if self.stop_early {
                att | out[k - 1]
            } else {
                att
            };
            level = e.reach;
            if level.is_empty() && !self.stop_early {
                break;
            }
        }
        out
    }
}

/// Per seat and die face, the squares the seat could capture on with that face.
#[derive(Clone)]
struct Threats {
    /// Attack levels of each active piece, by `seat * ROLES + role` (empty when the
    /// threats were derived from a base).
    levels: Vec<Vec<SquareSet>>,
    /// Per seat, per white face index.
    white: Vec<Vec<SquareSet>>,
    /// Per seat, per orange face index.
    orange: Vec<Vec<SquareSet>>,
    /// Per seat: whether it has pieces in the box (a `+` may capture on its start fields).
    can_bring: [bool; SEATS],
    /// With the protection rule: which pieces are covered, by `seat * ROLES + role`
    /// (for derived threats, only the changed pieces are judged again).
    covered: u32,
}

fn pidx(p: PieceId) -> usize {
    p.seat.index() * ROLES + p.role.index()
}

impl Threats {
    /// Threats of every active piece in `pos`; when `base` is given, only the pieces in
    /// `changed` are recomputed (or dropped, when `fresh_moves` is false), the others
    /// keep their sets from `base`.
    fn new(m: &Model, pos: &Position, base: Option<&Threats>, changed: &[PieceId]) -> Threats {
        Self::build(m, pos, base, changed, true)
    }

    fn build(
        m: &Model,
        pos: &Position,
        base: Option<&Threats>,
        changed: &[PieceId],
        fresh_moves: bool,
    ) -> Threats {
        let occ = Occupancy::of(m.board, pos).all;
        let mut levels: Vec<Vec<SquareSet>> = vec![];
        let mut fresh: Vec<(PieceId, Vec<SquareSet>)> = vec![];
        match base {
            None => {
                levels = vec![Vec::new(); SEATS * ROLES];
                for (p, at) in pos.pieces() {
                    if let Location::Track(sq) = at {
                        if m.playing.contains(&p.seat) {
                            levels[pidx(p)] = m.attack_levels(occ, p, sq);
                        }
                    }
                }
            }
            Some(_) => {
                for p in changed {
                    let lv = match pos.location(*p) {
                        Some(Location::Track(sq)) if fresh_moves && m.playing.contains(&p.seat) => {
                            m.attack_levels(occ, *p, sq)
                        }
                        _ => Vec::new(),
                    };
                    fresh.push((*p, lv));
                }
            }
        }
        let mut white = match base {
            Some(b) => b.white.clone(),
            None => vec![vec![SquareSet::EMPTY; m.white.len()]; SEATS],
        };
        let mut orange = match base {
            Some(b) => b.orange.clone(),
            None => vec![vec![SquareSet::EMPTY; m.orange.len()]; SEATS],
        };
        let mut can_bring = [false; SEATS];
        for s in &m.playing {
            can_bring[s.index()] = pos.in_box(*s).next().is_some();
            if base.is_some() && !changed.iter().any(|p| p.seat == *s) {
                continue;
            }
            white[s.index()].fill(SquareSet::EMPTY);
            orange[s.index()].fill(SquareSet::EMPTY);
            for r in Role::ALL {
                let p = PieceId { seat: *s, role: r };
                let lv: &[SquareSet] = match (base, fresh.iter().find(|f| f.0 == p)) {
                    (_, Some(f)) => &f.1,
                    (Some(b), None) => &b.levels[pidx(p)],
                    (None, None) => &levels[pidx(p)],
                };
                if lv.is_empty() {
                    continue;
                }
                if m.moved_by_orange(r) {
                    for (gi, n) in m.orange.iter().enumerate() {
                        if let Some(set) = lv.get(*n as usize) {
                            orange[s.index()][gi] |= *set;
                        }
                    }
                } else {
                    for (fi, f) in m.white.iter().enumerate() {
                        if let Face::Pips(n) = f {
                            if let Some(set) = lv.get(*n as usize) {
                                white[s.index()][fi] |= *set;
                            }
                        }
                    }
                }
            }
        }
        let mut covered = base.map_or(0, |b| b.covered);
        if m.protection {
            for (p, at) in pos.pieces() {
                if base.is_some() && !changed.contains(&p) {
                    continue;
                }
                let bit = 1u32 << pidx(p);
                covered &= !bit;
                if matches!(at, Location::Track(_)) && protection::is_covered(m.board, pos, p, None)
                {
                    covered |= bit;
                }
            }
        }
        Threats {
            levels,
            white,
            orange,
            can_bring,
            covered,
        }
    }

    /// Probability that seat `s` can capture on square index `q` with its next roll.
    fn hit_prob(&self, m: &Model, s: Seat, q: usize, sq: Square) -> f32 {
        let si = s.index();
        let po = if m.orange.is_empty() {
            0.0
        } else {
            self.orange[si].iter().filter(|set| set.contains(q)).count() as f32
                / m.orange.len() as f32
        };
        let bring = self.can_bring[si] && m.starts[si].is_some_and(|st| st[0] == sq || st[1] == sq);
        let mut a = 0.0;
        let mut plus = 0.0;
        for (fi, f) in m.white.iter().enumerate() {
            match f {
                Face::Pips(_) => {
                    a += if self.white[si][fi].contains(q) {
                        1.0
                    } else {
                        po
                    }
                }
                Face::Plus => plus += 1.0,
                Face::Hash => {
                    if bring && m.hash_brings {
                        a += 1.0
                    }
                }
            }
        }
        let n = m.white.len() as f32;
        if bring {
            (a + plus) / n
        } else if self.can_bring[si] && n > plus {
            // Bring in elsewhere and roll again, or move by the orange die.
            (a / (n - plus)).max((a + plus * po) / n)
        } else {
            (a + plus * po) / n
        }
    }
}

/// The evaluation of positions for one decision.
struct Evaluator<'a> {
    m: Model<'a>,
    state: &'a State,
    me: Seat,
    root: Threats,
}

impl<'a> Evaluator<'a> {
    fn new(state: &'a State, w: Weights) -> Evaluator<'a> {
        let m = Model::new(state, w);
        let root = Threats::new(&m, state.position(), None, &[]);
        Evaluator {
            m,
            state,
            me: state.turn().seat,
            root,
        }
    }

    /// Probability that the piece on `sq` is captured before its owner's next turn,
    /// by the seats in `attackers`.
    fn threat(&self, th: &Threats, piece: PieceId, sq: Square, attackers: &[Seat]) -> f32 {
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
        let m = &self.m;
        let mut cost = 0.0;
        let mut boxed = false;
        for (p, at) in pos.pieces_of(seat) {
            cost += m.remaining(p, at);
            match at {
                Location::Box => boxed = true,
                Location::Track(sq) => {
                    let t = self.threat(th, p, sq, attackers);
                    if t > 0.0 {
                        cost += m.w.risk * t * m.loss(p, sq);
                    }
                }
                Location::Home => {}
            }
        }
        if boxed {
            if let Some(st) = m.starts[seat.index()] {
                // A start field is of no use for bringing in while an own piece, or a
                // covered foreign one, stands on it.
                let blocked = |f: Square| {
                    pos.piece_at(f)
                        .is_some_and(|p| p.seat == seat || th.covered & (1u32 << pidx(p)) != 0)
                };
                if blocked(st[0]) && blocked(st[1]) {
                    cost += m.w.start_block;
                }
            }
        }
        cost
    }

    /// The score of a position for `me` (higher is better). `my_attackers`: the seats
    /// that move before `me` rolls again.
    fn score(&self, pos: &Position, th: &Threats, my_attackers: &[Seat]) -> f32 {
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
                m.w.enemy * (1.0 + m.w.leader)
            } else {
                m.w.enemy
            };
            total += wt * c;
        }
        total
    }

    /// The seats that move after `me` and before `me` rolls again.
    fn others(&self) -> Vec<Seat> {
        self.m
            .playing
            .iter()
            .copied()
            .filter(|s| *s != self.me)
            .collect()
    }

    /// The position after a choice and the pieces it moved, or `None` for choices that
    /// change no position (roll, pass, draw).
    fn after(&self, pos: &Position, choice: &Choice) -> Option<(Position, Vec<PieceId>)> {
        position_after(self.me, pos, choice)
    }
}

/// The position after `me` makes a choice and the pieces it moved, or `None` for
/// choices that change no position (roll, pass, draw).
fn position_after(me: Seat, pos: &Position, choice: &Choice) -> Option<(Position, Vec<PieceId>)> {
    {
        let mut after = pos.clone();
        let mut changed = vec![];
        match choice {
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
}

impl Evaluator<'_> {
    /// The one-ply score of every choice.
    fn score_choices(&self, choices: &[Choice]) -> Vec<f32> {
        let pos = self.state.position();
        let others = self.others();
        let here = self.score(pos, &self.root, &others);
        let rolls_again = matches!(self.state.phase(), Phase::Decide { .. });
        choices
            .iter()
            .map(|c| match self.after(pos, c) {
                Some((after, changed)) => {
                    let th = Threats::build(
                        &self.m,
                        &after,
                        Some(&self.root),
                        &changed,
                        self.m.w.attack > 0.0,
                    );
                    let mut s = self.score(&after, &th, &others);
                    if rolls_again && matches!(c, Choice::BringIn { .. }) {
                        s += self.m.w.roll_value;
                    }
                    s
                }
                None => match c {
                    Choice::DrawCard => here + self.card_expectation(),
                    _ => here,
                },
            })
            .collect()
    }

    /// The expected worth of drawing a card, over the cards left in the draw pile
    /// (what every player can count from the discards), never peeking at their order.
    fn card_expectation(&self) -> f32 {
        let deck = self.state.deck();
        let pile = if deck.draw.is_empty() {
            &deck.discard
        } else {
            &deck.draw
        };
        if pile.is_empty() {
            return 0.0;
        }
        let mut counts = vec![0usize; deck.cards.len()];
        for &i in pile {
            if let Some(c) = counts.get_mut(i) {
                *c += 1;
            }
        }
        let mut total = 0.0;
        for (i, n) in counts.iter().enumerate() {
            if *n > 0 {
                total += *n as f32 * self.card_value(&deck.cards[i].effect);
            }
        }
        total / pile.len() as f32
    }

    /// A rough worth of one card's effect for the player to move, in moves.
    fn card_value(&self, effect: &Effect) -> f32 {
        let m = &self.m;
        let pos = self.state.position();
        let me = self.me;
        let own = |role: Role| {
            let p = PieceId { seat: me, role };
            pos.square_of(p).map(|sq| (p, sq))
        };
        match effect {
            Effect::RollAgain | Effect::CaptureCovered => m.w.roll_value,
            Effect::MissTurn => -m.w.roll_value,
            Effect::ExtraMoves { role, moves } => own(*role)
                .map(|(p, sq)| (*moves as f32).min(m.dist(p, sq)) * 0.8)
                .unwrap_or(0.0),
            Effect::Promotion { moves } => {
                own(Role::Pawn).map(|_| *moves as f32 * 1.5).unwrap_or(0.0)
            }
            Effect::OwnToBox { role } => own(*role).map(|(p, sq)| -m.loss(p, sq)).unwrap_or(0.0),
            Effect::OpponentToBox => {
                let mut best: f32 = 0.0;
                for (p, at) in pos.pieces() {
                    if let Location::Track(sq) = at {
                        if p.seat != me
                            && m.playing.contains(&p.seat)
                            && !m.board.is_pause_of(sq, p.seat)
                        {
                            best = best.max(m.w.enemy * m.loss(p, sq));
                        }
                    }
                }
                best
            }
            Effect::Swap => {
                let mut best: f32 = 0.0;
                for (a, sa) in pos.active_of(me) {
                    for (b, at) in pos.pieces() {
                        if let Location::Track(sb) = at {
                            if b.seat == me || !m.playing.contains(&b.seat) {
                                continue;
                            }
                            let gain = m.dist(a, sa) - m.dist(a, sb)
                                + m.w.enemy * (m.dist(b, sa) - m.dist(b, sb));
                            best = best.max(gain);
                        }
                    }
                }
                best
            }
            Effect::SafeSpot => {
                if pos.has_active(me) {
                    1.0
                } else {
                    0.0
                }
            }
            Effect::BringIn => {
                if pos.in_box(me).next().is_some() {
                    m.w.box_cost * 0.5
                } else {
                    0.0
                }
            }
            Effect::Castling | Effect::AllToStart { .. } => 0.0,
        }
    }
}

/// The index of the best score, ties broken by the decision generator.
fn best_index(scores: &[f32], rng: &mut impl Rng) -> Option<usize> {
    let best = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let ties: Vec<usize> = scores
        .iter()
        .enumerate()
        .filter(|(_, s)| **s >= best - 1e-4)
        .map(|(i, _)| i)
        .collect();
    ties.choose(rng).copied()
}

// ---------------------------------------------------------------------------------
// Normal
// ---------------------------------------------------------------------------------

/// One-ply evaluation: progress on the distance maps, captures valued by how far the
/// victim had come, the expected loss of pieces that enemies can reach with their next
/// roll (own pause fields and, with the protection rule, covered pieces are safe),
/// blocked start fields, bringing in (which rolls again) against drawing a card, and
/// the card choices, all in one score.
#[derive(Clone, Copy, Debug, Default)]
pub struct NormalBot {
    /// The evaluation's weights.
    pub weights: Weights,
}

impl NormalBot {
    /// The best choice by the one-ply evaluation.
    pub fn pick(state: &State, choices: &[Choice], weights: Weights) -> Option<Choice> {
        if choices.len() <= 1 {
            return choices.first().cloned();
        }
        let ev = Evaluator::new(state, weights);
        let scores = ev.score_choices(choices);
        let i = best_index(&scores, &mut state.decision_rng())?;
        Some(choices[i].clone())
    }
}

impl Bot for NormalBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.legal_choices();
        let c = NormalBot::pick(state, &choices, self.weights)?;
        Some(state.command_for(&c))
    }
}

// ---------------------------------------------------------------------------------
// Hard
// ---------------------------------------------------------------------------------

/// The default node budget of [`HardBot`]. A position scored costs one node; a reply
/// chosen costs one node plus one per eight choices it weighed.
pub const HARD_NODES: u32 = 1500;

/// Rolls per player above which only the next player's rolls are searched (the large
/// game's 31 distinct rolls), below which the next two players' are.
const DEEP_ROLLS: usize = 8;

/// Choices whose one-ply score is this far below the best are not searched.
const SEARCH_MARGIN: f32 = 4.0;

/// By default, at most this many choices are searched.
const SEARCH_WIDTH: usize = 4;

/// Looks ahead over the dice. Its best few choices by the normal evaluation are
/// searched by expectimax: every roll of the next player, each answered as the normal
/// bot would answer it, and, while the node budget allows, every roll of the player
/// after that; the positions reached are scored by the normal evaluation, whose threat
/// term then only counts the players still to move before its next turn. The work is
/// counted in nodes, never in time, so the same state always gives the same decision.
#[derive(Clone, Copy, Debug)]
pub struct HardBot {
    /// The evaluation's weights.
    pub weights: Weights,
    /// The node budget of one decision.
    pub nodes: u32,
    /// At most this many choices, the best by one ply, are searched.
    pub width: usize,
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot {
            weights: Weights::default(),
            nodes: HARD_NODES,
            width: SEARCH_WIDTH,
        }
    }
}

impl HardBot {
    /// A hard bot with a smaller or larger node budget (tests use small ones).
    pub fn with_nodes(nodes: u32) -> HardBot {
        HardBot {
            nodes: nodes.max(1),
            ..HardBot::default()
        }
    }

    /// The best choice by lookahead.
    pub fn pick(&self, state: &State, choices: &[Choice]) -> Option<Choice> {
        if choices.len() <= 1 {
            return choices.first().cloned();
        }
        let ev = Evaluator::new(state, self.weights);
        let scores = ev.score_choices(choices);
        let mut rng = state.decision_rng();
        let best = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        let mut order: Vec<usize> = (0..choices.len())
            .filter(|i| scores[*i] >= best - SEARCH_MARGIN)
            .collect();
        order.sort_by(|a, b| scores[*b].total_cmp(&scores[*a]).then(a.cmp(b)));
        order.truncate(self.width.max(1));
        if order.len() <= 1 {
            let i = best_index(&scores, &mut rng)?;
            return Some(choices[i].clone());
        }
        let look = Lookahead::new(&ev);
        let mut refined = vec![f32::NEG_INFINITY; choices.len()];
        let budget = self.nodes as i64;
        for (k, &i) in order.iter().enumerate() {
            // Search the next candidate only if it fits the budget at the mean cost so far.
            let spent = look.spent.get();
            if k > 0 && spent + spent / k as i64 > budget {
                break;
            }
            refined[i] = look.value(&choices[i]);
        }
        // The search overrides the one-ply favourite only by a clear margin: small
        // differences are within the noise of the leaf evaluation.
        let favourite = order[0];
        let i = best_index(&refined, &mut rng)?;
        if refined[i] - refined[favourite] < self.weights.override_margin {
            return Some(choices[favourite].clone());
        }
        Some(choices[i].clone())
    }
}

impl Bot for HardBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.legal_choices();
        let c = self.pick(state, &choices)?;
        Some(state.command_for(&c))
    }
}

/// One die result of the lookahead: the white face and, in the large game, the orange
/// pips, with its probability.
#[derive(Clone, Copy, Debug)]
struct Roll {
    white: Face,
    orange: Option<u8>,
    p: f32,
}

/// Expectimax over the next players' rolls (cards, rolling again and the three tries
/// are left out of the lookahead; the root choices are the real legal ones).
struct Lookahead<'e, 'a> {
    ev: &'e Evaluator<'a>,
    rolls: Vec<Roll>,
    /// How many players' rolls are searched: 1 or 2.
    depth: usize,
    /// The players after `me`, in turn order.
    movers: Vec<Seat>,
    /// Nodes spent so far.
    spent: std::cell::Cell<i64>,
}

impl<'e, 'a> Lookahead<'e, 'a> {
    fn new(ev: &'e Evaluator<'a>) -> Self {
        let rolls = Self::distinct_rolls(&ev.m);
        let movers = Self::movers(ev);
        let depth = if rolls.len() <= DEEP_ROLLS { 2 } else { 1 };
        Lookahead {
            ev,
            rolls,
            depth: depth.min(movers.len()),
            movers,
            spent: std::cell::Cell::new(0),
        }
    }

    fn spend(&self, n: usize) {
        self.spent.set(self.spent.get() + n as i64);
    }

    /// The players who move after `me`, in turn order.
    fn movers(ev: &Evaluator) -> Vec<Seat> {
        let seats = &ev.state.setup().seats;
        let n = seats.len();
        let at = seats.iter().position(|s| *s == ev.me).unwrap_or(0);
        (1..n)
            .map(|k| seats[(at + k) % n])
            .filter(|s| ev.m.playing.contains(s))
            .collect()
    }

    /// Distinct rolls with their probabilities.
    fn distinct_rolls(m: &Model) -> Vec<Roll> {
        let nw = m.white.len() as f32;
        let oranges: Vec<Option<u8>> = if m.orange.is_empty() {
            vec![None]
        } else {
            m.orange.iter().map(|n| Some(*n)).collect()
        };
        let no = oranges.len() as f32;
        let mut out: Vec<Roll> = vec![];
        for w in &m.white {
            for o in &oranges {
                let p = 1.0 / (nw * no);
                if let Some(r) = out.iter_mut().find(|r| r.white == *w && r.orange == *o) {
                    r.p += p;
                } else {
                    out.push(Roll {
                        white: *w,
                        orange: *o,
                        p,
                    });
                }
            }
        }
        out
    }

    /// The searched value of one root choice.
    fn value(&self, choice: &Choice) -> f32 {
        let ev = self.ev;
        let pos = ev.state.position();
        let (after, mut bonus) = match ev.after(pos, choice) {
            Some((after, _)) => (after, 0.0),
            None => (pos.clone(), 0.0),
        };
        if after.all_home(ev.me) {
            return 1000.0;
        }
        match choice {
            Choice::BringIn { .. } if matches!(ev.state.phase(), Phase::Decide { .. }) => {
                bonus += ev.m.w.roll_value
            }
            Choice::DrawCard => bonus += ev.card_expectation(),
            _ => {}
        }
        bonus + self.chance(&after, 0)
    }

    /// The expected score once the players `movers[k..depth]` have rolled in turn.
    fn chance(&self, pos: &Position, k: usize) -> f32 {
        let ev = self.ev;
        if k >= self.depth {
            self.spend(1);
            let th = Threats::new(&ev.m, pos, None, &[]);
            return ev.score(pos, &th, &self.movers[k..]);
        }
        let seat = self.movers[k];
        let mut total = 0.0;
        let mut unchanged: Option<f32> = None;
        for r in &self.rolls {
            let v = match self.reply(pos, seat, r) {
                Some(next) => self.chance(&next, k + 1),
                None => *unchanged.get_or_insert_with(|| self.chance(pos, k + 1)),
            };
            total += r.p * v;
        }
        total
    }

    /// The position after `seat` answers roll `r` as the normal bot would, or `None`
    /// when its answer changes nothing.
    fn reply(&self, pos: &Position, seat: Seat, r: &Roll) -> Option<Position> {
        let ev = self.ev;
        let state = ev.state.clone().with_position(pos.clone()).with_phase(
            seat,
            Phase::Decide {
                white: r.white,
                orange: r.orange,
            },
        );
        let choices = state.legal_choices();
        self.spend(1 + choices.len() / 8);
        if choices.is_empty() {
            return None;
        }
        let c = NormalBot::pick(&state, &choices, ev.m.w)?;
        position_after(seat, pos, &c).map(|(p, _)| p)
    }
}
