//! Reading a board file: the grid of cells, the blocking lines, and every check that
//! makes a board playable. Parsing takes text; reading the file is the caller's job.

use super::{BlockingLine, Board, BoardError, BoardErrorKind, Cell, Grid, SeatLayout, SeatTables};
use crate::geometry::{Square, SquareSet, MAX_SQUARES, VECTORS};
use crate::pieces::{Seat, SEATS};
use std::sync::OnceLock;

impl Board {
    /// Parses and validates board text; `name` is used in error messages.
    ///
    /// ```
    /// use track::board::{Board, CLASSIC_BOARD};
    /// let board = Board::parse(CLASSIC_BOARD, "classic").unwrap();
    /// assert_eq!((board.width(), board.height()), (17, 17));
    /// ```
    ///
    /// # Errors
    /// A [`BoardError`] naming the file, line, column and reason.
    pub fn parse(text: &str, name: &str) -> Result<Board, BoardError> {
        let err = |line: usize, column: usize, kind| BoardError {
            path: name.to_string(),
            line,
            column,
            kind,
        };
        // A byte-order mark, as some editors write one, is no part of the text.
        let text = text
            .strip_prefix(|c: char| c as u32 == 0xFEFF)
            .unwrap_or(text);
        let mut rows: Vec<Vec<(Cell, usize)>> = Vec::new();
        let mut row_lines: Vec<usize> = Vec::new();
        let mut lines: [Option<(BlockingLine, usize)>; SEATS] = [None; SEATS];
        for (ln, raw) in text.lines().enumerate() {
            let ln = ln + 1;
            let trimmed = raw.trim();
            if trimmed.is_empty() || trimmed.starts_with(';') {
                continue;
            }
            if let Some(rest) = trimmed.strip_prefix("line") {
                let col = raw.find("line").unwrap_or(0) + 1;
                let (seat, line) = parse_line(rest)
                    .ok_or_else(|| err(ln, col, BoardErrorKind::BadLine(trimmed.into())))?;
                if lines[seat.index()].is_some() {
                    return Err(err(ln, col, BoardErrorKind::DuplicateLine(seat)));
                }
                lines[seat.index()] = Some((line, ln));
                continue;
            }
            let mut row = Vec::new();
            for (col, ch) in raw.chars().enumerate() {
                if ch.is_whitespace() {
                    continue;
                }
                let cell = Cell::from_char(ch)
                    .ok_or_else(|| err(ln, col + 1, BoardErrorKind::UnknownCell(ch)))?;
                row.push((cell, col + 1));
            }
            if let Some(first) = rows.first() {
                if first.len() != row.len() {
                    return Err(err(
                        ln,
                        1,
                        BoardErrorKind::RaggedRow {
                            expected: first.len(),
                            found: row.len(),
                        },
                    ));
                }
            }
            rows.push(row);
            row_lines.push(ln);
        }
        if rows.is_empty() {
            return Err(err(1, 1, BoardErrorKind::NoRows));
        }
        let (width, height) = (rows[0].len(), rows.len());
        if width * height > MAX_SQUARES || width > 255 || height > 255 {
            return Err(err(
                row_lines[0],
                1,
                BoardErrorKind::TooLarge { width, height },
            ));
        }
        // A blocking line lies on square borders: 0..=width across, 0..=height down.
        for (line, ln) in lines.iter().flatten() {
            let on_grid = |(x, y): (i32, i32)| {
                (0..=width as i32).contains(&x) && (0..=height as i32).contains(&y)
            };
            if !on_grid(line.from) || !on_grid(line.to) {
                return Err(err(*ln, 1, BoardErrorKind::LineOffGrid { width, height }));
            }
        }
        // Where each square was written, for error messages.
        let at = |sq: Square| {
            (
                row_lines[sq.y as usize],
                rows[sq.y as usize][sq.x as usize].1,
            )
        };
        let cells: Vec<Cell> = rows.iter().flatten().map(|(c, _)| *c).collect();
        let square = |i: usize| Square::new((i % width) as u8, (i / width) as u8);

        let mut seats: [Option<SeatLayout>; SEATS] = Default::default();
        let mut complete = 0;
        for seat in Seat::ALL {
            let collect = |want: fn(Cell) -> Option<Seat>| -> Vec<Square> {
                (0..cells.len())
                    .filter(|&i| want(cells[i]) == Some(seat))
                    .map(square)
                    .collect()
            };
            let start = collect(|c| {
                if let Cell::Start(s) = c {
                    Some(s)
                } else {
                    None
                }
            });
            let entry = collect(|c| {
                if let Cell::Entry(s) = c {
                    Some(s)
                } else {
                    None
                }
            });
            let house = collect(|c| {
                if let Cell::House(s) = c {
                    Some(s)
                } else {
                    None
                }
            });
            let pause = collect(|c| {
                if let Cell::Pause(s) = c {
                    Some(s)
                } else {
                    None
                }
            });
            let anything = [&start, &entry, &house, &pause]
                .iter()
                .find_map(|v| v.first().copied());
            let Some(any_sq) = anything else {
                if let Some((_, ln)) = lines[seat.index()] {
                    return Err(err(ln, 1, BoardErrorKind::LineWithoutSeat(seat)));
                }
                continue;
            };
            let here =
                |v: &Vec<Square>| v.get(2).or(v.first()).map(|s| at(*s)).unwrap_or(at(any_sq));
            if start.len() != 2 {
                let (l, c) = here(&start);
                return Err(err(
                    l,
                    c,
                    BoardErrorKind::StartFieldCount(seat, start.len()),
                ));
            }
            if entry.len() != 2 {
                let (l, c) = here(&entry);
                return Err(err(
                    l,
                    c,
                    BoardErrorKind::EntryFieldCount(seat, entry.len()),
                ));
            }
            if house.is_empty() {
                let (l, c) = at(any_sq);
                return Err(err(l, c, BoardErrorKind::NoHouse(seat)));
            }
            for e in &entry {
                let touches = house.iter().any(|h| {
                    (h.x as i32 - e.x as i32).abs() + (h.y as i32 - e.y as i32).abs() == 1
                });
                if !touches {
                    let (l, c) = at(*e);
                    return Err(err(l, c, BoardErrorKind::HouseDoesNotTouchEntry(seat, *e)));
                }
            }
            // The cell at a square plus (dx, dy), if it is on the grid.
            let cell_near = |sq: Square, dx: i32, dy: i32| {
                let (x, y) = (sq.x as i32 + dx, sq.y as i32 + dy);
                let on = (0..width as i32).contains(&x) && (0..height as i32).contains(&y);
                on.then(|| cells[y as usize * width + x as usize])
            };
            // A house is one piece, joined to its entry fields: every house square is
            // reached from one beside an entry field through house squares alone.
            let touch = |a: &Square, b: &Square| {
                (a.x as i32 - b.x as i32).abs() + (a.y as i32 - b.y as i32).abs() == 1
            };
            let mut joined: Vec<Square> = house
                .iter()
                .filter(|h| entry.iter().any(|e| touch(h, e)))
                .copied()
                .collect();
            let mut i = 0;
            while i < joined.len() {
                let here = joined[i];
                for h in &house {
                    if touch(h, &here) && !joined.contains(h) {
                        joined.push(*h);
                    }
                }
                i += 1;
            }
            if let Some(apart) = house.iter().find(|h| !joined.contains(h)) {
                let (l, c) = at(*apart);
                return Err(err(l, c, BoardErrorKind::HouseApart(seat, *apart)));
            }
            if pause.is_empty() {
                let (l, c) = at(any_sq);
                return Err(err(l, c, BoardErrorKind::NoPauseField(seat)));
            }
            // A pause field lies on the track: some square beside it (a king's step) is
            // not a wall.
            for p in &pause {
                let reachable = (-1..=1)
                    .flat_map(|dx| (-1..=1).map(move |dy| (dx, dy)))
                    .filter(|&d| d != (0, 0))
                    .any(|(dx, dy)| {
                        matches!(cell_near(*p, dx, dy), Some(c) if c != Cell::Wall && !matches!(c, Cell::House(_)))
                    });
                if !reachable {
                    let (l, c) = at(*p);
                    return Err(err(l, c, BoardErrorKind::PauseWalledIn(seat, *p)));
                }
            }
            let Some((line, _)) = lines[seat.index()] else {
                let (l, c) = at(start[0]);
                return Err(err(l, c, BoardErrorKind::MissingLine(seat)));
            };
            // The start field nearer the blocking line comes first.
            let mut start = [start[0], start[1]];
            let dist = |s: Square| {
                let (cx, cy) = (2 * s.x as i32 + 1, 2 * s.y as i32 + 1);
                let (mx, my) = (line.from.0 + line.to.0, line.from.1 + line.to.1);
                (cx - mx).abs() + (cy - my).abs()
            };
            if dist(start[1]) < dist(start[0]) {
                start.swap(0, 1);
            }
            seats[seat.index()] = Some(SeatLayout {
                start,
                entry: [entry[0], entry[1]],
                house,
                pause,
                line,
            });
            complete += 1;
        }
        if complete < 2 {
            return Err(err(row_lines[0], 1, BoardErrorKind::TooFewSeats(complete)));
        }

        let mut board = Board {
            name: name.to_string(),
            source: text.to_string(),
            cells,
            seats,
            grid: Grid {
                width,
                height,
                tables: std::array::from_fn(|_| SeatTables {
                    from_ok: [SquareSet::EMPTY; 16],
                    house: SquareSet::EMPTY,
                    entry: SquareSet::EMPTY,
                }),
                track: SquareSet::EMPTY,
                on_grid: [SquareSet::EMPTY; 16],
                squares: (0..width * height)
                    .map(|i| Square::new((i % width) as u8, (i / width) as u8))
                    .collect(),
            },
            moves_home: OnceLock::new(),
        };
        board.build_tables();
        // The blocking line must cut the short way round: a king walking from a start
        // field to an entry field needs more moves with the line than without it.
        for seat in Seat::ALL {
            let Some(layout) = board.seat(seat).cloned() else {
                continue;
            };
            let line_ln = lines[seat.index()].map(|(_, l)| l).unwrap_or(1);
            for s in layout.start {
                for e in layout.entry {
                    let with = board.king_walk(seat, s, e, true);
                    let without = board.king_walk(seat, s, e, false);
                    match (with, without) {
                        (None, _) => {
                            return Err(err(line_ln, 1, BoardErrorKind::EntryUnreachable(seat)))
                        }
                        (Some(a), Some(b)) if a <= b => {
                            return Err(err(line_ln, 1, BoardErrorKind::LineDoesNotSeparate(seat)))
                        }
                        _ => {}
                    }
                }
            }
        }
        Ok(board)
    }

