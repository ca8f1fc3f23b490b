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
    TurnOf(String),
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
    /// Nothing could be done with the roll.
    RollLost(String),
    /// `#`: the turn is missed.
    MissedTurn(String),
    /// Another try while no piece is on the track.
    TryAgain(String, u8),
    /// Rolls again after a bring-in or a card.
    RollAgain(String),
    /// This roll must free a start field.
    MustFreeStart,
    /// A capture.
    Captured {
        /// The captured piece's player.
        victim: String,
        /// The captured piece's kind.
        victim_role: Role,
        /// The capturing player.
        by: String,
        /// The capturer's kind.
        by_role: Role,
    },
    /// A piece came home.
    CameHome(String, Role),
    /// A piece was brought in.
    BroughtIn(String, Role),
    /// A placing.
    Finished(String, u8),
    /// The game is over.
    GameOver,
    /// A card was drawn.
    CardDrawn(String),
    /// A card could not be carried out.
    CardNotCarriedOut,
    /// The player passed.
    Passed(String),
    /// A seat will miss its next turn.
    WillMissTurn(String),
    /// A skipped turn.
    TurnSkipped(String),
    /// The computer is thinking.
    ComputerTurn(String),
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
    Starts(String),
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
    /// A player rolled (name, white die, orange die).
    Rolls(String, Face, Option<u8>),
    /// A player rolled `#` and misses this turn.
    RollsHashMisses(String),
    /// A player's piece made a roll of this many moves.
    Moves(String, Role, u8),
    /// A player with every piece in the box needs a `+` (or `#`, with the house
    /// rule) to bring one in; tries left this turn.
    NeedPlus(String, bool, u8),
    /// One die of the large game cannot move any piece, the other can: the die that
    /// cannot (white?, its number), the die that can (its number).
    DieUseless(bool, u8, u8),
    /// Which pieces each die can move: the white die's number and kinds, the orange
    /// die's number and kinds (either may be empty).
    MovableBy(u8, Vec<Role>, u8, Vec<Role>),
    /// After `+` in the large game: the orange die can also move these kinds.
    OrangeAlso(u8, Vec<Role>),
    /// No piece can move with this roll.
    NothingMoves,
    /// The keys that choose pieces, for the variant's kinds.
    KeyLegend(Vec<Role>),
    /// "Leave this game?" question.
    LeaveQuestion,
    /// The game stays saved.
    LeaveSaved,
    /// Answer: leave.
    LeaveYes,
    /// Answer: stay.
    LeaveNo,
    /// A card that cannot change anything, and why.
    NothingHappens(String),
    /// Why a card changed nothing, by its effect.
    CardIdle(CardIdle),
    /// Click or Enter to go on (under a person's card).
    CardGoOn,
    /// Whose turn, flashed at hand-over.
    YourTurn(String),
    /// The move-count map toggle.
    MoveMapButton(bool),
    /// The hint button.
    HintButton,
    /// Every active piece's fewest moves home (`None`: no way home now).
    MovesHome(Vec<(Role, Option<u8>)>),
    /// Why the hint: it captures a player's piece that was so many moves from home.
    HintCaptures(String, Role, u16),
    /// Why the hint: it brings a piece home.
    HintHome(Role),
    /// Why the hint: it brings a piece this many moves nearer home.
    HintNearer(Role, i32),
    /// Why the hint: it brings a piece in.
    HintBringIn,
    /// Why the hint: a card.
    HintCard,
    /// Why the hint: nothing better.
    HintOther,
    /// A person's help level.
    HelpLevel(crate::ui::setup::Help),
    /// A refused click for an expert: only "not possible".
    NotPossible,
    /// A player's figures on the end screen: captures, pieces lost, lost rolls, longest
    /// roll.
    EndFigures(u32, u32, u32, u8),
}

