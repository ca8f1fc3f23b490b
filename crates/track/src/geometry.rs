//! Squares, move vectors and the bitset of squares that the movement engine works on.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Bits in a [`SquareSet`]: boards may hold at most this many squares.
pub const MAX_SQUARES: usize = 512;
const WORDS: usize = MAX_SQUARES / 64;

/// A square of the board grid. `x` grows to the right, `y` downwards; `(0, 0)` is top-left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Square {
    /// Column, from 0 at the left.
    pub x: u8,
    /// Row, from 0 at the top.
    pub y: u8,
}

impl Square {
    /// The square in column `x`, row `y`.
    pub const fn new(x: u8, y: u8) -> Self {
        Square { x, y }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// One of the sixteen basic displacements: the eight king steps (which are
/// also the unit steps of the sliders), then the eight knight jumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Vector {
    /// Change in x.
    pub dx: i8,
    /// Change in y.
    pub dy: i8,
}

/// All sixteen vectors; indices 0–3 orthogonal, 4–7 diagonal, 8–15 knight jumps.
pub const VECTORS: [Vector; 16] = [
    Vector { dx: 1, dy: 0 },
    Vector { dx: -1, dy: 0 },
    Vector { dx: 0, dy: 1 },
    Vector { dx: 0, dy: -1 },
    Vector { dx: 1, dy: 1 },
    Vector { dx: -1, dy: 1 },
    Vector { dx: 1, dy: -1 },
    Vector { dx: -1, dy: -1 },
    Vector { dx: 1, dy: 2 },
    Vector { dx: -1, dy: 2 },
    Vector { dx: 1, dy: -2 },
    Vector { dx: -1, dy: -2 },
    Vector { dx: 2, dy: 1 },
    Vector { dx: -2, dy: 1 },
    Vector { dx: 2, dy: -1 },
    Vector { dx: -2, dy: -1 },
];

/// Vector indices of orthogonal unit steps.
pub const ORTHOGONAL: std::ops::Range<usize> = 0..4;
/// Vector indices of diagonal unit steps.
pub const DIAGONAL: std::ops::Range<usize> = 4..8;
/// Vector indices of all eight unit steps.
pub const KING_STEPS: std::ops::Range<usize> = 0..8;
/// Vector indices of the knight's jumps.
pub const KNIGHT_JUMPS: std::ops::Range<usize> = 8..16;

/// A set of squares, one bit per square index (`y * width + x`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet([u64; WORDS]);

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; WORDS]);

    /// A set holding one index.
    pub fn single(index: usize) -> Self {
        let mut s = Self::EMPTY;
        s.insert(index);
        s
    }

    /// Adds an index.
    #[inline]
    pub fn insert(&mut self, index: usize) {
        self.0[index / 64] |= 1u64 << (index % 64);
    }

    /// Removes an index.
    #[inline]
    pub fn remove(&mut self, index: usize) {
        self.0[index / 64] &= !(1u64 << (index % 64));
    }

    /// Whether the index is in the set.
    #[inline]
    pub fn contains(&self, index: usize) -> bool {
        index < MAX_SQUARES && self.0[index / 64] & (1u64 << (index % 64)) != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }

    /// Number of members.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The smallest member.
    pub fn first(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    /// The members in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    None
                } else {
                    let b = w.trailing_zeros() as usize;
                    w &= w - 1;
                    Some(i * 64 + b)
                }
            })
        })
    }

    /// Moves every member by `delta` indices; members leaving `0..MAX_SQUARES` vanish.
    #[inline(always)]
    pub fn shifted(&self, delta: i32) -> Self {
        let mut out = [0u64; WORDS];
        // Every move vector of a board up to 31 squares wide shifts by less than a
        // word: one shift per word, without branches, which the compiler vectorises.
        if (1..64).contains(&delta) {
            let r = delta as u32;
            out[0] = self.0[0] << r;
            for (o, w) in out[1..].iter_mut().zip(self.0.windows(2)) {
                *o = (w[1] << r) | (w[0] >> (64 - r));
            }
            return SquareSet(out);
        }
        if (-63..0).contains(&delta) {
            let r = (-delta) as u32;
            for (o, w) in out.iter_mut().zip(self.0.windows(2)) {
                *o = (w[0] >> r) | (w[1] << (64 - r));
            }
            out[WORDS - 1] = self.0[WORDS - 1] >> r;
            return SquareSet(out);
        }
        self.shifted_far(delta)
    }

    /// [`SquareSet::shifted`] by a word or more (boards wider than 31 squares), or by 0.
    #[cold]
    #[inline(never)]
    fn shifted_far(&self, delta: i32) -> Self {
        let mut out = [0u64; WORDS];
        if delta >= 0 {
            let d = delta as usize;
            let (q, r) = (d / 64, d % 64);
            for i in (q..WORDS).rev() {
                let mut v = self.0[i - q] << r;
                if r > 0 && i > q {
                    v |= self.0[i - q - 1] >> (64 - r);
                }
                out[i] = v;
            }
        } else {
            let d = (-delta) as usize;
            let (q, r) = (d / 64, d % 64);
            for (i, slot) in out.iter_mut().enumerate().take(WORDS.saturating_sub(q)) {
                let mut v = self.0[i + q] >> r;
                if r > 0 && i + q + 1 < WORDS {
                    v |= self.0[i + q + 1] << (64 - r);
                }
                *slot = v;
            }
        }
        SquareSet(out)
    }
}

