//! A family's own rules (issue 32): a rule set as data, each reason it is refused for,
//! and random rule sets that pass the check and make games computer players can play.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;
use track::board::Board;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::{Dice, Face};
use track::pieces::Role;
use track::rule_set::{Base, Die, MAX_COUNT, MAX_FACES, MAX_NAME, MAX_NUMBER};
use track::variant::{HouseRule, HouseRules, Variant};
use track::{RuleSet, RuleSetProblem, Setup, State};

use Face::{Hash, Pips, Plus};
use RuleSetProblem as P;

/// The rule set of a booklet's game, with the default dice and deck.
fn preset(id: &str) -> RuleSet {
    RuleSet::from_preset(
        &Variant::by_id(id).expect("a preset"),
        &Dice::default_dice(),
        &CardSet::default_deck(),
    )
}

/// The problem of a rule set changed by `change` from a booklet's game.
fn problem(id: &str, change: impl FnOnce(&mut RuleSet)) -> Result<(), RuleSetProblem> {
    let mut rules = preset(id);
    change(&mut rules);
    rules.check(&CardSet::default_deck())
}

#[test]
fn every_booklet_game_passes_and_gives_back_its_variant_dice_and_deck() {
    let deck = CardSet::default_deck();
    for v in Variant::presets() {
        let rules = preset(&v.id);
        assert_eq!(rules.check(&deck), Ok(()), "{}", v.id);
        assert_eq!(rules.variant(), v);
        assert_eq!(rules.base.id(), v.id);
        assert_eq!(rules.dice(), Dice::default_dice());
        assert_eq!(rules.cards(&deck), deck);
    }
}

#[test]
fn a_rule_set_round_trips_through_json() {
    let mut rules = preset("large-action");
    rules.name = "Wilde Jagd".into();
    rules.tries = 2;
    rules.house_rules = HouseRules::default().with(HouseRule::MayStopEarly);
    rules.deck.insert("swap".into(), 0);
    let json = serde_json::to_string_pretty(&rules).expect("json");
    assert_eq!(serde_json::from_str::<RuleSet>(&json).expect("back"), rules);
}

