//! One text layout (issue 27): every card, every "why not?" and every message of every
//! game, in both languages, laid out in its box at five window sizes, measured with the
//! game's own font. No two texts of one screen may overlap, no line may be wider than
//! its box or leave the window, and no text may be smaller than the window's small size
//! (its cap height at least 1/40 of the window's reading height).
//!
//! The font is measured as macroquad measures it, by the game's own window-free measure
//! (`ui::font_measure::FontMeasure`): the advance widths of the characters at the font
//! size rounded to whole pixels, summed (`measure_text`, without kerning), with fontdue,
//! the rasteriser macroquad uses.

use schachschlamassel::ui::i18n::Lang;
pub use schachschlamassel::ui::paint::font_measure::FontMeasure;
use schachschlamassel::ui::paint::layout::{reading_height, text_sizes, Rect, TEST_WINDOWS};
use schachschlamassel::ui::paint::text_layout::{syllable_breaks, Line, Measure, TextRect};

/// The window sizes of the issue: 4:3 small and large, 16:9 small and large, portrait;
/// the first five of the sizes every screen's own tests use (`TEST_WINDOWS`).
pub const WINDOWS: [(f32, f32); 5] = [
    TEST_WINDOWS[0],
    TEST_WINDOWS[1],
    TEST_WINDOWS[2],
    TEST_WINDOWS[3],
    TEST_WINDOWS[4],
];

/// The windows, then `extra` ones a screen is tested at too.
pub fn windows_and(extra: &[(f32, f32)]) -> Vec<(f32, f32)> {
    WINDOWS.iter().chain(extra).copied().collect()
}

/// Every language: the longest one sets the boxes.
pub const LANGS: [Lang; 8] = Lang::ALL;

/// One thing on a screen that text must keep clear of: a line of text (with its size
/// and the box it must stay in), or a button (its label is text too).
#[derive(Clone, Debug)]
pub struct Item {
    pub label: String,
    pub rect: TextRect,
    pub size: Option<f32>,
    pub within: Option<Rect>,
}

/// A screen state: everything its texts take.
#[derive(Clone)]
pub struct Shot {
    pub name: String,
    pub window: (f32, f32),
    pub items: Vec<Item>,
    /// Texts whose lines cut or break a word (issue 49), said.
    pub cut: Vec<String>,
}

impl Shot {
    pub fn new(name: String, window: (f32, f32)) -> Shot {
        Shot {
            name,
            window,
            items: vec![],
            cut: vec![],
        }
    }

