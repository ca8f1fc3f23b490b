//! Yalta: one test per rule of the design (§2–§4), each on a small position.

use std::collections::BTreeSet;
use yalta::cell::{Cell, Player};
use yalta::game::{Command, Event, Game, Outcome};
use yalta::movegen::CastlingRefusal;
use yalta::position::{Kind, Piece, Position, RedQueen};
use yalta::why_not::Refusal;
use yalta::yfen::cells_field;

fn c(name: &str) -> Cell {
    Cell::parse(name).unwrap_or_else(|| panic!("bad cell {name}"))
}

/// Pieces as `wK@we1 bN@bd4 …`.
fn pieces(spec: &str) -> Vec<(Cell, Piece)> {
    spec.split_whitespace()
        .map(|t| {
            let (p, cell) = t.split_once('@').unwrap();
            let mut ch = p.chars();
            let owner = Player::from_letter(ch.next().unwrap()).unwrap();
            let kind = Kind::from_letter(ch.next().unwrap()).unwrap();
            (c(cell), Piece { owner, kind })
        })
        .collect()
}

/// A YFEN of these pieces and the other five fields.
fn yfen(spec: &str, rest: &str) -> String {
    let list = pieces(spec);
    let cells = cells_field(|x| list.iter().find(|(d, _)| *d == x).map(|(_, p)| *p));
    format!("{cells} {rest}")
}

fn game(spec: &str, rest: &str) -> Game {
    Game::from_yfen(&yfen(spec, rest)).unwrap_or_else(|e| panic!("{e}"))
}

fn targets(g: &Game, from: &str) -> BTreeSet<String> {
    g.position()
        .legal_moves_from(c(from))
        .iter()
        .map(|m| m.to.to_string())
        .collect()
}

fn set(list: &str) -> BTreeSet<String> {
    list.split_whitespace().map(String::from).collect()
}

fn play(g: &mut Game, mv: &str) -> Vec<Event> {
    let cmd = Command::parse(mv).unwrap();
    g.play(&cmd).unwrap_or_else(|r| panic!("{mv} refused: {r}"))
}

fn refusal(g: &Game, mv: &str) -> Refusal {
    g.check(&Command::parse(mv).unwrap())
        .expect_err("the move should be refused")
}

const KINGS: &str = "wK@wh1 bK@bh1 rK@rh1";

#[test]
fn bishop_at_the_centre_may_take_both_paths() {
    let g = game(&format!("wB@wd4 {KINGS}"), "w - - 0 1");
    let t = targets(&g, "wd4");
    assert!(t.is_superset(&set("bd4 bc3 bb2 ba1 rd4 rc3 rb2 ra1")));
    // Coming from wc3 through wd4, the line also branches.
    let g = game(&format!("wB@wc3 {KINGS}"), "w - - 0 1");
    assert!(targets(&g, "wc3").is_superset(&set("wd4 bd4 bc3 bb2 ba1 rd4 rc3 rb2 ra1")));
}

#[test]
fn a_blocked_branch_leaves_the_other_open() {
    let g = game(&format!("wB@wc3 bN@bd4 {KINGS}"), "w - - 0 1");
    let t = targets(&g, "wc3");
    assert!(t.contains("bd4"), "the blocker may be captured");
    assert!(!t.contains("bc3") && !t.contains("ba1"));
    assert!(t.is_superset(&set("rd4 rc3 rb2 ra1")));
    assert_eq!(refusal(&g, "wc3-bc3"), Refusal::WayBlocked(c("bd4")));
}

#[test]
fn knight_move_is_symmetric_near_the_centre() {
    for from in ["wd4", "we4", "bd4", "re4", "wc4", "bf3"] {
        let g = game(&format!("wN@{from} {KINGS}"), "w - - 0 1");
        for to in targets(&g, from) {
            // The knight there may check a king, a position no game reaches with White
            // to move: it is built from its pieces, as lessons are.
            let back = Game::from_position(
                Position::from_pieces(&pieces(&format!("wN@{to} {KINGS}")), Player::White).unwrap(),
            );
            if g.position().piece(c(&to)).is_none() {
                assert!(
                    targets(&back, &to).contains(from),
                    "{from} -> {to} has no way back"
                );
            }
        }
    }
}

