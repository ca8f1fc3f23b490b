//! The pictures laid out at seven window sizes in every language, measured with the
//! game's own font: no text over another text, a bar or a seat's shape; nothing outside
//! the area; no text below the window's small size; every page of them.

use crate::pictures::layout::{lay_out_pictures, Mark, Pictures};
use crate::pictures::words::{words, Played};
use lab::{FairFigures, Histogram, LabFigures, Quartiles, SeatShare, SkillFigures};
use paint::font_measure::FontMeasure;
use paint::layout::{reading_height, text_sizes, Rect};
use shell::i18n::Lang;

/// The window sizes: 4:3 small and large, 16:9 small and large, a laptop, portrait.
const WINDOWS: [(f32, f32); 7] = [
    (800.0, 600.0),
    (1024.0, 768.0),
    (1280.0, 720.0),
    (1366.0, 768.0),
    (1920.0, 1080.0),
    (720.0, 1280.0),
    (600.0, 800.0),
];

/// The area the lab's screen leaves the pictures: below a title and a progress bar,
/// above a row of buttons.
fn area(w: f32, h: f32) -> Rect {
    let (normal, _) = text_sizes(reading_height(w, h));
    let top = normal * 3.2;
    let bottom = h / 11.0 + normal;
    Rect {
        x: normal * 0.6,
        y: top,
        w: w - normal * 1.2,
        h: h - top - bottom,
    }
}

/// The area of a screen that gives the pictures all but a line of title and a row of
/// buttons.
fn roomy_area(w: f32, h: f32) -> Rect {
    let (normal, _) = text_sizes(reading_height(w, h));
    let top = normal * 2.0;
    Rect {
        x: normal * 0.5,
        y: top,
        w: w - normal,
        h: h - top - h / 12.0,
    }
}

fn share(wins: u64, of: u64) -> SeatShare {
    SeatShare::judged(wins, of, 2.5679, 0.25)
}

fn histogram(from: u32, width: u32, games: &[u64]) -> Vec<Histogram> {
    games
        .iter()
        .enumerate()
        .map(|(i, g)| Histogram {
            from: from + i as u32 * width,
            to: from + (i as u32 + 1) * width - 1,
            games: *g,
        })
        .collect()
}

/// Figures as a run gives them: `rounds` the median, `cards` per game.
fn figures(played: usize, rounds: u32, cards: f64, unfinished: usize) -> LabFigures {
    let decided = (played - unfinished) as u64;
    let seat = |w: u64| share(w, decided);
    LabFigures {
        variant: "small".into(),
        players: 4,
        seed: 1,
        max_rounds: 2000,
        looks: 1,
        most_games: 1000,
        seconds_per_roll: 10,
        seconds_per_card: 15,
        fair: FairFigures {
            bot: "easy".into(),
            games: 1000,
            played,
            finished: played - unfinished,
            unfinished,
            no_game_ended: played > 0 && unfinished == played,
            rounds: Quartiles {
                lower_quartile: rounds - rounds / 5,
                median: rounds,
                upper_quartile: rounds + rounds / 5,
                mean: f64::from(rounds),
                max: rounds * 2,
            },
            rounds_histogram: histogram(rounds / 2, rounds / 4, &[3, 40, 120, 160, 90, 30, 8]),
            minutes: Quartiles {
                median: rounds / 3,
                lower_quartile: rounds / 4,
                upper_quartile: rounds / 2,
                ..Quartiles::default()
            },
            decided,
            wins_by_seat: vec![
                seat(decided * 31 / 100),
                seat(decided / 4),
                seat(decided * 23 / 100),
                seat(decided * 21 / 100),
            ],
            wins_by_turn_position: vec![],
            starting_player: seat(decided * 31 / 100),
            fair_share: 0.25,
            z: 2.5679,
            verdict: lab::Fairness::Unfair,
            captures_per_game: 41.9,
            lead_changes_per_game: 12.3,
            turns_per_game: 400.0,
            lost_turns_per_game: 123.4,
            lost_turn_share: 0.3,
            rolls_per_game: 500.0,
            cards_drawn_per_game: cards,
        },
        skill: SkillFigures {
            bot: "hard".into(),
            against: "easy".into(),
            games: 50,
            played: 50.min(played),
            finished: 50.min(played),
            unfinished: 0,
            no_game_ended: false,
            skilled: share(31.min(played as u64), 50.min(played as u64)),
            z: 1.96,
            fair_share: 0.25,
        },
    }
}

