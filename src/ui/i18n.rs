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
    /// A seat's pieces in the box, on the track, at home.
    SeatCounts(usize, usize, usize),
    /// A placing, short ("1st").
    Placing(u8),
    /// Show-all-moves toggle.
    ShowMoves(bool),
    /// Fullscreen button.
    Fullscreen,
    /// Menu button.
    MenuButton,
    /// Menu: rules.
    MenuRules,
    /// Menu: new game.
    MenuNewGame,
    /// Menu: quit.
    MenuQuit,
    /// Menu: back to the game.
    MenuBack,
    /// End screen: play again.
    PlayAgain,
    /// End screen: new setup.
    NewSetup,
    /// End screen title.
    Placings,
    /// Setup: heading.
    SetupTitle,
    /// Setup: variant heading.
    SetupVariant,
    /// Setup: house rules heading.
    SetupRules,
    /// Setup: players heading.
    SetupPlayers,
    /// Setup: who starts.
    SetupFirst,
    /// Setup: roll for it.
    RollForIt,
    /// Setup: language.
    SetupLang,
    /// Setup: start button.
    SetupStart,
    /// Setup: a seat plays / does not.
    SeatPlays(bool),
    /// Setup: human or computer.
    SeatComputer(bool),
    /// Setup: keyboard help.
    SetupKeys,
    /// Settings file could not be read.
    SettingsBroken,
    /// Who starts (after rolling for it).
    Starts(Seat),
    /// A card's heading.
    CardHeading,
    /// Rules screen: next/back keys.
    RulesKeys,
    /// A computer level's name.
    Level(crate::rules::bots::BotKind),
    /// The hint key.
    HintKey,
    /// A game was saved under this path.
    SavedAs(String),
    /// Resume the autosaved game (minutes ago, round)?
    ResumeQuestion(u64, u32),
    /// Resume button.
    Resume,
    /// Menu: save as.
    MenuSaveAs,
    /// Menu: replay.
    MenuReplay,
    /// Replay banner: step i of n.
    ReplayStep(usize, usize),
    /// Every lit ring takes this many moves.
    EveryRing(u8),
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
            TryAgain(s, n) => format!(
                "{}: noch {n} Versuch{}",
                seat_de(*s),
                if *n == 1 { "" } else { "e" }
            ),
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
            DeckCount(d, p) => format!("Kartenstapel {d} · Ablage {p}"),
            SeatCounts(b, t, h) => format!("Box {b} · Feld {t} · Haus {h}"),
            Placing(p) => format!("{p}."),
            ShowMoves(on) => format!("Züge zeigen: {}", if *on { "an" } else { "aus" }),
            Fullscreen => "Vollbild (F11)".into(),
            MenuButton => "Menü (Esc)".into(),
            MenuRules => "Spielregeln".into(),
            MenuNewGame => "Neues Spiel".into(),
            MenuQuit => "Beenden".into(),
            MenuBack => "Zurück zum Spiel".into(),
            PlayAgain => "Noch einmal".into(),
            NewSetup => "Neu einstellen".into(),
            Placings => "Platzierungen".into(),
            SetupTitle => "Schachschlamassel – neues Spiel".into(),
            SetupVariant => "Spiel".into(),
            SetupRules => "Hausregeln".into(),
            SetupPlayers => "Spieler".into(),
            SetupFirst => "Wer fängt an?".into(),
            RollForIt => "auswürfeln".into(),
            SetupLang => "Sprache: Deutsch".into(),
            SetupStart => "Los geht's!".into(),
            SeatPlays(on) => if *on { "spielt" } else { "frei" }.into(),
            SeatComputer(c) => if *c { "Computer" } else { "Mensch" }.into(),
            SetupKeys => "Tab/Pfeile: wählen · Enter: ändern · Esc: beenden".into(),
            SettingsBroken => {
                "Die gespeicherten Einstellungen waren kaputt und wurden zurückgesetzt.".into()
            }
            Starts(s) => format!("{} fängt an", seat_de(*s)),
            CardHeading => "Aktionskarte".into(),
            RulesKeys => "Pfeile: blättern · Esc: zurück".into(),
            Level(k) => level_de(*k).into(),
            HintKey => "H: Tipp vom Computer, Enter: ausführen".into(),
            SavedAs(p) => format!("Gespeichert: {p}"),
            EveryRing(1) => "Jeder Kreis: 1 Zug".into(),
            EveryRing(n) => format!("Jeder Kreis: {n} Züge"),
            ResumeQuestion(0, r) => format!("Das Spiel von gerade eben (Runde {r}) fortsetzen?"),
            ResumeQuestion(m, r) => {
                format!("Das Spiel von vor {m} Minuten (Runde {r}) fortsetzen?")
            }
            Resume => "Fortsetzen".into(),
            MenuSaveAs => "Speichern unter …".into(),
            MenuReplay => "Spiel nachspielen".into(),
            ReplayStep(i, n) => {
                format!("Nachspielen: Schritt {i} von {n} · Pfeile: vor/zurück · Esc: zurück")
            }
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
            SeatCounts(b, t, h) => format!("Box {b} · Track {t} · Home {h}"),
            Placing(p) => ordinal(*p),
            ShowMoves(on) => format!("Show moves: {}", if *on { "on" } else { "off" }),
            Fullscreen => "Fullscreen (F11)".into(),
            MenuButton => "Menu (Esc)".into(),
            MenuRules => "Rules".into(),
            MenuNewGame => "New game".into(),
            MenuQuit => "Quit".into(),
            MenuBack => "Back to the game".into(),
            PlayAgain => "Play again".into(),
            NewSetup => "New setup".into(),
            Placings => "Placings".into(),
            SetupTitle => "Schachschlamassel – new game".into(),
            SetupVariant => "Game".into(),
            SetupRules => "House rules".into(),
            SetupPlayers => "Players".into(),
            SetupFirst => "Who starts?".into(),
            RollForIt => "roll for it".into(),
            SetupLang => "Language: English".into(),
            SetupStart => "Let's go!".into(),
            SeatPlays(on) => if *on { "plays" } else { "empty" }.into(),
            SeatComputer(c) => if *c { "Computer" } else { "Person" }.into(),
            SetupKeys => "Tab/arrows: move · Enter: change · Esc: quit".into(),
            SettingsBroken => "The saved settings were broken and have been reset.".into(),
            Starts(s) => format!("{} starts", seat_en(*s)),
            CardHeading => "Action card".into(),
            RulesKeys => "Arrows: turn pages · Esc: back".into(),
            Level(k) => level_en(*k).into(),
            HintKey => "H: the computer's hint, Enter: play it".into(),
            SavedAs(p) => format!("Saved: {p}"),
            EveryRing(1) => "Every ring: 1 move".into(),
            EveryRing(n) => format!("Every ring: {n} moves"),
            ResumeQuestion(0, r) => format!("Resume the game from just now (round {r})?"),
            ResumeQuestion(m, r) => format!("Resume the game from {m} minutes ago (round {r})?"),
            Resume => "Resume".into(),
            MenuSaveAs => "Save as …".into(),
            MenuReplay => "Replay the game".into(),
            ReplayStep(i, n) => {
                format!("Replay: step {i} of {n} · arrows: forward/back · Esc: back")
            }
        },
    }
}

