//! The chess screen on the shell's layers: its menu, setup box and language.

use super::*;
use shell::{Frame, GameScreen, Shared};

struct Mono;
impl paint::text_layout::Measure for Mono {
    fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().count() as f32 * size * 0.55
    }
}

#[test]
fn the_menu_on_the_layers_takes_the_keys_and_escape_answers_continue() {
    use shell::layers::run_frame;
    let mut chess = test_screen(ChessSeat::Person, ChessSeat::Person);
    chess.begin(ChessGame::new());
    let mut shared = Shared::new(Lang::En);
    let key = |k| Frame::at(1024.0, 768.0).after(1.0 / 60.0).key(k);
    run_frame(&mut chess, &mut shared, &key(KeyCode::Escape), &Mono);
    let menu = |shared: &Shared| {
        shared
            .layers
            .asked()
            .and_then(|a| a.about::<Overlay>().map(|o| (*o, a.focus)))
    };
    assert_eq!(
        menu(&shared),
        Some((Overlay::Menu, 0)),
        "Esc opened the menu"
    );
    // The arrows reach the menu (after its first moments), never the board's cursor.
    for _ in 0..20 {
        run_frame(&mut chess, &mut shared, &key(KeyCode::Right), &Mono);
    }
    assert_eq!(
        menu(&shared),
        Some((Overlay::Menu, 7)),
        "13 frames waited, 7 steps"
    );
    assert!(!chess.kb.keyboard, "the board saw no arrow");
    // Esc: the safe choice, Continue; the box is gone and the board waits a moment.
    run_frame(&mut chess, &mut shared, &key(KeyCode::Escape), &Mono);
    assert!(shared.layers.is_empty());
    run_frame(&mut chess, &mut shared, &key(KeyCode::Right), &Mono);
    assert!(!chess.kb.keyboard, "the board still waits");
    for _ in 0..13 {
        run_frame(
            &mut chess,
            &mut shared,
            &Frame::at(1024.0, 768.0).after(1.0 / 60.0),
            &Mono,
        );
    }
    run_frame(&mut chess, &mut shared, &key(KeyCode::Right), &Mono);
    assert!(chess.kb.keyboard, "now the arrow shows the board's cursor");
}

#[test]
fn start_from_the_setup_box_then_escape_opens_the_menu() {
    use shell::layers::run_frame;
    let mut chess = test_screen(
        ChessSeat::Person,
        ChessSeat::Computer { level: Level::Easy },
    );
    let mut shared = Shared::new(Lang::En);
    chess.open_setup();
    let idle = || Frame::at(1024.0, 768.0).after(1.0 / 60.0);
    let key = |k| idle().key(k);
    for _ in 0..20 {
        run_frame(&mut chess, &mut shared, &idle(), &Mono);
    }
    run_frame(&mut chess, &mut shared, &key(KeyCode::Enter), &Mono);
    assert!(chess.running(), "Start! began the game");
    assert!(shared.layers.is_empty());
    for _ in 0..60 {
        run_frame(&mut chess, &mut shared, &idle(), &Mono);
    }
    run_frame(&mut chess, &mut shared, &key(KeyCode::Escape), &Mono);
    assert_eq!(
        shared.layers.asked().and_then(|a| a.about::<Overlay>()),
        Some(&Overlay::Menu),
        "Esc on the board opens the menu"
    );
}

#[test]
fn a_game_from_the_start_screen_asks_its_setup_in_the_shells_language() {
    let mut chess = test_screen(ChessSeat::Person, ChessSeat::Person);
    let mut shared = Shared::new(Lang::Fr);
    chess.open_setup();
    shell::layers::push_asked(&mut chess, &mut shared);
    let asked = shared.layers.asked().expect("the setup box");
    assert_eq!(asked.about::<Overlay>(), Some(&Overlay::Setup));
    assert_eq!(
        asked.dialog.title,
        ::words::say(Lang::Fr, &ChessMsg::SetupTitle)
    );
    assert_eq!(asked.names[asked.focus], "chess_go");
}

#[test]
fn the_chess_screen_speaks_the_language_the_shell_holds() {
    let mut chess = test_screen(ChessSeat::Person, ChessSeat::Person);
    let mut shared = Shared::new(Lang::En);
    for lang in [Lang::De, Lang::Pt] {
        shared.lang = lang;
        GameScreen::update(&mut chess, &Frame::at(1024.0, 768.0), &mut shared);
        assert_eq!(chess.lang, lang);
        assert_eq!(
            shared.lang, lang,
            "a game reads the language, never sets it"
        );
    }
}
