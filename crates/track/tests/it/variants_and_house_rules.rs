//! rules.md §5, variants and house rules: each house rule, and the action games' `+`.

use std::sync::Arc;
use track::board::Board;
use track::cards::CardSet;
use track::dice::{Dice, Face};
use track::movement::Target;
use track::pieces::{Location, Role, Seat};
use track::variant::HouseRule;
use track::{Choice, Command, Event, Phase, Refusal, State};

use crate::common::*;
use Location::{Box as InBox, Home};
use Role::{Bishop as B, Knight as N, Queen as Q, Rook as R};

// ----- §5: house rules -----

#[test]
fn house_rule_symbols_bring_in_lets_hash_bring_in() {
    let rules = [HouseRule::SymbolsBringIn];
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, Q, at(5, 0))], InBox);
    let mut state = deciding(setup("small", 2, &rules), pos.clone(), Face::Hash, None);
    assert_eq!(
        bring_ins(&state),
        all_of(&[R, B, N], &[sq(9, 16), sq(10, 16)])
    );
    assert!(state.legal_choices().contains(&Choice::Pass));
    assert_eq!(
        play(&mut state, bring_in(R, (9, 16))),
        vec![brought_in(pc(0, R), (9, 16)), roll_again(0),]
    );
    // Without the house rule `#` offers nothing.
    let state = deciding(setup("small", 2, &[]), pos, Face::Hash, None);
    assert!(state.legal_choices().is_empty());
    // With it, `#` still misses the turn when nothing can be brought in.
    let full = small_pos(
        &[(0, Q, at(3, 16)), (0, R, at(3, 15)), (2, Q, at(5, 0))],
        Home,
    );
    let mut state = with_dice(setup("small", 2, &rules), &[Face::Hash], &[])
        .with_position(full)
        .with_phase(Seat(0), Phase::Roll);
    assert_eq!(play(&mut state, Command::Roll), missed_turn(0, 2, 1));
}

#[test]
fn house_rule_hash_draws_card_splits_the_symbols() {
    let rules = [HouseRule::HashDrawsCard];
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, Q, at(5, 0))], InBox);
    let state = deciding(
        setup("small-action", 2, &rules),
        pos.clone(),
        Face::Hash,
        None,
    );
    assert_eq!(state.legal_choices(), vec![Choice::DrawCard, Choice::Pass]);
    let state = deciding(
        setup("small-action", 2, &rules),
        pos.clone(),
        Face::Plus,
        None,
    );
    let choices = state.legal_choices();
    assert!(!choices.contains(&Choice::DrawCard));
    assert_eq!(
        bring_ins(&state),
        all_of(&[R, B, N], &[sq(9, 16), sq(10, 16)])
    );
    assert_eq!(choices.len(), 7);
    // Without the house rule, `#` offers both.
    let state = deciding(setup("small-action", 2, &[]), pos, Face::Hash, None);
    assert!(state.legal_choices().contains(&Choice::DrawCard));
    assert_eq!(bring_ins(&state).len(), 6);
}

#[test]
fn house_rule_protect_covered_protects_in_the_small_action_game() {
    // Seat 2's rook on (6,16) is covered by its bishop on (8,14).
    let pos = small_pos(
        &[(0, Q, at(3, 16)), (2, R, at(6, 16)), (2, B, at(8, 14))],
        Home,
    );
    let capture = Target::Square(sq(6, 16));
    let state = deciding(
        setup("small-action", 2, &[HouseRule::ProtectCovered]),
        pos.clone(),
        Face::Pips(1),
        None,
    );
    assert!(state.setup().protection());
    assert!(!has_move(&state, Q, capture));
    let state = deciding(setup("small-action", 2, &[]), pos, Face::Pips(1), None);
    assert!(!state.setup().protection());
    assert!(has_move(&state, Q, capture));
}

