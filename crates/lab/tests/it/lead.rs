//! Who leads, and how often the lead changes.

use lab::{lead_changes, piece_progress, seat_progress, LeadTracker, FULL_WAY};
use track::board::Board;
use track::pieces::{Location, PieceId, Position, Role, Seat};

#[test]
fn the_lead_changes_only_when_another_player_alone_goes_furthest() {
    let sequence: [[u32; 3]; 8] = [
        [0, 0, 0],    // all level: nobody leads
        [10, 0, 0],   // 0 leads: the first leader is no change
        [10, 20, 0],  // 1 takes the lead: 1
        [30, 20, 0],  // 0 again: 2
        [30, 30, 0],  // level: 0 keeps it
        [40, 30, 0],  // 0 still: no change
        [40, 30, 50], // 2 takes it: 3
        [40, 30, 50], // nothing moved
    ];
    assert_eq!(lead_changes(&sequence), 3);
}

#[test]
fn a_lead_shared_and_then_kept_is_no_change() {
    assert_eq!(lead_changes(&[[5, 0], [5, 5], [6, 5]]), 0);
    assert_eq!(lead_changes(&[[5, 0], [5, 5], [5, 6]]), 1);
    let mut t = LeadTracker::default();
    t.observe(&[]);
    t.observe(&[3, 3]);
    assert_eq!(t.leader, None);
}

#[test]
fn a_piece_has_gone_nothing_in_the_box_all_at_home_and_a_little_on_its_start_field() {
    let board = Board::classic();
    let queen = PieceId {
        seat: Seat(0),
        role: Role::Queen,
    };
    let layout = board.seat(Seat(0)).expect("seat 0").clone();
    assert_eq!(piece_progress(&board, queen, Location::Box), 0);
    assert_eq!(piece_progress(&board, queen, Location::Home), FULL_WAY);
    let start = piece_progress(&board, queen, Location::Track(layout.start[0]));
    let entry = piece_progress(&board, queen, Location::Track(layout.entry[0]));
    assert!(0 < start && start < FULL_WAY / 4, "start field {start}");
    assert!(start < entry && entry < FULL_WAY, "entry field {entry}");
}

#[test]
fn a_players_progress_is_the_sum_of_their_pieces() {
    let board = Board::classic();
    let mut pos = Position::empty();
    let seat = Seat(1);
    pos.set(
        PieceId {
            seat,
            role: Role::Rook,
        },
        Location::Home,
    );
    pos.set(
        PieceId {
            seat,
            role: Role::Knight,
        },
        Location::Box,
    );
    pos.set(
        PieceId {
            seat: Seat(2),
            role: Role::Knight,
        },
        Location::Home,
    );
    assert_eq!(seat_progress(&board, &pos, seat), FULL_WAY);
}
