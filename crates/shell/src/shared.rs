//! What every game shares, owned by the shell: the interface language, full screen,
//! the sounds (with their mute) and the voice that reads the texts aloud (issue 54). A game reads them from the shell each frame; the
//! settings file keeps the language and full screen in the race's remembered setup
//! (`race/shared_settings.rs`).

use crate::i18n::Lang;
use crate::layers::Layers;
use crate::sound::Sounds;
use base::speech::Speaker;

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
    pub fn new(lang: Lang) -> Shared {
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

    /// F11: full screen on or off; the new value.
    pub fn toggle_fullscreen(&mut self) -> bool {
        self.fullscreen = !self.fullscreen;
        self.fullscreen
    }

    /// K: the sounds muted or back.
    pub fn toggle_mute(&mut self) {
        self.sounds.muted = !self.sounds.muted;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
