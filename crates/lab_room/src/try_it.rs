//! *Try it*: the lab plays the family's rules and the booklet's game they started from,
//! side by side. On the desktop each run is played on a background thread
//! (`arena::threads::run_lab`, stopped by an `AtomicBool`, counted by an `AtomicUsize`); in
//! the browser, which has no threads, both are stepped a few games a frame
//! ([`lab::Lab::step`]) with fewer games, so the page never freezes. Stopping keeps the
//! figures of the games played so far. Window-free: the screen calls [`TryRun::step`]
//! each frame and draws [`TryRun::figures`].

use lab::{Lab, LabError, LabFigures, LabGame, LabRun};
use std::sync::Arc;
use track::board::Board;
use track::cards::CardSet;
use track::variant::HouseRules;
use track::RuleSet;

/// The most fair games of each run on the desktop: it plays until the figures are
/// clear ([`LabRun::until_clear`]).
pub const DESKTOP_GAMES: usize = lab::MOST_GAMES;
/// The most fair games of each run in the browser, which plays on the window's thread.
pub const BROWSER_GAMES: usize = 2000;

/// How the games are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A few games a frame, on the window's thread.
    Stepped,
    /// On background threads (desktop only): this many per run.
    #[cfg(not(target_arch = "wasm32"))]
    Threads(usize),
}

/// A run on a background thread.
#[cfg(not(target_arch = "wasm32"))]
struct Threaded {
    stop: Arc<std::sync::atomic::AtomicBool>,
    done: Arc<std::sync::atomic::AtomicUsize>,
    total: usize,
    handle: Option<std::thread::JoinHandle<Result<LabFigures, LabError>>>,
    result: Option<LabFigures>,
}

/// One of the two runs.
enum Runner {
    /// Played before: its figures and its number of games.
    Known(Box<LabFigures>, usize),
    Stepped(Box<Lab>),
    #[cfg(not(target_arch = "wasm32"))]
    Threaded(Box<Threaded>),
}

/// One of *Try it*'s two runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Ours,
    Base,
}

/// The run to step next, of those still to step (each with the share of its games
/// played): the one further behind, so that both bars fill together; a run over early
/// (its figures clear) leaves the other to go on alone.
fn further_behind(ours: Option<f64>, base: Option<f64>) -> Option<Side> {
    match (ours, base) {
        (Some(o), Some(b)) if o <= b => Some(Side::Ours),
        (Some(_), Some(_)) | (None, Some(_)) => Some(Side::Base),
        (Some(_), None) => Some(Side::Ours),
        (None, None) => None,
    }
}

impl Runner {
    /// The share of its games played, if the window's thread still steps it (not a
    /// known base, not threads, not over).
    fn still_to_step(&self) -> Option<f64> {
        match self {
            Runner::Stepped(lab) if !lab.is_complete() => {
                Some(lab.done() as f64 / lab.total().max(1) as f64)
            }
            _ => None,
        }
    }

    fn start(game: LabGame, run: LabRun, mode: Mode) -> Result<Runner, LabError> {
        let lab = Lab::new(game.clone(), run.clone())?;
        match mode {
            Mode::Stepped => Ok(Runner::Stepped(Box::new(lab))),
            #[cfg(not(target_arch = "wasm32"))]
            Mode::Threads(threads) => {
                use std::sync::atomic::{AtomicBool, AtomicUsize};
                let stop = Arc::new(AtomicBool::new(false));
                let done = Arc::new(AtomicUsize::new(0));
                let (s, d) = (stop.clone(), done.clone());
                let handle = std::thread::spawn(move || {
                    arena::threads::run_lab(&game, &run, threads.max(1), &s, &d)
                });
                Ok(Runner::Threaded(Box::new(Threaded {
                    stop,
                    done,
                    total: lab.total(),
                    handle: Some(handle),
                    result: None,
                })))
            }
        }
    }

