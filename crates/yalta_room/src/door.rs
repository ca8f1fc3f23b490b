//! Yalta's door on the start screen: its tile, its *Continue* button (the unfinished
//! game on offer) and the Yalta records "Open a game…" opens.

use crate::YaltaScreen;
use macroquad::prelude::*;
use paint::draw::{Pen, INK};
use paint::flat_fill::{draw_line, draw_triangle};
use shell::door::{Door, Opening, Resume};
use shell::i18n::{Lang, Msg};
use shell::Shell;

/// Yalta, chess for three.
pub const DOOR: Door = Door {
    tap: "yalta",
    label: |lang| words::say(lang, &Msg::StartYalta),
    picture,
    open: |shell| {
        open_yalta(shell);
    },
    resume: Some(Resume {
        place: 2,
        tap: "continue_yalta",
        look: |shell| super::saved_game_moves(&shell.cfg.data_dir),
        label: |shell, moves| moves.map(|n| words::say(shell.lang(), &Msg::StartContinueYalta(n))),
        open: |shell| open_yalta(shell).resume_saved(),
    }),
    opens: Some(opens),
};

/// Any other JSON is read as a Yalta game's record: Yalta's, or why it is no game.
fn opens(lang: Lang, _: &str, text: &str) -> Option<Result<Opening, String>> {
    if !text.trim_start().starts_with('{') {
        return None;
    }
    Some(record(lang, text).map(|record| -> Opening {
        Box::new(move |shell: &mut Shell| {
            open_yalta(shell).open_record(record);
        })
    }))
}

/// The Yalta record `text` holds, or why it holds none (in `lang`).
fn record(lang: Lang, text: &str) -> Result<::yalta::record::GameRecord, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let record: ::yalta::record::GameRecord =
        serde_json::from_value(value).map_err(|e| e.to_string())?;
    ::yalta::game::Game::from_record(&record)
        .map_err(|e| words::say(lang, &base::said::record(lang, &e)))?;
    Ok(record)
}

/// Opens Yalta's setup: a new room.
pub fn open_yalta(app: &mut Shell) -> &mut YaltaScreen {
    let (lang, seed, speed) = (app.lang(), app.cfg.seed, app.cfg.speed);
    let dir = Some(app.cfg.data_dir.clone());
    app.enter_new(YaltaScreen::new(lang, seed, false, speed, dir))
}

/// The hexagon of Yalta in three thirds (white, black, red), a king in each.
fn picture(pen: &Pen, cx: f32, cy: f32, s: f32) {
    let rad = s * 0.46;
    let corner = |k: usize| {
        let a = std::f32::consts::PI / 3.0 * k as f32 - std::f32::consts::PI / 2.0;
        vec2(cx + rad * a.cos(), cy + rad * a.sin())
    };
    let centre = vec2(cx, cy);
    let thirds = [
        Color::new(0.97, 0.95, 0.90, 1.0),
        Color::new(0.30, 0.28, 0.30, 1.0),
        Color::new(0.80, 0.25, 0.22, 1.0),
    ];
    for (t, colour) in thirds.iter().enumerate() {
        // Each third is two of the six triangles round the centre.
        for k in [2 * t + 1, 2 * t + 2] {
            draw_triangle(centre, corner(k % 6), corner((k + 1) % 6), *colour);
        }
    }
    for k in 0..6 {
        draw_line(
            corner(k).x,
            corner(k).y,
            corner((k + 1) % 6).x,
            corner((k + 1) % 6).y,
            3.0,
            INK,
        );
    }
    for t in 0..3 {
        let a = std::f32::consts::PI / 3.0 * (2 * t + 2) as f32 - std::f32::consts::PI / 2.0;
        let (x, y) = (cx + rad * 0.55 * a.cos(), cy + rad * 0.55 * a.sin());
        let glyph_colour = if t == 0 { INK } else { WHITE };
        pen.center("\u{265A}", x, y, rad * 0.5, glyph_colour);
    }
}
