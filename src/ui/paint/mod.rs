//! The drawing layer every room uses: the pen and its primitives, the frame's draw list
//! and the llvmpipe-friendly fills, the palette, where things go at any window size, the
//! text layout, the piece-move diagram, and the frame loop's pace and benchmark; for the
//! tests, drawing without a window (`headless`).

pub(in crate::ui) mod board_grid;
pub mod diagram;
pub mod draw;
pub(in crate::ui) mod draw_list;
pub(in crate::ui) mod flat_fill;
#[cfg(not(target_arch = "wasm32"))]
pub mod font_measure;
pub(in crate::ui) mod frame_bench;
pub(in crate::ui) mod frame_pace;
#[cfg(test)]
pub(in crate::ui) mod headless;
pub mod layout;
pub mod palette;
pub(in crate::ui) mod rect_edges;
pub(in crate::ui) mod round_fill;
pub(in crate::ui) mod speaker_icon;
pub mod text_layout;
pub(in crate::ui) mod text_pen;
