//! The knobs the booklet names that its own games leave as they are (issue 51): each is
//! off in the booklet's games (whose seeded logs `seeded_logs` and `thousand_logs`
//! keep), and each, turned on, changes what the engine lets a player do.

use track::bot_game::play_game;
use track::bots::BotKind;
use track::dice::Face;
use track::pieces::{Location, Role, Seat};
use track::variant::{HouseRule, HouseRules, Variant};
use track::{Choice, Command, Event, Phase, Refusal, RuleSet, RuleSetProblem, Setup, State};

use crate::common::{
    at, bring_in, brought_in, pc, position, roll_again, small_pos, sq, stepped, turn_started,
};
use Role::{Knight as N, Queen as Q, Rook as R};

/// The small game, two players, with `knob` turned on.
fn small_with(knob: impl FnOnce(&mut Variant)) -> Setup {
    let mut v = Variant::by_id("small").expect("preset");
    knob(&mut v);
    Setup::new(v, HouseRules::default(), 2, 7)
}

/// A scenario of the small game with `knob`: seat 0 deciding on a white face.
fn deciding(
    knob: impl FnOnce(&mut Variant),
    pieces: &[(u8, Role, Location)],
    white: Face,
) -> State {
    let pos = small_pos(pieces, Location::Box);
    crate::common::deciding(small_with(knob), pos, white, None)
}

fn booklet(_: &mut Variant) {}

fn bring_ins(state: &State) -> usize {
    state
        .legal_choices()
        .iter()
        .filter(|c| matches!(c, Choice::BringIn { .. }))
        .count()
}

fn home_moves(state: &State, role: Role) -> Option<u8> {
    state.legal_choices().iter().find_map(|c| match c {
        Choice::Move {
            role: r,
            target: track::movement::Target::Home,
            moves,
            ..
        } if *r == role => Some(*moves),
        _ => None,
    })
}

#[test]
fn fast_start_begins_every_player_with_the_first_piece_on_the_start_field_by_the_line() {
    let booklet_game = State::classic(small_with(booklet));
    for s in [Seat(0), Seat(2)] {
        assert_eq!(
            booklet_game.position().in_box(s).count(),
            4,
            "booklet: all in the box"
        );
    }
    let fast = State::classic(small_with(|v| v.fast_start = true));
    for s in [Seat(0), Seat(2)] {
        let start = fast.board().seat(s).expect("seat").start;
        let queen = track::pieces::PieceId { seat: s, role: Q };
        assert_eq!(
            fast.position().location(queen),
            Some(Location::Track(start[0]))
        );
        assert_eq!(
            fast.position().piece_at(start[1]),
            None,
            "one start field stays free"
        );
        assert_eq!(fast.position().in_box(s).count(), 3);
    }
    // The first roll is a player's with a piece out: a number moves it at once.
    let mut fast = fast.with_phase(
        Seat(0),
        Phase::Decide {
            white: Face::Pips(2),
            orange: None,
        },
    );
    assert!(fast
        .legal_choices()
        .iter()
        .any(|c| matches!(c, Choice::Move { role: Q, .. })));
    let cmd = fast.legal_commands()[0].clone();
    assert!(fast.play(&cmd).is_ok());
}

#[test]
fn bring_in_on_any_roll_lets_a_number_bring_a_piece_in_or_move_one() {
    let pieces = [(0, R, at(3, 16))];
    let booklet_game = deciding(booklet, &pieces, Face::Pips(2));
    assert_eq!(bring_ins(&booklet_game), 0, "booklet: only + brings in");
    let mut any = deciding(|v| v.bring_in_on_any_roll = true, &pieces, Face::Pips(2));
    assert_eq!(bring_ins(&any), 3 * 2, "three box pieces, two start fields");
    assert!(any
        .legal_choices()
        .iter()
        .any(|c| matches!(c, Choice::Move { role: R, .. })));
    assert!(
        !any.legal_choices().contains(&Choice::Pass),
        "a number must be used"
    );
    let events = any.play(&bring_in(N, (9, 16))).expect("a number brings in");
    assert_eq!(events, vec![brought_in(pc(0, N), (9, 16)), roll_again(0)]);
    // Nothing out yet: in the booklet a number is a lost try; here it may bring in.
    let empty = deciding(booklet, &[], Face::Pips(3));
    assert!(empty.legal_choices().is_empty());
    let empty = deciding(|v| v.bring_in_on_any_roll = true, &[], Face::Pips(3));
    assert_eq!(bring_ins(&empty), 4 * 2);
    assert!(
        empty.legal_choices().contains(&Choice::Pass),
        "bringing in is optional"
    );
}

