//! The track table's screen, which the booklet's race and the schools share (the board,
//! the dice, the animation of events, the panel, the menu): [`TableScreen`] in a
//! [`Room`], the race's (`race_room::Race`: `RaceScreen`) or the schools'
//! (`school_room::School`: `SchoolScreen`), each one [`GameScreen`] of the
//! shell. The table's code asks the room through [`Room`]'s hooks, so that the race
//! holds nothing of the schools and the schools nothing of the race's setup and saves.

use crate::i18n::Lang;
use crate::table::menu::MenuItem;
use crate::table::panel::texts::Hint;
use crate::table::read_aloud::Shown;
use crate::table::Table;
use crate::{paint::draw::Pen, shell, table::flow, WindowConfig};
use base::choices::{ComputerSpeed, Help};
use macroquad::prelude::*;
use paint::layout::Layout;
use serde_json::{Map, Value};
use shell::layers::{Asked, Layer, LayerAnswer, Layers};
use shell::Frame;
use shell::{Exit, GameScreen};
use track::pieces::{PieceId, Seat};
use track::Command;

/// The menu over the game: shut, asked for with its focused entry (the shell pushes it
/// on its layers: [`GameScreen::take_layers`]), or up there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuShown {
    /// No menu.
    Shut,
    /// The menu asked for, its focus on this entry.
    Ask(usize),
    /// The menu on the shell's layers.
    Up,
}

impl MenuShown {
    /// Whether the menu is open (asked for or up).
    pub fn is_open(self) -> bool {
        self != MenuShown::Shut
    }
}

/// What the menu on the shell's layers is about: its entries, as shown.
pub struct MenuBox(pub Vec<MenuItem>);

/// What "Leave this game?" on the shell's layers is about: where to, on *Yes*.
pub struct LeaveBox(pub flow::Leave);

/// "Leave this game?"'s buttons as the browser page names them.
pub const LEAVE_SPOTS: [&str; 2] = ["yes", "no"];

/// Which of a track room's screens is up: the game on the table, or a page of the
/// room's own (`P`, the room's [`Room::Page`]: the race's setup, the schools' course
/// map, class page and chess level).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen<P> {
    /// Playing.
    Game,
    /// A page of the room's own.
    Own(P),
}

/// The track table's screen in a room: the race (`race_room::Race`) or
/// the schools (`school_room::School`), each one [`GameScreen`] of the
/// shell. It holds what both rooms share: the game in play ([`Table`]), the screen up,
/// the menu and "Leave this game?", and the room's own state.
pub struct TableScreen<R: Room> {
    pub cfg: WindowConfig,
    pub font: paint::text_pen::Typeface,
    pub screen: Screen<R::Page>,
    /// A notice on the setup screen or the course map (a file that could not be read).
    pub notice: Option<String>,
    /// The shell's language ([`shell::Shared`]) as handed in the last frame, for the
    /// drawing; the setup screen's language chooser writes it back.
    pub lang: Lang,
    /// The track game in play.
    pub table: Table,
    /// The fence that drops input at a screen change.
    pub fence: shell::fence::InputFence,
    /// "Leave this game?" asked for, where to: the shell pushes the box on its layers
    /// (`shell/layers.rs`, taken by [`GameScreen::take_layers`]) and answers.
    pub leave_ask: Option<flow::Leave>,
    /// Whether a game was started or resumed in this window.
    pub started: bool,
    /// The menu over the game: shut, asked for (the shell pushes it on its layers), or
    /// up there.
    pub menu: MenuShown,
    /// The focused button of the race's resume offer or a school level's won box (the
    /// race's end page is the shell's layer and keeps its own).
    pub end_focus: usize,
    /// What the shell is asked for after this frame (to the start screen, the rules…).
    pub exit: shell::Exit,
    /// The room's own state.
    pub room: R,
}

