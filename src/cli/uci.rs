//! `chess-uci`: the chess computer behind the Universal Chess Interface, the text
//! protocol every chess GUI and tester speaks, on standard input and output. `uci`,
//! `isready`, `ucinewgame`, `setoption name Skill value easy|normal|hard`, `position
//! startpos|fen … [moves …]`, `go` (`movetime`, `wtime`/`btime`/`winc`/`binc`/
//! `movestogo`, `depth`, `nodes`, `infinite`), `stop`, `quit`. The search runs on a thread
//! of its own and stops when told (an `AtomicBool`) or when its time is up (the app's
//! clock, asked by the search every thousand nodes or so); the rules crate reads no
//! clock. Bad input gets an `info string` in `--lang`, never a crash.

use chess::bot::{ChessBot, DepthDone, Level, SearchLimits, MATE_SCORE};
use chess::game::to_player_move;
use chess::{ChessGame, ChessMove, Command, Piece, Square};
use schachschlamassel::cli_error::{CliError, CliNote};
use schachschlamassel::platform::{self, Stopwatch};
use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;
use words::Lang;

/// The deepest `go infinite` or `go depth` searches.
const MOST_DEPTH: u32 = 64;
/// Time kept back from every move's share, for the answer to reach the GUI.
const SAFETY: Duration = Duration::from_millis(30);

/// One line to the GUI, flushed at once.
fn send(line: &str) {
    platform::print_out(&format!("{line}\n"));
}

/// An `info string` in the player's language.
fn info(lang: Lang, note: &CliNote) {
    send(&format!("info string {}", words::say(lang, note)));
}

/// A move as UCI writes it: squares, and the promotion piece's letter (`e7e8q`);
/// castling as the king's two-square step (`e1g1`).
pub fn uci_move(mv: ChessMove) -> String {
    let promotion = match mv.promotion {
        Some(Piece::Queen) => "q",
        Some(Piece::Rook) => "r",
        Some(Piece::Bishop) => "b",
        Some(Piece::Knight) => "n",
        _ => "",
    };
    format!("{}{}{promotion}", mv.from, mv.to)
}

/// A UCI move (`e2e4`, `e7e8q`, castling `e1g1`) if it is legal now.
fn parse_move(game: &ChessGame, text: &str) -> Option<ChessMove> {
    let from: Square = text.get(0..2)?.parse().ok()?;
    let to: Square = text.get(2..4)?.parse().ok()?;
    let promotion = match text.get(4..) {
        Some("") => None,
        Some("q") => Some(Piece::Queen),
        Some("r") => Some(Piece::Rook),
        Some("b") => Some(Piece::Bishop),
        Some("n") => Some(Piece::Knight),
        _ => return None,
    };
    let mv = ChessMove {
        from,
        to,
        promotion,
    };
    game.check(&Command::Move(mv)).ok().map(|()| mv)
}

/// A search under way: its thread and its stop flag.
struct Searching {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

impl Searching {
    /// Stops it and waits for its `bestmove`.
    fn finish(self) {
        self.stop.store(true, Ordering::Relaxed);
        let _ = self.thread.join();
    }
}

/// What `go` asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Go {
    movetime: Option<u64>,
    time: [Option<u64>; 2],
    inc: [Option<u64>; 2],
    movestogo: Option<u64>,
    depth: Option<u32>,
    nodes: Option<u64>,
    infinite: bool,
}

/// The words of `go`; the first word not understood, if any.
fn parse_go(words: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        if matches!(word, "infinite" | "ponder") {
            go.infinite = true;
            i += 1;
            continue;
        }
        let value = words.get(i + 1).and_then(|v| v.parse::<i64>().ok());
        let bad = || match words.get(i + 1) {
            Some(v) => format!("{word} {v}"),
            None => word.to_string(),
        };
        let Some(v) = value else {
            return Err(bad());
        };
        // A clock that ran out is sent as a negative number by some GUIs: no time.
        let n = v.max(0) as u64;
        match word {
            "movetime" => go.movetime = Some(n),
            "wtime" => go.time[0] = Some(n),
            "btime" => go.time[1] = Some(n),
            "winc" => go.inc[0] = Some(n),
            "binc" => go.inc[1] = Some(n),
            "movestogo" => go.movestogo = Some(n.max(1)),
            "depth" => go.depth = Some(n.clamp(1, u64::from(MOST_DEPTH)) as u32),
            "nodes" => go.nodes = Some(n.max(1)),
            "mate" => go.depth = Some((2 * n).clamp(1, u64::from(MOST_DEPTH)) as u32),
            _ => return Err(bad()),
        }
        i += 2;
    }
    Ok(go)
}

