//! The greedy player: the roll that brings a piece nearest home, captures worth three moves.

use super::on_the_way::{candidates, Candidate};
use super::{choose_tied, Bot, TieBreak};
use crate::movement::Target;
use crate::pieces::{Location, PieceId, Role, Seat, ROLES};
use crate::{Choice, Command, State};
use rand::seq::SliceRandom;
use rand::Rng;

/// Comes home when it can; brings in when it can; otherwise the roll with the smallest
/// `distance_after − distance_before − 3·captures`, on the empty-board move-count map
/// (with *capture on any move*, every capture of the route counts).
/// Card choices: swap its least advanced piece with the most advanced enemy, send back
/// the most advanced enemy, and so on. It never passes while anything else is legal.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl GreedyBot {
    /// The best choice among `choices` by the greedy rule.
    pub fn pick(state: &State, choices: &[Choice], rng: &mut impl Rng) -> Option<Choice> {
        Self::pick_candidate(state, &candidates(state, choices), rng).map(|c| c.choice)
    }

    /// The best candidate by the greedy rule, every capture of its route counted.
    pub(super) fn pick_candidate(
        state: &State,
        cands: &[Candidate],
        rng: &mut impl Rng,
    ) -> Option<Candidate> {
        if cands.is_empty() {
            return None;
        }
        let seat = state.turn().seat;
        // Come home when possible (capturing the most on the way).
        let homes = cands.iter().filter(|c| {
            matches!(
                c.choice,
                Choice::Move {
                    target: Target::Home,
                    ..
                }
            )
        });
        if let Some(c) = pick_min(homes.map(|c| (-(c.captures() as i32), c)), rng) {
            return Some(c);
        }
        // Bring in: a random box piece, onto a random allowed start field.
        let bring: Vec<&Candidate> = cands
            .iter()
            .filter(|c| matches!(c.choice, Choice::BringIn { .. }))
            .collect();
        if !bring.is_empty() {
            let roles: Vec<Role> = {
                let mut r: Vec<Role> = bring
                    .iter()
                    .filter_map(|c| {
                        if let Choice::BringIn { role, .. } = c.choice {
                            Some(role)
                        } else {
                            None
                        }
                    })
                    .collect();
                r.dedup();
                r
            };
            // Always drawn, even for a single kind: the field below is drawn after it.
            let role = *roles.choose(rng)?;
            let fields: Vec<&&Candidate> = bring
                .iter()
                .filter(|c| matches!(c.choice, Choice::BringIn { role: r, .. } if r == role))
                .collect();
            return choose_tied(&fields, rng).map(|c| (**c).clone());
        }
        // How far each kind still has to go: the same for all of its targets.
        let mut before_of: [Option<(i32, &[u16])>; ROLES] = [None; ROLES];
        let board = state.board();
        let moves = cands.iter().filter_map(|c| match &c.choice {
            Choice::Move { role, target, .. } => {
                let piece = PieceId { seat, role: *role };
                let (before, map) = *before_of[role.index()].get_or_insert_with(|| {
                    (remaining(state, piece), board.moves_home(seat, *role))
                });
                let after = match target {
                    Target::Home => 0,
                    Target::Square(sq) => i32::from(map[board.index(*sq)]),
                };
                Some((after - before - 3 * c.captures() as i32, c))
            }
            _ => None,
        });
        if let Some(c) = pick_min(moves, rng) {
            return Some(c);
        }
        // Card choices: prefer what hurts the leader and helps the laggard.
        let cards = cands.iter().filter_map(|c| match &c.choice {
            Choice::SendBack { piece } => Some((-remaining_gain(state, *piece), c)),
            Choice::Swap { a, b } => Some((swap_score(state, seat, *a, *b), c)),
            Choice::SafeSpot { role, field } => {
                let piece = PieceId { seat, role: *role };
                Some((
                    distance(state, piece, Target::Square(*field)) - remaining(state, piece),
                    c,
                ))
            }
            _ => None,
        });
        if let Some(c) = pick_min(cards, rng) {
            return Some(c);
        }
        if let Some(c) = cands
            .iter()
            .find(|c| matches!(c.choice, Choice::DrawCard | Choice::Roll))
        {
            return Some(c.clone());
        }
        cands.first().cloned()
    }
}

impl Bot for GreedyBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let cands = candidates(state, state.choices());
        let c = GreedyBot::pick_candidate(state, &cands, &mut TieBreak::new(state))?;
        Some(c.command(state))
    }
}

/// A random one of the lowest-scored candidates (in their order), or `None` for none.
fn pick_min<'c>(
    scored: impl Iterator<Item = (i32, &'c Candidate)>,
    rng: &mut impl Rng,
) -> Option<Candidate> {
    let mut best = i32::MAX;
    let mut ties: Vec<&Candidate> = Vec::new();
    for (score, c) in scored {
        if score < best || ties.is_empty() {
            best = score;
            ties.clear();
        }
        if score == best {
            ties.push(c);
        }
    }
    choose_tied(&ties, rng).map(|c| (*c).clone())
}

/// The empty-board distance home of a piece at a target.
fn distance(state: &State, piece: PieceId, at: Target) -> i32 {
    match at {
        Target::Home => 0,
        Target::Square(sq) => {
            let d = state.board().moves_home(piece.seat, piece.role)[state.board().index(sq)];
            d as i32
        }
    }
}

/// How far a piece still has to go: its distance home, with box pieces counted as a
/// lap from the start field.
fn remaining(state: &State, piece: PieceId) -> i32 {
    match state.position().location(piece) {
        Some(Location::Track(sq)) => distance(state, piece, Target::Square(sq)),
        Some(Location::Home) | None => 0,
        Some(Location::Box) => state
            .board()
            .seat(piece.seat)
            .map(|l| distance(state, piece, Target::Square(l.start[0])) + 1)
            .unwrap_or(0),
    }
}

/// How much sending a piece back costs its owner (its progress).
fn remaining_gain(state: &State, piece: PieceId) -> i32 {
    let lap = state
        .board()
        .seat(piece.seat)
        .map(|l| distance(state, piece, Target::Square(l.start[0])))
        .unwrap_or(0);
    lap - remaining(state, piece)
}

/// Change in (own remaining − enemies' remaining) by a swap: lower is better for `seat`.
fn swap_score(state: &State, seat: Seat, a: PieceId, b: PieceId) -> i32 {
    let (Some(sa), Some(sb)) = (state.position().square_of(a), state.position().square_of(b))
    else {
        return 0;
    };
    let delta = |p: PieceId, from, to| {
        let d = distance(state, p, Target::Square(to)) - distance(state, p, Target::Square(from));
        if p.seat == seat {
            d
        } else {
            -d
        }
    };
    delta(a, sa, sb) + delta(b, sb, sa)
}