/// Why a drawn card could change nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardIdle {
    /// No active piece of this kind.
    NoActive(Role),
    /// The piece of this kind cannot make the card's moves.
    CannotMove(Role),
    /// No two pieces may be swapped.
    NoSwap,
    /// No opponent's piece may be sent back.
    NoSendBack,
    /// No free pause field, or no active piece.
    NoSafeSpot,
    /// Nothing can come in.
    NoBringIn,
    /// King and rook are not both on the track.
    NoCastling,
    /// No piece of this kind can go to a start field.
    NoneToStart(Role),
    /// Anything else.
    Other,
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
            RollButton => "Würfeln (Leertaste)".into(),
            TurnOf(s) => format!("{} ist dran", s),
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
            RollLost(s) => format!("{}: kein Zug möglich, der Wurf verfällt", s),
            MissedTurn(s) => format!("{} muss aussetzen", s),
            TryAgain(s, n) => format!("{}: noch {n} Versuch{}", s, if *n == 1 { "" } else { "e" }),
            RollAgain(s) => format!("{} würfelt noch einmal", s),
            MustFreeStart => "Dieser Zug muss ein Startfeld freimachen!".into(),
            Captured {
                victim,
                victim_role,
                by,
                by_role,
            } => format!(
                "{by} schlägt mit {} {} von {victim}: {} geht zurück in die Startbox.",
                article_de(*by_role, Case::Dat),
                article_de(*victim_role, Case::Acc),
                if *victim_role == Role::Queen {
                    "sie"
                } else {
                    "er"
                }
            ),
            CameHome(s, r) => format!(
                "{} von {s} ist zu Hause!",
                capital(&article_de(*r, Case::Nom))
            ),
            BroughtIn(s, r) => format!("{s} setzt {} ein.", article_de(*r, Case::Acc)),
            Finished(s, p) => format!("{} wird {p}.", s),
            GameOver => "Spiel vorbei!".into(),
            CardDrawn(s) => format!("{} zieht eine Karte", s),
            CardNotCarriedOut => "Die Karte kann nichts ändern".into(),
            Passed(s) => format!("{} tut nichts", s),
            WillMissTurn(s) => format!("{} setzt nächstes Mal aus", s),
            TurnSkipped(s) => format!("{} setzt aus", s),
            ComputerTurn(s) => format!("Computer {} denkt …", s),
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
            SetupKeys => "Tab/Pfeile: wählen · Eingabe: ändern · Esc: beenden".into(),
            SettingsBroken => {
                "Die gespeicherten Einstellungen waren kaputt und wurden zurückgesetzt.".into()
            }
            Starts(s) => format!("{} fängt an", s),
            CardHeading => "Aktionskarte".into(),
            RulesKeys => "Pfeile: blättern · Esc: zurück".into(),
            Level(k) => level_de(*k).into(),
            HintKey => "H: Tipp vom Computer, Eingabe: ausführen".into(),
            SavedAs(p) => format!("Gespeichert: {p}"),
            EveryRing(1) => "Jedes Ziel: 1 Zug".into(),
            EveryRing(n) => format!("Jedes Ziel: {n} Züge"),
            ResumeQuestion(0, r) => format!("Das Spiel von gerade eben (Runde {r}) fortsetzen?"),
            ResumeQuestion(1, r) => format!("Das Spiel von vor 1 Minute (Runde {r}) fortsetzen?"),
            Rolls(w, f, None) => format!("{w} würfelt {f}."),
            Rolls(w, f, Some(o)) => format!("{w} würfelt {f} und orange {o}."),
            RollsHashMisses(w) => format!("{w} würfelt # und muss aussetzen."),
            Moves(w, r, 1) => format!("{w} zieht {} einmal.", article_de(*r, Case::Acc)),
            Moves(w, r, n) => format!("{w} zieht {} {n}-mal.", article_de(*r, Case::Acc)),
            NeedPlus(w, hash, 0) => format!(
                "{w} braucht {}, um eine Figur einzusetzen: keine Versuche mehr.",
                if *hash { "ein + oder #" } else { "ein +" }
            ),
            NeedPlus(w, hash, n) => format!(
                "{w} braucht {}, um eine Figur einzusetzen (noch {n} {}).",
                if *hash { "ein + oder #" } else { "ein +" },
                if *n == 1 { "Versuch" } else { "Versuche" }
            ),
            DieUseless(true, w, o) => {
                format!("Die weiße {w} kann keine Figur ziehen, die orange {o} schon.")
            }
            DieUseless(false, o, w) => {
                format!("Die orange {o} kann keine Figur ziehen, die weiße {w} schon.")
            }
            MovableBy(w, ws, o, os) => {
                let mut parts = vec![];
                if !ws.is_empty() {
                    parts.push(format!("Weiß {w}: {}", list_de(ws)));
                }
                if !os.is_empty() {
                    parts.push(format!("Orange {o}: {}", list_de(os)));
                }
                parts.join(" · ")
            }
            OrangeAlso(o, rs) => format!("Oder: {} mit der orangen {o} ziehen", list_de(rs)),
            NothingMoves => "Mit diesem Wurf kann keine Figur ziehen.".into(),
            KeyLegend(rs) => rs
                .iter()
                .map(|r| format!("{} {}", key_of(*r), role_de(*r)))
                .collect::<Vec<_>>()
                .join(" · "),
            LeaveQuestion => "Dieses Spiel verlassen?".into(),
            LeaveSaved => "Es bleibt gespeichert und kann fortgesetzt werden.".into(),
            LeaveYes => "Ja, verlassen".into(),
            LeaveNo => "Nein, weiterspielen".into(),
            NothingHappens(why) => format!("Nichts passiert: {why}"),
            CardIdle(c) => match c {
                self::CardIdle::NoActive(r) => format!("kein {} auf der Strecke", role_de(*r)),
                self::CardIdle::CannotMove(r) => {
                    format!("{} kann nicht ziehen", article_de(*r, Case::Nom))
                }
                self::CardIdle::NoSwap => "keine zwei Figuren zum Tauschen".into(),
                self::CardIdle::NoSendBack => "keine gegnerische Figur kann zurück".into(),
                self::CardIdle::NoSafeSpot => "kein freies Pausenfeld oder keine Figur".into(),
                self::CardIdle::NoBringIn => "keine Figur kann herein".into(),
                self::CardIdle::NoCastling => {
                    "König und Turm stehen nicht beide auf der Strecke".into()
                }
                self::CardIdle::NoneToStart(r) => {
                    format!("kein {} kann auf ein Startfeld", role_de(*r))
                }
                self::CardIdle::Other => "die Karte ändert nichts".into(),
            },
            CardGoOn => "Klick oder Eingabe: weiter".into(),
            YourTurn(w) => format!("{w} ist dran!"),
            MoveMapButton(on) => format!("Zugzahlen (D): {}", if *on { "an" } else { "aus" }),
            HintButton => "Tipp (H)".into(),
            MovesHome(v) => v
                .iter()
                .map(|(r, d)| match d {
                    Some(1) => format!("{}: 1 Zug bis nach Hause", role_de(*r)),
                    Some(d) => format!("{}: {d} Züge bis nach Hause", role_de(*r)),
                    None => format!("{}: gerade kein Weg nach Hause", role_de(*r)),
                })
                .collect::<Vec<_>>()
                .join(", "),
            HintCaptures(w, r, d) => format!(
                "Warum: schlägt {} von {w}, {d} Züge vor dem Haus.",
                article_de(*r, Case::Acc)
            ),
            HintHome(r) => format!("Warum: bringt {} nach Hause.", article_de(*r, Case::Acc)),
            HintNearer(r, d) if *d > 0 => format!(
                "Warum: bringt {} {d} Züge näher ans Haus.",
                article_de(*r, Case::Acc)
            ),
            HintNearer(r, _) => format!(
                "Warum: {} steht danach sicherer.",
                article_de(*r, Case::Nom)
            ),
            HintBringIn => "Warum: eine neue Figur kommt ins Spiel.".into(),
            HintCard => "Warum: eine Karte kann helfen.".into(),
            HintOther => "Warum: nichts anderes ist besser.".into(),
            HelpLevel(h) => match h {
                crate::ui::setup::Help::Beginner => "Anfänger".into(),
                crate::ui::setup::Help::Player => "Spieler".into(),
                crate::ui::setup::Help::Expert => "Profi".into(),
            },
            NotPossible => "Nicht möglich.".into(),
            EndFigures(c, l, r, m) => format!(
                "{c} geschlagen · {l} verloren · {r} {} · längster Wurf {m}",
                if *r == 1 {
                    "Wurf verfallen"
                } else {
                    "Würfe verfallen"
                }
            ),
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
            RollButton => "Roll (Space)".into(),
            TurnOf(s) => format!("{}'s turn", s),
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
            RollLost(s) => format!("{}: no move possible, the roll is lost", s),
            MissedTurn(s) => format!("{} misses this turn", s),
            TryAgain(s, n) => format!("{}: {n} more tr{}", s, if *n == 1 { "y" } else { "ies" }),
            RollAgain(s) => format!("{} rolls again", s),
            MustFreeStart => "This move must free a start field!".into(),
            Captured {
                victim,
                victim_role,
                by,
                by_role,
            } => format!(
                "{} {} captures {} {}: it goes back to the box.",
                possessive(by),
                role_en(*by_role),
                possessive(victim),
                role_en(*victim_role)
            ),
            CameHome(s, r) => format!("{} {} is home!", possessive(s), role_en(*r)),
            BroughtIn(s, r) => format!("{s} brings in the {}.", role_en(*r)),
            Finished(s, p) => format!("{} finishes {}", s, ordinal(*p)),
            GameOver => "Game over!".into(),
            CardDrawn(s) => format!("{} draws a card", s),
            CardNotCarriedOut => "The card cannot change anything".into(),
            Passed(s) => format!("{} does nothing", s),
            WillMissTurn(s) => format!("{} will miss the next turn", s),
            TurnSkipped(s) => format!("{} misses a turn", s),
            ComputerTurn(s) => format!("Computer {} is thinking …", s),
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
            Starts(s) => format!("{} starts", s),
            CardHeading => "Action card".into(),
            RulesKeys => "Arrows: turn pages · Esc: back".into(),
            Level(k) => level_en(*k).into(),
            HintKey => "H: the computer's hint, Enter: play it".into(),
            SavedAs(p) => format!("Saved: {p}"),
            EveryRing(1) => "Every target: 1 move".into(),
            EveryRing(n) => format!("Every target: {n} moves"),
            ResumeQuestion(0, r) => format!("Resume the game from just now (round {r})?"),
            ResumeQuestion(1, r) => format!("Resume the game from 1 minute ago (round {r})?"),
            Rolls(w, f, None) => format!("{w} rolls {f}."),
            Rolls(w, f, Some(o)) => format!("{w} rolls {f} and orange {o}."),
            RollsHashMisses(w) => format!("{w} rolls # and misses this turn."),
            Moves(w, r, 1) => format!("{} {} moves once.", possessive(w), role_en(*r)),
            Moves(w, r, n) => format!("{} {} moves {n} times.", possessive(w), role_en(*r)),
            NeedPlus(w, hash, 0) => format!(
                "{w} needs {} to bring a piece in: no tries left.",
                if *hash { "a + or #" } else { "a +" }
            ),
            NeedPlus(w, hash, n) => format!(
                "{w} needs {} to bring a piece in ({n} {} left).",
                if *hash { "a + or #" } else { "a +" },
                if *n == 1 { "try" } else { "tries" }
            ),
            DieUseless(true, w, o) => {
                format!("The white {w} cannot move any piece; the orange {o} can.")
            }
            DieUseless(false, o, w) => {
                format!("The orange {o} cannot move any piece; the white {w} can.")
            }
            MovableBy(w, ws, o, os) => {
                let mut parts = vec![];
                if !ws.is_empty() {
                    parts.push(format!("White {w}: {}", list_en(ws)));
                }
                if !os.is_empty() {
                    parts.push(format!("orange {o}: {}", list_en(os)));
                }
                capital(&parts.join(" · "))
            }
            OrangeAlso(o, rs) => format!("Or: move the {} by the orange {o}", list_en(rs)),
            NothingMoves => "No piece can move with this roll.".into(),
            KeyLegend(rs) => rs
                .iter()
                .map(|r| format!("{} {}", key_of(*r), role_en(*r)))
                .collect::<Vec<_>>()
                .join(" · "),
            LeaveQuestion => "Leave this game?".into(),
            LeaveSaved => "It stays saved and can be resumed.".into(),
            LeaveYes => "Yes, leave".into(),
            LeaveNo => "No, keep playing".into(),
            NothingHappens(why) => format!("Nothing happens: {why}"),
            CardIdle(c) => match c {
                self::CardIdle::NoActive(r) => format!("no active {}", role_en(*r)),
                self::CardIdle::CannotMove(r) => format!("the {} cannot move", role_en(*r)),
                self::CardIdle::NoSwap => "no two pieces can swap".into(),
                self::CardIdle::NoSendBack => "no opponent's piece can go back".into(),
                self::CardIdle::NoSafeSpot => "no free pause field or no piece".into(),
                self::CardIdle::NoBringIn => "no piece can come in".into(),
                self::CardIdle::NoCastling => "king and rook are not both on the track".into(),
                self::CardIdle::NoneToStart(r) => {
                    format!("no {} can go to a start field", role_en(*r))
                }
                self::CardIdle::Other => "the card changes nothing".into(),
            },
            CardGoOn => "Click or Enter: go on".into(),
            YourTurn(w) => format!("{w}'s turn!"),
            MoveMapButton(on) => format!("Move map (D): {}", if *on { "on" } else { "off" }),
            HintButton => "Hint (H)".into(),
            MovesHome(v) => v
                .iter()
                .map(|(r, d)| match d {
                    Some(1) => format!("{}: 1 move home", capital(role_en(*r))),
                    Some(d) => format!("{}: {d} moves home", capital(role_en(*r))),
                    None => format!("{}: no way home now", capital(role_en(*r))),
                })
                .collect::<Vec<_>>()
                .join(", "),
            HintCaptures(w, r, d) => format!(
                "Why: captures {} {}, which was {d} moves from home.",
                possessive(w),
                role_en(*r)
            ),
            HintHome(r) => format!("Why: brings the {} home.", role_en(*r)),
            HintNearer(r, d) if *d > 0 => {
                format!("Why: brings the {} {d} moves nearer home.", role_en(*r))
            }
            HintNearer(r, _) => format!("Why: the {} stands safer there.", role_en(*r)),
            HintBringIn => "Why: a new piece comes into play.".into(),
            HintCard => "Why: a card may help.".into(),
            HintOther => "Why: nothing else is better.".into(),
            HelpLevel(h) => match h {
                crate::ui::setup::Help::Beginner => "beginner".into(),
                crate::ui::setup::Help::Player => "player".into(),
                crate::ui::setup::Help::Expert => "expert".into(),
            },
            NotPossible => "Not possible.".into(),
            EndFigures(c, l, r, m) => format!(
                "{c} captured · {l} lost · {r} lost {} · longest roll {m}",
                if *r == 1 { "roll" } else { "rolls" }
            ),
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

