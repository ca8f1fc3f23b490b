//! The shell every game lives in: the start screen and the switch between screens
//! (`ui/mod.rs` drives them), and the parts every screen shares — one dialog
//! ([`dialog`]), one end page ([`end_page`]), one input map ([`keys`]), one name entry
//! ([`name_entry`]), one text layout (`ui/paint/text_layout/`), one theme (`ui/paint/palette.rs`,
//! `ui/paint/layout.rs`).
//!
//! Every game is a [`GameScreen`]: the shell asks it for a frame's update and drawing,
//! what Back means ([`Exit`]), and to save. The booklet's race (`ui/race/`) and the
//! schools (`ui/school/`), both the track table's screen (`ui/table/screen.rs`) in a room
//! of their own, classic chess (`ui/chess/`) and Yalta (`ui/yalta/`) are the four, with the rule lab (`ui/lab/`); adding a game is one such folder, one [`GameScreen`] impl,
//! one entry on the start screen.

pub mod config;
pub mod dialog;
pub mod door;
pub mod end_page;
pub mod fence;
pub mod frame;
#[cfg(any(test, feature = "headless"))]
pub mod headless;
pub mod i18n;
pub mod keys;
mod layer_kinds;
pub mod layers;
pub mod name_entry;
pub mod open_file;
pub mod review_bar;
pub mod rooms;
pub mod rules;
pub mod shared;
pub mod sound;
pub mod speaker_button;
pub mod start;
pub mod start_pictures;
pub mod touch;
pub mod web_status;
mod window;

use crate::i18n::Lang;
pub use frame::Frame;
pub use layers::{LayerAnswer, Layers};
use paint::draw::Pen;
pub use shared::Shared;
#[cfg(not(target_arch = "wasm32"))]
pub use window::FONT;
#[cfg(target_arch = "wasm32")]
pub use window::WEB_FONT_FILE;
pub use window::{run, Shell};

/// What a screen asks the shell for after a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Stay on this screen.
    Stay,
    /// Back to the start screen (the screen has already saved what it must).
    ToStart,
    /// The rules pages of this book over the screen (its menu's *Rules*).
    Rules(RulesBook),
    /// The keys page (the last page) of this book over the screen (its menu's *Keys*).
    Keys(RulesBook),
    /// Play a game with the rule lab's rules: the shell takes them from the lab and
    /// opens the race's setup with them.
    PlayRules,
    /// A level of the chess school, by its id (the chess screen's pointer to the
    /// lesson that teaches what a refused move broke).
    ChessLesson(&'static str),
    /// Close the program (in the browser, where a page cannot close its tab: the start
    /// screen). The screen has already asked and saved.
    Quit,
    /// Full screen on or off (the shell owns it, as F11 does), and the screen stays.
    Fullscreen,
}

/// Which game's rules the rules screen shows; every book ends with the keys page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesBook {
    /// The booklet's race (the race game, the start screen, the piece school).
    Race,
    /// Classic chess.
    Chess,
    /// Yalta, three-player chess.
    Yalta,
}

impl RulesBook {
    /// Every book.
    pub const ALL: [RulesBook; 3] = [RulesBook::Race, RulesBook::Chess, RulesBook::Yalta];

    /// The book's pages, each a message whose value is the page's title and whose
    /// attributes are its paragraphs (`pages.ftl`): the race's written from the booklet,
    /// chess's from the sets' rule sheets and the children's manual, Yalta's from its
    /// sheet and our design of its open points.
    pub fn page_ids(self) -> &'static [&'static str] {
        match self {
            RulesBook::Race => &[
                "rules-race-goal",
                "rules-race-pieces",
                "rules-race-fields",
                "rules-race-rolling",
                "rules-race-large",
            ],
            RulesBook::Chess => &[
                "rules-chess-goal",
                "rules-chess-pieces",
                "rules-chess-pawn",
                "rules-chess-castling",
                "rules-chess-draws",
            ],
            RulesBook::Yalta => &[
                "rules-yalta-players",
                "rules-yalta-middle",
                "rules-yalta-pawns",
                "rules-yalta-check",
            ],
        }
    }
}

