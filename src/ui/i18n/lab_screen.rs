//! The rule lab's screen in words (issue 32): the editor, its notes and boxes, and the
//! *Try it* page. The ids are in `keys/lab_screen.rs`, the words in
//! `assets/i18n/<lang>/lab-screen.ftl`.

use super::{keys, say, Lang};
use track::pieces::Role;
use track::rule_set::Knob;

/// A page of the rule lab's editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EditorPage {
    /// The booklet's game it starts from, the pieces, the tries.
    Game,
    /// The faces of the white and the orange die.
    Dice,
    /// The booklet's house rules and protection.
    Rules,
    /// The action cards and their counts.
    Cards,
    /// The knobs the booklet names that its own games leave as they are (issue 51).
    More,
}

impl EditorPage {
    /// Every page, in the order of the tabs.
    pub const ALL: [EditorPage; 5] = [
        EditorPage::Game,
        EditorPage::Dice,
        EditorPage::Rules,
        EditorPage::More,
        EditorPage::Cards,
    ];
}

/// A text of the rule lab's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabScreenMsg {
    /// The start screen's entry.
    StartEntry,
    /// The editor's title.
    Title,
    /// The name a new rule set gets.
    DefaultName,
    /// Label before the name field.
    NameLabel,
    /// An empty name field's placeholder.
    NameEmpty,
    /// A tab of the editor.
    Page(EditorPage),
    /// Heading over the four booklet games.
    StartFrom,
    /// Heading over the pieces.
    Pieces,
    /// A piece's toggle.
    Piece(Role),
    /// Why the orange die is not shown: no king or pawn plays.
    OrangeNeeded,
    /// The white die's heading.
    WhiteDie,
    /// The orange die's heading.
    OrangeDie,
    /// Add a face to a die.
    AddFace,
    /// Remove a die's last face.
    RemoveFace,
    /// How a face is changed.
    FaceHow,
    /// The tries, with their number.
    Tries(u8),
    /// What the tries are.
    TriesHow,
    /// One less.
    Less,
    /// One more.
    More,
    /// The protection toggle (the rule alone, the deck as it is).
    Protection,
    /// What the protection toggle does (under it while it has the focus).
    ProtectionHow,
    /// A knob's toggle (issue 51), in the booklet's words.
    Knob(Knob),
    /// What a knob does (under it while it has the focus).
    KnobHow(Knob),
    /// The heading of the pieces the orange die moves (issue 51).
    OrangeMoves,
    /// Which die moves which piece, in the booklet's words (under the pieces while one
    /// has the focus).
    OrangeMovesHow,
    /// The action cards' toggle.
    Action,
    /// Which cards a page shows.
    CardsPage {
        /// The first card on show, from 1.
        first: usize,
        /// The last card on show.
        last: usize,
        /// How many cards there are.
        of: usize,
    },
    /// The previous page of cards.
    PreviousPage,
    /// The next page of cards.
    NextPage,
    /// The *Try it* pictures' page marker on the button to the next page ("1/2 ▶").
    PicturesPage {
        /// The page on show, from 1.
        page: usize,
        /// How many pages.
        of: usize,
    },
    /// The action cards are off.
    CardsOff,
    /// The rules make a game.
    Ready,
    /// Button: try the rules.
    TryIt,
    /// Button: save.
    Save,
    /// Button: play a game with them.
    PlayIt,
    /// Button: open a saved rule set.
    Open,
    /// Button: import a rule file (browser).
    Import,
    /// Button: export the rule file.
    Export,
    /// Button: back.
    Back,
    /// Saved, and where.
    Saved(String),
    /// Offered as a download (browser).
    Exported(String),
    /// Where the rule file is (desktop).
    ExportedHere(String),
    /// A rule set is open in the editor.
    Opened(String),
    /// No rule set is saved yet.
    NothingSaved,
    /// The title of the list of saved rule sets.
    OpenTitle,
    /// The leave box's title.
    LeaveTitle,
    /// The leave box's body: the changes to this rule set are not saved.
    LeaveBody(String),
    /// Button: leave without saving.
    Leave,
    /// Button: stay.
    Stay,
    /// The *Try it* page's title.
    TryTitle(String),
    /// How many games of each are played: the games of one run, all of them (the
    /// progress counts both runs' games, twice this).
    TryPlaying(usize),
    /// The browser plays fewer games: the games of one run.
    BrowserFewer(usize),
    /// Progress.
    Progress {
        /// Games played.
        done: usize,
        /// Games of the run.
        total: usize,
    },
    /// Button: stop the run.
    Stop,
    /// The run was stopped: the figures are of the games played.
    Stopped(usize),
    /// The run is done: games and seconds (tenths).
    Done {
        /// Games played.
        games: usize,
        /// Tenths of a second.
        tenths: u64,
        /// The seed: the same seed plays the same games again.
        seed: u64,
        /// Whether the family's rules are fair, by the lab's test.
        fair: lab::Fairness,
    },
    /// The rules cannot be played by the lab: the reason, said.
    CannotRun(String),
}

