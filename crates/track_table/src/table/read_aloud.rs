//! *Read to me* at the track table and in the schools (issue 54): what the race, a
//! level of the piece school, a level of the chess school and the end page show, handed
//! to `base`'s [`Speaker`] once a frame (a chess level's texts and the winner come from
//! the rooms, through [`crate::Room::screen_shown`] and [`crate::Room::end_title`]), each text in its slot. Read to whoever's
//! switch is on: the seat on turn hears whose turn it is and what to do, the die's
//! choices, the reasons and the hints; every card and the winner are read when anyone
//! at the table hears the texts; the schools read the level's goal when it opens, the
//! wrong tries' reasons, the hints and the won box.
//!
//! The words are the screens' own (the panel's instructions, the event's line, the
//! card's text, the why-not bubble, the won box); what to read is decided window-free
//! ([`Shown`], [`turn_text`], [`decision_text`]).

use crate::i18n::Lang;
use crate::table::animation::Playing;
use crate::table::interact::Button;
use crate::table::panel::{banner_height, speaker_side, Need};
use crate::table::screen::{Room, Screen, TableScreen};
use base::said::{card_text, Msg};
use base::speech::{choices, sentences, Speaker, SpeechMsg};
use paint::layout::{Layout, Rect};
use shell::speaker_button;
use track::dice::Face;
use track::{Event, Phase, State};

/// What the table shows this frame that the voice may read, each in its slot; `None`
/// (or empty) where it shows nothing of the kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// Whether the seat on turn (or the learner) hears the texts.
    pub reader: bool,
    /// Whether anyone at the table hears them (the cards and the winner are read then).
    pub anyone: bool,
    /// Whose turn it is and what to do first.
    pub turn: Option<String>,
    /// The newest event's line.
    pub event: Option<String>,
    /// What the die says to do, and the buttons to choose from.
    pub choices: Option<String>,
    /// What to do now (the panel's instructions that are always shown).
    pub todo: Vec<String>,
    /// The card drawn or being played.
    pub card: Option<String>,
    /// Why a square or an input was refused, or a wrong try's words.
    pub why: Option<String>,
    /// The hint on show, and why.
    pub hint: Option<String>,
    /// The level's goal (and, in the chess school, its lesson).
    pub goal: Option<String>,
    /// The won box.
    pub won: Option<String>,
    /// The end page's winner.
    pub end: Option<String>,
}

impl Shown {
    /// The slots for [`Speaker::show`], in the order they are read when they come
    /// together, each marked for the reader or not.
    pub fn slots(&self) -> Vec<(&'static str, String, bool)> {
        let text = |t: &Option<String>| t.clone().unwrap_or_default();
        vec![
            ("goal", text(&self.goal), self.reader),
            // A level's won box before the move that won it.
            ("won", text(&self.won), self.reader),
            ("event", text(&self.event), self.reader),
            ("turn", text(&self.turn), self.reader),
            ("choices", text(&self.choices), self.reader),
            (
                "todo",
                sentences(self.todo.iter().map(String::as_str)),
                self.reader,
            ),
            ("card", text(&self.card), self.anyone),
            ("why", text(&self.why), self.reader),
            ("hint", text(&self.hint), self.reader),
            ("end", text(&self.end), self.anyone),
        ]
    }

    /// Hands the slots to the speaker, switched on while anyone hears them.
    pub fn read(&self, lang: Lang, speaker: &mut Speaker) {
        speaker.set_on(self.anyone);
        speaker.show(lang, &self.slots());
    }
}

/// Whose turn it is and what to do, while the seat on turn has to roll: "Mia, roll the
/// die!" (`name`), or in a level of the piece school "Roll the die!" (`None`).
pub fn turn_text(lang: Lang, state: &State, name: Option<String>) -> Option<String> {
    if state.is_over() || !matches!(state.phase(), Phase::Roll) {
        return None;
    }
    Some(match name {
        Some(name) => words::say(lang, &SpeechMsg::RollTheDie(name)),
        None => words::say(lang, &SpeechMsg::Roll),
    })
}

/// What the die says to do with a `+` or a `#` and the buttons to choose from ("plus:
/// bring a piece in. You can choose: Bring in, Draw a card or Do nothing."), while the
/// seat on turn decides on one; `buttons` are the decision's buttons on show.
pub fn decision_text(lang: Lang, state: &State, buttons: &[Button]) -> Option<String> {
    let Phase::Decide { white, .. } = state.phase() else {
        return None;
    };
    let cards = state.setup().variant.action;
    let face = match white {
        Face::Plus => SpeechMsg::FacePlus,
        Face::Hash => SpeechMsg::FaceHash { cards },
        Face::Pips(_) => return None,
    };
    let labels: Vec<words::Key> = buttons
        .iter()
        .filter_map(|b| match b {
            Button::BringIn => Some(Msg::BringInButton),
            Button::DrawCard => Some(Msg::DrawCardButton),
            Button::Pass => Some(Msg::PassButton),
            _ => None,
        })
        .map(|m| words::Say::key(&m))
        .collect();
    let face = words::say(lang, &face);
    if labels.is_empty() {
        return Some(face);
    }
    Some(format!(
        "{face}. {}",
        words::say(lang, &choices(labels)).trim_start()
    ))
}

