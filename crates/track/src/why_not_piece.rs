//! "Why not this piece?": the reason a piece cannot be chosen for the decision at hand
//! (a roll, a bring-in, a card's choice), so that a click on a piece, or its key, is
//! never refused without a word. The reasons of a square are `why_not.rs`'s.

use super::card_effects::CardTask;
use super::dice::Face;
use super::game::{Phase, State};
use super::pieces::{Location, PieceId};
use super::protection;
use super::variant::HouseRule;
use super::why_not::{current_roll, WhyNot};
use super::Choice;

impl State {
    /// Whether `piece` can be chosen now (for its roll, to come in, or for the card at
    /// hand), and if not, why not.
    ///
    /// # Errors
    /// The [`WhyNot`] reason.
    ///
    /// ```
    /// use track::{dice::Face, pieces::*, geometry::Square, Phase, Setup, State, WhyNot};
    /// use track::variant::{HouseRules, Variant};
    /// let setup = Setup::new(Variant::by_id("small").unwrap(), HouseRules::default(), 2, 1);
    /// let mut pos = Position::empty();
    /// let queen = PieceId { seat: Seat(0), role: Role::Queen };
    /// let rook = PieceId { seat: Seat(0), role: Role::Rook };
    /// pos.set(queen, Location::Track(Square::new(3, 16)));
    /// pos.set(rook, Location::Box);
    /// let state = State::classic(setup)
    ///     .with_position(pos)
    ///     .with_phase(Seat(0), Phase::Decide { white: Face::Pips(2), orange: None });
    /// assert_eq!(state.explain_piece(queen), Ok(()));
    /// assert_eq!(state.explain_piece(rook), Err(WhyNot::NeedPlus { hash_too: false }));
    /// ```
    pub fn explain_piece(&self, piece: PieceId) -> Result<(), WhyNot> {
        if self.is_over() {
            return Err(WhyNot::GameOver);
        }
        if let Phase::Card { task, .. } = self.phase() {
            if let Some(answer) = self.explain_card_piece(task, piece) {
                return answer;
            }
        }
        if piece.seat != self.turn().seat {
            return Err(WhyNot::ForeignPiece { piece });
        }
        let choices = self.choices();
        match self.position().location(piece) {
            Some(Location::Home) => return Err(WhyNot::AtHome { piece }),
            None => return Err(WhyNot::NotOnTrack { piece }),
            Some(Location::Box) => {
                if choices
                    .iter()
                    .any(|c| matches!(c, Choice::BringIn { role, .. } if *role == piece.role))
                {
                    return Ok(());
                }
                return Err(self.why_not_in(piece));
            }
            Some(Location::Track(_)) => {}
        }
        current_roll(self, piece)?;
        if choices
            .iter()
            .any(|c| matches!(c, Choice::Move { role, .. } if *role == piece.role))
        {
            return Ok(());
        }
        let Some(out) = self.outcomes_for(piece.role) else {
            return Err(WhyNot::NotThisRoll);
        };
        if out.results.is_empty() {
            return Err(WhyNot::Stuck { pips: out.pips });
        }
        let fields = self.board().seat(piece.seat).map(|l| l.start);
        match fields {
            Some(fields) if self.must_free_start() => Err(WhyNot::MustFreeStart { fields }),
            _ => Err(WhyNot::Blockade),
        }
    }

    /// Why a box piece of the player cannot come in now.
    fn why_not_in(&self, piece: PieceId) -> WhyNot {
        let rules = &self.setup().rules;
        let action = self.setup().variant.action;
        let brings_in = match self.phase() {
            Phase::Roll => return WhyNot::RollFirst,
            Phase::Card {
                task: CardTask::Roll(_),
                ..
            } => return WhyNot::NotThisRoll,
            Phase::Card {
                task: CardTask::BringIn,
                ..
            } => true,
            Phase::Decide {
                white: Face::Plus, ..
            } => true,
            Phase::Decide {
                white: Face::Hash, ..
            } => {
                rules.has(HouseRule::SymbolsBringIn)
                    || (action && !rules.has(HouseRule::HashDrawsCard))
            }
            _ => false,
        };
        if self.can_bring_in_now() {
            // Others may come in: this one would block another colour's fields.
            return WhyNot::Blockade;
        }
        match self.board().seat(piece.seat) {
            Some(l) if brings_in => WhyNot::StartFieldsTaken { fields: l.start },
            _ => WhyNot::NeedPlus {
                hash_too: rules.has(HouseRule::SymbolsBringIn)
                    || (action && !rules.has(HouseRule::HashDrawsCard)),
            },
        }
    }

    /// The answer of a card that asks for a piece (swap, send back, safe spot); `None`
    /// for the cards whose choice is a roll or a bring-in.
    fn explain_card_piece(&self, task: &CardTask, piece: PieceId) -> Option<Result<(), WhyNot>> {
        let choices = self.choices();
        let pos = self.position();
        let board = self.board();
        let seat = self.turn().seat;
        let on_track = pos.square_of(piece);
        let answer = match task {
            CardTask::BringIn | CardTask::Roll(_) => return None,
            CardTask::SendBack => {
                if choices.contains(&Choice::SendBack { piece }) {
                    Ok(())
                } else if piece.seat == seat {
                    Err(WhyNot::CardWantsForeign)
                } else if self.has_finished(piece.seat) {
                    Err(WhyNot::Finished { seat: piece.seat })
                } else {
                    match on_track {
                        None => Err(WhyNot::CardWantsActive { piece }),
                        Some(square) if board.is_pause_of(square, piece.seat) => {
                            Err(WhyNot::PauseField {
                                victim: piece,
                                square,
                            })
                        }
                        Some(_) => match protection::coverer(board, pos, piece, None) {
                            Some(by) => Err(WhyNot::Covered { victim: piece, by }),
                            None => Err(WhyNot::NotThisRoll),
                        },
                    }
                }
            }
            CardTask::Swap => {
                if choices
                    .iter()
                    .any(|c| matches!(c, Choice::Swap { a, b } if *a == piece || *b == piece))
                {
                    Ok(())
                } else if self.has_finished(piece.seat) {
                    Err(WhyNot::Finished { seat: piece.seat })
                } else if on_track.is_none() {
                    Err(WhyNot::CardWantsActive { piece })
                } else {
                    Err(WhyNot::Blockade)
                }
            }
            CardTask::SafeSpot => {
                if piece.seat == seat
                    && choices
                        .iter()
                        .any(|c| matches!(c, Choice::SafeSpot { role, .. } if *role == piece.role))
                {
                    Ok(())
                } else if piece.seat != seat {
                    Err(WhyNot::CardWantsOwn)
                } else if on_track.is_none() {
                    Err(WhyNot::CardWantsActive { piece })
                } else {
                    Err(WhyNot::NoFreePauseField)
                }
            }
        };
        Some(answer)
    }
}
