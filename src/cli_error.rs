//! What the command line refuses, and what it says besides its results: typed, with
//! the values a message needs; the words are in `assets/i18n/<lang>/cli.ftl`
//! ([`crate::ui::i18n::say_cli_error`], [`crate::ui::i18n::say_cli_note`]).

use crate::platform::ReadError;
use crate::rule_sets::RuleFileError;
use crate::save::progress::ProgressError;
use crate::save::SaveError;
use chess::fen::FenError;
use chess::pgn::PgnError;
use std::path::Path;
use track::board::BoardError;
use track::cards::DeckError;
use track::pieces::Seat;
use yalta::yfen::YfenError;

/// Bad usage or bad input on the command line: one message on stderr, exit code 2.
#[derive(Clone, Debug, PartialEq)]
pub enum CliError {
    /// The folder of a file to write does not exist.
    NoFolder {
        /// The file.
        path: String,
        /// Its folder.
        folder: String,
    },
    /// `--out` names a folder.
    OutIsFolder(String),
    /// `--out` holds something that is not win-chance models.
    OutNotModels {
        /// The file.
        path: String,
        /// What the JSON reader says.
        error: String,
    },
    /// A file cannot be read.
    CannotRead {
        /// The file (with the option that named it, e.g. `--out x.json`).
        path: String,
        /// Why.
        error: ReadError,
    },
    /// A file cannot be written.
    CannotWrite {
        /// The file (with the option that named it).
        path: String,
        /// The system's words.
        error: String,
    },
    /// A bad board file.
    Board(Box<BoardError>),
    /// A bad card deck.
    Deck(Box<DeckError>),
    /// A bad save file.
    Save(Box<SaveError>),
    /// A rule file that cannot make a game (`lab --rules`).
    RuleFile(Box<RuleFileError>),
    /// A save that cannot be written.
    SaveWrite(Box<SaveError>),
    /// A stars file (the piece school's progress) that cannot be read.
    Progress(Box<ProgressError>),
    /// A bot name that `--bots` does not know.
    UnknownBot(String),
    /// `--bots` names neither one bot nor one per player.
    BotCount {
        /// Bots named.
        bots: usize,
        /// Players.
        players: usize,
    },
    /// A game of bots that cannot be set up or cut for people.
    SimGame(String),
    /// A refusal the app has already said in words (`explain`'s).
    Said(String),
    /// `--levels` of `tournament` that cannot be read (the arena's words).
    Levels(String),
    /// A piece name `explain --piece` does not know.
    UnknownPiece(String),
    /// `explain --seat` beyond 3.
    BadSeat,
    /// `explain --to` that is not `X,Y`.
    NotASquare(String),
    /// `fit-value` found too few positions to learn from.
    TooFewPositions {
        /// Positions found.
        positions: usize,
        /// Positions needed.
        needed: usize,
        /// The file left untouched.
        out: String,
    },
    /// The board has no such seat for the players asked for.
    BoardHasNoSeat {
        /// The board's name.
        board: String,
        /// The seat.
        seat: Seat,
    },
    /// A computer level that a chess or Yalta option does not know.
    UnknownLevel {
        /// The name given.
        name: String,
        /// The option (`--levels`, `--chess-players`).
        flag: String,
    },
    /// `chess-selfplay --levels` does not name two levels.
    ChessLevelCount(usize),
    /// `yalta-selfplay --levels` does not name three levels.
    YaltaLevelCount(usize),
    /// `--chess-players` does not name two players.
    ChessPlayerCount(usize),
    /// A perft depth that would take hours.
    DepthTooDeep(u32),
    /// A bad FEN (with the option that gave it, or none).
    Fen {
        /// `--fen`, or empty for `chess-perft`'s argument.
        flag: String,
        /// What is wrong.
        error: Box<FenError>,
    },
    /// A bad PGN file.
    Pgn {
        /// The option (`--pgn`), or empty.
        flag: String,
        /// What is wrong.
        error: Box<PgnError>,
    },
    /// A PGN file of several games, and no number chose one.
    PgnChoose {
        /// The file.
        path: String,
        /// The option to choose with.
        flag: String,
        /// Each game's line ([`CliNote::PgnGame`]).
        games: Vec<CliNote>,
    },
    /// A game number beyond the file's games.
    PgnNumber {
        /// The file.
        path: String,
        /// The option.
        flag: String,
        /// The number given.
        number: usize,
        /// Games in the file.
        games: usize,
    },
    /// Chess options without `--game chess`.
    ChessOptionsWithoutChess,
    /// `--lesson` names no level of the piece school (as given, e.g. `9.1` or `x`).
    NoSuchLesson {
        /// What was given.
        given: String,
        /// The school's courses.
        courses: usize,
    },
    /// Both `--fen` and `--pgn`.
    FenAndPgn,
    /// A bad YFEN (Yalta position), on a line of standard input or not.
    Yfen {
        /// The line of standard input, from 1; 0 for a command-line argument.
        line: usize,
        /// What is wrong.
        error: Box<YfenError>,
    },
    /// Standard input cannot be read.
    StandardInput(String),
    /// A line of standard input longer than any input it takes (`yalta-moves`): reading
    /// stops there.
    LineTooLong {
        /// The line, from 1.
        line: usize,
        /// The most bytes a line may have.
        max: usize,
    },
    /// A line of standard input that is not UTF-8 text: its number, from 1.
    LineNotText(usize),
    /// Standard output cannot be written.
    StandardOutput(String),
    /// The screenshot path is a folder.
    ScreenshotIsFolder(String),
    /// No display for the window: why.
    NoDisplay(crate::platform::NoDisplay),
    /// A count option below 1 (`--games 0`).
    CountBelowOne,
    /// Not a whole number.
    NotAWholeNumber(String),
    /// Not a number.
    NotANumber(String),
    /// A `--speed` out of range.
    SpeedOutOfRange,
    /// A `--window` size that cannot be read or is out of range.
    BadSize(String),
    /// The browser build started on a desktop.
    WebOnDesktop,
}