fn level_de(k: crate::rules::bots::BotKind) -> &'static str {
    match k.name() {
        "random" => "zufällig",
        "greedy" => "gierig",
        "easy" => "leicht",
        "normal" => "mittel",
        "hard" => "schwer",
        other => other,
    }
}

fn level_en(k: crate::rules::bots::BotKind) -> &'static str {
    k.name()
}

/// The one-line description of a variant.
pub fn variant_line(lang: Lang, id: &str) -> (&'static str, &'static str) {
    match (lang, id) {
        (Lang::De, "small") => (
            "Kleines Schachschlamassel",
            "Dame, Turm, Läufer, Springer; weißer Würfel",
        ),
        (Lang::De, "small-action") => ("Kleines Aktions-Spiel", "wie klein, dazu Aktionskarten"),
        (Lang::De, "large") => (
            "Großes Schachschlamassel",
            "alle sechs Figuren, zwei Würfel, Deckung schützt",
        ),
        (Lang::De, "large-action") => ("Großes Aktions-Spiel", "wie groß, dazu alle Aktionskarten"),
        (_, "small") => ("Small game", "queen, rook, bishop, knight; the white die"),
        (_, "small-action") => ("Small action game", "the small game with action cards"),
        (_, "large") => (
            "Large game",
            "all six pieces, two dice, covered pieces are safe",
        ),
        (_, "large-action") => ("Large action game", "the large game with every action card"),
        (Lang::De, _) => ("Eigene Variante", ""),
        (Lang::En, _) => ("Own variant", ""),
    }
}

