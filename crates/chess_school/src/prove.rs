//! The proof of a level: a search on `cozy-chess` that finds the fewest tries to its
//! goal (and so checks its par), the way "Show me" plays, and the other side's toughest
//! defence in a mate level. Nothing here is canned: every answer is searched.

use crate::level::{CastleSide, ChessGoal, ChessLevel, DrawAnswer, Verdict, Way};
use chess::game::{insufficient_material, to_player_move};
use chess::notation::{piece_value, san};
use chess::{ChessGame, ChessMove};
use cozy_chess::{Board, Move, Piece, Square};
use std::collections::{HashSet, VecDeque};

/// The deepest a stars or promotion level may go (in moves of the learner).
pub const MAX_MOVES: u8 = 12;

/// Every legal move of the side to move.
pub fn legal_moves(board: &Board) -> Vec<Move> {
    let mut out = vec![];
    board.generate_moves(|ms| {
        out.extend(ms);
        false
    });
    out
}

/// The legal moves the learner may make in a level: not the king's where the level is
/// about another piece, only the touched piece's where one is touched.
pub fn level_moves(level: &ChessLevel, board: &Board) -> Vec<Move> {
    legal_moves(board)
        .into_iter()
        .filter(|m| level.may_not_move(board, m.from).is_none())
        .collect()
}

/// Whether the game is a draw, and by which rule (stalemate aside): the position seen
/// for the third time, fifty quiet moves of each side, or too few pieces to mate.
pub fn draw_truth(game: &ChessGame) -> DrawAnswer {
    let board = game.board();
    if game.repetitions() >= 3 {
        DrawAnswer::Repetition
    } else if board.halfmove_clock() >= 100 {
        DrawAnswer::FiftyMoves
    } else if insufficient_material(board) {
        DrawAnswer::TooFewPieces
    } else {
        DrawAnswer::No
    }
}

/// The squares whose piece is not the one the starting position has there (a board to
/// set right).
pub fn misplaced(board: &Board) -> Vec<Square> {
    let start = Board::default();
    Square::ALL
        .into_iter()
        .filter(|sq| {
            board.piece_on(*sq).is_some()
                && (board.piece_on(*sq), board.color_on(*sq))
                    != (start.piece_on(*sq), start.color_on(*sq))
        })
        .collect()
}

/// The position after `m`.
pub fn after(board: &Board, m: Move) -> Board {
    let mut b = board.clone();
    b.play_unchecked(m);
    b
}

/// Whether the side to move is mated.
pub fn is_mate(board: &Board) -> bool {
    !board.checkers().is_empty() && legal_moves(board).is_empty()
}

/// Whether the side to move is stalemated.
pub fn is_stalemate(board: &Board) -> bool {
    board.checkers().is_empty() && legal_moves(board).is_empty()
}

/// What the position is for the side to move.
pub fn verdict(board: &Board) -> Verdict {
    if is_mate(board) {
        Verdict::Mate
    } else if is_stalemate(board) {
        Verdict::Stalemate
    } else {
        Verdict::Neither
    }
}

/// Whether `m` is castling (the crate writes it as the king taking its own rook).
pub fn is_castling(board: &Board, m: Move) -> Option<CastleSide> {
    (board.piece_on(m.from) == Some(Piece::King)
        && board.color_on(m.to) == Some(board.side_to_move()))
    .then(|| {
        if m.to.file() > m.from.file() {
            CastleSide::Short
        } else {
            CastleSide::Long
        }
    })
}

/// Whether `m` takes en passant.
pub fn is_en_passant(board: &Board, m: Move) -> bool {
    board.piece_on(m.from) == Some(Piece::Pawn)
        && m.from.file() != m.to.file()
        && board.piece_on(m.to).is_none()
}

/// The piece `m` captures, if any (en passant takes a pawn).
pub fn captured(board: &Board, m: Move) -> Option<Piece> {
    if is_castling(board, m).is_some() {
        return None;
    }
    if is_en_passant(board, m) {
        return Some(Piece::Pawn);
    }
    board.piece_on(m.to)
}

/// How a legal move answers a check: capturing the checking piece, the king stepping
/// away, or a piece stepping between.
pub fn way_out(board: &Board, m: Move) -> Way {
    if board.checkers().has(m.to) || (is_en_passant(board, m) && !board.checkers().is_empty()) {
        Way::Capture
    } else if board.piece_on(m.from) == Some(Piece::King) {
        Way::Flee
    } else {
        Way::Block
    }
}