/// A game's screens, as the shell sees them: a room of the shell (`shell/rooms.rs`).
pub trait GameScreen: std::any::Any {
    /// One frame of input and time: `frame` is all the screen sees of the window's
    /// input and clock; `shared` is what every game shares (the language, full screen,
    /// the sounds), owned by the shell.
    fn update(&mut self, frame: &Frame, shared: &mut Shared) -> Exit;
    /// A layer over the screen answered (`shell/layers.rs`): a box's button, the end
    /// page's. The box or page is gone already; the screen may push another.
    fn answer(&mut self, _answer: LayerAnswer, _shared: &mut Shared) -> Exit {
        Exit::Stay
    }
    /// One frame's time while a layer over the screen takes the input (`frame` holds no
    /// input): what runs on under a box (notices that time out).
    fn under(&mut self, _frame: &Frame, _shared: &mut Shared) -> Exit {
        Exit::Stay
    }
    /// The shell tells the screen, each frame before drawing it, whether layers lie over it.
    fn covered(&mut self, _covered: bool) {}
    /// The layers the screen asks the shell to push (its boxes, its end page, its pages),
    /// built in `lang`, taken by the shell after each of the screen's calls.
    fn take_layers(&mut self, _lang: Lang) -> Vec<layers::Layer> {
        vec![]
    }
    /// One frame of drawing in a `w` × `h` window (the layers over it are drawn after).
    fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32);
    /// Whether a finished game's end page is on screen (for `--screenshot-on end`).
    fn end_on_screen(&self) -> bool;
    /// Keeps an unfinished game in the autosave (the shell calls it before it leaves).
    fn save(&mut self);
    /// Whether nothing on screen moves or waits for time: no animation, no computer
    /// about to play, no message that times out. The frame loop then draws only a few
    /// frames a second (`ui/paint/frame_pace.rs`) until input comes. `false`, the safe
    /// default, keeps every frame.
    fn still(&self) -> bool {
        false
    }
    /// As [`GameScreen::still`], while a box or a page of its own lies over the screen.
    fn still_under(&self) -> bool {
        self.still()
    }
    /// The actions on screen that only a key reaches, as (`KeyboardEvent.code`, label),
    /// for the browser page's key bar, so a tablet needs no keyboard. None by default:
    /// a screen whose every action has a button needs no bar.
    fn key_bar(&self, _lang: Lang) -> Vec<(&'static str, String)> {
        vec![]
    }
    /// Whether the screen reads its texts to someone (issue 54): then, where there is a
    /// voice, its text boxes have their speakers (`shell/speaker_button.rs`). No by
    /// default.
    fn reads_aloud(&self) -> bool {
        false
    }
    /// Whether the room stays while another is up or the start screen is (the race,
    /// the schools and chess keep what was chosen); one that does not is built anew
    /// each time it is entered. No by default.
    fn stays(&self) -> bool {
        false
    }
    /// Whether the room takes typed letters now (a name being written): the shell's
    /// letter keys (K, A) then do nothing.
    fn typing(&self) -> bool {
        false
    }
    /// Whether an action card is on show (for `--screenshot-on card`).
    fn card_on_screen(&self) -> bool {
        false
    }
    /// A page of the room's own in the rules pages of `book` (the race's page of a
    /// family's own rules), as a title and paragraphs in `lang`.
    fn own_rules_page(&self, _book: RulesBook, _lang: Lang) -> Option<(String, Vec<String>)> {
        None
    }
    /// What every game shares changed (the language, full screen, the schools' voice):
    /// a room that keeps them in a settings file writes it.
    fn shared_changed(&mut self, _shared: &Shared) {}
    /// The browser page's view of the room (`shell/web_status.rs`): its screen's name,
    /// its own tap spots (or those of the layer over it, `ask.boxed`), its key bar.
    fn web_status(&self, ask: &web_status::WebAsk) -> String;
}
