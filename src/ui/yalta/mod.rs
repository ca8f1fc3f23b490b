//! The Yalta screens: the setup of three seats (a person or the computer, a name,
//! Red's queen), the game on the hexagon, and the end. The rules decide everything
//! (the `yalta` crate); this module only shows them and sends commands.

mod game_view;
pub mod layout;
mod setup;
pub mod texts;
pub mod view;

use crate::platform;
use crate::ui::draw::{draw_button, draw_focus_ring, Pen};
use crate::ui::i18n::{yalta_refusal, yalta_text, Lang, YaltaMsg};
use crate::ui::layout::{reading_height, text_sizes, Rect};
use crate::ui::screens::choose_among;
use ::rand::SeedableRng;
use layout::{end_choice_at, panel_layout, EndBox, EndChoice, PanelLayout, PANEL};
use macroquad::prelude::*;
use rand_chacha::ChaCha8Rng;
use std::cell::Cell as Remembered;
use std::collections::VecDeque;
use std::path::PathBuf;
use texts::Names;
use view::{player_color, BoardView, INK};
use yalta::bot::{choose, Level};
use yalta::cell::{Cell, Player};
use yalta::game::{Command, Game};
use yalta::position::{Kind, Move, RedQueen};
use yalta::record::GameRecord;
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
        yalta_text(lang, &msg)
    }
}

/// What the screen asks of the app after a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YaltaExit {
    /// Stay on the Yalta screens.
    Stay,
    /// Back to the start screen.
    Leave,
}

/// The Yalta screens' state.
pub struct YaltaScreen {
    lang: Lang,
    demo: bool,
    speed: f32,
    setup: bool,
    seats: [SeatKind; 3],
    names: Names,
    red_queen: RedQueen,
    name_focus: Option<usize>,
    game: Game,
    rng: ChaCha8Rng,
    selected: Option<Cell>,
    refusal: Option<(Cell, Refusal)>,
    promotion: Option<(Cell, Cell)>,
    messages: VecDeque<String>,
    wait: f32,
    end_wait: f32,
    /// The end box's focused button (an index into [`EndChoice::ALL`]).
    end_focus: usize,
    /// The end box as last drawn (its size follows its wrapped text, which only the
    /// drawing can measure), so that a click or tap meets the buttons on screen.
    end_box: Remembered<Option<EndBox>>,
    /// Where the running game is kept after every move (none in a demo).
    save_path: Option<PathBuf>,
    /// A saved game that can be continued from the setup screen.
    resume: Option<GameRecord>,
}

/// Seconds before the end box answers clicks and Enter, so that a hurried second
/// click on the mating move does not choose a button.
const END_PAUSE: f32 = 0.5;

/// The Yalta autosave's name in the data directory.
const AUTOSAVE_FILE: &str = "yalta-autosave.json";

/// The unfinished game of the autosave at `path`, if it reads and replays.
fn saved_record(path: &std::path::Path) -> Option<GameRecord> {
    platform::read_text(path)
        .ok()
        .and_then(|text| serde_json::from_str::<GameRecord>(&text).ok())
        .filter(|r| Game::from_record(r).is_ok_and(|g| !g.is_over()))
}

/// How many moves the unfinished Yalta game of the autosave in `data_dir` has, if there
/// is one (the start screen's "Continue").
pub fn saved_game_moves(data_dir: &std::path::Path) -> Option<usize> {
    saved_record(&data_dir.join(AUTOSAVE_FILE)).map(|r| r.moves.len())
}

