//! What the computer players weigh: the legal choices, and with *capture on any move*
//! (a rule set's knob) every set of pieces a roll can capture on its way to each of its
//! targets, each with a route that captures exactly those.
//!
//! A [`Choice::Move`] names only where a roll ends and what its last move captures;
//! which pieces the moves before capture depends on the route. With the knob on, each
//! move choice becomes one [`Candidate`] per set of pieces some route to its target
//! captures, so that the players see and value every capture; with the knob off, each
//! choice is one candidate and the players decide exactly as before.

use crate::board::step::{comes_home, expand, movers_onto, Occupancy};
use crate::geometry::{Square, SquareSet};
use crate::movement::{capturable, Target};
use crate::pieces::{PieceId, Role};
use crate::{Choice, Command, State};
use std::collections::BTreeMap;

/// At most this many capture sets are followed per move of a roll (a crowded board and
/// a long roll could otherwise make thousands); the smallest sets by bitmask are kept.
const MAX_SETS: usize = 256;

/// One thing a computer player may do: a legal choice and, for a roll with *capture on
/// any move*, the pieces its route captures before its last move.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Candidate {
    /// The legal choice.
    pub(super) choice: Choice,
    /// Pieces captured before the last move (never the last move's own capture).
    pub(super) on_the_way: Vec<PieceId>,
    /// The route that makes exactly these captures; `None`: the example route of
    /// [`State::command_for`].
    route: Option<Vec<Square>>,
}

impl Candidate {
    /// A choice as it stands, with no captures on the way.
    fn plain(choice: &Choice) -> Candidate {
        Candidate {
            choice: choice.clone(),
            on_the_way: vec![],
            route: None,
        }
    }

    /// Every piece this candidate captures, the last move's included.
    pub(super) fn captures(&self) -> usize {
        let last = matches!(
            self.choice,
            Choice::Move {
                captures: Some(_),
                ..
            }
        );
        self.on_the_way.len() + usize::from(last)
    }

    /// The command that carries this candidate out.
    pub(super) fn command(&self, state: &State) -> Command {
        match (&self.choice, &self.route) {
            (Choice::Move { role, .. }, Some(route)) => Command::Move {
                role: *role,
                route: route.clone(),
            },
            (c, _) => state.command_for(c),
        }
    }
}

/// The candidates of `choices` in `state`: one per choice, in their order, when the
/// game does not capture on any move; otherwise each move choice is followed by the
/// other sets of pieces a route to its target can capture on the way.
pub(super) fn candidates(state: &State, choices: &[Choice]) -> Vec<Candidate> {
    if !state.setup().variant.capture_any {
        return choices.iter().map(Candidate::plain).collect();
    }
    let mut by_role: Vec<(Role, Option<Routes>)> = vec![];
    let mut out = Vec::with_capacity(choices.len());
    for c in choices {
        let Choice::Move {
            role,
            target,
            captures,
            ..
        } = c
        else {
            out.push(Candidate::plain(c));
            continue;
        };
        let at = match by_role.iter().position(|(r, _)| r == role) {
            Some(i) => i,
            None => {
                by_role.push((*role, Routes::of(state, *role)));
                by_role.len() - 1
            }
        };
        let Some(routes) = &by_role[at].1 else {
            out.push(Candidate::plain(c));
            continue;
        };
        let sets = routes.sets_to(*target);
        if sets.is_empty() {
            out.push(Candidate::plain(c));
            continue;
        }
        for (mask, level) in sets {
            let on_the_way: Vec<PieceId> = routes
                .victims_in(mask)
                .filter(|v| Some(*v) != *captures)
                .collect();
            out.push(Candidate {
                choice: c.clone(),
                on_the_way,
                route: routes.route(*target, mask, level),
            });
        }
    }
    out
}

