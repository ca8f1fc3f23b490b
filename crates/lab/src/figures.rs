//! The figures of a run ([`LabFigures`]): summed up from the games' outcomes in game
//! order, so they depend on which games were played, never on how.
//!
//! Every share is of the games that have a winner; every "per game" figure is an
//! average over the games played, unfinished ones too. Fractions are rounded to four
//! places, so that the JSON of the same run is the same text on every machine.

use crate::play::GameOutcome;
use crate::stats::{bucket_width, quartiles, wilson, wilson_z, z_for, FALSE_ALARM};
use crate::LabRun;
use serde::Serialize;

/// Seconds a family spends on one roll: throwing, reading the die, counting the moves
/// aloud, moving the piece and handing the die on. An estimate, not a measurement: a
/// grown-up alone rolls and moves in 3–5 seconds, children at a family table take
/// twice that and more. The figure is here so that a family can weigh it: a game of
/// 300 rolls is 50 minutes.
pub const SECONDS_PER_ROLL: u32 = 10;

/// Seconds more for an action card: drawing it, reading it aloud, doing what it says.
/// An estimate, like [`SECONDS_PER_ROLL`].
pub const SECONDS_PER_CARD: u32 = 15;

/// The lower quartile, median and upper quartile of a figure, with its mean and maximum.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Quartiles {
    /// A quarter of the games are shorter.
    pub lower_quartile: u32,
    /// Half of the games are shorter.
    pub median: u32,
    /// Three quarters of the games are shorter.
    pub upper_quartile: u32,
    /// The mean.
    pub mean: f64,
    /// The longest.
    pub max: u32,
}

/// One bar of a histogram: the games whose figure is in `from..=to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Histogram {
    /// The bar's first value.
    pub from: u32,
    /// The bar's last value.
    pub to: u32,
    /// How many games.
    pub games: u64,
}

/// What a share says against the fair share, by its interval: chance, or a real
/// difference.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Not judged: no game to judge by, or a share not tested.
    #[default]
    Unknown,
    /// The interval holds the fair share: the difference is within chance.
    WithinChance,
    /// The whole interval lies above the fair share: really more.
    More,
    /// The whole interval lies below the fair share: really less.
    Less,
}

/// Whether a game is fair between its seats and to the player who starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fairness {
    /// No game had a winner: nothing to judge by.
    #[default]
    Unknown,
    /// Every share's interval holds the fair share: the differences are within chance.
    Fair,
    /// Some share's interval lies off the fair share.
    Unfair,
}

/// How far from the fair share a family would still call a game fair, in the share
/// of the wins: an interval within it is a sure answer "fair" ([`LabFigures::is_clear`]).
pub const FAIR_MARGIN: f64 = 0.05;

/// The same for the skilled player's share: within it, skill hardly matters (the skill
/// games are fewer, so the margin is wider).
pub const SKILL_MARGIN: f64 = 0.10;

/// A share of wins with its interval ([`crate::wilson_z`]) and what it says.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SeatShare {
    /// Games won.
    pub wins: u64,
    /// Games with a winner.
    pub of: u64,
    /// `wins / of` (0 when no game had a winner).
    pub share: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
    /// What the interval says against the fair share.
    pub verdict: Verdict,
}

impl SeatShare {
    /// `wins` of `of` games, with the 95 % interval, not judged.
    pub fn new(wins: u64, of: u64) -> SeatShare {
        let (low, high) = wilson(wins, of);
        Self::with_interval(wins, of, (low, high))
    }

    /// `wins` of `of` games, with the interval at `z`, judged against `fair`.
    pub fn judged(wins: u64, of: u64, z: f64, fair: f64) -> SeatShare {
        let mut s = Self::with_interval(wins, of, wilson_z(wins, of, z));
        s.verdict = if of == 0 {
            Verdict::Unknown
        } else if s.low > fair {
            Verdict::More
        } else if s.high < fair {
            Verdict::Less
        } else {
            Verdict::WithinChance
        };
        s
    }

