//! Seats, piece kinds and where every piece stands.

use super::geometry::Square;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table: 0 bottom, 1 right, 2 top, 3 left. Turn order is 0, 1, 2, 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

/// The number of seats a board can have.
pub const SEATS: usize = 4;

impl Seat {
    /// All four seats in turn order.
    pub const ALL: [Seat; SEATS] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// The seat's position in per-seat tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A chess piece kind ("Figur").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Dame.
    Queen,
    /// Turm.
    Rook,
    /// Läufer.
    Bishop,
    /// Springer.
    Knight,
    /// König.
    King,
    /// Bauer.
    Pawn,
}

/// The number of piece kinds.
pub const ROLES: usize = 6;

impl Role {
    /// All kinds, in the order the booklet's small game lists them first.
    pub const ALL: [Role; ROLES] = [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::King,
        Role::Pawn,
    ];

    /// The kind's position in per-kind tables.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Whether the kind moves by the orange die in the large game (king and pawn);
    /// the white die moves the others (docs/rules.md §5).
    pub fn uses_orange_die(self) -> bool {
        matches!(self, Role::King | Role::Pawn)
    }

    /// The lower-case English name used in data files.
    pub fn name(self) -> &'static str {
        match self {
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::King => "king",
            Role::Pawn => "pawn",
        }
    }

    /// Parses a lower-case English name.
    pub fn from_name(s: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == s)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One piece: a seat's piece of one kind. Each seat has at most one piece per kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceId {
    /// The owner.
    pub seat: Seat,
    /// The kind.
    pub role: Role,
}

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(remote = "Self", rename_all = "lowercase")]
pub enum Location {
    /// In its owner's start box ("Startbox"), waiting to be brought in.
    Box,
    /// On the track ("Laufstrecke"): an active piece.
    Track(Square),
    /// Home in its owner's house ("Zielraum").
    Home,
}

impl Serialize for Location {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Location::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Location {
    /// As derived, but `{"track": …, "x": 1}` names `x` as an unknown field (serde_json
    /// says only "expected value").
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        crate::strict::read_one_key(d, Location::deserialize)
    }
}

/// Where every piece of the game stands. Freely buildable, for scenarios and lessons.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// `pieces[seat][role]`: `None` when the piece is not in the game.
    pieces: [[Option<Location>; ROLES]; SEATS],
}

impl Position {
    /// A position with no pieces at all.
    pub fn empty() -> Self {
        Self::default()
    }

    /// Where a piece is, or `None` when it is not in the game.
    pub fn location(&self, piece: PieceId) -> Option<Location> {
        self.pieces[piece.seat.index()][piece.role.index()]
    }

    /// The square of an active piece.
    pub fn square_of(&self, piece: PieceId) -> Option<Square> {
        match self.location(piece) {
            Some(Location::Track(s)) => Some(s),
            _ => None,
        }
    }

    /// Puts a piece somewhere (adding it to the game if needed).
    pub fn set(&mut self, piece: PieceId, at: Location) {
        self.pieces[piece.seat.index()][piece.role.index()] = Some(at);
    }

    /// Takes a piece out of the game.
    pub fn remove(&mut self, piece: PieceId) {
        self.pieces[piece.seat.index()][piece.role.index()] = None;
    }

    /// Every piece in the game with its location, seat by seat, kind by kind.
    pub fn pieces(&self) -> impl Iterator<Item = (PieceId, Location)> + '_ {
        Seat::ALL.into_iter().flat_map(move |seat| {
            Role::ALL.into_iter().filter_map(move |role| {
                self.pieces[seat.index()][role.index()].map(|at| (PieceId { seat, role }, at))
            })
        })
    }

    /// The pieces of one seat with their locations.
    pub fn pieces_of(&self, seat: Seat) -> impl Iterator<Item = (PieceId, Location)> + '_ {
        Role::ALL.into_iter().filter_map(move |role| {
            self.pieces[seat.index()][role.index()].map(|at| (PieceId { seat, role }, at))
        })
    }

    /// The seat and square of every active piece (a fast path for occupancy).
    pub fn track_squares(&self) -> impl Iterator<Item = (Seat, Square)> + '_ {
        self.pieces.iter().enumerate().flat_map(|(s, roles)| {
            roles.iter().filter_map(move |at| match at {
                Some(Location::Track(sq)) => Some((Seat(s as u8), *sq)),
                _ => None,
            })
        })
    }

    /// The piece standing on a square.
    pub fn piece_at(&self, sq: Square) -> Option<PieceId> {
        let want = Some(Location::Track(sq));
        let i = self
            .pieces
            .as_flattened()
            .iter()
            .position(|at| *at == want)?;
        Some(PieceId {
            seat: Seat((i / ROLES) as u8),
            role: Role::ALL[i % ROLES],
        })
    }

    /// Active pieces of a seat (on the track).
    pub fn active_of(&self, seat: Seat) -> impl Iterator<Item = (PieceId, Square)> + '_ {
        self.pieces_of(seat).filter_map(|(p, at)| match at {
            Location::Track(s) => Some((p, s)),
            _ => None,
        })
    }

    /// Whether the seat has a piece on the track.
    pub fn has_active(&self, seat: Seat) -> bool {
        self.active_of(seat).next().is_some()
    }

    /// The seat's pieces waiting in its start box.
    pub fn in_box(&self, seat: Seat) -> impl Iterator<Item = PieceId> + '_ {
        self.pieces_of(seat)
            .filter(|(_, at)| *at == Location::Box)
            .map(|(p, _)| p)
    }

    /// Whether every piece of the seat is home (and it has pieces).
    pub fn all_home(&self, seat: Seat) -> bool {
        let mut any = false;
        for (_, at) in self.pieces_of(seat) {
            any = true;
            if at != Location::Home {
                return false;
            }
        }
        any
    }
}
