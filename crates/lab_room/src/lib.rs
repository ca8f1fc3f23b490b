//! The rule lab's window (issue 32): a family invents its own rules and sees how they
//! play. [`LabScreen`] is a [`GameScreen`] of two pages: the editor (`editor.rs`, the
//! rules as data and what each control changes; `layout.rs`, where everything goes)
//! and *Try it* (`try_it.rs`: the lab plays the rules and the booklet's game they came
//! from; `pictures.rs` draws the figures side by side). Saving, opening, exporting and
//! importing go through [`base::rule_sets`]; *Play it* hands the rules to the race's
//! setup through the shell ([`Exit::PlayRules`]). The boxes (leave unsaved? which saved
//! set to open?) are the shell's one dialog on its layers (`shell/layers.rs`).

mod boxes;
pub mod door;
pub mod editor;
pub mod layout;
mod pictures;

#[cfg(test)]
mod tests_boxes;
pub mod texts;
pub mod try_it;
mod try_layout;

use base::rule_sets;
use base::said::LabFiguresMsg;
use boxes::{LabBox, BOX_SPOTS};
use editor::{Control, Editor, EditorAction};
use lab::LabFigures;
use layout::{editor_layout, try_layout, LabButton, Look, TryControl, TryView};
use macroquad::prelude::*;
use paint::draw::{draw_button, draw_die, draw_focus_ring, Pen, INK, PAPER};
use paint::flat_fill::{draw_line, draw_rectangle, draw_rectangle_lines};
use paint::layout::Rect;
use shell::dialog::Dialog;
use shell::i18n::{name_entry_buttons, variant_line, Lang, NameEntryMsg};
use shell::keys::{Action, Input};
use shell::layers::{Asked, Layer};
use shell::Frame;
use shell::LayerAnswer;
use shell::{Exit, GameScreen};
use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::sync::Arc;
use texts::LabScreenMsg;
use track::board::Board;
use track::rule_set::Die;
use track::RuleSet;
use try_it::{Mode, TryRun};

/// The next run's seed after `seed`: far from it, so that two runs share no game
/// (game `i` of a run has seed `seed + i`). SplitMix64's step.
pub fn next_seed(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    // Small enough to type: the run's figures name it.
    (z ^ (z >> 31)) % 1_000_000_000
}
/// The colour of a refusal under the editor.
const REFUSED: Color = Color::new(0.7, 0.1, 0.1, 1.0);
/// The colour of "these rules make a game" and of notes.
const FINE: Color = Color::new(0.1, 0.4, 0.2, 1.0);
/// The orange die's body.
const ORANGE_DIE: Color = Color::from_rgba(0xF5, 0xA6, 0x23, 255);
/// The progress bar's fill.
const BAR: Color = Color::new(0.16, 0.42, 0.27, 1.0);
/// Seconds of a frame the stepped run (the browser's) may take.
const STEP_BUDGET: f64 = 0.012;
/// The most saved rule sets the open box lists.
const MAX_LISTED: usize = 10;

/// A run of *Try it* on screen.
struct Trying {
    run: TryRun,
    /// Its seed.
    seed: u64,
    /// When it started (the window's clock, seconds).
    started: f64,
    /// How long it took, once finished.
    seconds: Option<f64>,
    /// The focused button.
    focus: usize,
    /// The pictures' page on show (where they take more than one).
    page: usize,
}

/// The rule lab: the editor, and the *Try it* page over it.
pub struct LabScreen {
    editor: Editor,
    /// What the last action said (saved, exported, opened, a file's error).
    note: Option<String>,
    /// Whether the note says why something was refused (drawn red, not green).
    note_refused: bool,
    /// The boxes asked for (with their focused button) since the shell last took them.
    opening: Vec<(LabBox, usize)>,
    /// Whether a box of the shell's layers lies over the editor (the shell says so each
    /// frame): no focus ring and no typing then.
    covered: bool,
    /// The run on show, if *Try it* is up.
    trying: Option<Trying>,
    /// The rules to play, when *Play it* asked for a game.
    to_play: Option<RuleSet>,
    data_dir: PathBuf,
    seed: u64,
    board: Arc<Board>,
    /// The buttons as drawn last: what a click is judged against.
    shown: RefCell<Vec<(Control, Rect)>>,
    /// The *Try it* page's buttons as drawn last.
    shown_try: RefCell<Vec<(TryControl, Rect)>>,
    /// How many cards the cards page showed last.
    cards_shown: Cell<usize>,
    /// How many pages the *Try it* pictures took when drawn last.
    pages_shown: Cell<usize>,
    /// The window size the pages were counted for before drawing (a new size, or the
    /// first frame of the figures, counts them again).
    pages_counted: Cell<Option<(f32, f32)>>,
    /// The figures of the booklet's games played before, by base and games: the same
    /// seed gives the same figures, so they are played once a visit.
    base_figures: Vec<((track::rule_set::Base, usize), LabFigures)>,
}

