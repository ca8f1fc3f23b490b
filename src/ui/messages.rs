//! Events in words: the line the side panel shows for each event of the rules.

use super::i18n::{Lang, Msg};
use super::App;
use crate::rules::cards::Card;
use crate::rules::Event;

/// How many event lines the side panel keeps; older ones drop off.
pub(super) const MESSAGES_KEPT: usize = 4;

/// A card's text in a language.
pub(super) fn card_text(lang: Lang, card: &Card) -> &str {
    match lang {
        Lang::De => &card.text.de,
        Lang::En => &card.text.en,
    }
}

impl App {
    /// The line for an event, if it is worth one.
    pub(super) fn message_for(&self, e: &Event) -> Option<String> {
        Some(match e {
            Event::RollLost { seat } => self.t(Msg::RollLost(*seat)),
            Event::MissedTurn { seat } => self.t(Msg::MissedTurn(*seat)),
            Event::TryAgain { seat, tries_left } => self.t(Msg::TryAgain(*seat, *tries_left)),
            Event::RollAgain { seat, .. } => self.t(Msg::RollAgain(*seat)),
            Event::Captured { piece, by, .. } => self.t(Msg::Captured {
                victim: piece.seat,
                victim_role: piece.role,
                by: by.seat,
                by_role: by.role,
            }),
            Event::CameHome { piece, .. } => self.t(Msg::CameHome(piece.seat, piece.role)),
            Event::BroughtIn { piece, .. } => self.t(Msg::BroughtIn(piece.seat, piece.role)),
            Event::Finished { seat, placing } => self.t(Msg::Finished(*seat, *placing)),
            Event::GameOver { .. } => self.t(Msg::GameOver),
            Event::CardDrawn { seat, card } => {
                let c = self
                    .shown
                    .deck()
                    .card(card)
                    .map(|c| card_text(self.lang, c).to_owned());
                format!(
                    "{}: {}",
                    self.t(Msg::CardDrawn(*seat)),
                    c.unwrap_or_default()
                )
            }
            Event::CardNotCarriedOut { .. } => self.t(Msg::CardNotCarriedOut),
            Event::Passed { seat } => self.t(Msg::Passed(*seat)),
            Event::WillMissTurn { seat } => self.t(Msg::WillMissTurn(*seat)),
            Event::TurnSkipped { seat } => self.t(Msg::TurnSkipped(*seat)),
            _ => return None,
        })
    }
}