impl YaltaScreen {
    /// The setup screen (or, in a demo, a game of three computers at once).
    pub fn new(
        lang: Lang,
        seed: u64,
        demo: bool,
        speed: f32,
        data_dir: Option<PathBuf>,
    ) -> YaltaScreen {
        let save_path = data_dir.filter(|_| !demo).map(|d| d.join(AUTOSAVE_FILE));
        let resume = save_path.as_deref().and_then(saved_record);
        let names = Player::ALL.map(|p| texts::colour(lang, p));
        let mut s = YaltaScreen {
            lang,
            demo,
            speed: speed.max(0.1),
            setup: !demo,
            seats: [
                SeatKind::Person,
                SeatKind::Person,
                SeatKind::Computer(Level::Normal),
            ],
            names,
            red_queen: RedQueen::Light,
            name_focus: None,
            game: Game::new(RedQueen::Light),
            rng: ChaCha8Rng::seed_from_u64(seed),
            selected: None,
            refusal: None,
            promotion: None,
            messages: VecDeque::new(),
            wait: 0.0,
            end_wait: 0.0,
            end_focus: 0,
            end_box: Remembered::new(None),
            save_path,
            resume,
        };
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

    fn start_game(&mut self) {
        self.game = Game::new(self.red_queen);
        self.setup = false;
        self.selected = None;
        self.refusal = None;
        self.promotion = None;
        self.messages.clear();
        self.wait = 0.8 / self.speed;
        self.end_wait = 0.0;
        self.end_focus = 0;
        self.end_box.set(None);
    }

    /// Keeps the running game in the data directory (a finished one is removed from
    /// the offer by its end).
    fn autosave(&self) {
        let Some(path) = &self.save_path else { return };
        let record = self.game.record(&self.names);
        if let Ok(json) = serde_json::to_string_pretty(&record) {
            // A failed autosave must not stop the game; the next move tries again.
            let _ = platform::write_atomic(path, json.as_bytes());
        }
    }

    /// Ctrl+C copies the position as YFEN; Ctrl+V starts a game from a pasted YFEN.
    fn clipboard_keys(&mut self) {
        let ctrl = is_key_down(KeyCode::LeftControl) || is_key_down(KeyCode::RightControl);
        if !ctrl {
            return;
        }
        if is_key_pressed(KeyCode::C) {
            let yfen = self.game.position().to_yfen();
            macroquad::miniquad::window::clipboard_set(&yfen);
            self.say(self.text(YaltaMsg::YfenCopied(yfen)));
        }
        if is_key_pressed(KeyCode::V) {
            let text = macroquad::miniquad::window::clipboard_get().unwrap_or_default();
            match Game::from_yfen(text.trim()) {
                Ok(g) => {
                    self.start_game();
                    self.game = g;
                    self.say(self.text(YaltaMsg::Pasted));
                }
                Err(e) => self.say(e.to_string()),
            }
        }
    }

    /// A text of the Yalta screens in the window's language.
    fn text(&self, m: YaltaMsg) -> String {
        yalta_text(self.lang, &m)
    }

    fn say(&mut self, text: String) {
        self.messages.push_back(text);
        while self.messages.len() > 7 {
            self.messages.pop_front();
        }
    }

    fn play(&mut self, mv: Move) {
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
        self.selected = None;
        self.refusal = None;
        self.promotion = None;
        self.wait = 0.7 / self.speed;
    }

    /// One frame of input.
    pub fn update(&mut self) -> YaltaExit {
        if self.setup {
            return self.update_setup();
        }
        let dt = get_frame_time();
        let click = is_mouse_button_pressed(MouseButton::Left).then(mouse_position);
        // The panel's Back button works whoever is to move, the computer too, and at
        // the end: a mouse or a finger always has a way out.
        if click.is_some_and(|(mx, my)| self.panel().back.contains(mx, my)) {
            self.selected = None;
            self.promotion = None;
            self.refusal = None;
            return YaltaExit::Leave;
        }
        if self.game.is_over() {
            return self.update_end(dt);
        }
        if is_key_pressed(KeyCode::Escape) {
            if self.selected.is_some() || self.promotion.is_some() {
                self.selected = None;
                self.promotion = None;
                self.refusal = None;
            } else {
                return YaltaExit::Leave;
            }
        }
        self.clipboard_keys();
        let mover = self.game.position().to_move();
        if let SeatKind::Computer(level) = self.seats[mover.index()] {
            self.wait -= dt;
            if self.wait <= 0.0 {
                if let Some(mv) = choose(&self.game, level, &mut self.rng) {
                    self.play(mv);
                }
            }
            return YaltaExit::Stay;
        }
        if let Some((mx, my)) = click {
            self.click(mx, my);
        }
        YaltaExit::Stay
    }

    /// One frame at the end: the end box's New game and Back, by Enter and Esc,
    /// Left/Right/Tab and Enter, or a click or tap; a demo plays on by itself.
    fn update_end(&mut self, dt: f32) -> YaltaExit {
        self.end_wait += dt;
        if is_key_pressed(KeyCode::Escape) {
            return YaltaExit::Leave;
        }
        if self.demo && self.end_wait > 4.0 / self.speed {
            self.start_game();
            return YaltaExit::Stay;
        }
        if self.end_wait < END_PAUSE {
            return YaltaExit::Stay;
        }
        let n = EndChoice::ALL.len();
        self.end_focus = self.end_focus.min(n - 1);
        // The keys through the shared chooser (its click test sees no rectangles);
        // a click or tap through the end box's own rule, on the buttons as drawn.
        let keyed = choose_among(&mut self.end_focus, n, false, Vec::new)
            .and_then(|i| EndChoice::ALL.get(i).copied());
        let clicked = is_mouse_button_pressed(MouseButton::Left)
            .then(mouse_position)
            .zip(self.end_box.get())
            .and_then(|((mx, my), b)| end_choice_at(&b, mx, my));
        match keyed.or(clicked) {
            Some(EndChoice::NewGame) => self.setup = true,
            Some(EndChoice::Back) => return YaltaExit::Leave,
            None => {}
        }
        YaltaExit::Stay
    }

    /// The panel's parts in this window.
    fn panel(&self) -> PanelLayout {
        let (w, h) = (screen_width(), screen_height());
        panel_layout(w, h, text_sizes(reading_height(w, h)).0)
    }

    /// Where a finger taps next on the Yalta screens, by name, for the browser page's
    /// status (`ui/web_status.rs`): the setup's Play, Back and the saved game's offer;
    /// the game's Back; the end box's New game and Back.
    pub fn tap_spots(&self) -> Vec<(&'static str, Rect)> {
        if self.setup {
            let (_, _, _, start, back) = self.setup_rects();
            let mut spots = vec![("start", start), ("back", back)];
            if self.resume.is_some() {
                spots.push(("resume", self.resume_rect()));
            }
            return spots;
        }
        let mut spots = vec![("back", self.panel().back)];
        if let Some(b) = self.end_box.get().filter(|_| self.game.is_over()) {
            spots.push(("new_game", b.buttons[0]));
            spots.push(("end_back", b.buttons[1]));
        }
        spots
    }

    fn board_view(&self) -> BoardView {
        let (w, h) = (screen_width(), screen_height());
        BoardView::fit(w * (1.0 - PANEL), h)
    }

    fn promotion_rects(&self) -> [Rect; 4] {
        self.panel().promotion
    }

    fn click(&mut self, mx: f32, my: f32) {
        if let Some((from, to)) = self.promotion {
            for (i, r) in self.promotion_rects().iter().enumerate() {
                if r.contains(mx, my) {
                    let cmd = Command {
                        from,
                        to,
                        promotion: Some(Kind::PROMOTIONS[i]),
                    };
                    if let Ok(mv) = self.game.check(&cmd) {
                        self.play(mv);
                    }
                    return;
                }
            }
        }
        let Some(cell) = self.board_view().cell_at(mx, my) else {
            return;
        };
        let pos = self.game.position();
        let me = pos.to_move();
        if pos.piece(cell).is_some_and(|p| p.owner == me) && self.selected != Some(cell) {
            self.selected = Some(cell);
            self.refusal = None;
            self.promotion = None;
            return;
        }
        let Some(from) = self.selected else {
            let cmd = Command {
                from: cell,
                to: cell,
                promotion: None,
            };
            if let Err(r) = self.game.check(&cmd) {
                self.refusal = Some((cell, r));
            }
            return;
        };
        let moves: Vec<Move> = pos
            .legal_moves_from(from)
            .into_iter()
            .filter(|m| m.to == cell)
            .collect();
        match moves.len() {
            0 => {
                let cmd = Command {
                    from,
                    to: cell,
                    promotion: None,
                };
                self.refusal = self.game.check(&cmd).err().map(|r| (cell, r));
                if cell == from {
                    self.selected = None;
                    self.refusal = None;
                }
            }
            1 => self.play(moves[0]),
            _ => self.promotion = Some((from, cell)),
        }
    }

    /// Draws the screen that is up.
    pub fn draw(&self, pen: &Pen, w: f32, h: f32) {
        clear_background(Color::from_rgba(46, 52, 64, 255));
        if self.setup {
            self.draw_setup(pen, w, h);
        } else {
            self.draw_game(pen, w, h);
        }
    }
}

impl crate::ui::shell::GameScreen for YaltaScreen {
    fn update(&mut self, _lang: Lang) -> crate::ui::shell::Exit {
        match YaltaScreen::update(self) {
            YaltaExit::Stay => crate::ui::shell::Exit::Stay,
            YaltaExit::Leave => crate::ui::shell::Exit::ToStart,
        }
    }

    fn draw(&self, pen: &Pen, _lang: Lang, w: f32, h: f32) {
        YaltaScreen::draw(self, pen, w, h);
    }

    fn end_on_screen(&self) -> bool {
        self.is_over()
    }

    fn save(&mut self) {
        self.autosave();
    }
}
