//! The drawing kit every room of the window uses: the pen and its primitives, the frame's
//! draw list and the llvmpipe-friendly fills, the palette, where things go at any window
//! size and the layout kit that puts them there (rows, columns, grids, wrap, fit:
//! `flow.rs`), the text layout, the piece-move diagram, the frame loop's pace and benchmark,
//! and the one stable sort. It knows no game's screen, reads no input, file or clock; with
//! the `headless` feature, the tests draw and measure without a window.

pub mod board_grid;
pub mod diagram;
pub mod draw;
pub mod draw_list;
pub mod flat_fill;
pub mod flow;
#[cfg(not(target_arch = "wasm32"))]
pub mod font_measure;
pub mod frame_bench;
pub mod frame_pace;
pub mod layout;
pub mod order;
pub mod palette;
pub mod rect;
pub mod rect_edges;
pub mod round_fill;
pub mod speaker_icon;
pub mod text_layout;
pub mod text_pen;

/// The font: DejaVu Sans. The browser build fetches a cut-down copy from beside the page
/// (`web/subset_font.py`) instead.
#[cfg(not(target_arch = "wasm32"))]
pub const FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