#[test]
fn exact_home_lets_a_piece_come_home_only_with_the_last_move_of_its_roll() {
    // The queen on its entry field (8,14), the house straight above: one move home.
    let pieces = [(0, Q, at(8, 14))];
    let booklet_game = deciding(booklet, &pieces, Face::Pips(3));
    assert_eq!(
        home_moves(&booklet_game, Q),
        Some(1),
        "booklet: the rest lapses"
    );
    let one_move = Command::Move {
        role: Q,
        route: vec![sq(8, 13)],
    };
    assert!(booklet_game.check(&one_move).is_ok());
    let exact = deciding(|v| v.exact_home = true, &pieces, Face::Pips(3));
    assert_eq!(home_moves(&exact, Q), Some(3), "home with the third move");
    assert_eq!(
        exact.check(&one_move),
        Err(Refusal::WrongLength { moves: 1, pips: 3 })
    );
    let cmd = exact.command_for(
        exact
            .legal_choices()
            .iter()
            .find(|c| {
                matches!(
                    c,
                    Choice::Move {
                        target: track::movement::Target::Home,
                        ..
                    }
                )
            })
            .expect("home"),
    );
    let Command::Move { route, .. } = &cmd else {
        panic!("a move");
    };
    assert_eq!(route.len(), 3);
    let mut exact = exact;
    let events = exact.play(&cmd).expect("legal");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CameHome { piece, .. } if *piece == pc(0, Q))));
    // Walking it move by move: the house is offered only as the third move.
    let exact = deciding(|v| v.exact_home = true, &pieces, Face::Pips(3));
    assert!(exact.next_steps(Q, &[]).iter().all(|s| !s.home));
    // With "may stop early" a roll may end with any move, so home is there at once.
    let mut early = exact.clone();
    let mut setup = small_with(|v| v.exact_home = true);
    setup.rules = HouseRules::default().with(HouseRule::MayStopEarly);
    early = State::classic(setup)
        .with_position(early.position().clone())
        .with_phase(Seat(0), early.phase().clone());
    assert_eq!(home_moves(&early, Q), Some(1));
}

#[test]
fn a_die_without_plus_brings_in_when_any_roll_brings_in() {
    let mut rules = RuleSet::from_preset(
        &Variant::by_id("small").expect("preset"),
        &track::dice::Dice::default_dice(),
        &track::cards::CardSet::default_deck(),
    );
    rules.white = vec![Face::Pips(1), Face::Pips(2), Face::Pips(3), Face::Hash];
    let deck = track::cards::CardSet::default_deck();
    assert_eq!(rules.check(&deck), Err(RuleSetProblem::NoBringIn));
    rules.bring_in_on_any_roll = true;
    assert_eq!(rules.check(&deck), Ok(()));
}

#[test]
fn games_with_every_knob_on_end_and_replay_from_their_events() {
    for (i, base) in ["small", "small-action", "large", "large-action"]
        .iter()
        .enumerate()
    {
        let mut v = Variant::by_id(base).expect("preset");
        v.fast_start = true;
        v.bring_in_on_any_roll = i % 2 == 0;
        v.exact_home = i < 2;
        v.bring_in_ends_turn = i % 3 == 1;
        v.start_fields_may_fill = i >= 2;
        v.capture_any = i != 1;
        if i == 3 {
            v.orange_moves = vec![N, Role::Pawn];
        }
        let setup = Setup::new(v, HouseRules::default(), 2 + i % 3, 40 + i as u64);
        let players = setup.seats.len();
        let start = State::classic(setup);
        let mut replayed = start.clone();
        let (end, _) = play_game(start, &vec![BotKind::Greedy; players], 2000, |_, e| {
            replayed.apply(e)
        });
        assert!(end.is_over(), "{base}: the game ends");
        assert_eq!(replayed, end, "{base}: the events replay the game");
    }
}

#[test]
fn bring_in_ends_turn_gives_the_next_player_the_dice_instead_of_a_roll_again() {
    let bring_in = bring_in(N, (9, 16));
    let mut booklet_game = deciding(booklet, &[], Face::Plus);
    let events = booklet_game.play(&bring_in).expect("+ brings in");
    assert!(matches!(
        events.last(),
        Some(Event::RollAgain { seat: Seat(0), .. })
    ));
    let mut ends = deciding(|v| v.bring_in_ends_turn = true, &[], Face::Plus);
    let events = ends.play(&bring_in).expect("+ brings in");
    assert_eq!(
        events,
        vec![brought_in(pc(0, N), (9, 16)), turn_started(2, 1)]
    );
    assert_eq!(ends.position().location(pc(0, N)), Some(at(9, 16)));
}

