//! The piece school played through the shell's seam alone (issue 53): the screen is
//! handed [`shell::Frame`] values and draws onto a list without a window
//! (`shell::headless`, on `paint`'s `headless` feature); the test clicks where the window-free layouts put the course
//! map's levels and the track's squares, and on the buttons where their labels are
//! drawn, and reads what the screen would draw at 1024×768.

use crate::i18n::Lang;
use crate::prelude::*;
use crate::school::room::SchoolScreen;
use macroquad::prelude::KeyCode;
use paint::layout::Layout;
use shell::config::WindowConfig;
use shell::headless::{Drawn, Run};
use track::geometry::Square;

const W: f32 = 1024.0;
const H: f32 = 768.0;

/// The schools as the start screen opens them, the course map up, with a data folder
/// of their own.
fn school(run: &Run, name: &str) -> SchoolScreen {
    let mut cfg = WindowConfig::browser(Lang::En, 7);
    cfg.data_dir = base::platform::test_dir(name);
    let (state, _) = SchoolScreen::command_line_game(&cfg, 0);
    let names = ["Ada", "Ben", "Cleo", "Dan"].map(String::from);
    SchoolScreen::new(cfg, run.window.typeface(), &state, Lang::En, names, None)
}

/// Whether the rook's glyph is drawn over the middle of `r`'s square.
/// Opens the course map's first level (the rook's first) by a click where it is drawn.
pub fn open_first_level(run: &mut Run, s: &mut SchoolScreen) {
    let levels = s.level_rects(W, H);
    let (.., first) = levels
        .iter()
        .find(|(c, l, _)| (*c, *l) == (0, 0))
        .expect("rook-1");
    run.click(s, first.center());
    run.wait(s, 0.5);
}

fn rook_on(drawn: &Drawn, board: &Layout, sq: Square) -> bool {
    let (x, y) = board.square_rect(sq).center();
    drawn
        .texts()
        .iter()
        .any(|t| t.text == "♜" && t.covers(x, y))
}

/// The course map's first level (the rook's first) by a click on its button; the rook
/// chosen by its key, its roll played by a click on the star's square: the won box
/// gives three stars for one roll at par one, over the board; *Next level* starts the
/// rook's second.
#[test]
fn the_first_rook_level_is_won_by_a_click_on_the_star_and_its_won_box_gives_three_stars() {
    let mut run = Run::new(W, H, Lang::En);
    let mut s = school(&run, "school-frames-rook");
    run.wait(&mut s, 0.2);
    for words in ["Piece school", "The rook", "The pawn"] {
        assert!(run.drawn.says(words), "{words}:\n{}", run.drawn.all_words());
    }
    open_first_level(&mut run, &mut s);
    let board = Layout::new(W, H, s.table.state.board());
    let star = Square::new(16, 16);
    assert!(run.drawn.says("Move the rook"), "{}", run.drawn.all_words());
    assert!(run.drawn.says("Rolls: 0 · Par: 1"));
    assert!(run.drawn.says("Rolled: 1"));
    assert!(
        !rook_on(&run.drawn, &board, star),
        "the rook starts away from the star"
    );
    run.key(&mut s, KeyCode::Key2);
    run.wait(&mut s, 0.3);
    assert!(
        run.drawn.says("choose a"),
        "the rook is chosen:\n{}",
        run.drawn.all_words()
    );
    assert!(!run.drawn.says("Well done"));
    run.click(&mut s, board.square_rect(star).center());
    run.wait(&mut s, 3.0);
    assert!(
        rook_on(&run.drawn, &board, star),
        "{}",
        run.drawn.all_words()
    );
    let well_done = run.drawn.text_with("Well done! ★★★").expect("three stars");
    let score = run.drawn.text_with("1 roll, par 1").expect("the score");
    assert!(well_done.y < score.y, "the stars above the score");
    assert!(run.drawn.says("Rolls: 1 · Par: 1"));
    for button in ["Next level", "Try again", "Course map"] {
        assert!(run.drawn.says(button), "{button}");
    }
    run.click_on(&mut s, "Next level");
    run.wait(&mut s, 0.5);
    assert!(!run.drawn.says("Well done"), "{}", run.drawn.all_words());
    assert!(run.drawn.says("moves only"), "{}", run.drawn.all_words());
    assert!(run.drawn.says("Rolls: 0 · Par: 2"));
}

/// A level's next roll is on the board in the very frame the last roll's animation
/// ends: no frame draws (or names to the browser page) the rook where the last roll left
/// it while the next roll's game waits.
#[test]
fn a_levels_next_roll_is_set_up_in_the_frame_its_last_roll_ends() {
    let mut run = Run::new(W, H, Lang::En);
    let mut s = school(&run, "school-frames-next-roll");
    run.wait(&mut s, 0.2);
    s.start_lesson(0, 1);
    run.wait(&mut s, 0.5);
    assert!(
        run.drawn.says("Rolls: 0 · Par: 2"),
        "{}",
        run.drawn.all_words()
    );
    // The hint chooses the rook; Enter plays the hinted roll, which does not yet win.
    run.key(&mut s, KeyCode::H);
    run.wait(&mut s, 0.3);
    run.key(&mut s, KeyCode::Enter);
    let mut frames = 0;
    while s.table.idle() {
        run.step(&mut s, run.next());
        frames += 1;
        assert!(frames < 120, "the hinted roll never began");
    }
    while !s.table.idle() {
        run.step(&mut s, run.next());
        frames += 1;
        assert!(frames < 600, "the roll's animation never ended");
    }
    let lesson = s.room.lesson.as_ref().expect("the level goes on");
    assert_eq!(lesson.won, None, "one roll does not win a level of par 2");
    assert!(
        lesson.next.is_none(),
        "the next roll's game waits for another frame"
    );
    assert_eq!(
        s.table.state, s.table.shown,
        "the board shows the game of the next roll"
    );
}

/// The browser page names the level's *Hint* button (`hint`), so a tap there gives the
/// hint as the key H does: the rook chosen, its hinted square shown.
#[test]
fn the_page_names_a_levels_hint_button_and_a_tap_there_gives_the_hint() {
    let mut run = Run::new(W, H, Lang::En);
    let mut s = school(&run, "school-frames-hint-spot");
    run.wait(&mut s, 0.2);
    s.start_lesson(0, 1);
    run.wait(&mut s, 0.5);
    let pen = run.window.pen();
    let ask = shell::web_status::WebAsk {
        w: W,
        h: H,
        lang: Lang::En,
        bar: vec![],
        boxed: None,
        pen: &pen,
    };
    let status: serde_json::Value =
        serde_json::from_str(&shell::GameScreen::web_status(&s, &ask)).unwrap();
    let spot = &status["tap"]["hint"];
    let (x, y) = (
        spot[0].as_f64().unwrap() as f32,
        spot[1].as_f64().unwrap() as f32,
    );
    let hint = run.drawn.text_with("Hint").expect("the Hint button");
    assert!(
        (hint.y - y).abs() < H / 20.0,
        "the spot lies on the button's row"
    );
    assert!(s.table.hint_why.is_none(), "no hint before the tap");
    run.click(&mut s, (x, y));
    run.wait(&mut s, 0.3);
    assert!(
        s.table.hint_why.is_some(),
        "a tap on the spot gives the hint:\n{}",
        run.drawn.all_words()
    );
}
