//! Helpers of the board and move tests (rules.md §1–§3, §6): board texts changed cell by
//! cell or line by line, one piece's roll on a board, and what it can end on.

use std::collections::{BTreeMap, BTreeSet};
use track::{
    board::{Board, Cell, CLASSIC_BOARD},
    geometry::{Square, SquareSet},
    movement::{roll_outcomes, RollOptions, RollOutcomes, Target},
    pieces::{Location, PieceId, Position},
};

use super::*;

pub fn squares(list: &[(u8, u8)]) -> BTreeSet<Square> {
    list.iter().map(|&(x, y)| sq(x, y)).collect()
}

pub fn roll(board: &Board, pos: &Position, piece: PieceId, pips: u8) -> RollOutcomes {
    roll_outcomes(board, pos, piece, pips, RollOptions::default())
}

pub fn protected() -> RollOptions {
    RollOptions {
        protection: true,
        ..RollOptions::default()
    }
}

/// The squares a roll can end on without capturing.
pub fn landings(out: &RollOutcomes) -> BTreeSet<Square> {
    out.results
        .iter()
        .filter(|r| r.captures.is_none())
        .filter_map(|r| match r.target {
            Target::Square(s) => Some(s),
            Target::Home => None,
        })
        .collect()
}

/// The captures a roll can end with.
pub fn captures(out: &RollOutcomes) -> BTreeMap<Square, PieceId> {
    out.results
        .iter()
        .filter_map(|r| match (r.target, r.captures) {
            (Target::Square(s), Some(v)) => Some((s, v)),
            _ => None,
        })
        .collect()
}

pub fn comes_home(out: &RollOutcomes) -> bool {
    out.result(Target::Home).is_some()
}

/// The occupied squares of a position, for `covers`.
pub fn occupied(board: &Board, pos: &Position) -> SquareSet {
    let mut s = SquareSet::EMPTY;
    for (_, at) in pos.pieces() {
        if let Location::Track(q) = at {
            s.insert(board.index(q));
        }
    }
    s
}

/// A board text with one grid cell replaced.
pub fn with_cell(text: &str, x: usize, y: usize, ch: char) -> String {
    let mut row = 0;
    let mut out = Vec::new();
    for line in text.lines() {
        if is_grid_row(line) {
            if row == y {
                let mut chars: Vec<char> = line.chars().collect();
                assert_ne!(chars[2 * x], ' ', "cell ({x},{y}) is not where expected");
                chars[2 * x] = ch;
                out.push(chars.into_iter().collect::<String>());
            } else {
                out.push(line.to_string());
            }
            row += 1;
        } else {
            out.push(line.to_string());
        }
    }
    out.join("\n") + "\n"
}

/// Whether a line of a board file is a row of its grid.
pub fn is_grid_row(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && !t.starts_with(';') && !t.starts_with("line")
}

/// The text with every grid cell mapped through `f`.
pub fn map_cells(text: &str, f: impl Fn(char) -> char) -> String {
    text.lines()
        .map(|l| {
            if is_grid_row(l) {
                l.chars().map(&f).collect()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// The text without the lines for which `drop` holds.
pub fn without_lines(text: &str, drop: impl Fn(&str) -> bool) -> String {
    text.lines()
        .filter(|l| !drop(l))
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// A variant of the classic board whose seat-0 line stops one square short, at border
/// point (9,14), with the wall square (9,13) turned into track: the line's end point then
/// lies between track squares, so moves can touch it.
pub fn board_with_exposed_line_end() -> Board {
    let text = CLASSIC_BOARD.replace("line 0 x=9 y=13..17", "line 0 x=9 y=14..17");
    let text = with_cell(&text, 9, 13, '.');
    let board = Board::parse(&text, "exposed-line-end").expect("the variant board is valid");
    assert_eq!(board.cell(sq(9, 13)), Cell::Track);
    board
}
