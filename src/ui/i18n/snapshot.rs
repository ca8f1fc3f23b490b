//! The German and English texts of the areas that moved to Fluent (chess, Yalta, the
//! piece school, the rules books, the setup's lines, the race game and the reasons), kept in `snapshot.json` as the Rust `match`
//! arms said them before the move: the Fluent files must say the very same. A text
//! changed on purpose is written anew with `I18N_SNAPSHOT=write cargo test --release --lib
//! snapshot` (and the diff of `snapshot.json` read before it is committed).

use super::snapshot_reasons::reason_texts;
use super::*;
use crate::save::chess::ChessSeat;
use crate::ui::chess::texts::ChessMsg;
use crate::ui::yalta::texts::{YaltaMsg, YaltaStanding};
use ::chess::{Color, DrawReason, Outcome, Piece, WinReason};
use std::path::Path;
use words::Key;

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
pub(super) fn track_samples() -> Vec<(String, Key)> {
    use words::Say;
    let said = |m: Msg| (format!("{m:?}"), m.key());
    // `explain`'s messages were `Msg`'s, named `Explain…` but the route.
    use crate::explain::ExplainMsg as Ex;
    let explain = |m: Ex| match format!("{m:?}") {
        d if d.starts_with("LegalRoute") => (d, m.key()),
        d => (format!("Explain{d}"), m.key()),
    };
    use crate::ui::setup::Help;
    use crate::ui::shell::end_page::BUTTONS;
    use crate::ui::shell::keys::KEY_MAP;
    use track::bots::BotKind;
    use track::cards::Tone;
    use track::dice::Face;
    let name = |s: &str| s.to_string();
    let mut all = vec![
        said(Msg::Title),
        said(Msg::RollButton),
        said(Msg::TurnOf(name("Anna"))),
        said(Msg::Rolled(Face::Pips(3), None)),
        said(Msg::Rolled(Face::Plus, Some(2))),
        said(Msg::Rolled(Face::Hash, None)),
        said(Msg::ChoosePiece),
        said(Msg::MoveOf(1, 3)),
        said(Msg::BackspaceHint),
        said(Msg::BringInButton),
        said(Msg::DrawCardButton),
        said(Msg::PassButton),
        said(Msg::ChooseBringIn),
        said(Msg::ChooseStartField),
        said(Msg::RollLost(name("Anna"))),
        said(Msg::MissedTurn(name("Anna"))),
        said(Msg::TryAgain(name("Anna"), 1)),
        said(Msg::TryAgain(name("Anna"), 2)),
        said(Msg::RollAgain(name("Anna"))),
        said(Msg::MustFreeStart),
        said(Msg::GameOver),
        said(Msg::CardDrawn(name("Anna"), "Roll again!".into())),
        said(Msg::CardNotCarriedOut),
        said(Msg::Passed(name("Anna"))),
        said(Msg::WillMissTurn(name("Anna"))),
        said(Msg::TurnSkipped(name("Anna"))),
        said(Msg::ComputerTurn(name("Rot"))),
        said(Msg::StepMode(true)),
        said(Msg::StepMode(false)),
        said(Msg::ChooseSwap),
        said(Msg::ChooseSendBack),
        said(Msg::ChooseSafeSpot),
        said(Msg::Tone(Tone::Good)),
        said(Msg::Tone(Tone::Bad)),
        said(Msg::Tone(Tone::Mixed)),
        said(Msg::Demo),
        said(Msg::NextGame),
        said(Msg::Round(1)),
        said(Msg::Round(12)),
        said(Msg::DeckCount(30, 2)),
        said(Msg::DeckLeft(30)),
        said(Msg::DiscardPile(1)),
        said(Msg::SeatCounts(2, 3, 1)),
        said(Msg::ShowMoves(true)),
        said(Msg::ShowMoves(false)),
        said(Msg::Fullscreen),
        said(Msg::MenuButton),
        said(Msg::MenuRules),
        said(Msg::MenuNewGame),
        said(Msg::MenuToStart),
        said(Msg::StartContinue(7)),
        said(Msg::StartContinueChess(12)),
        said(Msg::StartContinueYalta(0)),
        said(Msg::StartContinueYalta(1)),
        said(Msg::StartContinueYalta(31)),
        said(Msg::StartPlay),
        said(Msg::StartLearn),
        said(Msg::StartChess),
        said(Msg::StartLanguage),
        said(Msg::StartOpen),
        said(Msg::NotAGame(name("a.txt"), name("no JSON"))),
        said(Msg::StartYalta),
        said(Msg::SetupBack),
        said(Msg::MenuQuit),
        said(Msg::MenuBack),
        said(Msg::PlayAgain),
        said(Msg::NewSetup),
        said(Msg::Placings),
        said(Msg::EndWinner(name("Anna"))),
        said(Msg::EndShowResult),
        said(Msg::KeysTitle),
        said(Msg::MenuKeys),
        said(Msg::KeyName(name("Space"))),
        said(Msg::KeyName(name("Enter"))),
        said(Msg::KeyName(name("F11"))),
        said(Msg::CourseRace),
        said(Msg::CourseBack),
        said(Msg::ReviewBack(true)),
        said(Msg::ReviewBack(false)),
        said(Msg::SetupTitle),
        said(Msg::SetupVariant),
        said(Msg::SetupRules),
        said(Msg::SetupPlayers),
        said(Msg::SetupFirst),
        said(Msg::RollForIt),
        said(Msg::SetupLang),
        said(Msg::SetupStart),
        said(Msg::SeatPlays(true)),
        said(Msg::SeatPlays(false)),
        said(Msg::SeatComputer(true)),
        said(Msg::SeatComputer(false)),
        said(Msg::SetupKeys),
        said(Msg::AidsForBeginners),
        said(Msg::SettingsBroken(name("settings.json.broken"))),
        said(Msg::Starts(name("Anna"))),
        said(Msg::CardHeading),
        said(Msg::RulesKeys),
        said(Msg::HintKey),
        said(Msg::SavedAs(name("games/a.json"))),
        said(Msg::UnfinishedKept(name("games/b.json"))),
        said(Msg::ResumeQuestion(0, 3)),
        said(Msg::ResumeQuestion(1, 3)),
        said(Msg::ResumeQuestion(5, 1)),
        said(Msg::Resume),
        said(Msg::MenuSaveAs),
        said(Msg::MenuReplay),
        said(Msg::ReplayStep(1, 40)),
        said(Msg::EveryRing(1)),
        said(Msg::EveryRing(4)),
        said(Msg::Rolls(name("Anna"), Face::Pips(5), None)),
        said(Msg::Rolls(name("Anna"), Face::Plus, Some(3))),
        said(Msg::RollsHashMisses(name("Anna"))),
        said(Msg::NeedPlus(name("Anna"), BringInRoll::Plus, 0)),
        said(Msg::NeedPlus(name("Anna"), BringInRoll::PlusOrHash, 0)),
        said(Msg::NeedPlus(name("Anna"), BringInRoll::Plus, 1)),
        said(Msg::NeedPlus(name("Anna"), BringInRoll::PlusOrHash, 2)),
        said(Msg::DieUseless(true, 4, 2)),
        said(Msg::DieUseless(false, 2, 4)),
        said(Msg::MovableBy(
            3,
            vec![Role::Queen, Role::Rook, Role::Knight],
            2,
            vec![Role::Pawn],
        )),
        said(Msg::MovableBy(3, vec![Role::Queen], 2, vec![])),
        said(Msg::MovableBy(3, vec![], 2, vec![Role::King, Role::Pawn])),
        said(Msg::OrangeAlso(2, vec![Role::King])),
        said(Msg::OrangeAlso(2, vec![Role::King, Role::Pawn])),
        said(Msg::NothingMoves),
        said(Msg::KeyLegend(vec![
            Role::Queen,
            Role::Rook,
            Role::King,
            Role::Pawn,
        ])),
        said(Msg::LeaveQuestion),
        said(Msg::LeaveSaved),
        said(Msg::LeaveYes),
        said(Msg::LeaveNo),
        (
            "NothingHappens(\"no piece can come in\")".into(),
            (
                "card-nothing-happens",
                words::Args::new().text("why", "no piece can come in"),
            ),
        ),
        (
            format!("CardIdle({:?})", CardIdle::NoSwap),
            CardIdle::NoSwap.key(),
        ),
        (
            format!("CardIdle({:?})", CardIdle::NoSendBack),
            CardIdle::NoSendBack.key(),
        ),
        (
            format!("CardIdle({:?})", CardIdle::NoSafeSpot),
            CardIdle::NoSafeSpot.key(),
        ),
        (
            format!("CardIdle({:?})", CardIdle::NoBringIn),
            CardIdle::NoBringIn.key(),
        ),
        (
            format!("CardIdle({:?})", CardIdle::NoCastling),
            CardIdle::NoCastling.key(),
        ),
        (
            format!("CardIdle({:?})", CardIdle::Other),
            CardIdle::Other.key(),
        ),
        said(Msg::CardGoOn),
        said(Msg::YourTurn(name("Anna"))),
        said(Msg::MoveMapButton(true)),
        said(Msg::MoveMapButton(false)),
        said(Msg::HintButton),
        said(Msg::MovesHome(vec![
            (Role::Queen, Some(1)),
            (Role::Pawn, Some(4)),
            (Role::Rook, None),
        ])),
        said(Msg::MovesHome(vec![(Role::King, Some(2))])),
        said(Msg::HintBringIn),
        said(Msg::HintCard),
        said(Msg::HintOther),
        said(Msg::Back),
        said(Msg::RulesBack),
        said(Msg::RulesNext),
        said(Msg::RulesClose),
        (
            format!("FieldName({:?})", FieldName::StartField),
            FieldName::StartField.key(),
        ),
        (
            format!("FieldName({:?})", FieldName::BlockingLine),
            FieldName::BlockingLine.key(),
        ),
        (
            format!("FieldName({:?})", FieldName::EntryField),
            FieldName::EntryField.key(),
        ),
        (
            format!("FieldName({:?})", FieldName::House),
            FieldName::House.key(),
        ),
        (
            format!("FieldName({:?})", FieldName::PauseField),
            FieldName::PauseField.key(),
        ),
        said(Msg::EndFigures(0, 1, 1, 6)),
        said(Msg::EndFigures(3, 2, 0, 12)),
        said(Msg::WalkFurther),
        said(Msg::ReplayHead(name("small"), 42, 1)),
        said(Msg::ReplayHead(
            name("large-action"),
            18_446_744_073_709_551_615,
            120,
        )),
        said(Msg::RollAgainCovered(name("Anna"))),
        said(Msg::CardQuote(name("Move your queen 3 fields."))),
        said(Msg::DeckShuffled),
        said(Msg::CardDiscarded),
        said(Msg::Place(track::pieces::Location::Box)),
        said(Msg::Place(track::pieces::Location::Home)),
        said(Msg::Place(track::pieces::Location::Track(
            track::geometry::Square::new(5, 16),
        ))),
        explain(Ex::LegalRoute(name("5,16 → 5,15"))),
        explain(Ex::NoStart(name("no seat plays"))),
        explain(Ex::AtFromOne),
        explain(Ex::AtBeyond(9, 1)),
        explain(Ex::AtBeyond(9, 7)),
        explain(Ex::OffBoard(name("20,3"), 17, 17)),
        explain(Ex::SeatAbsent(name("Klaus"))),
        explain(Ex::NoPiece(Role::King)),
        said(Msg::TurnOf(name("Klaus"))),
        said(Msg::MovableBy(3, vec![], 2, vec![])),
    ];
    for r in Role::ALL {
        all.push(said(Msg::ChooseTarget(r)));
        all.push(said(Msg::Captured {
            victim: name("Ben"),
            victim_role: r,
            by: name("Anna"),
            by_role: Role::ALL[(r.index() + 1) % Role::ALL.len()],
        }));
        all.push(said(Msg::CameHome(name("Anna"), r)));
        all.push(said(Msg::BroughtIn(name("Anna"), r)));
        all.push(said(Msg::RoleName(r)));
        all.push(said(Msg::Moves(name("Anna"), r, 1)));
        all.push(said(Msg::Moves(name("Anna"), r, 3)));
        all.push((
            format!("CardIdle({:?})", CardIdle::NoActive(r)),
            CardIdle::NoActive(r).key(),
        ));
        all.push((
            format!("CardIdle({:?})", CardIdle::CannotMove(r)),
            CardIdle::CannotMove(r).key(),
        ));
        all.push((
            format!("CardIdle({:?})", CardIdle::NoneToStart(r)),
            CardIdle::NoneToStart(r).key(),
        ));
        all.push(said(Msg::HintCaptures(name("Ben"), r, 5)));
        all.push(said(Msg::HintHome(r)));
        all.push(said(Msg::HintNearer(r, 2)));
        all.push(said(Msg::HintNearer(r, 0)));
    }
    all.push(said(Msg::HintCaptures(name("Ben"), Role::Pawn, 1)));
    all.push(said(Msg::HintNearer(Role::Queen, 1)));
    for s in track::pieces::Seat::ALL {
        all.push(said(Msg::SeatName(s)));
    }
    for p in 1..=4 {
        all.push(said(Msg::Finished(name("Anna"), p)));
        all.push(said(Msg::Placing(p)));
    }
    for b in BUTTONS {
        all.push((format!("EndButton({b:?})"), b.key()));
    }
    for (a, _) in KEY_MAP {
        all.push((format!("KeyAction({a:?})"), a.key()));
    }
    all.push(said(Msg::EndLine(
        2,
        "Anna".into(),
        "3 captured · 2 lost · 0 lost rolls · longest roll 12".into(),
    )));
    all.push(said(Msg::Labelled("Gelb".into(), "2 im Kasten".into())));
    for h in [Help::Beginner, Help::Player, Help::Expert] {
        all.push(said(Msg::HelpLine(h)));
        all.push(said(Msg::HelpLevel(h)));
    }
    all.push(said(Msg::SetupSpeed));
    all.extend(
        [
            Msg::StepBackButton,
            Msg::PlayHintButton,
            Msg::ChoosePieceTouch,
            Msg::HintTouch,
        ]
        .map(said),
    );
    for v in crate::ui::setup::ComputerSpeed::ALL {
        all.push(said(Msg::Speed(v)));
        all.push(said(Msg::SpeedLine(v)));
        all.push(said(Msg::MenuSpeed(v)));
    }
    for k in BotKind::ALL {
        all.push(said(Msg::LevelLine(k)));
        all.push(said(Msg::Level(k)));
    }
    all.push(said(Msg::UnfinishedKeptLater));
    all.push(said(Msg::NotBeingSaved));
    // A card's doing (issue 49): every kind sent back, every pair swapped.
    for r in Role::ALL {
        all.push(said(Msg::SentBack(name("Anna"), r)));
        for o in Role::ALL {
            all.push(said(Msg::Swapped {
                name: name("Anna"),
                role: r,
                other: name("Ben"),
                other_role: o,
            }));
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
            ::words::say(Lang::De, &m),
            ::words::say(Lang::En, &m),
        ]);
    }
    for m in yalta_samples() {
        out.push([
            format!("{m:?}"),
            ::words::say(Lang::De, &m),
            ::words::say(Lang::En, &m),
        ]);
    }
    for m in school_samples() {
        out.push([
            format!("{m:?}"),
            words::say(Lang::De, &m),
            words::say(Lang::En, &m),
        ]);
    }
    use crate::ui::shell::RulesBook;
    let book_pages = |book: RulesBook| {
        move |lang| {
            let ids = book.page_ids().iter();
            ids.map(|id| words::say_with_attributes(lang, id))
                .collect::<Vec<_>>()
        }
    };
    let books = [
        ("race", book_pages(RulesBook::Race)),
        ("chess", book_pages(RulesBook::Chess)),
        ("yalta", book_pages(RulesBook::Yalta)),
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
        out.push([
            format!("{m:?}"),
            words::say(Lang::De, &m),
            words::say(Lang::En, &m),
        ]);
    }
    for (what, key) in track_samples() {
        out.push([what, words::say(Lang::De, &key), words::say(Lang::En, &key)]);
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
