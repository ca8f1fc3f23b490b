//! What every game shares (the shell's [`Shared`]) as the race's settings file keeps
//! it: the language, full screen, the players' names (the piece school's first
//! learners) and the schools' *Read to me*, in the remembered setup ([`SetupModel`]),
//! in the same fields as before the shell owned them.

use crate::i18n::Lang;
use crate::race::setup::SetupModel;
use shell::Shared;

/// What the remembered setup says: its language, names and the schools' reading; full
/// screen as the window opened (`fullscreen`), for the shell turns a remembered full
/// screen on itself.
pub fn shared_from(setup: &SetupModel, fullscreen: bool) -> Shared {
    Shared {
        fullscreen,
        names: setup.seats.each_ref().map(|s| s.name.clone()),
        school_read_to_me: setup.school_read_to_me,
        ..Shared::new(Lang::from_code(&setup.lang))
    }
}

/// Writes the language and full screen into the setup the settings file keeps.
pub fn keep_shared(shared: &Shared, setup: &mut SetupModel) {
    setup.lang = shared.lang.code().to_string();
    setup.fullscreen = shared.fullscreen;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The settings file as the window writes it: the setup, as JSON.
    fn round_trip(setup: &SetupModel) -> SetupModel {
        let text = serde_json::to_string(setup).expect("the setup is JSON");
        let (read, broken) = SetupModel::load(Some(&text));
        assert_eq!(broken, None);
        read
    }

    #[test]
    fn the_language_chosen_in_the_shell_survives_the_settings_file() {
        let mut setup = SetupModel::default();
        let mut shared = shared_from(&setup, false);
        assert_eq!(shared.lang, Lang::En);
        shared.lang = Lang::Nl;
        keep_shared(&shared, &mut setup);
        let again = shared_from(&round_trip(&setup), false);
        assert_eq!(again.lang, Lang::Nl);
    }

    #[test]
    fn full_screen_toggled_in_the_shell_is_remembered_and_toggles_back() {
        let mut setup = SetupModel::default();
        let mut shared = shared_from(&setup, false);
        assert!(shared.toggle_fullscreen());
        keep_shared(&shared, &mut setup);
        assert!(round_trip(&setup).fullscreen);
        assert!(!shared.toggle_fullscreen());
        keep_shared(&shared, &mut setup);
        assert!(!round_trip(&setup).fullscreen);
    }

    #[test]
    fn the_names_typed_on_the_race_setup_are_the_shared_names_after_the_settings_file() {
        let mut setup = SetupModel::default();
        setup.seats[0].name = "Anna".into();
        setup.seats[2].name = "Zoë".into();
        let shared = shared_from(&round_trip(&setup), false);
        assert_eq!(shared.names, ["Anna", "", "Zoë", ""].map(String::from));
    }

    #[test]
    fn the_schools_reading_switched_off_is_the_shared_switch_after_the_settings_file() {
        let mut setup = SetupModel::default();
        assert_eq!(shared_from(&setup, false).school_read_to_me, None);
        setup.school_read_to_me = Some(false);
        let shared = shared_from(&round_trip(&setup), false);
        assert_eq!(shared.school_read_to_me, Some(false));
    }
}