impl LabScreen {
    /// Shows why something was refused, in red under the editor.
    fn refuse(&mut self, why: String) {
        self.note = Some(why);
        self.note_refused = true;
    }

    /// Shows a note (what was done), in green under the editor.
    fn tell(&mut self, what: String) {
        self.note_refused = false;
        self.note = Some(what);
    }

    /// The rule lab on the small game, its rules saved in `data_dir`; runs from `seed`.
    pub fn new(lang: Lang, data_dir: PathBuf, seed: u64) -> LabScreen {
        LabScreen {
            editor: Editor::new(::words::say(lang, &LabScreenMsg::DefaultName)),
            note: None,
            note_refused: false,
            opening: vec![],
            covered: false,
            trying: None,
            to_play: None,
            data_dir,
            seed,
            board: Arc::new(Board::classic()),
            shown: RefCell::new(vec![]),
            shown_try: RefCell::new(vec![]),
            cards_shown: Cell::new(6),
            pages_shown: Cell::new(1),
            pages_counted: Cell::new(None),
            base_figures: vec![],
        }
    }

    /// The rules *Play it* asked to play (once).
    pub fn take_rules(&mut self) -> Option<RuleSet> {
        self.to_play.take()
    }

    /// Whether typed letters go into the name (the shell then keeps K from muting).
    pub fn typing(&self) -> bool {
        self.trying.is_none()
            && !self.covered
            && (self.editor.focus == Control::Name || self.editor.naming.is_some())
    }

    /// Carries out what a control asked for.
    fn act(&mut self, frame: &Frame, lang: Lang, action: EditorAction) -> Exit {
        let t = |m: LabScreenMsg| ::words::say(lang, &m);
        match action {
            EditorAction::None => {}
            EditorAction::TryIt => self.start_try(frame, lang),
            EditorAction::Save => {
                self.save(lang);
            }
            EditorAction::PlayIt => {
                if self.save(lang) {
                    self.to_play = Some(self.editor.rules.clone());
                    return Exit::PlayRules;
                }
            }
            EditorAction::Export => {
                if cfg!(target_arch = "wasm32") {
                    let path = rule_sets::path_of(&self.data_dir, &self.editor.rules.name);
                    let file = path
                        .file_name()
                        .map(|f| f.to_string_lossy().to_string())
                        .unwrap_or_default();
                    base::platform::offer_download(&file, &rule_sets::to_json(&self.editor.rules));
                    self.tell(t(LabScreenMsg::Exported(file)));
                } else {
                    match rule_sets::save(&self.data_dir, &self.editor.rules) {
                        Ok(path) => {
                            self.editor.mark_kept();
                            let path = path.display().to_string();
                            self.tell(t(LabScreenMsg::ExportedHere(path)));
                        }
                        Err(e) => self.refuse(words::say(lang, &e)),
                    }
                }
            }
            EditorAction::Open => {
                let (mut list, _) = rule_sets::list(&self.data_dir);
                list.truncate(MAX_LISTED);
                if list.is_empty() {
                    self.tell(t(LabScreenMsg::NothingSaved));
                } else {
                    self.opening.push((LabBox::Open(list), 0));
                }
            }
            EditorAction::Import => base::platform::ask_open_file(),
            EditorAction::Back => {
                if self.editor.changed() {
                    self.opening.push((LabBox::Leave, 1));
                } else {
                    return Exit::ToStart;
                }
            }
        }
        Exit::Stay
    }

