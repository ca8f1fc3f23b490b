//! The setup's steppers and pills in every language (issue 49): a stepper shows its value
//! between ◀ and ▶, and drops the arrows only when the words would not fit its box; a
//! seat's pills have the widths their words need at the small size ("Computador" was set
//! below it at 800×600), so a stepper drops its arrows only where the seat's other pills
//! leave it too little room (the Dutch "gooien om te beginnen" once lost them at 1280×720
//! where English kept them).

use crate::i18n::{Lang, Msg};
use crate::race::setup::{ComputerSpeed, Control, Help, SetupModel};
use crate::race::setup_layout::{setup_rects, setup_sizes, PILL_MARGIN};
use paint::font_measure::FontMeasure;
use paint::text_layout::Measure;
use track::bots::BotKind;
use track::pieces::Seat;

/// The setup in a language, else as it starts.
fn in_language(lang: Lang) -> SetupModel {
    SetupModel {
        lang: lang.code().to_string(),
        ..SetupModel::default()
    }
}

/// Every value a stepper of the setup shows, in a language.
fn values(lang: Lang, c: Control) -> Vec<String> {
    let t = |m: Msg| words::say(lang, &m);
    match c {
        Control::Level(_) => BotKind::ALL.map(|k| t(Msg::Level(k))).to_vec(),
        Control::Help(_) => Help::ALL.map(|h| t(Msg::HelpLevel(h))).to_vec(),
        Control::First => {
            let mut v = vec![t(Msg::RollForIt)];
            v.extend((0..4).map(|s| t(Msg::SeatName(Seat(s)))));
            v
        }
        Control::Speed => ComputerSpeed::ALL.map(|s| t(Msg::Speed(s))).to_vec(),
        _ => vec![],
    }
}

#[test]
fn a_stepper_drops_its_arrows_only_where_the_seats_other_pills_leave_too_little_room() {
    let m = FontMeasure::new();
    let mut dropped = vec![];
    for lang in Lang::ALL {
        // Every seat a person (the help steppers), and every seat a computer (the levels).
        let people = in_language(lang);
        let mut computers = people.clone();
        for s in &mut computers.seats {
            s.plays = true;
            s.computer = true;
        }
        for (w, h) in paint::layout::TEST_WINDOWS {
            for model in [&people, &computers] {
                let small = setup_sizes(&m, model, None, w, h).small;
                let rects = setup_rects(&m, model, None, w, h);
                let needs = crate::race::setup_layout::pill_needs(&m, lang, small);
                for (c, r) in &rects {
                    // As the pill draws it: the arrows go first when the words do not fit.
                    let fits = |v: &str| {
                        m.width(&format!("◀ {v} ▶"), small) <= r.w - small * PILL_MARGIN + 0.01
                    };
                    if values(lang, *c).iter().all(|v| fits(v)) {
                        continue;
                    }
                    // Then the seat's other pills have only what their words need, or
                    // the stepper stands beside the name with half the row.
                    let (Control::Level(s) | Control::Help(s)) = *c else {
                        dropped.push(format!("{w}×{h} {lang:?} {c:?}"));
                        continue;
                    };
                    let at = |c: Control| rects.iter().find(|(x, _)| *x == c).unwrap().1;
                    let (plays, computer) = (at(Control::Plays(s)).w, at(Control::Computer(s)).w);
                    let name = at(Control::Name(s));
                    let beside_name = (name.y - r.y).abs() < 0.5 && r.w + 0.5 >= name.w * 0.5;
                    if !beside_name && (plays > needs[0] + 0.5 || computer > needs[1] + 0.5) {
                        dropped.push(format!(
                            "{w}×{h} {lang:?} {c:?}: plays {plays} (needs {}), computer \
                             {computer} (needs {})",
                            needs[0], needs[1]
                        ));
                    }
                }
            }
        }
    }
    assert!(
        dropped.is_empty(),
        "arrows dropped though there was room:\n{}",
        dropped.join("\n")
    );
}

