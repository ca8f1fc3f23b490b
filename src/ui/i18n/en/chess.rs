//! The chess screens' messages in English. The chess words themselves (piece names,
//! check) come from the seeds' table, [`crate::ui::i18n::chess_words`].

use super::*;
use crate::save::chess::ChessSeat;
use crate::ui::i18n::chess_words::{piece_name, word, Language, Word};
use ::chess::bot::Level;
use ::chess::{Color as Side, DrawReason, Outcome, Piece, WinReason};

/// The chess words' language.
const WORDS: Language = Language::English;

fn side(s: Side) -> &'static str {
    match s {
        Side::White => "White",
        Side::Black => "Black",
    }
}

fn level(l: Level) -> &'static str {
    l.name()
}

fn seat(s: ChessSeat) -> String {
    match s {
        ChessSeat::Person => "person".into(),
        ChessSeat::Computer { level: l } => format!("computer ({})", level(l)),
    }
}

fn draw_why(r: DrawReason) -> &'static str {
    match r {
        DrawReason::Stalemate => "Stalemate: the player to move is not in check but cannot move.",
        DrawReason::InsufficientMaterial => "Neither side has the pieces to checkmate.",
        DrawReason::FiftyMoves => "50 moves without a capture or a pawn move: a draw was claimed.",
        DrawReason::SeventyFiveMoves => "75 moves without a capture or a pawn move.",
        DrawReason::ThreefoldRepetition => {
            "The same position came three times: a draw was claimed."
        }
        DrawReason::FivefoldRepetition => "The same position came five times.",
        DrawReason::Agreement => "Both players agreed.",
    }
}