/// German grammatical case, for the article of a piece's name.
#[derive(Clone, Copy)]
enum Case {
    Nom,
    Acc,
    Dat,
}

/// A piece's German name with its article ("die Dame", "den Bauern", "dem Turm").
fn article_de(r: Role, case: Case) -> String {
    let name = role_de(r);
    match (r, case) {
        (Role::Queen, Case::Nom | Case::Acc) => format!("die {name}"),
        (Role::Queen, Case::Dat) => format!("der {name}"),
        (Role::Pawn, Case::Acc | Case::Dat) => {
            format!(
                "{} Bauern",
                if matches!(case, Case::Acc) {
                    "den"
                } else {
                    "dem"
                }
            )
        }
        (_, Case::Nom) => format!("der {name}"),
        (_, Case::Acc) => format!("den {name}"),
        (_, Case::Dat) => format!("dem {name}"),
    }
}

/// "Anna's", "Klaus'".
fn possessive(name: &str) -> String {
    if name.ends_with('s') || name.ends_with('x') || name.ends_with('z') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// "Dame, Turm oder Springer".
fn list_de(rs: &[Role]) -> String {
    join_or(rs.iter().map(|r| role_de(*r).to_string()).collect(), "oder")
}

/// "queen, rook or knight".
fn list_en(rs: &[Role]) -> String {
    join_or(rs.iter().map(|r| role_en(*r).to_string()).collect(), "or")
}

fn join_or(mut items: Vec<String>, or: &str) -> String {
    match items.len() {
        0 => String::new(),
        1 => items.remove(0),
        _ => {
            let last = items.pop().unwrap_or_default();
            format!("{} {or} {last}", items.join(", "))
        }
    }
}

/// The key that chooses a kind: its digit 1–6 in the full list of kinds.
fn key_of(r: Role) -> String {
    (r.index() + 1).to_string()
}

fn colour_adj(lang: Lang, s: Seat) -> &'static str {
    match lang {
        Lang::De => ["gelbe", "grüne", "blaue", "rote"][s.index() % 4],
        Lang::En => ["yellow", "green", "blue", "red"][s.index() % 4],
    }
}

