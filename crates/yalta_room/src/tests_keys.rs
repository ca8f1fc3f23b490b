//! Window-free tests of Yalta by keys alone: the cursor, Tab, Enter and the setup's
//! focus, and the setup remembered for the next game.

use crate::keyboard::GameKey;
use crate::setup::{setup_focus_after, SetupItem, SetupKey};
use crate::tests::Top;
use crate::tests::{game_of, running, temp_dir};
use crate::*;

fn c(name: &str) -> Cell {
    Cell::parse(name).unwrap()
}

/// A screen at the start, every seat a person.
fn all_people() -> YaltaScreen {
    let mut s = YaltaScreen::new(Lang::En, 5, false, 1.0, None);
    s.seats = [SeatKind::Person; 3];
    s.play_from_setup();
    s
}

const UP: GameKey = GameKey::Arrow((0, -1));

#[test]
fn the_cursor_starts_on_the_movers_king_and_arrows_walk_it_up_the_file() {
    let mut s = all_people();
    assert_eq!(s.cursor(), c("we1"));
    for want in ["we2", "we3", "we4", "rd4"] {
        s.game_key(UP);
        assert_eq!(s.cursor(), c(want));
    }
}

#[test]
fn enter_chooses_the_piece_under_the_cursor_then_plays_to_the_cell_under_it() {
    let mut s = all_people();
    s.game_key(UP);
    s.game_key(GameKey::Choose);
    assert_eq!(s.pick.selected, Some(c("we2")));
    s.game_key(UP);
    s.game_key(UP);
    s.game_key(GameKey::Choose);
    assert_eq!(s.game.moves().len(), 1);
    assert_eq!(
        s.game.last_move().map(|m| (m.from, m.to)),
        Some((c("we2"), c("we4")))
    );
    // Black to move: Black's own cursor, on Black's king.
    assert_eq!(s.cursor(), s.game.position().king(Player::Black));
}

#[test]
fn enter_on_a_cell_the_piece_cannot_reach_says_why_not_and_plays_nothing() {
    let mut s = all_people();
    s.game_key(UP);
    s.game_key(GameKey::Choose);
    for _ in 0..3 {
        s.game_key(UP);
    }
    assert_eq!(s.cursor(), c("rd4"));
    s.game_key(GameKey::Choose);
    assert!(s.game.moves().is_empty());
    assert_eq!(
        s.pick.refusal.as_ref().map(|(cell, _)| *cell),
        Some(c("rd4"))
    );
    assert_eq!(s.pick.selected, Some(c("we2")), "the choice stays");
}

#[test]
fn tab_cycles_the_pieces_that_can_move_and_then_the_chosen_pieces_targets() {
    let mut s = all_people();
    // At the start: eight pawns and two knights.
    let cells = s.tab_cells();
    assert_eq!(cells.len(), 10);
    let mut seen = vec![];
    for _ in 0..10 {
        s.game_key(GameKey::Next);
        seen.push(s.cursor());
    }
    seen.sort();
    let mut want = cells.clone();
    want.sort();
    assert_eq!(seen, want, "each movable piece once");
    s.game_key(GameKey::Choose);
    let chosen = s.pick.selected.expect("Tab stops on a piece that can move");
    let targets = s.tab_cells();
    let legal: Vec<Cell> = s
        .game
        .position()
        .legal_moves_from(chosen)
        .iter()
        .map(|m| m.to)
        .collect();
    assert!(!targets.is_empty());
    assert!(targets.iter().all(|t| legal.contains(t)));
    s.game_key(GameKey::Next);
    assert!(targets.contains(&s.cursor()));
    s.game_key(GameKey::Choose);
    assert_eq!(s.game.moves().len(), 1);
}

#[test]
fn keys_alone_give_check_through_the_centre() {
    let mut s = all_people();
    s.game = game_of("wK@wa1 wR@wd2 bK@be1 rK@ra1", "w - - 0 1");
    s.pick.cursors = Player::ALL.map(|p| s.game.position().king(p));
    // Tab finds the rook, the arrows walk it up White's d-file into Black's e-file.
    s.game_key(GameKey::Next);
    assert_eq!(s.cursor(), c("wd2"));
    s.game_key(GameKey::Choose);
    for _ in 0..5 {
        s.game_key(UP);
    }
    assert_eq!(s.cursor(), c("be2"));
    s.game_key(GameKey::Choose);
    assert_eq!(s.game.checkers(Player::Black), [Player::White]);
}

#[test]
fn the_cursor_shows_only_while_a_person_is_to_move() {
    let mut s = running();
    assert!(s.person_to_move());
    s.seats[Player::Black.index()] = SeatKind::Computer(Level::Easy);
    assert!(!s.person_to_move());
}

