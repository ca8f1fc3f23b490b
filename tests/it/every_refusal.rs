//! No silent refusal (issue 30): every kind of refusal of every game and screen — the
//! race's and the school's reasons for a square or a piece (`track::WhyNot`), the race's
//! refused commands (`track::Refusal`), the window's declined inputs (`Declined`), the
//! school's wrong square (`school::Pick::Wrong`), chess's reasons and refusals, Yalta's
//! refusals — has a text in every language, and the languages differ. Each list below is
//! exhaustive by construction: a `match` without a wildcard, so that a new kind does not
//! compile until it has a sample here.

use chess::{CastlingBan, Color as Side, Piece};
use schachschlamassel::ui::chess::texts::language;
use schachschlamassel::ui::i18n::{
    chess_refusal, chess_why_not, declined, refusal, why_not, yalta_refusal, Lang,
};
use schachschlamassel::ui::interact::Declined;
use track::board::Board;
use track::geometry::Square;
use track::pieces::{PieceId, Role, Seat};
use track::why_not::Die;
use track::WhyNot;
use yalta::cell::{Cell, Player};
use yalta::movegen::CastlingRefusal;
use yalta::position::Kind;
use yalta::why_not::Refusal as YaltaRefusal;

/// The languages of the window.
const LANGS: [Lang; 2] = [Lang::De, Lang::En];
/// A reason fits a bubble or a panel line of this many characters at most.
const MOST: usize = 90;

fn sq(x: u8, y: u8) -> Square {
    Square::new(x, y)
}

fn pc(seat: u8, role: Role) -> PieceId {
    PieceId {
        seat: Seat(seat),
        role,
    }
}

fn name(lang: Lang) -> impl Fn(Seat) -> String {
    move |s: Seat| match lang {
        Lang::De => ["Annabella", "Großvater", "Papa", "Rot"][s.index()].to_string(),
        _ => ["Annabella", "Grandpa", "Papa", "Red"][s.index()].to_string(),
    }
}

