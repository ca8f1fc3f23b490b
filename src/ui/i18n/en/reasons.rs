//! The reasons in English: why not, and why a command was refused, for the track game,
//! chess and Yalta.

use super::*;
use crate::ui::i18n::chess_words::{piece_name, Language};
use crate::ui::input::Declined;
use ::chess::{CastlingBan, Refusal as ChessRefusal, WhyNot as ChessWhyNot};
use ::track::pieces::PieceId;
use ::track::Refusal;
use ::yalta::cell::Player;
use ::yalta::movegen::CastlingRefusal;
use ::yalta::why_not::Refusal as YaltaRefusal;

fn colour_adj(s: Seat) -> &'static str {
    ["yellow", "green", "blue", "red"][s.index() % 4]
}

fn count_list(ks: &[u8]) -> String {
    let items: Vec<String> = ks.iter().map(|k| k.to_string()).collect();
    join_or(items, "or")
}

/// "1 move", "2 moves": the number and its noun agree.
pub(super) fn moves_en<N: std::fmt::Display + PartialEq + From<u8>>(n: N) -> String {
    if n == N::from(1) {
        "1 move".into()
    } else {
        format!("{n} moves")
    }
}

/// Why a piece of kind `role` cannot go to a square, in words a child understands (at
/// most 90 characters); `name` gives a seat's name.
pub(crate) fn why_not(role: Role, why: &::track::WhyNot, name: &dyn Fn(Seat) -> String) -> String {
    use ::track::why_not::Die;
    use ::track::WhyNot::*;
    let r = role_en(role);
    match why {
        GameOver => "The game is over.".into(),
        NotYourTurn { turn } => format!("It is {} turn.", possessive(&name(*turn))),
        RollFirst => "Roll the dice first!".into(),
        NotOnTrack { .. } => format!("The {r} is not on the track."),
        NeedPlus { hash_too } => format!(
            "The {r} needs {} to come in.",
            if *hash_too { "a + or #" } else { "a +" }
        ),
        OtherDie {
            moves_by: Die::Orange,
        } => {
            format!("The {r} moves by the orange die, not the white one.")
        }
        OtherDie {
            moves_by: Die::White,
        } => {
            format!("The {r} moves by the white die, not the orange one.")
        }
        NotThisRoll => format!("This roll cannot move the {r}."),
        Wall { .. } => "That square is not part of the track.".into(),
        ForeignHouse { owner, .. } => {
            format!("That is {} house.", possessive(&name(*owner)))
        }
        OwnPiece { piece, .. } => {
            format!("Your own {} stands there.", role_en(piece.role))
        }
        Blocked { .. } => "The way is blocked: a piece stands in the way.".into(),
        OwnLine { seat, .. } => format!(
            "The {r} may not cross its own {} blocking line.",
            colour_adj(*seat)
        ),
        BishopColour => "A bishop always stays on squares of one colour.".into(),
        PauseField { victim, .. } => format!(
            "{} {} is safe on its own pause field.",
            possessive(&name(victim.seat)),
            role_en(victim.role)
        ),
        Covered { victim, by } => format!(
            "{} {} is covered by its {}: it cannot be captured.",
            possessive(&name(victim.seat)),
            role_en(victim.role),
            role_en(by.role)
        ),
        CaptureOnlyLast { needed, pips, .. } => format!(
            "A capture must be the last move: it takes {}, the roll is {pips}.",
            moves_en(*needed)
        ),
        TooFar { needed, pips } => format!(
            "Too far: the {r} needs {}, the roll is {pips}.",
            moves_en(*needed)
        ),
        NotExactly { pips, works } if works.is_empty() => {
            format!("The {r} cannot end there in exactly {}.", moves_en(*pips))
        }
        NotExactly { pips, works } => format!(
            "The {r} cannot end there in exactly {}, but in {}.",
            moves_en(*pips),
            count_list(works)
        ),
        HouseOverEntry { .. } => "The house can only be entered from your own entry fields.".into(),
        PawnStraightCaptureDiagonal { .. } => {
            "A pawn moves straight and captures only diagonally.".into()
        }
        MustFreeStart { .. } => "First a start field must be freed.".into(),
        Blockade => "That would block another colour's start or entry fields.".into(),
        Unreachable => format!("The {r} cannot get there."),
        BackToStart { pips, works } if works.is_empty() => format!(
            "The {r} cannot return to its square in exactly {}.",
            moves_en(*pips)
        ),
        BackToStart { pips, works } => format!(
            "The {r} cannot return to its square in exactly {}, only in {}.",
            moves_en(*pips),
            count_runs(works, "or", "to")
        ),
        ForeignPiece { piece } => format!(
            "That is {} {}: choose one of your own pieces.",
            possessive(&name(piece.seat)),
            role_en(piece.role)
        ),
        AtHome { piece } => format!("The {} is home: it moves no more.", role_en(piece.role)),
        Stuck { pips } => format!(
            "The {r} finds no way of exactly {} from where it stands.",
            moves_en(*pips)
        ),
        StartFieldsTaken { .. } => "Both start fields are taken: nothing can come in now.".into(),
        CardWantsForeign => "This card takes another player's piece.".into(),
        CardWantsOwn => "This card takes one of your own pieces.".into(),
        CardWantsActive { piece } => format!(
            "This card takes only pieces on the track: the {} is not on it.",
            role_en(piece.role)
        ),
        Finished { seat } => format!(
            "{} has finished: those pieces are never touched.",
            name(*seat)
        ),
        NoFreePauseField => "Every pause field of your colour is taken.".into(),
    }
}