#[test]
fn pawn_walks_on_toward_the_other_back_row_after_crossing() {
    let g = game(&format!("wP@wd4 wP@we4 wP@bc3 {KINGS}"), "w - - 0 1");
    assert_eq!(targets(&g, "wd4"), set("be4"));
    assert_eq!(targets(&g, "we4"), set("rd4"));
    assert_eq!(
        targets(&g, "bc3"),
        set("bc2"),
        "down Black's file, no double step"
    );
    let g = game("bP@wd3 wK@wa1 bK@bh1 rK@rh1", "b - - 0 1");
    assert_eq!(targets(&g, "wd3"), set("wd2"));
    assert!(matches!(
        refusal(&g, "wd3-wd4"),
        Refusal::NotHowThisPieceMoves(Kind::Pawn)
    ));
}

#[test]
fn pawn_captures_through_the_centre() {
    let g = game(&format!("wP@wd4 bN@bd4 bN@bf4 rN@rd4 {KINGS}"), "w - - 0 1");
    assert_eq!(targets(&g, "wd4"), set("be4 bd4 bf4"));
    assert!(matches!(
        refusal(&g, "wd4-rd4"),
        Refusal::NotHowThisPieceMoves(Kind::Pawn)
    ));
    let g = game(&format!("wP@wd4 bN@be4 {KINGS}"), "w - - 0 1");
    assert_eq!(
        refusal(&g, "wd4-be4"),
        Refusal::PawnCapturesOnlyDiagonally(c("be4"))
    );
    assert_eq!(
        refusal(&g, "wd4-bd4"),
        Refusal::PawnMovesDiagonallyOnlyToCapture(c("bd4"))
    );
}

const EP: &str = "wP@we2 bP@wf4 rP@wd4 wK@wa1 bK@bh1 rK@rh1";

#[test]
fn en_passant_by_the_first_opponent() {
    let mut g = game(EP, "w - - 0 1");
    play(&mut g, "we2-we4");
    assert!(g.position().to_yfen().contains(" we3 "));
    let events = play(&mut g, "wf4-we3");
    assert!(
        matches!(&events[0], Event::Moved { captured: Some((cell, _)), .. } if *cell == c("we4"))
    );
    assert!(g.position().piece(c("we4")).is_none());
}

#[test]
fn en_passant_by_the_second_opponent() {
    let mut g = game(EP, "w - - 0 1");
    play(&mut g, "we2-we4");
    play(&mut g, "bh1-bg1");
    assert!(targets(&g, "wd4").contains("we3"));
    play(&mut g, "wd4-we3");
    assert!(g.position().piece(c("we4")).is_none());
    assert_eq!(g.position().piece(c("we3")).unwrap().owner, Player::Red);
}

#[test]
fn en_passant_expires_when_the_double_stepper_moves_again() {
    let mut g = game(EP, "w - - 0 1");
    play(&mut g, "we2-we4");
    play(&mut g, "bh1-bg1");
    play(&mut g, "rh1-rg1");
    assert!(
        g.position().to_yfen().contains(" we3 "),
        "still open before White moves"
    );
    play(&mut g, "wa1-wb1");
    assert!(!targets(&g, "wf4").contains("we3"));
    assert!(
        g.position().to_yfen().ends_with(" - - 3 2"),
        "no en passant field left"
    );
}

#[test]
fn castling_is_refused_because_of_the_second_opponent() {
    let base = "wK@we1 wR@wh1 bK@bh1 rK@rh1";
    let g = game(base, "w w:h - 0 1");
    assert!(
        targets(&g, "we1").contains("wg1"),
        "allowed without the red rook"
    );
    let mut g = game(&format!("{base} rR@rc2"), "w w:h - 0 1");
    assert!(!targets(&g, "we1").contains("wg1"));
    assert_eq!(
        refusal(&g, "we1-wg1"),
        Refusal::Castling(CastlingRefusal::PassesAttacked(c("wf1"), vec![Player::Red]))
    );
    g = game(&format!("{base} rR@rb2"), "w w:h - 0 1");
    assert_eq!(
        refusal(&g, "we1-wg1"),
        Refusal::Castling(CastlingRefusal::LandsAttacked(c("wg1"), vec![Player::Red]))
    );
}

