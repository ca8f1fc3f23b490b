//! Action cards ("Aktionskarten"): the deck as JSON, strictly loaded (rules.md §7).

use super::pieces::Role;
use super::variant::{HouseRule, HouseRules, Variant};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The longest card text, in characters.
pub const MAX_TEXT: usize = 90;

/// The embedded default deck: (file name, JSON).
pub const DEFAULT_DECK: &[(&str, &str)] =
    &[("deck.json", include_str!("../../../cards/deck.json"))];

/// How a card feels to the player who draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tone {
    /// Helps the drawer.
    Good,
    /// Hurts the drawer.
    Bad,
    /// Could go either way.
    Mixed,
}

/// A text that a data file may give itself, by language code: the fallback of a card
/// or lesson that the game's own words (the app's Fluent files, by the card's or
/// level's id) do not know. The words of the embedded deck and lessons are not here:
/// words belong to the app, not to the rules. Any of the eight languages may be given;
/// an unknown one is an error, like every unknown field.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Texts {
    /// German.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub de: Option<String>,
    /// English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub en: Option<String>,
    /// French.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fr: Option<String>,
    /// Italian.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub it: Option<String>,
    /// Norwegian (Bokmål).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no: Option<String>,
    /// Spanish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub es: Option<String>,
    /// Dutch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nl: Option<String>,
    /// Portuguese.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pt: Option<String>,
}

impl Texts {
    /// The texts given, as (language code, text), in the order of the fields.
    pub fn given(&self) -> impl Iterator<Item = (&'static str, &str)> {
        [
            ("de", &self.de),
            ("en", &self.en),
            ("fr", &self.fr),
            ("it", &self.it),
            ("no", &self.no),
            ("es", &self.es),
            ("nl", &self.nl),
            ("pt", &self.pt),
        ]
        .into_iter()
        .filter_map(|(code, t)| t.as_deref().map(|t| (code, t)))
    }

    /// The text in a language (`de`, `en`, …), if the file gives it.
    pub fn get(&self, code: &str) -> Option<&str> {
        self.given().find(|(c, _)| *c == code).map(|(_, t)| t)
    }

    /// The text for a language the file does not give: English, else the first given.
    pub fn any(&self) -> Option<&str> {
        self.get("en")
            .or_else(|| self.given().next().map(|(_, t)| t))
    }

    /// Checks the texts: at least one language, none empty, none longer than `max`
    /// characters. The error says which language, and what is wrong.
    pub fn check(&self, max: usize) -> Result<(), TextProblem> {
        if self.given().next().is_none() {
            return Err(TextProblem::NoLanguage);
        }
        for (lang, t) in self.given() {
            if t.trim().is_empty() {
                return Err(TextProblem::Empty(lang));
            }
            let length = t.chars().count();
            if length > max {
                return Err(TextProblem::TooLong { lang, length });
            }
        }
        Ok(())
    }
}

/// What is wrong with a file's [`Texts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextProblem {
    /// `"text": {}`: no language at all.
    NoLanguage,
    /// An empty text, in a language.
    Empty(&'static str),
    /// A text too long, in a language.
    TooLong {
        /// The language code.
        lang: &'static str,
        /// Its length in characters.
        length: usize,
    },
}

/// What a card does: a closed vocabulary, checked at load time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    remote = "Self",
    tag = "type",
    rename_all = "kebab-case",
    deny_unknown_fields
)]
pub enum Effect {
    /// Every piece of this kind, wherever it is, goes to a start field of its owner.
    AllToStart {
        /// The kind.
        role: Role,
    },
    /// Swap any two active pieces, own or foreign.
    Swap,
    /// The drawer's active piece of this kind makes this many moves now (a roll).
    ExtraMoves {
        /// The kind.
        role: Role,
        /// How many moves.
        moves: u8,
    },
    /// The drawer's active piece of this kind goes back to the start box.
    OwnToBox {
        /// The kind.
        role: Role,
    },
    /// Send an opponent's active piece back to its box (not one on its own pause field, nor a covered one).
    OpponentToBox,
    /// The drawer misses their next turn.
    MissTurn,
    /// The drawer rolls again.
    RollAgain,
    /// Put one of your active pieces on a free pause field of your colour.
    SafeSpot,
    /// Bring a piece from your box onto a start field.
    BringIn,
    /// Your active king and one of your active rooks swap places.
    Castling,
    /// Your active pawn makes this many queen moves now.
    Promotion {
        /// How many moves.
        moves: u8,
    },
    /// Roll again, and this roll may capture covered pieces too.
    CaptureCovered,
}

crate::strict::tagged_without_stray_fields!(Effect, |e| Effect::UNIT_VARIANTS.contains(e));

