//! "Open a game…" with the app's games: a chosen file opens the game it holds, or
//! says why it holds none.

use shell::door::doors;
use shell::i18n::Lang;
use shell::open_file::read;

/// The tap name of the game a file opens, if it holds one.
fn game(text: &str) -> Option<&'static str> {
    read(Lang::En, "f", text).ok().map(|(d, _)| doors()[d].tap)
}

#[test]
fn a_chosen_file_is_the_game_it_holds() {
    crate::ui::offer_games();
    assert_eq!(game("1. e4 e5 *"), Some("chess"));
    let race = base::save::bot_game(
        track::State::classic(track::Setup::new(
            track::variant::Variant::by_id("small").unwrap(),
            Default::default(),
            2,
            3,
        )),
        &[],
        &[track::bots::BotKind::Greedy],
        4,
    )
    .0
    .to_json();
    assert_eq!(game(&race), Some("play"));
    // With a byte-order mark before it, it is still a race save, not a PGN.
    let marked = format!("{}{race}", char::from_u32(0xFEFF).unwrap());
    assert_eq!(game(&marked), Some("play"));
    let record = yalta::game::Game::new(yalta::position::RedQueen::Light).record(&[
        "A".into(),
        "B".into(),
        "C".into(),
    ]);
    let json = serde_json::to_string(&record).unwrap();
    assert_eq!(game(&json), Some("yalta"));
}

#[test]
fn a_file_that_holds_no_game_says_why() {
    crate::ui::offer_games();
    for (name, text) in [
        ("x.json", "{\"colour\": 1}"),
        ("x.pgn", "1. e5 *"),
        ("x.json", "{ not json"),
        ("empty.txt", ""),
    ] {
        let why = read(Lang::En, name, text).err().unwrap_or_default();
        assert!(!why.is_empty(), "{name}: {text}");
    }
}