fn count_list(lang: Lang, ks: &[u8]) -> String {
    let items: Vec<String> = ks.iter().map(|k| k.to_string()).collect();
    join_or(items, if lang == Lang::De { "oder" } else { "or" })
}

fn moves_en(n: u8) -> String {
    if n == 1 {
        "1 move".into()
    } else {
        format!("{n} moves")
    }
}

fn moves_de(n: u8) -> String {
    if n == 1 {
        "1 Zug".into()
    } else {
        format!("{n} Züge")
    }
}

/// Why a piece of kind `role` cannot go to a square, in words a child understands (at
/// most 90 characters); `name` gives a seat's name.
pub fn why_not(
    lang: Lang,
    role: Role,
    why: &crate::rules::WhyNot,
    name: &dyn Fn(Seat) -> String,
) -> String {
    use crate::rules::why_not::Die;
    use crate::rules::WhyNot::*;
    match lang {
        Lang::De => {
            let the = capital(&article_de(role, Case::Nom));
            let the_acc = article_de(role, Case::Acc);
            match why {
                GameOver => "Das Spiel ist vorbei.".into(),
                NotYourTurn { turn } => format!("{} ist dran.", name(*turn)),
                RollFirst => "Erst würfeln!".into(),
                NotOnTrack { .. } => format!("{the} steht nicht auf der Strecke."),
                NeedPlus { hash_too } => format!(
                    "{the} braucht {}, um hereinzukommen.",
                    if *hash_too { "ein + oder #" } else { "ein +" }
                ),
                OtherDie {
                    moves_by: Die::Orange,
                } => {
                    format!("{the} zieht mit dem orangen Würfel, nicht mit dem weißen.")
                }
                OtherDie {
                    moves_by: Die::White,
                } => {
                    format!("{the} zieht mit dem weißen Würfel, nicht mit dem orangen.")
                }
                NotThisRoll => format!("Dieser Wurf kann {the_acc} nicht ziehen."),
                Wall { .. } => "Dieses Feld gehört nicht zur Strecke.".into(),
                ForeignHouse { owner, .. } => format!("Das ist das Haus von {}.", name(*owner)),
                OwnPiece { piece, .. } => format!(
                    "Dort steht schon {} von dir.",
                    article_de(piece.role, Case::Nom)
                ),
                Blocked { .. } => "Der Weg ist versperrt: eine Figur steht im Weg.".into(),
                OwnLine { seat, .. } => format!(
                    "{the} darf nicht über {} {} Sperrlinie.",
                    if role == Role::Queen { "ihre" } else { "seine" },
                    colour_adj(lang, *seat)
                ),
                BishopColour => "Der Läufer bleibt immer auf Feldern einer Farbe.".into(),
                PauseField { victim, .. } => format!(
                    "{} von {} ist auf {} Pausenfeld sicher.",
                    capital(&article_de(victim.role, Case::Nom)),
                    name(victim.seat),
                    if victim.role == Role::Queen {
                        "ihrem"
                    } else {
                        "seinem"
                    }
                ),
                Covered { victim, by } => format!(
                    "{} von {} ist durch {} gedeckt.",
                    capital(&article_de(victim.role, Case::Nom)),
                    name(victim.seat),
                    article_de(by.role, Case::Acc)
                ),
                CaptureOnlyLast { needed, pips, .. } => format!(
                    "Schlagen nur mit dem letzten Zug: es braucht {}, gewürfelt ist {pips}.",
                    moves_de(*needed)
                ),
                TooFar { needed, pips } => format!(
                    "Zu weit: {the} braucht {}, gewürfelt ist {pips}.",
                    moves_de(*needed)
                ),
                NotExactly { pips, works } if works.is_empty() => {
                    format!("{the} kommt nicht in genau {} dorthin.", moves_de(*pips))
                }
                NotExactly { pips, works } => format!(
                    "{the} kommt nicht in genau {} dorthin, aber mit {}.",
                    moves_de(*pips),
                    count_list(lang, works)
                ),
                HouseOverEntry { .. } => {
                    "Ins Haus geht es nur über deine eigenen Eingangsfelder.".into()
                }
                PawnStraightCaptureDiagonal { .. } => {
                    "Der Bauer zieht gerade und schlägt nur schräg.".into()
                }
                MustFreeStart { .. } => "Erst muss ein Startfeld frei werden.".into(),
                Blockade => {
                    "Das würde Start- oder Eingangsfelder einer anderen Farbe sperren.".into()
                }
                Unreachable => format!("{the} kommt dort nicht hin."),
            }
        }
        Lang::En => {
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
                    colour_adj(lang, *seat)
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
                    count_list(lang, works)
                ),
                HouseOverEntry { .. } => {
                    "The house can only be entered from your own entry fields.".into()
                }
                PawnStraightCaptureDiagonal { .. } => {
                    "A pawn moves straight and captures only diagonally.".into()
                }
                MustFreeStart { .. } => "First a start field must be freed.".into(),
                Blockade => "That would block another colour's start or entry fields.".into(),
                Unreachable => format!("The {r} cannot get there."),
            }
        }
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
            Msg::TurnOf("Anna".into()),
            Msg::MustFreeStart,
            Msg::TryAgain("Anna".into(), 2),
        ];
        for m in msgs {
            let (de, en) = (text(Lang::De, &m), text(Lang::En, &m));
            assert!(!de.is_empty() && !en.is_empty());
            assert_ne!(de, en, "{m:?} is not translated");
        }
    }
}
