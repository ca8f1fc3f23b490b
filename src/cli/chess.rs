//! The headless chess subcommands (`chess-selfplay`, `chess-perft`, `chess-pgn`) and the
//! `--game chess` window options. Every bad input is one message (exit code 2).

use crate::cli::WindowOpts;
use arena::chess_selfplay::{selfplay as run_selfplay, SelfplayConfig};
use chess::bot::Level;
use chess::perft::{self as counts, divide};
use chess::pgn;
use chess::{notation, ChessGame};
use schachschlamassel::cli_error::{CliError, CliNote};
use schachschlamassel::platform;
use schachschlamassel::said::Msg;
use schachschlamassel::save::chess::{ChessSave, ChessSeat};
use schachschlamassel::ui::chess::ChessStart;
use std::path::Path;
use words::Lang;

fn level(name: &str, flag: &str) -> Result<Level, CliError> {
    Level::from_name(name).ok_or_else(|| CliError::UnknownLevel {
        name: name.to_string(),
        flag: flag.to_string(),
    })
}

/// `chess-selfplay`.
pub fn selfplay(
    games: usize,
    levels: &[String],
    budget: Option<u64>,
    json: bool,
    seed: u64,
) -> Result<(), CliError> {
    if levels.len() != 2 {
        return Err(CliError::ChessLevelCount(levels.len()));
    }
    let cfg = SelfplayConfig {
        levels: [
            level(&levels[0], "--levels")?,
            level(&levels[1], "--levels")?,
        ],
        games,
        seed,
        budget,
    };
    let report = run_selfplay(&cfg, &platform::SystemClock::start());
    if json {
        outln!("{}", serde_json::to_string(&report).unwrap_or_default());
    } else {
        out!("{}", report.table());
    }
    Ok(())
}

/// `chess-perft FEN DEPTH`.
pub fn perft(fen: &str, depth: u32, split: bool, lang: Lang) -> Result<(), CliError> {
    if depth > 7 {
        return Err(CliError::DepthTooDeep(depth));
    }
    let game = ChessGame::from_fen(fen).map_err(|error| CliError::Fen {
        flag: "none".into(),
        error: Box::new(error),
    })?;
    let clock = platform::Stopwatch::start();
    if split {
        for (mv, n) in divide(game.board(), depth) {
            outln!("{mv}: {n}");
        }
    }
    let n = counts::perft(game.board(), depth);
    let seconds = clock.elapsed().as_secs_f64();
    let note = CliNote::ChessPerft {
        depth,
        leaves: n,
        seconds,
    };
    outln!("{}", words::say(lang, &note));
    Ok(())
}

/// `chess-pgn FILE`: checks the game and prints its moves and the final position.
pub fn show_pgn(path: &Path, number: Option<usize>, lang: Lang) -> Result<(), CliError> {
    let imported = choose_game(path, number, "--game", "none", lang)?;
    if let Some(at) = imported.stopped_at_null_move {
        let file = path.display().to_string();
        let said = words::say(lang, &schachschlamassel::said::null_move(&at));
        eprintln!("{}", words::say(lang, &Msg::Labelled(file, said)));
    }
    let game = &imported.game;
    for line in notation::move_list_lines(game) {
        outln!("{line}");
    }
    let last = CliNote::FinalPosition(game.fen());
    outln!("{}", words::say(lang, &last));
    outln!("{}", words::say(lang, &CliNote::Result(game.outcome())));
    Ok(())
}

/// The game `number` (from 1, as the games stand in the file) of the PGN file at
/// `path`; a file of one readable game needs no number, a file of several without one
/// is listed, naming `flag` to choose with. A broken game does not stop the others: each
/// is named on stderr, and refused only when it is the one chosen.
fn choose_game(
    path: &Path,
    number: Option<usize>,
    flag: &str,
    pgn_flag: &str,
    lang: Lang,
) -> Result<pgn::Imported, CliError> {
    let text = platform::read_pgn(path).map_err(|e| CliError::cannot_read(path, &e))?;
    let read = pgn::read_games(&text, &path.display().to_string());
    let refuse = |error: &pgn::PgnError| CliError::Pgn {
        flag: pgn_flag.to_string(),
        error: Box::new(error.clone()),
    };
    let chosen_broken = read.broken.iter().find(|b| Some(b.number) == number);
    if let Some(broken) = chosen_broken.or(read.broken.first().filter(|_| read.games.is_empty())) {
        return Err(refuse(&broken.error));
    }
    for broken in &read.broken {
        let note = CliNote::PgnBroken {
            number: broken.number,
            error: Box::new(broken.error.clone()),
        };
        eprintln!("{}", words::say(lang, &note));
    }
    let n = read.games.len() + read.broken.len();
    let mut games = read.games;
    match number {
        None if games.len() == 1 => Ok(games.remove(0).1),
        None => Err(CliError::PgnChoose {
            path: path.display().to_string(),
            flag: flag.to_string(),
            games: games.iter().map(game_line).collect(),
        }),
        Some(k) => match games.iter().position(|(i, _)| *i == k) {
            Some(at) => Ok(games.remove(at).1),
            None => Err(CliError::PgnNumber {
                path: path.display().to_string(),
                flag: flag.to_string(),
                number: k,
                games: n,
            }),
        },
    }
}

