//! Solving a level with the rules engine: a breadth-first search over the learner's
//! rolls finds the fewest rolls that reach the goal (the true par) and one optimal
//! solution for "Show me". Nothing is stored: the engine computes it.

use super::{Goal, Level, Rule};
use std::collections::{HashSet, VecDeque};
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{Location, PieceId, Position, Seat};
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
    search(level, pos, stars, rolls, None)
}

/// One optimal solution of the level with a rule taken away (see [`Rule`]), if any
/// within [`MAX_ROLLS`]: a level that teaches the rule needs it, so this one is longer,
/// or shorter, or there is none.
pub fn solution_without(level: &Level, rule: Rule) -> Option<Vec<Command>> {
    search(level, level.position(), 0, 0, Some(rule))
}

/// The fewest rolls that reach the goal with a rule taken away, if any within
/// [`MAX_ROLLS`]. An every-square level is clicked, not rolled: none.
pub fn fewest_rolls_without(level: &Level, rule: Rule) -> Option<usize> {
    solution_without(level, rule).map(|s| s.len())
}

/// Whether a choice is left when `without` is taken away: with no bring-in, no `+`
/// brings a piece in; with no capture, no roll or bring-in captures, apart from the
/// capture of `goal_victim`, a capture goal's own. The rules of the board and the
/// variant are taken away in the state itself ([`Level::state_without`]).
fn allowed(
    choice: &Choice,
    pos: &Position,
    without: Option<Rule>,
    goal_victim: Option<PieceId>,
) -> bool {
    match (without, choice) {
        (Some(Rule::BringIn), Choice::BringIn { .. }) => false,
        (Some(Rule::Capture), Choice::Move { captures, .. }) => {
            captures.is_none() || *captures == goal_victim
        }
        (Some(Rule::Capture), Choice::BringIn { field, .. }) => {
            let victim = pos.piece_at(*field);
            victim.is_none() || victim == goal_victim
        }
        _ => true,
    }
}

/// The breadth-first search for the fewest rolls, with a rule taken away or none. A
/// `+` may be passed by, as in a try: the roll is spent.
fn search(
    level: &Level,
    pos: Position,
    stars: u64,
    rolls: usize,
    without: Option<Rule>,
) -> Option<Vec<Command>> {
    if level.goal == Goal::EverySquare {
        // Found by clicks: there are no rolls to search.
        return None;
    }
    let dice = level.dice.is_some();
    let goal_victim = match &level.goal {
        Goal::Capture { square } => level.position().piece_at(Square::new(square[0], square[1])),
        _ => None,
    };
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
        let Some(state) = level.state_without(node.pos.clone(), node.rolls, without) else {
            continue;
        };
        let pips = level.roll(node.rolls).unwrap_or(0);
        for choice in state.legal_choices() {
            if !allowed(&choice, &node.pos, without, goal_victim) {
                continue;
            }
            // A roll passed by (a `+` not used) is spent and reaches nothing.
            let target = match choice {
                Choice::Move { target, .. } => Some(target),
                Choice::BringIn { field, .. } => Some(Target::Square(field)),
                Choice::Pass => None,
                _ => continue,
            };
            let cmd = state.command_for(&choice);
            let mut next = state.clone();
            if next.play(&cmd).is_err() {
                continue;
            }
            let pos = next.position().clone();
            let mut stars = node.stars;
            let done = target.is_some_and(|t| step_goal(level, &pos, t, pips, &mut stars));
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
