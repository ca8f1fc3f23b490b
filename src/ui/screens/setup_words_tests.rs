//! The setup's steppers in every language (issue 49): a stepper shows its value between
//! ◀ and ▶, and drops the arrows only when the words would not fit its box. A language
//! whose words are longer than English's lost them where English keeps them (the Dutch
//! "gooien om te beginnen" at 1280×720): where English shows a stepper's every value
//! with its arrows, so does every language.

use super::setup_layout::{setup_rects, setup_sizes};
use crate::ui::font_measure::FontMeasure;
use crate::ui::i18n::{text, Lang, Msg};
use crate::ui::setup::{ComputerSpeed, Control, Help, SetupModel};
use crate::ui::text_layout::Measure;
use track::bots::BotKind;
use track::pieces::Seat;

/// Every value a stepper of the setup shows, in a language.
fn values(lang: Lang, c: Control) -> Vec<String> {
    let t = |m: Msg| text(lang, &m);
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
fn no_language_drops_a_steppers_arrows_where_english_keeps_them() {
    let m = FontMeasure::new();
    // Every seat a person (the help steppers), and every seat a computer (the levels).
    let people = SetupModel::default();
    let mut computers = SetupModel::default();
    for s in &mut computers.seats {
        s.plays = true;
        s.computer = true;
    }
    let mut dropped = vec![];
    for (w, h) in crate::ui::layout::TEST_WINDOWS {
        for model in [&people, &computers] {
            let small = setup_sizes(model, w, h).small;
            for (c, r) in setup_rects(model, w, h) {
                // As the pill draws it: the arrows go first when the words do not fit.
                let fits = |v: &str| m.width(&format!("◀ {v} ▶"), small) <= r.w - small * 0.4;
                // Where English shows every value of the stepper with its arrows.
                let english = values(Lang::En, c);
                if english.is_empty() || !english.iter().all(|v| fits(v)) {
                    continue;
                }
                for lang in Lang::ALL {
                    for v in values(lang, c).iter().filter(|v| !fits(v)) {
                        dropped.push(format!("{w}×{h} {lang:?} {c:?}: {v:?}"));
                    }
                }
            }
        }
    }
    assert!(
        dropped.is_empty(),
        "arrows dropped:\n{}",
        dropped.join("\n")
    );
}

#[test]
fn every_game_and_house_rule_is_named_whole_on_the_setup_in_every_language() {
    // The house rule "covered pieces are safe, with 4 cards" once ran out of its row in
    // Dutch at 1024×768 ("Gedekte stukken veilig, met…").
    use crate::ui::i18n::{rule_line, variant_line};
    use crate::ui::text_layout::fit_line;
    use track::variant::Variant;
    let m = FontMeasure::new();
    let presets = Variant::presets();
    let model = SetupModel::default();
    let mut cut = vec![];
    for (w, h) in crate::ui::layout::TEST_WINDOWS {
        let sizes = setup_sizes(&model, w, h);
        for (c, r) in setup_rects(&model, w, h) {
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
    let model = SetupModel::default();
    let mut long = vec![];
    for (w, h) in crate::ui::layout::TEST_WINDOWS {
        let small = setup_sizes(&model, w, h).small;
        let x = super::setup_layout::columns(w, h)[1].0;
        for (c, r) in setup_rects(&model, w, h) {
            let question = match c {
                Control::Speed => Msg::SetupSpeed,
                Control::First => Msg::SetupFirst,
                _ => continue,
            };
            // As the setup draws it: the question from the column's edge to the stepper,
            // or above the stepper across the column.
            let room = if r.x <= x + 0.5 {
                r.w
            } else {
                r.x - x - small * 0.3
            };
            for lang in Lang::ALL {
                let q = text(lang, &question);
                if m.width(&q, small) > room {
                    long.push(format!(
                        "{w}×{h} {lang:?}: {q:?} {} > {room}",
                        m.width(&q, small)
                    ));
                }
                for v in values(lang, c) {
                    if m.width(&format!("◀ {v} ▶"), small) > r.w - small * 0.4 {
                        long.push(format!("{w}×{h} {lang:?}: {v:?}"));
                    }
                }
            }
        }
    }
    assert!(long.is_empty(), "too long:\n{}", long.join("\n"));
}
