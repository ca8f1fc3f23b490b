//! The figures as pictures (issue 32). PLACEHOLDER until U2's pictures land: one line
//! of text per game (rounds and the fair share), with the signature the real one keeps.

use crate::ui::draw::{Pen, INK};
use crate::ui::i18n::{lab_figures_text, LabFiguresMsg, Lang};
use lab::LabFigures;
use macroquad::prelude::Rect;

/// Draws the figures of the booklet's game (`base`) and of the family's rules (`ours`)
/// side by side in `area`.
pub(in crate::ui) fn draw(
    pen: &Pen,
    lang: Lang,
    area: Rect,
    base: &LabFigures,
    ours: &LabFigures,
    base_name: &str,
    our_name: &str,
) {
    let size = (area.h / 10.0).clamp(12.0, 28.0);
    for (i, (name, f)) in [(base_name, base), (our_name, ours)].iter().enumerate() {
        let line = if f.fair.no_game_ended {
            lab_figures_text(lang, &LabFiguresMsg::NoGameEnded { cap: f.max_rounds })
        } else {
            lab_figures_text(
                lang,
                &LabFiguresMsg::RoundsLine {
                    median: f.fair.rounds.median,
                    low: f.fair.rounds.lower_quartile,
                    high: f.fair.rounds.upper_quartile,
                },
            )
        };
        let y = area.y + size * (1.0 + 4.5 * i as f32);
        pen.left(name, area.x, y, size, INK);
        let percent = |x: f64| (x * 100.0).round() as u32;
        let start = &f.fair.starting_player;
        let fair = lab_figures_text(
            lang,
            &LabFiguresMsg::StartLine {
                share: percent(start.share),
                low: percent(start.low),
                high: percent(start.high),
                fair: percent(f.fair.fair_share),
            },
        );
        for (k, text) in [line, fair].iter().enumerate() {
            let s = pen.fitting(text, size, area.w);
            pen.left(text, area.x, y + size * 1.3 * (k + 1) as f32, s, INK);
        }
    }
}
