//! The Yalta screens' run: each frame's input with no box over the game (the setup,
//! the review, the end or the game: the computer's moves, the clicks on the hexagon,
//! Esc and the clipboard's keys), what a box, the end page or the review answers, the
//! drawing and its tap spots, and the rest of what the shell asks of a
//! [`shell::GameScreen`]. The screens' state and how a game begins are the crate root's.

use crate::layout::{panel_layout, PanelLayout};
use crate::menu::MENU;
use crate::menu::{self};
use crate::texts::YaltaMsg;
use crate::view::BoardView;
use crate::{frame, setup};
use crate::{Boxed, Opening, SeatKind, YaltaScreen, END_PAUSE};
use macroquad::prelude::*;
use paint::draw::Pen;
use paint::layout::{reading_height, text_sizes, Rect};
use shell::i18n::Lang;
use shell::keys::{self, Action};
use shell::layers::{Asked, Layer};
use shell::Frame;
use shell::{Exit, LayerAnswer, Layers, Shared};
use yalta::bot::choose;
use yalta::cell::{Cell, Player};
use yalta::game::{Command, Game};
use yalta::position::Move;

impl YaltaScreen {
    /// One frame of input with no box over the game (the end page lets through what it
    /// does not take): the setup, the review, the end or the game.
    pub fn update(&mut self, frame: &Frame, layers: &mut Layers) -> Exit {
        let dt = frame.dt;
        self.end.size = frame.size;
        let exit = if self.setup {
            self.update_setup(frame)
        } else if self.review.is_some() {
            // The review is the shell's layer: it takes the frames.
            Exit::Stay
        } else if self.game.is_over() {
            self.update_end(dt, layers)
        } else {
            self.update_game(frame, dt);
            Exit::Stay
        };
        self.keep_end_page(layers);
        exit
    }

    /// What a box, the end page or the review answered.
    pub(crate) fn answered(&mut self, answer: LayerAnswer, layers: &mut Layers) -> Exit {
        let exit = match answer {
            LayerAnswer::Chosen(..) => match answer.chosen::<Boxed>() {
                Some((i, Boxed::Menu)) => match MENU.get(i) {
                    Some(item) => self.choose_menu(*item, i),
                    None => Exit::Stay,
                },
                Some((i, Boxed::Ask(a))) => self.answer(a, i != menu::NO),
                Some((i, Boxed::Promotion(from, to))) => {
                    if i < menu::PROMOTION_CANCEL {
                        self.promote(from, to, i);
                    }
                    Exit::Stay
                }
                None => Exit::Stay,
            },
            LayerAnswer::Folded(folded) => {
                self.end.folded = folded;
                Exit::Stay
            }
            LayerAnswer::End(b) => self.choose_end(b, layers),
            LayerAnswer::Review(at) => {
                if let Some(r) = self.review.as_mut() {
                    r.at = at;
                }
                Exit::Stay
            }
            LayerAnswer::ReviewLeft => {
                // Back to the end page, unfolded (it comes back below).
                self.review = None;
                self.end.folded = false;
                Exit::Stay
            }
            LayerAnswer::Closed => Exit::Stay,
        };
        self.keep_end_page(layers);
        exit
    }

    /// One frame of the game: the Menu button (whoever is to move, the computer too)
    /// and Esc open the menu (Esc first drops a chosen piece); the computer's moves; a
    /// person's clicks on the board.
    fn update_game(&mut self, frame: &Frame, dt: f32) {
        let click = frame.click_at();
        let on_menu = click.is_some_and(|(mx, my)| self.panel(frame).foot.contains(mx, my));
        if keys::pressed(frame, Action::Back) && !on_menu && self.drop_choice() {
            return;
        }
        if on_menu || keys::pressed(frame, Action::Back) {
            self.open_menu();
            return;
        }
        self.clipboard_keys(frame);
        let mover = self.game.position().to_move();
        if let SeatKind::Computer(level) = self.seats[mover.index()] {
            self.wait -= dt;
            if self.wait <= 0.0 {
                if let Some(mv) = choose(&self.game, level, &mut self.rng) {
                    self.play(mv);
                }
            }
            return;
        }
        if let Some((mx, my)) = click {
            self.click(frame, mx, my);
        }
        self.read_game_keys(frame);
    }

