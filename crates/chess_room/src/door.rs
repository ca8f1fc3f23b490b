//! Chess's door on the start screen: its tile, its *Continue* button (the unfinished
//! game on offer) and the PGN files "Open a game…" opens.

use crate::ChessScreen;
use macroquad::prelude::*;
use paint::draw::{Pen, INK};
use paint::flat_fill::{draw_rectangle, draw_rectangle_lines};
use shell::door::{Door, Opening, Resume};
use shell::i18n::{Lang, Msg};
use shell::start_pictures::{king, queen};
use shell::Shell;

/// Classic chess.
pub const DOOR: Door = Door {
    tap: "chess",
    label: |lang| words::say(lang, &Msg::StartChess),
    picture,
    open: |shell| shell.enter(make).open_setup(),
    resume: Some(Resume {
        place: 1,
        tap: "continue_chess",
        look: |shell| shell.room(make).saved_game_move(),
        label: |shell, number| {
            number.map(|n| words::say(shell.lang(), &Msg::StartContinueChess(n)))
        },
        open: |shell| shell.enter(make).continue_saved(),
    }),
    opens: Some(opens),
};

/// Any text that is not JSON is read as PGN: chess's, or why it is no game.
fn opens(lang: Lang, name: &str, text: &str) -> Option<Result<Opening, String>> {
    if text.trim_start().starts_with('{') {
        return None;
    }
    let read = ::chess::pgn::read_games(text, name);
    if read.games.is_empty() {
        let first = read.broken.first().map(|b| b.error.clone());
        return first.map(|e| Err(words::say(lang, &base::said::pgn(&e))));
    }
    // One game opens; a file of several lists them to choose from; a broken game is
    // named, the others read.
    Some(Ok(Box::new(move |shell: &mut Shell| {
        shell.enter(make).open_pgn(read)
    })))
}

/// Chess's room as the shell first builds it.
pub fn make(shell: &Shell) -> ChessScreen {
    ChessScreen::new(&shell.cfg)
}

/// A four-by-four corner of a chess board with a white and a black king.
fn picture(pen: &Pen, cx: f32, cy: f32, s: f32) {
    let cell = s / 4.4;
    let x0 = cx - 2.0 * cell;
    let y0 = cy - 2.0 * cell;
    let light = Color::new(0.93, 0.87, 0.75, 1.0);
    let dark = Color::new(0.55, 0.40, 0.27, 1.0);
    for row in 0..4 {
        for col in 0..4 {
            let c = if (row + col) % 2 == 0 { light } else { dark };
            draw_rectangle(
                x0 + col as f32 * cell,
                y0 + row as f32 * cell,
                cell,
                cell,
                c,
            );
        }
    }
    draw_rectangle_lines(x0, y0, 4.0 * cell, 4.0 * cell, 2.0, INK);
    king(pen, x0 + 1.5 * cell, y0 + 2.5 * cell, cell, true);
    king(pen, x0 + 2.5 * cell, y0 + 0.5 * cell, cell, false);
    queen(pen, x0 + 0.5 * cell, y0 + 0.5 * cell, cell);
}
