//! *Read to me* at the race's table: who hears the texts, and the end page's winner.

use crate::prelude::*;
use crate::{Race, TableScreen};
use base::speech::read_to_me::reads_to;

/// *Read to me* at the race's table.
#[easy_ext::ext(RaceReadAloud)]
impl TableScreen<Race> {
    /// Whether a seat's person hears the texts (a computer's seat never does).
    pub fn hears(&self, seat: track::pieces::Seat) -> bool {
        !self.is_computer(seat)
            && reads_to(
                self.room.setup.seats[seat.index()].read_to_me,
                self.help_of(seat),
            )
    }

    /// Whether any seat's person at the table hears the texts.
    pub fn any_hears(&self) -> bool {
        self.table
            .shown
            .setup()
            .seats
            .iter()
            .any(|s| self.hears(*s))
    }

    /// The end page's winner, while it is on screen.
    pub fn end_title(&self) -> Option<String> {
        self.end_on_screen().then(|| self.end_page().title)
    }
}
