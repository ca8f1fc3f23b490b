//! The command line (design/cli.md): names here are a contract with scripts and CI.

pub mod chess;
pub mod frame_bench;
pub mod lab;
pub mod lessons;
pub mod progress;
pub mod uci;
pub mod yalta;

use clap::{Args, Parser, Subcommand};
use schachschlamassel::cli_error::CliError;
use std::path::PathBuf;
use words::Lang;

/// Schachschlamassel: the chess-piece race dice game.
#[derive(Parser, Debug)]
#[command(name = "schachschlamassel", version, about, propagate_version = true)]
pub struct Cli {
    /// Options shared by the window and every subcommand.
    #[command(flatten)]
    pub common: Common,
    /// Options of the window.
    #[command(flatten)]
    pub window: WindowOpts,
    /// A headless subcommand; without one, the window opens.
    #[command(subcommand)]
    pub command: Option<Sub>,
}

/// Options shared by everything.
#[derive(Args, Debug, Clone)]
pub struct Common {
    /// Seed of the game or of a run of games (default: from the clock, printed).
    #[arg(long, global = true)]
    pub seed: Option<u64>,
    /// Language of every text: de, en, fr, it, no, es, nl or pt (default: from LANGUAGE or
    /// LANG, else English).
    #[arg(long, global = true, value_parser = ["de", "en", "fr", "it", "no", "es", "nl", "pt"])]
    pub lang: Option<String>,
    /// Board file (default: the embedded classic board).
    #[arg(long, global = true, value_name = "PATH")]
    pub board: Option<PathBuf>,
    /// Card deck directory: every *.json in it, in sorted file-name order.
    #[arg(long, global = true, value_name = "DIR")]
    pub cards: Option<PathBuf>,
    /// Where saves and settings live.
    #[arg(long = "data-dir", global = true, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// small, small-action, large or large-action.
    #[arg(long, global = true, default_value = "small",
          value_parser = ["small", "small-action", "large", "large-action"])]
    pub variant: String,
    /// A house rule (repeatable): symbols-bring-in, hash-draws-card, protect-covered,
    /// may-stop-early, end-after-first-winner.
    #[arg(long = "rule", global = true, value_name = "NAME",
          value_parser = ["symbols-bring-in", "hash-draws-card", "protect-covered", "may-stop-early", "end-after-first-winner"])]
    pub rules: Vec<String>,
}

/// Options of the window.
#[derive(Args, Debug, Clone)]
pub struct WindowOpts {
    /// Start fullscreen.
    #[arg(long)]
    pub fullscreen: bool,
    /// Initial window size, e.g. 1920x1080.
    #[arg(long, value_name = "WxH", default_value = "1280x720", value_parser = parse_size)]
    pub window: (u32, u32),
    /// Start straight into a game of N players (2–4).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: Option<u8>,
    /// Every seat is a computer player; games loop; nothing is saved.
    #[arg(long)]
    pub demo: bool,
    /// After --frames frames, save the window as PNG and exit.
    #[arg(long, value_name = "PATH")]
    pub screenshot: Option<PathBuf>,
    /// Frames before the screenshot.
    #[arg(long, default_value_t = 120)]
    pub frames: u32,
    /// When to take the --screenshot: after --frames frames (`frames`), or as soon as a
    /// drawn card is on screen (`card`) or the end screen shows (`end`); --frames is then
    /// the limit.
    #[arg(long = "screenshot-on", value_name = "WHEN", default_value = "frames", value_parser = ["frames", "card", "end"])]
    pub screenshot_on: String,
    /// Game speed factor for animations and computer pauses (1 = normal; for demos and CI).
    #[arg(long, default_value_t = 1.0, value_parser = parse_speed)]
    pub speed: f32,
    /// Time N frames of the screen (once --screenshot-on's moment comes) and print their
    /// median, 95th percentile and longest, in ms.
    #[arg(long = "bench-frames", value_name = "N")]
    pub bench_frames: Option<u32>,
    /// With --bench-frames: then S seconds without input, and the window's CPU use then
    /// (percent of one core).
    #[arg(long = "bench-idle", value_name = "S", default_value_t = 0,
          value_parser = clap::value_parser!(u16).range(0..=60))]
    pub bench_idle: u16,
    /// Open a saved game.
    #[arg(long, value_name = "PATH")]
    pub load: Option<PathBuf>,
    /// Open straight into another game: `chess` (classic chess), `yalta` (three-player
    /// chess), `race` (the race's setup), `school` (the piece school's courses) or `lab`
    /// (the rule lab).
    #[arg(long, value_name = "GAME", value_parser = ["chess", "yalta", "race", "school", "lab"])]
    pub game: Option<String>,
    /// The piece school: open straight into level L of course C, e.g. 1.3; the chess
    /// school's with `chess.C.L`, e.g. chess.3.1.
    #[arg(long, value_name = "C.L")]
    pub lesson: Option<String>,
    /// Chess: who plays White and Black (person, easy, normal, hard), e.g. person,normal.
    #[arg(long = "chess-players", value_name = "W,B", value_delimiter = ',')]
    pub chess_players: Option<Vec<String>>,
    /// Chess: continue the game of this PGN file.
    #[arg(long, value_name = "PATH")]
    pub pgn: Option<PathBuf>,
    /// Chess: which game of a PGN file with several (1 is the first).
    #[arg(long = "pgn-game", value_name = "N")]
    pub pgn_game: Option<usize>,
    /// Chess: start from this position (FEN).
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
}