    fn done(&self) -> usize {
        match self {
            Runner::Known(_, total) => *total,
            Runner::Stepped(lab) => lab.done(),
            #[cfg(not(target_arch = "wasm32"))]
            Runner::Threaded(t) => t
                .done
                .load(std::sync::atomic::Ordering::Relaxed)
                .min(t.total),
        }
    }

    fn total(&self) -> usize {
        match self {
            Runner::Known(_, total) => *total,
            Runner::Stepped(lab) => lab.total(),
            #[cfg(not(target_arch = "wasm32"))]
            Runner::Threaded(t) => t.total,
        }
    }

    /// Whether its figures are ready (every game played, or stopped and wound up).
    fn ready(&self, stopped: bool) -> bool {
        match self {
            Runner::Known(..) => true,
            Runner::Stepped(lab) => stopped || lab.is_complete(),
            #[cfg(not(target_arch = "wasm32"))]
            Runner::Threaded(t) => t.result.is_some(),
        }
    }

    /// Takes a finished thread's figures.
    fn poll(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Runner::Threaded(t) = self {
            if t.handle.as_ref().is_some_and(|h| h.is_finished()) {
                if let Some(h) = t.handle.take() {
                    // A thread that panicked or was refused leaves no figures: the run
                    // was checked before it started, so neither happens.
                    t.result = Some(h.join().ok().and_then(|r| r.ok()).unwrap_or_default());
                }
            }
        }
    }

    fn stop(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Runner::Threaded(t) = self {
            t.stop.store(true, std::sync::atomic::Ordering::Relaxed);
            if let Some(h) = t.handle.take() {
                // Waits for the games under way (a hard player's game takes a fraction
                // of a second).
                t.result = Some(h.join().ok().and_then(|r| r.ok()).unwrap_or_default());
            }
        }
    }

    fn figures(&self) -> LabFigures {
        match self {
            Runner::Known(f, _) => (**f).clone(),
            Runner::Stepped(lab) => lab.figures(),
            #[cfg(not(target_arch = "wasm32"))]
            Runner::Threaded(t) => t.result.clone().unwrap_or_default(),
        }
    }
}

