//! The computer players easy, normal and hard (issue 7): they only ever send legal
//! commands and finish their games, across thousands of games of every variant, and
//! in small scenarios normal and hard take the obvious best choice.

use crate::common;
use common::{at as on, card_phase, pc, VARIANTS};
use track::bots::{Bot, BotKind, EasyBot, GreedyBot, HardBot, NormalBot};
use track::dice::Face;
use track::movement::Target;
use track::pieces::{Location, Position, Role, Seat};
use track::variant::{HouseRule, HouseRules, Variant};
use track::{CardTask, Choice, Command, Setup, State};

use Role::{Bishop as B, Knight as N, Queen as Q, Rook as R};

/// House rules by game number, so that every rule is met across a run.
fn rules_for(game: u64) -> HouseRules {
    let all = [
        None,
        Some(HouseRule::SymbolsBringIn),
        Some(HouseRule::HashDrawsCard),
        Some(HouseRule::ProtectCovered),
        Some(HouseRule::MayStopEarly),
        None,
        Some(HouseRule::EndAfterFirstWinner),
    ];
    match all[(game % all.len() as u64) as usize] {
        Some(r) => HouseRules::default().with(r),
        None => HouseRules::default(),
    }
}

/// Plays one game to the end with the given bots (one per playing seat) and panics on
/// the first illegal command. Returns whether the game ended within 1,000 rounds.
fn play_out(variant: &str, game: u64, bots: &mut [Box<dyn Bot>]) -> bool {
    let players = bots.len();
    let mut setup = Setup::new(
        Variant::by_id(variant).expect("preset"),
        rules_for(game),
        players,
        0xA1_0000 + game,
    );
    setup.first = setup.seats[(game as usize) % players];
    let seats = setup.seats.clone();
    let mut state = State::classic(setup);
    while !state.is_over() && state.round() <= 1000 {
        let k = seats
            .iter()
            .position(|s| *s == state.turn().seat)
            .expect("a playing seat");
        let cmd = bots[k]
            .choose(&state)
            .expect("a bot answers while the game runs");
        if let Err(e) = state.play(&cmd) {
            panic!(
                "{variant} game {game}: bot {k} sent the illegal command {cmd:?} ({e:?}) in phase {:?}",
                state.phase()
            );
        }
    }
    state.is_over()
}

/// `games` games of a variant with line-ups made by `lineup(game)`; every game must end.
fn run(variant: &str, games: u64, lineup: impl Fn(u64) -> Vec<Box<dyn Bot>>) {
    for g in 0..common::scaled(games) {
        let mut bots = lineup(g);
        assert!(
            play_out(variant, g, &mut bots),
            "{variant} game {g} did not end within 1,000 rounds"
        );
    }
}

fn easy() -> Box<dyn Bot> {
    Box::new(EasyBot::default())
}
fn normal() -> Box<dyn Bot> {
    Box::new(NormalBot::default())
}
fn greedy() -> Box<dyn Bot> {
    Box::new(GreedyBot)
}

// ----- legal commands across many games (5,000 in all at TEST_SCALE=1) -----

/// 1,600 games: four easy bots, 2 to 4 players.
#[test]
fn easy_only_sends_legal_commands_and_finishes_its_games() {
    for (v, n) in VARIANTS.iter().zip([700, 400, 300, 200]) {
        run(v, n, |g| (0..2 + g % 3).map(|_| easy()).collect());
    }
}

/// 2,600 games: easy against greedy, mixed seats.
#[test]
fn easy_against_greedy_only_sends_legal_commands() {
    for (v, n) in VARIANTS.iter().zip([1200, 600, 500, 300]) {
        run(v, n, |g| {
            (0..4)
                .map(|k| if (k + g) % 2 == 0 { easy() } else { greedy() })
                .collect()
        });
    }
}

/// 700 games: normal against itself, easy and greedy.
#[test]
fn normal_only_sends_legal_commands_and_finishes_its_games() {
    for (v, n) in VARIANTS.iter().zip([300, 150, 150, 100]) {
        run(v, n, |g| {
            let mut bots = vec![normal(), normal(), easy(), greedy()];
            bots.rotate_left((g % 4) as usize);
            bots.truncate(2 + (g % 3) as usize);
            bots
        });
    }
}

/// 100 games: hard (with a small node budget) against normal and greedy, one test per
/// variant so that the test threads share them.
fn hard_games(variant: &str, games: u64) {
    run(variant, games, |g| {
        let mut bots: Vec<Box<dyn Bot>> = vec![
            Box::new(HardBot::with_nodes(100)),
            normal(),
            Box::new(HardBot::with_nodes(100)),
            greedy(),
        ];
        bots.rotate_left((g % 4) as usize);
        bots
    });
}

