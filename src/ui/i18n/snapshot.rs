//! The German and English texts of the areas that moved to Fluent (chess, Yalta, the
//! piece school, the rules books, the setup's lines and the reasons), kept in `snapshot.json` as the Rust `match`
//! arms said them before the move: the Fluent files must say the very same. A text
//! changed on purpose is written anew with `I18N_SNAPSHOT=write cargo test --release --lib
//! snapshot` (and the diff of `snapshot.json` read before it is committed).

use super::reason_samples;
use super::*;
use crate::save::chess::ChessSeat;
use ::chess::{Color, DrawReason, Outcome, Piece, WinReason};
use std::path::Path;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ui/i18n/snapshot.json");

/// Chess messages: every kind, and every value a text changes with.
pub(super) fn chess_samples() -> Vec<ChessMsg> {
    use ::chess::bot::Level;
    let mut seats = vec![ChessSeat::Person];
    seats.extend(Level::ALL.map(|level| ChessSeat::Computer { level }));
    let draws = [
        DrawReason::Stalemate,
        DrawReason::InsufficientMaterial,
        DrawReason::FiftyMoves,
        DrawReason::SeventyFiveMoves,
        DrawReason::ThreefoldRepetition,
        DrawReason::FivefoldRepetition,
        DrawReason::Agreement,
    ];
    let mut outcomes: Vec<Outcome> = draws.iter().map(|d| Outcome::Draw(*d)).collect();
    for winner in [Color::White, Color::Black] {
        for by in [WinReason::Checkmate, WinReason::Resignation] {
            outcomes.push(Outcome::Win { winner, by });
        }
    }
    let pieces = [
        Piece::King,
        Piece::Queen,
        Piece::Rook,
        Piece::Bishop,
        Piece::Knight,
        Piece::Pawn,
    ];
    let mut all = vec![
        ChessMsg::StartButton,
        ChessMsg::UnfinishedKept("chess-2.json".into()),
        ChessMsg::ChooseGame(2),
        ChessMsg::ChooseGame(17),
        ChessMsg::GameEntry(3, "Anna".into(), "Ben".into(), "1-0".into()),
        ChessMsg::MoreGames(1),
        ChessMsg::MoreGames(40),
        ChessMsg::SetupTitle,
        ChessMsg::Swap,
        ChessMsg::Go,
        ChessMsg::Resume,
        ChessMsg::Words,
        ChessMsg::Thinking,
        ChessMsg::Check,
        ChessMsg::ClaimDraw,
        ChessMsg::OfferDraw,
        ChessMsg::Resign,
        ChessMsg::SavePgn,
        ChessMsg::Saved("games/chess-1.pgn".into()),
        ChessMsg::SaveFailed("disk full".into()),
        ChessMsg::Balance(0),
        ChessMsg::Balance(3),
        ChessMsg::Balance(-1),
        ChessMsg::Balance(-12),
        ChessMsg::Values,
        ChessMsg::Moves,
        ChessMsg::Accept,
        ChessMsg::Decline,
        ChessMsg::ComputerDeclines,
        ChessMsg::ReallyResign,
        ChessMsg::YesResign,
        ChessMsg::PlayOn,
        ChessMsg::ReallyOffer,
        ChessMsg::YesOffer,
        ChessMsg::NotSaved,
        ChessMsg::PromoteTo,
        ChessMsg::WordsTitle,
        ChessMsg::PageBack,
        ChessMsg::ChoosePiece,
        ChessMsg::PromoteCancel,
        ChessMsg::TurnBoard,
        ChessMsg::ReallyNewGame,
        ChessMsg::NewGameKeeps,
        ChessMsg::YesNewGame,
        ChessMsg::ReviewTitle,
        ChessMsg::ReviewStart,
        ChessMsg::ReviewKeys,
        ChessMsg::ReviewPrev,
        ChessMsg::ReviewNext,
        ChessMsg::ReviewBack,
        ChessMsg::ReadToNullMove {
            line: 14,
            number: 23,
        },
        ChessMsg::ReadToNullMove { line: 1, number: 1 },
    ];
    for r in draws {
        all.push(ChessMsg::ClaimHint(r));
    }
    for o in outcomes {
        all.push(ChessMsg::EndTitle(o));
        all.push(ChessMsg::EndWhy(o));
    }
    for p in pieces {
        all.push(ChessMsg::ChooseSquare(p));
        all.push(ChessMsg::NoMoves(p));
        all.push(ChessMsg::ChooseSquareUnmarked(p));
    }
    for s in [Color::White, Color::Black] {
        for st in &seats {
            all.push(ChessMsg::SeatLine(s, *st));
            all.push(ChessMsg::ToMove(s, *st));
        }
        all.push(ChessMsg::MaterialOf(s, 39));
        all.push(ChessMsg::MaterialOf(s, 0));
        all.push(ChessMsg::OfferTo(s));
        all.push(ChessMsg::ResignLoses(s));
        for (m, c, n) in [(39, 0, 0), (12, 1, 1), (-3, 7, 42)] {
            all.push(ChessMsg::EndSide(s, m, c, n));
        }
        all.push(ChessMsg::ReviewStep(1, 40, s, "1. e4".into()));
        all.push(ChessMsg::ReviewStep(12, 40, s, "6… h6".into()));
    }
    all
}

