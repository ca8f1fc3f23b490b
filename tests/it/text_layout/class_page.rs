//! The piece school's class page (issue 30) at every window size, in every language: no
//! class, three learners, and a class of thirty with long names, with the courses of
//! both schools. Every text at least the small size, none over another or a button,
//! every cell's text inside its cell, the heads inside their area; every learner and
//! every course reached page by page with the page's own buttons, and the total the sum
//! of every course (issue 49); on a wide screen every course side by side, as a teacher
//! projects it.

use super::*;
use schachschlamassel::class_overview::ClassOverview;
use schachschlamassel::ui::school::class_page::{layout, ClassButton, ClassLayout, ClassView};
use school::progress::Progress;

/// The windows and this screen's others.
fn test_windows() -> Vec<(f32, f32)> {
    windows_and(&[(800.0, 1280.0), (3840.0, 2160.0)])
}

/// A class: `n` learners, the first with every star, the others with some, a few long
/// names among them (16 characters, the most a name may have); stars in the chess
/// school's courses too (kept as `chess-<level>`).
fn class(n: usize) -> Progress {
    let courses = school::courses();
    let chess = chess_school::courses().unwrap();
    let mut p = Progress::default();
    for i in 0..n {
        let name = match i % 7 {
            3 => format!("Maximilian-Ale{i:02}"),
            5 => format!("Kim, \"Eule\" {i:02}"),
            _ => format!("Kind {i:02}"),
        };
        p.add_learner(&name);
        for (c, course) in courses.iter().enumerate() {
            for (l, level) in course.levels.iter().enumerate() {
                let stars = if i == 0 { 3 } else { ((i + c + l) % 4) as u8 };
                if stars > 0 && (i == 0 || c < i % 13) {
                    p.record(&name, &level.id, stars);
                }
            }
        }
        for (c, course) in chess.iter().enumerate() {
            for (l, level) in course.levels.iter().enumerate() {
                let stars = if i == 0 {
                    3
                } else {
                    ((i + 2 * c + l) % 4) as u8
                };
                if stars > 0 {
                    p.record(&name, &format!("chess-{}", level.id), stars);
                }
            }
        }
    }
    p
}

/// The class page's overview: the piece school's courses, then the chess school's.
fn overview(p: &Progress, lang: Lang) -> ClassOverview {
    let chess = chess_school::courses().unwrap();
    ClassOverview::new(p, &school::courses(), lang).with_chess(p, &chess, lang)
}

/// A long notice of a gathering (issue 58): two files refused, with long names.
fn notice(lang: Lang) -> Vec<String> {
    use schachschlamassel::save::progress::ProgressError;
    let file = "stars-Maximilian-Alexander-Kim-2026-11-29.json".to_string();
    vec![
        words::say(
            lang,
            &ProgressError::Newer {
                file: file.clone(),
                version: 2,
                newest: 1,
            },
        ),
        words::say(
            lang,
            &ProgressError::TooManyStars {
                file,
                learner: "Maximilian-Alexa".into(),
                level: "chess-c1-1".into(),
                stars: "7".into(),
            },
        ),
    ]
}

/// The page's texts and buttons as one screen state.
fn shot(m: &FontMeasure, name: String, (w, h): (f32, f32), lay: &ClassLayout) -> Shot {
    let window = Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
    };
    let mut shot = Shot::new(name, (w, h));
    shot.lines("title", lay.title.iter(), window);
    shot.lines("name head", lay.name_head.iter(), window);
    shot.lines("info", lay.info.iter(), window);
    shot.lines("nobody", &lay.nobody, window);
    shot.lines("notice", &lay.notice, window);
    for c in &lay.cells {
        shot.lines(&format!("{:?} cell", c.kind), [&c.line], c.rect);
    }
    for head in &lay.heads {
        shot.items.push(Item {
            label: format!("head {:?}", head.text),
            rect: head.rect,
            size: Some(head.size),
            within: Some(lay.head_area),
        });
        // Every word of the head, on its lines, and each line in the head's room.
        let words: Vec<&str> = head
            .lines
            .iter()
            .flat_map(|(l, _)| l.split_whitespace())
            .collect();
        assert_eq!(
            words.join(" "),
            head.text,
            "{} at {:?}",
            shot.name,
            shot.window
        );
        for (line, _) in &head.lines {
            assert!(
                m.width(line, head.size) <= head.rect.h + 0.5,
                "{}",
                shot.name
            );
        }
    }
    for (b, r) in &lay.buttons {
        shot.obstacle(&format!("{b:?} button"), *r);
    }
    shot
}

