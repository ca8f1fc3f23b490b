//! The track game in play, as the race and the piece school share it: the true state,
//! the state on show (lagging behind while events are animated), the events still to
//! show, the player's choice in progress, the computers, and what the table holds on
//! show (messages, a refusal, the last rolls, sparks).

use crate::ui::table::animation::Playing;
use crate::ui::table::interact::Interaction;
use crate::ui::table::{effects, flow, why_view};
use std::collections::VecDeque;
use track::bots::Bot;
use track::{Event, State};

/// The track game in play.
pub(in crate::ui) struct Table {
    /// The true state.
    pub(in crate::ui) state: State,
    /// The state on show: behind the true one while its events are animated.
    pub(in crate::ui) shown: State,
    /// The events still to show.
    pub(in crate::ui) queue: VecDeque<Event>,
    /// The event being animated.
    pub(in crate::ui) playing: Option<Playing>,
    /// The player's choice in progress.
    pub(in crate::ui) interaction: Interaction,
    /// The computer of each seat (`None`: a person).
    pub(in crate::ui) bots: Vec<Option<Box<dyn Bot + Send>>>,
    /// The panel's lines, newest first.
    pub(in crate::ui) messages: VecDeque<String>,
    /// The game's pace: the computer's pause, the drawn card on show, the hand-over.
    pub(in crate::ui) pace: Pace,
    /// What the table has told so far: the last rolls, captures and cards, the figures.
    pub(in crate::ui) told: Told,
    /// Why the autosave could not be written, while it cannot: an instruction the panel
    /// always shows (the game goes on, but it is not being kept).
    pub(in crate::ui) save_problem: Option<String>,
    /// A refused square or input on show: where, why, and for how long so far.
    pub(in crate::ui) refusal: Option<why_view::Said>,
    /// The moves of a roll walked step by step, already shown where the piece stood:
    /// when the roll is played, they pass at once.
    pub(in crate::ui) walked_shown: usize,
    /// Whether the move-count map of the chosen piece is on show.
    pub(in crate::ui) count_map: bool,
    /// Why the computer's hint is a good move, while the hint is on show.
    pub(in crate::ui) hint_why: Option<String>,
    /// Sparks and confetti on show.
    pub(in crate::ui) effects: Vec<effects::Particle>,
    /// The events shown this frame, for the shell's sounds (`shell::Shared`).
    pub(in crate::ui) sounds_due: Vec<Event>,
    /// Where the pointer was in the last frame's input (the marks under it are drawn).
    pub(in crate::ui) pointer: (f32, f32),
}

/// The game's pace between moves.
#[derive(Default)]
pub(in crate::ui) struct Pace {
    /// Seconds the computer has waited before its decision.
    pub(in crate::ui) wait: f32,
    /// The drawn card on show.
    pub(in crate::ui) card_hold: Option<flow::CardHold>,
    /// The hand-over to the next person.
    pub(in crate::ui) hand_over: flow::HandOver,
}

/// What the table has told so far.
#[derive(Default)]
pub(in crate::ui) struct Told {
    /// Every player's last roll.
    pub(in crate::ui) trails: flow::Trails,
    /// The last capture, swap and card, held on the panel for a round.
    pub(in crate::ui) held: flow::Held,
    /// The event shown last (a roll's first move is told once, with its count).
    pub(in crate::ui) last_shown: Option<Event>,
    /// Every player's figures for the end screen, counted by the rules' one fold.
    pub(in crate::ui) figures: track::tally::Tally,
}

impl Table {
    /// A table showing `state`, nothing in play yet.
    pub(in crate::ui) fn new(state: &State) -> Table {
        Table {
            state: state.clone(),
            shown: state.clone(),
            queue: VecDeque::new(),
            playing: None,
            interaction: Interaction::default(),
            bots: vec![],
            messages: VecDeque::new(),
            pace: Pace::default(),
            told: Told::default(),
            save_problem: None,
            refusal: None,
            walked_shown: 0,
            count_map: false,
            hint_why: None,
            effects: vec![],
            sounds_due: vec![],
            pointer: (0.0, 0.0),
        }
    }

    /// Whether no event is waiting to be shown.
    pub(in crate::ui) fn idle(&self) -> bool {
        self.playing.is_none() && self.queue.is_empty()
    }

    /// The index among the playing seats of the seat whose turn it is.
    pub(in crate::ui) fn turn_index(&self) -> usize {
        let seat = self.state.turn().seat;
        self.state
            .setup()
            .seats
            .iter()
            .position(|s| *s == seat)
            .unwrap_or(0)
    }

    /// Whether a computer plays the seat whose turn it is.
    pub(in crate::ui) fn is_computer_turn(&self) -> bool {
        matches!(self.bots.get(self.turn_index()), Some(Some(_)))
    }
}
