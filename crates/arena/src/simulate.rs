//! Headless bot games and their figures (the `simulate` subcommand).

use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::variant::{HouseRules, Variant};
use track::{Setup, State};

use crate::clock::Clock;
use crate::threads::run_games;
pub use track::bot_game::{play_game, play_game_quietly, GameFigures, MAX_ROUNDS};

/// Everything a run of games needs.
#[derive(Clone)]
pub struct SimConfig {
    /// The variant.
    pub variant: Variant,
    /// House rules.
    pub rules: HouseRules,
    /// 2 to 4.
    pub players: usize,
    /// Number of games.
    pub games: usize,
    /// Game i uses seed `seed + i`.
    pub seed: u64,
    /// One bot per player, in seat order.
    pub bots: Vec<BotKind>,
    /// The board.
    pub board: Arc<Board>,
    /// The dice.
    pub dice: Dice,
    /// The card definitions.
    pub cards: Arc<CardSet>,
}

/// The setup of game `i` of a run: seed `S + i`, first player the `(i mod players)`-th seat.
pub fn game_setup(cfg: &SimConfig, i: usize) -> Setup {
    let mut setup = Setup::new(
        cfg.variant.clone(),
        cfg.rules.clone(),
        cfg.players,
        cfg.seed.wrapping_add(i as u64),
    );
    setup.first = setup.seats[i % cfg.players];
    setup
}

/// The figures of a run, with the keys of `simulate --json` (cli.md).
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// Variant id.
    pub variant: String,
    /// Players per game.
    pub players: usize,
    /// Games played.
    pub games: usize,
    /// The base seed.
    pub seed: u64,
    /// Bot names per player.
    pub bots: Vec<String>,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Throughput.
    pub games_per_second: f64,
    /// Threads the games ran on.
    pub threads: usize,
    /// Processor seconds of all threads (wall seconds times threads where the system
    /// does not tell).
    pub core_seconds: f64,
    /// Throughput per core: games per processor second.
    pub games_per_core_second: f64,
    /// Win share per playing seat.
    pub wins_by_seat: Vec<f64>,
    /// Win share by turn position (0 = rolled first).
    pub wins_by_turn_position: Vec<f64>,
    /// Rounds to the end.
    pub rounds: RoundStats,
    /// Round of the first finish.
    pub first_finish_round: MeanMedian,
    /// Share of rolls lost.
    pub lost_roll_share: f64,
    /// Captures per game.
    pub captures_per_game: f64,
    /// Cards drawn per game.
    pub cards_drawn_per_game: f64,
    /// Cards not carried out, by effect, in total.
    pub cards_not_carried_out: BTreeMap<String, u64>,
    /// Games abandoned after the round limit.
    pub unfinished_games: usize,
}

/// Mean, median, 90th percentile and maximum.
#[derive(Clone, Debug, Serialize)]
pub struct RoundStats {
    /// Mean.
    pub mean: f64,
    /// Median.
    pub median: u32,
    /// 90th percentile.
    pub p90: u32,
    /// Maximum.
    pub max: u32,
}

/// Mean and median.
#[derive(Clone, Debug, Serialize)]
pub struct MeanMedian {
    /// Mean.
    pub mean: f64,
    /// Median.
    pub median: u32,
}

fn percentile(sorted: &[u32], p: f64) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn mean(v: &[u32]) -> f64 {
    if v.is_empty() {
        0.0
    } else {
        v.iter().map(|x| *x as f64).sum::<f64>() / v.len() as f64
    }
}

