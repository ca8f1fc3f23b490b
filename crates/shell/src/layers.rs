//! The layers over a game, owned by the shell (issue 53), as zemeroth's screen stack:
//! a game pushes a box (the one dialog), its end page or a page of its own (the chess
//! words); the shell pushes the rules and keys pages and the start screen's language
//! chooser. While a layer is on top it takes the frame's input; the shell draws the
//! game under it, then the layers from the lowest that shows (a page hides the layers
//! under it; the rules pages hide the game too), and hands the answer back to the game
//! ([`crate::GameScreen::answer`]).
//!
//! A box answers with the button chosen (Enter, a click or a tap; Esc and a click
//! beside it take its safe choice) and is popped; the game gets back what the box was
//! about, as it said when it pushed it ([`Asked::new`]). The end page folds and
//! unfolds itself (the game is told, for its layout) and lets through what it does not
//! take (the folded page's bar leaves the board and the panel to the game); its buttons
//! answer, and the game takes the page off or changes its words. A page closes itself.
//!
//! A game asks for layers as zemeroth's screens ask for a transition: it keeps them
//! until the shell takes them after each of its frames
//! ([`crate::GameScreen::take_layers`]), built in the shell's language.
//! [`run_frame`] is one frame of a game under its layers, as the shell runs it; a test
//! drives a game with it, boxes and all, through [`Frame`] values alone.
//!
//! This file holds the stack and the running of a game under it; the kinds of layer
//! and their answers are `layer_kinds.rs`'s, named here as well.

use crate::dialog;
use crate::end_page::{self, EndButton, EndChoice};
use crate::i18n::Lang;
use crate::keys::Input;
use crate::review_bar::{self, ReviewLayout, ReviewStep};
use crate::{Exit, Frame, GameScreen, RulesBook, Shared};
use macroquad::prelude::KeyCode;
use paint::draw::Pen;
use paint::layout::Rect;
use paint::text_layout::Measure;

pub use crate::layer_kinds::{Asked, EndShown, Layer, LayerAnswer, Page, ReviewShown};

/// What the layers did with a frame.
pub enum Step {
    /// No layer: the frame is the game's.
    Free,
    /// The top layer took nothing of it: the game below gets the frame.
    Through,
    /// The top layer took the frame's input; the game gets only its time.
    Held,
    /// The top layer waits (a box's first moments): nothing moves this frame.
    Waits,
    /// The top layer answered (and took the frame's input).
    Answer(LayerAnswer),
}

/// The stack of layers over the game on screen, the lowest first.
#[derive(Default)]
pub struct Layers {
    stack: Vec<Layer>,
}

impl Layers {
    /// Puts a layer on top.
    pub fn push(&mut self, layer: impl Into<Layer>) {
        self.stack.push(layer.into());
    }

    /// Takes the top layer off.
    pub fn pop(&mut self) -> Option<Layer> {
        self.stack.pop()
    }

    /// Takes every layer off (a new game, another screen).
    pub fn clear(&mut self) {
        self.stack.clear();
    }

    /// The top layer.
    pub fn top(&self) -> Option<&Layer> {
        self.stack.last()
    }

    /// Whether no layer lies over the game.
    pub fn is_empty(&self) -> bool {
        self.stack.is_empty()
    }

    /// How many layers there are.
    pub fn len(&self) -> usize {
        self.stack.len()
    }

    /// The end page, if it is on the stack.
    pub fn end(&self) -> Option<&EndShown> {
        self.stack.iter().find_map(|l| match l {
            Layer::End(e) => Some(e),
            _ => None,
        })
    }

    /// The end page, if it is on the stack, to change its words.
    pub fn end_mut(&mut self) -> Option<&mut EndShown> {
        self.stack.iter_mut().find_map(|l| match l {
            Layer::End(e) => Some(e),
            _ => None,
        })
    }

    /// Takes the end page off, wherever it lies.
    pub fn drop_end(&mut self) {
        self.stack.retain(|l| !matches!(l, Layer::End(_)));
    }

