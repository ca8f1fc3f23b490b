//! The race's own state beside the table: the setup and its settings file, the saves,
//! the resume offer, the end page's note and the review's steps (the page and the
//! review's bar are the shell's layers). [`RaceScreen`] is the race's
//! [`shell::GameScreen`]: the track table in the race's room.

use crate::i18n::Lang;
use crate::prelude::*;
use crate::race::setup::{self, ComputerSpeed, Help, SetupModel};
use crate::table::menu::MenuItem;
use crate::table::screen::MenuShown;
use crate::table::screen::{Room, TableScreen};
use base::save::SaveGame;
use paint::draw::Pen;
use paint::layout::Layout;
use serde_json::{Map, Value};
use shell::layers::Layer;
use shell::{Frame, LayerAnswer, Layers, Shared};
use track::pieces::Seat;
use track::{Command, State};

/// The race game: the track table with the race's setup, saves and end page.
pub type RaceScreen = TableScreen<Race>;

/// What the race keeps beside the table.
pub struct Race {
    pub setup: SetupModel,
    /// The settings as this window read or last wrote them (`save::settings`).
    pub settings_read: Option<serde_json::Value>,
    /// What this window last wrote into the autosave (`save::unfinished`).
    pub autosave_seen: base::save::unfinished::AutosaveSeen,
    /// Each seat's help level (by seat index).
    pub helps: [setup::Help; 4],
    /// The games started in this window (each new game's seed moves on by one).
    pub games: u64,
    /// What the end page says under the figures (where the game was saved).
    pub end_note: Option<String>,
    /// The game being recorded for the autosave (never in `--demo`).
    pub save: Option<SaveGame>,
    /// A saved game offered for resuming at start: the save, its state, its age in minutes.
    pub resume: Option<(SaveGame, State, u64)>,
    /// Stepping through the game so far: every step, and the one on show (the shell's
    /// review layer takes the keys and taps).
    pub replay: Option<crate::race::replay::Review>,
    /// The window's size as last seen: the end page keeps clear of the panel in it.
    pub window: (f32, f32),
    /// The layers asked for since the shell last took them: the end page, the review.
    pub asked: Vec<Layer>,
}

/// The race's page beside the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RacePage {
    /// Choosing the game.
    Setup,
}

impl Room for Race {
    type Page = RacePage;
    const FIRST: RacePage = RacePage::Setup;

    fn typing(s: &RaceScreen) -> bool {
        s.typing_name()
    }

    fn own_rules_page(s: &RaceScreen, lang: Lang) -> Option<(String, Vec<String>)> {
        s.own_rules_page(lang)
    }

    fn shared_changed(s: &mut RaceScreen, shared: &shell::Shared) {
        s.remember_shared(shared);
    }

    fn update_screen(s: &mut RaceScreen, frame: &Frame) {
        s.update_setup(frame);
    }

    fn draw_screen(s: &RaceScreen, pen: &Pen, w: f32, h: f32) {
        s.draw_setup(pen, w, h);
    }

    fn screen_still(_s: &RaceScreen) -> bool {
        true
    }

    fn draw_over_game(s: &RaceScreen, pen: &Pen, w: f32, h: f32) {
        s.draw_replay_banner(pen, w, h);
        if s.end_on_screen() {
            // The confetti flies over the final board, under the end page's words (the
            // shell's layer, drawn after the game).
            s.table.draw_effects();
        }
    }

    fn end_on_screen(s: &RaceScreen) -> bool {
        s.end_on_screen()
    }

    fn save(s: &mut RaceScreen) {
        s.autosave();
    }

    fn game_still(s: &RaceScreen) -> Option<bool> {
        // A replay may step on its own.
        let demo_on = s.cfg.demo && !(s.table.state.is_over() && s.demo_holds_end());
        (s.room.replay.is_some() || demo_on).then_some(false)
    }

    fn give_shared(s: &RaceScreen, shared: &mut Shared) {
        // The setup screen's names are the players' names every game reads.
        for (name, seat) in shared.names.iter_mut().zip(&s.room.setup.seats) {
            name.clone_from(&seat.name);
        }
    }

    fn update_over(s: &mut RaceScreen, _frame: &Frame, dt: f32) {
        s.demo_next_game(dt);
    }

    fn keep_layers(s: &mut RaceScreen, layers: &mut Layers, size: (f32, f32)) {
        s.room.window = size;
        s.keep_end_page(layers);
    }

    fn take_layers(s: &mut RaceScreen) -> Vec<Layer> {
        std::mem::take(&mut s.room.asked)
    }

    fn answered(s: &mut RaceScreen, answer: LayerAnswer, layers: &mut Layers) {
        s.answered(answer, layers);
    }

    fn reviewing(s: &RaceScreen) -> bool {
        s.reviewing()
    }

    fn review_bar_top(s: &RaceScreen, layout: &Layout) -> f32 {
        s.review_bar_top(layout)
    }

    fn record(s: &mut RaceScreen, cmd: &Command) {
        if let Some(save) = &mut s.room.save {
            save.record(cmd, &s.table.state);
        }
    }

    fn given_name(s: &RaceScreen, seat: Seat) -> Option<String> {
        let name = &s.room.setup.seats[seat.index()].name;
        (!s.cfg.skip_setup && !name.is_empty()).then(|| name.clone())
    }

    fn help_of(s: &RaceScreen, seat: Seat) -> Help {
        s.room.helps[seat.index() % 4]
    }

    fn own_step_mode(s: &RaceScreen, seat: Seat) -> Option<bool> {
        let save = s.room.save.as_ref()?;
        let player = save.players().iter().find(|p| p.seat == seat)?;
        player.step_by_step
    }

    fn step_mode_changed(s: &mut RaceScreen) {
        let seat = s.table.state.turn().seat;
        if let Some(save) = &mut s.room.save {
            save.set_step_by_step(seat, s.table.interaction.step_mode);
            s.autosave();
        }
    }

    fn computer_speed(s: &RaceScreen) -> Option<ComputerSpeed> {
        Some(s.room.setup.computer_speed)
    }

    fn menu_items(_s: &RaceScreen) -> Vec<MenuItem> {
        vec![
            MenuItem::ComputerSpeed,
            MenuItem::Fullscreen,
            MenuItem::SaveAs,
            MenuItem::Replay,
            MenuItem::NewGame,
            MenuItem::ToStart,
            MenuItem::Quit,
        ]
    }

    fn web_taps(s: &RaceScreen, tap: &mut Map<String, Value>, w: f32, h: f32) -> bool {
        s.race_web_taps(tap, w, h)
    }

    fn reads_to_anyone(s: &RaceScreen) -> bool {
        s.any_hears()
    }

    fn hears(s: &RaceScreen, seat: Seat) -> bool {
        s.hears(seat)
    }

    fn end_title(s: &RaceScreen) -> Option<String> {
        s.end_title()
    }

    fn web_keys(s: &RaceScreen) -> Vec<Value> {
        s.race_web_keys()
    }

    fn web_offer(s: &RaceScreen) -> bool {
        s.race_web_offer()
    }

    fn menu_chosen(s: &mut RaceScreen, item: MenuItem) {
        match item {
            MenuItem::ComputerSpeed => {
                s.room.setup.computer_speed = s.room.setup.computer_speed.next();
                if !s.cfg.demo {
                    s.save_settings();
                }
            }
            MenuItem::SaveAs => {
                s.save_as();
                s.menu = MenuShown::Shut;
            }
            MenuItem::Replay if s.table.idle() => s.start_replay(0),
            _ => {}
        }
    }
}
