//! The table's screen in a room, before and between frames: built in its room, the
//! command line's game, sending commands to the rules, and the small helpers both rooms
//! share (names, help levels, who is a computer).

use crate::i18n::{Lang, Msg, SchoolMsg};
use crate::table::messages::Names;
use crate::table::screen::MenuShown;
use crate::table::Table;
use crate::{shell, Room, Screen, TableScreen, WindowConfig};
use track::bots::BotKind;
use track::dice::Dice;
use track::pieces::Seat;
use track::{Setup, State};

impl<R: Room> TableScreen<R> {
    /// The table's screen in `room` before its first frame: the setup or course map
    /// up, `state` behind it.
    pub fn in_room(
        cfg: WindowConfig,
        font: impl Into<paint::text_pen::Typeface>,
        state: &State,
        lang: Lang,
        notice: Option<String>,
        room: R,
    ) -> TableScreen<R> {
        TableScreen {
            screen: Screen::Own(R::FIRST),
            table: Table::new(state),
            lang,
            notice,
            fence: Default::default(),
            leave_ask: None,
            started: false,
            menu: MenuShown::Shut,
            end_focus: 0,
            exit: shell::Exit::Stay,
            font: font.into(),
            cfg,
            room,
        }
    }

    /// A message in the interface language.
    pub fn t(&self, m: Msg) -> String {
        words::say(self.lang, &m)
    }

    /// Whether a person is to act on the board on show: nothing waits to be shown, no
    /// review is on, and it is a person's turn in a game not over.
    pub fn person_to_act(&self) -> bool {
        self.table.idle()
            && !R::reviewing(self)
            && !self.table.is_computer_turn()
            && !self.table.state.is_over()
    }

    /// Plays a command: records it, queues its events for showing, and autosaves when
    /// a turn is over; a refused command becomes a message.
    pub fn send(&mut self, cmd: track::Command) {
        self.table.hint_why = None;
        self.table.refusal = None;
        if R::send_coached(self, &cmd) {
            return;
        }
        match self.table.state.play(&cmd) {
            Ok(events) => {
                R::record(self, &cmd);
                self.table.queue.extend(events);
                self.table.interaction.reset();
                // Every command is kept at once (a roll, a try to bring a piece in): a
                // reload or a crash gives back exactly the game that was left.
                R::save(self);
            }
            Err(e) => self
                .table
                .messages
                .push_front(crate::i18n::refusal(self.lang, &e)),
        }
    }

    /// The name shown for a seat: the player's name, or the colour.
    pub fn seat_name(&self, seat: Seat) -> String {
        R::given_name(self, seat).unwrap_or_else(|| self.t(Msg::SeatName(seat)))
    }

    /// The help level of a seat.
    pub fn help_of(&self, seat: Seat) -> base::choices::Help {
        R::help_of(self, seat)
    }

    /// Sets the window's aids to a person's help level as their turn begins.
    pub fn apply_help(&mut self, seat: Seat) {
        use base::choices::Help;
        let help = self.help_of(seat);
        let own = R::own_step_mode(self, seat);
        self.table.interaction.step_mode = own.unwrap_or(help == Help::Beginner);
        self.table.interaction.show_moves = help != Help::Expert;
        if help != Help::Beginner {
            self.table.count_map = false;
        }
    }

    /// A person switched step by step by hand: their choice outlasts the turn and is
    /// saved with the game at once.
    pub fn remember_step_mode(&mut self) {
        if !self.table.is_computer_turn() {
            R::step_mode_changed(self);
        }
    }

    /// The names shown for every seat.
    pub fn names(&self) -> Names {
        Names(Seat::ALL.map(|s| self.seat_name(s)))
    }

    /// Whether a computer plays a seat.
    pub fn is_computer(&self, seat: Seat) -> bool {
        let k = self
            .table
            .state
            .setup()
            .seats
            .iter()
            .position(|s| *s == seat);
        matches!(k.and_then(|k| self.table.bots.get(k)), Some(Some(_)))
    }

    /// A game from the command line (`--players`, `--demo`): every seat human, or all computers.
    pub fn command_line_game(cfg: &WindowConfig, game: u64) -> (State, Vec<Option<BotKind>>) {
        let setup = Setup::new(
            cfg.variant.clone(),
            cfg.rules.clone(),
            cfg.players,
            cfg.seed.wrapping_add(game),
        );
        let bots = vec![cfg.demo.then_some(BotKind::Greedy); cfg.players];
        let state = State::new(setup, cfg.board.clone(), Dice::default_dice(), &cfg.cards)
            .expect("seats checked before the window opened");
        (state, bots)
    }

    /// A school's message in the screen's language.
    pub fn school_text(&self, m: SchoolMsg) -> String {
        words::say(self.lang, &m)
    }
}