/// Plays a run of games on `threads` threads and sums up the figures; they do not
/// depend on the number of threads, apart from the times, which `clock` tells.
pub fn simulate_on(cfg: &SimConfig, threads: usize, clock: &dyn Clock) -> Report {
    // As many threads as run_games starts: never more than there are games.
    let threads = threads.clamp(1, cfg.games.max(1));
    let start = clock.seconds();
    let cpu_start = clock.process_cpu_seconds();
    let figs = run_games(cfg.games, threads, &|i| {
        let state = State::new(
            game_setup(cfg, i),
            cfg.board.clone(),
            cfg.dice.clone(),
            &cfg.cards,
        )
        .expect("seats checked before the run");
        play_game_quietly(state, &cfg.bots, MAX_ROUNDS).1
    });
    let seconds = clock.seconds() - start;
    // Processor time where the system tells it, else wall time on every thread.
    let core_seconds = match (cpu_start, clock.process_cpu_seconds()) {
        (Some(a), Some(b)) if b > a => b - a,
        _ => seconds * threads as f64,
    };
    let n = cfg.games.max(1) as f64;
    let mut wins_by_seat = vec![0.0; cfg.players];
    let mut wins_by_pos = vec![0.0; cfg.players];
    let mut rounds: Vec<u32> = vec![];
    let mut firsts: Vec<u32> = vec![];
    let (mut rolls, mut lost, mut caps, mut drawn) = (0u64, 0u64, 0u64, 0u64);
    let mut nco: BTreeMap<String, u64> = BTreeMap::new();
    let mut unfinished = 0;
    for f in &figs {
        if let Some(w) = f.winner_seat_index {
            wins_by_seat[w] += 1.0 / n;
        }
        if let Some(w) = f.winner_turn_position {
            wins_by_pos[w] += 1.0 / n;
        }
        if f.finished {
            rounds.push(f.rounds);
        } else {
            unfinished += 1;
        }
        if let Some(r) = f.first_finish_round {
            firsts.push(r);
        }
        rolls += f.rolls;
        lost += f.lost_rolls;
        caps += f.captures;
        drawn += f.cards_drawn;
        for (k, v) in &f.not_carried_out {
            *nco.entry(k.clone()).or_default() += v;
        }
    }
    rounds.sort_unstable();
    firsts.sort_unstable();
    let round3 = |x: f64| (x * 1000.0).round() / 1000.0;
    Report {
        variant: cfg.variant.id.clone(),
        players: cfg.players,
        games: cfg.games,
        seed: cfg.seed,
        bots: cfg.bots.iter().map(|b| b.name().to_string()).collect(),
        seconds: round3(seconds),
        games_per_second: round3(cfg.games as f64 / seconds.max(1e-9)),
        threads,
        core_seconds: round3(core_seconds),
        games_per_core_second: round3(cfg.games as f64 / core_seconds.max(1e-9)),
        wins_by_seat: wins_by_seat.into_iter().map(round3).collect(),
        wins_by_turn_position: wins_by_pos.into_iter().map(round3).collect(),
        rounds: RoundStats {
            mean: round3(mean(&rounds)),
            median: percentile(&rounds, 0.5),
            p90: percentile(&rounds, 0.9),
            max: rounds.last().copied().unwrap_or(0),
        },
        first_finish_round: MeanMedian {
            mean: round3(mean(&firsts)),
            median: percentile(&firsts, 0.5),
        },
        lost_roll_share: round3(if rolls == 0 {
            0.0
        } else {
            lost as f64 / rolls as f64
        }),
        captures_per_game: round3(caps as f64 / n),
        cards_drawn_per_game: round3(drawn as f64 / n),
        cards_not_carried_out: nco,
        unfinished_games: unfinished,
    }
}

impl Report {
    /// The readable table of `simulate` without `--json`.
    pub fn table(&self) -> String {
        let shares = |v: &[f64]| {
            v.iter()
                .map(|x| format!("{:.1}%", x * 100.0))
                .collect::<Vec<_>>()
                .join("  ")
        };
        let mut s = String::new();
        s += &format!("variant                 {}\n", self.variant);
        s += &format!(
            "players                 {}  ({})\n",
            self.players,
            self.bots.join(", ")
        );
        s += &format!(
            "games                   {}  (seed {})\n",
            self.games, self.seed
        );
        s += &format!(
            "time                    {:.2} s  ({:.1} games/s)\n",
            self.seconds, self.games_per_second
        );
        s += &format!(
            "per core                {:.2} core-s on {} threads  ({:.1} games per core-second)\n",
            self.core_seconds, self.threads, self.games_per_core_second
        );
        s += &format!(
            "rounds to the end       mean {:.1}  median {}  p90 {}  max {}\n",
            self.rounds.mean, self.rounds.median, self.rounds.p90, self.rounds.max
        );
        s += &format!(
            "first finish round      mean {:.1}  median {}\n",
            self.first_finish_round.mean, self.first_finish_round.median
        );
        s += &format!(
            "lost rolls              {:.1}%\n",
            self.lost_roll_share * 100.0
        );
        s += &format!("captures per game       {:.1}\n", self.captures_per_game);
        s += &format!("cards drawn per game    {:.1}\n", self.cards_drawn_per_game);
        s += &format!("wins by seat            {}\n", shares(&self.wins_by_seat));
        s += &format!(
            "wins by turn position   {}\n",
            shares(&self.wins_by_turn_position)
        );
        if !self.cards_not_carried_out.is_empty() {
            let list: Vec<String> = self
                .cards_not_carried_out
                .iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect();
            s += &format!("cards not carried out   {}\n", list.join(", "));
        }
        if self.unfinished_games > 0 {
            s += &format!(
                "unfinished games        {} (over {MAX_ROUNDS} rounds)\n",
                self.unfinished_games
            );
        }
        s
    }
}
