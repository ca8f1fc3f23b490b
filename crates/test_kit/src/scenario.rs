//! A game set to the decision a rule is about, the events it answers with, and the
//! commands that drive it.

use std::sync::Arc;

use track::board::Board;
use track::cards::CardSet;
use track::dice::{Dice, Face};
use track::pieces::{PieceId, Position, Role, Seat};
use track::variant::{HouseRule, HouseRules, Variant};
use track::{Choice, Command, Event, Phase, Setup, State};

use crate::board::sq;

/// A setup of a preset (`small`, `small-action`, `large`, `large-action`) with house
/// rules, `players` at the default seats and seed 7.
pub fn setup(variant: &str, players: usize, rules: &[HouseRule]) -> Setup {
    let mut house = HouseRules::default();
    for r in rules {
        house = house.with(*r);
    }
    Setup::new(Variant::by_id(variant).expect("preset"), house, players, 7)
}

/// `setup` with another seed (the dice's and the computer players' generator).
pub fn with_seed(setup: Setup, seed: u64) -> Setup {
    Setup { seed, ..setup }
}

/// The game of `setup` at `pos`, seat 0 to decide on the faces rolled: `white`, and
/// `orange` in the large games.
pub fn deciding(setup: Setup, pos: Position, white: Face, orange: Option<u8>) -> State {
    scenario(setup, pos, 0, Phase::Decide { white, orange })
}

/// The game of `setup` at `pos`, `seat` at the decision `phase`.
pub fn scenario(setup: Setup, pos: Position, seat: u8, phase: Phase) -> State {
    State::classic(setup)
        .with_position(pos)
        .with_phase(Seat(seat), phase)
}

/// A game on the classic board with the default deck and one-faced (or few-faced) dice,
/// so that `Roll` is foreseen.
pub fn with_dice(setup: Setup, white: &[Face], orange: &[u8]) -> State {
    let dice = Dice {
        white: white.to_vec(),
        orange: orange.iter().map(|n| Face::Pips(*n)).collect(),
    };
    State::new(
        setup,
        Arc::new(Board::classic()),
        dice,
        &CardSet::default_deck(),
    )
    .expect("setup")
}

/// Plays `cmd`, which must be taken, and answers its events without the dealer's
/// bookkeeping number ([`without_dealer`]).
pub fn play(state: &mut State, cmd: Command) -> Vec<Event> {
    without_dealer(
        state
            .play(&cmd)
            .unwrap_or_else(|e| panic!("{cmd:?} refused: {e:?}")),
    )
}

/// The events with the dealer's generator position (`dealt`) set to 0, so that a
/// scenario can spell out the events it expects without that bookkeeping number.
pub fn without_dealer(mut events: Vec<Event>) -> Vec<Event> {
    for e in &mut events {
        match e {
            Event::Rolled { dealt, .. } | Event::DeckShuffled { dealt, .. } => *dealt = 0,
            _ => {}
        }
    }
    events
}

/// A move of `role` along `route`, square by square (the start not included).
pub fn mv(role: Role, route: &[(u8, u8)]) -> Command {
    Command::Move {
        role,
        route: route.iter().map(|&(x, y)| sq(x, y)).collect(),
    }
}

/// The event: `seat`'s turn of `round` starts.
pub fn turn_started(seat: u8, round: u32) -> Event {
    Event::TurnStarted {
        seat: Seat(seat),
        round,
    }
}

/// The event: `seat` rolled `white` (and `orange`), as [`without_dealer`] leaves it.
pub fn rolled(seat: u8, white: Face, orange: Option<u8>) -> Event {
    Event::Rolled {
        seat: Seat(seat),
        white,
        orange,
        dealt: 0,
    }
}

/// What a roll of `#` answers (rules.md §4.3): `seat` misses its turn, and `next`'s turn
/// of `round` starts.
pub fn missed_turn(seat: u8, next: u8, round: u32) -> Vec<Event> {
    vec![
        rolled(seat, Face::Hash, None),
        Event::MissedTurn { seat: Seat(seat) },
        turn_started(next, round),
    ]
}

/// What a roll of `white` that nothing can play answers (rules.md §4.7): the roll is
/// lost, and `next`'s turn of `round` starts.
pub fn roll_lost(seat: u8, white: Face, next: u8, round: u32) -> Vec<Event> {
    vec![
        rolled(seat, white, None),
        Event::RollLost { seat: Seat(seat) },
        turn_started(next, round),
    ]
}

/// The event: `seat` rolls again (no card lets it capture covered pieces).
pub fn roll_again(seat: u8) -> Event {
    Event::RollAgain {
        seat: Seat(seat),
        capture_covered: false,
    }
}

/// The event: `seat` has finished, with `placing`.
pub fn finished(seat: u8, placing: u8) -> Event {
    Event::Finished {
        seat: Seat(seat),
        placing,
    }
}

/// The event: `piece` stepped from `from` to `to` (one move of a roll).
pub fn stepped(piece: PieceId, from: (u8, u8), to: (u8, u8)) -> Event {
    Event::Stepped {
        piece,
        from: sq(from.0, from.1),
        to: sq(to.0, to.1),
    }
}

/// The command: bring `role` in onto the start field `field`.
pub fn bring_in(role: Role, field: (u8, u8)) -> Command {
    Command::BringIn {
        role,
        field: sq(field.0, field.1),
    }
}

/// The event: `piece` was brought in onto the start field `field`.
pub fn brought_in(piece: PieceId, field: (u8, u8)) -> Event {
    Event::BroughtIn {
        piece,
        field: sq(field.0, field.1),
    }
}

/// The event: `piece` came home, from `from` into its house at `to`.
pub fn came_home(piece: PieceId, from: (u8, u8), to: (u8, u8)) -> Event {
    Event::CameHome {
        piece,
        from: sq(from.0, from.1),
        to: sq(to.0, to.1),
    }
}

/// How many of the legal choices `wanted` accepts.
pub fn count_choices(state: &State, wanted: impl Fn(&Choice) -> bool) -> usize {
    state.legal_choices().iter().filter(|c| wanted(c)).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{at, position, SMALL};
    use track::pieces::Location;

    #[test]
    fn deciding_sets_seat_0_to_decide_on_the_faces_given() {
        let pos = position(
            &[(0, Role::Queen, at(12, 16))],
            &[0, 2],
            &SMALL,
            Location::Box,
        );
        let s = deciding(setup("small", 2, &[]), pos.clone(), Face::Pips(2), None);
        assert_eq!(s.position(), &pos);
        assert_eq!(s.turn().seat, Seat(0));
        assert!(matches!(
            s.phase(),
            Phase::Decide {
                white: Face::Pips(2),
                orange: None
            }
        ));
    }

    #[test]
    fn without_dealer_clears_only_the_dealers_number() {
        let events = vec![
            Event::Rolled {
                seat: Seat(2),
                white: Face::Plus,
                orange: Some(3),
                dealt: 41,
            },
            turn_started(0, 2),
        ];
        assert_eq!(
            without_dealer(events),
            vec![rolled(2, Face::Plus, Some(3)), turn_started(0, 2)]
        );
    }
}
