//! The Windows and macOS voice: the system's own speech through the `tts` crate
//! (WinRT's `SpeechSynthesizer` on Windows, AVFoundation's `AVSpeechSynthesizer` on
//! macOS 10.14 and later), with a voice of the text's language chosen from the system's
//! voices. A system whose backend cannot choose a voice (macOS's older AppKit one) is
//! taken as having none, so that no text is read with another language's voice.

use super::{NoVoice, Voice};
use words::Lang;

/// The system's speech, or no voice if it cannot be started.
pub fn system() -> Box<dyn Voice> {
    match tts::Tts::default() {
        Ok(tts) => {
            let voices = if tts.supported_features().voice {
                tts.voices().unwrap_or_default()
            } else {
                vec![]
            };
            Box::new(SystemVoice {
                tts,
                voices,
                current: None,
            })
        }
        Err(_) => Box::new(NoVoice),
    }
}

/// The system's speech and its voices.
struct SystemVoice {
    tts: tts::Tts,
    voices: Vec<tts::Voice>,
    /// The language whose voice is set.
    current: Option<Lang>,
}

impl SystemVoice {
    fn voice_of(&self, lang: Lang) -> Option<&tts::Voice> {
        self.voices
            .iter()
            .find(|v| Lang::parse(v.language().as_str()) == Some(lang))
    }
}

impl Voice for SystemVoice {
    fn speak(&mut self, lang: Lang, text: &str) {
        if self.current != Some(lang) {
            let Some(voice) = self.voice_of(lang).cloned() else {
                return;
            };
            if self.tts.set_voice(&voice).is_err() {
                return;
            }
            self.current = Some(lang);
        }
        let _ = self.tts.speak(text, true);
    }

    fn stop(&mut self) {
        let _ = self.tts.stop();
    }

    fn has_voice(&mut self, lang: Lang) -> Option<bool> {
        Some(self.voice_of(lang).is_some())
    }
}
