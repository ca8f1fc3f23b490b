//! rules.md §7, the default deck and loading the deck: the deck per variant, the
//! reshuffle, and strict loading of card files.

use track::cards::{Card, CardSet, DeckError, DeckErrorKind, Effect};
use track::dice::Face;
use track::pieces::{Location, Role, Seat};
use track::variant::HouseRule;
use track::{Choice, Command, Deck, Event, Phase, State};

use crate::common::*;
use Location::{Box as InBox, Home};
use Role::{King as K, Pawn as P, Queen as Q};

// ----- the deck -----

fn deck(variant: &str, rules: &[HouseRule]) -> Deck {
    Deck::for_setup(&CardSet::default_deck(), &setup(variant, 2, rules))
}

fn copies(deck: &Deck, f: impl Fn(&Effect) -> bool) -> usize {
    deck.draw
        .iter()
        .filter(|&&i| f(&deck.cards[i].effect))
        .count()
}

#[test]
fn small_action_deck_has_no_king_or_pawn_cards() {
    let names_king_or_pawn = |c: &Card| {
        c.roles.contains(&K)
            || c.roles.contains(&P)
            || matches!(c.effect, Effect::Castling | Effect::Promotion { .. })
            || matches!(
                c.effect,
                Effect::AllToStart { role: K | P } | Effect::ExtraMoves { role: K | P, .. }
            )
    };
    let small = deck("small-action", &[]);
    assert!(!small.cards.is_empty());
    for c in &small.cards {
        assert!(!names_king_or_pawn(c), "{} in the small action deck", c.id);
    }
    let large = deck("large-action", &[]);
    assert!(large.cards.iter().any(names_king_or_pawn));
    // Everything else of the large deck is in the small one.
    for c in large
        .cards
        .iter()
        .filter(|c| !names_king_or_pawn(c) && !c.needs_protection)
    {
        assert!(
            small.card(&c.id).is_some(),
            "{} missing from the small action deck",
            c.id
        );
    }
    // The same filter on the scenario deck, card by card.
    let sd = Deck::for_setup(&scenario_deck(), &setup("small-action", 2, &[]));
    let ids: Vec<&str> = sd.cards.iter().map(|c| c.id.as_str()).collect();
    for out in ["castling", "promotion", "capture-covered"] {
        assert!(!ids.contains(&out), "{out}");
    }
    assert_eq!(ids.len(), SCENARIO_DECK.len() - 2);
    // The games without cards have no deck at all.
    assert!(deck("small", &[]).draw.is_empty());
    assert!(deck("large", &[]).draw.is_empty());
}

#[test]
fn default_deck_covers_every_effect_of_the_table() {
    let all = CardSet::default_deck();
    let has = |f: &dyn Fn(&Effect) -> bool| all.cards.iter().any(|c| f(&c.effect));
    assert!(has(&|e| matches!(e, Effect::AllToStart { .. })));
    assert!(has(&|e| matches!(e, Effect::Swap)));
    assert!(has(&|e| matches!(e, Effect::ExtraMoves { .. })));
    assert!(has(&|e| matches!(e, Effect::OwnToBox { .. })));
    assert!(has(&|e| matches!(e, Effect::OpponentToBox)));
    assert!(has(&|e| matches!(e, Effect::MissTurn)));
    assert!(has(&|e| matches!(e, Effect::RollAgain)));
    assert!(has(&|e| matches!(e, Effect::SafeSpot)));
    assert!(has(&|e| matches!(e, Effect::BringIn)));
    assert!(has(&|e| matches!(e, Effect::Castling)));
    assert!(has(&|e| matches!(e, Effect::Promotion { .. })));
    assert!(has(&|e| matches!(e, Effect::CaptureCovered)));
}