#[test]
fn castling_moves_king_two_cells_and_the_rook_beside_it() {
    let mut g = game("wK@we1 wR@wh1 wR@wa1 bK@bh1 rK@rh1", "w w:ah - 0 1");
    play(&mut g, "we1-wc1");
    assert_eq!(g.position().piece(c("wd1")).unwrap().kind, Kind::Rook);
    assert!(
        g.position().to_yfen().contains(" - - 1 1"),
        "both white rights gone"
    );
}

#[test]
fn pawn_is_promoted_on_both_other_back_rows() {
    let mut g = game("wP@bd2 wP@rc2 wK@wa1 bK@bh1 rK@rh1", "w - - 0 1");
    let names: BTreeSet<String> = g
        .position()
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    for k in ["Q", "R", "B", "N"] {
        assert!(names.contains(&format!("bd2-bd1={k}")));
        assert!(names.contains(&format!("rc2-rc1={k}")));
    }
    assert_eq!(refusal(&g, "bd2-bd1"), Refusal::PromotionNeeded);
    play(&mut g, "bd2-bd1=N");
    assert_eq!(
        g.position().piece(c("bd1")),
        Some(Piece {
            owner: Player::White,
            kind: Kind::Knight
        })
    );
}

#[test]
fn a_king_is_never_taken() {
    let g = game("wK@wh1 wR@wa2 bK@wa4 rK@rh1", "w - - 0 1");
    assert!(!targets(&g, "wa2").contains("wa4"));
    assert_eq!(
        refusal(&g, "wa2-wa4"),
        Refusal::KingNeverTaken(c("wa4"), Player::Black)
    );
    assert_eq!(g.checkers(Player::Black), &[Player::White]);
    for m in g.position().legal_moves() {
        assert_ne!(g.position().piece(m.to).map(|p| p.kind), Some(Kind::King));
    }
}

#[test]
fn king_may_not_step_into_check_and_says_by_whom() {
    let g = game("wK@wh1 rR@wg4 bK@bh1 rK@rh1", "w - - 0 1");
    assert_eq!(
        refusal(&g, "wh1-wg1"),
        Refusal::KingWouldStandInCheck(vec![Player::Red])
    );
}

#[test]
fn a_pinned_piece_names_its_pinner() {
    let g = game("wK@wd1 wN@wd2 bR@wd4 bK@bh1 rK@rh1", "w - - 0 1");
    assert_eq!(
        refusal(&g, "wd2-wc4"),
        Refusal::Pinned(Player::Black, c("wd4"))
    );
}

/// Red's king cornered on ra1 behind its pawns; a black rook on Red's back row behind a
/// white knight.
const CORNER: &str = "rK@ra1 rP@ra2 rP@rb2 bR@rh1 wN@re1 wK@wa1 bK@bd1";

#[test]
fn a_revealed_check_is_given_by_the_owner_of_the_attacking_piece() {
    let mut g = game(CORNER, "w - - 0 1");
    let events = play(&mut g, "re1-rf3");
    assert!(events.contains(&Event::ChecksChanged {
        king: Player::Red,
        by: vec![Player::Black]
    }));
    assert_eq!(g.checkers(Player::Red), &[Player::Black]);
}

#[test]
fn two_checks_at_once_count_for_the_mover() {
    let mut g = game(CORNER, "w - - 0 1");
    play(&mut g, "re1-rc2");
    assert_eq!(g.checkers(Player::Red), &[Player::White, Player::Black]);
    play(&mut g, "bd1-bc1");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Checkmate {
            loser: Player::Red,
            winner: Player::White
        })
    );
}

#[test]
fn checkmate_is_decided_at_the_start_of_the_mated_players_turn() {
    let mut g = game(CORNER, "w - - 0 1");
    play(&mut g, "re1-rc2");
    assert!(!g.is_over(), "Black moves before Red's turn begins");
    let events = play(&mut g, "bd1-bc1");
    assert!(matches!(
        events.last(),
        Some(Event::Ended(Outcome::Checkmate { .. }))
    ));
    assert_eq!(refusal(&g, "rb2-rb3"), Refusal::GameOver);
}

