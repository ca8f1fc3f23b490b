//! Window-free tests of the Yalta screens: which box is on top and its safe choice, the
//! menu's entries and what they do, the end page of a checkmate and of a draw, the
//! review's steps, saving, and the tap spots the browser test walks by.

use crate::end::tally;
use crate::menu::{MenuItem, MENU, PROMOTION_CANCEL};
use crate::*;
use paint::text_layout::Measure;
use shell::dialog;
use shell::end_page::{EndButton, EndChoice, EndPage, BUTTONS};
use shell::i18n::Msg;
use shell::keys::Input;
use shell::{LayerAnswer, RulesBook};
use yalta::game::Outcome;
use yalta::position::Piece;
use yalta::yfen::cells_field;

/// What is on top of the Yalta screens, as the shell shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Top {
    Setup,
    Review,
    Ask(Ask),
    Menu,
    Promotion,
    End,
    Game,
}

impl YaltaScreen {
    /// What is on top: the setup, the review, the box last asked for (until the shell
    /// hands back its answer), the end page over a finished game, or the game.
    pub(crate) fn top(&self) -> Top {
        if self.setup {
            Top::Setup
        } else if self.review.is_some() {
            Top::Review
        } else {
            match self.asked() {
                Some((Boxed::Ask(a), _)) => Top::Ask(a),
                Some((Boxed::Menu, _)) => Top::Menu,
                Some((Boxed::Promotion(..), _)) => Top::Promotion,
                None if self.game.is_over() => Top::End,
                None => Top::Game,
            }
        }
    }

    /// An entry of the menu chosen, as the shell hands it back (the box is gone).
    pub(crate) fn menu_choice(&mut self, item: MenuItem) -> Exit {
        self.opening.clear();
        let i = MENU.iter().position(|m| *m == item).unwrap();
        self.choose_menu(item, i)
    }

    /// A question answered, as the shell hands it back (the box is gone).
    pub(crate) fn ask_answer(&mut self, a: Ask, yes: bool) -> Exit {
        self.opening.clear();
        self.answer(a, yes)
    }

    /// The tap spots as the browser page gets them in a `w` × `h` window: the box
    /// asked for or the end page, as the shell's layers name them, else the screen's own.
    pub(crate) fn shown_spots(&self, w: f32, h: f32) -> Vec<(&'static str, Rect)> {
        let mut layers = Layers::default();
        match self.asked() {
            Some((b, _)) => layers.push(self.asked_box(b)),
            None if self.end_up() => layers.push(EndShown {
                folded: self.end.folded,
                ..EndShown::new(self.end_page_in(w, h))
            }),
            None => {}
        }
        layers
            .tap_spots(&Mono, w, h)
            .unwrap_or_else(|| self.spots_in(w, h))
    }

    /// A button of the end page.
    pub(crate) fn end_choice(&mut self, b: EndButton) -> Exit {
        self.choose_end(b, &mut Layers::default())
    }
}

/// Every letter half a size wide: the boxes' layout without a font.
pub(crate) struct Mono;
impl Measure for Mono {
    fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().count() as f32 * size * 0.55
    }
}

const SIZES: [(f32, f32); 3] = [(1024.0, 768.0), (1280.0, 720.0), (800.0, 600.0)];

/// A game from pieces as `wK@wa1 bK@bd1 …` with `rest` the YFEN's other fields.
pub(crate) fn game_of(spec: &str, rest: &str) -> Game {
    let list: Vec<(Cell, Piece)> = spec
        .split_whitespace()
        .map(|t| {
            let (p, cell) = t.split_once('@').unwrap();
            let mut ch = p.chars();
            let owner = Player::from_letter(ch.next().unwrap()).unwrap();
            let kind = Kind::from_letter(ch.next().unwrap()).unwrap();
            (Cell::parse(cell).unwrap(), Piece { owner, kind })
        })
        .collect();
    let cells = cells_field(|x| list.iter().find(|(d, _)| *d == x).map(|(_, p)| *p));
    Game::from_yfen(&format!("{cells} {rest}")).unwrap()
}

pub(crate) fn play(g: &mut Game, mv: &str) {
    g.play(&Command::parse(mv).unwrap()).unwrap();
}

/// White's rook takes a red knight on the way and gives check; Black's rook joins: Red
/// is mated when its turn begins, and White, the first to give check, wins.
pub(crate) fn mate() -> Game {
    let mut g = game_of(
        "rK@ra1 rP@rb2 wR@wc2 rN@wh2 bR@rh3 wK@wa1 bK@bd1",
        "w - - 0 1",
    );
    play(&mut g, "wc2-wh2");
    play(&mut g, "rh3-rh1");
    g
}

