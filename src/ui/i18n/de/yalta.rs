//! The Yalta screens' messages in German.

use super::*;
use ::yalta::bot::Level;
use ::yalta::cell::Player;
use ::yalta::position::RedQueen;

/// The German text of a Yalta message.
pub(crate) fn text(m: &YaltaMsg) -> String {
    match m {
        YaltaMsg::Title => "Yalta".into(),
        YaltaMsg::Colour(p) => colour(*p).into(),
        YaltaMsg::Person => "Mensch".into(),
        YaltaMsg::Computer(l) => format!(
            "Computer ({})",
            match l {
                Level::Easy => "leicht",
                Level::Normal => "mittel",
                Level::Hard => "schwer",
            }
        ),
        YaltaMsg::SetupTitle => "Yalta: Schach zu dritt".into(),
        YaltaMsg::RedQueen(RedQueen::Light) => "Rote Dame: auf dem hellen Feld (rd1)".into(),
        YaltaMsg::RedQueen(RedQueen::Dark) => "Rote Dame: auf dem dunklen Feld (re1)".into(),
        YaltaMsg::Play => "Spielen".into(),
        YaltaMsg::Continue(n) => format!("Gespeichertes Spiel fortsetzen ({n} Züge)"),
        YaltaMsg::Back => "Zurück".into(),
        YaltaMsg::SetupKeys => "Namen anklicken und tippen; Enter spielt, Esc zurück.".into(),
        YaltaMsg::Turn(who) => format!("{who} ist am Zug"),
        YaltaMsg::InCheck(king, by) => format!("Schach: {king} von {}", by.join(", ")),
        YaltaMsg::BackEsc => "Zurück (Esc)".into(),
        YaltaMsg::NewGame => "Neues Spiel (Enter)".into(),
        YaltaMsg::Keys => "Esc: Auswahl weg · Strg+C/V: YFEN".into(),
        YaltaMsg::WhyNot => "Warum nicht?".into(),
        YaltaMsg::YfenCopied(yfen) => format!("YFEN kopiert: {yfen}"),
        YaltaMsg::Pasted => "Stellung eingefügt.".into(),
        YaltaMsg::Moved(who, mv) => format!("{who}: {mv}"),
        YaltaMsg::Takes {
            who,
            mv,
            owner,
            kind: k,
        } => format!("{who}: {mv}, schlägt {} von {owner}", yalta_kind(*k)),
        YaltaMsg::Checks { by, king } => {
            format!("Schach! {} gibt {king} Schach.", yalta_list(by))
        }
        YaltaMsg::Checkmate { loser, winner } => {
            format!("Schachmatt! {loser} ist matt. {winner} gewinnt!")
        }
        YaltaMsg::Stalemate(p) => {
            format!("Patt: {p} kann nicht ziehen und steht nicht im Schach. Unentschieden.")
        }
        YaltaMsg::Repetition => "Dreimal dieselbe Stellung: unentschieden.".into(),
        YaltaMsg::MoveLimit => "150 Züge ohne Schlagen und ohne Bauernzug: unentschieden.".into(),
        YaltaMsg::OnlyKings => "Nur noch die Könige: unentschieden.".into(),
    }
}

/// A Yalta colour's German name.
fn colour(p: Player) -> &'static str {
    match p {
        Player::White => "Weiß",
        Player::Black => "Schwarz",
        Player::Red => "Rot",
    }
}