#[test]
fn hard_only_sends_legal_commands_and_finishes_its_games_in_small() {
    hard_games("small", 40);
}

#[test]
fn hard_only_sends_legal_commands_and_finishes_its_games_in_small_action() {
    hard_games("small-action", 20);
}

#[test]
fn hard_only_sends_legal_commands_and_finishes_its_games_in_large() {
    hard_games("large", 20);
}

#[test]
fn hard_only_sends_legal_commands_and_finishes_its_games_in_large_action() {
    hard_games("large-action", 20);
}

#[test]
fn the_same_seed_gives_the_same_decisions() {
    for kind in [BotKind::Easy, BotKind::Normal, BotKind::Hard] {
        let game = |seed: u64| {
            let setup = Setup::new(
                Variant::by_id("small-action").unwrap(),
                HouseRules::default(),
                4,
                seed,
            );
            let mut state = State::classic(setup);
            let mut bots: Vec<_> = (0..4).map(|_| kind.make()).collect();
            let mut commands = vec![];
            while !state.is_over() && state.round() <= 60 {
                let k = state.turn().seat.index();
                let cmd = bots[k].choose(&state).unwrap();
                state.play(&cmd).unwrap();
                commands.push(cmd);
            }
            commands
        };
        assert_eq!(game(5), game(5), "{kind}");
    }
}

#[test]
fn every_level_is_named_on_the_command_line() {
    for name in ["easy", "normal", "hard"] {
        let kind = BotKind::from_name(name).expect(name);
        assert_eq!(kind.name(), name);
    }
}

// ----- scenarios -----

/// Four seats of the small game: the listed pieces where given, all others in the box.
fn position(pieces: &[(u8, Role, Location)]) -> Position {
    common::position(pieces, &[0, 1, 2, 3], &common::SMALL, Location::Box)
}

/// Seat 0 to decide on a white face in a small game (with house rules).
fn deciding(pos: Position, white: Face, rules: &[HouseRule]) -> State {
    let setup = Setup {
        seed: 3,
        ..common::setup("small", 4, rules)
    };
    common::deciding(setup, pos, white, None)
}

/// Seat 0 of a four-player small action game carrying out `card` (its `task`).
fn card_decision(pos: Position, card: &str, task: CardTask) -> State {
    let setup = common::with_seed(common::setup("small-action", 4, &[]), 3);
    common::scenario(setup, pos, 0, card_phase(card, task))
}

/// What normal and hard choose; each must also be a legal command.
fn picks(state: &State) -> [Choice; 2] {
    let choices = state.legal_choices();
    assert!(choices.len() >= 2, "a scenario needs a choice: {choices:?}");
    let n = NormalBot::pick(state, &choices, Default::default()).expect("normal picks");
    let h = HardBot::default()
        .pick(state, &choices)
        .expect("hard picks");
    for (name, bot) in [
        ("normal", &mut NormalBot::default() as &mut dyn Bot),
        ("hard", &mut HardBot::default()),
    ] {
        let cmd = bot.choose(state).expect("a command");
        assert_eq!(state.check(&cmd), Ok(()), "{name} sent {cmd:?}");
    }
    [n, h]
}

fn moved(c: &Choice) -> (Role, Target) {
    match c {
        Choice::Move { role, target, .. } => (*role, *target),
        other => panic!("expected a move, got {other:?}"),
    }
}

#[test]
fn normal_and_hard_come_home_when_they_can() {
    // The queen can slide up over the entry field (7,14) into the house; seat 3's queen,
    // safe on its own pause field (2,15), threatens it, and the knight could instead
    // make two moves.
    let pos = position(&[
        (0, R, Location::Home),
        (0, B, Location::Home),
        (0, Q, on(7, 16)),
        (0, N, on(16, 4)),
        (3, Q, on(2, 15)),
    ]);
    let state = deciding(pos, Face::Pips(2), &[]);
    for c in picks(&state) {
        assert_eq!(moved(&c), (Q, Target::Home), "{c:?}");
    }
}

#[test]
fn normal_and_hard_come_home_with_the_last_piece() {
    let pos = position(&[
        (0, R, Location::Home),
        (0, B, Location::Home),
        (0, N, Location::Home),
        (0, Q, on(7, 16)),
        (1, R, on(14, 4)),
    ]);
    let state = deciding(pos, Face::Pips(3), &[]);
    for c in picks(&state) {
        assert_eq!(moved(&c), (Q, Target::Home), "{c:?}");
    }
}

