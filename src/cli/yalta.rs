//! The headless Yalta subcommands: `yalta-perft`, `yalta-moves`, `yalta-selfplay`.

use arena::yalta_selfplay::selfplay as selfplay_games;
use schachschlamassel::cli_error::{CliError, CliNote};
use schachschlamassel::platform;
use std::io::{BufRead, Read, Write};
use words::Lang;
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
    eprintln!("{}", words::say(lang, &note));
    Ok(())
}

/// The longest line `yalta-moves` reads, in bytes: far longer than any YFEN (96 cells of
/// two letters, all castling rights and en passant cells, two 20-digit counters stay
/// under 300), so that an endless line (`< /dev/zero`) stops at once instead of filling
/// memory.
pub const MAX_LINE_BYTES: usize = 1024;

/// `yalta-moves`: one line of sorted legal moves per YFEN line (or `start`) on stdin. A
/// bad line stops with its message (and the line number) and exit code 2: a line longer
/// than [`MAX_LINE_BYTES`] or not UTF-8 text too. A byte-order mark before the first
/// line is skipped.
pub fn moves() -> Result<(), CliError> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut bytes = Vec::with_capacity(256);
    for number in 1.. {
        bytes.clear();
        let read = (&mut input)
            .take(MAX_LINE_BYTES as u64 + 1)
            .read_until(b'\n', &mut bytes)
            .map_err(|e| CliError::StandardInput(e.to_string()))?;
        if read == 0 {
            break;
        }
        if bytes.last() != Some(&b'\n') && bytes.len() > MAX_LINE_BYTES {
            return Err(CliError::LineTooLong {
                line: number,
                max: MAX_LINE_BYTES,
            });
        }
        let line = std::str::from_utf8(&bytes).map_err(|_| CliError::LineNotText(number))?;
        let line = line.strip_suffix('\n').unwrap_or(line);
        let line = line.strip_suffix('\r').unwrap_or(line);
        let line = if number == 1 {
            schachschlamassel::platform::strip_byte_order_mark(line)
        } else {
            line
        };
        if line.trim().is_empty() {
            continue;
        }
        let pos = position(line).map_err(|e| match e {
            CliError::Yfen { error, .. } => CliError::Yfen {
                line: number,
                error,
            },
            other => other,
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