/// A value clap refuses, in the words of the language the command line asks for.
fn refused(e: CliError) -> String {
    // clap checks values before it hands over `--lang`: the language is looked up in the
    // arguments here (`--lang fr`, `--lang=fr`), else in the environment.
    let args: Vec<String> = std::env::args().collect();
    let given = args
        .iter()
        .enumerate()
        .find_map(|(i, a)| match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1).cloned(),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => None,
        });
    let lang = given
        .as_deref()
        .and_then(Lang::parse)
        .unwrap_or_else(lang_of_environment);
    words::say(lang, &e)
}

/// The first of `LANGUAGE` (`fr:de`) and `LANG` that the game has, else English.
pub fn lang_of_environment() -> Lang {
    let env = |k: &str| std::env::var(k).unwrap_or_default();
    let (language, lang) = (env("LANGUAGE"), env("LANG"));
    Lang::first_known(language.split(':').chain([lang.as_str()]))
}

/// A number of games (or positions) of at least 1.
pub(crate) fn parse_count(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err(refused(CliError::CountBelowOne)),
        Ok(n) => Ok(n),
        Err(_) => Err(refused(CliError::NotAWholeNumber(s.to_string()))),
    }
}

fn parse_speed(s: &str) -> Result<f32, String> {
    let v: f32 = s
        .parse()
        .map_err(|_| refused(CliError::NotANumber(s.to_string())))?;
    if !(0.1..=1000.0).contains(&v) {
        return Err(refused(CliError::SpeedOutOfRange));
    }
    Ok(v)
}

pub(crate) fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let bad = || refused(CliError::BadSize(s.to_string()));
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.trim().parse().map_err(|_| bad())?;
    let h: u32 = h.trim().parse().map_err(|_| bad())?;
    if !(320..=8192).contains(&w) || !(240..=8192).contains(&h) {
        return Err(bad());
    }
    Ok((w, h))
}

