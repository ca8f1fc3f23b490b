//! YFEN, a Yalta position in one line (design §5): reading, with a typed error naming
//! the field, and writing.

use super::board::NONE;
use super::cell::{Cell, Player, CELLS};
use super::position::{castle_bit, EpRight, Kind, Piece, Position, NO_EP};
use std::fmt;

/// The six fields of a YFEN line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum YfenField {
    /// 1: the cells.
    Cells,
    /// 2: the player to move.
    ToMove,
    /// 3: castling rights.
    Castling,
    /// 4: en passant cells.
    EnPassant,
    /// 5: moves since the last capture or pawn move.
    HalfmoveClock,
    /// 6: the round number.
    Round,
}

impl YfenField {
    /// The field's number in the line, from 1.
    pub fn number(self) -> usize {
        self as usize + 1
    }
}

/// What is wrong with a YFEN line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum YfenProblem {
    /// Not six fields separated by spaces.
    FieldCount(usize),
    /// Not 3 areas separated by '/' (how many there are).
    AreaCount(usize),
    /// A player's area without 4 ranks separated by '.' (how many it has).
    AreaRankCount(Player, usize),
    /// A digit that is no run of 1–8 empty cells, in a player's area and rank (from 1).
    BadEmptyRun(Player, u8, char),
    /// A piece that is not two letters, owner `w`/`b`/`r` and kind `K Q R B N P`, in a
    /// player's area and rank (from 1).
    BadPiece(Player, u8),
    /// A rank (from 1) of a player's area that has not 8 cells (how many it has).
    RankLength(Player, u8, usize),
    /// The player to move is not `w`, `b` or `r` (the text found).
    NotAPlayer(String),
    /// A castling right that is not `owner:files` like `w:ah` (the part found).
    BadCastlingPart(String),
    /// An en passant part that is no cell name like `we3` (the part found).
    NotACell(String),
    /// Two en passant cells of one player: one double step at a time.
    TwoEnPassantCells(Player),
    /// The half-move clock is not a number (the text found).
    NotANumber(String),
    /// The round is not a number from 1 (the text found).
    NotARound(String),
    /// A player has no king.
    NoKing(Player),
    /// A player has more than one king.
    SeveralKings(Player),
    /// A pawn stands on a back row.
    PawnOnBackRow(Cell),
    /// A castling right names a rook that is not on its corner.
    RookNotOnCorner(Player, char),
    /// A castling right, but the king is not on d1 or e1 of its own back row.
    KingNotOnStartRow(Player),
    /// An en passant cell without a double-stepped pawn beyond it.
    NoDoubleSteppedPawn(Cell),
    /// Two kings on neighbouring cells (each would stand in the other's check).
    KingsSideBySide(Player, Player),
    /// The player who moved last is in check (no move may leave one's king in check).
    LastMoverInCheck(Player),
}

/// A rejected YFEN line: which field, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YfenError {
    /// The field at fault.
    pub field: YfenField,
    /// What is wrong.
    pub problem: YfenProblem,
}

/// Word-free: the field's number and the problem as values (the app says them in
/// words).
impl fmt::Display for YfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "YFEN {} {:?}", self.field.number(), self.problem)
    }
}

impl std::error::Error for YfenError {}

fn err(field: YfenField, problem: YfenProblem) -> YfenError {
    YfenError { field, problem }
}

impl Position {
    /// Reads a YFEN line.
    ///
    /// # Errors
    /// A [`YfenError`] naming the field: malformed text, a player without a king or with
    /// several, a pawn on a back row, a castling right without its rook on the corner or
    /// its king on d1/e1, an en passant cell without a double-stepped pawn beyond it;
    /// and a position no game reaches: two kings side by side, the player who moved
    /// last in check.
    pub fn from_yfen(text: &str) -> Result<Position, YfenError> {
        let position = Position::read_yfen(text)?;
        let err = |field, problem| YfenError { field, problem };
        let geometry = crate::board::Board::get();
        for a in Player::ALL {
            let b = a.next();
            let king = position.king(a);
            let beside = geometry
                .orthogonal_neighbours(king)
                .chain(geometry.diagonal_neighbours(king))
                .any(|c| c == position.king(b));
            if beside {
                return Err(err(YfenField::Cells, YfenProblem::KingsSideBySide(a, b)));
            }
        }
        let last = position.to_move().previous();
        if position.in_check(last) {
            return Err(err(YfenField::ToMove, YfenProblem::LastMoverInCheck(last)));
        }
        Ok(position)
    }