    /// Saves the rules under their name and says so; whether it worked.
    fn save(&mut self, lang: Lang) -> bool {
        match rule_sets::save(&self.data_dir, &self.editor.rules) {
            Ok(path) => {
                self.editor.mark_kept();
                let path = path.display().to_string();
                self.tell(::words::say(lang, &LabScreenMsg::Saved(path)));
                true
            }
            Err(e) => {
                self.refuse(words::say(lang, &e));
                false
            }
        }
    }

    /// Starts *Try it*: on threads on the desktop, stepped with fewer games in the
    /// browser.
    fn start_try(&mut self, frame: &Frame, lang: Lang) {
        let games = if cfg!(target_arch = "wasm32") {
            try_it::BROWSER_GAMES
        } else {
            try_it::DESKTOP_GAMES
        };
        let key = (self.editor.rules.base, games);
        let known = self
            .base_figures
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, f)| f.clone());
        // On the desktop the two runs share the cores; a base played before leaves them
        // all to the family's rules.
        #[cfg(not(target_arch = "wasm32"))]
        let mode = {
            let cores = base::platform::cores().max(1);
            Mode::Threads(if known.is_some() {
                cores
            } else {
                (cores / 2).max(1)
            })
        };
        #[cfg(target_arch = "wasm32")]
        let mode = Mode::Stepped;
        let rules = &self.editor.rules;
        let deck = self.editor.deck();
        let seed = self.seed;
        match TryRun::start(rules, deck, &self.board, (games, seed), mode, known) {
            Ok(run) => {
                // A fresh seed for the next run: not the same accident every time.
                self.seed = next_seed(seed);
                self.trying = Some(Trying {
                    run,
                    seed,
                    started: frame.clock(),
                    seconds: None,
                    focus: 0,
                    page: 0,
                });
                self.pages_shown.set(1);
                self.pages_counted.set(None);
            }
            Err(e) => {
                let said = ::words::say(lang, &LabFiguresMsg::Refused(e));
                self.refuse(::words::say(lang, &LabScreenMsg::CannotRun(said)));
            }
        }
    }

    /// A file chosen in the browser's file chooser: into the editor, or why not.
    fn take_imported(&mut self, lang: Lang) {
        let Some((name, text)) = base::platform::take_opened_file() else {
            return;
        };
        match rule_sets::from_json(&text, &name) {
            Ok(rules) => {
                self.tell(::words::say(
                    lang,
                    &LabScreenMsg::Opened(rules.name.clone()),
                ));
                // An imported rule set is not in the data folder yet: leaving asks.
                self.editor.import(rules);
            }
            Err(e) => self.refuse(words::say(lang, &e)),
        }
    }

    /// One frame of the editor.
    fn update_editor(&mut self, frame: &Frame, lang: Lang) -> Exit {
        self.take_imported(lang);
        self.editor.cards_per_page = self.cards_shown.get().max(1);
        let before = self.editor.rules.clone();
        if let Some(entry) = self.editor.naming.as_mut() {
            // The name box: the frame is its own, unless a press outside it goes on.
            let step = entry.update(frame);
            if !self.editor.end_naming(step) {
                if self.editor.rules != before {
                    self.note = None;
                }
                return Exit::Stay;
            }
        }
        for &ch in &frame.chars {
            self.editor.type_char(ch);
        }
        if frame.pressed(KeyCode::Backspace) {
            self.editor.backspace();
        }
        let input = Input::read(frame);
        let mut action = EditorAction::None;
        if input.has(Action::Back) {
            action = EditorAction::Back;
        } else if input.has(Action::Confirm) {
            action = self.editor.activate(self.editor.focus);
        } else if input.has(Action::Next) {
            self.editor
                .move_focus(!frame.down(KeyCode::LeftShift) && !frame.down(KeyCode::RightShift));
        } else if input.has(Action::Previous) {
            self.editor.move_focus(false);
        }
        if let Some((x, y)) = input.press {
            let hit = self
                .shown
                .borrow()
                .iter()
                .find(|(_, r)| r.contains(x, y))
                .map(|(c, _)| *c);
            if let Some(c) = hit {
                action = self.editor.activate(c);
            }
        }
        if self.editor.rules != before {
            self.note = None;
        }
        self.act(frame, lang, action)
    }

    /// One frame of *Try it*.
    fn update_try(&mut self, frame: &Frame) {
        let Some(trying) = self.trying.as_mut() else {
            return;
        };
        let t0 = frame.clock();
        loop {
            trying.run.step(1);
            // Threads play on their own: the frame only looks once.
            let stepped = trying.run.stepped();
            if !stepped || trying.run.finished() || frame.clock() - t0 > STEP_BUDGET {
                break;
            }
        }
        if trying.run.finished() && trying.seconds.is_none() {
            trying.seconds = Some(frame.clock() - trying.started);
            // The focus on Back, the last button.
            trying.focus = usize::MAX;
            if let Some(f) = trying.run.base_figures() {
                let key = (self.editor.rules.base, trying.run.games);
                if !self.base_figures.iter().any(|(k, _)| *k == key) {
                    self.base_figures.push((key, f));
                }
            }
        }
        let input = Input::read(frame);
        let buttons: Vec<(TryControl, Rect)> = self.shown_try.borrow().clone();
        let n = buttons.len().max(1);
        // The focus as shown (it stays on the last button, Back, when the buttons change).
        let focus = trying.focus.min(n - 1);
        let mut chosen = None;
        if input.has(Action::Back) {
            chosen = Some(if trying.run.finished() {
                TryControl::Back
            } else {
                TryControl::Stop
            });
        }
        // Where the pictures take pages, the arrow keys and Page Up / Page Down turn
        // them; else Right and Left move the focus as everywhere.
        let paged = buttons.iter().any(|(c, _)| *c == TryControl::PageNext);
        let turn_next = paged
            && [KeyCode::Right, KeyCode::PageDown]
                .into_iter()
                .any(|k| frame.pressed(k));
        let turn_back = paged
            && [KeyCode::Left, KeyCode::PageUp]
                .into_iter()
                .any(|k| frame.pressed(k));
        if turn_next {
            chosen = Some(TryControl::PageNext);
        } else if turn_back {
            chosen = Some(TryControl::PagePrevious);
        } else if input.has(Action::Next) {
            trying.focus = (focus + 1) % n;
        } else if input.has(Action::Previous) {
            trying.focus = (focus + n - 1) % n;
        }
        if input.has(Action::Confirm) {
            chosen = buttons.get(focus).map(|(c, _)| *c);
        }
        if let Some((x, y)) = input.press {
            if let Some((c, _)) = buttons.iter().find(|(_, r)| r.contains(x, y)) {
                chosen = Some(*c);
            }
        }
        let pages = self.pages_shown.get().max(1);
        match chosen {
            Some(TryControl::Stop) => {
                trying.run.stop();
                trying.focus = usize::MAX;
            }
            Some(TryControl::Back) => self.trying = None,
            Some(TryControl::PageNext) => trying.page = (trying.page + 1) % pages,
            Some(TryControl::PagePrevious) => trying.page = (trying.page + pages - 1) % pages,
            None => {}
        }
    }

    /// What the *Try it* page shows.
    fn try_view(&self, trying: &Trying) -> TryView {
        TryView {
            name: self.editor.rules.name.clone(),
            each: trying.run.each(),
            browser: cfg!(target_arch = "wasm32"),
            done: trying.run.done(),
            finished: trying.run.finished(),
            stopped: trying.run.stopped(),
            tenths: (trying.seconds.unwrap_or(0.0) * 10.0).round() as u64,
            seed: trying.seed,
            fair: trying
                .run
                .figures()
                .map_or(lab::Fairness::Unknown, |(_, ours)| ours.fair.verdict),
            page: trying.page,
            pages: self.pages_shown.get(),
        }
    }

    fn draw_editor(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        let lay = editor_layout(pen, &self.editor, lang, self.note.as_deref(), w, h);
        self.cards_shown.set(lay.cards_per_page);
        *self.shown.borrow_mut() = lay.buttons.iter().map(|b| (b.control, b.rect)).collect();
        for l in &lay.texts {
            pen.left(&l.text, l.rect.x, l.center_y(), l.size, INK);
        }
        let refused = lay.refused || (self.note.is_some() && self.note_refused);
        let colour = if refused { REFUSED } else { FINE };
        for l in &lay.status {
            pen.left(&l.text, l.rect.x, l.center_y(), l.size, colour);
        }
        for b in &lay.buttons {
            let empty_name = b.control == Control::Name && self.editor.rules.name.is_empty();
            draw_lab_button(pen, b, empty_name, &self.editor);
        }
        if !self.covered {
            if let Some(b) = lay.buttons.iter().find(|b| b.control == self.editor.focus) {
                draw_focus_ring(b.rect);
            }
        }
        if let Some(entry) = &self.editor.naming {
            let prompt = words::say(lang, &NameEntryMsg::RuleSet);
            let [done, cancel] = name_entry_buttons(lang);
            entry.draw(pen, &prompt, [&done, &cancel], w, h);
        }
    }

    fn draw_try(&self, pen: &Pen, lang: Lang, trying: &Trying, w: f32, h: f32) {
        let mut lay = try_layout(pen, lang, &self.try_view(trying), w, h);
        // Where the pictures take another number of pages than drawn last (the first
        // frame of the figures, a new window size), the page buttons come or go at once.
        let figures = trying.run.figures();
        if let (Some((base, ours)), false) = (&figures, self.pages_counted.get() == Some((w, h))) {
            self.pages_counted.set(Some((w, h)));
            let base_name = variant_line(lang, self.editor.rules.base.id()).0;
            let names = (base_name.as_str(), self.editor.rules.name.as_str());
            let pages = pictures::pages(pen, lang, (w, h), lay.pictures, (base, ours), names);
            if pages != self.pages_shown.get() {
                self.pages_shown.set(pages);
                lay = try_layout(pen, lang, &self.try_view(trying), w, h);
            }
        }
        *self.shown_try.borrow_mut() = lay.buttons.iter().map(|b| (b.control, b.rect)).collect();
        for l in &lay.texts {
            pen.left(&l.text, l.rect.x, l.center_y(), l.size, INK);
        }
        let bar = lay.bar;
        if bar.w > 0.0 {
            draw_rectangle(bar.x, bar.y, bar.w, bar.h, WHITE);
            draw_rectangle(bar.x, bar.y, bar.w * lay.filled, bar.h, BAR);
            draw_rectangle_lines(bar.x, bar.y, bar.w, bar.h, 2.0, INK);
        }
        if let Some((base, ours)) = figures {
            let p = lay.pictures;
            let base_name = variant_line(lang, self.editor.rules.base.id()).0;
            let pages = pictures::draw(
                pen,
                lang,
                (w, h),
                macroquad::prelude::Rect::new(p.x, p.y, p.w, p.h),
                trying.page,
                &base,
                &ours,
                &base_name,
                &self.editor.rules.name,
            );
            self.pages_shown.set(pages);
        }
        for (i, b) in lay.buttons.iter().enumerate() {
            draw_button(pen, b.rect, &b.label.text, b.label.size, false);
            if i == trying.focus.min(lay.buttons.len().saturating_sub(1)) {
                draw_focus_ring(b.rect);
            }
        }
    }

    /// The buttons on show by name, for the browser page's tap spots (a box's are the
    /// shell's layer's: `lab_box_0` …, `boxes::BOX_SPOTS`).
    pub fn tap_spots(&self) -> Vec<(String, Rect)> {
        if self.trying.is_some() {
            return self
                .shown_try
                .borrow()
                .iter()
                .map(|(c, r)| (format!("lab_{c:?}").to_lowercase(), *r))
                .collect();
        }
        self.shown
            .borrow()
            .iter()
            .map(|(c, r)| (format!("lab_{c:?}").to_lowercase(), *r))
            .collect()
    }
}