/// Whether a one-move goal is met by the legal move `m`.
pub fn meets(board: &Board, goal: &ChessGoal, m: Move) -> bool {
    match goal {
        ChessGoal::Check => !after(board, m).checkers().is_empty(),
        ChessGoal::OutOfCheck(Way::Any) => true,
        ChessGoal::OutOfCheck(way) => way_out(board, m) == *way,
        ChessGoal::Castle(side) => is_castling(board, m) == Some(*side),
        ChessGoal::EnPassant => is_en_passant(board, m),
        ChessGoal::BestCapture => {
            captured(board, m).map(piece_value) == best_capture(board).map(piece_value)
        }
        ChessGoal::Mate(1) => is_mate(&after(board, m)),
        _ => false,
    }
}

/// The most valuable piece a legal move captures.
pub fn best_capture(board: &Board) -> Option<Piece> {
    legal_moves(board)
        .into_iter()
        .filter_map(|m| captured(board, m))
        .max_by_key(|p| piece_value(*p))
}

/// The position after `m` with the same side to move again: the other side stands
/// still. `None` when `m` gives check (the watching king may not stand in check).
pub fn after_standing_still(board: &Board, m: Move) -> Option<Board> {
    after(board, m).null_move()
}

/// The fewest moves (at most `most`) to mate, with the side to move mating, against every
/// defence; `None` if there is none within `most`.
pub fn mate_distance(board: &Board, most: u8) -> Option<u8> {
    (1..=most).find(|n| mating_move(board, *n).is_some())
}

/// A move that mates in at most `n` against every defence (the first one in move
/// order), if there is one.
pub fn mating_move(board: &Board, n: u8) -> Option<Move> {
    if n == 0 {
        return None;
    }
    legal_moves(board).into_iter().find(|m| {
        let b = after(board, *m);
        if is_mate(&b) {
            return true;
        }
        if n == 1 {
            return false;
        }
        let replies = legal_moves(&b);
        !replies.is_empty()
            && replies
                .iter()
                .all(|r| mating_move(&after(&b, *r), n - 1).is_some())
    })
}

/// The toughest defence: the reply after which the mate is furthest away (within
/// `most` moves), or a reply that escapes mate within `most` altogether. `None` when
/// the side to move has no move.
pub fn toughest_reply(board: &Board, most: u8) -> Option<(Move, Option<u8>)> {
    let mut best: Option<(Move, Option<u8>)> = None;
    for r in legal_moves(board) {
        let d = mate_distance(&after(board, r), most);
        let better = match (&best, d) {
            (None, _) => true,
            (Some((_, None)), _) => false,
            (Some(_), None) => true,
            (Some((_, Some(b))), Some(d)) => d > *b,
        };
        if better {
            best = Some((r, d));
        }
    }
    best
}

/// A level proved: the fewest tries to its goal, and the way "Show me" plays (the
/// learner's moves and, in a mate level, the toughest replies between them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The fewest tries: moves, clicks or answers.
    pub fewest: u8,
    /// The moves "Show me" plays, the other side's replies included.
    pub line: Vec<ChessMove>,
}

/// Why a level cannot be proved: its goal cannot be reached as stated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unproven {
    /// No move reaches the goal (within [`MAX_MOVES`], or the mate's length).
    Unreachable,
    /// The mate exists, but a shorter one too: how many moves the shortest takes.
    ShorterMate(u8),
    /// The stated answer is not the position's: the true one, said as data.
    WrongAnswer(String),
}

