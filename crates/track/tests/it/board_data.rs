//! The board as data (rules.md §1): the shortest-lap table, the rotation symmetry of the
//! classic board, and one test per kind of bad board file, each checking the error kind
//! and that the message names the file, the line, the column and the reason.

use std::collections::BTreeSet;
use track::{
    board::{Board, BoardError, BoardErrorKind, Cell, CLASSIC_BOARD},
    geometry::Square,
    pieces::{Role, Seat},
};

use test_kit::sq;

// ---------------------------------------------------------------- helpers

fn set(list: &[(u8, u8)]) -> BTreeSet<Square> {
    list.iter().map(|&(x, y)| sq(x, y)).collect()
}

fn is_grid_row(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && !t.starts_with(';') && !t.starts_with("line")
}

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

/// The text with one grid cell replaced.
fn with_cell(text: &str, x: usize, y: usize, ch: char) -> String {
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

/// The text with every grid cell mapped through `f`.
fn map_cells(text: &str, f: impl Fn(char) -> char) -> String {
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
fn without_lines(text: &str, drop: impl Fn(&str) -> bool) -> String {
    text.lines()
        .filter(|l| !drop(l))
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

fn parse_err(text: &str, name: &str) -> BoardError {
    match Board::parse(text, name) {
        Ok(_) => panic!("{name} should not parse"),
        Err(e) => e,
    }
}

/// Checks the error's fields and that its message (data, not words: the app says it)
/// begins `NAME:L:C: `; `reason` is what the app says, for the failure's message.
fn assert_error(
    err: &BoardError,
    name: &str,
    line: usize,
    column: usize,
    kind: BoardErrorKind,
    reason: &str,
) {
    assert_eq!(err.kind, kind, "{err}: {reason}");
    assert_eq!(err.path, name);
    assert_eq!((err.line, err.column), (line, column), "{err}");
    let msg = err.to_string();
    let head = format!("{name}:{line}:{column}: ");
    assert!(
        msg.starts_with(&head),
        "message {msg:?} should start with {head:?}"
    );
}

/// Rotation from one seat to the next: squares (x, y) -> (y, 16 - x).
fn rot(s: Square) -> Square {
    Square::new(s.y, 16 - s.x)
}

/// Rotation of border points: (X, Y) -> (Y, 17 - X).
fn rot_point(p: (i32, i32)) -> (i32, i32) {
    (p.1, 17 - p.0)
}

fn next_seat(s: Seat) -> Seat {
    Seat((s.0 + 1) % 4)
}

fn rot_cell(c: Cell) -> Cell {
    match c {
        Cell::Wall => Cell::Wall,
        Cell::Track => Cell::Track,
        Cell::Start(s) => Cell::Start(next_seat(s)),
        Cell::Entry(s) => Cell::Entry(next_seat(s)),
        Cell::House(s) => Cell::House(next_seat(s)),
        Cell::Pause(s) => Cell::Pause(next_seat(s)),
    }
}

fn all_squares(board: &Board) -> impl Iterator<Item = Square> + '_ {
    (0..board.height() as u8).flat_map(move |y| (0..board.width() as u8).map(move |x| sq(x, y)))
}

// ---------------------------------------------------------------- (a) the lap table

/// rules.md §1: fewest moves home from start[0] (nearer the line) and start[1].
const LAPS: [(Role, u16, u16); 6] = [
    (Role::Queen, 6, 6),
    (Role::Rook, 6, 6),
    (Role::Bishop, 19, 22),
    (Role::Knight, 23, 24),
    (Role::King, 43, 42),
    (Role::Pawn, 49, 48),
];

#[test]
fn shortest_laps_match_the_table_for_every_seat() {
    let board = Board::classic();
    for seat in Seat::ALL {
        let layout = board.seat(seat).expect("the classic board has four seats");
        for (role, near, far) in LAPS {
            let map = board.moves_home(seat, role);
            let got = (
                map[board.index(layout.start[0])],
                map[board.index(layout.start[1])],
            );
            assert_eq!(
                got,
                (near, far),
                "{seat} {role} from {} and {}",
                layout.start[0],
                layout.start[1]
            );
        }
    }
}

#[test]
fn start_field_nearer_the_blocking_line_comes_first() {
    let board = Board::classic();
    assert_eq!(board.seat(Seat(0)).unwrap().start, [sq(9, 16), sq(10, 16)]);
    assert_eq!(board.seat(Seat(1)).unwrap().start, [sq(16, 7), sq(16, 6)]);
    assert_eq!(board.seat(Seat(2)).unwrap().start, [sq(7, 0), sq(6, 0)]);
    assert_eq!(board.seat(Seat(3)).unwrap().start, [sq(0, 9), sq(0, 10)]);
    // start[0] touches the line: one king step from it crosses the line.
    for seat in Seat::ALL {
        let l = board.seat(seat).unwrap();
        let crossing = |s: Square| {
            (-1i32..=1).any(|dx| {
                (-1i32..=1).any(|dy| {
                    let (x, y) = (s.x as i32 + dx, s.y as i32 + dy);
                    (0..17).contains(&x)
                        && (0..17).contains(&y)
                        && l.line.is_crossed_by(s, sq(x as u8, y as u8))
                })
            })
        };
        assert!(crossing(l.start[0]) && !crossing(l.start[1]), "{seat}");
    }
}

#[test]
fn laps_run_counter_clockwise() {
    // Along the outer lane counter-clockwise from the far start field, the way home only
    // gets shorter; one square the other way, behind the line, it is nearly home.
    let board = Board::classic();
    let mut lane: Vec<Square> = (10..=16).map(|x| sq(x, 16)).collect();
    lane.extend((0..=15).rev().map(|y| sq(16, y)));
    lane.extend((0..=15).rev().map(|x| sq(x, 0)));
    lane.extend((1..=16).map(|y| sq(0, y)));
    lane.extend((1..=8).map(|x| sq(x, 16)));
    for role in Role::ALL {
        let map = board.moves_home(Seat(0), role);
        let d: Vec<u16> = lane.iter().map(|s| map[board.index(*s)]).collect();
        // Sliders cut corners and the pawn prefers the inner lane, so only the king's
        // distance falls with every square of the outer lane.
        if role == Role::King {
            for (i, w) in d.windows(2).enumerate() {
                assert!(
                    w[1] <= w[0],
                    "{role}: {} -> {}: {} to {}",
                    lane[i],
                    lane[i + 1],
                    w[0],
                    w[1]
                );
            }
        }
        let quarter = d.len() / 4;
        assert!(d[quarter] > d[3 * quarter], "{role}: {d:?}");
        assert!(d[d.len() - 1] <= 3 && d[0] >= 6, "{role}: {d:?}");
    }
}

// ---------------------------------------------------------------- (b) layout and symmetry

#[test]
fn seat_zero_owns_the_fields_of_the_rules() {
    let board = Board::classic();
    assert_eq!((board.width(), board.height()), (17, 17));
    let l = board.seat(Seat(0)).unwrap();
    assert_eq!(l.start, [sq(9, 16), sq(10, 16)]);
    assert_eq!(
        l.entry.iter().copied().collect::<BTreeSet<_>>(),
        set(&[(7, 14), (8, 14)])
    );
    assert_eq!(
        l.house.iter().copied().collect::<BTreeSet<_>>(),
        set(&[(7, 12), (8, 12), (7, 13), (8, 13)])
    );
    assert_eq!(
        l.pause.iter().copied().collect::<BTreeSet<_>>(),
        set(&[(15, 14), (15, 0), (1, 0), (1, 14)])
    );
    let ends: BTreeSet<(i32, i32)> = [l.line.from, l.line.to].into();
    assert_eq!(ends, BTreeSet::from([(9, 13), (9, 17)]));
    for s in l.start {
        assert_eq!(board.cell(s), Cell::Start(Seat(0)));
    }
    assert_eq!(board.cell(sq(7, 14)), Cell::Entry(Seat(0)));
    assert_eq!(board.cell(sq(8, 12)), Cell::House(Seat(0)));
    assert!(board.is_pause_of(sq(1, 14), Seat(0)) && !board.is_pause_of(sq(1, 14), Seat(1)));
    assert_eq!(board.seats().collect::<Vec<_>>(), Seat::ALL.to_vec());
}

#[test]
fn seat_layouts_rotate_to_the_next_seat() {
    let board = Board::classic();
    let sorted = |v: &[Square]| v.iter().copied().collect::<BTreeSet<_>>();
    let rotated = |v: &[Square]| v.iter().map(|s| rot(*s)).collect::<BTreeSet<_>>();
    for seat in Seat::ALL {
        let a = board.seat(seat).unwrap();
        let b = board.seat(next_seat(seat)).unwrap();
        assert_eq!(
            b.start,
            [rot(a.start[0]), rot(a.start[1])],
            "start fields of {seat}"
        );
        assert_eq!(
            sorted(&b.entry),
            rotated(&a.entry),
            "entry fields of {seat}"
        );
        assert_eq!(sorted(&b.house), rotated(&a.house), "house of {seat}");
        assert_eq!(
            sorted(&b.pause),
            rotated(&a.pause),
            "pause fields of {seat}"
        );
    }
}

#[test]
fn blocking_lines_rotate_to_the_next_seat() {
    let board = Board::classic();
    let ends = |s: Seat| {
        let l = board.seat(s).unwrap().line;
        BTreeSet::from([l.from, l.to])
    };
    for seat in Seat::ALL {
        let rotated: BTreeSet<(i32, i32)> = ends(seat).into_iter().map(rot_point).collect();
        assert_eq!(ends(next_seat(seat)), rotated, "line of {seat}");
    }
    assert_eq!(ends(Seat(1)), BTreeSet::from([(13, 8), (17, 8)]));
    assert_eq!(ends(Seat(2)), BTreeSet::from([(8, 0), (8, 4)]));
    assert_eq!(ends(Seat(3)), BTreeSet::from([(0, 9), (4, 9)]));
    // Crossing is rotation invariant too: a move crosses seat s's line exactly when the
    // rotated move crosses seat s+1's.
    for seat in Seat::ALL {
        let (a, b) = (
            board.seat(seat).unwrap().line,
            board.seat(next_seat(seat)).unwrap().line,
        );
        for from in all_squares(&board) {
            for (dx, dy) in [
                (1, 0),
                (0, 1),
                (1, 1),
                (1, -1),
                (1, 2),
                (2, 1),
                (-1, 2),
                (-2, 1),
            ] {
                let (x, y) = (from.x as i32 + dx, from.y as i32 + dy);
                if !(0..17).contains(&x) || !(0..17).contains(&y) {
                    continue;
                }
                let to = sq(x as u8, y as u8);
                assert_eq!(
                    a.is_crossed_by(from, to),
                    b.is_crossed_by(rot(from), rot(to)),
                    "{seat}: {from} -> {to}"
                );
            }
        }
    }
}

#[test]
fn cells_walls_and_track_are_rotation_symmetric() {
    let board = Board::classic();
    for s in all_squares(&board) {
        assert_eq!(
            board.cell(rot(s)),
            rot_cell(board.cell(s)),
            "{s} -> {}",
            rot(s)
        );
        assert_eq!(
            board.track().contains(board.index(rot(s))),
            board.track().contains(board.index(s)),
            "{s}"
        );
    }
}

#[test]
fn track_is_the_three_wide_ring_and_the_inside_is_wall_or_house() {
    let board = Board::classic();
    let houses: BTreeSet<Square> = Seat::ALL
        .iter()
        .flat_map(|s| board.seat(*s).unwrap().house.clone())
        .collect();
    assert_eq!(houses.len(), 16);
    let mut track = 0;
    for s in all_squares(&board) {
        let ring = s.x <= 2 || s.x >= 14 || s.y <= 2 || s.y >= 14;
        let cell = board.cell(s);
        assert_eq!(board.track().contains(board.index(s)), ring, "{s}");
        assert_eq!(cell.is_track(), ring, "{s} is {cell:?}");
        if !ring {
            let want = if houses.contains(&s) { "house" } else { "wall" };
            let got = match cell {
                Cell::House(_) => "house",
                Cell::Wall => "wall",
                _ => "other",
            };
            assert_eq!(got, want, "{s}");
        }
        track += ring as usize;
    }
    assert_eq!(track, 17 * 17 - 11 * 11);
    assert_eq!(board.track().len(), track);
}

#[test]
fn a_board_without_blocking_lines_lets_every_seat_cross_every_line() {
    let board = Board::classic();
    let open = board.without_blocking_lines();
    assert!(open != board, "an altered board is a board of its own");
    for seat in Seat::ALL {
        let layout = board.seat(seat).unwrap();
        let mut crossings = 0;
        for from in all_squares(&board).filter(|s| board.cell(*s).is_track()) {
            for v in 0..16 {
                let Some(to) = open.step(seat, from, v) else {
                    assert_eq!(board.step(seat, from, v), None, "{seat} {from} {v}");
                    continue;
                };
                if board.step(seat, from, v).is_none() {
                    assert!(layout.line.is_crossed_by(from, to), "{seat} {from} {to}");
                    crossings += 1;
                }
            }
        }
        assert!(crossings > 0, "{seat}: some steps crossed the line");
    }
    // The shortest lap without the line is the short way round.
    let start = board.seat(Seat(0)).unwrap().start[0];
    let laps = |b: &Board| b.moves_home(Seat(0), Role::Rook)[b.index(start)];
    assert_eq!(laps(&board), 6);
    assert!(laps(&open) < 6, "{}", laps(&open));
}

#[test]
fn a_board_without_pause_fields_has_ordinary_track_there() {
    let board = Board::classic();
    let plain = board.without_pause_fields();
    assert!(plain != board);
    for s in all_squares(&board) {
        match board.cell(s) {
            Cell::Pause(seat) => {
                assert_eq!(plain.cell(s), Cell::Track, "{s}");
                assert!(!plain.is_pause_of(s, seat), "{s}");
            }
            c => assert_eq!(plain.cell(s), c, "{s}"),
        }
    }
    for seat in Seat::ALL {
        assert!(plain.seat(seat).unwrap().pause.is_empty());
        assert_eq!(
            plain.seat(seat).unwrap().line,
            board.seat(seat).unwrap().line
        );
    }
}

#[test]
fn every_corner_holds_one_pause_field_of_each_colour() {
    let board = Board::classic();
    for (cx, cy) in [(0u8, 0u8), (14, 0), (0, 14), (14, 14)] {
        let mut seats = Vec::new();
        for y in cy..cy + 3 {
            for x in cx..cx + 3 {
                if let Cell::Pause(s) = board.cell(sq(x, y)) {
                    seats.push(s);
                }
            }
        }
        seats.sort();
        assert_eq!(seats, Seat::ALL.to_vec(), "corner at ({cx},{cy})");
        // Seat 0: middle of the top row; 1: middle of the left column; 2: middle of the
        // bottom row; 3: middle of the right column. The centre belongs to nobody.
        assert_eq!(board.cell(sq(cx + 1, cy)), Cell::Pause(Seat(0)));
        assert_eq!(board.cell(sq(cx, cy + 1)), Cell::Pause(Seat(1)));
        assert_eq!(board.cell(sq(cx + 1, cy + 2)), Cell::Pause(Seat(2)));
        assert_eq!(board.cell(sq(cx + 2, cy + 1)), Cell::Pause(Seat(3)));
        assert_eq!(board.cell(sq(cx + 1, cy + 1)), Cell::Track);
    }
    // No pause fields outside the corners.
    for s in all_squares(&board) {
        let corner = (s.x <= 2 || s.x >= 14) && (s.y <= 2 || s.y >= 14);
        if !corner {
            assert!(!matches!(board.cell(s), Cell::Pause(_)), "{s}");
        }
    }
}

#[test]
fn moves_home_maps_rotate_with_the_seat() {
    let board = Board::classic();
    for seat in Seat::ALL {
        for role in Role::ALL {
            let a = board.moves_home(seat, role);
            let b = board.moves_home(next_seat(seat), role);
            for s in all_squares(&board) {
                assert_eq!(
                    b[board.index(rot(s))],
                    a[board.index(s)],
                    "{seat} {role} at {s}"
                );
            }
        }
    }
}

#[test]
fn two_seat_board_is_valid() {
    // Seats 1 and 3 removed: their fields become track, their houses wall.
    let text = map_cells(CLASSIC_BOARD, |c| match c {
        'b' | 'd' | 'B' | 'D' | 'x' | 'z' => '.',
        '2' | '4' => '#',
        c => c,
    });
    let text = without_lines(&text, |l| {
        l.starts_with("line 1") || l.starts_with("line 3")
    });
    let board = Board::parse(&text, "two-seats.txt").expect("two seats are enough");
    assert_eq!(board.seats().collect::<Vec<_>>(), vec![Seat(0), Seat(2)]);
    assert!(board.seat(Seat(1)).is_none());
    assert_eq!(board.cell(sq(16, 7)), Cell::Track);
    assert_eq!(board.cell(sq(12, 8)), Cell::Wall);
    assert_eq!(board.name(), "two-seats.txt");
}

// ---------------------------------------------------------------- (c) bad board files

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
    let err = parse_err(&text, "unknown-cell.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "ragged.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "no-rows.txt");
    assert_error(
        &err,
        "no-rows.txt",
        1,
        1,
        BoardErrorKind::NoRows,
        "the file has no grid rows",
    );
    let err = parse_err("", "empty.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "big.txt");
    assert_error(
        &err,
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
        let err = parse_err(&text, "bad-line.txt");
        assert_error(
            &err,
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
    let err = parse_err(&text, "duplicate.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "missing-line.txt");
    // Reported at the seat's first start field, (6,0).
    assert_error(
        &err,
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
    let err = parse_err(&text, "orphan-line.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "three-starts.txt");
    assert_error(
        &err,
        "three-starts.txt",
        grid_line(&text, 16),
        cell_column(11),
        BoardErrorKind::StartFieldCount(Seat(0), 3),
        "seat 0 has 3 start fields; it needs exactly 2",
    );
    // A single one is reported at the one left.
    let text = with_cell(CLASSIC_BOARD, 9, 16, '.');
    let err = parse_err(&text, "one-start.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "three-entries.txt");
    assert_error(
        &err,
        "three-entries.txt",
        grid_line(&text, 14),
        cell_column(12),
        BoardErrorKind::EntryFieldCount(Seat(0), 3),
        "seat 0 has 3 entry fields; it needs exactly 2",
    );
    let text = with_cell(CLASSIC_BOARD, 8, 14, '.');
    let err = parse_err(&text, "one-entry.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "no-house.txt");
    // Reported at the seat's first field in reading order, its start field (9,16).
    assert_error(
        &err,
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
    let err = parse_err(&text, "far-entry.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "house-on-track.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "walled-pause.txt");
    assert_error(
        &err,
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
        let err = parse_err(&text, "leaky.txt");
        assert_error(
            &err,
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
    let err = parse_err(&text, "cut.txt");
    assert_error(
        &err,
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
    let err = parse_err(&text, "no-pause.txt");
    // Reported at the seat's first field in reading order, its start field (9,16).
    assert_error(
        &err,
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
    let err = parse_err(&text, "lonely.txt");
    assert_error(
        &err,
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