    /// Drops a chosen piece and its "why not": whether there was one.
    pub(crate) fn drop_choice(&mut self) -> bool {
        let had = self.pick.selected.is_some() || self.pick.refusal.is_some();
        self.pick.selected = None;
        self.pick.refusal = None;
        had
    }

    /// The panel's parts in this window.
    fn panel(&self, frame: &Frame) -> PanelLayout {
        panel_in(frame.size.0, frame.size.1)
    }

    /// Where a finger taps next on the Yalta screens, by name, for the browser page's
    /// status (`ui/shell/web_status.rs`), as last drawn: the setup's `start`, `back` (and
    /// `resume`); the game's `menu`; the menu's entries (`menu_continue`, `menu_rules`,
    /// `menu_keys`, `menu_moves`, `menu_save`, `menu_new`, `menu_to_start`); a question's
    /// `yes` and `no`; the promotion picker's `promote_queen` … `promote_cancel`; the end
    /// page's `end_again`, `end_review`, `end_save`, `end_start`, `end_see_board`, folded
    /// `end_show`; the review's `review_prev`, `review_next`, `review_back`.
    pub fn tap_spots(&self) -> Vec<(&'static str, Rect)> {
        self.spots.borrow().clone()
    }

    /// The tap spots in a `w` × `h` window whose texts `m` measures (the pen when
    /// drawing: the boxes lay themselves out by their wrapped texts).
    pub(crate) fn spots_in(&self, w: f32, h: f32) -> Vec<(&'static str, Rect)> {
        match () {
            _ if self.setup => {
                let (names, kinds, _, start, back) = setup::setup_rects(w, h);
                let mut spots = vec![("start", start), ("back", back)];
                // Each seat's name: a tap opens the name box.
                spots.extend(
                    ["name_white", "name_black", "name_red"]
                        .into_iter()
                        .zip(names),
                );
                // Who plays each seat: a tap cycles person → computer levels.
                spots.extend(
                    ["seat_white", "seat_black", "seat_red"]
                        .into_iter()
                        .zip(kinds),
                );
                if self.files.resume.is_some() {
                    spots.push(("resume", setup::resume_rect(w, h)));
                }
                spots
            }
            _ if self.review.is_some() => {
                let p = panel_in(w, h);
                vec![
                    ("review_prev", p.steps[0]),
                    ("review_next", p.steps[1]),
                    ("review_back", p.foot),
                ]
            }
            _ => {
                let mut spots = vec![("menu", panel_in(w, h).foot)];
                // For a finger (and the browser test): the first piece that can move, or
                // the chosen piece's first target.
                if let (true, Some(cell)) = (self.person_to_move(), self.tab_cells().first()) {
                    let name = if self.pick.selected.is_some() {
                        "target"
                    } else {
                        "piece"
                    };
                    let board = frame::frame(w, h).board;
                    let (c, size) = board.centre(*cell);
                    let r = size * 0.3;
                    spots.push((
                        name,
                        Rect {
                            x: c.x - r,
                            y: c.y - r,
                            w: 2.0 * r,
                            h: 2.0 * r,
                        },
                    ));
                }
                spots
            }
        }
    }

    fn board_view(&self, frame: &Frame) -> BoardView {
        frame::frame(frame.size.0, frame.size.1).board
    }

    fn click(&mut self, frame: &Frame, mx: f32, my: f32) {
        let Some(cell) = self.board_view(frame).cell_at(mx, my) else {
            return;
        };
        self.pick.trail = None;
        let i = self.game.position().to_move().index();
        self.pick.cursors[i] = cell;
        self.choose_cell(cell);
    }

    /// A click on `cell`, or Enter with the cursor on it: chooses a piece of the player
    /// to move, plays the chosen piece there, or says why not.
    pub(crate) fn choose_cell(&mut self, cell: Cell) {
        let pos = self.game.position();
        let me = pos.to_move();
        if pos.piece(cell).is_some_and(|p| p.owner == me) && self.pick.selected != Some(cell) {
            self.pick.selected = Some(cell);
            self.pick.refusal = None;
            return;
        }
        let Some(from) = self.pick.selected else {
            let cmd = Command {
                from: cell,
                to: cell,
                promotion: None,
            };
            if let Err(r) = self.game.check(&cmd) {
                self.pick.refusal = Some((cell, r));
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
                self.pick.refusal = self.game.check(&cmd).err().map(|r| (cell, r));
                if cell == from {
                    self.pick.selected = None;
                    self.pick.refusal = None;
                }
            }
            1 => self.play(moves[0]),
            _ => self.ask_box(Boxed::Promotion(from, cell), 0),
        }
    }