/// Proves a level: searches its goal from its position.
///
/// # Errors
/// [`Unproven`] when the goal cannot be reached as the level states it.
pub fn prove(level: &ChessLevel) -> Result<Proof, Unproven> {
    let board = &level.board;
    let one = |ok: &dyn Fn(Move) -> bool| {
        level_moves(level, board)
            .into_iter()
            .find(|m| ok(*m))
            .map(|m| Proof {
                fewest: 1,
                line: vec![to_player_move(board, m)],
            })
            .ok_or(Unproven::Unreachable)
    };
    match &level.goal {
        ChessGoal::Squares(s) => Ok(Proof {
            fewest: s.len() as u8,
            line: vec![],
        }),
        ChessGoal::SetUp => match misplaced(board).len() {
            0 => Err(Unproven::Unreachable),
            n => Ok(Proof {
                fewest: n as u8,
                line: vec![],
            }),
        },
        ChessGoal::Draw(answer) => {
            let truth = draw_truth(&level.game());
            if truth != *answer {
                return Err(Unproven::WrongAnswer(format!("{truth:?}")));
            }
            Ok(Proof {
                fewest: 1,
                line: vec![],
            })
        }
        ChessGoal::Stars(stars) => walk(level, |b, m, got| {
            let bit = stars.iter().position(|s| *s == m.to);
            let got = got | bit.map_or(0, |i| 1u64 << i);
            let b = after_standing_still(b, m)?;
            Some((b, got, got.count_ones() as usize == stars.len()))
        }),
        ChessGoal::Promote => walk(level, |b, m, got| {
            let done = m.promotion.is_some();
            let b = after_standing_still(b, m)?;
            Some((b, got, done))
        }),
        ChessGoal::Mate(n) => {
            let d = mate_distance(board, *n).ok_or(Unproven::Unreachable)?;
            if d < *n {
                return Err(Unproven::ShorterMate(d));
            }
            Ok(Proof {
                fewest: *n,
                line: mate_line(board, *n),
            })
        }
        ChessGoal::MateOrStalemate(answer) => {
            let truth = verdict(board);
            if truth != *answer {
                return Err(Unproven::WrongAnswer(format!("{truth:?}")));
            }
            Ok(Proof {
                fewest: 1,
                line: vec![],
            })
        }
        ChessGoal::CanCastle(side, answer) => {
            let can = legal_moves(board)
                .into_iter()
                .any(|m| is_castling(board, m) == Some(*side));
            if can != *answer {
                return Err(Unproven::WrongAnswer(format!("{can}")));
            }
            Ok(Proof {
                fewest: 1,
                line: vec![],
            })
        }
        ChessGoal::WriteMove(mv, answer) => {
            let game = level.game();
            let m = game.to_crate_move(*mv).ok_or(Unproven::Unreachable)?;
            let truth = san(board, m);
            if truth != *answer {
                return Err(Unproven::WrongAnswer(truth));
            }
            Ok(Proof {
                fewest: 1,
                line: vec![],
            })
        }
        goal => one(&|m| meets(board, goal, m)),
    }
}

/// The mating line against the toughest defence.
fn mate_line(board: &Board, n: u8) -> Vec<ChessMove> {
    let mut line = vec![];
    let mut b = board.clone();
    for left in (1..=n).rev() {
        let Some(m) = mating_move(&b, left) else {
            break;
        };
        line.push(to_player_move(&b, m));
        b = after(&b, m);
        match toughest_reply(&b, left - 1) {
            Some((r, _)) if left > 1 => {
                line.push(to_player_move(&b, r));
                b = after(&b, r);
            }
            _ => break,
        }
    }
    line
}

/// A breadth-first search of the learner's moves while the other side stands still:
/// `step` gives the position after a move, the stars collected, and whether the goal
/// is reached.
fn walk(
    level: &ChessLevel,
    step: impl Fn(&Board, Move, u64) -> Option<(Board, u64, bool)>,
) -> Result<Proof, Unproven> {
    let board = &level.board;
    let mut seen: HashSet<(u64, u64)> = HashSet::new();
    let mut queue: VecDeque<(Board, u64, Vec<ChessMove>)> = VecDeque::new();
    seen.insert((board.hash(), 0));
    queue.push_back((board.clone(), 0, vec![]));
    while let Some((b, got, line)) = queue.pop_front() {
        if line.len() >= usize::from(MAX_MOVES) {
            continue;
        }
        for m in level_moves(level, &b) {
            // A promotion is always to a queen here (the lesson says why).
            if m.promotion.is_some_and(|p| p != Piece::Queen) {
                continue;
            }
            let Some((nb, ngot, done)) = step(&b, m, got) else {
                continue;
            };
            let mut nline = line.clone();
            nline.push(to_player_move(&b, m));
            if done {
                return Ok(Proof {
                    fewest: nline.len() as u8,
                    line: nline,
                });
            }
            if seen.insert((nb.hash(), ngot)) {
                queue.push_back((nb, ngot, nline));
            }
        }
    }
    Err(Unproven::Unreachable)
}

/// The squares of a list not yet in `found`.
pub fn missing(all: &[Square], found: &[Square]) -> Vec<Square> {
    all.iter().filter(|s| !found.contains(s)).copied().collect()
}
