//! The track game's own test helpers, one module per part of the rules: the moves
//! (`moves`, §1–§3 and §6), the turns (`turns`, §4 and §5) and the cards (`cards`, §7).
//! The squares, pieces, positions, setups and run helpers every test binary shares are
//! the test kit's (`test_kit`), re-exported here.

pub use test_kit::*;

mod cards;
mod moves;
mod turns;

pub use cards::*;
pub use moves::*;
pub use turns::*;
