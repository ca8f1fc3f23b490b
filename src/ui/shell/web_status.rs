//! What is on screen, as one line of JSON for the browser build's page
//! (`window.sslStatus`, through [`crate::platform::show_status`]): the screen, whether
//! the resume offer is up, and the centres of the buttons a person taps next. The
//! browser test (`web/browser_test.py`) follows the game with it and taps there, with
//! real touch events, as a finger on a tablet would.
//!
//! It also lists the actions that have a key but no button on that screen (`keys`):
//! the page shows them as a bar of buttons (`web/plugin.js`) that sends the key, so a
//! tablet or a whiteboard needs no keyboard (the piece school's learner, "try again",
//! "show me" and "back", stepping through the replay).

use crate::ui::i18n::{Lang, Msg, SchoolMsg};
use crate::ui::paint::layout::{Layout, Rect};
use crate::ui::race::setup::Control;
use crate::ui::race::setup_screen::setup_rects;
use crate::ui::school::class_page::ClassButton;
use crate::ui::shell::dialog::shown_buttons;
use crate::ui::shell::start::{ChooseLanguage, StartItem};
use crate::ui::shell::{end_page, name_entry};
use crate::ui::table::input::{Button, CursorItem};
use crate::ui::table::panel::PanelButton;
use crate::ui::{Race, Room, School, Screen, Shell, TableScreen, ROOMS};
use serde_json::{json, Map, Value};
use track::pieces::Location;

/// A key-only action for the page's key bar: the key's `KeyboardEvent.code` and its label.
fn key(code: &str, label: String) -> Value {
    json!({ "code": code, "label": label })
}

/// The centre of button `i` of `rects` as tap spot `name`, if there is such a button.
fn put(tap: &mut Map<String, Value>, name: &str, rects: &[Rect], i: usize) {
    if let Some(r) = rects.get(i) {
        tap.insert(name.into(), centre(*r));
    }
}

fn centre(r: Rect) -> Value {
    json!([(r.x + r.w / 2.0).round(), (r.y + r.h / 2.0).round()])
}

/// The name box's field, *Done* and *Cancel*, over whatever screen opened it.
fn name_box(tap: &mut Map<String, Value>) {
    for (name, r) in name_entry::tap_spots() {
        tap.insert(name.into(), centre(r));
    }
}

/// What the shell hands a room for the page's view of it ([`GameScreen::web_status`]).
pub struct WebAsk<'a> {
    /// The window's size.
    pub w: f32,
    /// The window's height.
    pub h: f32,
    /// The game's language.
    pub lang: Lang,
    /// The room's key bar ([`GameScreen::key_bar`]), as the page shows it.
    pub bar: Vec<Value>,
    /// The tap spots of the layer over the room (a box, an end page, the rules pages:
    /// none there), if one lies over it.
    pub boxed: Option<Vec<(&'static str, Rect)>>,
    /// The pen, to measure words as the room draws them.
    pub pen: &'a crate::ui::paint::draw::Pen<'a>,
}

impl WebAsk<'_> {
    /// The view of a room that names its screen `screen` and whose buttons are `own`
    /// (unless a layer lies over it): its key bar, the name box's spots; the menu is
    /// up when its *Continue* is there to tap.
    pub fn plain<S: Into<String>>(&self, screen: &str, own: Vec<(S, Rect)>) -> String {
        let mut tap: Map<String, Value> = match &self.boxed {
            Some(spots) => spots
                .iter()
                .map(|(n, r)| (n.to_string(), centre(*r)))
                .collect(),
            None => own
                .into_iter()
                .map(|(n, r)| (n.into(), centre(r)))
                .collect(),
        };
        name_box(&mut tap);
        json!({
            "screen": screen,
            "keys": self.bar,
            "lesson": null,
            "resume": false,
            "menu": tap.contains_key("menu_continue"),
            "lang": self.lang.code(),
            "tap": tap,
        })
        .to_string()
    }
}

impl Shell {
    /// The page's view of the game, e.g.
    /// `{"screen":"Setup","resume":true,"lang":"de","tap":{"resume":[640,300],"new":[640,380]}}`.
    pub(in crate::ui) fn web_status(&self, (w, h): (f32, f32)) -> String {
        let pen = crate::ui::paint::draw::Pen { font: &self.font };
        let rules = self.shared.layers.rules_up().is_some();
        let Some(game) = self.rooms.up() else {
            return self.start_web_status(w, h, rules);
        };
        let (bar, boxed) = match rules {
            // The rules pages: their page buttons and Esc are all they need.
            true => (vec![], Some(vec![])),
            false => (
                game.key_bar(self.lang())
                    .into_iter()
                    .map(|(code, label)| key(code, label))
                    .collect(),
                self.shared.layers.tap_spots(&pen, w, h),
            ),
        };
        let ask = WebAsk {
            w,
            h,
            lang: self.lang(),
            bar,
            boxed,
            pen: &pen,
        };
        game.web_status(&ask)
    }