    /// The box on top, if the top is one.
    pub fn asked(&self) -> Option<&Asked> {
        match self.top() {
            Some(Layer::Asked(a)) => Some(a),
            _ => None,
        }
    }

    /// The rules book on top, if the rules pages are.
    pub fn rules_up(&self) -> Option<RulesBook> {
        match self.top() {
            Some(Layer::Page(p)) => p.rules_book(),
            _ => None,
        }
    }

    /// Whether the layers wait for no time: no box in its first moments.
    pub fn still(&self) -> bool {
        !matches!(self.top(), Some(Layer::Asked(a)) if a.guard > 0.0)
    }

    /// Whether the game is drawn at all (no page that hides it on top).
    pub fn game_shows(&self) -> bool {
        !matches!(self.top(), Some(Layer::Page(p)) if p.hides_game())
    }

    /// One frame of input for the top layer (`m` measures as the drawing does).
    pub fn update(&mut self, frame: &Frame, m: &dyn Measure, lang: Lang) -> Step {
        let Some(top) = self.stack.last_mut() else {
            return Step::Free;
        };
        match top {
            Layer::Asked(a) => {
                if a.guard > 0.0 {
                    a.guard -= frame.dt.min(0.1);
                    return Step::Waits;
                }
                let mut focus = a.focus;
                let chosen = dialog::ask(frame, &a.dialog, &mut focus);
                a.focus = focus;
                match chosen {
                    Some(i) => match self.stack.pop() {
                        Some(Layer::Asked(a)) => Step::Answer(LayerAnswer::Chosen(i, a.about)),
                        _ => Step::Held,
                    },
                    None => Step::Held,
                }
            }
            Layer::End(e) => {
                e.waited += frame.dt;
                if e.waited < e.pause {
                    return Step::Through;
                }
                let mut focus = e.focus;
                let chosen = end_page::ask(frame, &e.page, e.folded, &mut focus);
                e.focus = focus;
                match chosen {
                    None => Step::Through,
                    Some(EndChoice::Unfold) => {
                        e.folded = false;
                        Step::Answer(LayerAnswer::Folded(false))
                    }
                    Some(EndChoice::Button(EndButton::SeeBoard)) => {
                        e.folded = true;
                        Step::Answer(LayerAnswer::Folded(true))
                    }
                    Some(EndChoice::Button(b)) => Step::Answer(LayerAnswer::End(b)),
                }
            }
            Layer::Review(r) => {
                let [previous, next, back] = (r.buttons)(frame.size.0, frame.size.1);
                let lay = ReviewLayout {
                    bar: Rect::default(),
                    previous,
                    next,
                    back,
                    text: Rect::default(),
                    strip: false,
                };
                let home = frame.pressed(KeyCode::Home);
                let end = frame.pressed(KeyCode::End);
                match review_bar::decide(&lay, &Input::read(frame), home, end) {
                    None => Step::Held,
                    Some(ReviewStep::Back) => {
                        self.stack.pop();
                        Step::Answer(LayerAnswer::ReviewLeft)
                    }
                    Some(s) => match review_bar::step(r.at, r.last, s) {
                        Some(at) if at != r.at => {
                            r.at = at;
                            Step::Answer(LayerAnswer::Review(at))
                        }
                        _ => Step::Held,
                    },
                }
            }
            Layer::Page(p) => {
                let hides = p.hides_game();
                let closed = p.update(frame, m, lang);
                if closed {
                    self.stack.pop();
                }
                // A page that hides the game stops it too; one over it lets its time run.
                match (hides, closed) {
                    (true, _) => Step::Waits,
                    (false, true) => Step::Answer(LayerAnswer::Closed),
                    (false, false) => Step::Held,
                }
            }
        }
    }