/// Every route of one piece's roll, by the set of pieces it captures (capture on any move).
struct Routes<'s> {
    /// The game.
    state: &'s State,
    /// The moving piece.
    piece: PieceId,
    /// The kind whose moves it makes.
    moves_as: Role,
    /// Squares it may land on or pass over.
    empty: SquareSet,
    /// The pieces it may capture, by bit, with their squares' indices.
    victims: Vec<(usize, PieceId)>,
    /// Per number of moves made, the squares reached with each set of captures.
    levels: Vec<BTreeMap<u32, SquareSet>>,
    /// Where a roll may end: target, capture set and the number of moves, shortest first.
    ends: Vec<(Target, u32, usize)>,
}

impl<'s> Routes<'s> {
    /// The routes of the current player's piece of kind `role`, or `None` when it has no roll.
    fn of(state: &'s State, role: Role) -> Option<Routes<'s>> {
        let (_, pips, moves_as, cc) = state.roll_allowance().into_iter().find(|a| a.0 == role)?;
        let board = state.board();
        let pos = state.position();
        let piece = PieceId {
            seat: state.turn().seat,
            role,
        };
        let origin = pos.square_of(piece)?;
        let mut opts = state.roll_options(cc);
        opts.moves_as = (moves_as != role).then_some(moves_as);
        let o = board.index(origin);
        let occ = Occupancy::of(board, pos).all;
        let mut others = occ;
        others.remove(o);
        let empty = (board.track() & !occ) | SquareSet::single(o);
        let cap = capturable(board, pos, piece, origin, opts);
        let victims: Vec<(usize, PieceId)> = cap
            .iter()
            .filter_map(|i| pos.piece_at(board.square(i)).map(|p| (i, p)))
            .collect();
        let bit = |i: usize| {
            victims
                .iter()
                .position(|(q, _)| *q == i)
                .map_or(0, |b| 1u32 << b)
        };
        let mut levels = vec![BTreeMap::from([(0u32, SquareSet::single(o))])];
        let mut ends = vec![];
        let mut seen = std::collections::HashSet::new();
        for k in 1..=pips as usize {
            let last = k == pips as usize;
            let home_allowed = !opts.exact_home || opts.stop_early || last;
            let mut next: BTreeMap<u32, SquareSet> = BTreeMap::new();
            for (&mask, &set) in &levels[k - 1] {
                let e = expand(board, piece.seat, moves_as, set, empty, others);
                let hits = e.hits & cap;
                let mut end = |t: Target, m: u32| {
                    if seen.insert((t, m)) {
                        ends.push((t, m, k));
                    }
                };
                if e.home && home_allowed {
                    end(Target::Home, mask);
                }
                if last || opts.stop_early {
                    for i in e.reach.iter() {
                        end(Target::Square(board.square(i)), mask);
                    }
                    for i in hits.iter() {
                        end(Target::Square(board.square(i)), mask | bit(i));
                    }
                }
                if !last {
                    *next.entry(mask).or_default() |= e.reach;
                    for i in hits.iter() {
                        *next.entry(mask | bit(i)).or_default() |= SquareSet::single(i);
                    }
                }
            }
            while next.len() > MAX_SETS {
                next.pop_last();
            }
            next.retain(|_, s| !s.is_empty());
            if next.is_empty() {
                break;
            }
            levels.push(next);
        }
        Some(Routes {
            state,
            piece,
            moves_as,
            empty,
            victims,
            levels,
            ends,
        })
    }

    /// The capture sets of the routes to `target`, each with its fewest moves.
    fn sets_to(&self, target: Target) -> Vec<(u32, usize)> {
        let mut sets: Vec<(u32, usize)> = self
            .ends
            .iter()
            .filter(|(t, _, _)| *t == target)
            .map(|(_, m, k)| (*m, *k))
            .collect();
        sets.sort_by_key(|(m, _)| *m);
        sets
    }

    /// The pieces of a capture set.
    fn victims_in(&self, mask: u32) -> impl Iterator<Item = PieceId> + '_ {
        self.victims
            .iter()
            .enumerate()
            .filter(move |(b, _)| mask & (1 << b) != 0)
            .map(|(_, (_, p))| *p)
    }

