//! Playing a family's own rule set (issue 32) in words: the setup's choice "Our rules",
//! what a rule set plays with, a rule set gone or a broken rule file, the resume offer
//! and the rules page of a game with invented rules. The words are in
//! `assets/i18n/<language>/lab-play.ftl`, named by `keys/lab_play.rs`.

use super::{keys, say, Lang};
use track::dice::Face;
use track::pieces::Role;
use track::RuleSet;

/// A text about playing a family's own rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabPlayMsg {
    /// The setup's row: "Our rules: NAME" (the name with the stepper's arrows, when
    /// there is more than one).
    OurRules(String),
    /// What a rule set plays with, in one short line: pieces, dice, tries.
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
    Gone(String),
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
    PageTitle(String),
    /// The rules page: the pieces that play.
    PagePieces(Vec<Role>),
    /// The rules page: the white die's faces.
    PageWhite(Vec<Face>),
    /// The rules page: the orange die's faces, and the pieces that play which it moves.
    PageOrange(Vec<Face>, Vec<Role>),
    /// The rules page: the tries.
    PageTries(u8),
    /// The rules page: how many action cards are in the deck (0: no cards).
    PageCards(usize),
    /// The rules page: a knob the booklet names that is on, and what it does.
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
pub(super) fn faces_text(faces: &[Face]) -> String {
    let shown: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
    shown.join(" ")
}

/// A text about playing a family's own rule set, in a language.
pub fn lab_play_text(lang: Lang, m: &LabPlayMsg) -> String {
    say(lang, keys::lab_play::key(m))
}

#[cfg(test)]
mod tests {
    use super::super::fluent::{try_format, FILES};
    use super::*;

    /// A sample of every kind of text, with singular and plural numbers.
    fn samples() -> Vec<LabPlayMsg> {
        use LabPlayMsg::*;
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
        let mut all = vec![
            OurRules("◀ Nur Springer ▶".into()),
            LabPlayMsg::line_of(&knights),
            LabPlayMsg::line_of(&large),
            Gone("Nur Springer".into()),
            PageBooklet,
        ];
        for n in [0, 1, 2] {
            all.push(Broken {
                error: "Rule file x.json: there is no such file.".into(),
                more: n,
            });
            all.push(ResumeQuestion {
                name: "Nur Springer".into(),
                minutes: n as u64,
                round: 3,
            });
            all.push(PageCards(n));
        }
        all.extend(track::rule_set::Knob::ALL.map(PageKnob));
        all.push(Continue {
            name: "Nur Springer".into(),
            round: 3,
        });
        for rules in [&knights, &large] {
            let (title, paragraphs) = LabPlayMsg::page(rules, 7);
            all.push(title);
            all.extend(paragraphs);
        }
        all
    }

    #[test]
    fn every_text_about_playing_own_rules_is_said_without_an_error_in_every_language() {
        for (code, _) in FILES {
            for m in samples() {
                let (id, args) = keys::lab_play::key(&m);
                let said = try_format(code, id, &args);
                assert!(
                    said.as_ref().is_ok_and(|s| !s.is_empty()),
                    "{code}: {m:?}: {said:?}"
                );
            }
        }
    }

    #[test]
    fn the_rules_line_names_the_pieces_the_faces_and_the_tries() {
        let samples = samples();
        let line = lab_play_text(Lang::En, &samples[1]);
        assert_eq!(line, "knight · die 1 2 + # · 2 tries");
        let line = lab_play_text(Lang::De, &samples[2]);
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
