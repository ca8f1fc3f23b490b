//! The Yalta board built from its geometry (design §1–§2): the corner points of the 96
//! cells by the bilinear formula, then shared edges and corners give the neighbours, and
//! the neighbours give the lines, the knight's targets and the pawns' cells. Nothing here
//! is a hand-written adjacency table; everything is computed once, in [`Board::get`].

use super::cell::{Cell, Player, CELLS};
use std::collections::HashMap;
use std::sync::OnceLock;

/// A point of the plane (the hexagon has corner radius 1, its centre at the origin,
/// y pointing up).
pub type Point = (f64, f64);

/// "No cell" in the compact tables.
pub const NONE: u8 = u8::MAX;

/// The board's geometry and every table derived from it.
#[derive(Debug)]
pub struct Board {
    points: Vec<Point>,
    /// The four corner point ids of each cell, in cyclic order.
    corners: Vec<[usize; 4]>,
    pub(crate) orth: Vec<Vec<u8>>,
    pub(crate) diag: Vec<Vec<u8>>,
    pub(crate) king: Vec<Vec<u8>>,
    pub(crate) knight: Vec<Vec<u8>>,
    pub(crate) orth_rays: Vec<Vec<Vec<u8>>>,
    pub(crate) diag_rays: Vec<Vec<Vec<u8>>>,
    /// Per cell: every cell on any line from it (for the quick pin test).
    pub(crate) line_mask: Vec<u128>,
    /// `[owner][cell]`: the pawn's forward cell, or [`NONE`].
    pub(crate) pawn_forward: [[u8; CELLS]; 3],
    /// `[owner][cell]`: the cells a pawn there captures on.
    pub(crate) pawn_captures: [Vec<Vec<u8>>; 3],
    /// `[owner][cell]`: the cells from which a pawn of `owner` captures on `cell`.
    pub(crate) pawn_attackers: [Vec<Vec<u8>>; 3],
    /// `[a][b]`: the fewest king steps from a to b.
    king_distance: Vec<[u8; CELLS]>,
}

/// The hexagon's corner `Vk`, at the angle 240° + 60°·k.
fn hex_corner(k: usize) -> Point {
    let a = (240.0 + 60.0 * (k % 6) as f64).to_radians();
    (a.cos(), a.sin())
}

