//! Reading a FEN as people write it, and refusing every position no game can reach,
//! as a careful chess library does: one king each, the kings apart, the side not to
//! move not in check, no pawn on the first or last rank, castling rights only with the
//! king and the rook on their squares, an en passant square only behind a pawn that
//! has just moved two squares, at most two pieces giving check, and only checks one
//! move can give (not two pieces on one line with the king between them; not a check
//! the pawn's double step the en passant square tells of cannot have given). A refusal
//! names the field and the reason ([`FenError`]).
//!
//! Read leniently, as chess programs do: runs of spaces, four fields (no clocks) or
//! five (no move number), a move number 0 (read as 1).
//!
//! The two counters are kept as written ([`Counters`], [`parse_fen_counted`],
//! [`write_fen`]): the move generator's board holds at most 100 for the half-move clock
//! and 65,535 for the move number, but a position set up after 57 quiet moves has 114,
//! and the 75-move rule needs 150.

use cozy_chess::{
    get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves, BitBoard,
    Board, Color, File, Piece, Rank, Square,
};
use std::fmt;

/// How much of a refused FEN a message quotes (a longer text is cut with "…").
const QUOTED_CHARS: usize = 60;

/// The field of a FEN that a refusal is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenField {
    /// The FEN as a whole (its number of fields).
    Whole,
    /// The first field: the pieces, rank by rank.
    Placement,
    /// The second: `w` or `b`.
    SideToMove,
    /// The third: the castling rights.
    Castling,
    /// The fourth: the en passant square.
    EnPassant,
    /// The fifth: the half-move clock.
    HalfmoveClock,
    /// The sixth: the move number.
    FullmoveNumber,
}

/// What is wrong with a FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenProblem {
    /// Not 4 to 6 fields.
    FieldCount(usize),
    /// Not 8 ranks.
    RankCount(usize),
    /// A rank (8 first, as written) that does not fill 8 squares.
    RankLength(u8),
    /// Two digits in a row in a rank ("44").
    DigitRun(u8),
    /// A character that is no piece letter and no digit 1–8.
    UnknownPiece(char),
    /// Not exactly one king of this colour (the count found).
    KingCount(Color, usize),
    /// The two kings stand on neighbouring squares.
    KingsAdjacent,
    /// A pawn on the first or last rank.
    PawnOnEdgeRank(Square),
    /// The side not to move is in check (its king could be taken).
    WaitingSideInCheck,
    /// More than two pieces give check at once.
    TooManyCheckers(usize),
    /// Two pieces give check from one line through the king, one on each side of it or
    /// one behind the other: no single move can give both checks.
    CheckersInLine,
    /// The en passant square says the last move was a pawn's double step, but the check
    /// the side to move is in cannot come from that move (two checks, or a check by
    /// another piece that the pawn's step did not uncover).
    CheckNotFromDoubleStep,
    /// Not `w` or `b`.
    SideToMove,
    /// Castling letters that are not `-` or `KQkq` (in this order, each once).
    CastlingLetters,
    /// A castling right whose king or rook is not on its square (the letter).
    CastlingWithoutPieces(char),
    /// Not `-` or a square on the third or sixth rank.
    EnPassantSquare,
    /// An en passant square with no pawn that has just moved two squares past it.
    EnPassantWithoutPawn(Square),
    /// Not a number.
    NotANumber,
    /// What the move generator still refuses (the field says where).
    Rejected,
}

/// A refused FEN: its text, the field and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// The FEN as given.
    pub fen: String,
    /// The field the refusal is about.
    pub field: FenField,
    /// What is wrong.
    pub problem: FenProblem,
}

impl FenError {
    /// The FEN as a message quotes it: at most 60 characters, a longer one cut with "…".
    pub fn quoted(&self) -> String {
        if self.fen.chars().count() > QUOTED_CHARS {
            let mut s: String = self.fen.chars().take(QUOTED_CHARS).collect();
            s.push('…');
            s
        } else {
            self.fen.clone()
        }
    }
}

/// Word-free: the field and the problem as values (the app says them in words).
impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "FEN {:?} {:?} {:?}",
            self.quoted(),
            self.field,
            self.problem
        )
    }
}

impl std::error::Error for FenError {}

