//! The test kit: what every test binary of the workspace shares, so that each helper
//! is written once (issue 56). A dev-dependency of the crates and of the app; it
//! depends on no window, so a rules crate may take it without reaching macroquad.
//!
//! - [`board`]: squares, pieces and positions of the track game, built by hand.
//! - [`mod@scenario`]: a game set to the decision a rule is about, the events it answers
//!   with, and the commands that drive it.
//! - [`runs`]: the size of the long tests (`TEST_SCALE`), the seeded games of a run
//!   and the hash their logs are stored with.
//! - [`kill`]: the harness of the tests that kill a writer half-way.
//!
//! The window's text measure for tests (`paint::text_layout::Mono`) and the window
//! sizes every screen is tested at (`paint::layout::TEST_WINDOWS`) stay in the drawing
//! kit, behind its `headless` feature: they measure with its `Measure` trait, and the
//! drawing kit is built on macroquad, which a rules crate's tests must not reach.
//!
//! Everything is re-exported at the root: a test file says `use test_kit::*;`.

pub mod board;
pub mod kill;
pub mod runs;
pub mod scenario;

pub use board::*;
pub use kill::*;
pub use runs::*;
pub use scenario::*;
