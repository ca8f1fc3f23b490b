//! Bad board files (rules.md §1, the board as data): one test per kind of mistake, each
//! checking the error kind and that the message names the file, the line, the column
//! and the reason.

use track::{
    board::{Board, BoardError, BoardErrorKind, CLASSIC_BOARD},
    pieces::Seat,
};

use crate::common::{is_grid_row, map_cells, sq, with_cell, without_lines};

/// The 1-based file line of grid row `row`.
fn grid_line(text: &str, row: usize) -> usize {
    text.lines()
        .enumerate()
        .filter(|(_, l)| is_grid_row(l))
        .nth(row)
        .map(|(i, _)| i + 1)
        .expect("the row exists")
}

/// The 1-based file line of seat `seat`'s `line` directive.
fn directive_line(text: &str, seat: u8) -> usize {
    let prefix = format!("line {seat} ");
    text.lines()
        .position(|l| l.trim_start().starts_with(&prefix))
        .map(|i| i + 1)
        .expect("the directive exists")
}

/// The 1-based column of the cell in column `x` (cells are one character apart).
fn cell_column(x: usize) -> usize {
    2 * x + 1
}

/// The error of `text`, a board file named `name` that must not load: checks its kind,
/// its place (`line`, `column`) and that its message (data, not words: the app says it)
/// begins `NAME:L:C: `; `reason` is what the app says, for the failure's message.
fn refused(
    text: &str,
    name: &str,
    line: usize,
    column: usize,
    kind: BoardErrorKind,
    reason: &str,
) -> BoardError {
    let err = match Board::parse(text, name) {
        Ok(_) => panic!("{name} should not parse"),
        Err(e) => e,
    };
    assert_eq!(err.kind, kind, "{err}: {reason}");
    assert_eq!(err.path, name);
    assert_eq!((err.line, err.column), (line, column), "{err}");
    let msg = err.to_string();
    let head = format!("{name}:{line}:{column}: ");
    assert!(
        msg.starts_with(&head),
        "message {msg:?} should start with {head:?}"
    );
    err
}

#[test]
fn classic_grid_starts_where_the_helpers_expect() {
    // The helpers below compute positions from the text; pin them once.
    assert_eq!(directive_line(CLASSIC_BOARD, 0), 14);
    assert_eq!(grid_line(CLASSIC_BOARD, 0), 19);
    assert_eq!(grid_line(CLASSIC_BOARD, 16), 35);
    assert!(Board::parse(CLASSIC_BOARD, "classic").is_ok());
}

#[test]
fn unknown_cell_is_reported_where_it_stands() {
    let text = with_cell(CLASSIC_BOARD, 5, 5, 'q');
    let err = refused(
        &text,
        "unknown-cell.txt",
        grid_line(&text, 5),
        cell_column(5),
        BoardErrorKind::UnknownCell('q'),
        "unknown cell 'q'",
    );
    assert_eq!((err.line, err.column), (24, 11));
}

#[test]
fn ragged_row_is_reported() {
    // Row 10 is the first row spelt like this; drop its last cell.
    let row10 = "d . . # # # # # # # # # # # . . .";
    let text = CLASSIC_BOARD.replacen(row10, "d . . # # # # # # # # # # # . .", 1);
    assert_eq!(
        text.lines().nth(grid_line(&text, 10) - 1),
        Some("d . . # # # # # # # # # # # . .")
    );
    refused(
        &text,
        "ragged.txt",
        grid_line(&text, 10),
        1,
        BoardErrorKind::RaggedRow {
            expected: 17,
            found: 16,
        },
        "this row has 16 cells but the first row has 17",
    );
}

#[test]
fn file_without_rows_is_reported() {
    let text = without_lines(CLASSIC_BOARD, is_grid_row);
    refused(
        &text,
        "no-rows.txt",
        1,
        1,
        BoardErrorKind::NoRows,
        "the file has no grid rows",
    );
    refused(
        "",
        "empty.txt",
        1,
        1,
        BoardErrorKind::NoRows,
        "no grid rows",
    );
}

#[test]
fn oversized_grid_is_reported() {
    let row = vec!["."; 23].join(" ");
    let text = format!("; too big\n{}\n", vec![row; 23].join("\n"));
    refused(
        &text,
        "big.txt",
        2,
        1,
        BoardErrorKind::TooLarge {
            width: 23,
            height: 23,
        },
        "the grid is 23 x 23",
    );
}

