//! The track game in play, as the race and the piece school share it: the true state,
//! the state on show (lagging behind while events are animated), the events still to
//! show, the player's choice in progress, the computers, and what the table holds on
//! show (messages, a refusal, the last rolls, sparks).

use crate::table::animation::Playing;
use crate::table::interact::Interaction;
use crate::table::{effects, flow, why_view};
use std::collections::VecDeque;
use track::bots::Bot;
use track::{Event, State};

/// The track game in play.
pub struct Table {
    /// The true state.
    pub state: State,
    /// The state on show: behind the true one while its events are animated.
    pub shown: State,
    /// The events still to show.
    pub queue: VecDeque<Event>,
    /// The event being animated.
    pub playing: Option<Playing>,
    /// The player's choice in progress.
    pub interaction: Interaction,
    /// The computer of each seat (`None`: a person).
    pub bots: Vec<Option<Box<dyn Bot + Send>>>,
    /// The panel's lines, newest first.
    pub messages: VecDeque<String>,
    /// The game's pace: the computer's pause, the drawn card on show, the hand-over.
    pub pace: Pace,
    /// What the table has told so far: the last rolls, captures and cards, the figures.
    pub told: Told,
    /// Why the autosave could not be written, while it cannot: an instruction the panel
    /// always shows (the game goes on, but it is not being kept).
    pub save_problem: Option<String>,
    /// A refused square or input on show: where, why, and for how long so far.
    pub refusal: Option<why_view::Said>,
    /// The moves of a roll walked step by step, already shown where the piece stood:
    /// when the roll is played, they pass at once.
    pub walked_shown: usize,
    /// Whether the move-count map of the chosen piece is on show.
    pub count_map: bool,
    /// Why the computer's hint is a good move, while the hint is on show.
    pub hint_why: Option<String>,
    /// Sparks and confetti on show.
    pub effects: Vec<effects::Particle>,
    /// The events shown this frame, for the shell's sounds (`shell::Shared`).
    pub sounds_due: Vec<Event>,
    /// Where the pointer was in the last frame's input (the marks under it are drawn).
    pub pointer: (f32, f32),
}

/// The game's pace between moves.
#[derive(Default)]
pub struct Pace {
    /// Seconds the computer has waited before its decision.
    pub wait: f32,
    /// The drawn card on show.
    pub card_hold: Option<flow::CardHold>,
    /// The hand-over to the next person.
    pub hand_over: flow::HandOver,
}

/// What the table has told so far.
#[derive(Default)]
pub struct Told {
    /// Every player's last roll.
    pub trails: flow::Trails,
    /// The last capture, swap and card, held on the panel for a round.
    pub held: flow::Held,
    /// The event shown last (a roll's first move is told once, with its count).
    pub last_shown: Option<Event>,
    /// Every player's figures for the end screen, counted by the rules' one fold.
    pub figures: track::tally::Tally,
}

impl Table {
    /// A table showing `state`, nothing in play yet.
    pub fn new(state: &State) -> Table {
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
    pub fn idle(&self) -> bool {
        self.playing.is_none() && self.queue.is_empty()
    }

    /// The index among the playing seats of the seat whose turn it is.
    pub fn turn_index(&self) -> usize {
        let seat = self.state.turn().seat;
        self.state
            .setup()
            .seats
            .iter()
            .position(|s| *s == seat)
            .unwrap_or(0)
    }

    /// Whether a computer plays the seat whose turn it is.
    pub fn is_computer_turn(&self) -> bool {
        matches!(self.bots.get(self.turn_index()), Some(Some(_)))
    }
}
