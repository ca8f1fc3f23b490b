//! The one fold of a game's events into its figures: what each player did (rolls, lost
//! rolls, captures, pieces lost, cards, moves, turns), and when the game was decided.
//! The window's end page, `simulate`, `tournament` and the lab all count with it, so a
//! figure means the same everywhere; `docs/rules.md` ("The figures of a game") defines
//! each one.
//!
//! The fold needs nothing but the events, in the order the game made them: a game
//! replayed from its saved log gives the same figures as the game played.

use crate::pieces::{Seat, SEATS};
use crate::Event;
use std::collections::BTreeMap;

/// One player's figures (`docs/rules.md`, "The figures of a game").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct SeatFigures {
    /// Throws of the dice.
    pub rolls: u32,
    /// Lost rolls: a roll with nothing to do (`RollLost`), a `#` (`MissedTurn`) or a roll
    /// the player passed on (`Passed`).
    pub lost_rolls: u32,
    /// Captures made (a piece brought in onto another's piece included).
    pub captures: u32,
    /// Own pieces captured.
    pub lost: u32,
    /// Action cards drawn.
    pub cards_drawn: u32,
    /// Moves made: one square of a roll (`Stepped`), or the last one into the house
    /// (`CameHome`).
    pub moves: u32,
    /// The most moves made with one roll.
    pub longest: u8,
    /// Turns ended: played to their end, or skipped.
    pub turns: u32,
    /// Lost turns: ended turns in which no piece of the game moved (nothing brought in,
    /// stepped, brought home, placed or swapped), skipped turns included.
    pub lost_turns: u32,
}

/// Every player's figures, counted event by event ([`Tally::on_event`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    seats: [SeatFigures; SEATS],
    /// Moves since each seat's last roll.
    walking: [u8; SEATS],
    /// Whose turn is under way: the seat of the last turn started, before the first
    /// one the seat of the first roll.
    turn: Option<Seat>,
    /// No turn under way: after a skipped turn or the game's end, until a turn starts.
    between_turns: bool,
    /// Whether a piece moved in the turn under way.
    moved: bool,
    /// The round of the last turn started (0: the first round).
    round: u32,
    first_finish_round: Option<u32>,
    winner: Option<Seat>,
    not_carried_out: BTreeMap<String, u64>,
}

impl Tally {
    /// Counts one event.
    pub fn on_event(&mut self, e: &Event) {
        match e {
            Event::TurnStarted { seat, round } => {
                self.end_turn();
                self.turn = Some(*seat);
                self.between_turns = false;
                self.moved = false;
                self.round = *round;
            }
            Event::TurnSkipped { seat } => {
                self.end_turn();
                let s = self.seat(*seat);
                s.turns += 1;
                s.lost_turns += 1;
            }
            Event::GameOver { .. } => self.end_turn(),
            Event::Rolled { seat, .. } => {
                self.turn.get_or_insert(*seat);
                self.seat(*seat).rolls += 1;
                self.walking[seat.index() % SEATS] = 0;
            }
            Event::RollLost { seat } | Event::MissedTurn { seat } | Event::Passed { seat } => {
                self.seat(*seat).lost_rolls += 1;
            }
            Event::Captured { piece, by, .. } => {
                self.seat(by.seat).captures += 1;
                self.seat(piece.seat).lost += 1;
            }
            Event::CardDrawn { seat, .. } => self.seat(*seat).cards_drawn += 1,
            Event::CardNotCarriedOut { card, .. } => {
                *self
                    .not_carried_out
                    .entry(card.as_str().to_string())
                    .or_default() += 1;
            }
            Event::Stepped { piece, .. } | Event::CameHome { piece, .. } => {
                self.moved = true;
                let k = piece.seat.index() % SEATS;
                self.walking[k] = self.walking[k].saturating_add(1);
                let walked = self.walking[k];
                let s = self.seat(piece.seat);
                s.moves += 1;
                s.longest = s.longest.max(walked);
            }
            Event::BroughtIn { .. } | Event::Placed { .. } | Event::Swapped { .. } => {
                self.moved = true;
            }
            Event::Finished { placing: 1, seat } => {
                self.first_finish_round = Some(self.round.max(1));
                self.winner = Some(*seat);
            }
            _ => {}
        }
    }

