//! The hard player's win chances: a model of who wins from a position, learnt from
//! games of normal players (`fit-value` makes it; `assets/win_chances.json` keeps it).
//!
//! Every seat still playing gets a few numbers that describe its position (how far it
//! still has to go, its pieces in the box, what it may lose or capture before its next
//! turn, where it sits in the turn order); a seat's chance to take the next placing is
//! `exp(w·f) / sum(exp(w·f))` over the seats, with the weights `w` fitted by maximum
//! likelihood on the winners of many games.

use super::evaluation::Evaluator;
use super::threats::Threats;
use crate::pieces::{Location, Position, Seat};
use crate::State;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// How many numbers describe one seat's position.
pub const FEATURES: usize = 10;

/// The names of the features, in order (they name the weights in the data file).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "moves_left",
    "pieces_in_box",
    "expected_loss",
    "expected_capture",
    "last_piece",
    "moves_left_relative",
    "turn_order",
    "start_blocked",
    "no_piece_out",
    "capture_moving_next",
];

/// The direction each feature may push a seat's chance, whatever the games say: -1
/// (more of it never helps), 1 (more of it never hurts) or 0 (either). A fitted weight
/// of the wrong sign is a coincidence of the games played, and the fit drops it.
pub const FEATURE_SIGNS: [i8; FEATURES] = [0, 0, -1, 1, 0, 0, 0, -1, -1, 0];

/// The features of one seat.
pub type Features = [f32; FEATURES];

/// The learnt weights of one variant.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WinModel {
    /// One weight per feature, by name.
    pub weights: BTreeMap<String, f32>,
    /// How many games it was fitted on.
    pub games: usize,
    /// How many positions it was fitted on.
    pub positions: usize,
    /// The mean log-likelihood per position of the fit (higher is better; a model that
    /// knows nothing gets `-ln(players)`).
    pub log_likelihood: f64,
}

impl WinModel {
    /// The weights in feature order; a missing name weighs nothing.
    pub fn vector(&self) -> Features {
        let mut w = [0.0; FEATURES];
        for (k, name) in FEATURE_NAMES.iter().enumerate() {
            w[k] = self.weights.get(*name).copied().unwrap_or(0.0);
        }
        w
    }

    /// A model from weights in feature order.
    pub fn from_vector(w: &Features, games: usize, positions: usize, ll: f64) -> WinModel {
        WinModel {
            weights: FEATURE_NAMES
                .iter()
                .zip(w)
                .map(|(n, v)| (n.to_string(), *v))
                .collect(),
            games,
            positions,
            log_likelihood: ll,
        }
    }
}

/// The learnt models of every variant, by variant id.
pub type WinModels = BTreeMap<String, WinModel>;

/// The models that come with the game.
pub fn builtin_models() -> &'static WinModels {
    static MODELS: OnceLock<WinModels> = OnceLock::new();
    MODELS.get_or_init(|| {
        serde_json::from_str(include_str!("../../../../assets/win_chances.json"))
            .expect("assets/win_chances.json is checked by a test")
    })
}

/// The built-in weights for a variant, if it has any.
pub(super) fn weights_for(variant: &str) -> Option<Features> {
    builtin_models().get(variant).map(WinModel::vector)
}

/// Each seat's chance to take the next placing, from the features of the seats.
pub fn chances(w: &Features, feats: &[Features]) -> Vec<f32> {
    let z: Vec<f32> = feats
        .iter()
        .map(|f| f.iter().zip(w).map(|(a, b)| a * b).sum())
        .collect();
    let top = z.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let e: Vec<f32> = z.iter().map(|v| (v - top).exp()).collect();
    let sum: f32 = e.iter().sum();
    e.iter().map(|v| v / sum).collect()
}

/// How much seat `i`'s chance grows with one move less to go (the scale of the
/// extra roll and of a card, which are valued in moves).
pub(super) fn move_worth(w: &Features, feats: &[Features], i: usize) -> f32 {
    let Some(f) = feats.get(i) else { return 0.0 };
    let mut nearer = feats.to_vec();
    if f[0] > 0.1 {
        nearer[i][0] = f[0] - 0.1;
        nearer[i][5] = f[5] * (f[0] - 0.1) / f[0];
    }
    (chances(w, &nearer)[i] - chances(w, feats)[i]).max(0.0)
}

