//! The browser build embeds a cut-down DejaVu Sans (`assets/fonts/DejaVuSans-web.ttf`,
//! made by `web/subset_font.py`). Every character the game can draw must be in it: the
//! texts of the sources (string literals and `\u{…}` escapes), the translations
//! (`assets/i18n/`), the lessons, the cards and the other data files. A missing one
//! would show as an empty box in the browser.

use std::collections::BTreeSet;
use std::path::Path;
use track::pieces::Role;

const WEB_FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-web.ttf");

fn files(dir: &Path, exts: &[&str], out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, exts, out);
        } else if p.extension().is_some_and(|x| exts.iter().any(|e| x == *e)) {
            out.push(p);
        }
    }
}

/// Every printable character of the game's texts, with the file it comes from.
fn game_characters() -> Vec<(char, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = vec![];
    files(&root.join("src"), &["rs"], &mut paths);
    // The rules crates' strings reach the screen too (errors of data files, card texts).
    for krate in std::fs::read_dir(root.join("crates")).unwrap() {
        files(&krate.unwrap().path().join("src"), &["rs"], &mut paths);
    }
    // The translations (assets/i18n/<language>/*.ftl) hold most of the words.
    files(&root.join("assets"), &["json", "txt", "ftl"], &mut paths);
    files(&root.join("cards"), &["json"], &mut paths);
    let mut seen = BTreeSet::new();
    let mut out = vec![];
    for p in paths {
        let text = std::fs::read_to_string(&p).unwrap();
        let mut chars: Vec<char> = text.chars().collect();
        // `\u{265A}` escapes in the sources.
        for (i, _) in text.match_indices("\\u{") {
            let hex: String = text[i + 3..]
                .chars()
                .take_while(|c| c.is_ascii_hexdigit())
                .collect();
            if let Some(c) = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                chars.push(c);
            }
        }
        for c in chars {
            if !c.is_control() && seen.insert(c) {
                out.push((c, p.display().to_string()));
            }
        }
    }
    out
}

#[test]
fn every_character_the_game_draws_is_in_the_web_font() {
    let font = fontdue::Font::from_bytes(WEB_FONT, fontdue::FontSettings::default()).unwrap();
    let chars = game_characters();
    assert!(chars.len() > 90, "the scan found the texts");
    let missing: Vec<String> = chars
        .iter()
        .filter(|(c, _)| font.lookup_glyph_index(*c) == 0)
        .map(|(c, f)| format!("{c:?} (U+{:04X}, first in {f})", *c as u32))
        .collect();
    assert!(
        missing.is_empty(),
        "not in assets/fonts/DejaVuSans-web.ttf (run python3 web/subset_font.py): {}",
        missing.join(", ")
    );
}

#[test]
fn the_web_font_has_every_chess_piece_umlaut_and_mark_of_the_board() {
    let font = fontdue::Font::from_bytes(WEB_FONT, fontdue::FontSettings::default()).unwrap();
    let mut wanted: Vec<char> = "äöüÄÖÜß★☆→–…·✔▲▼◀▶".chars().collect();
    for role in Role::ALL {
        let (filled, outline) = schachschlamassel::ui::paint::draw::glyphs(role);
        wanted.extend(filled.chars().chain(outline.chars()));
    }
    for c in wanted {
        assert_ne!(font.lookup_glyph_index(c), 0, "{c:?} is missing");
    }
    // The cut is real: a character the game never draws is not there.
    assert_eq!(font.lookup_glyph_index('中'), 0);
}
