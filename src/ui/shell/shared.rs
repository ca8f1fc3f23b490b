//! What every game shares, owned by the shell: the interface language, full screen,
//! the sounds (with their mute) and the voice that reads the texts aloud (issue 54). A game reads them from the shell each frame; the
//! settings file keeps the language and full screen in the remembered setup
//! ([`SetupModel`]), in the same fields as before the shell owned them.

use crate::speech::Speaker;
use crate::ui::i18n::Lang;
use crate::ui::race::setup::SetupModel;
use crate::ui::shell::layers::Layers;
use crate::ui::shell::sound::Sounds;

/// The language, full screen and sounds every game shares.
pub struct Shared {
    /// The interface language.
    pub lang: Lang,
    /// Whether the window is full screen.
    pub fullscreen: bool,
    /// The sounds, and whether the player muted them (K).
    pub sounds: Sounds,
    /// The voice that reads the screens' texts (*Read to me*); silent until the window
    /// hands it the system's voice.
    pub speaker: Speaker,
    /// The layers over the game on screen: its boxes, its end page, the rules pages
    /// (`shell/layers.rs`). A game pushes its own; the shell hands it their answers.
    pub layers: Layers,
    /// The players' names by seat, as the race's setup keeps them in the settings file
    /// (the piece school's first learners).
    pub names: [String; 4],
    /// Whether the schools read their texts aloud (*Read to me*; `None`: as they do by
    /// default), kept in the settings file with the setup.
    pub school_read_to_me: Option<bool>,
}

impl Shared {
    /// Speaking `lang`, not full screen, the sounds on (none loaded yet).
    pub(in crate::ui) fn new(lang: Lang) -> Shared {
        Shared {
            lang,
            fullscreen: false,
            sounds: Sounds::default(),
            speaker: Speaker::default(),
            layers: Layers::default(),
            names: Default::default(),
            school_read_to_me: None,
        }
    }

    /// What the remembered setup says: its language; full screen as the window opened
    /// (`fullscreen`), for the shell turns a remembered full screen on itself.
    pub(in crate::ui) fn from_settings(setup: &SetupModel, fullscreen: bool) -> Shared {
        Shared {
            fullscreen,
            names: setup.seats.each_ref().map(|s| s.name.clone()),
            school_read_to_me: setup.school_read_to_me,
            ..Shared::new(Lang::from_code(&setup.lang))
        }
    }

    /// Writes the language and full screen into the setup the settings file keeps.
    pub(in crate::ui) fn write_into(&self, setup: &mut SetupModel) {
        setup.lang = self.lang.code().to_string();
        setup.fullscreen = self.fullscreen;
    }

    /// F11: full screen on or off; the new value.
    pub(in crate::ui) fn toggle_fullscreen(&mut self) -> bool {
        self.fullscreen = !self.fullscreen;
        self.fullscreen
    }

    /// K: the sounds muted or back.
    pub(in crate::ui) fn toggle_mute(&mut self) {
        self.sounds.muted = !self.sounds.muted;
    }
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
        let mut shared = Shared::from_settings(&setup, false);
        assert_eq!(shared.lang, Lang::En);
        shared.lang = Lang::Nl;
        shared.write_into(&mut setup);
        let again = Shared::from_settings(&round_trip(&setup), false);
        assert_eq!(again.lang, Lang::Nl);
    }

    #[test]
    fn full_screen_toggled_in_the_shell_is_remembered_and_toggles_back() {
        let mut setup = SetupModel::default();
        let mut shared = Shared::from_settings(&setup, false);
        assert!(shared.toggle_fullscreen());
        shared.write_into(&mut setup);
        assert!(round_trip(&setup).fullscreen);
        assert!(!shared.toggle_fullscreen());
        shared.write_into(&mut setup);
        assert!(!round_trip(&setup).fullscreen);
    }

    #[test]
    fn the_names_typed_on_the_race_setup_are_the_shared_names_after_the_settings_file() {
        let mut setup = SetupModel::default();
        setup.seats[0].name = "Anna".into();
        setup.seats[2].name = "Zoë".into();
        let shared = Shared::from_settings(&round_trip(&setup), false);
        assert_eq!(shared.names, ["Anna", "", "Zoë", ""].map(String::from));
    }

    #[test]
    fn the_schools_reading_switched_off_is_the_shared_switch_after_the_settings_file() {
        let mut setup = SetupModel::default();
        assert_eq!(Shared::from_settings(&setup, false).school_read_to_me, None);
        setup.school_read_to_me = Some(false);
        let shared = Shared::from_settings(&round_trip(&setup), false);
        assert_eq!(shared.school_read_to_me, Some(false));
    }

    #[test]
    fn k_mutes_the_shared_sounds_and_a_second_k_brings_them_back() {
        let mut shared = Shared::new(Lang::En);
        assert!(!shared.sounds.muted);
        shared.toggle_mute();
        assert!(shared.sounds.muted);
        shared.toggle_mute();
        assert!(!shared.sounds.muted);
    }
}
