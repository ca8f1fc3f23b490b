//! The track game's own test helpers; the squares, pieces, positions, setups and run
//! helpers every test binary shares are the test kit's (`test_kit`), re-exported here.

pub use test_kit::*;
