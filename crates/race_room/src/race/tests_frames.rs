//! The race played through the shell's seam alone (issue 53): the screen is handed
//! [`shell::Frame`] values and draws onto a list without a window
//! (`shell::headless`, on `paint`'s `headless` feature); the test clicks on the buttons where their labels are drawn,
//! presses the keys a person presses, and reads what the screen would draw at 1024×768.

use crate::i18n::Lang;
use crate::prelude::*;
use crate::race::room::RaceScreen;
use crate::race::setup::SetupModel;
use base::choices::ComputerSpeed;
use macroquad::prelude::KeyCode;
use shell::config::WindowConfig;
use shell::headless::Run;
use shell::Exit;
use track::variant::HouseRule;

const W: f32 = 1024.0;
const H: f32 = 768.0;

/// The race as the start screen opens it, its setup screen up with the remembered
/// choices: the small action game ending with the first winner, Yellow a person and
/// Green a computer playing at once, in a data folder of its own.
fn race(run: &Run, name: &str, seed: u64) -> RaceScreen {
    race_in(run, name, seed, Lang::En)
}

/// As [`race`], in `lang` (the setup's remembered language too): the race the other
/// screens' tests play (`shell/tests_speakers.rs`).
pub fn race_in(run: &Run, name: &str, seed: u64, lang: Lang) -> RaceScreen {
    let mut cfg = WindowConfig::browser(lang, seed);
    cfg.data_dir = base::platform::test_dir(name);
    let mut setup = SetupModel {
        variant: "small-action".into(),
        rules: vec![HouseRule::EndAfterFirstWinner],
        computer_speed: ComputerSpeed::Instant,
        lang: lang.code().into(),
        ..SetupModel::default()
    };
    for (seat, (plays, computer)) in
        setup
            .seats
            .iter_mut()
            .zip([(true, false), (true, true), (false, false), (false, false)])
    {
        seat.plays = plays;
        seat.computer = computer;
    }
    let settings = serde_json::to_string(&setup).expect("the setup is JSON");
    base::platform::write_atomic(&cfg.data_dir.join("settings.json"), settings.as_bytes())
        .expect("settings");
    let (state, _) = RaceScreen::command_line_game(&cfg, 0);
    RaceScreen::new(cfg, run.window.typeface(), &state)
}

/// What the race showed on its way to the end, by the frame it first showed it.
#[derive(Default, Debug)]
struct Seen {
    roll: Option<usize>,
    card: Option<usize>,
    capture: Option<usize>,
    end: Option<usize>,
}

/// Plays the race from its setup screen to its end page: *Let's go!*; Yellow, a
/// person, rolls with Space and plays the computer's hint (H, then Enter), which also
/// puts away a drawn card; Green plays at once. What it showed on the way.
fn play_to_the_end(run: &mut Run, s: &mut RaceScreen) -> Seen {
    run.wait(s, 0.2);
    for words in ["Small action game", "End after the first winner", "Person"] {
        assert!(run.drawn.says(words), "{words}:\n{}", run.drawn.all_words());
    }
    assert!(run.drawn.says("Computer") && run.drawn.says("◀ instant ▶"));
    run.click_on(s, "Let's go!");
    run.wait(s, 0.5);
    assert!(!run.drawn.says("Let's go!"), "the game is on");
    assert!(run.drawn.says("Roll (Space)"), "{}", run.drawn.all_words());
    let mut seen = Seen::default();
    let mut hint = true;
    for step in 0..2000 {
        let d = &run.drawn;
        let first = |at: &mut Option<usize>, now: bool| {
            if now && at.is_none() {
                *at = Some(step);
            }
        };
        first(&mut seen.roll, d.says("Yellow rolls"));
        first(&mut seen.card, d.says("Action card"));
        first(&mut seen.capture, d.says("captures"));
        first(&mut seen.end, s.end_on_screen());
        if seen.end.is_some() {
            break;
        }
        if d.says("Roll (Space)") {
            run.key(s, KeyCode::Space);
        } else {
            hint = !hint;
            run.key(s, if hint { KeyCode::Enter } else { KeyCode::H });
        }
        run.wait(s, 0.1);
    }
    seen
}

