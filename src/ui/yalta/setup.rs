//! The Yalta setup screen: three seats (a person or the computer, a name), where
//! Red's queen stands, and the offer to continue a saved game.

use super::*;

impl YaltaScreen {
    pub(super) fn resume_rect(&self) -> Rect {
        let (w, h) = (screen_width(), screen_height());
        Rect {
            x: w * 0.18,
            y: h * 0.72,
            w: w * 0.63,
            h: h * 0.07,
        }
    }

    pub(super) fn setup_rects(&self) -> ([Rect; 3], [Rect; 3], Rect, Rect, Rect) {
        let (w, h) = (screen_width(), screen_height());
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

    pub(super) fn update_setup(&mut self) -> YaltaExit {
        let (names, kinds, queen, start, back) = self.setup_rects();
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
        if is_key_pressed(KeyCode::Escape) {
            if self.name_focus.is_some() {
                self.name_focus = None;
            } else {
                return YaltaExit::Leave;
            }
        }
        if is_key_pressed(KeyCode::Enter) {
            if self.name_focus.is_some() {
                self.name_focus = None;
            } else {
                self.start_game();
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
                for (i, n) in self.names.iter_mut().enumerate() {
                    if n.trim().is_empty() {
                        *n = texts::colour(self.lang, Player::from_index(i));
                    }
                }
                self.start_game();
            }
            if back.contains(mx, my) {
                return YaltaExit::Leave;
            }
            if self.resume_rect().contains(mx, my) {
                self.resume_saved();
            }
        }
        YaltaExit::Stay
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
        let (names, kinds, queen, start, back) = self.setup_rects();
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
            draw_button(pen, self.resume_rect(), &label, normal, false);
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
