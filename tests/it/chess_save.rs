//! Chess saves keep the players and the game; a broken one names the file and line.

use crate::chess_why_not::after;
use chess::bot::Level;
use schachschlamassel::save::chess::{ChessSave, ChessSaveError, ChessSeat};
use schachschlamassel::ui::i18n::Lang;

#[test]
fn a_chess_save_keeps_the_players_and_the_game() {
    // Castling on both sides, captures and a check: more than a bare move list to keep.
    let game = after(&[
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "Bg4", "h3", "Bxf3", "Qxf3",
        "Qd7", "d3", "O-O-O", "Qxf7", "Qxd3",
    ]);
    let save = ChessSave::new(
        &game,
        ChessSeat::Person,
        ChessSeat::Computer { level: Level::Hard },
        9,
    );
    let (back, resumed) = ChessSave::from_json(&save.to_json(), "save.json").unwrap();
    assert_eq!(back, save);
    assert_eq!(resumed.board(), game.board());
}

#[test]
fn a_broken_chess_save_names_the_file_and_line() {
    let err = ChessSave::from_json("{\n  \"kind\": 3\n}", "broken.json").unwrap_err();
    assert!(
        matches!(&err, ChessSaveError::Json(file, e) if file == "broken.json" && e.line() == 2),
        "{err}"
    );
    for lang in Lang::ALL {
        let said = words::say(lang, &err);
        assert!(said.starts_with("broken.json:2:"), "{said}");
    }
}
