//! The speaker the screens feed (issue 54): a text is read once, when it appears; a new
//! one cuts off the old; nothing is read twice in a row; *say it again* (the key, the
//! button beside a text) reads the last one once more. It reads through a
//! [`Voice`], in the text's language only: where the system has no voice for it, the
//! speaker stays silent and gives, once, a written notice for the screen to show.
//!
//! Window-free: a screen says what appeared ([`Speaker::say`]), or hands each frame
//! what its text boxes show ([`Speaker::show`]), and the shell calls [`Speaker::tick`]
//! once a frame for a text that waits for the system to know its voices.

use super::speakable::speakable;
use super::words::SpeechMsg;
use crate::platform::speech::{NoVoice, Voice};
use words::Lang;

/// Texts gathered to be read together, each with its rank.
type Gathered = Vec<(usize, String)>;

/// What the voice reads and when (see the module).
pub struct Speaker {
    voice: Box<dyn Voice>,
    /// Whether texts that appear are read (the *Read to me* switch of whoever the text
    /// is for).
    on: bool,
    /// The last text that appeared, in its language, as the screen shows it.
    last: Option<(Lang, String)>,
    /// A text (as the voice reads it) waiting for the system to know its voices.
    waiting: Option<(Lang, String)>,
    /// What each watched text box showed last.
    watched: Vec<(&'static str, String)>,
    /// Whether the voice was asked to read since it was last stopped.
    reading: bool,
    /// The languages whose missing voice the player was told of.
    told: Vec<Lang>,
    /// The notice that a language has no voice, until the screen takes it.
    notice: Option<String>,
    /// Frames a text waits for the texts that come right after it (0: read at once).
    hold: u32,
    /// Texts gathered to be read together, each with its rank (the slot's place, or
    /// after every slot), and the frames left before they are.
    gathered: Option<(Lang, Gathered, u32)>,
    /// What was read last (several texts gathered are one), for *say it again*.
    last_read: Option<(Lang, String)>,
}

impl Default for Speaker {
    /// Silent: no voice, off.
    fn default() -> Self {
        Speaker::new(Box::new(NoVoice))
    }
}

impl std::fmt::Debug for Speaker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Speaker")
            .field("on", &self.on)
            .field("last", &self.last)
            .finish_non_exhaustive()
    }
}

impl Speaker {
    /// A speaker reading through `voice`, off until [`Speaker::set_on`].
    pub fn new(voice: Box<dyn Voice>) -> Speaker {
        Speaker {
            voice,
            on: false,
            last: None,
            waiting: None,
            watched: vec![],
            reading: false,
            told: vec![],
            notice: None,
            hold: 0,
            gathered: None,
            last_read: None,
        }
    }

    /// As [`Speaker::new`], a text waiting `frames` frames ([`Speaker::tick`]) for the
    /// texts that appear right after it, read together with them: a screen's texts
    /// that come a frame or two apart (a move's line, then the won box) do not cut each
    /// other off.
    pub fn gathering(voice: Box<dyn Voice>, frames: u32) -> Speaker {
        Speaker {
            hold: frames,
            ..Speaker::new(voice)
        }
    }

    /// Whether texts that appear are read.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Reads the texts that appear from now on, or stops reading (what is being read
    /// stops too).
    pub fn set_on(&mut self, on: bool) {
        if self.on && !on {
            self.silence();
        }
        self.on = on;
    }

    /// A text appeared, in `lang`: read it, cutting off the one being read, unless it is
    /// the one that appeared last (nothing is read twice in a row) or the speaker is
    /// off. An empty text is nothing.
    pub fn say(&mut self, lang: Lang, text: &str) {
        self.say_ranked(lang, usize::MAX, text);
    }

    /// As [`Speaker::say`], the text gathered at `rank` among the texts that come
    /// together: they are read in their ranks' order, whichever came first.
    fn say_ranked(&mut self, lang: Lang, rank: usize, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if self
            .last
            .as_ref()
            .is_some_and(|(l, t)| *l == lang && t == text)
        {
            return;
        }
        self.last = Some((lang, text.to_string()));
        if !self.on {
            self.last_read = self.last.clone();
            return;
        }
        if self.hold == 0 {
            self.read(lang, text);
            return;
        }
        let mut parts = match self.gathered.take() {
            Some((l, before, _)) if l == lang => before,
            _ => vec![],
        };
        parts.push((rank, text.to_string()));
        // Stable: texts of one rank keep the order they came in.
        parts.sort_by_key(|(r, _)| *r);
        self.gathered = Some((lang, parts, self.hold));
    }

