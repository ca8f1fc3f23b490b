//! The setup's notice (issue 50): a broken autosave kept aside, a rule file left out, a
//! board without a seat. It has a place of its own that no control takes, window-free,
//! down to the keys line: in a landscape window under the left column's explanation
//! strip, or across the window under every control where it takes fewer lines there; in
//! portrait under *Let's go!* (where a tall window is full to it, in the explanation
//! strip, which it takes while it is shown). The sizes leave it room for its lines (up
//! to [`NOTICE_LINES`]) in one of its places; a longer one is on pages turned by hand,
//! never cut.

use crate::race::setup::Control;
use crate::race::setup_layout::{columns, explanation_room, explanation_top, SetupSizes, LEFT_X};
use paint::layout::Rect;
use paint::text_layout::{lay_out, Measure, TextBlock, LINE_HEIGHT};

/// The most lines the sizes make room for; a notice of more is paged.
pub const NOTICE_LINES: usize = 3;
/// The keys line's room at the window's bottom, in small sizes.
const KEYS_ROOM: f32 = 1.9;

/// The places the notice may take with these controls and sizes in a `w` × `h` window,
/// the first preferred.
fn places(rects: &[(Control, Rect)], sizes: &SetupSizes, w: f32, h: f32) -> Vec<Rect> {
    let [(x, width), _] = columns(w, h);
    let gap = sizes.small * 0.3;
    let bottom = h - sizes.small * KEYS_ROOM;
    let from = |x: f32, top: f32, width: f32| Rect {
        x,
        y: top,
        w: width,
        h: (bottom - top).max(0.0),
    };
    // Across the window, under every control.
    let lowest = rects.iter().map(|(_, r)| r.y + r.h).fold(0.0, f32::max) + gap;
    let across = from(w * LEFT_X, lowest, w * (1.0 - 2.0 * LEFT_X));
    if h > w {
        // One column under the other; else the explanation strip's two lines.
        let strip = Rect {
            x,
            y: explanation_top(rects, sizes),
            w: width,
            h: explanation_room(sizes),
        };
        vec![across, strip]
    } else {
        let under_strip = explanation_top(rects, sizes) + explanation_room(sizes) + gap;
        vec![from(x, under_strip, width), across]
    }
}

/// How many lines `notice` takes `width` wide at the small size.
fn lines_at(m: &dyn Measure, notice: &str, width: f32, sizes: &SetupSizes) -> usize {
    lay_out(m, notice, width, f32::MAX, sizes.small, sizes.small)
        .lines
        .len()
        .max(1)
}

/// How many lines a place holds.
fn lines_in(room: Rect, sizes: &SetupSizes) -> usize {
    ((room.h + 0.5) / (sizes.small * LINE_HEIGHT)).floor() as usize
}

/// Where the notice goes with these controls and sizes in a `w` × `h` window: the first
/// place that holds it whole, else the one that holds the most of it.
pub fn notice_box(
    m: &dyn Measure,
    notice: &str,
    rects: &[(Control, Rect)],
    sizes: &SetupSizes,
    w: f32,
    h: f32,
) -> Rect {
    let all = places(rects, sizes, w, h);
    all.iter()
        .find(|r| lines_at(m, notice, r.w, sizes) <= lines_in(**r, sizes))
        .or_else(|| all.iter().max_by_key(|r| lines_in(**r, sizes)))
        .copied()
        .unwrap_or_default()
}

/// Whether the notice takes the explanation strip's place (a full tall window).
pub fn notice_on_strip(room: Rect, rects: &[(Control, Rect)], sizes: &SetupSizes) -> bool {
    (room.y - explanation_top(rects, sizes)).abs() < 0.5 && room.h <= explanation_room(sizes)
}

/// The notice laid out in its box, at the small size.
pub fn notice_block(m: &dyn Measure, notice: &str, room: Rect, sizes: &SetupSizes) -> TextBlock {
    lay_out(m, notice, room.w, room.h, sizes.small, sizes.small)
}

/// Whether one of the notice's places holds it whole on at most [`NOTICE_LINES`] lines.
pub fn notice_whole(
    m: &dyn Measure,
    notice: &str,
    rects: &[(Control, Rect)],
    sizes: &SetupSizes,
    w: f32,
    h: f32,
) -> bool {
    places(rects, sizes, w, h).into_iter().any(|r| {
        let need = lines_at(m, notice, r.w, sizes);
        need <= NOTICE_LINES && need <= lines_in(r, sizes)
    })
}

