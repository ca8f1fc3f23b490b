//! The track table, shared by the race and the piece school: the board in play, the
//! animation of events, what a click or key means, the side panel, the views on the board
//! (what just happened, why not, step by step), the drawn card, and the game screen.

pub(in crate::ui) mod animation;
pub mod card_box;
pub(in crate::ui) mod declines;
pub(in crate::ui) mod effects;
pub mod flow;
pub mod game;
pub mod held_view;
pub(in crate::ui) mod in_play;
pub(in crate::ui) mod input;
pub mod interact;
pub mod messages;
pub mod panel;
pub mod read_aloud;
pub(in crate::ui) mod screen;
pub(in crate::ui) mod step_walk;
pub(in crate::ui) mod walk_view;
pub mod why_view;
pub(in crate::ui) use in_play::Table;
pub(in crate::ui) mod web_status;
