//! The headless chess subcommands (`chess-selfplay`, `chess-perft`, `chess-pgn`) and the
//! `--game chess` window options. Every bad input is one message (exit code 2).

use crate::cli::WindowOpts;
use arena::chess_selfplay::{selfplay as run_selfplay, SelfplayConfig};
use chess::bot::Level;
use chess::perft::{self as counts, divide};
use chess::pgn;
use chess::{notation, ChessGame, Outcome, WinReason};
use schachschlamassel::platform;
use schachschlamassel::save::chess::ChessSeat;
use schachschlamassel::ui::chess::ChessStart;
use std::path::Path;

fn level(name: &str, flag: &str) -> Result<Level, String> {
    Level::from_name(name)
        .ok_or_else(|| format!("unknown level '{name}' in {flag}\nhint: use easy, normal or hard"))
}

/// `chess-selfplay`.
pub fn selfplay(
    games: usize,
    levels: &[String],
    budget: Option<u64>,
    json: bool,
    seed: u64,
) -> Result<(), String> {
    if levels.len() != 2 {
        return Err(format!(
            "--levels names {} levels\nhint: give two, e.g. --levels hard,easy",
            levels.len()
        ));
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
pub fn perft(fen: &str, depth: u32, split: bool) -> Result<(), String> {
    if depth > 7 {
        return Err(format!(
            "depth {depth} would take hours\nhint: use a depth of 0 to 7"
        ));
    }
    let game = ChessGame::from_fen(fen)
        .map_err(|e| format!("{e}\nhint: give a FEN such as 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', or start"))?;
    let clock = platform::Stopwatch::start();
    if split {
        for (mv, n) in divide(game.board(), depth) {
            outln!("{mv}: {n}");
        }
    }
    let n = counts::perft(game.board(), depth);
    let secs = clock.elapsed().as_secs_f64();
    outln!(
        "perft({depth}) = {n}  ({:.3} s, {:.1} M moves/s)",
        secs,
        n as f64 / secs.max(1e-9) / 1e6
    );
    Ok(())
}

/// `chess-pgn FILE`: checks the game and prints its moves and the final position.
pub fn show_pgn(path: &Path, number: Option<usize>) -> Result<(), String> {
    let imported = choose_game(path, number, "--game")?;
    if let Some(at) = imported.stopped_at_null_move {
        eprintln!("{}: {at}", path.display());
    }
    let game = &imported.game;
    for line in notation::move_list_lines(game) {
        outln!("{line}");
    }
    outln!("final position: {}", game.board());
    match game.outcome() {
        Some(o) => {
            let how = match o {
                Outcome::Win {
                    by: WinReason::Checkmate,
                    ..
                } => "checkmate",
                Outcome::Win { .. } => "resignation",
                Outcome::Draw(r) => pgn::draw_name(r),
            };
            outln!("result: {} ({how})", o.result_token());
        }
        None => outln!("result: * (the game goes on)"),
    }
    Ok(())
}

/// The game `number` (from 1) of the PGN file at `path`; a file of one game needs no
/// number, a file of several without one is listed, naming `flag` to choose with.
fn choose_game(path: &Path, number: Option<usize>, flag: &str) -> Result<pgn::Imported, String> {
    let text = platform::read_text(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let hint = "hint: PGN games, moves in SAN (e.g. 1. e4 e5 2. Nf3)";
    let mut all =
        pgn::import_all(&text, &path.display().to_string()).map_err(|e| format!("{e}\n{hint}"))?;
    let n = all.len();
    match number {
        None if n == 1 => Ok(all.remove(0)),
        None => {
            let list: Vec<String> = all.iter().enumerate().map(game_line).collect();
            Err(format!(
                "{}: {n} games; choose one with {flag} N\n{}",
                path.display(),
                list.join("\n")
            ))
        }
        Some(k) if (1..=n).contains(&k) => Ok(all.remove(k - 1)),
        Some(k) => Err(format!(
            "{}: {flag} {k}: the file has {n} game(s), 1 to {n}",
            path.display()
        )),
    }
}

/// A game of a file in a list: "2. Anna – Ben, 1-0, 34 moves".
fn game_line((i, g): (usize, &pgn::Imported)) -> String {
    let name = |tag| g.tag(tag).unwrap_or("?");
    let result = g.game.outcome().map_or("*", |o| o.result_token());
    let moves = g.game.moves().len().div_ceil(2);
    let unit = if moves == 1 { "move" } else { "moves" };
    format!(
        "{}. {} – {}, {result}, {moves} {unit}",
        i + 1,
        name("White"),
        name("Black")
    )
}

fn seat(name: &str) -> Result<ChessSeat, String> {
    if name == "person" {
        return Ok(ChessSeat::Person);
    }
    level(name, "--chess-players").map(|level| ChessSeat::Computer { level })
}

/// The chess game the window opens straight into (`--game chess`), or `None`.
pub fn window_start(w: &WindowOpts) -> Result<Option<ChessStart>, String> {
    if w.game.as_deref() != Some("chess") {
        if w.fen.is_some() || w.chess_players.is_some() || w.pgn.is_some() || w.pgn_game.is_some() {
            return Err("--fen, --pgn, --pgn-game and --chess-players need --game chess".into());
        }
        return Ok(None);
    }
    let (game, tags, null_move) = match (&w.fen, &w.pgn) {
        (Some(_), Some(_)) => return Err("give --fen or --pgn, not both".into()),
        (Some(f), None) => (
            ChessGame::from_fen(f).map_err(|e| format!("--fen: {e}"))?,
            vec![],
            None,
        ),
        (None, Some(path)) => {
            let imported =
                choose_game(path, w.pgn_game, "--pgn-game").map_err(|e| format!("--pgn {e}"))?;
            (imported.game, imported.tags, imported.stopped_at_null_move)
        }
        (None, None) => (ChessGame::new(), vec![], None),
    };
    let (white, black) = match (&w.chess_players, w.demo) {
        (Some(p), _) if p.len() == 2 => (seat(&p[0])?, seat(&p[1])?),
        (Some(p), _) => {
            return Err(format!(
            "--chess-players names {} players\nhint: give two, e.g. --chess-players person,hard",
            p.len()
        ))
        }
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