    /// A route of `level` moves to `target` capturing exactly the set `mask`, rebuilt
    /// by walking the levels back.
    fn route(&self, target: Target, mask: u32, level: usize) -> Option<Vec<Square>> {
        let board = self.state.board();
        let seat = self.piece.seat;
        let mut route = vec![];
        let (mut cur, mut mask) = match target {
            Target::Square(sq) => (sq, mask),
            Target::Home => {
                let set = *self.levels.get(level - 1)?.get(&mask)?;
                let house = board.tables(seat).house;
                let (from, to) = set.iter().find_map(|p| {
                    let from = board.square(p);
                    house
                        .iter()
                        .map(|h| board.square(h))
                        .find(|h| comes_home(board, seat, self.moves_as, from, *h, self.empty))
                        .map(|h| (from, h))
                })?;
                route.push(to);
                if level == 1 {
                    return Some(route);
                }
                (from, mask)
            }
        };
        let top = if matches!(target, Target::Home) {
            level - 1
        } else {
            level
        };
        for k in (1..=top).rev() {
            route.push(cur);
            let i = board.index(cur);
            let capture = !self.empty.contains(i);
            let movers = movers_onto(board, seat, self.moves_as, cur, self.empty, capture);
            let own = self
                .victims
                .iter()
                .position(|(q, _)| *q == i)
                .map(|b| 1u32 << b)
                .filter(|b| mask & b != 0);
            // Captured by this move, or (a square landed on again) earlier.
            let before = own.map(|b| mask & !b).into_iter().chain([mask]);
            let (m, p) = before.into_iter().find_map(|m| {
                let set = *self.levels[k - 1].get(&m)?;
                (set & movers).first().map(|p| (m, p))
            })?;
            mask = m;
            cur = board.square(p);
        }
        route.reverse();
        Some(route)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::BotKind;
    use crate::variant::{HouseRules, Variant};
    use crate::{Event, Phase, Setup};

    /// Every candidate's command is legal and captures exactly the pieces the candidate
    /// names, in the decisions of whole seeded games with capture on any move.
    #[test]
    fn each_candidate_route_captures_exactly_the_pieces_it_names() {
        let (mut checked, mut on_the_way) = (0, 0);
        for (variant, seed) in [("small", 3), ("large", 5), ("small-action", 8)] {
            let mut v = Variant::by_id(variant).expect("preset");
            v.capture_any = true;
            let mut state = State::classic(Setup::new(v, HouseRules::default(), 4, seed));
            let mut bot = BotKind::Normal.make();
            for _ in 0..3000 {
                if matches!(state.phase(), Phase::Over) {
                    break;
                }
                for cand in candidates(&state, state.choices()) {
                    let Choice::Move { captures, .. } = cand.choice else {
                        continue;
                    };
                    let events = state.clone().play(&cand.command(&state)).expect("legal");
                    let mut taken: Vec<PieceId> = events
                        .iter()
                        .filter_map(|e| match e {
                            Event::Captured { piece, .. } => Some(*piece),
                            _ => None,
                        })
                        .collect();
                    let mut named = cand.on_the_way.clone();
                    named.extend(captures);
                    taken.sort_by_key(|p| (p.seat.0, p.role.index()));
                    named.sort_by_key(|p| (p.seat.0, p.role.index()));
                    assert_eq!(taken, named, "{cand:?}");
                    checked += 1;
                    on_the_way += usize::from(!cand.on_the_way.is_empty());
                }
                let cmd = bot.choose(&state).expect("a decision");
                state.play(&cmd).expect("legal");
            }
        }
        assert!(checked > 1000, "only {checked} candidates checked");
        assert!(
            on_the_way > 50,
            "only {on_the_way} capture on the way of {checked}"
        );
    }
}
