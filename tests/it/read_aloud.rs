//! *Read to me* (issue 54) with a recording voice: what is read, and in which language,
//! for a race turn, the die's choices, a card, a refusal, a hint, a level and the end;
//! a whole small action game and the piece school's first course, as the screens hand
//! their texts to the speaker (`ui::table::read_aloud`), in French and in German.
//! `cargo test --test it read_aloud -- --nocapture` prints what was read.

use schachschlamassel::platform::speech::{RecordingVoice, Spoken};
use schachschlamassel::said::{card_text, level_goal, Msg, SchoolMsg};
use schachschlamassel::speech::read_to_me::reads_to;
use schachschlamassel::speech::Speaker;
use schachschlamassel::ui::i18n::{declined, why_not, Lang};
use schachschlamassel::ui::race::setup::{Control, Help, SetupModel};
use schachschlamassel::ui::school::read_aloud::switched_school;
use schachschlamassel::ui::table::interact::{Declined, Interaction};
use schachschlamassel::ui::table::messages::{event_line, roll_hints, Names};
use schachschlamassel::ui::table::read_aloud::{decision_text, turn_text, Shown};
use test_kit::{setup, small_pos, with_seed};
use track::bots::BotKind;
use track::dice::Face;
use track::pieces::{Location, Role, Seat};
use track::variant::{HouseRules, Variant};
use track::{Event, Phase, Setup, State, WhyNot};

fn speaker(voice: &RecordingVoice) -> Speaker {
    Speaker::new(Box::new(voice.clone()))
}

/// Mia (seat 0, a person who hears the texts) against a computer (seat 2).
fn names(lang: Lang) -> Names {
    let mut n = Names::colours(lang);
    n.0[0] = "Mia".into();
    n
}

fn game(variant: &str, seed: u64) -> State {
    State::classic(Setup::new(
        Variant::by_id(variant).unwrap(),
        HouseRules::default(),
        2,
        seed,
    ))
}

/// Seat 0 of a small action game deciding on `white`, its pieces in the box.
fn deciding(white: Face) -> State {
    let setup = with_seed(setup("small-action", 2, &[]), 1);
    let pos = small_pos(&[], Location::Box);
    test_kit::deciding(setup, pos, white, None)
}

#[test]
fn a_race_turn_is_read_as_whose_turn_and_what_to_do_in_the_games_language() {
    let state = game("small", 1);
    let voice = RecordingVoice::new();
    let mut s = speaker(&voice);
    for (lang, said) in [
        (Lang::Fr, "À Mia de jouer : lance le dé !"),
        (Lang::De, "Mia, du bist dran: würfle!"),
    ] {
        let shown = Shown {
            reader: true,
            anyone: true,
            turn: turn_text(lang, &state, Some("Mia".into())),
            ..Shown::default()
        };
        shown.read(lang, &mut s);
        shown.read(lang, &mut s);
        assert_eq!(voice.said().last(), Some(&(lang, said.to_string())));
    }
    assert_eq!(voice.said().len(), 2, "each read once");
}

#[test]
fn a_plus_is_read_as_what_it_does_with_the_buttons_to_choose_from() {
    let state = deciding(Face::Plus);
    let buttons = Interaction::default().buttons(&state);
    assert_eq!(
        decision_text(Lang::De, &state, &buttons).as_deref(),
        Some("Plus: eine Figur einsetzen. Du kannst wählen: Einsetzen, Karte ziehen oder Nichts tun.")
    );
    let hash = deciding(Face::Hash);
    let text = decision_text(Lang::Fr, &hash, &Interaction::default().buttons(&hash)).unwrap();
    assert!(text.starts_with("Dièse : piocher une carte"), "{text}");
    // A number is said by the panel's own lines, not as a face.
    assert_eq!(
        decision_text(Lang::Fr, &deciding(Face::Pips(3)), &buttons),
        None
    );
}