    /// Reads a YFEN line's fields, without asking whether a game can reach it.
    fn read_yfen(text: &str) -> Result<Position, YfenError> {
        // A byte-order mark, as some editors write one, is no part of the text.
        let text = text.trim_start_matches(|c: char| c as u32 == 0xFEFF);
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 6 {
            return Err(err(YfenField::Cells, YfenProblem::FieldCount(fields.len())));
        }
        let board = parse_cells(fields[0])?;
        let mut kings = [NONE; 3];
        for (i, &code) in board.iter().enumerate() {
            if let Some(p) = Piece::from_code(code) {
                let cell = Cell(i as u8);
                if p.kind == Kind::King {
                    if kings[p.owner.index()] != NONE {
                        return Err(err(YfenField::Cells, YfenProblem::SeveralKings(p.owner)));
                    }
                    kings[p.owner.index()] = i as u8;
                }
                if p.kind == Kind::Pawn && cell.rank() == 0 {
                    return Err(err(YfenField::Cells, YfenProblem::PawnOnBackRow(cell)));
                }
            }
        }
        if let Some(p) = Player::ALL.into_iter().find(|p| kings[p.index()] == NONE) {
            return Err(err(YfenField::Cells, YfenProblem::NoKing(p)));
        }
        let to_move = match fields[1] {
            "w" => Player::White,
            "b" => Player::Black,
            "r" => Player::Red,
            other => {
                return Err(err(
                    YfenField::ToMove,
                    YfenProblem::NotAPlayer(other.to_string()),
                ))
            }
        };
        let castling = parse_castling(fields[2], &board, &kings)?;
        let ep = parse_en_passant(fields[3], &board)?;
        let halfmove = fields[4].parse::<u16>().map_err(|_| {
            err(
                YfenField::HalfmoveClock,
                YfenProblem::NotANumber(fields[4].to_string()),
            )
        })?;
        let round = fields[5]
            .parse::<u32>()
            .ok()
            .filter(|r| *r >= 1)
            .ok_or_else(|| {
                err(
                    YfenField::Round,
                    YfenProblem::NotARound(fields[5].to_string()),
                )
            })?;
        Ok(Position {
            board,
            kings,
            to_move,
            castling,
            ep,
            halfmove,
            round,
        })
    }

    /// A position of any pieces (lessons, tests), with no castling or en passant
    /// rights, both counters at their start.
    ///
    /// # Errors
    /// As [`Position::from_yfen`]: each player needs exactly one king, no pawn on a back row.
    pub fn from_pieces(pieces: &[(Cell, Piece)], to_move: Player) -> Result<Position, YfenError> {
        let cells = cells_field(|c| pieces.iter().find(|(d, _)| *d == c).map(|(_, p)| *p));
        Position::read_yfen(&format!("{cells} {} - - 0 1", to_move.letter()))
    }

    /// The position as a YFEN line.
    pub fn to_yfen(&self) -> String {
        let mut s = cells_field(|c| self.piece(c));
        s.push(' ');
        s.push(self.to_move.letter());
        s.push(' ');
        let rights: Vec<String> = Player::ALL
            .into_iter()
            .filter_map(|p| {
                let files: String = [(false, 'a'), (true, 'h')]
                    .into_iter()
                    .filter(|&(h, _)| self.may_castle(p, h))
                    .map(|(_, f)| f)
                    .collect();
                (!files.is_empty()).then(|| format!("{}:{files}", p.letter()))
            })
            .collect();
        s.push_str(&if rights.is_empty() {
            "-".to_string()
        } else {
            rights.join(",")
        });
        s.push(' ');
        let ep: Vec<String> = self
            .en_passant()
            .into_iter()
            .map(|(c, _, _)| c.to_string())
            .collect();
        s.push_str(&if ep.is_empty() {
            "-".to_string()
        } else {
            ep.join(",")
        });
        s.push_str(&format!(" {} {}", self.halfmove, self.round));
        s
    }
}

