//! The schools' door on the start screen: the piece school's tile, which opens the
//! course map (and a level left in the middle goes on).

use crate::i18n::Msg;
use crate::prelude::*;
use crate::school::room::SchoolScreen;
use crate::table::screen::Screen;
use crate::SchoolPage;
use macroquad::prelude::*;
use paint::draw::{draw_piece, seat_color, Pen, INK, TRACK_DARK, TRACK_LIGHT};
use paint::flat_fill::{draw_circle, draw_circle_lines, draw_rectangle, draw_rectangle_lines};
use shell::door::Door;
use shell::Shell;
use track::pieces::{Role, Seat};

/// The piece school and the chess school.
pub const DOOR: Door = Door {
    tap: "learn",
    label: |lang| words::say(lang, &Msg::StartLearn),
    picture,
    open: |shell| {
        let school = open_school(shell);
        // A level left in the middle (a closed window, a reloaded page) goes on.
        school.resume_lesson();
        school.resume_chess_lesson();
    },
    resume: None,
    opens: None,
};

/// The schools' room as the shell first builds it: the courses, the learners' stars,
/// the players' names as the first learners.
pub fn make(shell: &Shell) -> SchoolScreen {
    let (state, _) = SchoolScreen::command_line_game(&shell.cfg, 0);
    let shared = &shell.shared;
    let (lang, names, reading) = (shared.lang, shared.names.clone(), shared.school_read_to_me);
    SchoolScreen::new(
        shell.cfg.clone(),
        shell.font.clone(),
        &state,
        lang,
        names,
        reading,
    )
}

/// Opens the schools' course map.
pub fn open_school(app: &mut Shell) -> &mut SchoolScreen {
    let school = app.enter(make);
    school.go_to(Screen::Own(SchoolPage::Courses));
    school
}

/// A knight in the middle of a small board and the squares one knight move away.
fn picture(pen: &Pen, cx: f32, cy: f32, s: f32) {
    let cell = s / 5.0;
    let x0 = cx - 2.5 * cell;
    let y0 = cy - 2.5 * cell;
    for row in 0..5 {
        for col in 0..5 {
            let c = if (row + col) % 2 == 0 {
                TRACK_LIGHT
            } else {
                TRACK_DARK
            };
            draw_rectangle(
                x0 + col as f32 * cell,
                y0 + row as f32 * cell,
                cell,
                cell,
                c,
            );
        }
    }
    draw_rectangle_lines(x0, y0, 5.0 * cell, 5.0 * cell, 2.0, INK);
    let jumps = [
        (1, 2),
        (2, 1),
        (-1, 2),
        (-2, 1),
        (1, -2),
        (2, -1),
        (-1, -2),
        (-2, -1),
    ];
    for (dx, dy) in jumps {
        let x = x0 + (2 + dx) as f32 * cell + cell / 2.0;
        let y = y0 + (2 + dy) as f32 * cell + cell / 2.0;
        draw_circle(x, y, cell * 0.28, seat_color(Seat(1)));
        draw_circle_lines(x, y, cell * 0.28, 2.0, INK);
    }
    draw_piece(pen, Seat(0), Role::Knight, cx, cy, cell * 1.0, 1.0);
}
