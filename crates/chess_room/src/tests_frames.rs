//! Classic chess played to mate through the shell's seam alone (issue 53): the screen is
//! handed [`shell::Frame`] values and draws onto a list without a window
//! ([`shell::headless`]); the tests click where the window-free layout puts the
//! squares and the buttons, and read what the screen would draw at 1024×768.

use crate::layout::ChessLayout;
use crate::ChessScreen;
use chess::Square;
use macroquad::prelude::KeyCode;
use paint::flat_fill::Shape;
use shell::config::WindowConfig;
use shell::headless::{Drawn, Run};
use shell::i18n::Lang;
use shell::{end_page, Exit};

const W: f32 = 1024.0;
const H: f32 = 768.0;

/// The chess screen as the start screen opens it, its setup box up, with a data folder
/// of its own.
fn chess_screen(name: &str) -> ChessScreen {
    let mut cfg = WindowConfig::browser(Lang::En, 7);
    cfg.data_dir = base::platform::test_dir(name);
    let mut s = ChessScreen::new(&cfg);
    s.open_setup();
    s
}

/// The centre of the button the browser page names `name`, as drawn now (a layer's
/// over the screen, or the screen's).
fn spot(run: &Run, s: &ChessScreen, name: &str) -> (f32, f32) {
    let spots = run.layer_spots().unwrap_or_else(|| s.tap_spots(W, H));
    let (_, r) = spots
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no {name} among {spots:?}"));
    r.center()
}

/// Clicks the button named `name` and lets the box's input guard pass.
fn press(run: &mut Run, s: &mut ChessScreen, name: &str) -> Exit {
    let at = spot(run, s, name);
    let exit = run.click(s, at);
    run.wait(s, 0.3);
    exit
}

/// The board of the window, White at the bottom.
fn board() -> ChessLayout {
    ChessLayout::new(W, H, false)
}

/// The centre of a square on the board.
fn square(sq: Square) -> (f32, f32) {
    board().square_rect(sq).center()
}

/// Whether a red round mark is drawn within `sq` of `board` (a king in check).
fn check_mark_on(drawn: &Drawn, board: &ChessLayout, sq: Square) -> bool {
    let r = board.square_rect(sq);
    drawn
        .shapes_within(r)
        .iter()
        .any(|(s, c)| matches!(s, Shape::Circle(..)) && c.r > 0.8 && c.g < 0.2 && c.b < 0.2)
}

/// Whether any square of the board holds a check mark.
fn any_check_mark(drawn: &Drawn) -> bool {
    Square::ALL
        .into_iter()
        .any(|sq| check_mark_on(drawn, &board(), sq))
}

/// Two people at the board (the setup's Black seat turned to a person), then
/// 1. f3 e5 2. g4 Qh4#, each move two clicks.
fn fools_mate(run: &mut Run, s: &mut ChessScreen) {
    run.wait(s, 0.3);
    // Black's seat: easy → normal → hard → person.
    for _ in 0..3 {
        press(run, s, "chess_black");
    }
    for seat in ["White: person", "Black: person"] {
        assert!(run.drawn.says(seat), "{seat}:\n{}", run.drawn.all_words());
    }
    press(run, s, "chess_go");
    let moves = [
        (Square::F2, Square::F3),
        (Square::E7, Square::E5),
        (Square::G2, Square::G4),
        (Square::D8, Square::H4),
    ];
    for (i, (from, to)) in moves.into_iter().enumerate() {
        assert!(!s.game.is_over(), "the game runs before move {}", i + 1);
        assert!(
            !any_check_mark(&run.drawn),
            "no king in check before the last move"
        );
        run.click(s, square(from));
        run.click(s, square(to));
        assert_eq!(s.game.moves().len(), i + 1, "{from:?}-{to:?} played");
    }
}

/// Fool's mate by clicks: the mated king's square is marked at once; a second later the
/// end page says who won and why, above the board; folded, the board shows the mark
/// again; *Start screen* goes back to the start.
#[test]
fn fools_mate_by_clicks_ends_on_a_page_saying_black_wins_and_start_screen_leaves() {
    let mut s = chess_screen("chess-frames-mate");
    let mut run = Run::new(W, H, Lang::En);
    fools_mate(&mut run, &mut s);
    assert!(s.game.is_over());
    assert!(
        check_mark_on(&run.drawn, &board(), Square::E1),
        "the mated king on e1 is marked"
    );
    assert!(!s.end_on_screen(), "the last move is seen first");
    let panel = run.drawn.largest_with("Checkmate! Black wins.");
    let panel = panel.expect("the panel tells the result at once").size;
    assert!(
        !run.drawn.says("cannot escape"),
        "{}",
        run.drawn.all_words()
    );
    assert!(run.wait_until(&mut s, 2.0, |s| s.end_on_screen()));
    run.step(&mut s, run.next());
    let title = run
        .drawn
        .largest_with("Checkmate! Black wins.")
        .unwrap_or_else(|| panic!("the winner's line:\n{}", run.drawn.all_words()));
    let why = run
        .drawn
        .text_with("White's king is in check")
        .unwrap_or_else(|| panic!("why the game ended:\n{}", run.drawn.all_words()));
    assert!(title.size > why.size, "the title is the largest line");
    assert!(
        title.size > panel,
        "the page's title is larger than the panel's line"
    );
    assert!(title.y < why.y, "the title above the reason");
    assert!(title.x >= 0.0 && title.bounds.is_some_and(|b| b.0 + b.2 <= W));
    // Folded away: the final position, its mark, and the bar to unfold it.
    assert_eq!(press(&mut run, &mut s, "end_see_board"), Exit::Stay);
    assert!(s.end_on_screen());
    assert!(
        !run.drawn.says("cannot escape"),
        "{}",
        run.drawn.all_words()
    );
    assert!(
        run.drawn.says("Show the result"),
        "{}",
        run.drawn.all_words()
    );
    let above_the_bar = ChessLayout::new(W, H - end_page::bar_height(W, H), false);
    assert!(check_mark_on(&run.drawn, &above_the_bar, Square::E1));
    press(&mut run, &mut s, "end_show");
    assert!(run.drawn.says("White's king is in check"));
    assert_eq!(press(&mut run, &mut s, "end_start"), Exit::ToStart);
}

/// The end page speaks the language the shell holds: the same mate in German; Space
/// folds it.
#[test]
fn the_end_page_of_a_mate_speaks_the_language_the_shell_holds() {
    let mut s = chess_screen("chess-frames-mate-de");
    let mut run = Run::new(W, H, Lang::En);
    fools_mate(&mut run, &mut s);
    run.shared.lang = Lang::De;
    assert!(run.wait_until(&mut s, 2.0, |s| s.end_on_screen()));
    run.step(&mut s, run.next());
    assert!(
        run.drawn.says("Schachmatt! Schwarz gewinnt."),
        "{}",
        run.drawn.all_words()
    );
    assert!(!run.drawn.says("Black wins"));
    assert!(
        run.drawn.says("steht im Schach"),
        "{}",
        run.drawn.all_words()
    );
    // Space folds the page away, in any language.
    run.key(&mut s, KeyCode::Space);
    assert!(s.end_on_screen());
    assert!(
        !run.drawn.says("steht im Schach"),
        "{}",
        run.drawn.all_words()
    );
}
