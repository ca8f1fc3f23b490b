//! The race's door on the start screen: its tile, its *Continue* button (the autosave's
//! game) and the race saves "Open a game…" opens.

use crate::i18n::{Lang, Msg};
use crate::prelude::*;
use crate::race::room::RaceScreen;
use crate::table::screen::Screen;
use crate::RacePage;
use base::save::SaveGame;
use macroquad::prelude::*;
use paint::draw::{draw_die, draw_piece, Pen, INK, TRACK_DARK, TRACK_LIGHT};
use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
use shell::door::{Door, Opening, Resume};
use shell::Shell;
use track::dice::Face;
use track::pieces::{Role, Seat};

/// The booklet's race.
pub const DOOR: Door = Door {
    tap: "play",
    label: |lang| words::say(lang, &Msg::StartPlay),
    picture,
    // The start screen has already looked for the autosave (`race.room.resume`).
    open: open_race,
    resume: Some(Resume {
        place: 0,
        tap: "continue",
        look: |shell| {
            shell.room(make).offer_resume();
            None
        },
        label: |shell, _| {
            let race = shell.rooms.get::<RaceScreen>()?;
            race.room.resume.is_some().then(|| race.continue_label())
        },
        open: |shell| {
            let race = shell.room(make);
            if let Some((save, state, _)) = race.room.resume.take() {
                shell.enter(make).continue_saved(save, state);
            }
        },
    }),
    opens: Some(opens),
};

/// A race save (JSON with a `format`) is the race's.
fn opens(_: Lang, name: &str, text: &str) -> Option<Result<Opening, String>> {
    if !text.trim_start().starts_with('{') {
        return None;
    }
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    value.get("format")?;
    let game = SaveGame::from_json(text, name).map_err(|e| e.to_string());
    Some(game.map(|(save, state)| -> Opening {
        Box::new(move |shell: &mut Shell| shell.enter(make).continue_saved(save, state))
    }))
}

/// The race's room as the shell first builds it: the command line's game, the settings
/// file's setup.
pub fn make(shell: &Shell) -> RaceScreen {
    let (state, _) = RaceScreen::command_line_game(&shell.cfg, 0);
    RaceScreen::new(shell.cfg.clone(), shell.font.clone(), &state)
}

/// Opens the race's setup.
pub fn open_race(app: &mut Shell) {
    app.enter(make).go_to(Screen::Own(RacePage::Setup));
}

/// A strip of track with three pieces racing and a die beside them.
fn picture(pen: &Pen, cx: f32, cy: f32, s: f32) {
    let cell = s / 4.0;
    let y = cy + cell * 0.9;
    for i in 0..4 {
        let x = cx - 2.0 * cell + i as f32 * cell;
        let c = if i % 2 == 0 { TRACK_LIGHT } else { TRACK_DARK };
        draw_rectangle(x, y - cell / 2.0, cell, cell, c);
        draw_rectangle_lines(x, y - cell / 2.0, cell, cell, 2.0, INK);
    }
    let racers = [(0, Role::Knight), (2, Role::Queen), (3, Role::Bishop)];
    for (k, (i, role)) in racers.iter().enumerate() {
        let x = cx - 1.5 * cell + *i as f32 * cell;
        draw_piece(pen, Seat(k as u8), *role, x, y, cell * 0.95, 1.0);
    }
    draw_die(
        pen,
        Some(Face::Pips(3)),
        cx,
        cy - cell * 0.8,
        cell * 1.4,
        WHITE,
    );
}
