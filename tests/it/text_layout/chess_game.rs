//! Classic chess: every reason, refusal and notice in the panel, every end in the panel
//! and in the end box.

use super::*;
use chess::{CastlingBan, ChessGame, Color as Side, DrawReason, Outcome, Piece, WinReason};
use schachschlamassel::save::chess::ChessSeat;
use schachschlamassel::ui::chess::board::ChessLayout;
use schachschlamassel::ui::chess::panel::{panel_lines, PanelWords};
use schachschlamassel::ui::chess::texts::ChessMsg;
use schachschlamassel::ui::chess::why_text::{refusal_text, why_not_text};
use schachschlamassel::ui::i18n::Msg;
use schachschlamassel::ui::shell::end_page::{self, EndPage, BUTTONS};

/// Every reason why a chess move is refused.
fn every_why_not() -> Vec<chess::WhyNot> {
    use chess::WhyNot as W;
    let sq = |s: &str| -> chess::Square { s.parse().unwrap() };
    let bans = [
        CastlingBan::KingMoved,
        CastlingBan::RookMoved,
        CastlingBan::RightLost,
        CastlingBan::SquaresBetweenNotEmpty {
            at: sq("f1"),
            piece: Piece::Knight,
        },
        CastlingBan::KingInCheck {
            by: sq("e8"),
            piece: Piece::Queen,
        },
        CastlingBan::PassesAttackedSquare {
            square: sq("f1"),
            by: sq("c4"),
            piece: Piece::Knight,
        },
        CastlingBan::LandsOnAttackedSquare {
            square: sq("g1"),
            by: sq("c5"),
            piece: Piece::Bishop,
        },
    ];
    let mut all = vec![
        W::NoPiece,
        W::NotYourPiece { owner: Side::Black },
        W::OwnPieceThere {
            piece: Piece::Knight,
        },
        W::PawnMovesOnlyForward,
        W::PawnCapturesOnlyDiagonally {
            blocker: sq("e5"),
            piece: Piece::Knight,
        },
        W::PawnDiagonalOnlyToCapture,
        W::DoubleStepOnlyFromStart,
        W::WayBlocked {
            at: sq("d4"),
            piece: Piece::Knight,
        },
        W::KingWouldBeInCheck {
            by: sq("h4"),
            piece: Piece::Knight,
        },
        W::Pinned {
            by: sq("b5"),
            piece: Piece::Bishop,
        },
        W::MustAnswerCheck {
            by: sq("h5"),
            piece: Piece::Knight,
        },
    ];
    for p in [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ] {
        all.push(W::NotHowItMoves { piece: p });
    }
    all.extend(bans.into_iter().map(W::Castling));
    for w in &all {
        // A new reason must be added above.
        match w {
            W::NoPiece
            | W::NotYourPiece { .. }
            | W::OwnPieceThere { .. }
            | W::NotHowItMoves { .. }
            | W::PawnMovesOnlyForward
            | W::PawnCapturesOnlyDiagonally { .. }
            | W::PawnDiagonalOnlyToCapture
            | W::DoubleStepOnlyFromStart
            | W::WayBlocked { .. }
            | W::Castling(_)
            | W::KingWouldBeInCheck { .. }
            | W::Pinned { .. }
            | W::MustAnswerCheck { .. } => {}
        }
    }
    all
}

/// Every end of a chess game.
fn every_outcome() -> Vec<Outcome> {
    let mut all = vec![];
    for winner in [Side::White, Side::Black] {
        for by in [WinReason::Checkmate, WinReason::Resignation] {
            all.push(Outcome::Win { winner, by });
        }
    }
    for r in [
        DrawReason::Stalemate,
        DrawReason::InsufficientMaterial,
        DrawReason::FiftyMoves,
        DrawReason::SeventyFiveMoves,
        DrawReason::ThreefoldRepetition,
        DrawReason::FivefoldRepetition,
        DrawReason::Agreement,
    ] {
        all.push(Outcome::Draw(r));
    }
    all
}

