//! The rules books (the race's, chess's, Yalta's) in every language at every window size
//! (issue 49): a page too long for the window is shown in parts, each a sheet turned by
//! hand, never in turns by time. Every sheet keeps its texts apart, inside the window, at
//! least at the small size, every word whole; every line of every page is on exactly one
//! sheet, in order; the title counts the sheets.

use super::*;
use schachschlamassel::ui::shell::rules::{sheets, Sheet};
use schachschlamassel::ui::shell::RulesBook;

/// Every sheet of a book as a screen state.
fn sheet_shot(name: String, s: &Sheet, (w, h): (f32, f32)) -> Shot {
    let mut shot = Shot::new(name, (w, h));
    let window = Rect {
        x: 0.0,
        y: 0.0,
        w,
        h,
    };
    shot.lines("title", &s.title, window);
    shot.lines("keys", &s.keys, window);
    let body = Rect {
        x: 0.0,
        y: 0.0,
        w,
        h: s.foot_top,
    };
    shot.lines("paragraph", &s.body, body);
    for (i, b) in s.buttons.iter().enumerate() {
        shot.obstacle(&format!("button {i}"), *b);
    }
    shot
}

#[test]
fn every_rules_page_fits_or_is_cut_into_sheets_turned_by_hand() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    let own = Some((
        "Unsere Regeln".to_string(),
        vec!["Zwei Würfel, ein Kartenstapel und fünf Hausregeln.".to_string(); 3],
    ));
    for book in RulesBook::ALL {
        for lang in LANGS {
            for window in WINDOWS {
                for own in [None, own.clone()] {
                    if own.is_some() && book != RulesBook::Race {
                        continue;
                    }
                    let all = sheets(&m, lang, book, own.clone(), window.0, window.1);
                    let pages =
                        schachschlamassel::ui::shell::rules::pages_with(lang, book, own.clone());
                    // Every sheet's title counts the sheets.
                    for (i, s) in all.iter().enumerate() {
                        let title: String = s
                            .title
                            .iter()
                            .map(|l| l.text.as_str())
                            .collect::<Vec<_>>()
                            .join(" ");
                        assert!(
                            title.ends_with(&format!("({}/{})", i + 1, all.len())),
                            "{lang:?} {book:?} {window:?}: {title:?}"
                        );
                        let name = format!("{lang:?} {book:?} sheet {}", i + 1);
                        let mut shot = sheet_shot(name, s, window);
                        // The words of the page's paragraphs, whole, in order.
                        let source = pages[s.page].1.join(" ");
                        shot.cut.extend(
                            cut_words(&source, &s.body)
                                .into_iter()
                                .map(|f| format!("paragraph: {f}")),
                        );
                        shots.push(shot);
                    }
                    // Nothing is left out: each page's lines, sheet after sheet, are the
                    // page's words.
                    for (page, (_, paras)) in pages.iter().enumerate() {
                        let shown: Vec<&str> = all
                            .iter()
                            .filter(|s| s.page == page)
                            .flat_map(|s| s.body.iter())
                            .flat_map(|l| l.text.split_whitespace())
                            .collect();
                        let want: Vec<&str> =
                            paras.iter().flat_map(|p| p.split_whitespace()).collect();
                        let joined = shown.join(" ").replace("- ", "");
                        assert!(
                            joined == want.join(" ") || shown == want,
                            "{lang:?} {book:?} {window:?}: page {page} shows {shown:?}"
                        );
                    }
                }
            }
        }
    }
    assert_clean(&shots, "the rules books");
}

#[test]
fn a_long_rules_page_s_sheets_follow_each_other_and_the_book_turns_them() {
    // Issue 49: the race book's third page ("3/6") took turns by time in every language.
    // Its parts are sheets next to each other, turned by the book's own buttons.
    let m = FontMeasure::new();
    for lang in LANGS {
        for window in WINDOWS {
            let all = sheets(&m, lang, RulesBook::Race, None, window.0, window.1);
            let parts: Vec<usize> = all
                .iter()
                .enumerate()
                .filter(|(_, s)| s.page == 2)
                .map(|(i, _)| i)
                .collect();
            assert!(!parts.is_empty(), "{lang:?} {window:?}");
            assert!(
                parts.windows(2).all(|p| p[1] == p[0] + 1),
                "{lang:?} {window:?}: the parts of a page follow each other"
            );
            for s in &all {
                for l in &s.body {
                    assert!(
                        l.turn.is_none(),
                        "{lang:?}: a sheet is turned by the book's buttons"
                    );
                }
            }
        }
    }
}
