//! The statistics the figures need: the Wilson interval of a share (the one interval of
//! the workspace: the tournament's win shares use it too), the width that makes several
//! shares' intervals hold together (Šidák), quartiles, a histogram with round bucket
//! widths.

/// The chance the lab allows itself of calling a fair game unfair, over every share
/// it judges in a run and every look it takes: one run in twenty.
pub const FALSE_ALARM: f64 = 0.05;

/// The 95 % Wilson score interval of a share of `hits` in `n` tries: where the true
/// share lies with 95 % confidence. Unlike the share ± 1.96 standard errors, it stays
/// within 0…1 and is sensible for few tries and for shares near 0 or 1. No tries: 0…1.
pub fn wilson(hits: u64, n: u64) -> (f64, f64) {
    wilson_z(hits, n, 1.959_963_984_540_054)
}

/// The standard normal distribution's quantile: the `z` below which a share `p` of it
/// lies (Acklam's rational approximation, within 1.2e-9 of the true value).
pub fn normal_quantile(p: f64) -> f64 {
    const A: [f64; 6] = [
        -3.969_683_028_665_376e1,
        2.209_460_984_245_205e2,
        -2.759_285_104_469_687e2,
        1.383_577_518_672_69e2,
        -3.066_479_806_614_716e1,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -5.447_609_879_822_406e1,
        1.615_858_368_580_409e2,
        -1.556_989_798_598_866e2,
        6.680_131_188_771_972e1,
        -1.328_068_155_288_572e1,
    ];
    const C: [f64; 6] = [
        -7.784_894_002_430_293e-3,
        -3.223_964_580_411_365e-1,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] = [
        7.784_695_709_041_462e-3,
        3.224_671_290_700_398e-1,
        2.445_134_137_142_996,
        3.754_408_661_907_416,
    ];
    let p = p.clamp(1e-300, 1.0 - 1e-16);
    let tail = |q: f64| {
        let q = (-2.0 * q.ln()).sqrt();
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    if p < 0.024_25 {
        tail(p)
    } else if p > 1.0 - 0.024_25 {
        -tail(1.0 - p)
    } else {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    }
}

/// The `z` of the intervals of `shares` shares judged together, so that the chance that
/// any of them misses its true share is at most `alarm` (Šidák's correction: each
/// interval holds with `(1 - alarm)^(1 / shares)`). One share at 5 %: 1.96; five: 2.57.
pub fn z_for(alarm: f64, shares: usize) -> f64 {
    let each = 1.0 - (1.0 - alarm.clamp(1e-12, 0.5)).powf(1.0 / shares.max(1) as f64);
    normal_quantile(1.0 - each / 2.0)
}

/// The Wilson score interval of a share of `hits` in `n` tries at `z` (1.96: 95 %).
/// No tries: 0…1.
pub fn wilson_z(hits: u64, n: u64, z: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    #[allow(non_snake_case)]
    let Z = z;
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
