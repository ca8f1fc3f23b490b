//! The browser page's view of the race's own screens: the resume offer, the setup's
//! controls, the end page's buttons and the key bar at the table.

use crate::prelude::*;
use crate::race::setup::Control;
use crate::race::setup_screen::setup_rects;
use crate::RacePage;
use crate::{Race, Screen, TableScreen};
use serde_json::{Map, Value};
use shell::dialog::shown_buttons;
use shell::end_page;
use shell::web_status::{centre, put};

/// The browser page's view of the race's screens.
#[easy_ext::ext(RaceWebStatus)]
impl TableScreen<Race> {
    /// The race's own tap spots (the resume offer, the setup, the end page);
    /// whether the screen is one of them.
    pub fn race_web_taps(&self, tap: &mut Map<String, Value>, w: f32, h: f32) -> bool {
        let tap = &mut *tap;
        let offer = self.race_web_offer();
        match self.screen {
            Screen::Own(RacePage::Setup) if offer => {
                let rects = shown_buttons();
                put(tap, "resume", &rects, 0);
                put(tap, "new", &rects, 1);
                true
            }
            Screen::Own(RacePage::Setup) => {
                for (c, r) in setup_rects(
                    &paint::draw::Pen { font: &self.font },
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
    pub fn race_web_keys(&self) -> Vec<Value> {
        match self.screen {
            // (The review bar's layer has its buttons and covers the bar.)
            Screen::Game => self.say_again_key().into_iter().collect(),
            _ => vec![],
        }
    }

    /// Whether the setup offers to resume a saved game.
    pub fn race_web_offer(&self) -> bool {
        self.screen == Screen::Own(RacePage::Setup) && self.room.resume.is_some()
    }
}
