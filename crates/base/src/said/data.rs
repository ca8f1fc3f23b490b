//! The words of the data files: the action cards' texts (`cards.ftl`, `card-` and the
//! card's id) and the piece school's course and level titles and goals (`lessons.ftl`,
//! `course-…`, `level-…` with its `.goal`). The rules' data files keep no words of their
//! own; a card or lesson of one's own (`--cards DIR`, a lesson file) may give its text
//! in the file, for the ids these files do not know.
//!
//! What is shown, first found: the file's text in the language; the game's words in the
//! language; the file's text in English, or in any language it gives; the game's words
//! in English; the id itself. Never empty, never a panic.

use track::cards::{Card, Texts, Tone};
use words::Args;
use words::Lang;

/// The Fluent id of a data id (`card-swap`, `level-rook-1.goal`), if the data id can be
/// one: letters, digits, `-` and `_` (a `.` would name an attribute).
fn fluent_id(prefix: &str, id: &str, attribute: Option<&str>) -> Option<String> {
    let fits = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    fits.then(|| match attribute {
        Some(a) => format!("{prefix}{id}.{a}"),
        None => format!("{prefix}{id}"),
    })
}

/// A data text in a language, by the order above.
fn data_text(
    lang: Lang,
    prefix: &str,
    id: &str,
    attribute: Option<&str>,
    file: Option<&Texts>,
) -> String {
    let said = |code: &str| {
        let fid = fluent_id(prefix, id, attribute)?;
        words::try_format(code, &fid, &Args::new()).ok()
    };
    file.and_then(|t| t.get(lang.code()).map(str::to_string))
        .or_else(|| said(lang.code()))
        .or_else(|| file.and_then(Texts::any).map(str::to_string))
        .or_else(|| said(Lang::En.code()))
        .unwrap_or_else(|| id.to_string())
}

/// Whether a card has words: the game's, by its id, or its file's.
pub fn card_has_words(card: &Card) -> bool {
    card.text.is_some()
        || fluent_id("card-", card.id.as_str(), None)
            .is_some_and(|fid| words::try_format(Lang::En.code(), &fid, &Args::new()).is_ok())
}

/// A card's text.
pub fn card_text(lang: Lang, card: &Card) -> String {
    data_text(lang, "card-", card.id.as_str(), None, card.text.as_ref())
}

/// The words of the `cards` command's table (`cards-…`).
#[derive(words::Say, Clone, Copy, Debug, PartialEq, Eq)]
#[say(prefix = "cards-")]
pub enum CardsMsg {
    /// A column's head.
    #[say(args(column))]
    Head(Column),
    /// How a card feels to the player who draws it, in a word.
    #[say(args(tone))]
    Tone(Tone),
    /// The last line: how many cards of how many kinds.
    Total {
        /// Cards.
        cards: usize,
        /// Kinds of card.
        kinds: usize,
    },
}

/// A column of the `cards` command's table.
#[derive(words::Selector, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// The card's id.
    Id,
    /// How many of it the deck holds.
    Count,
    /// Its tone.
    Tone,
    /// Its words.
    Text,
}

impl Column {
    /// The columns, left to right.
    pub const ALL: [Column; 4] = [Column::Id, Column::Count, Column::Tone, Column::Text];
}

/// A course's title.
pub fn course_title(lang: Lang, course: &school::Course) -> String {
    data_text(lang, "course-", &course.id, None, course.title.as_ref())
}

/// A level's title.
pub fn level_title(lang: Lang, level: &school::Level) -> String {
    data_text(lang, "level-", &level.id, None, level.title.as_ref())
}

/// A level's goal, in one line.
pub fn level_goal(lang: Lang, level: &school::Level) -> String {
    data_text(
        lang,
        "level-",
        &level.id,
        Some("goal"),
        level.goal_text.as_ref(),
    )
}

