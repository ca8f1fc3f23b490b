//! Playing a run: a few games at a time ([`Lab`], for the window and the browser) or on
//! threads ([`run_parallel`], desktop only). Each game depends on its index alone, and
//! the figures are gathered by index, so both give the same figures.

use crate::figures::{fair_figures, skill_figures, LabFigures, SECONDS_PER_CARD, SECONDS_PER_ROLL};
use crate::play::{play_game, GameOutcome};
use crate::{LabGame, LabRun, FAIR_BOT};
use track::bots::BotKind;
use track::{Setup, SetupError, State};

/// Which batch a game of the run belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Batch {
    /// Every seat the same player.
    Fair,
    /// One skilled player; its seat (an index among the playing seats).
    Skill(usize),
}

/// Game `j` of a run: fair games `0..games`, then skill games.
fn batch(run: &LabRun, j: usize) -> (Batch, usize) {
    if j < run.games {
        (Batch::Fair, j)
    } else {
        let i = j - run.games;
        let p = run.players.max(1);
        // The skilled seat walks on by one each time the first player has gone round,
        // so that every pairing of the first player and the skilled seat comes up.
        (Batch::Skill((i + i / p) % p), i)
    }
}

/// Why a run cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabError {
    /// The players are not 2 to 4, or the board lacks their seats.
    Setup(SetupError),
    /// The white die has no face, or the orange die none while the game uses it.
    EmptyDie,
}

/// Checks that a run's games can be set up: 2 to 4 players, seats the board has, dice
/// with faces.
fn check(game: &LabGame, run: &LabRun) -> Result<(), LabError> {
    if !(2..=4).contains(&run.players) {
        return Err(LabError::Setup(SetupError::BadSeats));
    }
    // The orange die is thrown whenever the game has it.
    if game.dice.white.is_empty() || (game.variant.orange_die && game.dice.orange.is_empty()) {
        return Err(LabError::EmptyDie);
    }
    state(game, run, 0).map(|_| ()).map_err(LabError::Setup)
}

/// The start of game `i` of a batch: seed `seed + i`, the `(i mod players)`-th seat first.
fn state(game: &LabGame, run: &LabRun, i: usize) -> Result<State, SetupError> {
    let mut setup = Setup::new(
        game.variant.clone(),
        game.rules.clone(),
        run.players,
        run.seed.wrapping_add(i as u64),
    );
    setup.first = setup.seats[i % setup.seats.len()];
    State::new(setup, game.board.clone(), game.dice.clone(), &game.cards)
}

/// Plays game `j` of a checked run.
fn play_job(game: &LabGame, run: &LabRun, j: usize) -> GameOutcome {
    let (b, i) = batch(run, j);
    let Ok(start) = state(game, run, i) else {
        // Checked before the run: every game has the same seats.
        return GameOutcome::default();
    };
    let bots: Vec<BotKind> = (0..run.players)
        .map(|s| match b {
            Batch::Skill(k) if k == s => run.skill_bot,
            _ => FAIR_BOT,
        })
        .collect();
    play_game(start, &bots, run.max_rounds)
}

/// The figures of the games played so far (`None`: not played).
fn figures_of(game: &LabGame, run: &LabRun, outcomes: &[Option<GameOutcome>]) -> LabFigures {
    let fair: Vec<&GameOutcome> = outcomes
        .iter()
        .take(run.games)
        .filter_map(|o| o.as_ref())
        .collect();
    let skill: Vec<(&GameOutcome, usize)> = outcomes
        .iter()
        .enumerate()
        .skip(run.games)
        .filter_map(|(j, o)| {
            let Batch::Skill(seat) = batch(run, j).0 else {
                return None;
            };
            o.as_ref().map(|g| (g, seat))
        })
        .collect();
    LabFigures {
        variant: game.variant.id.clone(),
        players: run.players,
        seed: run.seed,
        max_rounds: run.max_rounds,
        seconds_per_roll: SECONDS_PER_ROLL,
        seconds_per_card: SECONDS_PER_CARD,
        fair: fair_figures(run, &fair),
        skill: skill_figures(run, &skill),
    }
}

/// A run played a few games at a time: the window calls [`Lab::step`] once a frame and
/// draws [`Lab::figures`] and the progress [`Lab::done`] of [`Lab::total`]; stopping is
/// not calling it again. The fair games come first, then the skill games.
#[derive(Clone, Debug)]
pub struct Lab {
    game: LabGame,
    run: LabRun,
    outcomes: Vec<Option<GameOutcome>>,
    next: usize,
}

impl Lab {
    /// A run of `run`'s games of `game`, none played yet.
    ///
    /// # Errors
    /// [`LabError`] when the players are not 2 to 4, the board lacks their seats or a
    /// die has no face.
    pub fn new(game: LabGame, run: LabRun) -> Result<Lab, LabError> {
        check(&game, &run)?;
        let outcomes = vec![None; run.total()];
        Ok(Lab {
            game,
            run,
            outcomes,
            next: 0,
        })
    }

    /// Plays the next `n` games (fewer at the end); returns how many it played.
    pub fn step(&mut self, n: usize) -> usize {
        let end = (self.next + n).min(self.total());
        for j in self.next..end {
            self.outcomes[j] = Some(play_job(&self.game, &self.run, j));
        }
        let played = end - self.next;
        self.next = end;
        played
    }

    /// Games played so far.
    pub fn done(&self) -> usize {
        self.next
    }

    /// Games of the whole run: fair and skill games.
    pub fn total(&self) -> usize {
        self.run.total()
    }

    /// Whether every game is played.
    pub fn is_complete(&self) -> bool {
        self.next >= self.total()
    }

    /// The run.
    pub fn run(&self) -> &LabRun {
        &self.run
    }

    /// The figures of the games played so far.
    pub fn figures(&self) -> LabFigures {
        figures_of(&self.game, &self.run, &self.outcomes)
    }

    /// The outcome of every game played so far, by game index (fair games first).
    pub fn outcomes(&self) -> &[Option<GameOutcome>] {
        &self.outcomes
    }
}

/// Plays a run on `threads` threads (desktop only: the browser has no threads) and
/// returns the figures. `done` counts the games played, for a progress bar; setting
/// `stop` ends the run after the games under way, with the figures of the games played.
/// Unstopped, the figures are the same for any number of threads, and the same as
/// [`Lab`]'s.
///
/// # Errors
/// [`LabError`] when the players are not 2 to 4, the board lacks their seats or a die
/// has no face.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_parallel(
    game: &LabGame,
    run: &LabRun,
    threads: usize,
    stop: &std::sync::atomic::AtomicBool,
    done: &std::sync::atomic::AtomicUsize,
) -> Result<LabFigures, LabError> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    check(game, run)?;
    let total = run.total();
    // The fair games first, as the stepped lab plays them: a run stopped early has
    // figures of how the game plays; the slow skill games come last (one may keep a
    // thread a second longer at the end).
    let order: Vec<usize> = (0..total).collect();
    let next = AtomicUsize::new(0);
    let threads = threads.clamp(1, total.max(1));
    let mut outcomes: Vec<Option<GameOutcome>> = vec![None; total];
    let played: Vec<(usize, GameOutcome)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = vec![];
                    while !stop.load(Ordering::Relaxed) {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&j) = order.get(k) else { break };
                        mine.push((j, play_job(game, run, j)));
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    for (j, g) in played {
        outcomes[j] = Some(g);
    }
    Ok(figures_of(game, run, &outcomes))
}
