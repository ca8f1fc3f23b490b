//! What each action card does (docs/rules.md §7).

use super::cards::Effect;
use super::game::State;
use super::pieces::{Location, PieceId, Role};
use super::Event;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
/// A roll waiting to be made by a card: which piece, how many moves, moving as which kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardRoll {
    /// The drawer's piece kind that moves.
    pub role: Role,
    /// How many moves.
    pub pips: u8,
    /// It moves like this kind (promotion: a pawn moving as a queen).
    pub moves_as: Role,
}

/// What the drawn card still asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self", tag = "type", rename_all = "kebab-case")]
pub enum CardTask {
    /// Choose two active pieces to swap.
    Swap,
    /// Choose an opponent's piece to send back.
    SendBack,
    /// Choose an own piece and a free own pause field.
    SafeSpot,
    /// Choose a box piece and a start field.
    BringIn,
    /// Make this roll.
    Roll(CardRoll),
}

crate::strict::tagged_without_stray_fields!(CardTask, |t| !matches!(t, CardTask::Roll(_)));

impl State {
    pub(super) fn draw_card(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn().seat;
        if self.deck().draw.is_empty() {
            let (draw_pile, dealt) = self.deal(|rng| {
                let mut pile = self.deck().discard.clone();
                pile.shuffle(rng);
                pile
            });
            self.emit(ev, Event::DeckShuffled { draw_pile, dealt });
        }
        let Some(&top) = self.deck().draw.last() else {
            self.end_turn(ev);
            return;
        };
        let card = self.deck().cards[top].clone();
        self.emit(
            ev,
            Event::CardDrawn {
                seat,
                card: card.id.clone(),
            },
        );
        let task = card_task(&card.effect);
        if task.is_some() {
            if self.choices().is_empty() {
                self.emit(
                    ev,
                    Event::CardNotCarriedOut {
                        seat,
                        card: card.id.clone(),
                    },
                );
                self.card_done(ev);
            }
            // Otherwise the phase set by applying `CardDrawn` waits for the player's choice.
            return;
        }
        let changed = self.immediate_card(&card.effect, ev);
        if !changed {
            self.emit(
                ev,
                Event::CardNotCarriedOut {
                    seat,
                    card: card.id.clone(),
                },
            );
        }
        self.card_done(ev);
    }
}

/// The choice a card asks for, if any.
pub(super) fn card_task(effect: &Effect) -> Option<CardTask> {
    {
        match effect {
            Effect::Swap => Some(CardTask::Swap),
            Effect::OpponentToBox => Some(CardTask::SendBack),
            Effect::SafeSpot => Some(CardTask::SafeSpot),
            Effect::BringIn => Some(CardTask::BringIn),
            Effect::ExtraMoves { role, moves } => Some(CardTask::Roll(CardRoll {
                role: *role,
                pips: *moves,
                moves_as: *role,
            })),
            Effect::Promotion { moves } => Some(CardTask::Roll(CardRoll {
                role: Role::Pawn,
                pips: *moves,
                moves_as: Role::Queen,
            })),
            _ => None,
        }
    }
}

impl State {
    /// Carries out a card that asks no choice. Returns whether anything changed.
    pub(super) fn immediate_card(&mut self, effect: &Effect, ev: &mut Vec<Event>) -> bool {
        let seat = self.turn().seat;
        match effect {
            Effect::MissTurn => {
                self.emit(ev, Event::WillMissTurn { seat });
                true
            }
            Effect::RollAgain => true,
            Effect::CaptureCovered => true,
            Effect::OwnToBox { role } => {
                let piece = PieceId { seat, role: *role };
                match self.position().location(piece) {
                    Some(from @ Location::Track(_)) => {
                        self.emit(
                            ev,
                            Event::Placed {
                                piece,
                                from,
                                to: Location::Box,
                            },
                        );
                        true
                    }
                    _ => false,
                }
            }
            Effect::Castling => {
                let king = PieceId {
                    seat,
                    role: Role::King,
                };
                let rook = PieceId {
                    seat,
                    role: Role::Rook,
                };
                if self.position().square_of(king).is_some()
                    && self.position().square_of(rook).is_some()
                {
                    self.emit(ev, Event::Swapped { a: king, b: rook });
                    true
                } else {
                    false
                }
            }
            Effect::AllToStart { role } => self.all_to_start(*role, ev),
            _ => false,
        }
    }

    /// "All pieces of kind K go to a start field" (§7): seat order from the drawer, no choices.
    pub(super) fn all_to_start(&mut self, role: Role, ev: &mut Vec<Event>) -> bool {
        let n = self.setup().seats.len();
        let d = self
            .setup()
            .seats
            .iter()
            .position(|s| *s == self.turn().seat)
            .unwrap_or(0);
        let mut changed = false;
        for k in 0..n {
            let owner = self.setup().seats[(d + k) % n];
            if self.has_finished(owner) {
                continue;
            }
            let piece = PieceId { seat: owner, role };
            let Some(from) = self.position().location(piece) else {
                continue;
            };
            let Some(layout) = self.board().seat(owner).cloned() else {
                continue;
            };
            if let Location::Track(s) = from {
                if layout.start.contains(&s) {
                    continue;
                }
            }
            let free = layout
                .start
                .iter()
                .find(|f| self.position().piece_at(**f).is_none());
            let foreign = layout.start.iter().find(|f| {
                self.position()
                    .piece_at(**f)
                    .is_some_and(|v| v.seat != owner && self.may_capture_from_outside(v))
            });
            let own = layout.start.iter().find(|f| {
                self.position()
                    .piece_at(**f)
                    .is_some_and(|v| v.seat == owner)
            });
            let Some(&field) = free.or(foreign).or(own) else {
                continue;
            };
            if let Some(v) = self.position().piece_at(field) {
                if v.seat == owner {
                    self.emit(
                        ev,
                        Event::Placed {
                            piece: v,
                            from: Location::Track(field),
                            to: Location::Box,
                        },
                    );
                } else {
                    self.emit(
                        ev,
                        Event::Captured {
                            piece: v,
                            by: piece,
                            at: field,
                        },
                    );
                }
            }
            self.emit(
                ev,
                Event::Placed {
                    piece,
                    from,
                    to: Location::Track(field),
                },
            );
            changed = true;
        }
        changed
    }

    /// Puts the drawn card (the top of the draw pile) on the discard pile; returns its effect.
    pub(super) fn discard_drawn(&mut self, ev: &mut Vec<Event>) -> Option<Effect> {
        let &top = self.deck().draw.last()?;
        let card = self.deck().cards[top].clone();
        self.emit(ev, Event::CardDiscarded { card: card.id });
        Some(card.effect)
    }

    /// The drawn card is done: discard it; roll again or end the turn.
    /// Cards never bring pieces home, so no one finishes here.
    pub(super) fn card_done(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn().seat;
        match self.discard_drawn(ev) {
            Some(Effect::RollAgain) => self.emit(
                ev,
                Event::RollAgain {
                    seat,
                    capture_covered: false,
                },
            ),
            Some(Effect::CaptureCovered) => self.emit(
                ev,
                Event::RollAgain {
                    seat,
                    capture_covered: true,
                },
            ),
            _ => self.end_turn(ev),
        }
    }
}