    /// The laid-out lines of one text, `source`, that must stay inside `within` and
    /// keep every word whole (see [`cut_words`]).
    pub fn text<'a>(
        &mut self,
        what: &str,
        source: &str,
        lines: impl IntoIterator<Item = &'a Line>,
        within: Rect,
    ) {
        let lines: Vec<&Line> = lines.into_iter().collect();
        self.cut.extend(
            cut_words(source, lines.iter().copied())
                .into_iter()
                .map(|f| format!("{what}: {f}")),
        );
        self.lines(what, lines, within);
    }

    /// Laid-out lines that must stay inside `within`.
    pub fn lines<'a>(
        &mut self,
        what: &str,
        lines: impl IntoIterator<Item = &'a Line>,
        within: Rect,
    ) {
        for l in lines {
            self.items.push(Item {
                label: format!("{what}: {:?}", l.text),
                rect: l.rect,
                size: Some(l.size),
                within: Some(within),
            });
        }
    }

    /// A button (or any other box that text must keep clear of).
    pub fn obstacle(&mut self, what: &str, r: Rect) {
        self.items.push(Item {
            label: what.to_string(),
            rect: TextRect {
                x: r.x,
                y: r.y,
                w: r.w,
                h: r.h,
            },
            size: None,
            within: None,
        });
    }

    /// What is wrong with this screen.
    pub fn faults(&self) -> Vec<String> {
        let (w, h) = self.window;
        let (_, small) = text_sizes(reading_height(w, h));
        let slack = 0.5;
        let mut out = vec![];
        for (i, a) in self.items.iter().enumerate() {
            let r = a.rect;
            if let Some(size) = a.size {
                if size.round() < small {
                    out.push(format!(
                        "{}: size {size} below the small size {small}",
                        a.label
                    ));
                }
                if r.x < -slack || r.y < -slack || r.x + r.w > w + slack || r.y + r.h > h + slack {
                    out.push(format!("{}: {r:?} leaves the {w}x{h} window", a.label));
                }
            }
            if let Some(b) = a.within {
                if r.x < b.x - slack
                    || r.x + r.w > b.x + b.w + slack
                    || r.y < b.y - slack
                    || r.y + r.h > b.y + b.h + slack
                {
                    out.push(format!("{}: {r:?} is not inside its box {b:?}", a.label));
                }
            }
            for b in &self.items[i + 1..] {
                if a.size.is_none() && b.size.is_none() {
                    continue;
                }
                if shrunk(a.rect).overlaps(&shrunk(b.rect)) {
                    out.push(format!(
                        "{} {:?} overlaps {} {:?}",
                        a.label, a.rect, b.label, b.rect
                    ));
                }
            }
        }
        out.extend(self.cut.iter().cloned());
        out.into_iter()
            .map(|f| format!("{} at {w}x{h}: {f}", self.name))
            .collect()
    }

    /// What is wrong with this screen shown over `fixed`, a part of the screen that
    /// stays the same under many shots (the panel beside every "why not?" bubble) and
    /// is checked once on its own ([`Shot::faults`]): this shot's own faults and every
    /// overlap of its items with `fixed`'s, as the two in one screen would have them.
    pub fn faults_over(&self, fixed: &Shot) -> Vec<String> {
        let (w, h) = self.window;
        let mut out = self.faults();
        for a in &self.items {
            for b in &fixed.items {
                if (a.size.is_some() || b.size.is_some())
                    && shrunk(a.rect).overlaps(&shrunk(b.rect))
                {
                    out.push(format!(
                        "{} at {w}x{h}: {} {:?} overlaps {} {:?} of {}",
                        self.name, a.label, a.rect, b.label, b.rect, fixed.name
                    ));
                }
            }
        }
        out
    }
}

/// The check of a part over a fixed part finds what the two in one screen would have.
#[test]
fn a_shot_over_a_fixed_part_has_the_faults_of_the_two_in_one_screen() {
    let line = |x: f32, y: f32| Line {
        text: "Zug".to_string(),
        rect: TextRect {
            x,
            y,
            w: 60.0,
            h: 30.0,
        },
        size: 30.0,
        turn: None,
    };
    let window = Rect {
        x: 0.0,
        y: 0.0,
        w: 800.0,
        h: 600.0,
    };
    let mut fixed = Shot::new("panel".to_string(), (800.0, 600.0));
    fixed.lines("hint", [&line(100.0, 100.0)], window);
    fixed.obstacle(
        "button",
        Rect {
            x: 300.0,
            y: 300.0,
            w: 80.0,
            h: 40.0,
        },
    );
    let mut clear = Shot::new("bubble".to_string(), (800.0, 600.0));
    clear.lines("why", [&line(100.0, 200.0)], window);
    assert_eq!(clear.faults_over(&fixed), Vec::<String>::new());
    for (x, y) in [(130.0, 110.0), (310.0, 310.0)] {
        let mut over = Shot::new("bubble".to_string(), (800.0, 600.0));
        over.lines("why", [&line(x, y)], window);
        let mut one = fixed.clone();
        one.items.extend(over.items.clone());
        assert_eq!(over.faults_over(&fixed).len(), 1, "over at ({x},{y})");
        assert_eq!(one.faults().len(), 1, "one screen at ({x},{y})");
    }
}