/// A rule set whose games never end.
fn never_ending() -> LabFigures {
    let mut f = figures(40, 100, 0.0, 40);
    f.fair.rounds_histogram.clear();
    f.fair.wins_by_seat = vec![SeatShare::default(); 4];
    f.skill.no_game_ended = true;
    f.skill.unfinished = f.skill.played;
    f
}

/// The pairs of figures to lay out: (what, booklet's, family's, family's name).
fn cases() -> Vec<(&'static str, LabFigures, LabFigures, &'static str)> {
    vec![
        (
            "knights only",
            figures(1000, 114, 0.0, 0),
            figures(1000, 260, 0.0, 12),
            "Nur Springer",
        ),
        (
            "twice the cards",
            figures(1000, 90, 2.5, 0),
            figures(1000, 70, 6.0, 0),
            "Doppelt so viele Aktionskarten für alle",
        ),
        (
            "never ends",
            figures(1000, 114, 0.0, 0),
            never_ending(),
            "Nie #",
        ),
        (
            "not played yet",
            figures(200, 114, 0.0, 0),
            LabFigures::default(),
            "Neu",
        ),
    ]
}

/// What is wrong with one page of pictures.
fn faults(p: &Pictures, window: (f32, f32), area: Rect) -> Vec<String> {
    let (_, small) = text_sizes(reading_height(window.0, window.1));
    let slack = 0.5;
    let mut out = vec![];
    let solids: Vec<(String, Rect, bool)> = p
        .marks
        .iter()
        .filter_map(|m| {
            let text = match m {
                Mark::Text(l) => Some(l.text.clone()),
                _ => None,
            };
            m.solid()
                .map(|r| (text.clone().unwrap_or(format!("{m:?}")), r, text.is_some()))
        })
        .collect();
    for m in &p.marks {
        if let Mark::Text(l) = m {
            if l.size.round() < small {
                out.push(format!("{:?}: size {} below {small}", l.text, l.size));
            }
            if l.text.ends_with('…') {
                out.push(format!("{:?} is cut short", l.text));
            }
        }
    }
    for (i, (a, ra, ta)) in solids.iter().enumerate() {
        if ra.x < area.x - slack
            || ra.y < area.y - slack
            || ra.x + ra.w > area.x + area.w + slack
            || ra.y + ra.h > area.y + area.h + slack
        {
            out.push(format!("{a} {ra:?} leaves the area {area:?}"));
        }
        for (b, rb, tb) in &solids[i + 1..] {
            let shrunk = |r: &Rect| Rect {
                x: r.x + 0.25,
                y: r.y + 0.25,
                w: (r.w - 0.5).max(0.0),
                h: (r.h - 0.5).max(0.0),
            };
            if (*ta || *tb) && shrunk(ra).overlap(&shrunk(rb)) > 0.0 {
                out.push(format!("{a} {ra:?} overlaps {b} {rb:?}"));
            }
        }
    }
    out
}

#[test]
fn the_pictures_keep_their_texts_apart_inside_the_area_at_a_readable_size() {
    let m = FontMeasure::new();
    let mut all = vec![];
    for (what, base, ours, name) in cases() {
        for lang in Lang::ALL {
            let w = words(lang, &base, &ours, "Das kleine Spiel", name);
            for window in WINDOWS {
                let a = area(window.0, window.1);
                let pages = lay_out_pictures(&m, &w, window, a, 0, &base, &ours).pages;
                for page in 0..pages {
                    let p = lay_out_pictures(&m, &w, window, a, page, &base, &ours);
                    for f in faults(&p, window, a) {
                        all.push(format!("{what}, {lang:?}, {window:?}, page {page}: {f}"));
                    }
                }
            }
        }
    }
    assert!(
        all.is_empty(),
        "{} faults, the first:\n{}",
        all.len(),
        all[..all.len().min(15)].join("\n")
    );
}

