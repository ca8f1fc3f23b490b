//! The chess words of the Yalta sheet (seed 001) in Spanish, Dutch and Portuguese.

use schachschlamassel::ui::i18n::yalta_words::{
    word, ChessWord, SheetLanguage, NOT_THE_SHEETS, SHEET_WORDS,
};
use std::collections::HashSet;

#[test]
fn each_language_has_twelve_different_words_and_checkmate_says_check() {
    for lang in SheetLanguage::ALL {
        let words: HashSet<&str> = SHEET_WORDS.iter().map(|&w| word(lang, w)).collect();
        assert_eq!(words.len(), 12, "{}", lang.code());
        let check = word(lang, ChessWord::Check);
        assert!(
            word(lang, ChessWord::Checkmate).starts_with(check),
            "{}",
            lang.code()
        );
    }
}

/// The lines of the Yalta rule sheet (seed 001) that hold its chess words, word for
/// word, kept beside the test so that it compares on every machine.
const SHEET_LINES: &str = include_str!("yalta_sheet_lines.txt");

/// The sheet's lines, the comment lines left out.
fn sheet_lines() -> impl Iterator<Item = &'static str> {
    SHEET_LINES.lines().filter(|l| !l.starts_with('#'))
}

#[test]
fn every_chess_word_appears_in_the_rule_sheet() {
    let sheet = sheet_lines().collect::<Vec<_>>().join("\n").to_lowercase();
    for lang in SheetLanguage::ALL {
        for w in SHEET_WORDS {
            // A word that is not the sheet's: the sheet's own is there.
            let text = NOT_THE_SHEETS
                .iter()
                .find(|(l, x, _)| *l == lang && *x == w)
                .map_or(word(lang, w), |(_, _, sheets)| sheets);
            assert!(
                sheet.contains(text),
                "{} {w:?}: '{text}' is not in the sheet",
                lang.code()
            );
        }
    }
}

#[test]
fn the_kept_lines_are_the_sheets_own() {
    // Where the seeds lie beside the repository (the team's shared folder), every kept
    // line is in the sheet as it is there.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/seeds/001_0f84f387e23a1b47.txt"
    );
    let lines: Vec<&str> = sheet_lines().collect();
    assert!(lines.len() >= 12, "the kept lines are read");
    if let Ok(sheet) = std::fs::read_to_string(path) {
        for line in lines {
            assert!(sheet.contains(line), "not the sheet's line: {line}");
        }
    }
}

#[test]
fn no_language_calls_a_stalemate_by_the_word_for_a_draw() {
    // The Spanish and Portuguese sheets head their stalemate section "tablas" and
    // "empate", which mean a draw; a child then learns that a stalemate is any draw.
    use schachschlamassel::ui::i18n::chess_words::{word as table_word, Language, Word};
    for lang in Language::ALL {
        let stalemate = table_word(Word::Stalemate, lang);
        assert_ne!(stalemate, table_word(Word::Draw, lang), "{lang:?}");
        for draw_word in [
            "tablas", "empate", "remis", "remise", "draw", "patta", "remi",
        ] {
            assert_ne!(stalemate, draw_word, "{lang:?}");
        }
    }
}

#[test]
fn the_chess_words_table_holds_eight_languages_with_the_sheets_words() {
    use schachschlamassel::ui::i18n::chess_words::{word as table_word, Language, Word};
    assert_eq!(Language::ALL.len(), 8);
    for lang in Language::ALL {
        for w in Word::ALL {
            assert!(!table_word(w, lang).is_empty(), "{w:?} in {lang:?}");
        }
    }
    // The three languages of the Yalta sheet come from its own words.
    assert_eq!(table_word(Word::King, Language::Spanish), "rey");
    assert_eq!(table_word(Word::Knight, Language::Dutch), "paard");
    assert_eq!(table_word(Word::Bishop, Language::Portuguese), "bispo");
    assert_eq!(
        table_word(Word::Castling, Language::Dutch),
        word(SheetLanguage::Dutch, ChessWord::Castling)
    );
    assert_eq!(table_word(Word::Draw, Language::Dutch), "remise");
}
