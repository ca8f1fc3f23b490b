//! The race's life between screens ([`RaceLife`]): opening it, starting and continuing
//! games. Sending commands and the helpers both rooms share are the table's
//! (`track_table`'s `room_life.rs`).

use crate::i18n::Msg;
use crate::prelude::*;
use crate::table::screen::MenuShown;
use crate::{shell, Race, Screen, TableScreen, WindowConfig};
use base::save::{Player, SaveGame};
use macroquad::prelude::*;

use track::bots::BotKind;
use track::pieces::Seat;
use track::State;

use crate::i18n::Lang;

/// The race's life between screens: opening it, starting and continuing games.
#[easy_ext::ext(RaceLife)]
impl TableScreen<Race> {
    /// The race before its first frame: the setup screen with the remembered choices,
    /// and `state` (the command-line game) behind it.
    pub fn new(
        cfg: WindowConfig,
        font: impl Into<paint::text_pen::Typeface>,
        state: &State,
    ) -> Self {
        let (setup, settings_read, broken) = Self::load_setup(&cfg);
        let lang = Lang::from_code(&setup.lang);
        let notice = broken
            .map(|b| words::say(lang, &Msg::SettingsBroken(crate::i18n::file_note(lang, &b))));
        let race = Race {
            setup,
            settings_read,
            autosave_seen: Default::default(),
            helps: [Default::default(); 4],
            games: 0,
            end_note: None,
            save: None,
            resume: None,
            replay: None,
            window: (0.0, 0.0),
            asked: vec![],
        };
        TableScreen::in_room(cfg, font, state, lang, notice, race)
    }

    /// Starts a new game with these computer levels (`None`: a person) per seat; an
    /// unfinished game in the autosave is kept first, and the panel says where.
    pub fn start(&mut self, state: State, bots: Vec<Option<BotKind>>) {
        let kept = self.keep_unfinished_autosave(None);
        let players: Vec<Player> = state
            .setup()
            .seats
            .iter()
            .zip(&bots)
            .map(|(s, b)| Player {
                seat: *s,
                name: if self.cfg.skip_setup {
                    String::new()
                } else {
                    self.room.setup.seats[s.index()].name.clone()
                },
                computer: *b,
                step_by_step: None,
            })
            .collect();
        self.room.save = (!self.cfg.demo).then(|| SaveGame::new(&state, &players));
        self.room.replay = None;
        self.room.resume = None;
        self.room.end_note = None;
        self.table.bots = bots.into_iter().map(|b| b.map(|k| k.make())).collect();
        self.table.shown = state.clone();
        self.table.state = state;
        self.table.queue.clear();
        self.table.playing = None;
        self.table.interaction.reset();
        self.table.messages.clear();
        self.table.messages.extend(kept);
        self.table
            .messages
            .push_front(self.t(Msg::Starts(self.seat_name(self.table.state.setup().first))));
        self.table.pace.wait = 0.0;
        self.menu = MenuShown::Shut;
        self.end_focus = 0;
        self.table.interaction.show_moves = true;
        self.table.told.trails.clear();
        self.table.told.held.clear();
        self.table.save_problem = None;
        self.table.pace.card_hold = None;
        self.table.told.last_shown = None;
        self.table.told.figures = Default::default();
        self.table.effects.clear();
        self.started = true;
        self.go_to(Screen::Game);
        self.take_helps();
        if !self.table.is_computer_turn() {
            self.table.pace.hand_over.to_person();
            self.apply_help(self.table.state.turn().seat);
        }
        self.autosave();
    }

    /// Continues a saved game: its state, its players' names and levels. It takes the
    /// autosave's place at once: an unfinished game there (another one) is kept first,
    /// and a kept game continued leaves its slot.
    pub fn continue_saved(&mut self, save: SaveGame, state: State) {
        let kept = self.keep_unfinished_autosave(Some(&save));
        self.table.told.figures = Default::default();
        for e in save.events() {
            self.table.told.figures.on_event(&e);
        }
        self.table.effects.clear();
        for p in save.players() {
            self.room.setup.seats[p.seat.index()].name = p.name.clone();
        }
        self.table.bots = save
            .players()
            .iter()
            .map(|p| p.computer.map(|k| k.make()))
            .collect();
        self.table.shown = state.clone();
        self.table.state = state;
        self.room.save = (!self.cfg.demo).then_some(save);
        self.table.queue.clear();
        self.table.playing = None;
        self.table.interaction.reset();
        self.table.messages.clear();
        self.table.messages.extend(kept);
        if let Some(save) = &self.room.save {
            let dir = self.cfg.data_dir.clone();
            let seen = &mut self.room.autosave_seen;
            let written = base::save::unfinished::write_autosave(&dir, save, seen).is_ok();
            if written {
                base::save::unfinished::release_kept(&dir, save);
            }
        }
        self.table.pace.wait = 0.0;
        self.menu = MenuShown::Shut;
        self.room.replay = None;
        self.room.resume = None;
        self.table.interaction.show_moves = true;
        self.take_helps();
        self.table.told.trails.clear();
        self.table.told.held.clear();
        self.table.save_problem = None;
        self.table.pace.card_hold = None;
        self.table.told.last_shown = None;
        self.started = true;
        self.go_to(Screen::Game);
        // The person at turn gets their aids (step by step, the moves shown) as at the
        // start of a turn.
        if !self.table.is_computer_turn() {
            self.apply_help(self.table.state.turn().seat);
        }
    }

    /// Starts the game chosen on the setup screen, remembering the choices.
    pub fn start_from_setup(&mut self, seed: u64) {
        let Some((setup, bots)) = self.room.setup.to_setup(seed) else {
            return;
        };
        if let Some(s) = setup
            .seats
            .iter()
            .find(|s| self.cfg.board.seat(**s).is_none())
        {
            let why = words::say(
                self.lang,
                &base::said::setup(&track::SetupError::SeatNotOnBoard(*s)),
            );
            let file = self.cfg.board.name().to_string();
            self.notice = Some(self.t(Msg::Labelled(file, why)));
            return;
        }
        self.save_settings();
        // A family's own rule set brings its dice and cards; the booklet's games the
        // booklet's dice and the deck of the command line.
        let (dice, cards) = self.room.setup.dice_and_cards(&self.cfg.cards);
        // The saved rule sets are read again when the setup is next shown.
        self.room.setup.rule_sets = None;
        match State::new(setup, self.cfg.board.clone(), dice, &cards) {
            Ok(state) => self.start(state, bots),
            Err(e) => self.notice = Some(words::say(self.lang, &base::said::setup(&e))),
        }
    }

    /// Each seat's help level from the setup screen (beginner without it).
    pub fn take_helps(&mut self) {
        self.room.helps = Seat::ALL.map(|s| {
            if self.cfg.skip_setup {
                Default::default()
            } else {
                self.room.setup.seats[s.index()].help
            }
        });
    }

    /// Remembers what the shell shares ([`shell::Shared`]: the language, full screen,
    /// whether the schools read aloud) in the settings file (except in `--demo`).
    pub fn remember_shared(&mut self, shared: &shell::Shared) {
        super::shared_settings::keep_shared(shared, &mut self.room.setup);
        self.room.setup.school_read_to_me = shared.school_read_to_me;
        if !self.cfg.demo {
            self.save_settings();
        }
    }
}
