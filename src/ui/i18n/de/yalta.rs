//! The Yalta screens' messages in German.

use super::*;
use ::yalta::bot::Level;
use ::yalta::cell::Player;
use ::yalta::position::{Kind, RedQueen};

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
        YaltaMsg::Continue(1) => "Gespeichertes Spiel fortsetzen (1 Zug)".into(),
        YaltaMsg::Continue(n) => format!(
            "Gespeichertes Spiel fortsetzen ({})",
            super::reasons::moves_de(*n)
        ),
        YaltaMsg::Back => "Zurück".into(),
        YaltaMsg::SetupKeys => {
            "↑ ↓ Tab: wählen · ← →: ändern · Enter: Namen tippen, oder spielen · Esc: zurück".into()
        }
        YaltaMsg::Turn(who) => format!("{who} ist am Zug"),
        YaltaMsg::InCheck(king, by) => format!("Schach: {king} von {}", by.join(", ")),
        YaltaMsg::Keys => {
            "Pfeile: Zeiger · Tab: nächste Figur · Enter: wählen, ziehen · Esc: Menü".into()
        }
        YaltaMsg::KeysYfen => "Strg+C, Strg+V: Stellung kopieren, einfügen (YFEN)".into(),
        YaltaMsg::Material(n) => format!("Material {n}"),
        YaltaMsg::WhyNot => "Warum nicht?".into(),
        YaltaMsg::YfenCopied(yfen) => format!("YFEN kopiert: {yfen}"),
        YaltaMsg::Pasted => "Stellung eingefügt.".into(),
        YaltaMsg::Moved(who, mv) => format!("{who}: {mv}"),
        YaltaMsg::Takes {
            who,
            mv,
            owner,
            kind: k,
        } => format!("{who}: {mv}, schlägt {} von {owner}", accusative(*k)),
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
        YaltaMsg::ShowMoves(true) => "Zeigen, wohin eine Figur kann: an".into(),
        YaltaMsg::ShowMoves(false) => "Zeigen, wohin eine Figur kann: aus".into(),
        YaltaMsg::SaveGame => "Spiel speichern".into(),
        YaltaMsg::SavedTo(path) => format!("Gespeichert: {path}"),
        YaltaMsg::SaveFailed(e) => format!("Nicht gespeichert: {e}"),
        YaltaMsg::LeaveKept => {
            "Die automatische Sicherung behält es: „Yalta weiterspielen“ auf dem \
             Startbildschirm holt es zurück."
                .into()
        }
        YaltaMsg::LeaveLost => "Dieses Spiel wird nicht aufbewahrt.".into(),
        YaltaMsg::NewGameQuestion => "Ein neues Spiel beginnen?".into(),
        YaltaMsg::NewGameKept => "Im Aufbau lässt sich dieses Spiel noch fortsetzen.".into(),
        YaltaMsg::NewGameYes => "Ja, neues Spiel".into(),
        YaltaMsg::PromoteTitle => "Was wird aus dem Bauern?".into(),
        YaltaMsg::PromoteTo(k) => match k {
            Kind::King => "König",
            Kind::Queen => "Dame",
            Kind::Rook => "Turm",
            Kind::Bishop => "Läufer",
            Kind::Knight => "Springer",
            Kind::Pawn => "Bauer",
        }
        .into(),
        YaltaMsg::Cancel => "Abbrechen: kein Zug".into(),
        YaltaMsg::EndLine {
            who,
            standing,
            took,
            pieces,
            moves,
        } => {
            let standing = match standing {
                Some(YaltaStanding::Wins) => " gewinnt",
                Some(YaltaStanding::Mated) => " ist schachmatt",
                Some(YaltaStanding::Stalemated) => " kann nicht ziehen: Patt",
                Some(YaltaStanding::Draw) => ": unentschieden",
                None => "",
            };
            let took = match took {
                0 => "schlug nichts".to_string(),
                n => format!("schlug {n}: {pieces}"),
            };
            let moves = match moves {
                1 => "1 Zug".to_string(),
                n => format!("{n} Züge"),
            };
            format!("{who}{standing} · {moves} · {took}")
        }
        YaltaMsg::ReviewTitle => "Nachspielen".into(),
        YaltaMsg::ReviewStep(0, n) => format!("Der Anfang (0 von {n} Zügen)"),
        YaltaMsg::ReviewStep(k, n) => format!("Zug {k} von {n}"),
        YaltaMsg::ReviewBack => "Zurück zum Ergebnis".into(),
        YaltaMsg::ReviewKeys => {
            "← →: einen Zug zurück oder weiter · Pos1, Ende: erster, letzter · Esc: zurück".into()
        }
    }
}

/// A Yalta piece's kind with its article, as the object of "schlägt": "den Bauern".
fn accusative(k: Kind) -> &'static str {
    match k {
        Kind::King => "den König",
        Kind::Queen => "die Dame",
        Kind::Rook => "den Turm",
        Kind::Bishop => "den Läufer",
        Kind::Knight => "den Springer",
        Kind::Pawn => "den Bauern",
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
