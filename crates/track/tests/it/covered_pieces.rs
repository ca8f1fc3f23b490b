//! rules.md §6, covered pieces: the covering definition, the protection rule, and no
//! blockade (pieces that cover each other on a start or entry field count as uncovered).
//!
//! Coordinates are those of rules.md §1: seat 0 sits at the bottom, its start fields are
//! (9,16) and (10,16), its blocking line is x = 9 from y = 13 to 17, its entry fields are
//! (7,14) and (8,14), its house is (7,12) (8,12) (7,13) (8,13) and its pause fields are
//! (15,14) (15,0) (1,0) (1,14).

use std::collections::BTreeMap;
use track::board::Board;
use track::dice::Face;
use track::geometry::{Square, SquareSet};
use track::movement::{roll_outcomes, RollOptions, Target};
use track::pieces::{Location, PieceId, Position, Role, Seat};
use track::protection::{blockades, covers, creates_blockade, is_covered};
use track::{Choice, Event, Refusal};
use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

use crate::common::*;
use Location::{Box as InBox, Home};

// ---------------------------------------------------------------- §6: covering

#[test]
fn covered_piece_cannot_be_captured_with_protection() {
    let board = Board::classic();
    let (rook, knight, guard, king) = (pc(0, R), pc(1, N), pc(1, B), pc(1, K));
    // The bishop on (7,15) covers the knight on (6,16); nothing covers the king on (3,15).
    let pos = on_track(&[
        (rook, (3, 16)),
        (knight, (6, 16)),
        (guard, (7, 15)),
        (king, (3, 15)),
    ]);
    assert!(is_covered(&board, &pos, knight, Some(sq(3, 16))));
    assert!(!is_covered(&board, &pos, king, Some(sq(3, 16))));
    let free = roll(&board, &pos, rook, 1);
    assert_eq!(
        captures(&free),
        BTreeMap::from([(sq(6, 16), knight), (sq(3, 15), king)])
    );
    let out = roll_outcomes(&board, &pos, rook, 1, protected());
    assert_eq!(captures(&out), BTreeMap::from([(sq(3, 15), king)]));
    assert_eq!(landings(&out), landings(&free));
}

#[test]
fn capture_covered_card_lifts_protection() {
    let board = Board::classic();
    let (rook, knight) = (pc(0, R), pc(1, N));
    let pos = on_track(&[(rook, (3, 16)), (knight, (6, 16)), (pc(1, B), (7, 15))]);
    let card = RollOptions {
        protection: true,
        capture_covered: true,
        ..RollOptions::default()
    };
    assert_eq!(
        captures(&roll_outcomes(&board, &pos, rook, 1, card)),
        BTreeMap::from([(sq(6, 16), knight)])
    );
    assert!(captures(&roll_outcomes(&board, &pos, rook, 1, protected())).is_empty());
}

#[test]
fn piece_covered_through_the_capturers_origin_is_covered() {
    // The capture is judged with the capturer on the victim's square and its origin empty.
    // The seat-1 rook on (13,16) looks at (11,16) only through the capturer's own origin
    // (12,16): once the capturer has left it, the knight is covered.
    let board = Board::classic();
    let (rook, knight, guard) = (pc(0, R), pc(1, N), pc(1, R));
    let pos = on_track(&[(rook, (12, 16)), (knight, (11, 16)), (guard, (13, 16))]);
    let occ = occupied(&board, &pos);
    assert!(
        !covers(&board, occ, guard, sq(13, 16), sq(11, 16)),
        "blocked before the roll"
    );
    assert!(is_covered(&board, &pos, knight, Some(sq(12, 16))));
    assert!(
        !is_covered(&board, &pos, knight, None),
        "with the capturer still on (12,16)"
    );
    for pips in [1, 3] {
        let out = roll_outcomes(&board, &pos, rook, pips, protected());
        assert!(!captures(&out).contains_key(&sq(11, 16)), "{pips} pips");
        assert!(captures(&roll(&board, &pos, rook, pips)).contains_key(&sq(11, 16)));
    }
    // With a third piece between guard and origin, the knight is uncovered.
    let pos = on_track(&[
        (rook, (12, 16)),
        (knight, (11, 16)),
        (pc(2, B), (13, 16)),
        (guard, (14, 16)),
    ]);
    let out = roll_outcomes(&board, &pos, rook, 1, protected());
    assert_eq!(captures(&out).get(&sq(11, 16)), Some(&knight));
}