/// Black's king steps aside and Red, not in check, cannot move: a draw.
fn stalemate() -> Game {
    let mut g = game_of("rK@ra1 rP@ra2 wP@ra3 wB@rd3 wK@wa1 bK@bd1", "b - - 0 1");
    play(&mut g, "bd1-bc1");
    g
}

/// A screen in English, its game `game`, saving into `dir` (if any).
pub(crate) fn screen_with(game: Game, dir: Option<PathBuf>) -> YaltaScreen {
    let mut s = YaltaScreen::new(Lang::En, 7, false, 1.0, dir);
    s.start_game();
    s.names = ["Ada".into(), "Bo".into(), "Red".into()];
    s.game = game;
    s
}

/// A game under way: one move played.
pub(crate) fn running() -> YaltaScreen {
    let mut g = Game::new(RedQueen::Light);
    play(&mut g, "we2-we4");
    screen_with(g, None)
}

/// A fresh folder under the system's temporary one.
pub(crate) fn temp_dir(name: &str) -> PathBuf {
    base::platform::test_dir(&format!("yalta-ui-{name}"))
}

fn names(spots: &[(&'static str, Rect)]) -> Vec<&'static str> {
    spots.iter().map(|(n, _)| *n).collect()
}

fn spot(s: &YaltaScreen, name: &str, (w, h): (f32, f32)) -> Rect {
    s.shown_spots(w, h)
        .into_iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no tap spot {name}"))
        .1
}

fn press_at(r: Rect) -> Input {
    Input {
        actions: vec![],
        press: Some(r.center()),
    }
}

fn key(a: Action) -> Input {
    Input {
        actions: vec![a],
        press: None,
    }
}

#[test]
fn the_menu_has_its_entries_and_going_back_to_the_game_is_its_safe_choice() {
    let s = running();
    let d = s.menu_dialog();
    assert_eq!(d.buttons.len(), MENU.len());
    assert_eq!(d.safe, Some(0));
    assert_eq!(MENU[0], MenuItem::Continue);
    let label = |m: Msg| words::say(Lang::En, &m);
    assert_eq!(d.buttons[0], label(Msg::MenuBack));
    for (item, want) in [
        (MenuItem::Rules, label(Msg::MenuRules)),
        (MenuItem::Keys, label(Msg::MenuKeys)),
        (MenuItem::NewGame, label(Msg::MenuNewGame)),
        (MenuItem::ToStart, label(Msg::MenuToStart)),
        (MenuItem::Save, s.text(YaltaMsg::SaveGame)),
        (MenuItem::ShowMoves, s.text(YaltaMsg::ShowMoves(true))),
    ] {
        let i = MENU.iter().position(|m| *m == item).unwrap();
        assert_eq!(d.buttons[i], want, "{item:?}");
    }
}

#[test]
fn menu_entries_do_what_they_say() {
    let mut s = running();
    s.open_menu();
    assert_eq!(s.top(), Top::Menu);
    assert_eq!(
        s.menu_choice(MenuItem::Rules),
        Exit::Rules(RulesBook::Yalta)
    );
    assert_eq!(s.top(), Top::Menu, "the menu waits under the rules");
    assert_eq!(s.menu_choice(MenuItem::Keys), Exit::Keys(RulesBook::Yalta));
    let before = s.menu_dialog();
    assert_eq!(s.menu_choice(MenuItem::ShowMoves), Exit::Stay);
    assert!(!s.show_moves);
    assert_ne!(s.menu_dialog(), before, "the toggle's label says off");
    assert_eq!(s.menu_choice(MenuItem::Continue), Exit::Stay);
    assert_eq!(s.top(), Top::Game);
}

#[test]
fn leaving_a_running_game_asks_first_with_the_safe_answer_focused() {
    for (item, ask) in [
        (MenuItem::ToStart, Ask::ToStart),
        (MenuItem::NewGame, Ask::NewGame),
    ] {
        let mut s = running();
        s.open_menu();
        assert_eq!(s.menu_choice(item), Exit::Stay);
        assert_eq!(s.top(), Top::Ask(ask));
        let d = s.ask_dialog(ask);
        assert_eq!(d.buttons.len(), 2);
        assert_eq!(d.safe, Some(1), "no is the safe answer");
        assert_eq!(s.asked().map_or(1, |a| a.1), 1, "and it has the focus");
        // No: back to the game, which goes on.
        assert_eq!(s.ask_answer(ask, false), Exit::Stay);
        assert_eq!(s.top(), Top::Game);
        assert!(!s.setup);
    }
    let mut s = running();
    s.menu_choice(MenuItem::ToStart);
    assert_eq!(s.ask_answer(Ask::ToStart, true), Exit::ToStart);
    let mut s = running();
    s.menu_choice(MenuItem::NewGame);
    assert_eq!(s.ask_answer(Ask::NewGame, true), Exit::Stay);
    assert_eq!(s.top(), Top::Setup);
}

#[test]
fn a_game_without_moves_is_left_at_once() {
    let mut s = screen_with(Game::new(RedQueen::Light), None);
    assert!(!s.game_running());
    s.open_menu();
    assert_eq!(s.menu_choice(MenuItem::ToStart), Exit::ToStart);
    let mut s = screen_with(Game::new(RedQueen::Light), None);
    s.open_menu();
    assert_eq!(s.menu_choice(MenuItem::NewGame), Exit::Stay);
    assert_eq!(s.top(), Top::Setup);
}

#[test]
fn the_leave_question_says_whether_the_autosave_keeps_the_game() {
    let dir = temp_dir("leave");
    let kept = screen_with(Game::new(RedQueen::Light), Some(dir.clone()));
    assert_eq!(
        kept.ask_dialog(Ask::ToStart).body,
        kept.text(YaltaMsg::LeaveKept)
    );
    let demo = YaltaScreen::new(Lang::En, 1, true, 1.0, Some(dir));
    assert_eq!(
        demo.ask_dialog(Ask::ToStart).body,
        demo.text(YaltaMsg::LeaveLost)
    );
}

#[test]
fn the_promotion_picker_offers_four_pieces_and_cancel_is_safe() {
    let mut s = running();
    s.ask_box(
        Boxed::Promotion(Cell::parse("we2").unwrap(), Cell::parse("we4").unwrap()),
        0,
    );
    assert_eq!(s.top(), Top::Promotion);
    let d = s.promotion_dialog();
    assert_eq!(d.buttons.len(), 5);
    assert_eq!(d.safe, Some(PROMOTION_CANCEL));
    assert_eq!(d.buttons[PROMOTION_CANCEL], s.text(YaltaMsg::Cancel));
    for (i, k) in Kind::PROMOTIONS.iter().enumerate() {
        assert!(d.buttons[i].contains(&s.text(YaltaMsg::PromoteTo(*k))));
    }
    // Esc takes the safe choice.
    let lay = dialog::layout(&d, &Mono, 1024.0, 768.0);
    assert_eq!(
        dialog::decide(&d, &lay, &key(Action::Back), &mut 0),
        Some(PROMOTION_CANCEL)
    );
}

#[test]
fn the_end_page_of_a_checkmate_names_the_winner_first_and_the_mated_last() {
    let s = screen_with(mate(), None);
    assert_eq!(
        s.game.outcome(),
        Some(&Outcome::Checkmate {
            loser: Player::Red,
            winner: Player::White
        })
    );
    assert_eq!(s.top(), Top::End);
    let page = s.end_page();
    assert_eq!(page.title, "Checkmate! Red is mated. Ada wins!");
    assert_eq!(
        page.figures,
        [
            "Ada (White) wins · 1 move · took 1: \u{265E}",
            "Bo (Black) · 1 move · took nothing",
            "Red is checkmated · 0 moves · took nothing",
        ]
    );
    assert_eq!(
        page.marks,
        [Player::White, Player::Black, Player::Red].map(|p| Some(player_color(p)))
    );
    assert_eq!(page.labels.len(), BUTTONS.len());
    assert!(page.note.is_empty());
}

#[test]
fn the_end_page_of_a_stalemate_calls_it_a_draw_for_all() {
    let s = screen_with(stalemate(), None);
    let page = s.end_page();
    assert!(
        page.title.starts_with("Stalemate: Red cannot move"),
        "{}",
        page.title
    );
    assert_eq!(
        page.figures,
        [
            "Ada (White): a draw · 0 moves · took nothing",
            "Bo (Black): a draw · 1 move · took nothing",
            "Red cannot move: stalemate · 0 moves · took nothing",
        ]
    );
}

#[test]
fn the_tally_counts_each_players_moves_and_captures() {
    let t = tally(&mate());
    assert_eq!(t[Player::White.index()], (1, vec![Kind::Knight]));
    assert_eq!(t[Player::Black.index()], (1, vec![]));
    assert_eq!(t[Player::Red.index()], (0, vec![]));
}

#[test]
fn the_end_pages_buttons() {
    let mut s = screen_with(mate(), None);
    assert_eq!(s.end_choice(EndButton::SeeBoard), Exit::Stay);
    assert_eq!(s.end_choice(EndButton::Start), Exit::ToStart);
    assert_eq!(s.end_choice(EndButton::Review), Exit::Stay);
    assert_eq!(s.top(), Top::Review);
    s.answered(LayerAnswer::ReviewLeft, &mut Layers::default());
    assert_eq!(s.top(), Top::End);
    // Again: the same seats and names, a new game.
    s.seats[2] = SeatKind::Computer(Level::Hard);
    s.end_choice(EndButton::Again);
    assert_eq!(s.top(), Top::Game);
    assert!(s.game.moves().is_empty());
    assert_eq!(s.seats[2], SeatKind::Computer(Level::Hard));
    assert_eq!(s.names[0], "Ada");
}

#[test]
fn saving_writes_a_new_file_each_time_and_the_end_page_says_where() {
    let dir = temp_dir("save");
    let mut s = screen_with(mate(), Some(dir.clone()));
    s.end_choice(EndButton::Save);
    let first = dir.join("yalta-games").join("game-1.json");
    let record: GameRecord =
        serde_json::from_str(&base::platform::read_text(&first).unwrap()).unwrap();
    assert_eq!(record.moves, ["wc2-wh2", "rh3-rh1"]);
    assert!(Game::from_record(&record).unwrap().is_over());
    let note = s.end_page().note;
    assert!(note.contains(&first.display().to_string()), "{note}");
    let mut s = running();
    s.files.data_dir = Some(dir.clone());
    s.open_menu();
    s.menu_choice(MenuItem::Save);
    assert!(dir.join("yalta-games").join("game-2.json").exists());
    assert_eq!(s.top(), Top::Game, "saving closes the menu");
    assert_eq!(
        s.messages.back().unwrap(),
        "Saved: yalta-games/game-2.json",
        "the narrow panel names the file from the data folder on"
    );
    base::platform::remove_test_dir(&dir);
}

#[test]
fn the_review_steps_through_the_rules_positions_and_never_past_either_end() {
    let game = mate();
    let mut r = Review::of(&game, Lang::En, &["Ada".into(), "Bo".into(), "Red".into()]);
    assert_eq!(r.moves(), 2);
    assert_eq!(r.at, 2, "the review opens on the last move");
    assert_eq!(r.step().position.to_yfen(), game.position().to_yfen());
    r.at = 0;
    assert_eq!(r.step().mv, None);
    assert_eq!(r.step().position.to_yfen(), game.start().to_yfen());
    r.at = 1;
    let step = r.step();
    assert_eq!(step.mv.map(|m| m.to_string()).as_deref(), Some("wc2-wh2"));
    let wh2 = step.position.piece(Cell::parse("wh2").unwrap()).unwrap();
    assert_eq!((wh2.owner, wh2.kind), (Player::White, Kind::Rook));
    assert!(
        step.lines[0].contains("takes Red's knight"),
        "{:?}",
        step.lines
    );
    assert_eq!(step.checks[Player::Red.index()], [Player::White]);
}

#[test]
fn the_reviews_keys_and_buttons_on_the_shells_layer() {
    use shell::layers::{run_frame, Layer};
    let mut s = screen_with(mate(), None);
    let mut shared = shell::Shared::new(Lang::En);
    s.end_choice(EndButton::Review);
    shell::layers::push_asked(&mut s, &mut shared);
    assert!(matches!(shared.layers.top(), Some(Layer::Review(_))));
    let at = |s: &YaltaScreen| s.review.as_ref().map(|r| r.at);
    assert_eq!(at(&s), Some(2), "it opens on the last move");
    let f = Frame::at(1024.0, 768.0);
    let p = panel_in(1024.0, 768.0);
    let mut go = |s: &mut YaltaScreen, frame: Frame| {
        run_frame(s, &mut shared, &frame, &Mono);
    };
    go(&mut s, f.after(0.02).key(KeyCode::Right));
    assert_eq!(at(&s), Some(2), "never past the last move");
    go(&mut s, f.after(0.02).key(KeyCode::Left));
    assert_eq!(at(&s), Some(1));
    go(&mut s, f.after(0.02).key(KeyCode::Home));
    assert_eq!(at(&s), Some(0));
    let (x, y) = p.steps[1].center();
    go(&mut s, f.after(0.02).click(x, y));
    assert_eq!(at(&s), Some(1), "the panel's ▶");
    go(&mut s, f.after(0.02).click(100.0, 100.0));
    assert_eq!(at(&s), Some(1), "the board is only shown");
    go(&mut s, f.after(0.02).key(KeyCode::End));
    assert_eq!(at(&s), Some(2));
    let (x, y) = p.foot.center();
    go(&mut s, f.after(0.02).click(x, y));
    assert_eq!(at(&s), None, "Back to the result");
}

#[test]
fn tap_spots_name_the_buttons_of_each_screen() {
    let mut s = YaltaScreen::new(Lang::En, 1, false, 1.0, None);
    let (w, h) = SIZES[0];
    let at = |s: &YaltaScreen| names(&s.shown_spots(w, h));
    assert_eq!(
        at(&s),
        [
            "start",
            "back",
            "name_white",
            "name_black",
            "name_red",
            "seat_white",
            "seat_black",
            "seat_red"
        ]
    );
    s.play_from_setup();
    play(&mut s.game, "we2-we4");
    // A person is to move: the first piece that can move is a tap spot too.
    assert_eq!(at(&s), ["menu", "piece"]);
    let piece = s.tab_cells()[0];
    s.choose_cell(piece);
    assert_eq!(at(&s), ["menu", "target"]);
    s.pick.selected = None;
    s.open_menu();
    assert_eq!(at(&s), menu::SPOTS);
    for n in ["menu_continue", "menu_to_start", "menu_new"] {
        assert!(at(&s).contains(&n));
    }
    s.menu_choice(MenuItem::ToStart);
    assert_eq!(at(&s), ["yes", "no"]);
    s.ask_answer(Ask::ToStart, false);
    s.ask_box(
        Boxed::Promotion(Cell::parse("we4").unwrap(), Cell::parse("we3").unwrap()),
        0,
    );
    assert_eq!(at(&s), menu::PROMOTION_SPOTS);
    let mut s = screen_with(mate(), None);
    assert_eq!(
        at(&s),
        [
            "end_again",
            "end_review",
            "end_save",
            "end_start",
            "end_see_board"
        ]
    );
    s.end.folded = true;
    assert_eq!(at(&s), ["end_show"]);
    s.end.folded = false;
    s.end_choice(EndButton::Review);
    assert_eq!(at(&s), ["review_prev", "review_next", "review_back"]);
}

#[test]
fn tap_spots_lie_in_the_window_apart_and_where_the_boxes_take_taps() {
    let mut s = running();
    for (w, h) in SIZES {
        s.open_menu();
        let spots = s.shown_spots(w, h);
        for (i, (n, r)) in spots.iter().enumerate() {
            assert!(
                r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= w && r.y + r.h <= h,
                "{n}"
            );
            for (m, q) in &spots[i + 1..] {
                let apart =
                    r.x + r.w <= q.x || q.x + q.w <= r.x || r.y + r.h <= q.y || q.y + q.h <= r.y;
                assert!(apart, "{n} and {m} overlap at {w}×{h}");
            }
        }
        // A tap on menu_to_start is that entry; the question's "yes" leaves.
        let d = s.menu_dialog();
        let lay = dialog::layout(&d, &Mono, w, h);
        let r = spot(&s, "menu_to_start", (w, h));
        let i = dialog::decide(&d, &lay, &press_at(r), &mut 0).unwrap();
        assert_eq!(MENU[i], MenuItem::ToStart);
        s.menu_choice(MENU[i]);
        let yes = spot(&s, "yes", (w, h));
        let a = s.ask_dialog(Ask::ToStart);
        let lay = dialog::layout(&a, &Mono, w, h);
        assert_eq!(dialog::decide(&a, &lay, &press_at(yes), &mut 1), Some(0));
        s.ask_answer(Ask::ToStart, false);
    }
    // The end page: a tap on end_review is Review.
    let s = screen_with(mate(), None);
    let (w, h) = SIZES[0];
    let lay = end_page::layout(&s.end_page_in(w, h), &Mono, w, h, false);
    let r = spot(&s, "end_review", (w, h));
    assert_eq!(
        end_page::decide(&lay, false, &press_at(r), &mut 0),
        Some(EndChoice::Button(EndButton::Review))
    );
}

#[test]
fn a_new_game_offers_the_running_one_and_an_empty_game_keeps_the_older_save() {
    let dir = temp_dir("resume");
    let mut s = YaltaScreen::new(Lang::En, 3, false, 1.0, Some(dir.clone()));
    s.play_from_setup();
    let mv = s.game.check(&Command::parse("we2-we4").unwrap()).unwrap();
    s.play(mv);
    s.open_menu();
    s.menu_choice(MenuItem::NewGame);
    s.ask_answer(Ask::NewGame, true);
    assert_eq!(s.top(), Top::Setup);
    assert_eq!(s.files.resume.as_ref().map(|r| r.moves.len()), Some(1));
    // A new game left before its first move does not push the older one out.
    s.play_from_setup();
    shell::GameScreen::save(&mut s);
    assert_eq!(saved_game_moves(&dir), Some(1));
    base::platform::remove_test_dir(&dir);
}

#[test]
fn a_broken_autosave_is_kept_aside_and_the_setup_says_where() {
    let dir = base::platform::test_dir("yalta-broken-autosave");
    let path = dir.join(AUTOSAVE_FILE);
    base::platform::write_atomic(&path, b"{\"start\": 1, \"moves\": [\"x\"]").unwrap();
    let s = YaltaScreen::new(Lang::En, 1, false, 1.0, Some(dir.clone()));
    assert!(s.files.resume.is_none());
    assert!(!base::platform::exists(&path), "moved out of the way");
    assert!(base::platform::exists(
        &dir.join("yalta-autosave.json.broken")
    ));
    let note = s.files.kept_note.clone().expect("the setup says where");
    assert!(note.contains("yalta-autosave.json.broken"), "{note}");
    base::platform::remove_test_dir(&dir);
}

#[test]
fn the_end_page_keeps_clear_of_the_mated_king_and_the_pieces_that_mate_it() {
    for (w, h) in paint::layout::TEST_WINDOWS {
        for (name, s) in [
            ("mate", screen_with(mate(), None)),
            ("stalemate", screen_with(stalemate(), None)),
        ] {
            let page = s.end_page_in(w, h);
            // The king first: its cell's middle lies in the first thing kept clear.
            let view = crate::frame::frame_in(w, h, h).board;
            let loser = Player::Red;
            let (king, _) = view.centre(s.game.position().king(loser));
            let first = page.clear.first().expect("the king is kept clear");
            assert!(first.contains(king.x, king.y), "{w}x{h} {name}: {first:?}");
            assert_eq!(
                page.clear.len() > 1,
                name == "mate",
                "{name}: {:?}",
                page.clear
            );
            // The king always; the pieces that mate it where the window leaves room
            // (as any cell, below).
            let lay = end_page::layout(&page, &Mono, w, h, false);
            assert_eq!(
                lay.panel.overlap(first),
                0.0,
                "{w}x{h} {name}: {:?}",
                lay.panel
            );
        }
    }
}

#[test]
fn the_end_page_keeps_clear_of_any_cell_where_the_window_has_room_beside_it() {
    let s = screen_with(mate(), None);
    for (w, h) in paint::layout::TEST_WINDOWS {
        let view = crate::frame::frame_in(w, h, h).board;
        let centred = end_page::layout(&s.end_page(), &Mono, w, h, false).panel;
        let (ts, _) = text_sizes(reading_height(w, h));
        let edge = (ts * 0.5).round() * 2.0;
        for cell in Cell::all() {
            let q = view.quad(cell);
            let x0 = q.iter().map(|p| p.x).fold(f32::MAX, f32::min);
            let x1 = q.iter().map(|p| p.x).fold(f32::MIN, f32::max);
            let y0 = q.iter().map(|p| p.y).fold(f32::MAX, f32::min);
            let y1 = q.iter().map(|p| p.y).fold(f32::MIN, f32::max);
            let c = Rect {
                x: x0,
                y: y0,
                w: x1 - x0,
                h: y1 - y0,
            };
            let room = x0 >= centred.w + edge
                || w - x1 >= centred.w + edge
                || y0 >= centred.h + edge
                || h - y1 >= centred.h + edge;
            if room {
                let page = EndPage {
                    clear: vec![c],
                    ..s.end_page()
                };
                let lay = end_page::layout(&page, &Mono, w, h, false);
                assert_eq!(
                    lay.panel.overlap(&c),
                    0.0,
                    "{w}x{h} {cell:?}: {:?}",
                    lay.panel
                );
            }
        }
    }
}