/// Yalta messages: every kind, and every value a text changes with.
pub(super) fn yalta_samples() -> Vec<YaltaMsg> {
    use yalta::bot::Level;
    use yalta::cell::Player;
    use yalta::position::{Kind, RedQueen};
    let name = |s: &str| s.to_string();
    let mut all = vec![
        YaltaMsg::Title,
        YaltaMsg::Person,
        YaltaMsg::SetupTitle,
        YaltaMsg::RedQueen(RedQueen::Light),
        YaltaMsg::RedQueen(RedQueen::Dark),
        YaltaMsg::Play,
        YaltaMsg::Continue(0),
        YaltaMsg::Continue(1),
        YaltaMsg::Continue(2),
        YaltaMsg::Continue(121),
        YaltaMsg::Back,
        YaltaMsg::SetupKeys,
        YaltaMsg::Turn(name("Ada")),
        YaltaMsg::InCheck(name("Ada"), vec![name("Bo")]),
        YaltaMsg::InCheck(name("Ada"), vec![name("Bo"), name("Cleo")]),
        YaltaMsg::Keys,
        YaltaMsg::KeysYfen,
        YaltaMsg::Material(0),
        YaltaMsg::Material(39),
        YaltaMsg::WhyNot,
        YaltaMsg::YfenCopied(name("w/…")),
        YaltaMsg::Pasted,
        YaltaMsg::Moved(name("Ada"), name("we2-we4")),
        YaltaMsg::Checks {
            by: vec![name("Bo")],
            king: name("Ada"),
        },
        YaltaMsg::Checks {
            by: vec![name("Bo"), name("Cleo")],
            king: name("Ada"),
        },
        YaltaMsg::Checkmate {
            loser: name("Ada"),
            winner: name("Bo"),
        },
        YaltaMsg::Stalemate(name("Cleo")),
        YaltaMsg::Repetition,
        YaltaMsg::MoveLimit,
        YaltaMsg::OnlyKings,
        YaltaMsg::ShowMoves(true),
        YaltaMsg::ShowMoves(false),
        YaltaMsg::SaveGame,
        YaltaMsg::SavedTo(name("yalta-games/game-1.json")),
        YaltaMsg::SaveFailed(name("disk full")),
        YaltaMsg::LeaveKept,
        YaltaMsg::LeaveLost,
        YaltaMsg::NewGameQuestion,
        YaltaMsg::NewGameKept,
        YaltaMsg::NewGameYes,
        YaltaMsg::PromoteTitle,
        YaltaMsg::Cancel,
        YaltaMsg::ReviewTitle,
        YaltaMsg::ReviewStep(0, 40),
        YaltaMsg::ReviewStep(0, 1),
        YaltaMsg::ReviewStep(3, 40),
        YaltaMsg::ReviewStep(1, 1),
        YaltaMsg::ReviewBack,
        YaltaMsg::ReviewKeys,
    ];
    for p in Player::ALL {
        all.push(YaltaMsg::Colour(p));
    }
    for l in [Level::Easy, Level::Normal, Level::Hard] {
        all.push(YaltaMsg::Computer(l));
    }
    for k in Kind::ALL {
        all.push(YaltaMsg::PromoteTo(k));
        all.push(YaltaMsg::Takes {
            who: name("Ada"),
            mv: name("we4-bd5"),
            owner: name("Bo"),
            kind: k,
        });
    }
    let standings = [
        None,
        Some(YaltaStanding::Wins),
        Some(YaltaStanding::Mated),
        Some(YaltaStanding::Stalemated),
        Some(YaltaStanding::Draw),
    ];
    for (i, standing) in standings.into_iter().enumerate() {
        for (took, moves) in [(0, 1), (1, 0), (2, 31)] {
            all.push(YaltaMsg::EndLine {
                who: name(["Ada (White)", "Bo", "Red"][i % 3]),
                standing,
                took: took + i,
                pieces: name("\u{265B}\u{265F}"),
                moves: moves + i,
            });
        }
    }
    all
}

