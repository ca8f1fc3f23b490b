//! The `lab` subcommand (issue 32): a rule set played many times by computer players,
//! and how it plays, in words (`lab-figures.ftl`) or as JSON (`docs/lab.md`).

use arena::threads::run_lab;
use clap::Args;
use lab::{LabGame, LabRun};
use schachschlamassel::platform;
use schachschlamassel::said::{lab_figures_lines, LabFiguresMsg, Tenths};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::variant::{HouseRules, Variant};
use track::RuleSet;
use words::Lang;

/// The options of `lab`; the rule set is the global `--variant`, `--rule`, `--board`
/// and `--cards`, the seed `--seed`.
#[derive(Args, Debug, Clone)]
pub struct LabOpts {
    /// Fair games, every seat the same computer player (--bots). Without it the lab
    /// plays until the figures are clear: 250 games, then twice as many, up to 4000.
    #[arg(long, value_parser = super::parse_count)]
    pub games: Option<usize>,
    /// The computer player at every seat of the fair games, and against the skilled one.
    #[arg(long, value_name = "LEVEL", default_value = "easy",
          value_parser = ["random", "greedy", "easy", "normal", "hard"])]
    pub bots: String,
    /// Players per game (2–4).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub players: u8,
    /// Games of one skilled player against easy ones (default: one per 20 fair games).
    #[arg(long = "skill-games", value_name = "N")]
    pub skill_games: Option<usize>,
    /// The skilled player of the skill games: normal, or hard (30 to 50 times slower).
    #[arg(long = "skill-bot", value_name = "LEVEL", default_value = "normal",
          value_parser = ["random", "greedy", "easy", "normal", "hard"])]
    pub skill_bot: String,
    /// A game not over after this many rounds is stopped and counted as unfinished.
    #[arg(long = "max-rounds", value_name = "N", default_value_t = lab::DEFAULT_MAX_ROUNDS,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub max_rounds: u32,
    /// Threads to play on (default: every core); the figures do not depend on it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
    /// Print the figures as one JSON object (keys: docs/lab.md).
    #[arg(long)]
    pub json: bool,
    /// A rule set of one's own (docs/rule-sets.md): its pieces, dice, tries, house rules
    /// and deck instead of --variant and --rule (--cards stays the deck it counts from).
    #[arg(long = "rules", id = "rule_file", value_name = "PATH")]
    pub rule_file: Option<PathBuf>,
}

/// The game of a rule set: its variant (with its tries), house rules, dice and deck,
/// counted from `base_deck`.
pub fn rule_set_game(rules: &RuleSet, board: Arc<Board>, base_deck: &CardSet) -> LabGame {
    LabGame {
        variant: rules.variant(),
        rules: rules.house_rules.clone(),
        dice: rules.dice(),
        cards: Arc::new(rules.cards(base_deck)),
        board,
    }
}

/// The rule set of the global options: a variant with its house rules, the default
/// dice, the deck and the board.
pub fn game(
    (variant, rules): (Variant, HouseRules),
    board: Arc<Board>,
    cards: Arc<CardSet>,
) -> LabGame {
    LabGame {
        variant,
        rules,
        dice: Dice::default_dice(),
        cards,
        board,
    }
}

/// Plays the run and prints its figures (JSON, or lines in `lang`); the time it took
/// goes to standard error, so the same seed prints the same.
pub fn run(opts: &LabOpts, game: LabGame, seed: u64, lang: Lang) -> Result<(), String> {
    let mut lab_run = match opts.games {
        Some(games) => LabRun::new(games, seed),
        None => LabRun::until_clear(lab::MOST_GAMES, seed),
    };
    if let Some(bot) = BotKind::from_name(&opts.bots) {
        lab_run.fair_bot = bot;
    }
    lab_run.players = usize::from(opts.players);
    lab_run.max_rounds = opts.max_rounds;
    if let Some(bot) = BotKind::from_name(&opts.skill_bot) {
        lab_run.skill_bot = bot;
    }
    if let Some(n) = opts.skill_games {
        lab_run.skill_games = n;
    }
    let threads = opts.threads.map_or_else(platform::cores, usize::from);
    let clock = platform::Stopwatch::start();
    let (stop, done) = (AtomicBool::new(false), AtomicUsize::new(0));
    let figures = run_lab(&game, &lab_run, threads, &stop, &done)
        .map_err(|e| words::say(lang, &LabFiguresMsg::Refused(e)))?;
    let seconds = clock.elapsed().as_secs_f64();
    if opts.json {
        let text = serde_json::to_string_pretty(&figures).map_err(|e| e.to_string())?;
        outln!("{text}");
    } else {
        for line in lab_figures_lines(lang, &figures) {
            outln!("{line}");
        }
    }
    eprintln!(
        "{}",
        words::say(
            lang,
            &LabFiguresMsg::Time {
                games: figures.fair.played + figures.skill.played,
                seconds: Tenths::of(seconds),
                threads: threads.clamp(1, lab_run.total().max(1)),
            }
        )
    );
    Ok(())
}
