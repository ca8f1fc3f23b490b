//! Same game, same figures (issue 56): one seeded game of four easy computer players,
//! played in the window to its end page, played by `simulate` and by the rule lab,
//! gives the same figures in all three: the end page's lines (the window's fold of the
//! events it showed), `simulate --json` (the arena's [`arena::simulate::Report`], as the
//! command prints it) and the lab's JSON ([`lab::LabFigures`]). Each figure is defined
//! once, in `docs/rules.md` ("The figures of a game").

use crate::i18n::Lang;
use crate::prelude::*;
use crate::race::room::RaceScreen;
use crate::race::tests_frames::race_in;
use serde_json::Value;
use shell::headless::Run;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use track::bots::BotKind;
use track::dice::Dice;
use track::pieces::Seat;
use track::variant::{HouseRule, HouseRules, Variant};

const SEED: u64 = 11;

/// The numbers of an end page's line, "1st Green: 5 captured · 3 lost · 7 lost rolls ·
/// longest roll 6": captured, lost, lost rolls, longest roll.
fn line_figures(line: &str) -> [u64; 4] {
    let (_, figures) = line.split_once(": ").expect("a player's line");
    let numbers: Vec<u64> = figures
        .split('·')
        .map(|part| {
            let digits: String = part.chars().filter(char::is_ascii_digit).collect();
            digits.parse().expect("a number in each part")
        })
        .collect();
    numbers.try_into().expect("four figures")
}

/// The game in the window: the small action game ending with the first winner, every
/// seat an easy computer, Yellow (seat 0) first, seed [`SEED`]; played to its end page.
fn window_game(run: &mut Run) -> RaceScreen {
    let mut s = race_in(run, "race-figures-seeded", SEED, Lang::En);
    run.wait(&mut s, 0.2);
    for seat in &mut s.room.setup.seats {
        seat.plays = true;
        seat.computer = true;
        seat.level = BotKind::Easy;
    }
    s.room.setup.first = Some(Seat(0));
    s.start_from_setup(SEED);
    assert!(
        run.wait_until(&mut s, 3000.0, |s| s.end_on_screen()),
        "the game ends"
    );
    s
}

/// The figures of a seeded game are the same on the end page, in `simulate --json` and
/// in the lab's JSON.
#[test]
fn a_seeded_game_has_the_same_figures_on_the_end_page_in_simulate_and_in_the_lab() {
    let mut run = Run::new(1024.0, 768.0, Lang::En);
    let s = window_game(&mut run);
    let setup = s.table.state.setup().clone();
    assert_eq!(
        (setup.seed, setup.first, setup.seats.len()),
        (SEED, Seat(0), 4)
    );
    let variant = Variant::by_id("small-action").expect("a booklet game");
    let rules = HouseRules::default().with(HouseRule::EndAfterFirstWinner);
    assert_eq!((&setup.variant, &setup.rules), (&variant, &rules));
    let (board, cards) = (s.cfg.board.clone(), s.cfg.cards.clone());

    // The end page: a line per placed player (the winner alone: the game ended with
    // the first winner), its numbers the window's fold's, which counts every player.
    let page = s.end_page();
    let winner = s.table.state.placings()[0];
    assert!(page.title.contains(&s.seat_name(winner)), "{}", page.title);
    assert_eq!(page.figures.len(), 1, "{:?}", page.figures);
    let told = &s.table.told.figures;
    let w = told.of(winner);
    assert_eq!(
        line_figures(&page.figures[0]),
        [w.captures, w.lost, w.lost_rolls, u32::from(w.longest)].map(u64::from),
        "{:?}",
        page.figures
    );
    let (captured, lost) = (told.total(|f| f.captures), told.total(|f| f.lost));
    assert!(captured > 0, "easy players capture");
    assert_eq!(captured, lost, "every capture is a piece lost");
    let rounds = s.table.state.round();

    // simulate --json: the run's report of its one game.
    let cfg = arena::simulate::SimConfig {
        variant: variant.clone(),
        rules: rules.clone(),
        players: 4,
        games: 1,
        seed: SEED,
        bots: vec![BotKind::Easy; 4],
        board: board.clone(),
        dice: Dice::default_dice(),
        cards: cards.clone(),
    };
    let sim: Value =
        serde_json::to_value(arena::simulate::simulate_on(&cfg, 1, &arena::StoppedClock))
            .expect("the report is JSON");

    // The lab's JSON: one fair game, no skill game.
    let game = lab::LabGame {
        variant,
        rules,
        dice: Dice::default_dice(),
        cards,
        board,
    };
    let lab_run = lab::LabRun {
        skill_games: 0,
        ..lab::LabRun::new(1, SEED)
    };
    let (stop, done) = (AtomicBool::new(false), AtomicUsize::new(0));
    let figures = arena::threads::run_lab(&game, &lab_run, 1, &stop, &done).expect("a run");
    let lab: Value = serde_json::to_value(figures).expect("the figures are JSON");
    let fair = &lab["fair"];

    let k = winner.index();
    assert_eq!(sim["wins_by_seat"][k], 1.0, "{sim}");
    assert_eq!(fair["wins_by_seat"][k]["wins"], 1, "{fair}");
    assert_eq!(sim["rounds"]["max"], rounds, "{sim}");
    assert_eq!(fair["rounds"]["max"], rounds, "{fair}");
    assert_eq!(sim["captures_per_game"], captured as f64, "{sim}");
    assert_eq!(fair["captures_per_game"], captured as f64, "{fair}");
    let rolls = fair["rolls_per_game"].as_f64().expect("rolls");
    let lost_rolls = told.total(|f| f.lost_rolls) as f64;
    let share = (lost_rolls / rolls * 1000.0).round() / 1000.0;
    assert_eq!(sim["lost_roll_share"], share, "{sim}");
    assert_eq!(sim["cards_drawn_per_game"], fair["cards_drawn_per_game"]);
    assert_eq!(rolls, told.total(|f| f.rolls) as f64);
    assert_eq!(
        fair["cards_drawn_per_game"],
        told.total(|f| f.cards_drawn) as f64
    );
    assert_eq!(fair["turns_per_game"], told.total(|f| f.turns) as f64);
    assert_eq!(
        fair["lost_turns_per_game"],
        told.total(|f| f.lost_turns) as f64
    );
}
