//! Yalta driven through the shell's seam alone (issue 53): each test hands the screen
//! [`Frame`] values, as the shell does each frame, and no window is open. The window's
//! size, the clicks, the keys and the clock all come from the frames.

use crate::setup::setup_rects;
use crate::tests::Top;
use crate::*;
use macroquad::prelude::KeyCode;
use shell::{Frame, GameScreen, Shared};

/// One frame for the screen, as the shell hands it in.
fn step(s: &mut YaltaScreen, frame: &Frame) -> Exit {
    GameScreen::update(s, frame, &mut Shared::new(Lang::En))
}

/// The centre of `cell` on the board of a `frame`-sized window.
fn at(frame: &Frame, cell: &str) -> (f32, f32) {
    let board = frame::frame(frame.size.0, frame.size.1).board;
    let (c, _) = board.centre(Cell::parse(cell).unwrap());
    (c.x, c.y)
}

/// The setup's Play button, a click on a piece and a click on where it goes, Esc: at
/// each of these window sizes the clicks land where the frame's size puts the board.
#[test]
fn a_click_on_play_then_on_a_piece_and_its_cell_plays_it_and_esc_opens_the_menu() {
    for (w, h) in [(1024.0, 768.0), (800.0, 600.0), (768.0, 1024.0)] {
        let mut s = YaltaScreen::new(Lang::En, 5, false, 1.0, None);
        let f = Frame::at(w, h);
        assert_eq!(s.top(), Top::Setup);
        let (.., play, _) = setup_rects(w, h);
        let (px, py) = (play.x + play.w / 2.0, play.y + play.h / 2.0);
        // The pointer over Play without a click starts nothing.
        let mut hover = f.clone();
        hover.mouse = (px, py);
        step(&mut s, &hover);
        assert_eq!(s.top(), Top::Setup, "{w}x{h}: a hover is no click");
        assert_eq!(step(&mut s, &f.clone().click(px, py)), Exit::Stay);
        assert_eq!(s.top(), Top::Game, "{w}x{h}: Play starts the game");
        let (x, y) = at(&f, "we2");
        step(&mut s, &f.after(0.1).click(x, y));
        assert_eq!(
            s.pick.selected,
            Some(Cell::parse("we2").unwrap()),
            "{w}x{h}"
        );
        let (x, y) = at(&f, "we4");
        step(&mut s, &f.after(0.1).click(x, y));
        let played = s.game.last_move().map(|m| (m.from, m.to));
        let want = (Cell::parse("we2").unwrap(), Cell::parse("we4").unwrap());
        assert_eq!(played, Some(want), "{w}x{h}: the pawn went two cells");
        step(&mut s, &f.after(0.1).key(KeyCode::Escape));
        assert_eq!(s.top(), Top::Menu, "{w}x{h}: Esc opens the menu");
    }
}

/// The computer plays when the frames' clock says its wait is over, never before: a
/// screen's time is the time its frames carry.
#[test]
fn the_computer_waits_for_the_frames_clock_not_for_the_frames_count() {
    let f = Frame::at(1024.0, 768.0);
    let mut s = YaltaScreen::new(Lang::En, 5, false, 1.0, None);
    let (.., play, _) = setup_rects(1024.0, 768.0);
    step(&mut s, &f.clone().click(play.x + 1.0, play.y + 1.0));
    // White and Black by clicks; then Red, a computer, is to move.
    for (from, to) in [("we2", "we4"), ("bd2", "bd4")] {
        for cell in [from, to] {
            let (x, y) = at(&f, cell);
            step(&mut s, &f.after(0.0).click(x, y));
        }
    }
    assert_eq!(s.game.moves().len(), 2, "White and Black moved");
    assert_eq!(s.game.position().to_move(), yalta::cell::Player::Red);
    // A hundred frames that take no time: the computer still waits.
    for _ in 0..100 {
        step(&mut s, &f.after(0.0));
    }
    assert_eq!(s.game.moves().len(), 2, "no time passed, no move");
    // Two seconds of frames: it has played.
    let mut now = f.clone();
    for _ in 0..20 {
        now = now.after(0.1);
        step(&mut s, &now);
    }
    assert_eq!(
        s.game.moves().len(),
        3,
        "the computer played once its wait was over"
    );
}

/// One frame of the screen under the shell's layers, as the shell runs it.
fn layered(s: &mut YaltaScreen, shared: &mut Shared, frame: Frame) -> Exit {
    shell::layers::run_frame(s, shared, &frame, &crate::tests::Mono)
}

/// The menu is a box on the shell's layers: while it is up the keys move its focus,
/// never the board's cursor, and Esc answers its safe choice (back to the game).
#[test]
fn the_menu_on_the_layers_takes_the_keys_and_escape_goes_back_to_the_game() {
    let f = Frame::at(1024.0, 768.0);
    let mut s = YaltaScreen::new(Lang::En, 5, false, 1.0, None);
    let mut shared = Shared::new(Lang::En);
    let (.., play, _) = setup_rects(1024.0, 768.0);
    layered(
        &mut s,
        &mut shared,
        f.clone().click(play.x + 1.0, play.y + 1.0),
    );
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Escape));
    let menu = |shared: &Shared| {
        shared
            .layers
            .asked()
            .and_then(|a| a.about::<Boxed>().map(|b| (*b, a.focus)))
    };
    assert_eq!(menu(&shared), Some((Boxed::Menu, 0)));
    let cursors = s.pick.cursors;
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Down));
    assert_eq!(
        menu(&shared),
        Some((Boxed::Menu, 1)),
        "Down moved the menu's focus"
    );
    assert_eq!(s.pick.cursors, cursors, "and not the board's cursor");
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Escape));
    assert!(shared.layers.is_empty(), "Esc: back to the game");
    assert!(!s.setup && !s.game.is_over());
}

/// The end page is the shell's layer over the final position: it answers nothing for
/// its first moments (a hurried click on the mating move chooses no button), then
/// Space folds it and Review takes it away until the review is left.
#[test]
fn the_end_page_on_the_layers_waits_folds_and_comes_back_after_the_review() {
    let f = Frame::at(1024.0, 768.0);
    let mut s = crate::tests::screen_with(crate::tests::mate(), None);
    let mut shared = Shared::new(Lang::En);
    layered(&mut s, &mut shared, f.after(0.1));
    assert!(shared.layers.end().is_some(), "the end page is up");
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Space));
    assert!(!s.end.folded, "too soon: Space is not taken");
    for _ in 0..5 {
        layered(&mut s, &mut shared, f.after(0.1));
    }
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Space));
    assert!(s.end.folded, "Space folded the page");
    assert!(shared.layers.end().is_some_and(|e| e.folded));
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Space));
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Down));
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Enter));
    assert!(s.review.is_some(), "Review");
    assert!(
        shared.layers.end().is_none() && shared.layers.len() == 1,
        "the page is gone while the review is on, the review's layer alone"
    );
    layered(&mut s, &mut shared, f.after(0.1).key(KeyCode::Escape));
    assert!(s.review.is_none());
    let e = shared.layers.end().expect("the page is back");
    assert_eq!((e.folded, e.focus), (false, 1));
}
