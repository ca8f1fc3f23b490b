//! Playing a family's own rule set (issue 32) in words: the setup's choice "Our rules",
//! what a rule set plays with, a rule set gone or a broken rule file, the resume offer
//! and the rules page of a game with invented rules ([`LabPlayMsg`]: id `lab-play-` and
//! the variant in kebab case, the words in `assets/i18n/<language>/lab-play.ftl`).

use ::words::{Args, Join, Key};
use track::dice::Face;
use track::pieces::Role;
use track::RuleSet;

/// A text about playing a family's own rule set.
#[derive(Clone, Debug, PartialEq, Eq, ::words::Say)]
#[say(prefix = "lab-play-")]
pub enum LabPlayMsg {
    /// The setup's row: "Our rules: NAME" (the name with the stepper's arrows, when
    /// there is more than one).
    #[say(args(name))]
    OurRules(String),
    /// What a rule set plays with, in one short line: pieces, dice, tries.
    #[say(with = pieces_and_faces)]
    RulesLine {
        /// The pieces, in the rule set's order.
        roles: Vec<Role>,
        /// The white die's faces.
        white: Vec<Face>,
        /// The orange die's faces, when it is thrown.
        orange: Option<Vec<Face>>,
        /// The tries.
        tries: u8,
    },
    /// The remembered rule set is no longer saved: the small game is chosen.
    #[say(args(name))]
    Gone(#[say(quoted)] String),
    /// A rule file that was left out (its error, said) and how many more were.
    Broken {
        /// The first file's error, already said.
        error: String,
        /// How many more files were left out.
        more: usize,
    },
    /// "Resume the game of NAME from … (round …)?"
    ResumeQuestion {
        /// The rule set's name.
        name: String,
        /// Minutes since the save.
        minutes: u64,
        /// The round.
        round: u32,
    },
    /// The start screen's "Continue NAME, round …".
    Continue {
        /// The rule set's name.
        name: String,
        /// The round.
        round: u32,
    },
    /// The rules page's title: "Our rules: NAME".
    #[say(args(name))]
    PageTitle(String),
    /// The rules page: the pieces that play.
    #[say(with = pieces_and_faces)]
    PagePieces(Vec<Role>),
    /// The rules page: the white die's faces.
    #[say(with = pieces_and_faces)]
    PageWhite(Vec<Face>),
    /// The rules page: the orange die's faces, and the pieces that play which it moves.
    #[say(with = pieces_and_faces)]
    PageOrange(Vec<Face>, Vec<Role>),
    /// The rules page: the tries.
    #[say(args(tries))]
    PageTries(u8),
    /// The rules page: how many action cards are in the deck (0: no cards).
    #[say(args(cards))]
    PageCards(usize),
    /// The rules page: a knob the booklet names that is on, and what it does.
    #[say(id = "lab-screen-knob-how", args(knob))]
    PageKnob(track::rule_set::Knob),
    /// The rules page: the booklet's pages follow, and the family's rules count.
    PageBooklet,
}

impl LabPlayMsg {
    /// The rules page of a rule set's game: its title and paragraphs (pieces, dice,
    /// tries, cards, and that the booklet's pages follow). `cards` counts the action
    /// cards of the game's deck.
    pub fn page(rules: &RuleSet, cards: usize) -> (LabPlayMsg, Vec<LabPlayMsg>) {
        let mut p = vec![
            LabPlayMsg::PagePieces(rules.roles.clone()),
            LabPlayMsg::PageWhite(rules.white.clone()),
        ];
        if rules.orange_die() {
            let moved = rules.roles.iter().copied();
            let moved = moved.filter(|r| rules.moved_by_orange(*r)).collect();
            p.push(LabPlayMsg::PageOrange(rules.orange.clone(), moved));
        }
        p.push(LabPlayMsg::PageTries(rules.tries));
        p.push(LabPlayMsg::PageCards(if rules.action { cards } else { 0 }));
        for k in track::rule_set::Knob::ALL {
            if k.is_on(rules) {
                p.push(LabPlayMsg::PageKnob(k));
            }
        }
        p.push(LabPlayMsg::PageBooklet);
        (LabPlayMsg::PageTitle(rules.name.clone()), p)
    }

