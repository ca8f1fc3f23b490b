//! Each figure measures what it says: on known numbers, on games whose figures are
//! known, and against the track crate's own count of the same game.

use super::{game, run, with_white};
use lab::{play_game, quartiles, wilson, Lab, SECONDS_PER_CARD, SECONDS_PER_ROLL};
use track::bot_game::play_game_quietly;
use track::bots::BotKind;
use track::{Setup, State};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 5e-4
}

#[test]
fn the_wilson_interval_on_known_numbers() {
    let (lo, hi) = wilson(50, 100);
    assert!(close(lo, 0.4038) && close(hi, 0.5962), "{lo} {hi}");
    let (lo, hi) = wilson(0, 10);
    assert!(close(lo, 0.0) && close(hi, 0.2775), "{lo} {hi}");
    let (lo, hi) = wilson(10, 10);
    assert!(close(lo, 0.7225) && close(hi, 1.0), "{lo} {hi}");
    let (lo, hi) = wilson(1, 4);
    assert!(close(lo, 0.0456) && close(hi, 0.6994), "{lo} {hi}");
    assert_eq!(wilson(0, 0), (0.0, 1.0));
}

#[test]
fn the_quartiles_are_values_at_a_quarter_a_half_and_three_quarters() {
    assert_eq!(quartiles(&[1, 2, 3, 4, 5, 6, 7, 8, 9]), (3, 5, 7));
    assert_eq!(quartiles(&[4]), (4, 4, 4));
    assert_eq!(quartiles(&[]), (0, 0, 0));
}

#[test]
fn captures_rolls_cards_and_rounds_agree_with_the_track_crates_count() {
    let g = game("small-action");
    for seed in 0..6 {
        let setup = Setup::new(g.variant.clone(), g.rules.clone(), 4, seed);
        let state = State::new(setup, g.board.clone(), g.dice.clone(), &g.cards).unwrap();
        let bots = [BotKind::Easy; 4];
        let ours = play_game(state.clone(), &bots, 1000);
        let (_, theirs) = play_game_quietly(state, &bots, 1000);
        assert_eq!(ours.captures, theirs.captures);
        assert_eq!(ours.rolls, theirs.rolls);
        assert_eq!(ours.cards_drawn, theirs.cards_drawn);
        assert_eq!(ours.rounds, theirs.rounds);
        assert_eq!(ours.finished, theirs.finished);
        assert_eq!(ours.winner_seat, theirs.winner_seat_index);
        assert_eq!(ours.winner_turn_position, theirs.winner_turn_position);
        assert!(ours.captures > 0, "easy players capture");
        assert!(ours.lost_turns < ours.turns);
    }
}

#[test]
fn with_only_misses_every_turn_is_lost_and_nothing_is_captured() {
    let g = with_white(game("small"), &["#"]);
    let mut lab = Lab::new(
        g,
        lab::LabRun {
            max_rounds: 10,
            ..run(3, 0)
        },
    )
    .unwrap();
    lab.step(3);
    let f = lab.figures().fair;
    assert_eq!(f.lost_turn_share, 1.0);
    assert_eq!(f.lost_turns_per_game, f.turns_per_game);
    // 4 players, rounds 1 to 10.
    assert_eq!(f.turns_per_game, 40.0);
    assert_eq!(f.captures_per_game, 0.0);
    assert_eq!(f.lead_changes_per_game, 0.0);
    assert_eq!(f.cards_drawn_per_game, 0.0);
}

#[test]
fn without_misses_or_bring_ins_on_the_die_nobody_comes_in() {
    // No `+`: no piece ever leaves the box, so nothing moves and nobody leads.
    let g = with_white(game("small"), &["1", "2", "3", "4"]);
    let mut lab = Lab::new(
        g,
        lab::LabRun {
            max_rounds: 5,
            ..run(2, 0)
        },
    )
    .unwrap();
    lab.step(2);
    let f = lab.figures().fair;
    assert_eq!(f.lost_turn_share, 1.0);
    assert!(
        f.rolls_per_game >= 3.0 * f.turns_per_game,
        "three tries a turn"
    );
}

#[test]
fn the_wins_minutes_and_bars_add_up() {
    let mut lab = Lab::new(game("small-action"), run(40, 0)).unwrap();
    lab.step(40);
    let f = lab.figures().fair;
    let all = lab.outcomes();
    let played: Vec<_> = all.iter().flatten().collect();
    assert_eq!(f.finished, 40);
    assert_eq!(
        f.wins_by_seat.iter().map(|s| s.wins).sum::<u64>(),
        f.decided
    );
    assert_eq!(f.decided, 40);
    assert_eq!(
        f.wins_by_turn_position.iter().map(|s| s.wins).sum::<u64>(),
        40
    );
    assert_eq!(f.starting_player, f.wins_by_turn_position[0]);
    assert_eq!(f.fair_share, 0.25);
    for s in &f.wins_by_seat {
        assert!(s.low <= s.share && s.share <= s.high);
    }
    // The bars: at most eight, of one width, side by side, holding every game once.
    let bars = &f.rounds_histogram;
    assert!(!bars.is_empty() && bars.len() <= 8, "{bars:?}");
    assert_eq!(bars.iter().map(|b| b.games).sum::<u64>(), 40);
    let width = bars[0].to - bars[0].from + 1;
    for pair in bars.windows(2) {
        assert_eq!(pair[1].from, pair[0].to + 1);
        assert_eq!(pair[1].to - pair[1].from + 1, width);
    }
    assert!(
        bars[0].from
            <= f.rounds
                .lower_quartile
                .min(played.iter().map(|g| g.rounds).min().unwrap())
    );
    assert!(bars.last().unwrap().to >= f.rounds.max);
    assert!(
        f.rounds.lower_quartile <= f.rounds.median && f.rounds.median <= f.rounds.upper_quartile
    );
    // The minutes: rolls and cards at the table's pace.
    let mut minutes: Vec<u64> = played
        .iter()
        .map(|g| {
            (g.rolls * u64::from(SECONDS_PER_ROLL)
                + g.cards_drawn * u64::from(SECONDS_PER_CARD)
                + 30)
                / 60
        })
        .collect();
    minutes.sort_unstable();
    assert_eq!(u64::from(f.minutes.median), minutes[20]);
    assert!(f.cards_drawn_per_game > 0.0, "the action game draws cards");
}

#[test]
fn the_skilled_players_share_counts_its_wins_at_its_rotating_seat() {
    let mut lab = Lab::new(game("small"), run(0, 4)).unwrap();
    lab.step(4);
    let s = lab.figures().skill;
    assert_eq!(s.bot, "normal");
    assert_eq!(s.against, "easy");
    assert_eq!(s.played, 4);
    assert_eq!(s.skilled.of, 4);
    assert!(s.skilled.wins <= 4);
    assert_eq!(s.fair_share, 0.25);
}

#[test]
fn the_skill_games_play_the_skilled_player_the_run_names() {
    let r = lab::LabRun {
        skill_bot: BotKind::Normal,
        ..run(0, 8)
    };
    let mut lab = Lab::new(game("small"), r).unwrap();
    lab.step(8);
    let s = lab.figures().skill;
    assert_eq!(s.bot, "normal");
    assert_eq!(s.skilled.of, 8);
}