#[test]
fn a_seats_pills_say_plays_person_and_computer_whole_at_the_small_size_in_every_language() {
    let m = FontMeasure::new();
    let mut small_words = vec![];
    for lang in Lang::ALL {
        let mut model = in_language(lang);
        for s in &mut model.seats {
            s.plays = true;
        }
        for (w, h) in paint::layout::TEST_WINDOWS {
            let small = setup_sizes(&m, &model, None, w, h).small;
            for (c, r) in setup_rects(&m, &model, None, w, h) {
                let words = match c {
                    Control::Plays(_) => {
                        [true, false].map(|p| words::say(lang, &Msg::SeatPlays(p)))
                    }
                    Control::Computer(_) => {
                        [true, false].map(|p| words::say(lang, &Msg::SeatComputer(p)))
                    }
                    _ => continue,
                };
                for word in words {
                    if m.width(&word, small) > r.w - small * PILL_MARGIN + 0.01 {
                        small_words.push(format!("{w}×{h} {lang:?}: {word:?}"));
                    }
                }
            }
        }
    }
    assert!(
        small_words.is_empty(),
        "set below the small size:\n{}",
        small_words.join("\n")
    );
}

#[test]
fn every_game_and_house_rule_is_named_whole_on_the_setup_in_every_language() {
    // The house rule "covered pieces are safe, with 4 cards" once ran out of its row in
    // Dutch at 1024×768 ("Gedekte stukken veilig, met…").
    use crate::i18n::{rule_line, variant_line};
    use paint::text_layout::fit_line;
    use track::variant::Variant;
    let m = FontMeasure::new();
    let presets = Variant::presets();
    let model = SetupModel::default();
    let mut cut = vec![];
    for (w, h) in paint::layout::TEST_WINDOWS {
        let sizes = setup_sizes(&m, &model, None, w, h);
        for (c, r) in setup_rects(&m, &model, None, w, h) {
            for lang in Lang::ALL {
                let name = match c {
                    Control::Variant(i) => variant_line(lang, presets[i].id.as_str()).0,
                    Control::Rule(rule) => rule_line(lang, rule).0,
                    _ => continue,
                };
                // As the row draws it: from the heading size down to the small one.
                let room = r.w - sizes.ts * 1.4;
                let (line, _) = fit_line(&m, &name, room, sizes.ts, sizes.small);
                if line != name {
                    cut.push(format!("{w}×{h} {lang:?} {c:?}: {line:?}"));
                }
            }
        }
    }
    assert!(cut.is_empty(), "names cut short:\n{}", cut.join("\n"));
}

#[test]
fn who_starts_and_the_computers_speed_fit_beside_their_steppers_in_every_language() {
    let m = FontMeasure::new();
    let mut long = vec![];
    for lang in Lang::ALL {
        let model = in_language(lang);
        for (w, h) in paint::layout::TEST_WINDOWS {
            let small = setup_sizes(&m, &model, None, w, h).small;
            let x = crate::race::setup_layout::columns(w, h)[1].0;
            for (c, r) in setup_rects(&m, &model, None, w, h) {
                let question = match c {
                    Control::Speed => Msg::SetupSpeed,
                    Control::First => Msg::SetupFirst,
                    _ => continue,
                };
                // As the setup draws it: the question from the column's edge to the
                // stepper, or above the stepper across the column.
                let room = if r.x <= x + 0.5 {
                    r.w
                } else {
                    r.x - x - small * 0.3
                };
                let q = words::say(lang, &question);
                if m.width(&q, small) > room {
                    long.push(format!(
                        "{w}×{h} {lang:?}: {q:?} {} > {room}",
                        m.width(&q, small)
                    ));
                }
                for v in values(lang, c) {
                    if m.width(&format!("◀ {v} ▶"), small) > r.w - small * PILL_MARGIN {
                        long.push(format!("{w}×{h} {lang:?}: {v:?}"));
                    }
                }
            }
        }
    }
    assert!(long.is_empty(), "too long:\n{}", long.join("\n"));
}
