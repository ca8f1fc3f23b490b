//! The Yalta screens: the setup of three seats (a person or the computer, a name,
//! Red's queen), the game on the hexagon, and the end. The rules decide everything
//! (the `yalta` crate); this module only shows them and sends commands. This file holds
//! the screens' state and how a game begins; each frame's input, the drawing and the
//! shell's questions are `run.rs`'s.

pub mod door;
mod end;
pub mod frame;
mod game_view;
mod keyboard;
pub mod layout;
mod menu;
mod players;
mod review;
mod run;
mod saved;
mod setup;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_frames;
#[cfg(test)]
mod tests_keys;
#[cfg(test)]
mod tests_layout;
pub mod texts;
pub mod view;

use ::rand::SeedableRng;
use base::platform;
use base::save::yalta_unfinished;
use macroquad::prelude::*;
use menu::Ask;
use paint::draw::{draw_button, Pen};
use paint::layout::{reading_height, text_sizes, Rect};
use rand_chacha::ChaCha8Rng;
use review::Review;
use run::panel_in;
pub use saved::saved_game_moves;
use saved::*;
use shell::end_page;
use shell::i18n::{yalta_refusal, Lang};
use shell::keys::{self, Action};
use shell::layers::EndShown;
use shell::Frame;
use shell::{Exit, Layers};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::path::PathBuf;
use texts::Names;
use texts::YaltaMsg;
use view::{player_color, BoardView, INK};
use yalta::bot::Level;
use yalta::cell::{Cell, Player};
use yalta::cursor::Arrow;
use yalta::game::{Command, Game};
use yalta::position::{Kind, Move, Piece, RedQueen};
use yalta::record::{GameRecord, RecordError};
use yalta::why_not::{attacker_cells, Refusal};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A person at the screen.
    Person,
    /// The computer, at a level.
    Computer(Level),
}

impl SeatKind {
    fn next(self) -> SeatKind {
        match self {
            SeatKind::Person => SeatKind::Computer(Level::Easy),
            SeatKind::Computer(Level::Easy) => SeatKind::Computer(Level::Normal),
            SeatKind::Computer(Level::Normal) => SeatKind::Computer(Level::Hard),
            SeatKind::Computer(Level::Hard) => SeatKind::Person,
        }
    }

    fn label(self, lang: Lang) -> String {
        let msg = match self {
            SeatKind::Person => YaltaMsg::Person,
            SeatKind::Computer(l) => YaltaMsg::Computer(l),
        };
        ::words::say(lang, &msg)
    }
}

/// What a box over the Yalta game is about (`shell/layers.rs`): it comes back with
/// the button chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Boxed {
    /// The game's menu.
    Menu,
    /// A question before leaving the game.
    Ask(Ask),
    /// What the pawn moving from the first cell to the second becomes.
    Promotion(Cell, Cell),
}

/// A layer the Yalta screen asks the shell for, taken by `take_layers`.
pub(crate) enum Opening {
    /// A box and its focused button.
    Box(Boxed, usize),
    /// The end page, laid out for the window it was asked in.
    End(EndShown),
    /// The review of the finished game.
    Review,
}

/// The files behind the game: where saved games and the autosave go, the saved game
/// to continue, what this window last wrote, a broken autosave kept aside.
pub(crate) struct Files {
    /// Where saved games go (`yalta-games/`).
    pub(crate) data_dir: Option<PathBuf>,
    /// Where the running game is kept after every move (none in a demo).
    pub(crate) save_path: Option<PathBuf>,
    /// A saved game that can be continued from the setup screen.
    pub(crate) resume: Option<GameRecord>,
    /// What this window last wrote into the autosave (`save::yalta_unfinished`).
    pub(crate) autosave_seen: base::save::yalta_unfinished::YaltaAutosaveSeen,
    /// Where a broken autosave was kept aside (the setup says so).
    pub(crate) kept_note: Option<String>,
}

/// The window's options: a demo of computers, its speed.
pub(crate) struct Options {
    pub(crate) demo: bool,
    pub(crate) speed: f32,
}

/// The person's choice on the board: the chosen piece, each player's cursor and its
/// last step, a refused move's reason.
pub(crate) struct Pick {
    pub(crate) selected: Option<Cell>,
    /// Each player's keyboard cursor (each keeps their own between turns).
    pub(crate) cursors: [Cell; 3],
    /// The cursor's last arrow step (from, to, arrow), so that a held arrow goes on
    /// along its line.
    pub(crate) trail: Option<(Cell, Cell, Arrow)>,
    pub(crate) refusal: Option<(Cell, Refusal)>,
}

