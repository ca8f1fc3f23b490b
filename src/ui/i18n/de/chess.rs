//! The chess screens' messages in German. The chess words themselves (piece names,
//! check) come from the seeds' table, [`crate::ui::i18n::chess_words`].

use super::*;
use crate::save::chess::ChessSeat;
use crate::ui::i18n::chess_words::{piece_name, word, Language, Word};
use ::chess::bot::Level;
use ::chess::{Color as Side, DrawReason, Outcome, Piece, WinReason};

/// The chess words' language.
const WORDS: Language = Language::German;

fn side(s: Side) -> &'static str {
    match s {
        Side::White => "Weiß",
        Side::Black => "Schwarz",
    }
}

fn level(l: Level) -> &'static str {
    match l {
        Level::Easy => "leicht",
        Level::Normal => "mittel",
        Level::Hard => "schwer",
    }
}

fn seat(s: ChessSeat) -> String {
    match s {
        ChessSeat::Person => "Mensch".into(),
        ChessSeat::Computer { level: l } => format!("Computer ({})", level(l)),
    }
}

fn draw_why(r: DrawReason) -> &'static str {
    match r {
        DrawReason::Stalemate => {
            "Patt: Wer am Zug ist, steht nicht im Schach, kann aber nicht ziehen."
        }
        DrawReason::InsufficientMaterial => "Keiner hat genug Figuren, um matt zu setzen.",
        DrawReason::FiftyMoves => "50 Züge ohne Schlagen und ohne Bauernzug: Remis verlangt.",
        DrawReason::SeventyFiveMoves => "75 Züge ohne Schlagen und ohne Bauernzug.",
        DrawReason::ThreefoldRepetition => "Dieselbe Stellung kam dreimal: Remis verlangt.",
        DrawReason::FivefoldRepetition => "Dieselbe Stellung kam fünfmal.",
        DrawReason::Agreement => "Beide waren einverstanden.",
    }
}