#[test]
fn a_rule_file_may_leave_out_all_but_name_and_base() {
    let rules: RuleSet =
        serde_json::from_str(r#"{"name": "Springer", "base": "large", "roles": ["knight"]}"#)
            .expect("a short rule file");
    let large = preset("large");
    assert_eq!(rules.roles, vec![Role::Knight]);
    assert_eq!(rules.white, large.white);
    assert_eq!(rules.orange, large.orange);
    assert_eq!(rules.tries, 3);
    assert!(rules.protection && !rules.action);
    assert!(rules.deck.is_empty());
    assert_eq!(
        rules.cards(&CardSet::default_deck()),
        CardSet::default_deck()
    );
}

#[test]
fn a_rule_file_with_an_unknown_field_is_refused() {
    let e = serde_json::from_str::<RuleSet>(r#"{"name": "x", "base": "small", "dice": []}"#)
        .expect_err("an unknown field");
    assert!(e.to_string().contains("dice"), "{e}");
}

#[test]
fn die_faces_may_be_written_as_numbers() {
    let rules: RuleSet =
        serde_json::from_str(r##"{"name": "x", "base": "small", "white": [1, "2", "+", "#"]}"##)
            .expect("numbers and texts");
    assert_eq!(rules.white, vec![Pips(1), Pips(2), Plus, Hash]);
    assert!(
        serde_json::from_str::<RuleSet>(r#"{"name": "x", "base": "small", "white": [0]}"#).is_err()
    );
}

#[test]
fn the_cards_take_the_rule_sets_counts_and_a_zero_takes_a_card_out() {
    let mut rules = preset("small-action");
    rules.deck.insert("swap".into(), 0);
    rules.deck.insert("roll-again".into(), 7);
    rules.deck.remove("miss-turn");
    let cards = rules.cards(&CardSet::default_deck());
    assert!(cards.cards.iter().all(|c| c.id != "swap"));
    let count = |id: &str| cards.cards.iter().find(|c| c.id == id).map(|c| c.count);
    assert_eq!(count("roll-again"), Some(7));
    assert_eq!(
        count("miss-turn"),
        Some(2),
        "a card not listed keeps its count"
    );
}

#[test]
fn the_orange_die_follows_from_king_or_pawn() {
    let mut rules = preset("small");
    assert!(!rules.variant().orange_die);
    rules.roles.push(Role::Pawn);
    assert!(rules.variant().orange_die);
    rules.roles = vec![Role::King];
    assert!(rules.variant().orange_die);
}

#[test]
fn the_variants_id_is_the_rule_sets_name_and_it_keeps_the_tries() {
    let mut rules = preset("small");
    rules.name = "Nur Springer".into();
    rules.tries = 5;
    let v = rules.variant();
    assert_eq!((v.id.as_str(), v.tries), ("Nur Springer", 5));
}

// ----- each reason a rule set is refused for -----

#[test]
fn an_empty_name_is_refused() {
    assert_eq!(
        problem("small", |r| r.name = "   ".into()),
        Err(P::EmptyName)
    );
}

#[test]
fn a_name_over_40_characters_is_refused() {
    assert_eq!(problem("small", |r| r.name = "ä".repeat(MAX_NAME)), Ok(()));
    assert_eq!(
        problem("small", |r| r.name = "ä".repeat(MAX_NAME + 1)),
        Err(P::NameTooLong {
            length: 41,
            max: 40
        })
    );
}

#[test]
fn no_piece_is_refused() {
    assert_eq!(problem("large", |r| r.roles.clear()), Err(P::NoPiece));
}

#[test]
fn a_piece_twice_is_refused() {
    assert_eq!(
        problem("small", |r| r.roles.push(Role::Rook)),
        Err(P::PieceTwice(Role::Rook))
    );
}

#[test]
fn a_white_die_without_faces_is_refused() {
    assert_eq!(
        problem("small", |r| r.white.clear()),
        Err(P::NoFaces(Die::White))
    );
}

#[test]
fn an_orange_die_without_faces_is_refused_while_king_or_pawn_play() {
    assert_eq!(
        problem("large", |r| r.orange.clear()),
        Err(P::NoFaces(Die::Orange))
    );
    assert_eq!(problem("small", |r| r.orange.clear()), Ok(()));
}

#[test]
fn an_orange_die_with_a_plus_or_hash_is_refused_while_king_or_pawn_play() {
    assert_eq!(
        problem("large", |r| r.orange[2] = Plus),
        Err(P::OrangeSymbol(Plus))
    );
    assert_eq!(
        problem("large", |r| r.orange.push(Hash)),
        Err(P::OrangeSymbol(Hash))
    );
    assert_eq!(problem("small", |r| r.orange = vec![Hash]), Ok(()));
}

#[test]
fn more_than_12_faces_are_refused() {
    assert_eq!(
        problem("small", |r| r.white = vec![Plus; MAX_FACES + 1]),
        Err(P::TooManyFaces {
            die: Die::White,
            faces: 13,
            max: 12
        })
    );
    assert_eq!(
        problem("large", |r| r.orange = vec![Pips(3); 13]),
        Err(P::TooManyFaces {
            die: Die::Orange,
            faces: 13,
            max: 12
        })
    );
}

#[test]
fn a_number_over_12_is_refused() {
    assert_eq!(problem("small", |r| r.white[0] = Pips(MAX_NUMBER)), Ok(()));
    assert_eq!(
        problem("small", |r| r.white[0] = Pips(13)),
        Err(P::NumberTooHigh {
            die: Die::White,
            number: 13,
            max: 12
        })
    );
    assert_eq!(
        problem("large", |r| r.orange[0] = Pips(20)),
        Err(P::NumberTooHigh {
            die: Die::Orange,
            number: 20,
            max: 12
        })
    );
}

#[test]
fn a_white_die_without_a_number_is_refused_unless_only_king_and_pawn_play() {
    assert_eq!(
        problem("small", |r| r.white = vec![Plus, Hash]),
        Err(P::NoNumberFace)
    );
    assert_eq!(
        problem("large", |r| {
            r.white = vec![Plus, Hash];
            r.roles = vec![Role::King, Role::Pawn];
        }),
        Ok(())
    );
}

#[test]
fn a_white_die_of_only_hash_is_refused_when_king_or_pawn_could_never_move() {
    // The orange die counts only with a number or a `+` of the white die: with only `#`
    // (which brings in here), the pawns come in and never move, and no game ends.
    assert_eq!(
        problem("small", |r| {
            r.white = vec![Hash];
            r.roles = vec![Role::Pawn];
            r.house_rules = HouseRules::default().with(HouseRule::SymbolsBringIn);
        }),
        Err(P::OrangeNeverUsed)
    );
    // A `+` uses the orange die: they move.
    assert_eq!(
        problem("small", |r| {
            r.white = vec![Hash, Plus];
            r.roles = vec![Role::Pawn];
        }),
        Ok(())
    );
}

#[test]
fn a_deck_that_never_moves_a_piece_the_dice_cannot_move_is_refused_as_a_game_without_end() {
    // No number: in the small action game only the cards move the pieces, and the
    // deck gives each of queen, rook, bishop and knight moves.
    let no_number = |r: &mut RuleSet| r.white = vec![Plus, Hash];
    assert_eq!(problem("small-action", no_number), Ok(()));
    // A deck without the knight's moves: the knight could never move.
    assert_eq!(
        problem("small-action", |r| {
            no_number(r);
            r.deck.insert("extra-knight-4".into(), 0);
        }),
        Err(P::CardsNeverMove(Role::Knight))
    );
    // A deck of cards that only send pieces back: nothing moves a piece.
    assert_eq!(
        problem("small-action", |r| {
            no_number(r);
            for id in [
                "extra-queen-3",
                "extra-rook-3",
                "extra-bishop-4",
                "extra-knight-4",
            ] {
                r.deck.insert(id.into(), 0);
            }
        }),
        Err(P::CardsNeverMove(Role::Queen))
    );
    // The cards are never drawn: `#` draws them, and the die has no `#`.
    assert_eq!(
        problem("small-action", |r| {
            r.white = vec![Plus, Plus];
            r.house_rules = HouseRules::default().with(HouseRule::HashDrawsCard);
        }),
        Err(P::CardsNeverMove(Role::Queen))
    );
    // The pawn moves by the promotion card too; the king has only its own card.
    assert_eq!(
        problem("large-action", |r| {
            no_number(r);
            r.orange_moves = vec![];
            r.deck.insert("extra-pawn-6".into(), 0);
        }),
        Ok(())
    );
    assert_eq!(
        problem("large-action", |r| {
            no_number(r);
            r.orange_moves = vec![];
            r.deck.insert("extra-king-6".into(), 0);
        }),
        Err(P::CardsNeverMove(Role::King))
    );
    // A slow game that can end is not refused: `+ + + + + 1` moves a piece one move a
    // sixth of the time.
    assert_eq!(
        problem("small", |r| r.white =
            vec![Plus, Plus, Plus, Plus, Plus, Pips(1)]),
        Ok(())
    );
}

#[test]
fn cards_that_put_every_kind_on_a_start_field_bring_pieces_in() {
    // `#` draws a card and there is no `+`: the queens' and knights' start-field cards
    // bring them out of the box.
    let only_hash_draws = |r: &mut RuleSet| {
        r.white = vec![Pips(1), Hash];
        r.house_rules = HouseRules::default().with(HouseRule::HashDrawsCard);
        r.deck.insert("bring-in".into(), 0);
    };
    assert_eq!(
        problem("small-action", |r| {
            only_hash_draws(r);
            r.roles = vec![Role::Queen, Role::Knight];
        }),
        Ok(())
    );
    assert_eq!(
        problem("small-action", |r| {
            only_hash_draws(r);
            r.roles = vec![Role::Queen, Role::Rook];
        }),
        Err(P::NoBringIn)
    );
}

#[test]
fn no_face_that_brings_in_is_refused() {
    assert_eq!(
        problem("small", |r| r.white = vec![Pips(1), Hash]),
        Err(P::NoBringIn)
    );
    // `#` brings in with symbols-bring-in, and in an action game.
    assert_eq!(
        problem("small", |r| {
            r.white = vec![Pips(1), Hash];
            r.house_rules = HouseRules::default().with(HouseRule::SymbolsBringIn);
        }),
        Ok(())
    );
    assert_eq!(
        problem("small-action", |r| r.white = vec![Pips(1), Hash]),
        Ok(())
    );
    // In an action game where `#` draws a card, only a bring-in card brings in.
    let hash_draws = HouseRules::default().with(HouseRule::HashDrawsCard);
    assert_eq!(
        problem("small-action", |r| {
            r.white = vec![Pips(1), Hash];
            r.house_rules = hash_draws.clone();
        }),
        Ok(())
    );
    assert_eq!(
        problem("small-action", |r| {
            r.white = vec![Pips(1), Hash];
            r.house_rules = hash_draws.clone();
            r.deck.insert("bring-in".into(), 0);
        }),
        Err(P::NoBringIn)
    );
}

#[test]
fn tries_outside_1_to_6_are_refused() {
    for tries in [0, 7, 255] {
        assert_eq!(
            problem("small", |r| r.tries = tries),
            Err(P::TriesOutOfRange {
                tries,
                min: 1,
                max: 6
            })
        );
    }
    for tries in 1..=6 {
        assert_eq!(problem("small", |r| r.tries = tries), Ok(()));
    }
}

#[test]
fn action_cards_without_any_card_are_refused() {
    assert_eq!(
        problem("small-action", |r| r.deck.values_mut().for_each(|n| *n = 0)),
        Err(P::NoCards)
    );
    // Only cards that name pieces not in the game: none is left either.
    assert_eq!(
        problem("large-action", |r| {
            r.deck.values_mut().for_each(|n| *n = 0);
            r.deck.insert("extra-king-6".into(), 2);
            r.roles = vec![Role::Knight];
        }),
        Err(P::NoCards)
    );
    // Without the action cards, no card is fine.
    assert_eq!(
        problem("small", |r| r.deck.values_mut().for_each(|n| *n = 0)),
        Ok(())
    );
}

#[test]
fn a_card_the_deck_does_not_know_is_refused() {
    assert_eq!(
        problem("small-action", |r| {
            r.deck.insert("free-ice-cream".into(), 1);
        }),
        Err(P::UnknownCard("free-ice-cream".into()))
    );
}

#[test]
fn a_count_over_9_is_refused() {
    assert_eq!(
        problem("small-action", |r| {
            r.deck.insert("swap".into(), MAX_COUNT);
        }),
        Ok(())
    );
    assert_eq!(
        problem("small-action", |r| {
            r.deck.insert("swap".into(), 10);
        }),
        Err(P::CountTooHigh {
            card: "swap".into(),
            count: 10,
            max: 9
        })
    );
}

#[test]
fn a_house_rule_that_needs_the_cards_is_refused_without_them() {
    assert_eq!(
        problem("small", |r| {
            r.house_rules = HouseRules::default().with(HouseRule::HashDrawsCard);
        }),
        Err(P::NeedsCards(HouseRule::HashDrawsCard))
    );
}

// ----- random rule sets -----

/// A random rule set: any pieces, faces, tries, house rules and counts, often broken.
fn random_rules(rng: &mut ChaCha8Rng, deck: &CardSet) -> RuleSet {
    let base = Base::ALL[rng.gen_range(0..4u64) as usize];
    let mut roles: Vec<Role> = Role::ALL
        .into_iter()
        .filter(|_| rng.gen_bool(0.5))
        .collect();
    if rng.gen_bool(0.05) {
        roles.push(Role::Knight);
    }
    let face = |rng: &mut ChaCha8Rng| match rng.gen_range(0..10u8) {
        0 => Plus,
        1 => Hash,
        _ => Pips(rng.gen_range(1..=14)),
    };
    let white = (0..rng.gen_range(0..=13u8)).map(|_| face(rng)).collect();
    let orange = (0..rng.gen_range(0..=8u8))
        .map(|_| {
            if rng.gen_bool(0.9) {
                Pips(rng.gen_range(1..=13))
            } else {
                face(rng)
            }
        })
        .collect();
    let mut house_rules = HouseRules::default();
    for r in HouseRule::ALL {
        if rng.gen_bool(0.3) {
            house_rules = house_rules.with(r);
        }
    }
    let mut counts = std::collections::BTreeMap::new();
    for c in &deck.cards {
        if rng.gen_bool(0.3) {
            counts.insert(c.id.to_string(), rng.gen_range(0..=10u8));
        }
    }
    RuleSet {
        name: "random".into(),
        base,
        roles,
        white,
        orange,
        tries: rng.gen_range(0..=7),
        house_rules,
        action: rng.gen_bool(0.5),
        protection: rng.gen_bool(0.5),
        deck: counts,
        fast_start: rng.gen_bool(0.3),
        bring_in_on_any_roll: rng.gen_bool(0.3),
        exact_home: rng.gen_bool(0.3),
        bring_in_ends_turn: rng.gen_bool(0.3),
        start_fields_may_fill: rng.gen_bool(0.3),
        capture_any: rng.gen_bool(0.3),
        orange_moves: track::pieces::Role::ALL
            .into_iter()
            .filter(|r| rng.gen_bool(if r.uses_orange_die() { 0.8 } else { 0.2 }))
            .collect(),
    }
}

#[test]
fn a_rule_set_that_passes_the_check_makes_a_game_computer_players_can_play() {
    let base_deck = CardSet::default_deck();
    let board = Arc::new(Board::classic());
    let mut rng = ChaCha8Rng::seed_from_u64(32);
    let (mut passed, mut tried) = (0, 0);
    while passed < 100 {
        tried += 1;
        assert!(
            tried < 100_000,
            "random rule sets pass the check now and then"
        );
        let rules = random_rules(&mut rng, &base_deck);
        if rules.check(&base_deck).is_err() {
            continue;
        }
        passed += 1;
        let players = rng.gen_range(2..=4usize);
        let setup = Setup::new(
            rules.variant(),
            rules.house_rules.clone(),
            players,
            rng.gen(),
        );
        let state = State::new(setup, board.clone(), rules.dice(), &rules.cards(&base_deck))
            .expect("default seats fit the classic board");
        let bots = [
            BotKind::Random,
            BotKind::Greedy,
            BotKind::Easy,
            BotKind::Normal,
        ];
        let (end, _) = track::bot_game::play_game_quietly(state, &bots[..players], 40);
        assert!(end.round() > 1 || end.is_over(), "{rules:?}");
    }
}
