//! Computer chess games for figures (`chess-selfplay`): two levels play a run of games,
//! colours alternating (game *i* uses the seed `S + i`, the first level has White in
//! the even games), and the report gives wins, draws by reason, game length and the
//! time per decision.

use crate::clock::{ms_since, Clock};
use chess::bot::{ChessBot, Level};
use chess::game::{ChessGame, DrawReason, Outcome};
use chess::pgn::draw_name;
use cozy_chess::Color;
use serde::Serialize;
use std::collections::BTreeMap;

/// What to play.
#[derive(Clone, Debug)]
pub struct SelfplayConfig {
    /// The two levels.
    pub levels: [Level; 2],
    /// Number of games.
    pub games: usize,
    /// Seed of game 0.
    pub seed: u64,
    /// Nodes per decision (`None`: each level's own budget).
    pub budget: Option<u64>,
}

/// One level's figures.
#[derive(Clone, Debug, Serialize)]
pub struct LevelFigures {
    /// The level's name.
    pub level: String,
    /// Games won.
    pub wins: usize,
    /// Wins plus half the draws, over the games.
    pub score_share: f64,
    /// Median time of one decision, milliseconds.
    pub decision_ms_median: f64,
    /// Longest decision, milliseconds.
    pub decision_ms_max: f64,
    /// Median CPU time of one decision, milliseconds (0 where the platform has no
    /// thread CPU clock).
    pub decision_cpu_ms_median: f64,
    /// Longest decision in CPU time, milliseconds.
    pub decision_cpu_ms_max: f64,
}

/// The figures of a run (`--json` prints this; keys may be added, never renamed).
#[derive(Clone, Debug, Serialize)]
pub struct SelfplayReport {
    /// Games played.
    pub games: usize,
    /// Seed of game 0.
    pub seed: u64,
    /// The two levels' figures, in the order given.
    pub levels: Vec<LevelFigures>,
    /// Draws.
    pub draws: usize,
    /// Draws by reason.
    pub draw_reasons: BTreeMap<String, usize>,
    /// Mean number of moves (plies of both sides) a game.
    pub plies_mean: f64,
    /// Wall time of the run, seconds.
    pub seconds: f64,
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// Each side's decision times in milliseconds: wall time and CPU time (White's,
/// Black's).
pub type DecisionTimes = [Vec<(f64, f64)>; 2];

/// Plays one game between two bots to its end; the game and the decision times.
pub fn play_game(
    white: &ChessBot,
    black: &ChessBot,
    clock: &dyn Clock,
) -> (ChessGame, DecisionTimes) {
    let mut game = ChessGame::new();
    let mut times: DecisionTimes = [vec![], vec![]];
    while !game.is_over() {
        let side = game.side_to_move();
        let bot = if side == Color::White { white } else { black };
        let start = clock.seconds();
        let cpu = clock.thread_cpu_ns();
        let Some(cmd) = bot.choose(&game) else { break };
        let cpu_ms = match (cpu, clock.thread_cpu_ns()) {
            (Some(a), Some(b)) => b.saturating_sub(a) as f64 / 1e6,
            _ => 0.0,
        };
        times[side as usize].push((ms_since(clock, start), cpu_ms));
        if game.play(&cmd).is_err() {
            break; // never: the bot plays the crate's legal moves
        }
    }
    (game, times)
}

/// Runs the games.
pub fn selfplay(cfg: &SelfplayConfig, clock: &dyn Clock) -> SelfplayReport {
    let start = clock.seconds();
    let mut wins = [0usize; 2];
    let mut draws = 0;
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let mut times: DecisionTimes = [vec![], vec![]];
    let mut plies = 0usize;
    for i in 0..cfg.games {
        let seed = cfg.seed.wrapping_add(i as u64);
        let first_white = i.is_multiple_of(2);
        let make = |k: usize| {
            let bot = ChessBot::new(cfg.levels[k], seed.wrapping_mul(2).wrapping_add(k as u64));
            match cfg.budget {
                Some(b) => bot.with_budget(b),
                None => bot,
            }
        };
        let (w, b) = if first_white { (0, 1) } else { (1, 0) };
        let (game, t) = play_game(&make(w), &make(b), clock);
        plies += game.moves().len();
        times[w].extend(&t[0]);
        times[b].extend(&t[1]);
        match game.outcome() {
            Some(Outcome::Win { winner, .. }) => {
                let k = if winner == Color::White { w } else { b };
                wins[k] += 1;
            }
            Some(Outcome::Draw(r)) => {
                draws += 1;
                *reasons.entry(draw_name(r).to_string()).or_default() += 1;
            }
            None => {
                draws += 1;
                *reasons
                    .entry(draw_name(DrawReason::Agreement).to_string())
                    .or_default() += 1;
            }
        }
    }
    let games = cfg.games.max(1) as f64;
    let levels = (0..2)
        .map(|k| {
            let mut t: Vec<f64> = times[k].iter().map(|x| x.0).collect();
            t.sort_by(|a, b| a.total_cmp(b));
            let mut c: Vec<f64> = times[k].iter().map(|x| x.1).collect();
            c.sort_by(|a, b| a.total_cmp(b));
            LevelFigures {
                level: cfg.levels[k].name().to_string(),
                wins: wins[k],
                score_share: (wins[k] as f64 + draws as f64 / 2.0) / games,
                decision_ms_median: quantile(&t, 0.5),
                decision_ms_max: t.last().copied().unwrap_or(0.0),
                decision_cpu_ms_median: quantile(&c, 0.5),
                decision_cpu_ms_max: c.last().copied().unwrap_or(0.0),
            }
        })
        .collect();
    SelfplayReport {
        games: cfg.games,
        seed: cfg.seed,
        levels,
        draws,
        draw_reasons: reasons,
        plies_mean: plies as f64 / games,
        seconds: clock.seconds() - start,
    }
}

impl SelfplayReport {
    /// The figures as a readable table.
    pub fn table(&self) -> String {
        let mut s = format!(
            "{} games, seed {}, {:.1} s\n",
            self.games, self.seed, self.seconds
        );
        s.push_str(&format!(
            "{:<8} {:>5} {:>7} {:>12} {:>10} {:>14} {:>11}\n",
            "level", "wins", "score", "median ms", "max ms", "cpu median ms", "cpu max ms"
        ));
        for l in &self.levels {
            s.push_str(&format!(
                "{:<8} {:>5} {:>6.1}% {:>12.1} {:>10.1} {:>14.1} {:>11.1}\n",
                l.level,
                l.wins,
                l.score_share * 100.0,
                l.decision_ms_median,
                l.decision_ms_max,
                l.decision_cpu_ms_median,
                l.decision_cpu_ms_max
            ));
        }
        s.push_str(&format!("draws {}", self.draws));
        for (r, n) in &self.draw_reasons {
            s.push_str(&format!(", {r} {n}"));
        }
        s.push_str(&format!(
            "\nmoves per game (both sides) {:.1}\n",
            self.plies_mean
        ));
        s
    }
}