    /// Draws the screen that is up, and remembers its tap spots.
    pub fn draw(&self, pen: &Pen, w: f32, h: f32) {
        paint::flat_fill::clear(paint::draw::rgb(paint::palette::YALTA_BACKDROP));
        if self.setup {
            self.draw_setup(pen, w, h);
        } else if self.review.is_some() {
            self.draw_review(pen, w, h);
        } else {
            self.draw_game(pen, w, h);
        }
        self.spots.replace(self.spots_in(w, h));
    }

    /// Ctrl+C copies the position as YFEN; Ctrl+V starts a game from a pasted YFEN.
    fn clipboard_keys(&mut self, frame: &Frame) {
        let ctrl = frame.down(KeyCode::LeftControl) || frame.down(KeyCode::RightControl);
        if !ctrl {
            return;
        }
        if frame.pressed(KeyCode::C) {
            let yfen = self.game.position().to_yfen();
            macroquad::miniquad::window::clipboard_set(&yfen);
            self.say(self.text(YaltaMsg::YfenCopied(yfen)));
        }
        if frame.pressed(KeyCode::V) {
            let text = macroquad::miniquad::window::clipboard_get().unwrap_or_default();
            match Game::from_yfen(text.trim()) {
                Ok(g) => {
                    self.start_game();
                    self.game = g;
                    self.pick.cursors = Player::ALL.map(|p| self.game.position().king(p));
                    self.say(self.text(YaltaMsg::Pasted));
                }
                Err(e) => self.say(words::say(self.lang, &base::said::yfen(&e))),
            }
        }
    }
}

/// The panel's parts in a `w` × `h` window.
pub(crate) fn panel_in(w: f32, h: f32) -> PanelLayout {
    panel_layout(w, h, text_sizes(reading_height(w, h)).0)
}

impl YaltaScreen {
    /// Box `b` as the shell's layer: its dialog and its buttons' tap names.
    pub(crate) fn asked_box(&self, b: Boxed) -> Asked {
        let (dialog, names) = match b {
            Boxed::Menu => (self.menu_dialog(), menu::SPOTS.to_vec()),
            Boxed::Ask(a) => (self.ask_dialog(a), vec!["yes", "no"]),
            Boxed::Promotion(..) => (self.promotion_dialog(), menu::PROMOTION_SPOTS.to_vec()),
        };
        Asked::new(dialog, b).named(names)
    }
}

impl shell::GameScreen for YaltaScreen {
    fn web_status(&self, ask: &shell::web_status::WebAsk) -> String {
        ask.plain("Yalta", self.tap_spots())
    }

    fn update(&mut self, frame: &Frame, shared: &mut Shared) -> Exit {
        YaltaScreen::update(self, frame, &mut shared.layers)
    }

    fn answer(&mut self, answer: LayerAnswer, shared: &mut Shared) -> Exit {
        self.answered(answer, &mut shared.layers)
    }

    fn take_layers(&mut self, _lang: Lang) -> Vec<Layer> {
        std::mem::take(&mut self.opening)
            .into_iter()
            .map(|o| match o {
                Opening::Box(b, focus) => self.asked_box(b).focus(focus).into(),
                Opening::End(page) => page.into(),
                Opening::Review => self.review_layer().into(),
            })
            .collect()
    }

    fn draw(&self, pen: &Pen, _lang: Lang, w: f32, h: f32) {
        YaltaScreen::draw(self, pen, w, h);
    }

    fn end_on_screen(&self) -> bool {
        self.end_up()
    }

    fn save(&mut self) {
        self.autosave();
    }

    fn still_under(&self) -> bool {
        !self.options.demo
    }

    fn still(&self) -> bool {
        !self.options.demo
            && if self.setup {
                true
            } else if self.review.is_some() {
                false
            } else if self.game.is_over() {
                self.end.wait >= END_PAUSE
            } else {
                let mover = self.game.position().to_move();
                !matches!(self.seats[mover.index()], SeatKind::Computer(_))
            }
    }
}
