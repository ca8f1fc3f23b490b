//! The chess school's words: every text and every reason said in every language, every
//! course and level named, moves written with each language's letters.

use crate::school::chess_lesson::texts::{local_san, pawn_letter_is_a_slip, ChessSchoolMsg};
use ::chess::{CastlingBan, Color, Piece, Square, WhyNot};
use base::said;
use chess_school::{CastleSide, DrawSlip, Escape, Slip, VerdictSlip, Way, Wrong};
use words::{try_format, Args, Lang, Sample};

/// One reason of every kind (the match makes a new kind fail to compile until it has
/// a sample).
fn wrong_samples() -> Vec<Wrong> {
    let sq = Square::E4;
    let all = vec![
        Wrong::Illegal(WhyNot::KingWouldBeInCheck {
            by: sq,
            piece: Piece::Rook,
        }),
        Wrong::LeaveTheKing,
        Wrong::NoCheck,
        Wrong::OtherWay {
            wanted: Way::Block,
            took: Way::Flee,
        },
        Wrong::OtherWay {
            wanted: Way::Capture,
            took: Way::Block,
        },
        Wrong::OtherWay {
            wanted: Way::Flee,
            took: Way::Capture,
        },
        Wrong::NotMate(Some(Escape::Flee(sq))),
        Wrong::NotMate(Some(Escape::Capture(Piece::Knight, sq))),
        Wrong::NotMate(Some(Escape::Block(sq))),
        Wrong::NotMate(None),
        Wrong::NoCheckNoMate,
        Wrong::Stalemate,
        Wrong::NoMateAfter {
            reply: "Kg8".into(),
        },
        Wrong::NotCastling,
        Wrong::OtherCastling(CastleSide::Short),
        Wrong::OtherCastling(CastleSide::Long),
        Wrong::NotEnPassant,
        Wrong::NotTheDoubleStep {
            pawn: Square::F5,
            double: Square::D5,
        },
        Wrong::NoStar,
        Wrong::NotACapture,
        Wrong::SmallerCapture {
            took: Piece::Rook,
            best: Piece::Queen,
        },
        Wrong::Verdict(VerdictSlip::NotInCheck),
        Wrong::Verdict(VerdictSlip::InCheck),
        Wrong::Verdict(VerdictSlip::Escapes(Escape::Flee(sq))),
        Wrong::Verdict(VerdictSlip::HasMove("a4".into())),
        Wrong::Verdict(VerdictSlip::NoMove),
        Wrong::CanCastle {
            truth: true,
            ban: None,
        },
        Wrong::CanCastle {
            truth: false,
            ban: Some(CastlingBan::PassesAttackedSquare {
                square: Square::F1,
                by: Square::F8,
                piece: Piece::Rook,
            }),
        },
        Wrong::Notation(Slip::Letter(Piece::Knight)),
        Wrong::Notation(Slip::PawnLetter),
        Wrong::Notation(Slip::NoX),
        Wrong::Notation(Slip::ExtraX),
        Wrong::Notation(Slip::NoPlus),
        Wrong::Notation(Slip::Square(sq)),
        Wrong::Notation(Slip::Castling(CastleSide::Long)),
        Wrong::Notation(Slip::Which(Piece::Knight, sq)),
        Wrong::Notation(Slip::Which(Piece::Queen, sq)),
        Wrong::NotThatSquare(sq),
        Wrong::FoundAlready(sq),
    ];
    let mut all = all;
    // The new reasons of issue 57, each with every piece it can name (the articles
    // and the cases differ).
    for piece in [
        Piece::Queen,
        Piece::Rook,
        Piece::Bishop,
        Piece::Knight,
        Piece::Pawn,
    ] {
        all.push(Wrong::KingStaysHere(piece));
        all.push(Wrong::Touched { piece, square: sq });
        all.push(Wrong::StandsRight { piece, square: sq });
        all.push(Wrong::Draw(DrawSlip::CanMate(Color::Black, piece)));
    }
    all.push(Wrong::StandsRight {
        piece: Piece::King,
        square: sq,
    });
    for n in [0, 1, 2, 3, 24] {
        all.push(Wrong::Draw(DrawSlip::Seen(n.max(1))));
        all.push(Wrong::Draw(DrawSlip::Quiet(n as u32)));
    }
    all.push(Wrong::Draw(DrawSlip::IsDraw));
    for w in &all {
        match w {
            Wrong::Illegal(_)
            | Wrong::LeaveTheKing
            | Wrong::NoCheck
            | Wrong::OtherWay { .. }
            | Wrong::NotMate(_)
            | Wrong::NoCheckNoMate
            | Wrong::Stalemate
            | Wrong::NoMateAfter { .. }
            | Wrong::NotCastling
            | Wrong::OtherCastling(_)
            | Wrong::NotEnPassant
            | Wrong::NotTheDoubleStep { .. }
            | Wrong::NoStar
            | Wrong::NotACapture
            | Wrong::SmallerCapture { .. }
            | Wrong::Verdict { .. }
            | Wrong::CanCastle { .. }
            | Wrong::Notation(_)
            | Wrong::NotThatSquare(_)
            | Wrong::FoundAlready(_)
            | Wrong::KingStaysHere(_)
            | Wrong::Touched { .. }
            | Wrong::Draw(_)
            | Wrong::StandsRight { .. } => {}
        }
    }
    all
}

