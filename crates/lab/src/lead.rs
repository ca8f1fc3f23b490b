//! Who leads: how far each player's pieces have gone along their way, and how often the
//! leader changes.
//!
//! A piece's progress is the share of its way it has gone, in thousandths
//! ([`FULL_WAY`]): 0 in the box, 1000 at home; on the track, one more than the fewest
//! moves home from its start field (bringing it in is the first step), less the fewest
//! moves home from where it stands, over that whole way (so a piece just brought in has
//! gone one step of it). The share makes a knight and a
//! pawn comparable, whose ways home take very different numbers of moves. A player's
//! progress is the sum over their pieces; the **leader** is the one player with the
//! greatest progress. When two or more share the greatest, nobody takes the lead from
//! the last leader; the lead **changes** when another player alone has the greatest
//! progress. The first leader of a game is no change.

use track::board::{Board, UNREACHABLE};
use track::pieces::{Location, PieceId, Position, Seat};

/// A piece's whole way, in thousandths: the progress of a piece at home.
pub const FULL_WAY: u32 = 1000;

/// How far a piece has gone along its way, from 0 (in the box) to [`FULL_WAY`] (home).
pub fn piece_progress(board: &Board, piece: PieceId, at: Location) -> u32 {
    match at {
        Location::Box => 0,
        Location::Home => FULL_WAY,
        Location::Track(sq) => {
            let map = board.moves_home(piece.seat, piece.role);
            let moves = |s| {
                let d = map.get(board.index(s)).copied().unwrap_or(UNREACHABLE);
                (d != UNREACHABLE).then_some(u32::from(d))
            };
            let Some(layout) = board.seat(piece.seat) else {
                return 0;
            };
            // From the start field: the fewest moves home, and one before them to come in.
            let from_start = layout
                .start
                .iter()
                .filter_map(|s| moves(*s))
                .max()
                .unwrap_or(0);
            let way = from_start + 1;
            let left = moves(sq).unwrap_or(from_start).clamp(1, from_start.max(1));
            FULL_WAY * (way - left) / way
        }
    }
}

/// How far all of a seat's pieces have gone, summed.
pub fn seat_progress(board: &Board, position: &Position, seat: Seat) -> u32 {
    position
        .pieces_of(seat)
        .map(|(piece, at)| piece_progress(board, piece, at))
        .sum()
}

/// Follows the leader over a game: [`LeadTracker::observe`] the players' progress after
/// each turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeadTracker {
    /// The last player who alone had the greatest progress (an index into the values
    /// observed).
    pub leader: Option<usize>,
    /// How often the lead went to another player.
    pub changes: u32,
}

impl LeadTracker {
    /// Takes the players' progress now; a new sole leader is a change of the lead.
    pub fn observe(&mut self, progress: &[u32]) {
        let Some(&best) = progress.iter().max() else {
            return;
        };
        let mut at_best = progress.iter().enumerate().filter(|(_, p)| **p == best);
        let (Some((first, _)), None) = (at_best.next(), at_best.next()) else {
            return; // shared: nobody takes the lead
        };
        match self.leader {
            Some(l) if l != first => self.changes += 1,
            _ => {}
        }
        self.leader = Some(first);
    }
}

/// How often the lead changes over a sequence of the players' progress.
pub fn lead_changes<P: AsRef<[u32]>>(sequence: &[P]) -> u32 {
    let mut t = LeadTracker::default();
    for p in sequence {
        t.observe(p.as_ref());
    }
    t.changes
}