/// What the command line says besides its results: notes on stderr, and the words
/// inside its listings.
#[derive(Clone, Debug, PartialEq)]
pub enum CliNote {
    /// The seed of a run taken from the clock.
    Seed(u64),
    /// A level of the `lessons` listing: its id, par, goal and solution.
    LessonLine {
        /// The level's id.
        id: String,
        /// Its par.
        par: u8,
        /// Its goal in words.
        goal: String,
        /// Its solution: squares or rolls.
        solution: String,
    },
    /// A game of a PGN file, in a list.
    PgnGame {
        /// Its number, from 1.
        number: usize,
        /// White's name.
        white: String,
        /// Black's name.
        black: String,
        /// The result token (`1-0`, `*`).
        result: String,
        /// Full moves.
        moves: usize,
    },
    /// The last position of a PGN game (FEN).
    FinalPosition(String),
    /// The result of a PGN game and how it came about (`None`: the game goes on).
    Result(Option<chess::Outcome>),
    /// `chess-perft`'s count and speed.
    ChessPerft {
        /// The depth.
        depth: u32,
        /// Leaves.
        leaves: u64,
        /// Seconds taken.
        seconds: f64,
    },
    /// `yalta-perft`'s time, on stderr.
    YaltaPerft {
        /// The depth.
        depth: u32,
        /// Leaves.
        leaves: u64,
        /// Seconds taken.
        seconds: f64,
    },
    /// A line of `bench`: one piece's routes and their cost.
    BenchLine {
        /// Which piece and roll.
        piece: &'static str,
        /// Pips.
        pips: u8,
        /// Results found.
        results: usize,
        /// Microseconds for all results.
        micros: f64,
        /// Microseconds more for a route to each.
        route_micros: f64,
    },
    /// The bundled font cannot be loaded (the window stops).
    NoFont(String),
    /// `--screenshot-on` waited in vain.
    NoShotScreen {
        /// `card` or `end`.
        when: &'static str,
        /// Frames waited.
        frames: u32,
    },
}

impl CliError {
    /// A file that cannot be read: `path` and why.
    pub fn cannot_read(path: &Path, e: &std::io::Error) -> CliError {
        CliError::CannotRead {
            path: path.display().to_string(),
            error: ReadError::of(e),
        }
    }

    /// A file that cannot be written.
    pub fn cannot_write(path: &Path, e: impl std::fmt::Display) -> CliError {
        CliError::CannotWrite {
            path: path.display().to_string(),
            error: e.to_string(),
        }
    }
}

/// A number with `digits` decimals, padded to `width` (the figures of `bench` and the
/// perft counts).
pub fn decimals(x: f64, digits: usize, width: usize) -> String {
    format!("{x:width$.digits$}")
}