#[test]
fn covering_is_judged_after_the_capturer_has_left_its_path() {
    // A two-move capture (12,15) -> (12,16) -> (11,16): the guard on (13,16) covers (11,16)
    // through (12,16), which is empty once the capturer stands on (11,16).
    let board = Board::classic();
    let (rook, knight, guard) = (pc(0, R), pc(1, N), pc(1, R));
    let pos = on_track(&[(rook, (12, 15)), (knight, (11, 16)), (guard, (13, 16))]);
    assert!(captures(&roll(&board, &pos, rook, 2)).contains_key(&sq(11, 16)));
    assert!(
        !captures(&roll_outcomes(&board, &pos, rook, 2, protected())).contains_key(&sq(11, 16))
    );
}

#[test]
fn covering_is_not_recursive() {
    // The knight on (6,16) is covered by the bishop on (7,15). That the bishop would be
    // lost after recapturing (seat 0's queen attacks both it and (6,16)) does not matter.
    let board = Board::classic();
    let (rook, queen, knight, bishop) = (pc(0, R), pc(0, Q), pc(1, N), pc(1, B));
    let pos = on_track(&[
        (rook, (3, 16)),
        (queen, (6, 14)),
        (knight, (6, 16)),
        (bishop, (7, 15)),
    ]);
    let occ = occupied(&board, &pos);
    assert!(covers(&board, occ, queen, sq(6, 14), sq(7, 15)));
    assert!(covers(&board, occ, queen, sq(6, 14), sq(6, 16)));
    assert!(!is_covered(&board, &pos, bishop, Some(sq(6, 14))));
    assert!(is_covered(&board, &pos, knight, Some(sq(3, 16))));
    let out = roll_outcomes(&board, &pos, rook, 1, protected());
    assert!(!captures(&out).contains_key(&sq(6, 16)));
    assert!(captures(&roll(&board, &pos, rook, 1)).contains_key(&sq(6, 16)));
}

#[test]
fn king_covers_its_neighbours() {
    let board = Board::classic();
    let king = pc(0, K);
    let pos = on_track(&[(king, (5, 16))]);
    let occ = occupied(&board, &pos);
    for n in [(4, 15), (5, 15), (6, 15), (4, 16), (6, 16)] {
        assert!(covers(&board, occ, king, sq(5, 16), sq(n.0, n.1)), "{n:?}");
    }
    for far in [(7, 16), (5, 14), (3, 16), (5, 16)] {
        assert!(
            !covers(&board, occ, king, sq(5, 16), sq(far.0, far.1)),
            "{far:?}"
        );
    }
    // Its own blocking line applies.
    let empty = SquareSet::EMPTY;
    for q in [(9, 14), (9, 15), (9, 16)] {
        assert!(
            !covers(&board, empty, king, sq(8, 15), sq(q.0, q.1)),
            "seat 0 {q:?}"
        );
        assert!(
            covers(&board, empty, pc(1, K), sq(8, 15), sq(q.0, q.1)),
            "seat 1 {q:?}"
        );
    }
    assert!(covers(&board, empty, king, sq(8, 15), sq(7, 14)));
}

#[test]
fn pawn_covers_diagonals_only() {
    let board = Board::classic();
    let pawn = pc(0, P);
    let empty = SquareSet::EMPTY;
    for d in [(4, 14), (6, 14), (4, 16), (6, 16)] {
        assert!(
            covers(&board, empty, pawn, sq(5, 15), sq(d.0, d.1)),
            "{d:?}"
        );
    }
    for o in [(4, 15), (6, 15), (5, 14), (5, 16)] {
        assert!(
            !covers(&board, empty, pawn, sq(5, 15), sq(o.0, o.1)),
            "{o:?}"
        );
    }
    // Across its own blocking line it covers nothing; another seat's pawn does.
    for q in [(9, 14), (9, 16)] {
        assert!(!covers(&board, empty, pawn, sq(8, 15), sq(q.0, q.1)));
        assert!(covers(&board, empty, pc(1, P), sq(8, 15), sq(q.0, q.1)));
    }
    assert!(covers(&board, empty, pawn, sq(8, 15), sq(7, 14)));
}

