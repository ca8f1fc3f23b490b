//! Computer players against each other with rotated seats (the `tournament` subcommand).
//!
//! Game *i* uses the seed `S + i` and, as in `simulate`, its first player is the
//! *(i mod n)*-th playing seat. The line-up is shifted over the seats by *⌊i / n⌋*, so
//! that over every n² games each level sits at every seat and at every turn position
//! equally often (shifting it by *i* itself, together with the first player, would put
//! a level only ever at even turn positions with four players).

use crate::clock::{ms_since, Clock};
use crate::simulate::{game_setup, SimConfig, MAX_ROUNDS};
use serde::Serialize;
use track::bot_game::play_game_by;
use track::bots::{Bot, BotKind};
use track::State;

/// The figures of one level.
#[derive(Clone, Debug, Serialize)]
pub struct LevelReport {
    /// The level's name.
    pub level: String,
    /// Seat-games played by this level (a level named twice in the line-up counts twice per game).
    pub games: usize,
    /// Games won (first to finish).
    pub wins: usize,
    /// `wins / games`.
    pub win_share: f64,
    /// The 95% Wilson score interval of the win share ([`lab::wilson`]).
    pub ci95: [f64; 2],
    /// Time per decision with at least two legal choices, in milliseconds.
    pub decision_ms: DecisionTimes,
    /// Captures made per seat-game (bringing in onto a foreign piece included).
    pub captures_per_game: f64,
    /// Own pieces captured per seat-game.
    pub lost_per_game: f64,
    /// Lost rolls per seat-game ([`track::tally::SeatFigures::lost_rolls`]: a roll with
    /// nothing to do, a `#`, a roll declined).
    pub lost_rolls_per_game: f64,
}

/// Median and maximum decision time.
#[derive(Clone, Debug, Serialize)]
pub struct DecisionTimes {
    /// Median, ms.
    pub median: f64,
    /// Maximum, ms.
    pub max: f64,
    /// Decisions timed.
    pub decisions: usize,
}

/// The figures of a tournament.
#[derive(Clone, Debug, Serialize)]
pub struct TournamentReport {
    /// Variant id.
    pub variant: String,
    /// Players per game.
    pub players: usize,
    /// Games played.
    pub games: usize,
    /// The base seed.
    pub seed: u64,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// The line-up as given.
    pub lineup: Vec<String>,
    /// The share each seat would win by chance.
    pub fair_share: f64,
    /// Games abandoned after the round limit before anyone finished.
    pub unfinished_games: usize,
    /// One entry per distinct level, in line-up order.
    pub levels: Vec<LevelReport>,
}

/// The line-up index playing at seat index `k` in game `i` of `n` players.
pub fn lineup_index(i: usize, k: usize, n: usize) -> usize {
    (k + i / n) % n
}

/// What one game gave: the winner's line-up index, and per line-up index the decision
/// times, the captures made and the pieces lost.
struct GameResult {
    winner: Option<usize>,
    times: Vec<Vec<f64>>,
    captures: Vec<usize>,
    lost: Vec<usize>,
    lost_rolls: Vec<usize>,
}

/// Plays game `i` with bots made by `make(lineup index)`, in the one game loop
/// ([`track::bot_game::play_game_by`]); its figures are the fold's, by line-up index.
fn play_one(
    cfg: &SimConfig,
    i: usize,
    make: &(dyn Fn(usize) -> Box<dyn Bot + Send> + Sync),
    clock: &dyn Clock,
) -> GameResult {
    let n = cfg.players;
    let state = State::new(
        game_setup(cfg, i),
        cfg.board.clone(),
        cfg.dice.clone(),
        &cfg.cards,
    )
    .expect("seats checked before the run");
    let who: Vec<usize> = (0..n).map(|k| lineup_index(i, k, n)).collect();
    let mut bots: Vec<Box<dyn Bot + Send>> = who.iter().map(|l| make(*l)).collect();
    let mut times = vec![Vec::new(); n];
    let (_, fig) = play_game_by(
        state,
        MAX_ROUNDS,
        |k, state| {
            let real = state.choices().len() >= 2;
            let start = clock.seconds();
            let cmd = bots[k].choose(state);
            if real && cmd.is_some() {
                times[who[k]].push(ms_since(clock, start));
            }
            cmd
        },
        |_, _, _| {},
    );
    let mut captures = vec![0; n];
    let mut lost = vec![0; n];
    let mut lost_rolls = vec![0; n];
    for (k, f) in fig.seats.iter().enumerate() {
        captures[who[k]] += f.captures as usize;
        lost[who[k]] += f.lost as usize;
        lost_rolls[who[k]] += f.lost_rolls as usize;
    }
    GameResult {
        winner: fig.winner_seat_index.map(|k| who[k]),
        times,
        captures,
        lost,
        lost_rolls,
    }
}

/// Plays a tournament of the line-up `cfg.bots` on `threads` threads (the results do
/// not depend on it, the times do).
pub fn tournament_on(cfg: &SimConfig, threads: usize, clock: &dyn Clock) -> TournamentReport {
    let kinds = cfg.bots.clone();
    let names: Vec<String> = kinds.iter().map(|k| k.name().to_string()).collect();
    tournament_with_on(cfg, &names, &move |l| kinds[l].make(), threads, clock)
}

