//! The Yalta setup screen: three seats (a person or the computer, a name), where
//! Red's queen stands, and the offer to continue a saved game.

use super::*;

/// The saved game's offer on the setup of a `w` × `h` window.
pub(super) fn resume_rect(w: f32, h: f32) -> Rect {
    Rect {
        x: w * 0.18,
        y: h * 0.72,
        w: w * 0.63,
        h: h * 0.07,
    }
}

/// The setup's parts in a `w` × `h` window: the names, the seats' kinds, Red's queen,
/// Play and Back.
pub(super) fn setup_rects(w: f32, h: f32) -> ([Rect; 3], [Rect; 3], Rect, Rect, Rect) {
    let row = h * 0.1;
    let x = w * 0.18;
    let names = std::array::from_fn(|i| Rect {
        x,
        y: h * 0.25 + i as f32 * row * 1.2,
        w: w * 0.3,
        h: row,
    });
    let kinds = std::array::from_fn(|i| Rect {
        x: x + w * 0.33,
        y: h * 0.25 + i as f32 * row * 1.2,
        w: w * 0.3,
        h: row,
    });
    let queen = Rect {
        x,
        y: h * 0.25 + 3.0 * row * 1.2,
        w: w * 0.63,
        h: row,
    };
    let start = Rect {
        x: x + w * 0.33,
        y: h * 0.82,
        w: w * 0.3,
        h: row,
    };
    let back = Rect {
        x,
        y: h * 0.82,
        w: w * 0.3,
        h: row,
    };
    (names, kinds, queen, start, back)
}

impl YaltaScreen {
    /// One frame of the setup: typing a name, the seats, Red's queen, Play (or Enter),
    /// the saved game's offer, and Back (or Esc) to the start screen.
    pub(super) fn update_setup(&mut self) -> Exit {
        let (w, h) = (screen_width(), screen_height());
        let (names, kinds, queen, start, back) = setup_rects(w, h);
        if let Some(i) = self.name_focus {
            while let Some(ch) = get_char_pressed() {
                if !ch.is_control() && self.names[i].chars().count() < 16 {
                    self.names[i].push(ch);
                }
            }
            if is_key_pressed(KeyCode::Backspace) {
                self.names[i].pop();
            }
        } else {
            while get_char_pressed().is_some() {}
        }
        if keys::pressed(Action::Back) {
            if self.name_focus.is_some() {
                self.name_focus = None;
            } else {
                return Exit::ToStart;
            }
        }
        if keys::pressed(Action::Confirm) {
            if self.name_focus.is_some() {
                self.name_focus = None;
            } else {
                self.play_from_setup();
            }
        }
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            self.name_focus = names.iter().position(|r| r.contains(mx, my));
            if let Some(i) = kinds.iter().position(|r| r.contains(mx, my)) {
                self.seats[i] = self.seats[i].next();
            }
            if queen.contains(mx, my) {
                self.red_queen = match self.red_queen {
                    RedQueen::Light => RedQueen::Dark,
                    RedQueen::Dark => RedQueen::Light,
                };
            }
            if start.contains(mx, my) {
                self.play_from_setup();
            }
            if back.contains(mx, my) {
                return Exit::ToStart;
            }
            if self.resume.is_some() && resume_rect(w, h).contains(mx, my) {
                self.resume_saved();
            }
        }
        Exit::Stay
    }

    /// The setup's Play: an empty name becomes its colour's, and the game begins.
    pub(super) fn play_from_setup(&mut self) {
        for (i, n) in self.names.iter_mut().enumerate() {
            if n.trim().is_empty() {
                *n = texts::colour(self.lang, Player::from_index(i));
            }
        }
        self.start_game();
    }

    /// Plays on with the saved game, if there is one (the setup's button, and the start
    /// screen's "Continue").
    pub fn resume_saved(&mut self) {
        if let Some(r) = self.resume.take() {
            if let Ok(g) = Game::from_record(&r) {
                self.start_game();
                if let Ok(names) = <[String; 3]>::try_from(r.names.clone()) {
                    self.names = names;
                }
                self.game = g;
            }
        }
    }

    pub(super) fn draw_setup(&self, pen: &Pen, w: f32, h: f32) {
        let (names, kinds, queen, start, back) = setup_rects(w, h);
        // The project's text sizes: body text's cap height at least 1/40 of the window.
        let (normal, small) =
            crate::ui::layout::text_sizes(crate::ui::layout::reading_height(w, h));
        let ts = normal * 1.2;
        pen.center(
            &self.text(YaltaMsg::SetupTitle),
            w / 2.0,
            h * 0.12,
            ts * 1.5,
            WHITE,
        );
        for p in Player::ALL {
            let i = p.index();
            let r = names[i];
            draw_rectangle(
                r.x - ts * 1.6,
                r.y + r.h * 0.2,
                ts * 1.2,
                r.h * 0.6,
                player_color(p),
            );
            draw_rectangle_lines(
                r.x - ts * 1.6,
                r.y + r.h * 0.2,
                ts * 1.2,
                r.h * 0.6,
                2.0,
                INK,
            );
            let focus = self.name_focus == Some(i);
            let label = if focus {
                format!("{}|", self.names[i])
            } else {
                self.names[i].clone()
            };
            draw_button(pen, r, &label, ts, focus);
            draw_button(
                pen,
                kinds[i],
                &self.seats[i].label(self.lang),
                normal,
                false,
            );
        }
        let q = self.text(YaltaMsg::RedQueen(self.red_queen));
        draw_button(pen, queen, &q, normal, false);
        draw_button(pen, start, &self.text(YaltaMsg::Play), ts, true);
        if let Some(r) = &self.resume {
            let label = self.text(YaltaMsg::Continue(r.moves.len()));
            draw_button(pen, resume_rect(w, h), &label, normal, false);
        }
        draw_button(pen, back, &self.text(YaltaMsg::Back), ts, false);
        pen.center(
            &self.text(YaltaMsg::SetupKeys),
            w / 2.0,
            h * 0.96,
            small,
            LIGHTGRAY,
        );
    }
}
