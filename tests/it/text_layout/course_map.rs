//! The course map (issue 49) at every window size, portrait ones too, in every language,
//! with both schools' courses and a short and a long learner's name: every text at the
//! small size or larger, none over another or a button, every course's title whole
//! (no word lost, none paged away), the tabs as large as the buttons with labels of the
//! buttons' size, every level's stars inside its button and at least as high as the
//! window's reading height (as the small text's capitals are).

use super::*;
use schachschlamassel::said::chess_course_title;
use schachschlamassel::ui::i18n::{course_title, Msg, SchoolMsg};
use schachschlamassel::ui::school::course_map::{layout, MapLayout, MapWords};
use schachschlamassel::ui::ChessSchoolMsg;

/// The windows and this screen's others.
fn test_windows() -> Vec<(f32, f32)> {
    windows_and(&[(800.0, 1280.0), (768.0, 1024.0)])
}

/// The course map of one school (`chess`) in `lang` for `learner`.
fn map(
    m: &FontMeasure,
    lang: Lang,
    chess: bool,
    learner: &str,
    (w, h): (f32, f32),
) -> (MapLayout, Vec<String>, String) {
    map_with_notice(m, lang, chess, learner, "", (w, h))
}

/// The course map as [`map`] lays it out, with a `notice` (empty: none).
fn map_with_notice(
    m: &FontMeasure,
    lang: Lang,
    chess: bool,
    learner: &str,
    notice: &str,
    (w, h): (f32, f32),
) -> (MapLayout, Vec<String>, String) {
    let courses: Vec<(String, usize)> = if chess {
        chess_school::courses()
            .unwrap()
            .iter()
            .map(|c| (chess_course_title(lang, &c.id), c.levels.len()))
            .collect()
    } else {
        school::courses()
            .iter()
            .map(|c| (course_title(lang, c), c.levels.len()))
            .collect()
    };
    let head = if chess {
        words::say(lang, &ChessSchoolMsg::Title)
    } else {
        words::say(lang, &SchoolMsg::Title)
    };
    let who = words::say(lang, &SchoolMsg::Learner(learner.to_string()));
    let heading = format!("{head} · {who}");
    let tabs = [ChessSchoolMsg::TabTrack, ChessSchoolMsg::TabChess].map(|t| words::say(lang, &t));
    let buttons = [
        words::say(lang, &SchoolMsg::ClassButton),
        words::say(lang, &Msg::CourseRace),
        words::say(lang, &Msg::CourseBack),
    ];
    let words = MapWords {
        heading: heading.clone(),
        new_name: words::say(lang, &SchoolMsg::NewName),
        tabs,
        buttons,
        notice: notice.to_string(),
    };
    let lay = layout(m, &words, &courses, w, h);
    (lay, courses.into_iter().map(|c| c.0).collect(), heading)
}

/// Every word of `lines`, in order.
fn words(lines: &[schachschlamassel::ui::paint::text_layout::Line]) -> String {
    lines
        .iter()
        .flat_map(|l| l.text.split_whitespace())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn the_course_map_fits_every_window_in_every_language() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    for (w, h) in test_windows() {
        let (_, small) = text_sizes(reading_height(w, h));
        for lang in LANGS {
            for chess in [false, true] {
                for learner in ["Mia", "Maximilian-Alexa"] {
                    let (lay, titles, heading) = map(&m, lang, chess, learner, (w, h));
                    let name = format!("{lang:?} course map, chess {chess}, {learner}");
                    let window = Rect {
                        x: 0.0,
                        y: 0.0,
                        w,
                        h,
                    };
                    let mut shot = Shot::new(name.clone(), (w, h));
                    shot.lines("heading", &lay.heading, lay.learner);
                    assert_eq!(words(&lay.heading), heading, "{name} at {w}x{h}");
                    for (row, title) in lay.rows.iter().zip(&titles) {
                        shot.lines("course title", &row.title, window);
                        // Every word of the title, none paged away or cut.
                        assert_eq!(&words(&row.title), title, "{name} at {w}x{h}");
                        for (r, badge) in &row.levels {
                            shot.obstacle("level", *r);
                            assert!(badge.number_size >= small, "{name} at {w}x{h}");
                            for i in 0..3 {
                                let s = badge.star_rect(i);
                                let inside = s.x >= r.x - 0.5
                                    && s.y >= r.y - 0.5
                                    && s.x + s.w <= r.x + r.w + 0.5
                                    && s.y + s.h <= r.y + r.h + 0.5;
                                assert!(inside, "{name} at {w}x{h}: star {s:?} leaves {r:?}");
                                let least = reading_height(w, h) / 40.0;
                                assert!(
                                    s.h >= least - 0.01,
                                    "{name} at {w}x{h}: a star {} high, below {least}",
                                    s.h,
                                );
                                let n = badge.number_rect();
                                assert_eq!(s.overlap(&n), 0.0, "{name}: a star over the number");
                            }
                        }
                    }
                    for r in lay.tabs.iter().chain(&lay.buttons).chain([&lay.new_name]) {
                        shot.obstacle("button", *r);
                        assert!(r.x >= -0.5 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5);
                    }
                    // The tabs as large as the buttons, their labels of one size.
                    for t in &lay.tabs {
                        assert_eq!(t.h, lay.buttons[0].h, "{name} at {w}x{h}");
                    }
                    assert!(lay.label_size >= small, "{name} at {w}x{h}");
                    shots.push(shot);
                }
            }
        }
    }
    assert_clean(&shots, "the course map");
}

