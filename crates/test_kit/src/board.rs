//! Squares, pieces and positions of the track game, built by hand.

use track::geometry::Square;
use track::pieces::{Location, PieceId, Position, Role, Seat};

use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

/// The kinds of the small game.
pub const SMALL: [Role; 4] = [Q, R, B, N];
/// The kinds of the large game.
pub const LARGE: [Role; 6] = [Q, R, B, N, K, P];

/// A square of the board: column `x`, row `y` (rules.md §1's coordinates).
pub fn sq(x: u8, y: u8) -> Square {
    Square::new(x, y)
}

/// The track square (`x`, `y`) as a piece's location.
pub fn at(x: u8, y: u8) -> Location {
    Location::Track(sq(x, y))
}

/// A seat's piece.
pub fn pc(seat: u8, role: Role) -> PieceId {
    PieceId {
        seat: Seat(seat),
        role,
    }
}

/// A position: the listed pieces where given; every other piece of `roles` of the
/// listed `seats` at `rest`.
pub fn position(
    pieces: &[(u8, Role, Location)],
    seats: &[u8],
    roles: &[Role],
    rest: Location,
) -> Position {
    let mut pos = Position::empty();
    for &(s, r, l) in pieces {
        pos.set(pc(s, r), l);
    }
    for &s in seats {
        for &r in roles {
            if pos.location(pc(s, r)).is_none() {
                pos.set(pc(s, r), rest);
            }
        }
    }
    pos
}

/// A position of the small game for seats 0 and 2 (two players): the listed pieces where
/// given, every other piece of the two seats at `rest`.
pub fn small_pos(pieces: &[(u8, Role, Location)], rest: Location) -> Position {
    position(pieces, &[0, 2], &SMALL, rest)
}

/// [`small_pos`] for the large game's pieces.
pub fn large_pos(pieces: &[(u8, Role, Location)], rest: Location) -> Position {
    position(pieces, &[0, 2], &LARGE, rest)
}

/// A position of the listed pieces on the track and no other piece.
pub fn on_track(pieces: &[(PieceId, (u8, u8))]) -> Position {
    let mut pos = Position::empty();
    for &(p, (x, y)) in pieces {
        pos.set(p, at(x, y));
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_puts_the_listed_pieces_first_and_the_rest_where_told() {
        let pos = position(&[(0, Q, at(3, 16))], &[0, 2], &SMALL, Location::Box);
        assert_eq!(pos.location(pc(0, Q)), Some(at(3, 16)));
        assert_eq!(pos.location(pc(0, R)), Some(Location::Box));
        assert_eq!(pos.location(pc(2, Q)), Some(Location::Box));
        assert_eq!(pos.location(pc(1, Q)), None, "seat 1 was not listed");
        assert_eq!(
            pos.location(pc(0, K)),
            None,
            "the king is not a small game's kind"
        );
    }
}
