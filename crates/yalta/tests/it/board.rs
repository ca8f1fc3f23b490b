//! The published facts of the Yalta board (design §2), derived from the geometry.

use std::collections::BTreeSet;
use yalta::board::Board;
use yalta::cell::{Cell, CELLS};
use yalta::position::{Position, RedQueen};

fn c(name: &str) -> Cell {
    Cell::parse(name).unwrap_or_else(|| panic!("bad cell {name}"))
}

fn names(cells: impl IntoIterator<Item = Cell>) -> BTreeSet<String> {
    cells.into_iter().map(|c| c.to_string()).collect()
}

fn set(list: &str) -> BTreeSet<String> {
    list.split_whitespace().map(String::from).collect()
}

#[test]
fn board_has_168_orthogonal_and_150_diagonal_pairs() {
    let b = Board::get();
    let orth: usize = Cell::all()
        .map(|c| b.orthogonal_neighbours(c).count())
        .sum();
    let diag: usize = Cell::all().map(|c| b.diagonal_neighbours(c).count()).sum();
    assert_eq!(orth / 2, 168);
    assert_eq!(diag / 2, 150);
    assert_eq!(Cell::all().count(), CELLS);
}

#[test]
fn neighbours_are_symmetric_and_orthogonal_ones_differ_in_colour() {
    let b = Board::get();
    for x in Cell::all() {
        for y in b.orthogonal_neighbours(x) {
            assert!(b.orthogonal_neighbours(y).any(|z| z == x));
            assert_ne!(x.is_light(), y.is_light(), "{x} {y}");
        }
        for y in b.diagonal_neighbours(x) {
            assert!(b.diagonal_neighbours(y).any(|z| z == x));
            assert_eq!(x.is_light(), y.is_light(), "{x} {y}");
        }
    }
}

#[test]
fn centre_cells_have_nine_king_neighbours_and_others_at_most_eight() {
    let b = Board::get();
    for x in Cell::all() {
        let n = b.orthogonal_neighbours(x).count() + b.diagonal_neighbours(x).count();
        let centre = ["wd4", "we4", "bd4", "be4", "rd4", "re4"].contains(&x.to_string().as_str());
        if centre {
            assert_eq!(n, 9, "{x}");
        } else {
            assert!(n <= 8, "{x} has {n}");
        }
    }
    assert_eq!(b.knight_targets(c("wd4")).count(), 10);
}

#[test]
fn areas_meet_as_the_design_says() {
    let b = Board::get();
    for (x, y) in [
        ("wa4", "bh4"),
        ("wd4", "be4"),
        ("we4", "rd4"),
        ("wh4", "ra4"),
        ("bd4", "re4"),
        ("ba4", "rh4"),
    ] {
        assert!(b.orthogonal_neighbours(c(x)).any(|z| z == c(y)), "{x} {y}");
    }
}

#[test]
fn bishop_on_wd4_has_five_diagonal_paths() {
    let lines: BTreeSet<Vec<String>> = Board::get()
        .diagonal_lines(c("wd4"))
        .into_iter()
        .map(|l| l.iter().map(|c| c.to_string()).collect())
        .collect();
    let want: BTreeSet<Vec<String>> = [
        "wc3 wb2 wa1",
        "we3 wf2 wg1",
        "bf4 bg3 bh2",
        "bd4 bc3 bb2 ba1",
        "rd4 rc3 rb2 ra1",
    ]
    .iter()
    .map(|l| l.split(' ').map(String::from).collect())
    .collect();
    assert_eq!(lines, want);
}

#[test]
fn rook_on_wd4_reaches_its_four_lines() {
    let got = names(
        Board::get()
            .orthogonal_lines(c("wd4"))
            .into_iter()
            .flatten(),
    );
    assert_eq!(
        got,
        set("be4 be3 be2 be1 wc4 wb4 wa4 wd3 wd2 wd1 we4 wf4 wg4 wh4")
    );
}

#[test]
fn knight_on_wd4_reaches_ten_cells() {
    let got = names(Board::get().knight_targets(c("wd4")));
    assert_eq!(got, set("wc2 wb3 wf3 we2 rd3 rc4 bd3 bc4 bg4 bf3"));
}

#[test]
fn knight_move_is_symmetric_changes_colour_and_never_lands_on_a_neighbour() {
    let b = Board::get();
    for x in Cell::all() {
        for y in b.knight_targets(x) {
            assert!(b.knight_targets(y).any(|z| z == x), "{x} -> {y}");
            assert_ne!(x.is_light(), y.is_light());
            assert!(!b.orthogonal_neighbours(x).any(|z| z == y));
            assert!(!b.diagonal_neighbours(x).any(|z| z == y));
        }
    }
}

#[test]
fn lines_run_back_the_same_way() {
    // A slider seen from its target: every line from x through y comes back to x.
    let b = Board::get();
    for x in Cell::all() {
        for lines in [b.orthogonal_lines(x), b.diagonal_lines(x)] {
            for line in &lines {
                for (i, &y) in line.iter().enumerate() {
                    let mut back: Vec<Cell> = line[..i].iter().rev().copied().collect();
                    back.push(x);
                    let from_y = if b.orthogonal_lines(x).contains(line) {
                        b.orthogonal_lines(y)
                    } else {
                        b.diagonal_lines(y)
                    };
                    assert!(
                        from_y.iter().any(|l| l.starts_with(&back)),
                        "{x} -> {y} has no way back"
                    );
                }
            }
        }
    }
}

#[test]
fn perft_from_the_start_is_20_400_8000() {
    let start = Position::start(RedQueen::Light);
    assert_eq!(start.perft(1), 20);
    assert_eq!(start.perft(2), 400);
    assert_eq!(start.perft(3), 8000);
}