/// A text of the rule lab's screen in a language.
pub fn lab_screen_text(lang: Lang, m: &LabScreenMsg) -> String {
    let mark = say(lang, ("lab-fig-decimal-mark", super::fluent::Args::new()));
    say(lang, keys::lab_screen::key(m, &mark))
}

/// One sample of every text, for the tests.
#[cfg(test)]
pub(super) fn samples() -> Vec<LabScreenMsg> {
    use LabScreenMsg::*;
    let mut all = vec![
        StartEntry,
        Title,
        DefaultName,
        NameLabel,
        NameEmpty,
        StartFrom,
        Pieces,
        OrangeNeeded,
        WhiteDie,
        OrangeDie,
        AddFace,
        RemoveFace,
        FaceHow,
        Tries(1),
        Tries(3),
        TriesHow,
        Less,
        More,
        Protection,
        ProtectionHow,
        Action,
        CardsPage {
            first: 1,
            last: 8,
            of: 21,
        },
        PreviousPage,
        NextPage,
        PicturesPage { page: 1, of: 2 },
        CardsOff,
        Ready,
        TryIt,
        Save,
        PlayIt,
        Open,
        Import,
        Export,
        Back,
        Saved("/home/mia/.local/share/schachschlamassel/rule-sets/Nur_Springer.json".into()),
        Exported("Nur_Springer.json".into()),
        ExportedHere("/home/mia/rule-sets/Nur_Springer.json".into()),
        Opened("Nur Springer".into()),
        NothingSaved,
        OpenTitle,
        LeaveTitle,
        LeaveBody("Nur Springer".into()),
        Leave,
        Stay,
        TryTitle("Nur Springer".into()),
        TryPlaying(1000),
        BrowserFewer(200),
        Progress {
            done: 412,
            total: 1050,
        },
        Stop,
        Stopped(1),
        Stopped(412),
        Done {
            games: 2100,
            tenths: 43,
            seed: u64::MAX,
            fair: lab::Fairness::Unknown,
        },
        Done {
            games: 8400,
            tenths: 1234,
            seed: 999_999_999,
            fair: lab::Fairness::Fair,
        },
        Done {
            games: 263,
            tenths: 9,
            seed: 7,
            fair: lab::Fairness::Unfair,
        },
        CannotRun("The white die has no faces.".into()),
    ];
    all.extend(EditorPage::ALL.map(Page));
    all.extend(Role::ALL.map(Piece));
    all.extend(track::rule_set::Knob::ALL.map(LabScreenMsg::Knob));
    all.extend(track::rule_set::Knob::ALL.map(KnobHow));
    all.extend([OrangeMoves, OrangeMovesHow]);
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::fluent::try_format;

    #[test]
    fn every_lab_screen_text_is_said_in_every_language() {
        for lang in Lang::ALL {
            for m in samples() {
                let (id, args) = keys::lab_screen::key(&m, ",");
                let said = try_format(lang.code(), id, &args);
                assert!(said.is_ok(), "{lang:?} {m:?}: {said:?}");
                assert!(
                    !said.unwrap_or_default().trim().is_empty(),
                    "{lang:?} {m:?}"
                );
            }
        }
    }

    #[test]
    fn the_end_of_a_run_says_whether_the_rules_are_fair_and_its_seed() {
        let done = |fair| {
            lab_screen_text(
                Lang::En,
                &LabScreenMsg::Done {
                    games: 2363,
                    tenths: 33,
                    seed: 7,
                    fair,
                },
            )
        };
        assert_eq!(
            done(lab::Fairness::Fair),
            "Your rules are fair (within chance). 2363 games in 3.3 seconds (seed 7)."
        );
        assert!(done(lab::Fairness::Unfair).starts_with("Your rules are not fair."));
        assert_eq!(
            done(lab::Fairness::Unknown),
            "2363 games in 3.3 seconds (seed 7)."
        );
    }

    #[test]
    fn the_lab_screen_says_the_pieces_with_the_glossarys_words() {
        let knight = lab_screen_text(Lang::De, &LabScreenMsg::Piece(Role::Knight));
        assert!(knight.contains("Springer"), "{knight}");
        let king = lab_screen_text(Lang::En, &LabScreenMsg::Piece(Role::King));
        assert!(king.to_lowercase().contains("king"), "{king}");
    }
}