/// Why a piece cannot be chosen now, in English (at most 90 characters): the rules'
/// reason, said of the piece where a square's words would not fit.
fn piece_why_not(piece: PieceId, why: &::track::WhyNot, name: &dyn Fn(Seat) -> String) -> String {
    use ::track::WhyNot::*;
    let r = role_en(piece.role);
    match why {
        MustFreeStart { .. } => {
            format!("The {r} cannot free a start field, and this roll must free one.")
        }
        Blockade => format!("The {r} would block another colour's start or entry fields."),
        NotOnTrack { .. } => format!("The {r} is not on the track."),
        other => why_not(piece.role, other, name),
    }
}

/// Why an input cannot be done now, in English (at most 90 characters).
pub(crate) fn declined(d: &Declined, name: &dyn Fn(Seat) -> String) -> String {
    match d {
        Declined::Piece { piece, why } => piece_why_not(*piece, why, name),
        Declined::GameOver => "The game is over.".into(),
        Declined::NotInGame { role } => format!("There is no {} in this game.", role_en(*role)),
        Declined::RollFirst => "Roll the dice first!".into(),
        Declined::RolledAlready => "The dice are rolled: play this roll first.".into(),
        Declined::CardFirst => "First do what the card says.".into(),
        Declined::MustMove => "This roll cannot be passed: a piece must move.".into(),
        Declined::NoCards => "This game has no action cards.".into(),
        Declined::NoCardNow { hash_only: true } => "Only a # draws a card.".into(),
        Declined::NoCardNow { hash_only: false } => "Only a + or # draws a card.".into(),
        Declined::DeckEmpty => "No card is left to draw.".into(),
        Declined::BoxEmpty => "Your box is empty: there is nothing to bring in.".into(),
        Declined::NeedPlus { hash_too } => format!(
            "Only {} brings a piece in.",
            if *hash_too { "a + or #" } else { "a +" }
        ),
        Declined::NothingToTakeBack => "There is no move to take back.".into(),
        Declined::NothingToChoose => "Nothing on the board to choose now: use the buttons.".into(),
        Declined::NothingUnderCursor => {
            "Choose with the arrow keys first, then press Enter.".into()
        }
        Declined::WalkGoesOn { left } => {
            format!("The roll is not used up: {} still to go.", moves_en(*left))
        }
        Declined::ChoosePieceFirst => "First choose a piece: the framed ones can move.".into(),
        Declined::UseButtons { bring_in: true } => {
            "Click a piece in your box to bring it in, or use a button.".into()
        }
        Declined::UseButtons { bring_in: false } => "Use a button for this roll.".into(),
        Declined::ChooseMarked => "Choose one of the marked squares.".into(),
        Declined::AlreadyChosen { role } => format!(
            "The {} is chosen: now click where it should go.",
            role_en(*role)
        ),
        Declined::StandsHere { role } => format!(
            "The {} stands here now: choose its next move.",
            role_en(*role)
        ),
        Declined::SeveralWays { walked: 0, .. } => {
            "Several ways lead there: choose the next move yourself.".into()
        }
        Declined::SeveralWays { walked, .. } => format!(
            "Several ways lead there: {} walked, choose the next one yourself.",
            moves_en(*walked)
        ),
        Declined::NotFromHere { role, left } => format!(
            "From here the {} cannot get there in {}: take moves back.",
            role_en(*role),
            moves_en(*left)
        ),
    }
}

