//! Lines broken between words: a paragraph wrapped to a box's width, a mark that French
//! sets apart kept with its word, and a word wider than the box broken at a syllable,
//! with a hyphen.

use crate::text_layout::Measure;

/// Breaks `text` into lines no wider than `width` at `size`. Paragraphs (`\n`) start new
/// lines; lines break between words, and a word wider than the box breaks at a syllable
/// ([`split_word`]). A text longer than [`MAX_LAID_OUT`](crate::text_layout::MAX_LAID_OUT) characters
/// is cut there first.
pub fn wrap(m: &dyn Measure, text: &str, size: f32, width: f32) -> Vec<String> {
    wrap_words(m, &crate::text_layout::bounded(text), size, width).0
}

/// As [`wrap`], and whether a word had to be broken.
pub(in crate::text_layout) fn wrap_words(
    m: &dyn Measure,
    text: &str,
    size: f32,
    width: f32,
) -> (Vec<String>, bool) {
    let mut lines = vec![];
    let mut broken = false;
    for para in text.split('\n') {
        let mut cur = String::new();
        for word in units(para) {
            let word = word.as_str();
            let joined = if cur.is_empty() {
                word.to_string()
            } else {
                format!("{cur} {word}")
            };
            if m.width(&joined, size) <= width {
                cur = joined;
                continue;
            }
            if !cur.is_empty() {
                lines.push(std::mem::take(&mut cur));
            }
            if m.width(word, size) <= width {
                cur = word.to_string();
                continue;
            }
            // The word alone is too wide: it breaks at syllables.
            broken = true;
            let mut pieces = split_word(m, word, size, width);
            cur = pieces.pop().unwrap_or_default();
            lines.extend(pieces);
        }
        if !cur.is_empty() || para.trim().is_empty() && !lines.is_empty() {
            lines.push(cur);
        }
    }
    (lines, broken)
}

/// The words of `para` as lines may break between them: a mark that French sets apart
/// ("maison !", "« Échec »", "coup :") stays with its word, never alone on a line.
fn units(para: &str) -> Vec<String> {
    let mut out: Vec<String> = vec![];
    let mut open: Option<String> = None;
    for w in para.split_whitespace() {
        let mark = w.chars().all(|c| "!?:;»…%".contains(c));
        match out.last_mut() {
            Some(last) if mark && open.is_none() => {
                last.push(' ');
                last.push_str(w);
                continue;
            }
            _ => {}
        }
        if w == "«" {
            open = Some(open.map_or_else(|| w.to_string(), |o| format!("{o} {w}")));
            continue;
        }
        out.push(match open.take() {
            Some(o) => format!("{o} {w}"),
            None => w.to_string(),
        });
    }
    out.extend(open);
    out
}

/// Whether `c` is a vowel (of the game's eight languages).
fn is_vowel(c: char) -> bool {
    c.to_lowercase()
        .all(|c| "aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüœ".contains(c))
}

/// Where `word` may break at a syllable, as the character index the second part starts
/// at, and whether the first part takes a hyphen: after a hyphen or a slash of its own
/// (no second hyphen), or in the consonants between two vowels: before a single one
/// (*mai-son*), else after the first (*Brik-ke*, *Stukken-school*, *op-schrijven*), with
/// `ch`, `ck`, `ph`, `sh`, `th` and `sch` kept together (*ma-chen*, *Fla-sche*). Each
/// part keeps at least two letters.
pub fn syllable_breaks(word: &str) -> Vec<(usize, bool)> {
    let c: Vec<char> = word.chars().collect();
    let n = c.len();
    let letter = |i: usize| c.get(i).is_some_and(|c| c.is_alphabetic());
    let vowel = |i: usize| letter(i) && is_vowel(c[i]);
    let consonant = |i: usize| letter(i) && !is_vowel(c[i]);
    let starts = |i: usize, s: &str| {
        let l: String = c[i..(i + s.chars().count()).min(n)].iter().collect();
        l.to_lowercase() == s
    };
    let mut out = vec![];
    let mut i = 1;
    while i < n {
        if (c[i - 1] == '-' || c[i - 1] == '/') && i >= 2 && n - i >= 2 {
            out.push((i, false));
            i += 1;
            continue;
        }
        if !(consonant(i) && vowel(i - 1)) {
            i += 1;
            continue;
        }
        // A run of consonants from `i` to `end`, after a vowel.
        let mut end = i;
        while consonant(end) {
            end += 1;
        }
        if vowel(end) {
            let run = end - i;
            let pair = ["ch", "ck", "ph", "sh", "th"].iter().any(|p| starts(i, p));
            let at = if run == 1 || run == 2 && pair || run == 3 && starts(i, "sch") {
                i
            } else if pair {
                i + 2
            } else {
                i + 1
            };
            // Two letters on each side at least.
            let before = c[..at]
                .iter()
                .rev()
                .take_while(|c| c.is_alphabetic())
                .count();
            let after = c[at..].iter().take_while(|c| c.is_alphabetic()).count();
            if before >= 2 && after >= 2 {
                out.push((at, true));
            }
        }
        i = end.max(i + 1);
    }
    out
}