/// Whether one of the notice's places holds [`NOTICE_LINES`] lines of it a page (the
/// last its page marker).
pub fn notice_held(
    m: &dyn Measure,
    notice: &str,
    rects: &[(Control, Rect)],
    sizes: &SetupSizes,
    w: f32,
    h: f32,
) -> bool {
    places(rects, sizes, w, h).into_iter().any(|r| {
        lines_in(r, sizes) >= NOTICE_LINES || lines_at(m, notice, r.w, sizes) <= lines_in(r, sizes)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{file_note, Lang};
    use crate::race::setup::SetupModel;
    use crate::race::setup_layout::{setup_rects, setup_sizes};
    use base::said::lab_play::LabPlayMsg;
    use base::save::kept::{FileNote, Why};
    use base::save::{SaveError, SaveErrorKind};
    use paint::font_measure::FontMeasure;
    use paint::layout::{reading_height, text_sizes, TEST_WINDOWS};
    use paint::text_layout::Align;

    /// The setups a notice may come onto: the booklet's games, and the family's own
    /// rules offered (a row more in the left column).
    fn models() -> Vec<SetupModel> {
        let mut own = SetupModel::default();
        let rules = base::rule_sets::from_json(r#"{"name": "Nur", "base": "small"}"#, "x");
        own.take_rule_sets(vec![rules.expect("a rule set")]);
        vec![SetupModel::default(), own]
    }

    /// The broken autosave kept aside (it ends where it went), and a rule file left out.
    fn notices(lang: Lang) -> [String; 2] {
        let broken = SaveError {
            // By its name, as the setup says it (`saving.rs`): the notice starts with it.
            path: "autosave.json".into(),
            kind: SaveErrorKind::Truncated {
                line: 1,
                column: 14,
            },
        };
        let kept = FileNote::KeptAside {
            file: "autosave.json".into(),
            why: Why::Said(words::say(lang, &broken)),
            aside: "autosave.json.broken".into(),
        };
        let rule_file = base::rule_sets::RuleFileError {
            file: "unsere-regeln.json".into(),
            kind: base::rule_sets::RuleFileErrorKind::UnknownField {
                field: "x".repeat(10_000),
                line: 1,
                column: 10_033,
            },
        };
        let error = words::say(lang, &rule_file);
        [
            file_note(lang, &kept),
            words::say(lang, &LabPlayMsg::Broken { error, more: 2 }),
        ]
    }

    #[test]
    fn a_notice_has_a_place_of_its_own_on_the_setup_at_every_size_in_every_language() {
        // The broken autosave's notice was one line cut before it said where the file
        // went ("…, column 14: the fil…").
        let m = FontMeasure::new();
        let mut faults = vec![];
        for (w, h) in TEST_WINDOWS {
            let (_, small) = text_sizes(reading_height(w, h));
            for model in models() {
                for lang in Lang::ALL {
                    for notice in notices(lang) {
                        let sizes = setup_sizes(&m, &model, Some(&notice), w, h);
                        let rects = setup_rects(&m, &model, Some(&notice), w, h);
                        let room = notice_box(&m, &notice, &rects, &sizes, w, h);
                        let block = notice_block(&m, &notice, room, &sizes);
                        let at = format!("{w}x{h} {lang:?} {notice:?}");
                        // The broken autosave whole on one page in a wide window.
                        let wide = w >= 1280.0 && w > h;
                        if wide && notice.starts_with("autosave.json") && block.pages() > 1 {
                            faults.push(format!("{at}: on {} pages", block.pages()));
                        }
                        // Whole: every word on its pages, the last ones (where the file
                        // went) too.
                        // (A word wider than the box breaks at a syllable or a slash.)
                        let letters = |t: &str| t.replace(['-', ' ', '\n'], "");
                        let shown = block.lines.concat();
                        if letters(&shown) != letters(&notice) {
                            faults.push(format!("{at}: shows {shown:?}"));
                        }
                        let pages = (0..block.pages())
                            .flat_map(|p| block.place(&m, p, room.x, room.w, room.y, Align::Left));
                        for l in pages {
                            let r = l.rect;
                            if l.size < small - 0.01 {
                                faults.push(format!("{at}: size {}", l.size));
                            }
                            if r.x < -0.5 || r.x + r.w > w + 0.5 || r.y + r.h > h + 0.5 {
                                faults.push(format!("{at}: {r:?} leaves the window"));
                            }
                            if r.y + r.h > room.y + room.h + 0.5
                                || r.x + r.w > room.x + room.w + 0.5
                            {
                                faults.push(format!("{at}: {r:?} leaves its box {room:?}"));
                            }
                            let line = Rect {
                                x: r.x,
                                y: r.y,
                                w: r.w,
                                h: r.h,
                            };
                            for (c, b) in &rects {
                                if line.overlap(b) > 0.5 {
                                    faults.push(format!("{at}: {:?} over {c:?}", l.text));
                                }
                            }
                        }
                        // Under the house rules' explanation strip, above the keys line.
                        let keys_top = h - small * 1.8;
                        if room.y + room.h > keys_top {
                            faults.push(format!("{at}: its box {room:?} reaches the keys line"));
                        }
                    }
                }
            }
        }
        assert!(
            faults.is_empty(),
            "{} faults, the first:\n{}",
            faults.len(),
            faults
                .iter()
                .map(|f| f.split(' ').next().unwrap_or_default())
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}