impl Drop for Runner {
    fn drop(&mut self) {
        // Leaving the page stops a run still going.
        #[cfg(not(target_arch = "wasm32"))]
        if let Runner::Threaded(t) = self {
            t.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

/// The game a rule set makes, for the lab.
pub fn lab_game(rules: &RuleSet, deck: &CardSet, board: &Arc<Board>) -> LabGame {
    LabGame {
        variant: rules.variant(),
        rules: rules.house_rules.clone(),
        dice: rules.dice(),
        cards: Arc::new(rules.cards(deck)),
        board: board.clone(),
    }
}

/// The booklet's game a rule set started from, for the lab.
pub fn base_game(rules: &RuleSet, deck: &CardSet, board: &Arc<Board>) -> LabGame {
    LabGame {
        variant: rules.base.variant(),
        rules: HouseRules::default(),
        dice: track::dice::Dice::default_dice(),
        cards: Arc::new(deck.clone()),
        board: board.clone(),
    }
}

/// The two runs of *Try it*: the family's rules and their base.
pub struct TryRun {
    ours: Runner,
    base: Runner,
    /// The fair games of each run.
    pub games: usize,
    stopped: bool,
}

impl TryRun {
    /// Starts both runs: until the figures are clear, at most `games` fair games each
    /// (and their skill games), from `seed`.
    /// The base's figures of the same games and seed, when `known` (a base is the same
    /// game every time), are not played again.
    ///
    /// # Errors
    /// [`LabError`] when the lab cannot play the rules (a die without faces).
    pub fn start(
        rules: &RuleSet,
        deck: &CardSet,
        board: &Arc<Board>,
        (games, seed): (usize, u64),
        mode: Mode,
        known: Option<LabFigures>,
    ) -> Result<TryRun, LabError> {
        let run = LabRun::until_clear(games, seed);
        let ours = Runner::start(lab_game(rules, deck, board), run.clone(), mode)?;
        let base = match known {
            Some(f) => Runner::Known(Box::new(f), run.total()),
            None => Runner::start(base_game(rules, deck, board), run, mode)?,
        };
        Ok(TryRun {
            ours,
            base,
            games,
            stopped: false,
        })
    }

    /// Plays up to `n` more games when stepped (the run further behind first); on
    /// threads, takes the figures of a finished run.
    pub fn step(&mut self, n: usize) {
        for _ in 0..n {
            if self.stopped {
                break;
            }
            let runner = match further_behind(self.ours.still_to_step(), self.base.still_to_step())
            {
                Some(Side::Ours) => &mut self.ours,
                Some(Side::Base) => &mut self.base,
                None => break,
            };
            if let Runner::Stepped(lab) = runner {
                lab.step(1);
            }
        }
        self.ours.poll();
        self.base.poll();
    }

    /// Whether the window's thread plays the games (the browser's way): then it steps
    /// a few each frame; else threads play them and a frame only looks.
    pub fn stepped(&self) -> bool {
        [&self.ours, &self.base]
            .iter()
            .any(|r| matches!(r, Runner::Stepped(_)))
    }

    /// Stops both runs: the figures are of the games played so far.
    pub fn stop(&mut self) {
        self.stopped = true;
        self.ours.stop();
        self.base.stop();
    }

    /// The base's figures of a whole run (not a stopped one), to keep for the next.
    pub fn base_figures(&self) -> Option<LabFigures> {
        (self.finished() && !self.stopped).then(|| self.base.figures())
    }

    /// Whether the run was stopped before its end.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Games played so far, both runs together.
    pub fn done(&self) -> usize {
        self.ours.done() + self.base.done()
    }

    /// The most games of each run: its fair and its skill games (both runs may play
    /// as many, a base known from before included; either may stop sooner when its
    /// figures are clear).
    pub fn each(&self) -> usize {
        self.ours.total()
    }

    /// Games of both runs together.
    pub fn total(&self) -> usize {
        self.ours.total() + self.base.total()
    }

    /// Whether both runs' figures are ready.
    pub fn finished(&self) -> bool {
        self.ours.ready(self.stopped) && self.base.ready(self.stopped)
    }

    /// The figures, once [`TryRun::finished`]: the base's, then ours.
    pub fn figures(&self) -> Option<(LabFigures, LabFigures)> {
        self.finished()
            .then(|| (self.base.figures(), self.ours.figures()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In the browser both runs are stepped, the one further behind first; one whose
    /// figures are clear early is over while its share is still the smaller, and the
    /// other must go on alone (it waited for it for ever: Try it stopped halfway).
    #[test]
    fn a_run_over_early_leaves_the_other_to_step_on_alone() {
        assert_eq!(further_behind(Some(0.2), Some(0.5)), Some(Side::Ours));
        assert_eq!(further_behind(Some(0.5), Some(0.2)), Some(Side::Base));
        assert_eq!(further_behind(None, Some(0.6)), Some(Side::Base));
        assert_eq!(further_behind(Some(0.6), None), Some(Side::Ours));
        assert_eq!(further_behind(None, None), None);
    }
    use track::dice::Face;
    use track::pieces::Role;
    use track::rule_set::Base;

    fn knights_only() -> RuleSet {
        let deck = CardSet::default_deck();
        let mut r = RuleSet::from_preset(
            &Base::Small.variant(),
            &track::dice::Dice::default_dice(),
            &deck,
        );
        r.name = "Nur Springer".into();
        r.roles = vec![Role::Knight];
        r
    }

    fn board() -> Arc<Board> {
        Arc::new(Board::classic())
    }

    #[test]
    fn a_stepped_try_reaches_its_total_and_gives_both_figures() {
        let deck = CardSet::default_deck();
        let mut t = TryRun::start(
            &knights_only(),
            &deck,
            &board(),
            (6, 1),
            Mode::Stepped,
            None,
        )
        .unwrap();
        assert_eq!(t.total(), 2 * LabRun::new(6, 1).total());
        let mut frames = 0;
        while !t.finished() {
            t.step(3);
            frames += 1;
            assert!(frames < 1000, "the run ends");
        }
        assert_eq!(t.done(), t.total());
        let (base, ours) = t.figures().unwrap();
        assert_eq!(ours.fair.played, 6);
        assert_eq!(base.fair.played, 6);
        assert_eq!(ours.variant, "Nur Springer");
        assert_eq!(base.variant, "small");
        assert!(!t.stopped());
    }

    #[test]
    fn stop_keeps_the_figures_of_the_games_played_so_far() {
        let deck = CardSet::default_deck();
        let mut t = TryRun::start(
            &knights_only(),
            &deck,
            &board(),
            (40, 1),
            Mode::Stepped,
            None,
        )
        .unwrap();
        t.step(10);
        assert!(!t.finished());
        t.stop();
        assert!(t.finished() && t.stopped());
        let (base, ours) = t.figures().unwrap();
        assert_eq!(base.fair.played + ours.fair.played, 10);
        assert_eq!(t.done(), 10);
        t.step(10);
        assert_eq!(t.done(), 10, "a stopped run plays no more");
    }

    #[test]
    fn the_threaded_try_gives_the_same_figures_as_the_stepped_one() {
        let deck = CardSet::default_deck();
        let rules = knights_only();
        let mut stepped =
            TryRun::start(&rules, &deck, &board(), (8, 3), Mode::Stepped, None).unwrap();
        while !stepped.finished() {
            stepped.step(50);
        }
        let mut threaded =
            TryRun::start(&rules, &deck, &board(), (8, 3), Mode::Threads(2), None).unwrap();
        let mut waited = 0;
        while !threaded.finished() {
            std::thread::sleep(std::time::Duration::from_millis(20));
            threaded.step(1);
            waited += 1;
            assert!(waited < 3000, "the threads end");
        }
        assert_eq!(threaded.figures(), stepped.figures());
        assert_eq!(threaded.done(), threaded.total());
    }

    #[test]
    fn a_game_that_never_ends_is_stopped_at_the_cap_and_said_so() {
        // Only # on the white die, which brings nobody in: nobody ever leaves the box.
        let deck = CardSet::default_deck();
        let mut rules = knights_only();
        rules.white = vec![Face::Hash];
        let mut t = TryRun::start(&rules, &deck, &board(), (2, 1), Mode::Stepped, None).unwrap();
        let mut frames = 0;
        while !t.finished() {
            t.step(1);
            frames += 1;
            assert!(frames < 100, "never a hang");
        }
        let (base, ours) = t.figures().unwrap();
        assert_eq!(ours.fair.played, 2);
        assert_eq!(ours.fair.unfinished, 2);
        assert!(ours.fair.no_game_ended);
        assert!(!base.fair.no_game_ended, "the booklet's game ends");
    }

    #[test]
    fn the_base_played_before_is_not_played_again_and_gives_the_same_figures() {
        let deck = CardSet::default_deck();
        let rules = knights_only();
        let mut first =
            TryRun::start(&rules, &deck, &board(), (6, 2), Mode::Stepped, None).unwrap();
        while !first.finished() {
            first.step(50);
        }
        let known = first.base_figures();
        assert!(known.is_some());
        let mut again =
            TryRun::start(&rules, &deck, &board(), (6, 2), Mode::Stepped, known).unwrap();
        assert_eq!(again.done(), again.total() / 2, "the base is done at once");
        while !again.finished() {
            again.step(50);
        }
        assert_eq!(again.figures(), first.figures());
        // The page says "n games with your rules and n with the booklet's" beside
        // "of 2n games": each run counts its skill games too, a known base as well.
        for t in [&first, &again] {
            assert_eq!(t.each(), LabRun::new(6, 2).total());
            assert_eq!(2 * t.each(), t.total());
        }
    }
}
