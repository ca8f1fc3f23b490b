//! The rule lab's screen in words (issue 32): the editor, its notes and boxes, and the
//! *Try it* page ([`LabScreenMsg`]: id `lab-screen-` and the variant in kebab case, the
//! words in `assets/i18n/<lang>/lab-screen.ftl`).

use ::words::{Args, Key};
use base::said::Tenths;
use track::pieces::Role;
use track::rule_set::Knob;

/// A page of the rule lab's editor (`$page` selects on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, ::words::Selector)]
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
#[derive(Clone, Debug, PartialEq, Eq, ::words::Say)]
#[say(prefix = "lab-screen-")]
pub enum LabScreenMsg {
    /// The start screen's entry.
    #[say(id = "lab-screen-start")]
    StartEntry,
    /// The editor's title.
    Title,
    /// The name a new rule set gets.
    DefaultName,
    /// Label before the name field.
    #[say(id = "lab-screen-name")]
    NameLabel,
    /// An empty name field's placeholder.
    NameEmpty,
    /// A tab of the editor.
    #[say(args(page))]
    Page(EditorPage),
    /// Heading over the four booklet games.
    StartFrom,
    /// Heading over the pieces.
    Pieces,
    /// A piece's toggle.
    #[say(args(piece))]
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
    #[say(args(tries))]
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
    #[say(args(knob))]
    Knob(Knob),
    /// What a knob does (under it while it has the focus).
    #[say(args(knob))]
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
    #[say(args(path))]
    Saved(String),
    /// Offered as a download (browser).
    #[say(args(file))]
    Exported(String),
    /// Where the rule file is (desktop).
    #[say(args(path))]
    ExportedHere(String),
    /// A rule set is open in the editor.
    #[say(args(name))]
    Opened(String),
    /// No rule set is saved yet.
    NothingSaved,
    /// The title of the list of saved rule sets.
    OpenTitle,
    /// The leave box's title.
    LeaveTitle,
    /// The leave box's body: the changes to this rule set are not saved.
    #[say(args(name))]
    LeaveBody(String),
    /// Button: leave without saving.
    Leave,
    /// Button: stay.
    Stay,
    /// The *Try it* page's title.
    #[say(args(name))]
    TryTitle(String),
    /// How many games of each are played: the games of one run, all of them (the
    /// progress counts both runs' games, twice this).
    #[say(args(games))]
    TryPlaying(usize),
    /// The browser plays fewer games: the games of one run.
    #[say(args(games))]
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
    #[say(args(done))]
    Stopped(usize),
    /// The run is done: games and seconds (tenths).
    #[say(with = done)]
    Done {
        /// Games played.
        games: usize,
        /// Tenths of a second.
        tenths: u64,
        /// The seed: the same seed plays the same games again.
        seed: u64,
        /// Whether the family's rules are fair, by the lab's test.
        #[say(sample = lab::Fairness::Fair)]
        fair: lab::Fairness,
    },
    /// The rules cannot be played by the lab: the reason, said.
    #[say(args(reason))]
    CannotRun(String),
}

/// The end of a run: whether the rules are fair (`$fair`: fair, unfair, unknown), the
/// games, the seed (as text: too large for a number of Fluent's) and the seconds.
fn done(m: &LabScreenMsg) -> Key {
    let LabScreenMsg::Done {
        games,
        tenths,
        seed,
        fair,
    } = *m
    else {
        return ("lab-screen-done", Args::new());
    };
    let fair = match fair {
        lab::Fairness::Fair => "fair",
        lab::Fairness::Unfair => "unfair",
        lab::Fairness::Unknown => "unknown",
    };
    let args = Args::new().text("fair", fair).number("games", games);
    let args = args.text("seed", seed.to_string());
    ("lab-screen-done", args.arg("seconds", &Tenths(tenths)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::words::Lang;

    #[test]
    fn every_lab_screen_text_is_said_in_every_language() {
        assert_eq!(::words::unsaid::<LabScreenMsg>(), [] as [String; 0]);
        for fair in [lab::Fairness::Unfair, lab::Fairness::Unknown] {
            let m = LabScreenMsg::Done {
                games: 2,
                tenths: 2,
                seed: u64::MAX,
                fair,
            };
            for lang in Lang::ALL {
                assert!(::words::try_say(lang, &m).is_ok(), "{lang:?} {m:?}");
            }
        }
    }

    #[test]
    fn the_end_of_a_run_says_whether_the_rules_are_fair_and_its_seed() {
        let done = |fair| {
            ::words::say(
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
        let knight = ::words::say(Lang::De, &LabScreenMsg::Piece(Role::Knight));
        assert!(knight.contains("Springer"), "{knight}");
        let king = ::words::say(Lang::En, &LabScreenMsg::Piece(Role::King));
        assert!(king.to_lowercase().contains("king"), "{king}");
    }
}