/// Draws one of the editor's buttons as its look says.
fn draw_lab_button(pen: &Pen, b: &LabButton<Control>, placeholder: bool, ed: &Editor) {
    let r = b.rect;
    let l = &b.label;
    match b.look {
        Look::Plain => draw_button(pen, r, &l.text, l.size, false),
        Look::Choice(chosen) => draw_button(pen, r, &l.text, l.size, chosen),
        Look::Toggle(on) => {
            draw_button(pen, r, "", l.size, on);
            let s = r.h * 0.5;
            let (x, y) = (r.x + r.h * 0.2, r.y + r.h * 0.25);
            draw_rectangle_lines(x, y, s, s, 2.0, WHITE);
            if on {
                draw_rectangle(x + s * 0.2, y + s * 0.2, s * 0.6, s * 0.6, WHITE);
            }
            pen.left(&l.text, l.rect.x, l.center_y(), l.size, WHITE);
        }
        Look::Field => {
            draw_rectangle(r.x, r.y, r.w, r.h, WHITE);
            draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, INK);
            let colour = if placeholder {
                Color::new(0.5, 0.5, 0.5, 1.0)
            } else {
                INK
            };
            pen.left(&l.text, l.rect.x, l.center_y(), l.size, colour);
            // A steady caret while the name has the focus (the next letter opens the
            // name box): nothing on screen changes by itself.
            if ed.focus == Control::Name {
                let x = if placeholder {
                    l.rect.x
                } else {
                    l.rect.x + l.rect.w + 2.0
                };
                draw_line(x, r.y + r.h * 0.2, x, r.y + r.h * 0.8, 2.0, INK);
            }
        }
        Look::Face(die) => {
            let Control::Face(_, i) = b.control else {
                return;
            };
            let body = if die == Die::White { WHITE } else { ORANGE_DIE };
            let (cx, cy) = r.center();
            draw_die(pen, ed.faces(die).get(i).copied(), cx, cy, r.h * 0.92, body);
        }
    }
}