/// A refused command of the track game in words.
pub(crate) fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::GameOver => "The game is over.".into(),
        Refusal::NotNow => "That is not the decision at hand.".into(),
        Refusal::NotLegal => "That is not allowed now.".into(),
        Refusal::BadRoute { step } => format!("Move {} of the route is not possible.", step + 1),
        Refusal::WrongLength { moves, pips } => {
            format!("The route has {moves} moves but the roll is {pips}.")
        }
        Refusal::PieceNotMovable(role) => {
            format!("The {} cannot make this roll.", role_en(*role))
        }
    }
}

fn chess_colour(c: ::chess::Color) -> &'static str {
    match c {
        ::chess::Color::White => "White",
        ::chess::Color::Black => "Black",
    }
}

/// Why chess allows no castling, in English.
fn castling(ban: &CastlingBan) -> String {
    let name = |p| piece_name(p, Language::English);
    match ban {
        CastlingBan::KingMoved => "No castling: the king has already moved.".into(),
        CastlingBan::RookMoved => "No castling: this rook has already moved.".into(),
        CastlingBan::RightLost => "No castling: the right to it is lost in this position.".into(),
        CastlingBan::SquaresBetweenNotEmpty { at, piece } => format!(
            "No castling: the {} on {at} stands between king and rook.",
            name(*piece)
        ),
        CastlingBan::KingInCheck { by, piece } => {
            format!("No castling: the {} on {by} gives check.", name(*piece))
        }
        CastlingBan::PassesAttackedSquare { square, by, piece } => format!(
            "No castling: the king would pass {square}, which the {} on {by} attacks.",
            name(*piece)
        ),
        CastlingBan::LandsOnAttackedSquare { square, by, piece } => format!(
            "No castling: on {square} the {} on {by} would attack the king.",
            name(*piece)
        ),
    }
}

/// A chess reason in English (at most 90 characters).
pub(crate) fn chess_why_not(why: &ChessWhyNot) -> String {
    let name = |p| piece_name(p, Language::English);
    let square = |s: &::chess::Square| s.to_string();
    match why {
        ChessWhyNot::NoPiece => "There is no piece on that square.".into(),
        ChessWhyNot::NotYourPiece { owner } => {
            format!(
                "That is {}'s piece, and it is not {}'s turn.",
                chess_colour(*owner),
                chess_colour(*owner)
            )
        }
        ChessWhyNot::OwnPieceThere { piece } => {
            format!(
                "One of your own pieces stands there (your {}).",
                name(*piece)
            )
        }
        ChessWhyNot::NotHowItMoves { piece } => {
            format!("The {} does not move that way.", name(*piece))
        }
        ChessWhyNot::PawnMovesOnlyForward => "A pawn moves only forward.".into(),
        ChessWhyNot::PawnCapturesOnlyDiagonally { blocker, piece } => format!(
            "A pawn captures only diagonally: the {} on {} blocks its way.",
            name(*piece),
            square(blocker)
        ),
        ChessWhyNot::PawnDiagonalOnlyToCapture => "A pawn goes diagonally only to capture.".into(),
        ChessWhyNot::DoubleStepOnlyFromStart => {
            "A pawn moves two squares only from its starting square.".into()
        }
        ChessWhyNot::WayBlocked { at, piece } => format!(
            "The way is blocked: the {} on {} stands in it.",
            name(*piece),
            square(at)
        ),
        ChessWhyNot::Castling(ban) => castling(ban),
        ChessWhyNot::KingWouldBeInCheck { by, piece } => format!(
            "There the {} on {} would attack your king.",
            name(*piece),
            square(by)
        ),
        ChessWhyNot::Pinned { by, piece } => format!(
            "This piece is pinned: if it moves, the {} on {} attacks your king.",
            name(*piece),
            square(by)
        ),
        ChessWhyNot::MustAnswerCheck { by, piece } => format!(
            "The {} on {} gives check: this move does not save your king.",
            name(*piece),
            square(by)
        ),
    }
}

