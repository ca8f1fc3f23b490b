//! The kinds of layer a game or the shell lays over a game (issue 53): a box (the one
//! dialog, [`Asked`]), the end page ([`EndShown`]), the review of a finished game
//! ([`ReviewShown`]) and a page of its own ([`Page`]), gathered as [`Layer`]; and what a
//! layer answers its game ([`LayerAnswer`]). The stack that holds them, takes each
//! frame's input for the top one and draws them is [`crate::layers`], which also names
//! them (`shell::layers::Asked`, …).

use crate::dialog::Dialog;
use crate::end_page::{EndButton, EndPage};
use crate::i18n::Lang;
use crate::{Frame, RulesBook};
use paint::draw::Pen;
use paint::layout::Rect;
use paint::text_layout::Measure;
use std::any::Any;

/// A box on the stack: the dialog, its focused button, its buttons' names for the
/// browser page, and what it is about (the game's own value, handed back with the
/// answer).
pub struct Asked {
    /// The dialog.
    pub dialog: Dialog,
    /// The focused button.
    pub focus: usize,
    /// The buttons' names as the browser page taps them, in order.
    pub names: Vec<&'static str>,
    /// Seconds the box still ignores input (the click that opened it must not also
    /// choose in it).
    pub(crate) guard: f32,
    /// What the box asks, as its game said it.
    pub(crate) about: Box<dyn Any>,
}

impl Asked {
    /// A box asking `dialog` about `about`, its focus on the first button.
    pub fn new(dialog: Dialog, about: impl Any) -> Asked {
        Asked {
            dialog,
            focus: 0,
            names: vec![],
            guard: 0.0,
            about: Box::new(about),
        }
    }

    /// The box with its focus on button `focus`.
    pub fn focus(mut self, focus: usize) -> Asked {
        self.focus = focus;
        self
    }

    /// The box with its buttons' names for the browser page.
    pub fn named(mut self, names: Vec<&'static str>) -> Asked {
        self.names = names;
        self
    }

    /// The box ignoring input for its first `seconds`.
    pub fn guarded(mut self, seconds: f32) -> Asked {
        self.guard = seconds;
        self
    }

    /// What the box is about, if it is a `T`.
    pub fn about<T: Any>(&self) -> Option<&T> {
        self.about.downcast_ref()
    }
}

/// The end page on the stack: its words, whether it is folded to a bar, its focus.
#[derive(Clone, Debug, Default)]
pub struct EndShown {
    /// The page's words.
    pub page: EndPage,
    /// Whether it is folded away to a bar (the board shows whole).
    pub folded: bool,
    /// The focused button.
    pub focus: usize,
    /// Seconds the page answers nothing after the game ended (a hurried second click on
    /// the last move must not choose a button); what it lets through goes to the game.
    pub pause: f32,
    /// Seconds since the game ended, as the page counts them.
    pub waited: f32,
}

impl EndShown {
    /// The page, unfolded, its focus on the first button, answering at once.
    pub fn new(page: EndPage) -> EndShown {
        EndShown {
            page,
            ..EndShown::default()
        }
    }
}

/// The review of a finished game on the stack: the step on show (0 the start, `last`
/// after the last move) and where the game draws its ◀, ▶ and *Back* buttons in a
/// `w` × `h` window. The game draws the position; the layer takes the keys and taps
/// (`shell/review_bar.rs`'s: ← → and the other Previous/Next keys, Home, End, Esc).
pub struct ReviewShown {
    /// The step on show.
    pub at: usize,
    /// The last step (the game's number of moves).
    pub last: usize,
    /// ◀, ▶ and *Back* in a `w` × `h` window.
    pub buttons: Box<dyn Fn(f32, f32) -> [Rect; 3]>,
}

/// A page over the game: it takes every input until it closes itself.
pub trait Page {
    /// One frame of input (`m` measures its texts, as drawn): whether the page closes.
    fn update(&mut self, frame: &Frame, m: &dyn Measure, lang: Lang) -> bool;
    /// Draws the page in a `w` × `h` window.
    fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32);
    /// Whether the page hides the game too (else the game is drawn under it, and only
    /// the layers between them are hidden).
    fn hides_game(&self) -> bool {
        false
    }
    /// The rules book, if the page is the rules pages.
    fn rules_book(&self) -> Option<RulesBook> {
        None
    }
    /// Where a finger taps on the page, by name, for the browser page.
    fn tap_spots(&self, _w: f32, _h: f32) -> Vec<(&'static str, Rect)> {
        vec![]
    }
}

/// A layer over the game.
pub enum Layer {
    /// A box: the shell's one dialog.
    Asked(Asked),
    /// The end page over the final position.
    End(EndShown),
    /// A page over the whole window.
    Page(Box<dyn Page>),
    /// The review of a finished game (the game draws it).
    Review(ReviewShown),
}

impl From<ReviewShown> for Layer {
    fn from(r: ReviewShown) -> Layer {
        Layer::Review(r)
    }
}

impl From<Asked> for Layer {
    fn from(a: Asked) -> Layer {
        Layer::Asked(a)
    }
}

impl From<EndShown> for Layer {
    fn from(e: EndShown) -> Layer {
        Layer::End(e)
    }
}

/// What a layer answers its game.
pub enum LayerAnswer {
    /// A box's button was chosen (the box is gone): its index and what the box was about.
    Chosen(usize, Box<dyn Any>),
    /// An end page's button (*See the board* never answers so, it folds the page). The
    /// page stays until its game takes it off ([`crate::Layers::drop_end`]) or changes
    /// its words ([`crate::Layers::end_mut`]).
    End(EndButton),
    /// The end page folded (`true`) or unfolded: it stays.
    Folded(bool),
    /// A page over the game closed itself (one that hid the game answers nothing).
    Closed,
    /// The review stepped to this step.
    Review(usize),
    /// The review was left (Esc, *Back*): it is gone.
    ReviewLeft,
}

impl LayerAnswer {
    /// The button chosen in a box about a `T`, and that `T`.
    pub fn chosen<T: Any>(self) -> Option<(usize, T)> {
        match self {
            LayerAnswer::Chosen(i, about) => about.downcast().ok().map(|a| (i, *a)),
            _ => None,
        }
    }
}