#[test]
fn unreadable_line_directive_is_reported() {
    let bad = [
        ("line 1 y=8 x=17..13", "line 1 y=8 x=17..13", 1), // empty range
        ("line 1 y=8", "line 1 y=8", 1),                   // no range
        ("line 7 y=8 x=13..17", "line 7 y=8 x=13..17", 1), // no such seat
        ("  line 1 y=8 z=13..17", "line 1 y=8 z=13..17", 3), // unknown axis, indented
    ];
    for (directive, shown, column) in bad {
        let text = CLASSIC_BOARD.replacen("line 1 y=8 x=13..17", directive, 1);
        refused(
            &text,
            "bad-line.txt",
            directive_line(CLASSIC_BOARD, 1),
            column,
            BoardErrorKind::BadLine(shown.to_string()),
            &format!("cannot read the blocking line '{shown}'"),
        );
    }
}

#[test]
fn duplicate_line_directive_is_reported() {
    let text = CLASSIC_BOARD.replacen(
        "line 3 y=9 x=0..4",
        "line 3 y=9 x=0..4\nline 0 x=9 y=13..17",
        1,
    );
    refused(
        &text,
        "duplicate.txt",
        directive_line(CLASSIC_BOARD, 3) + 1,
        1,
        BoardErrorKind::DuplicateLine(Seat(0)),
        "seat 0 has a second blocking line",
    );
}

#[test]
fn missing_line_directive_is_reported() {
    let text = without_lines(CLASSIC_BOARD, |l| l.starts_with("line 2"));
    // Reported at the seat's first start field, (6,0).
    refused(
        &text,
        "missing-line.txt",
        grid_line(&text, 0),
        cell_column(6),
        BoardErrorKind::MissingLine(Seat(2)),
        "seat 2 has fields but no blocking line",
    );
}

#[test]
fn line_for_a_seat_without_fields_is_reported() {
    let text = map_cells(CLASSIC_BOARD, |c| match c {
        'd' | 'D' | 'z' => '.',
        '4' => '#',
        c => c,
    });
    refused(
        &text,
        "orphan-line.txt",
        directive_line(&text, 3),
        1,
        BoardErrorKind::LineWithoutSeat(Seat(3)),
        "seat 3 has a blocking line but no fields",
    );
}

#[test]
fn wrong_start_field_count_is_reported() {
    // A third start field is reported where it stands.
    let text = with_cell(CLASSIC_BOARD, 11, 16, 'a');
    refused(
        &text,
        "three-starts.txt",
        grid_line(&text, 16),
        cell_column(11),
        BoardErrorKind::StartFieldCount(Seat(0), 3),
        "seat 0 has 3 start fields; it needs exactly 2",
    );
    // A single one is reported at the one left.
    let text = with_cell(CLASSIC_BOARD, 9, 16, '.');
    refused(
        &text,
        "one-start.txt",
        grid_line(&text, 16),
        cell_column(10),
        BoardErrorKind::StartFieldCount(Seat(0), 1),
        "seat 0 has 1 start fields; it needs exactly 2",
    );
}

#[test]
fn wrong_entry_field_count_is_reported() {
    let text = with_cell(CLASSIC_BOARD, 12, 14, 'A');
    refused(
        &text,
        "three-entries.txt",
        grid_line(&text, 14),
        cell_column(12),
        BoardErrorKind::EntryFieldCount(Seat(0), 3),
        "seat 0 has 3 entry fields; it needs exactly 2",
    );
    let text = with_cell(CLASSIC_BOARD, 8, 14, '.');
    refused(
        &text,
        "one-entry.txt",
        grid_line(&text, 14),
        cell_column(7),
        BoardErrorKind::EntryFieldCount(Seat(0), 1),
        "seat 0 has 1 entry fields; it needs exactly 2",
    );
}

#[test]
fn seat_without_house_is_reported() {
    let text = map_cells(CLASSIC_BOARD, |c| if c == '1' { '#' } else { c });
    // Reported at the seat's first field in reading order, its start field (9,16).
    refused(
        &text,
        "no-house.txt",
        grid_line(&text, 16),
        cell_column(9),
        BoardErrorKind::NoHouse(Seat(0)),
        "seat 0 has no house squares",
    );
}

