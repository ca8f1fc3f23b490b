//! Every user-facing string, in German and English: an enum of message keys with one
//! match per language, so that the compiler finds a missing text.

use crate::rules::cards::Tone;
use crate::rules::dice::Face;
use crate::rules::pieces::{Role, Seat};

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// Deutsch.
    De,
    /// English.
    En,
}

impl Lang {
    /// `de` or `en`; anything else is English.
    pub fn from_code(code: &str) -> Lang {
        if code.starts_with("de") {
            Lang::De
        } else {
            Lang::En
        }
    }
}

/// A message with its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// Window title.
    Title,
    /// The roll button.
    RollButton,
    /// Whose turn it is.
    TurnOf(Seat),
    /// The dice show this.
    Rolled(Face, Option<u8>),
    /// Choose a piece.
    ChoosePiece,
    /// Choose a target for the selected piece.
    ChooseTarget(Role),
    /// Walking a roll move by move.
    MoveOf(u8, u8),
    /// Backspace takes a move back.
    BackspaceHint,
    /// Bring-in button.
    BringInButton,
    /// Draw-card button.
    DrawCardButton,
    /// Pass button.
    PassButton,
    /// Choose the piece to bring in.
    ChooseBringIn,
    /// Choose the start field.
    ChooseStartField,
    /// King or pawn may move by the orange die.
    OrangeHint,
    /// Nothing could be done with the roll.
    RollLost(Seat),
    /// `#`: the turn is missed.
    MissedTurn(Seat),
    /// Another try while no piece is on the track.
    TryAgain(Seat, u8),
    /// Rolls again after a bring-in or a card.
    RollAgain(Seat),
    /// This roll must free a start field.
    MustFreeStart,
    /// A capture.
    Captured {
        /// The captured piece's seat.
        victim: Seat,
        /// The captured piece's kind.
        victim_role: Role,
        /// The capturer's seat.
        by: Seat,
        /// The capturer's kind.
        by_role: Role,
    },
    /// A piece came home.
    CameHome(Seat, Role),
    /// A piece was brought in.
    BroughtIn(Seat, Role),
    /// A placing.
    Finished(Seat, u8),
    /// The game is over.
    GameOver,
    /// A card was drawn.
    CardDrawn(Seat),
    /// A card could not be carried out.
    CardNotCarriedOut,
    /// The player passed.
    Passed(Seat),
    /// A seat will miss its next turn.
    WillMissTurn(Seat),
    /// A skipped turn.
    TurnSkipped(Seat),
    /// The computer is thinking.
    ComputerTurn(Seat),
    /// Step-by-step mode toggle.
    StepMode(bool),
    /// Choose two pieces to swap.
    ChooseSwap,
    /// Choose an opponent's piece.
    ChooseSendBack,
    /// Choose a pause field for a piece.
    ChooseSafeSpot,
    /// Card tone.
    Tone(Tone),
    /// Demo mode banner.
    Demo,
    /// New game (demo loop).
    NextGame,
    /// A piece kind.
    RoleName(Role),
    /// A seat's colour name.
    SeatName(Seat),
    /// Round counter.
    Round(u32),
    /// The deck's size and the discard pile.
    DeckCount(usize, usize),
}

fn role_de(r: Role) -> &'static str {
    match r {
        Role::Queen => "Dame",
        Role::Rook => "Turm",
        Role::Bishop => "Läufer",
        Role::Knight => "Springer",
        Role::King => "König",
        Role::Pawn => "Bauer",
    }
}

fn role_en(r: Role) -> &'static str {
    r.name()
}

fn seat_de(s: Seat) -> &'static str {
    ["Gelb", "Grün", "Blau", "Rot"][s.index() % 4]
}

fn seat_en(s: Seat) -> &'static str {
    ["Yellow", "Green", "Blue", "Red"][s.index() % 4]
}

fn face(f: Face, o: Option<u8>) -> String {
    match o {
        Some(o) => format!("{f} | {o}"),
        None => f.to_string(),
    }
}

