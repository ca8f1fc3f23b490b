//! A text on one line: the largest size at which it fits, or cut short with "…" (only
//! for what may be cut).

use crate::text_layout::Measure;

/// `text` on one line in a box `width` wide: at `size` if it fits, else at the largest
/// size down to `min_size` at which it fits, else at `min_size`, cut short with "…".
/// Only for what may be cut: a name a person typed (whole where it is typed; a long one
/// may be cut beside a piece or in a table's cell), a chart's label whose layout tries
/// more room when it is cut. A text that matters takes a second line where it must
/// ([`lay_out`](crate::text_layout::lay_out)); the layout tests find a "…" on it.
pub fn fit_line(
    m: &dyn Measure,
    text: &str,
    width: f32,
    size: f32,
    min_size: f32,
) -> (String, f32) {
    let text = &*crate::text_layout::bounded(text);
    let s = fit_size(m, text, width, size, min_size);
    if m.width(text, s) <= width {
        return (text.to_string(), s);
    }
    // The most characters that fit with "…", found by halving: a long text costs a few
    // measures of itself, not one for each character it loses.
    let chars: Vec<char> = text.chars().collect();
    let cut = |n: usize| chars[..n].iter().collect::<String>().trim_end().to_string() + "…";
    let (mut fits, mut too_wide) = (0, chars.len());
    while too_wide - fits > 1 {
        let mid = (fits + too_wide) / 2;
        if m.width(&cut(mid), s) <= width {
            fits = mid;
        } else {
            too_wide = mid;
        }
    }
    if fits == 0 && m.width("…", s) > width {
        return (String::new(), s);
    }
    (cut(fits), s)
}

/// The largest size from `size` down to `min_size` at which `text` is at most `width`
/// wide on one line (`min_size` where none is).
pub fn fit_size(m: &dyn Measure, text: &str, width: f32, size: f32, min_size: f32) -> f32 {
    let text = &*crate::text_layout::bounded(text);
    let min_size = min_size.min(size).max(1.0);
    let w = m.width(text, size);
    if w <= width {
        return size;
    }
    let fitting = (size * width / w).floor();
    if fitting >= min_size && m.width(text, fitting) <= width {
        return fitting;
    }
    let mut s = fitting.max(min_size).min(size);
    while s > min_size && m.width(text, s) > width {
        s -= 1.0;
    }
    s
}

#[cfg(test)]
mod tests {
    use crate::text_layout::*;

    #[test]
    fn a_line_too_long_shrinks_to_the_smallest_size_then_is_cut_short() {
        assert_eq!(
            fit_line(&Mono, "abcd", 100.0, 20.0, 10.0),
            ("abcd".into(), 20.0)
        );
        let (t, s) = fit_line(&Mono, "abcdefgh", 60.0, 20.0, 10.0);
        assert_eq!((t.as_str(), s), ("abcdefgh", 15.0));
        assert_eq!(fit_size(&Mono, "abcdefgh", 60.0, 20.0, 10.0), 15.0);
        let (t, s) = fit_line(&Mono, "abcdefghijklmnop", 60.0, 20.0, 10.0);
        assert_eq!(s, 10.0);
        assert!(t.ends_with('…') && Mono.width(&t, s) <= 60.0, "{t}");
    }
}
