//! The board as data: parsing, validation and the tables the movement engine uses.
//!
//! The file format is the one of `assets/board-classic.txt`: `;` comments,
//! `line S x=X y=Y0..Y1` (or `y=Y x=X0..X1`) for seat S's blocking line, and one
//! row of space-separated cell characters per grid row.

use super::distance::MovesHome;
use super::geometry::{crosses, Square, SquareSet, MAX_SQUARES, VECTORS};
use super::pieces::{Role, Seat, SEATS};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The classic 17 × 17 board, embedded in the binary.
pub const CLASSIC_BOARD: &str = include_str!("../../assets/board-classic.txt");

/// What a grid cell is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Not part of the track; nothing stands here.
    Wall,
    /// A plain track square.
    Track,
    /// A start field ("Startfeld") of the seat.
    Start(Seat),
    /// A house entry field ("Eingangsfeld") of the seat.
    Entry(Seat),
    /// A house square ("Zielraum") of the seat.
    House(Seat),
    /// A pause field ("Pausenfeld") of the seat.
    Pause(Seat),
}

impl Cell {
    fn from_char(c: char) -> Option<Cell> {
        let seat = |base: char| Seat(c as u8 - base as u8);
        Some(match c {
            '#' => Cell::Wall,
            '.' => Cell::Track,
            'a'..='d' => Cell::Start(seat('a')),
            'A'..='D' => Cell::Entry(seat('A')),
            '1'..='4' => Cell::House(seat('1')),
            'w'..='z' => Cell::Pause(seat('w')),
            _ => return None,
        })
    }

    /// Whether pieces may stand here (every cell but walls and houses).
    pub fn is_track(self) -> bool {
        !matches!(self, Cell::Wall | Cell::House(_))
    }
}

/// A seat's blocking line ("Sperrlinie"): a segment on square borders, in border points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockingLine {
    /// One end, as border point `(X, Y)`.
    pub from: (i32, i32),
    /// The other end.
    pub to: (i32, i32),
}

impl BlockingLine {
    /// Whether a move between the centres of `a` and `b` properly crosses this line.
    pub fn is_crossed_by(&self, a: Square, b: Square) -> bool {
        crosses(a, b, self.from, self.to)
    }
}

/// Everything one seat owns on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLayout {
    /// The two start fields, the one nearer the blocking line first.
    pub start: [Square; 2],
    /// The two house entry fields.
    pub entry: [Square; 2],
    /// The house squares.
    pub house: Vec<Square>,
    /// The pause fields of the seat's colour.
    pub pause: Vec<Square>,
    /// The blocking line.
    pub line: BlockingLine,
}

/// What is wrong with a board file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardErrorKind {
    /// The file could not be read.
    Io(String),
    /// A cell character that means nothing.
    UnknownCell(char),
    /// A row with a different number of cells than the first row.
    RaggedRow {
        /// Cells in the first row.
        expected: usize,
        /// Cells in this row.
        found: usize,
    },
    /// The file holds no grid rows.
    NoRows,
    /// The grid has more squares than the engine supports, or a side longer than 255.
    TooLarge {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
    },
    /// A `line` directive that cannot be read.
    BadLine(String),
    /// Two `line` directives for one seat.
    DuplicateLine(Seat),
    /// A seat has fields but no blocking line.
    MissingLine(Seat),
    /// A blocking line for a seat that has no fields.
    LineWithoutSeat(Seat),
    /// A seat does not have exactly two start fields.
    StartFieldCount(Seat, usize),
    /// A seat does not have exactly two entry fields.
    EntryFieldCount(Seat, usize),
    /// A seat has no house squares.
    NoHouse(Seat),
    /// An entry field with no house square of its seat beside it.
    HouseDoesNotTouchEntry(Seat, Square),
    /// The blocking line does not cut the short way from start to entry fields.
    LineDoesNotSeparate(Seat),
    /// Start fields that cannot reach the entry fields at all.
    EntryUnreachable(Seat),
    /// A seat without any pause field of its colour.
    NoPauseField(Seat),
    /// Fewer than two complete seats.
    TooFewSeats(usize),
}

