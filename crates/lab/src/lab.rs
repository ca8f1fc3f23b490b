//! Playing a run: a few games at a time ([`Lab::step`], for the window and the browser),
//! or a look's games handed out to be played elsewhere ([`Lab::take_look`],
//! [`Lab::play`], [`Lab::record`]: the arena's threads on the desktop). Each game
//! depends on its index alone, and the figures are gathered by index, so both give the
//! same figures.

use crate::figures::{fair_figures, skill_figures, LabFigures, SECONDS_PER_CARD, SECONDS_PER_ROLL};
use crate::play::{play_game, GameOutcome};
use crate::{LabGame, LabRun};
use track::bots::BotKind;
use track::{Setup, SetupError, State};

/// Which batch a game of the run belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Batch {
    /// Every seat the same player.
    Fair,
    /// One skilled player against the others.
    Skill,
}

/// The skilled player's seat (an index among the playing seats) in skill game `i`: it
/// walks on by one each time the first player has gone round, so that every pairing
/// of the first player and the skilled seat comes up.
fn skill_seat(run: &LabRun, i: usize) -> usize {
    let p = run.players.max(1);
    (i + i / p) % p
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

/// One game of a run: which batch, which index ([`Lab::take_look`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LabJob(Batch, usize);

/// Plays game `i` of a batch of a checked run.
fn play_job(game: &LabGame, run: &LabRun, LabJob(b, i): LabJob) -> GameOutcome {
    let Ok(start) = state(game, run, i) else {
        // Checked before the run: every game has the same seats.
        return GameOutcome::default();
    };
    let skilled = (b == Batch::Skill).then(|| skill_seat(run, i));
    let bots: Vec<BotKind> = (0..run.players)
        .map(|s| {
            if skilled == Some(s) {
                run.skill_bot
            } else {
                run.fair_bot
            }
        })
        .collect();
    play_game(start, &bots, run.max_rounds)
}

/// What a run has played: the outcomes of the fair and the skill games by index, and
/// the look it has reached.
#[derive(Clone, Debug)]
struct Played {
    fair: Vec<Option<GameOutcome>>,
    skill: Vec<Option<GameOutcome>>,
    looks: Vec<usize>,
    look: usize,
}

impl Played {
    fn new(run: &LabRun) -> Played {
        Played {
            fair: vec![None; run.games],
            skill: vec![None; run.skill_games],
            looks: run.looks(),
            look: 0,
        }
    }

    /// The fair and skill games the current look asks for.
    fn target(&self, run: &LabRun) -> (usize, usize) {
        let fair = self.looks.get(self.look).copied().unwrap_or(run.games);
        (fair, run.skill_at(fair))
    }

    /// The figures of the games played so far.
    fn figures(&self, game: &LabGame, run: &LabRun) -> LabFigures {
        let (games, skill_games) = self.target(run);
        let fair: Vec<&GameOutcome> = self.fair.iter().filter_map(|o| o.as_ref()).collect();
        let skill: Vec<(&GameOutcome, usize)> = self
            .skill
            .iter()
            .enumerate()
            .filter_map(|(i, o)| o.as_ref().map(|g| (g, skill_seat(run, i))))
            .collect();
        LabFigures {
            variant: game.variant.id.clone(),
            players: run.players,
            seed: run.seed,
            max_rounds: run.max_rounds,
            looks: self.look + 1,
            most_games: run.games,
            seconds_per_roll: SECONDS_PER_ROLL,
            seconds_per_card: SECONDS_PER_CARD,
            fair: fair_figures(run, &fair, games),
            skill: skill_figures(run, &skill, skill_games),
        }
    }

    /// At a look whose games are all played: whether the run ends here (the last
    /// look, or clear figures); else it goes on to the next look.
    fn ends_at_look(&mut self, game: &LabGame, run: &LabRun) -> bool {
        if self.look + 1 >= self.looks.len() || self.figures(game, run).is_clear() {
            return true;
        }
        self.look += 1;
        false
    }
}

/// A run played a few games at a time: the window calls [`Lab::step`] once a frame and
/// draws [`Lab::figures`] and the progress [`Lab::done`] of [`Lab::total`]; stopping is
/// not calling it again. On the desktop the arena plays its looks on threads
/// (`arena::threads::run_lab`). At each look the fair games come first, then the skill games;
/// a run until the figures are clear ends at the first look where they are.
#[derive(Clone, Debug)]
pub struct Lab {
    game: LabGame,
    run: LabRun,
    played: Played,
    next: (usize, usize),
    complete: bool,
}

impl Lab {
    /// A run of `run`'s games of `game`, none played yet.
    ///
    /// # Errors
    /// [`LabError`] when the players are not 2 to 4, the board lacks their seats or a
    /// die has no face.
    pub fn new(game: LabGame, run: LabRun) -> Result<Lab, LabError> {
        check(&game, &run)?;
        let played = Played::new(&run);
        Ok(Lab {
            game,
            run,
            played,
            next: (0, 0),
            complete: false,
        })
    }

    /// Plays the next `n` games (fewer at the end); returns how many it played.
    pub fn step(&mut self, n: usize) -> usize {
        let mut count = 0;
        while count < n && !self.complete {
            let Some(job) = self.take_job() else {
                self.complete = self.played.ends_at_look(&self.game, &self.run);
                continue;
            };
            let outcome = self.play(job);
            self.record(job, outcome);
            count += 1;
        }
        if !self.complete {
            // A look just reached ends the run at once when its figures are clear.
            let (fair, skill) = self.played.target(&self.run);
            if self.next == (fair, skill) {
                self.complete = self.played.ends_at_look(&self.game, &self.run);
            }
        }
        count
    }

    /// The next game of the current look not yet handed out: the fair games first.
    fn take_job(&mut self) -> Option<LabJob> {
        let (fair, skill) = self.played.target(&self.run);
        if self.next.0 < fair {
            self.next.0 += 1;
            Some(LabJob(Batch::Fair, self.next.0 - 1))
        } else if self.next.1 < skill {
            self.next.1 += 1;
            Some(LabJob(Batch::Skill, self.next.1 - 1))
        } else {
            None
        }
    }

    /// Hands out every game of the current look not yet handed out, the fair games
    /// first, to be played ([`Lab::play`], on any thread) and recorded ([`Lab::record`]);
    /// then [`Lab::end_look`].
    pub fn take_look(&mut self) -> Vec<LabJob> {
        std::iter::from_fn(|| self.take_job()).collect()
    }

    /// Plays one game of the run; the same job gives the same outcome.
    pub fn play(&self, job: LabJob) -> GameOutcome {
        play_job(&self.game, &self.run, job)
    }

    /// Keeps a game's outcome.
    pub fn record(&mut self, LabJob(b, i): LabJob, outcome: GameOutcome) {
        let slot = match b {
            Batch::Fair => self.played.fair.get_mut(i),
            Batch::Skill => self.played.skill.get_mut(i),
        };
        if let Some(slot) = slot {
            *slot = Some(outcome);
        }
    }

    /// At a look whose games are all recorded: whether the run is over (the last look,
    /// or clear figures); else the run goes on to the next look.
    pub fn end_look(&mut self) -> bool {
        self.complete = self.played.ends_at_look(&self.game, &self.run);
        self.complete
    }

    /// Games played so far.
    pub fn done(&self) -> usize {
        self.next.0 + self.next.1
    }

    /// The most games of the whole run: fair and skill games (a run until the figures
    /// are clear may end before).
    pub fn total(&self) -> usize {
        self.run.total()
    }

    /// Whether the run is over: every game played, or the figures clear at a look.
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// The run.
    pub fn run(&self) -> &LabRun {
        &self.run
    }

    /// The figures of the games played so far.
    pub fn figures(&self) -> LabFigures {
        self.played.figures(&self.game, &self.run)
    }

    /// The outcome of every game of the run so far (`None`: not played): the fair
    /// games by index, then the skill games.
    pub fn outcomes(&self) -> Vec<Option<GameOutcome>> {
        self.played
            .fair
            .iter()
            .chain(&self.played.skill)
            .cloned()
            .collect()
    }
}
