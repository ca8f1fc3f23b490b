//! Learning the hard player's win chances ([`track::bots::value`]) from games of
//! normal players: positions at the start of turns, labelled with who won, fitted by
//! maximum likelihood with Newton's method.

use crate::simulate::{game_setup, SimConfig, MAX_ROUNDS};
use track::bot_game::play_game_by;
use track::bots::value::{chances, state_features, Features, WinModel, FEATURES, FEATURE_SIGNS};
use track::bots::{Bot, NormalBot};
use track::{Phase, State};

/// One position of the fit: the features of the seats still playing (the first moves
/// next) and the index of the one that won.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// Features per seat, in the order they move from this position.
    pub seats: Vec<Features>,
    /// Which of them took the first placing.
    pub winner: usize,
}

/// Plays game `i` of `cfg` with normal players and keeps every `every`-th start of a
/// turn before anyone has finished, labelled with the winner.
pub fn game_samples(cfg: &SimConfig, i: usize, every: usize) -> Vec<Sample> {
    let Ok(start) = State::new(
        game_setup(cfg, i),
        cfg.board.clone(),
        cfg.dice.clone(),
        &cfg.cards,
    ) else {
        return vec![];
    };
    let mut bot = NormalBot::default();
    let mut kept: Vec<Vec<(track::pieces::Seat, Features)>> = vec![];
    let mut starts = 0usize;
    // The one game loop; the samples are taken where the player is asked.
    let (state, _) = play_game_by(
        start,
        MAX_ROUNDS,
        |_, state| {
            if state.placings().is_empty()
                && matches!(state.phase(), Phase::Roll)
                && state.turn().tries_used == 0
                && !state.turn().brought_in
            {
                if starts % every.max(1) == i % every.max(1) {
                    kept.push(state_features(state));
                }
                starts += 1;
            }
            bot.choose(state)
        },
        |_, _, _| {},
    );
    let Some(winner) = state.placings().first().copied() else {
        return vec![];
    };
    kept.into_iter()
        .filter_map(|seats| {
            let w = seats.iter().position(|(s, _)| *s == winner)?;
            Some(Sample {
                seats: seats.into_iter().map(|(_, f)| f).collect(),
                winner: w,
            })
        })
        .collect()
}

/// The samples of all `cfg.games` games, on `threads` threads.
pub fn samples(cfg: &SimConfig, every: usize, threads: usize) -> Vec<Sample> {
    crate::threads::run_games(cfg.games, threads, &|i| game_samples(cfg, i, every))
        .into_iter()
        .flatten()
        .collect()
}

/// The mean log-likelihood of the winners under weights `w`.
pub fn log_likelihood(w: &Features, data: &[Sample]) -> f64 {
    if data.is_empty() {
        return 0.0;
    }
    let total: f64 = data
        .iter()
        .map(|s| f64::from(chances(w, &s.seats)[s.winner].max(1e-12)).ln())
        .sum();
    total / data.len() as f64
}

/// The weights of the largest likelihood whose signs agree with [`FEATURE_SIGNS`]: a
/// feature whose weight comes out the wrong way is dropped (weight 0), and the others
/// are fitted again, until every sign agrees.
pub fn fit(data: &[Sample]) -> Features {
    let mut used = [true; FEATURES];
    loop {
        let w = fit_masked(data, &used);
        let wrong = (0..FEATURES)
            .filter(|k| used[*k] && f32::from(FEATURE_SIGNS[*k]) * w[*k] < 0.0)
            .max_by(|a, b| w[*a].abs().total_cmp(&w[*b].abs()));
        match wrong {
            Some(k) => used[k] = false,
            None => return w,
        }
    }
}

/// The weights of the largest likelihood over the features in `used` (the others
/// weigh nothing), by Newton's method with a small ridge.
fn fit_masked(data: &[Sample], used: &[bool; FEATURES]) -> Features {
    let mut w = [0.0f64; FEATURES];
    const RIDGE: f64 = 1e-3;
    for _ in 0..30 {
        let mut g = [0.0f64; FEATURES];
        let mut h = [[0.0f64; FEATURES]; FEATURES];
        for s in data {
            let z: Vec<f64> = s
                .seats
                .iter()
                .map(|f| f.iter().zip(&w).map(|(a, b)| f64::from(*a) * b).sum())
                .collect();
            let top = z.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let e: Vec<f64> = z.iter().map(|v| (v - top).exp()).collect();
            let sum: f64 = e.iter().sum();
            let mut mean = [0.0f64; FEATURES];
            for (f, ei) in s.seats.iter().zip(&e) {
                let p = ei / sum;
                for a in 0..FEATURES {
                    mean[a] += p * f64::from(f[a]);
                    for b in 0..FEATURES {
                        h[a][b] += p * f64::from(f[a]) * f64::from(f[b]);
                    }
                }
            }
            for a in 0..FEATURES {
                g[a] += f64::from(s.seats[s.winner][a]) - mean[a];
                for b in 0..FEATURES {
                    h[a][b] -= mean[a] * mean[b];
                }
            }
        }
        let n = data.len().max(1) as f64;
        for (a, row) in h.iter_mut().enumerate() {
            g[a] = g[a] / n - RIDGE * w[a];
            row.iter_mut().for_each(|x| *x /= n);
            row[a] += RIDGE;
        }
        // A dropped feature keeps its weight of 0: no gradient, no coupling.
        for a in (0..FEATURES).filter(|a| !used[*a]) {
            g[a] = 0.0;
            for (b, row) in h.iter_mut().enumerate() {
                row[a] = 0.0;
                if b == a {
                    row.iter_mut().for_each(|x| *x = 0.0);
                    row[a] = 1.0;
                }
            }
        }
        let step = solve(h, g);
        let size: f64 = step.iter().map(|x| x * x).sum::<f64>().sqrt();
        for a in 0..FEATURES {
            w[a] += step[a];
        }
        if size < 1e-7 {
            break;
        }
    }
    w.map(|x| x as f32)
}