impl fmt::Display for BoardErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BoardErrorKind::*;
        match self {
            Io(e) => write!(f, "cannot read the file: {e}"),
            UnknownCell(c) => write!(
                f,
                "unknown cell '{c}' (use # . a-d A-D 1-4 w-z, see the comments of the classic board)"
            ),
            RaggedRow { expected, found } => write!(
                f,
                "this row has {found} cells but the first row has {expected}: the grid must be rectangular"
            ),
            NoRows => write!(f, "the file has no grid rows"),
            TooLarge { width, height } => write!(
                f,
                "the grid is {width} x {height}; at most {MAX_SQUARES} squares are supported"
            ),
            BadLine(s) => write!(
                f,
                "cannot read the blocking line '{s}': write 'line S x=X y=Y0..Y1' or 'line S y=Y x=X0..X1'"
            ),
            DuplicateLine(s) => write!(f, "{s} has a second blocking line"),
            MissingLine(s) => write!(f, "{s} has fields but no blocking line"),
            LineWithoutSeat(s) => write!(f, "{s} has a blocking line but no fields"),
            StartFieldCount(s, n) => write!(f, "{s} has {n} start fields; it needs exactly 2"),
            EntryFieldCount(s, n) => write!(f, "{s} has {n} entry fields; it needs exactly 2"),
            NoHouse(s) => write!(f, "{s} has no house squares"),
            HouseDoesNotTouchEntry(s, q) => write!(
                f,
                "the entry field {q} of {s} does not touch a house square of {s} (orthogonally)"
            ),
            LineDoesNotSeparate(s) => write!(
                f,
                "the blocking line of {s} does not separate its start fields from its entry fields along the track"
            ),
            EntryUnreachable(s) => write!(
                f,
                "the entry fields of {s} cannot be reached from its start fields without crossing its blocking line"
            ),
            NoPauseField(s) => write!(f, "{s} has no pause field"),
            TooFewSeats(n) => write!(f, "the board has {n} complete seat(s); at least 2 are needed"),
        }
    }
}

/// A board file error: the file, the 1-based line and column, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// The file's path, or `<classic>` for the embedded board.
    pub path: String,
    /// 1-based line; 0 when the file could not be read.
    pub line: usize,
    /// 1-based column (in characters); 0 when the file could not be read.
    pub column: usize,
    /// What is wrong.
    pub kind: BoardErrorKind,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            // No position to name (the file could not be read at all).
            return write!(f, "board file {}: {}", self.path, self.kind);
        }
        write!(
            f,
            "board file {}, line {}, column {}: {}",
            self.path, self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for BoardError {}

/// Per-seat tables derived from the layout.
#[derive(Clone, Debug)]
pub struct SeatTables {
    /// `from_ok[v]`: squares from which vector `v` stays on the grid without
    /// properly crossing this seat's blocking line.
    pub from_ok: [SquareSet; 16],
    /// This seat's house squares.
    pub house: SquareSet,
    /// This seat's entry fields.
    pub entry: SquareSet,
}

/// A validated board with its derived tables.
#[derive(Clone, Debug)]
pub struct Board {
    name: String,
    source: String,
    width: usize,
    height: usize,
    cells: Vec<Cell>,
    seats: [Option<SeatLayout>; SEATS],
    tables: [SeatTables; SEATS],
    track: SquareSet,
    moves_home: std::sync::OnceLock<std::sync::Arc<MovesHome>>,
}

impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        self.source == other.source
    }
}

impl Board {
    /// The embedded classic board.
    pub fn classic() -> Board {
        Board::parse(CLASSIC_BOARD, "<classic>").expect("the embedded classic board is valid")
    }

