//! The race game's messages said as a player reads them: every one in every language,
//! and the choices the `.ftl` makes by a field's value.

use crate::said::race::*;
use track::dice::Face::{Hash, Pips, Plus};
use track::pieces::{Location, Role};
use words::Lang::{self, De, En};

fn say(lang: Lang, m: Msg) -> String {
    words::say(lang, &m)
}

#[test]
fn a_roll_names_the_orange_die_only_when_it_was_rolled() {
    assert_eq!(say(En, Msg::Rolled(Pips(3), None)), "Rolled: 3");
    assert_eq!(say(En, Msg::Rolled(Plus, Some(2))), "Rolled: + | 2");
    assert_eq!(say(De, Msg::Rolled(Hash, None)), "Gewürfelt: #");
    let anna = || "Anna".to_string();
    assert_eq!(say(En, Msg::Rolls(anna(), Pips(5), None)), "Anna rolls 5.");
    assert_eq!(
        say(En, Msg::Rolls(anna(), Plus, Some(3))),
        "Anna rolls + and orange 3."
    );
}

#[test]
fn the_die_that_cannot_move_is_named_first_with_its_colour() {
    assert_eq!(
        say(En, Msg::DieUseless(true, 4, 2)),
        "The white 4 cannot move any piece; the orange 2 can."
    );
    assert_eq!(
        say(De, Msg::DieUseless(false, 2, 4)),
        "Die orange 2 kann keine Figur ziehen, die weiße 4 schon."
    );
}

#[test]
fn a_switch_a_seat_and_the_way_back_say_their_state() {
    assert_eq!(say(En, Msg::StepMode(true)), "Step by step: on");
    assert_eq!(say(De, Msg::StepMode(false)), "Zug für Zug: aus");
    assert_eq!(say(En, Msg::SeatPlays(false)), "empty");
    assert_eq!(say(De, Msg::SeatComputer(false)), "Mensch");
    assert_eq!(say(En, Msg::ReviewBack(true)), "The result (Esc)");
    assert_eq!(say(En, Msg::ReviewBack(false)), "Back to the game (Esc)");
}

#[test]
fn a_hint_that_brings_no_move_nearer_says_the_piece_stands_safer() {
    assert_eq!(
        say(En, Msg::HintNearer(Role::Queen, 0)),
        "Why: the queen stands safer there."
    );
    assert_eq!(
        say(En, Msg::HintNearer(Role::Queen, 2)),
        "Why: brings the queen 2 moves nearer home."
    );
}

#[test]
fn numbers_agree_with_their_nouns() {
    let one = [
        Msg::HintNearer(Role::Queen, 1),
        Msg::StartContinueYalta(1),
        Msg::EveryRing(1),
    ];
    for m in one.clone() {
        let t = say(En, m);
        assert!(t.contains("1 move") && !t.contains("1 moves"), "{t}");
    }
    for m in one.into_iter().take(2) {
        let t = say(De, m);
        assert!(t.contains("1 Zug") && !t.contains("1 Züge"), "{t}");
    }
    assert!(say(En, Msg::HintNearer(Role::Queen, 3)).contains("3 moves"));
    let yalta = crate::ui::yalta::texts::YaltaMsg::Continue(1);
    let (en, de) = (words::say(En, &yalta), words::say(De, &yalta));
    assert!(en.contains("1 move") && !en.contains("1 moves"), "{en}");
    assert!(de.contains("1 Zug") && !de.contains("1 Züge"), "{de}");
}

#[test]
fn every_help_and_computer_level_is_explained_in_one_short_line() {
    use crate::ui::race::setup::{levels, Help};
    // The other languages' longer lines are the layout tests' to fit.
    for lang in [De, En] {
        let helps = Help::ALL.map(Msg::HelpLine);
        for m in helps
            .into_iter()
            .chain(levels().into_iter().map(Msg::LevelLine))
        {
            // Two lines of the setup's strip at 800×600 hold about 60 letters.
            let l = say(lang, m);
            assert!(!l.is_empty() && l.chars().count() <= 52, "{lang:?}: {l}");
        }
    }
}

#[test]
fn a_replay_says_where_a_piece_stands() {
    assert_eq!(say(En, Msg::Place(Location::Box)), "box");
    assert_eq!(say(De, Msg::Place(Location::Home)), "Haus");
    let square = track::geometry::Square::new(5, 16);
    assert_eq!(say(En, Msg::Place(Location::Track(square))), "(5,16)");
}

#[test]
fn every_race_message_is_said_in_every_language() {
    assert_eq!(words::unsaid::<Msg>(), [] as [String; 0]);
    assert_eq!(words::unsaid::<CardIdle>(), [] as [String; 0]);
    assert_eq!(words::unsaid::<FieldName>(), [] as [String; 0]);
}