/// `Mk`, the midpoint of side k (from `V(k-1)` to `Vk`).
fn side_midpoint(k: usize) -> Point {
    let (a, b) = (hex_corner(k + 5), hex_corner(k));
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

/// The bilinear point `P(s, t)` of kite `Qk = (C, Mk, Vk, M(k+1))`.
fn kite_point(k: usize, s: f64, t: f64) -> Point {
    let (m, v, n) = (side_midpoint(k), hex_corner(k), side_midpoint(k + 1));
    let x = s * (1.0 - t) * m.0 + s * t * v.0 + (1.0 - s) * t * n.0;
    let y = s * (1.0 - t) * m.1 + s * t * v.1 + (1.0 - s) * t * n.1;
    (x, y)
}

/// The kite and the bilinear cell `(a, b)` of a cell (design §1's table: each player's
/// files a–d are the left kite, e–h the right one, rank 1 on the outer side).
fn kite_cell(cell: Cell) -> (usize, usize, usize) {
    let left_kite = [0, 4, 2][cell.area().index()];
    let (f, r) = (cell.file() as usize, cell.rank() as usize);
    if f < 4 {
        (left_kite, 3 - f, 3 - r)
    } else {
        (left_kite + 1, 3 - r, f - 4)
    }
}

/// The four corner points of a cell, in cyclic order.
pub fn cell_polygon(cell: Cell) -> [Point; 4] {
    let (k, a, b) = kite_cell(cell);
    let p = |i: usize, j: usize| kite_point(k, i as f64 / 4.0, j as f64 / 4.0);
    [p(a, b), p(a + 1, b), p(a + 1, b + 1), p(a, b + 1)]
}

static BOARD: OnceLock<Board> = OnceLock::new();

impl Board {
    /// The one board, built on first use.
    pub fn get() -> &'static Board {
        BOARD.get_or_init(Board::build)
    }

    /// The corner points of a cell, in cyclic order.
    pub fn polygon(&self, cell: Cell) -> [Point; 4] {
        self.corners[cell.index()].map(|p| self.points[p])
    }

    /// The orthogonal neighbours of a cell (sharing an edge).
    pub fn orthogonal_neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        self.orth[cell.index()].iter().map(|&c| Cell(c))
    }

    /// The diagonal neighbours of a cell (one corner, same colour).
    pub fn diagonal_neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        self.diag[cell.index()].iter().map(|&c| Cell(c))
    }

    /// The knight's targets from a cell.
    pub fn knight_targets(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        self.knight[cell.index()].iter().map(|&c| Cell(c))
    }

    /// The orthogonal lines from a cell, each as its cells in order.
    pub fn orthogonal_lines(&self, cell: Cell) -> Vec<Vec<Cell>> {
        lines(&self.orth_rays[cell.index()])
    }

    /// The diagonal lines from a cell, each as its cells in order; a line through the
    /// centre appears once per branch.
    pub fn diagonal_lines(&self, cell: Cell) -> Vec<Vec<Cell>> {
        lines(&self.diag_rays[cell.index()])
    }

    /// The forward cell of `owner`'s pawn on `cell` (none on another player's back row).
    pub fn pawn_forward(&self, owner: Player, cell: Cell) -> Option<Cell> {
        let f = self.pawn_forward[owner.index()][cell.index()];
        (f != NONE).then_some(Cell(f))
    }

    /// The cells on which `owner`'s pawn on `cell` captures.
    pub fn pawn_captures(&self, owner: Player, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        self.pawn_captures[owner.index()][cell.index()]
            .iter()
            .map(|&c| Cell(c))
    }

    /// The fewest king steps between two cells.
    pub fn distance(&self, a: Cell, b: Cell) -> u8 {
        self.king_distance[a.index()][b.index()]
    }

    /// The fewest king steps from a cell to the nearest of the six centre cells.
    pub fn centre_distance(&self, a: Cell) -> u8 {
        [3u8, 4]
            .iter()
            .flat_map(|&f| Player::ALL.map(|p| Cell::new(p, f, 3)))
            .map(|c| self.distance(a, c))
            .min()
            .unwrap_or(0)
    }

    fn build() -> Board {
        // Corner points, shared between cells by position.
        let mut ids: HashMap<(i64, i64), usize> = HashMap::new();
        let mut points = Vec::new();
        let mut corners = Vec::with_capacity(CELLS);
        for cell in Cell::all() {
            let poly = cell_polygon(cell);
            corners.push(poly.map(|p| {
                let key = ((p.0 * 1e6).round() as i64, (p.1 * 1e6).round() as i64);
                *ids.entry(key).or_insert_with(|| {
                    points.push(p);
                    points.len() - 1
                })
            }));
        }
        // Edges and corners → the cells that have them.
        let mut edge_cells: HashMap<(usize, usize), Vec<(u8, usize)>> = HashMap::new();
        let mut point_cells: HashMap<usize, Vec<(u8, usize)>> = HashMap::new();
        for (c, cs) in corners.iter().enumerate() {
            for i in 0..4 {
                let (p, q) = (cs[i], cs[(i + 1) % 4]);
                edge_cells
                    .entry((p.min(q), p.max(q)))
                    .or_default()
                    .push((c as u8, i));
                point_cells.entry(cs[i]).or_default().push((c as u8, i));
            }
        }
        // Crossing an edge: (cell, edge index) → (neighbour, its edge index).
        let mut cross = vec![[None; 4]; CELLS];
        for list in edge_cells.values() {
            if let [(a, i), (b, j)] = list[..] {
                cross[a as usize][i] = Some((b, j));
                cross[b as usize][j] = Some((a, i));
            }
        }
        let orth: Vec<Vec<u8>> = cross
            .iter()
            .map(|e| e.iter().flatten().map(|&(c, _)| c).collect())
            .collect();
        // Diagonal steps: through corner i to a same-coloured cell sharing no edge.
        let mut diag_step: Vec<[Vec<(u8, usize)>; 4]> = vec![Default::default(); CELLS];
        for (c, step) in diag_step.iter_mut().enumerate() {
            for (i, out) in step.iter_mut().enumerate() {
                for &(d, j) in &point_cells[&corners[c][i]] {
                    if d as usize != c
                        && !orth[c].contains(&d)
                        && Cell(d).is_light() == Cell(c as u8).is_light()
                    {
                        out.push((d, j));
                    }
                }
            }
        }
        let diag: Vec<Vec<u8>> = diag_step
            .iter()
            .map(|s| s.iter().flatten().map(|&(d, _)| d).collect())
            .collect();
        let king: Vec<Vec<u8>> = (0..CELLS)
            .map(|c| orth[c].iter().chain(&diag[c]).copied().collect())
            .collect();
        let orth_rays: Vec<Vec<Vec<u8>>> = (0..CELLS)
            .map(|c| {
                (0..4)
                    .filter_map(|i| {
                        let mut ray = Vec::new();
                        let mut next = cross[c][i];
                        while let Some((d, j)) = next {
                            ray.push(d);
                            next = cross[d as usize][(j + 2) % 4];
                        }
                        (!ray.is_empty()).then_some(ray)
                    })
                    .collect()
            })
            .collect();
        let diag_rays: Vec<Vec<Vec<u8>>> = (0..CELLS)
            .map(|c| {
                let mut rays = Vec::new();
                for i in 0..4 {
                    diagonal_paths(&diag_step, c, i, &mut Vec::new(), &mut rays);
                }
                rays
            })
            .collect();
        let knight = (0..CELLS).map(|c| knight_targets(&cross, c)).collect();
        let line_mask = (0..CELLS)
            .map(|c| {
                orth_rays[c]
                    .iter()
                    .chain(&diag_rays[c])
                    .flatten()
                    .fold(0u128, |m, &d| m | 1u128 << d)
            })
            .collect();
        let mut pawn_forward = [[NONE; CELLS]; 3];
        for owner in Player::ALL {
            for cell in Cell::all() {
                pawn_forward[owner.index()][cell.index()] =
                    forward_cell(&cross, &corners, owner, cell).map_or(NONE, |c| c.0);
            }
        }
        let pawn_captures: [Vec<Vec<u8>>; 3] = std::array::from_fn(|o| {
            (0..CELLS)
                .map(|c| match pawn_forward[o][c] {
                    NONE => Vec::new(),
                    f => diag[c]
                        .iter()
                        .copied()
                        .filter(|d| orth[f as usize].contains(d))
                        .collect(),
                })
                .collect()
        });
        let pawn_attackers = std::array::from_fn(|o| {
            let mut rev = vec![Vec::new(); CELLS];
            for (c, caps) in pawn_captures[o].iter().enumerate() {
                for &d in caps {
                    rev[d as usize].push(c as u8);
                }
            }
            rev
        });
        let king_distance = (0..CELLS).map(|c| king_steps(&king, c)).collect();
        Board {
            king_distance,
            points,
            corners,
            orth,
            diag,
            king,
            knight,
            orth_rays,
            diag_rays,
            line_mask,
            pawn_forward,
            pawn_captures,
            pawn_attackers,
        }
    }
}