    /// The short line of a rule set: pieces, dice, tries.
    pub fn line_of(rules: &RuleSet) -> LabPlayMsg {
        LabPlayMsg::RulesLine {
            roles: rules.roles.clone(),
            white: rules.white.clone(),
            orange: rules.orange_die().then(|| rules.orange.clone()),
            tries: rules.tries,
        }
    }
}

/// A die's faces as the dice show them, a space between two: `1 2 + + # 3`.
fn faces(faces: &[Face]) -> String {
    let shown: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
    shown.join(" ")
}

/// The pieces' names (`$pieces`), joined by commas.
fn pieces(args: Args, roles: &[Role]) -> Args {
    let names = roles
        .iter()
        .map(|r| ("chess-piece", Args::new().arg("piece", r)));
    args.list("pieces", Join::Comma, names.collect())
}

/// The texts that name pieces and dice's faces: the short line of a rule set (with the
/// orange die's faces, `lab-play-line-orange`, when it is thrown), and the rules page's.
fn pieces_and_faces(m: &LabPlayMsg) -> Key {
    match m {
        LabPlayMsg::RulesLine {
            roles,
            white,
            orange,
            tries,
        } => {
            let args = pieces(Args::new(), roles).text("white", faces(white));
            let args = args.number("tries", *tries);
            match orange {
                Some(o) => ("lab-play-line-orange", args.text("orange", faces(o))),
                None => ("lab-play-line", args),
            }
        }
        LabPlayMsg::PagePieces(roles) => ("lab-play-page-pieces", pieces(Args::new(), roles)),
        LabPlayMsg::PageWhite(f) => ("lab-play-page-white", Args::new().text("faces", faces(f))),
        LabPlayMsg::PageOrange(f, moved) => (
            "lab-play-page-orange",
            pieces(Args::new().text("faces", faces(f)), moved),
        ),
        _ => ("lab-play-page-booklet", Args::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::words::Lang;

    /// A rule set of knights alone, and one of three pieces with cards.
    fn knights_and_large() -> [RuleSet; 2] {
        let knights = RuleSet {
            roles: vec![Role::Knight],
            white: vec![Face::Pips(1), Face::Pips(2), Face::Plus, Face::Hash],
            tries: 2,
            ..crate::rule_sets::from_json(r#"{"name": "Nur Springer", "base": "small"}"#, "x")
                .expect("a rule set")
        };
        let large = RuleSet {
            roles: vec![Role::King, Role::Pawn, Role::Queen],
            tries: 1,
            action: true,
            ..knights.clone()
        };
        [knights, large]
    }

    #[test]
    fn every_text_about_playing_own_rules_is_said_in_every_language() {
        assert_eq!(::words::unsaid::<LabPlayMsg>(), [] as [String; 0]);
    }

    #[test]
    fn the_rules_line_names_the_pieces_the_faces_and_the_tries() {
        let [knights, large] = knights_and_large();
        let line = ::words::say(Lang::En, &LabPlayMsg::line_of(&knights));
        assert_eq!(line, "knight · die 1 2 + # · 2 tries");
        let line = ::words::say(Lang::De, &LabPlayMsg::line_of(&large));
        assert!(line.contains("König, Bauer, Dame"), "{line}");
        assert!(line.contains("1 Versuch"), "{line}");
    }

    #[test]
    fn the_rules_page_says_each_knob_that_is_on_and_none_of_the_booklets() {
        let json = r#"{"name": "x", "base": "small", "fast_start": true, "capture_any": true}"#;
        let rules = crate::rule_sets::from_json(json, "x").expect("a rule set");
        let (_, page) = LabPlayMsg::page(&rules, 0);
        let knobs: Vec<&LabPlayMsg> = page
            .iter()
            .filter(|m| matches!(m, LabPlayMsg::PageKnob(_)))
            .collect();
        assert_eq!(
            knobs,
            [
                &LabPlayMsg::PageKnob(track::rule_set::Knob::FastStart),
                &LabPlayMsg::PageKnob(track::rule_set::Knob::CaptureAny)
            ]
        );
        let plain = crate::rule_sets::from_json(r#"{"name": "x", "base": "small"}"#, "x")
            .expect("a rule set");
        let (_, page) = LabPlayMsg::page(&plain, 0);
        assert!(!page.iter().any(|m| matches!(m, LabPlayMsg::PageKnob(_))));
    }

    #[test]
    fn the_rules_page_says_the_orange_die_only_when_a_piece_it_moves_plays_and_names_them() {
        let large = crate::rule_sets::from_json(r#"{"name": "x", "base": "large"}"#, "x")
            .expect("a rule set");
        let knights = RuleSet {
            roles: vec![Role::Knight],
            ..large.clone()
        };
        let orange = |r: &RuleSet| {
            LabPlayMsg::page(r, 0).1.iter().find_map(|m| match m {
                LabPlayMsg::PageOrange(_, moved) => Some(moved.clone()),
                _ => None,
            })
        };
        assert_eq!(orange(&knights), None);
        assert_eq!(orange(&large), Some(vec![Role::King, Role::Pawn]));
        let mut knights_by_orange = knights;
        knights_by_orange.toggle_die_of(Role::Knight);
        assert_eq!(orange(&knights_by_orange), Some(vec![Role::Knight]));
    }
}