#[test]
fn house_rule_may_stop_early_allows_shorter_rolls() {
    let pos = small_pos(&[(0, Q, at(12, 16)), (2, Q, at(5, 0))], Home);
    let state = deciding(setup("small", 2, &[]), pos.clone(), Face::Pips(3), None);
    assert_eq!(
        state.check(&mv(Q, &[(12, 14)])),
        Err(Refusal::WrongLength { moves: 1, pips: 3 })
    );
    let mut state = deciding(
        setup("small", 2, &[HouseRule::MayStopEarly]),
        pos,
        Face::Pips(3),
        None,
    );
    assert!(state.legal_choices().contains(&Choice::Move {
        role: Q,
        target: Target::Square(sq(12, 14)),
        captures: None,
        moves: 1
    }));
    assert_eq!(
        play(&mut state, mv(Q, &[(12, 14)])),
        vec![stepped(pc(0, Q), (12, 16), (12, 14)), turn_started(2, 1)]
    );
}

#[test]
fn house_rule_end_after_first_winner() {
    let pos = position(
        &[last_queen(0), (1, Q, at(3, 16)), (2, Q, at(5, 0))],
        &[0, 1, 2],
        &SMALL,
        Home,
    );
    let mut state = deciding(
        setup("small", 3, &[HouseRule::EndAfterFirstWinner]),
        pos.clone(),
        Face::Pips(1),
        None,
    );
    assert_eq!(
        play(&mut state, mv(Q, &[house_ahead(0)])),
        vec![
            came_home(pc(0, Q), (8, 14), (8, 13)),
            finished(0, 1),
            Event::GameOver {
                placings: vec![Seat(0)]
            },
        ]
    );
    assert!(state.is_over());
    // Without it the others play on.
    let mut state = deciding(setup("small", 3, &[]), pos, Face::Pips(1), None);
    let events = play(&mut state, mv(Q, &[house_ahead(0)]));
    assert_eq!(events.last(), Some(&turn_started(1, 1)));
    assert!(!state.is_over());
}

// ----- §5: action games -----

#[test]
fn action_game_plus_offers_bring_in_or_card() {
    let pos = small_pos(&[(0, Q, at(3, 16)), (2, Q, at(5, 0))], InBox);
    for face in [Face::Plus, Face::Hash] {
        let state = deciding(setup("small-action", 2, &[]), pos.clone(), face, None);
        let choices = state.legal_choices();
        assert_eq!(
            bring_ins(&state),
            all_of(&[R, B, N], &[sq(9, 16), sq(10, 16)]),
            "{face}"
        );
        assert!(choices.contains(&Choice::DrawCard), "{face}");
        assert!(choices.contains(&Choice::Pass), "{face}");
        assert_eq!(choices.len(), 8, "{face}: {choices:?}");
    }
    // The plain small game has no cards.
    let state = deciding(setup("small", 2, &[]), pos, Face::Plus, None);
    assert!(!state.legal_choices().contains(&Choice::DrawCard));
}

#[test]
fn drawing_a_card_ends_the_turn() {
    let pos = small_pos(
        &[(0, R, at(3, 16)), (0, Q, at(12, 15)), (2, Q, at(5, 0))],
        InBox,
    );
    // A one-card deck, so that the test does not depend on the default deck's make-up.
    let card = r#"[{ "id": "own-rook-to-box", "text": { "de": "Dein aktiver Turm geht zurück in die Startbox.",
        "en": "Your active rook goes back to the start box." }, "tone": "bad", "roles": ["rook"],
        "needs_protection": false, "count": 1, "effect": { "type": "own-to-box", "role": "rook" } }]"#;
    let cards = CardSet::from_files(vec![("test.json".to_string(), card.to_string())]).unwrap();
    let board = Arc::new(Board::classic());
    let mut state = State::new(
        setup("small-action", 2, &[]),
        board,
        Dice::default_dice(),
        &cards,
    )
    .unwrap()
    .with_position(pos)
    .with_phase(Seat(0), decide(Face::Plus, None))
    .with_draw_pile(&["own-rook-to-box"]);
    assert_eq!(state.deck().draw.len(), 1);
    assert_eq!(
        play(&mut state, Command::DrawCard),
        vec![
            Event::CardDrawn {
                seat: Seat(0),
                card: "own-rook-to-box".into()
            },
            Event::Placed {
                piece: pc(0, R),
                from: at(3, 16),
                to: InBox
            },
            Event::CardDiscarded {
                card: "own-rook-to-box".into()
            },
            turn_started(2, 1),
        ]
    );
}
