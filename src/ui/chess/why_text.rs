//! The "why not?" reasons of chess in words. The window speaks German and English
//! (issue 17 allows it), so the sentences exist in those two; the other languages of
//! [`Language`] get the English sentence. Each is at most 90 characters.

use crate::ui::i18n::chess_words::{piece_name, Language};
use chess::{CastlingBan, Refusal, WhyNot};
use cozy_chess::{Color, Square};

fn color_de(c: Color) -> &'static str {
    match c {
        Color::White => "Weiß",
        Color::Black => "Schwarz",
    }
}

fn color_en(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn castling_de(ban: &CastlingBan) -> String {
    match ban {
        CastlingBan::KingMoved => "Keine Rochade: Der König hat schon gezogen.".into(),
        CastlingBan::RookMoved => "Keine Rochade: Dieser Turm hat schon gezogen.".into(),
        CastlingBan::RightLost => {
            "Keine Rochade: Das Recht dazu ist in dieser Stellung verloren.".into()
        }
        CastlingBan::SquaresBetweenNotEmpty { at } => {
            format!("Keine Rochade: Zwischen König und Turm steht eine Figur ({at}).")
        }
        CastlingBan::KingInCheck { by } => {
            format!("Keine Rochade: Der König steht im Schach (von {by}).")
        }
        CastlingBan::PassesAttackedSquare { square, by } => {
            format!("Keine Rochade: Der König müsste über {square} ziehen, das {by} angreift.")
        }
        CastlingBan::LandsOnAttackedSquare { square, by } => {
            format!("Keine Rochade: Auf {square} stünde der König im Schach (von {by}).")
        }
    }
}

fn castling_en(ban: &CastlingBan) -> String {
    match ban {
        CastlingBan::KingMoved => "No castling: the king has already moved.".into(),
        CastlingBan::RookMoved => "No castling: this rook has already moved.".into(),
        CastlingBan::RightLost => "No castling: the right to it is lost in this position.".into(),
        CastlingBan::SquaresBetweenNotEmpty { at } => {
            format!("No castling: a piece stands between king and rook ({at}).")
        }
        CastlingBan::KingInCheck { by } => {
            format!("No castling: the king is in check (from {by}).")
        }
        CastlingBan::PassesAttackedSquare { square, by } => {
            format!("No castling: the king would pass {square}, which {by} attacks.")
        }
        CastlingBan::LandsOnAttackedSquare { square, by } => {
            format!("No castling: on {square} the king would be in check (from {by}).")
        }
    }
}

fn square(s: &Square) -> String {
    s.to_string()
}

/// The reason in words, in German or English.
pub fn why_not_text(why: &WhyNot, lang: Language) -> String {
    let de = lang == Language::German;
    let name = |p| {
        piece_name(
            p,
            if de {
                Language::German
            } else {
                Language::English
            },
        )
    };
    match (why, de) {
        (WhyNot::NoPiece, true) => "Auf diesem Feld steht keine Figur.".into(),
        (WhyNot::NoPiece, false) => "There is no piece on that square.".into(),
        (WhyNot::NotYourPiece { owner }, true) => {
            format!(
                "Das ist eine Figur von {}: {} ist nicht am Zug.",
                color_de(*owner),
                color_de(*owner)
            )
        }
        (WhyNot::NotYourPiece { owner }, false) => {
            format!(
                "That is {}'s piece, and it is not {}'s turn.",
                color_en(*owner),
                color_en(*owner)
            )
        }
        (WhyNot::OwnPieceThere { piece }, true) => {
            format!("Dort steht schon eine eigene Figur ({}).", name(*piece))
        }
        (WhyNot::OwnPieceThere { piece }, false) => {
            format!(
                "One of your own pieces stands there (your {}).",
                name(*piece)
            )
        }
        (WhyNot::NotHowItMoves { piece }, true) => {
            let article = if *piece == cozy_chess::Piece::Queen {
                "die"
            } else {
                "der"
            };
            format!("So zieht {article} {} nicht.", name(*piece))
        }
        (WhyNot::NotHowItMoves { piece }, false) => {
            format!("The {} does not move that way.", name(*piece))
        }
        (WhyNot::PawnMovesOnlyForward, true) => "Der Bauer zieht nur vorwärts.".into(),
        (WhyNot::PawnMovesOnlyForward, false) => "A pawn moves only forward.".into(),
        (WhyNot::PawnCapturesOnlyDiagonally { blocker }, true) => format!(
            "Der Bauer schlägt nur schräg: Geradeaus auf {} kann er nicht.",
            square(blocker)
        ),
        (WhyNot::PawnCapturesOnlyDiagonally { blocker }, false) => format!(
            "A pawn captures only diagonally: it cannot go straight onto {}.",
            square(blocker)
        ),
        (WhyNot::PawnDiagonalOnlyToCapture, true) => {
            "Schräg zieht der Bauer nur, wenn er dort schlägt.".into()
        }
        (WhyNot::PawnDiagonalOnlyToCapture, false) => {
            "A pawn goes diagonally only to capture.".into()
        }
        (WhyNot::DoubleStepOnlyFromStart, true) => {
            "Zwei Felder weit zieht der Bauer nur von seinem Startfeld.".into()
        }
        (WhyNot::DoubleStepOnlyFromStart, false) => {
            "A pawn moves two squares only from its starting square.".into()
        }
        (WhyNot::WayBlocked { at }, true) => format!(
            "Der Weg ist versperrt: Auf {} steht eine Figur.",
            square(at)
        ),
        (WhyNot::WayBlocked { at }, false) => {
            format!("The way is blocked: a piece stands on {}.", square(at))
        }
        (WhyNot::Castling(ban), true) => castling_de(ban),
        (WhyNot::Castling(ban), false) => castling_en(ban),
        (WhyNot::KingWouldBeInCheck { by }, true) => {
            format!("Dort stünde der König im Schach (von {}).", square(by))
        }
        (WhyNot::KingWouldBeInCheck { by }, false) => {
            format!("The king would stand in check there (from {}).", square(by))
        }
        (WhyNot::Pinned { by }, true) => format!(
            "Die Figur ist gefesselt: Zieht sie, greift {} den König an.",
            square(by)
        ),
        (WhyNot::Pinned { by }, false) => format!(
            "This piece is pinned: if it moves, {} attacks your king.",
            square(by)
        ),
        (WhyNot::MustAnswerCheck { by }, true) => format!(
            "Dein König steht im Schach (von {}): Dieser Zug hilft nicht.",
            square(by)
        ),
        (WhyNot::MustAnswerCheck { by }, false) => format!(
            "Your king is in check (from {}): this move does not stop it.",
            square(by)
        ),
    }
}

/// A refused command in words: the move's reason, or what else stands in the way.
pub fn refusal_text(refusal: &Refusal, lang: Language) -> String {
    let de = lang == Language::German;
    let text = match (refusal, de) {
        (Refusal::Illegal(w), _) => return why_not_text(w, lang),
        (Refusal::GameOver, false) => "The game is over.",
        (Refusal::GameOver, true) => "Die Partie ist vorbei.",
        (Refusal::PromotionPieceMissing, false) => {
            "Choose the piece the pawn becomes: Q, R, B or N."
        }
        (Refusal::PromotionPieceMissing, true) => {
            "Wähle die Figur, zu der der Bauer wird: D, T, L oder S."
        }
        (Refusal::BadPromotionPiece, false) => {
            "A pawn becomes a queen, rook, bishop or knight, and only on the last rank."
        }
        (Refusal::BadPromotionPiece, true) => {
            "Ein Bauer wird Dame, Turm, Läufer oder Springer, und nur auf der letzten Reihe."
        }
        (Refusal::NoRepetitionToClaim, false) => {
            "No position has occurred three times: no draw to claim."
        }
        (Refusal::NoRepetitionToClaim, true) => {
            "Keine Stellung kam dreimal vor: kein Remis zu beanspruchen."
        }
        (Refusal::OfferStands, false) => "A draw offer already stands.",
        (Refusal::OfferStands, true) => "Ein Remisangebot steht schon.",
        (Refusal::NoOffer, false) => "There is no draw offer to answer.",
        (Refusal::NoOffer, true) => "Es gibt kein Remisangebot zu beantworten.",
    };
    text.to_string()
}