/// Piece school messages: every kind, and every value a text changes with.
pub(super) fn school_samples() -> Vec<SchoolMsg> {
    let name = |s: &str| s.to_string();
    let mut all = vec![
        SchoolMsg::Guest,
        SchoolMsg::Title,
        SchoolMsg::Typing(name("")),
        SchoolMsg::Typing(name("Mi")),
        SchoolMsg::Learner(name("Mia")),
        SchoolMsg::NameDone,
        SchoolMsg::NewName,
        SchoolMsg::MapKeys,
        SchoolMsg::ProgressKept(name("progress.json.broken")),
        SchoolMsg::RaceTitle,
        SchoolMsg::Found {
            found: 0,
            of: 1,
            clicks: 0,
        },
        SchoolMsg::Found {
            found: 2,
            of: 5,
            clicks: 1,
        },
        SchoolMsg::RollsSoFar { rolls: 0, par: 1 },
        SchoolMsg::RollsSoFar { rolls: 1, par: 2 },
        SchoolMsg::RollsSoFar { rolls: 12, par: 4 },
        SchoolMsg::LessonKeys,
        SchoolMsg::Shown,
        SchoolMsg::DiceUsedUp,
        SchoolMsg::WellDone(name("★★☆")),
        SchoolMsg::NextLevel,
        SchoolMsg::TryAgain,
        SchoolMsg::CourseMap,
        SchoolMsg::NextLearnerKey,
        SchoolMsg::HowFastKey,
        SchoolMsg::ShowMeKey,
        SchoolMsg::HintNoWay,
        SchoolMsg::LevelResumed,
        SchoolMsg::ClassButton,
        SchoolMsg::ClassTitle,
        SchoolMsg::ClassName,
        SchoolMsg::ClassTotal,
        SchoolMsg::ClassOutOf,
        SchoolMsg::ClassNobody,
        SchoolMsg::ClassRows {
            first: 1,
            last: 11,
            of: 25,
        },
        SchoolMsg::ClassCourses {
            first: 7,
            last: 12,
            of: 12,
        },
    ];
    for clicks in [true, false] {
        for (count, par) in [(0, 1), (1, 1), (2, 3), (21, 12)] {
            all.push(SchoolMsg::Score { count, par, clicks });
        }
    }
    let aims = [
        LessonAim::Stars(1),
        LessonAim::Stars(2),
        LessonAim::Stars(5),
        LessonAim::Square,
        LessonAim::Home,
        LessonAim::Capture,
    ];
    for aim in aims {
        for rolls in [1, 2, 3, 11] {
            all.push(SchoolMsg::HintGoal { aim, rolls });
        }
    }
    for n in [1, 2, 3, 5] {
        all.push(SchoolMsg::HintFind(n));
    }
    let courses = [
        "rook", "bishop", "queen", "knight", "king", "pawn", "line", "home", "capture", "pause",
        "covered", "bringin", "new",
    ];
    for id in courses {
        all.push(SchoolMsg::CourseShort {
            id: name(id),
            title: name("A new course"),
        });
    }
    all
}

