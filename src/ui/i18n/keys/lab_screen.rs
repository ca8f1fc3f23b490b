//! The names of the rule lab screen's messages ([`LabScreenMsg`]).

use super::track::role;
use super::{plain, Key};
use crate::ui::i18n::fluent::Args;
use crate::ui::i18n::lab_figures::decimal;
use crate::ui::i18n::lab_screen::{EditorPage, LabScreenMsg};
use crate::ui::i18n::Tenths;

/// The key of an editor page (`$page` selects on it).
fn page(p: EditorPage) -> &'static str {
    match p {
        EditorPage::Game => "game",
        EditorPage::Dice => "dice",
        EditorPage::Rules => "rules",
        EditorPage::Cards => "cards",
        EditorPage::More => "more",
    }
}

/// The key of a knob (`$knob` selects on it).
pub(crate) fn knob(k: track::rule_set::Knob) -> &'static str {
    use track::rule_set::Knob;
    match k {
        Knob::FastStart => "fast-start",
        Knob::BringInOnAnyRoll => "bring-in-on-any-roll",
        Knob::ExactHome => "exact-home",
        Knob::BringInEndsTurn => "bring-in-ends-turn",
        Knob::StartFieldsMayFill => "start-fields-may-fill",
        Knob::CaptureAny => "capture-any",
    }
}

/// A lab screen message's id and values; `mark` is the language's decimal mark.
pub(crate) fn key(m: &LabScreenMsg, mark: &str) -> Key {
    use LabScreenMsg::*;
    let text = |id: &'static str, name: &'static str, value: &str| {
        (id, Args::new().text(name, value.to_string()))
    };
    match m {
        StartEntry => plain("lab-screen-start"),
        Title => plain("lab-screen-title"),
        DefaultName => plain("lab-screen-default-name"),
        NameLabel => plain("lab-screen-name"),
        NameEmpty => plain("lab-screen-name-empty"),
        Page(p) => ("lab-screen-page", Args::new().text("page", page(*p))),
        StartFrom => plain("lab-screen-start-from"),
        Pieces => plain("lab-screen-pieces"),
        Piece(r) => ("lab-screen-piece", Args::new().text("piece", role(*r))),
        OrangeNeeded => plain("lab-screen-orange-needed"),
        WhiteDie => plain("lab-screen-white-die"),
        OrangeDie => plain("lab-screen-orange-die"),
        AddFace => plain("lab-screen-add-face"),
        RemoveFace => plain("lab-screen-remove-face"),
        FaceHow => plain("lab-screen-face-how"),
        Tries(n) => ("lab-screen-tries", Args::new().number("tries", *n)),
        TriesHow => plain("lab-screen-tries-how"),
        Less => plain("lab-screen-less"),
        More => plain("lab-screen-more"),
        Protection => plain("lab-screen-protection"),
        ProtectionHow => plain("lab-screen-protection-how"),
        Knob(k) => ("lab-screen-knob", Args::new().text("knob", knob(*k))),
        KnobHow(k) => ("lab-screen-knob-how", Args::new().text("knob", knob(*k))),
        OrangeMoves => plain("lab-screen-orange-moves"),
        OrangeMovesHow => plain("lab-screen-orange-moves-how"),
        Action => plain("lab-screen-action"),
        CardsPage { first, last, of } => (
            "lab-screen-cards-page",
            Args::new()
                .number("first", *first)
                .number("last", *last)
                .number("of", *of),
        ),
        PreviousPage => plain("lab-screen-previous-page"),
        NextPage => plain("lab-screen-next-page"),
        PicturesPage { page, of } => (
            "lab-screen-pictures-page",
            Args::new().number("page", *page).number("of", *of),
        ),
        CardsOff => plain("lab-screen-cards-off"),
        Ready => plain("lab-screen-ready"),
        TryIt => plain("lab-screen-try-it"),
        Save => plain("lab-screen-save"),
        PlayIt => plain("lab-screen-play-it"),
        Open => plain("lab-screen-open"),
        Import => plain("lab-screen-import"),
        Export => plain("lab-screen-export"),
        Back => plain("lab-screen-back"),
        Saved(path) => text("lab-screen-saved", "path", path),
        Exported(file) => text("lab-screen-exported", "file", file),
        ExportedHere(path) => text("lab-screen-exported-here", "path", path),
        Opened(name) => text("lab-screen-opened", "name", name),
        NothingSaved => plain("lab-screen-nothing-saved"),
        OpenTitle => plain("lab-screen-open-title"),
        LeaveTitle => plain("lab-screen-leave-title"),
        LeaveBody(name) => text("lab-screen-leave-body", "name", name),
        Leave => plain("lab-screen-leave"),
        Stay => plain("lab-screen-stay"),
        TryTitle(name) => text("lab-screen-try-title", "name", name),
        TryPlaying(games) => (
            "lab-screen-try-playing",
            Args::new().number("games", *games),
        ),
        BrowserFewer(games) => (
            "lab-screen-browser-fewer",
            Args::new().number("games", *games),
        ),
        Progress { done, total } => (
            "lab-screen-progress",
            Args::new().number("done", *done).number("total", *total),
        ),
        Stop => plain("lab-screen-stop"),
        Stopped(done) => ("lab-screen-stopped", Args::new().number("done", *done)),
        Done {
            games,
            tenths,
            seed,
            fair,
        } => (
            "lab-screen-done",
            Args::new()
                .text(
                    "fair",
                    match fair {
                        lab::Fairness::Fair => "fair",
                        lab::Fairness::Unfair => "unfair",
                        lab::Fairness::Unknown => "unknown",
                    },
                )
                .number("games", *games)
                .text("seed", seed.to_string())
                .text("seconds", decimal(Tenths(*tenths), mark)),
        ),
        CannotRun(reason) => text("lab-screen-cannot-run", "reason", reason),
    }
}