    /// Whether the answer is sure: a real difference, or an interval so narrow that
    /// the share is within `margin` of `fair` (a difference nobody would notice).
    pub fn is_clear(&self, fair: f64, margin: f64) -> bool {
        match self.verdict {
            Verdict::More | Verdict::Less => true,
            Verdict::Unknown => false,
            Verdict::WithinChance => self.low >= fair - margin && self.high <= fair + margin,
        }
    }

    fn with_interval(wins: u64, of: u64, (low, high): (f64, f64)) -> SeatShare {
        SeatShare {
            wins,
            of,
            share: round4(if of == 0 {
                0.0
            } else {
                wins as f64 / of as f64
            }),
            low: round4(low),
            high: round4(high),
            verdict: Verdict::Unknown,
        }
    }
}

/// The fair games: every seat the same player, the first player rotating.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct FairFigures {
    /// The player at every seat (`easy`).
    pub bot: String,
    /// Games asked for.
    pub games: usize,
    /// Games played so far.
    pub played: usize,
    /// Games over within the cap.
    pub finished: usize,
    /// Games stopped at the cap.
    pub unfinished: usize,
    /// Games were played and none ended within the cap.
    pub no_game_ended: bool,
    /// Rounds of the finished games.
    pub rounds: Quartiles,
    /// The finished games by rounds: at most 8 bars of a round width.
    pub rounds_histogram: Vec<Histogram>,
    /// Minutes at the table for people, of the finished games: rolls ×
    /// [`SECONDS_PER_ROLL`] plus cards × [`SECONDS_PER_CARD`].
    pub minutes: Quartiles,
    /// Games with a winner (the shares' count).
    pub decided: u64,
    /// Each seat's share of the wins, in seat order.
    pub wins_by_seat: Vec<SeatShare>,
    /// The share of the wins by place in the turn order: 0 rolled first.
    pub wins_by_turn_position: Vec<SeatShare>,
    /// The starting player's share (the first of `wins_by_turn_position`).
    pub starting_player: SeatShare,
    /// The share of each player in a fair game: 1 / players.
    pub fair_share: f64,
    /// The `z` of the shares' intervals: wide enough that all of them (every seat and
    /// the starting player, at every look of the run) hold their true shares with 95 %
    /// confidence together ([`crate::z_for`]).
    pub z: f64,
    /// Whether the game is fair: every judged share's interval holds the fair share.
    pub verdict: Fairness,
    /// Captures per game.
    pub captures_per_game: f64,
    /// Changes of the lead per game ([`crate::LeadTracker`]).
    pub lead_changes_per_game: f64,
    /// Turns per game (all players').
    pub turns_per_game: f64,
    /// Lost turns per game: turns in which no piece moved.
    pub lost_turns_per_game: f64,
    /// Lost turns as a share of all turns.
    pub lost_turn_share: f64,
    /// Rolls per game.
    pub rolls_per_game: f64,
    /// Action cards drawn per game.
    pub cards_drawn_per_game: f64,
}

/// The skill games: one skilled player against the fair games' player.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SkillFigures {
    /// The skilled player (`normal` unless the run chose another).
    pub bot: String,
    /// The others (`easy`).
    pub against: String,
    /// Games asked for.
    pub games: usize,
    /// Games played so far.
    pub played: usize,
    /// Games over within the cap.
    pub finished: usize,
    /// Games stopped at the cap.
    pub unfinished: usize,
    /// Games were played and none ended within the cap.
    pub no_game_ended: bool,
    /// The skilled player's share of the games with a winner, judged against the fair
    /// share.
    pub skilled: SeatShare,
    /// The `z` of its interval (95 % over the looks of the run).
    pub z: f64,
    /// The share of each player in a fair game: 1 / players.
    pub fair_share: f64,
}