/// The first YFEN field for the pieces `at` each cell.
pub fn cells_field(at: impl Fn(Cell) -> Option<Piece>) -> String {
    let mut s = String::new();
    for area in Player::ALL {
        if area != Player::White {
            s.push('/');
        }
        for rank in 0..4 {
            if rank > 0 {
                s.push('.');
            }
            let mut empty = 0;
            for file in 0..8 {
                match at(Cell::new(area, file, rank)) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push_str(&p.to_string());
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
        }
    }
    s
}

fn parse_cells(text: &str) -> Result<[u8; CELLS], YfenError> {
    let f = YfenField::Cells;
    let areas: Vec<&str> = text.split('/').collect();
    if areas.len() != 3 {
        return Err(err(f, YfenProblem::AreaCount(areas.len())));
    }
    let mut board = [0u8; CELLS];
    for (a, area_text) in areas.iter().enumerate() {
        let area = Player::from_index(a);
        let ranks: Vec<&str> = area_text.split('.').collect();
        if ranks.len() != 4 {
            return Err(err(f, YfenProblem::AreaRankCount(area, ranks.len())));
        }
        for (r, rank_text) in ranks.iter().enumerate() {
            let mut file = 0usize;
            let mut chars = rank_text.chars();
            let rank = r as u8 + 1;
            while let Some(ch) = chars.next() {
                if let Some(d) = ch.to_digit(10) {
                    if !(1..=8).contains(&d) {
                        return Err(err(f, YfenProblem::BadEmptyRun(area, rank, ch)));
                    }
                    file += d as usize;
                } else {
                    let owner = Player::from_letter(ch);
                    let kind = chars.next().and_then(Kind::from_letter);
                    let (Some(owner), Some(kind)) = (owner, kind) else {
                        return Err(err(f, YfenProblem::BadPiece(area, rank)));
                    };
                    if file < 8 {
                        board[Cell::new(area, file as u8, r as u8).index()] =
                            Piece { owner, kind }.code();
                    }
                    file += 1;
                }
                if file > 8 {
                    break;
                }
            }
            if file != 8 {
                return Err(err(f, YfenProblem::RankLength(area, rank, file)));
            }
        }
    }
    Ok(board)
}

fn parse_castling(text: &str, board: &[u8; CELLS], kings: &[u8; 3]) -> Result<u8, YfenError> {
    let f = YfenField::Castling;
    if text == "-" {
        return Ok(0);
    }
    let mut rights = 0u8;
    let mut seen = [false; 3];
    for part in text.split(',') {
        let bad = || err(f, YfenProblem::BadCastlingPart(part.to_string()));
        let (who, files) = part.split_once(':').ok_or_else(bad)?;
        let mut wc = who.chars();
        let p = match (wc.next().and_then(Player::from_letter), wc.next()) {
            (Some(p), None) => p,
            _ => return Err(bad()),
        };
        if seen[p.index()] || files.is_empty() {
            return Err(bad());
        }
        seen[p.index()] = true;
        let king = Cell(kings[p.index()]);
        if king.area() != p || king.rank() != 0 || !(3..=4).contains(&king.file()) {
            return Err(err(f, YfenProblem::KingNotOnStartRow(p)));
        }
        for ch in files.chars() {
            let h = match ch {
                'a' => false,
                'h' => true,
                _ => return Err(bad()),
            };
            if rights & castle_bit(p, h) != 0 {
                return Err(bad());
            }
            let corner = Cell::new(p, if h { 7 } else { 0 }, 0);
            let rook = Piece {
                owner: p,
                kind: Kind::Rook,
            };
            if board[corner.index()] != rook.code() {
                return Err(err(f, YfenProblem::RookNotOnCorner(p, ch)));
            }
            rights |= castle_bit(p, h);
        }
    }
    Ok(rights)
}

fn parse_en_passant(text: &str, board: &[u8; CELLS]) -> Result<[EpRight; 3], YfenError> {
    let f = YfenField::EnPassant;
    let mut ep = [NO_EP; 3];
    if text == "-" {
        return Ok(ep);
    }
    for part in text.split(',') {
        let cell =
            Cell::parse(part).ok_or_else(|| err(f, YfenProblem::NotACell(part.to_string())))?;
        let owner = cell.area();
        let landed = Cell::new(owner, cell.file(), 3);
        let pawn = Piece {
            owner,
            kind: Kind::Pawn,
        };
        if cell.rank() != 2 || board[landed.index()] != pawn.code() {
            return Err(err(f, YfenProblem::NoDoubleSteppedPawn(cell)));
        }
        if ep[owner.index()].skipped != NONE {
            return Err(err(f, YfenProblem::TwoEnPassantCells(owner)));
        }
        ep[owner.index()] = EpRight {
            skipped: cell.0,
            landed: landed.0,
        };
    }
    Ok(ep)
}