#[test]
fn sliders_and_knights_cover_what_they_could_capture() {
    let board = Board::classic();
    let (rook, blocker) = (pc(0, R), pc(2, P));
    let pos = on_track(&[(rook, (3, 16)), (blocker, (4, 16))]);
    assert!(covers(&board, SquareSet::EMPTY, rook, sq(3, 16), sq(5, 16)));
    assert!(covers(
        &board,
        occupied(&board, &pos),
        rook,
        sq(3, 16),
        sq(4, 16)
    ));
    assert!(
        !covers(&board, occupied(&board, &pos), rook, sq(3, 16), sq(5, 16)),
        "stopped by a piece"
    );
    assert!(!covers(
        &board,
        SquareSet::EMPTY,
        rook,
        sq(3, 16),
        sq(4, 15)
    ));
    // Sliders cover up to their own line, not across it.
    assert!(covers(&board, SquareSet::EMPTY, rook, sq(7, 15), sq(8, 15)));
    assert!(!covers(
        &board,
        SquareSet::EMPTY,
        rook,
        sq(7, 15),
        sq(9, 15)
    ));
    assert!(covers(
        &board,
        SquareSet::EMPTY,
        pc(1, R),
        sq(7, 15),
        sq(9, 15)
    ));
    // A knight covers its landing squares whatever lies between.
    let knight = pc(0, N);
    let full = occupied(
        &board,
        &on_track(&[(pc(1, Q), (4, 15)), (pc(1, K), (4, 16))]),
    );
    assert!(covers(&board, full, knight, sq(3, 16), sq(5, 15)));
    assert!(!covers(&board, full, knight, sq(3, 16), sq(5, 16)));
}

#[test]
fn covering_respects_the_coverers_own_blocking_line() {
    // Seat 0's knight on (9,15) is attacked by seat 1's rook. Seat 0's rook on (8,15) sits
    // right beside it but behind seat 0's line, so it does not cover it.
    let board = Board::classic();
    let (victim, hunter) = (pc(0, N), pc(1, R));
    let pos = on_track(&[(victim, (9, 15)), (pc(0, R), (8, 15)), (hunter, (12, 15))]);
    assert!(!is_covered(&board, &pos, victim, Some(sq(12, 15))));
    let out = roll_outcomes(&board, &pos, hunter, 1, protected());
    assert_eq!(captures(&out).get(&sq(9, 15)), Some(&victim));
    // On (9,14), on the same side of the line, the rook covers it.
    let pos = on_track(&[(victim, (9, 15)), (pc(0, R), (9, 14)), (hunter, (12, 15))]);
    assert!(is_covered(&board, &pos, victim, Some(sq(12, 15))));
    assert!(captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).is_empty());
}

#[test]
fn pieces_in_box_or_at_home_cover_nothing() {
    let board = Board::classic();
    let (victim, hunter) = (pc(0, N), pc(1, R));
    let mut pos = on_track(&[(victim, (8, 14)), (hunter, (8, 16))]);
    pos.set(pc(0, K), Location::Home);
    pos.set(pc(0, Q), Location::Home);
    pos.set(pc(0, R), Location::Box);
    pos.set(pc(0, B), Location::Box);
    assert!(!is_covered(&board, &pos, victim, Some(sq(8, 16))));
    let out = roll_outcomes(&board, &pos, hunter, 1, protected());
    assert_eq!(captures(&out).get(&sq(8, 14)), Some(&victim));
    // The same king active on the entry field beside it does cover.
    pos.set(pc(0, K), Location::Track(sq(7, 14)));
    assert!(is_covered(&board, &pos, victim, Some(sq(8, 16))));
    assert!(captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).is_empty());
}

#[test]
fn pause_fields_play_no_part_in_covering() {
    let board = Board::classic();
    let (hunter, victim) = (pc(0, R), pc(1, N));
    // The guard stands on its own pause field (14,15) and still covers (12,15).
    let pos = on_track(&[(hunter, (12, 16)), (victim, (12, 15)), (pc(1, R), (14, 15))]);
    assert!(captures(&roll(&board, &pos, hunter, 1)).contains_key(&sq(12, 15)));
    assert!(
        !captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).contains_key(&sq(12, 15))
    );
    // A victim on a foreign pause field (15,14) is covered like anywhere else.
    let hunter_pos = (11, 14);
    let pos = on_track(&[
        (hunter, hunter_pos),
        (victim, (15, 14)),
        (pc(1, R), (15, 16)),
    ]);
    assert!(captures(&roll(&board, &pos, hunter, 1)).contains_key(&sq(15, 14)));
    assert!(
        !captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).contains_key(&sq(15, 14))
    );
    let pos = on_track(&[(hunter, hunter_pos), (victim, (15, 14))]);
    assert!(
        captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).contains_key(&sq(15, 14))
    );
}

// ---------------------------------------------------------------- §6: no blockade

