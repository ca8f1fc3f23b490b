//! The normal player: the best choice by a one-ply evaluation with safety.

use super::card_values::card_expectation;
use super::evaluation::{best_index, Evaluator, Weights};
use super::on_the_way::{candidates, Candidate};
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
        Self::pick_candidate(state, &candidates(state, choices), weights).map(|c| c.choice)
    }

    /// The best candidate by the one-ply evaluation (a route's captures on the way included).
    pub(super) fn pick_candidate(
        state: &State,
        cands: &[Candidate],
        weights: Weights,
    ) -> Option<Candidate> {
        if cands.len() <= 1 {
            return cands.first().cloned();
        }
        let ev = Evaluator::new(state, weights);
        let scores = score_choices(&ev, cands);
        let i = best_index(&scores, &mut super::TieBreak::new(state))?;
        Some(cands[i].clone())
    }
}

impl Bot for NormalBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let cands = candidates(state, state.choices());
        let c = NormalBot::pick_candidate(state, &cands, self.weights)?;
        Some(c.command(state))
    }
}

/// The one-ply score of every candidate.
pub(super) fn score_choices(ev: &Evaluator, choices: &[Candidate]) -> Vec<f32> {
    let pos = ev.state.position();
    let others = ev.others();
    let here = ev.score(pos, &ev.root, &others);
    let rolls_again = matches!(ev.state.phase(), Phase::Decide { .. });
    choices
        .iter()
        .map(|cand| match ev.after(pos, cand) {
            Some((after, changed)) => {
                let th = Threats::derived(&ev.m, &after, &ev.root, &changed, ev.w.attack > 0.0);
                let mut s = ev.score(&after, &th, &others);
                if rolls_again && matches!(cand.choice, Choice::BringIn { .. }) {
                    s += ev.w.roll_value;
                }
                s
            }
            None => match cand.choice {
                Choice::DrawCard => here + card_expectation(ev),
                _ => here,
            },
        })
        .collect()
}