#[test]
fn every_label_fits_its_button_at_the_buttons_size() {
    let m = FontMeasure::new();
    for (w, h) in test_windows() {
        for lang in LANGS {
            let (lay, _, _) = map(&m, lang, false, "Mia", (w, h));
            let tabs =
                [ChessSchoolMsg::TabTrack, ChessSchoolMsg::TabChess].map(|t| words::say(lang, &t));
            let buttons = [
                words::say(lang, &SchoolMsg::ClassButton),
                words::say(lang, &Msg::CourseRace),
                words::say(lang, &Msg::CourseBack),
            ];
            let new_name = words::say(lang, &SchoolMsg::NewName);
            let pairs = tabs
                .iter()
                .zip(lay.tabs)
                .chain(buttons.iter().zip(lay.buttons))
                .chain([(&new_name, lay.new_name)]);
            for (label, r) in pairs {
                let wide = m.width(label, lay.label_size);
                assert!(
                    wide <= r.w - lay.label_size * 0.5,
                    "{lang:?} at {w}x{h}: {label:?} ({wide}) in {r:?}"
                );
            }
        }
    }
}

/// The notices the course map shows, in `lang`: the stars kept aside (a broken
/// `progress.json`), the stars that could not be written, and both, one under the other.
fn notices(lang: Lang) -> [String; 3] {
    use schachschlamassel::platform::WriteError;
    let kept = words::say(
        lang,
        &SchoolMsg::ProgressKept("progress.json.broken".into()),
    );
    let file = "/home/anna/.local/share/schachschlamassel/progress.json";
    let not_written = words::say(lang, &WriteError::Full.not_written(file));
    [
        kept.clone(),
        not_written.clone(),
        format!("{kept}\n{not_written}"),
    ]
}

#[test]
fn a_notice_has_a_band_of_its_own_above_the_buttons_at_every_size_in_every_language() {
    // "Stars unreadable: kept as progress.json.broken" was drawn over the last row of
    // levels at 800×600 and 1280×720.
    let m = FontMeasure::new();
    let mut shots = vec![];
    for (w, h) in test_windows() {
        let window = Rect {
            x: 0.0,
            y: 0.0,
            w,
            h,
        };
        for lang in LANGS {
            for chess in [false, true] {
                for (i, notice) in notices(lang).into_iter().enumerate() {
                    let (lay, _, _) = map_with_notice(&m, lang, chess, "Mia", &notice, (w, h));
                    let name = format!("{lang:?} course map with a notice, chess {chess}");
                    let mut shot = Shot::new(name.clone(), (w, h));
                    shot.text("notice", &notice, &lay.notice, window);
                    // The stars kept aside whole on one page: every word of it, none
                    // paged away (a longer notice may take pages turned by hand).
                    if i == 0 {
                        assert!(
                            lay.notice.iter().all(|l| l.turn.is_none()),
                            "{name} at {w}x{h}: {notice:?} is paged"
                        );
                        // (A word wider than the band breaks at a syllable.)
                        assert_eq!(
                            words(&lay.notice).replace("- ", ""),
                            notice.split_whitespace().collect::<Vec<_>>().join(" "),
                            "{name} at {w}x{h}"
                        );
                    }
                    assert!(!lay.notice.is_empty(), "{name} at {w}x{h}");
                    for row in &lay.rows {
                        shot.lines("course title", &row.title, window);
                        for (r, _) in &row.levels {
                            shot.obstacle("level", *r);
                        }
                    }
                    for r in lay.tabs.iter().chain(&lay.buttons).chain([&lay.new_name]) {
                        shot.obstacle("button", *r);
                    }
                    shots.push(shot);
                }
            }
        }
    }
    assert_clean(&shots, "the course map with a notice");
}