    fn build_tables(&mut self) {
        self.grid.on_grid = std::array::from_fn(|v| self.on_grid_mask(v));
        let (w, h) = (self.grid.width as i32, self.grid.height as i32);
        for i in 0..self.cells.len() {
            if self.cells[i].is_track() {
                self.grid.track.insert(i);
            }
        }
        for seat in Seat::ALL {
            let layout = self.seats[seat.index()].clone();
            let t = &mut self.grid.tables[seat.index()];
            for (v, vec) in VECTORS.iter().enumerate() {
                for i in 0..self.cells.len() {
                    let from = Square::new((i as i32 % w) as u8, (i as i32 / w) as u8);
                    let (tx, ty) = (from.x as i32 + vec.dx as i32, from.y as i32 + vec.dy as i32);
                    if tx < 0 || ty < 0 || tx >= w || ty >= h {
                        continue;
                    }
                    let to = Square::new(tx as u8, ty as u8);
                    if let Some(l) = &layout {
                        if l.line.is_crossed_by(from, to) {
                            continue;
                        }
                    }
                    t.from_ok[v].insert(i);
                }
            }
            if let Some(l) = &layout {
                for q in &l.house {
                    t.house
                        .insert(q.y as usize * self.grid.width + q.x as usize);
                }
                for q in &l.entry {
                    t.entry
                        .insert(q.y as usize * self.grid.width + q.x as usize);
                }
            }
        }
    }