impl Effect {
    /// The effects without fields (see [`crate::strict`]: they take no field either).
    pub const UNIT_VARIANTS: [Effect; 8] = [
        Effect::Swap,
        Effect::OpponentToBox,
        Effect::MissTurn,
        Effect::RollAgain,
        Effect::SafeSpot,
        Effect::BringIn,
        Effect::Castling,
        Effect::CaptureCovered,
    ];

    /// The effect's tag, as written in the JSON.
    pub fn name(&self) -> &'static str {
        match self {
            Effect::AllToStart { .. } => "all-to-start",
            Effect::Swap => "swap",
            Effect::ExtraMoves { .. } => "extra-moves",
            Effect::OwnToBox { .. } => "own-to-box",
            Effect::OpponentToBox => "opponent-to-box",
            Effect::MissTurn => "miss-turn",
            Effect::RollAgain => "roll-again",
            Effect::SafeSpot => "safe-spot",
            Effect::BringIn => "bring-in",
            Effect::Castling => "castling",
            Effect::Promotion { .. } => "promotion",
            Effect::CaptureCovered => "capture-covered",
        }
    }
}

/// The stable id of a card kind, as written in the deck files (`"swap"`). The deck's
/// `validate()` pass checks that ids are unique, so an id names one card kind.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub String);

impl CardId {
    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::ops::Deref for CardId {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl From<&str> for CardId {
    fn from(s: &str) -> CardId {
        CardId(s.to_string())
    }
}

impl PartialEq<str> for CardId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for CardId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

/// One action card as written in the deck files.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// A stable id, unique in the deck.
    pub id: CardId,
    /// The card's own text, for a card the game's words do not know by its id (a deck
    /// of one's own); the embedded deck gives none (its words are the app's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<Texts>,
    /// Good, bad or mixed for the drawer.
    pub tone: Tone,
    /// The piece kinds the card names (cards naming king or pawn leave small games).
    pub roles: Vec<Role>,
    /// Only in the deck when the protection rule is on.
    pub needs_protection: bool,
    /// Copies in the deck.
    pub count: u8,
    /// What it does.
    pub effect: Effect,
}

/// What is wrong with a deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckErrorKind {
    /// The file or directory could not be read.
    Io(String),
    /// The JSON is malformed or does not fit the card schema (unknown effect,
    /// unknown piece kind, unknown language, unknown field…).
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// serde's explanation.
        message: String,
    },
    /// A field on an effect that takes none (`{"type": "swap", "x": 1}`).
    UnknownField(crate::strict::StrayField),
    /// A text longer than [`MAX_TEXT`] characters.
    TextTooLong {
        /// The language code (`de`, `en`, …).
        lang: &'static str,
        /// Its length.
        length: usize,
    },
    /// An empty text, in a language.
    EmptyText(&'static str),
    /// A `text` that gives no language (`"text": {}`).
    NoLanguage,
    /// A blank id (the id names the card's words).
    EmptyId,
    /// Two cards with one id.
    DuplicateId,
    /// A count of 0.
    ZeroCount,
    /// A move count of 0 or more than 12.
    BadMoves(u8),
    /// The kinds listed do not include the kind the effect names.
    RoleNotListed(Role),
    /// No cards at all.
    EmptyDeck,
}

/// A deck error: the file, the card id where there is one, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckError {
    /// The file (or directory) concerned.
    pub file: String,
    /// The card, when the error is about one.
    pub card: Option<String>,
    /// What is wrong.
    pub kind: DeckErrorKind,
}

impl fmt::Display for DeckError {
    /// The file, the position and card where known, and the kind as data
    /// (`x.json ['mute']: NoLanguage`): the app says it in words
    /// (`said::deck`); serde's own message stays as serde says it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.file)?;
        if let DeckErrorKind::Json { line, column, .. } = &self.kind {
            write!(f, ":{line}:{column}")?;
        }
        if let Some(c) = &self.card {
            write!(f, " ['{c}']")?;
        }
        match &self.kind {
            DeckErrorKind::Json { message, .. } => write!(f, ": {message}"),
            kind => write!(f, ": {kind:?}"),
        }
    }
}

impl std::error::Error for DeckError {}

/// All card definitions of a deck, in file order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardSet {
    /// The cards.
    pub cards: Vec<Card>,
}

impl CardSet {
    /// The embedded default deck.
    pub fn default_deck() -> CardSet {
        Self::from_files(
            DEFAULT_DECK
                .iter()
                .map(|(n, t)| (n.to_string(), t.to_string())),
        )
        .expect("the embedded deck is valid")
    }

