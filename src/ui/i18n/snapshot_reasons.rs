//! The snapshot's samples of the reasons: every kind of every game, by every piece a
//! text changes with (`snapshot.rs` records their German and English words).

use super::reason_samples;
use super::*;
use ::chess::{Color, Piece};

pub(super) const ROLES: [Role; 6] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::King,
    Role::Pawn,
];

/// Players' names; two end in a sibilant (English's possessive: "Klaus'").
pub(super) fn seat_name(s: Seat) -> String {
    ["Anna", "Klaus", "Max", "Red"][s.index() % 4].to_string()
}

/// The race's reasons of a kind of piece: the samples, and numbers of one.
pub(super) fn track_reasons() -> Vec<track::WhyNot> {
    use track::WhyNot as W;
    let mut all = reason_samples::track_why_nots();
    all.extend([
        W::CaptureOnlyLast {
            victim: track::pieces::PieceId {
                seat: Seat(2),
                role: Role::Pawn,
            },
            needed: 1,
            pips: 3,
        },
        W::NotExactly {
            pips: 1,
            works: vec![4],
        },
        W::BackToStart {
            pips: 1,
            works: vec![2, 3, 5, 6, 7, 9],
        },
        W::Stuck { pips: 1 },
    ]);
    all
}

/// The window's declined inputs: the samples, each piece's, and numbers of one.
pub(super) fn declines() -> Vec<crate::ui::input::Declined> {
    use crate::ui::input::Declined as D;
    let mut all = vec![];
    for d in reason_samples::declines() {
        for role in ROLES {
            all.push(match &d {
                D::Piece { piece, why } => D::Piece {
                    piece: track::pieces::PieceId {
                        seat: piece.seat,
                        role,
                    },
                    why: why.clone(),
                },
                D::NotInGame { .. } => D::NotInGame { role },
                D::AlreadyChosen { .. } => D::AlreadyChosen { role },
                D::StandsHere { .. } => D::StandsHere { role },
                D::SeveralWays { walked, .. } => D::SeveralWays {
                    role,
                    walked: *walked,
                },
                D::NotFromHere { left, .. } => D::NotFromHere { role, left: *left },
                other if role == Role::Queen => other.clone(),
                _ => continue,
            });
        }
    }
    all.extend([
        D::SeveralWays {
            role: Role::Rook,
            walked: 1,
        },
        D::NotFromHere {
            role: Role::Queen,
            left: 1,
        },
    ]);
    all
}

/// The race's refused commands: the samples, and numbers of one.
pub(super) fn track_refusals() -> Vec<track::Refusal> {
    let mut all = reason_samples::track_refusals();
    all.extend(ROLES.map(track::Refusal::PieceNotMovable));
    all.push(track::Refusal::WrongLength { moves: 1, pips: 2 });
    all.push(track::Refusal::BadRoute { step: 0 });
    all
}

/// Chess's reasons: the samples, with every piece where a text names one.
pub(super) fn chess_reasons() -> Vec<::chess::WhyNot> {
    use ::chess::WhyNot as W;
    let mut all = reason_samples::chess_why_nots();
    let e4: ::chess::Square = "e4".parse().expect("a square");
    for piece in [Piece::King, Piece::Queen, Piece::Rook, Piece::Pawn] {
        all.push(W::NotHowItMoves { piece });
        all.push(W::WayBlocked { at: e4, piece });
        all.push(W::OwnPieceThere { piece });
        all.push(W::KingWouldBeInCheck { by: e4, piece });
        all.push(W::Pinned { by: e4, piece });
        all.push(W::MustAnswerCheck { by: e4, piece });
        all.push(W::PawnCapturesOnlyDiagonally { blocker: e4, piece });
        all.push(W::Castling(::chess::CastlingBan::KingInCheck {
            by: e4,
            piece,
        }));
    }
    all.push(W::NotYourPiece {
        owner: Color::White,
    });
    all
}

/// The reasons' texts in both languages: (what, German, English).
pub(super) fn reason_texts() -> Vec<[String; 3]> {
    let mut out = vec![];
    let mut push = |what: String, say: &dyn Fn(Lang) -> String| {
        out.push([what, say(Lang::De), say(Lang::En)]);
    };
    for why in track_reasons() {
        for role in ROLES {
            push(format!("{why:?} ({role:?})"), &|l| {
                why_not(l, role, &why, &seat_name)
            });
        }
    }
    for d in declines() {
        push(format!("{d:?}"), &|l| declined(l, &d, &seat_name));
    }
    for r in track_refusals() {
        push(format!("{r:?}"), &|l| refusal(l, &r));
    }
    for w in chess_reasons() {
        push(format!("{w:?}"), &|l| chess_why_not(l, &w));
    }
    for r in reason_samples::chess_refusals() {
        push(format!("{r:?}"), &|l| chess_refusal(l, &r));
    }
    let names = ["Ada".to_string(), "Klaus".into(), "Cleo".into()];
    for r in reason_samples::yalta_refusals() {
        push(format!("{r:?}"), &|l| yalta_refusal(l, &names, &r));
    }
    out
}