/// Headless subcommands: they never open a window.
#[derive(Subcommand, Debug, Clone)]
pub enum Sub {
    /// Bot games, with a table (or JSON) of figures.
    Simulate {
        /// Players per game (2–4).
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=4))]
        players: u8,
        /// Number of games.
        #[arg(long, default_value_t = 100, value_parser = parse_count)]
        games: usize,
        /// Bots: one name per player, or one for all (random, greedy, easy, normal, hard).
        #[arg(long, value_delimiter = ',', default_value = "greedy")]
        bots: Vec<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Also write the run's first game (seed S) as a save file, for `replay`.
        #[arg(long, value_name = "PATH")]
        save: Option<PathBuf>,
        /// With --save: write the game this many commands before its end, every seat a
        /// person, to finish by hand.
        #[arg(long, value_name = "N", requires = "save")]
        save_for_people: Option<usize>,
        /// Threads to play on (default: every core); the figures do not depend on it.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: Option<u16>,
    },
    /// The rule lab: plays the rule set of --variant, --rule, --board and --cards many
    /// times with computer players and says how it plays: how long, how fair, how much
    /// skill matters, how lively (docs/lab.md).
    Lab(lab::LabOpts),
    /// Computer players against each other with seats rotated game by game: per level,
    /// games, wins, win share, 95% confidence interval and decision time.
    Tournament {
        /// The line-up, one level per player (2–4): random, greedy, easy, normal, hard.
        #[arg(long, value_delimiter = ',', required = true)]
        levels: Vec<String>,
        /// Number of games.
        #[arg(long, default_value_t = 100, value_parser = parse_count)]
        games: usize,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Threads to play on (default: every core); the results do not depend on it.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: Option<u16>,
    },
    /// Learns the hard player's win chances for --variant from games of four normal
    /// players (seeds --seed, --seed+1, ...) and writes them into a JSON file of
    /// win-chance models (the game's own is `assets/win_chances.json`).
    FitValue {
        /// Number of games.
        #[arg(long, default_value_t = 4000, value_parser = parse_count)]
        games: usize,
        /// Keep every N-th start of a turn of each game.
        #[arg(long, default_value_t = 4, value_parser = parse_count)]
        every: usize,
        /// The JSON file to update (other variants' models in it are kept).
        #[arg(long, value_name = "PATH")]
        out: PathBuf,
        /// Threads to play on (default: every core); the result does not depend on it.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
        threads: Option<u16>,
    },
    /// The deck of --variant (with --rule) as a table.
    Cards,
    /// Why a piece of a saved game cannot go to a square (or its route if it can).
    Explain {
        /// The save file.
        #[arg(long)]
        load: PathBuf,
        /// The position before the save's N-th command (default: the last position).
        #[arg(long)]
        at: Option<usize>,
        /// Whose piece: 0–3 (default: the player to move).
        #[arg(long)]
        seat: Option<u8>,
        /// The piece: queen, rook, bishop, knight, king or pawn.
        #[arg(long)]
        piece: String,
        /// The square, as X,Y (0,0 is the top left).
        #[arg(long)]
        to: String,
        /// A roll of this many moves instead of the position's roll.
        #[arg(long)]
        pips: Option<u8>,
    },
    /// The schools' courses: every level with its goal, par and the engine's solution
    /// (the piece school's squares of each roll, the chess school's moves in SAN).
    Lessons {
        /// The chess school alone.
        #[arg(long)]
        chess: bool,
        /// Replay each chess level's solution through the chess school's rules and say
        /// whether it proves the level (won at par, three stars); exit code 2 if one
        /// does not.
        #[arg(long)]
        check: bool,
    },
    /// The piece school's class overview: every learner with their stars per course,
    /// out of the course's most, and the total (from progress.json in --data-dir, or
    /// from the stars files of --merge; files are only read, never changed).
    Progress {
        /// Stars files handed over by the class's devices (or their progress.json), joined
        /// instead of --data-dir's: a learner on two devices gets the best stars of each
        /// level. A file that is no stars file stops the command, naming it.
        #[arg(long, num_args = 1.., value_name = "FILE")]
        merge: Vec<PathBuf>,
        /// Print CSV (RFC 4180): a head line with the courses' titles in --lang, then a
        /// line a learner with the stars of each course and the total.
        #[arg(long)]
        csv: bool,
    },
    /// A saved game in words, one event a line.
    Replay {
        /// The save file.
        path: PathBuf,
    },
    /// Classic chess: computer levels play each other, colours alternating.
    ChessSelfplay {
        /// Number of games.
        #[arg(long, default_value_t = 20, value_parser = parse_count)]
        games: usize,
        /// The two levels: easy, normal, hard.
        #[arg(long, value_delimiter = ',', default_value = "hard,easy")]
        levels: Vec<String>,
        /// Nodes per decision (default: each level's own).
        #[arg(long)]
        budget: Option<u64>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Classic chess: perft counts (legal move sequences) of a position.
    ChessPerft {
        /// The position as FEN, or `start`.
        fen: String,
        /// The depth.
        depth: u32,
        /// Also print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
    /// Classic chess: check a PGN file and print its moves and final position.
    ChessPgn {
        /// The PGN file.
        path: PathBuf,
        /// Which game of a file with several (1 is the first); without it such a file's
        /// games are listed.
        #[arg(long = "game", value_name = "N")]
        number: Option<usize>,
    },
    /// Classic chess for chess programs: the computer speaks UCI on standard input and
    /// output (uci, isready, ucinewgame, setoption name Skill value easy|normal|hard,
    /// position startpos|fen … moves …, go movetime|wtime|btime|depth|infinite, stop,
    /// quit), so a chess GUI or a tester can play it.
    ChessUci,
    /// Yalta: the leaf count of the legal move tree from a YFEN (or `start`) to a depth.
    YaltaPerft {
        /// A YFEN line (quoted), or `start`.
        position: String,
        /// Plies to count.
        depth: u32,
    },
    /// Yalta: reads YFEN lines on stdin; prints for each the legal moves of the player
    /// to move, sorted, separated by spaces.
    YaltaMoves,
    /// Yalta: computer games of three levels, with the seats rotated game by game.
    YaltaSelfplay {
        /// Number of games.
        #[arg(long, default_value_t = 10, value_parser = parse_count)]
        games: usize,
        /// Three levels, White's first: easy, normal or hard.
        #[arg(long, value_delimiter = ',', required = true)]
        levels: Vec<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Times every screen of the window at two sizes: the median and 95th percentile
    /// frame, and the CPU a still screen costs (needs a display: run it under xvfb-run).
    FrameBench(frame_bench::FrameBenchOpts),
    /// Times the movement engine: every result of a 4-pip queen roll and an 8-pip king roll on a crowded board.
    Bench {
        /// Repetitions of each measurement.
        #[arg(long, default_value_t = 20000)]
        iterations: u32,
    },
}