/// Every text of the areas, in both languages: (what, German, English).
fn texts() -> Vec<[String; 3]> {
    let mut out = vec![];
    for m in chess_samples() {
        out.push([
            format!("{m:?}"),
            chess_text(Lang::De, &m),
            chess_text(Lang::En, &m),
        ]);
    }
    for m in yalta_samples() {
        out.push([
            format!("{m:?}"),
            yalta_text(Lang::De, &m),
            yalta_text(Lang::En, &m),
        ]);
    }
    for m in school_samples() {
        out.push([
            format!("{m:?}"),
            school_text(Lang::De, &m),
            school_text(Lang::En, &m),
        ]);
    }
    type Book = fn(Lang) -> Vec<(String, Vec<String>)>;
    let books: [(&str, Book); 3] = [
        ("race", rules_pages),
        ("chess", chess_rules_pages),
        ("yalta", yalta_rules_pages),
    ];
    for (book, pages) in books {
        let (de, en) = (pages(Lang::De), pages(Lang::En));
        assert_eq!(de.len(), en.len(), "{book}");
        for (i, (d, e)) in de.iter().zip(&en).enumerate() {
            out.push([format!("{book} page {i}"), d.0.clone(), e.0.clone()]);
            assert_eq!(d.1.len(), e.1.len(), "{book} page {i}");
            for (j, (dp, ep)) in d.1.iter().zip(&e.1).enumerate() {
                out.push([
                    format!("{book} page {i} paragraph {j}"),
                    dp.clone(),
                    ep.clone(),
                ]);
            }
        }
    }
    for id in ["small", "small-action", "large", "large-action", "mine"] {
        let (de, en) = (variant_line(Lang::De, id), variant_line(Lang::En, id));
        out.push([format!("variant {id}"), de.0, en.0]);
        out.push([format!("variant {id} line"), de.1, en.1]);
    }
    for rule in track::variant::HouseRule::ALL {
        let (de, en) = (rule_line(Lang::De, rule), rule_line(Lang::En, rule));
        out.push([format!("{rule:?}"), de.0, en.0]);
        out.push([format!("{rule:?} line"), de.1, en.1]);
    }
    for k in track::bots::BotKind::ALL {
        let m = Msg::Level(k);
        out.push([format!("{m:?}"), text(Lang::De, &m), text(Lang::En, &m)]);
    }
    out.extend(reason_texts());
    out
}

// The reasons: every kind of every game, by every piece a text changes with.

pub(super) const ROLES: [Role; 6] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::King,
    Role::Pawn,
];

/// Players' names; two end in a sibilant (English's possessive: "Klaus'").
pub(super) fn seat_name(s: Seat) -> String {
    ["Anna", "Klaus", "Max", "Red"][s.index() % 4].to_string()
}

/// The race's reasons of a kind of piece: the samples, and numbers of one.
pub(super) fn track_reasons() -> Vec<track::WhyNot> {
    use track::WhyNot as W;
    let mut all = reason_samples::track_why_nots();
    all.extend([
        W::CaptureOnlyLast {
            victim: track::pieces::PieceId {
                seat: Seat(2),
                role: Role::Pawn,
            },
            needed: 1,
            pips: 3,
        },
        W::NotExactly {
            pips: 1,
            works: vec![4],
        },
        W::BackToStart {
            pips: 1,
            works: vec![2, 3, 5, 6, 7, 9],
        },
        W::Stuck { pips: 1 },
    ]);
    all
}

/// The window's declined inputs: the samples, each piece's, and numbers of one.
pub(super) fn declines() -> Vec<crate::ui::input::Declined> {
    use crate::ui::input::Declined as D;
    let mut all = vec![];
    for d in reason_samples::declines() {
        for role in ROLES {
            all.push(match &d {
                D::Piece { piece, why } => D::Piece {
                    piece: track::pieces::PieceId {
                        seat: piece.seat,
                        role,
                    },
                    why: why.clone(),
                },
                D::NotInGame { .. } => D::NotInGame { role },
                D::AlreadyChosen { .. } => D::AlreadyChosen { role },
                D::StandsHere { .. } => D::StandsHere { role },
                D::SeveralWays { walked, .. } => D::SeveralWays {
                    role,
                    walked: *walked,
                },
                D::NotFromHere { left, .. } => D::NotFromHere { role, left: *left },
                other if role == Role::Queen => other.clone(),
                _ => continue,
            });
        }
    }
    all.extend([
        D::SeveralWays {
            role: Role::Rook,
            walked: 1,
        },
        D::NotFromHere {
            role: Role::Queen,
            left: 1,
        },
    ]);
    all
}