macro_rules! bitop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl std::ops::$tr for SquareSet {
            type Output = SquareSet;
            #[inline]
            fn $f(self, o: SquareSet) -> SquareSet {
                let mut out = self.0;
                for (a, b) in out.iter_mut().zip(o.0.iter()) {
                    *a $op *b;
                }
                SquareSet(out)
            }
        }
        impl std::ops::$atr for SquareSet {
            #[inline]
            fn $af(&mut self, o: SquareSet) {
                for (a, b) in self.0.iter_mut().zip(o.0.iter()) {
                    *a $op *b;
                }
            }
        }
    };
}
bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &=);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |=);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^=);

impl std::ops::Not for SquareSet {
    type Output = SquareSet;
    #[inline]
    fn not(self) -> SquareSet {
        let mut out = self.0;
        for a in out.iter_mut() {
            *a = !*a;
        }
        SquareSet(out)
    }
}

/// Whether the segment between centres of squares `a` and `b` properly crosses
/// the axis-parallel border segment from `p` to `q` (border points, in square units).
/// Touching an end point does not count.
pub fn crosses(a: Square, b: Square, p: (i32, i32), q: (i32, i32)) -> bool {
    // Doubled coordinates keep everything integral: centres are odd, borders even.
    let a = (2 * a.x as i64 + 1, 2 * a.y as i64 + 1);
    let b = (2 * b.x as i64 + 1, 2 * b.y as i64 + 1);
    let p = (2 * p.0 as i64, 2 * p.1 as i64);
    let q = (2 * q.0 as i64, 2 * q.1 as i64);
    fn orient(o: (i64, i64), u: (i64, i64), v: (i64, i64)) -> i64 {
        ((u.0 - o.0) * (v.1 - o.1) - (u.1 - o.1) * (v.0 - o.0)).signum()
    }
    let d1 = orient(a, b, p);
    let d2 = orient(a, b, q);
    let d3 = orient(p, q, a);
    let d4 = orient(p, q, b);
    d1 * d2 < 0 && d3 * d4 < 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifting_moves_bits_across_words() {
        let s = SquareSet::single(63);
        assert!(s.shifted(1).contains(64));
        assert!(s.shifted(70).contains(133));
        assert!(SquareSet::single(133).shifted(-70).contains(63));
        assert!(SquareSet::single(3).shifted(-4).is_empty());
        assert_eq!(SquareSet::single(200).shifted(-18).first(), Some(182));
    }

    #[test]
    fn crossing_needs_a_proper_intersection() {
        // line x=9 from y=13 to y=17
        let (p, q) = ((9, 13), (9, 17));
        assert!(crosses(Square::new(8, 16), Square::new(9, 16), p, q));
        assert!(!crosses(Square::new(9, 16), Square::new(10, 16), p, q));
        // diagonal through the line's end point (9,13) only touches it
        assert!(!crosses(Square::new(8, 12), Square::new(9, 13), p, q));
        assert!(crosses(Square::new(8, 13), Square::new(9, 14), p, q));
    }
}