/// The end of a game: how long it has been over, the end page folded, its note (where
/// the game was saved), its focus (kept while the review is on), the tally once asked
/// for, the window's size last seen (the page is laid out clear of the result).
#[derive(Default)]
pub(crate) struct EndState {
    pub(crate) wait: f32,
    pub(crate) folded: bool,
    pub(crate) note: Option<String>,
    pub(crate) focus: usize,
    pub(crate) tally: RefCell<Option<Tally>>,
    pub(crate) size: (f32, f32),
}

/// The players' tally of a game, by player index: the moves each made and the pieces
/// each captured.
type Tally = [(usize, Vec<Kind>); 3];

/// The Yalta screens' state.
pub struct YaltaScreen {
    lang: Lang,
    options: Options,
    setup: bool,
    seats: [SeatKind; 3],
    names: Names,
    red_queen: RedQueen,
    /// A seat's name being typed in the name box (`shell/name_entry.rs`).
    naming: Option<(usize, shell::name_entry::NameEntry)>,
    game: Game,
    rng: ChaCha8Rng,
    pick: Pick,
    /// The setup's focused control.
    setup_focus: setup::SetupItem,
    /// The pieces each player captured, and after how many moves that was counted.
    captures: RefCell<Option<(usize, [Vec<Piece>; 3])>>,
    messages: VecDeque<String>,
    wait: f32,
    /// Whether a chosen piece shows where it can go (the menu's toggle).
    show_moves: bool,
    end: EndState,
    /// Stepping through the finished game.
    review: Option<Review>,
    /// The tap spots as last drawn (see [`YaltaScreen::tap_spots`]).
    spots: RefCell<Vec<(&'static str, Rect)>>,
    files: Files,
    /// The layers asked for since the shell last took them.
    opening: Vec<Opening>,
}

/// Seconds before the end page answers clicks and keys, so that a hurried second
/// click on the mating move does not choose a button.
const END_PAUSE: f32 = 0.5;

impl YaltaScreen {
    /// The setup screen (or, in a demo, a game of three computers at once).
    pub fn new(
        lang: Lang,
        seed: u64,
        demo: bool,
        speed: f32,
        data_dir: Option<PathBuf>,
    ) -> YaltaScreen {
        let save_path = data_dir
            .as_ref()
            .filter(|_| !demo)
            .map(|d| d.join(AUTOSAVE_FILE));
        let (resume, kept_note) = save_path
            .as_deref()
            .map_or((None, None), |p| saved_record_or_kept(lang, p));
        let resume = resume.or_else(|| {
            let dir = data_dir.as_deref().filter(|_| !demo)?;
            yalta_unfinished::newest_kept(dir)
        });
        let names = Player::ALL.map(|p| texts::colour(lang, p));
        let mut s = YaltaScreen {
            lang,
            options: Options {
                demo,
                speed: speed.max(0.1),
            },
            setup: !demo,
            seats: [
                SeatKind::Person,
                SeatKind::Person,
                SeatKind::Computer(Level::Normal),
            ],
            names,
            red_queen: RedQueen::Light,
            naming: None,
            game: Game::new(RedQueen::Light),
            rng: ChaCha8Rng::seed_from_u64(seed),
            pick: Pick {
                selected: None,
                cursors: Player::ALL.map(|p| Game::new(RedQueen::Light).position().king(p)),
                trail: None,
                refusal: None,
            },
            setup_focus: setup::SetupItem::Play,
            captures: RefCell::new(None),
            messages: VecDeque::new(),
            wait: 0.0,
            show_moves: true,
            end: EndState::default(),
            review: None,
            spots: RefCell::new(Vec::new()),
            files: Files {
                data_dir,
                save_path,
                resume,
                autosave_seen: Default::default(),
                kept_note,
            },
            opening: vec![],
        };
        if !demo {
            s.recall_setup();
        }
        if demo {
            s.seats = [
                SeatKind::Computer(Level::Hard),
                SeatKind::Computer(Level::Normal),
                SeatKind::Computer(Level::Easy),
            ];
            s.start_game();
        }
        s
    }

    /// Whether a game is over and its end on screen.
    pub fn is_over(&self) -> bool {
        !self.setup && self.game.is_over()
    }

    /// Whether the end page lies over the final position (no setup, no review).
    fn end_up(&self) -> bool {
        !self.setup && self.review.is_none() && self.game.is_over()
    }