#[test]
fn the_class_page_fits_every_window_in_both_languages() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    for (w, h) in test_windows() {
        for lang in LANGS {
            for n in [0, 3, 30] {
                let o = overview(&class(n), lang);
                let first = layout(&m, &o, lang, ClassView::default(), &[], w, h);
                let views = [
                    ClassView::default(),
                    ClassView {
                        first_row: usize::MAX,
                        first_course: usize::MAX,
                    },
                    ClassView {
                        first_row: first.rows_per_page,
                        first_course: first.turned_courses(true),
                    },
                ];
                for (view, notice) in views
                    .into_iter()
                    .flat_map(|v| [(v, vec![]), (v, notice(lang))])
                {
                    let lay = layout(&m, &o, lang, view, &notice, w, h);
                    let name = format!("{lang:?} class of {n}, {view:?}, {} notices", notice.len());
                    shots.push(shot(&m, name.clone(), (w, h), &lay));
                    // Back, Hand over and Gather are always there; the rows lie between
                    // the notice and the buttons at the bottom.
                    let back = lay.button(ClassButton::Back).expect(&name);
                    assert!(lay.button(ClassButton::HandOver).is_some(), "{name}");
                    assert!(lay.button(ClassButton::Gather).is_some(), "{name}");
                    for (b, r) in &lay.buttons {
                        let inside = r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= w && r.y + r.h <= h;
                        assert!(inside, "{name} at {w}x{h}: {b:?} {r:?} leaves the window");
                    }
                    let notice_bottom = lay
                        .notice
                        .iter()
                        .map(|l| l.rect.y + l.rect.h)
                        .fold(0.0, f32::max);
                    for (_, r) in &lay.rows {
                        assert!(r.y + r.h <= back.y + 0.5, "{name} at {w}x{h}: {r:?}");
                        assert!(r.y >= notice_bottom - 0.5, "{name} at {w}x{h}: {r:?}");
                    }
                    if !notice.is_empty() {
                        assert!(!lay.notice.is_empty(), "{name}: the notice is on show");
                    }
                    if n == 0 {
                        assert!(!lay.nobody.is_empty() && lay.rows.is_empty(), "{name}");
                    }
                }
            }
        }
    }
    assert_clean(&shots, "the class page");
}