/// The German text of a chess message.
pub(crate) fn text(m: &ChessMsg) -> String {
    match m {
        ChessMsg::StartButton => "Schach".into(),
        ChessMsg::SetupTitle => "Schach: wer spielt?".into(),
        ChessMsg::SeatLine(s, st) => format!("{}: {}", side(*s), seat(*st)),
        ChessMsg::Swap => "Farben tauschen".into(),
        ChessMsg::Go => "Los geht's!".into(),
        ChessMsg::Resume => "Weiterspielen".into(),
        ChessMsg::Words => "Schachwörter".into(),
        ChessMsg::ToMove(s, ChessSeat::Person) => format!("{} ist am Zug", side(*s)),
        ChessMsg::ToMove(s, st) => format!("{} – {}", side(*s), seat(*st)),
        ChessMsg::Thinking => "Der Computer denkt nach …".into(),
        ChessMsg::Check => format!("{}!", capital(word(Word::Check, WORDS))),
        ChessMsg::ClaimDraw => "Remis verlangen".into(),
        ChessMsg::ClaimHint(DrawReason::FiftyMoves) => {
            "50 Züge ohne Schlagen und ohne Bauernzug: Du darfst Remis verlangen.".into()
        }
        ChessMsg::ClaimHint(_) => {
            "Diese Stellung kam zum 3. Mal: Du darfst Remis verlangen.".into()
        }
        ChessMsg::OfferDraw => "Remis anbieten".into(),
        ChessMsg::Resign => "Aufgeben".into(),
        ChessMsg::SavePgn => "Als PGN sichern".into(),
        ChessMsg::Saved(p) => format!("Gesichert: {p}"),
        ChessMsg::SaveFailed(e) => format!("Nicht gesichert: {e}"),
        ChessMsg::MaterialOf(s, v) => format!("{} {v}", side(*s)),
        ChessMsg::Balance(0) => "Material: gleich".into(),
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
        ChessMsg::Moves => "Züge".into(),
        ChessMsg::OfferTo(s) => format!("{} bietet Remis an. Annehmen?", side(*s)),
        ChessMsg::Accept => "Annehmen: Remis".into(),
        ChessMsg::Decline => "Ablehnen: weiterspielen".into(),
        ChessMsg::ComputerDeclines => "Der Computer lehnt das Remis ab.".into(),
        ChessMsg::ReallyResign => "Wirklich aufgeben?".into(),
        ChessMsg::ResignLoses(s) => format!("{} verliert dann die Partie.", side(*s)),
        ChessMsg::YesResign => "Ja, aufgeben".into(),
        ChessMsg::PlayOn => "Nein, weiterspielen".into(),
        ChessMsg::ReallyOffer => "Wirklich Remis anbieten?".into(),
        ChessMsg::YesOffer => "Ja, Remis anbieten".into(),
        ChessMsg::NotSaved => "Nicht gesichert.".into(),
        ChessMsg::PromoteTo => "Der Bauer wird zu …".into(),
        ChessMsg::EndTitle(Outcome::Win {
            winner,
            by: WinReason::Checkmate,
        }) => format!("Schachmatt! {} gewinnt.", side(*winner)),
        ChessMsg::EndTitle(Outcome::Win { winner, .. }) => format!("{} gewinnt.", side(*winner)),
        ChessMsg::EndTitle(Outcome::Draw(_)) => "Remis!".into(),
        ChessMsg::EndWhy(Outcome::Win {
            winner,
            by: WinReason::Checkmate,
        }) => format!(
            "Der König von {} steht im Schach und kann nicht entkommen.",
            side(!*winner)
        ),
        ChessMsg::EndWhy(Outcome::Win { winner, .. }) => {
            format!("{} hat aufgegeben.", side(!*winner))
        }
        ChessMsg::EndWhy(Outcome::Draw(r)) => draw_why(*r).to_string(),
        ChessMsg::UnfinishedKept(name) => format!("Das unfertige Spiel ist aufgehoben: {name}"),
        ChessMsg::ReadToNullMove { line, number } => format!(
            "Gelesen bis Zug {number}: Zeile {line} hat einen Nullzug (--), den keine Partie spielen kann."
        ),
        ChessMsg::ChooseGame(n) => format!("Die Datei hat {n} Partien: welche?"),
        ChessMsg::GameEntry(i, w, b, r) => format!("{i}. {w} – {b}  {r}"),
        ChessMsg::MoreGames(n) => format!("(und {n} weitere)"),
        ChessMsg::WordsTitle => "Schachwörter in acht Sprachen".into(),
        ChessMsg::PageBack => "Klick, Enter oder Esc: zurück".into(),
        ChessMsg::ChoosePiece => {
            "Wähle eine deiner Figuren (tippen, klicken oder Pfeile und Enter).".into()
        }
        ChessMsg::NoMoves(p) => {
            let name = capital(piece_name(*p, WORDS));
            format!("{name}: kann jetzt nicht ziehen.")
        }
        ChessMsg::ChooseSquare(p) => {
            let name = capital(piece_name(*p, WORDS));
            format!("{name}: Wähle ein markiertes Feld.")
        }
        ChessMsg::ChooseSquareUnmarked(p) => {
            let name = capital(piece_name(*p, WORDS));
            format!("{name}: Wähle das Zielfeld.")
        }
        ChessMsg::PromoteCancel => "Zurück: ein anderer Zug".into(),
        ChessMsg::TurnBoard => "Brett drehen".into(),
        ChessMsg::ReallyNewGame => "Eine neue Partie beginnen?".into(),
        ChessMsg::NewGameKeeps => "Diese Partie bleibt gesichert, bis die neue beginnt.".into(),
        ChessMsg::YesNewGame => "Ja, neue Partie".into(),
        ChessMsg::EndSide(s, material, captured, moves) => {
            let moves = match moves {
                1 => "1 Zug".to_string(),
                n => format!("{n} Züge"),
            };
            format!(
                "{}: Material {material} · {captured} geschlagen · {moves}",
                side(*s)
            )
        }
        ChessMsg::ReviewTitle => "Partie nachspielen".into(),
        ChessMsg::ReviewStart => "Vor dem ersten Zug".into(),
        ChessMsg::ReviewStep(k, n, s, mv) => format!("{}: {mv} ({k} von {n})", side(*s)),
        ChessMsg::ReviewKeys => {
            "← →: ein Zug zurück oder vor · Pos1, Ende: Anfang, Schluss · Esc: zum Ergebnis".into()
        }
        ChessMsg::ReviewPrev => "◀ zurück".into(),
        ChessMsg::ReviewNext => "vor ▶".into(),
        ChessMsg::ReviewBack => "Zurück zum Ergebnis".into(),
    }
}