    /// What the screen shows this frame, each text in its slot (the turn, the newest
    /// event, a card, a reason…), and whether it is for the reader (`true`) or only
    /// followed. The texts of the slots that changed to a new text and are for the
    /// reader are read together, in the slots' order, as one text that appeared (a
    /// text inside another of them, or the text read last, is not read again); a slot
    /// left out this frame is closed, so its text is new when it shows again. Gathering
    /// ([`Speaker::gathering`]), texts that come a few frames apart are read in the
    /// slots' order too (the won box before the move that won it).
    pub fn show(&mut self, lang: Lang, slots: &[(&'static str, String, bool)]) {
        let mut new: Vec<String> = vec![];
        let mut first_rank = None;
        for (rank, (slot, text, read)) in slots.iter().enumerate() {
            let text = text.trim();
            let changed = match self.watched.iter_mut().find(|(s, _)| s == slot) {
                Some((_, shown)) if shown == text => false,
                Some((_, shown)) => {
                    *shown = text.to_string();
                    true
                }
                None => {
                    self.watched.push((slot, text.to_string()));
                    true
                }
            };
            // What was just read is not read again as part of the next text.
            let just_read = self
                .last
                .as_ref()
                .is_some_and(|(l, t)| *l == lang && t == text);
            if changed && *read && !text.is_empty() && !just_read {
                new.push(text.to_string());
                first_rank.get_or_insert(rank);
            }
        }
        self.watched
            .retain(|(s, _)| slots.iter().any(|(slot, _, _)| slot == s));
        let whole: Vec<&str> = new
            .iter()
            .filter(|t| !new.iter().any(|o| o != *t && o.contains(t.as_str())))
            .map(String::as_str)
            .collect();
        if !whole.is_empty() {
            self.say_ranked(lang, first_rank.unwrap_or(usize::MAX), &sentences(whole));
        }
    }

    /// The last text once more (the key and the speaker button), even with the switch
    /// off: the player asked for it.
    pub fn again(&mut self) {
        if let Some((lang, parts, _)) = self.gathered.take() {
            self.read(lang, &joined(&parts));
        } else if let Some((lang, text)) = self.last_read.clone() {
            self.read(lang, &text);
        }
    }

    /// A box's text, read now because its speaker was pressed (even with the switch
    /// off: the player asked for it), cutting off what is being read; *say it again*
    /// reads it once more.
    pub fn read_now(&mut self, lang: Lang, text: &str) {
        let text = text.trim();
        if !text.is_empty() {
            self.read(lang, text);
        }
    }

    /// Whether there is a voice for `lang`, or may be (the system cannot tell yet):
    /// the speakers beside the texts show only then.
    pub fn speaks(&mut self, lang: Lang) -> bool {
        !self.told.contains(&lang) && self.voice.has_voice(lang) != Some(false)
    }

    /// Whether a text waits to be read ([`Speaker::tick`] must come): the frames go on
    /// until it is.
    pub fn busy(&self) -> bool {
        self.gathered.is_some() || self.waiting.is_some()
    }

    /// The last text that appeared, as shown.
    pub fn last(&self) -> Option<&str> {
        self.last.as_ref().map(|(_, t)| t.as_str())
    }

    /// Once a frame: reads the text that waited for the system's voices, once they are
    /// known.
    pub fn tick(&mut self) {
        if let Some((lang, spoken)) = self.waiting.take() {
            self.utter(lang, spoken);
        }
        match self.gathered.take() {
            Some((lang, parts, 0 | 1)) => self.read(lang, &joined(&parts)),
            Some((lang, parts, left)) => self.gathered = Some((lang, parts, left - 1)),
            None => {}
        }
    }

    /// The notice that the game's language has no voice here, once, for the screen to
    /// show.
    pub fn take_notice(&mut self) -> Option<String> {
        self.notice.take()
    }

    /// Stops reading and forgets a text waiting for the voices.
    fn silence(&mut self) {
        self.waiting = None;
        self.gathered = None;
        if self.reading {
            self.voice.stop();
            self.reading = false;
        }
    }

    fn read(&mut self, lang: Lang, text: &str) {
        self.silence();
        self.last_read = Some((lang, text.to_string()));
        self.utter(lang, speakable(lang, text));
    }

    fn utter(&mut self, lang: Lang, spoken: String) {
        match self.voice.has_voice(lang) {
            Some(true) => {
                self.voice.speak(lang, &spoken);
                self.reading = true;
            }
            None => self.waiting = Some((lang, spoken)),
            Some(false) => {
                if !self.told.contains(&lang) {
                    self.told.push(lang);
                    self.notice = Some(words::say(lang, &SpeechMsg::NoVoice));
                }
            }
        }
    }
}

/// Gathered texts, in their order, read as one.
fn joined(parts: &[(usize, String)]) -> String {
    sentences(parts.iter().map(|(_, t)| t.as_str()))
}

/// Texts read one after the other: each a sentence of its own, also where a line has no
/// stop of its own.
pub fn sentences<'a>(parts: impl IntoIterator<Item = &'a str>) -> String {
    let mut text = String::new();
    for part in parts {
        if !text.is_empty() {
            if !text.ends_with(['.', '!', '?', ':', ';', '…']) {
                text.push('.');
            }
            text.push(' ');
        }
        text.push_str(part);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform::speech::{RecordingVoice, Spoken};

    fn speaker(voice: &RecordingVoice) -> Speaker {
        let mut s = Speaker::new(Box::new(voice.clone()));
        s.set_on(true);
        s
    }

    #[test]
    fn a_text_is_read_once_when_it_appears_in_its_language() {
        let voice = RecordingVoice::new();
        let mut s = speaker(&voice);
        for _ in 0..3 {
            s.show(Lang::Fr, &[("turn", "C’est à Léa !".into(), true)]);
        }
        assert_eq!(voice.said(), [(Lang::Fr, "C’est à Léa !".to_string())]);
    }

    #[test]
    fn a_new_text_cuts_off_the_old_one() {
        let voice = RecordingVoice::new();
        let mut s = speaker(&voice);
        s.say(Lang::De, "Mia ist dran!");
        s.say(Lang::De, "Mia würfelt 3.");
        assert_eq!(
            voice.log(),
            [
                Spoken::Said(Lang::De, "Mia ist dran!".into()),
                Spoken::Stopped,
                Spoken::Said(Lang::De, "Mia würfelt 3.".into()),
            ]
        );
    }

    #[test]
    fn nothing_is_read_twice_in_a_row_but_again_reads_the_last_once_more() {
        let voice = RecordingVoice::new();
        let mut s = speaker(&voice);
        s.say(Lang::En, "Mia's turn!");
        s.say(Lang::En, "Mia's turn!");
        assert_eq!(voice.texts(), ["Mia's turn!"]);
        s.again();
        assert_eq!(voice.texts(), ["Mia's turn!", "Mia's turn!"]);
        // A box that closes and opens again with another text in between is new.
        s.show(Lang::En, &[("why", "Not there.".into(), true)]);
        s.show(Lang::En, &[]);
        s.say(Lang::En, "Mia's turn!");
        assert_eq!(voice.texts().len(), 4);
    }

    #[test]
    fn texts_that_appear_together_are_read_together_and_only_the_readers() {
        let voice = RecordingVoice::new();
        let mut s = speaker(&voice);
        let frame = |event: &str, card: &str| {
            vec![
                ("event", event.to_string(), false),
                ("todo", "Choose a piece.".to_string(), true),
                ("card", card.to_string(), true),
            ]
        };
        s.show(Lang::En, &frame("Green rolls 3.", ""));
        s.show(Lang::En, &frame("Green rolls 3.", ""));
        assert_eq!(voice.texts(), ["Choose a piece."]);
        // A followed slot that changes says nothing; a card that comes is read.
        s.show(Lang::En, &frame("Green draws a card.", "Move 3 back."));
        assert_eq!(voice.texts(), ["Choose a piece.", "Move 3 back."]);
        // Two that come together are one text; one inside the other is read once.
        s.show(
            Lang::En,
            &[
                ("event", "Mia draws a card: Move 3 back.".into(), true),
                ("card", "Move 3 back.".into(), true),
                ("why", "Only a # draws a card.".into(), true),
            ],
        );
        assert_eq!(
            voice.texts().last().map(String::as_str),
            Some("Mia draws a card: Move 3 back. Only a hash draws a card.")
        );
    }

    #[test]
    fn what_was_just_read_is_not_read_again_as_part_of_the_next_text() {
        let voice = RecordingVoice::new();
        let mut s = speaker(&voice);
        s.show(
            Lang::En,
            &[("event", "Mia needs a + (2 tries left).".into(), true)],
        );
        s.show(
            Lang::En,
            &[
                ("event", "Mia needs a + (2 tries left).".into(), true),
                ("turn", "Yellow starts".into(), true),
                ("todo", "Mia needs a + (2 tries left).".into(), true),
                ("hint", "Mia, roll the die!".into(), true),
            ],
        );
        // A part without a stop of its own ends with one.
        assert_eq!(
            voice.texts(),
            [
                "Mia needs a plus (2 tries left).",
                "Yellow starts. Mia, roll the die!"
            ]
        );
    }

    #[test]
    fn texts_a_frame_or_two_apart_are_gathered_and_read_together() {
        let voice = RecordingVoice::new();
        let mut s = Speaker::gathering(Box::new(voice.clone()), 3);
        s.set_on(true);
        s.say(Lang::De, "Gast zieht den Turm einmal.");
        s.tick();
        s.say(Lang::De, "Geschafft! ★★★");
        s.tick();
        s.tick();
        assert_eq!(voice.said(), [] as [(Lang, String); 0], "still gathering");
        s.tick();
        assert_eq!(
            voice.texts(),
            ["Gast zieht den Turm einmal. Geschafft! 3 Sterne von 3"]
        );
        s.again();
        assert_eq!(voice.texts().len(), 2, "again reads the whole");
        assert_eq!(voice.texts()[0], voice.texts()[1]);
    }

    #[test]
    fn gathered_texts_are_read_in_the_slots_order_the_won_box_before_the_move() {
        let voice = RecordingVoice::new();
        let mut s = Speaker::gathering(Box::new(voice.clone()), 3);
        s.set_on(true);
        let slots = |event: &str, won: &str| {
            vec![
                ("won", won.to_string(), true),
                ("event", event.to_string(), true),
            ]
        };
        // The move's line comes a frame before the won box.
        s.show(Lang::De, &slots("Gast zieht den Turm einmal.", ""));
        s.tick();
        s.show(
            Lang::De,
            &slots("Gast zieht den Turm einmal.", "Geschafft! ★★★"),
        );
        for _ in 0..4 {
            s.tick();
            s.show(
                Lang::De,
                &slots("Gast zieht den Turm einmal.", "Geschafft! ★★★"),
            );
        }
        assert_eq!(
            voice.texts(),
            ["Geschafft! 3 Sterne von 3. Gast zieht den Turm einmal."],
            "once, the won box first"
        );
    }

    #[test]
    fn switched_off_it_reads_nothing_but_again_still_reads_when_asked() {
        let voice = RecordingVoice::new();
        let mut s = Speaker::new(Box::new(voice.clone()));
        s.say(Lang::En, "Mia's turn!");
        assert_eq!(voice.texts(), [] as [String; 0]);
        s.again();
        assert_eq!(voice.texts(), ["Mia's turn!"]);
        s.set_on(true);
        s.say(Lang::En, "Mia rolls 2.");
        s.set_on(false);
        assert_eq!(voice.log().last(), Some(&Spoken::Stopped));
    }

    #[test]
    fn without_a_voice_for_the_language_it_stays_silent_and_says_so_once_in_writing() {
        let voice = RecordingVoice::with_languages(&[Lang::En]);
        let mut s = speaker(&voice);
        s.say(Lang::Fr, "C’est à Léa !");
        s.say(Lang::Fr, "Léa lance 3.");
        assert_eq!(voice.said(), [] as [(Lang, String); 0]);
        let notice = s.take_notice().expect("the player is told");
        assert!(notice.contains("voix française"), "{notice}");
        assert_eq!(s.take_notice(), None, "told once");
        // English, which has a voice, is read.
        s.say(Lang::En, "Lea rolls 3.");
        assert_eq!(voice.said(), [(Lang::En, "Lea rolls 3.".to_string())]);
    }

    #[test]
    fn a_text_waits_while_the_system_does_not_know_its_voices_yet() {
        let voice = RecordingVoice::with_languages(&[Lang::Fr]).not_ready();
        let mut s = speaker(&voice);
        s.say(Lang::Fr, "Léa lance #.");
        s.tick();
        assert_eq!(voice.said(), [] as [(Lang, String); 0]);
        voice.set_ready();
        s.tick();
        assert_eq!(
            voice.said(),
            [(Lang::Fr, "Léa lance dièse.".to_string())],
            "read once the voices are known, the symbol in words"
        );
        s.tick();
        assert_eq!(voice.said().len(), 1);
    }
}
