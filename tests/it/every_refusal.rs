//! No silent refusal (issue 30): every kind of refusal of every game and screen — the
//! race's and the school's reasons for a square or a piece (`track::WhyNot`), the race's
//! refused commands (`track::Refusal`), the window's declined inputs (`Declined`), the
//! school's wrong square (`school::Pick::Wrong`), chess's reasons and refusals, Yalta's
//! refusals — has a text in every language, and the languages differ. The lists are the
//! app's `ui::i18n::reason_samples` (its snapshot reads the same), each exhaustive by
//! construction: a `match` without a wildcard, so that a new kind does not compile until
//! it has a sample there.

use schachschlamassel::ui::i18n::reason_samples::{
    chess_refusals, chess_why_nots, track_refusals, yalta_refusals,
};
pub use schachschlamassel::ui::i18n::reason_samples::{declines, track_why_nots};
use schachschlamassel::ui::i18n::{
    chess_refusal, chess_why_not, declined, refusal, why_not, yalta_refusal, Lang,
};
use schachschlamassel::ui::table::interact::Declined;
use track::geometry::Square;
use track::pieces::{PieceId, Role, Seat};
use track::WhyNot;

/// The languages of the window: German and English first (they must differ).
const LANGS: [Lang; 8] = Lang::ALL;
/// A reason fits a bubble or a panel line of this many characters at most.
const MOST: usize = 90;

/// The players' names in a reason: long ones, so that the longest words are measured.
fn name(lang: Lang) -> impl Fn(Seat) -> String {
    move |s: Seat| match lang {
        Lang::De => ["Annabella", "Großvater", "Papa", "Rot"][s.index()].to_string(),
        _ => ["Annabella", "Grandpa", "Papa", "Red"][s.index()].to_string(),
    }
}

/// The school's answers to a clicked square: only a wrong one is refused, with the
/// rules' reason (every kind of which is in [`track_why_nots`]).
fn school_refusals() -> Vec<WhyNot> {
    let picks: Vec<school::Pick> = track_why_nots()
        .into_iter()
        .map(school::Pick::Wrong)
        .chain([
            school::Pick::Found,
            school::Pick::Again,
            school::Pick::Won(3),
        ])
        .collect();
    picks
        .into_iter()
        .filter_map(|p| match p {
            school::Pick::Wrong(why) => Some(why),
            school::Pick::Found | school::Pick::Again | school::Pick::Won(_) => None,
        })
        .collect()
}

/// Each text of a refusal, by language: present, short enough, and translated.
fn said_in_every_language(what: &str, texts: impl Fn(Lang) -> String) {
    let by_lang: Vec<String> = LANGS.iter().map(|l| texts(*l)).collect();
    for (lang, t) in LANGS.iter().zip(&by_lang) {
        assert!(!t.trim().is_empty(), "{what} says nothing in {lang:?}");
        assert!(
            t.chars().count() <= MOST,
            "{what} in {lang:?} is {} characters: '{t}'",
            t.chars().count()
        );
    }
    assert_ne!(by_lang[0], by_lang[1], "{what} is not translated");
}

#[test]
fn every_refusal_of_the_race_and_the_school_is_said_in_every_language() {
    let roles = Role::ALL;
    let mut count = 0;
    for why in track_why_nots().iter().chain(&school_refusals()) {
        for role in roles {
            said_in_every_language(&format!("{why:?} ({role:?})"), |lang| {
                why_not(lang, role, why, &name(lang))
            });
            count += 1;
        }
    }
    for d in declines() {
        said_in_every_language(&format!("{d:?}"), |lang| declined(lang, &d, &name(lang)));
        count += 1;
    }
    for r in track_refusals() {
        said_in_every_language(&format!("{r:?}"), |lang| refusal(lang, &r));
        count += 1;
    }
    assert!(count > 300, "only {count} texts");
}

#[test]
fn every_refusal_of_chess_is_said_in_every_language() {
    for w in chess_why_nots() {
        said_in_every_language(&format!("{w:?}"), |lang| chess_why_not(lang, &w));
    }
    for r in chess_refusals() {
        said_in_every_language(&format!("{r:?}"), |lang| chess_refusal(lang, &r));
    }
}

#[test]
fn every_refusal_of_yalta_is_said_in_every_language() {
    let names = ["Ada".to_string(), "Bo".to_string(), "Cleo".to_string()];
    for r in yalta_refusals() {
        said_in_every_language(&format!("{r:?}"), |lang| yalta_refusal(lang, &names, &r));
    }
}

#[test]
fn a_piece_reason_names_the_piece_where_a_square_reason_would_not() {
    let queen = PieceId {
        seat: Seat(0),
        role: Role::Queen,
    };
    let d = Declined::Piece {
        piece: queen,
        why: WhyNot::MustFreeStart {
            fields: [Square::new(9, 16), Square::new(10, 16)],
        },
    };
    assert_eq!(
        declined(Lang::En, &d, &name(Lang::En)),
        "The queen cannot free a start field, and this roll must free one."
    );
    let back = WhyNot::BackToStart {
        pips: 7,
        works: vec![2, 4, 6, 8, 10, 12],
    };
    assert_eq!(
        why_not(Lang::En, Role::Pawn, &back, &name(Lang::En)),
        "The pawn cannot return to its square in exactly 7 moves, only in 2, 4, 6, 8, 10 or 12."
    );
    let any = WhyNot::BackToStart {
        pips: 1,
        works: vec![2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    };
    assert!(why_not(Lang::De, Role::Queen, &any, &name(Lang::De)).contains("2 bis 12"));
}
