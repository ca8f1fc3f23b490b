//! Walking a roll move by move ("step by step", docs/rules.md §3): which squares the
//! next move may go to so that the walk can still end in a legal result, and the
//! command that finishes a walk by coming home. The window asks these questions; it
//! never repeats the movement rules itself.

use super::game::State;
use super::geometry::Square;
use super::movement::{roll_outcomes, RollOptions, Target};
use super::pieces::{Location, Role};
use super::variant::HouseRule;
use super::{Choice, Command};

/// One square the next move of a walk may go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextStep {
    /// The square (for coming home: the first house square).
    pub square: Square,
    /// This move comes home.
    pub home: bool,
    /// This move may end the roll here (a legal result).
    pub may_end: bool,
    /// The walk cannot go on from here: ending here is the only way.
    pub last: bool,
}

impl State {
    /// The legal final targets of one of the current player's kinds now.
    pub fn targets_of(&self, role: Role) -> Vec<Target> {
        self.legal_choices()
            .into_iter()
            .filter_map(|c| match c {
                Choice::Move {
                    role: r, target, ..
                } if r == role => Some(target),
                _ => None,
            })
            .collect()
    }

    /// The squares the next move of the current player's `role` may go to, after the
    /// moves of `walked`, so that the walk still ends in a legal result of the roll.
    /// Empty when the kind cannot roll now or the walk has used every pip.
    ///
    /// ```
    /// use track::{dice::Face, pieces::*, geometry::Square, Phase, Setup, State};
    /// use track::variant::{HouseRules, Variant};
    /// let setup = Setup::new(Variant::by_id("small").unwrap(), HouseRules::default(), 2, 1);
    /// let mut pos = Position::empty();
    /// let rook = PieceId { seat: Seat(0), role: Role::Rook };
    /// pos.set(rook, Location::Track(Square::new(3, 16)));
    /// let state = State::classic(setup)
    ///     .with_position(pos)
    ///     .with_phase(Seat(0), Phase::Decide { white: Face::Pips(2), orange: None });
    /// let first = state.next_steps(Role::Rook, &[]);
    /// assert!(!first.is_empty());
    /// // After two moves every pip is used.
    /// let a = first[0].square;
    /// let second = state.next_steps(Role::Rook, &[a]);
    /// assert!(second.iter().all(|s| s.may_end));
    /// ```
    pub fn next_steps(&self, role: Role, walked: &[Square]) -> Vec<NextStep> {
        let Some(out) = self.outcomes_for(role) else {
            return vec![];
        };
        let finals = self.targets_of(role);
        let board = self.board();
        let piece = out.piece;
        let cur = walked.last().copied().unwrap_or(out.origin);
        let done = walked.len();
        if done >= out.pips as usize {
            return vec![];
        }
        let left_after = out.pips - done as u8 - 1;
        let stop_early = self.setup().rules.has(HouseRule::MayStopEarly);
        let mut pos = self.position().clone();
        pos.set(piece, Location::Track(cur));
        let opts = RollOptions {
            protection: self.setup().protection(),
            capture_covered: self.turn().capture_covered,
            stop_early: false,
            moves_as: (out.moves_as != piece.role).then_some(out.moves_as),
        };
        let one = roll_outcomes(board, &pos, piece, 1, opts);
        let house = board.seat(piece.seat).map(|l| l.house[0]);
        let mut steps = vec![];
        for r in &one.results {
            match r.target {
                Target::Home => {
                    if let (true, Some(h)) = (finals.contains(&Target::Home), house) {
                        steps.push(NextStep {
                            square: h,
                            home: true,
                            may_end: true,
                            last: true,
                        });
                    }
                }
                Target::Square(q) => {
                    let may_end =
                        finals.contains(&Target::Square(q)) && (left_after == 0 || stop_early);
                    if r.captures.is_some() {
                        // A capture ends the roll (§3): only as its last move.
                        if may_end {
                            steps.push(NextStep {
                                square: q,
                                home: false,
                                may_end,
                                last: true,
                            });
                        }
                        continue;
                    }
                    let goes_on = left_after > 0 && {
                        let mut p2 = pos.clone();
                        p2.set(piece, Location::Track(q));
                        let rest_opts = RollOptions { stop_early, ..opts };
                        let rest = roll_outcomes(board, &p2, piece, left_after, rest_opts);
                        rest.results.iter().any(|x| finals.contains(&x.target))
                    };
                    if may_end || goes_on {
                        steps.push(NextStep {
                            square: q,
                            home: false,
                            may_end,
                            last: may_end && !goes_on,
                        });
                    }
                }
            }
        }
        steps
    }

    /// The legal command that finishes a walk (`walked`) with a move into the house,
    /// if there is one.
    pub fn home_command(&self, role: Role, walked: &[Square]) -> Option<Command> {
        let layout = self.board().seat(self.turn().seat)?;
        layout.house.iter().find_map(|h| {
            let mut route = walked.to_vec();
            route.push(*h);
            let cmd = Command::Move { role, route };
            self.check(&cmd).is_ok().then_some(cmd)
        })
    }
}
