//! The piece school's class page (issue 30): one page for a teacher, every learner with
//! their stars per course, from the course map's *Class* button or C. Learners are rows
//! (a page of them at a time when there are many: ▲ ▼, the arrows, Page Up/Down, the
//! mouse wheel), courses are columns headed by their short names read upwards (where
//! they do not all fit side by side, a page at a time, each school's on pages of their
//! own: ◀ ▶ and the arrows turn them round), each cell the course's stars shaded deeper
//! gold the more of the course's stars the learner has, and a total of every course. A
//! click or tap on a learner puts the focus there; Enter, or a click on the learner in
//! focus, chooses them on the course map; Esc, C or *Back* returns to it.
//!
//! *Hand over stars* (H) and *Gather stars* (G) beside the heading hand this device's
//! stars over as a file and gather the class's files (issue 58, `stars.rs`, its words in
//! `words.rs`, tested in `tests_stars.rs`); what they did is said under the heading.
//!
//! Where everything goes is window-free ([`layout()`], `table.rs`; the heading, those
//! buttons and the notice in `top.rs`; the courses' pages in `paging.rs`) and tested with the game's font at every window size
//! (`tests/it/text_layout/class_page.rs`); the keys, clicks and the wheel move the view
//! and the focus (`input.rs`); the drawing only draws it (`draw.rs`).

pub(crate) mod draw;
pub(crate) mod input;
mod paging;
pub(crate) mod stars;
mod table;
#[cfg(test)]
mod tests_stars;
mod top;
mod words;

pub use input::ClassState;
pub use paging::course_pages;
pub use table::{layout, Cell, CellKind, ClassButton, ClassLayout, ClassView, Head};
