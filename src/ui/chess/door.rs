//! Chess's door on the start screen: its tile, its *Continue* button (the unfinished
//! game on offer) and the PGN files "Open a game…" opens.

use crate::ui::i18n::{Lang, Msg};
use crate::ui::shell::door::{Door, Opening, Resume};
use crate::ui::shell::start_pictures::Picture;
use crate::ui::{Shell, Up};

/// Classic chess.
pub(in crate::ui) const DOOR: Door = Door {
    tap: "chess",
    label: |lang| words::say(lang, &Msg::StartChess),
    picture: Picture::Chess,
    open: |shell| {
        shell.open(Up::Chess);
        shell.chess.open_setup();
    },
    resume: Some(Resume {
        place: 1,
        tap: "continue_chess",
        look: |shell| shell.chess.saved_game_move(),
        label: |shell, number| {
            number.map(|n| words::say(shell.lang(), &Msg::StartContinueChess(n)))
        },
        open: |shell| {
            shell.open(Up::Chess);
            shell.chess.continue_saved();
        },
    }),
    opens: Some(opens),
};

/// Any text that is not JSON is read as PGN: chess's, or why it is no game.
fn opens(lang: Lang, name: &str, text: &str) -> Option<Result<Opening, String>> {
    if text.trim_start().starts_with('{') {
        return None;
    }
    let games =
        ::chess::pgn::import_all(text, name).map_err(|e| words::say(lang, &crate::said::pgn(&e)));
    Some(games.map(|games| -> Opening {
        Box::new(move |shell: &mut Shell| {
            shell.open(Up::Chess);
            // One game opens; a file of several lists them to choose from.
            shell.chess.open_games(games);
        })
    }))
}