/// Everything the lab says about a rule set.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct LabFigures {
    /// The variant the rule set started from.
    pub variant: String,
    /// Players per game.
    pub players: usize,
    /// The base seed: game `i` of each batch has seed `seed + i`.
    pub seed: u64,
    /// The round cap.
    pub max_rounds: u32,
    /// How many times the run looked at its figures to see whether they were clear (1:
    /// a run of a fixed number of games).
    pub looks: usize,
    /// The most fair games the run would play.
    pub most_games: usize,
    /// Seconds per roll of the minutes' estimate.
    pub seconds_per_roll: u32,
    /// Seconds per card of the minutes' estimate.
    pub seconds_per_card: u32,
    /// The fair games.
    pub fair: FairFigures,
    /// The skill games.
    pub skill: SkillFigures,
}

impl LabFigures {
    /// Whether the figures say something sure: no game ended, or every judged share is
    /// either really off the fair share or surely within a margin of it
    /// ([`FAIR_MARGIN`], [`SKILL_MARGIN`]). A run that plays until the figures are
    /// clear stops at a look where this holds.
    pub fn is_clear(&self) -> bool {
        let fair = &self.fair;
        if fair.played > 0 && fair.finished == 0 {
            return true;
        }
        let shares_clear = fair.decided > 0
            && fair
                .wins_by_seat
                .iter()
                .chain([&fair.starting_player])
                .all(|s| s.is_clear(fair.fair_share, FAIR_MARGIN));
        let skill = &self.skill;
        let skill_clear = skill.games == 0
            || (skill.played > 0 && skill.finished == 0)
            || skill.skilled.is_clear(skill.fair_share, SKILL_MARGIN);
        shares_clear && skill_clear
    }
}

/// How many shares the fairness test judges: every seat and the starting player.
pub fn judged_shares(players: usize) -> usize {
    players + 1
}

/// Rounded to four places.
pub(crate) fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

fn per_game(total: u64, games: usize) -> f64 {
    round4(if games == 0 {
        0.0
    } else {
        total as f64 / games as f64
    })
}

fn quartiles_of(mut values: Vec<u32>) -> Quartiles {
    values.sort_unstable();
    let (lower_quartile, median, upper_quartile) = quartiles(&values);
    let sum: u64 = values.iter().map(|v| u64::from(*v)).sum();
    Quartiles {
        lower_quartile,
        median,
        upper_quartile,
        mean: per_game(sum, values.len()),
        max: values.last().copied().unwrap_or(0),
    }
}

fn histogram(values: &[u32]) -> Vec<Histogram> {
    let (Some(&lo), Some(&hi)) = (values.iter().min(), values.iter().max()) else {
        return vec![];
    };
    // Seven bars of a round width cover the span; started at a multiple of the width, eight.
    let w = bucket_width(lo, hi, 7);
    let start = lo - lo % w;
    let bars = (hi - start) / w + 1;
    let mut out: Vec<Histogram> = (0..bars)
        .map(|b| Histogram {
            from: start + b * w,
            to: start + b * w + (w - 1),
            games: 0,
        })
        .collect();
    for v in values {
        out[((v - start) / w) as usize].games += 1;
    }
    out
}

/// A game's minutes at the table, to the nearest minute.
fn minutes(g: &GameOutcome) -> u32 {
    let seconds =
        g.rolls * u64::from(SECONDS_PER_ROLL) + g.cards_drawn * u64::from(SECONDS_PER_CARD);
    u32::try_from((seconds + 30) / 60).unwrap_or(u32::MAX)
}

