//! A voice for the tests: it writes down what it is asked to say and in which language.

use super::Voice;
use std::cell::RefCell;
use std::rc::Rc;
use words::Lang;

/// What a [`RecordingVoice`] was asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spoken {
    /// Read this text in this language.
    Said(Lang, String),
    /// Stop reading.
    Stopped,
}

/// A voice that says nothing aloud but keeps a log of every request; its clones share
/// the log, so a test keeps one and hands the other to the speaker.
#[derive(Clone, Debug)]
pub struct RecordingVoice {
    log: Rc<RefCell<Vec<Spoken>>>,
    /// The languages it has a voice for; `None`: every language.
    langs: Option<Vec<Lang>>,
    /// Whether it can tell yet which languages it has (a browser loading its voices).
    ready: Rc<RefCell<bool>>,
}

impl Default for RecordingVoice {
    fn default() -> Self {
        RecordingVoice::new()
    }
}

impl RecordingVoice {
    /// A voice for every language.
    pub fn new() -> RecordingVoice {
        RecordingVoice {
            log: Rc::default(),
            langs: None,
            ready: Rc::new(RefCell::new(true)),
        }
    }

    /// A voice for these languages only.
    pub fn with_languages(langs: &[Lang]) -> RecordingVoice {
        RecordingVoice {
            langs: Some(langs.to_vec()),
            ..RecordingVoice::new()
        }
    }

    /// A voice that cannot tell its languages until [`RecordingVoice::set_ready`].
    pub fn not_ready(self) -> RecordingVoice {
        *self.ready.borrow_mut() = false;
        self
    }

    /// Its languages are known now.
    pub fn set_ready(&self) {
        *self.ready.borrow_mut() = true;
    }

    /// Every request, in order.
    pub fn log(&self) -> Vec<Spoken> {
        self.log.borrow().clone()
    }

    /// The texts it was asked to read, in order, with their language.
    pub fn said(&self) -> Vec<(Lang, String)> {
        self.log
            .borrow()
            .iter()
            .filter_map(|s| match s {
                Spoken::Said(lang, text) => Some((*lang, text.clone())),
                Spoken::Stopped => None,
            })
            .collect()
    }

    /// The texts alone, in order.
    pub fn texts(&self) -> Vec<String> {
        self.said().into_iter().map(|(_, t)| t).collect()
    }

    /// Forgets what it was asked so far.
    pub fn clear(&self) {
        self.log.borrow_mut().clear();
    }
}

impl Voice for RecordingVoice {
    fn speak(&mut self, lang: Lang, text: &str) {
        self.log
            .borrow_mut()
            .push(Spoken::Said(lang, text.to_string()));
    }

    fn stop(&mut self) {
        self.log.borrow_mut().push(Spoken::Stopped);
    }

    fn has_voice(&mut self, lang: Lang) -> Option<bool> {
        if !*self.ready.borrow() {
            return None;
        }
        Some(self.langs.as_ref().is_none_or(|l| l.contains(&lang)))
    }
}