/// Plays a tournament with bots made by `make(line-up index)`, named by `names`
/// (line-up entries with the same name are counted as one level), on `threads`
/// threads; `clock` times the decisions and the run.
pub fn tournament_with_on(
    cfg: &SimConfig,
    names: &[String],
    make: &(dyn Fn(usize) -> Box<dyn Bot + Send> + Sync),
    threads: usize,
    clock: &dyn Clock,
) -> TournamentReport {
    // The distance maps are computed on first use: not inside a timed decision.
    let _ = cfg
        .board
        .moves_home(track::pieces::Seat(0), track::pieces::Role::Queen);
    let start = clock.seconds();
    let results: Vec<GameResult> =
        crate::threads::run_games(cfg.games, threads, &|i| play_one(cfg, i, make, clock));
    let n = cfg.players;
    let mut distinct: Vec<&String> = vec![];
    for name in names {
        if !distinct.contains(&name) {
            distinct.push(name);
        }
    }
    let mut levels = vec![];
    for name in &distinct {
        let entries: Vec<usize> = (0..n).filter(|l| names[*l] == **name).collect();
        let games = cfg.games * entries.len();
        let wins = results
            .iter()
            .filter(|r| r.winner.is_some_and(|w| entries.contains(&w)))
            .count();
        let mut times: Vec<f64> = results
            .iter()
            .flat_map(|r| {
                entries
                    .iter()
                    .flat_map(move |l| r.times[*l].iter().copied())
            })
            .collect();
        times.sort_by(|a, b| a.total_cmp(b));
        let median = if times.is_empty() {
            0.0
        } else {
            times[times.len() / 2]
        };
        let round3 = |x: f64| (x * 1000.0).round() / 1000.0;
        let per_game = |count: &dyn Fn(&GameResult, usize) -> usize| {
            let total: usize = results
                .iter()
                .map(|r| entries.iter().map(|l| count(r, *l)).sum::<usize>())
                .sum();
            round3(total as f64 / games.max(1) as f64)
        };
        let (low, high) = lab::wilson(wins as u64, games as u64);
        levels.push(LevelReport {
            level: (*name).clone(),
            games,
            wins,
            win_share: round3(if games == 0 {
                0.0
            } else {
                wins as f64 / games as f64
            }),
            ci95: [round3(low), round3(high)],
            decision_ms: DecisionTimes {
                median: round3(median),
                max: round3(times.last().copied().unwrap_or(0.0)),
                decisions: times.len(),
            },
            captures_per_game: per_game(&|r, l| r.captures[l]),
            lost_per_game: per_game(&|r, l| r.lost[l]),
            lost_rolls_per_game: per_game(&|r, l| r.lost_rolls[l]),
        });
    }
    TournamentReport {
        variant: cfg.variant.id.clone(),
        players: n,
        games: cfg.games,
        seed: cfg.seed,
        seconds: ms_since(clock, start).round() / 1000.0,
        lineup: names.to_vec(),
        fair_share: 1.0 / n.max(1) as f64,
        unfinished_games: results.iter().filter(|r| r.winner.is_none()).count(),
        levels,
    }
}

/// Parses `--levels`: 2 to 4 known bot names.
///
/// # Errors
/// A message naming the bad entry, for the usage error of the command line.
pub fn parse_levels(names: &[String]) -> Result<Vec<BotKind>, String> {
    let kinds: Vec<BotKind> = names
        .iter()
        .map(|n| {
            BotKind::from_name(n.trim()).ok_or_else(|| format!("unknown level '{n}' in --levels"))
        })
        .collect::<Result<_, _>>()?;
    if !(2..=4).contains(&kinds.len()) {
        return Err(format!(
            "--levels names {} level{}; a game needs 2 to 4",
            kinds.len(),
            if kinds.len() == 1 { "" } else { "s" }
        ));
    }
    Ok(kinds)
}

impl TournamentReport {
    /// The readable table of `tournament` without `--json`.
    pub fn table(&self) -> String {
        let mut s = String::new();
        s += &format!(
            "variant {}, {} players ({}), {} games from seed {}, {:.1} s\n",
            self.variant,
            self.players,
            self.lineup.join(", "),
            self.games,
            self.seed,
            self.seconds
        );
        s += &format!(
            "{:<8} {:>7} {:>6} {:>10} {:>17} {:>20} {:>15} {:>11}\n",
            "level",
            "games",
            "wins",
            "win share",
            "95% CI",
            "decision ms med/max",
            "captures/lost",
            "lost rolls"
        );
        for l in &self.levels {
            s += &format!(
                "{:<8} {:>7} {:>6} {:>9.1}% {:>7.1}% – {:>5.1}% {:>10.3} / {:<8.3} {:>7.1} / {:<5.1} {:>11.1}\n",
                l.level,
                l.games,
                l.wins,
                l.win_share * 100.0,
                l.ci95[0] * 100.0,
                l.ci95[1] * 100.0,
                l.decision_ms.median,
                l.decision_ms.max,
                l.captures_per_game,
                l.lost_per_game,
                l.lost_rolls_per_game
            );
        }
        s += &format!(
            "a fair share is {:.1}% per seat; games counts seat-games; decision times are per decision with at least two choices; captures made, pieces lost and rolls lost per seat-game\n",
            self.fair_share * 100.0
        );
        if self.unfinished_games > 0 {
            s += &format!(
                "unfinished games {} (nobody finished within {MAX_ROUNDS} rounds)\n",
                self.unfinished_games
            );
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_sits_at_every_seat_and_turn_position() {
        let n = 4;
        let mut seen = std::collections::HashSet::new();
        for i in 0..n * n {
            let first = i % n;
            for k in 0..n {
                let turn_position = (k + n - first) % n;
                seen.insert((lineup_index(i, k, n), k, turn_position));
            }
        }
        // Every (level, seat) and every (level, turn position) pair occurs.
        for l in 0..n {
            for x in 0..n {
                assert!(seen.iter().any(|s| s.0 == l && s.1 == x));
                assert!(seen.iter().any(|s| s.0 == l && s.2 == x));
            }
        }
    }
}
