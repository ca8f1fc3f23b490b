//! Classic chess in the window (issue 17), on the shell (issue 27): the board drawn
//! large, the side panel, the clicks turned into the game's commands, the computer's
//! turns and the autosave. Every box is the shell's one dialog (`menu.rs`: the setup, the
//! menu, the promotion picker, the questions), the end is the shell's end page (`end.rs`)
//! with a review of the game (`review.rs`). The rules are all in [`chess`]; this module
//! shows the game and turns clicks into its commands, which go through `ChessGame::play`.
//! This file holds the screen's state and how a game begins; each frame's input, the
//! drawing and the shell's questions are `run.rs`'s.

pub use ::chess_board as board;
pub mod door;
mod end;
mod games_list;
mod keyboard;
pub mod learn_it;
pub use ::chess_board::layout;
mod menu;
pub mod panel;
mod review;
mod run;
mod saving;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_frames;
pub mod texts;
pub mod why_text;
pub mod words_page;

use base::save::chess::{chess_autosave_path, ChessSave, ChessSaveError, ChessSeat};
use board::{draw_chess_board, ChessLayout, Marks};
use chess::bot::{ChessBot, Level};
use chess::{ChessGame, ChessMove, Color as Side, Command, Piece, Square, WhyNot};
use macroquad::prelude::*;
use menu::Overlay;
use paint::draw::Pen;
use paint::layout::Rect;
use review::Review;
use shell::config::WindowConfig;
use shell::end_page;
use shell::i18n::Lang;
use shell::Exit;
use texts::ChessMsg;

pub use shell::config::ChessStart;

/// Seconds before the end page shows, so the last move is seen first.
const END_PAUSE: f32 = 1.0;
/// Seconds the end stays in `--demo` before the next game.
const DEMO_NEXT: f32 = 4.0;

/// Who plays each side, and whether the menu turned the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Seats {
    pub(crate) white: ChessSeat,
    pub(crate) black: ChessSeat,
    /// The board turned by the menu (on top of Black at the bottom for a lone Black
    /// person).
    pub(crate) turned: bool,
}

/// The window's options the screen plays by.
pub(crate) struct Options {
    /// `--demo`: computers play, game after game.
    pub(crate) demo: bool,
    /// `--speed`.
    pub(crate) speed: f32,
    /// Where the autosave and saved games go.
    pub(crate) data_dir: std::path::PathBuf,
}

/// The files behind the game: the autosave's offer, what it last wrote, a broken one
/// kept aside, the tags and games of an opened PGN.
#[derive(Default)]
pub(crate) struct Files {
    pub(crate) resume: Option<(ChessSave, ChessGame)>,
    /// What this window last wrote into the autosave (`save::chess_unfinished`).
    pub(crate) autosave_seen: base::save::chess_unfinished::ChessAutosaveSeen,
    /// Where a broken autosave was kept aside (the setup box says so).
    pub(crate) kept_note: Option<String>,
    /// The tags of the PGN the game came from (`--pgn`), kept in a PGN saved again.
    pub(crate) imported_tags: Vec<(String, String)>,
    /// The games of a PGN file of several, while the list to choose from is up.
    pub(crate) games: Vec<chess::pgn::Imported>,
    /// What the PGN file being opened left out: each broken game, named, in words.
    pub(crate) broken_note: String,
}

/// The keyboard's cursor and focus.
pub(crate) struct KeyFocus {
    /// The keyboard cursor's square.
    pub(crate) cursor: Square,
    /// Whether the keys are in use (the cursor shows until the mouse is used).
    pub(crate) keyboard: bool,
    /// The panel button the keys focus, if any.
    pub(crate) panel_focus: Option<panel::PanelButton>,
}

/// The end of a game: how long it has been over, the page folded to a bar, the note
/// after *Save*, the page's focus (kept while the review is on).
#[derive(Default)]
pub(crate) struct EndState {
    /// Seconds since the game ended.
    pub(crate) shown: f32,
    /// Whether the end page is folded away to a bar, so that the last position shows.
    pub(crate) folded: bool,
    /// The end page's note after *Save* in this game's end.
    pub(crate) saved: Option<ChessMsg>,
    /// The end page's focused button.
    pub(crate) focus: usize,
}

/// A layer the chess screen asks the shell for (`shell/layers.rs`), built in the
/// shell's language when the shell takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Opening {
    /// A box, its focused button, and whether it ignores its first moments' input (a
    /// box opened again with new labels does not).
    Box(Overlay, usize, bool),
    /// The chess words page.
    Words,
    /// The end page, with its focus.
    End(usize),
    /// The review of the finished game.
    Review,
}

