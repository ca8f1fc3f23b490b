//! The words of the data files: the action cards' texts (`cards.ftl`, `card-` and the
//! card's id) and the piece school's course and level titles and goals (`lessons.ftl`,
//! `course-…`, `level-…` with its `.goal`). The rules' data files keep no words of their
//! own; a card or lesson of one's own (`--cards DIR`, a lesson file) may give its text
//! in the file, for the ids these files do not know.
//!
//! What is shown, first found: the file's text in the language; the game's words in the
//! language; the file's text in English, or in any language it gives; the game's words
//! in English; the id itself. Never empty, never a panic.

use super::fluent::{self, Args};
use super::Lang;
use track::cards::{Card, Texts, Tone};

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
        fluent::try_format(code, &fid, &Args::new()).ok()
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
            .is_some_and(|fid| fluent::try_format(Lang::En.code(), &fid, &Args::new()).is_ok())
}

/// A card's text.
pub fn card_text(lang: Lang, card: &Card) -> String {
    data_text(lang, "card-", card.id.as_str(), None, card.text.as_ref())
}

/// How a card feels to the player who draws it, in a word.
pub fn card_tone(lang: Lang, tone: Tone) -> String {
    let key = match tone {
        Tone::Good => "good",
        Tone::Bad => "bad",
        Tone::Mixed => "mixed",
    };
    fluent::format(lang.code(), "cards-tone", &Args::new().text("tone", key))
}

/// The heads of the `cards` command's columns: id, count, tone, text.
pub fn cards_head(lang: Lang) -> [String; 4] {
    ["id", "count", "tone", "text"].map(|column| {
        fluent::format(
            lang.code(),
            "cards-head",
            &Args::new().text("column", column),
        )
    })
}

/// The `cards` command's last line: how many cards of how many kinds.
pub fn cards_total(lang: Lang, cards: usize, kinds: usize) -> String {
    fluent::format(
        lang.code(),
        "cards-total",
        &Args::new().number("cards", cards).number("kinds", kinds),
    )
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
        Why::NotText => fluent::format(lang.code(), "files-not-text", &Args::new()),
        Why::Said(s) => s.clone(),
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
                .text("error", error.as_str()),
        ),
        FileNote::Unreadable { file, error } => (
            "files-unreadable",
            Args::new()
                .text("file", file.as_str())
                .text("error", error.as_str()),
        ),
    };
    fluent::format(lang.code(), id, &args)
}

/// The note for a card of one's own that has no words (it shows its id).
pub fn card_shows_id(lang: Lang, card: &Card) -> String {
    fluent::format(
        lang.code(),
        "files-card-shows-id",
        &Args::new().text("card", card.id.as_str()),
    )
}