#[test]
fn blockade_pairs_count_as_uncovered() {
    let board = Board::classic();
    let (king, rook, hunter) = (pc(1, K), pc(1, R), pc(0, R));
    // Seat 1's king and rook cover each other on seat 0's start fields (9,16) (10,16).
    let mut pos = on_track(&[(king, (9, 16)), (rook, (10, 16)), (hunter, (12, 16))]);
    pos.set(pc(0, Q), Location::Box);
    assert_eq!(blockades(&board, &pos), vec![(king, rook)]);
    assert!(!is_covered(&board, &pos, rook, Some(sq(12, 16))));
    assert!(!is_covered(&board, &pos, king, Some(sq(12, 16))));
    let out = roll_outcomes(&board, &pos, hunter, 1, protected());
    assert_eq!(captures(&out).get(&sq(10, 16)), Some(&rook));
    // The same pair two squares further on is an ordinary covered pair.
    let mut pos = on_track(&[(king, (11, 16)), (rook, (12, 16)), (hunter, (14, 16))]);
    pos.set(pc(0, Q), Location::Box);
    assert!(blockades(&board, &pos).is_empty());
    assert!(is_covered(&board, &pos, rook, Some(sq(14, 16))));
    assert!(captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).is_empty());
}

#[test]
fn blockade_on_entry_fields_counts_too() {
    let board = Board::classic();
    let mut base = Position::empty();
    base.set(pc(0, N), Location::Box);
    let with = |pieces: &[(PieceId, (u8, u8))]| {
        let mut pos = base.clone();
        for &(p, (x, y)) in pieces {
            pos.set(p, Location::Track(sq(x, y)));
        }
        pos
    };
    let (king, rook, hunter) = (pc(1, K), pc(1, R), pc(0, Q));
    let pos = with(&[(king, (7, 14)), (rook, (8, 14)), (hunter, (8, 16))]);
    assert_eq!(blockades(&board, &pos), vec![(king, rook)]);
    let out = roll_outcomes(&board, &pos, hunter, 1, protected());
    assert_eq!(captures(&out).get(&sq(8, 14)), Some(&rook));
    // Not mutual: the bishop does not cover (8,14) and the knight does not cover (7,14).
    let pos = with(&[(pc(1, B), (7, 14)), (pc(1, N), (8, 14))]);
    assert!(blockades(&board, &pos).is_empty());
    // Two seats: no pair.
    let pos = with(&[(king, (7, 14)), (pc(2, R), (8, 14))]);
    assert!(blockades(&board, &pos).is_empty());
    // A seat's own pieces on its own entry fields are no blockade.
    let pos = with(&[(pc(0, K), (7, 14)), (pc(0, R), (8, 14))]);
    assert!(blockades(&board, &pos).is_empty());
}

#[test]
fn blockade_needs_another_playing_seat() {
    // Seat 0 plays nobody here: its start fields are ordinary squares and the pair on them
    // covers itself as usual.
    let board = Board::classic();
    let (king, rook, hunter) = (pc(1, K), pc(1, R), pc(2, R));
    let mut pos = on_track(&[(king, (9, 16)), (rook, (10, 16)), (hunter, (12, 16))]);
    assert!(blockades(&board, &pos).is_empty());
    assert!(captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).is_empty());
    pos.set(pc(0, P), Location::Box);
    assert_eq!(blockades(&board, &pos), vec![(king, rook)]);
    assert!(
        captures(&roll_outcomes(&board, &pos, hunter, 1, protected())).contains_key(&sq(10, 16))
    );
}

#[test]
fn creates_blockade_reports_only_new_pairs_of_the_seat() {
    let board = Board::classic();
    let (king, rook) = (pc(1, K), pc(1, R));
    let mut before = on_track(&[(king, (9, 16)), (rook, (12, 16))]);
    before.set(pc(0, Q), Location::Box);
    let mut after = before.clone();
    after.set(rook, Location::Track(sq(10, 16)));
    assert!(creates_blockade(&board, &before, &after, Seat(1)));
    assert!(!creates_blockade(&board, &before, &after, Seat(2)));
    assert!(
        !creates_blockade(&board, &after, &after, Seat(1)),
        "already there before"
    );
    assert!(!creates_blockade(&board, &before, &before, Seat(1)));
}

// ----- §6: no blockade, covered pieces -----