/// A note about a stored file the game could not read (`files.ftl`).
pub fn file_note(lang: Lang, note: &crate::save::kept::FileNote) -> String {
    use crate::save::kept::{FileNote, Why};
    let why = |w: &Why| match w {
        Why::NotText => words::format(lang.code(), "files-not-text", &Args::new()),
        Why::Said(s) => s.clone(),
        Why::Unread(e) => words::say(lang, e),
    };
    let (id, args) = match note {
        FileNote::KeptAside {
            file,
            why: w,
            aside,
        } => (
            "files-kept-aside",
            Args::new()
                .text("file", file.as_str())
                .text("why", why(w))
                .text("aside", aside.as_str()),
        ),
        FileNote::NotKeptAside {
            file,
            why: w,
            error,
        } => (
            "files-not-kept-aside",
            Args::new()
                .text("file", file.as_str())
                .text("why", why(w))
                .text("error", words::say(lang, error)),
        ),
        FileNote::Unreadable { file, error } => (
            "files-unreadable",
            Args::new()
                .text("file", file.as_str())
                .text("error", words::say(lang, error)),
        ),
    };
    words::format(lang.code(), id, &args)
}

/// The note for a card of one's own that has no words (it shows its id).
pub fn card_shows_id(lang: Lang, card: &Card) -> String {
    words::format(
        lang.code(),
        "files-card-shows-id",
        &Args::new().quoted("card", card.id.as_str()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use track::cards::{CardSet, MAX_TEXT};

    fn own_card(id: &str, text: Option<&str>) -> Card {
        let text = text.map_or(String::new(), |t| format!("\"text\": {t}, "));
        let json = format!(
            r#"[{{ "id": "{id}", {text}"tone": "good", "roles": [], "needs_protection": false,
               "count": 1, "effect": {{ "type": "roll-again" }} }}]"#
        );
        CardSet::from_files([("own.json".to_string(), json)])
            .expect("a card of one's own")
            .cards
            .remove(0)
    }

    #[test]
    fn every_card_and_lesson_has_its_words_in_every_language() {
        let deck = CardSet::default_deck();
        let courses = school::courses();
        for lang in Lang::ALL {
            let code = lang.code();
            let said = |id: String| {
                words::try_format(code, &id, &Args::new())
                    .unwrap_or_else(|e| panic!("{code}: {id}: {e}"))
            };
            for card in &deck.cards {
                let t = said(format!("card-{}", card.id));
                assert!(!t.trim().is_empty(), "{code}: {}", card.id);
                assert!(
                    t.chars().count() <= MAX_TEXT,
                    "{code}: {} is too long",
                    card.id
                );
                assert!(card_has_words(card));
            }
            for course in &courses {
                said(format!("course-{}", course.id));
                for level in &course.levels {
                    said(format!("level-{}", level.id));
                    said(format!("level-{}.goal", level.id));
                }
            }
        }
    }

    #[test]
    fn every_level_title_is_unique_within_its_course_in_every_language() {
        for lang in Lang::ALL {
            for course in school::courses() {
                let mut seen: Vec<(String, &str)> = vec![];
                for level in &course.levels {
                    let title = level_title(lang, level);
                    if let Some((_, other)) = seen.iter().find(|(t, _)| *t == title) {
                        panic!(
                            "{lang:?}: {} and {other} are both titled '{title}'",
                            level.id
                        );
                    }
                    seen.push((title, &level.id));
                }
            }
        }
    }

    #[test]
    fn a_card_of_ones_own_says_its_file_then_the_games_words_then_its_id() {
        // The file's text in the language comes first, even for a known id.
        let own = own_card("swap", Some(r#"{ "de": "Tauschen!" }"#));
        assert_eq!(card_text(Lang::De, &own), "Tauschen!");
        // In another language, the game's words for the id.
        assert_eq!(
            card_text(Lang::En, &own),
            "Swap any two active pieces, yours or someone else's."
        );
        // An id the game does not know: the file's text, English first, else any.
        let new = own_card("dance", Some(r#"{ "nl": "Dans!", "en": "Dance!" }"#));
        assert_eq!(card_text(Lang::Nl, &new), "Dans!");
        assert_eq!(card_text(Lang::De, &new), "Dance!");
        let dutch = own_card("dance", Some(r#"{ "nl": "Dans!" }"#));
        assert_eq!(card_text(Lang::Pt, &dutch), "Dans!");
        assert!(card_has_words(&dutch));
        // Neither: the id, and the note says so.
        let bare = own_card("dance", None);
        assert_eq!(card_text(Lang::De, &bare), "dance");
        assert!(!card_has_words(&bare));
        assert!(card_shows_id(Lang::En, &bare).contains("'dance'"));
    }

    #[test]
    fn an_id_that_cannot_be_a_fluent_id_is_shown_as_it_is() {
        for id in ["swap.goal", "ä", "two words", "tone"] {
            let card = own_card(id, None);
            assert_eq!(card_text(Lang::En, &card), id);
        }
    }

    #[test]
    fn a_lesson_of_ones_own_says_its_file_then_the_games_words_then_its_id() {
        let text = r#"{ "id": "mine", "title": {"fr": "Le mien"}, "levels": [
          { "id": "rook-1", "goal_text": {"de": "Los!"},
            "pieces": [{"seat": 0, "role": "rook", "at": [10, 16]}], "seat": 0,
            "goal": {"type": "stars", "stars": [[16, 16]]}, "pips": 1, "par": 1 },
          { "id": "mine-2",
            "pieces": [{"seat": 0, "role": "rook", "at": [10, 16]}], "seat": 0,
            "goal": {"type": "stars", "stars": [[16, 16]]}, "pips": 1, "par": 1 } ] }"#;
        let course = school::parse_course("mine.json", text).expect("a course of one's own");
        assert_eq!(course_title(Lang::En, &course), "Le mien");
        let (known, new) = (&course.levels[0], &course.levels[1]);
        assert_eq!(level_goal(Lang::De, known), "Los!");
        assert_eq!(level_goal(Lang::En, known), "Move the rook onto the star.");
        assert_eq!(level_title(Lang::De, known), "Geradeaus");
        assert_eq!(
            (level_title(Lang::En, new), level_goal(Lang::En, new)),
            ("mine-2".to_string(), "mine-2".to_string())
        );
    }

    #[test]
    fn the_cards_table_says_its_words_in_the_language() {
        use words::say;
        assert_eq!(words::unsaid::<CardsMsg>(), [] as [String; 0]);
        assert_eq!(say(Lang::En, &CardsMsg::Tone(Tone::Mixed)), "mixed");
        assert_eq!(say(Lang::De, &CardsMsg::Tone(Tone::Bad)), "schlecht");
        assert_eq!(
            Column::ALL.map(|c| say(Lang::En, &CardsMsg::Head(c))),
            ["id", "count", "tone", "text"].map(String::from)
        );
        let total = |cards, kinds| say(Lang::En, &CardsMsg::Total { cards, kinds });
        assert_eq!(total(29, 21), "29 cards in 21 kinds");
        assert_eq!(total(1, 1), "1 card in 1 kind");
    }

    #[test]
    fn a_kept_aside_note_is_said_in_the_language_around_the_readers_words() {
        use crate::save::kept::{FileNote, Why};
        let kept = FileNote::KeptAside {
            file: "settings.json".into(),
            why: Why::Said("expected value at line 1 column 1".into()),
            aside: "settings.json.broken".into(),
        };
        assert_eq!(
            file_note(Lang::En, &kept),
            "settings.json: expected value at line 1 column 1; kept aside as settings.json.broken"
        );
        assert_eq!(
            file_note(Lang::De, &kept),
            "settings.json: expected value at line 1 column 1; beiseitegelegt als settings.json.broken"
        );
        let not_text = FileNote::NotKeptAside {
            file: "progress.json".into(),
            why: Why::NotText,
            error: crate::platform::WriteError::System("denied".into()),
        };
        assert_eq!(
            file_note(Lang::En, &not_text),
            "progress.json: not UTF-8 text; could not keep it aside: denied"
        );
        for lang in Lang::ALL {
            let said = file_note(lang, &not_text);
            assert!(said.starts_with("progress.json"), "{lang:?}: {said}");
            assert!(said.contains("denied"), "{lang:?}: {said}");
        }
    }
}