#[test]
fn house_not_touching_entry_is_reported() {
    let text = with_cell(&with_cell(CLASSIC_BOARD, 7, 14, '.'), 4, 14, 'A');
    refused(
        &text,
        "far-entry.txt",
        grid_line(&text, 14),
        cell_column(4),
        BoardErrorKind::HouseDoesNotTouchEntry(Seat(0), sq(4, 14)),
        "the entry field (4,14) of seat 0 does not touch a house square of seat 0",
    );
}

#[test]
fn a_house_is_joined_to_its_entry_fields() {
    // A house square of seat 0 written among the track squares of the bottom row.
    let text = with_cell(CLASSIC_BOARD, 5, 14, '1');
    refused(
        &text,
        "house-on-track.txt",
        grid_line(&text, 14),
        cell_column(5),
        BoardErrorKind::HouseApart(Seat(0), sq(5, 14)),
        "the house square (5,14) of seat 0 is not joined to its house",
    );
}

#[test]
fn a_pause_field_walled_in_is_reported() {
    // A pause field of seat 0 in the middle of the walls.
    let text = with_cell(CLASSIC_BOARD, 6, 6, 'w');
    refused(
        &text,
        "walled-pause.txt",
        grid_line(&text, 6),
        cell_column(6),
        BoardErrorKind::PauseWalledIn(Seat(0), sq(6, 6)),
        "the pause field (6,6) of seat 0 has only walls around it",
    );
}

#[test]
fn line_that_does_not_separate_is_reported() {
    // Moved three columns right, the line no longer lies between start and entry fields;
    // moved into the walls it cuts nothing at all.
    for directive in ["line 0 x=12 y=13..17", "line 0 x=9 y=5..9"] {
        let text = CLASSIC_BOARD.replacen("line 0 x=9 y=13..17", directive, 1);
        refused(
            &text,
            "leaky.txt",
            directive_line(&text, 0),
            1,
            BoardErrorKind::LineDoesNotSeparate(Seat(0)),
            "the blocking line of seat 0 does not separate its start fields from its entry fields",
        );
    }
}

#[test]
fn unreachable_entry_is_reported() {
    // A wall across the left side of the track: with its line, seat 0 cannot get round.
    let mut text = CLASSIC_BOARD.to_string();
    for x in 0..3 {
        text = with_cell(&text, x, 5, '#');
    }
    refused(
        &text,
        "cut.txt",
        directive_line(&text, 0),
        1,
        BoardErrorKind::EntryUnreachable(Seat(0)),
        "the entry fields of seat 0 cannot be reached from its start fields",
    );
}

#[test]
fn board_without_pause_field_is_reported() {
    let mut text = CLASSIC_BOARD.to_string();
    for (x, y) in [(1, 0), (15, 0), (1, 14), (15, 14)] {
        text = with_cell(&text, x, y, '.');
    }
    // Reported at the seat's first field in reading order, its start field (9,16).
    refused(
        &text,
        "no-pause.txt",
        grid_line(&text, 16),
        cell_column(9),
        BoardErrorKind::NoPauseField(Seat(0)),
        "seat 0 has no pause field",
    );
}

#[test]
fn board_with_too_few_seats_is_reported() {
    let text = map_cells(CLASSIC_BOARD, |c| match c {
        'b' | 'c' | 'd' | 'B' | 'C' | 'D' | 'x' | 'y' | 'z' => '.',
        '2' | '3' | '4' => '#',
        c => c,
    });
    let text = without_lines(&text, |l| {
        ["line 1", "line 2", "line 3"]
            .iter()
            .any(|p| l.starts_with(p))
    });
    refused(
        &text,
        "lonely.txt",
        grid_line(&text, 0),
        1,
        BoardErrorKind::TooFewSeats(1),
        "the board has 1 complete seat(s); at least 2 are needed",
    );
}

#[test]
fn a_blocking_line_beyond_the_grid_is_an_error_naming_its_line() {
    let text = CLASSIC_BOARD.replace("line 0 x=9 y=13..17", "line 0 x=2147483647 y=0..2147483646");
    let err = Board::parse(&text, "far.txt").expect_err("the line leaves the grid");
    let ln = text.lines().position(|l| l.starts_with("line 0")).unwrap() + 1;
    assert_eq!(err.line, ln);
    assert!(
        matches!(err.kind, BoardErrorKind::LineOffGrid { .. }),
        "{err}"
    );
}