/// The features of every seat still playing in `pos`, with `order` the seats in the
/// order they move from now on (the first moves next).
pub(super) fn features(
    ev: &Evaluator,
    pos: &Position,
    th: &Threats,
    order: &[Seat],
) -> Vec<Features> {
    let n = order.len().max(1);
    let mut out: Vec<Features> = Vec::with_capacity(order.len());
    let mut total = 0.0;
    for (j, seat) in order.iter().enumerate() {
        let attackers = &order[..j];
        let (mut left, mut boxed, mut loss, mut last) = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
        let mut out_now = false;
        for (p, at) in pos.pieces_of(*seat) {
            let r = ev.remaining(p, at);
            left += r;
            last = last.max(r);
            match at {
                Location::Box => boxed += 1.0,
                Location::Track(sq) => {
                    out_now = true;
                    let t = ev.threat(th, p, sq, attackers);
                    if t > 0.0 {
                        loss += t * ev.loss(p, sq);
                    }
                }
                Location::Home => {}
            }
        }
        let capture = ev.attack_value_of(*seat, pos, th) / ev.w.enemy.max(1e-3);
        let blocked = boxed > 0.0 && ev.starts_blocked(pos, th, *seat);
        total += left;
        out.push([
            left / 10.0,
            boxed,
            loss / 10.0,
            capture / 10.0,
            last / 10.0,
            0.0,
            j as f32 / (n - 1).max(1) as f32,
            if blocked { 1.0 } else { 0.0 },
            if boxed > 0.0 && !out_now { 1.0 } else { 0.0 },
            if j == 0 { capture / 10.0 } else { 0.0 },
        ]);
    }
    let scale = (total / n as f32 + 1.0).sqrt();
    for f in &mut out {
        f[5] = f[0] * 10.0 / scale;
    }
    out
}

/// The seats still playing in `state`, in the order they move from the seat whose turn
/// it is, with their features: what the fit learns from.
pub fn state_features(state: &State) -> Vec<(Seat, Features)> {
    let ev = Evaluator::new(state, super::Weights::default());
    let order = rotation(&ev.m.playing, ev.me);
    let f = features(&ev, state.position(), &ev.root, &order);
    order.into_iter().zip(f).collect()
}

/// `playing` turned so that `first` leads (unchanged if `first` is not in it).
pub(super) fn rotation(playing: &[Seat], first: Seat) -> Vec<Seat> {
    let at = playing.iter().position(|s| *s == first).unwrap_or(0);
    playing[at..]
        .iter()
        .chain(&playing[..at])
        .copied()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seats that differ only in how many moves they have left, in one piece, with
    /// the relative feature worked out as [`features`] does.
    fn race(left: &[f32]) -> Vec<Features> {
        let mean = left.iter().sum::<f32>() / left.len() as f32;
        let scale = (mean + 1.0).sqrt();
        left.iter()
            .map(|l| {
                let mut f = [0.0; FEATURES];
                f[0] = l / 10.0;
                f[4] = l / 10.0;
                f[5] = l / scale;
                f
            })
            .collect()
    }

    #[test]
    fn every_variant_of_the_game_has_win_chances_with_every_feature() {
        let models = builtin_models();
        for v in ["small", "small-action", "large", "large-action"] {
            let m = models.get(v).unwrap_or_else(|| panic!("no model for {v}"));
            for name in FEATURE_NAMES {
                assert!(m.weights.contains_key(name), "{v} lacks {name}");
            }
            let w = m.vector();
            for (k, sign) in FEATURE_SIGNS.iter().enumerate() {
                assert!(
                    f32::from(*sign) * w[k] >= 0.0,
                    "{v}: {} {w:?}",
                    FEATURE_NAMES[k]
                );
            }
            // Near the end, the seat with fewer moves left is the favourite.
            let p = chances(&w, &race(&[10.0, 30.0, 30.0, 30.0]));
            assert!(p[0] > p[1] + 0.05, "{v}: {p:?}");
        }
    }

    #[test]
    fn chances_sum_to_one_and_equal_seats_have_equal_chances() {
        let w = builtin_models()["small"].vector();
        let p = chances(&w, &race(&[20.0, 40.0, 40.0]));
        assert!((p.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        assert!(p[0] > p[1] && (p[1] - p[2]).abs() < 1e-6, "{p:?}");
    }

    #[test]
    fn a_move_nearer_home_is_worth_a_positive_chance_near_the_end() {
        let w = builtin_models()["small"].vector();
        let f = race(&[15.0, 15.0, 15.0, 15.0]);
        let gain = move_worth(&w, &f, 0);
        assert!(gain > 0.0 && gain < 0.5, "{gain}");
    }
}