    /// Parses and validates deck files given as (name, JSON text). Each file holds a
    /// JSON array of cards.
    ///
    /// # Errors
    /// A [`DeckError`] naming the file, and the card and position where known.
    pub fn from_files(
        files: impl IntoIterator<Item = (String, String)>,
    ) -> Result<CardSet, DeckError> {
        let mut cards: Vec<Card> = Vec::new();
        let mut last_file = String::from("<none>");
        for (name, text) in files {
            // A byte-order mark, as some editors write one, is no part of the text.
            let text = text
                .strip_prefix(|c: char| c as u32 == 0xFEFF)
                .map(str::to_string)
                .unwrap_or(text);
            // Named before the typed reading, which refuses it in serde's words.
            bare_effects(&text).map_err(|(card, message)| DeckError {
                file: name.clone(),
                card,
                kind: DeckErrorKind::UnknownField(message),
            })?;
            let parsed: Vec<Card> = serde_json::from_str(&text).map_err(|e| DeckError {
                file: name.clone(),
                card: card_id_near(&text, e.line()),
                kind: DeckErrorKind::Json {
                    line: e.line(),
                    column: e.column(),
                    message: e.to_string(),
                },
            })?;
            for card in parsed {
                validate(&card, &cards).map_err(|kind| DeckError {
                    file: name.clone(),
                    card: Some(card.id.to_string()),
                    kind,
                })?;
                cards.push(card);
            }
            last_file = name;
        }
        if cards.is_empty() {
            return Err(DeckError {
                file: last_file,
                card: None,
                kind: DeckErrorKind::EmptyDeck,
            });
        }
        Ok(CardSet { cards })
    }

    /// The cards (with their counts) in the deck of a variant: cards naming kinds the
    /// variant does not play are out, and capture-covered cards need the protection rule.
    pub fn for_variant(&self, variant: &Variant, rules: &HouseRules) -> Vec<&Card> {
        let protection = variant.protection || rules.has(HouseRule::ProtectCovered);
        self.cards
            .iter()
            .filter(|c| c.roles.iter().all(|r| variant.roles.contains(r)))
            .filter(|c| !c.needs_protection || protection)
            .collect()
    }
}

/// The `validate()` pass after parsing: what the schema cannot say.
fn validate(card: &Card, earlier: &[Card]) -> Result<(), DeckErrorKind> {
    if card.id.trim().is_empty() {
        return Err(DeckErrorKind::EmptyId);
    }
    if let Some(text) = &card.text {
        text.check(MAX_TEXT).map_err(|p| match p {
            TextProblem::NoLanguage => DeckErrorKind::NoLanguage,
            TextProblem::Empty(lang) => DeckErrorKind::EmptyText(lang),
            TextProblem::TooLong { lang, length } => DeckErrorKind::TextTooLong { lang, length },
        })?;
    }
    if earlier.iter().any(|c| c.id == card.id) {
        return Err(DeckErrorKind::DuplicateId);
    }
    if card.count == 0 {
        return Err(DeckErrorKind::ZeroCount);
    }
    let named = match &card.effect {
        Effect::AllToStart { role } | Effect::OwnToBox { role } => vec![*role],
        Effect::ExtraMoves { role, moves } => {
            if *moves == 0 || *moves > 12 {
                return Err(DeckErrorKind::BadMoves(*moves));
            }
            vec![*role]
        }
        Effect::Promotion { moves } => {
            if *moves == 0 || *moves > 12 {
                return Err(DeckErrorKind::BadMoves(*moves));
            }
            vec![Role::Pawn]
        }
        Effect::Castling => vec![Role::King, Role::Rook],
        _ => vec![],
    };
    for r in named {
        if !card.roles.contains(&r) {
            return Err(DeckErrorKind::RoleNotListed(r));
        }
    }
    Ok(())
}

/// The id of the card being parsed near a line, for syntax error messages.
fn card_id_near(text: &str, line: usize) -> Option<String> {
    text.lines()
        .take(line.max(1))
        .filter_map(|l| {
            let l = l.trim();
            let rest = l
                .strip_prefix("\"id\"")?
                .trim_start()
                .strip_prefix(':')?
                .trim();
            Some(rest.trim_end_matches(',').trim_matches('"').to_string())
        })
        .last()
}

/// Refuses a field on an effect that takes none (`{"type":"swap","x":1}`), which the
/// typed reading lets through (see [`crate::strict`]): the card and the field.
fn bare_effects(text: &str) -> Result<(), (Option<String>, crate::strict::StrayField)> {
    let tags = crate::strict::unit_tags(&Effect::UNIT_VARIANTS);
    let Ok(serde_json::Value::Array(cards)) = serde_json::from_str(text) else {
        return Ok(());
    };
    for card in &cards {
        if let Some(effect) = card.get("effect") {
            crate::strict::bare_unit_variants(effect, &tags).map_err(|m| {
                let id = card.get("id").and_then(|i| i.as_str()).map(str::to_string);
                (id, m)
            })?;
        }
    }
    Ok(())
}