/// A short race from its setup to the start screen (see [`play_to_the_end`]): on the
/// way the panel says the rolls, an action card is shown, a piece is captured; the end
/// page names the winner in its largest line, and *Start screen* leaves for the start
/// screen.
#[test]
fn a_short_race_from_setup_to_its_end_page_shows_rolls_a_card_and_a_capture_then_leaves() {
    let mut run = Run::new(W, H, Lang::En);
    let mut s = race(&run, "race-frames-short", 4);
    let seen = play_to_the_end(&mut run, &mut s);
    let (Some(roll), Some(card), Some(capture), Some(_)) =
        (seen.roll, seen.card, seen.capture, seen.end)
    else {
        panic!("{seen:?}:\n{}", run.drawn.all_words())
    };
    assert!(roll < card && roll < capture, "{seen:?}");
    let wins = run.drawn.largest_with("wins!").expect("the winner's line");
    assert_eq!(wins.text, "Green wins!");
    let largest = run.drawn.texts().iter().map(|t| t.size).max();
    assert_eq!(Some(wins.size), largest, "the winner's line is the largest");
    assert!(run.drawn.says("Play again") && run.drawn.says("Review the game"));
    assert_eq!(run.click_on(&mut s, "Start screen"), Exit::ToStart);
}

/// The race's end page and its review are the shell's layers (`shell/layers.rs`), driven
/// by keys and taps alone: Space folds the page to a bar and unfolds it; *Review the
/// game* (↓, Enter) puts the review on top and the page away; ← ◀ Home End step through
/// the game, the bar saying the step, the board and the panel's lines those of that step
/// (`told_at`); Esc gives the game's own lines and the page back, its focus on *Review*;
/// *Save* puts where on the page; *Start screen* leaves for the start screen.
#[test]
fn the_end_page_folds_reviews_steps_back_saves_and_leaves_through_the_layers() {
    use crate::race::replay::told_at;
    use shell::layers::Layer;
    let mut run = Run::new(W, H, Lang::En);
    let mut s = race(&run, "race-frames-review", 4);
    assert!(play_to_the_end(&mut run, &mut s).end.is_some());
    let page = |run: &Run| run.shared.layers.end().map(|e| (e.folded, e.focus));
    assert_eq!(
        page(&run),
        Some((false, 0)),
        "the page is up, on Play again"
    );
    let names: Vec<&str> = run.layer_spots().unwrap().iter().map(|(n, _)| *n).collect();
    assert_eq!(names[..2], ["end_again", "end_review"]);
    run.key(&mut s, KeyCode::Space);
    assert_eq!(page(&run), Some((true, 0)), "Space folds the page");
    assert!(run.drawn.says("Show the result") && !run.drawn.says("Play again"));
    run.key(&mut s, KeyCode::Space);
    assert_eq!(page(&run), Some((false, 0)), "and unfolds it");
    let lines = s.table.messages.clone();
    // Review the game.
    run.key(&mut s, KeyCode::Down);
    run.key(&mut s, KeyCode::Enter);
    assert!(matches!(run.shared.layers.top(), Some(Layer::Review(_))));
    assert!(run.shared.layers.end().is_none() && !s.end_on_screen());
    assert!(!run.drawn.says("Green wins!"), "the page is away");
    let save = s.room.save.as_ref().expect("the game was recorded");
    let (steps, start) = (save.steps().unwrap(), save.start().unwrap());
    let n = steps.len();
    let shows = |run: &Run, s: &RaceScreen, at: usize| {
        // The bar's line may wrap: its words in order.
        let words = run.drawn.all_words().replace('\n', " ");
        assert!(
            words.contains(&format!("Step {at} of {n}")),
            "step {at}:\n{words}"
        );
        let told = told_at(Lang::En, &s.names(), &start, &steps, at);
        assert_eq!(s.table.messages, told.lines, "the lines of step {at}");
        let board = if at == 0 {
            &start
        } else {
            &steps[at - 1].after
        };
        assert_eq!(&s.table.shown, board, "the board of step {at}");
    };
    shows(&run, &s, n);
    for back in 1..=3 {
        run.key(&mut s, KeyCode::Left);
        shows(&run, &s, n - back);
    }
    run.key(&mut s, KeyCode::Home);
    shows(&run, &s, 0);
    run.key(&mut s, KeyCode::End);
    shows(&run, &s, n);
    let spots = run.layer_spots().expect("the bar's buttons");
    assert_eq!(spots[0].0, "review_prev");
    run.click(&mut s, spots[0].1.center());
    shows(&run, &s, n - 1);
    // Esc: the game's own lines and board, the page back on Review.
    run.key(&mut s, KeyCode::Escape);
    assert!(s.room.replay.is_none());
    assert_eq!(s.table.messages, lines);
    assert_eq!(s.table.shown, s.table.state);
    assert_eq!(page(&run), Some((false, 1)), "the page is back on Review");
    assert!(run.drawn.says("Green wins!"));
    // Save: the page says where.
    run.key(&mut s, KeyCode::Down);
    assert_eq!(run.key(&mut s, KeyCode::Enter), Exit::Stay);
    let note = run
        .shared
        .layers
        .end()
        .expect("the page stays")
        .page
        .note
        .clone();
    let file = note.strip_prefix("Saved: ").expect("the note says where");
    assert!(std::path::Path::new(file).is_file(), "{note}");
    assert!(run.drawn.says("Saved:"), "{}", run.drawn.all_words());
    // Start screen.
    run.key(&mut s, KeyCode::Down);
    assert_eq!(run.key(&mut s, KeyCode::Enter), Exit::ToStart);
}

