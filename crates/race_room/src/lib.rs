//! The booklet's race on the track table ([`track_table`]): its setup and settings, the
//! saves and the resume offer, the end page and the review ([`race`]). The race's own
//! methods on its [`TableScreen`] are extension traits ([`prelude`]), so that the table
//! knows nothing of the race and the race nothing of the schools.

pub mod race;

use ::shell;
pub use race::room::{Race, RacePage, RaceScreen};
pub(crate) use track_table::{i18n, table};
pub use track_table::{Room, Screen, TableScreen, WindowConfig};

/// The race's methods on its screen, as traits to bring into scope: `use race_room::prelude::*`.
pub mod prelude {
    pub use crate::race::app::RaceLife;
    pub use crate::race::end::RaceEnd;
    pub use crate::race::read_aloud::RaceReadAloud;
    pub use crate::race::replay::RaceReview;
    pub use crate::race::rules_hook::RaceRulesPage;
    pub use crate::race::saving::RaceSaving;
    pub use crate::race::setup_screen::RaceSetupScreen;
    pub use crate::race::web_status::RaceWebStatus;
}
