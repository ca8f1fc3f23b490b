//! Yalta: every refusal and the messages of a game in the panel, every end in its box.

use super::*;
use rand::SeedableRng;
use schachschlamassel::ui::i18n::{yalta_refusal as refusal, Msg};
use schachschlamassel::ui::shell::end_page::{self, EndPage, BUTTONS};
use schachschlamassel::ui::yalta::layout::{panel_layout, panel_lines, PanelWords, PlayerWords};
use schachschlamassel::ui::yalta::texts::{colour, event, outcome, YaltaMsg, YaltaStanding};
use yalta::cell::{Cell, Player};
use yalta::game::{Command, Game, Outcome};
use yalta::movegen::CastlingRefusal;
use yalta::position::{Kind, Piece, RedQueen};
use yalta::why_not::Refusal;

fn names(lang: Lang) -> [String; 3] {
    Player::ALL.map(|p| colour(lang, p))
}

/// Every refusal of a Yalta move.
fn every_refusal() -> Vec<Refusal> {
    let c = |s: &str| Cell::parse(s).unwrap_or(Cell(0));
    let two = vec![Player::Black, Player::Red];
    let mut all = vec![
        Refusal::GameOver,
        Refusal::NoPiece(c("e4")),
        Refusal::NotYourPiece(c("e4"), Player::Red),
        Refusal::OwnPieceThere(c("d2")),
        Refusal::KingNeverTaken(c("e1"), Player::Black),
        Refusal::WayBlocked(c("d3")),
        Refusal::PawnCapturesOnlyDiagonally(c("e3")),
        Refusal::PawnMovesDiagonallyOnlyToCapture(c("f3")),
        Refusal::KingWouldStandInCheck(two.clone()),
        Refusal::DoesNotAnswerCheck(two.clone()),
        Refusal::Pinned(Player::Red, c("a1")),
        Refusal::PromotionNeeded,
        Refusal::NoPromotionHere,
    ];
    for k in [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ] {
        all.push(Refusal::NotHowThisPieceMoves(k));
    }
    for cr in [
        CastlingRefusal::RightLost,
        CastlingRefusal::WayNotEmpty(c("f1")),
        CastlingRefusal::InCheck(two.clone()),
        CastlingRefusal::PassesAttacked(c("f1"), two.clone()),
        CastlingRefusal::LandsAttacked(c("g1"), two.clone()),
    ] {
        all.push(Refusal::Castling(cr));
    }
    for r in &all {
        // A new refusal must be added above.
        match r {
            Refusal::GameOver
            | Refusal::NoPiece(_)
            | Refusal::NotYourPiece(..)
            | Refusal::OwnPieceThere(_)
            | Refusal::KingNeverTaken(..)
            | Refusal::NotHowThisPieceMoves(_)
            | Refusal::WayBlocked(_)
            | Refusal::PawnCapturesOnlyDiagonally(_)
            | Refusal::PawnMovesDiagonallyOnlyToCapture(_)
            | Refusal::Castling(_)
            | Refusal::KingWouldStandInCheck(_)
            | Refusal::DoesNotAnswerCheck(_)
            | Refusal::Pinned(..)
            | Refusal::PromotionNeeded
            | Refusal::NoPromotionHere => {}
        }
    }
    all
}

/// The event lines of a seeded game of three computers.
fn game_messages(lang: Lang, moves: usize) -> Vec<String> {
    let n = names(lang);
    let mut game = Game::new(RedQueen::Light);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    let mut out = vec![];
    for _ in 0..moves {
        let before: [Vec<Player>; 3] =
            std::array::from_fn(|i| game.checkers(Player::from_index(i)).to_vec());
        let Some(mv) = yalta::bot::choose(&game, yalta::bot::Level::Easy, &mut rng) else {
            break;
        };
        let Ok(events) = game.play(&Command::from(mv)) else {
            break;
        };
        out.extend(events.iter().filter_map(|e| event(lang, &n, &before, e)));
        if game.is_over() {
            break;
        }
    }
    out
}

