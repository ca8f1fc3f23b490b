//! A text as the voice reads it: what the screen draws as a symbol said in words of the
//! text's language (a die's `+` and `#`, stars ★★☆, a chess figurine ♘, `×`), the
//! signs that only point (arrows, triangles) left out, and the dot between two parts
//! (`·`) and a line break a pause.

use super::words::SpeechMsg;
use words::{Args, Lang};

/// The piece a chess figurine stands for, as the glossary names it (`chess-piece`).
fn figurine(c: char) -> Option<&'static str> {
    Some(match c {
        '♔' | '♚' => "king",
        '♕' | '♛' => "queen",
        '♖' | '♜' => "rook",
        '♗' | '♝' => "bishop",
        '♘' | '♞' => "knight",
        '♙' | '♟' => "pawn",
        _ => return None,
    })
}

/// Signs that point at something on screen and say nothing aloud.
fn silent(c: char) -> bool {
    matches!(
        c,
        '◀' | '▶' | '▲' | '▼' | '←' | '→' | '↑' | '↓' | '`' | '|' | '§'
    )
}

/// Whether a character belongs to a word or a number (a `+` beside one is part of it:
/// `+3`, `Ctrl+C`, `Nf3+`).
fn wordy(c: Option<char>) -> bool {
    c.is_some_and(char::is_alphanumeric)
}

/// `text` as the voice reads it in `lang` (see the module).
pub fn speakable(lang: Lang, text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        match c {
            '★' | '☆' => {
                let run = chars[i..]
                    .iter()
                    .take_while(|c| matches!(c, '★' | '☆'))
                    .count();
                let got = chars[i..i + run].iter().filter(|c| **c == '★').count();
                out.push_str(&words::say(lang, &SpeechMsg::Stars { got, of: run }));
                i += run;
                continue;
            }
            '+' | '#' if !wordy(before) && !wordy(after) => {
                let msg = if c == '+' {
                    SpeechMsg::Plus
                } else {
                    SpeechMsg::Hash
                };
                out.push_str(&words::say(lang, &msg));
            }
            '×' => {
                out.push(' ');
                out.push_str(&words::say(lang, &SpeechMsg::Times));
                out.push(' ');
            }
            '·' => out.push(','),
            '\n' => {
                let ends = out.trim_end().chars().last();
                if ends.is_some_and(|e| !matches!(e, '.' | '!' | '?' | ':' | ',' | ';')) {
                    out.push('.');
                }
                out.push(' ');
            }
            c if silent(c) => {}
            c => match figurine(c) {
                Some(piece) => {
                    let args = Args::new().text("piece", piece);
                    out.push_str(&words::format(lang.code(), "chess-piece", &args));
                    out.push(' ');
                }
                None => out.push(c),
            },
        }
        i += 1;
    }
    // Runs of spaces (and a space before a comma) from what was left out.
    let mut tidy = String::with_capacity(out.len());
    for c in out.trim().chars() {
        if c == ' ' && tidy.ends_with(' ') {
            continue;
        }
        if c == ',' && tidy.ends_with(' ') {
            tidy.pop();
        }
        tidy.push(c);
    }
    tidy
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_are_said_as_how_many_of_how_many_in_the_texts_language() {
        assert_eq!(
            speakable(Lang::En, "Well done! ★★☆"),
            "Well done! 2 stars of 3"
        );
        assert_eq!(speakable(Lang::De, "★☆☆"), "ein Stern von 3");
        assert_eq!(speakable(Lang::Fr, "★★★"), "3 étoiles sur 3");
    }

    #[test]
    fn a_die_face_alone_is_said_in_words_but_a_plus_inside_a_word_or_number_stays() {
        assert_eq!(
            speakable(Lang::En, "Anna needs a + or # to bring a piece in."),
            "Anna needs a plus or hash to bring a piece in."
        );
        assert_eq!(
            speakable(Lang::De, "Anna würfelt #."),
            "Anna würfelt Raute."
        );
        assert_eq!(speakable(Lang::Fr, "Anna lance +."), "Anna lance plus.");
        assert_eq!(
            speakable(Lang::En, "Material: White +3"),
            "Material: White +3"
        );
        assert_eq!(speakable(Lang::En, "Nf3+"), "Nf3+");
    }

    #[test]
    fn figurines_are_said_as_the_pieces_names() {
        assert_eq!(speakable(Lang::De, "♘f3"), "Springer f3");
        assert_eq!(speakable(Lang::En, "♕ takes"), "queen takes");
    }

    #[test]
    fn pointing_signs_are_left_out_and_dots_and_line_breaks_are_pauses() {
        assert_eq!(speakable(Lang::En, "◀ Back"), "Back");
        assert_eq!(
            speakable(Lang::En, "Tries: 2 · par 2\nWell done"),
            "Tries: 2, par 2. Well done"
        );
        assert_eq!(speakable(Lang::En, "8 × 8"), "8 by 8");
    }

    #[test]
    fn a_german_text_gives_the_hash_the_article_the_voice_says_with_it() {
        // The voice says # as "Raute" (feminine): a German text writes "eine #", never
        // "ein #" (the chess school's # is the mate sign, not a die face).
        for (code, files) in ::words::FILES {
            if code != "de" {
                continue;
            }
            for (name, text) in files {
                if name.starts_with("chess") {
                    continue;
                }
                for wrong in ["ein #", "einem #", "eines #"] {
                    assert!(!text.contains(wrong), "{name}: '{wrong}'");
                }
            }
        }
        assert_eq!(
            speakable(Lang::De, "Anna braucht ein + oder eine #."),
            "Anna braucht ein Plus oder eine Raute."
        );
    }
}
