//! The German and English texts of the areas that moved to Fluent (chess, Yalta, the
//! piece school, the rules books, the setup's lines, the race game and the reasons), kept in `snapshot.json` as the Rust `match`
//! arms said them before the move: the Fluent files must say the very same. A text
//! changed on purpose is written anew with `I18N_SNAPSHOT=write cargo test --release --lib
//! snapshot` (and the diff of `snapshot.json` read before it is committed).

use super::snapshot_reasons::reason_texts;
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
        SchoolMsg::Learner(name("Mia")),
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

/// Race game messages: every kind, and every value a text changes with.
pub(super) fn track_samples() -> Vec<Msg> {
    use crate::ui::setup::Help;
    use crate::ui::shell::end_page::BUTTONS;
    use crate::ui::shell::keys::KEY_MAP;
    use track::bots::BotKind;
    use track::cards::Tone;
    use track::dice::Face;
    let name = |s: &str| s.to_string();
    let mut all = vec![
        Msg::Title,
        Msg::RollButton,
        Msg::TurnOf(name("Anna")),
        Msg::Rolled(Face::Pips(3), None),
        Msg::Rolled(Face::Plus, Some(2)),
        Msg::Rolled(Face::Hash, None),
        Msg::ChoosePiece,
        Msg::MoveOf(1, 3),
        Msg::BackspaceHint,
        Msg::BringInButton,
        Msg::DrawCardButton,
        Msg::PassButton,
        Msg::ChooseBringIn,
        Msg::ChooseStartField,
        Msg::RollLost(name("Anna")),
        Msg::MissedTurn(name("Anna")),
        Msg::TryAgain(name("Anna"), 1),
        Msg::TryAgain(name("Anna"), 2),
        Msg::RollAgain(name("Anna")),
        Msg::MustFreeStart,
        Msg::GameOver,
        Msg::CardDrawn(name("Anna"), "Roll again!".into()),
        Msg::CardNotCarriedOut,
        Msg::Passed(name("Anna")),
        Msg::WillMissTurn(name("Anna")),
        Msg::TurnSkipped(name("Anna")),
        Msg::ComputerTurn(name("Rot")),
        Msg::StepMode(true),
        Msg::StepMode(false),
        Msg::ChooseSwap,
        Msg::ChooseSendBack,
        Msg::ChooseSafeSpot,
        Msg::Tone(Tone::Good),
        Msg::Tone(Tone::Bad),
        Msg::Tone(Tone::Mixed),
        Msg::Demo,
        Msg::NextGame,
        Msg::Round(1),
        Msg::Round(12),
        Msg::DeckCount(30, 2),
        Msg::DeckLeft(30),
        Msg::DiscardPile(1),
        Msg::SeatCounts(2, 3, 1),
        Msg::ShowMoves(true),
        Msg::ShowMoves(false),
        Msg::Fullscreen,
        Msg::MenuButton,
        Msg::MenuRules,
        Msg::MenuNewGame,
        Msg::MenuToStart,
        Msg::StartContinue(7),
        Msg::StartContinueChess(12),
        Msg::StartContinueYalta(0),
        Msg::StartContinueYalta(1),
        Msg::StartContinueYalta(31),
        Msg::StartPlay,
        Msg::StartLearn,
        Msg::StartChess,
        Msg::StartLanguage,
        Msg::StartOpen,
        Msg::NotAGame(name("a.txt"), name("no JSON")),
        Msg::StartYalta,
        Msg::SetupBack,
        Msg::MenuQuit,
        Msg::MenuBack,
        Msg::PlayAgain,
        Msg::NewSetup,
        Msg::Placings,
        Msg::EndWinner(name("Anna")),
        Msg::EndShowResult,
        Msg::KeysTitle,
        Msg::MenuKeys,
        Msg::KeyName(name("Space")),
        Msg::KeyName(name("Enter")),
        Msg::KeyName(name("F11")),
        Msg::CourseRace,
        Msg::CourseBack,
        Msg::ReviewBack(true),
        Msg::ReviewBack(false),
        Msg::SetupTitle,
        Msg::SetupVariant,
        Msg::SetupRules,
        Msg::SetupPlayers,
        Msg::SetupFirst,
        Msg::RollForIt,
        Msg::SetupLang,
        Msg::SetupStart,
        Msg::SeatPlays(true),
        Msg::SeatPlays(false),
        Msg::SeatComputer(true),
        Msg::SeatComputer(false),
        Msg::SetupKeys,
        Msg::AidsForBeginners,
        Msg::SettingsBroken(name("settings.json.broken")),
        Msg::Starts(name("Anna")),
        Msg::CardHeading,
        Msg::RulesKeys,
        Msg::HintKey,
        Msg::SavedAs(name("games/a.json")),
        Msg::UnfinishedKept(name("games/b.json")),
        Msg::ResumeQuestion(0, 3),
        Msg::ResumeQuestion(1, 3),
        Msg::ResumeQuestion(5, 1),
        Msg::Resume,
        Msg::MenuSaveAs,
        Msg::MenuReplay,
        Msg::ReplayStep(1, 40),
        Msg::EveryRing(1),
        Msg::EveryRing(4),
        Msg::Rolls(name("Anna"), Face::Pips(5), None),
        Msg::Rolls(name("Anna"), Face::Plus, Some(3)),
        Msg::RollsHashMisses(name("Anna")),
        Msg::NeedPlus(name("Anna"), BringInRoll::Plus, 0),
        Msg::NeedPlus(name("Anna"), BringInRoll::PlusOrHash, 0),
        Msg::NeedPlus(name("Anna"), BringInRoll::Plus, 1),
        Msg::NeedPlus(name("Anna"), BringInRoll::PlusOrHash, 2),
        Msg::DieUseless(true, 4, 2),
        Msg::DieUseless(false, 2, 4),
        Msg::MovableBy(
            3,
            vec![Role::Queen, Role::Rook, Role::Knight],
            2,
            vec![Role::Pawn],
        ),
        Msg::MovableBy(3, vec![Role::Queen], 2, vec![]),
        Msg::MovableBy(3, vec![], 2, vec![Role::King, Role::Pawn]),
        Msg::OrangeAlso(2, vec![Role::King]),
        Msg::OrangeAlso(2, vec![Role::King, Role::Pawn]),
        Msg::NothingMoves,
        Msg::KeyLegend(vec![Role::Queen, Role::Rook, Role::King, Role::Pawn]),
        Msg::LeaveQuestion,
        Msg::LeaveSaved,
        Msg::LeaveYes,
        Msg::LeaveNo,
        Msg::NothingHappens(name("no piece can come in")),
        Msg::CardIdle(CardIdle::NoSwap),
        Msg::CardIdle(CardIdle::NoSendBack),
        Msg::CardIdle(CardIdle::NoSafeSpot),
        Msg::CardIdle(CardIdle::NoBringIn),
        Msg::CardIdle(CardIdle::NoCastling),
        Msg::CardIdle(CardIdle::Other),
        Msg::CardGoOn,
        Msg::YourTurn(name("Anna")),
        Msg::MoveMapButton(true),
        Msg::MoveMapButton(false),
        Msg::HintButton,
        Msg::MovesHome(vec![
            (Role::Queen, Some(1)),
            (Role::Pawn, Some(4)),
            (Role::Rook, None),
        ]),
        Msg::MovesHome(vec![(Role::King, Some(2))]),
        Msg::HintBringIn,
        Msg::HintCard,
        Msg::HintOther,
        Msg::Back,
        Msg::RulesBack,
        Msg::RulesNext,
        Msg::RulesClose,
        Msg::FieldName(FieldName::StartField),
        Msg::FieldName(FieldName::BlockingLine),
        Msg::FieldName(FieldName::EntryField),
        Msg::FieldName(FieldName::House),
        Msg::FieldName(FieldName::PauseField),
        Msg::EndFigures(0, 1, 1, 6),
        Msg::EndFigures(3, 2, 0, 12),
        Msg::WalkFurther,
        Msg::ReplayHead(name("small"), 42, 1),
        Msg::ReplayHead(name("large-action"), 18_446_744_073_709_551_615, 120),
        Msg::RollAgainCovered(name("Anna")),
        Msg::CardQuote(name("Move your queen 3 fields.")),
        Msg::DeckShuffled,
        Msg::CardDiscarded,
        Msg::Place(track::pieces::Location::Box),
        Msg::Place(track::pieces::Location::Home),
        Msg::Place(track::pieces::Location::Track(
            track::geometry::Square::new(5, 16),
        )),
        Msg::LegalRoute(name("5,16 → 5,15")),
        Msg::ExplainNoStart(name("no seat plays")),
        Msg::ExplainAtFromOne,
        Msg::ExplainAtBeyond(9, 1),
        Msg::ExplainAtBeyond(9, 7),
        Msg::ExplainOffBoard(name("20,3"), 17, 17),
        Msg::ExplainSeatAbsent(name("Klaus")),
        Msg::ExplainNoPiece(Role::King),
        Msg::TurnOf(name("Klaus")),
        Msg::MovableBy(3, vec![], 2, vec![]),
    ];
    for r in Role::ALL {
        all.push(Msg::ChooseTarget(r));
        all.push(Msg::Captured {
            victim: name("Ben"),
            victim_role: r,
            by: name("Anna"),
            by_role: Role::ALL[(r.index() + 1) % Role::ALL.len()],
        });
        all.push(Msg::CameHome(name("Anna"), r));
        all.push(Msg::BroughtIn(name("Anna"), r));
        all.push(Msg::RoleName(r));
        all.push(Msg::Moves(name("Anna"), r, 1));
        all.push(Msg::Moves(name("Anna"), r, 3));
        all.push(Msg::CardIdle(CardIdle::NoActive(r)));
        all.push(Msg::CardIdle(CardIdle::CannotMove(r)));
        all.push(Msg::CardIdle(CardIdle::NoneToStart(r)));
        all.push(Msg::HintCaptures(name("Ben"), r, 5));
        all.push(Msg::HintHome(r));
        all.push(Msg::HintNearer(r, 2));
        all.push(Msg::HintNearer(r, 0));
    }
    all.push(Msg::HintCaptures(name("Ben"), Role::Pawn, 1));
    all.push(Msg::HintNearer(Role::Queen, 1));
    for s in track::pieces::Seat::ALL {
        all.push(Msg::SeatName(s));
    }
    for p in 1..=4 {
        all.push(Msg::Finished(name("Anna"), p));
        all.push(Msg::Placing(p));
    }
    for b in BUTTONS {
        all.push(Msg::EndButton(b));
    }
    for (a, _) in KEY_MAP {
        all.push(Msg::KeyAction(*a));
    }
    all.push(Msg::EndLine(
        2,
        "Anna".into(),
        "3 captured · 2 lost · 0 lost rolls · longest roll 12".into(),
    ));
    all.push(Msg::Labelled("Gelb".into(), "2 im Kasten".into()));
    for h in [Help::Beginner, Help::Player, Help::Expert] {
        all.push(Msg::HelpLine(h));
        all.push(Msg::HelpLevel(h));
    }
    all.push(Msg::SetupSpeed);
    all.extend([
        Msg::StepBackButton,
        Msg::PlayHintButton,
        Msg::ChoosePieceTouch,
        Msg::HintTouch,
    ]);
    for v in crate::ui::setup::ComputerSpeed::ALL {
        all.push(Msg::Speed(v));
        all.push(Msg::SpeedLine(v));
        all.push(Msg::MenuSpeed(v));
    }
    for k in BotKind::ALL {
        all.push(Msg::LevelLine(k));
        all.push(Msg::Level(k));
    }
    all.push(Msg::UnfinishedKeptLater);
    all.push(Msg::NotBeingSaved);
    // A card's doing (issue 49): every kind sent back, every pair swapped.
    for r in Role::ALL {
        all.push(Msg::SentBack(name("Anna"), r));
        for o in Role::ALL {
            all.push(Msg::Swapped {
                name: name("Anna"),
                role: r,
                other: name("Ben"),
                other_role: o,
            });
        }
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
    for m in track_samples() {
        out.push([format!("{m:?}"), text(Lang::De, &m), text(Lang::En, &m)]);
    }
    out.extend(reason_texts());
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