/// Every message the chess panel's message box may show.
fn every_message(lang: Lang) -> Vec<String> {
    use chess::Refusal as R;
    let mut out: Vec<String> = every_why_not()
        .iter()
        .map(|w| why_not_text(lang, w))
        .collect();
    let refusals = [
        R::GameOver,
        R::PromotionPieceMissing,
        R::BadPromotionPiece,
        R::NoRepetitionToClaim,
        R::OfferStands,
        R::NoOffer,
    ];
    out.extend(refusals.iter().map(|r| refusal_text(lang, r)));
    out.extend(
        every_why_not()
            .into_iter()
            .map(|w| refusal_text(lang, &R::Illegal(w))),
    );
    out.extend([
        words::say(lang, &ChessMsg::ClaimHint(DrawReason::ThreefoldRepetition)),
        words::say(lang, &ChessMsg::ClaimHint(DrawReason::FiftyMoves)),
        words::say(lang, &ChessMsg::ComputerDeclines),
        words::say(
            lang,
            &ChessMsg::Saved(
                "/home/lehrerin/Dokumente/schachschlamassel/schach-2026-11-24-0553.pgn".into(),
            ),
        ),
        words::say(
            lang,
            &ChessMsg::SaveFailed("Keine Berechtigung (os error 13)".into()),
        ),
    ]);
    out
}

/// The move list of a seeded game of two computers.
fn game_moves(plies: usize) -> ChessGame {
    let mut game = ChessGame::new();
    let bots = [
        chess::bot::ChessBot::new(chess::bot::Level::Easy, 3),
        chess::bot::ChessBot::new(chess::bot::Level::Easy, 4),
    ];
    for i in 0..plies {
        if game.is_over() {
            break;
        }
        let Some(cmd) = bots[i % 2].choose(&game) else {
            break;
        };
        if game.play(&cmd).is_err() {
            break;
        }
    }
    game
}

fn words(
    lang: Lang,
    game: &ChessGame,
    head: String,
    over: bool,
    status: Option<(String, bool)>,
    message: Option<String>,
) -> PanelWords {
    let board = game.board();
    PanelWords {
        head,
        over,
        status,
        message,
        balance: words::say(lang, &ChessMsg::Balance(chess::notation::balance(board))),
        values: words::say(lang, &ChessMsg::Values),
        material: [Side::White, Side::Black].map(|c| {
            words::say(
                lang,
                &ChessMsg::MaterialOf(c, chess::notation::material(board, c)),
            )
        }),
        moves_header: words::say(lang, &ChessMsg::Moves),
        moves: chess::notation::move_list_lines(game),
        captured: [Side::White, Side::Black].map(|c| game.captured_by(c).to_vec()),
    }
}

/// The panel's screens (one per page of its message) into `shots`.
fn panel(
    m: &FontMeasure,
    name: String,
    (w, h): (f32, f32),
    t: &PanelWords,
    shots: &mut Vec<Shot>,
) -> usize {
    let layout = ChessLayout::new(w, h, false);
    let first = panel_lines(m, &layout, t, 0);
    for page in 0..first.pages {
        let laid = panel_lines(m, &layout, t, page);
        let mut shot = Shot::new(format!("{name} (page {})", page + 1), (w, h));
        shot.lines(
            "chess panel",
            laid.lines.iter().map(|(_, l)| l),
            layout.panel,
        );
        shot.obstacle("buttons", layout.buttons);
        shot.obstacle("board", layout.board);
        shot.obstacle("file letters", layout.files);
        shot.obstacle("rank numbers", layout.ranks);
        shots.push(shot);
    }
    first.pages
}

