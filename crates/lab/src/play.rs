//! One game of computer players, and what the lab measures of it.

use crate::lead::{seat_progress, LeadTracker};
use serde::Serialize;
use track::bot_game::play_game_by;
use track::bots::BotKind;
use track::{Event, State};

/// What one game gave.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct GameOutcome {
    /// Whether the game was over within the round cap.
    pub finished: bool,
    /// The last round played (the cap plus one when it was stopped there).
    pub rounds: u32,
    /// The winner (first placing) as an index among the playing seats; a game stopped
    /// at the cap may have one already.
    pub winner_seat: Option<usize>,
    /// The winner's place in the turn order: 0 rolled first.
    pub winner_turn_position: Option<usize>,
    /// Dice rolls.
    pub rolls: u64,
    /// Turns ended, skipped ones included ([`track::tally::SeatFigures::turns`]).
    pub turns: u64,
    /// Lost turns: turns in which no piece moved (a `#`, nothing to bring in, no piece
    /// that could move after every try, a card that did nothing, a turn skipped;
    /// [`track::tally::SeatFigures::lost_turns`]).
    pub lost_turns: u64,
    /// Pieces captured.
    pub captures: u64,
    /// Action cards drawn.
    pub cards_drawn: u64,
    /// How often the lead went to another player ([`crate::LeadTracker`]).
    pub lead_changes: u32,
}

/// Plays a game from `state` with one computer player per seat (`bots`, in seat order)
/// until it is over or `max_rounds` rounds are played, and measures it: the game loop
/// and the fold of its events are the track crate's ([`track::bot_game::play_game_by`]),
/// the lead's changes the lab's own. Never hangs: every turn either moves a piece or
/// ends, and the rounds are capped.
pub fn play_game(state: State, bots: &[BotKind], max_rounds: u32) -> GameOutcome {
    let seats = state.setup().seats.clone();
    let mut players: Vec<_> = bots.iter().map(|b| b.make()).collect();
    let mut lead = LeadTracker::default();
    let mut progress = vec![0; seats.len()];
    let (_, fig) = play_game_by(
        state,
        max_rounds,
        |k, s| {
            let n = players.len();
            players.get_mut(k % n.max(1))?.choose(s)
        },
        |_, s, events| {
            // The lead is looked at whenever a turn ends.
            if events
                .iter()
                .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }))
            {
                for (p, seat) in progress.iter_mut().zip(&seats) {
                    *p = seat_progress(s.board(), s.position(), *seat);
                }
                lead.observe(&progress);
            }
        },
    );
    GameOutcome {
        finished: fig.finished,
        rounds: fig.rounds,
        winner_seat: fig.winner_seat_index,
        winner_turn_position: fig.winner_turn_position,
        rolls: fig.rolls,
        turns: fig.turns,
        lost_turns: fig.lost_turns,
        captures: fig.captures,
        cards_drawn: fig.cards_drawn,
        lead_changes: lead.changes,
    }
}
