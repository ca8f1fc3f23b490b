//! Yalta computer games for figures (`yalta-selfplay`): three levels, the seats rotated
//! game by game, wins per level and how the games ended.

use crate::clock::{ms_since, Clock};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use yalta::bot::{choose, Level};
use yalta::cell::Player;
use yalta::game::{Command, Game, Outcome};
use yalta::position::RedQueen;

/// A game longer than this many moves is stopped and counted as unfinished.
pub const MAX_PLIES: usize = 3000;

/// The figures of one entry of the line-up.
#[derive(Clone, Debug, Serialize)]
pub struct LevelFigures {
    /// The level's name.
    pub level: String,
    /// Games it won.
    pub wins: usize,
    /// Its share of the games, 0–1.
    pub win_share: f64,
    /// Median time of its decisions, in milliseconds.
    pub decision_ms_median: f64,
    /// Longest decision, in milliseconds.
    pub decision_ms_max: f64,
}

/// The figures of a run of games.
#[derive(Clone, Debug, Serialize)]
pub struct SelfplayReport {
    /// Games played.
    pub games: usize,
    /// The first game's seed; game i uses seed + i.
    pub seed: u64,
    /// Per entry of `--levels`, in the order given.
    pub levels: Vec<LevelFigures>,
    /// Games that ended in checkmate.
    pub checkmates: usize,
    /// Draws by stalemate, repetition, 150 moves, only kings, or too long.
    pub stalemates: usize,
    /// Draws by repetition.
    pub repetitions: usize,
    /// Draws by 150 moves without a capture or pawn move.
    pub move_limits: usize,
    /// Draws with only the kings left.
    pub only_kings: usize,
    /// Games stopped after [`MAX_PLIES`] moves.
    pub unfinished: usize,
    /// Mean number of moves (plies) per game.
    pub plies_mean: f64,
    /// Wall time of the run, in seconds.
    pub seconds: f64,
}

impl SelfplayReport {
    /// The figures as a readable table.
    pub fn table(&self) -> String {
        let mut s = format!(
            "{} Yalta games from seed {} in {:.1} s, {:.0} moves a game on average\n",
            self.games, self.seed, self.seconds, self.plies_mean
        );
        s += "entry  level    wins   share  decision ms median / max\n";
        for (i, l) in self.levels.iter().enumerate() {
            s += &format!(
                "{:<6} {:<8} {:>4}  {:>5.1}%  {:>8.2} / {:.2}\n",
                i + 1,
                l.level,
                l.wins,
                l.win_share * 100.0,
                l.decision_ms_median,
                l.decision_ms_max
            );
        }
        s += &format!(
            "checkmates {}, stalemates {}, repetitions {}, 150-move draws {}, only kings {}, unfinished {}\n",
            self.checkmates, self.stalemates, self.repetitions, self.move_limits, self.only_kings, self.unfinished
        );
        s
    }
}

/// Plays `games` games; in game i (seed `seed + i`) the entry j of `levels` plays the
/// seat (j + i) mod 3, so every entry plays every seat equally often.
pub fn selfplay(games: usize, levels: [Level; 3], seed: u64, clock: &dyn Clock) -> SelfplayReport {
    let start = clock.seconds();
    let mut wins = [0usize; 3];
    let mut times: [Vec<f64>; 3] = Default::default();
    let mut report = SelfplayReport {
        games,
        seed,
        levels: Vec::new(),
        checkmates: 0,
        stalemates: 0,
        repetitions: 0,
        move_limits: 0,
        only_kings: 0,
        unfinished: 0,
        plies_mean: 0.0,
        seconds: 0.0,
    };
    let mut plies = 0usize;
    for i in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_add(i as u64));
        // entry_of[seat] = the entry of `levels` playing that seat.
        let entry_of: [usize; 3] = std::array::from_fn(|seat| (seat + 3 - i % 3) % 3);
        let mut game = Game::new(RedQueen::Light);
        while !game.is_over() && game.moves().len() < MAX_PLIES {
            let seat = game.position().to_move().index();
            let entry = entry_of[seat];
            let t = clock.seconds();
            let Some(mv) = choose(&game, levels[entry], &mut rng) else {
                break;
            };
            times[entry].push(ms_since(clock, t));
            if game.play(&Command::from(mv)).is_err() {
                break;
            }
        }
        plies += game.moves().len();
        match game.outcome() {
            Some(Outcome::Checkmate { winner, .. }) => {
                report.checkmates += 1;
                wins[entry_of[Player::index(*winner)]] += 1;
            }
            Some(Outcome::Stalemate(_)) => report.stalemates += 1,
            Some(Outcome::Repetition) => report.repetitions += 1,
            Some(Outcome::MoveLimit) => report.move_limits += 1,
            Some(Outcome::OnlyKings) => report.only_kings += 1,
            None => report.unfinished += 1,
        }
    }
    for (j, level) in levels.iter().enumerate() {
        let t = &mut times[j];
        t.sort_by(f64::total_cmp);
        report.levels.push(LevelFigures {
            level: level.name().to_string(),
            wins: wins[j],
            win_share: wins[j] as f64 / games.max(1) as f64,
            decision_ms_median: t.get(t.len() / 2).copied().unwrap_or(0.0),
            decision_ms_max: t.last().copied().unwrap_or(0.0),
        });
    }
    report.plies_mean = plies as f64 / games.max(1) as f64;
    report.seconds = clock.seconds() - start;
    report
}