/// "Leave this game?" is a box on the shell's layers (`shell/layers.rs`): the menu's
/// *To the start screen* in a running race asks it, its focus on the safe "No", its
/// buttons named `yes` and `no` for the browser page. Esc (the safe choice) takes it
/// away and the race plays on; asked again, *Yes, leave* goes to the start screen.
#[test]
fn leave_this_game_is_a_box_on_the_layers_that_esc_answers_no_and_yes_leaves() {
    let mut run = Run::new(W, H, Lang::En);
    let mut s = race(&run, "race-frames-leave", 4);
    run.wait(&mut s, 0.2);
    run.click_on(&mut s, "Let's go!");
    run.wait(&mut s, 0.5);
    assert!(run.drawn.says("Roll (Space)"), "{}", run.drawn.all_words());
    let ask = |run: &mut Run, s: &mut RaceScreen| {
        run.key(s, KeyCode::Escape);
        run.wait(s, 0.1);
        assert_eq!(run.click_on(s, "To the start screen"), Exit::Stay);
        run.wait(s, 0.1);
    };
    ask(&mut run, &mut s);
    let asked = run.shared.layers.asked().expect("the box on the layers");
    assert_eq!(asked.focus, 1, "the focus on the safe answer");
    assert!(run.drawn.says("Leave this game?") && run.drawn.says("No, keep playing"));
    let names: Vec<&str> = run.layer_spots().unwrap().iter().map(|(n, _)| *n).collect();
    assert_eq!(names, ["yes", "no"]);
    assert_eq!(run.key(&mut s, KeyCode::Escape), Exit::Stay);
    run.wait(&mut s, 0.1);
    assert!(run.shared.layers.is_empty(), "No takes the box away");
    assert!(!run.drawn.says("Leave this game?"));
    assert!(run.drawn.says("Roll (Space)"), "the race plays on");
    ask(&mut run, &mut s);
    let yes = run.layer_spots().unwrap()[0].1.center();
    assert_eq!(run.click(&mut s, yes), Exit::ToStart);
}

/// The game menu is a box on the shell's layers: Esc in the race opens it, its focus
/// on *Back*, its entries named for the browser page (`menu_back` …); a toggle
/// (*step by step*) keeps it open on that entry with its new words; Esc shuts it and
/// the race plays on.
#[test]
fn esc_in_the_race_opens_the_menu_as_a_layer_that_a_toggle_keeps_and_esc_shuts() {
    use crate::table::screen::MenuBox;
    let mut run = Run::new(W, H, Lang::En);
    let mut s = race(&run, "race-frames-menu", 4);
    run.wait(&mut s, 0.2);
    run.click_on(&mut s, "Let's go!");
    run.wait(&mut s, 0.5);
    assert!(run.shared.layers.is_empty());
    run.key(&mut s, KeyCode::Escape);
    let menu = run.shared.layers.asked().expect("the menu on the layers");
    assert!(menu.about::<MenuBox>().is_some());
    assert_eq!(menu.focus, 0, "the focus on Back");
    let spots = run.layer_spots().expect("the menu's buttons");
    assert_eq!(spots[0].0, "menu_back");
    let (at, step_mode) = (spots.iter())
        .enumerate()
        .find(|(_, (n, _))| *n == "menu_step_mode")
        .map(|(i, (_, r))| (i, r.center()))
        .expect("the step-by-step entry");
    let before = run.drawn.all_words();
    run.click(&mut s, step_mode);
    let menu = run
        .shared
        .layers
        .asked()
        .expect("the menu stays after a toggle");
    assert_eq!(menu.focus, at, "on the entry chosen");
    assert_ne!(run.drawn.all_words(), before, "the toggle's new words");
    run.key(&mut s, KeyCode::Escape);
    run.wait(&mut s, 0.1);
    assert!(run.shared.layers.is_empty(), "Esc shuts the menu");
    assert!(run.drawn.says("Roll (Space)"), "the race plays on");
}