/// One sample of every reason why a square or a piece is refused in the race and the
/// school (the longest words where a reason has a list).
pub fn track_why_nots() -> Vec<WhyNot> {
    let line = Board::classic()
        .seat(Seat(0))
        .map(|l| l.line)
        .expect("seat 0 has a line");
    let all = vec![
        WhyNot::GameOver,
        WhyNot::NotYourTurn { turn: Seat(2) },
        WhyNot::RollFirst,
        WhyNot::NotOnTrack {
            piece: pc(0, Role::Queen),
        },
        WhyNot::NeedPlus { hash_too: false },
        WhyNot::NeedPlus { hash_too: true },
        WhyNot::OtherDie {
            moves_by: Die::Orange,
        },
        WhyNot::OtherDie {
            moves_by: Die::White,
        },
        WhyNot::NotThisRoll,
        WhyNot::Wall { square: sq(5, 5) },
        WhyNot::ForeignHouse {
            square: sq(8, 3),
            owner: Seat(1),
        },
        WhyNot::OwnPiece {
            square: sq(14, 16),
            piece: pc(0, Role::Knight),
        },
        WhyNot::Blocked {
            blocker: sq(12, 16),
        },
        WhyNot::OwnLine {
            seat: Seat(0),
            line,
        },
        WhyNot::BishopColour,
        WhyNot::PauseField {
            victim: pc(3, Role::Bishop),
            square: sq(16, 8),
        },
        WhyNot::Covered {
            victim: pc(1, Role::Rook),
            by: pc(1, Role::Knight),
        },
        WhyNot::CaptureOnlyLast {
            victim: pc(2, Role::Queen),
            needed: 2,
            pips: 5,
        },
        WhyNot::TooFar {
            needed: 12,
            pips: 11,
        },
        WhyNot::NotExactly {
            pips: 11,
            works: vec![1, 3, 5, 7, 9, 12],
        },
        WhyNot::NotExactly {
            pips: 2,
            works: vec![],
        },
        WhyNot::HouseOverEntry {
            entries: [sq(7, 14), sq(8, 14)],
        },
        WhyNot::PawnStraightCaptureDiagonal { square: sq(3, 3) },
        WhyNot::MustFreeStart {
            fields: [sq(9, 16), sq(10, 16)],
        },
        WhyNot::Blockade,
        WhyNot::Unreachable,
        WhyNot::BackToStart {
            pips: 7,
            works: vec![2, 4, 6, 8, 10, 12],
        },
        WhyNot::BackToStart {
            pips: 1,
            works: vec![2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        },
        WhyNot::BackToStart {
            pips: 11,
            works: vec![],
        },
        WhyNot::ForeignPiece {
            piece: pc(2, Role::Knight),
        },
        WhyNot::AtHome {
            piece: pc(0, Role::Bishop),
        },
        WhyNot::Stuck { pips: 8 },
        WhyNot::StartFieldsTaken {
            fields: [sq(9, 16), sq(10, 16)],
        },
        WhyNot::CardWantsForeign,
        WhyNot::CardWantsOwn,
        WhyNot::CardWantsActive {
            piece: pc(0, Role::Queen),
        },
        WhyNot::Finished { seat: Seat(1) },
        WhyNot::NoFreePauseField,
    ];
    for w in &all {
        // A new reason does not compile until it has a sample above.
        match w {
            WhyNot::GameOver
            | WhyNot::NotYourTurn { .. }
            | WhyNot::RollFirst
            | WhyNot::NotOnTrack { .. }
            | WhyNot::NeedPlus { .. }
            | WhyNot::OtherDie { .. }
            | WhyNot::NotThisRoll
            | WhyNot::Wall { .. }
            | WhyNot::ForeignHouse { .. }
            | WhyNot::OwnPiece { .. }
            | WhyNot::Blocked { .. }
            | WhyNot::OwnLine { .. }
            | WhyNot::BishopColour
            | WhyNot::PauseField { .. }
            | WhyNot::Covered { .. }
            | WhyNot::CaptureOnlyLast { .. }
            | WhyNot::TooFar { .. }
            | WhyNot::NotExactly { .. }
            | WhyNot::HouseOverEntry { .. }
            | WhyNot::PawnStraightCaptureDiagonal { .. }
            | WhyNot::MustFreeStart { .. }
            | WhyNot::Blockade
            | WhyNot::Unreachable
            | WhyNot::BackToStart { .. }
            | WhyNot::ForeignPiece { .. }
            | WhyNot::AtHome { .. }
            | WhyNot::Stuck { .. }
            | WhyNot::StartFieldsTaken { .. }
            | WhyNot::CardWantsForeign
            | WhyNot::CardWantsOwn
            | WhyNot::CardWantsActive { .. }
            | WhyNot::Finished { .. }
            | WhyNot::NoFreePauseField => {}
        }
    }
    all
}

/// One sample of every input the race's and the school's window declines, and why.
pub fn declines() -> Vec<Declined> {
    let mut all: Vec<Declined> = track_why_nots()
        .into_iter()
        .map(|why| Declined::Piece {
            piece: pc(0, Role::Queen),
            why,
        })
        .collect();
    all.extend([
        Declined::GameOver,
        Declined::NotInGame { role: Role::King },
        Declined::NotInGame { role: Role::Pawn },
        Declined::RollFirst,
        Declined::RolledAlready,
        Declined::CardFirst,
        Declined::MustMove,
        Declined::NoCards,
        Declined::NoCardNow { hash_only: true },
        Declined::NoCardNow { hash_only: false },
        Declined::DeckEmpty,
        Declined::BoxEmpty,
        Declined::NeedPlus { hash_too: true },
        Declined::NeedPlus { hash_too: false },
        Declined::NothingToTakeBack,
        Declined::NothingToChoose,
        Declined::NothingUnderCursor,
        Declined::WalkGoesOn { left: 1 },
        Declined::WalkGoesOn { left: 7 },
        Declined::ChoosePieceFirst,
        Declined::UseButtons { bring_in: true },
        Declined::UseButtons { bring_in: false },
        Declined::ChooseMarked,
        Declined::AlreadyChosen { role: Role::Knight },
        Declined::StandsHere { role: Role::Queen },
        Declined::SeveralWays {
            role: Role::Rook,
            walked: 0,
        },
        Declined::SeveralWays {
            role: Role::Rook,
            walked: 2,
        },
        Declined::NotFromHere {
            role: Role::Knight,
            left: 3,
        },
    ]);
    for d in &all {
        // A new kind does not compile until it has a sample above.
        match d {
            Declined::Piece { .. }
            | Declined::GameOver
            | Declined::NotInGame { .. }
            | Declined::RollFirst
            | Declined::RolledAlready
            | Declined::CardFirst
            | Declined::MustMove
            | Declined::NoCards
            | Declined::NoCardNow { .. }
            | Declined::DeckEmpty
            | Declined::BoxEmpty
            | Declined::NeedPlus { .. }
            | Declined::NothingToTakeBack
            | Declined::NothingToChoose
            | Declined::NothingUnderCursor
            | Declined::WalkGoesOn { .. }
            | Declined::ChoosePieceFirst
            | Declined::UseButtons { .. }
            | Declined::ChooseMarked
            | Declined::AlreadyChosen { .. }
            | Declined::StandsHere { .. }
            | Declined::SeveralWays { .. }
            | Declined::NotFromHere { .. } => {}
        }
    }
    all
}

/// Every refused command of the race (the window sends only legal ones; a save's
/// command that no longer plays meets these).
fn track_refusals() -> Vec<track::Refusal> {
    use track::Refusal as R;
    let all = vec![
        R::GameOver,
        R::NotNow,
        R::NotLegal,
        R::BadRoute { step: 2 },
        R::WrongLength { moves: 2, pips: 3 },
        R::PieceNotMovable(Role::Knight),
    ];
    for r in &all {
        match r {
            R::GameOver
            | R::NotNow
            | R::NotLegal
            | R::BadRoute { .. }
            | R::WrongLength { .. }
            | R::PieceNotMovable(_) => {}
        }
    }
    all
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

/// Every reason why a chess move is refused, castling's among them.
fn chess_why_nots() -> Vec<chess::WhyNot> {
    use chess::WhyNot as W;
    let s = |t: &str| -> chess::Square { t.parse().expect("a square") };
    let bans = vec![
        CastlingBan::KingMoved,
        CastlingBan::RookMoved,
        CastlingBan::RightLost,
        CastlingBan::SquaresBetweenNotEmpty {
            at: s("f1"),
            piece: Piece::Knight,
        },
        CastlingBan::KingInCheck {
            by: s("e8"),
            piece: Piece::Queen,
        },
        CastlingBan::PassesAttackedSquare {
            square: s("f1"),
            by: s("c4"),
            piece: Piece::Knight,
        },
        CastlingBan::LandsOnAttackedSquare {
            square: s("g1"),
            by: s("c5"),
            piece: Piece::Bishop,
        },
    ];
    for b in &bans {
        match b {
            CastlingBan::KingMoved
            | CastlingBan::RookMoved
            | CastlingBan::RightLost
            | CastlingBan::SquaresBetweenNotEmpty { .. }
            | CastlingBan::KingInCheck { .. }
            | CastlingBan::PassesAttackedSquare { .. }
            | CastlingBan::LandsOnAttackedSquare { .. } => {}
        }
    }
    let mut all = vec![
        W::NoPiece,
        W::NotYourPiece { owner: Side::Black },
        W::OwnPieceThere {
            piece: Piece::Knight,
        },
        W::NotHowItMoves {
            piece: Piece::Bishop,
        },
        W::PawnMovesOnlyForward,
        W::PawnCapturesOnlyDiagonally {
            blocker: s("e5"),
            piece: Piece::Knight,
        },
        W::PawnDiagonalOnlyToCapture,
        W::DoubleStepOnlyFromStart,
        W::WayBlocked {
            at: s("d4"),
            piece: Piece::Knight,
        },
        W::KingWouldBeInCheck {
            by: s("h4"),
            piece: Piece::Queen,
        },
        W::Pinned {
            by: s("b5"),
            piece: Piece::Bishop,
        },
        W::MustAnswerCheck {
            by: s("h5"),
            piece: Piece::Knight,
        },
    ];
    all.extend(bans.into_iter().map(W::Castling));
    for w in &all {
        match w {
            W::NoPiece
            | W::NotYourPiece { .. }
            | W::OwnPieceThere { .. }
            | W::NotHowItMoves { .. }
            | W::PawnMovesOnlyForward
            | W::PawnCapturesOnlyDiagonally { .. }
            | W::PawnDiagonalOnlyToCapture
            | W::DoubleStepOnlyFromStart
            | W::WayBlocked { .. }
            | W::Castling(_)
            | W::KingWouldBeInCheck { .. }
            | W::Pinned { .. }
            | W::MustAnswerCheck { .. } => {}
        }
    }
    all
}

/// Every refused chess command.
fn chess_refusals() -> Vec<chess::Refusal> {
    use chess::Refusal as R;
    let mut all = vec![
        R::GameOver,
        R::PromotionPieceMissing,
        R::BadPromotionPiece,
        R::NoRepetitionToClaim,
        R::OfferStands,
        R::NoOffer,
    ];
    all.extend(chess_why_nots().into_iter().map(R::Illegal));
    for r in &all {
        match r {
            R::GameOver
            | R::Illegal(_)
            | R::PromotionPieceMissing
            | R::BadPromotionPiece
            | R::NoRepetitionToClaim
            | R::OfferStands
            | R::NoOffer => {}
        }
    }
    all
}

/// Every refused Yalta move, castling's reasons among them.
fn yalta_refusals() -> Vec<YaltaRefusal> {
    use YaltaRefusal as R;
    let c = |t: &str| Cell::parse(t).expect("a cell");
    let two = vec![Player::Black, Player::Red];
    let castling = vec![
        CastlingRefusal::RightLost,
        CastlingRefusal::WayNotEmpty(c("wf1")),
        CastlingRefusal::InCheck(two.clone()),
        CastlingRefusal::PassesAttacked(c("wf1"), two.clone()),
        CastlingRefusal::LandsAttacked(c("wg1"), vec![Player::Red]),
    ];
    for r in &castling {
        match r {
            CastlingRefusal::RightLost
            | CastlingRefusal::WayNotEmpty(_)
            | CastlingRefusal::InCheck(_)
            | CastlingRefusal::PassesAttacked(..)
            | CastlingRefusal::LandsAttacked(..) => {}
        }
    }
    let mut all = vec![
        R::GameOver,
        R::NoPiece(c("we4")),
        R::NotYourPiece(c("be2"), Player::Black),
        R::OwnPieceThere(c("we2")),
        R::KingNeverTaken(c("be1"), Player::Black),
        R::NotHowThisPieceMoves(Kind::Knight),
        R::WayBlocked(c("wd2")),
        R::PawnCapturesOnlyDiagonally(c("we3")),
        R::PawnMovesDiagonallyOnlyToCapture(c("wd3")),
        R::KingWouldStandInCheck(two.clone()),
        R::DoesNotAnswerCheck(vec![Player::Red]),
        R::Pinned(Player::Red, c("rd4")),
        R::PromotionNeeded,
        R::NoPromotionHere,
    ];
    all.extend(castling.into_iter().map(R::Castling));
    for r in &all {
        match r {
            R::GameOver
            | R::NoPiece(_)
            | R::NotYourPiece(..)
            | R::OwnPieceThere(_)
            | R::KingNeverTaken(..)
            | R::NotHowThisPieceMoves(_)
            | R::WayBlocked(_)
            | R::PawnCapturesOnlyDiagonally(_)
            | R::PawnMovesDiagonallyOnlyToCapture(_)
            | R::Castling(_)
            | R::KingWouldStandInCheck(_)
            | R::DoesNotAnswerCheck(_)
            | R::Pinned(..)
            | R::PromotionNeeded
            | R::NoPromotionHere => {}
        }
    }
    all
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
    let roles = [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::King,
        Role::Pawn,
    ];
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
        said_in_every_language(&format!("{w:?}"), |lang| chess_why_not(&w, language(lang)));
    }
    for r in chess_refusals() {
        said_in_every_language(&format!("{r:?}"), |lang| chess_refusal(&r, language(lang)));
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
    let queen = pc(0, Role::Queen);
    let d = Declined::Piece {
        piece: queen,
        why: WhyNot::MustFreeStart {
            fields: [sq(9, 16), sq(10, 16)],
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