#[test]
fn capture_covered_cards_only_with_protection() {
    let cc = |e: &Effect| matches!(e, Effect::CaptureCovered);
    assert_eq!(copies(&deck("small-action", &[]), cc), 0);
    assert_eq!(
        copies(&deck("small-action", &[HouseRule::ProtectCovered]), cc),
        4
    );
    assert_eq!(copies(&deck("large-action", &[]), cc), 4);
    let all = CardSet::default_deck();
    let n: u32 = all
        .cards
        .iter()
        .filter(|c| cc(&c.effect))
        .map(|c| c.count as u32)
        .sum();
    assert_eq!(n, 4, "exactly four capture-covered cards");
    assert!(all
        .cards
        .iter()
        .filter(|c| cc(&c.effect))
        .all(|c| c.needs_protection));
    // Each copy of every card is in the draw pile.
    let large = deck("large-action", &[]);
    let total: usize = large.cards.iter().map(|c| c.count as usize).sum();
    assert_eq!(large.draw.len(), total);
}

#[test]
fn empty_draw_pile_is_refilled_from_the_discard_pile() {
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, Q, at(5, 0))], InBox);
    let mut state = drawing("small-action", 2, pos, 0, &["roll-again"]);
    let card = state
        .deck()
        .cards
        .iter()
        .position(|c| c.id == "roll-again")
        .unwrap();
    draw(&mut state);
    assert!(state.deck().draw.is_empty());
    assert_eq!(state.deck().discard.len(), 1);
    let mut state = state.with_phase(
        Seat(0),
        Phase::Decide {
            white: Face::Plus,
            orange: None,
        },
    );
    assert_eq!(
        draw(&mut state),
        vec![
            Event::DeckShuffled {
                draw_pile: vec![card],
                dealt: 0
            },
            drawn(0, "roll-again"),
            discarded("roll-again"),
            roll_again(0),
        ]
    );
    // Nothing at all to draw: no card is offered.
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, Q, at(5, 0))], InBox);
    let state = drawing("small-action", 2, pos, 0, &[]);
    assert!(!state.legal_choices().contains(&Choice::DrawCard));
}

#[test]
fn same_seed_gives_the_same_draws() {
    let game = |seed: u64| {
        let mut s = setup("large-action", 4, &[]);
        s.seed = seed;
        State::classic(s)
    };
    let (a, b, c) = (game(3), game(3), game(4));
    assert_eq!(a.deck().draw, b.deck().draw);
    assert_ne!(a.deck().draw, c.deck().draw);
    let mut sorted_a = a.deck().draw.clone();
    let mut sorted_c = c.deck().draw.clone();
    sorted_a.sort();
    sorted_c.sort();
    assert_eq!(sorted_a, sorted_c, "the same cards, in another order");
    // Drawing through the game gives the same card.
    let pos = position(&[(0, Q, at(3, 16))], &[0, 1, 2, 3], &LARGE, Home);
    let first = |s: State| {
        let mut s = s.with_position(pos.clone()).with_phase(
            Seat(0),
            Phase::Decide {
                white: Face::Plus,
                orange: Some(3),
            },
        );
        play(&mut s, Command::DrawCard)[0].clone()
    };
    assert_eq!(first(game(3)), first(game(3)));
}

// ----- strict loading -----

fn load(text: String) -> String {
    load_err(text).to_string()
}

/// The error of a deck that must not load, from the file `x.json`.
fn load_err(text: String) -> DeckError {
    let err =
        CardSet::from_files(vec![("x.json".to_string(), text)]).expect_err("loading must fail");
    assert_eq!(err.file, "x.json");
    assert!(err.to_string().contains("x.json"), "{err}");
    err
}

fn good(id: &str) -> String {
    card(
        id,
        "Nochmal würfeln.",
        "Roll again.",
        "",
        1,
        r#"{ "type": "roll-again" }"#,
    )
}

#[test]
fn a_valid_file_loads() {
    let set =
        CardSet::from_files(vec![("x.json".to_string(), file(&[good("a"), good("b")]))]).unwrap();
    assert_eq!(set.cards.len(), 2);
    assert_eq!(set.cards[1].effect, Effect::RollAgain);
}