#[test]
fn the_four_pictures_fit_on_one_page_at_1024_by_768_and_in_portrait() {
    let m = FontMeasure::new();
    let (base, ours) = (figures(1000, 114, 0.0, 0), figures(1000, 260, 0.0, 12));
    for lang in Lang::ALL {
        let w = words(lang, &base, &ours, "Das kleine Spiel", "Nur Springer");
        for window in [(1024.0, 768.0), (1920.0, 1080.0), (720.0, 1280.0)] {
            let a = roomy_area(window.0, window.1);
            let p = lay_out_pictures(&m, &w, window, a, 0, &base, &ours);
            assert_eq!(p.pages, 1, "{lang:?} {window:?}");
        }
    }
}

#[test]
fn a_rule_set_whose_games_never_end_says_so_in_place_of_its_pictures() {
    let m = FontMeasure::new();
    let (base, ours) = (figures(1000, 114, 0.0, 0), never_ending());
    assert_eq!(Played::fair(&ours), Played::NoneEnded);
    let w = words(Lang::En, &base, &ours, "The small game", "Never a #");
    let window = (1024.0, 768.0);
    let p = lay_out_pictures(&m, &w, window, area(1024.0, 768.0), 0, &base, &ours);
    let said: Vec<&str> = p
        .marks
        .iter()
        .filter_map(|m| match m {
            Mark::Text(l) => Some(l.text.as_str()),
            _ => None,
        })
        .collect();
    let joined = said.join(" ");
    assert!(joined.contains("No game ended in 2000 rounds."), "{said:?}");
    // The family's histogram is not drawn: only the booklet's median is marked.
    let medians = p
        .marks
        .iter()
        .filter(|m| matches!(m, Mark::Median(..)))
        .count();
    assert_eq!(medians, 1);
}

#[test]
fn the_legend_names_both_games_with_the_games_played() {
    let (base, ours) = (figures(1000, 114, 0.0, 0), figures(50, 260, 0.0, 0));
    let w = words(Lang::En, &base, &ours, "The small game", "Only knights");
    assert_eq!(w.series[0].legend, "The small game (1000 games)");
    assert_eq!(w.series[1].legend, "Only knights (50 games)");
    assert_eq!(w.series[0].starter, "First player: 31 % (27–35 %)");
    assert_eq!(w.fair_at, "fair: 25 %");
}

/// The pictures' area of the finished *Try it* page, as the screen lays it out.
fn try_area(m: &FontMeasure, lang: Lang, window: (f32, f32), stopped: bool) -> Rect {
    let v = crate::layout::TryView {
        name: "Nur Springer".into(),
        each: 1050,
        browser: false,
        done: 2100,
        finished: true,
        stopped,
        tenths: 53,
        seed: 123_456_789,
        fair: lab::Fairness::Fair,
        page: 0,
        pages: 1,
    };
    crate::layout::try_layout(m, lang, &v, window.0, window.1).pictures
}

#[test]
fn all_four_pictures_fit_on_one_page_of_try_it_at_1024_by_768_and_1280_by_720() {
    let m = FontMeasure::new();
    let mut all = vec![];
    for (what, base, ours, name) in cases() {
        for lang in Lang::ALL {
            let w = words(lang, &base, &ours, "Das kleine Spiel", name);
            for window in [(1024.0, 768.0), (1280.0, 720.0), (1920.0, 1080.0)] {
                for stopped in [false, true] {
                    let a = try_area(&m, lang, window, stopped);
                    let p = lay_out_pictures(&m, &w, window, a, 0, &base, &ours);
                    if p.pages != 1 {
                        all.push(format!(
                            "{what}, {lang:?}, {window:?}, stopped {stopped}: {} pages in {a:?}",
                            p.pages
                        ));
                    }
                }
            }
        }
    }
    assert!(all.is_empty(), "{} faults:\n{}", all.len(), all.join("\n"));
}