/// Breadth-first king steps from one cell to all.
fn king_steps(king: &[Vec<u8>], from: usize) -> [u8; CELLS] {
    let mut dist = [u8::MAX; CELLS];
    dist[from] = 0;
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        for &d in &king[c] {
            if dist[d as usize] == u8::MAX {
                dist[d as usize] = dist[c] + 1;
                queue.push_back(d as usize);
            }
        }
    }
    dist
}

fn lines(rays: &[Vec<u8>]) -> Vec<Vec<Cell>> {
    rays.iter()
        .map(|r| r.iter().map(|&c| Cell(c)).collect())
        .collect()
}

/// Every diagonal path leaving `cell` through its corner `corner`: at the centre the
/// line branches, so one path per branch, each with the common start.
fn diagonal_paths(
    step: &[[Vec<(u8, usize)>; 4]],
    cell: usize,
    corner: usize,
    path: &mut Vec<u8>,
    out: &mut Vec<Vec<u8>>,
) {
    let ways = &step[cell][corner];
    if ways.is_empty() {
        if !path.is_empty() {
            out.push(path.clone());
        }
        return;
    }
    for &(d, j) in ways {
        path.push(d);
        diagonal_paths(step, d as usize, (j + 2) % 4, path, out);
        path.pop();
    }
}

type Cross = [Option<(u8, usize)>; 4];

/// The knight: two straight then one to the side, or one then two straight to the side
/// ("to the side" = through an edge next to the one it came in by).
fn knight_targets(cross: &[Cross], c: usize) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    let mut add = |t: Option<(u8, usize)>| {
        if let Some((t, _)) = t {
            if !out.contains(&t) {
                out.push(t);
            }
        }
    };
    for i in 0..4 {
        let Some((y, j)) = cross[c][i] else { continue };
        // Two straight, then to the side.
        if let Some((z, k)) = cross[y as usize][(j + 2) % 4] {
            add(cross[z as usize][(k + 1) % 4]);
            add(cross[z as usize][(k + 3) % 4]);
        }
        // One, then to the side and on straight.
        for side in [1, 3] {
            if let Some((z, k)) = cross[y as usize][(j + side) % 4] {
                add(cross[z as usize][(k + 2) % 4]);
            }
        }
    }
    out
}

/// A pawn's forward cell: up its file in its own area (from rank 4 on along the same
/// orthogonal line into the neighbour's area), down the file elsewhere.
fn forward_cell(
    cross: &[Cross],
    corners: &[[usize; 4]],
    owner: Player,
    cell: Cell,
) -> Option<Cell> {
    if cell.area() != owner {
        return (cell.rank() > 0).then(|| Cell::new(cell.area(), cell.file(), cell.rank() - 1));
    }
    if cell.rank() < 3 {
        return Some(Cell::new(owner, cell.file(), cell.rank() + 1));
    }
    // Rank 4: leave through the edge opposite the one shared with rank 3.
    let below = Cell::new(owner, cell.file(), 2).index();
    let c = cell.index();
    let shared = (0..4).find(|&i| {
        let (p, q) = (corners[c][i], corners[c][(i + 1) % 4]);
        corners[below].contains(&p) && corners[below].contains(&q)
    })?;
    cross[c][(shared + 2) % 4].map(|(d, _)| Cell(d))
}