    /// Draws the layers over the game: from the top page (which hides what lies under
    /// it) or the lowest layer, up.
    pub fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        let from = self
            .stack
            .iter()
            .rposition(|l| matches!(l, Layer::Page(_)))
            .unwrap_or(0);
        for layer in &self.stack[from..] {
            match layer {
                Layer::Asked(a) => {
                    dialog::draw(pen, &a.dialog, a.focus, w, h);
                }
                Layer::End(e) => end_page::draw(pen, &e.page, e.folded, e.focus, w, h),
                Layer::Page(p) => p.draw(pen, lang, w, h),
                // The game draws the position and its buttons.
                Layer::Review(_) => {}
            }
        }
    }

    /// Where a finger taps next on the top layer, by name, for the browser page: a box's
    /// named buttons, the end page's buttons, a page's spots; `None` with no layer.
    pub fn tap_spots(&self, m: &dyn Measure, w: f32, h: f32) -> Option<Vec<(&'static str, Rect)>> {
        Some(match self.top()? {
            Layer::Asked(a) => {
                let rects = dialog::layout(&a.dialog, m, w, h).buttons;
                a.names.iter().copied().zip(rects).collect()
            }
            Layer::End(e) => {
                let rects = end_page::layout(&e.page, m, w, h, e.folded).buttons;
                let names: &[&'static str] = if e.folded { &["end_show"] } else { &END_SPOTS };
                names.iter().copied().zip(rects).collect()
            }
            Layer::Page(p) => p.tap_spots(w, h),
            Layer::Review(r) => ["review_prev", "review_next", "review_back"]
                .into_iter()
                .zip((r.buttons)(w, h))
                .collect(),
        })
    }
}

/// One frame of `game` under the layers in `shared`, as the shell runs it: the top layer
/// takes the frame's input; the game gets the whole frame if no layer took any of it,
/// else only its time ([`GameScreen::under`]) and then the answer, if there is one; the
/// layers the game asked for are pushed after each of its calls. What the game asks of
/// the shell.
pub fn run_frame(
    game: &mut dyn GameScreen,
    shared: &mut Shared,
    frame: &Frame,
    m: &dyn Measure,
) -> Exit {
    let lang = shared.lang;
    let step = shared.layers.update(frame, m, lang);
    hand_on(game, shared, step, frame)
}

/// The rest of [`run_frame`] once the layers took what they took (`step`): `frame` to
/// the game, all of it or its time, and the answer; the layers it asked for pushed.
pub fn hand_on(game: &mut dyn GameScreen, shared: &mut Shared, step: Step, frame: &Frame) -> Exit {
    let mut quiet = frame.clone();
    quiet.clear();
    let exit = match step {
        Step::Waits => Exit::Stay,
        Step::Free | Step::Through => game.update(frame, shared),
        Step::Held => game.under(&quiet, shared),
        Step::Answer(answer) => match game.under(&quiet, shared) {
            Exit::Stay => {
                push_asked(game, shared);
                game.answer(answer, shared)
            }
            exit => exit,
        },
    };
    push_asked(game, shared);
    exit
}

/// Pushes the layers `game` asked for.
pub fn push_asked(game: &mut dyn GameScreen, shared: &mut Shared) {
    for layer in game.take_layers(shared.lang) {
        shared.layers.push(layer);
    }
}