    /// King moves on the empty track from `a` to `b`, optionally ignoring the seat's line.
    fn king_walk(&self, seat: Seat, a: Square, b: Square, with_line: bool) -> Option<usize> {
        let (start, goal) = (self.index(a), self.index(b));
        let mut seen = SquareSet::single(start);
        let mut frontier = seen;
        let mut n = 0;
        while !frontier.is_empty() {
            if frontier.contains(goal) {
                return Some(n);
            }
            let mut next = SquareSet::EMPTY;
            for v in 0..8 {
                let ok = if with_line {
                    self.grid.tables[seat.index()].from_ok[v]
                } else {
                    self.on_grid_mask(v)
                };
                next |= (frontier & ok).shifted(self.delta(v));
            }
            frontier = next & self.grid.track & !seen;
            seen |= frontier;
            n += 1;
        }
        None
    }

    /// Squares from which vector `v` stays on the grid, ignoring every blocking line.
    fn on_grid_mask(&self, v: usize) -> SquareSet {
        let vec = VECTORS[v];
        let mut m = SquareSet::EMPTY;
        for i in 0..self.cells.len() {
            let (x, y) = ((i % self.grid.width) as i32, (i / self.grid.width) as i32);
            let (tx, ty) = (x + vec.dx as i32, y + vec.dy as i32);
            if tx >= 0 && ty >= 0 && tx < self.grid.width as i32 && ty < self.grid.height as i32 {
                m.insert(i);
            }
        }
        m
    }
}

fn parse_line(rest: &str) -> Option<(Seat, BlockingLine)> {
    let mut parts = rest.split_whitespace();
    let seat: u8 = parts.next()?.parse().ok()?;
    if seat as usize >= SEATS {
        return None;
    }
    let a = parts.next()?;
    let b = parts.next()?;
    if parts.next().is_some() {
        return None;
    }
    let (ka, va) = a.split_once('=')?;
    let (kb, vb) = b.split_once('=')?;
    let fixed: i32 = va.parse().ok()?;
    let (lo, hi) = vb.split_once("..")?;
    let (lo, hi): (i32, i32) = (lo.parse().ok()?, hi.parse().ok()?);
    if lo >= hi || fixed < 0 || lo < 0 {
        return None;
    }
    let line = match (ka, kb) {
        ("x", "y") => BlockingLine {
            from: (fixed, lo),
            to: (fixed, hi),
        },
        ("y", "x") => BlockingLine {
            from: (lo, fixed),
            to: (hi, fixed),
        },
        _ => return None,
    };
    Some((Seat(seat), line))
}