/// What `lines`, laid out from the text `source`, cut or break (issue 49): a line cut
/// short with "…" the text does not have, a word broken anywhere but at a syllable with
/// a hyphen ([`syllable_breaks`]: "Stukken-" over "school", never "Stukkensc" over
/// "hool"), words the text does not have in that order. Page markers ("◀ 1/2 ▶") are
/// the layout's, not the text's.
pub fn cut_words<'a>(source: &str, lines: impl IntoIterator<Item = &'a Line>) -> Vec<String> {
    let words: Vec<&str> = source.split_whitespace().collect();
    let mut out = vec![];
    for l in lines {
        if l.turn.is_some() {
            continue;
        }
        let tokens: Vec<&str> = l.text.split_whitespace().collect();
        if tokens.is_empty() {
            continue;
        }
        if l.text.trim_end().ends_with('…') && !source.contains(l.text.trim()) {
            out.push(format!("{:?} is cut short (of {source:?})", l.text));
            continue;
        }
        let fits = (0..words.len()).any(|j| run_matches(&tokens, &words[j..]));
        if !fits {
            out.push(format!("{:?} breaks a word of {source:?}", l.text));
        }
    }
    out
}

/// Whether `tokens` (a line's words) are `words` from the first on: whole, but for the
/// first, which may be a word's end, and the last, which may be a word's start, each
/// broken at a syllable.
fn run_matches(tokens: &[&str], words: &[&str]) -> bool {
    if tokens.len() > words.len() {
        return false;
    }
    let n = tokens.len();
    tokens.iter().zip(words).enumerate().all(|(i, (t, w))| {
        if t == w {
            return true;
        }
        let chars: Vec<char> = w.chars().collect();
        let breaks = syllable_breaks(w);
        let at_break = |k: usize, hyphen: bool| breaks.contains(&(k, hyphen));
        // The start of the word, up to a syllable break (with its hyphen).
        let start = |t: &str| {
            let (piece, hyphen) = match t.strip_suffix('-') {
                Some(p) if !w.starts_with(t) => (p, true),
                _ => (t, false),
            };
            let k = piece.chars().count();
            w.starts_with(piece) && k < chars.len() && at_break(k, hyphen)
        };
        // The end of the word, from a syllable break.
        let end = |t: &str| {
            let k = chars.len().saturating_sub(t.chars().count());
            w.ends_with(t) && k > 0 && (at_break(k, true) || at_break(k, false))
        };
        // A piece between two breaks (a word longer than two lines).
        let middle = |t: &str| {
            let piece = t.strip_suffix('-').unwrap_or(t);
            w.contains(piece) && t.ends_with('-')
        };
        match (i == 0, i + 1 == n) {
            (true, true) => start(t) || end(t) || middle(t),
            (true, false) => end(t),
            (false, true) => start(t),
            (false, false) => false,
        }
    })
}

/// A rectangle less a hair on every side: lines that touch do not overlap.
fn shrunk(r: TextRect) -> TextRect {
    TextRect {
        x: r.x + 0.25,
        y: r.y + 0.25,
        w: (r.w - 0.5).max(0.0),
        h: (r.h - 0.5).max(0.0),
    }
}

/// Fails when there are `faults`, naming `what` they are of and the first 12 (all of
/// them with the variable `ALL_FAULTS` set).
pub fn assert_no_faults(faults: &[String], what: &str) {
    let shown = if std::env::var("ALL_FAULTS").is_ok() {
        faults.len()
    } else {
        faults.len().min(12)
    };
    assert!(
        faults.is_empty(),
        "{} faults {what}, the first:\n{}",
        faults.len(),
        faults[..shown].join("\n")
    );
}

/// Checks every shot and fails with the first faults.
pub fn assert_clean(shots: &[Shot], what: &str) {
    let faults: Vec<String> = shots.iter().flat_map(Shot::faults).collect();
    assert!(
        faults.is_empty(),
        "{} faults in {} screens of {what}, the first:\n{}",
        faults.len(),
        shots.len(),
        faults[..faults.len().min(12)].join("\n")
    );
}

mod chess_game;
mod class_page;
mod course_map;
mod cut_words;
mod dialogs;
mod lab_screen;
mod rules_book;
mod track_game;
mod words_page;
mod yalta_game;
