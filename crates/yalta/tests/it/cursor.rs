//! The arrow keys' walk over the board (`yalta::cursor`): every cell reaches every
//! other, the edge holds the cursor, and the files run on through the centre.

use std::collections::BTreeSet;
use yalta::board::Board;
use yalta::cell::{Cell, CELLS};
use yalta::cursor::{arrow_step, ARROWS};

fn c(name: &str) -> Cell {
    Cell::parse(name).unwrap_or_else(|| panic!("bad cell {name}"))
}

/// The cells the arrows lead to from `start`, one press at a time, in any order.
fn reachable(start: Cell) -> BTreeSet<Cell> {
    let mut seen = BTreeSet::from([start]);
    let mut todo = vec![start];
    while let Some(x) = todo.pop() {
        for a in ARROWS {
            let y = arrow_step(x, a, None);
            if seen.insert(y) {
                todo.push(y);
            }
        }
    }
    seen
}

/// The cells a held arrow walks through from `start` until the edge holds it.
fn walk(start: &str, arrow: (i8, i8)) -> Vec<String> {
    let (mut at, mut came) = (c(start), None);
    let mut path = vec![at.to_string()];
    for _ in 0..CELLS {
        let next = arrow_step(at, arrow, came);
        if next == at {
            break;
        }
        (came, at) = (Some(at), next);
        path.push(at.to_string());
    }
    path
}

#[test]
fn every_cell_reaches_every_other_cell_by_arrows() {
    for start in Cell::all() {
        assert_eq!(reachable(start).len(), CELLS, "from {start}");
    }
}

#[test]
fn an_arrow_steps_to_an_orthogonal_neighbour_or_stays_put() {
    let b = Board::get();
    for x in Cell::all() {
        for a in ARROWS {
            for came in [None, Some(x)] {
                let y = arrow_step(x, a, came);
                assert!(
                    y == x || b.orthogonal_neighbours(x).any(|n| n == y),
                    "{x} {a:?} -> {y}"
                );
            }
        }
    }
}

#[test]
fn walking_off_the_board_stays_put() {
    for f in 0..8 {
        let back = Cell::new(yalta::cell::Player::White, f, 0);
        assert_eq!(arrow_step(back, (0, 1), None), back, "{back} down");
    }
    // The top side is Black's a-file and Red's h-file.
    for name in ["ba1", "ba2", "ba3", "ba4", "rh1", "rh2", "rh3", "rh4"] {
        assert_eq!(arrow_step(c(name), (0, -1), None), c(name), "{name} up");
    }
    for bad in [(0, 0), (2, 0), (1, 1), (-1, -1)] {
        assert_eq!(arrow_step(c("wd2"), bad, None), c("wd2"), "{bad:?}");
    }
}

#[test]
fn a_file_runs_on_through_the_centre_into_the_neighbours_area() {
    // White's d-file is `wd1 … wd4 be4 … be1` (design §1).
    assert_eq!(
        walk("wd1", (0, -1))[..8],
        ["wd1", "wd2", "wd3", "wd4", "be4", "be3", "be2", "be1"]
    );
    assert_eq!(arrow_step(c("wd4"), (0, -1), None), c("be4"));
    assert_eq!(arrow_step(c("be4"), (0, 1), None), c("wd4"));
    assert_eq!(
        walk("we1", (0, -1))[..8],
        ["we1", "we2", "we3", "we4", "rd4", "rd3", "rd2", "rd1"]
    );
}

#[test]
fn a_rank_runs_on_into_the_neighbours_file() {
    // White's rank 4 meets Red's a-file at `wh4`-`ra4` and Black's h-file at `wa4`-`bh4`.
    assert_eq!(
        walk("wa4", (1, 0))[..9],
        ["wa4", "wb4", "wc4", "wd4", "we4", "wf4", "wg4", "wh4", "ra4"]
    );
    assert_eq!(arrow_step(c("wa4"), (-1, 0), None), c("bh4"));
}
