//! A chess course and its levels as data (`assets/chess_lessons/*.json`): read as the
//! file says them (squares and moves as text), then checked field by field into typed
//! levels, so that a mistake names its file, level and field.

use crate::error::{ChessLessonError, ChessLessonProblem};
use chess::{parse_fen, ChessGame, ChessMove};
use cozy_chess::{Board, Piece, Square};
use serde::Deserialize;

/// Which way a king leaves check (the manual's three answers), or any of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Way {
    /// The king steps out of the attack.
    Flee,
    /// A piece steps between the king and the checking piece.
    Block,
    /// The checking piece is captured ("the best move!").
    Capture,
    /// Any of the three.
    Any,
}

/// Castling short (king side, `O-O`) or long (queen side, `O-O-O`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CastleSide {
    /// Toward the king's rook: `O-O`.
    Short,
    /// Toward the queen's rook: `O-O-O`.
    Long,
}

/// What a finished-looking position is: the answer to "mate or stalemate?".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// In check and no legal move: the game is lost.
    Mate,
    /// Not in check and no legal move: a draw.
    Stalemate,
    /// Neither: the side to move still has a move.
    Neither,
}

impl Verdict {
    /// The three answers, in the order they are offered.
    pub const ALL: [Verdict; 3] = [Verdict::Mate, Verdict::Stalemate, Verdict::Neither];
}

/// The answer to "is it a draw, and why?" (the manual's draws besides stalemate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DrawAnswer {
    /// The same position for the third time.
    Repetition,
    /// Fifty moves of each side without a capture or a pawn move.
    FiftyMoves,
    /// Too few pieces left to mate.
    TooFewPieces,
    /// No draw: the game goes on.
    No,
}

impl DrawAnswer {
    /// The four answers, in the order they are offered.
    pub const ALL: [DrawAnswer; 4] = [
        DrawAnswer::Repetition,
        DrawAnswer::FiftyMoves,
        DrawAnswer::TooFewPieces,
        DrawAnswer::No,
    ];
}

/// What a level asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChessGoal {
    /// Click each named square of the board (the board's chapter).
    Squares(Vec<Square>),
    /// Land on every star with the side to move's pieces; the other side stands still.
    Stars(Vec<Square>),
    /// Give check in one move.
    Check,
    /// Answer the check in one move, in the given way.
    OutOfCheck(Way),
    /// Mate in this many moves (1 or 2) against the toughest defence.
    Mate(u8),
    /// Castle to the given side.
    Castle(CastleSide),
    /// Take en passant.
    EnPassant,
    /// Bring a pawn to the last rank (the other side stands still).
    Promote,
    /// Say whether the side to move is mated, stalemated or neither.
    MateOrStalemate(Verdict),
    /// Say whether the side to move may castle to the given side now.
    CanCastle(CastleSide, bool),
    /// Make the capture that wins the most (by the manual's piece values).
    BestCapture,
    /// Pick the right notation of the move shown.
    WriteMove(ChessMove, String),
    /// Say whether the game is a draw, and by which rule.
    Draw(DrawAnswer),
    /// Set the board up: click every piece that does not stand where it stands at the
    /// start (the squares are the engine's: where the position differs from the start).
    SetUp,
}

impl ChessGoal {
    /// Whether the child answers by picking one of the choices shown, not on the board.
    pub fn is_question(&self) -> bool {
        matches!(
            self,
            ChessGoal::MateOrStalemate(_)
                | ChessGoal::CanCastle(..)
                | ChessGoal::WriteMove(..)
                | ChessGoal::Draw(_)
        )
    }
}

/// One level: a position, what to do in it, and the fewest tries it takes.
#[derive(Clone, Debug)]
pub struct ChessLevel {
    /// A stable id, unique among all levels (its texts are named after it).
    pub id: String,
    /// The position as FEN (whose move it is, castling rights, the en passant square),
    /// before the moves played already.
    pub fen: String,
    /// The moves played from the FEN before the level begins (a king that has moved, a
    /// position seen three times), as the learner's moves are: from and to squares.
    pub played: Vec<ChessMove>,
    /// The piece the learner has touched already, and so must move (the touch-move rule).
    pub touched: Option<Square>,
    /// The position the level begins in (after the moves played already).
    pub board: Board,
    /// What to do.
    pub goal: ChessGoal,
    /// The fewest tries (moves, clicks or answers) that reach the goal.
    pub par: u8,
}