#[test]
fn every_learner_and_every_course_is_reached_page_by_page() {
    let m = FontMeasure::new();
    for (w, h) in test_windows() {
        for lang in LANGS {
            let o = overview(&class(30), lang);
            let mut seen = vec![false; o.learners.len()];
            let mut view = ClassView::default();
            for _ in 0..o.learners.len() {
                let lay = layout(&m, &o, lang, view, &[], w, h);
                for (i, _) in &lay.rows {
                    seen[*i] = true;
                }
                view.first_row += lay.rows_per_page;
            }
            assert!(seen.iter().all(|s| *s), "{lang:?} at {w}x{h}: {seen:?}");
            let lay = layout(&m, &o, lang, ClassView::default(), &[], w, h);
            let paged = lay.rows_per_page < o.learners.len();
            assert_eq!(lay.button(ClassButton::Down).is_some(), paged, "{w}x{h}");
            assert_eq!(lay.button(ClassButton::Up).is_some(), paged, "{w}x{h}");
            if w > h {
                assert!(
                    lay.rows_per_page >= 8,
                    "{lang:?} at {w}x{h}: {}",
                    lay.rows_per_page
                );
            }
            // A wide projector shows every course of both schools side by side; a 4:3
            // or portrait screen shows them a page at a time, a school's courses on
            // pages of their own.
            let side_by_side = lay.course_pages.len() == 1;
            if w >= 1280.0 && w > h {
                assert!(side_by_side, "{lang:?} at {w}x{h}: {:?}", lay.course_pages);
            }
            assert_eq!(lay.button(ClassButton::Right).is_some(), !side_by_side);
            assert_eq!(lay.button(ClassButton::Left).is_some(), !side_by_side);
            for page in &lay.course_pages {
                let schools: Vec<bool> = o.courses[page.clone()].iter().map(|c| c.chess).collect();
                assert!(
                    side_by_side || schools.iter().all(|c| *c == schools[0]),
                    "{lang:?} at {w}x{h}: page {page:?} mixes the schools"
                );
            }
            // ▶ turns page after page through every course and back to the first; ◀
            // from the first page shows the last.
            let mut course_seen = vec![false; o.courses.len()];
            let mut view = ClassView::default();
            let mut got = vec![0; o.learners.len()];
            for turn in 0..=lay.course_pages.len() {
                let lay = layout(&m, &o, lang, view, &[], w, h);
                if turn == lay.course_pages.len() {
                    assert_eq!(lay.course_page, 0, "{lang:?} at {w}x{h}: ▶ past the last");
                    break;
                }
                assert_eq!(lay.course_page, turn, "{lang:?} at {w}x{h}");
                let shown = lay.course_pages[lay.course_page].clone();
                for seen in &mut course_seen[shown.clone()] {
                    *seen = true;
                }
                let heads: Vec<&str> = lay.heads.iter().map(|h| h.text.as_str()).collect();
                for head in &lay.heads {
                    let cut = head.lines.iter().any(|(l, _)| l.ends_with('…'));
                    assert!(!cut, "{lang:?} at {w}x{h}: {:?}", head.lines);
                }
                let shorts: Vec<&str> = o.courses[shown.clone()]
                    .iter()
                    .map(|c| c.short.as_str())
                    .collect();
                assert_eq!(heads[..heads.len() - 1], shorts[..], "{lang:?} at {w}x{h}");
                // Each learner's cells on show, added up page by page.
                let row = shown.len() + 2;
                for (k, (i, _)) in lay.rows.iter().enumerate() {
                    let cells = &lay.cells[row * (k + 1)..row * (k + 2)];
                    got[*i] += cells[1..row - 1]
                        .iter()
                        .map(|c| c.line.text.parse::<u32>().unwrap_or(0))
                        .sum::<u32>();
                }
                if side_by_side {
                    assert!(lay.button(ClassButton::Right).is_none());
                    view.first_course = 0;
                } else {
                    let right = lay.button(ClassButton::Right).unwrap();
                    let (x, y) = right.center();
                    assert_eq!(lay.button_at(x, y), Some(ClassButton::Right));
                    view.first_course = lay.turned_courses(true);
                }
            }
            assert!(course_seen.iter().all(|s| *s), "{lang:?} at {w}x{h}");
            // The total is every course's stars, whichever page is on show.
            for (k, (i, _)) in lay.rows.iter().enumerate() {
                let row = lay.course_pages[0].len() + 2;
                let total = &lay.cells[row * (k + 2) - 1].line.text;
                assert_eq!(total, &got[*i].to_string(), "{lang:?} at {w}x{h}");
                assert_eq!(
                    o.learners[*i].total,
                    o.learners[*i].stars.iter().sum::<u32>()
                );
            }
            let last = lay.course_pages.len() - 1;
            let back = layout(
                &m,
                &o,
                lang,
                ClassView {
                    first_row: 0,
                    first_course: lay.turned_courses(false),
                },
                &[],
                w,
                h,
            );
            assert_eq!(
                back.course_page, last,
                "{lang:?} at {w}x{h}: ◀ on the first"
            );
            for head in &lay.heads {
                assert!(
                    !head.text.ends_with('…'),
                    "{lang:?} at {w}x{h}: {}",
                    head.text
                );
            }
        }
    }
}

#[test]
fn each_cell_says_the_stars_of_its_learner_and_course() {
    let m = FontMeasure::new();
    let courses = &overview(&Progress::default(), Lang::En).courses;
    let lang = Lang::En;
    let o = overview(&class(3), lang);
    let lay = layout(&m, &o, lang, ClassView::default(), &[], 1280.0, 720.0);
    let row = courses.len() + 2;
    // The first row: the most stars of each course and of all of them.
    let most: Vec<&str> = lay.cells[..row]
        .iter()
        .map(|c| c.line.text.as_str())
        .collect();
    assert_eq!(most[0], "out of");
    assert_eq!(most[1], courses[0].most.to_string());
    assert_eq!(most[row - 1], o.most().to_string());
    // Then a row a learner: the name, each course ("–" for none), the total, and the
    // share of the course's stars for the cell's gold.
    for (k, l) in o.learners.iter().enumerate() {
        let cells = &lay.cells[row * (k + 1)..row * (k + 2)];
        assert_eq!(cells[0].line.text, l.name);
        for (c, cell) in cells[1..row - 1].iter().enumerate() {
            let want = match l.stars[c] {
                0 => "–".to_string(),
                s => s.to_string(),
            };
            assert_eq!(cell.line.text, want, "{} {}", l.name, courses[c].id);
            let share = l.stars[c] as f32 / o.courses[c].most as f32;
            assert!((cell.fill - share).abs() < 1e-6);
        }
        assert_eq!(cells[row - 1].line.text, l.total.to_string());
    }
    // A click on a row is that learner's.
    let (i, r) = lay.rows[1];
    let (x, y) = r.center();
    assert_eq!(lay.learner_at(x, y), Some(i));
    let back = lay.button(ClassButton::Back).unwrap();
    assert_eq!(
        lay.button_at(back.x + 1.0, back.y + 1.0),
        Some(ClassButton::Back)
    );
    assert_eq!(lay.learner_at(back.x + 1.0, back.y + 1.0), None);
}
