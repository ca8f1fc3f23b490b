//! What is on screen, as one line of JSON for the browser build's page
//! (`window.sslStatus`, through [`base::platform::show_status`]): the screen, whether
//! the resume offer is up, and the centres of the buttons a person taps next. The
//! browser test (`web/browser_test.py`) follows the game with it and taps there, with
//! real touch events, as a finger on a tablet would.
//!
//! It also lists the actions that have a key but no button on that screen (`keys`):
//! the page shows them as a bar of buttons (`web/plugin.js`) that sends the key, so a
//! tablet or a whiteboard needs no keyboard (the piece school's learner, "try again",
//! "show me" and "back", stepping through the replay).

use crate::dialog::shown_buttons;
use crate::door::doors;
use crate::i18n::Lang;
use crate::name_entry;
use crate::start::{ChooseLanguage, StartItem};
use crate::Shell;
use paint::layout::Rect;
use serde_json::{json, Map, Value};

/// A key-only action for the page's key bar: the key's `KeyboardEvent.code` and its label.
pub fn key(code: &str, label: String) -> Value {
    json!({ "code": code, "label": label })
}

/// The centre of button `i` of `rects` as tap spot `name`, if there is such a button.
pub fn put(tap: &mut Map<String, Value>, name: &str, rects: &[Rect], i: usize) {
    if let Some(r) = rects.get(i) {
        tap.insert(name.into(), centre(*r));
    }
}

pub fn centre(r: Rect) -> Value {
    json!([(r.x + r.w / 2.0).round(), (r.y + r.h / 2.0).round()])
}

/// The name box's field, *Done* and *Cancel*, over whatever screen opened it.
pub fn name_box(tap: &mut Map<String, Value>) {
    for (name, r) in name_entry::tap_spots() {
        tap.insert(name.into(), centre(r));
    }
}

/// What the shell hands a room for the page's view of it ([`crate::GameScreen::web_status`]).
pub struct WebAsk<'a> {
    /// The window's size.
    pub w: f32,
    /// The window's height.
    pub h: f32,
    /// The game's language.
    pub lang: Lang,
    /// The room's key bar ([`crate::GameScreen::key_bar`]), as the page shows it.
    pub bar: Vec<Value>,
    /// The tap spots of the layer over the room (a box, an end page, the rules pages:
    /// none there), if one lies over it.
    pub boxed: Option<Vec<(&'static str, Rect)>>,
    /// The pen, to measure words as the room draws them.
    pub pen: &'a paint::draw::Pen<'a>,
}

impl WebAsk<'_> {
    /// The view of a room that names its screen `screen` and whose buttons are `own`
    /// (unless a layer lies over it): its key bar, the name box's spots; the menu is
    /// up when its *Continue* is there to tap.
    pub fn plain<S: Into<String>>(&self, screen: &str, own: Vec<(S, Rect)>) -> String {
        self.plain_view(screen, own).to_string()
    }

    /// [`WebAsk::plain`] as a JSON value, for a room that adds a field of its own.
    pub fn plain_view<S: Into<String>>(&self, screen: &str, own: Vec<(S, Rect)>) -> Value {
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
    }
}

impl Shell {
    /// The page's view of the game, e.g.
    /// `{"screen":"Setup","resume":true,"lang":"de","tap":{"resume":[640,300],"new":[640,380]}}`.
    pub fn web_status(&self, (w, h): (f32, f32)) -> String {
        let pen = paint::draw::Pen { font: &self.font };
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
                    StartItem::Continue(d) => match &doors()[*d].resume {
                        Some(resume) => resume.tap,
                        None => continue,
                    },
                    StartItem::Tile(d) => doors()[*d].tap,
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
