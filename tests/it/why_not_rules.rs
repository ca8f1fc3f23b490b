//! "Why not?": one scenario per reason a square is refused, each read in both
//! languages, and the move-count map.

use schachschlamassel::ui::i18n::{why_not, Lang};
use test_kit::*;
use track::dice::Face;
use track::pieces::{Location, PieceId, Role, Seat};
use track::why_not::Die;
use track::{Phase, State, WhyNot};
use Location::Box as InBox;
use Role::{Bishop as B, King as K, Knight as N, Pawn as P, Queen as Q, Rook as R};

/// Seat 0 deciding on a roll in a game of `variant` (2 players: seats 0 and 2).
fn small(pieces: &[(u8, Role, Location)], pips: u8) -> State {
    deciding(
        setup("small", 2, &[]),
        small_pos(pieces, InBox),
        Face::Pips(pips),
        None,
    )
}

fn large(pieces: &[(u8, Role, Location)], white: Face, orange: u8) -> State {
    deciding(
        setup("large", 2, &[]),
        large_pos(pieces, InBox),
        white,
        Some(orange),
    )
}

/// The reason, after checking that it reads well in both languages.
fn why(state: &State, piece: PieceId, to: (u8, u8), pips: Option<u8>) -> WhyNot {
    let w = state
        .explain(piece, sq(to.0, to.1), pips)
        .expect_err("the square is refused");
    let name = |s: Seat| ["Anna", "Grün", "Papa", "Rot"][s.index()].to_string();
    let de = why_not(Lang::De, piece.role, &w, &name);
    let en = why_not(Lang::En, piece.role, &w, &name);
    for t in [&de, &en] {
        assert!(!t.is_empty() && t.chars().count() <= 90, "{w:?}: '{t}'");
    }
    assert_ne!(de, en, "{w:?} is not translated");
    w
}

#[test]
fn a_wall_is_not_a_track_square() {
    let s = small(&[(0, Q, at(12, 16))], 1);
    assert_eq!(
        why(&s, pc(0, Q), (5, 5), None),
        WhyNot::Wall { square: sq(5, 5) }
    );
}

#[test]
fn another_colours_house_is_not_a_track_square() {
    let s = small(&[(0, Q, at(12, 16))], 1);
    assert_eq!(
        why(&s, pc(0, Q), (8, 3), None),
        WhyNot::ForeignHouse {
            square: sq(8, 3),
            owner: Seat(2)
        }
    );
}

#[test]
fn an_own_piece_stands_there() {
    let s = small(&[(0, Q, at(12, 16)), (0, R, at(14, 16))], 2);
    assert_eq!(
        why(&s, pc(0, Q), (14, 16), None),
        WhyNot::OwnPiece {
            square: sq(14, 16),
            piece: pc(0, R)
        }
    );
}

#[test]
fn a_piece_may_not_cross_its_own_blocking_line() {
    // Seat 0's line runs between columns 8 and 9 on the bottom rows.
    let s = small(&[(0, Q, at(9, 16))], 1);
    let w = why(&s, pc(0, Q), (8, 16), None);
    assert!(matches!(w, WhyNot::OwnLine { seat: Seat(0), .. }), "{w:?}");
    let text = why_not(Lang::De, B, &w, &|_| String::new());
    assert_eq!(text, "Der Läufer darf nicht über seine gelbe Sperrlinie.");
}

#[test]
fn a_slider_is_blocked_by_a_piece_in_its_way() {
    let s = small(&[(0, R, at(11, 16)), (2, Q, at(13, 16))], 1);
    assert_eq!(
        why(&s, pc(0, R), (15, 16), None),
        WhyNot::Blocked {
            blocker: sq(13, 16)
        }
    );
}

#[test]
fn a_piece_on_its_own_pause_field_cannot_be_captured() {
    // (15,16) is a pause field of seat 2's colour.
    let s = small(&[(0, Q, at(12, 16)), (2, R, at(15, 16))], 1);
    assert_eq!(
        why(&s, pc(0, Q), (15, 16), None),
        WhyNot::PauseField {
            victim: pc(2, R),
            square: sq(15, 16)
        }
    );
}

#[test]
fn a_covered_piece_cannot_be_captured_and_the_cover_is_named() {
    let s = large(
        &[(0, Q, at(12, 16)), (2, R, at(14, 16)), (2, B, at(15, 15))],
        Face::Pips(2),
        3,
    );
    assert_eq!(
        why(&s, pc(0, Q), (14, 16), None),
        WhyNot::Covered {
            victim: pc(2, R),
            by: pc(2, B)
        }
    );
}