/// The chess screen's state.
pub struct ChessScreen {
    seats: Seats,
    game: ChessGame,
    seed: u64,
    selected: Option<Square>,
    refusal: Option<(Square, WhyNot, f32)>,
    notice: Option<(String, f32)>,
    wait: f32,
    end: EndState,
    /// Stepping through the finished game, if the review is on.
    review: Option<Review>,
    /// Whether the chosen piece's squares are dotted (the menu's "Show moves").
    show_moves: bool,
    options: Options,
    files: Files,
    /// Whether a game is on the board (begun or resumed since the start screen).
    started: bool,
    /// The seconds the board still ignores input after a box closed (the click that
    /// closed it must not also play).
    guard: f32,
    /// The language of the last frame, for refusals and notes said between frames.
    lang: Lang,
    kb: KeyFocus,
    /// Whether layers lie over the board (the shell says so each frame): no cursor then.
    covered: bool,
    /// The layers asked for since the shell last took them.
    opening: Vec<Opening>,
}

impl ChessScreen {
    /// The screen for the window's options: straight into a game with `--game chess`.
    pub fn new(cfg: &WindowConfig) -> ChessScreen {
        let mut s = ChessScreen::blank(cfg.data_dir.clone(), cfg.seed, cfg.demo, cfg.speed);
        #[cfg(not(target_arch = "wasm32"))]
        if !cfg.demo {
            base::save::chess_unfinished::adopt_old_kept(&cfg.data_dir);
        }
        if let Some(st) = cfg.chess.clone() {
            let opening = ChessSave::new(&st.game, st.white, st.black, s.seed);
            let kept = (!cfg.demo)
                .then(|| s.keep_unfinished_autosave(cfg.lang, Some(&opening)))
                .flatten();
            s.seats.white = st.white;
            s.seats.black = st.black;
            s.begin(st.game);
            s.take_from_kept();
            s.files.imported_tags = st.tags;
            let cut = st.null_move.map(|at| s.null_move_note(cfg.lang, at));
            s.notice = kept.or(cut).map(|note| (note, 0.0));
        }
        s
    }

    /// The screen with no game begun (the start screen opens its setup box).
    fn blank(data_dir: std::path::PathBuf, seed: u64, demo: bool, speed: f32) -> ChessScreen {
        ChessScreen {
            seats: Seats {
                white: ChessSeat::Person,
                black: ChessSeat::Computer { level: Level::Easy },
                turned: false,
            },
            game: ChessGame::new(),
            seed,
            selected: None,
            refusal: None,
            notice: None,
            wait: 0.0,
            end: EndState::default(),
            review: None,
            show_moves: true,
            options: Options {
                demo,
                speed: speed.max(0.1),
                data_dir,
            },
            files: Files::default(),
            started: false,
            guard: 0.0,
            lang: Lang::En,
            kb: KeyFocus {
                cursor: Square::E2,
                keyboard: false,
                panel_focus: None,
            },
            covered: false,
            opening: vec![],
        }
    }

    /// Opens the setup box from the start screen (no game on the board behind it),
    /// offering the saved game if any.
    pub fn open_setup(&mut self) {
        self.opening.clear();
        self.started = false;
        self.review = None;
        self.game = ChessGame::new();
        self.show_setup();
    }

    /// The setup box over whatever is on the board.
    fn show_setup(&mut self) {
        self.ask(Overlay::Setup, menu::SETUP_GO);
        let path = chess_autosave_path(&self.options.data_dir);
        self.files.resume = match ChessSave::load(&path) {
            Ok(_) => self.offered_game(),
            Err(ChessSaveError::Io(_, e)) if e.kind() == std::io::ErrorKind::NotFound => {
                self.offered_game()
            }
            // Kept aside, never overwritten by the next game; the setup says where.
            Err(e) if !self.options.demo => {
                let why = words::say(self.lang, &e);
                let note = base::save::kept::keep_aside(&path, &why);
                self.files.kept_note = Some(shell::i18n::file_note(self.lang, &note));
                self.offered_game()
            }
            Err(_) => None,
        };
    }

    fn begin(&mut self, game: ChessGame) {
        self.game = game;
        self.files.imported_tags.clear();
        // Whatever box was asked for goes with the game it was about.
        self.opening.clear();
        self.selected = None;
        self.refusal = None;
        self.notice = None;
        self.wait = 0.0;
        self.end = EndState::default();
        self.review = None;
        self.started = true;
        self.kb.panel_focus = None;
        self.kb.cursor = if self.flipped() {
            Square::E7
        } else {
            Square::E2
        };
    }

    /// A new game from the start position with the seats as they are.
    fn new_game(&mut self) {
        self.seed = self.seed.wrapping_add(1);
        self.begin(ChessGame::new());
        self.autosave();
    }

