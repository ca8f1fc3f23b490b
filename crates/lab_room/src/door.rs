//! The rule lab's door on the start screen: its tile.

use crate::texts::LabScreenMsg;
use macroquad::prelude::*;
use paint::draw::{draw_die, Pen, INK};
use paint::flat_fill::{draw_line, draw_triangle};
use shell::door::Door;
use shell::Shell;
use track::dice::Face;

/// The rule lab: invent rules and see how they play.
pub const DOOR: Door = Door {
    tap: "lab",
    label: |lang| words::say(lang, &LabScreenMsg::StartEntry),
    picture,
    open: open_lab,
    resume: None,
    opens: None,
};

/// Opens the rule lab.
pub fn open_lab(app: &mut Shell) {
    let lab = super::LabScreen::new(app.lang(), app.cfg.data_dir.clone(), app.cfg.seed);
    app.enter_new(lab);
}

/// A die showing `#` and a pencil across it, writing a new face.
fn picture(pen: &Pen, cx: f32, cy: f32, s: f32) {
    draw_die(
        pen,
        Some(Face::Hash),
        cx - s * 0.12,
        cy + s * 0.05,
        s * 0.55,
        WHITE,
    );
    // The pencil: from the upper right down to the die's corner.
    let (tip_x, tip_y) = (cx + s * 0.08, cy - s * 0.02);
    let (dx, dy) = (0.62f32, -0.78f32);
    let len = s * 0.42;
    let half = s * 0.055;
    let (nx, ny) = (-dy, dx);
    let at = |t: f32, k: f32| {
        vec2(
            tip_x + dx * t + nx * half * k,
            tip_y + dy * t + ny * half * k,
        )
    };
    let wood = Color::new(0.93, 0.78, 0.5, 1.0);
    let body = Color::new(0.95, 0.72, 0.1, 1.0);
    let rubber = Color::new(0.9, 0.45, 0.5, 1.0);
    let cone = s * 0.12;
    draw_triangle(vec2(tip_x, tip_y), at(cone, 1.0), at(cone, -1.0), wood);
    draw_triangle(
        vec2(tip_x, tip_y),
        at(cone * 0.35, 0.35),
        at(cone * 0.35, -0.35),
        INK,
    );
    draw_triangle(at(cone, 1.0), at(len, 1.0), at(len, -1.0), body);
    draw_triangle(at(cone, 1.0), at(len, -1.0), at(cone, -1.0), body);
    let end = len + s * 0.07;
    draw_triangle(at(len, 1.0), at(end, 1.0), at(end, -1.0), rubber);
    draw_triangle(at(len, 1.0), at(end, -1.0), at(len, -1.0), rubber);
    for (a, b) in [(1.0, 1.0), (-1.0, -1.0)] {
        let (p, q) = (at(cone, a), at(end, b));
        draw_line(p.x, p.y, q.x, q.y, 2.0, INK);
    }
    let (p, q) = (at(end, 1.0), at(end, -1.0));
    draw_line(p.x, p.y, q.x, q.y, 2.0, INK);
}