    /// The start screen's view: its tiles and buttons, each named by its game's door, or
    /// the language chooser's buttons.
    fn start_web_status(&self, w: f32, h: f32, rules: bool) -> String {
        let mut tap = Map::new();
        let chooser = self
            .shared
            .layers
            .asked()
            .and_then(|a| a.about::<ChooseLanguage>());
        if rules {
            // The rules pages: their page buttons and Esc are all they need.
        } else if chooser.is_some() {
            // The language chooser: a button per language (`lang_fr`), then Back.
            let names = Lang::ALL.iter().map(|l| format!("lang_{}", l.code()));
            for (name, r) in names.chain(["lang_back".to_string()]).zip(shown_buttons()) {
                tap.insert(name, centre(r));
            }
        } else {
            let items = self.start_items();
            let rects = self.start_rects(w, h);
            for (item, r) in items.iter().zip(rects) {
                // A game's buttons are named by its door.
                let name = match item {
                    StartItem::Continue(d) => match &ROOMS[*d].resume {
                        Some(resume) => resume.tap,
                        None => continue,
                    },
                    StartItem::Tile(d) => ROOMS[*d].tap,
                    StartItem::Open => "open",
                    StartItem::Language => "language",
                    _ => continue,
                };
                tap.insert(name.into(), centre(r));
            }
        }
        json!({
            "screen": "Start",
            "keys": [],
            "lesson": null,
            "resume": false,
            "menu": false,
            "lang": self.lang().code(),
            "tap": tap,
        })
        .to_string()
    }
}