    /// Whether a game runs that leaving or a new game would interrupt.
    fn running(&self) -> bool {
        self.started && !self.game.is_over()
    }

    fn seat(&self, side: Side) -> ChessSeat {
        match side {
            Side::White => self.seats.white,
            Side::Black => self.seats.black,
        }
    }

    fn bot(&self, side: Side) -> Option<ChessBot> {
        match self.seat(side) {
            ChessSeat::Person => None,
            ChessSeat::Computer { level } => {
                Some(ChessBot::new(level, self.seed.wrapping_add(side as u64)))
            }
        }
    }

    /// Black at the bottom when only Black is a person; the menu turns it round.
    fn flipped(&self) -> bool {
        let black_alone =
            self.seats.white != ChessSeat::Person && self.seats.black == ChessSeat::Person;
        black_alone != self.seats.turned
    }

    /// Where the board and the panel lie in a `w` × `h` window: above the end page's
    /// bar while it is folded, so that the whole final position shows.
    fn layout_in(&self, w: f32, h: f32) -> ChessLayout {
        let h = if self.end_on_screen() && self.end.folded {
            h - end_page::bar_height(w, h)
        } else {
            h
        };
        ChessLayout::new(w, h, self.flipped())
    }

    /// Whether the end of a game is on show (for `--screenshot-on end`).
    pub fn end_on_screen(&self) -> bool {
        self.started && self.game.is_over() && self.end.shown >= END_PAUSE && self.review.is_none()
    }

    fn say(&mut self, text: String) {
        self.notice = Some((text, 0.0));
    }

    /// Plays a command through the rules; the game is saved after it.
    fn play(&mut self, cmd: Command) {
        match self.game.play(&cmd) {
            Ok(_) => {
                if self.game.is_over() {
                    self.end.focus = 0;
                }
                self.selected = None;
                self.refusal = None;
                self.wait = 0.0;
                self.kb.panel_focus = self.kb.panel_focus.filter(|b| self.button_live(*b));
                self.autosave();
            }
            Err(r) => self.say(why_text::refusal_text(self.lang, &r)),
        }
    }
    /// Asks the shell for box `o` with the focus on button `focus`; it ignores input
    /// for its first moments.
    pub(crate) fn ask(&mut self, o: Overlay, focus: usize) {
        self.opening.push(Opening::Box(o, focus, true));
    }

    /// Asks for box `o` again, its labels new (a seat changed, a toggle): it answers at
    /// once, as it did before.
    pub(crate) fn ask_again(&mut self, o: Overlay, focus: usize) {
        self.opening.push(Opening::Box(o, focus, false));
    }

    /// The box last asked for and its focus, while the shell has not taken it yet.
    #[cfg(test)]
    pub(crate) fn asked(&self) -> Option<(Overlay, usize)> {
        self.opening.iter().rev().find_map(|o| match o {
            Opening::Box(o, focus, _) => Some((*o, *focus)),
            _ => None,
        })
    }

    /// The focus of the box last asked for (0 with none).
    #[cfg(test)]
    pub(crate) fn box_focus(&self) -> usize {
        self.asked().map_or(0, |(_, focus)| focus)
    }

    /// The box last asked for as the shell would show it.
    #[cfg(test)]
    pub(crate) fn shown_dialog(&self, lang: Lang) -> Option<shell::dialog::Dialog> {
        self.asked().map(|(o, _)| self.dialog(o, lang))
    }

    /// Button `i` of the box last asked for is chosen: as the shell takes the box and
    /// hands back the answer.
    #[cfg(test)]
    pub(crate) fn choose(&mut self, i: usize, lang: Lang) -> Exit {
        let (o, _) = self.asked().expect("a box is asked for");
        self.opening.clear();
        self.chosen(o, i, lang)
    }
}

/// The pieces a pawn may become, in the picker's order.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// Person → easy → normal → hard → person.
fn next_seat(s: ChessSeat) -> ChessSeat {
    match s {
        ChessSeat::Person => ChessSeat::Computer { level: Level::Easy },
        ChessSeat::Computer { level: Level::Easy } => ChessSeat::Computer {
            level: Level::Normal,
        },
        ChessSeat::Computer {
            level: Level::Normal,
        } => ChessSeat::Computer { level: Level::Hard },
        ChessSeat::Computer { level: Level::Hard } => ChessSeat::Person,
    }
}

/// A screen for the tests: no window, a data folder of its own, no autosave.
#[cfg(test)]
fn test_screen(white: ChessSeat, black: ChessSeat) -> ChessScreen {
    let dir = base::platform::test_dir("chess-test");
    let mut s = ChessScreen::blank(dir, 7, false, 1.0);
    s.seats.white = white;
    s.seats.black = black;
    s
}