impl<R: Room> TableScreen<R> {
    /// One frame of input, for the screen that is up.
    fn update_frame(&mut self, frame: &Frame) {
        if self.fence.admit(vec![()]).is_empty() {
            // The first frame of a new screen: what was pressed before is dropped.
            return;
        }
        match self.screen {
            Screen::Game => self.update_game(frame),
            _ => R::update_screen(self, frame),
        }
    }

    /// One frame of drawing, for the screen that is up and its overlays.
    fn draw_frame(&self, pen: &Pen, w: f32, h: f32) {
        match self.screen {
            Screen::Game => {
                self.draw_game(w, h);
                R::draw_marks(self, pen, w, h);
                self.draw_why_not(pen, w, h);
                if !R::end_on_screen(self) {
                    self.table.draw_effects();
                }
                R::draw_coach(self, pen, w, h);
                self.draw_drawn_card(pen, w, h);
                R::draw_over_game(self, pen, w, h);
            }
            _ => R::draw_screen(self, pen, w, h),
        }
    }

    /// Switches the screen; nothing pressed before the switch reaches the new one.
    pub fn go_to(&mut self, screen: Screen<R::Page>) {
        self.screen = screen;
        R::screen_changed(self);
        self.menu = MenuShown::Shut;
        self.fence.screen_changed();
    }

    /// Asks the shell for the start screen (the track's screens are left behind).
    pub fn back_to_start(&mut self) {
        self.menu = MenuShown::Shut;
        self.exit = Exit::ToStart;
    }

    /// Whether a game is running that leaving would interrupt.
    fn game_running(&self) -> bool {
        self.started && !self.table.state.is_over()
    }

    /// Asks to leave the game screen: at once, or after "Leave this game?".
    pub fn leave(&mut self, leave: flow::Leave) {
        match flow::request_leave(self.game_running(), leave) {
            flow::LeaveStep::Ask(l) => {
                self.menu = MenuShown::Shut;
                self.leave_ask = Some(l);
            }
            flow::LeaveStep::Go(l) => self.leave_now(l),
        }
    }

    /// Leaves the game screen for the setup, the start screen, or the program's end
    /// (the last two are the shell's).
    pub fn leave_now(&mut self, leave: flow::Leave) {
        match leave {
            flow::Leave::ToSetup => self.go_to(Screen::Own(R::FIRST)),
            flow::Leave::ToStart => self.back_to_start(),
            flow::Leave::Quit => self.exit = Exit::Quit,
        }
    }
}

impl<R: Room> TableScreen<R> {
    /// One frame with what the shell shares: the frame's input to the screen up if
    /// `input` (else a box of the shell's layers takes it), then the sounds and the
    /// voice; what the shell is asked for.
    fn frame_with(&mut self, frame: &Frame, shared: &mut shell::Shared, input: bool) -> Exit {
        self.lang = shared.lang;
        R::take_shared(self, shared);
        self.table.pointer = frame.mouse;
        if input {
            self.update_frame(frame);
        }
        R::keep_layers(self, &mut shared.layers, frame.size);
        self.after_frame(shared)
    }

    /// The end of a frame: the language and the room's share back to the shell, the
    /// sounds and the voice; what the shell is asked for.
    fn after_frame(&mut self, shared: &mut shell::Shared) -> Exit {
        // The setup screen's language chooser changes the shell's language too.
        shared.lang = self.lang;
        R::give_shared(self, shared);
        for e in self.table.sounds_due.drain(..) {
            shared.sounds.play(&e);
        }
        self.read_aloud(&mut shared.speaker);
        std::mem::replace(&mut self.exit, Exit::Stay)
    }
}

impl<R: Room> GameScreen for TableScreen<R> {
    fn update(&mut self, frame: &Frame, shared: &mut shell::Shared) -> Exit {
        self.frame_with(frame, shared, true)
    }

    fn under(&mut self, frame: &Frame, shared: &mut shell::Shared) -> Exit {
        self.frame_with(frame, shared, false)
    }

