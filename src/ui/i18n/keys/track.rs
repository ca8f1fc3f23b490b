//! The keys of a piece's kind and a seat's colour, for the arms in `keys/` that still
//! hand them by hand (a derived message hands its `Role` or `Seat` field itself).

use track::pieces::Role;

/// The key of a piece's kind (`chess-piece` selects on it as `$piece`).
pub(super) fn role(r: Role) -> &'static str {
    r.name()
}
