//! The statistics the figures need: the Wilson interval of a share, quartiles, a
//! histogram with round bucket widths.

/// The 95 % Wilson score interval of a share of `hits` in `n` tries: where the true
/// share lies with 95 % confidence. Unlike the share ± 1.96 standard errors, it stays
/// within 0…1 and is sensible for few tries and for shares near 0 or 1. No tries: 0…1.
pub fn wilson(hits: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let n = n as f64;
    let p = hits.min(n as u64) as f64 / n;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The lower quartile, the median and the upper quartile of sorted values (the nearest
/// rank, so each is one of the values); zeros when there are none.
pub fn quartiles(sorted: &[u32]) -> (u32, u32, u32) {
    let at = |q: f64| {
        if sorted.is_empty() {
            return 0;
        }
        let i = ((sorted.len() - 1) as f64 * q).round() as usize;
        sorted[i.min(sorted.len() - 1)]
    };
    (at(0.25), at(0.5), at(0.75))
}

/// The smallest round width (1, 2, 2.5 or 5 times a power of ten, a whole number) that
/// covers `from..=to` in at most `buckets` buckets.
pub(crate) fn bucket_width(from: u32, to: u32, buckets: u32) -> u32 {
    let span = u64::from(to.saturating_sub(from)) + 1;
    let mut power = 1u64;
    loop {
        // In tenths of the power: 2.5 only where it is a whole number.
        for w in [10, 20, 25, 50].map(|m| m * power) {
            if w % 10 != 0 {
                continue;
            }
            let w = w / 10;
            if span.div_ceil(w) <= u64::from(buckets.max(1)) {
                return w.min(u64::from(u32::MAX)) as u32;
            }
        }
        power *= 10;
    }
}