/// `word`, too wide for `width` at `size`, broken into pieces that fit: each at the last
/// syllable break ([`syllable_breaks`]) at which it fits, with its hyphen; where no break
/// fits, after the last letter that does, with a hyphen (a word longer than any box).
pub fn split_word(m: &dyn Measure, word: &str, size: f32, width: f32) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    let breaks = syllable_breaks(word);
    let mut out = vec![];
    let mut from = 0;
    while m.width(&chars[from..].iter().collect::<String>(), size) > width {
        let piece = |to: usize, hyphen: bool| {
            let mut p: String = chars[from..to].iter().collect();
            if hyphen {
                p.push('-');
            }
            p
        };
        // The longest piece that fits even without its hyphen ends at `limit`: no piece
        // ending later fits, so only breaks up to it are tried (a long word costs its
        // pieces' lengths, not its own length for each piece).
        let mut limit = from;
        while limit < chars.len() && m.width(&piece(limit + 1, false), size) <= width {
            limit += 1;
        }
        let at = breaks
            .iter()
            .rev()
            .filter(|(i, _)| *i > from && *i <= limit)
            .map(|&(i, h)| (i, piece(i, h)))
            .find(|(_, p)| m.width(p, size) <= width)
            .or_else(|| {
                (from + 1..=limit.min(chars.len() - 1))
                    .rev()
                    .map(|i| (i, piece(i, true)))
                    .find(|(_, p)| m.width(p, size) <= width)
            });
        match at {
            Some((i, p)) => {
                out.push(p);
                from = i;
            }
            // Not even one letter and a hyphen fits: one letter a line.
            None => {
                out.push(chars[from].to_string());
                from += 1;
            }
        }
        if from >= chars.len() {
            return out;
        }
    }
    out.push(chars[from..].iter().collect());
    out
}

#[cfg(test)]
mod tests {
    use crate::text_layout::*;

    #[test]
    fn text_wraps_within_the_box_width() {
        let lines = wrap(&Mono, "one two three four five six", 10.0, 50.0);
        assert!(lines.len() > 1);
        for l in &lines {
            assert!(Mono.width(l, 10.0) <= 50.0, "{l:?} is too wide");
        }
        assert_eq!(lines.join(" "), "one two three four five six");
    }

    #[test]
    fn a_word_wider_than_the_box_breaks_with_hyphens() {
        let lines = wrap(&Mono, "Schachschlamassel", 10.0, 30.0);
        assert!(
            lines.iter().all(|l| Mono.width(l, 10.0) <= 30.0),
            "{lines:?}"
        );
        assert!(lines[..lines.len() - 1].iter().all(|l| l.ends_with('-')));
        assert_eq!(lines.concat().replace('-', ""), "Schachschlamassel");
    }

    #[test]
    fn words_break_only_at_syllables_with_a_hyphen() {
        let breaks = |w: &str| -> Vec<String> {
            let c: Vec<char> = w.chars().collect();
            syllable_breaks(w)
                .into_iter()
                .map(|(i, h)| {
                    let a: String = c[..i].iter().collect();
                    let b: String = c[i..].iter().collect();
                    format!("{a}{}|{b}", if h { "-" } else { "" })
                })
                .collect()
        };
        assert!(breaks("maison").contains(&"mai-|son".to_string()));
        assert!(breaks("Stukkenschool").contains(&"Stukken-|school".to_string()));
        assert!(!breaks("Stukkenschool").iter().any(|b| b.contains("sc-|h")));
        assert!(breaks("opschrijven").contains(&"op-|schrijven".to_string()));
        assert!(breaks("Brikkeskolen").contains(&"Brik-|keskolen".to_string()));
        assert!(breaks("Flasche").contains(&"Fla-|sche".to_string()));
        assert!(breaks("a/b").is_empty(), "two letters each side");
        assert!(breaks("Bo").is_empty());
        assert!(breaks("Maximilian-Alexander").contains(&"Maximilian-|Alexander".to_string()));
        // A word too wide for its box breaks at the last syllable that fits.
        let pieces = split_word(&Mono, "Brikkeskolen", 10.0, 50.0);
        assert_eq!(pieces, ["Brikkesko-", "len"]);
        let pieces = split_word(&Mono, "Brikkeskolen", 10.0, 40.0);
        assert_eq!(pieces, ["Brikkes-", "kolen"]);
        let pieces = wrap(&Mono, "Stukkenschool", 10.0, 45.0);
        assert_eq!(pieces, ["Stukken-", "school"]);
    }

    #[test]
    fn a_mark_set_apart_stays_with_its_word() {
        // "maison !" never leaves the "!" alone on the next line.
        let lines = wrap(&Mono, "le fou est à la maison !", 10.0, 110.0);
        assert_eq!(lines, ["le fou est à la", "maison !"]);
        let lines = wrap(&Mono, "« Échec » dit-il", 10.0, 50.0);
        assert_eq!(lines, ["« Échec »", "dit-il"]);
    }
}
