//! The piece school's messages in German.

use super::*;

/// The German text of a piece school message.
pub(crate) fn text(m: &SchoolMsg) -> String {
    match m {
        SchoolMsg::Guest => "Gast".into(),
        SchoolMsg::Title => "Figurenschule".into(),
        SchoolMsg::Typing(typed) => format!("Neuer Name: {typed}_"),
        SchoolMsg::Learner(name) => format!("Lernt: {name} (▲▼)"),
        SchoolMsg::NameDone => "Eingabe: fertig".into(),
        SchoolMsg::NewName => "+ Neuer Name (N)".into(),
        SchoolMsg::MapKeys => "Pfeile: wählen · Eingabe: spielen".into(),
        SchoolMsg::ProgressKept(name) => format!("Sterne unlesbar, aufgehoben: {name}"),
        SchoolMsg::RaceTitle => {
            "Wie schnell ist jede Figur? Züge für eine Runde vom Startfeld ins Haus".into()
        }
        SchoolMsg::Found { found, of, clicks } => {
            format!("Gefunden: {found} von {of} · Klicks: {clicks}")
        }
        SchoolMsg::RollsSoFar { rolls, par } => format!("Würfe: {rolls} · Ziel: {par}"),
        SchoolMsg::LessonKeys => "R: nochmal · Z: zeig es mir · Esc: Kursübersicht".into(),
        SchoolMsg::Shown => "So geht es! Jetzt du: Nochmal.".into(),
        SchoolMsg::DiceUsedUp => "Die Würfel sind aufgebraucht.".into(),
        SchoolMsg::WellDone(stars) => format!("Geschafft! {stars}"),
        SchoolMsg::Score {
            count: n,
            par,
            clicks: true,
        } => format!("{n} Klicks, Ziel {par}"),
        SchoolMsg::Score {
            count: 1,
            par,
            clicks: false,
        } => format!("1 Wurf, Ziel {par}"),
        SchoolMsg::Score {
            count: n,
            par,
            clicks: false,
        } => format!("{n} Würfe, Ziel {par}"),
        SchoolMsg::NextLevel => "Nächstes Level".into(),
        SchoolMsg::TryAgain => "Nochmal".into(),
        SchoolMsg::CourseMap => "Kursübersicht".into(),
        SchoolMsg::NextLearnerKey => "Nächste:r Lernende ▼".into(),
        SchoolMsg::HowFastKey => "Wie schnell?".into(),
        SchoolMsg::ShowMeKey => "Zeig es mir".into(),
        SchoolMsg::HintGoal { aim, rolls } => {
            let what = match aim {
                LessonAim::Stars(1) => "holst du den Stern",
                LessonAim::Stars(_) => "holst du die Sterne",
                LessonAim::Square => "kommst du auf das Feld",
                LessonAim::Home => "kommt die Figur ins Haus",
                LessonAim::Capture => "schlägst du die Figur",
            };
            match rolls {
                1 => format!("Warum: so {what} jetzt."),
                n => format!("Warum: so {what} in {n} Würfen."),
            }
        }
        SchoolMsg::HintNoWay => {
            "Von hier geht es nicht mehr zum Ziel: R für einen neuen Versuch.".into()
        }
        SchoolMsg::HintFind(1) => {
            "Zähle 1 Zug von der Figur aus in jede Richtung. Der Rahmen zeigt ein Feld: Eingabe."
                .into()
        }
        SchoolMsg::LevelResumed => "Das Level geht weiter, wo du aufgehört hast.".into(),
        SchoolMsg::HintFind(n) => {
            format!("Zähle {n} Züge von der Figur aus in jede Richtung. Der Rahmen zeigt ein Feld: Eingabe.")
        }
        SchoolMsg::ClassButton => "Klasse (C)".into(),
        SchoolMsg::ClassTitle => "Klasse: Sterne je Kurs".into(),
        SchoolMsg::ClassName => "Name".into(),
        SchoolMsg::ClassTotal => "Gesamt".into(),
        SchoolMsg::ClassOutOf => "höchstens".into(),
        SchoolMsg::ClassNobody => "Noch hat niemand gespielt: es gibt noch keine Sterne.".into(),
        SchoolMsg::ClassRows { first, last, of } => format!("Lernende {first}–{last} von {of}"),
        SchoolMsg::ClassCourses { first, last, of } => format!("Kurse {first}–{last} von {of}"),
        SchoolMsg::CourseShort { id, title } => match id.as_str() {
            "rook" => "Turm".into(),
            "bishop" => "Läufer".into(),
            "queen" => "Dame".into(),
            "knight" => "Springer".into(),
            "king" => "König".into(),
            "pawn" => "Bauer".into(),
            "line" => "Sperrlinie".into(),
            "home" => "Nach Hause".into(),
            "capture" => "Schlagen".into(),
            "pause" => "Pausenfeld".into(),
            "covered" => "Gedeckt".into(),
            "bringin" => "Einsetzen".into(),
            _ => title.clone(),
        },
    }
}
