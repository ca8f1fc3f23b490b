//! Helpers of the card tests (rules.md §7): a scenario deck with one card of every
//! effect, a game about to draw from it, the events of a card, and card files written
//! for the loader.

use std::sync::Arc;
use track::board::Board;
use track::cards::CardSet;
use track::dice::{Dice, Face};
use track::pieces::{Position, Seat};
use track::{CardTask, Choice, Command, Event, Phase, State};

use super::*;

/// One card of every effect, so that the scenarios do not depend on the default deck's
/// make-up (which is design work and changes).
pub const SCENARIO_DECK: &[(&str, &str, &str)] = &[
    (
        "all-queens-to-start",
        r#""queen""#,
        r#"{ "type": "all-to-start", "role": "queen" }"#,
    ),
    (
        "all-rooks-to-start",
        r#""rook""#,
        r#"{ "type": "all-to-start", "role": "rook" }"#,
    ),
    ("swap", "", r#"{ "type": "swap" }"#),
    (
        "extra-knight-4",
        r#""knight""#,
        r#"{ "type": "extra-moves", "role": "knight", "moves": 4 }"#,
    ),
    (
        "own-bishop-to-box",
        r#""bishop""#,
        r#"{ "type": "own-to-box", "role": "bishop" }"#,
    ),
    ("opponent-to-box", "", r#"{ "type": "opponent-to-box" }"#),
    ("miss-turn", "", r#"{ "type": "miss-turn" }"#),
    ("roll-again", "", r#"{ "type": "roll-again" }"#),
    ("safe-spot", "", r#"{ "type": "safe-spot" }"#),
    ("bring-in", "", r#"{ "type": "bring-in" }"#),
    ("castling", r#""king", "rook""#, r#"{ "type": "castling" }"#),
    (
        "promotion",
        r#""pawn""#,
        r#"{ "type": "promotion", "moves": 3 }"#,
    ),
];

/// The scenario deck: [`SCENARIO_DECK`] and one capture-covered card.
pub fn scenario_deck() -> CardSet {
    let mut cards: Vec<String> = SCENARIO_DECK
        .iter()
        .map(|(id, roles, effect)| card(id, "Text.", "Text.", roles, 1, effect))
        .collect();
    cards.push(
        card(
            "capture-covered",
            "Text.",
            "Text.",
            "",
            1,
            r#"{ "type": "capture-covered" }"#,
        )
        .replace("\"needs_protection\": false", "\"needs_protection\": true"),
    );
    CardSet::from_files(vec![("scenario.json".to_string(), file(&cards))]).expect("scenario deck")
}

pub fn scenario_game(variant: &str, players: usize, dice: Dice) -> State {
    State::new(
        setup(variant, players, &[]),
        Arc::new(Board::classic()),
        dice,
        &scenario_deck(),
    )
    .expect("setup")
}

/// `seat` has rolled `+` (with a 3 on the orange die in the large games); the draw pile
/// holds `pile`, top last.
pub fn drawing(variant: &str, players: usize, pos: Position, seat: u8, pile: &[&str]) -> State {
    let orange = variant.starts_with("large").then_some(3);
    for id in pile {
        assert!(
            scenario_deck().cards.iter().any(|c| c.id == *id),
            "no card {id}"
        );
    }
    scenario_game(variant, players, Dice::default_dice())
        .with_position(pos)
        .with_phase(
            Seat(seat),
            Phase::Decide {
                white: Face::Plus,
                orange,
            },
        )
        .with_draw_pile(pile)
}

pub fn draw(state: &mut State) -> Vec<Event> {
    assert!(
        state.legal_choices().contains(&Choice::DrawCard),
        "drawing is offered"
    );
    play(state, Command::DrawCard)
}

pub fn drawn(seat: u8, card: &str) -> Event {
    Event::CardDrawn {
        seat: Seat(seat),
        card: card.into(),
    }
}

pub fn discarded(card: &str) -> Event {
    Event::CardDiscarded { card: card.into() }
}

/// The events of a card that cannot be carried out: it is discarded and the turn ends.
pub fn not_carried_out(seat: u8, card: &str, next: u8) -> Vec<Event> {
    vec![
        drawn(seat, card),
        Event::CardNotCarriedOut {
            seat: Seat(seat),
            card: card.into(),
        },
        discarded(card),
        turn_started(next, 1),
    ]
}

pub fn card_phase(card: &str, task: CardTask) -> Phase {
    Phase::Card {
        card: card.into(),
        task,
    }
}

pub fn card(id: &str, de: &str, en: &str, roles: &str, count: u8, effect: &str) -> String {
    format!(
        "  {{\n    \"id\": \"{id}\",\n    \"text\": {{ \"de\": \"{de}\", \"en\": \"{en}\" }},\n    \"tone\": \"good\",\n    \"roles\": [{roles}],\n    \"needs_protection\": false,\n    \"count\": {count},\n    \"effect\": {effect}\n  }}"
    )
}

pub fn file(cards: &[String]) -> String {
    format!("[\n{}\n]\n", cards.join(",\n"))
}
