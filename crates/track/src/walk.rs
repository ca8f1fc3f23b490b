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
        let opts = self.walk_options(out.piece.role, out.moves_as);
        let one = roll_outcomes(board, &pos, piece, 1, opts);
        let house = board.seat(piece.seat).map(|l| l.house[0]);
        let mut steps = vec![];
        for r in &one.results {
            match r.target {
                Target::Home => {
                    let exact = self.setup().variant.exact_home && !stop_early;
                    let may_home = finals.contains(&Target::Home) && (left_after == 0 || !exact);
                    if let (true, Some(h)) = (may_home, house) {
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
                    if r.captures.is_some() && !self.setup().variant.capture_any {
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

    /// The options of one move of a walk: the game's protection rule, the turn's
    /// capture-covered card, the kind the piece moves as; never stopping early.
    fn walk_options(&self, role: Role, moves_as: Role) -> RollOptions {
        RollOptions {
            protection: self.setup().protection(),
            capture_covered: self.turn().capture_covered,
            stop_early: false,
            moves_as: (moves_as != role).then_some(moves_as),
            exact_home: false,
            capture_any: false,
        }
    }

    /// Every way a walk (`walked`, the moves made so far) of the current player's
    /// `role` can go on to a legal result of the roll: move by move, the squares it
    /// may reach. Empty when the kind cannot roll now or every pip is used.
    ///
    /// ```
    /// use track::{dice::Face, pieces::*, geometry::Square, movement::Target, Phase, Setup, State};
    /// use track::variant::{HouseRules, Variant};
    /// let setup = Setup::new(Variant::by_id("small").unwrap(), HouseRules::default(), 2, 1);
    /// let mut pos = Position::empty();
    /// let rook = PieceId { seat: Seat(0), role: Role::Rook };
    /// pos.set(rook, Location::Track(Square::new(3, 16)));
    /// let state = State::classic(setup)
    ///     .with_position(pos)
    ///     .with_phase(Seat(0), Phase::Decide { white: Face::Pips(2), orange: None });
    /// let ahead = state.walk_ahead(Role::Rook, &[]);
    /// // Along the bottom, then up the left side: the only two-move way to (0,12).
    /// let way = ahead.toward(Target::Square(Square::new(0, 12))).unwrap();
    /// assert_eq!(way.moves, vec![Square::new(0, 16), Square::new(0, 12)]);
    /// assert!(way.arrives);
    /// // Over (3,14) or over (5,16): two ways to (5,14), so no move is sure.
    /// let two = ahead.toward(Target::Square(Square::new(5, 14))).unwrap();
    /// assert!(two.moves.is_empty() && !two.arrives);
    /// ```
    pub fn walk_ahead(&self, role: Role, walked: &[Square]) -> WalkAhead {
        let mut ahead = WalkAhead { layers: vec![] };
        let Some(out) = self.outcomes_for(role) else {
            return ahead;
        };
        let Some(left) = (out.pips as usize).checked_sub(walked.len()) else {
            return ahead;
        };
        if left == 0 {
            return ahead;
        }
        let finals = self.targets_of(role);
        let board = self.board();
        let piece = out.piece;
        let stop_early = self.setup().rules.has(HouseRule::MayStopEarly);
        let opts = self.walk_options(role, out.moves_as);
        let cur = walked.last().copied().unwrap_or(out.origin);
        let house = board.seat(piece.seat).map(|l| l.house[0]);
        ahead.layers.push(vec![AheadNode {
            square: cur,
            home: false,
            ends: false,
            may_end: false,
            from: vec![],
            good: true,
        }]);
        for j in 0..left {
            let mut next: Vec<AheadNode> = vec![];
            let at_end = j + 1 == left;
            let home_ends = at_end || stop_early || !self.setup().variant.exact_home;
            for (i, node) in ahead.layers[j].iter().enumerate() {
                if node.ends {
                    continue;
                }
                let mut pos = self.position().clone();
                pos.set(piece, Location::Track(node.square));
                for r in roll_outcomes(board, &pos, piece, 1, opts).results {
                    let (square, home, ends, may_end) = match r.target {
                        Target::Home => match house {
                            Some(h) => (h, true, true, finals.contains(&Target::Home) && home_ends),
                            None => continue,
                        },
                        Target::Square(q) => {
                            let may_end =
                                finals.contains(&Target::Square(q)) && (at_end || stop_early);
                            let capture_ends =
                                r.captures.is_some() && !self.setup().variant.capture_any;
                            (q, false, at_end || capture_ends, may_end)
                        }
                    };
                    match next
                        .iter_mut()
                        .find(|n| n.square == square && n.home == home)
                    {
                        Some(n) => n.from.push(i),
                        None => next.push(AheadNode {
                            square,
                            home,
                            ends,
                            may_end,
                            from: vec![i],
                            good: may_end,
                        }),
                    }
                }
            }
            ahead.layers.push(next);
        }
        // Back from the ends: a square is on a way when the walk can end there or go
        // on from there to an end.
        for j in (1..ahead.layers.len()).rev() {
            let (before, after) = ahead.layers.split_at_mut(j);
            for p in &mut before[j - 1] {
                p.good = p.may_end;
            }
            for n in after[0].iter().filter(|n| n.good) {
                for &i in &n.from {
                    before[j - 1][i].good = true;
                }
            }
        }
        ahead
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

/// A square a walk may reach on one of its later moves.
#[derive(Clone, Debug, PartialEq, Eq)]
struct AheadNode {
    square: Square,
    home: bool,
    /// The walk ends here (it comes home, captures, or uses its last pip).
    ends: bool,
    /// The roll may end here: a legal result.
    may_end: bool,
    /// Where in the move before the walk may come from (indices into that move's nodes).
    from: Vec<usize>,
    /// The walk can still end in a legal result from here.
    good: bool,
}

/// Every way a walk can go on, move by move ([`State::walk_ahead`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WalkAhead {
    /// Move 0 is where the walk stands; move k the squares it may reach with its k-th
    /// move from there.
    layers: Vec<Vec<AheadNode>>,
}

/// The moves a click further along a walk leads to ([`WalkAhead::toward`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Toward {
    /// The moves to make: the whole way there, or as far as the ways there agree.
    pub moves: Vec<Square>,
    /// Whether `moves` get there (else the ways part after them).
    pub arrives: bool,
    /// The fewest moves there.
    pub needed: u8,
    /// The walk ends there: it comes home, captures, or uses its last pip.
    pub ends: bool,
    /// The roll may end there.
    pub may_end: bool,
}

impl WalkAhead {
    fn matches(n: &AheadNode, target: Target) -> bool {
        n.good
            && match target {
                Target::Home => n.home,
                Target::Square(s) => !n.home && n.square == s,
            }
    }

    /// Where the walk can go in its k-th move from here (k from 1), on a way to a legal
    /// result: the square (a house square for coming home), whether the move comes
    /// home, and whether the roll may end there.
    pub fn squares(&self) -> impl Iterator<Item = (u8, Square, bool, bool)> + '_ {
        self.layers.iter().enumerate().skip(1).flat_map(|(k, l)| {
            l.iter()
                .filter(|n| n.good)
                .map(move |n| (k as u8, n.square, n.home, n.may_end))
        })
    }

    /// The way to `target` in the fewest moves from where the walk stands: the whole way
    /// if only one leads there, else the moves all such ways share. `None` when no way
    /// of the roll leads there.
    pub fn toward(&self, target: Target) -> Option<Toward> {
        let k = (1..self.layers.len())
            .find(|k| self.layers[*k].iter().any(|n| Self::matches(n, target)))?;
        let end = self.layers[k]
            .iter()
            .position(|n| Self::matches(n, target))?;
        // The nodes on a way there, move by move.
        let mut on: Vec<Vec<usize>> = vec![vec![]; k + 1];
        on[k] = vec![end];
        for j in (1..k).rev() {
            let mut here: Vec<usize> = on[j + 1]
                .iter()
                .flat_map(|&i| self.layers[j + 1][i].from.iter().copied())
                .filter(|&i| self.layers[j][i].good)
                .collect();
            here.sort_unstable();
            here.dedup();
            on[j] = here;
        }
        let mut moves = vec![];
        let mut at = 0;
        for (j, nodes) in on.iter().enumerate().skip(1) {
            let next: Vec<usize> = nodes
                .iter()
                .copied()
                .filter(|&i| self.layers[j][i].from.contains(&at))
                .collect();
            let [only] = next[..] else {
                break;
            };
            moves.push(self.layers[j][only].square);
            at = only;
        }
        let node = &self.layers[k][end];
        Some(Toward {
            arrives: moves.len() == k,
            moves,
            needed: k as u8,
            ends: node.ends
                || !self
                    .layers
                    .get(k + 1)
                    .is_some_and(|l| l.iter().any(|n| n.good && n.from.contains(&end))),
            may_end: node.may_end,
        })
    }
}
