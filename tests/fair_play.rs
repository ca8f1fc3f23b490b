//! The computer never sees the dice still to come (issue 18): the hard player's
//! rollouts play on dice of their own, so a state that differs only in the game's
//! generator (the future dice) gets exactly the same decision.

use schachschlamassel::rules::bots::{Bot, HardBot, NormalBot};
use schachschlamassel::rules::variant::{HouseRules, Variant};
use schachschlamassel::rules::{Command, Phase, Setup, State};

/// Decisions with at least two choices along a seeded game of normal players.
fn decisions(variant: &str, seed: u64, every: usize) -> Vec<State> {
    let setup = Setup::new(
        Variant::by_id(variant).unwrap(),
        HouseRules::default(),
        4,
        seed,
    );
    let mut state = State::classic(setup);
    let mut out = vec![];
    let mut seen = 0;
    let mut normal = NormalBot::default();
    while !state.is_over() && state.round() < 60 {
        if state.legal_choices().len() >= 2 {
            seen += 1;
            if seen % every == 0 {
                out.push(state.clone());
            }
        }
        let cmd = normal.choose(&state).expect("a command");
        state.play(&cmd).expect("normal plays legally");
    }
    out
}

#[test]
fn changing_only_the_future_dice_never_changes_the_hard_decision() {
    let mut compared = 0;
    let mut dice_differed = 0;
    for (v, variant) in ["small", "small-action", "large", "large-action"]
        .iter()
        .enumerate()
    {
        for state in decisions(variant, 40 + v as u64, 7) {
            let other = state.clone().with_dealer_seed(0x5eed_0000 + compared);
            // The two states really differ in their dice to come.
            let roll = |s: &State| {
                let mut s = s.clone().with_phase(s.turn().seat, Phase::Roll);
                s.play(&Command::Roll).expect("a roll")
            };
            if roll(&state) != roll(&other) {
                dice_differed += 1;
            }
            let mut hard = HardBot::with_nodes(300);
            assert_eq!(
                hard.choose(&state),
                hard.choose(&other),
                "{variant}: the hard player's decision followed the real dice in round {}",
                state.round()
            );
            compared += 1;
        }
    }
    assert!(compared >= 20, "only {compared} decisions compared");
    assert!(
        dice_differed * 2 > compared,
        "the future dice hardly differed"
    );
}