#[test]
fn setup_arrows_change_a_seat_and_enter_on_play_starts() {
    let mut s = YaltaScreen::new(Lang::En, 1, false, 1.0, None);
    assert_eq!(s.setup_focus, SetupItem::Play, "Enter still starts at once");
    s.setup_focus = SetupItem::Seat(1);
    s.setup_key(SetupKey::Arrow((1, 0)));
    assert_eq!(s.seats[1], SeatKind::Computer(Level::Easy));
    s.setup_key(SetupKey::Arrow((1, 0)));
    assert_eq!(s.seats[1], SeatKind::Computer(Level::Normal));
    s.setup_key(SetupKey::Arrow((-1, 0)));
    s.setup_key(SetupKey::Arrow((-1, 0)));
    assert_eq!(s.seats[1], SeatKind::Person);
    s.setup_key(SetupKey::Arrow((-1, 0)));
    assert_eq!(
        s.seats[1],
        SeatKind::Computer(Level::Hard),
        "round the ring"
    );
    s.setup_key(SetupKey::Confirm);
    assert_eq!(s.seats[1], SeatKind::Person);
    assert_eq!(s.setup_focus, SetupItem::Seat(1));
    s.setup_focus = SetupItem::RedQueen;
    s.setup_key(SetupKey::Arrow((1, 0)));
    assert_eq!(s.red_queen, RedQueen::Dark);
    s.setup_focus = SetupItem::Name(0);
    s.setup_key(SetupKey::Confirm);
    assert_eq!(
        s.naming.as_ref().map(|(i, e)| (*i, e.text.as_str())),
        Some((0, "")),
        "Enter on a seat that bears its colour's name opens an empty name box"
    );
    s.names[0] = "Ada".into();
    s.setup_key(SetupKey::Confirm);
    assert_eq!(
        s.naming.as_ref().map(|(_, e)| e.text.as_str()),
        Some("Ada"),
        "a name of its own is in the box to change"
    );
    s.naming = None;
    s.setup_focus = SetupItem::Play;
    assert_eq!(s.setup_key(SetupKey::Confirm), Exit::Stay);
    assert_eq!(s.top(), Top::Game);
    assert_eq!(
        s.game.position().piece(c("re1")).map(|p| p.kind),
        Some(Kind::Queen)
    );
}

#[test]
fn setup_esc_goes_back_to_the_start_screen() {
    let mut s = YaltaScreen::new(Lang::En, 1, false, 1.0, None);
    assert_eq!(s.setup_key(SetupKey::Back), Exit::ToStart);
}

#[test]
fn setup_focus_reaches_every_control_by_tab_and_by_arrows() {
    for resume in [false, true] {
        let mut seen = vec![];
        let mut at = SetupItem::Play;
        for _ in 0..12 {
            at = setup_focus_after(at, SetupKey::Tab, resume);
            if !seen.contains(&at) {
                seen.push(at);
            }
        }
        assert_eq!(seen.len(), if resume { 10 } else { 9 }, "resume {resume}");
        // ↑ from Play reaches the top row; → from a name goes to its seat.
        let mut at = SetupItem::Play;
        let mut path = vec![];
        for _ in 0..8 {
            at = setup_focus_after(at, SetupKey::Arrow((0, -1)), resume);
            path.push(at);
        }
        for i in 0..3 {
            assert!(path.contains(&SetupItem::Name(i)) || path.contains(&SetupItem::Seat(i)));
        }
        assert_eq!(
            setup_focus_after(SetupItem::Name(2), SetupKey::Arrow((1, 0)), resume),
            SetupItem::Seat(2)
        );
        assert_eq!(
            setup_focus_after(SetupItem::Back, SetupKey::Arrow((1, 0)), resume),
            SetupItem::Play
        );
    }
}

#[test]
fn the_setup_remembers_names_seats_and_reds_queen_for_the_next_game() {
    let dir = temp_dir("remember");
    let mut s = YaltaScreen::new(Lang::En, 1, false, 1.0, Some(dir.clone()));
    s.names[0] = "Ada".into();
    s.seats = [
        SeatKind::Person,
        SeatKind::Computer(Level::Easy),
        SeatKind::Computer(Level::Hard),
    ];
    s.red_queen = RedQueen::Dark;
    s.play_from_setup();
    // The next time, in German: Ada stays Ada, the others are called by their colour
    // in the language of the day.
    let t = YaltaScreen::new(Lang::De, 2, false, 1.0, Some(dir.clone()));
    assert_eq!(t.names[0], "Ada");
    assert_eq!(t.names[1], texts::colour(Lang::De, Player::Black));
    assert_eq!(t.seats, s.seats);
    assert_eq!(t.red_queen, RedQueen::Dark);
    base::platform::remove_test_dir(&dir);
}

#[test]
fn a_broken_remembered_setup_is_ignored() {
    let dir = temp_dir("remember-broken");
    base::platform::write_atomic(&dir.join("yalta-setup.json"), b"{ not json").unwrap();
    let s = YaltaScreen::new(Lang::En, 1, false, 1.0, Some(dir.clone()));
    assert_eq!(s.names[0], "White");
    assert_eq!(s.seats[0], SeatKind::Person);
    base::platform::remove_test_dir(&dir);
}

#[test]
fn the_setups_controls_lie_apart_inside_the_window_at_every_size() {
    use crate::setup::{resume_rect, setup_rects};
    let sizes = paint::layout::TEST_WINDOWS;
    for (w, h) in sizes {
        let (names, kinds, queen, start, back) = setup_rects(w, h);
        let mut all: Vec<Rect> = names.into_iter().chain(kinds).collect();
        all.extend([queen, start, back, resume_rect(w, h)]);
        // The keys' two lines at the foot stay free.
        let (_, small) = text_sizes(reading_height(w, h));
        let keys_top = h - 2.5 * small * paint::text_layout::LINE_HEIGHT;
        for (i, r) in all.iter().enumerate() {
            assert!(r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= w, "{w}x{h}: {r:?}");
            assert!(r.y + r.h <= keys_top, "{w}x{h}: {r:?} on the keys");
            for q in &all[i + 1..] {
                let apart =
                    r.x + r.w <= q.x || q.x + q.w <= r.x || r.y + r.h <= q.y || q.y + q.h <= r.y;
                assert!(apart, "{w}x{h}: {r:?} and {q:?}");
            }
        }
    }
}