    /// Asks the shell for box `b` with the focus on button `focus`.
    pub(crate) fn ask_box(&mut self, b: Boxed, focus: usize) {
        self.opening.push(Opening::Box(b, focus));
    }

    /// The box last asked for and its focus, while the shell has not taken it yet.
    #[cfg(test)]
    pub(crate) fn asked(&self) -> Option<(Boxed, usize)> {
        self.opening.iter().rev().find_map(|o| match o {
            Opening::Box(b, focus) => Some((*b, *focus)),
            Opening::End(_) | Opening::Review => None,
        })
    }

    /// The end page comes up over the final position once the game is over (again
    /// after the review), and its words follow the window's size and the note.
    fn keep_end_page(&mut self, layers: &mut Layers) {
        let (w, h) = self.end.size;
        if !self.end_up() {
            return;
        }
        if let Some(e) = layers.end_mut() {
            e.page = self.end_page_in(w, h);
            return;
        }
        if self.opening.iter().any(|o| matches!(o, Opening::End(_))) {
            return;
        }
        let page = EndShown {
            folded: self.end.folded,
            focus: self.end.focus,
            // It answers no click and no key for its first moments, and never in a demo.
            pause: if self.options.demo {
                f32::INFINITY
            } else {
                END_PAUSE
            },
            waited: self.end.wait,
            ..EndShown::new(self.end_page_in(w, h))
        };
        self.opening.push(Opening::End(page));
    }

    /// A new game from the setup's seats (the same seats again for the end page's
    /// *Again*).
    fn start_game(&mut self) {
        self.game = Game::new(self.red_queen);
        self.setup = false;
        self.pick.selected = None;
        self.pick.cursors = Player::ALL.map(|p| self.game.position().king(p));
        self.pick.trail = None;
        self.captures.replace(None);
        self.pick.refusal = None;
        self.messages.clear();
        self.wait = 0.8 / self.options.speed;
        let size = self.end.size;
        self.end = EndState {
            size,
            ..EndState::default()
        };
        self.review = None;
        // A box or an end page asked for goes with the game it was about.
        self.opening.clear();
    }

    /// Keeps the running game in the data directory (a finished one is removed from
    /// the offer by its end; one without a move would only push out an older game).
    /// Never over another window's unfinished game: that one is kept and offered again,
    /// and the player told once (`save::yalta_unfinished`).
    fn autosave(&mut self) {
        let (Some(path), Some(dir)) = (&self.files.save_path, &self.files.data_dir) else {
            return;
        };
        if self.game.moves().is_empty() {
            return;
        }
        let record = self.game.record(&self.names);
        let seen = &mut self.files.autosave_seen;
        // A failed autosave does not stop the game; the next move tries again.
        let note = match yalta_unfinished::write_yalta_autosave(path, dir, &record, seen) {
            Ok(None) => return,
            Ok(Some(_)) => words::say(self.lang, &shell::i18n::Msg::UnfinishedKeptLater),
            Err(e) => {
                let file = path.display().to_string();
                let why = platform::WriteError::of(&e);
                words::say(self.lang, &why.not_written(&file))
            }
        };
        self.say(note);
    }

    /// A text of the Yalta screens in the window's language.
    fn text(&self, m: YaltaMsg) -> String {
        ::words::say(self.lang, &m)
    }

    /// A player as the screens name them: the name, and the colour if the name is not it.
    fn label(&self, p: Player) -> String {
        let colour = texts::colour(self.lang, p);
        let name = &self.names[p.index()];
        if *name == colour {
            colour
        } else {
            format!("{name} ({colour})")
        }
    }

    fn say(&mut self, text: String) {
        self.messages.push_back(text);
        while self.messages.len() > 7 {
            self.messages.pop_front();
        }
    }

    fn play(&mut self, mv: Move) {
        // The mover's cursor stays on the piece where it landed.
        self.pick.cursors[self.game.position().to_move().index()] = mv.to;
        self.pick.trail = None;
        let before: [Vec<Player>; 3] =
            std::array::from_fn(|i| self.game.checkers(Player::from_index(i)).to_vec());
        match self.game.play(&Command::from(mv)) {
            Ok(events) => {
                for e in &events {
                    if let Some(text) = texts::event(self.lang, &self.names, &before, e) {
                        self.say(text);
                    }
                }
            }
            Err(r) => self.say(yalta_refusal(self.lang, &self.names, &r)),
        }
        self.autosave();
        self.pick.selected = None;
        self.pick.refusal = None;
        self.wait = 0.7 / self.options.speed;
    }
}
