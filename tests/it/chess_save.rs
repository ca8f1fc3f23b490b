//! Chess saves keep the players and the game; a broken one names the file and line.

use chess::bot::{ChessBot, Level};
use chess::ChessGame;
use schachschlamassel::save::chess::{ChessSave, ChessSeat};

/// A game of a normal and an easy computer player, `plies` moves long.
fn bot_game(seed: u64, plies: usize) -> ChessGame {
    let mut game = ChessGame::new();
    let bots = [
        ChessBot::new(Level::Normal, seed).with_budget(3_000),
        ChessBot::new(Level::Easy, seed + 1).with_budget(300),
    ];
    for i in 0..plies {
        let Some(cmd) = bots[i % 2].choose(&game) else {
            break;
        };
        game.play(&cmd).unwrap();
    }
    game
}

#[test]
fn a_chess_save_keeps_the_players_and_the_game() {
    let game = bot_game(9, 40);
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
    assert!(err.to_string().starts_with("broken.json:2:"), "{err}");
}
