//! The move-count map: fewest moves home from every square of the empty board.

use super::step::expand_one;
use super::Grid;
use crate::geometry::SquareSet;
use crate::pieces::{Role, Seat, ROLES, SEATS};

/// Distance used for squares from which the house cannot be reached.
pub const UNREACHABLE: u16 = u16::MAX;

/// `maps[seat][role][square index]`: fewest moves home on the empty board, 1 on the
/// squares from which one move comes home, [`UNREACHABLE`] where none leads home.
#[derive(Clone, Debug)]
pub struct MovesHome {
    maps: Vec<Vec<u16>>,
}

impl MovesHome {
    /// Computes every map by a backward search from the house. Non-capturing moves on
    /// the empty board are reversible, so the search expands from the squares one
    /// move away from home.
    pub fn compute(board: &Grid) -> MovesHome {
        let n = board.width() * board.height();
        let mut maps = vec![vec![UNREACHABLE; n]; SEATS * ROLES];
        for seat in Seat::ALL
            .into_iter()
            .filter(|s| !board.tables(*s).house.is_empty())
        {
            for role in Role::ALL {
                let map = &mut maps[seat.index() * ROLES + role.index()];
                let mut frontier = SquareSet::EMPTY;
                for i in board.track().iter() {
                    if expand_one(board, seat, role, SquareSet::single(i), board.track()).home {
                        frontier.insert(i);
                    }
                }
                let mut seen = frontier;
                let mut d = 1u16;
                while !frontier.is_empty() {
                    for i in frontier.iter() {
                        map[i] = d;
                    }
                    let next = expand_one(board, seat, role, frontier, board.track()).reach;
                    frontier = next & !seen;
                    seen |= frontier;
                    d += 1;
                }
            }
        }
        MovesHome { maps }
    }

    /// The map of one seat's piece kind, indexed by square index.
    pub fn map(&self, seat: Seat, role: Role) -> &[u16] {
        &self.maps[seat.index() * ROLES + role.index()]
    }
}