/// The fair games' figures from the outcomes of the games played, in game order, of
/// `games` asked for.
pub fn fair_figures(run: &LabRun, played: &[&GameOutcome], games: usize) -> FairFigures {
    let players = run.players.max(1);
    let finished: Vec<&&GameOutcome> = played.iter().filter(|g| g.finished).collect();
    let rounds: Vec<u32> = finished.iter().map(|g| g.rounds).collect();
    let mut by_seat = vec![0u64; players];
    let mut by_position = vec![0u64; players];
    let mut decided = 0u64;
    for g in played {
        if let Some(w) = g.winner_seat.filter(|w| *w < players) {
            by_seat[w] += 1;
            decided += 1;
        }
        if let Some(p) = g.winner_turn_position.filter(|p| *p < players) {
            by_position[p] += 1;
        }
    }
    let sum = |f: fn(&GameOutcome) -> u64| played.iter().map(|g| f(g)).sum::<u64>();
    let turns = sum(|g| g.turns);
    let lost = sum(|g| g.lost_turns);
    let fair_share = 1.0 / players as f64;
    let z = z_for(
        FALSE_ALARM / run.looks().len().max(1) as f64,
        judged_shares(players),
    );
    let judged = |v: Vec<u64>| -> Vec<SeatShare> {
        v.into_iter()
            .map(|w| SeatShare::judged(w, decided, z, fair_share))
            .collect()
    };
    let wins_by_seat = judged(by_seat);
    let wins_by_turn_position = judged(by_position);
    let starting_player = wins_by_turn_position.first().cloned().unwrap_or_default();
    let verdict = if decided == 0 {
        Fairness::Unknown
    } else if wins_by_seat
        .iter()
        .chain([&starting_player])
        .all(|s| s.verdict == Verdict::WithinChance)
    {
        Fairness::Fair
    } else {
        Fairness::Unfair
    };
    // Only the seats and the starting player are judged; the later places are shown
    // with their intervals.
    let wins_by_turn_position = wins_by_turn_position
        .into_iter()
        .enumerate()
        .map(|(i, mut s)| {
            if i > 0 {
                s.verdict = Verdict::Unknown;
            }
            s
        })
        .collect();
    FairFigures {
        bot: run.fair_bot.name().to_string(),
        games,
        played: played.len(),
        finished: finished.len(),
        unfinished: played.len() - finished.len(),
        no_game_ended: !played.is_empty() && finished.is_empty(),
        rounds_histogram: histogram(&rounds),
        rounds: quartiles_of(rounds),
        minutes: quartiles_of(finished.iter().map(|g| minutes(g)).collect()),
        decided,
        wins_by_seat,
        starting_player,
        wins_by_turn_position,
        fair_share: round4(fair_share),
        z: round4(z),
        verdict,
        captures_per_game: per_game(sum(|g| g.captures), played.len()),
        lead_changes_per_game: per_game(sum(|g| u64::from(g.lead_changes)), played.len()),
        turns_per_game: per_game(turns, played.len()),
        lost_turns_per_game: per_game(lost, played.len()),
        lost_turn_share: per_game(lost, turns as usize),
        rolls_per_game: per_game(sum(|g| g.rolls), played.len()),
        cards_drawn_per_game: per_game(sum(|g| g.cards_drawn), played.len()),
    }
}

/// The skill games' figures from the outcomes of the games played, in game order, each
/// with the skilled player's seat.
pub fn skill_figures(run: &LabRun, played: &[(&GameOutcome, usize)], games: usize) -> SkillFigures {
    let finished = played.iter().filter(|(g, _)| g.finished).count();
    let decided = played
        .iter()
        .filter(|(g, _)| g.winner_seat.is_some())
        .count() as u64;
    let wins = played
        .iter()
        .filter(|(g, seat)| g.winner_seat == Some(*seat))
        .count() as u64;
    let fair_share = 1.0 / run.players.max(1) as f64;
    let z = z_for(FALSE_ALARM / run.looks().len().max(1) as f64, 1);
    SkillFigures {
        bot: run.skill_bot.name().to_string(),
        against: run.fair_bot.name().to_string(),
        games,
        played: played.len(),
        finished,
        unfinished: played.len() - finished,
        no_game_ended: !played.is_empty() && finished == 0,
        skilled: SeatShare::judged(wins, decided, z, fair_share),
        z: round4(z),
        fair_share: round4(fair_share),
    }
}