#[test]
fn a_capture_is_allowed_only_with_the_last_move() {
    // The knight reaches (14,15) in one move, never in exactly two.
    let s = small(&[(0, N, at(12, 16)), (2, R, at(14, 15))], 2);
    assert_eq!(
        why(&s, pc(0, N), (14, 15), None),
        WhyNot::CaptureOnlyLast {
            victim: pc(2, R),
            needed: 1,
            pips: 2
        }
    );
}

#[test]
fn too_far_says_the_fewest_moves() {
    let s = small(&[(0, Q, at(12, 16))], 1);
    assert_eq!(
        why(&s, pc(0, Q), (16, 8), None),
        WhyNot::TooFar { needed: 2, pips: 1 }
    );
    let counts = s.move_counts(pc(0, Q)).unwrap();
    assert_eq!(counts.to[s.board().index(sq(16, 8))], Some(2));
}

#[test]
fn a_knight_changes_colour_so_not_every_count_ends_there() {
    let s = small(&[(0, N, at(12, 16))], 2);
    match why(&s, pc(0, N), (13, 14), None) {
        WhyNot::NotExactly { pips: 2, works } => {
            assert!(works.contains(&1) && works.contains(&3), "{works:?}");
            assert!(works.iter().all(|k| k % 2 == 1), "{works:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_bishop_keeps_its_square_colour() {
    let s = small(&[(0, B, at(12, 16))], 1);
    assert_eq!(why(&s, pc(0, B), (12, 15), None), WhyNot::BishopColour);
}

#[test]
fn the_house_is_entered_only_over_an_own_entry_field() {
    // Next to the house, but not on an entry field: the house is two moves away.
    let s = deciding(
        setup("large", 2, &[]),
        large_pos(&[(0, K, at(6, 14))], InBox),
        Face::Plus,
        Some(1),
    );
    let w = why(&s, pc(0, K), (7, 13), None);
    assert_eq!(
        w,
        WhyNot::HouseOverEntry {
            entries: [sq(7, 14), sq(8, 14)]
        }
    );
}

#[test]
fn a_pawn_moves_straight_and_captures_diagonally() {
    let s = large(&[(0, P, at(12, 16))], Face::Pips(1), 3);
    assert_eq!(
        why(&s, pc(0, P), (13, 15), Some(1)),
        WhyNot::PawnStraightCaptureDiagonal { square: sq(13, 15) }
    );
}

#[test]
fn this_die_moves_other_pieces() {
    let s = large(&[(0, Q, at(12, 16))], Face::Plus, 4);
    assert_eq!(
        why(&s, pc(0, Q), (12, 15), None),
        WhyNot::OtherDie {
            moves_by: Die::White
        }
    );
}

#[test]
fn a_start_field_must_be_freed_first() {
    let s = small(
        &[(0, Q, at(9, 16)), (0, R, at(10, 16)), (0, N, at(14, 14))],
        1,
    );
    let w = why(&s, pc(0, N), (16, 15), None);
    assert!(matches!(w, WhyNot::MustFreeStart { .. }), "{w:?}");
}

#[test]
fn nothing_comes_in_without_a_plus() {
    let s = small(&[(0, Q, at(12, 16))], 3);
    assert_eq!(
        why(&s, pc(0, R), (9, 16), None),
        WhyNot::NeedPlus { hash_too: false }
    );
}

#[test]
fn it_is_not_this_players_turn() {
    let s = small(&[(0, Q, at(12, 16)), (2, Q, at(5, 0))], 1);
    assert_eq!(
        why(&s, pc(2, Q), (6, 0), None),
        WhyNot::NotYourTurn { turn: Seat(0) }
    );
}

#[test]
fn the_dice_must_be_rolled_first() {
    let s = State::classic(setup("small", 2, &[]))
        .with_position(small_pos(&[(0, Q, at(12, 16))], InBox))
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(why(&s, pc(0, Q), (13, 16), None), WhyNot::RollFirst);
}

#[test]
fn a_legal_square_gives_its_roll_result() {
    let s = small(&[(0, Q, at(12, 16))], 1);
    let r = s
        .explain(pc(0, Q), sq(16, 12), None)
        .expect("one diagonal move");
    assert_eq!(r.moves, 1);
}

#[test]
fn a_move_that_blocks_another_colours_start_fields_is_refused() {
    // Rook and queen of seat 0 would cover each other on both of seat 2's start fields.
    let s = large(
        &[(0, R, at(6, 0)), (0, Q, at(8, 0)), (2, Q, at(12, 16))],
        Face::Pips(1),
        3,
    );
    assert_eq!(why(&s, pc(0, Q), (7, 0), None), WhyNot::Blockade);
}

#[test]
fn a_piece_at_home_is_not_on_the_track() {
    let s = small(&[(0, Q, Location::Home), (0, R, at(12, 16))], 1);
    assert_eq!(
        why(&s, pc(0, Q), (13, 16), None),
        WhyNot::NotOnTrack { piece: pc(0, Q) }
    );
}

#[test]
fn nothing_is_possible_when_the_game_is_over() {
    let s = small(&[(0, Q, at(12, 16))], 1).with_phase(Seat(0), Phase::Over);
    assert_eq!(why(&s, pc(0, Q), (13, 16), None), WhyNot::GameOver);
}

#[test]
fn every_reason_has_a_short_text_in_both_languages() {
    use track::board::BlockingLine;
    let q = pc(2, Q);
    let reasons = vec![
        WhyNot::GameOver,
        WhyNot::NotYourTurn { turn: Seat(2) },
        WhyNot::RollFirst,
        WhyNot::NotOnTrack { piece: q },
        WhyNot::NeedPlus { hash_too: true },
        WhyNot::NeedPlus { hash_too: false },
        WhyNot::OtherDie {
            moves_by: Die::White,
        },
        WhyNot::OtherDie {
            moves_by: Die::Orange,
        },
        WhyNot::NotThisRoll,
        WhyNot::Wall { square: sq(5, 5) },
        WhyNot::ForeignHouse {
            square: sq(8, 3),
            owner: Seat(2),
        },
        WhyNot::OwnPiece {
            square: sq(1, 1),
            piece: pc(0, R),
        },
        WhyNot::Blocked { blocker: sq(1, 1) },
        WhyNot::OwnLine {
            seat: Seat(0),
            line: BlockingLine {
                from: (9, 13),
                to: (9, 17),
            },
        },
        WhyNot::BishopColour,
        WhyNot::PauseField {
            victim: q,
            square: sq(15, 16),
        },
        WhyNot::Covered {
            victim: q,
            by: pc(2, N),
        },
        WhyNot::CaptureOnlyLast {
            victim: q,
            needed: 1,
            pips: 3,
        },
        WhyNot::TooFar {
            needed: 12,
            pips: 4,
        },
        WhyNot::NotExactly {
            pips: 2,
            works: vec![1, 3, 5, 7, 9, 11],
        },
        WhyNot::NotExactly {
            pips: 2,
            works: vec![],
        },
        WhyNot::HouseOverEntry {
            entries: [sq(7, 14), sq(8, 14)],
        },
        WhyNot::PawnStraightCaptureDiagonal { square: sq(1, 1) },
        WhyNot::MustFreeStart {
            fields: [sq(9, 16), sq(10, 16)],
        },
        WhyNot::Blockade,
        WhyNot::Unreachable,
    ];
    let name = |s: Seat| ["Annabella", "Großvater", "Papa", "Rot"][s.index()].to_string();
    for w in &reasons {
        for role in [Q, R, B, N, K, P] {
            let de = why_not(Lang::De, role, w, &name);
            let en = why_not(Lang::En, role, w, &name);
            for t in [&de, &en] {
                assert!(
                    !t.trim().is_empty() && t.chars().count() <= 90,
                    "{w:?} {role:?}: '{t}' ({} characters)",
                    t.chars().count()
                );
            }
            assert_ne!(de, en, "{w:?} is not translated");
        }
    }
}

#[test]
fn every_refused_command_is_said_in_both_languages() {
    use track::Refusal;
    let all = [
        Refusal::GameOver,
        Refusal::NotNow,
        Refusal::NotLegal,
        Refusal::BadRoute { step: 2 },
        Refusal::WrongLength { moves: 2, pips: 3 },
        Refusal::PieceNotMovable(Role::Knight),
    ];
    let mut seen = std::collections::HashSet::new();
    for r in &all {
        let de = schachschlamassel::ui::i18n::refusal(Lang::De, r);
        let en = schachschlamassel::ui::i18n::refusal(Lang::En, r);
        assert_ne!(de, en, "{r:?}");
        assert!(seen.insert(en.clone()), "two refusals share the text {en}");
        assert!(de.ends_with('.') && en.ends_with('.'), "{de} / {en}");
    }
    let de = schachschlamassel::ui::i18n::refusal(Lang::De, &all[3]);
    assert!(
        de.contains("Zug 3"),
        "the route's move is counted from 1: {de}"
    );
    let en = schachschlamassel::ui::i18n::refusal(Lang::En, &all[5]);
    assert!(en.contains("knight"), "{en}");
}
