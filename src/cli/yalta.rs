//! The headless Yalta subcommands: `yalta-perft`, `yalta-moves`, `yalta-selfplay`.

use arena::yalta_selfplay::selfplay as selfplay_games;
use schachschlamassel::cli_error::{CliError, CliNote};
use schachschlamassel::platform;
use schachschlamassel::ui::i18n::{say_cli_note, Lang};
use std::io::{BufRead, Write};
use yalta::bot::Level;
use yalta::position::{Position, RedQueen};

fn position(text: &str) -> Result<Position, CliError> {
    if text.trim() == "start" {
        return Ok(Position::start(RedQueen::Light));
    }
    Position::from_yfen(text).map_err(|error| CliError::Yfen {
        line: 0,
        error: Box::new(error),
    })
}

/// `yalta-perft YFEN|start DEPTH`: the leaf count, and the time on stderr.
pub fn perft(text: &str, depth: u32, lang: Lang) -> Result<(), CliError> {
    let pos = position(text)?;
    let clock = platform::Stopwatch::start();
    let leaves = pos.perft(depth);
    let seconds = clock.elapsed().as_secs_f64();
    outln!("{leaves}");
    let note = CliNote::YaltaPerft {
        depth,
        leaves,
        seconds,
    };
    eprintln!("{}", say_cli_note(lang, &note));
    Ok(())
}

/// `yalta-moves`: one line of sorted legal moves per YFEN line on stdin. A bad line
/// stops with its message (and the line number) and exit code 2.
pub fn moves() -> Result<(), CliError> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for (i, line) in stdin.lock().lines().enumerate() {
        let line = line.map_err(|e| CliError::StandardInput(e.to_string()))?;
        if line.trim().is_empty() {
            continue;
        }
        let pos = Position::from_yfen(&line).map_err(|error| CliError::Yfen {
            line: i + 1,
            error: Box::new(error),
        })?;
        let mut names: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
        schachschlamassel::order::sort(&mut names);
        if let Err(e) = writeln!(out, "{}", names.join(" ")) {
            return quiet_on_closed_pipe(e);
        }
    }
    out.flush().or_else(quiet_on_closed_pipe)
}

/// A reader that has gone away (`| head`) wants no more lines: not an error.
fn quiet_on_closed_pipe(e: std::io::Error) -> Result<(), CliError> {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        Ok(())
    } else {
        Err(CliError::StandardOutput(e.to_string()))
    }
}

/// `yalta-selfplay`: computer games of three levels, as a table or JSON.
pub fn selfplay(games: usize, levels: &[String], seed: u64, json: bool) -> Result<(), CliError> {
    let parsed: Vec<Level> = levels
        .iter()
        .map(|l| {
            Level::from_name(l).ok_or_else(|| CliError::UnknownLevel {
                name: l.clone(),
                flag: "--levels".into(),
            })
        })
        .collect::<Result<_, _>>()?;
    let Ok(lineup) = <[Level; 3]>::try_from(parsed) else {
        return Err(CliError::YaltaLevelCount(levels.len()));
    };
    let report = selfplay_games(games, lineup, seed, &platform::SystemClock::start());
    if json {
        outln!(
            "{}",
            serde_json::to_string(&report).map_err(|e| CliError::StandardOutput(e.to_string()))?
        );
    } else {
        out!("{}", report.table());
    }
    Ok(())
}
