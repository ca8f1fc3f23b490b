//! The board as data (rules.md §1): the shortest-lap table, the layout and the rotation
//! symmetry of the classic board. Bad board files: `bad_board_files.rs`.

use std::collections::BTreeSet;
use track::{
    board::{Board, Cell, CLASSIC_BOARD},
    geometry::Square,
    pieces::{Role, Seat},
};

use crate::common::{map_cells, sq, without_lines};

// ---------------------------------------------------------------- helpers

fn set(list: &[(u8, u8)]) -> BTreeSet<Square> {
    list.iter().map(|&(x, y)| sq(x, y)).collect()
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
