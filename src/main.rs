//! The `schachschlamassel` binary: parse the command line, then run a headless
//! subcommand or open the window.

// The browser build is the binary `schachschlamassel-web` (src/bin/web.rs, web/build.sh).
#[cfg(target_arch = "wasm32")]
compile_error!("src/main.rs is the desktop binary: build the browser version with web/build.sh");

/// `println!` to standard output through [`platform::print_out`]: a closed pipe
/// (`| head`) ends the output quietly instead of panicking.
macro_rules! outln {
    ($($arg:tt)*) => {
        schachschlamassel::platform::print_out(&format!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` through [`platform::print_out`].
macro_rules! out {
    ($($arg:tt)*) => {
        schachschlamassel::platform::print_out(&format!($($arg)*))
    };
}

mod cli;

use arena::simulate::SimConfig;
use clap::Parser;
use cli::{Cli, Sub};
use schachschlamassel::cli_error::{CliError, CliNote};
use schachschlamassel::data_files;
use schachschlamassel::platform;
use schachschlamassel::said;
use schachschlamassel::save::SaveGame;
use schachschlamassel::ui::{self, WindowConfig};
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::geometry::Square;
use track::movement::{roll_outcomes, RollOptions};
use track::pieces::{Location, PieceId, Role, Seat};
use track::variant::{HouseRule, HouseRules, Variant};
use words::Lang;

/// Fewer positions than this fit noise: `fit-value` refuses to write such a model.
const MIN_FIT_POSITIONS: usize = 200;

/// The models file `fit-value --out` updates: empty if it does not exist yet; a folder, a
/// file that cannot be read or one that is not models stops the command untouched.
/// A file the command line writes goes into a folder that exists: a mistyped path
/// creates no folders anywhere.
fn output_folder(path: &std::path::Path) -> Result<(), CliError> {
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    match folder {
        Some(f) if !f.is_dir() => Err(CliError::NoFolder {
            path: path.display().to_string(),
            folder: f.display().to_string(),
        }),
        _ => Ok(()),
    }
}

fn read_models(out: &std::path::Path) -> Result<track::bots::value::WinModels, CliError> {
    let shown = out.display().to_string();
    if platform::is_dir(out) {
        return Err(CliError::OutIsFolder(shown));
    }
    let flagged = std::path::PathBuf::from(format!("--out {shown}"));
    let models = match platform::read_text(out) {
        Ok(text) => serde_json::from_str(&text).map_err(|e| CliError::OutNotModels {
            path: shown.clone(),
            error: e.to_string(),
        })?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Default::default(),
        Err(e) => return Err(CliError::cannot_read(&flagged, &e)),
    };
    platform::check_writable(out).map_err(|e| CliError::cannot_write(&flagged, e))?;
    Ok(models)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let lang = lang_of(&cli);
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let msg = words::say(lang, &e.headed());
            let msg = schachschlamassel::quoting::shorten_quotes(&msg);
            eprintln!("{msg}");
            ExitCode::from(2)
        }
    }
}

fn load_board(cli: &Cli) -> Result<Arc<Board>, CliError> {
    match &cli.common.board {
        None => Ok(Arc::new(Board::classic())),
        Some(p) => data_files::load_board(p)
            .map(Arc::new)
            .map_err(CliError::from),
    }
}

fn load_cards(cli: &Cli) -> Result<Arc<CardSet>, CliError> {
    match &cli.common.cards {
        None => Ok(Arc::new(CardSet::default_deck())),
        Some(dir) => {
            let deck = data_files::load_deck_dir(dir).map_err(CliError::from)?;
            // A card of one's own that neither the game's words nor its file say
            // shows its id; the player hears it once, here.
            let lang = lang_of(cli);
            for c in deck.cards.iter().filter(|c| !said::card_has_words(c)) {
                let file = dir.display().to_string();
                let shown = said::card_shows_id(lang, c);
                eprintln!("{}", words::say(lang, &said::Msg::Labelled(file, shown)));
            }
            Ok(Arc::new(deck))
        }
    }
}

fn variant_and_rules(cli: &Cli) -> (Variant, HouseRules) {
    // clap lets only the names of the variants and house rules through.
    let variant =
        Variant::by_id(&cli.common.variant).unwrap_or_else(|| Variant::presets().remove(0));
    let rules = cli
        .common
        .rules
        .iter()
        .filter_map(|r| HouseRule::from_name(r))
        .fold(HouseRules::default(), HouseRules::with);
    (variant, rules)
}

fn seed_or_clock(cli: &Cli) -> u64 {
    cli.common.seed.unwrap_or_else(|| {
        let s = platform::now_unix_secs();
        eprintln!("{}", words::say(lang_of(cli), &CliNote::Seed(s)));
        s
    })
}

fn run(cli: Cli) -> Result<(), CliError> {
    let board = load_board(&cli)?;
    let cards = load_cards(&cli)?;
    let (variant, rules) = variant_and_rules(&cli);
    match cli.command.clone() {
        Some(Sub::Simulate {
            players,
            games,
            bots,
            json,
            save,
            save_for_people,
            threads,
        }) => {
            let players = players as usize;
            let kinds: Vec<BotKind> = bots
                .iter()
                .map(|b| BotKind::from_name(b).ok_or_else(|| CliError::UnknownBot(b.clone())))
                .collect::<Result<_, _>>()?;
            let kinds = match kinds.len() {
                1 => vec![kinds[0]; players],
                n if n == players => kinds,
                bots => return Err(CliError::BotCount { bots, players }),
            };
            let cfg = sim_config(&cli, board, cards, (variant, rules), games, kinds)?;
            if let Some(path) = &save {
                output_folder(path)?;
                let (mut game, _) =
                    schachschlamassel::save::sim_game(&cfg, 0).map_err(CliError::SimGame)?;
                if let Some(n) = save_for_people {
                    game = game
                        .cut_for_people(n)
                        .map_err(|e| CliError::SimGame(format!("{e:?}")))?;
                }
                game.save_atomic(path)
                    .map_err(|e| CliError::SaveWrite(Box::new(e)))?;
            }
            let threads = threads.map_or_else(schachschlamassel::platform::cores, usize::from);
            let report =
                arena::simulate::simulate_on(&cfg, threads, &platform::SystemClock::start());
            if json {
                outln!("{}", serde_json::to_string(&report).unwrap_or_default());
            } else {
                out!("{}", report.table());
            }
            Ok(())
        }
        Some(Sub::Explain {
            load,
            at,
            seat,
            piece,
            to,
            pips,
        }) => {
            let role =
                Role::from_name(&piece).ok_or_else(|| CliError::UnknownPiece(piece.clone()))?;
            let to = schachschlamassel::explain::parse_square(&to)
                .ok_or_else(|| CliError::NotASquare(to.clone()))?;
            if seat.is_some_and(|s| s > 3) {
                return Err(CliError::BadSeat);
            }
            let (game, _) = SaveGame::load(&load).map_err(CliError::from)?;
            let q = schachschlamassel::explain::Question {
                at,
                seat: seat.map(Seat),
                role,
                to,
                pips,
            };
            let lang = lang_of(&cli);
            let line =
                schachschlamassel::explain::answer(&game, &q, lang).map_err(CliError::Said)?;
            outln!("{line}");
            Ok(())
        }
        Some(Sub::Lessons { chess, check }) => {
            let how = cli::lessons::LessonsRun {
                chess_only: chess,
                check,
            };
            cli::lessons::run(lang_of(&cli), how)
        }
        Some(Sub::Progress { csv, ref merge }) => {
            cli::progress::run(cli.common.data_dir.as_deref(), merge, lang_of(&cli), csv)
        }
        Some(Sub::Replay { path }) => {
            let (game, _) = SaveGame::load(&path).map_err(CliError::from)?;
            let lang = lang_of(&cli);
            let mut out = std::io::stdout().lock();
            for line in schachschlamassel::replay::lines(&game, lang) {
                // A closed pipe (`| head`) ends the listing quietly.
                if writeln!(out, "{line}").is_err() {
                    break;
                }
            }
            Ok(())
        }
        Some(Sub::Lab(opts)) => {
            let game = match &opts.rule_file {
                Some(path) => {
                    let rules = schachschlamassel::rule_sets::read_with_deck(path, &cards)
                        .map_err(CliError::from)?;
                    cli::lab::rule_set_game(&rules, board, &cards)
                }
                None => cli::lab::game((variant, rules), board, cards),
            };
            cli::lab::run(&opts, game, seed_or_clock(&cli), lang_of(&cli)).map_err(CliError::Said)
        }
        Some(Sub::Tournament {
            levels,
            games,
            json,
            threads,
        }) => {
            let kinds = arena::tournament::parse_levels(&levels).map_err(CliError::Levels)?;
            let cfg = sim_config(&cli, board, cards, (variant, rules), games, kinds)?;
            let threads = threads.map_or_else(schachschlamassel::platform::cores, usize::from);
            let report =
                arena::tournament::tournament_on(&cfg, threads, &platform::SystemClock::start());
            if json {
                outln!("{}", serde_json::to_string(&report).unwrap_or_default());
            } else {
                out!("{}", report.table());
            }
            Ok(())
        }
        Some(Sub::FitValue {
            games,
            every,
            out,
            threads,
        }) => {
            let kinds = vec![BotKind::Normal; 4];
            let id = variant.id.clone();
            let cfg = sim_config(&cli, board, cards, (variant, rules), games, kinds)?;
            let threads = threads.map_or_else(schachschlamassel::platform::cores, usize::from);
            // The file is read and checked before the games, so that a wrong --out costs
            // no minutes of play and never loses what the file held.
            let mut models = read_models(&out)?;
            let model = arena::value_fit::learn(&cfg, every, threads);
            if model.positions < MIN_FIT_POSITIONS {
                return Err(CliError::TooFewPositions {
                    positions: model.positions,
                    needed: MIN_FIT_POSITIONS,
                    out: out.display().to_string(),
                });
            }
            outln!(
                "{}",
                serde_json::to_string_pretty(&model).unwrap_or_default()
            );
            models.insert(id, model);
            let text = serde_json::to_string_pretty(&models).unwrap_or_default() + "\n";
            output_folder(&out)?;
            schachschlamassel::platform::write_atomic(&out, text.as_bytes())
                .map_err(|e| CliError::cannot_write(&out, e))?;
            Ok(())
        }
        Some(Sub::Cards) => {
            let lang = lang_of(&cli);
            let deck = cards.for_variant(&variant, &rules);
            let head = said::Column::ALL.map(|c| words::say(lang, &said::CardsMsg::Head(c)));
            outln!(
                "{:<24} {:>5}  {:<8}  {}",
                head[0],
                head[1],
                head[2],
                head[3]
            );
            for c in &deck {
                let tone = words::say(lang, &said::CardsMsg::Tone(c.tone));
                let text = said::card_text(lang, c);
                outln!("{:<24} {:>5}  {:<8}  {}", c.id, c.count, tone, text);
            }
            let total: usize = deck.iter().map(|c| c.count as usize).sum();
            let kinds = deck.len();
            outln!(
                "{}",
                words::say(
                    lang,
                    &said::CardsMsg::Total {
                        cards: total,
                        kinds
                    }
                )
            );
            Ok(())
        }
        Some(Sub::ChessSelfplay {
            games,
            levels,
            budget,
            json,
        }) => cli::chess::selfplay(games, &levels, budget, json, seed_or_clock(&cli)),
        Some(Sub::ChessPerft { fen, depth, divide }) => {
            cli::chess::perft(&fen, depth, divide, lang_of(&cli))
        }
        Some(Sub::ChessPgn { path, number }) => cli::chess::show_pgn(&path, number, lang_of(&cli)),
        Some(Sub::ChessUci) => cli::uci::run(lang_of(&cli)),
        Some(Sub::YaltaPerft { position, depth }) => {
            cli::yalta::perft(&position, depth, lang_of(&cli))
        }
        Some(Sub::YaltaMoves) => cli::yalta::moves(),
        Some(Sub::YaltaSelfplay {
            games,
            levels,
            json,
        }) => cli::yalta::selfplay(games, &levels, cli.common.seed.unwrap_or(1), json),
        Some(Sub::FrameBench(opts)) => cli::frame_bench::run(&opts),
        Some(Sub::Bench { iterations }) => {
            bench_moves(&board, iterations.max(1), lang_of(&cli));
            Ok(())
        }
        None => {
            let w = &cli.window;
            let lang = lang_of(&cli);
            // A bad save must fail before any window opens.
            let chess = cli::chess::window_start(w, lang)?;
            let load = match &w.load {
                // A chess save given to --load opens in chess (`chess`).
                Some(_) if chess.is_some() => None,
                Some(p) => Some(SaveGame::load(p).map_err(CliError::from)?),
                None => None,
            };
            let mut cfg = WindowConfig {
                load,
                size: w.window,
                fullscreen: w.fullscreen,
                demo: w.demo,
                measure: ui::Measuring {
                    screenshot: w.screenshot.clone(),
                    frames: w.frames.max(1),
                    screenshot_on: match w.screenshot_on.as_str() {
                        "card" => ui::ShotOn::Card,
                        "end" => ui::ShotOn::End,
                        _ => ui::ShotOn::Frames,
                    },
                    bench_frames: w.bench_frames.map(|n| n.max(1)),
                    bench_idle: f64::from(w.bench_idle),
                },
                seed: 0,
                lang,
                variant,
                rules,
                players: w.players.unwrap_or(4) as usize,
                board,
                cards,
                data_dir: schachschlamassel::platform::data_dir(cli.common.data_dir.as_deref()),
                skip_setup: w.players.is_some() || w.demo,
                speed: w.speed,
                lang_given: cli.common.lang.is_some(),
                chess,
                yalta: w.game.as_deref() == Some("yalta"),
                open_at: schachschlamassel::open_at::open_at(
                    w.game.as_deref(),
                    w.lesson.as_deref(),
                )?,
            };
            ui::preflight(&cfg)?;
            // The seed is printed only once the window can open, so that a missing
            // display is the one line on stderr.
            cfg.seed = seed_or_clock(&cli);
            ui::run(cfg);
            Ok(())
        }
    }
}

/// A run of bot games: the seats of `bots.len()` players must exist on the board.
fn sim_config(
    cli: &Cli,
    board: Arc<Board>,
    cards: Arc<CardSet>,
    (variant, rules): (Variant, HouseRules),
    games: usize,
    bots: Vec<BotKind>,
) -> Result<SimConfig, CliError> {
    let players = bots.len();
    for s in track::Setup::default_seats(players) {
        if board.seat(s).is_none() {
            return Err(CliError::BoardHasNoSeat {
                board: board.name().to_string(),
                seat: s,
            });
        }
    }
    Ok(SimConfig {
        variant,
        rules,
        players,
        games,
        seed: seed_or_clock(cli),
        bots,
        board,
        dice: Dice::default_dice(),
        cards,
    })
}

/// The language of `--lang`, else the first of `LANGUAGE` (`fr:de`) and `LANG` that the
/// game has, else English.
fn lang_of(cli: &Cli) -> Lang {
    match cli.common.lang.as_deref() {
        Some(l) => Lang::from_code(l),
        None => cli::lang_of_environment(),
    }
}

fn bench_moves(board: &Board, iterations: u32, lang: Lang) {
    let mut pos = track::bot_game::crowded_position();
    let queen = PieceId {
        seat: Seat(0),
        role: Role::Queen,
    };
    let king = PieceId {
        seat: Seat(0),
        role: Role::King,
    };
    pos.set(queen, Location::Track(Square::new(10, 16)));
    pos.set(king, Location::Track(Square::new(16, 12)));
    for (name, piece, pips) in [("queen", queen, 4u8), ("king", king, 8u8)] {
        let opts = RollOptions {
            protection: true,
            ..RollOptions::default()
        };
        let start = platform::Stopwatch::start();
        let mut results = 0;
        for _ in 0..iterations {
            results = std::hint::black_box(roll_outcomes(board, &pos, piece, pips, opts))
                .results
                .len();
        }
        let per = start.elapsed().as_secs_f64() / iterations as f64;
        let out = roll_outcomes(board, &pos, piece, pips, opts);
        let start = platform::Stopwatch::start();
        let reps = (iterations / 20).max(1);
        for _ in 0..reps {
            for r in &out.results {
                std::hint::black_box(out.route(board, r.target));
            }
        }
        let routes = start.elapsed().as_secs_f64() / reps as f64;
        let line = CliNote::BenchLine {
            piece: name,
            pips,
            results,
            micros: per * 1e6,
            route_micros: routes * 1e6,
        };
        outln!("{}", words::say(lang, &line));
    }
}