#[test]
fn the_first_checker_wins() {
    let mut g = game("rK@ra1 rP@rb2 wR@wc2 bR@rh3 wK@wa1 bK@bd1", "w - - 0 1");
    play(&mut g, "wc2-wh2");
    assert_eq!(g.checkers(Player::Red), &[Player::White]);
    play(&mut g, "rh3-rh1");
    assert_eq!(g.checkers(Player::Red), &[Player::White, Player::Black]);
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Checkmate {
            loser: Player::Red,
            winner: Player::White
        })
    );
}

const RESCUE: &str = "rK@ra1 rP@ra2 rP@rb2 wR@rh2 bB@rf3 wK@wa1 bK@bd1";

#[test]
fn the_third_player_rescues_a_mated_king_before_its_turn() {
    let mut g = game(RESCUE, "w - - 0 1");
    play(&mut g, "rh2-rh1");
    assert_eq!(g.checkers(Player::Red), &[Player::White]);
    play(&mut g, "rf3-rh1");
    assert!(g.checkers(Player::Red).is_empty());
    assert!(!g.is_over(), "Red may move again");
    // Without the rescue, Red is mated when its turn begins.
    let mut g = game(RESCUE, "w - - 0 1");
    play(&mut g, "rh2-rh1");
    play(&mut g, "bd1-bc1");
    assert_eq!(
        g.outcome(),
        Some(&Outcome::Checkmate {
            loser: Player::Red,
            winner: Player::White
        })
    );
}

#[test]
fn stalemate_is_a_draw() {
    let mut g = game("rK@ra1 rP@ra2 wP@ra3 wB@rd3 wK@wa1 bK@bd1", "b - - 0 1");
    assert!(!g.is_over());
    play(&mut g, "bd1-bc1");
    assert_eq!(g.outcome(), Some(&Outcome::Stalemate(Player::Red)));
    assert_eq!(g.outcome().unwrap().winner(), None);
}

#[test]
fn the_same_position_three_times_is_a_draw() {
    let mut g = Game::new(RedQueen::Light);
    let round = [
        "wb1-wc3", "bb1-bc3", "rb1-rc3", "wc3-wb1", "bc3-bb1", "rc3-rb1",
    ];
    for mv in round.iter().chain(&round[..5]) {
        play(&mut g, mv);
        assert!(!g.is_over(), "over after {mv}");
    }
    play(&mut g, "rc3-rb1");
    assert_eq!(g.outcome(), Some(&Outcome::Repetition));
}

#[test]
fn the_150th_move_without_capture_or_pawn_move_is_a_draw() {
    let spec = "wK@wa1 wP@wc2 bK@bd1 rK@rh1 rP@rb2";
    let mut g = game(spec, "w - - 148 50");
    play(&mut g, "wa1-wb1");
    assert!(!g.is_over());
    play(&mut g, "bd1-bc1");
    assert_eq!(g.outcome(), Some(&Outcome::MoveLimit));
    let mut g = game(spec, "w - - 149 50");
    play(&mut g, "wc2-wc3");
    assert!(!g.is_over(), "a pawn move starts the count again");
    assert_eq!(g.position().halfmove_clock(), 0);
}

#[test]
fn events_applied_to_the_old_game_give_the_played_game() {
    let mut g = Game::new(RedQueen::Dark);
    for mv in ["we2-we4", "bd2-bd4", "re2-re4", "we4-rd4", "be2-be3"] {
        let before = g.clone();
        let events = g.execute(&Command::parse(mv).unwrap()).unwrap();
        let mut replayed = before;
        for e in &events {
            replayed.apply(e);
        }
        play(&mut g, mv);
        assert_eq!(replayed.position(), g.position());
    }
}

#[test]
fn reds_queen_stands_where_red_chose() {
    let light = Position::start(RedQueen::Light);
    let dark = Position::start(RedQueen::Dark);
    assert_eq!(light.piece(c("rd1")).unwrap().kind, Kind::Queen);
    assert_eq!(dark.piece(c("re1")).unwrap().kind, Kind::Queen);
    assert_eq!(dark.piece(c("rd1")).unwrap().kind, Kind::King);
    assert_eq!(light.piece(c("wd1")).unwrap().kind, Kind::Queen);
    assert_eq!(light.piece(c("be1")).unwrap().kind, Kind::Queen);
}