/// The name and one-line explanation of a house rule.
pub fn rule_line(
    lang: Lang,
    rule: crate::rules::variant::HouseRule,
) -> (&'static str, &'static str) {
    use crate::rules::variant::HouseRule::*;
    match (lang, rule) {
        (Lang::De, SymbolsBringIn) => (
            "+ und # setzen ein",
            "# heißt nur aussetzen, wenn keiner einsetzbar ist",
        ),
        (Lang::De, HashDrawsCard) => (
            "# zieht eine Karte",
            "Aktionsspiel: # Karte ziehen, + einsetzen",
        ),
        (Lang::De, ProtectCovered) => (
            "Gedeckte sind geschützt",
            "auch im kleinen Spiel; mit 4 Extra-Karten",
        ),
        (Lang::De, MayStopEarly) => ("Früher anhalten", "ein Wurf darf auch weniger Züge haben"),
        (Lang::De, EndAfterFirstWinner) => (
            "Ende beim ersten Sieger",
            "das Spiel endet, wenn einer fertig ist",
        ),
        (Lang::En, SymbolsBringIn) => (
            "+ and # bring in",
            "# misses the turn only when nothing can come in",
        ),
        (Lang::En, HashDrawsCard) => (
            "# draws a card",
            "action games: # draws a card, + brings in",
        ),
        (Lang::En, ProtectCovered) => (
            "Covered pieces are safe",
            "also in the small game; adds 4 extra cards",
        ),
        (Lang::En, MayStopEarly) => ("May stop early", "a roll may use fewer moves"),
        (Lang::En, EndAfterFirstWinner) => (
            "End after the first winner",
            "the game ends when one player finishes",
        ),
    }
}

/// The rules screen: pages of (title, paragraphs), written from the booklet.
pub fn rules_pages(lang: Lang) -> Vec<(&'static str, Vec<&'static str>)> {
    match lang {
        Lang::De => vec![
            ("Ziel", vec![
                "Bringe alle deine Figuren einmal um die Laufstrecke in dein Haus.",
                "Jedes Auge des Würfels ist ein Schachzug der gewählten Figur: bei einer 3 zieht sie 3 Mal.",
                "Die Runde läuft gegen den Uhrzeigersinn.",
            ]),
            ("Die Figuren", vec![
                "Dame: gerade und schräg, so weit sie will. Turm: nur gerade. Läufer: nur schräg. Keiner springt über Figuren.",
                "Springer: ein L-Sprung, auch über Figuren und Wände.",
                "König: ein Feld in jede Richtung. Bauer: ein Feld gerade in jede Richtung; schlagen nur schräg.",
            ]),
            ("Die Felder", vec![
                "Startfelder (farbig umrandet): hier kommen Figuren aus der Startbox herein.",
                "Sperrlinie (dicker Balken deiner Farbe): deine Figuren dürfen sie nie überqueren.",
                "Eingangsfelder (Pfeil): nur über sie geht es ins Haus. Übrige Züge verfallen.",
                "Pausenfeld deiner Farbe: dort kann deine Figur nicht geschlagen werden.",
            ]),
            ("Würfeln", vec![
                "+ : eine Figur einsetzen und noch einmal würfeln.  # : aussetzen.",
                "Nur mit dem letzten Zug darf man schlagen; die Figur geht zurück in ihre Startbox.",
                "Ohne Figur auf der Strecke: bis zu drei Versuche. Ein Startfeld muss frei bleiben.",
            ]),
            ("Großes Spiel und Karten", vec![
                "Der weiße Würfel zieht Dame, Turm, Läufer, Springer; der orangene König und Bauer.",
                "Gedeckte Figuren dürfen nicht geschlagen werden: eine eigene Figur könnte den Schläger schlagen.",
                "Aktionsspiel: bei + oder # einsetzen oder eine Karte ziehen. Karten mit 'aktiv' meinen Figuren auf der Strecke.",
            ]),
        ],
        Lang::En => vec![
            ("The goal", vec![
                "Run all your pieces once around the track into your house.",
                "Every pip of the die is one chess move of the chosen piece: a 3 means 3 moves.",
                "The lap runs counter-clockwise.",
            ]),
            ("The pieces", vec![
                "Queen: straight and diagonal, as far as she likes. Rook: straight only. Bishop: diagonal only. None jumps over pieces.",
                "Knight: an L-shaped jump, even over pieces and walls.",
                "King: one square in any direction. Pawn: one square straight in any direction; it captures only diagonally.",
            ]),
            ("The fields", vec![
                "Start fields (outlined in your colour): pieces come in here from the start box.",
                "Blocking line (thick bar in your colour): your pieces may never cross it.",
                "Entry fields (arrow): the only way into the house. Leftover moves are lost.",
                "Pause field of your colour: your piece cannot be captured there.",
            ]),
            ("Rolling", vec![
                "+ : bring a piece in and roll again.  # : miss the turn.",
                "Only the last move may capture; the captured piece goes back to its start box.",
                "With no piece on the track: up to three tries. One start field must stay free.",
            ]),
            ("Large game and cards", vec![
                "The white die moves queen, rook, bishop, knight; the orange die moves king and pawn.",
                "Covered pieces cannot be captured: one of their own pieces could capture the capturer.",
                "Action games: on + or # bring in or draw a card. Cards saying 'active' mean pieces on the track.",
            ]),
        ],
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
