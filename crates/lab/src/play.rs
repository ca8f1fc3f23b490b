//! One game of computer players, and what the lab measures of it.

use crate::lead::{seat_progress, LeadTracker};
use serde::Serialize;
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
    /// Turns, skipped ones included.
    pub turns: u64,
    /// Turns in which no piece moved: a `#`, nothing to bring in, no piece that could
    /// move after every try, a card that did nothing, a turn skipped.
    pub lost_turns: u64,
    /// Pieces captured.
    pub captures: u64,
    /// Action cards drawn.
    pub cards_drawn: u64,
    /// How often the lead went to another player ([`crate::LeadTracker`]).
    pub lead_changes: u32,
}

/// Counts the turns and the lost ones from the events.
#[derive(Default)]
struct Turns {
    open: bool,
    moved: bool,
}

impl Turns {
    fn close(&mut self, out: &mut GameOutcome) {
        if self.open {
            out.turns += 1;
            if !self.moved {
                out.lost_turns += 1;
            }
        }
        self.open = false;
    }

    fn start(&mut self, out: &mut GameOutcome) {
        self.close(out);
        self.open = true;
        self.moved = false;
    }
}

/// Plays a game from `state` with one computer player per seat (`bots`, in seat order)
/// until it is over or `max_rounds` rounds are played, and measures it. Never hangs:
/// every turn either moves a piece or ends, and the rounds are capped.
pub fn play_game(mut state: State, bots: &[BotKind], max_rounds: u32) -> GameOutcome {
    let seats = state.setup().seats.clone();
    let first = seats
        .iter()
        .position(|s| *s == state.setup().first)
        .unwrap_or(0);
    let mut players: Vec<_> = bots.iter().map(|b| b.make()).collect();
    let mut out = GameOutcome::default();
    let mut turns = Turns::default();
    turns.start(&mut out);
    let mut lead = LeadTracker::default();
    let mut progress = vec![0; seats.len()];
    while !state.is_over() && state.round() <= max_rounds && !players.is_empty() {
        let seat = state.turn().seat;
        let k = seats.iter().position(|s| *s == seat).unwrap_or(0);
        let n = players.len();
        let Some(cmd) = players[k % n].choose(&state) else {
            break;
        };
        let Ok(events) = state.play(&cmd) else {
            // A computer player answers with a legal command; should one not, the game
            // stops here, unfinished, rather than the run.
            break;
        };
        let mut turn_ended = false;
        for e in &events {
            match e {
                Event::TurnStarted { .. } => {
                    turns.start(&mut out);
                    turn_ended = true;
                }
                Event::TurnSkipped { .. } => {
                    turns.close(&mut out);
                    out.turns += 1;
                    out.lost_turns += 1;
                }
                Event::GameOver { .. } => {
                    turns.close(&mut out);
                    turn_ended = true;
                }
                Event::Rolled { .. } => out.rolls += 1,
                Event::BroughtIn { .. }
                | Event::Stepped { .. }
                | Event::CameHome { .. }
                | Event::Placed { .. }
                | Event::Swapped { .. } => turns.moved = true,
                Event::Captured { .. } => out.captures += 1,
                Event::CardDrawn { .. } => out.cards_drawn += 1,
                Event::Finished { placing: 1, seat } => {
                    out.winner_seat = seats.iter().position(|s| s == seat);
                    out.winner_turn_position = out
                        .winner_seat
                        .map(|w| (w + seats.len() - first) % seats.len());
                }
                _ => {}
            }
        }
        if turn_ended {
            for (p, s) in progress.iter_mut().zip(&seats) {
                *p = seat_progress(state.board(), state.position(), *s);
            }
            lead.observe(&progress);
        }
    }
    if state.round() > max_rounds {
        // Stopped at the cap: the turn just begun was never played.
        turns.open = false;
    }
    turns.close(&mut out);
    out.finished = state.is_over();
    out.rounds = state.round();
    out.lead_changes = lead.changes;
    out
}
