//! The threat model: on which squares each seat could capture with each face of its next roll.

use super::model::Model;
use crate::board::step::Occupancy;
use crate::dice::Face;
use crate::geometry::{Square, SquareSet};
use crate::pieces::{Location, PieceId, Position, Role, Seat, ROLES, SEATS};
use crate::protection;

/// Per seat and die face, the squares the seat could capture on with that face.
#[derive(Clone)]
pub(super) struct Threats {
    /// Attack levels of each active piece, by `seat * ROLES + role` (empty when the
    /// threats were derived from a base).
    levels: Vec<Vec<SquareSet>>,
    /// Per seat, per white face index.
    white: Vec<Vec<SquareSet>>,
    /// Per seat, per orange face index.
    orange: Vec<Vec<SquareSet>>,
    /// Per seat: whether it has pieces in the box (a `+` may capture on its start fields).
    can_bring: [bool; SEATS],
    /// With the protection rule: which pieces are covered, by `seat * ROLES + role`
    /// (for derived threats, only the changed pieces are judged again).
    pub(super) covered: u32,
}

/// The index of a piece in per-piece tables and in [`Threats::covered`].
pub(super) fn pidx(p: PieceId) -> usize {
    p.seat.index() * ROLES + p.role.index()
}

impl Threats {
    /// Threats of every active piece in `pos`.
    pub(super) fn new(m: &Model, pos: &Position) -> Threats {
        Self::build(m, pos, None, &[], true)
    }

    /// Threats in `pos`, which differs from the position of `base` only in the pieces
    /// in `changed`: those are judged again (their own threats recomputed, or dropped
    /// when `fresh_moves` is false), the others keep their sets from `base`.
    pub(super) fn derived(
        m: &Model,
        pos: &Position,
        base: &Threats,
        changed: &[PieceId],
        fresh_moves: bool,
    ) -> Threats {
        Self::build(m, pos, Some(base), changed, fresh_moves)
    }

    /// Threats in `pos`: from scratch without `base`, else as in [`Threats::derived`].
    fn build(
        m: &Model,
        pos: &Position,
        base: Option<&Threats>,
        changed: &[PieceId],
        fresh_moves: bool,
    ) -> Threats {
        let occ = Occupancy::of(m.board, pos).all;
        let mut levels: Vec<Vec<SquareSet>> = vec![];
        let mut fresh: Vec<(PieceId, Vec<SquareSet>)> = vec![];
        match base {
            None => {
                levels = vec![Vec::new(); SEATS * ROLES];
                for (p, at) in pos.pieces() {
                    if let Location::Track(sq) = at {
                        if m.playing.contains(&p.seat) {
                            levels[pidx(p)] = m.attack_levels(occ, p, sq);
                        }
                    }
                }
            }
            Some(_) => {
                for p in changed {
                    let lv = match pos.location(*p) {
                        Some(Location::Track(sq)) if fresh_moves && m.playing.contains(&p.seat) => {
                            m.attack_levels(occ, *p, sq)
                        }
                        _ => Vec::new(),
                    };
                    fresh.push((*p, lv));
                }
            }
        }
        let mut white = match base {
            Some(b) => b.white.clone(),
            None => vec![vec![SquareSet::EMPTY; m.white.len()]; SEATS],
        };
        let mut orange = match base {
            Some(b) => b.orange.clone(),
            None => vec![vec![SquareSet::EMPTY; m.orange.len()]; SEATS],
        };
        let mut can_bring = [false; SEATS];
        for s in &m.playing {
            can_bring[s.index()] = pos.in_box(*s).next().is_some();
            if base.is_some() && !changed.iter().any(|p| p.seat == *s) {
                continue;
            }
            white[s.index()].fill(SquareSet::EMPTY);
            orange[s.index()].fill(SquareSet::EMPTY);
            for r in Role::ALL {
                let p = PieceId { seat: *s, role: r };
                let lv: &[SquareSet] = match (base, fresh.iter().find(|f| f.0 == p)) {
                    (_, Some(f)) => &f.1,
                    (Some(b), None) => &b.levels[pidx(p)],
                    (None, None) => &levels[pidx(p)],
                };
                if lv.is_empty() {
                    continue;
                }
                if m.moved_by_orange(r) {
                    for (gi, n) in m.orange.iter().enumerate() {
                        if let Some(set) = lv.get(*n as usize) {
                            orange[s.index()][gi] |= *set;
                        }
                    }
                } else {
                    for (fi, f) in m.white.iter().enumerate() {
                        if let Face::Pips(n) = f {
                            if let Some(set) = lv.get(*n as usize) {
                                white[s.index()][fi] |= *set;
                            }
                        }
                    }
                }
            }
        }
        let mut covered = base.map_or(0, |b| b.covered);
        if m.protection {
            for (p, at) in pos.pieces() {
                if base.is_some() && !changed.contains(&p) {
                    continue;
                }
                let bit = 1u32 << pidx(p);
                covered &= !bit;
                if matches!(at, Location::Track(_)) && protection::is_covered(m.board, pos, p, None)
                {
                    covered |= bit;
                }
            }
        }
        Threats {
            levels,
            white,
            orange,
            can_bring,
            covered,
        }
    }

    /// The squares seat `s` could capture on with white face `fi`, and with orange face `gi`.
    pub(super) fn reach(&self, s: Seat, fi: usize, gi: Option<usize>) -> SquareSet {
        let w = self.white[s.index()][fi];
        match gi {
            Some(g) => w | self.orange[s.index()][g],
            None => w,
        }
    }

    /// Probability that seat `s` can capture on square index `q` with its next roll.
    pub(super) fn hit_prob(&self, m: &Model, s: Seat, q: usize, sq: Square) -> f32 {
        let si = s.index();
        let po = if m.orange.is_empty() {
            0.0
        } else {
            self.orange[si].iter().filter(|set| set.contains(q)).count() as f32
                / m.orange.len() as f32
        };
        let bring = self.can_bring[si] && m.starts[si].is_some_and(|st| st[0] == sq || st[1] == sq);
        let mut a = 0.0;
        let mut plus = 0.0;
        for (fi, f) in m.white.iter().enumerate() {
            match f {
                Face::Pips(_) => {
                    a += if self.white[si][fi].contains(q) {
                        1.0
                    } else {
                        po
                    }
                }
                Face::Plus => plus += 1.0,
                Face::Hash => {
                    if bring && m.hash_brings {
                        a += 1.0
                    }
                }
            }
        }
        let n = m.white.len() as f32;
        if bring {
            (a + plus) / n
        } else if self.can_bring[si] && n > plus {
            // Bring in elsewhere and roll again, or move by the orange die.
            (a / (n - plus)).max((a + plus * po) / n)
        } else {
            (a + plus * po) / n
        }
    }
}