impl ChessLevel {
    /// The game of the level's position, with the moves played already as its history
    /// (which piece has moved, how often a position was seen).
    pub fn game(&self) -> ChessGame {
        let Ok(start) = parse_fen(&self.fen) else {
            return ChessGame::from_board(self.board.clone());
        };
        let mut game = ChessGame::from_board(start);
        for mv in &self.played {
            if game.play(&chess::Command::Move(*mv)).is_err() {
                return ChessGame::from_board(self.board.clone());
            }
        }
        game
    }

    /// Why the learner may not move the piece on `from` in `board`, if not: in a level
    /// of stars or promotion the king stands still while another piece is what the
    /// level is about (issue 57); a touched piece must be the one that moves.
    pub fn may_not_move(&self, board: &Board, from: Square) -> Option<crate::Wrong> {
        let us = board.side_to_move();
        if board.color_on(from) != Some(us) {
            return None;
        }
        if let Some(t) = self.touched.filter(|t| *t != from) {
            let piece = board.piece_on(t)?;
            return Some(crate::Wrong::Touched { piece, square: t });
        }
        let about = self.piece_of_the_level(board)?;
        (board.piece_on(from) == Some(Piece::King)).then_some(crate::Wrong::KingStaysHere(about))
    }

    /// In a level of stars or promotion, the piece the level is about when it is not the
    /// king: the first of the side to move's pieces that is no king.
    pub fn piece_of_the_level(&self, board: &Board) -> Option<Piece> {
        if !matches!(self.goal, ChessGoal::Stars(_) | ChessGoal::Promote) {
            return None;
        }
        let ours = board.colors(board.side_to_move());
        [
            Piece::Queen,
            Piece::Rook,
            Piece::Bishop,
            Piece::Knight,
            Piece::Pawn,
        ]
        .into_iter()
        .find(|p| !(board.pieces(*p) & ours).is_empty())
    }
}

