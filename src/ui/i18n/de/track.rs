//! The track game's messages (and the shared ones) in German.

use super::*;
use crate::ui::shell::end_page::EndButton as EB;
use crate::ui::shell::keys::Action as KA;

/// The German text of a message.
pub(crate) fn text(msg: &Msg) -> String {
    use Msg::*;
    match msg {
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
        RollAgain(s) => format!("{} würfelt noch einmal.", s),
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
            ::track::cards::Tone::Good => "gut".into(),
            ::track::cards::Tone::Bad => "schlecht".into(),
            ::track::cards::Tone::Mixed => "gemischt".into(),
        },
        Demo => "Vorführung: Computer gegen Computer".into(),
        NextGame => "Neues Spiel".into(),
        RoleName(r) => role_de(*r).into(),
        SeatName(s) => seat_de(*s).into(),
        Round(n) => format!("Runde {n}"),
        DeckCount(d, p) => format!("Kartenstapel {d} · Ablage {p}"),
        DeckLeft(d) => format!("Kartenstapel {d}"),
        DiscardPile(p) => format!("Ablage {p}"),
        SeatCounts(b, t, h) => format!("Box {b} · Feld {t} · Haus {h}"),
        Placing(p) => format!("{p}."),
        ShowMoves(on) => format!("Züge zeigen: {}", if *on { "an" } else { "aus" }),
        Fullscreen => "Vollbild (F11)".into(),
        MenuButton => "Menü (Esc)".into(),
        MenuRules => "Spielregeln".into(),
        MenuNewGame => "Neues Spiel".into(),
        MenuToStart => "Zum Startbildschirm".into(),
        StartContinue(r) => format!("Das Rennen weiterspielen, Runde {r}"),
        StartContinueChess(m, true) => {
            format!("Schach gegen den Computer weiterspielen, Zug {m}")
        }
        StartContinueChess(m, false) => format!("Schach zu zweit weiterspielen, Zug {m}"),
        StartContinueYalta(n) => {
            format!("Yalta weiterspielen, {}", super::reasons::moves_de(*n))
        }
        StartPlay => "Das Rennen".into(),
        StartLearn => "Figurenschule".into(),
        StartChess => "Schach".into(),
        StartYalta => "Yalta: Schach zu dritt".into(),
        StartLanguage => "Sprache: Deutsch".into(),
        StartOpen => "Spiel öffnen…".into(),
        NotAGame(file, why) => format!("{file} ist kein Spiel, das ich lesen kann: {why}"),
        SetupBack => "Zurück".into(),
        MenuQuit => "Beenden".into(),
        MenuBack => "Zurück zum Spiel".into(),
        PlayAgain => "Noch einmal".into(),
        NewSetup => "Neu einstellen".into(),
        Placings => "Platzierungen".into(),
        EndWinner(name) => format!("{name} gewinnt!"),
        EndButton(b) => match b {
            EB::Again => "Noch einmal",
            EB::Review => "Spiel ansehen",
            EB::Save => "Speichern",
            EB::Start => "Startbildschirm",
            EB::SeeBoard => "Brett ansehen (Leertaste)",
        }
        .into(),
        EndShowResult => "Ergebnis zeigen".into(),
        KeysTitle => "Tasten: in jedem Spiel dieselben".into(),
        MenuKeys => "Tasten".into(),
        KeyName(k) => match k.as_str() {
            "Space" => "Leertaste".into(),
            "Enter" => "Eingabe".into(),
            other => other.to_string(),
        },
        CourseRace => "Wie schnell? (F)".into(),
        CourseBack => "◀ Zurück (Esc)".into(),
        ReviewBack(true) => "Zum Ergebnis (Esc)".into(),
        ReviewBack(false) => "Zurück zum Spiel (Esc)".into(),
        KeyAction(a) => match a {
            KA::Back => "zurück: Fenster zu, oder das Menü des Spiels",
            KA::Confirm => "den markierten Knopf oder das Feld wählen",
            KA::Next => "den nächsten Knopf oder das nächste Feld markieren",
            KA::Previous => "den vorigen markieren",
            KA::Hint => "ein Tipp: was der Computer tun würde",
            KA::MoveMap => "die Zugkarte: wie viele Züge die Figur braucht",
            KA::Fold => "am Ende: Ergebnis weg, das Brett ansehen, und zurück",
            KA::Fullscreen => "Vollbild an oder aus",
            KA::Mute => "Ton an oder aus",
        }
        .into(),
        EndColumn(c) => match c {
            super::EndColumn::Captured => "geschlagen",
            super::EndColumn::Lost => "verloren",
            super::EndColumn::LostRolls => "Würfe verfallen",
            super::EndColumn::Longest => "längster Wurf",
        }
        .into(),
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
        SetupKeys => "Tab/Pfeile: wählen · Eingabe: ändern · Esc: zurück".into(),
        SettingsBroken(what) => format!(
            "Die gespeicherten Einstellungen waren kaputt und wurden zurückgesetzt ({what})."
        ),
        Starts(s) => format!("{} fängt an", s),
        CardHeading => "Aktionskarte".into(),
        RulesKeys => "Pfeile: blättern · Esc: zurück".into(),
        Level(k) => pages::level(*k).into(),
        HintKey => "H: Tipp vom Computer, Eingabe: ausführen".into(),
        SavedAs(p) => format!("Gespeichert: {p}"),
        UnfinishedKept(p) => format!("Das unfertige Spiel ist aufgehoben: {p}"),
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
        CardGoOn => "Weiter (Eingabe)".into(),
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
            "Warum: bringt {} {} näher ans Haus.",
            article_de(*r, Case::Acc),
            super::reasons::moves_de(*d)
        ),
        HintNearer(r, _) => format!(
            "Warum: {} steht danach sicherer.",
            article_de(*r, Case::Nom)
        ),
        HintBringIn => "Warum: eine neue Figur kommt ins Spiel.".into(),
        HintCard => "Warum: eine Karte kann helfen.".into(),
        HintOther => "Warum: nichts anderes ist besser.".into(),
        AidsForBeginners => {
            "Tipps (H) und die Zugkarte (D) gibt es für Anfänger: beim neuen Spiel einstellen."
                .into()
        }
        HelpLine(h) => match h {
            crate::ui::setup::Help::Beginner => {
                "Anfänger: Schritt für Schritt, Züge gezeigt, Tipps"
            }
            crate::ui::setup::Help::Player => "Spieler: Züge gezeigt; keine Schritte, keine Tipps",
            crate::ui::setup::Help::Expert => "Profi: keine Hilfe, wie am echten Brett",
        }
        .into(),
        LevelLine(k) => match k.name() {
            "random" => "zufällig: irgendein Zug",
            "greedy" => "eifrig: immer der Zug, der am nächsten heimbringt",
            "easy" => "leicht: wie eifrig, aber jeder 4. Zug zufällig",
            "normal" => "mittel: wägt jeden Zug ab, schützt Figuren",
            "hard" => "schwer: denkt über die nächsten Würfe voraus",
            _ => "",
        }
        .into(),
        HelpLevel(h) => match h {
            crate::ui::setup::Help::Beginner => "Anfänger".into(),
            crate::ui::setup::Help::Player => "Spieler".into(),
            crate::ui::setup::Help::Expert => "Profi".into(),
        },
        Back => "Zurück".into(),
        RulesBack => "◀ Zurück".into(),
        RulesNext => "Weiter ▶".into(),
        RulesClose => "Schließen".into(),
        FieldName(f) => match f {
            super::FieldName::StartField => "Startfeld",
            super::FieldName::BlockingLine => "Sperrlinie",
            super::FieldName::EntryField => "Eingangsfeld",
            super::FieldName::House => "Haus",
            super::FieldName::PauseField => "Pausenfeld",
        }
        .into(),
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
        ReplayStep(i, n) => format!("Schritt {i} von {n} (Pfeile)"),
        WalkFurther => "Ein Klick weiter vorn geht bis dorthin".into(),
    }
}
