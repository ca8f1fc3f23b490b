//! The piece school's class page (issue 30) at every window size, in both languages: no
//! class, three learners, and a class of thirty with long names. Every text at least the
//! small size, none over another or a button, every cell's text inside its cell, the
//! heads inside their area; every learner and every course reachable page by page; on a
//! landscape screen every course side by side, as a teacher projects it.

use super::*;
use schachschlamassel::class_overview::ClassOverview;
use schachschlamassel::ui::class_page::{layout, ClassButton, ClassLayout, ClassView};
use school::progress::Progress;

/// The windows, a narrower portrait one and a 4K projector.
const TEST_WINDOWS: [(f32, f32); 7] = [
    WINDOWS[0],
    WINDOWS[1],
    WINDOWS[2],
    WINDOWS[3],
    WINDOWS[4],
    (800.0, 1280.0),
    (3840.0, 2160.0),
];

/// A class: `n` learners, the first with every star, the others with some, a few long
/// names among them (16 characters, the most a name may have).
fn class(n: usize) -> Progress {
    let courses = school::courses();
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
    }
    p
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
        assert!(m.width(&head.text, head.size) <= head.rect.h + 0.5);
    }
    for (b, r) in &lay.buttons {
        shot.obstacle(&format!("{b:?} button"), *r);
    }
    shot
}

#[test]
fn the_class_page_fits_every_window_in_both_languages() {
    let m = FontMeasure::new();
    let courses = school::courses();
    let mut shots = vec![];
    for (w, h) in TEST_WINDOWS {
        for lang in LANGS {
            for n in [0, 3, 30] {
                let o = ClassOverview::new(&class(n), &courses, lang);
                let first = layout(&m, &o, lang, ClassView::default(), w, h);
                let views = [
                    ClassView::default(),
                    ClassView {
                        first_row: usize::MAX,
                        first_course: usize::MAX,
                    },
                    ClassView {
                        first_row: first.rows_per_page,
                        first_course: first.courses_per_page,
                    },
                ];
                for view in views {
                    let lay = layout(&m, &o, lang, view, w, h);
                    let name = format!("{lang:?} class of {n}, {view:?}");
                    shots.push(shot(&m, name.clone(), (w, h), &lay));
                    // Back is always there; the rows end above the buttons.
                    assert!(lay.button(ClassButton::Back).is_some(), "{name}");
                    let buttons_top = lay.buttons.iter().map(|(_, r)| r.y).fold(h, f32::min);
                    for (_, r) in &lay.rows {
                        assert!(r.y + r.h <= buttons_top + 0.5, "{name} at {w}x{h}: {r:?}");
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
    let courses = school::courses();
    for (w, h) in TEST_WINDOWS {
        for lang in LANGS {
            let o = ClassOverview::new(&class(30), &courses, lang);
            let mut seen = vec![false; o.learners.len()];
            let mut view = ClassView::default();
            for _ in 0..o.learners.len() {
                let lay = layout(&m, &o, lang, view, w, h);
                for (i, _) in &lay.rows {
                    seen[*i] = true;
                }
                view.first_row += lay.rows_per_page;
            }
            assert!(seen.iter().all(|s| *s), "{lang:?} at {w}x{h}: {seen:?}");
            let lay = layout(&m, &o, lang, ClassView::default(), w, h);
            let paged = lay.rows_per_page < o.learners.len();
            assert_eq!(lay.button(ClassButton::Down).is_some(), paged, "{w}x{h}");
            assert_eq!(lay.button(ClassButton::Up).is_some(), paged, "{w}x{h}");
            // A teacher's projector (landscape) shows every course side by side, every
            // head whole; a portrait screen may show them a page at a time.
            let side_by_side = lay.courses_per_page >= courses.len();
            if w > h {
                assert!(
                    side_by_side,
                    "{lang:?} at {w}x{h}: {}",
                    lay.courses_per_page
                );
                assert!(
                    lay.rows_per_page >= 8,
                    "{lang:?} at {w}x{h}: {}",
                    lay.rows_per_page
                );
            }
            assert_eq!(lay.button(ClassButton::Right).is_some(), !side_by_side);
            let mut course_seen = vec![false; courses.len()];
            let mut view = ClassView::default();
            for _ in 0..courses.len() {
                let lay = layout(&m, &o, lang, view, w, h);
                let first = lay.view.first_course;
                for seen in &mut course_seen[first..first + lay.courses_per_page] {
                    *seen = true;
                }
                view.first_course += lay.courses_per_page;
            }
            assert!(course_seen.iter().all(|s| *s), "{lang:?} at {w}x{h}");
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
    let courses = school::courses();
    let lang = Lang::En;
    let o = ClassOverview::new(&class(3), &courses, lang);
    let lay = layout(&m, &o, lang, ClassView::default(), 1280.0, 720.0);
    let row = courses.len() + 2;
    // The first row: the most stars of each course and of all of them.
    let most: Vec<&str> = lay.cells[..row]
        .iter()
        .map(|c| c.line.text.as_str())
        .collect();
    assert_eq!(most[0], "out of");
    assert_eq!(most[1], (3 * courses[0].levels.len()).to_string());
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
