//! Stepping through a finished Yalta game: the board shows the position after move k
//! with that move marked, the panel says which move it is and what it did. ← → (and
//! the other Previous/Next keys) and the panel's ◀ ▶ step, Home and End jump to the
//! start and the end, Esc and *Back to the result* return to the end page. The
//! positions are the rules' own: the game's moves replayed through the `yalta` crate.

use crate::*;
use paint::flat_fill::draw_rectangle;
use shell::layers::ReviewShown;
use yalta::game::Event;
use yalta::position::Position;

/// Replays `game` from its start through the rules, calling `each` with the game at
/// the start (no events) and after each move (that move's events).
pub(crate) fn replay(game: &Game, mut each: impl FnMut(&Game, &[Event])) {
    let mut g = Game::from_position(game.start().clone());
    each(&g, &[]);
    for mv in game.moves() {
        match g.play(&Command::from(*mv)) {
            Ok(events) => each(&g, &events),
            // The game's own moves are legal; a refusal would be a bug of the rules.
            Err(_) => return,
        }
    }
}

/// One position of the review.
#[derive(Clone, Debug)]
pub(crate) struct Step {
    /// The position.
    pub position: Position,
    /// The move that led to it (none at the start).
    pub mv: Option<Move>,
    /// Who gives check to each king, by player index.
    pub checks: [Vec<Player>; 3],
    /// What the move did, in words.
    pub lines: Vec<String>,
}

/// A finished game, step by step.
#[derive(Clone, Debug)]
pub(crate) struct Review {
    /// The start, then the position after each move.
    pub steps: Vec<Step>,
    /// The step on show: 0 the start, k after move k.
    pub at: usize,
}

impl Review {
    /// The review of `game`, at its last move; the texts in `lang` with `names`.
    pub fn of(game: &Game, lang: Lang, names: &Names) -> Review {
        let mut steps: Vec<Step> = Vec::with_capacity(game.moves().len() + 1);
        replay(game, |g, events| {
            let before = steps
                .last()
                .map_or_else(Default::default, |s: &Step| s.checks.clone());
            let lines = events
                .iter()
                .filter_map(|e| texts::event(lang, names, &before, e))
                .collect();
            steps.push(Step {
                position: g.position().clone(),
                mv: g.last_move().copied(),
                checks: Player::ALL.map(|p| g.checkers(p).to_vec()),
                lines,
            });
        });
        let at = steps.len().saturating_sub(1);
        Review { steps, at }
    }

    /// The number of moves.
    pub fn moves(&self) -> usize {
        self.steps.len().saturating_sub(1)
    }

    /// The step on show.
    pub fn step(&self) -> &Step {
        &self.steps[self.at.min(self.steps.len() - 1)]
    }
}

impl YaltaScreen {
    /// The review layer as the shell holds it (`shell/layers.rs`): the move on show,
    /// the game's number of moves, the panel's ◀ ▶ and *Back to the result*.
    pub(crate) fn review_layer(&self) -> ReviewShown {
        ReviewShown {
            at: self.review.as_ref().map_or(0, |r| r.at),
            last: self.review.as_ref().map_or(0, |r| r.moves()),
            buttons: Box::new(|w, h| {
                let p = panel_in(w, h);
                [p.steps[0], p.steps[1], p.foot]
            }),
        }
    }

    /// The review on screen: the position after the move on show with the move
    /// marked, and the panel.
    pub(crate) fn draw_review(&self, pen: &Pen, w: f32, h: f32) {
        let Some(r) = &self.review else { return };
        let step = r.step();
        let live = r.at < r.moves() || !self.game.is_over();
        self.draw_scene(
            pen,
            w,
            h,
            &step.position,
            step.mv.as_ref(),
            &step.checks,
            live,
            |view| {
                // The move on show, framed as well as filled: the eye finds it first.
                if let Some(m) = step.mv {
                    view.outline(m.from, 3.0, GOLD);
                    view.outline(m.to, 5.0, GOLD);
                }
            },
        );
        let (ts, small) = text_sizes(reading_height(w, h));
        let lay = layout::panel_layout(w, h, ts);
        let left = lay.x + layout::MARGIN;
        let room = lay.w - 2.0 * layout::MARGIN;
        draw_rectangle(
            lay.x,
            lay.y,
            lay.w,
            lay.h,
            paint::draw::rgb(paint::palette::YALTA_PANEL),
        );
        let mut y = lay.y + ts * 1.5;
        pen.left(&self.text(YaltaMsg::ReviewTitle), left, y, ts * 1.3, WHITE);
        y += ts * 2.2;
        let where_ = self.text(YaltaMsg::ReviewStep(r.at, r.moves()));
        let size = pen.fitting(&where_, ts * 1.2, room);
        pen.left(&where_, left, y, size, GOLD);
        y += ts * 2.0;
        // The keys, for a keyboard: a touch screen has the buttons.
        let keys = if shell::touch::touch_screen() {
            String::new()
        } else {
            self.text(YaltaMsg::ReviewKeys)
        };
        let legend = paint::text_layout::wrap(pen, &keys, small, room);
        let legend_step = small * 1.2;
        let legend_top = lay.texts_bottom(true) - legend.len() as f32 * legend_step;
        for l in step
            .lines
            .iter()
            .flat_map(|l| paint::text_layout::wrap(pen, l, ts, room))
        {
            if y + ts > legend_top {
                break;
            }
            pen.left(
                &l,
                left,
                y,
                ts,
                paint::draw::rgb(paint::palette::YALTA_QUIET),
            );
            y += ts * 1.3;
        }
        for (i, l) in legend.iter().enumerate() {
            let cy = legend_top + legend_step * (i as f32 + 0.5);
            pen.left(
                l,
                left,
                cy,
                small,
                paint::draw::rgb(paint::palette::YALTA_HELP),
            );
        }
        let [prev, next] = lay.steps;
        draw_button(pen, prev, "\u{25C0}", prev.h * 0.5, r.at > 0);
        draw_button(pen, next, "\u{25B6}", next.h * 0.5, r.at < r.moves());
        draw_button(
            pen,
            lay.foot,
            &self.text(YaltaMsg::ReviewBack),
            ts * 1.1,
            false,
        );
    }
}