#[test]
fn a_card_is_read_to_everyone_who_hears_even_on_the_computers_turn() {
    let state = game("small-action", 3);
    let card = &state.deck().cards[state.deck().draw[0]];
    let voice = RecordingVoice::new();
    let mut s = speaker(&voice);
    let text = card_text(Lang::Fr, card);
    // The computer drew it: not Mia's turn, but Mia hears the texts.
    Shown {
        reader: false,
        anyone: true,
        event: Some("Vert lance 3.".into()),
        card: Some(text.clone()),
        ..Shown::default()
    }
    .read(Lang::Fr, &mut s);
    assert_eq!(voice.said(), [(Lang::Fr, text)]);
    // Nobody at the table hears the texts: nothing is read.
    let quiet = RecordingVoice::new();
    let mut s = speaker(&quiet);
    Shown {
        card: Some(card_text(Lang::De, card)),
        ..Shown::default()
    }
    .read(Lang::De, &mut s);
    assert_eq!(quiet.log(), [] as [Spoken; 0]);
}

#[test]
fn a_refusal_and_a_declined_key_are_read_with_their_symbols_in_words() {
    let n = names(Lang::Fr);
    let reason = why_not(Lang::Fr, Role::Rook, &WhyNot::Unreachable, &|s| n.of(s));
    let key = declined(Lang::Fr, &Declined::NoCardNow { hash_only: true }, &|s| {
        n.of(s)
    });
    let voice = RecordingVoice::new();
    let mut s = speaker(&voice);
    for why in [&reason, &key] {
        Shown {
            reader: true,
            anyone: true,
            why: Some(why.clone()),
            ..Shown::default()
        }
        .read(Lang::Fr, &mut s);
    }
    let said = voice.said();
    assert_eq!(said[0], (Lang::Fr, reason));
    assert_eq!(
        said[1],
        (
            Lang::Fr,
            "Seul un dièse fait piocher une carte.".to_string()
        )
    );
}

#[test]
fn a_hint_is_read_when_it_shows_and_again_on_the_key() {
    let hint = words::say(Lang::De, &Msg::HintBringIn);
    let voice = RecordingVoice::new();
    let mut s = speaker(&voice);
    let shown = Shown {
        reader: true,
        anyone: true,
        todo: vec!["Wähle eine Figur.".into()],
        hint: Some(hint.clone()),
        ..Shown::default()
    };
    shown.read(Lang::De, &mut s);
    shown.read(Lang::De, &mut s);
    s.again();
    let whole = format!("Wähle eine Figur. {hint}");
    assert_eq!(voice.said(), [(Lang::De, whole.clone()), (Lang::De, whole)]);
}

#[test]
fn a_level_reads_its_goal_when_it_opens_and_its_stars_in_words_when_won() {
    let course = &school::courses()[0];
    let level = &course.levels[0];
    let voice = RecordingVoice::new();
    let mut s = speaker(&voice);
    let goal = level_goal(Lang::Fr, level);
    let open = Shown {
        reader: true,
        anyone: true,
        goal: Some(goal.clone()),
        ..Shown::default()
    };
    open.read(Lang::Fr, &mut s);
    let well = words::say(Lang::Fr, &SchoolMsg::WellDone("★★☆".into()));
    Shown {
        won: Some(well),
        ..open.clone()
    }
    .read(Lang::Fr, &mut s);
    let said = voice.said();
    assert_eq!(said[0], (Lang::Fr, goal));
    assert!(said[1].1.contains("2 étoiles sur 3"), "{:?}", said[1]);
    assert!(!said[1].1.contains('★'));
}

