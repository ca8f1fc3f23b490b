//! Solving a level with the rules engine: a breadth-first search over the learner's
//! rolls finds the fewest rolls that reach the goal (the true par) and one optimal
//! solution for "Show me". Nothing is stored: the engine computes it.

use super::{Goal, Level};
use std::collections::{HashSet, VecDeque};
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{Location, Position, Seat};
use track::{Choice, Command};

/// The most rolls a search looks at.
pub const MAX_ROLLS: usize = 12;

/// A search node: the pieces, the stars collected, the rolls made.
#[derive(Clone)]
struct Node {
    pos: Position,
    stars: u64,
    rolls: usize,
    done: bool,
    path: Vec<Command>,
}

fn key(n: &Node, dice: bool) -> String {
    let mut pieces: Vec<String> = n.pos.pieces().map(|(p, l)| format!("{p:?}{l:?}")).collect();
    pieces.sort();
    format!(
        "{}|{}|{}",
        pieces.join(","),
        n.stars,
        if dice { n.rolls } else { 0 }
    )
}

/// Whether a roll to `target` of `pips` moves, with the pieces now at `pos`, completes
/// the goal; `stars` collects the stars landed on (bit i: star i).
pub fn step_goal(level: &Level, pos: &Position, target: Target, pips: u8, stars: &mut u64) -> bool {
    let seat = Seat(level.seat);
    match &level.goal {
        Goal::Stars { stars: list } => {
            if let Target::Square(s) = target {
                for (i, xy) in list.iter().enumerate() {
                    if Square::new(xy[0], xy[1]) == s {
                        *stars |= 1 << i;
                    }
                }
            }
            stars.count_ones() as usize == list.len()
        }
        Goal::Reach { square, moves } => {
            target == Target::Square(Square::new(square[0], square[1])) && pips == *moves
        }
        Goal::Home => pos.pieces_of(seat).any(|(_, l)| l == Location::Home),
        Goal::Capture { square } => {
            let victim = level.position().piece_at(Square::new(square[0], square[1]));
            victim.is_some_and(|v| pos.location(v) == Some(Location::Box))
        }
        // Found by clicks, not by rolls (see `Attempt::pick`).
        Goal::EverySquare => false,
    }
}

/// One optimal solution: the commands of the fewest rolls that reach the goal, if any
/// within [`MAX_ROLLS`] (none for an every-square level, which is clicked, not rolled).
pub fn solution(level: &Level) -> Option<Vec<Command>> {
    solution_from(level, level.position(), 0, 0)
}

/// The rest of an optimal solution from a level in progress: the pieces at `pos`,
/// the stars already collected (bit i: star i) and `rolls` rolls made. This is the
/// lesson's hint: its first command is the next move toward the goal, and its length
/// the rolls still needed.
pub fn solution_from(
    level: &Level,
    pos: Position,
    stars: u64,
    rolls: usize,
) -> Option<Vec<Command>> {
    if level.goal == Goal::EverySquare {
        // Found by clicks: there are no rolls to search.
        return None;
    }
    let dice = level.dice.is_some();
    let start = Node {
        pos,
        stars,
        rolls,
        done: false,
        path: vec![],
    };
    let mut seen = HashSet::new();
    seen.insert(key(&start, dice));
    let mut queue = VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        if node.done {
            return Some(node.path);
        }
        if node.rolls >= MAX_ROLLS {
            continue;
        }
        let Some(state) = level.state_for(node.pos.clone(), node.rolls) else {
            continue;
        };
        let pips = level.roll(node.rolls).unwrap_or(0);
        for choice in state.legal_choices() {
            let target = match choice {
                Choice::Move { target, .. } => target,
                Choice::BringIn { field, .. } => Target::Square(field),
                _ => continue,
            };
            let cmd = state.command_for(&choice);
            let mut next = state.clone();
            if next.play(&cmd).is_err() {
                continue;
            }
            let pos = next.position().clone();
            let mut stars = node.stars;
            let done = step_goal(level, &pos, target, pips, &mut stars);
            let mut path = node.path.clone();
            path.push(cmd);
            let n = Node {
                pos,
                stars,
                rolls: node.rolls + 1,
                done,
                path,
            };
            if seen.insert(key(&n, dice)) || done {
                if done {
                    return Some(n.path);
                }
                queue.push_back(n);
            }
        }
    }
    None
}

/// The fewest rolls that reach the goal, if any within [`MAX_ROLLS`]; for an
/// every-square level, the number of squares to click.
pub fn fewest_rolls(level: &Level) -> Option<usize> {
    if level.goal == Goal::EverySquare {
        let n = super::every_square(level).len();
        return (n > 0).then_some(n);
    }
    solution(level).map(|s| s.len())
}
