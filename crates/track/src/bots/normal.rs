//! The normal player: the best choice by a one-ply evaluation with safety.

use super::card_values::card_expectation;
use super::evaluation::{best_index, Evaluator, Weights};
use super::threats::Threats;
use super::Bot;
use crate::{Choice, Command, Phase, State};

/// One-ply evaluation: progress on the distance maps, captures valued by how far the
/// victim had come, the expected loss of pieces that enemies can reach with their next
/// roll (own pause fields and, with the protection rule, covered pieces are safe),
/// blocked start fields, bringing in (which rolls again) against drawing a card, and
/// the card choices, all in one score.
#[derive(Clone, Copy, Debug, Default)]
pub struct NormalBot {
    /// The evaluation's weights.
    pub weights: Weights,
}

impl NormalBot {
    /// The best choice by the one-ply evaluation.
    pub fn pick(state: &State, choices: &[Choice], weights: Weights) -> Option<Choice> {
        if choices.len() <= 1 {
            return choices.first().cloned();
        }
        let ev = Evaluator::new(state, weights);
        let scores = score_choices(&ev, choices);
        let i = best_index(&scores, &mut super::TieBreak::new(state))?;
        Some(choices[i].clone())
    }
}

impl Bot for NormalBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.choices();
        let c = NormalBot::pick(state, choices, self.weights)?;
        Some(state.command_for(&c))
    }
}

/// The one-ply score of every choice.
pub(super) fn score_choices(ev: &Evaluator, choices: &[Choice]) -> Vec<f32> {
    let pos = ev.state.position();
    let others = ev.others();
    let here = ev.score(pos, &ev.root, &others);
    let rolls_again = matches!(ev.state.phase(), Phase::Decide { .. });
    choices
        .iter()
        .map(|c| match ev.after(pos, c) {
            Some((after, changed)) => {
                let th = Threats::derived(&ev.m, &after, &ev.root, &changed, ev.w.attack > 0.0);
                let mut s = ev.score(&after, &th, &others);
                if rolls_again && matches!(c, Choice::BringIn { .. }) {
                    s += ev.w.roll_value;
                }
                s
            }
            None => match c {
                Choice::DrawCard => here + card_expectation(ev),
                _ => here,
            },
        })
        .collect()
}