impl<R: Room> TableScreen<R> {
    /// The page's view of the race game or the piece school.
    pub(in crate::ui) fn table_web_status(&self, ask: &WebAsk) -> String {
        let (w, h) = (ask.w, ask.h);
        let boxed = ask.boxed.clone();
        let mut tap = Map::new();
        // The race's end page is its own last word, though on the shell's layers: its
        // buttons (`end_again` …, none in a demo) and its key bar come from the race.
        let covered = boxed.is_some() && !R::end_on_screen(self);
        match self.screen {
            // The menu (`menu_back` …) or "Leave this game?" (`yes`, `no`) on the
            // shell's layers.
            _ if covered => {
                for (name, r) in boxed.into_iter().flatten() {
                    tap.insert(name.into(), centre(r));
                }
            }
            _ if R::web_taps(self, &mut tap, w, h) => {}
            Screen::Game if self.table.card_on_screen() => {
                // A tap anywhere puts the drawn card away once it has been seen.
                tap.insert("card".into(), json!([(w / 2.0).round(), (h / 2.0).round()]));
            }
            Screen::Game => {
                let layout = Layout::new(w, h, self.table.state.board());
                // The first piece or square a person can choose now (a lit target, or a
                // piece on the track).
                let human = self.table.idle()
                    && !self.table.is_computer_turn()
                    && !self.table.state.is_over();
                // Coming home first, then a final target: in step-by-step mode the
                // first lit square may be a step back.
                let mut items = self.table.interaction.cursor_items(&self.table.state);
                crate::order::sort_by_key(&mut items, |item| match item {
                    CursorItem::Lit(l) if l.home => 0,
                    CursorItem::Lit(l) if l.last => 1,
                    _ => 2,
                });
                // Home: a square of the house where no piece at home stands (a tap on
                // one of those chooses that piece).
                let seat = self.table.state.turn().seat;
                let free_house = || {
                    let house = self.table.state.board().seat(seat)?.house.clone();
                    house.into_iter().find(|sq| {
                        let (x, y) = layout.square_rect(*sq).center();
                        self.table.piece_off_grid_at(&layout, x, y).is_none()
                    })
                };
                let first = items.into_iter().find_map(|item| match item {
                    CursorItem::Lit(l) if l.home => free_house().or(Some(l.square)),
                    CursorItem::Lit(l) => Some(l.square),
                    CursorItem::Piece(p) => match self.table.state.position().location(p)? {
                        Location::Track(sq) => Some(sq),
                        _ => None,
                    },
                });
                if let (true, Some(sq)) = (human, first) {
                    tap.insert("choose".into(), centre(layout.square_rect(sq)));
                }
                for (b, r) in self.button_rects(&layout) {
                    match b {
                        PanelButton::Game(Button::Roll) => {
                            tap.insert("roll".into(), centre(r));
                        }
                        PanelButton::Game(Button::BringIn) => {
                            tap.insert("bring_in".into(), centre(r));
                        }
                        PanelButton::Game(Button::DrawCard) => {
                            tap.insert("draw_card".into(), centre(r));
                        }
                        PanelButton::Game(Button::Pass) => {
                            tap.insert("pass".into(), centre(r));
                        }
                        PanelButton::Menu => {
                            tap.insert("menu".into(), centre(r));
                        }
                        PanelButton::Game(Button::StepMode) => {
                            tap.insert("step_mode".into(), centre(r));
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
        // The speakers beside the texts (issue 54): the banner's `speaker_again`, each
        // box's `speaker_1`, `speaker_2`… in the order they are drawn.
        let mut boxes = 0;
        for (r, says) in crate::ui::shell::speaker_button::shown() {
            let name = match says {
                crate::ui::shell::speaker_button::Says::Again => "speaker_again".to_string(),
                crate::ui::shell::speaker_button::Says::Text(_) => {
                    boxes += 1;
                    format!("speaker_{boxes}")
                }
            };
            tap.insert(name, centre(r));
        }
        name_box(&mut tap);
        json!({
            "screen": format!("{:?}", self.screen),
            "keys": self.key_only_actions(covered),
            // A piece-school level: null, or its stars once won (null before) and the
            // rolls (or clicks) made.
            "lesson": R::web_lesson(self),
            "step_mode": self.table.interaction.step_mode,
            "resume": R::web_offer(self),
            "menu": self.menu.is_open(),
            "lang": ask.lang.code(),
            "tap": tap,
        })
        .to_string()
    }

    /// The actions of this screen that only a key reaches, for the page's key bar.
    fn key_only_actions(&self, covered: bool) -> Vec<Value> {
        if covered || self.menu.is_open() {
            return vec![];
        }
        R::web_keys(self)
    }

    /// *Say it again* (A, issue 54) on the page's bar, wherever the table or a school
    /// level reads its texts to someone.
    pub(in crate::ui) fn say_again_key(&self) -> Option<Value> {
        let label = words::say(self.lang, &crate::speech::SpeechMsg::Again);
        self.reads_to_anyone()
            .then(|| key("KeyA", crate::ui::shell::touch::without_keys(&label)))
    }
}

impl TableScreen<Race> {
    /// The race's own tap spots (the resume offer, the setup, the end page);
    /// whether the screen is one of them.
    pub(in crate::ui) fn race_web_taps(
        &self,
        tap: &mut Map<String, Value>,
        w: f32,
        h: f32,
    ) -> bool {
        let tap = &mut *tap;
        let offer = self.race_web_offer();
        match self.screen {
            Screen::Setup if offer => {
                let rects = shown_buttons();
                put(tap, "resume", &rects, 0);
                put(tap, "new", &rects, 1);
                true
            }
            Screen::Setup => {
                for (c, r) in setup_rects(
                    &crate::ui::paint::draw::Pen { font: &self.font },
                    &self.room.setup,
                    self.notice.as_deref(),
                    w,
                    h,
                ) {
                    match c {
                        Control::Name(s) => {
                            tap.insert(format!("name_{}", s.index()), centre(r));
                        }
                        Control::ReadToMe(s) => {
                            tap.insert(format!("read_to_me_{}", s.index()), centre(r));
                        }
                        Control::Start => {
                            tap.insert("start".into(), centre(r));
                        }
                        Control::Back => {
                            tap.insert("back".into(), centre(r));
                        }
                        Control::Variant(1) => {
                            tap.insert("action_game".into(), centre(r));
                        }
                        _ => {}
                    }
                }
                true
            }
            Screen::Game if self.end_on_screen() && !self.cfg.demo => {
                for (name, r) in end_page::shown_buttons() {
                    tap.insert(name.into(), centre(r));
                }
                true
            }
            _ => false,
        }
    }

    /// The race's actions that only a key reaches: *say it again* at the table.
    pub(in crate::ui) fn race_web_keys(&self) -> Vec<Value> {
        match self.screen {
            // (The review bar's layer has its buttons and covers the bar.)
            Screen::Game => self.say_again_key().into_iter().collect(),
            _ => vec![],
        }
    }

    /// Whether the setup offers to resume a saved game.
    pub(in crate::ui) fn race_web_offer(&self) -> bool {
        self.screen == Screen::Setup && self.room.resume.is_some()
    }
}

impl TableScreen<School> {
    /// The schools' own tap spots (the course map, a chess level, the class page, a
    /// level's won box); whether the screen is one of them.
    pub(in crate::ui) fn school_web_taps(
        &self,
        tap: &mut Map<String, Value>,
        w: f32,
        h: f32,
    ) -> bool {
        let tap = &mut *tap;
        match self.screen {
            Screen::Courses if !self.room.map.race => {
                let [class, race, back] = self.course_buttons(w, h);
                tap.insert("course_new".into(), centre(self.new_learner_rect(w, h)));
                tap.insert(
                    "course_read_to_me".into(),
                    centre(self.map_layout(w, h).read_to_me),
                );
                tap.insert("course_class".into(), centre(class));
                tap.insert("course_race".into(), centre(race));
                tap.insert("course_back".into(), centre(back));
                let [track_tab, chess_tab] = self.tab_rects(w, h);
                tap.insert("tab_track".into(), centre(track_tab));
                tap.insert("tab_chess".into(), centre(chess_tab));
                // The level a child would play next (framed in gold).
                let levels = self.level_rects(w, h);
                if let Some((_, _, r)) =
                    levels.get(self.room.map.course_focus.min(levels.len().max(1) - 1))
                {
                    tap.insert("level".into(), centre(*r));
                }
                true
            }
            Screen::ChessLesson => {
                // A chess level: its won box, or its buttons, answers and the first
                // piece that can move.
                if self.chess_won_dialog().is_some() {
                    let rects = shown_buttons();
                    put(tap, "next_level", &rects, 0);
                    put(tap, "try_again", &rects, 1);
                    put(tap, "course_map", &rects, 2);
                } else {
                    let lay = self.chess_lesson_layout(w, h);
                    let [show, again, map] = lay.buttons;
                    tap.insert("show_me".into(), centre(show));
                    tap.insert("try_again".into(), centre(again));
                    tap.insert("course_map".into(), centre(map));
                    for (i, r) in lay.answers.iter().enumerate() {
                        tap.insert(format!("answer_{}", i + 1), centre(*r));
                    }
                    // Two corners of the board: every square lies between them.
                    for (name, sq) in [
                        ("square_a1", ::chess::Square::A1),
                        ("square_h8", ::chess::Square::H8),
                    ] {
                        tap.insert(name.into(), centre(lay.chess.square_rect(sq)));
                    }
                }
                true
            }
            Screen::Class => {
                // The class page: Back, the page arrows on show, the first learner.
                let lay = self.class_layout(w, h);
                for (b, r) in &lay.buttons {
                    let name = match b {
                        ClassButton::Back => "class_back",
                        ClassButton::Up => "class_up",
                        ClassButton::Down => "class_down",
                        ClassButton::Left => "class_left",
                        ClassButton::Right => "class_right",
                    };
                    tap.insert(name.into(), centre(*r));
                }
                if let Some((_, r)) = lay.rows.first() {
                    tap.insert("class_learner".into(), centre(*r));
                }
                true
            }
            Screen::Game
                if self
                    .room
                    .lesson
                    .as_ref()
                    .is_some_and(|run| run.won.is_some()) =>
            {
                // A level's end: two lines of text, then next level, try again, course map.
                let rects = shown_buttons();
                put(tap, "next_level", &rects, 0);
                put(tap, "try_again", &rects, 1);
                put(tap, "course_map", &rects, 2);
                true
            }
            _ => false,
        }
    }

    /// A level of either school: null, or its stars once won (null before) and the
    /// rolls (or clicks) made.
    pub(in crate::ui) fn school_web_lesson(&self) -> Value {
        json!(self
            .room
            .lesson
            .as_ref()
            .map(|run| json!({
                "won": run.won,
                "rolls": run.attempt.rolls(),
            }))
            .or_else(|| self.room.chess_lesson.as_ref().map(|run| json!({
                "won": run.won,
                "rolls": run.attempt.tries(),
                "level": run.attempt.level().id,
            }))))
    }

    /// The schools' actions that only a key reaches.
    pub(in crate::ui) fn school_web_keys(&self) -> Vec<Value> {
        let t = |m: SchoolMsg| words::say(self.lang, &m);
        let back = || key("Escape", words::say(self.lang, &Msg::Back));
        match self.screen {
            Screen::Courses if self.room.map.race => vec![back()],
            // Back, the class page and "how fast?" are buttons of the course map; the
            // class page has its buttons too.
            Screen::Courses => vec![key("ArrowDown", t(SchoolMsg::NextLearnerKey))],
            // A chess level: its buttons, and H for a hint.
            Screen::ChessLesson
                if self.chess_won_dialog().is_none()
                    && self.chess_level().is_some_and(|l| !l.goal.is_question()) =>
            {
                let hint = key(
                    "KeyH",
                    ::words::say(self.lang, &crate::ui::ChessSchoolMsg::HintKey),
                );
                std::iter::once(hint).chain(self.say_again_key()).collect()
            }
            Screen::Game => match &self.room.lesson {
                Some(run) if run.won.is_none() && run.showing.is_none() => vec![
                    key("KeyR", t(SchoolMsg::TryAgain)),
                    key("KeyZ", t(SchoolMsg::ShowMeKey)),
                    back(),
                ]
                .into_iter()
                .chain(self.say_again_key())
                .collect(),
                _ => self.say_again_key().into_iter().collect(),
            },
            _ => vec![],
        }
    }
}