/// A refused chess command in English: the move's reason, or what else stands in the way.
pub(crate) fn chess_refusal(refusal: &ChessRefusal) -> String {
    match refusal {
        ChessRefusal::Illegal(w) => chess_why_not(w),
        ChessRefusal::GameOver => "The game is over.".into(),
        ChessRefusal::PromotionPieceMissing => {
            "Choose the piece the pawn becomes: Q, R, B or N.".into()
        }
        ChessRefusal::BadPromotionPiece => {
            "A pawn becomes a queen, rook, bishop or knight, and only on the last rank.".into()
        }
        ChessRefusal::NoRepetitionToClaim => {
            "No position came three times, no 50 moves without capture or pawn move: no draw to claim.".into()
        }
        ChessRefusal::OfferStands => "A draw offer already stands.".into(),
        ChessRefusal::NoOffer => "There is no draw offer to answer.".into(),
    }
}

/// A refused Yalta move in English; `names` are the players' names.
pub(crate) fn yalta_refusal(names: &[String; 3], r: &YaltaRefusal) -> String {
    let n = |p: &Player| names[p.index()].clone();
    let list = |ps: &[Player]| yalta_list(&yalta_names(names, ps));
    match r {
        YaltaRefusal::GameOver => "The game is over.".into(),
        YaltaRefusal::NoPiece(x) => format!("There is no piece on {x}."),
        YaltaRefusal::NotYourPiece(x, p) => format!("The piece on {x} is {}'s.", n(p)),
        YaltaRefusal::OwnPieceThere(x) => format!("Your own piece stands on {x}."),
        YaltaRefusal::KingNeverTaken(_, p) => format!("{}'s king is never taken.", n(p)),
        YaltaRefusal::NotHowThisPieceMoves(k) => {
            format!("That is not how {} moves.", yalta_kind(*k))
        }
        YaltaRefusal::WayBlocked(x) => format!("The way is blocked (on {x})."),
        YaltaRefusal::PawnCapturesOnlyDiagonally(_) => {
            "A pawn captures only diagonally: the cell ahead is taken.".into()
        }
        YaltaRefusal::PawnMovesDiagonallyOnlyToCapture(_) => {
            "A pawn moves diagonally only to capture.".into()
        }
        YaltaRefusal::Castling(why) => yalta_castling(names, why),
        YaltaRefusal::KingWouldStandInCheck(by) => {
            format!("The king would stand in check there, from {}.", list(by))
        }
        YaltaRefusal::DoesNotAnswerCheck(by) => {
            format!("Your king is in check from {} and would stay so.", list(by))
        }
        YaltaRefusal::Pinned(p, x) => format!("The piece is pinned by {}'s piece on {x}.", n(p)),
        YaltaRefusal::PromotionNeeded => "Choose what the pawn becomes.".into(),
        YaltaRefusal::NoPromotionHere => {
            "Only a pawn on another player's back row is promoted.".into()
        }
    }
}

/// Why Yalta allows no castling, in English.
fn yalta_castling(names: &[String; 3], why: &CastlingRefusal) -> String {
    let list = |ps: &[Player]| yalta_list(&yalta_names(names, ps));
    match why {
        CastlingRefusal::RightLost => "No castling: the king or that rook has moved.".into(),
        CastlingRefusal::WayNotEmpty(x) => format!("No castling: {x} is not empty."),
        CastlingRefusal::InCheck(by) => format!("No castling out of check (by {}).", list(by)),
        CastlingRefusal::PassesAttacked(x, by) => {
            format!(
                "No castling: {} attacks {x}, which the king passes.",
                list(by)
            )
        }
        CastlingRefusal::LandsAttacked(x, by) => {
            format!(
                "No castling: {} attacks {x}, where the king lands.",
                list(by)
            )
        }
    }
}