#[test]
fn every_chess_school_text_and_reason_is_said_in_every_language_in_at_most_140_characters() {
    assert_eq!(words::unsaid::<ChessSchoolMsg>(), [] as [String; 0]);
    let mut all = ChessSchoolMsg::samples();
    all.extend(
        wrong_samples()
            .into_iter()
            .map(|w| ChessSchoolMsg::Wrong(w, Color::White)),
    );
    for lang in Lang::ALL {
        for m in &all {
            let said = words::try_say(lang, m).unwrap_or_else(|e| panic!("{lang:?}: {e}"));
            assert!(!said.trim().is_empty(), "{lang:?}: {m:?}");
            assert!(said.chars().count() <= 140, "{lang:?}: {m:?}: {said}");
        }
    }
}

#[test]
fn every_course_and_level_has_a_short_title_a_goal_and_a_lesson_in_every_language() {
    let courses = chess_school::courses().expect("the courses load");
    for code in Lang::ALL.map(Lang::code) {
        for c in &courses {
            let title = try_format(code, &format!("chess-course-{}", c.id), &Args::new());
            assert!(
                title.is_ok_and(|t| t.chars().count() <= 24),
                "{code}: {}",
                c.id
            );
            for l in &c.levels {
                let id = format!("chess-level-{}", l.id);
                let title =
                    try_format(code, &id, &Args::new()).unwrap_or_else(|e| panic!("{code}: {e}"));
                assert!(title.chars().count() <= 32, "{code}: {id}: {title}");
                for part in ["goal", "tell"] {
                    let said = try_format(code, &format!("{id}.{part}"), &Args::new());
                    assert!(
                        said.is_ok_and(|s| !s.trim().is_empty()),
                        "{code}: {id}.{part}"
                    );
                }
            }
        }
    }
}

#[test]
fn moves_are_written_with_the_languages_piece_letters() {
    assert_eq!(local_san(Lang::En, "Nxe5+"), "Nxe5+");
    assert_eq!(local_san(Lang::De, "Nxe5+"), "Sxe5+");
    assert_eq!(local_san(Lang::It, "Qd8#"), "Dd8#");
    assert_eq!(local_san(Lang::Fr, "Bb5"), "Fb5");
    assert_eq!(local_san(Lang::De, "O-O-O"), "O-O-O");
    assert_eq!(local_san(Lang::Nl, "exd5"), "exd5");
}

/// The letter of a piece in a language, as the chess school teaches it.
fn letter(lang: Lang, p: Piece) -> String {
    words::say(lang, &ChessSchoolMsg::Letter(p))
}

/// The single capital letters of a text, in order ("Q, R, B or N" gives Q R B N).
fn capital_letters(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| w.chars().count() == 1 && w.chars().all(char::is_uppercase))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_promotion_reason_names_the_chess_schools_letters_in_every_language() {
    // The French, Norwegian, Spanish and Portuguese reasons once said "Q, R, B ou N"
    // while the chess school taught D, T, F, C.
    for lang in Lang::ALL {
        let said = words::say(
            lang,
            &said::chess_refusal(&::chess::Refusal::PromotionPieceMissing),
        );
        let taught: Vec<String> = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight]
            .map(|p| letter(lang, p))
            .to_vec();
        assert_eq!(capital_letters(&said), taught, "{lang:?}: {said}");
    }
}

#[test]
fn the_letters_level_names_every_pieces_letter_as_the_school_writes_it() {
    for lang in Lang::ALL {
        let tell = said::chess_level_text(lang, "notation-2", said::LevelPart::Tell);
        let taught: Vec<String> = [
            Piece::King,
            Piece::Queen,
            Piece::Rook,
            Piece::Bishop,
            Piece::Knight,
        ]
        .map(|p| letter(lang, p))
        .to_vec();
        assert_eq!(capital_letters(&tell), taught, "{lang:?}: {tell}");
    }
}

#[test]
fn a_notation_levels_wrong_choice_is_wrong_in_the_readers_language() {
    // The Dutch level offered "Pe4" as "a pawn has no letter", but P is the Dutch knight.
    let levels: Vec<chess_school::ChessLevel> = chess_school::courses()
        .expect("the chess school's courses")
        .into_iter()
        .flat_map(|c| c.levels)
        .filter(|l| matches!(l.goal, chess_school::ChessGoal::WriteMove(..)))
        .collect();
    assert!(levels.len() >= 5, "the notation levels are found");
    for lang in Lang::ALL {
        let pieces: Vec<String> = [
            Piece::King,
            Piece::Queen,
            Piece::Rook,
            Piece::Bishop,
            Piece::Knight,
        ]
        .map(|p| letter(lang, p))
        .to_vec();
        for l in &levels {
            let a =
                chess_school::ChessAttempt::new(l).with_pawn_letter(pawn_letter_is_a_slip(lang));
            let shown: Vec<String> = a
                .choices()
                .iter()
                .map(|c| match c {
                    chess_school::Choice::Notation(t) => local_san(lang, t),
                    other => panic!("{other:?}"),
                })
                .collect();
            assert!(shown.len() >= 3, "{lang:?} {}: {shown:?}", l.id);
            let mut distinct = shown.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), shown.len(), "{lang:?} {}: {shown:?}", l.id);
            for (i, text) in shown.iter().enumerate() {
                let mut tried = a.clone();
                let step = tried.play(chess_school::Try::Answer(i));
                if let chess_school::Step::Wrong(Wrong::Notation(Slip::PawnLetter)) = step {
                    let first = text.chars().next().map(String::from).unwrap_or_default();
                    assert!(
                        !pieces.contains(&first),
                        "{lang:?} {}: {text} is a piece's move, not a pawn's slip",
                        l.id
                    );
                }
            }
        }
    }
    assert!(!pawn_letter_is_a_slip(Lang::Nl), "P is the Dutch knight");
    assert!(pawn_letter_is_a_slip(Lang::De), "B is no German piece");
}
