//! The rule lab's benchmarks (`cargo bench --bench lab`): a batch of fair games of the
//! small and the large action game, stepped as the window steps them.

use criterion::{criterion_group, criterion_main, Criterion};
use lab::{Lab, LabGame, LabRun};
use std::sync::Arc;
use track::board::Board;
use track::cards::CardSet;
use track::dice::Dice;
use track::variant::{HouseRules, Variant};

/// Twenty fair games of `variant` (no skill games), seed 1.
fn fair_games(c: &mut Criterion, variant: &str) {
    let game = LabGame {
        variant: Variant::by_id(variant).expect("a preset"),
        rules: HouseRules::default(),
        dice: Dice::default_dice(),
        cards: Arc::new(CardSet::default_deck()),
        board: Arc::new(Board::classic()),
    };
    let run = LabRun {
        skill_games: 0,
        ..LabRun::new(20, 1)
    };
    c.bench_function(&format!("lab/20_fair_{variant}"), |b| {
        b.iter(|| {
            let mut lab = Lab::new(game.clone(), run.clone()).expect("a valid run");
            lab.step(20);
            lab.figures()
        })
    });
}

fn lab_runs(c: &mut Criterion) {
    fair_games(c, "small");
    fair_games(c, "large-action");
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = lab_runs
}
criterion_main!(benches);