#[test]
fn every_chess_why_not_refusal_and_notice_fits_the_panel() {
    let m = FontMeasure::new();
    let game = game_moves(120);
    let mut shots = vec![];
    let mut texts = 0;
    for (w, h) in WINDOWS {
        for lang in LANGS {
            let head = words::say(
                lang,
                &ChessMsg::ToMove(
                    Side::White,
                    ChessSeat::Computer {
                        level: chess::bot::Level::Normal,
                    },
                ),
            );
            let statuses = [
                Some((words::say(lang, &ChessMsg::Check), true)),
                Some((words::say(lang, &ChessMsg::NoMoves(Piece::Knight)), false)),
                Some((
                    words::say(lang, &ChessMsg::ChooseSquare(Piece::Bishop)),
                    false,
                )),
                Some((words::say(lang, &ChessMsg::ChoosePiece), false)),
                Some((words::say(lang, &ChessMsg::Thinking), false)),
            ];
            for message in every_message(lang) {
                texts += 1;
                for status in &statuses {
                    let t = words(
                        lang,
                        &game,
                        head.clone(),
                        false,
                        status.clone(),
                        Some(message.clone()),
                    );
                    let pages = panel(
                        &m,
                        format!("{lang:?} chess {message:?}"),
                        (w, h),
                        &t,
                        &mut shots,
                    );
                    assert_eq!(pages, 1, "{lang:?} {w}x{h}: {message:?} is paged");
                }
            }
        }
    }
    assert!(texts > 60, "only {texts} texts");
    assert_clean(&shots, "chess reasons");
}

#[test]
fn every_chess_end_fits_the_panel_and_the_end_box() {
    let m = FontMeasure::new();
    let game = game_moves(200);
    let mut shots = vec![];
    for (w, h) in WINDOWS {
        for lang in LANGS {
            let t = |msg: ChessMsg| words::say(lang, &msg);
            for o in every_outcome() {
                let p = words(lang, &game, t(ChessMsg::EndTitle(o)), true, None, None);
                panel(
                    &m,
                    format!("{lang:?} chess end {o:?}"),
                    (w, h),
                    &p,
                    &mut shots,
                );
                for saved in [
                    String::new(),
                    t(ChessMsg::NotSaved),
                    t(ChessMsg::Saved("chess-games/game-12.pgn".into())),
                ] {
                    let page = chess_end_page(lang, o, saved);
                    for folded in [false, true] {
                        let lay = end_page::layout(&page, &m, w, h, folded);
                        let name = format!("{lang:?} chess end page {o:?} folded {folded}");
                        let mut shot = Shot::new(name, (w, h));
                        let lines = end_page::placed_lines(&m, &lay, w, h, folded);
                        assert!(
                            lay.title.pages() == 1
                                && lay.figures.iter().all(|(b, _)| b.pages() == 1),
                            "{lang:?} {w}x{h}: the end page of {o:?} is paged"
                        );
                        shot.lines("end page", &lines, lay.panel);
                        for r in &lay.buttons {
                            shot.obstacle("end button", *r);
                        }
                        shots.push(shot);
                    }
                }
            }
        }
    }
    assert_clean(&shots, "chess ends");
}

/// A chess end page as the chess screen builds it: the result, why, each side's line.
fn chess_end_page(lang: Lang, o: Outcome, note: String) -> EndPage {
    let t = |msg: ChessMsg| words::say(lang, &msg);
    EndPage {
        title: t(ChessMsg::EndTitle(o)),
        figures: vec![
            t(ChessMsg::EndWhy(o)),
            t(ChessMsg::EndSide(Side::White, 39, 15, 148)),
            t(ChessMsg::EndSide(Side::Black, 1, 15, 147)),
        ],
        marks: vec![None; 3],
        labels: BUTTONS.iter().map(|b| words::say(lang, b)).collect(),
        show_label: words::say(lang, &Msg::EndShowResult),
        note,
        clear: vec![],
    }
}

#[test]
fn a_long_end_line_is_wrapped_whole_not_halved() {
    // Once halved at 40 characters, a long line ran wider than the box at 800x600.
    let m = FontMeasure::new();
    let lang = Lang::De;
    let o = Outcome::Draw(DrawReason::Stalemate);
    let why = words::say(lang, &ChessMsg::EndWhy(o));
    let page = chess_end_page(lang, o, String::new());
    let lay = end_page::layout(&page, &m, 800.0, 600.0, false);
    let joined: Vec<String> = lay.figures[0].0.lines.clone();
    assert_eq!(joined.join(" "), why);
}