#[test]
fn a_beginner_seat_hears_the_texts_its_switch_is_beside_its_name_and_remembered() {
    let mut m = SetupModel::default();
    let (mia, computer) = (Seat(0), Seat(3));
    assert!(m.controls().contains(&Control::ReadToMe(mia)));
    assert!(!m.controls().contains(&Control::ReadToMe(computer)));
    let seat = &m.seats[0];
    assert!(reads_to(seat.read_to_me, seat.help));
    m.activate(Control::ReadToMe(mia));
    let seat = &m.seats[0];
    assert!(!reads_to(seat.read_to_me, seat.help));
    let text = serde_json::to_string(&m).unwrap();
    let (again, broken) = SetupModel::load(Some(&text));
    assert_eq!(broken, None);
    assert_eq!(again.seats[0].read_to_me, Some(false));
    // An expert does not hear them until switched on.
    m.seats[1].help = Help::Expert;
    assert!(!reads_to(m.seats[1].read_to_me, Help::Expert));
    // Settings of before keep working: no switch, as the help level says.
    let old = text.replace(r#","read_to_me":false"#, "");
    assert_eq!(SetupModel::load(Some(&old)).0.seats[0].read_to_me, None);
}

#[test]
fn the_schools_read_aloud_until_their_speaker_is_switched_off_and_that_is_remembered() {
    let mut m = SetupModel::default();
    assert_eq!(m.school_read_to_me, None, "on by default");
    m.school_read_to_me = switched_school(m.school_read_to_me);
    assert_eq!(m.school_read_to_me, Some(false));
    let text = serde_json::to_string(&m).unwrap();
    assert_eq!(
        SetupModel::load(Some(&text)).0.school_read_to_me,
        Some(false)
    );
    m.school_read_to_me = switched_school(m.school_read_to_me);
    assert_eq!(m.school_read_to_me, Some(true));
}

/// A whole small action game of Mia (who hears the texts, played by the greedy
/// computer) against the computer, shown as the table shows it: before each of Mia's
/// commands what she is asked, then each event's line; every card; the winner.
fn small_action_game(lang: Lang) -> (Vec<String>, Vec<String>) {
    let names = names(lang);
    let mut state = game("small-action", 7);
    let voice = RecordingVoice::new();
    let mut s = speaker(&voice);
    let mut bot = BotKind::Greedy.make();
    let mut cards = vec![];
    let mut event: Option<String> = None;
    let mut prev: Option<Event> = None;
    while !state.is_over() {
        let seat = state.turn().seat;
        let mia = seat == Seat(0);
        let card = match state.phase() {
            Phase::Card { card, .. } => state.deck().card(card).map(|c| card_text(lang, c)),
            _ => None,
        };
        let buttons = Interaction::default().buttons(&state);
        // As the panel: what was rolled is not said again under the roll's line.
        let mut todo = roll_hints(lang, &names, &state);
        if let Phase::Decide { white, orange } = state.phase() {
            todo.retain(|h| *h != words::say(lang, &Msg::Rolled(*white, *orange)));
        }
        Shown {
            reader: mia,
            anyone: true,
            turn: turn_text(lang, &state, Some(names.of(seat))),
            event: event.clone(),
            choices: decision_text(lang, &state, &buttons),
            todo,
            card,
            ..Shown::default()
        }
        .read(lang, &mut s);
        let cmd = bot.choose(&state).unwrap();
        let before = state.clone();
        let events = state.play(&cmd).unwrap();
        for (i, e) in events.iter().enumerate() {
            // A card drawn is on show while its event plays.
            let mut card = None;
            if let Event::CardDrawn { card: id, .. } = e {
                card = Some(card_text(lang, before.deck().card(id).unwrap()));
                cards.extend(card.clone());
            }
            if let Some(line) =
                event_line(lang, &names, &before, e, prev.as_ref(), &events[i + 1..])
            {
                event = Some(line.clone());
                Shown {
                    reader: mia,
                    anyone: true,
                    event: Some(line),
                    card,
                    ..Shown::default()
                }
                .read(lang, &mut s);
            }
            prev = Some(e.clone());
        }
    }
    let winner = names.of(state.placings()[0]);
    Shown {
        anyone: true,
        end: Some(words::say(lang, &Msg::EndWinner(winner))),
        ..Shown::default()
    }
    .read(lang, &mut s);
    assert!(
        voice.said().iter().all(|(l, _)| *l == lang),
        "read in {lang:?} only"
    );
    (voice.texts(), cards)
}

#[test]
fn a_small_action_game_is_read_in_french_and_in_german_every_card_and_the_winner() {
    for lang in [Lang::Fr, Lang::De] {
        let (said, cards) = small_action_game(lang);
        eprintln!(
            "== a small action game in {lang:?}: {} texts read",
            said.len()
        );
        for t in &said {
            eprintln!("  {t}");
        }
        assert!(!cards.is_empty(), "the game drew cards");
        for c in &cards {
            assert!(
                said.iter().any(|t| t.contains(c.as_str())),
                "the card {c:?} was read"
            );
        }
        assert!(
            said.windows(2).all(|w| w[0] != w[1]),
            "nothing twice in a row"
        );
        assert!(
            !said.iter().any(|t| t.contains(['★', '#'])),
            "symbols in words"
        );
        let first = turn_text(lang, &game("small-action", 7), Some("Mia".into())).unwrap();
        assert!(said[0].starts_with(&first), "{:?}", said[0]);
        let end = said.last().unwrap();
        assert!(
            end.contains("Mia") || end.contains(&Names::colours(lang).of(Seat(2))),
            "{end}"
        );
    }
}

/// The piece school's first course played as its proofs play it, as the level screen
/// shows it: the goal when a level opens, "roll the die", each event, the won box.
fn first_course(lang: Lang) -> Vec<String> {
    let course = &school::courses()[0];
    let voice = RecordingVoice::new();
    let mut s = speaker(&voice);
    let names = Names::colours(lang);
    for level in &course.levels {
        let goal = Some(level_goal(lang, level));
        let mut attempt = school::Attempt::new(level).unwrap();
        let mut event = None;
        let mut won = None;
        // A level of squares to find: each square clicked.
        let squares = attempt.squares_to_find().to_vec();
        for sq in squares {
            if let school::Pick::Won(got) = attempt.pick(sq) {
                let stars = "★".repeat(got as usize) + &"☆".repeat(3 - got as usize);
                won = Some(words::say(lang, &SchoolMsg::WellDone(stars)));
            }
        }
        let solution = school::solve::solution(level).unwrap_or_default();
        Shown {
            reader: true,
            anyone: true,
            goal: goal.clone(),
            ..Shown::default()
        }
        .read(lang, &mut s);
        for cmd in &solution {
            let state = attempt.state().clone();
            Shown {
                reader: true,
                anyone: true,
                goal: goal.clone(),
                turn: turn_text(lang, &state, None),
                event: event.clone(),
                ..Shown::default()
            }
            .read(lang, &mut s);
            let (step, events) = attempt.play(cmd).unwrap();
            let mut prev = None;
            for (i, e) in events.iter().enumerate() {
                if let Some(l) = event_line(lang, &names, &state, e, prev, &events[i + 1..]) {
                    event = Some(l);
                }
                prev = Some(e);
            }
            if let school::AttemptStep::Won(got) = step {
                let stars = "★".repeat(got as usize) + &"☆".repeat(3 - got as usize);
                won = Some(words::say(lang, &SchoolMsg::WellDone(stars)));
            }
        }
        Shown {
            reader: true,
            anyone: true,
            goal,
            event,
            won,
            ..Shown::default()
        }
        .read(lang, &mut s);
    }
    assert!(voice.said().iter().all(|(l, _)| *l == lang));
    voice.texts()
}

#[test]
fn the_first_course_of_the_piece_school_reads_every_goal_and_every_won_box() {
    let course = &school::courses()[0];
    for lang in [Lang::Fr, Lang::De] {
        let said = first_course(lang);
        eprintln!("== the piece school's first course in {lang:?}");
        for t in &said {
            eprintln!("  {t}");
        }
        for level in &course.levels {
            let goal = level_goal(lang, level);
            assert!(said.iter().any(|t| t.contains(&goal)), "{goal:?} read");
        }
        let won = said.iter().filter(|t| !t.contains('★')).count();
        assert_eq!(won, said.len(), "stars said in words");
    }
}
