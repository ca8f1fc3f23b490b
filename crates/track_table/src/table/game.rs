//! The game screen: the computers' turns, a person's keys and clicks, and drawing the
//! board with its highlights, pieces, dice and a drawn card (the side panel is
//! [`crate::table::panel`]).

use crate::i18n::Msg;
use crate::table::input::pressed;
use crate::table::interact::{self, Button, Input, Key, Outcome};
use crate::table::panel::PanelButton;
use crate::table::screen::MenuShown;
use crate::table::why_view::Said;
use crate::{Room, TableScreen};
use macroquad::prelude::*;
use paint::layout::Layout;
use shell::Frame;
use track::movement::Target;
use track::pieces::PieceId;
use track::Choice;

/// Seconds a computer waits before each decision, so people can follow.
pub const COMPUTER_PAUSE: f32 = 0.7;
/// The longest frame time counted, in seconds, so that a stalled window does not
/// jump ahead.
const MAX_FRAME_TIME: f32 = 0.1;
/// Seconds a refused square's reason stays on the board.
const REFUSAL_TIME: f32 = 4.0;
impl<R: Room> TableScreen<R> {
    /// One frame of the game: animations, the computers' turns, a person's input (the
    /// end screen once the game is over).
    pub fn update_game(&mut self, frame: &Frame) {
        let real_dt = frame.dt.min(MAX_FRAME_TIME);
        // A computer's turn at the chosen computer speed.
        let dt = self.game_dt(real_dt * self.cfg.speed);
        let clicked = frame.clicked();
        let enter = frame.pressed(KeyCode::Enter) || frame.pressed(KeyCode::KpEnter);
        self.table.pace.hand_over.tick(real_dt);
        let cell = Layout::new(frame.size.0, frame.size.1, self.table.shown.board()).cell;
        self.table.update_effects(real_dt, cell);
        if !self.table.idle() {
            if frame.pressed(KeyCode::Escape) {
                // The menu opens at any time; the animation waits behind it.
                self.menu = MenuShown::Ask(0);
                return;
            }
            // A click (or Enter) finishes the animation and does nothing else.
            self.animate(frame, dt, (clicked || enter) && !self.cfg.demo);
            if self.table.idle() {
                R::animation_ended(self);
            }
            return;
        }
        if R::update_coach(self, frame, real_dt) {
            return;
        }
        if self.table.state.is_over() {
            R::update_over(self, frame, dt);
            return;
        }
        let k = self.table.turn_index();
        if let Some(Some(bot)) = self.table.bots.get_mut(k) {
            self.table.pace.wait += dt;
            if self.table.pace.wait >= COMPUTER_PAUSE {
                self.table.pace.wait = 0.0;
                if let Some(cmd) = bot.choose(&self.table.state) {
                    self.send(cmd);
                }
            }
            if frame.pressed(KeyCode::Escape) {
                self.menu = MenuShown::Ask(0);
            }
            return;
        }
        // A human turn: keys and clicks, once the hand-over's short grace is over.
        if !self.table.pace.hand_over.accepts_input() {
            return;
        }
        let layout = Layout::new(frame.size.0, frame.size.1, self.table.state.board());
        let mut inputs: Vec<Input> = pressed(
            frame,
            &[
                (KeyCode::Space, Key::Space),
                (KeyCode::Backspace, Key::Backspace),
                (KeyCode::Enter, Key::Enter),
                (KeyCode::KpEnter, Key::Enter),
                (KeyCode::Right, Key::Next),
                (KeyCode::Down, Key::Next),
                (KeyCode::Tab, Key::Next),
                (KeyCode::Left, Key::Prev),
                (KeyCode::Up, Key::Prev),
            ],
        )
        .into_iter()
        .map(Input::Key)
        .collect();
        inputs.extend(
            pressed(
                frame,
                &[
                    (KeyCode::B, Button::BringIn),
                    (KeyCode::C, Button::DrawCard),
                    (KeyCode::N, Button::Pass),
                    (KeyCode::S, Button::StepMode),
                ],
            )
            .into_iter()
            .map(Input::Button),
        );
        if frame.pressed(KeyCode::M) {
            self.table.interaction.show_moves = !self.table.interaction.show_moves;
        }
        let beginner = self.help_of(self.table.state.turn().seat) == base::choices::Help::Beginner
            || R::coached(self);
        if frame.pressed(KeyCode::D) && beginner {
            self.table.count_map = !self.table.count_map;
        }
        // H and D are the beginner's aids: another seat gets a word, not silence.
        let aid_pressed = frame.pressed(KeyCode::H) || frame.pressed(KeyCode::D);
        if aid_pressed && !beginner && !self.table.is_computer_turn() {
            self.table
                .messages
                .push_front(self.t(Msg::AidsForBeginners));
        }
        if frame.pressed(KeyCode::H) && beginner && self.hint() {
            return;
        }
        if frame.pressed(KeyCode::Escape) {
            if self.table.interaction.picking == interact::Picking::Nothing
                && self.table.interaction.walk.is_empty()
            {
                self.menu = MenuShown::Ask(0);
                return;
            }
            inputs.push(Input::Key(Key::Escape));
        }
        inputs.extend(
            pressed(
                frame,
                &[
                    (KeyCode::Key1, 1),
                    (KeyCode::Key2, 2),
                    (KeyCode::Key3, 3),
                    (KeyCode::Key4, 4),
                    (KeyCode::Key5, 5),
                    (KeyCode::Key6, 6),
                ],
            )
            .into_iter()
            .map(|d| Input::Key(Key::Digit(d))),
        );
        // The walk's "one move back" under the dice, then the panel's buttons, then the
        // board.
        let (mx, my) = frame.mouse;
        let step_back = self.step_back_button(&layout);
        if clicked && step_back.is_some_and(|r| r.contains(mx, my)) {
            inputs.push(Input::Button(Button::StepBack));
        } else if clicked {
            match self
                .button_rects(&layout)
                .into_iter()
                .find(|(_, r)| r.contains(mx, my))
                .map(|(b, _)| b)
            {
                Some(PanelButton::Game(b)) => inputs.push(Input::Button(b)),
                Some(PanelButton::ShowMoves) => {
                    self.table.interaction.show_moves = !self.table.interaction.show_moves
                }
                Some(PanelButton::Fullscreen) => self.exit = shell::Exit::Fullscreen,
                Some(PanelButton::Menu) => {
                    self.menu = MenuShown::Ask(0);
                    return;
                }
                Some(PanelButton::MoveMap) if beginner => {
                    self.table.count_map = !self.table.count_map
                }
                // A hint on show: the same button plays it, as Enter does.
                Some(PanelButton::Hint) if beginner && self.table.interaction.hinted.is_some() => {
                    inputs.push(Input::Key(Key::Enter))
                }
                Some(PanelButton::Hint) if beginner => {
                    if self.hint() {
                        return;
                    }
                }
                Some(PanelButton::MoveMap | PanelButton::Hint) => {}
                None => {
                    if let Some(p) = self.table.piece_off_grid_at(&layout, mx, my) {
                        inputs.push(Input::Piece(p));
                    } else if let Some(sq) = layout.square_at(mx, my) {
                        inputs.push(Input::Square(sq));
                    }
                }
            }
        }
        if let Some(said) = &mut self.table.refusal {
            said.age += real_dt;
            if said.age > REFUSAL_TIME {
                self.table.refusal = None;
            }
        }
        let step_before = self.table.interaction.step_mode;
        let hinted = self.table.interaction.hinted.is_some();
        for input in inputs {
            let walked = self.table.interaction.walk.len();
            match self.table.interaction.handle(&self.table.state, input) {
                Outcome::Send(cmd) => {
                    self.send(cmd);
                    self.table.walked_shown = walked;
                    break;
                }
                Outcome::Refused { square, why } => {
                    self.table.refusal = Some(Said::square(square, why))
                }
                Outcome::Declined { square, why } => {
                    self.table.refusal = Some(Said::input(square, why))
                }
                Outcome::Changed => self.table.refusal = None,
                Outcome::Ignored => {}
            }
        }
        if hinted && self.table.interaction.hinted.is_none() {
            // The hint put away: its reason goes with it.
            self.table.hint_why = None;
        }
        if self.table.interaction.step_mode != step_before {
            self.remember_step_mode();
        }
    }

