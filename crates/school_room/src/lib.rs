//! The schools on the track table ([`track_table`]): the piece school's course map and
//! levels, the chess school's levels and the class page ([`school`]). The schools' own
//! methods on their [`TableScreen`] are extension traits ([`prelude`]), so that the table
//! knows nothing of the schools and the schools nothing of the race.

pub mod school;

pub use school::chess_lesson::{kept_tries_replay, texts::ChessSchoolMsg, ChessLessonSave};
pub use school::lesson_save::LessonSave;
pub use school::room::{School, SchoolPage, SchoolScreen};
pub(crate) use track_table::{i18n, table};
pub use track_table::{Room, Screen, TableScreen, WindowConfig};

/// The schools' methods on their screen, as traits to bring into scope: `use school_room::prelude::*`.
pub mod prelude {
    pub use crate::school::chess_lesson::kept::ChessLessonKept;
    pub use crate::school::chess_lesson::view::ChessLessonView;
    pub use crate::school::chess_lesson::ChessLessonPlay;
    pub use crate::school::class_page::draw::ClassPageDraw;
    pub use crate::school::class_page::input::ClassPageInput;
    pub use crate::school::class_page::stars::ClassPageStars;
    pub use crate::school::course_screen::CourseScreen;
    pub use crate::school::find_squares::FindSquares;
    pub use crate::school::lesson::LessonPlay;
    pub use crate::school::lesson_hint::LessonHint;
    pub use crate::school::lesson_save::LessonKeeping;
    pub use crate::school::read_aloud::SchoolReadAloud;
    pub use crate::school::room::SchoolLife;
    pub use crate::school::web_status::SchoolWebStatus;
}
