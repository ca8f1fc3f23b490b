//! A whole game of computer players, and what it gave: the one loop that `simulate`,
//! `tournament`, the lab, the saves of bot games and the benchmarks all play, counted
//! by the one fold of the events ([`crate::tally::Tally`]).

use crate::bots::BotKind;
use crate::tally::{SeatFigures, Tally};
use crate::{Command, Event, State};
use std::collections::BTreeMap;

/// Rounds after which a simulated game is abandoned.
pub const MAX_ROUNDS: u32 = 1000;

/// What one game gave (`docs/rules.md`, "The figures of a game").
#[derive(Clone, Debug, Default)]
pub struct GameFigures {
    /// Whether it ended within the round cap.
    pub finished: bool,
    /// The last round played (the cap plus one when it was stopped there).
    pub rounds: u32,
    /// The round of the first finish.
    pub first_finish_round: Option<u32>,
    /// The winner's index among the playing seats.
    pub winner_seat_index: Option<usize>,
    /// The winner's turn position (0 = played first).
    pub winner_turn_position: Option<usize>,
    /// Dice rolls.
    pub rolls: u64,
    /// Lost rolls ([`SeatFigures::lost_rolls`]).
    pub lost_rolls: u64,
    /// Captures.
    pub captures: u64,
    /// Cards drawn.
    pub cards_drawn: u64,
    /// Turns ended ([`SeatFigures::turns`]).
    pub turns: u64,
    /// Lost turns ([`SeatFigures::lost_turns`]).
    pub lost_turns: u64,
    /// Cards that could not be carried out, by effect.
    pub not_carried_out: BTreeMap<String, u64>,
    /// Each playing seat's figures, in seat order.
    pub seats: Vec<SeatFigures>,
}

impl GameFigures {
    /// The figures of a game that ended in `state`, whose events `tally` counted.
    pub fn of(state: &State, tally: &Tally) -> GameFigures {
        let seats = &state.setup().seats;
        let first = seats
            .iter()
            .position(|s| *s == state.setup().first)
            .unwrap_or(0);
        let winner_seat_index = tally
            .winner()
            .and_then(|w| seats.iter().position(|s| *s == w));
        let mut not_carried_out: BTreeMap<String, u64> = BTreeMap::new();
        for (card, n) in tally.not_carried_out() {
            let effect = state
                .deck()
                .cards
                .iter()
                .find(|c| c.id.as_str() == card)
                .map_or_else(|| card.clone(), |c| c.effect.name().to_string());
            *not_carried_out.entry(effect).or_default() += n;
        }
        GameFigures {
            finished: state.is_over(),
            rounds: state.round(),
            first_finish_round: tally.first_finish_round(),
            winner_seat_index,
            winner_turn_position: winner_seat_index
                .map(|w| (w + seats.len() - first) % seats.len()),
            rolls: tally.total(|s| s.rolls),
            lost_rolls: tally.total(|s| s.lost_rolls),
            captures: tally.total(|s| s.captures),
            cards_drawn: tally.total(|s| s.cards_drawn),
            turns: tally.total(|s| s.turns),
            lost_turns: tally.total(|s| s.lost_turns),
            not_carried_out,
            seats: seats.iter().map(|s| tally.of(*s)).collect(),
        }
    }
}

/// Plays one game with bots, calling `watch` after every event with the state it produced.
/// Returns the final state and the game's figures.
pub fn play_game(
    state: State,
    bots: &[BotKind],
    max_rounds: u32,
    mut watch: impl FnMut(&State, &Event),
) -> (State, GameFigures) {
    // The events re-applied one by one: every intermediate state.
    let mut shown = state.clone();
    let mut players = Players::of(bots);
    play_game_by(
        state,
        max_rounds,
        |k, s| players.choose(k, s),
        |_, now, events| {
            for e in events {
                shown.apply(e);
                watch(&shown, e);
            }
            debug_assert!(shown == *now);
        },
    )
}

/// Plays one game with bots and returns the final state and the game's figures, without
/// rebuilding the intermediate states that [`play_game`] shows its watcher.
pub fn play_game_quietly(state: State, bots: &[BotKind], max_rounds: u32) -> (State, GameFigures) {
    let mut players = Players::of(bots);
    play_game_by(state, max_rounds, |k, s| players.choose(k, s), |_, _, _| {})
}

/// One computer player per playing seat (a short list is used round and round).
struct Players(Vec<Box<dyn crate::bots::Bot + Send>>);

impl Players {
    fn of(bots: &[BotKind]) -> Players {
        Players(bots.iter().map(|b| b.make()).collect())
    }

    fn choose(&mut self, k: usize, state: &State) -> Option<Command> {
        let n = self.0.len();
        self.0.get_mut(k % n.max(1))?.choose(state)
    }
}

/// The one game loop: plays from `state` until the game is over or `max_rounds` rounds
/// are played, `choose(k, state)` giving the command of the `k`-th playing seat (`None`
/// stops the game), and `after(command, state, events)` seeing every command with its
/// events and the state they produced. Every event is counted by the [`Tally`]. Returns the final
/// state and the game's figures. A command the rules refuse stops the game (a
/// computer player's fault: in a debug build, a panic).
pub fn play_game_by(
    mut state: State,
    max_rounds: u32,
    mut choose: impl FnMut(usize, &State) -> Option<Command>,
    mut after: impl FnMut(&Command, &State, &[Event]),
) -> (State, GameFigures) {
    let seats = state.setup().seats.clone();
    let mut tally = Tally::default();
    while !state.is_over() && state.round() <= max_rounds {
        let seat = state.turn().seat;
        let k = seats.iter().position(|s| *s == seat).unwrap_or(0);
        let Some(cmd) = choose(k, &state) else {
            break;
        };
        let events = match state.play(&cmd) {
            Ok(e) => e,
            Err(e) => {
                if cfg!(debug_assertions) {
                    panic!("a computer player sent an illegal command {cmd:?}: {e:?}");
                }
                break;
            }
        };
        for e in &events {
            tally.on_event(e);
        }
        after(&cmd, &state, &events);
    }
    let figures = GameFigures::of(&state, &tally);
    (state, figures)
}

/// The crowded classic board that the movement benchmarks time (the `bench`
/// subcommand and `cargo bench`): 22 pieces of four seats spread over the track.
pub fn crowded_position() -> crate::pieces::Position {
    let mut pos = crate::pieces::Position::empty();
    let squares = [
        (3, 16),
        (5, 15),
        (6, 14),
        (11, 15),
        (12, 16),
        (14, 13),
        (15, 11),
        (16, 9),
        (14, 7),
        (15, 4),
        (13, 1),
        (11, 0),
        (9, 2),
        (6, 1),
        (4, 0),
        (2, 3),
        (1, 6),
        (0, 8),
        (2, 10),
        (1, 12),
        (13, 14),
        (16, 15),
    ];
    let mut it = squares.iter();
    for seat in crate::pieces::Seat::ALL {
        for role in crate::pieces::Role::ALL {
            if let Some(&(x, y)) = it.next() {
                pos.set(
                    crate::pieces::PieceId { seat, role },
                    crate::pieces::Location::Track(crate::geometry::Square::new(x, y)),
                );
            }
        }
    }
    pos
}