#[test]
fn an_effect_without_fields_takes_no_field() {
    let cheat = card(
        "cheat",
        "Nochmal würfeln.",
        "Roll again.",
        "",
        1,
        r#"{ "type": "roll-again", "times": 5 }"#,
    );
    let err = load_err(file(&[good("a"), cheat]));
    assert_eq!(err.card.as_deref(), Some("cheat"));
    assert_eq!(
        err.kind,
        DeckErrorKind::UnknownField(track::strict::StrayField {
            field: "times".into(),
            tag: "roll-again".into()
        })
    );
}

#[test]
fn loading_fails_on_a_json_syntax_error_with_line_and_column() {
    let text = "[\n  {\n    \"id\": \"broken\",\n    \"text\": { \"de\": \"a\" \"en\": \"b\" },\n    \"tone\": \"good\"\n  }\n]\n";
    let err = CardSet::from_files(vec![("x.json".to_string(), text.to_string())]).unwrap_err();
    let DeckErrorKind::Json { line, column, .. } = err.kind.clone() else {
        panic!("{err:?}")
    };
    assert_eq!(line, 4);
    assert!(column > 20, "column {column}");
    let msg = err.to_string();
    assert!(msg.contains("x.json"), "{msg}");
    assert!(msg.contains("'broken'"), "{msg}");
    assert!(msg.contains(&format!("x.json:{line}:{column}")), "{msg}");
}

