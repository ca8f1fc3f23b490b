//! Playing a family's own rules (issue 32) from the race setup: the saved rule sets are
//! offered beside the booklet's games, the choice is remembered by name and falls back
//! when the rule set is gone, a game of them gets their pieces, dice, tries, house rules
//! and cards, and it saves, loads and replays exactly.

use schachschlamassel::rule_sets;
use schachschlamassel::save::{bot_game, Player, SaveGame};
use schachschlamassel::ui::race::setup::{Control, SetupKey, SetupModel};
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Face;
use track::pieces::Role;
use track::variant::HouseRule;
use track::{RuleSet, State};

/// The issue's rule set: only knights, a die `1 2 + + # 3`, 2 tries.
fn only_knights() -> RuleSet {
    rule_sets::from_json(
        r##"{"name": "Nur Springer", "base": "small", "roles": ["knight"],
            "white": [1, 2, "+", "+", "#", 3], "tries": 2}"##,
        "only-knights.json",
    )
    .expect("a good rule set")
}

/// A large game where `#` never shows, with a house rule.
fn no_hash() -> RuleSet {
    rule_sets::from_json(
        r##"{"name": "Nie aussetzen", "base": "large", "white": [1, 2, 3, 4, "+", "+"],
            "house_rules": ["may-stop-early"]}"##,
        "no-hash.json",
    )
    .expect("a good rule set")
}

/// A small action game with every card twice as often.
fn double_cards() -> RuleSet {
    let base = CardSet::default_deck();
    let deck: Vec<String> = base
        .cards
        .iter()
        .map(|c| format!("\"{}\": {}", c.id, (c.count * 2).min(9)))
        .collect();
    let text = format!(
        r#"{{"name": "Doppelte Karten", "base": "small-action", "deck": {{{}}}}}"#,
        deck.join(", ")
    );
    rule_sets::from_json(&text, "double-cards.json").expect("a good rule set")
}

/// A setup that has read these rule sets, as the setup screen does on entering.
fn setup_with(found: Vec<RuleSet>) -> SetupModel {
    let mut m = SetupModel::default();
    assert_eq!(m.take_rule_sets(found), None);
    m
}

/// The setup's game, started as the window starts it.
fn start(m: &SetupModel, seed: u64) -> State {
    let (setup, _) = m.to_setup(seed).expect("the setup makes a game");
    let (dice, cards) = m.dice_and_cards(&CardSet::default_deck());
    State::new(setup, Arc::new(Board::classic()), dice, &cards).expect("a game")
}

#[test]
fn without_saved_rule_sets_the_setup_offers_only_the_booklets_games() {
    let m = setup_with(vec![]);
    assert!(!m.controls().contains(&Control::OwnRules));
    let m = SetupModel::default();
    assert!(
        !m.controls().contains(&Control::OwnRules),
        "before the rule sets are read, none is offered"
    );
}

#[test]
fn a_saved_rule_set_is_chosen_by_click_and_stepped_through_by_keys() {
    let mut m = setup_with(vec![double_cards(), no_hash(), only_knights()]);
    let controls = m.controls();
    let own = controls.iter().position(|c| *c == Control::OwnRules);
    assert_eq!(own, Some(4), "the row stands under the four booklet games");
    assert_eq!(
        m.shown_rule_set().map(|r| r.name.as_str()),
        Some("Doppelte Karten")
    );
    assert!(m.chosen_rule_set().is_none(), "shown is not chosen");
    m.activate(Control::OwnRules);
    assert_eq!(m.rule_set.as_deref(), Some("Doppelte Karten"));
    assert_eq!(m.variant, "small-action", "the base game it started from");
    m.key(SetupKey::Right);
    assert_eq!(m.rule_set.as_deref(), Some("Nie aussetzen"));
    m.key(SetupKey::Right);
    m.key(SetupKey::Right);
    assert_eq!(
        m.rule_set.as_deref(),
        Some("Doppelte Karten"),
        "round and round"
    );
    m.key(SetupKey::Left);
    assert_eq!(m.rule_set.as_deref(), Some("Nur Springer"), "and back");
    m.activate(Control::OwnRules);
    assert_eq!(
        m.rule_set.as_deref(),
        Some("Doppelte Karten"),
        "a click steps on"
    );
    // A booklet game leaves the rule set.
    m.activate(Control::Variant(2));
    assert_eq!((m.rule_set.as_deref(), m.variant.as_str()), (None, "large"));
    assert_eq!(m.to_setup(1).unwrap().0.variant.id, "large");
}

#[test]
fn keyboard_alone_reaches_the_own_rules_and_starts_their_game() {
    let mut m = setup_with(vec![only_knights()]);
    let n = m.controls().len();
    let mut seen = vec![];
    for _ in 0..n {
        seen.push(m.focused());
        m.key(SetupKey::Next);
    }
    assert!(seen.contains(&Control::OwnRules));
    m.focus_on(Control::OwnRules);
    m.key(SetupKey::Activate);
    m.focus_on(Control::Start);
    assert_eq!(
        m.key(SetupKey::Activate),
        schachschlamassel::ui::race::setup::SetupAction::Start
    );
    assert_eq!(m.to_setup(3).unwrap().0.variant.id, "Nur Springer");
}