/// The two counters at the end of a FEN, as written: the move generator's board keeps
/// the half-move clock only up to 100 and the move number only up to 65,535.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counters {
    /// Half-moves since the last capture or pawn move (field 5).
    pub halfmove_clock: u64,
    /// The number of the move being played, from 1 (field 6).
    pub fullmove_number: u64,
}

impl Default for Counters {
    /// A game's start: no half-move yet, move 1.
    fn default() -> Self {
        Counters {
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

impl Counters {
    /// The counters a board holds (at most 100 and 65,535).
    pub fn of(board: &Board) -> Counters {
        Counters {
            halfmove_clock: board.halfmove_clock().into(),
            fullmove_number: board.fullmove_number().into(),
        }
    }
}

/// The FEN of `board` with `counters` as its last two fields, as chess programs write
/// it (python-chess, Stockfish): an en passant square only when a pawn can take there.
pub fn write_fen(board: &Board, counters: Counters) -> String {
    let text = board.to_string();
    let mut fields: Vec<&str> = text.split(' ').take(4).collect();
    if en_passant_capture(board).is_none() {
        if let Some(ep) = fields.get_mut(3) {
            *ep = "-";
        }
    }
    format!(
        "{} {} {}",
        fields.join(" "),
        counters.halfmove_clock,
        counters.fullmove_number
    )
}

/// The en passant square, if a pawn of the side to move can legally take there.
pub fn en_passant_capture(board: &Board) -> Option<Square> {
    let file = board.en_passant()?;
    let color = board.side_to_move();
    let ep = Square::new(file, Rank::Sixth.relative_to(color));
    get_pawn_attacks(ep, !color)
        .into_iter()
        .any(|from| {
            board.is_legal(cozy_chess::Move {
                from,
                to: ep,
                promotion: None,
            })
        })
        .then_some(ep)
}

/// Parses a FEN (or `start` for the initial position) into a board, refusing every
/// position no game can reach. The board holds the half-move clock up to 100 and the
/// move number up to 65,535; [`parse_fen_counted`] gives them as written.
///
/// # Errors
/// A [`FenError`] naming the field and what is wrong with it.
pub fn parse_fen(fen: &str) -> Result<Board, FenError> {
    parse_fen_counted(fen).map(|(board, _)| board)
}

/// Parses a FEN (see [`parse_fen`]) into a board and its two counters as written.
///
/// # Errors
/// A [`FenError`] naming the field and what is wrong with it.
pub fn parse_fen_counted(fen: &str) -> Result<(Board, Counters), FenError> {
    // A byte-order mark, as some editors write one, is no part of the text.
    let fen = fen.trim_start_matches(|c: char| c as u32 == 0xFEFF).trim();
    if fen == "start" || fen == "startpos" {
        return Ok((Board::default(), Counters::default()));
    }
    let refuse = |field: FenField, problem: FenProblem| FenError {
        fen: fen.to_string(),
        field,
        problem,
    };
    let mut fields: Vec<String> = fen.split_whitespace().map(str::to_string).collect();
    match fields.len() {
        4 => fields.extend(["0".to_string(), "1".to_string()]),
        5 => fields.push("1".to_string()),
        6 => {}
        n => return Err(refuse(FenField::Whole, FenProblem::FieldCount(n))),
    }
    check_placement(&fields[0]).map_err(|p| refuse(FenField::Placement, p))?;
    if fields[1] != "w" && fields[1] != "b" {
        return Err(refuse(FenField::SideToMove, FenProblem::SideToMove));
    }
    let castling_ok = fields[2] == "-"
        || (!fields[2].is_empty() && is_in_order(&fields[2], "KQkq"))
        || is_shredder(&fields[2]);
    if !castling_ok {
        return Err(refuse(FenField::Castling, FenProblem::CastlingLetters));
    }
    let ep = match fields[3].as_str() {
        "-" => None,
        s => match s.parse::<Square>() {
            Ok(sq) if [Rank::Third, Rank::Sixth].contains(&sq.rank()) => Some(sq),
            _ => return Err(refuse(FenField::EnPassant, FenProblem::EnPassantSquare)),
        },
    };
    let number = |s: &str, field| {
        s.parse::<u64>()
            .map_err(|_| refuse(field, FenProblem::NotANumber))
    };
    let counters = Counters {
        halfmove_clock: number(&fields[4], FenField::HalfmoveClock)?,
        fullmove_number: number(&fields[5], FenField::FullmoveNumber)?.max(1),
    };
    // The board's own counters, as far as it holds them.
    fields[4] = counters.halfmove_clock.min(100).to_string();
    fields[5] = counters.fullmove_number.min(u16::MAX.into()).to_string();
    let pieces = Pieces::read(&fields[0]);
    let mover = if fields[1] == "w" {
        Color::White
    } else {
        Color::Black
    };
    if let Some(problem) = pieces.problem(mover) {
        return Err(refuse(FenField::Placement, problem));
    }
    if let Some(problem) = pieces.castling_problem(&fields[2]) {
        return Err(refuse(FenField::Castling, problem));
    }
    if let Some(ep) = ep {
        if !pieces.en_passant_sound(ep, mover) {
            return Err(refuse(
                FenField::EnPassant,
                FenProblem::EnPassantWithoutPawn(ep),
            ));
        }
    }
    if let Some((field, problem)) = pieces.impossible_check(mover, ep) {
        return Err(refuse(field, problem));
    }
    fields
        .join(" ")
        .parse()
        .map(|board| (board, counters))
        .map_err(|e: cozy_chess::FenParseError| {
            use cozy_chess::FenParseError as P;
            let field = match e {
                P::InvalidBoard => FenField::Placement,
                P::InvalidSideToMove => FenField::SideToMove,
                P::InvalidCastlingRights => FenField::Castling,
                P::InvalidEnPassant => FenField::EnPassant,
                P::InvalidHalfMoveClock => FenField::HalfmoveClock,
                P::InvalidFullmoveNumber => FenField::FullmoveNumber,
                P::MissingField | P::TooManyFields => FenField::Whole,
            };
            refuse(field, FenProblem::Rejected)
        })
}

/// Whether the letters of `s` come in the order of `order`, each at most once.
fn is_in_order(s: &str, order: &str) -> bool {
    let mut at = 0;
    for c in s.chars() {
        match order[at..].find(c) {
            Some(i) => at += i + c.len_utf8(),
            None => return false,
        }
    }
    true
}

/// Whether castling rights are written as Shredder-FEN files (`HAha`), as chess960
/// programs write them.
fn is_shredder(s: &str) -> bool {
    !s.is_empty()
        && s.chars().all(|c| matches!(c, 'A'..='H' | 'a'..='h'))
        && s.chars().any(|c| !"KQkq".contains(c))
}

/// The first field: 8 ranks of 8 squares, piece letters and single digits 1–8.
fn check_placement(placement: &str) -> Result<(), FenProblem> {
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenProblem::RankCount(ranks.len()));
    }
    for (i, rank) in ranks.iter().enumerate() {
        let number = 8 - i as u8;
        let mut squares = 0u32;
        let mut last_digit = false;
        for c in rank.chars() {
            match c {
                '1'..='8' => {
                    if last_digit {
                        return Err(FenProblem::DigitRun(number));
                    }
                    last_digit = true;
                    squares += c.to_digit(10).unwrap_or(0);
                }
                'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' => {
                    last_digit = false;
                    squares += 1;
                }
                other => return Err(FenProblem::UnknownPiece(other)),
            }
        }
        if squares != 8 {
            return Err(FenProblem::RankLength(number));
        }
    }
    Ok(())
}

/// The pieces of a checked first field, as bit boards (the move generator refuses
/// an unreachable position without saying why; these say why).
struct Pieces {
    /// By colour: White, Black.
    colors: [BitBoard; 2],
    /// By kind, in [`Piece::ALL`] order.
    kinds: [BitBoard; 6],
}

impl Pieces {
    /// The pieces of a first field that [`check_placement`] accepted.
    fn read(placement: &str) -> Pieces {
        let mut pieces = Pieces {
            colors: [BitBoard::EMPTY; 2],
            kinds: [BitBoard::EMPTY; 6],
        };
        for (i, row) in placement.split('/').enumerate() {
            let rank = Rank::index(7 - i.min(7));
            let mut file = 0usize;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                    continue;
                }
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let kind = match c.to_ascii_lowercase() {
                    'p' => Piece::Pawn,
                    'n' => Piece::Knight,
                    'b' => Piece::Bishop,
                    'r' => Piece::Rook,
                    'q' => Piece::Queen,
                    _ => Piece::King,
                };
                if file < 8 {
                    let sq = Square::new(File::index(file), rank).bitboard();
                    pieces.colors[color as usize] |= sq;
                    pieces.kinds[kind as usize] |= sq;
                }
                file += 1;
            }
        }
        pieces
    }

    fn of(&self, kind: Piece, color: Color) -> BitBoard {
        self.kinds[kind as usize] & self.colors[color as usize]
    }

    fn king(&self, color: Color) -> Option<Square> {
        self.of(Piece::King, color).into_iter().next()
    }

    /// What makes the position unreachable with `mover` to move, if anything.
    fn problem(&self, mover: Color) -> Option<FenProblem> {
        for color in [Color::White, Color::Black] {
            let kings = self.of(Piece::King, color).len() as usize;
            if kings != 1 {
                return Some(FenProblem::KingCount(color, kings));
            }
        }
        let edges = Rank::First.bitboard() | Rank::Eighth.bitboard();
        if let Some(sq) = (self.kinds[Piece::Pawn as usize] & edges)
            .into_iter()
            .next()
        {
            return Some(FenProblem::PawnOnEdgeRank(sq));
        }
        let (Some(mine), Some(theirs)) = (self.king(mover), self.king(!mover)) else {
            return None;
        };
        if get_king_moves(mine).has(theirs) {
            return Some(FenProblem::KingsAdjacent);
        }
        if !self.attackers(theirs, mover).is_empty() {
            return Some(FenProblem::WaitingSideInCheck);
        }
        let checkers = self.attackers(mine, !mover).len() as usize;
        if checkers > 2 {
            return Some(FenProblem::TooManyCheckers(checkers));
        }
        None
    }

    /// A check no single move can give, as python-chess finds it (`STATUS_IMPOSSIBLE_CHECK`):
    /// with an en passant square, the last move was that pawn's double step, so only the
    /// pawn itself or a piece it uncovered can give check, and only one of them; without
    /// one, two checkers on one line through the king (a rook on each side of it) cannot
    /// both have been uncovered or moved by one move.
    fn impossible_check(&self, mover: Color, ep: Option<Square>) -> Option<(FenField, FenProblem)> {
        let king = self.king(mover)?;
        let checkers = self.attackers(king, !mover);
        if checkers.is_empty() {
            return None;
        }
        if let Some(ep) = ep {
            let pawn_rank = Rank::Fifth.relative_to(mover);
            let from_rank = Rank::Seventh.relative_to(mover);
            let pushed_to = Square::new(ep.file(), pawn_rank);
            let pushed_from = Square::new(ep.file(), from_rank);
            let occupied = self.colors[0] | self.colors[1];
            let before = (occupied & !pushed_to.bitboard()) | pushed_from.bitboard();
            let uncovered_or_pawn = checkers == pushed_to.bitboard()
                || self.attackers_with(king, !mover, before).is_empty();
            if checkers.len() > 1 || !uncovered_or_pawn {
                return Some((FenField::EnPassant, FenProblem::CheckNotFromDoubleStep));
            }
            return None;
        }
        let mut it = checkers.into_iter();
        if let (Some(a), Some(b)) = (it.next(), it.next()) {
            if line_through(a, b).has(king) {
                return Some((FenField::Placement, FenProblem::CheckersInLine));
            }
        }
        None
    }

    /// The pieces of `by` that attack `square`.
    fn attackers(&self, square: Square, by: Color) -> BitBoard {
        self.attackers_with(square, by, self.colors[0] | self.colors[1])
    }

    /// The pieces of `by` that would attack `square` if `occupied` were the occupied
    /// squares.
    fn attackers_with(&self, square: Square, by: Color, occupied: BitBoard) -> BitBoard {
        let kind = |k: Piece| self.of(k, by);
        let diagonal = kind(Piece::Bishop) | kind(Piece::Queen);
        let straight = kind(Piece::Rook) | kind(Piece::Queen);
        (get_bishop_moves(square, occupied) & diagonal)
            | (get_rook_moves(square, occupied) & straight)
            | (get_knight_moves(square) & kind(Piece::Knight))
            | (get_king_moves(square) & kind(Piece::King))
            | (get_pawn_attacks(square, !by) & kind(Piece::Pawn))
    }

    /// The castling letter whose king or rook is not on its first square, if any (for
    /// `KQkq` rights; the move generator checks Shredder files).
    fn castling_problem(&self, rights: &str) -> Option<FenProblem> {
        rights.chars().find_map(|c| {
            let (color, rook_file) = match c {
                'K' => (Color::White, File::H),
                'Q' => (Color::White, File::A),
                'k' => (Color::Black, File::H),
                'q' => (Color::Black, File::A),
                _ => return None,
            };
            let rank = Rank::First.relative_to(color);
            let king_home = self.of(Piece::King, color).has(Square::new(File::E, rank));
            let rook_home = self
                .of(Piece::Rook, color)
                .has(Square::new(rook_file, rank));
            (!(king_home && rook_home)).then_some(FenProblem::CastlingWithoutPieces(c))
        })
    }

    /// Whether a pawn has just moved two squares past `ep`: the opponent's pawn in front
    /// of it, the square itself and the one the pawn came from empty.
    fn en_passant_sound(&self, ep: Square, mover: Color) -> bool {
        // White to move: a black pawn went from the 7th rank to the 5th past the 6th.
        let (expected, pawn_rank, from_rank) = match mover {
            Color::White => (Rank::Sixth, Rank::Fifth, Rank::Seventh),
            Color::Black => (Rank::Third, Rank::Fourth, Rank::Second),
        };
        let occupied = self.colors[0] | self.colors[1];
        ep.rank() == expected
            && self
                .of(Piece::Pawn, !mover)
                .has(Square::new(ep.file(), pawn_rank))
            && !occupied.has(ep)
            && !occupied.has(Square::new(ep.file(), from_rank))
    }
}

