//! The computer never sees the dice or cards still to come (issue 18): the hard
//! player's lookahead plays on dice of its own and values a card draw by the cards
//! left (counted, never in pile order), so a state that differs only in the game's
//! generator (the future dice) and in the order of the draw pile gets exactly the same
//! decision. A bot that peeks at the next roll fails the same check.

use track::bots::{Bot, HardBot, NormalBot};
use track::variant::{HouseRules, Variant};
use track::{Command, Event, Phase, Setup, State};

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

/// The roll the game would deal next from this state.
fn next_roll(s: &State) -> Vec<Event> {
    let mut s = s.clone().with_phase(s.turn().seat, Phase::Roll);
    s.play(&Command::Roll).expect("a roll")
}

/// A cheat for the control: it rolls a copy of the game to see the next roll, and
/// lets that choose among its legal choices.
struct PeekingBot;

impl Bot for PeekingBot {
    fn choose(&mut self, state: &State) -> Option<Command> {
        let choices = state.legal_choices();
        let peek = format!("{:?}", next_roll(state)).len();
        let choice = choices.get(peek % choices.len().max(1))?;
        Some(state.command_for(choice))
    }
}

/// The same decisions with other dice to come and the draw pile in another order: the
/// first round where `bot` decided differently, and how many decisions were compared.
fn follows_the_future(bot: &mut dyn Bot, states: &[(String, State)]) -> (Option<String>, usize) {
    let mut dice_differed = 0;
    for (i, (variant, state)) in states.iter().enumerate() {
        let other = state
            .clone()
            .with_dealer_seed(0x5eed_0000 + i as u64)
            .with_draw_pile_shuffled(i as u64);
        if next_roll(state) != next_roll(&other) {
            dice_differed += 1;
        }
        if bot.choose(state) != bot.choose(&other) {
            return (Some(format!("{variant}, round {}", state.round())), i);
        }
    }
    // The two states really differed in their dice to come.
    assert!(
        dice_differed * 2 > states.len(),
        "the future dice hardly differed"
    );
    (None, states.len())
}

fn sample() -> Vec<(String, State)> {
    let mut out = vec![];
    for (v, variant) in ["small", "small-action", "large", "large-action"]
        .iter()
        .enumerate()
    {
        for state in decisions(variant, 40 + v as u64, 7) {
            out.push((variant.to_string(), state));
        }
    }
    out
}

#[test]
fn changing_only_the_future_dice_and_cards_never_changes_the_hard_decision() {
    let states = sample();
    let (followed, compared) = follows_the_future(&mut HardBot::default(), &states);
    assert_eq!(
        followed, None,
        "the hard player's decision followed the real dice or cards"
    );
    assert!(compared >= 20, "only {compared} decisions compared");
    // The action games' decisions include card draws, with cards left in the pile.
    assert!(states
        .iter()
        .any(|(v, s)| v.ends_with("action") && s.deck().draw.len() > 1));
}

#[test]
fn a_bot_that_peeks_at_the_next_roll_is_caught() {
    let (followed, _) = follows_the_future(&mut PeekingBot, &sample());
    assert!(followed.is_some(), "the check missed a peeking bot");
}