    fn answer(&mut self, answer: LayerAnswer, shared: &mut shell::Shared) -> Exit {
        let LayerAnswer::Chosen(chosen, about) = answer else {
            // The room's own layers: the race's end page and review.
            R::answered(self, answer, &mut shared.layers);
            return self.after_frame(shared);
        };
        match about.downcast::<MenuBox>() {
            Ok(menu) => {
                self.menu = MenuShown::Shut;
                if let Some(item) = menu.0.get(chosen) {
                    self.menu_chosen(*item, chosen);
                }
            }
            // "Yes" leaves; "No, play on" (Esc's safe choice) stays.
            Err(about) => match about.downcast::<LeaveBox>() {
                Ok(leave) if chosen == 0 => self.leave_now(leave.0),
                _ => {}
            },
        }
        self.after_frame(shared)
    }

    fn take_layers(&mut self, _lang: Lang) -> Vec<Layer> {
        let mut asked: Vec<Layer> = vec![];
        if let MenuShown::Ask(focus) = self.menu {
            self.menu = MenuShown::Up;
            asked.push(self.menu_box(focus).into());
        }
        if let Some(leave) = self.leave_ask.take() {
            let leaving = Asked::new(self.leave_dialog(), LeaveBox(leave)).focus(1);
            asked.push(leaving.named(LEAVE_SPOTS.to_vec()).into());
        }
        asked.extend(R::take_layers(self));
        asked
    }

    fn draw(&self, pen: &Pen, _lang: Lang, w: f32, h: f32) {
        self.draw_frame(pen, w, h);
    }

    fn end_on_screen(&self) -> bool {
        R::end_on_screen(self)
    }

    fn reads_aloud(&self) -> bool {
        self.reads_to_anyone()
    }

    fn save(&mut self) {
        R::save(self);
    }

    fn stays(&self) -> bool {
        true
    }

    fn typing(&self) -> bool {
        R::typing(self)
    }

    fn card_on_screen(&self) -> bool {
        self.table.card_on_screen()
    }

    fn own_rules_page(&self, book: shell::RulesBook, lang: Lang) -> Option<(String, Vec<String>)> {
        (book == shell::RulesBook::Race)
            .then(|| R::own_rules_page(self, lang))
            .flatten()
    }

    fn shared_changed(&mut self, shared: &shell::Shared) {
        self.lang = shared.lang;
        R::shared_changed(self, shared);
    }

    fn web_status(&self, ask: &shell::web_status::WebAsk) -> String {
        self.table_web_status(ask)
    }

    fn still_under(&self) -> bool {
        // Nothing runs under "Leave this game?".
        match self.screen {
            Screen::Game => R::game_still(self).unwrap_or(true),
            _ => R::screen_still(self),
        }
    }

    fn still(&self) -> bool {
        match self.screen {
            Screen::Game => match R::game_still(self) {
                Some(still) => still,
                None if self.menu.is_open() => true,
                None => {
                    self.table.idle()
                        && self.table.effects.is_empty()
                        && self.table.refusal.is_none()
                        && self.table.pace.card_hold.is_none()
                        && self.table.pace.hand_over == flow::HandOver::default()
                        && R::coach_still(self)
                        && (self.table.state.is_over() || !self.table.is_computer_turn())
                }
            },
            _ => R::screen_still(self),
        }
    }
}