    /// Reads and validates a board file.
    ///
    /// # Errors
    /// A [`BoardError`] naming the file, line, column and reason.
    pub fn load(path: &std::path::Path) -> Result<Board, BoardError> {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|e| BoardError {
            path: name.clone(),
            line: 0,
            column: 0,
            kind: BoardErrorKind::Io(e.to_string()),
        })?;
        Board::parse(&text, &name)
    }

    /// Parses and validates board text; `name` is used in error messages.
    ///
    /// ```
    /// use schachschlamassel::rules::board::{Board, CLASSIC_BOARD};
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
            if pause.is_empty() {
                let (l, c) = at(any_sq);
                return Err(err(l, c, BoardErrorKind::NoPauseField(seat)));
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
            width,
            height,
            cells,
            seats,
            tables: std::array::from_fn(|_| SeatTables {
                from_ok: [SquareSet::EMPTY; 16],
                house: SquareSet::EMPTY,
                entry: SquareSet::EMPTY,
            }),
            track: SquareSet::EMPTY,
            moves_home: std::sync::OnceLock::new(),
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
        let (w, h) = (self.width as i32, self.height as i32);
        for i in 0..self.cells.len() {
            if self.cells[i].is_track() {
                self.track.insert(i);
            }
        }
        for seat in Seat::ALL {
            let layout = self.seats[seat.index()].clone();
            let t = &mut self.tables[seat.index()];
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
                    t.house.insert(q.y as usize * self.width + q.x as usize);
                }
                for q in &l.entry {
                    t.entry.insert(q.y as usize * self.width + q.x as usize);
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
                    self.tables[seat.index()].from_ok[v]
                } else {
                    self.on_grid_mask(v)
                };
                next |= (frontier & ok).shifted(self.delta(v));
            }
            frontier = next & self.track & !seen;
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
            let (x, y) = ((i % self.width) as i32, (i / self.width) as i32);
            let (tx, ty) = (x + vec.dx as i32, y + vec.dy as i32);
            if tx >= 0 && ty >= 0 && tx < self.width as i32 && ty < self.height as i32 {
                m.insert(i);
            }
        }
        m
    }

    /// The move-count map: fewest moves home on the empty board from each square
    /// (by square index), computed once per board on first use.
    pub fn moves_home(&self, seat: Seat, role: Role) -> &[u16] {
        self.moves_home
            .get_or_init(|| std::sync::Arc::new(MovesHome::compute(self)))
            .map(seat, role)
    }

    /// Columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The name given when parsing (a file path, or `<classic>`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The board file's text.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The bit index of a square.
    #[inline]
    pub fn index(&self, sq: Square) -> usize {
        sq.y as usize * self.width + sq.x as usize
    }

    /// The square of a bit index.
    #[inline]
    pub fn square(&self, index: usize) -> Square {
        Square::new((index % self.width) as u8, (index / self.width) as u8)
    }

    /// Whether a square lies on the grid.
    pub fn contains(&self, sq: Square) -> bool {
        (sq.x as usize) < self.width && (sq.y as usize) < self.height
    }

    /// The index change of vector `v`.
    #[inline]
    pub fn delta(&self, v: usize) -> i32 {
        VECTORS[v].dy as i32 * self.width as i32 + VECTORS[v].dx as i32
    }

    /// What a square is. Squares off the grid are walls.
    pub fn cell(&self, sq: Square) -> Cell {
        if self.contains(sq) {
            self.cells[self.index(sq)]
        } else {
            Cell::Wall
        }
    }

    /// Every square a piece can stand on.
    pub fn track(&self) -> SquareSet {
        self.track
    }

    /// A seat's layout, if the board has that seat.
    pub fn seat(&self, seat: Seat) -> Option<&SeatLayout> {
        self.seats.get(seat.index()).and_then(|s| s.as_ref())
    }

    /// The seats this board has.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::ALL.into_iter().filter(|s| self.seat(*s).is_some())
    }

    /// The per-seat move tables.
    pub fn tables(&self, seat: Seat) -> &SeatTables {
        &self.tables[seat.index()]
    }

    /// The set of the given squares.
    pub fn set_of<'a>(&self, squares: impl IntoIterator<Item = &'a Square>) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        for q in squares {
            s.insert(self.index(*q));
        }
        s
    }

    /// Whether `sq` is a pause field of `seat`'s colour.
    pub fn is_pause_of(&self, sq: Square, seat: Seat) -> bool {
        self.cell(sq) == Cell::Pause(seat)
    }

    /// Whether the step from `from` by vector `v` is allowed for `seat`'s pieces
    /// (on the grid, not across its blocking line). Returns the landing square.
    pub fn step(&self, seat: Seat, from: Square, v: usize) -> Option<Square> {
        let i = self.index(from);
        if self.tables[seat.index()].from_ok[v].contains(i) {
            Some(self.square((i as i32 + self.delta(v)) as usize))
        } else {
            None
        }
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

impl Serialize for Board {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Repr<'a> {
            name: &'a str,
            source: &'a str,
        }
        Repr {
            name: &self.name,
            source: &self.source,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Board {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Repr {
            name: String,
            source: String,
        }
        let r = Repr::deserialize(d)?;
        Board::parse(&r.source, &r.name).map_err(serde::de::Error::custom)
    }
}