#[test]
fn start_fields_may_fill_lets_own_pieces_stand_on_both_start_fields() {
    // The queen on one start field (9,16); the rook could slide onto the other (10,16).
    let pieces = [(0, Q, at(9, 16)), (0, R, at(12, 16))];
    let onto_start = |state: &State| {
        state.legal_choices().iter().any(|c| {
            matches!(c, Choice::Move { role: R, target: track::movement::Target::Square(s), .. } if *s == sq(10, 16))
        })
    };
    let booklet_game = deciding(booklet, &pieces, Face::Pips(1));
    assert!(
        !onto_start(&booklet_game),
        "booklet: one start field stays free"
    );
    let fill = deciding(|v| v.start_fields_may_fill = true, &pieces, Face::Pips(1));
    assert!(onto_start(&fill));
    // Both taken: the booklet makes the next roll free one; this rule does not.
    let both = [(0, Q, at(9, 16)), (0, R, at(10, 16))];
    assert!(deciding(booklet, &both, Face::Pips(2)).must_free_start());
    assert!(!deciding(|v| v.start_fields_may_fill = true, &both, Face::Pips(2)).must_free_start());
}

#[test]
fn capture_any_lets_every_move_of_a_roll_capture_and_go_on() {
    // A rook at (3,16), an opposing knight at (5,16): capture it, then on up to (5,14).
    let pieces = [(0, R, at(3, 16)), (2, N, at(5, 16))];
    let through = Command::Move {
        role: R,
        route: vec![sq(5, 16), sq(5, 14)],
    };
    let booklet_game = deciding(booklet, &pieces, Face::Pips(2));
    assert_eq!(
        booklet_game.check(&through),
        Err(Refusal::BadRoute { step: 0 }),
        "booklet: only the last move captures"
    );
    let mut any = deciding(|v| v.capture_any = true, &pieces, Face::Pips(2));
    let events = any.play(&through).expect("a capture on the first move");
    assert_eq!(
        events[..3],
        [
            stepped(pc(0, R), (3, 16), (5, 16)),
            Event::Captured {
                piece: pc(2, N),
                by: pc(0, R),
                at: sq(5, 16)
            },
            stepped(pc(0, R), (5, 16), (5, 14)),
        ]
    );
    assert_eq!(any.position().location(pc(2, N)), Some(Location::Box));
    // The roll's results: squares beyond the knight's, which only a capture reaches.
    let beyond = |state: &State| {
        state.legal_choices().iter().any(|c| {
            matches!(c, Choice::Move { role: R, target: track::movement::Target::Square(s), .. } if *s == sq(8, 16))
        })
    };
    assert!(!beyond(&deciding(booklet, &pieces, Face::Pips(2))));
    let any = deciding(|v| v.capture_any = true, &pieces, Face::Pips(2));
    assert!(beyond(&any), "(5,16) then on to (8,16)");
    let cmd = any.command_for(
        any.legal_choices()
            .iter()
            .find(|c| matches!(c, Choice::Move { role: R, target: track::movement::Target::Square(s), .. } if *s == sq(8, 16)))
            .expect("a choice"),
    );
    assert!(
        any.check(&cmd).is_ok(),
        "its example route is legal: {cmd:?}"
    );
    // A piece on a pause field of its own colour is safe on the way too.
    let paused = [(0, R, at(3, 16)), (2, N, at(1, 16))];
    let any = deciding(|v| v.capture_any = true, &paused, Face::Pips(2));
    assert_eq!(
        any.check(&Command::Move {
            role: R,
            route: vec![sq(1, 16), sq(1, 14)],
        }),
        Err(Refusal::BadRoute { step: 0 })
    );
}

/// The pips each kind of seat 0 may move by in `state`, by kind.
fn pips_of(state: &State, role: Role) -> Option<u8> {
    state.outcomes_for(role).map(|o| o.pips)
}