    /// The computer's hint: its choice shown on the board (Enter plays it), with one
    /// line on why. Returns whether a command was sent at once.
    fn hint(&mut self) -> bool {
        if let Some(sent) = R::coach_hint(self) {
            return sent;
        }
        let choices = self.table.interaction.hint_choices(&self.table.state);
        let Some(c) = track::bots::GreedyBot::pick(
            &self.table.state,
            &choices,
            &mut self.table.state.decision_rng(),
        ) else {
            return false;
        };
        let why = self.t(self.hint_reason(&c));
        if let Outcome::Send(cmd) = self.table.interaction.suggest(&self.table.state, &c) {
            self.send(cmd);
            return true;
        }
        self.table.hint_why = Some(why);
        false
    }

    /// Why a choice is good, in one line.
    fn hint_reason(&self, c: &Choice) -> Msg {
        let s = &self.table.state;
        let board = s.board();
        let home_from = |p: PieceId, sq: track::geometry::Square| {
            board.moves_home(p.seat, p.role)[board.index(sq)]
        };
        match c {
            Choice::Move {
                role,
                target: Target::Home,
                ..
            } => Msg::HintHome(*role),
            Choice::Move {
                captures: Some(v), ..
            } => match s.position().square_of(*v) {
                Some(sq) => Msg::HintCaptures(self.seat_name(v.seat), v.role, home_from(*v, sq)),
                None => Msg::HintOther,
            },
            Choice::Move {
                role,
                target: Target::Square(to),
                ..
            } => {
                let piece = PieceId {
                    seat: s.turn().seat,
                    role: *role,
                };
                match s.position().square_of(piece) {
                    Some(from) => Msg::HintNearer(
                        *role,
                        i32::from(home_from(piece, from)) - i32::from(home_from(piece, *to)),
                    ),
                    None => Msg::HintOther,
                }
            }
            Choice::BringIn { .. } => Msg::HintBringIn,
            Choice::DrawCard => Msg::HintCard,
            _ => Msg::HintOther,
        }
    }
}