/// The PGN result token of a game: `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes on.
pub fn result_token(outcome: Option<chess::Outcome>) -> &'static str {
    outcome.map_or("*", |o| o.result_token())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::{say_cli_error, say_cli_note, Lang};

    /// One error of every kind; the `match` makes a new kind fail to build until it has
    /// a sample here.
    fn samples() -> Vec<CliError> {
        use CliError::*;
        let fen = chess::ChessGame::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").expect_err("no kings");
        let pgn = chess::pgn::import_all("", "empty.pgn").expect_err("no game");
        let yfen = yalta::position::Position::from_yfen("x").expect_err("not a YFEN");
        let board = track::board::Board::parse("?", "odd.txt").expect_err("not a board");
        let deck =
            track::cards::CardSet::from_files([("empty.json".to_string(), "[]".to_string())])
                .expect_err("no cards");
        let save = crate::save::SaveGame::from_json("{", "cut.json").expect_err("cut off");
        let path = || "x/y.json".to_string();
        let all = vec![
            NoFolder {
                path: path(),
                folder: "x".into(),
            },
            OutIsFolder(path()),
            OutNotModels {
                path: path(),
                error: "expected value".into(),
            },
            CannotRead {
                path: path(),
                error: ReadError::Missing,
            },
            CannotWrite {
                path: path(),
                error: "denied".into(),
            },
            Board(Box::new(board)),
            Deck(Box::new(deck)),
            Save(Box::new(save.clone())),
            RuleFile(Box::new(
                crate::rule_sets::from_json("{", "mine.json").expect_err("not a rule set"),
            )),
            SaveWrite(Box::new(save)),
            Progress(Box::new(
                crate::save::progress::read_only(&std::path::PathBuf::from("/dev/null/x"))
                    .expect_err("no such folder"),
            )),
            UnknownBot("clever".into()),
            BotCount {
                bots: 3,
                players: 2,
            },
            SimGame("x".into()),
            Said("x".into()),
            Levels("x".into()),
            UnknownPiece("dragon".into()),
            BadSeat,
            NotASquare("5;16".into()),
            TooFewPositions {
                positions: 12,
                needed: 200,
                out: path(),
            },
            BoardHasNoSeat {
                board: "mini".into(),
                seat: Seat(3),
            },
            UnknownLevel {
                name: "wise".into(),
                flag: "--levels".into(),
            },
            ChessLevelCount(1),
            YaltaLevelCount(2),
            ChessPlayerCount(3),
            DepthTooDeep(9),
            Fen {
                flag: "--fen".into(),
                error: Box::new(fen.clone()),
            },
            Pgn {
                flag: "none".into(),
                error: Box::new(pgn),
            },
            PgnChoose {
                path: path(),
                flag: "--game".into(),
                games: vec![CliNote::PgnGame {
                    number: 1,
                    white: "Anna".into(),
                    black: "Ben".into(),
                    result: "1-0".into(),
                    moves: 1,
                }],
            },
            PgnNumber {
                path: path(),
                flag: "--game".into(),
                number: 4,
                games: 1,
            },
            ChessOptionsWithoutChess,
            NoSuchLesson {
                given: "9.1".into(),
                courses: 5,
            },
            FenAndPgn,
            Yfen {
                line: 7,
                error: Box::new(yfen),
            },
            StandardInput("x".into()),
            LineTooLong { line: 1, max: 1024 },
            LineNotText(3),
            StandardOutput("x".into()),
            ScreenshotIsFolder(path()),
            NoDisplay(crate::platform::NoDisplay::NotSet),
            NoDisplay(crate::platform::NoDisplay::MissingLibrary("libX11.so.6")),
            NoDisplay(crate::platform::NoDisplay::Unreachable(":99".into())),
            CountBelowOne,
            NotAWholeNumber("x".into()),
            NotANumber("x".into()),
            SpeedOutOfRange,
            BadSize("1x1".into()),
            WebOnDesktop,
        ];
        for e in &all {
            match e {
                NoFolder { .. } | OutIsFolder(_) | OutNotModels { .. } | CannotRead { .. } => {}
                CannotWrite { .. } | Board(_) | Deck(_) | Save(_) | SaveWrite(_) => {}
                RuleFile(_) => {}
                Progress(_) | UnknownBot(_) | BotCount { .. } | SimGame(_) | Said(_) => {}
                Levels(_) | UnknownPiece(_) | BadSeat | NotASquare(_) => {}
                TooFewPositions { .. } | BoardHasNoSeat { .. } | UnknownLevel { .. } => {}
                ChessLevelCount(_) | YaltaLevelCount(_) | ChessPlayerCount(_) => {}
                DepthTooDeep(_) | Fen { .. } | Pgn { .. } | PgnChoose { .. } => {}
                PgnNumber { .. } | ChessOptionsWithoutChess | FenAndPgn | Yfen { .. } => {}
                NoSuchLesson { .. } | LineTooLong { .. } | LineNotText(_) => {}
                StandardInput(_) | StandardOutput(_) | ScreenshotIsFolder(_) | NoDisplay(_) => {}
                CountBelowOne | NotAWholeNumber(_) | NotANumber(_) | SpeedOutOfRange => {}
                BadSize(_) | WebOnDesktop => {}
            }
        }
        all
    }

    fn notes() -> Vec<CliNote> {
        use CliNote::*;
        let all = vec![
            Seed(7),
            LessonLine {
                id: "rook-1".into(),
                par: 1,
                goal: "x".into(),
                solution: "1,2".into(),
            },
            PgnGame {
                number: 2,
                white: "Anna".into(),
                black: "Ben".into(),
                result: "*".into(),
                moves: 34,
            },
            FinalPosition("8/8/8/8/8/8/8/8 w - - 0 1".into()),
            Result(None),
            Result(Some(chess::Outcome::Draw(chess::DrawReason::Stalemate))),
            ChessPerft {
                depth: 3,
                leaves: 8902,
                seconds: 0.01,
            },
            YaltaPerft {
                depth: 2,
                leaves: 1000,
                seconds: 0.5,
            },
            BenchLine {
                piece: "queen",
                pips: 4,
                results: 30,
                micros: 1.5,
                route_micros: 0.5,
            },
            NoFont("x".into()),
            NoShotScreen {
                when: "card",
                frames: 600,
            },
        ];
        for n in &all {
            match n {
                Seed(_) | LessonLine { .. } | PgnGame { .. } | FinalPosition(_) | Result(_) => {}
                ChessPerft { .. } | YaltaPerft { .. } | BenchLine { .. } | NoFont(_) => {}
                NoShotScreen { .. } => {}
            }
        }
        all
    }

    #[test]
    fn every_command_line_error_and_note_is_said_in_every_language() {
        for lang in Lang::ALL {
            for e in samples() {
                let said = say_cli_error(lang, &e);
                // A message that is not found is said as its id.
                assert!(!said.contains("cli-"), "{lang:?} {e:?}: {said}");
                assert!(said.chars().count() > 6, "{lang:?} {e:?}: {said}");
            }
            for n in notes() {
                let said = say_cli_note(lang, &n);
                assert!(
                    !said.contains("cli-") && !said.is_empty(),
                    "{lang:?} {n:?}: {said}"
                );
            }
        }
    }

    #[test]
    fn a_command_line_error_says_its_values() {
        let e = CliError::BotCount {
            bots: 3,
            players: 2,
        };
        let said = say_cli_error(Lang::En, &e);
        assert!(
            said.starts_with("error: --bots names 3 bots for 2 players"),
            "{said}"
        );
        let said = say_cli_error(Lang::De, &e);
        assert!(
            said.contains('3') && said.contains('2') && said.starts_with("Fehler"),
            "{said}"
        );
        let choose = samples()
            .iter()
            .find(|e| matches!(e, CliError::PgnChoose { .. }))
            .map(|e| say_cli_error(Lang::En, e))
            .unwrap_or_default();
        assert!(choose.contains("1. Anna – Ben, 1-0, 1 move"), "{choose}");
    }
}

/// The wrapped errors are boxed, so that a `Result` of the command line stays small.
macro_rules! boxed {
    ($($variant:ident($t:ty)),*) => {$(
        impl From<$t> for CliError {
            fn from(e: $t) -> CliError {
                CliError::$variant(Box::new(e))
            }
        }
    )*};
}
boxed!(
    Board(BoardError),
    Deck(DeckError),
    RuleFile(RuleFileError),
    Progress(ProgressError)
);

impl From<SaveError> for CliError {
    /// A save that cannot be read (a save that cannot be written is `SaveWrite`).
    fn from(e: SaveError) -> CliError {
        CliError::Save(Box::new(e))
    }
}