    /// Ends the turn under way, if any: it counts, and is lost if nothing moved.
    fn end_turn(&mut self) {
        if self.between_turns {
            return;
        }
        self.between_turns = true;
        let moved = self.moved;
        if let Some(seat) = self.turn {
            let s = self.seat(seat);
            s.turns += 1;
            if !moved {
                s.lost_turns += 1;
            }
        }
    }

    fn seat(&mut self, seat: Seat) -> &mut SeatFigures {
        &mut self.seats[seat.index() % SEATS]
    }

    /// The figures of a seat.
    pub fn of(&self, seat: Seat) -> SeatFigures {
        self.seats[seat.index() % SEATS]
    }

    /// A figure summed over every seat.
    pub fn total(&self, figure: impl Fn(&SeatFigures) -> u32) -> u64 {
        self.seats.iter().map(|s| u64::from(figure(s))).sum()
    }

    /// The round of the first finish, if someone has finished.
    pub fn first_finish_round(&self) -> Option<u32> {
        self.first_finish_round
    }

    /// The first to finish, if someone has.
    pub fn winner(&self) -> Option<Seat> {
        self.winner
    }

    /// Cards drawn that could change nothing (`CardNotCarriedOut`), by card id.
    pub fn not_carried_out(&self) -> &BTreeMap<String, u64> {
        &self.not_carried_out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Face;
    use crate::geometry::Square;
    use crate::pieces::{PieceId, Role};

    fn rolled(seat: Seat) -> Event {
        Event::Rolled {
            seat,
            white: Face::Pips(1),
            orange: None,
            dealt: 0,
        }
    }

    fn started(seat: Seat, round: u32) -> Event {
        Event::TurnStarted { seat, round }
    }

    /// Three tries that bring nothing are three lost rolls and one lost turn; a turn
    /// with a move is not lost; a skipped turn is a lost turn without a roll; the turn
    /// under way when counting stops is not counted.
    #[test]
    fn a_lost_roll_is_a_roll_and_a_lost_turn_a_turn_with_no_move() {
        let (a, b) = (Seat(0), Seat(1));
        let mut t = Tally::default();
        for _ in 0..3 {
            t.on_event(&rolled(a));
            t.on_event(&Event::RollLost { seat: a });
        }
        t.on_event(&started(b, 1));
        t.on_event(&rolled(b));
        let piece = PieceId {
            seat: b,
            role: Role::Queen,
        };
        t.on_event(&Event::BroughtIn {
            piece,
            field: Square::new(1, 1),
        });
        t.on_event(&Event::TurnSkipped { seat: a });
        t.on_event(&started(b, 2));
        t.on_event(&rolled(b));
        t.on_event(&Event::Passed { seat: b });
        let (fa, fb) = (t.of(a), t.of(b));
        assert_eq!((fa.rolls, fa.lost_rolls), (3, 3));
        assert_eq!((fa.turns, fa.lost_turns), (2, 2), "the tries and the skip");
        assert_eq!((fb.rolls, fb.lost_rolls), (2, 1));
        assert_eq!(
            (fb.turns, fb.lost_turns),
            (1, 0),
            "the turn under way not yet"
        );
        assert_eq!(t.total(|s| s.turns), 3);
        t.on_event(&Event::GameOver { placings: vec![] });
        assert_eq!(
            (t.of(b).turns, t.of(b).lost_turns),
            (2, 1),
            "ended by the game's end"
        );
    }

    /// The first to finish is the winner, in the round of the last turn started; a
    /// card that changed nothing is counted by its id.
    #[test]
    fn the_winner_is_the_first_to_finish_and_cards_not_carried_out_count_by_id() {
        let mut t = Tally::default();
        t.on_event(&started(Seat(2), 7));
        t.on_event(&Event::CardDrawn {
            seat: Seat(2),
            card: crate::cards::CardId("swap".into()),
        });
        t.on_event(&Event::CardNotCarriedOut {
            seat: Seat(2),
            card: crate::cards::CardId("swap".into()),
        });
        t.on_event(&Event::Finished {
            seat: Seat(2),
            placing: 1,
        });
        t.on_event(&started(Seat(3), 8));
        t.on_event(&Event::Finished {
            seat: Seat(3),
            placing: 2,
        });
        assert_eq!(t.winner(), Some(Seat(2)));
        assert_eq!(t.first_finish_round(), Some(7));
        assert_eq!(t.of(Seat(2)).cards_drawn, 1);
        assert_eq!(t.not_carried_out().get("swap"), Some(&1));
    }
}