impl<R: Room> TableScreen<R> {
    /// Once a frame, after the frame's update: what the screen shows, to the speaker;
    /// the speaker's notice that the language has no voice among the panel's lines.
    pub fn read_aloud(&mut self, speaker: &mut Speaker) {
        let shown = match self.screen {
            Screen::Game if !R::reviewing(self) && !self.menu.is_open() => self.table_shown(),
            Screen::Game => Shown::default(),
            _ => R::screen_shown(self),
        };
        shown.read(self.lang, speaker);
        if let Some(notice) = speaker.take_notice() {
            self.table.messages.push_front(notice);
        }
    }

    /// Whether the screen reads its texts to anyone: the schools by their switch, the
    /// race to each seat by its own.
    pub fn reads_to_anyone(&self) -> bool {
        R::reads_to_anyone(self)
    }

    /// Where the turn banner's speaker stands (it reads the last text again): at the
    /// right end of the panel's turn banner (left of it in a narrow panel), on the
    /// race's and the piece school's table, while the speakers show
    /// (`shell/speaker_button.rs`).
    pub fn banner_speaker(&self, layout: &Layout) -> Option<Rect> {
        let on = speaker_button::reading()
            && self.screen == Screen::Game
            && !R::reviewing(self)
            && !self.menu.is_open();
        if !on {
            return None;
        }
        let p = layout.panel;
        let banner_h = banner_height(layout);
        let side = speaker_side(banner_h);
        // A narrow panel (a 4:3 window) keeps its banner's whole width for the words:
        // the button stands left of it, in the room between the board and the panel.
        let x = if layout.narrow_panel() {
            p.x - side - 6.0
        } else {
            p.x + p.w - side - 4.0
        };
        Some(Rect {
            x,
            y: p.y + (banner_h - side) / 2.0,
            w: side,
            h: side,
        })
    }

    /// The race or a level of the piece school.
    fn table_shown(&self) -> Shown {
        let lang = self.lang;
        let s = &self.table.state;
        // The seat whose events are on show: the true state may be turns ahead while
        // a computer's moves are still shown.
        let seat = self.table.shown.turn().seat;
        let lesson = R::coached(self);
        let (reader, anyone) = (R::hears(self, seat), self.reads_to_anyone());
        // While the won box or the end page is up, nothing is asked of anyone.
        let settled = self.table.idle()
            && self.person_to_act()
            && R::coach_won(self).is_none()
            && !R::end_on_screen(self);
        let card = match &self.table.playing {
            Some(Playing {
                event: Event::CardDrawn { card, .. },
                ..
            }) => self
                .table
                .shown
                .deck()
                .card(card)
                .map(|c| card_text(lang, c)),
            _ => match s.phase() {
                Phase::Card { card, .. } => s.deck().card(card).map(|c| card_text(lang, c)),
                _ => None,
            },
        };
        let lesson_lines: Vec<String> = R::coach_lines(self).into_iter().map(|h| h.text).collect();
        // "Choose a piece (click or 1–6)" is heard as "Choose a piece": the keys are
        // for the eyes.
        let (choose_keys, choose_said) = (
            words::say(lang, &Msg::ChoosePiece),
            words::say(lang, &Msg::ChoosePieceSaid),
        );
        let todo = if settled {
            self.hints()
                .into_iter()
                .filter(|h| h.need == Need::Must)
                .map(|h| {
                    if h.text == choose_keys {
                        choose_said.clone()
                    } else {
                        h.text
                    }
                })
                .filter(|t| {
                    Some(t) != card.as_ref()
                        && Some(t) != self.table.hint_why.as_ref()
                        && !lesson_lines.contains(t)
                })
                .collect()
        } else {
            vec![]
        };
        let buttons = if settled {
            self.table.interaction.buttons(s)
        } else {
            vec![]
        };
        let name = (!lesson).then(|| self.seat_name(seat));
        Shown {
            reader,
            anyone,
            turn: settled
                .then(|| turn_text(lang, s, name))
                .flatten()
                .filter(|_| !R::finding_squares(self)),
            event: self.table.messages.front().cloned(),
            choices: settled.then(|| decision_text(lang, s, &buttons)).flatten(),
            todo,
            card,
            why: self
                .table
                .refusal
                .as_ref()
                .and_then(|said| self.refusal_words(said))
                .map(|(text, _)| text),
            hint: self.table.hint_why.clone(),
            goal: R::coach_goal(self),
            end: R::end_title(self),
            won: R::coach_won(self),
        }
    }
}
