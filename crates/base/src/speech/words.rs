//! The words of *Read to me* (`SpeechMsg`, `#[derive(Say)]`: id `speech-` and the
//! variant in kebab case, the words in `assets/i18n/<language>/speech.ftl`).

/// A text of the voice: a symbol said in words, the notice that a language has no
/// voice, the switches.
#[derive(words::Say, Clone, Debug, PartialEq, Eq)]
#[say(prefix = "speech-")]
pub enum SpeechMsg {
    /// `+` inside a text.
    Plus,
    /// `#` inside a text.
    Hash,
    /// A die showing `+`, said alone with what it does.
    FacePlus,
    /// A die showing `#`, said alone with what it does.
    FaceHash {
        /// Whether the game has action cards (a `#` may draw one).
        cards: bool,
    },
    /// Stars drawn as ★★☆.
    Stars {
        /// The gold stars.
        got: usize,
        /// All the stars drawn.
        of: usize,
    },
    /// `×` between two numbers.
    Times,
    /// The system has no voice for the game's language.
    NoVoice,
    /// The switch of a seat or of the school.
    ReadToMe {
        /// Whether it is on.
        state: bool,
    },
    /// The button that says the text again.
    Again,
    /// Whose turn it is and what to do first: roll.
    #[say(args(name))]
    RollTheDie(String),
    /// A level of the piece school: roll.
    Roll,
}

/// The choices of a decision, as the voice offers them ("You can choose: Bring in,
/// Draw a card or Do nothing."): the buttons' labels, said.
pub fn choices(labels: Vec<words::Key>) -> words::Key {
    (
        "speech-choose",
        words::Args::new().list("choices", words::Join::Or, labels),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_of_the_voice_is_said_in_every_language() {
        assert_eq!(words::unsaid::<SpeechMsg>(), [] as [String; 0]);
    }
}