/// The end page's buttons as the browser page names them, in [`end_page::BUTTONS`]' order.
pub const END_SPOTS: [&str; 5] = [
    "end_again",
    "end_review",
    "end_save",
    "end_start",
    "end_see_board",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialog::Dialog;
    use crate::end_page::EndPage;

    struct Mono;
    impl Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.55
        }
    }

    /// What a test's box is about.
    #[derive(Debug, PartialEq)]
    enum Question {
        Leave,
        Resign(u8),
    }

    fn question(buttons: &[&str], safe: Option<usize>) -> Dialog {
        Dialog::new(
            "A question".into(),
            String::new(),
            buttons.iter().map(|b| b.to_string()).collect(),
            safe,
        )
    }

    fn step(layers: &mut Layers, frame: &Frame) -> Step {
        layers.update(frame, &Mono, Lang::En)
    }

    fn key(k: KeyCode) -> Frame {
        Frame::at(1024.0, 768.0).key(k)
    }

    #[test]
    fn a_box_answers_its_game_with_what_it_was_about_and_leaves_the_one_under_it() {
        let mut layers = Layers::default();
        layers.push(Asked::new(
            question(&["Yes", "No"], Some(1)),
            Question::Leave,
        ));
        layers.push(Asked::new(question(&["Yes", "No"], Some(1)), Question::Resign(3)).focus(0));
        assert_eq!(layers.len(), 2);
        let Step::Answer(answer) = step(&mut layers, &key(KeyCode::Enter)) else {
            panic!("Enter answers the box on top");
        };
        assert_eq!(answer.chosen::<Question>(), Some((0, Question::Resign(3))));
        assert_eq!(layers.len(), 1, "only the top box is gone");
        let under = layers.asked().expect("the box under it is on top now");
        assert_eq!(under.about::<Question>(), Some(&Question::Leave));
        // What a box is about comes back only as its own type.
        let Step::Answer(answer) = step(&mut layers, &key(KeyCode::Enter)) else {
            panic!("the second box answers");
        };
        assert_eq!(answer.chosen::<u32>(), None);
        assert!(layers.is_empty());
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Enter)),
            Step::Free
        ));
    }

    #[test]
    fn escape_on_a_box_answers_its_safe_choice_and_a_box_without_one_stays() {
        let mut layers = Layers::default();
        layers.push(Asked::new(
            question(&["Leave", "Stay", "Save"], Some(1)),
            Question::Leave,
        ));
        let Step::Answer(answer) = step(&mut layers, &key(KeyCode::Escape)) else {
            panic!("Esc answers");
        };
        assert_eq!(answer.chosen::<Question>(), Some((1, Question::Leave)));
        layers.push(Asked::new(
            question(&["Leave", "Stay"], None),
            Question::Leave,
        ));
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Escape)),
            Step::Held
        ));
        assert_eq!(layers.len(), 1, "no safe choice: Esc leaves the box up");
    }

    #[test]
    fn the_arrows_move_a_boxs_focus_and_enter_chooses_it() {
        let mut layers = Layers::default();
        layers.push(Asked::new(question(&["A", "B", "C"], Some(2)), Question::Leave).focus(2));
        assert!(matches!(step(&mut layers, &key(KeyCode::Down)), Step::Held));
        assert_eq!(
            layers.asked().map(|a| a.focus),
            Some(0),
            "Down wraps to the first"
        );
        assert!(matches!(step(&mut layers, &key(KeyCode::Down)), Step::Held));
        let Step::Answer(answer) = step(&mut layers, &key(KeyCode::Enter)) else {
            panic!("Enter answers");
        };
        assert_eq!(answer.chosen::<Question>(), Some((1, Question::Leave)));
    }

    #[test]
    fn a_guarded_box_ignores_input_for_its_first_moments() {
        let mut layers = Layers::default();
        let asked = Asked::new(question(&["Yes", "No"], Some(1)), Question::Leave);
        layers.push(asked.guarded(0.2));
        assert!(!layers.still(), "a waiting box is not still");
        let enter = Frame::at(1024.0, 768.0)
            .after(1.0 / 60.0)
            .key(KeyCode::Enter);
        let mut waited = 0;
        while let Step::Waits = step(&mut layers, &enter) {
            waited += 1;
            assert!(waited < 20, "the guard ends");
        }
        // 0.2 s at 60 frames a second: twelve frames leave a crumb of a second in f32,
        // the thirteenth ends it (as the chess screen's guard always did).
        assert_eq!(waited, 13);
        assert!(layers.is_empty(), "after the guard Enter answers");
    }

    fn end_page() -> EndPage {
        EndPage {
            title: "Anna wins!".into(),
            labels: ["Again", "Review", "Save", "Start", "See the board"]
                .map(String::from)
                .to_vec(),
            ..EndPage::default()
        }
    }

    #[test]
    fn the_end_page_folds_itself_lets_the_rest_through_and_goes_with_a_button() {
        let mut layers = Layers::default();
        layers.push(EndShown::new(end_page()));
        assert!(matches!(
            step(&mut layers, &Frame::at(1024.0, 768.0)),
            Step::Through
        ));
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Space)),
            Step::Answer(LayerAnswer::Folded(true))
        ));
        assert!(
            layers.end().is_some_and(|e| e.folded),
            "folded, still there"
        );
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Escape)),
            Step::Answer(LayerAnswer::Folded(false))
        ));
        // A box over the page takes the input first.
        layers.push(Asked::new(
            question(&["Yes", "No"], Some(1)),
            Question::Leave,
        ));
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Escape)),
            Step::Answer(LayerAnswer::Chosen(1, _))
        ));
        assert!(layers.end().is_some_and(|e| !e.folded));
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Enter)),
            Step::Answer(LayerAnswer::End(EndButton::Again))
        ));
        assert!(
            layers.end().is_some(),
            "the page stays for its game to take off"
        );
        layers.drop_end();
        assert!(layers.is_empty());
    }

    #[test]
    fn the_review_steps_within_the_game_answers_each_step_and_goes_on_escape() {
        let mut layers = Layers::default();
        let rects = |w: f32, _h: f32| {
            let r = |x: f32| Rect {
                x,
                y: 700.0,
                w: w / 4.0,
                h: 50.0,
            };
            [r(0.0), r(300.0), r(600.0)]
        };
        layers.push(ReviewShown {
            at: 0,
            last: 2,
            buttons: Box::new(rects),
        });
        // Before the start there is nothing: ← answers nothing.
        assert!(matches!(step(&mut layers, &key(KeyCode::Left)), Step::Held));
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Right)),
            Step::Answer(LayerAnswer::Review(1))
        ));
        let tap = |x: f32| Frame::at(1024.0, 768.0).click(x + 10.0, 710.0);
        assert!(matches!(
            step(&mut layers, &tap(300.0)),
            Step::Answer(LayerAnswer::Review(2))
        ));
        assert!(matches!(step(&mut layers, &key(KeyCode::End)), Step::Held));
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Home)),
            Step::Answer(LayerAnswer::Review(0))
        ));
        let spots = layers.tap_spots(&Mono, 1024.0, 768.0).unwrap();
        assert_eq!(spots[2], ("review_back", rects(1024.0, 768.0)[2]));
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Escape)),
            Step::Answer(LayerAnswer::ReviewLeft)
        ));
        assert!(layers.is_empty());
    }

    /// A page that counts the frames it is given and closes on Enter.
    struct Counting(std::rc::Rc<std::cell::Cell<usize>>, bool);
    impl Page for Counting {
        fn update(&mut self, frame: &Frame, _: &dyn Measure, _: Lang) -> bool {
            self.0.set(self.0.get() + 1);
            frame.pressed(KeyCode::Enter)
        }
        fn draw(&self, _: &Pen, _: Lang, _: f32, _: f32) {}
        fn hides_game(&self) -> bool {
            self.1
        }
    }

    #[test]
    fn a_page_on_top_takes_every_input_and_the_box_under_it_waits() {
        let frames = std::rc::Rc::new(std::cell::Cell::new(0));
        let mut layers = Layers::default();
        layers.push(Asked::new(
            question(&["Yes", "No"], Some(1)),
            Question::Leave,
        ));
        layers.push(Layer::Page(Box::new(Counting(frames.clone(), false))));
        assert!(layers.game_shows());
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Escape)),
            Step::Held
        ));
        assert_eq!(
            layers.len(),
            2,
            "Esc reached the page, not the box under it"
        );
        assert!(matches!(
            step(&mut layers, &key(KeyCode::Enter)),
            Step::Answer(LayerAnswer::Closed)
        ));
        assert_eq!(frames.get(), 2);
        assert_eq!(layers.len(), 1, "the page closed itself");
        assert!(layers.asked().is_some(), "the box is on top again");
        // A page that hides the game stops it: nothing of it shows or moves.
        layers.push(Layer::Page(Box::new(Counting(frames.clone(), true))));
        assert!(!layers.game_shows());
        assert!(matches!(
            step(&mut layers, &Frame::at(1024.0, 768.0)),
            Step::Waits
        ));
    }
}