/// Solves `h x = g` by Gaussian elimination with partial pivoting (a zero pivot gives
/// a zero step in that coordinate).
fn solve(mut h: [[f64; FEATURES]; FEATURES], mut g: [f64; FEATURES]) -> [f64; FEATURES] {
    for c in 0..FEATURES {
        let p = (c..FEATURES)
            .max_by(|a, b| h[*a][c].abs().total_cmp(&h[*b][c].abs()))
            .unwrap_or(c);
        h.swap(c, p);
        g.swap(c, p);
        if h[c][c].abs() < 1e-12 {
            continue;
        }
        let pivot = h[c];
        for r in c + 1..FEATURES {
            let k = h[r][c] / pivot[c];
            for (x, p) in h[r][c..].iter_mut().zip(&pivot[c..]) {
                *x -= k * p;
            }
            g[r] -= k * g[c];
        }
    }
    let mut x = [0.0; FEATURES];
    for c in (0..FEATURES).rev() {
        if h[c][c].abs() < 1e-12 {
            continue;
        }
        let s: f64 = (c + 1..FEATURES).map(|j| h[c][j] * x[j]).sum();
        x[c] = (g[c] - s) / h[c][c];
    }
    x
}

/// Plays the games of `cfg`, fits the weights and names the result.
pub fn learn(cfg: &SimConfig, every: usize, threads: usize) -> WinModel {
    let data = samples(cfg, every, threads);
    let w = fit(&data);
    let ll = log_likelihood(&w, &data);
    WinModel::from_vector(
        &w,
        cfg.games,
        data.len(),
        (ll * 10_000.0).round() / 10_000.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions of two seats where only feature 0 differs, with winners drawn so that
    /// the seat with the smaller feature wins with probability `exp(-d)/(...)`.
    #[test]
    fn the_fit_recovers_the_weight_that_made_the_winners() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let true_w = -1.5f32;
        let data: Vec<Sample> = (0..20_000)
            .map(|_| {
                let mut a = [0.0; FEATURES];
                let mut b = [0.0; FEATURES];
                a[0] = rng.gen_range(0.0..3.0);
                b[0] = rng.gen_range(0.0..3.0);
                let pa = chances(
                    &{
                        let mut w = [0.0; FEATURES];
                        w[0] = true_w;
                        w
                    },
                    &[a, b],
                )[0];
                let winner = usize::from(rng.gen::<f32>() >= pa);
                Sample {
                    seats: vec![a, b],
                    winner,
                }
            })
            .collect();
        let w = fit(&data);
        assert!((w[0] - true_w).abs() < 0.1, "fitted {w:?}");
        // Features that never differ get no weight.
        assert!(w[1..].iter().all(|x| x.abs() < 1e-3), "{w:?}");
        assert!(log_likelihood(&w, &data) > log_likelihood(&[0.0; FEATURES], &data));
    }

    #[test]
    fn a_weight_against_the_sign_the_game_allows_is_dropped() {
        // Feature 7 (a blocked start, which never helps) goes with the winner here,
        // feature 0 against it: the fit keeps feature 0 and drops feature 7.
        assert_eq!(FEATURE_SIGNS[7], -1);
        let data: Vec<Sample> = (0..400)
            .map(|i| {
                let mut a = [0.0; FEATURES];
                let mut b = [0.0; FEATURES];
                a[7] = 1.0;
                a[0] = (i % 3) as f32;
                b[0] = ((i + 1) % 3) as f32;
                let winner = usize::from(i % 5 == 0);
                Sample {
                    seats: vec![a, b],
                    winner,
                }
            })
            .collect();
        let free = fit_masked(&data, &[true; FEATURES]);
        assert!(
            free[7] > 0.1,
            "unconstrained, the blocked start helps: {free:?}"
        );
        let w = fit(&data);
        assert_eq!(w[7], 0.0, "{w:?}");
        assert!(w[0] != 0.0, "{w:?}");
    }
}
