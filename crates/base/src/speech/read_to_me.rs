//! Who hears the texts (issue 54): *Read to me* is a switch of each seat of the race
//! and one of the school. Not set, it follows the help level: on for a beginner, off
//! for a player or an expert; the school starts with it on.

use crate::choices::Help;

/// A seat's *Read to me* as the settings file keeps it: `None` until it is switched,
/// then what it was switched to.
pub type ReadToMe = Option<bool>;

/// Whether a seat with this help level hears the texts.
pub fn reads_to(read_to_me: ReadToMe, help: Help) -> bool {
    read_to_me.unwrap_or(help == Help::Beginner)
}

/// The switch pressed: the other of what it is now.
pub fn switched(read_to_me: ReadToMe, help: Help) -> ReadToMe {
    Some(!reads_to(read_to_me, help))
}

/// The school's switch, not yet set: on.
pub const SCHOOL_DEFAULT: bool = true;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_beginner_hears_the_texts_until_switched_off_a_player_and_an_expert_do_not() {
        assert!(reads_to(None, Help::Beginner));
        assert!(!reads_to(None, Help::Player));
        assert!(!reads_to(None, Help::Expert));
        assert_eq!(switched(None, Help::Beginner), Some(false));
        assert_eq!(switched(None, Help::Expert), Some(true));
        assert!(reads_to(Some(true), Help::Expert));
        assert!(!reads_to(Some(false), Help::Beginner));
    }
}
