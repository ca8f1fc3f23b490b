//! The one thread runner of the workspace: games played on threads, their results
//! gathered by game index, so that the same games give the same figures on any number
//! of threads. `simulate`, `tournament` and `fit-value` run their games with it
//! ([`run_games`]), the rule lab its runs on the desktop ([`run_lab`]; the browser,
//! which has no threads, steps [`lab::Lab`] on the window's thread instead). Headless
//! runs only: the game in the window never starts a thread for a game of its own.

use lab::{Lab, LabError, LabFigures, LabGame, LabRun};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Plays `play(job)` for every job on `threads` threads, each thread taking the next job
/// not yet taken, and returns the results in the jobs' order: `None` for the jobs not
/// played because `stop` was set (the games under way are played to their end). `done`
/// counts the games played, for a progress bar.
///
/// # Panics
/// When a game panics (a game played on a thread is the rules' code: a panic there is a
/// fault of the rules, shown rather than hidden).
pub fn run_jobs<J: Sync, T: Send>(
    jobs: &[J],
    threads: usize,
    stop: &AtomicBool,
    done: &AtomicUsize,
    play: &(dyn Fn(&J) -> T + Sync),
) -> Vec<Option<T>> {
    let next = AtomicUsize::new(0);
    let threads = threads.clamp(1, jobs.len().max(1));
    let played: Vec<(usize, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = vec![];
                    while !stop.load(Ordering::Relaxed) {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(job) = jobs.get(i) else {
                            break;
                        };
                        mine.push((i, play(job)));
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a game thread panicked"))
            .collect()
    });
    let mut out: Vec<Option<T>> = jobs.iter().map(|_| None).collect();
    for (i, r) in played {
        out[i] = Some(r);
    }
    out
}

/// Runs `play(i)` for the games `0..games` on `threads` threads and returns the results
/// in game order. Every game depends on its number only, so the results are the same
/// for any number of threads.
pub fn run_games<T: Send>(
    games: usize,
    threads: usize,
    play: &(dyn Fn(usize) -> T + Sync),
) -> Vec<T> {
    let jobs: Vec<usize> = (0..games).collect();
    let (stop, done) = (AtomicBool::new(false), AtomicUsize::new(0));
    run_jobs(&jobs, threads, &stop, &done, &|i| play(*i))
        .into_iter()
        .map(|r| r.expect("a run never stopped plays every game"))
        .collect()
}

/// Plays a rule lab's run on `threads` threads (desktop only) and returns its figures:
/// look by look, the games each look asks for ([`Lab::take_look`]), the fair games
/// first. `done` counts the games played, for a progress bar; setting `stop` ends the
/// run after the games under way, with the figures of the games played. Unstopped, the
/// figures are the same for any number of threads, and the same as the stepped lab's
/// ([`Lab::step`]).
///
/// # Errors
/// [`LabError`] when the players are not 2 to 4, the board lacks their seats or a die
/// has no face.
pub fn run_lab(
    game: &LabGame,
    run: &LabRun,
    threads: usize,
    stop: &AtomicBool,
    done: &AtomicUsize,
) -> Result<LabFigures, LabError> {
    let mut lab = Lab::new(game.clone(), run.clone())?;
    loop {
        let jobs = lab.take_look();
        let outcomes = run_jobs(&jobs, threads, stop, done, &|job| lab.play(*job));
        for (job, outcome) in jobs.into_iter().zip(outcomes) {
            if let Some(outcome) = outcome {
                lab.record(job, outcome);
            }
        }
        if stop.load(Ordering::Relaxed) || lab.end_look() {
            return Ok(lab.figures());
        }
    }
}