#[test]
fn every_yalta_refusal_and_message_fits_the_panel() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    let mut said = 0;
    for (w, h) in WINDOWS {
        for lang in LANGS {
            let n = names(lang);
            let messages = game_messages(lang, 150);
            said += messages.len();
            let y = |m: YaltaMsg| words::say(lang, &m);
            let [white, black, red] = n.clone();
            let checks = vec![
                y(YaltaMsg::InCheck(red, vec![white.clone(), black.clone()])),
                y(YaltaMsg::InCheck(white, vec![black.clone()])),
            ];
            let mut whys: Vec<Option<(String, String)>> = vec![None];
            whys.extend(
                every_refusal()
                    .iter()
                    .map(|r| Some((y(YaltaMsg::WhyNot), refusal(lang, &n, r)))),
            );
            for (k, why) in whys.iter().enumerate() {
                // The latest seven messages at some point of the game.
                let end = (k * 5 + 7).min(messages.len());
                let recent = messages[end.saturating_sub(7)..end].to_vec();
                // The promotion is a dialog now: the panel keeps its whole room.
                for promoting in [false] {
                    // Each player with their material and a row of captured pieces.
                    let players = Player::ALL
                        .into_iter()
                        .map(|p| PlayerWords {
                            player: p,
                            name: n[p.index()].clone(),
                            material: y(YaltaMsg::Material(31)),
                            points: 31,
                            captured: [Kind::Queen, Kind::Rook, Kind::Knight, Kind::Pawn]
                                .map(|kind| Piece {
                                    owner: p.next(),
                                    kind,
                                })
                                .to_vec(),
                        })
                        .collect();
                    let words = PanelWords {
                        turn: Some(y(YaltaMsg::Turn(black.clone()))),
                        players,
                        checks: checks.clone(),
                        legend: y(YaltaMsg::Keys),
                        legend_more: y(YaltaMsg::KeysYfen),
                        messages: recent.clone(),
                        why: why.clone(),
                        promoting,
                    };
                    let (ts, _) = text_sizes(reading_height(w, h));
                    let lay = panel_layout(w, h, ts);
                    let first = panel_lines(&m, w, h, &words, 0);
                    assert_eq!(first.pages, 1, "{lang:?} {w}x{h}: {why:?} is paged");
                    if why.is_some() {
                        assert!(
                            !first.why.is_empty(),
                            "{lang:?} {w}x{h}: {why:?} is not shown"
                        );
                    }
                    let mut shot = Shot::new(format!("{lang:?} Yalta panel {why:?}"), (w, h));
                    let panel = Rect {
                        x: lay.x,
                        y: lay.y,
                        w: lay.w,
                        h: lay.h,
                    };
                    shot.lines("yalta panel", first.lines(), panel);
                    shot.obstacle("menu", lay.foot);
                    if promoting {
                        // The review's ◀ ▶ over the foot.
                        for r in lay.steps {
                            shot.obstacle("review step", r);
                        }
                    }
                    shots.push(shot);
                }
            }
        }
    }
    assert!(said > 100, "only {said} messages");
    assert_clean(&shots, "Yalta panel");
}

#[test]
fn every_yalta_end_fits_its_box() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    let mut outcomes = vec![Outcome::Repetition, Outcome::MoveLimit, Outcome::OnlyKings];
    for p in Player::ALL {
        outcomes.push(Outcome::Stalemate(p));
        for q in Player::ALL.into_iter().filter(|q| *q != p) {
            outcomes.push(Outcome::Checkmate {
                loser: p,
                winner: q,
            });
        }
    }
    for (w, h) in WINDOWS {
        for lang in LANGS {
            for o in &outcomes {
                let title = outcome(lang, &names(lang), o);
                // Each player's line, the longest it gets: a long row of captured pieces.
                let figures = names(lang)
                    .into_iter()
                    .map(|who| {
                        words::say(
                            lang,
                            &YaltaMsg::EndLine {
                                who: format!("{who} ({who})"),
                                standing: Some(YaltaStanding::Stalemated),
                                took: 15,
                                pieces: "♛♜♜♝♝♞♞♟♟♟♟♟♟♟♟".into(),
                                moves: 150,
                            },
                        )
                    })
                    .collect();
                let page = EndPage {
                    title,
                    figures,
                    marks: vec![None; 3],
                    labels: BUTTONS.iter().map(|b| words::say(lang, b)).collect(),
                    show_label: words::say(lang, &Msg::EndShowResult),
                    note: "/home/a-long-user-name/.local/share/schachschlamassel/yalta-games/game-12.json".into(),
                    clear: vec![],
                };
                for folded in [false, true] {
                    let lay = end_page::layout(&page, &m, w, h, folded);
                    let lines = end_page::placed_lines(&m, &lay, w, h, folded);
                    let mut shot = Shot::new(format!("{lang:?} Yalta end {o:?} {folded}"), (w, h));
                    shot.lines("yalta end", &lines, lay.panel);
                    for r in &lay.buttons {
                        shot.obstacle("end button", *r);
                    }
                    shots.push(shot);
                }
            }
        }
    }
    assert_clean(&shots, "Yalta ends");
}