#[test]
fn normal_and_hard_capture_a_far_advanced_enemy_rather_than_a_fresh_one() {
    // One move of the rook captures seat 1's queen, just brought in on its start field
    // (16,7), or seat 1's knight at (14,12), a few moves before its entry field (14,9).
    let pos = position(&[
        (0, R, on(16, 12)),
        (0, Q, on(4, 0)),
        (1, Q, on(16, 7)),
        (1, N, on(14, 12)),
    ]);
    let state = deciding(pos, Face::Pips(1), &[]);
    let choices = state.legal_choices();
    assert!(choices.iter().any(|c| matches!(
        c,
        Choice::Move {
            captures: Some(v),
            ..
        } if *v == pc(1, Q)
    )));
    for c in picks(&state) {
        assert!(
            matches!(c, Choice::Move { role: R, captures: Some(v), .. } if v == pc(1, N)),
            "{c:?}"
        );
    }
}

#[test]
fn normal_and_hard_stay_on_an_own_pause_field_when_threatened() {
    // The queen rests on its pause field (15,14); seat 1's queen and rook and seat 3's
    // queen reach nearly every square it could go to. The knight can move instead.
    let pos = position(&[
        (0, Q, on(15, 14)),
        (0, N, on(3, 1)),
        (1, Q, on(12, 15)),
        (1, R, on(14, 10)),
        (3, Q, on(16, 12)),
    ]);
    let state = deciding(pos, Face::Pips(1), &[]);
    for c in picks(&state) {
        assert_eq!(moved(&c).0, N, "{c:?}");
    }
}

#[test]
fn normal_and_hard_free_a_start_field() {
    // With the protection rule: the knight stands on start field (9,16), and on the other
    // one (10,16) a covered bishop of seat 1 (its rook on (13,16) covers it). The box is
    // not empty, so only moving the knight lets the next `+` bring a piece in.
    let pos = position(&[
        (0, N, on(9, 16)),
        (0, Q, on(16, 3)),
        (1, B, on(10, 16)),
        (1, R, on(13, 16)),
    ]);
    let state = deciding(pos, Face::Pips(1), &[HouseRule::ProtectCovered]);
    for c in picks(&state) {
        assert_eq!(moved(&c).0, N, "{c:?}");
    }
}

#[test]
fn normal_and_hard_bring_in_rather_than_pass() {
    let pos = position(&[(0, Q, on(16, 3))]);
    let state = deciding(pos, Face::Plus, &[]);
    for c in picks(&state) {
        assert!(matches!(c, Choice::BringIn { .. }), "{c:?}");
    }
}

#[test]
fn normal_and_hard_send_back_the_most_advanced_enemy() {
    let pos = position(&[
        (0, Q, on(16, 3)),
        (1, Q, on(16, 7)),
        (1, N, on(14, 12)),
        (2, R, on(6, 0)),
    ]);
    let state = card_decision(pos, "opponent-to-box", CardTask::SendBack);
    for c in picks(&state) {
        assert_eq!(c, Choice::SendBack { piece: pc(1, N) });
    }
}

#[test]
fn normal_and_hard_swap_with_the_leading_enemy() {
    // Seat 0's knight has just come in; seat 1, the only enemy on the track, leads: its
    // knight is 3 moves from its house, its queen 6. Normal sends the knight back (to 6
    // moves; its own knight gains 3). Hard may instead take the queen's square, 6 moves
    // nearer for its knight, at the price of 3 for seat 1's queen. Either way the swap
    // is with the leader, never with an own piece.
    let pos = position(&[
        (0, N, on(9, 16)),
        (0, Q, on(16, 3)),
        (1, N, on(14, 12)),
        (1, Q, on(16, 7)),
    ]);
    let state = card_decision(pos, "swap", CardTask::Swap);
    let [normal, hard] = picks(&state);
    for c in [&normal, &hard] {
        let Choice::Swap { a, b } = c else {
            panic!("expected a swap, got {c:?}");
        };
        assert!(a.seat != b.seat, "{c:?}");
        assert!(a.seat == Seat(1) || b.seat == Seat(1), "{c:?}");
    }
    let Choice::Swap { a, b } = normal else {
        unreachable!()
    };
    assert!(a == pc(1, N) || b == pc(1, N), "normal: {a:?} {b:?}");
}

#[test]
fn easy_still_takes_legal_choices_when_it_slips() {
    let pos = position(&[(0, Q, on(16, 3)), (0, N, on(3, 1))]);
    let state = deciding(pos, Face::Pips(2), &[]);
    let mut bot = EasyBot { slip: 1.0 };
    let cmd = bot.choose(&state).expect("a command");
    assert_eq!(state.check(&cmd), Ok(()));
    assert!(matches!(cmd, Command::Move { .. }));
}
