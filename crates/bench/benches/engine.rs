//! `cargo bench`: the movement engine, the legal choices, a whole turn and a whole
//! game (issue 18). The `bench` subcommand stays for users without a Rust toolchain.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use track::board::Board;
use track::bot_game::{crowded_position, play_game_quietly};
use track::bots::{Bot, GreedyBot, NormalBot};
use track::geometry::Square;
use track::movement::{roll_outcomes, RollOptions};
use track::pieces::{Location, PieceId, Role, Seat};
use track::variant::{HouseRules, Variant};
use track::{Command, Setup, State};

/// One piece's roll: every result of a queen's 4 pips and a king's 8 on a crowded board.
fn roll_of_one_piece(c: &mut Criterion) {
    let board = Board::classic();
    let mut pos = crowded_position();
    let queen = PieceId {
        seat: Seat(0),
        role: Role::Queen,
    };
    let king = PieceId {
        seat: Seat(0),
        role: Role::King,
    };
    pos.set(queen, Location::Track(Square::new(10, 16)));
    pos.set(king, Location::Track(Square::new(16, 12)));
    let opts = RollOptions {
        protection: true,
        ..RollOptions::default()
    };
    let mut g = c.benchmark_group("roll_outcomes");
    for (name, piece, pips) in [("queen_4_pips", queen, 4u8), ("king_8_pips", king, 8u8)] {
        g.bench_function(name, |b| {
            b.iter(|| roll_outcomes(&board, black_box(&pos), piece, pips, opts))
        });
    }
    g.finish();
}

/// Mid-game states, one per variant: a seeded game of normal players, taken at its
/// first decision after round 20 with at least eight legal choices.
fn mid_game_states() -> Vec<(&'static str, State)> {
    let mut out = vec![];
    for (variant, seed) in [("small", 11u64), ("large-action", 12)] {
        let setup = Setup::new(
            Variant::by_id(variant).unwrap(),
            HouseRules::default(),
            4,
            seed,
        );
        let mut state = State::classic(setup);
        let mut bot = NormalBot::default();
        while !state.is_over() {
            if state.round() > 20 && state.legal_choices().len() >= 8 {
                out.push((variant, state.clone()));
                break;
            }
            let cmd = bot.choose(&state).expect("a command");
            state.play(&cmd).expect("legal");
        }
    }
    out
}

/// `legal_choices` of a fresh copy of mid-game states (the memo starts empty).
fn legal_choices(c: &mut Criterion) {
    let mut g = c.benchmark_group("legal_choices");
    for (variant, state) in mid_game_states() {
        g.bench_function(variant, |b| {
            b.iter_batched(
                || {
                    state
                        .clone()
                        .with_phase(state.turn().seat, state.phase().clone())
                },
                |s| s.legal_choices(),
                BatchSize::SmallInput,
            )
        });
    }
    g.finish();
}

/// `play` of a whole turn: the roll, then the greedy choices until the turn passes.
fn play_turn(c: &mut Criterion) {
    let setup = Setup::new(
        Variant::by_id("small").unwrap(),
        HouseRules::default(),
        4,
        13,
    );
    let mut start = State::classic(setup);
    let mut bot = GreedyBot;
    while start.round() < 30 && !start.is_over() {
        let cmd = bot.choose(&start).expect("a command");
        start.play(&cmd).expect("legal");
    }
    while start.legal_choices() != vec![track::Choice::Roll] {
        let cmd = bot.choose(&start).expect("a command");
        start.play(&cmd).expect("legal");
    }
    c.bench_function("play_turn/small_greedy", |b| {
        b.iter_batched(
            || start.clone(),
            |mut s| {
                let seat = s.turn().seat;
                let mut cmd = Command::Roll;
                loop {
                    s.play(&cmd).expect("legal");
                    if s.turn().seat != seat || s.is_over() {
                        break;
                    }
                    cmd = GreedyBot.choose(&s).expect("a command");
                }
                s
            },
            BatchSize::SmallInput,
        )
    });
}

/// A whole greedy four-player small game, seed after seed.
fn whole_game(c: &mut Criterion) {
    let mut seed = 0u64;
    let bots = [track::bots::BotKind::Greedy; 4];
    c.bench_function("whole_game/small_4_greedy", |b| {
        b.iter_batched(
            || {
                seed += 1;
                let setup = Setup::new(
                    Variant::by_id("small").unwrap(),
                    HouseRules::default(),
                    4,
                    seed % 64,
                );
                State::classic(setup)
            },
            |s| play_game_quietly(s, &bots, 1000),
            BatchSize::SmallInput,
        )
    });
}

criterion_group!(
    benches,
    roll_of_one_piece,
    legal_choices,
    play_turn,
    whole_game
);
criterion_main!(benches);
