//! Each area's texts exist in both languages and differ between them. A message
//! without a name does not compile (one exhaustive `match` per message enum in `keys/`);
//! these tests catch a text left in the wrong language, or empty.

use super::*;

/// Every message's German and English text: neither empty, and different.
fn both_differ(de: String, en: String, what: &str) {
    assert!(!de.is_empty() && !en.is_empty(), "{what} has an empty text");
    assert_ne!(de, en, "{what} is not translated");
}

#[test]
fn reasons_have_both_languages() {
    let names = |s: Seat| ["Anna", "Ben", "Cem", "Dora"][s.index() % 4].to_string();
    let track_why = track::WhyNot::NotYourTurn { turn: Seat(1) };
    both_differ(
        why_not(Lang::De, Role::Rook, &track_why, &names),
        why_not(Lang::En, Role::Rook, &track_why, &names),
        "track's why not",
    );
    let track_refusal = track::Refusal::PieceNotMovable(Role::Knight);
    both_differ(
        refusal(Lang::De, &track_refusal),
        refusal(Lang::En, &track_refusal),
        "track's refusal",
    );
    let chess_why = ::chess::WhyNot::PawnMovesOnlyForward;
    both_differ(
        chess_why_not(Lang::De, &chess_why),
        chess_why_not(Lang::En, &chess_why),
        "chess's why not",
    );
    let chess_ref = ::chess::Refusal::OfferStands;
    both_differ(
        chess_refusal(Lang::De, &chess_ref),
        chess_refusal(Lang::En, &chess_ref),
        "chess's refusal",
    );
    let yalta_names = ["Ada".to_string(), "Bo".into(), "Cleo".into()];
    let yalta_ref = yalta::why_not::Refusal::DoesNotAnswerCheck(vec![
        yalta::cell::Player::Black,
        yalta::cell::Player::Red,
    ]);
    both_differ(
        yalta_refusal(Lang::De, &yalta_names, &yalta_ref),
        yalta_refusal(Lang::En, &yalta_names, &yalta_ref),
        "Yalta's refusal",
    );
}