/// The English text of a chess message.
pub(crate) fn text(m: &ChessMsg) -> String {
    match m {
        ChessMsg::StartButton => "Chess".into(),
        ChessMsg::SetupTitle => "Chess: who plays?".into(),
        ChessMsg::SeatLine(s, st) => format!("{}: {}", side(*s), seat(*st)),
        ChessMsg::Swap => "Swap colours".into(),
        ChessMsg::Go => "Start!".into(),
        ChessMsg::Resume => "Resume".into(),
        ChessMsg::Words => "Chess words".into(),
        ChessMsg::ToMove(s, ChessSeat::Person) => format!("{} to move", side(*s)),
        ChessMsg::ToMove(s, st) => format!("{} – {}", side(*s), seat(*st)),
        ChessMsg::Thinking => "The computer is thinking …".into(),
        ChessMsg::Check => format!("{}!", capital(word(Word::Check, WORDS))),
        ChessMsg::ClaimDraw => "Claim a draw".into(),
        ChessMsg::ClaimHint(DrawReason::FiftyMoves) => {
            "50 moves without a capture or a pawn move: you may claim a draw.".into()
        }
        ChessMsg::ClaimHint(_) => "This position came a 3rd time: you may claim a draw.".into(),
        ChessMsg::OfferDraw => "Offer a draw".into(),
        ChessMsg::Resign => "Resign".into(),
        ChessMsg::SavePgn => "Save as PGN".into(),
        ChessMsg::Saved(p) => format!("Saved: {p}"),
        ChessMsg::SaveFailed(e) => format!("Not saved: {e}"),
        ChessMsg::MaterialOf(s, v) => format!("{} {v}", side(*s)),
        ChessMsg::Balance(0) => "Material: even".into(),
        ChessMsg::Balance(b) => {
            let s = if *b > 0 { Side::White } else { Side::Black };
            format!("Material: {} +{}", side(s), b.abs())
        }
        ChessMsg::Values => format!(
            "{} 9 · {} 5 · {} 3 · {} 3 · {} 1",
            capital(piece_name(Piece::Queen, WORDS)),
            capital(piece_name(Piece::Rook, WORDS)),
            capital(piece_name(Piece::Bishop, WORDS)),
            capital(piece_name(Piece::Knight, WORDS)),
            capital(piece_name(Piece::Pawn, WORDS)),
        ),
        ChessMsg::Moves => "Moves".into(),
        ChessMsg::OfferTo(s) => format!("{} offers a draw. Accept?", side(*s)),
        ChessMsg::Accept => "Accept: draw".into(),
        ChessMsg::Decline => "Decline: play on".into(),
        ChessMsg::ComputerDeclines => "The computer declines the draw.".into(),
        ChessMsg::ReallyResign => "Really resign?".into(),
        ChessMsg::ResignLoses(s) => format!("{} then loses the game.", side(*s)),
        ChessMsg::YesResign => "Yes, resign".into(),
        ChessMsg::PlayOn => "No, play on".into(),
        ChessMsg::ReallyOffer => "Really offer a draw?".into(),
        ChessMsg::YesOffer => "Yes, offer a draw".into(),
        ChessMsg::NotSaved => "Not saved.".into(),
        ChessMsg::PromoteTo => "The pawn becomes …".into(),
        ChessMsg::EndTitle(Outcome::Win {
            winner,
            by: WinReason::Checkmate,
        }) => format!("Checkmate! {} wins.", side(*winner)),
        ChessMsg::EndTitle(Outcome::Win { winner, .. }) => format!("{} wins.", side(*winner)),
        ChessMsg::EndTitle(Outcome::Draw(_)) => "A draw!".into(),
        ChessMsg::EndWhy(Outcome::Win {
            winner,
            by: WinReason::Checkmate,
        }) => format!("{}'s king is in check and cannot escape.", side(!*winner)),
        ChessMsg::EndWhy(Outcome::Win { winner, .. }) => format!("{} resigned.", side(!*winner)),
        ChessMsg::EndWhy(Outcome::Draw(r)) => draw_why(*r).to_string(),
        ChessMsg::UnfinishedKept(name) => format!("The unfinished game is kept: {name}"),
        ChessMsg::ReadToNullMove { line, number } => format!(
            "Read up to move {number}: line {line} has a null move (--), which no game can play."
        ),
        ChessMsg::ChooseGame(n) => format!("The file has {n} games: which one?"),
        ChessMsg::GameEntry(i, w, b, r) => format!("{i}. {w} – {b}  {r}"),
        ChessMsg::MoreGames(n) => format!("(and {n} more)"),
        ChessMsg::WordsTitle => "Chess words in eight languages".into(),
        ChessMsg::PageBack => "Click, Enter or Esc: back".into(),
        ChessMsg::ChoosePiece => {
            "Choose one of your pieces (tap, click, or arrows and Enter).".into()
        }
        ChessMsg::NoMoves(p) => {
            let name = capital(piece_name(*p, WORDS));
            format!("{name}: cannot move now.")
        }
        ChessMsg::ChooseSquare(p) => {
            let name = capital(piece_name(*p, WORDS));
            format!("{name}: choose a marked square.")
        }
        ChessMsg::ChooseSquareUnmarked(p) => {
            let name = capital(piece_name(*p, WORDS));
            format!("{name}: choose the square to move to.")
        }
        ChessMsg::PromoteCancel => "Back: another move".into(),
        ChessMsg::TurnBoard => "Turn the board".into(),
        ChessMsg::ReallyNewGame => "Start a new game?".into(),
        ChessMsg::NewGameKeeps => "This game stays saved until the new one starts.".into(),
        ChessMsg::YesNewGame => "Yes, a new game".into(),
        ChessMsg::EndSide(s, material, captured, moves) => {
            let moves = match moves {
                1 => "1 move".to_string(),
                n => format!("{n} moves"),
            };
            format!(
                "{}: material {material} · {captured} captured · {moves}",
                side(*s)
            )
        }
        ChessMsg::ReviewTitle => "Review the game".into(),
        ChessMsg::ReviewStart => "Before the first move".into(),
        ChessMsg::ReviewStep(k, n, s, mv) => format!("{}: {mv} ({k} of {n})", side(*s)),
        ChessMsg::ReviewKeys => {
            "← →: a move back or on · Home, End: the start, the end · Esc: to the result".into()
        }
        ChessMsg::ReviewPrev => "◀ back".into(),
        ChessMsg::ReviewNext => "on ▶".into(),
        ChessMsg::ReviewBack => "Back to the result".into(),
    }
}
