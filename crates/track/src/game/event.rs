//! What happened ([`Event`]) and the only place the state changes ([`State::apply`]).

use super::{ChoiceCache, Phase, State, Turn};
use crate::card_effects::card_task;
use crate::cards::CardId;
use crate::dice::Face;
use crate::geometry::Square;
use crate::pieces::{Location, PieceId, Seat};
use serde::{Deserialize, Serialize};
/// Something that happened. The log of events replays a game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// A seat's turn begins.
    TurnStarted {
        /// Whose turn.
        seat: Seat,
        /// The round number, from 1.
        round: u32,
    },
    /// A seat's turn is skipped (a "miss a turn" card).
    TurnSkipped {
        /// Whose turn.
        seat: Seat,
    },
    /// The dice were thrown.
    Rolled {
        /// Who rolled.
        seat: Seat,
        /// The white die.
        white: Face,
        /// The orange die, in the large game.
        orange: Option<u8>,
        /// Where the dealer's generator stands after this throw (its word position),
        /// so that applying the event needs no random draw.
        dealt: u64,
    },
    /// A piece came from the box onto a start field.
    BroughtIn {
        /// The piece.
        piece: PieceId,
        /// The start field.
        field: Square,
    },
    /// One move of a roll.
    Stepped {
        /// The piece.
        piece: PieceId,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A piece was captured and went back to its box.
    Captured {
        /// The captured piece.
        piece: PieceId,
        /// The capturing piece.
        by: PieceId,
        /// Where.
        at: Square,
    },
    /// A piece came home (its last move went from `from` into the house square `to`).
    CameHome {
        /// The piece.
        piece: PieceId,
        /// The square it moved from.
        from: Square,
        /// The house square it moved into.
        to: Square,
    },
    /// The player rolls again in the same turn.
    RollAgain {
        /// Who.
        seat: Seat,
        /// Whether this roll may capture covered pieces (a card).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        capture_covered: bool,
    },
    /// A roll with nothing to do.
    RollLost {
        /// Who.
        seat: Seat,
    },
    /// Another try for a player without active pieces (§4.5).
    TryAgain {
        /// Who.
        seat: Seat,
        /// Tries left after this one.
        tries_left: u8,
    },
    /// `#`: the player misses this turn.
    MissedTurn {
        /// Who.
        seat: Seat,
    },
    /// The player declined the roll's options.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// A card was drawn.
    CardDrawn {
        /// Who.
        seat: Seat,
        /// The card's id.
        card: CardId,
    },
    /// The discard pile was shuffled into a new draw pile.
    DeckShuffled {
        /// The new draw pile, top last, as indices into the game's cards.
        draw_pile: Vec<usize>,
        /// Where the dealer's generator stands after the shuffle.
        dealt: u64,
    },
    /// The drawn card could change nothing, or nothing more, and is discarded.
    CardNotCarriedOut {
        /// Who.
        seat: Seat,
        /// The card's id.
        card: CardId,
    },
    /// The drawn card went to the discard pile.
    CardDiscarded {
        /// The card's id.
        card: CardId,
    },
    /// A card moved a piece (to the box, a start field, a pause field…).
    Placed {
        /// The piece.
        piece: PieceId,
        /// Where it was.
        from: Location,
        /// Where it is now.
        to: Location,
    },
    /// A card swapped two pieces.
    Swapped {
        /// One piece.
        a: PieceId,
        /// The other.
        b: PieceId,
    },
    /// The seat will miss its next turn.
    WillMissTurn {
        /// Who.
        seat: Seat,
    },
    /// All pieces of the seat are home: it takes the next placing.
    Finished {
        /// Who.
        seat: Seat,
        /// 1 for first place.
        placing: u8,
    },
    /// The game is over.
    GameOver {
        /// Seats by placing.
        placings: Vec<Seat>,
    },
}

impl State {
    /// Changes the state by one event. The only way the state changes.
    pub fn apply(&mut self, e: &Event) {
        self.choices = ChoiceCache::default();
        match e {
            Event::TurnStarted { seat, round } => {
                self.turn = Turn::new(*seat);
                self.round = *round;
                self.phase = Phase::Roll;
            }
            Event::TurnSkipped { seat } => self.miss_next.retain(|s| s != seat),
            Event::Rolled {
                white,
                orange,
                dealt,
                ..
            } => {
                self.move_dealer_to(*dealt);
                self.phase = Phase::Decide {
                    white: *white,
                    orange: *orange,
                };
            }
            Event::BroughtIn { piece, field } => {
                self.position.set(*piece, Location::Track(*field));
                self.turn.brought_in = true;
            }
            Event::Stepped { piece, to, .. } => self.position.set(*piece, Location::Track(*to)),
            Event::Captured { piece, .. } => self.position.set(*piece, Location::Box),
            Event::CameHome { piece, .. } => self.position.set(*piece, Location::Home),
            Event::RollAgain {
                capture_covered, ..
            } => {
                self.phase = Phase::Roll;
                self.turn.capture_covered = *capture_covered;
            }
            Event::TryAgain { .. } => {
                self.turn.tries_used += 1;
                self.turn.capture_covered = false;
                self.phase = Phase::Roll;
            }
            Event::RollLost { .. } | Event::MissedTurn { .. } | Event::Passed { .. } => {}
            Event::CardDrawn { card, .. } => {
                if let Some(task) = self.deck.card(card).and_then(|c| card_task(&c.effect)) {
                    self.phase = Phase::Card {
                        card: card.clone(),
                        task,
                    };
                }
            }
            Event::DeckShuffled { draw_pile, dealt } => {
                self.deck.discard.clear();
                self.deck.draw = draw_pile.clone();
                self.move_dealer_to(*dealt);
            }
            Event::CardNotCarriedOut { .. } => {}
            Event::CardDiscarded { .. } => {
                if let Some(top) = self.deck.draw.pop() {
                    self.deck.discard.push(top);
                }
            }
            Event::Placed { piece, to, .. } => self.position.set(*piece, *to),
            Event::Swapped { a, b } => {
                let (la, lb) = (self.position.location(*a), self.position.location(*b));
                if let (Some(la), Some(lb)) = (la, lb) {
                    self.position.set(*a, lb);
                    self.position.set(*b, la);
                }
            }
            Event::WillMissTurn { seat } => {
                if !self.miss_next.contains(seat) {
                    self.miss_next.push(*seat);
                }
            }
            Event::Finished { seat, .. } => self.placings.push(*seat),
            Event::GameOver { .. } => self.phase = Phase::Over,
        }
    }

    /// Moves the dealer's generator to a word position. Re-keying it there costs four
    /// blocks of the cipher, so a generator already there is left alone, and one a few
    /// words short of it (the dice take a word or two) is stepped forward over the
    /// words the event's draw used, which are still in its buffer. Either way it ends
    /// at the same position, and no outcome is decided here.
    fn move_dealer_to(&mut self, dealt: u64) {
        let (at, to) = (self.rng.get_word_pos(), u128::from(dealt));
        if at < to && to - at <= 16 {
            for _ in at..to {
                rand::RngCore::next_u32(&mut self.rng);
            }
        } else if at != to {
            self.rng.set_word_pos(to);
        }
    }
}