/// The whole line (rank, file or diagonal, edge to edge) through two squares, or nothing
/// if they share none.
fn line_through(a: Square, b: Square) -> BitBoard {
    let empty = BitBoard::EMPTY;
    // Two squares on one line: the squares both see along it are the line without them.
    let ends = a.bitboard() | b.bitboard();
    if get_rook_moves(a, empty).has(b) {
        (get_rook_moves(a, empty) & get_rook_moves(b, empty)) | ends
    } else if get_bishop_moves(a, empty).has(b) {
        (get_bishop_moves(a, empty) & get_bishop_moves(b, empty)) | ends
    } else {
        empty
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(fen: &str) -> (FenField, FenProblem) {
        let e = parse_fen(fen).expect_err(fen);
        (e.field, e.problem)
    }

    #[test]
    fn the_kings_may_not_stand_side_by_side() {
        let (field, p) = problem("8/8/8/3kK3/8/8/8/8 w - - 0 1");
        assert_eq!((field, p), (FenField::Placement, FenProblem::KingsAdjacent));
    }

    #[test]
    fn each_side_has_exactly_one_king() {
        let (_, p) = problem("4k3/8/8/8/8/8/8/8 w - - 0 1");
        assert_eq!(p, FenProblem::KingCount(Color::White, 0));
        let (_, p) = problem("4k3/8/8/8/8/8/8/2K1K3 w - - 0 1");
        assert_eq!(p, FenProblem::KingCount(Color::White, 2));
    }

    #[test]
    fn the_side_not_to_move_may_not_be_in_check() {
        let (_, p) = problem("4k3/8/8/8/8/8/4r3/4K3 b - - 0 1");
        assert_eq!(p, FenProblem::WaitingSideInCheck);
        // The same position with White to move is a check, and legal.
        assert!(parse_fen("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").is_ok());
    }

    #[test]
    fn no_pawn_stands_on_the_first_or_last_rank() {
        let (_, p) = problem("4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
        assert_eq!(p, FenProblem::PawnOnEdgeRank(Square::A1));
    }

    #[test]
    fn no_move_gives_check_with_three_pieces() {
        // Rook, bishop and knight all attack the white king on e1.
        let (_, p) = problem("4k3/8/8/8/1b6/8/2n5/r3K3 w - - 0 1");
        assert_eq!(p, FenProblem::TooManyCheckers(3));
        // Two checkers (a discovered double check) are legal.
        assert!(parse_fen("4k3/8/8/8/1b6/8/8/r3K3 w - - 0 1").is_ok());
    }

    #[test]
    fn castling_needs_king_and_rook_on_their_squares() {
        let (field, p) = problem("4k3/8/8/8/8/8/8/4K3 w K - 0 1");
        assert_eq!(field, FenField::Castling);
        assert_eq!(p, FenProblem::CastlingWithoutPieces('K'));
        assert!(parse_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").is_ok());
    }

    #[test]
    fn castling_letters_come_in_the_order_kqkq() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK - 0 1";
        assert_eq!(problem(start).1, FenProblem::CastlingLetters);
        assert!(parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1").is_ok());
    }

    #[test]
    fn a_rank_has_no_two_digits_in_a_row() {
        let fen = "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(problem(fen), (FenField::Placement, FenProblem::DigitRun(6)));
    }

    #[test]
    fn an_en_passant_square_lies_behind_a_pawn_that_just_moved_two() {
        let (field, p) = problem("4k3/8/8/8/8/8/8/4K3 w - e6 0 1");
        assert_eq!(field, FenField::EnPassant);
        assert_eq!(p, FenProblem::EnPassantWithoutPawn(Square::E6));
        let ok = parse_fen("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1").expect("e5 just moved");
        assert_eq!(ok.en_passant(), Some(File::E));
    }

    #[test]
    fn a_fen_is_read_as_people_write_it() {
        let start = Board::default();
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w  KQkq -  0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
        ] {
            let b = parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            assert_eq!(b.hash(), start.hash(), "{fen}");
        }
        let late = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 120 80");
        assert_eq!(late.map(|b| b.halfmove_clock()), Ok(100));
    }

    #[test]
    fn the_counters_are_kept_as_written_past_100_and_65535() {
        for (clock, number) in [(114, 80), (123, 65_535), (150, 65_536), (0, 99_999_999_999)] {
            let fen = format!("8/8/8/3k4/8/8/4K3/R7 w - - {clock} {number}");
            let (board, counters) = parse_fen_counted(&fen).expect(&fen);
            assert_eq!(counters.halfmove_clock, clock);
            assert_eq!(counters.fullmove_number, number);
            assert_eq!(write_fen(&board, counters), fen);
        }
        let (_, c) = parse_fen_counted("8/8/8/3k4/8/8/4K3/R7 w - - 7 0").expect("move 0");
        assert_eq!((c.halfmove_clock, c.fullmove_number), (7, 1));
    }

    #[test]
    fn no_move_gives_two_checks_from_one_line_through_the_king() {
        // Rooks on d1 and f1 check the king on e1 from both sides (python-chess: invalid).
        let (field, p) = problem("4k3/8/8/8/8/8/3r1r2/3rKr2 w - - 0 1");
        assert_eq!(
            (field, p),
            (FenField::Placement, FenProblem::CheckersInLine)
        );
        let (_, p) = problem("4k3/8/8/8/8/8/8/r3K2r w - - 0 1");
        assert_eq!(p, FenProblem::CheckersInLine);
        // A rook and a bishop (a discovered double check) are possible, and so are two
        // rooks on two lines (a rook takes on d2 with check, uncovering the h1 rook).
        assert!(parse_fen("4k3/8/8/8/1b6/8/8/r3K3 w - - 0 1").is_ok());
        assert!(parse_fen("4k3/8/8/8/8/2b5/3r4/4K2r w - - 0 1").is_ok());
    }

    #[test]
    fn a_check_after_a_double_step_comes_from_that_pawn_or_what_it_uncovered() {
        // d7-d5 gives check to the king on e4: fine.
        assert!(parse_fen("4k3/8/8/3p4/4K3/8/8/8 w - d6 0 1").is_ok());
        // The rook on a7 checks the king on h7 along the 7th rank, uncovered by d7-d5.
        assert!(parse_fen("4k3/r6K/8/3p4/8/8/8/8 w - d6 0 1").is_ok());
        // The rook on a6 checks the king on h6; d7-d5 did not uncover that.
        let (field, p) = problem("4k3/8/r6K/3p4/8/8/8/8 w - d6 0 1");
        assert_eq!(
            (field, p),
            (FenField::EnPassant, FenProblem::CheckNotFromDoubleStep)
        );
    }

    #[test]
    fn a_refusal_quotes_at_most_sixty_characters_of_the_fen() {
        let long = format!("{} w - - 0 1", "8/".repeat(500));
        let message = parse_fen(&long).expect_err("500 ranks").quoted();
        assert!(message.chars().count() <= 61, "{message}");
        assert!(message.contains('…'), "{message}");
    }

    #[test]
    fn a_refusal_names_its_field() {
        let e = parse_fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1").expect_err("x");
        assert_eq!(e.field, FenField::SideToMove);
        let e = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - zero 1").expect_err("zero");
        assert_eq!(e.field, FenField::HalfmoveClock);
    }
}