#[test]
fn loading_fails_on_an_unknown_effect() {
    let msg = load(file(&[
        good("fine"),
        card("warp", "a", "b", "", 1, r#"{ "type": "teleport" }"#),
    ]));
    assert!(msg.contains("'warp'") && msg.contains("teleport"), "{msg}");
}

#[test]
fn loading_fails_on_an_unknown_piece_kind() {
    let msg = load(file(&[card(
        "wyrm",
        "a",
        "b",
        "\"dragon\"",
        1,
        r#"{ "type": "roll-again" }"#,
    )]));
    assert!(msg.contains("'wyrm'") && msg.contains("dragon"), "{msg}");
    let msg = load(file(&[card(
        "wyrm2",
        "a",
        "b",
        "",
        1,
        r#"{ "type": "own-to-box", "role": "dragon" }"#,
    )]));
    assert!(msg.contains("'wyrm2'") && msg.contains("dragon"), "{msg}");
}

/// A card as `good` makes it, with `text` for its text field (`None`: no field).
fn card_texted(id: &str, text: Option<&str>) -> String {
    let text = text.map_or(String::new(), |t| format!("\"text\": {t}, "));
    format!(
        "  {{ \"id\": \"{id}\", {text}\"tone\": \"good\", \"roles\": [], \"needs_protection\": false, \"count\": 1, \"effect\": {{ \"type\": \"roll-again\" }} }}"
    )
}

#[test]
fn a_card_needs_no_text_of_its_own_and_may_give_any_of_the_eight_languages() {
    let cards = [
        card_texted("bare", None),
        card_texted("mono", Some(r#"{ "de": "Nochmal." }"#)),
        card_texted(
            "trio",
            Some(r#"{ "fr": "Rejoue.", "no": "Kast igjen.", "pt": "Outra vez." }"#),
        ),
    ];
    let set = CardSet::from_files(vec![("x.json".to_string(), file(&cards))]).unwrap();
    assert_eq!(set.cards[0].text, None);
    let mono = set.cards[1].text.clone().unwrap_or_default();
    assert_eq!((mono.get("de"), mono.get("en")), (Some("Nochmal."), None));
    assert_eq!(mono.any(), Some("Nochmal."));
    let trio = set.cards[2].text.clone().unwrap_or_default();
    assert_eq!(trio.get("no"), Some("Kast igjen."));
    assert_eq!(trio.any(), Some("Rejoue."));
}

#[test]
fn an_old_card_with_its_german_and_english_text_still_loads() {
    let set = CardSet::from_files(vec![("x.json".to_string(), file(&[good("old")]))]).unwrap();
    let text = set.cards[0].text.clone().unwrap_or_default();
    assert_eq!(text.get("de"), Some("Nochmal würfeln."));
    assert_eq!(text.any(), Some("Roll again."));
}

#[test]
fn the_embedded_deck_keeps_no_words() {
    for card in CardSet::default_deck().cards {
        assert_eq!(card.text, None, "{}: words belong to the app", card.id);
    }
}

#[test]
fn loading_fails_on_a_blank_id() {
    let err = load_err(file(&[card_texted(" ", None)]));
    assert_eq!(err.kind, DeckErrorKind::EmptyId);
}

#[test]
fn loading_fails_on_a_text_that_gives_no_language() {
    let err = load_err(file(&[card_texted("mute", Some("{}"))]));
    assert_eq!(err.card.as_deref(), Some("mute"));
    assert_eq!(err.kind, DeckErrorKind::NoLanguage);
}

#[test]
fn loading_fails_on_an_unknown_language() {
    let msg = load(file(&[card_texted(
        "klingon",
        Some(r#"{ "tlh": "Qapla'" }"#),
    )]));
    assert!(
        msg.contains("x.json:2:") && msg.contains("unknown field `tlh`"),
        "{msg}"
    );
}

#[test]
fn loading_fails_on_an_empty_text_in_any_language() {
    let err = load_err(file(&[card_texted(
        "blank",
        Some(r#"{ "en": "Go.", "it": " " }"#),
    )]));
    assert_eq!(err.card.as_deref(), Some("blank"));
    assert_eq!(err.kind, DeckErrorKind::EmptyText("it"));
}

#[test]
fn loading_fails_on_a_text_over_90_characters() {
    let long = "x".repeat(91);
    let err = CardSet::from_files(vec![(
        "x.json".to_string(),
        file(&[card(
            "long",
            "kurz",
            &long,
            "",
            1,
            r#"{ "type": "roll-again" }"#,
        )]),
    )])
    .unwrap_err();
    assert_eq!(
        err.kind,
        DeckErrorKind::TextTooLong {
            lang: "en",
            length: 91
        }
    );
    assert_eq!(err.card.as_deref(), Some("long"));
    let msg = err.to_string();
    assert!(
        msg.contains("x.json") && msg.contains("'long'") && msg.contains("91"),
        "{msg}"
    );
    // 90 characters are fine.
    let ok = "x".repeat(90);
    assert!(CardSet::from_files(vec![(
        "x.json".to_string(),
        file(&[card(
            "long",
            "kurz",
            &ok,
            "",
            1,
            r#"{ "type": "roll-again" }"#
        )]),
    )])
    .is_ok());
}

#[test]
fn loading_fails_on_a_duplicate_id() {
    let err = CardSet::from_files(vec![
        ("a.json".to_string(), file(&[good("twin")])),
        ("x.json".to_string(), file(&[good("other"), good("twin")])),
    ])
    .unwrap_err();
    assert_eq!(err.kind, DeckErrorKind::DuplicateId);
    let msg = err.to_string();
    assert!(msg.contains("x.json") && msg.contains("'twin'"), "{msg}");
}

#[test]
fn loading_fails_on_an_empty_deck() {
    let err = CardSet::from_files(vec![("x.json".to_string(), "[]".to_string())]).unwrap_err();
    assert_eq!(err.kind, DeckErrorKind::EmptyDeck);
    assert_eq!(err.card, None);
    assert!(err.to_string().contains("x.json"), "{err}");
}

#[test]
fn loading_fails_on_count_0() {
    let err = CardSet::from_files(vec![(
        "x.json".to_string(),
        file(&[card("none", "a", "b", "", 0, r#"{ "type": "roll-again" }"#)]),
    )])
    .unwrap_err();
    assert_eq!(err.kind, DeckErrorKind::ZeroCount);
    let msg = err.to_string();
    assert!(msg.contains("x.json") && msg.contains("'none'"), "{msg}");
}