/// The page's status with *Try it*'s games played so far and in all (`lab_games`), while
/// a run is on: the page's tests tell a slow run (a loaded machine gives the page few
/// frames) from a stuck one.
fn with_progress(mut status: serde_json::Value, progress: Option<(usize, usize)>) -> String {
    if let Some((done, total)) = progress {
        status["lab_games"] = serde_json::json!([done, total]);
    }
    status.to_string()
}

impl GameScreen for LabScreen {
    fn web_status(&self, ask: &shell::web_status::WebAsk) -> String {
        let progress = self.trying.as_ref().map(|t| (t.run.done(), t.run.total()));
        with_progress(ask.plain_view("Lab", self.tap_spots()), progress)
    }

    fn update(&mut self, frame: &Frame, shared: &mut shell::Shared) -> Exit {
        let lang = shared.lang;
        if self.trying.is_some() {
            self.update_try(frame);
            return Exit::Stay;
        }
        self.update_editor(frame, lang)
    }

    fn answer(&mut self, answer: LayerAnswer, shared: &mut shell::Shared) -> Exit {
        match answer.chosen::<LabBox>() {
            Some((i, b)) => self.box_chosen(b, i, shared.lang),
            None => Exit::Stay,
        }
    }

    fn covered(&mut self, covered: bool) {
        self.covered = covered;
    }

    fn take_layers(&mut self, lang: Lang) -> Vec<Layer> {
        std::mem::take(&mut self.opening)
            .into_iter()
            .map(|(b, focus)| {
                let names = BOX_SPOTS
                    .iter()
                    .copied()
                    .take(self.dialog(&b, lang).buttons.len());
                Asked::new(self.dialog(&b, lang), b)
                    .focus(focus)
                    .named(names.collect())
                    .into()
            })
            .collect()
    }

    fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        paint::flat_fill::clear(PAPER);
        match &self.trying {
            Some(trying) => self.draw_try(pen, lang, trying, w, h),
            None => self.draw_editor(pen, lang, w, h),
        }
    }

    fn end_on_screen(&self) -> bool {
        self.trying.as_ref().is_some_and(|t| t.run.finished())
    }

    fn save(&mut self) {}

    fn still(&self) -> bool {
        match &self.trying {
            // A finished run's pictures stand still; a running one fills its bar.
            Some(trying) => trying.run.finished() && trying.seconds.is_some(),
            // The name field's caret blinks by time (`text_layout::note_timed`).
            None => true,
        }
    }
}