/// The text of a message in a language.
pub fn text(lang: Lang, msg: &Msg) -> String {
    use Msg::*;
    match lang {
        Lang::De => match msg {
            Title => "Schachschlamassel".into(),
            RollButton => "Würfeln".into(),
            TurnOf(s) => format!("{} ist dran", seat_de(*s)),
            Rolled(f, o) => format!("Gewürfelt: {}", face(*f, *o)),
            ChoosePiece => "Wähle eine Figur (Klick oder 1–6)".into(),
            ChooseTarget(r) => format!("{}: wähle ein Ziel", role_de(*r)),
            MoveOf(k, n) => format!("Zug {k} von {n}"),
            BackspaceHint => "Rücktaste: einen Zug zurück".into(),
            BringInButton => "Einsetzen".into(),
            DrawCardButton => "Karte ziehen".into(),
            PassButton => "Nichts tun".into(),
            ChooseBringIn => "Welche Figur einsetzen?".into(),
            ChooseStartField => "Auf welches Startfeld?".into(),
            OrangeHint => "Oder: König/Bauer mit dem orangenen Würfel ziehen".into(),
            RollLost(s) => format!("{}: kein Zug möglich, der Wurf verfällt", seat_de(*s)),
            MissedTurn(s) => format!("{} muss aussetzen", seat_de(*s)),
            TryAgain(s, n) => format!("{}: noch {n} Versuch(e)", seat_de(*s)),
            RollAgain(s) => format!("{} würfelt noch einmal", seat_de(*s)),
            MustFreeStart => "Dieser Zug muss ein Startfeld freimachen!".into(),
            Captured {
                victim,
                victim_role,
                by,
                by_role,
            } => format!(
                "{} ({}) schlägt {} ({})",
                role_de(*by_role),
                seat_de(*by),
                role_de(*victim_role),
                seat_de(*victim)
            ),
            CameHome(s, r) => format!("{} ({}) ist zu Hause", role_de(*r), seat_de(*s)),
            BroughtIn(s, r) => format!("{} setzt {} ein", seat_de(*s), role_de(*r)),
            Finished(s, p) => format!("{} wird {p}.", seat_de(*s)),
            GameOver => "Spiel vorbei!".into(),
            CardDrawn(s) => format!("{} zieht eine Karte", seat_de(*s)),
            CardNotCarriedOut => "Die Karte kann nichts ändern".into(),
            Passed(s) => format!("{} tut nichts", seat_de(*s)),
            WillMissTurn(s) => format!("{} setzt nächstes Mal aus", seat_de(*s)),
            TurnSkipped(s) => format!("{} setzt aus", seat_de(*s)),
            ComputerTurn(s) => format!("Computer {} denkt …", seat_de(*s)),
            StepMode(on) => format!("Zug für Zug: {}", if *on { "an" } else { "aus" }),
            ChooseSwap => "Wähle zwei Figuren zum Tauschen".into(),
            ChooseSendBack => "Wähle eine gegnerische Figur".into(),
            ChooseSafeSpot => "Wähle Figur und Pausenfeld".into(),
            Tone(t) => match t {
                crate::rules::cards::Tone::Good => "gut".into(),
                crate::rules::cards::Tone::Bad => "schlecht".into(),
                crate::rules::cards::Tone::Mixed => "gemischt".into(),
            },
            Demo => "Vorführung: Computer gegen Computer".into(),
            NextGame => "Neues Spiel".into(),
            RoleName(r) => role_de(*r).into(),
            SeatName(s) => seat_de(*s).into(),
            Round(n) => format!("Runde {n}"),
            DeckCount(d, p) => format!("Stapel {d} · Ablage {p}"),
        },
        Lang::En => match msg {
            Title => "Schachschlamassel".into(),
            RollButton => "Roll".into(),
            TurnOf(s) => format!("{}'s turn", seat_en(*s)),
            Rolled(f, o) => format!("Rolled: {}", face(*f, *o)),
            ChoosePiece => "Choose a piece (click or 1–6)".into(),
            ChooseTarget(r) => format!("{}: choose a target", capital(role_en(*r))),
            MoveOf(k, n) => format!("move {k} of {n}"),
            BackspaceHint => "Backspace: one move back".into(),
            BringInButton => "Bring in".into(),
            DrawCardButton => "Draw a card".into(),
            PassButton => "Do nothing".into(),
            ChooseBringIn => "Which piece comes in?".into(),
            ChooseStartField => "Onto which start field?".into(),
            OrangeHint => "Or: move king/pawn by the orange die".into(),
            RollLost(s) => format!("{}: no move possible, the roll is lost", seat_en(*s)),
            MissedTurn(s) => format!("{} misses this turn", seat_en(*s)),
            TryAgain(s, n) => format!(
                "{}: {n} more tr{}",
                seat_en(*s),
                if *n == 1 { "y" } else { "ies" }
            ),
            RollAgain(s) => format!("{} rolls again", seat_en(*s)),
            MustFreeStart => "This move must free a start field!".into(),
            Captured {
                victim,
                victim_role,
                by,
                by_role,
            } => format!(
                "{}'s {} captures {}'s {}",
                seat_en(*by),
                role_en(*by_role),
                seat_en(*victim),
                role_en(*victim_role)
            ),
            CameHome(s, r) => format!("{}'s {} is home", seat_en(*s), role_en(*r)),
            BroughtIn(s, r) => format!("{} brings in the {}", seat_en(*s), role_en(*r)),
            Finished(s, p) => format!("{} finishes {}", seat_en(*s), ordinal(*p)),
            GameOver => "Game over!".into(),
            CardDrawn(s) => format!("{} draws a card", seat_en(*s)),
            CardNotCarriedOut => "The card cannot change anything".into(),
            Passed(s) => format!("{} does nothing", seat_en(*s)),
            WillMissTurn(s) => format!("{} will miss the next turn", seat_en(*s)),
            TurnSkipped(s) => format!("{} misses a turn", seat_en(*s)),
            ComputerTurn(s) => format!("Computer {} is thinking …", seat_en(*s)),
            StepMode(on) => format!("Step by step: {}", if *on { "on" } else { "off" }),
            ChooseSwap => "Choose two pieces to swap".into(),
            ChooseSendBack => "Choose an opponent's piece".into(),
            ChooseSafeSpot => "Choose a piece and a pause field".into(),
            Tone(t) => match t {
                crate::rules::cards::Tone::Good => "good".into(),
                crate::rules::cards::Tone::Bad => "bad".into(),
                crate::rules::cards::Tone::Mixed => "mixed".into(),
            },
            Demo => "Demo: computer against computer".into(),
            NextGame => "New game".into(),
            RoleName(r) => capital(role_en(*r)),
            SeatName(s) => seat_en(*s).into(),
            Round(n) => format!("Round {n}"),
            DeckCount(d, p) => format!("Deck {d} · discards {p}"),
        },
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

fn ordinal(n: u8) -> String {
    match n {
        1 => "1st".into(),
        2 => "2nd".into(),
        3 => "3rd".into(),
        n => format!("{n}th"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_both_languages() {
        let msgs = [
            Msg::RollButton,
            Msg::TurnOf(Seat(1)),
            Msg::MustFreeStart,
            Msg::TryAgain(Seat(0), 2),
        ];
        for m in msgs {
            let (de, en) = (text(Lang::De, &m), text(Lang::En, &m));
            assert!(!de.is_empty() && !en.is_empty());
            assert_ne!(de, en, "{m:?} is not translated");
        }
    }
}
