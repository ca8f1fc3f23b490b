//! The browser page's view of the track table (`shell/web_status.rs` says what the page
//! does with it): the game's tap spots (the first piece or square to choose, the panel's
//! buttons, a drawn card), its key bar, a level's stars; the race's and the schools' own
//! screens add theirs (`race_room`'s and `school_room`'s `web_status.rs`).

use crate::table::input::{Button, CursorItem};
use crate::table::panel::PanelButton;
use crate::{Room, Screen, TableScreen};
use paint::layout::Layout;
use serde_json::{json, Map, Value};
use shell::web_status::{centre, key, name_box, WebAsk};
use track::pieces::Location;

impl<R: Room> TableScreen<R> {
    /// The page's view of the race game or the piece school.
    pub fn table_web_status(&self, ask: &WebAsk) -> String {
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
                base::order::sort_by_key(&mut items, |item| match item {
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
                        PanelButton::Hint => {
                            tap.insert("hint".into(), centre(r));
                        }
                        PanelButton::ShowMoves => {
                            tap.insert("show_moves".into(), centre(r));
                        }
                        PanelButton::MoveMap => {
                            tap.insert("move_map".into(), centre(r));
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
        for (r, says) in shell::speaker_button::shown() {
            let name = match says {
                shell::speaker_button::Says::Again => "speaker_again".to_string(),
                shell::speaker_button::Says::Text(_) => {
                    boxes += 1;
                    format!("speaker_{boxes}")
                }
            };
            tap.insert(name, centre(r));
        }
        name_box(&mut tap);
        json!({
            "screen": match self.screen {
                Screen::Game => "Game".to_string(),
                Screen::Own(page) => format!("{page:?}"),
            },
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
    pub fn say_again_key(&self) -> Option<Value> {
        let label = words::say(self.lang, &base::speech::SpeechMsg::Again);
        self.reads_to_anyone()
            .then(|| key("KeyA", shell::touch::without_keys(&label)))
    }
}