#[test]
fn no_blockade_on_foreign_start_fields() {
    // Seat 2's start fields are (7,0) and (6,0). A seat 0 rook already stands on (6,0).
    let pieces = [(0, R, at(6, 0)), (0, Q, at(7, 2))];
    let state = two_player("large", &pieces, Home, Face::Pips(1), Some(3));
    assert!(state
        .outcomes_for(Q)
        .unwrap()
        .result(Target::Square(sq(7, 0)))
        .is_some());
    assert!(
        !has_move(&state, Q, Target::Square(sq(7, 0))),
        "queen and rook would cover each other"
    );
    assert!(has_move(&state, Q, Target::Square(sq(7, 1))));
    assert_eq!(state.check(&mv(Q, &[(7, 0)])), Err(Refusal::NotLegal));
    // Without the protection rule there is no such thing as a blockade.
    let state = two_player("small", &pieces, Home, Face::Pips(1), None);
    assert!(has_move(&state, Q, Target::Square(sq(7, 0))));
}

#[test]
fn no_blockade_on_foreign_entry_fields() {
    // Seat 2's entry fields are (9,2) and (8,2).
    let pieces = [(0, R, at(8, 2)), (0, Q, at(9, 0))];
    let state = two_player("large", &pieces, Home, Face::Pips(1), Some(3));
    assert!(state
        .outcomes_for(Q)
        .unwrap()
        .result(Target::Square(sq(9, 2)))
        .is_some());
    assert!(!has_move(&state, Q, Target::Square(sq(9, 2))));
    assert!(has_move(&state, Q, Target::Square(sq(9, 1))));
    let state = two_player("small", &pieces, Home, Face::Pips(1), None);
    assert!(has_move(&state, Q, Target::Square(sq(9, 2))));
}

#[test]
fn blockade_needs_pieces_that_cover_each_other() {
    // A knight does not cover the square beside it: a rook and a knight on seat 2's
    // start fields are no blockade, while a rook and a queen are.
    let pieces = [(0, R, at(6, 0)), (0, N, at(8, 2)), (0, Q, at(7, 2))];
    let state = two_player("large", &pieces, Home, Face::Pips(1), Some(3));
    assert!(has_move(&state, N, Target::Square(sq(7, 0))));
    assert!(!has_move(&state, Q, Target::Square(sq(7, 0))));
}

#[test]
fn blockade_pieces_count_as_uncovered() {
    // A card left seat 0's rook and queen on seat 2's start fields, covering each other.
    let pieces = [(0, R, at(6, 0)), (0, Q, at(7, 0)), (2, N, at(5, 2))];
    let state = scenario(
        setup("large", 2, &[]),
        large_pos(&pieces, InBox),
        2,
        decide(Face::Pips(1), Some(3)),
    );
    assert!(state.legal_choices().contains(&Choice::Move {
        role: N,
        target: Target::Square(sq(6, 0)),
        captures: Some(pc(0, R)),
        moves: 1
    }));
    // And seat 2 may bring in onto either of them.
    let state = scenario(
        setup("large", 2, &[]),
        large_pos(&pieces, InBox),
        2,
        decide(Face::Plus, Some(3)),
    );
    let fields: Vec<Square> = bring_ins(&state).into_iter().map(|(_, f)| f).collect();
    assert!(fields.contains(&sq(7, 0)) && fields.contains(&sq(6, 0)));
    // The same pair elsewhere on the track protects itself.
    let pieces = [(0, R, at(4, 0)), (0, Q, at(5, 0)), (2, N, at(3, 2))];
    let state = scenario(
        setup("large", 2, &[]),
        large_pos(&pieces, InBox),
        2,
        decide(Face::Pips(1), Some(3)),
    );
    assert!(state
        .outcomes_for(N)
        .unwrap()
        .results
        .iter()
        .all(|r| r.captures.is_none()));
}

#[test]
fn cover_is_judged_with_the_capturers_start_square_empty() {
    // Seat 2's rook on (3,16) covers (6,16) only once seat 0's queen has left (4,16).
    let pieces = [(0, Q, at(4, 16)), (2, R, at(3, 16)), (2, N, at(6, 16))];
    let state = two_player("large", &pieces, Home, Face::Pips(1), Some(3));
    assert!(!has_move(&state, Q, Target::Square(sq(6, 16))));
    assert_eq!(state.check(&mv(Q, &[(6, 16)])), Err(Refusal::NotLegal));
    // Without a covering piece the knight may be captured.
    let pieces = [(0, Q, at(4, 16)), (2, R, at(3, 14)), (2, N, at(6, 16))];
    let mut state = two_player("large", &pieces, Home, Face::Pips(1), Some(3));
    assert_eq!(
        play(&mut state, mv(Q, &[(6, 16)])),
        vec![
            stepped(pc(0, Q), (4, 16), (6, 16)),
            Event::Captured {
                piece: pc(2, N),
                by: pc(0, Q),
                at: sq(6, 16)
            },
            turn_started(2, 1),
        ]
    );
}
