//! The draw pile and the discard pile of the action games (docs/rules.md §7).

use super::cards::{Card, CardId, CardSet};
use super::setup::Setup;
use serde::{Deserialize, Serialize};
/// The draw pile and discard pile, by index into the game's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deck {
    /// The card definitions in this game's deck.
    pub cards: Vec<Card>,
    /// Draw pile, top last.
    pub draw: Vec<usize>,
    /// Discard pile.
    pub discard: Vec<usize>,
}

impl Deck {
    /// The deck of a setup: the cards of the variant, each `count` times.
    pub fn for_setup(set: &CardSet, setup: &Setup) -> Deck {
        if !setup.variant.action {
            return Deck {
                cards: vec![],
                draw: vec![],
                discard: vec![],
            };
        }
        let cards: Vec<Card> = set
            .for_variant(&setup.variant, &setup.rules)
            .into_iter()
            .cloned()
            .collect();
        let draw = cards
            .iter()
            .enumerate()
            .flat_map(|(i, c)| std::iter::repeat_n(i, c.count as usize))
            .collect();
        Deck {
            cards,
            draw,
            discard: vec![],
        }
    }

    /// The card with this id.
    pub fn card(&self, id: &CardId) -> Option<&Card> {
        self.cards.iter().find(|c| &c.id == id)
    }

    /// Whether a card can be drawn (from the pile, or after reshuffling the discards).
    pub fn can_draw(&self) -> bool {
        !self.draw.is_empty() || !self.discard.is_empty()
    }
}