/// A course: one chapter of the manual.
#[derive(Clone, Debug)]
pub struct ChessCourse {
    /// The course's id (its texts are named after it).
    pub id: String,
    /// The levels, in order.
    pub levels: Vec<ChessLevel>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCourse {
    id: String,
    levels: Vec<RawLevel>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLevel {
    id: String,
    fen: String,
    goal: RawGoal,
    par: u8,
    #[serde(default)]
    played: Vec<String>,
    #[serde(default)]
    touched: Option<String>,
}

/// A goal as written. The goals without fields are empty struct variants, not unit
/// ones: serde's `deny_unknown_fields` refuses `{"type":"check","x":1}` only for those.
#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
enum RawGoal {
    Squares {
        squares: Vec<String>,
    },
    Stars {
        stars: Vec<String>,
    },
    Check {},
    OutOfCheck {
        way: Way,
    },
    Mate {
        moves: u8,
    },
    Castle {
        side: CastleSide,
    },
    EnPassant {},
    Promote {},
    MateOrStalemate {
        answer: Verdict,
    },
    CanCastle {
        side: CastleSide,
        answer: bool,
    },
    BestCapture {},
    Draw {
        answer: DrawAnswer,
    },
    SetUp {},
    WriteMove {
        #[serde(rename = "move")]
        mv: String,
        answer: String,
    },
}

/// The longest mate a level may ask for (the proof searches every defence).
pub const MAX_MATE: u8 = 2;

/// Reads a course file: serde's reading, then every level checked.
///
/// # Errors
/// The first mistake, with the file, the level and the field.
pub fn read_course(file: &str, text: &str) -> Result<ChessCourse, ChessLessonError> {
    // A byte-order mark, as some editors write one, is no part of the text.
    let text = text
        .strip_prefix(|c: char| c as u32 == 0xFEFF)
        .unwrap_or(text);
    let raw: RawCourse = serde_json::from_str(text).map_err(|e| ChessLessonError {
        file: file.to_string(),
        level: None,
        field: None,
        problem: ChessLessonProblem::Json {
            line: e.line(),
            column: e.column(),
            detail: e.to_string(),
        },
    })?;
    let fail = |level: Option<&str>, field: Option<&'static str>, problem| ChessLessonError {
        file: file.to_string(),
        level: level.map(str::to_string),
        field,
        problem,
    };
    if raw.id.trim().is_empty() {
        return Err(fail(None, Some("id"), ChessLessonProblem::NoCourseId));
    }
    if raw.levels.is_empty() {
        return Err(fail(None, Some("levels"), ChessLessonProblem::NoLevels));
    }
    let mut levels: Vec<ChessLevel> = vec![];
    for l in raw.levels {
        let at = Some(l.id.as_str());
        if l.id.trim().is_empty() {
            return Err(fail(None, Some("id"), ChessLessonProblem::NoLevelId));
        }
        if levels.iter().any(|k| k.id == l.id) {
            return Err(fail(at, Some("id"), ChessLessonProblem::IdTwice));
        }
        let mut board =
            parse_fen(&l.fen).map_err(|e| fail(at, Some("fen"), ChessLessonProblem::Fen(e)))?;
        let mut played = vec![];
        for text in &l.played {
            let game = ChessGame::from_board(board.clone());
            let illegal = || {
                fail(
                    at,
                    Some("played"),
                    ChessLessonProblem::IllegalMove(text.clone()),
                )
            };
            let mv = game.parse_san(text).ok_or_else(illegal)?;
            let m = game.to_crate_move(mv).ok_or_else(illegal)?;
            board.play_unchecked(m);
            played.push(mv);
        }
        let touched = match &l.touched {
            None => None,
            Some(t) => {
                let sq: Square = t.parse().map_err(|_| {
                    fail(
                        at,
                        Some("touched"),
                        ChessLessonProblem::BadSquare(t.clone()),
                    )
                })?;
                if board.color_on(sq) != Some(board.side_to_move()) {
                    return Err(fail(
                        at,
                        Some("touched"),
                        ChessLessonProblem::NoPieceTouched(sq),
                    ));
                }
                Some(sq)
            }
        };
        if l.par == 0 {
            return Err(fail(at, Some("par"), ChessLessonProblem::ZeroPar));
        }
        let goal = typed_goal(&board, l.goal).map_err(|(field, p)| fail(at, Some(field), p))?;
        levels.push(ChessLevel {
            id: l.id,
            fen: l.fen,
            played,
            touched,
            board,
            goal,
            par: l.par,
        });
    }
    Ok(ChessCourse { id: raw.id, levels })
}

type FieldProblem = (&'static str, ChessLessonProblem);

fn squares(field: &'static str, texts: &[String]) -> Result<Vec<Square>, FieldProblem> {
    if texts.is_empty() {
        return Err((field, ChessLessonProblem::NoSquares));
    }
    let mut out = vec![];
    for t in texts {
        let sq: Square = t
            .parse()
            .map_err(|_| (field, ChessLessonProblem::BadSquare(t.clone())))?;
        if out.contains(&sq) {
            return Err((field, ChessLessonProblem::SquareTwice(sq)));
        }
        out.push(sq);
    }
    Ok(out)
}

fn typed_goal(board: &Board, goal: RawGoal) -> Result<ChessGoal, FieldProblem> {
    Ok(match goal {
        RawGoal::Squares { squares: s } => ChessGoal::Squares(squares("squares", &s)?),
        RawGoal::Stars { stars } => {
            let stars = squares("stars", &stars)?;
            if let Some(sq) = stars
                .iter()
                .find(|sq| board.color_on(**sq) == Some(board.side_to_move()))
            {
                return Err(("stars", ChessLessonProblem::StarOnOwnPiece(*sq)));
            }
            ChessGoal::Stars(stars)
        }
        RawGoal::Check {} => ChessGoal::Check,
        RawGoal::OutOfCheck { way } => {
            if board.checkers().is_empty() {
                return Err(("fen", ChessLessonProblem::NotInCheck));
            }
            ChessGoal::OutOfCheck(way)
        }
        RawGoal::Mate { moves } => {
            if !(1..=MAX_MATE).contains(&moves) {
                return Err(("moves", ChessLessonProblem::MateLength(moves)));
            }
            ChessGoal::Mate(moves)
        }
        RawGoal::Castle { side } => ChessGoal::Castle(side),
        RawGoal::EnPassant {} => ChessGoal::EnPassant,
        RawGoal::Promote {} => ChessGoal::Promote,
        RawGoal::MateOrStalemate { answer } => ChessGoal::MateOrStalemate(answer),
        RawGoal::CanCastle { side, answer } => ChessGoal::CanCastle(side, answer),
        RawGoal::BestCapture {} => ChessGoal::BestCapture,
        RawGoal::Draw { answer } => ChessGoal::Draw(answer),
        RawGoal::SetUp {} => ChessGoal::SetUp,
        RawGoal::WriteMove { mv, answer } => {
            let game = ChessGame::from_board(board.clone());
            let m = game
                .parse_san(&mv)
                .ok_or(("move", ChessLessonProblem::IllegalMove(mv.clone())))?;
            if answer.trim().is_empty() {
                return Err(("answer", ChessLessonProblem::NoAnswer));
            }
            ChessGoal::WriteMove(m, answer)
        }
    })
}