impl Go {
    /// The time this move may take, if any: `movetime`, or a share of the side's clock
    /// (its time over the moves to go, 30 when not told, plus most of its increment, at
    /// most half of what is left).
    fn budget(&self, side: usize) -> Option<Duration> {
        if self.infinite {
            return None;
        }
        let ms = match (self.movetime, self.time[side]) {
            (Some(t), _) => t,
            (None, Some(left)) => {
                let share =
                    left / self.movestogo.unwrap_or(30) + self.inc[side].unwrap_or(0) * 3 / 4;
                share.min(left / 2)
            }
            (None, None) => return None,
        };
        Some(
            Duration::from_millis(ms)
                .saturating_sub(SAFETY)
                .max(Duration::from_millis(1)),
        )
    }

    /// The search's limits: the level's own (its strength), unless `depth`, `nodes` or
    /// `infinite` ask for more.
    fn limits(&self, bot: &ChessBot) -> SearchLimits {
        let own = bot.limits();
        if self.infinite {
            return SearchLimits {
                budget: u64::MAX,
                max_depth: MOST_DEPTH,
            };
        }
        SearchLimits {
            budget: self.nodes.unwrap_or(if self.depth.is_some() {
                u64::MAX
            } else {
                own.budget
            }),
            max_depth: self.depth.unwrap_or(own.max_depth),
        }
    }
}

/// An `info` line for a depth completed.
fn info_line(d: &DepthDone, board: &chess::ChessGame, millis: u128) -> String {
    let score = if d.score.abs() >= MATE_SCORE - 200 {
        let plies = MATE_SCORE - d.score.abs();
        let moves = (plies + 1) / 2;
        format!("mate {}", if d.score > 0 { moves } else { -moves })
    } else {
        format!("cp {}", d.score)
    };
    let pv = uci_move(to_player_move(board.board(), d.best));
    format!(
        "info depth {} score {score} nodes {} time {millis} pv {pv}",
        d.depth, d.nodes
    )
}

/// Starts a search of `game` on a thread; it prints `info` lines and `bestmove`. In
/// `infinite` mode it waits for `stop` before `bestmove`, as the protocol asks.
fn start(game: ChessGame, level: Level, go: Go, lang: Lang) -> Searching {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let thread = std::thread::spawn(move || {
        let clock = Stopwatch::start();
        let side = game.side_to_move() as usize;
        let deadline = go.budget(side);
        let bot = ChessBot::new(level, 0);
        let limits = go.limits(&bot);
        let stop_now =
            || flag.load(Ordering::Relaxed) || deadline.is_some_and(|d| clock.elapsed() >= d);
        let mut report = |d: DepthDone| send(&info_line(&d, &game, clock.elapsed().as_millis()));
        let best = if game.legal_moves().is_empty() {
            None
        } else {
            bot.search(&game, limits, &stop_now, &mut report)
        };
        if go.infinite {
            while !flag.load(Ordering::Relaxed) {
                platform::sleep(0.005);
            }
        }
        match best {
            Some(m) => send(&format!(
                "bestmove {}",
                uci_move(to_player_move(game.board(), m))
            )),
            None => {
                info(lang, &CliNote::UciNoMove);
                send("bestmove 0000");
            }
        }
    });
    Searching { stop, thread }
}

/// The position `position` describes, or why not (the message to send); `moves` that
/// are illegal end the list there, as chess programs do.
fn position(words: &[&str], lang: Lang) -> Result<ChessGame, CliNote> {
    let (mut game, rest) = match words.first() {
        Some(&"startpos") => (ChessGame::new(), &words[1..]),
        Some(&"fen") => {
            let end = words
                .iter()
                .position(|w| *w == "moves")
                .unwrap_or(words.len());
            let fen = words[1..end].join(" ");
            let game = ChessGame::from_fen(&fen).map_err(|e| {
                CliNote::UciBadFen(words::say(lang, &schachschlamassel::said::fen(&e)))
            })?;
            (game, &words[end..])
        }
        _ => return Err(CliNote::UciBadPosition(words.join(" "))),
    };
    let moves = match rest.first() {
        None => &[][..],
        Some(&"moves") => &rest[1..],
        Some(_) => return Err(CliNote::UciBadPosition(words.join(" "))),
    };
    for (i, text) in moves.iter().enumerate() {
        let Some(mv) = parse_move(&game, text) else {
            info(
                lang,
                &CliNote::UciIllegalMove {
                    number: i + 1,
                    text: text.to_string(),
                },
            );
            break;
        };
        let _ = game.play(&Command::Move(mv));
    }
    Ok(game)
}

