//! The browser's voice: the page's `speechSynthesis` (the Web Speech API), through
//! `web/plugin.js`, which reads a text only with a voice of its language
//! (`speechSynthesis.getVoices()`); the browser loads its voices after the page, and
//! until it has, [`Voice::has_voice`] says `None`.

use super::Voice;
use words::Lang;

extern "C" {
    /// Reads a text with a voice of the language (its code), cutting off the one being
    /// read, from `web/plugin.js`.
    fn ssl_speak(lang: sapp_jsutils::JsObjectWeak, text: sapp_jsutils::JsObjectWeak);
    /// Stops reading, from `web/plugin.js`.
    fn ssl_speech_stop();
    /// Whether the page has a voice of the language (its code): 1 yes, 0 no, 2 not known
    /// yet, from `web/plugin.js`.
    fn ssl_has_voice(lang: sapp_jsutils::JsObjectWeak) -> u32;
}

/// The page's `speechSynthesis`.
pub struct BrowserVoice;

impl Voice for BrowserVoice {
    fn speak(&mut self, lang: Lang, text: &str) {
        let code = sapp_jsutils::JsObject::string(lang.code());
        let text = sapp_jsutils::JsObject::string(text);
        // SAFETY: a function of web/plugin.js that reads both strings and keeps no
        // reference.
        unsafe { ssl_speak(code.weak(), text.weak()) };
    }

    fn stop(&mut self) {
        // SAFETY: a function of web/plugin.js that takes nothing.
        unsafe { ssl_speech_stop() };
    }

    fn has_voice(&mut self, lang: Lang) -> Option<bool> {
        let code = sapp_jsutils::JsObject::string(lang.code());
        // SAFETY: a function of web/plugin.js that reads the string and keeps no
        // reference.
        match unsafe { ssl_has_voice(code.weak()) } {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
}
