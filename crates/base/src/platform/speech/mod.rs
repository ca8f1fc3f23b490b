//! The voice that reads the game's words aloud (issue 54): one [`Voice`] trait and a
//! backend per platform, chosen by [`system_voice`].
//!
//! - Linux and the other Unix desktops (`process.rs`): espeak-ng or speech-dispatcher's
//!   `spd-say`, found on `PATH` when the game starts and run as a process with the
//!   language's code: nothing is needed to build, and a machine without either stays
//!   silent;
//! - Windows and macOS (`tts.rs`): the system's own speech through the `tts` crate
//!   (WinRT's `SpeechSynthesizer`, AVFoundation's), a voice of the language chosen;
//! - the browser (`browser.rs`): the page's `speechSynthesis` (`web/plugin.js`), with a
//!   voice of the language;
//! - the tests: [`RecordingVoice`], which writes down what it is asked to say.
//!
//! No backend ever reads a text with a voice of another language: where the system has
//! none for the language, [`Voice::has_voice`] says so and the game's speaker
//! (`crate::speech::Speaker`) stays silent.

use words::Lang;

mod recording;
pub use recording::{RecordingVoice, Spoken};

#[cfg(all(unix, not(target_os = "macos"), not(target_arch = "wasm32")))]
mod process;
#[cfg(all(unix, not(target_os = "macos"), not(target_arch = "wasm32")))]
pub use process::{Engine, ProcessVoice};

#[cfg(any(windows, target_os = "macos"))]
mod tts;

#[cfg(target_arch = "wasm32")]
mod browser;

/// A voice of the system: reads a text aloud in a language.
pub trait Voice {
    /// Starts reading `text` in `lang`, cutting off whatever it was reading.
    fn speak(&mut self, lang: Lang, text: &str);
    /// Stops reading.
    fn stop(&mut self);
    /// Whether the system has a voice for `lang`; `None` while it cannot tell yet (the
    /// browser still loading its voices, the desktop still asking its speech program).
    fn has_voice(&mut self, lang: Lang) -> Option<bool>;
}

/// A voice that says nothing and has no language: where a platform has no speech.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoVoice;

impl Voice for NoVoice {
    fn speak(&mut self, _lang: Lang, _text: &str) {}
    fn stop(&mut self) {}
    fn has_voice(&mut self, _lang: Lang) -> Option<bool> {
        Some(false)
    }
}

/// The platform's own voice (see the module's list).
pub fn system_voice() -> Box<dyn Voice> {
    #[cfg(all(unix, not(target_os = "macos"), not(target_arch = "wasm32")))]
    return Box::new(ProcessVoice::find());
    #[cfg(any(windows, target_os = "macos"))]
    return tts::system();
    #[cfg(target_arch = "wasm32")]
    return Box::new(browser::BrowserVoice);
    #[allow(unreachable_code)]
    Box::new(NoVoice)
}