#[test]
fn a_chosen_rule_set_sets_the_games_pieces_dice_tries_house_rules_and_cards() {
    let mut m = setup_with(vec![no_hash(), only_knights()]);
    m.activate(Control::OwnRules);
    assert_eq!(m.rule_set.as_deref(), Some("Nie aussetzen"));
    assert_eq!(
        m.rules,
        vec![HouseRule::MayStopEarly],
        "its house rules show as chosen"
    );
    let state = start(&m, 5);
    assert!(state.setup().rules.has(HouseRule::MayStopEarly));
    assert!(!state.dice().white.contains(&Face::Hash), "# never shows");
    assert_eq!(state.setup().variant.id, "Nie aussetzen");
    m.key(SetupKey::Right);
    let state = start(&m, 5);
    assert_eq!(state.setup().variant.roles, vec![Role::Knight]);
    assert_eq!(state.setup().variant.tries, 2);
    assert_eq!(state.dice().white, only_knights().white);
    assert!(m.rules.is_empty(), "the next rule set's house rules: none");
    // Twice the cards.
    let base = CardSet::default_deck();
    let mut m = setup_with(vec![double_cards()]);
    m.activate(Control::OwnRules);
    let (_, cards) = m.dice_and_cards(&base);
    let total = |c: &CardSet| c.cards.iter().map(|c| c.count as usize).sum::<usize>();
    assert!(
        total(&cards) > total(&base) * 3 / 2,
        "{} cards",
        total(&cards)
    );
    assert!(start(&m, 1).setup().variant.action);
}

#[test]
fn the_setup_remembers_a_rule_set_by_name_and_a_gone_one_falls_back_to_the_small_game() {
    let mut m = setup_with(vec![only_knights(), no_hash()]);
    m.activate(Control::OwnRules);
    let json = serde_json::to_string(&m).unwrap();
    assert!(json.contains("\"rule_set\":\"Nur Springer\""), "{json}");
    assert!(
        !json.contains("white"),
        "the rule sets themselves stay in their files"
    );
    let (mut back, broken) = SetupModel::load(Some(&json));
    assert_eq!(broken, None);
    assert_eq!(back.take_rule_sets(vec![no_hash(), only_knights()]), None);
    assert_eq!(back.chosen_rule_set(), Some(&only_knights()));
    // Deleted since: the small game, said once.
    let (mut back, _) = SetupModel::load(Some(&json));
    assert_eq!(
        back.take_rule_sets(vec![no_hash()]).as_deref(),
        Some("Nur Springer")
    );
    assert_eq!(
        (back.rule_set.as_deref(), back.variant.as_str()),
        (None, "small")
    );
    assert_eq!(back.take_rule_sets(vec![no_hash()]), None, "said once");
    assert!(back.can_start());
    // Settings written before rule sets existed still load.
    let old = json.replace(",\"rule_set\":\"Nur Springer\"", "");
    assert_eq!(SetupModel::load(Some(&old)).1, None);
}

#[test]
fn the_labs_play_it_chooses_its_rule_set_even_when_its_file_is_missing() {
    let mut m = SetupModel::default();
    m.choose_own(vec![no_hash()], only_knights());
    assert_eq!(m.chosen_rule_set(), Some(&only_knights()));
    assert_eq!(m.focused(), Control::OwnRules);
    assert_eq!(m.saved_rule_sets().len(), 2);
    // A newer version of a saved rule set replaces it.
    let changed = RuleSet {
        tries: 4,
        ..only_knights()
    };
    m.choose_own(vec![no_hash(), only_knights()], changed.clone());
    assert_eq!(m.chosen_rule_set(), Some(&changed));
    assert_eq!(m.saved_rule_sets().len(), 2);
}

#[test]
fn a_game_of_own_rules_saves_loads_and_replays_exactly() {
    let mut m = setup_with(vec![only_knights()]);
    m.activate(Control::OwnRules);
    let start = start(&m, 2026);
    let players: Vec<Player> = start
        .setup()
        .seats
        .iter()
        .map(|s| Player {
            seat: *s,
            name: String::new(),
            computer: Some(BotKind::Normal),
            step_by_step: None,
        })
        .collect();
    let bots = vec![BotKind::Normal; players.len()];
    let (save, state) = bot_game(start, &players, &bots, 12);
    assert!(save.commands().len() > 20, "bot moves were played");
    let (loaded, resumed) = SaveGame::from_json(&save.to_json(), "autosave.json").unwrap();
    assert_eq!(resumed, state, "loading gives back the same game");
    assert_eq!(loaded, save);
    assert_eq!(resumed.setup().variant.id, "Nur Springer");
    assert_eq!(resumed.setup().variant.tries, 2);
    assert_eq!(resumed.dice().white, only_knights().white);
    let steps = loaded.steps().unwrap();
    assert_eq!(
        steps.last().map(|s| &s.after),
        Some(&state),
        "the replay ends there"
    );
    // The same seed plays the same game again.
    let again = bot_game(self::start(&m, 2026), &players, &bots, 12).1;
    assert_eq!(again, state);
}