/// `chess-uci`: reads commands until `quit` or the end of the input.
pub fn run(lang: Lang) -> Result<(), CliError> {
    let mut game = ChessGame::new();
    let mut level = Level::Hard;
    let mut searching: Option<Searching> = None;
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else {
            break;
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            continue;
        };
        // Every command but these stops the search and waits for its bestmove first.
        if !matches!(command, "isready" | "uci" | "quit") {
            if let Some(s) = searching.take() {
                s.finish();
            }
        }
        match command {
            "uci" => {
                send(&format!(
                    "id name Schachschlamassel {}",
                    env!("CARGO_PKG_VERSION")
                ));
                send("id author the Schachschlamassel authors");
                send("option name Skill type combo default hard var easy var normal var hard");
                send("uciok");
            }
            "isready" => send("readyok"),
            "ucinewgame" => game = ChessGame::new(),
            "setoption" => match set_option(args) {
                Ok(l) => level = l,
                Err(note) => info(lang, &note),
            },
            "position" => match position(args, lang) {
                Ok(g) => game = g,
                Err(note) => info(lang, &note),
            },
            "go" => match parse_go(args) {
                Ok(go) => searching = Some(start(game.clone(), level, go, lang)),
                Err(text) => info(lang, &CliNote::UciBadGo(text)),
            },
            "stop" => {}
            "quit" => break,
            _ => info(lang, &CliNote::UciUnknownCommand(line.trim().to_string())),
        }
    }
    if let Some(s) = searching.take() {
        s.finish();
    }
    Ok(())
}

/// `setoption name Skill value hard`: the level, or why not.
fn set_option(args: &[&str]) -> Result<Level, CliNote> {
    let at = |w: &str| args.iter().position(|a| a.eq_ignore_ascii_case(w));
    let (Some(name), value) = (at("name"), at("value")) else {
        return Err(CliNote::UciUnknownOption(args.join(" ")));
    };
    let name_words = &args[name + 1..value.unwrap_or(args.len())];
    let name_text = name_words.join(" ");
    if !name_text.eq_ignore_ascii_case("skill") {
        return Err(CliNote::UciUnknownOption(name_text));
    }
    let value_text = value.map(|v| args[v + 1..].join(" ")).unwrap_or_default();
    Level::from_name(&value_text.to_ascii_lowercase()).ok_or(CliNote::UciBadSkill(value_text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_is_written_as_the_kings_two_square_step() {
        let game = ChessGame::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
        let castle = chess::game::to_player_move(
            game.board(),
            cozy_chess::Move {
                from: Square::E1,
                to: Square::H1,
                promotion: None,
            },
        );
        assert_eq!(uci_move(castle), "e1g1");
        assert_eq!(parse_move(&game, "e1g1"), Some(castle));
        assert_eq!(parse_move(&game, "e1g1q"), None);
        assert_eq!(parse_move(&game, "e1"), None);
    }

    #[test]
    fn a_moves_time_is_a_share_of_the_clock_and_never_all_of_it() {
        let go = parse_go(&["wtime", "60000", "btime", "1000", "winc", "1000"]).unwrap();
        // 60 s over 30 moves, plus three quarters of the increment, less the safety.
        assert_eq!(go.budget(0), Some(Duration::from_millis(2000 + 750 - 30)));
        // 1 s left: 1000/30 = 33 ms, less the safety.
        assert_eq!(go.budget(1), Some(Duration::from_millis(3)));
        let go = parse_go(&["movetime", "500"]).unwrap();
        assert_eq!(go.budget(0), Some(Duration::from_millis(470)));
        assert_eq!(parse_go(&["infinite"]).unwrap().budget(0), None);
        assert_eq!(parse_go(&["depth"]), Err("depth".to_string()));
        assert_eq!(parse_go(&["depth", "x"]), Err("depth x".to_string()));
    }
}
