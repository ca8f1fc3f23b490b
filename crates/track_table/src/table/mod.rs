//! The track table, shared by the race and the schools: the board in play, the
//! animation of events, what a click or key means, the side panel, the views on the board
//! (what just happened, why not, step by step), the drawn card, and the game screen.

pub mod animation;
pub mod card_box;
pub mod declines;
pub mod effects;
pub mod flow;
pub mod game;
pub mod game_draw;
pub mod held_view;
pub mod in_play;
pub mod input;
pub mod interact;
pub mod menu;
pub mod messages;
pub mod panel;
pub mod read_aloud;
#[doc(hidden)]
pub mod reason_samples;
pub mod room_life;
pub mod screen;
pub mod step_walk;
pub mod walk_view;
pub mod why_view;
pub use in_play::Table;
pub mod web_status;