/// A game of a file in a list: "2. Anna – Ben, 1-0, 34 moves".
fn game_line((number, g): &(usize, pgn::Imported)) -> CliNote {
    let name = |tag| g.tag(tag).unwrap_or("?").to_string();
    CliNote::PgnGame {
        number: *number,
        white: name("White"),
        black: name("Black"),
        result: g
            .game
            .outcome()
            .map_or("*", |o| o.result_token())
            .to_string(),
        moves: g.game.moves().len().div_ceil(2),
    }
}

fn seat(name: &str) -> Result<ChessSeat, CliError> {
    if name == "person" {
        return Ok(ChessSeat::Person);
    }
    level(name, "--chess-players").map(|level| ChessSeat::Computer { level })
}

/// A chess save (the autosave, a kept unfinished game) given to `--pgn` or `--load`:
/// the game it holds with its players, or why it does not read; `None` if the file is no
/// chess save (`kind` is not `schachschlamassel-chess`).
pub fn chess_save_start(path: &Path, lang: Lang) -> Option<Result<ChessStart, CliError>> {
    let text = platform::read_text(path).ok()?;
    let value: serde_json::Value = serde_json::from_str(&text).ok()?;
    if value.get("kind").and_then(|k| k.as_str()) != Some("schachschlamassel-chess") {
        return None;
    }
    let read = ChessSave::from_json(&text, &path.display().to_string());
    Some(
        read.map(|(save, game)| ChessStart {
            white: save.white,
            black: save.black,
            game,
            tags: vec![],
            null_move: None,
        })
        .map_err(|e| CliError::Said(words::say(lang, &e))),
    )
}

/// The chess game the window opens straight into (`--game chess`, or `--load` with a
/// chess save), or `None`.
pub fn window_start(w: &WindowOpts, lang: Lang) -> Result<Option<ChessStart>, CliError> {
    if let Some(start) = w.load.as_deref().and_then(|p| chess_save_start(p, lang)) {
        return start.map(Some);
    }
    if w.game.as_deref() != Some("chess") {
        if w.fen.is_some() || w.chess_players.is_some() || w.pgn.is_some() || w.pgn_game.is_some() {
            return Err(CliError::ChessOptionsWithoutChess);
        }
        return Ok(None);
    }
    let (game, tags, null_move) = match (&w.fen, &w.pgn) {
        (Some(_), Some(_)) => return Err(CliError::FenAndPgn),
        (Some(f), None) => (
            ChessGame::from_fen(f).map_err(|error| CliError::Fen {
                flag: "--fen".into(),
                error: Box::new(error),
            })?,
            vec![],
            None,
        ),
        (None, Some(path)) => {
            if let Some(start) = chess_save_start(path, lang) {
                let mut start = start?;
                if let Some(p) = w.chess_players.as_ref().filter(|p| p.len() == 2) {
                    (start.white, start.black) = (seat(&p[0])?, seat(&p[1])?);
                }
                return Ok(Some(start));
            }
            let imported = choose_game(path, w.pgn_game, "--pgn-game", "--pgn", lang)?;
            (imported.game, imported.tags, imported.stopped_at_null_move)
        }
        (None, None) => (ChessGame::new(), vec![], None),
    };
    let (white, black) = match (&w.chess_players, w.demo) {
        (Some(p), _) if p.len() == 2 => (seat(&p[0])?, seat(&p[1])?),
        (Some(p), _) => return Err(CliError::ChessPlayerCount(p.len())),
        (None, true) => (
            ChessSeat::Computer { level: Level::Hard },
            ChessSeat::Computer {
                level: Level::Normal,
            },
        ),
        (None, false) => (
            ChessSeat::Person,
            ChessSeat::Computer { level: Level::Easy },
        ),
    };
    Ok(Some(ChessStart {
        white,
        black,
        game,
        tags,
        null_move,
    }))
}