#[test]
fn the_orange_die_moves_the_pieces_the_rules_give_it_and_the_white_die_the_others() {
    use Role::{Bishop as B, King as K, Pawn as P};
    let large = |orange_moves: &[Role]| {
        let mut v = Variant::by_id("large").expect("preset");
        v.orange_moves = orange_moves.to_vec();
        Setup::new(v, HouseRules::default(), 2, 7)
    };
    let pieces = [(0, K, at(3, 16)), (0, N, at(12, 15)), (0, B, at(1, 9))];
    let deciding_large = |orange_moves: &[Role], white: Face| {
        State::classic(large(orange_moves))
            .with_position(position(
                &pieces,
                &[0, 2],
                &crate::common::LARGE,
                Location::Box,
            ))
            .with_phase(
                Seat(0),
                Phase::Decide {
                    white,
                    orange: Some(5),
                },
            )
    };
    // The booklet: "für den König und den Bauern der orangene Würfel".
    let booklet_game = deciding_large(&[K, P], Face::Pips(2));
    assert_eq!(pips_of(&booklet_game, K), Some(5));
    assert_eq!(pips_of(&booklet_game, N), Some(2));
    assert_eq!(pips_of(&booklet_game, B), Some(2));
    // The knight by the orange die, the king by the white one.
    let swapped = deciding_large(&[N, P], Face::Pips(2));
    assert_eq!(pips_of(&swapped, K), Some(2));
    assert_eq!(pips_of(&swapped, N), Some(5));
    assert_eq!(pips_of(&swapped, B), Some(2));
    assert_eq!(
        swapped.check(&Command::Move {
            role: K,
            route: vec![sq(4, 16), sq(5, 16), sq(6, 16), sq(7, 16), sq(8, 16)],
        }),
        Err(Refusal::WrongLength { moves: 5, pips: 2 })
    );
    // On a +, only what the orange die moves may move.
    let plus = deciding_large(&[N, P], Face::Plus);
    assert_eq!(pips_of(&plus, N), Some(5));
    assert_eq!(pips_of(&plus, K), None);
    // One die for every piece: the orange one is not thrown.
    let mut rules = RuleSet::from_preset(
        &Variant::by_id("large").expect("preset"),
        &track::dice::Dice::default_dice(),
        &track::cards::CardSet::default_deck(),
    );
    assert!(rules.orange_die());
    rules.toggle_die_of(K);
    rules.toggle_die_of(P);
    assert!(rules.orange_moves.is_empty() && !rules.orange_die());
    assert!(!rules.variant().orange_die);
    let mut one_die = State::classic(Setup::new(rules.variant(), HouseRules::default(), 2, 3));
    let events = one_die.play(&Command::Roll).expect("a roll");
    assert!(matches!(events[0], Event::Rolled { orange: None, .. }));
    // The small game with the knight by the orange die throws it.
    let mut rules = RuleSet::from_preset(
        &Variant::by_id("small").expect("preset"),
        &track::dice::Dice::default_dice(),
        &track::cards::CardSet::default_deck(),
    );
    rules.toggle_die_of(N);
    assert_eq!(rules.orange_moves, vec![N, K, P]);
    assert!(rules.variant().orange_die);
    assert_eq!(rules.check(&track::cards::CardSet::default_deck()), Ok(()));
    let mut small = State::classic(Setup::new(rules.variant(), HouseRules::default(), 2, 3));
    let events = small.play(&Command::Roll).expect("a roll");
    assert!(matches!(
        events[0],
        Event::Rolled {
            orange: Some(_),
            ..
        }
    ));
}

#[test]
fn the_booklets_dice_for_pieces_are_left_out_of_a_games_json_and_others_are_kept() {
    let booklet_game = Variant::by_id("large").expect("preset");
    assert!(booklet_game.moved_by_orange(Role::King) && !booklet_game.moved_by_orange(N));
    let json = serde_json::to_string(&booklet_game).expect("json");
    assert!(!json.contains("orange_moves"), "{json}");
    let mut v = booklet_game;
    v.orange_moves = vec![N];
    let json = serde_json::to_string(&v).expect("json");
    assert!(json.contains(r#""orange_moves":["knight"]"#), "{json}");
    let back: Variant = serde_json::from_str(&json).expect("read back");
    assert_eq!(back, v);
}

#[test]
fn a_computer_player_takes_a_capture_on_the_way_when_any_move_may_capture() {
    // A rook rolling 2 beside an opposing knight: no route of two moves ends on the
    // knight, only routes through it capture it, and of the roll's many targets only
    // one's example route passes it. The players see the capture on the way and take it.
    let scenes = [
        ((10, 14), (10, 15)),
        ((12, 14), (12, 15)),
        ((13, 14), (13, 15)),
    ];
    for (rook, knight) in scenes {
        let pieces = [(0, R, at(rook.0, rook.1)), (2, N, at(knight.0, knight.1))];
        let state = deciding(|v| v.capture_any = true, &pieces, Face::Pips(2));
        let last_move_captures = state.legal_choices().iter().any(|c| {
            matches!(
                c,
                Choice::Move {
                    captures: Some(_),
                    ..
                }
            )
        });
        assert!(!last_move_captures, "{rook:?}: only on the way");
        for kind in [BotKind::Greedy, BotKind::Normal, BotKind::Hard] {
            let cmd = kind.make().choose(&state).expect("a move");
            let events = state.clone().play(&cmd).expect("a legal route");
            assert!(
                events.contains(&Event::Captured {
                    piece: pc(2, N),
                    by: pc(0, R),
                    at: sq(knight.0, knight.1),
                }),
                "{kind} with the rook on {rook:?} passes the knight by: {cmd:?}"
            );
        }
    }
}
