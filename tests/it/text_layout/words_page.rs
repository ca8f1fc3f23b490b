//! The chess words page (issue 49) at every window size in every language: one size
//! for every cell, at least the small size; every word whole, none shrunk or cut; every
//! language's every word on some page, the reader's own on the first; ◀ ▶ where there
//! are pages, turning round; nothing over another.

use super::*;
use schachschlamassel::ui::chess::words_page::{layout, WordsButton};
use schachschlamassel::ui::i18n::chess_language;
use schachschlamassel::ui::i18n::chess_words::{word, Language, Word};

/// The windows and this screen's others.
fn test_windows() -> Vec<(f32, f32)> {
    windows_and(&[(800.0, 1280.0), (768.0, 1024.0)])
}

#[test]
fn every_chess_word_is_whole_at_one_size_on_some_page() {
    let m = FontMeasure::new();
    let mut shots = vec![];
    for (w, h) in test_windows() {
        let (_, small) = text_sizes(reading_height(w, h));
        for lang in LANGS {
            let first = layout(&m, lang, 0, w, h);
            let pages = first.pages.len();
            assert_eq!(
                first.columns[0],
                chess_language(lang),
                "{lang:?} at {w}x{h}"
            );
            let mut seen: Vec<Language> = vec![];
            for page in 0..=pages {
                let lay = layout(&m, lang, page, w, h);
                if page == pages {
                    assert_eq!(lay.page, 0, "{lang:?} at {w}x{h}: the pages turn round");
                    break;
                }
                let name = format!("{lang:?} chess words, page {page}");
                assert!(lay.size >= small, "{name} at {w}x{h}");
                // Each row holds its word in each language on show, whole, at the
                // table's one size.
                assert_eq!(lay.cells.len(), Word::ALL.len() * lay.columns.len());
                for (i, cell) in lay.cells.iter().enumerate() {
                    let (wd, l) = (
                        Word::ALL[i / lay.columns.len()],
                        lay.columns[i % lay.columns.len()],
                    );
                    assert_eq!(cell.text, word(wd, l), "{name} at {w}x{h}");
                    assert_eq!(cell.size, lay.size, "{name} at {w}x{h}: {}", cell.text);
                }
                for head in &lay.heads {
                    assert_eq!(head.size, lay.size, "{name} at {w}x{h}");
                }
                for l in lay.lines() {
                    assert!(
                        !l.text.ends_with('…'),
                        "{name} at {w}x{h}: {:?} cut",
                        l.text
                    );
                }
                assert_eq!(lay.buttons.is_empty(), pages == 1, "{name} at {w}x{h}");
                if pages > 1 {
                    let (b, r) = lay.buttons[1];
                    assert_eq!(b, WordsButton::Next);
                    assert!(r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5);
                }
                seen.extend(&lay.columns);
                let window = Rect {
                    x: 0.0,
                    y: 0.0,
                    w,
                    h,
                };
                let mut shot = Shot::new(name, (w, h));
                shot.lines("text", lay.lines(), window);
                for (b, r) in &lay.buttons {
                    shot.obstacle(&format!("{b:?}"), *r);
                }
                shots.push(shot);
            }
            seen.sort_by_key(|l| Language::ALL.iter().position(|x| x == l));
            assert_eq!(seen, Language::ALL.to_vec(), "{lang:?} at {w}x{h}");
        }
    }
    assert_clean(&shots, "the chess words page");
}