/// The race's refused commands: the samples, and numbers of one.
pub(super) fn track_refusals() -> Vec<track::Refusal> {
    let mut all = reason_samples::track_refusals();
    all.extend(ROLES.map(track::Refusal::PieceNotMovable));
    all.push(track::Refusal::WrongLength { moves: 1, pips: 2 });
    all.push(track::Refusal::BadRoute { step: 0 });
    all
}

/// Chess's reasons: the samples, with every piece where a text names one.
pub(super) fn chess_reasons() -> Vec<::chess::WhyNot> {
    use ::chess::WhyNot as W;
    let mut all = reason_samples::chess_why_nots();
    let e4: ::chess::Square = "e4".parse().expect("a square");
    for piece in [Piece::King, Piece::Queen, Piece::Rook, Piece::Pawn] {
        all.push(W::NotHowItMoves { piece });
        all.push(W::WayBlocked { at: e4, piece });
        all.push(W::OwnPieceThere { piece });
        all.push(W::KingWouldBeInCheck { by: e4, piece });
        all.push(W::Pinned { by: e4, piece });
        all.push(W::MustAnswerCheck { by: e4, piece });
        all.push(W::PawnCapturesOnlyDiagonally { blocker: e4, piece });
        all.push(W::Castling(::chess::CastlingBan::KingInCheck {
            by: e4,
            piece,
        }));
    }
    all.push(W::NotYourPiece {
        owner: Color::White,
    });
    all
}

/// The reasons' texts in both languages: (what, German, English).
fn reason_texts() -> Vec<[String; 3]> {
    let mut out = vec![];
    let mut push = |what: String, say: &dyn Fn(Lang) -> String| {
        out.push([what, say(Lang::De), say(Lang::En)]);
    };
    for why in track_reasons() {
        for role in ROLES {
            push(format!("{why:?} ({role:?})"), &|l| {
                why_not(l, role, &why, &seat_name)
            });
        }
    }
    for d in declines() {
        push(format!("{d:?}"), &|l| declined(l, &d, &seat_name));
    }
    for r in track_refusals() {
        push(format!("{r:?}"), &|l| refusal(l, &r));
    }
    for w in chess_reasons() {
        push(format!("{w:?}"), &|l| chess_why_not(l, &w));
    }
    for r in reason_samples::chess_refusals() {
        push(format!("{r:?}"), &|l| chess_refusal(l, &r));
    }
    let names = ["Ada".to_string(), "Klaus".into(), "Cleo".into()];
    for r in reason_samples::yalta_refusals() {
        push(format!("{r:?}"), &|l| yalta_refusal(l, &names, &r));
    }
    out
}

#[test]
fn the_moved_areas_say_what_the_rust_arms_said() {
    let now = texts();
    if std::env::var("I18N_SNAPSHOT").as_deref() == Ok("write") {
        let lines: Vec<String> = now
            .iter()
            .map(|t| serde_json::to_string(t).expect("strings serialise"))
            .collect();
        let text = format!("[\n{}\n]\n", lines.join(",\n"));
        crate::platform::write_atomic(Path::new(FILE), text.as_bytes()).expect("writable");
        return;
    }
    let kept: Vec<[String; 3]> =
        serde_json::from_str(&crate::platform::read_text(Path::new(FILE)).expect("snapshot.json"))
            .expect("snapshot.json is a list of [what, de, en]");
    assert_eq!(kept.len(), now.len(), "as many texts as the snapshot");
    let mut wrong = vec![];
    for (k, n) in kept.iter().zip(&now) {
        if k != n {
            wrong.push(format!(
                "{}:\n  de was {:?}\n     is {:?}\n  en was {:?}\n     is {:?}",
                k[0], k[1], n[1], k[2], n[2]
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} texts changed:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
