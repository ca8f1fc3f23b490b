//! A whole game of computer players, and what it gave: the one loop that `simulate`,
//! `tournament`, the saves of bot games and the benchmarks all play.

use crate::bots::BotKind;
use crate::{Event, State};
use std::collections::BTreeMap;

/// Rounds after which a simulated game is abandoned.
pub const MAX_ROUNDS: u32 = 1000;

/// What one game gave.
#[derive(Clone, Debug, Default)]
pub struct GameFigures {
    /// Whether it ended within [`MAX_ROUNDS`].
    pub finished: bool,
    /// The last round played.
    pub rounds: u32,
    /// The round of the first finish.
    pub first_finish_round: Option<u32>,
    /// The winner's index among the playing seats.
    pub winner_seat_index: Option<usize>,
    /// The winner's turn position (0 = played first).
    pub winner_turn_position: Option<usize>,
    /// Dice rolls.
    pub rolls: u64,
    /// Rolls lost (nothing moved, brought in or drawn).
    pub lost_rolls: u64,
    /// Captures.
    pub captures: u64,
    /// Cards drawn.
    pub cards_drawn: u64,
    /// Cards that could not be carried out, by effect.
    pub not_carried_out: BTreeMap<String, u64>,
}

/// Plays one game with bots, calling `watch` after every event with the state it produced.
/// Returns the final state and the game's figures.
pub fn play_game(
    state: State,
    bots: &[BotKind],
    max_rounds: u32,
    mut watch: impl FnMut(&State, &Event),
) -> (State, GameFigures) {
    run_game(state, bots, max_rounds, Some(&mut watch))
}

/// Plays one game with bots and returns the final state and the game's figures, without
/// rebuilding the intermediate states that [`play_game`] shows its watcher.
pub fn play_game_quietly(state: State, bots: &[BotKind], max_rounds: u32) -> (State, GameFigures) {
    run_game(state, bots, max_rounds, None)
}

/// Watches every event of a game with the state it produced.
type Watcher<'w> = &'w mut dyn FnMut(&State, &Event);

fn run_game(
    mut state: State,
    bots: &[BotKind],
    max_rounds: u32,
    mut watch: Option<Watcher>,
) -> (State, GameFigures) {
    let seats = state.setup().seats.clone();
    let first = seats
        .iter()
        .position(|s| *s == state.setup().first)
        .unwrap_or(0);
    let mut players: Vec<_> = bots.iter().map(|b| b.make()).collect();
    let mut fig = GameFigures::default();
    let mut card_effects: BTreeMap<String, String> = BTreeMap::new();
    for c in &state.deck().cards {
        card_effects.insert(c.id.to_string(), c.effect.name().to_string());
    }
    while !state.is_over() && state.round() <= max_rounds {
        let seat = state.turn().seat;
        let k = seats.iter().position(|s| *s == seat).unwrap_or(0);
        let n = players.len();
        let Some(cmd) = players[k % n].choose(&state) else {
            break;
        };
        let before = watch.is_some().then(|| state.clone());
        // The round each event happened in: only a turn's start changes it.
        let mut round = state.round();
        let events = match state.play(&cmd) {
            Ok(e) => e,
            Err(e) => panic!("bot sent an illegal command {cmd:?}: {e:?}"),
        };
        // With a watcher, re-apply the events one by one to show every intermediate state.
        let mut replay = before;
        for e in &events {
            if let (Some(replay), Some(watch)) = (replay.as_mut(), watch.as_mut()) {
                replay.apply(e);
                watch(replay, e);
            }
            match e {
                Event::TurnStarted { round: r, .. } => round = *r,
                Event::Rolled { .. } => fig.rolls += 1,
                Event::RollLost { .. } | Event::MissedTurn { .. } | Event::Passed { .. } => {
                    fig.lost_rolls += 1
                }
                Event::Captured { .. } => fig.captures += 1,
                Event::CardDrawn { .. } => fig.cards_drawn += 1,
                Event::CardNotCarriedOut { card, .. } => {
                    let effect = card_effects
                        .get(card.as_str())
                        .cloned()
                        .unwrap_or_else(|| card.to_string());
                    *fig.not_carried_out.entry(effect).or_default() += 1;
                }
                Event::Finished { placing: 1, seat } => {
                    fig.first_finish_round = Some(round);
                    fig.winner_seat_index = seats.iter().position(|s| s == seat);
                    fig.winner_turn_position = fig
                        .winner_seat_index
                        .map(|w| (w + seats.len() - first) % seats.len());
                }
                _ => {}
            }
        }
        debug_assert!(replay.is_none_or(|r| r == state));
    }
    fig.finished = state.is_over();
    fig.rounds = state.round();
    (state, fig)
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