/// What a room (the race, the schools) adds to the track table's screen: its own
/// screens, and its part in the game screen. The table's code asks the room through
/// these, so that the race knows nothing of the schools and the schools nothing of the
/// race's setup and saves.
pub trait Room: Sized + 'static {
    /// The room's own pages beside the game (their `Debug` names are the browser page's
    /// names of the screen up).
    type Page: Copy + Eq + std::fmt::Debug + 'static;
    /// The page the room opens on, and the one "New game" leads back to.
    const FIRST: Self::Page;
    /// One frame of input for a screen of the room's own (not the game).
    fn update_screen(s: &mut TableScreen<Self>, frame: &Frame);
    /// One frame of drawing for a screen of the room's own.
    fn draw_screen(s: &TableScreen<Self>, pen: &Pen, w: f32, h: f32);
    /// Whether a screen of the room's own is still.
    fn screen_still(s: &TableScreen<Self>) -> bool;
    /// Keeps the room's layers in step with its game after each frame of a `size`
    /// window (the race's end page comes up once the game is over, follows the window
    /// and goes with a new game).
    fn keep_layers(_s: &mut TableScreen<Self>, _layers: &mut Layers, _size: (f32, f32)) {}
    /// The layers the room asks the shell for (the race's end page, its review).
    fn take_layers(_s: &mut TableScreen<Self>) -> Vec<Layer> {
        vec![]
    }
    /// A layer of the room's own answered (the end page's buttons, the review's steps).
    fn answered(_s: &mut TableScreen<Self>, _answer: LayerAnswer, _layers: &mut Layers) {}
    /// Marks on the board under the reasons (a level's goal squares).
    fn draw_marks(_s: &TableScreen<Self>, _pen: &Pen, _w: f32, _h: f32) {}
    /// The coach's box over the board (a level's task and its won box).
    fn draw_coach(_s: &TableScreen<Self>, _pen: &Pen, _w: f32, _h: f32) {}
    /// What the room draws over the game, under its layers (the review's banner, the
    /// confetti over the final board).
    fn draw_over_game(_s: &TableScreen<Self>, _pen: &Pen, _w: f32, _h: f32) {}
    /// Whether a finished game's end page is on screen.
    fn end_on_screen(_s: &TableScreen<Self>) -> bool {
        false
    }
    /// Keeps the game for later, as the window closes.
    fn save(_s: &mut TableScreen<Self>) {}
    /// Whether the game screen is still, where the room decides (`None`: the table
    /// decides).
    fn game_still(_s: &TableScreen<Self>) -> Option<bool> {
        None
    }
    /// Whether the coach waits for nothing.
    fn coach_still(_s: &TableScreen<Self>) -> bool {
        true
    }
    /// The screen changed (the course map's keyboard ring goes).
    fn screen_changed(_s: &mut TableScreen<Self>) {}
    /// Whether the room takes typed letters now (a name being written).
    fn typing(_s: &TableScreen<Self>) -> bool {
        false
    }
    /// A page of the room's own in the race's rules pages.
    fn own_rules_page(_s: &TableScreen<Self>, _lang: Lang) -> Option<(String, Vec<String>)> {
        None
    }
    /// What every game shares changed: the room keeps it (the race's settings file).
    fn shared_changed(_s: &mut TableScreen<Self>, _shared: &shell::Shared) {}
    /// Takes what the room reads from the shell ([`shell::Shared`]) before its frame.
    fn take_shared(_s: &mut TableScreen<Self>, _shared: &shell::Shared) {}
    /// Gives back what the room changed in the shell's share after its frame.
    fn give_shared(_s: &TableScreen<Self>, _shared: &mut shell::Shared) {}
    /// Whether a level of the school is played: every seat gets the beginner's aids,
    /// the panel is the narrow one, the computers play at the normal pace.
    fn coached(_s: &TableScreen<Self>) -> bool {
        false
    }
    /// The coach's frame before the game's own (a level's task, its won box); whether
    /// it took the frame.
    fn update_coach(_s: &mut TableScreen<Self>, _frame: &Frame, _dt: f32) -> bool {
        false
    }
    /// The board's animation has just ended, in this frame: the coach sets up what
    /// comes next (a level's next roll), so that the frame's drawing and the browser
    /// page's spots show it at once.
    fn animation_ended(_s: &mut TableScreen<Self>) {}
    /// A frame once the game is over, under the end page (the race's demo moves on).
    fn update_over(_s: &mut TableScreen<Self>, _frame: &Frame, _dt: f32) {}
    /// The coach's hint in place of the computer's: whether a command was sent, or
    /// `None` where the coach has none.
    fn coach_hint(_s: &mut TableScreen<Self>) -> Option<bool> {
        None
    }
    /// The coach's lines at the top of the panel.
    fn coach_lines(_s: &TableScreen<Self>) -> Vec<Hint> {
        vec![]
    }
    /// Whether the player clicks squares to find, not plays a roll.
    fn finding_squares(_s: &TableScreen<Self>) -> bool {
        false
    }
    /// The piece whose squares are to be found.
    fn finding_piece(_s: &TableScreen<Self>) -> Option<PieceId> {
        None
    }
    /// Whether the game so far is being stepped through (the race's review).
    fn reviewing(_s: &TableScreen<Self>) -> bool {
        false
    }
    /// The top of the review's bar, while reviewing.
    fn review_bar_top(_s: &TableScreen<Self>, layout: &Layout) -> f32 {
        layout.screen.1
    }
    /// Sends a command the coach's way; whether it did.
    fn send_coached(_s: &mut TableScreen<Self>, _cmd: &Command) -> bool {
        false
    }
    /// A command played, to record.
    fn record(_s: &mut TableScreen<Self>, _cmd: &Command) {}
    /// A seat's player's name, where one was given.
    fn given_name(s: &TableScreen<Self>, seat: Seat) -> Option<String>;
    /// The help level of a seat.
    fn help_of(_s: &TableScreen<Self>, _seat: Seat) -> Help {
        Help::default()
    }
    /// A seat's own choice of step by step, where it made one.
    fn own_step_mode(_s: &TableScreen<Self>, _seat: Seat) -> Option<bool> {
        None
    }
    /// The person at turn switched step by step by hand.
    fn step_mode_changed(_s: &mut TableScreen<Self>) {}
    /// The computers' speed, where the room sets one.
    fn computer_speed(_s: &TableScreen<Self>) -> Option<ComputerSpeed> {
        None
    }
    /// The room's entries of the game menu, after the shared ones.
    fn menu_items(s: &TableScreen<Self>) -> Vec<MenuItem>;
    /// A room's entry of the game menu chosen.
    fn menu_chosen(_s: &mut TableScreen<Self>, _item: MenuItem) {}
    /// What a screen of the room's own shows that the voice may read (*Read to me*).
    fn screen_shown(_s: &TableScreen<Self>) -> Shown {
        Shown::default()
    }
    /// Whether the room reads its texts to anyone.
    fn reads_to_anyone(s: &TableScreen<Self>) -> bool;
    /// Whether a seat's person hears the texts.
    fn hears(s: &TableScreen<Self>, seat: Seat) -> bool;
    /// The level's goal, to read when it opens.
    fn coach_goal(_s: &TableScreen<Self>) -> Option<String> {
        None
    }
    /// The won box's words, to read.
    fn coach_won(_s: &TableScreen<Self>) -> Option<String> {
        None
    }
    /// The end page's winner, to read.
    fn end_title(_s: &TableScreen<Self>) -> Option<String> {
        None
    }
    /// The browser page's tap spots of the room's own screens and boxes; whether the
    /// screen up is one of them.
    fn web_taps(s: &TableScreen<Self>, tap: &mut Map<String, Value>, w: f32, h: f32) -> bool;
    /// The browser page's view of a school's level (null elsewhere).
    fn web_lesson(_s: &TableScreen<Self>) -> Value {
        Value::Null
    }
    /// Whether the page sees the offer to resume a saved game.
    fn web_offer(_s: &TableScreen<Self>) -> bool {
        false
    }
    /// The room's actions that only a key reaches, for the page's key bar.
    fn web_keys(_s: &TableScreen<Self>) -> Vec<Value> {
        vec![]
    }
}
