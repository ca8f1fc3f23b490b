//! One try at a chess level without a window: the position, the tries counted, the
//! stars and squares found, the other side's searched replies, and for every wrong try
//! the reason ([`Wrong`]).

use crate::level::{CastleSide, ChessGoal, ChessLevel, DrawAnswer, Verdict};
use crate::notation_choices::choices;
use crate::prove::{
    after, after_standing_still, best_capture, captured, draw_truth, is_castling, is_mate,
    legal_moves, meets, misplaced, toughest_reply, verdict, way_out,
};
use crate::why::{not_mate, said, verdict_slip, DrawSlip, Slip, Wrong};
use chess::{ChessGame, ChessMove, WhyNot};
use cozy_chess::{Board, Color, File, Piece, Rank, Square};

/// What the child does in a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Try {
    /// A move on the board.
    Move(ChessMove),
    /// One of the choices of a question (by index).
    Answer(usize),
    /// A square clicked in a level of squares to find.
    Square(Square),
}

/// An answer offered in a question level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Mate, stalemate or neither.
    Verdict(Verdict),
    /// Yes or no.
    YesNo(bool),
    /// A move written down.
    Notation(String),
    /// A draw by this rule, or none.
    Draw(DrawAnswer),
}

/// What a try did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The move was played and the level goes on; in a mate level, the other side's
    /// reply (its move and SAN), searched as the toughest defence.
    GoesOn(Option<(ChessMove, String)>),
    /// A square to find was found.
    Found(Square),
    /// The goal is reached: the stars earned (1–3).
    Won(u8),
    /// The try is not what the level asks, and why. The position stays as it was.
    Wrong(Wrong),
    /// The move was played and counted, though it did not do what the level asks (a
    /// move onto no star): why, and the level goes on.
    Played(Wrong),
}

/// The stars for reaching the goal in `tries` when `par` is the fewest: three at par,
/// two within two more, one otherwise.
pub fn stars_for(tries: u32, par: u8) -> u8 {
    let par = u32::from(par);
    if tries <= par {
        3
    } else if tries <= par + 2 {
        2
    } else {
        1
    }
}

/// A piece that can still mate, and whose it is: a queen, rook or pawn first, else a
/// bishop or knight of a side with two of them.
fn mating_piece(board: &Board) -> (Color, Piece) {
    for piece in [
        Piece::Queen,
        Piece::Rook,
        Piece::Pawn,
        Piece::Bishop,
        Piece::Knight,
    ] {
        for side in [Color::White, Color::Black] {
            if !(board.pieces(piece) & board.colors(side)).is_empty() {
                return (side, piece);
            }
        }
    }
    (Color::White, Piece::King)
}

/// A try at a level.
#[derive(Clone, Debug)]
pub struct ChessAttempt {
    level: ChessLevel,
    board: Board,
    last: Option<ChessMove>,
    tries: u32,
    found: Vec<Square>,
    collected: Vec<Square>,
    mate_left: u8,
    won: Option<u8>,
    pawn_letter: bool,
}

impl ChessAttempt {
    /// A fresh try at `level`.
    pub fn new(level: &ChessLevel) -> ChessAttempt {
        let mate_left = match level.goal {
            ChessGoal::Mate(n) => n,
            _ => 0,
        };
        ChessAttempt {
            level: level.clone(),
            board: level.board.clone(),
            last: None,
            tries: 0,
            found: vec![],
            collected: vec![],
            mate_left,
            won: None,
            pawn_letter: true,
        }
    }

    /// Whether a question of writing a pawn's move may offer a letter before it as a
    /// wrong choice (yes unless said): not where the reader's letter for a pawn is
    /// another piece's, since that choice would be a move of that piece.
    pub fn with_pawn_letter(mut self, offered: bool) -> ChessAttempt {
        self.pawn_letter = offered;
        self
    }

    /// The level.
    pub fn level(&self) -> &ChessLevel {
        &self.level
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The position now as a game (legal moves, targets, "why not?"); before the first
    /// move, with the moves played already as its history (which piece has moved).
    pub fn game(&self) -> ChessGame {
        if self.last.is_none() && self.board == self.level.board {
            return self.level.game();
        }
        ChessGame::from_board(self.board.clone())
    }

    /// The squares to click in a level of squares (named, or the misplaced pieces of a
    /// board to set up); none in another level.
    pub fn squares_to_find(&self) -> Option<Vec<Square>> {
        match &self.level.goal {
            ChessGoal::Squares(all) => Some(all.clone()),
            ChessGoal::SetUp => Some(misplaced(&self.level.board)),
            _ => None,
        }
    }

    /// Why the piece on `from` may not be chosen in this level, if not (the king of a
    /// level about another piece, another piece than the touched one).
    pub fn may_not_move(&self, from: Square) -> Option<Wrong> {
        self.level.may_not_move(&self.board, from)
    }

    /// The last move on the board (the learner's, or the reply to it).
    pub fn last(&self) -> Option<ChessMove> {
        self.last
    }

    /// The tries so far: moves, clicks and answers, the wrong ones included.
    pub fn tries(&self) -> u32 {
        self.tries
    }

    /// The stars earned, once won.
    pub fn won(&self) -> Option<u8> {
        self.won
    }

    /// The squares found so far.
    pub fn found(&self) -> &[Square] {
        &self.found
    }

    /// The stars not collected yet.
    pub fn stars_left(&self) -> Vec<Square> {
        match &self.level.goal {
            ChessGoal::Stars(s) => crate::prove::missing(s, &self.collected),
            _ => vec![],
        }
    }

    /// The answers of a question level, in the order shown (none for a board level).
    pub fn choices(&self) -> Vec<Choice> {
        match &self.level.goal {
            ChessGoal::MateOrStalemate(_) => Verdict::ALL.map(Choice::Verdict).to_vec(),
            ChessGoal::CanCastle(..) => vec![Choice::YesNo(true), Choice::YesNo(false)],
            ChessGoal::Draw(_) => DrawAnswer::ALL.map(Choice::Draw).to_vec(),
            ChessGoal::WriteMove(mv, answer) => {
                let piece = self.board.piece_on(mv.from).unwrap_or(Piece::Pawn);
                choices(answer, piece, mv.to, self.pawn_letter)
                    .into_iter()
                    .map(|(t, _)| Choice::Notation(t))
                    .collect()
            }
            _ => vec![],
        }
    }

    /// The index of the right answer of a question level.
    pub fn right_choice(&self) -> Option<usize> {
        (0..self.choices().len()).find(|i| self.judge_answer(*i).is_ok())
    }

    /// A hint from the search: the square to click next in a level of squares, or the
    /// next move of the fewest from where the try stands (the stars still to take, the
    /// moves of the mate still left). None for a question, or once won.
    pub fn hint(&self) -> Option<Try> {
        if self.won.is_some() {
            return None;
        }
        if let Some(all) = self.squares_to_find() {
            return crate::prove::missing(&all, &self.found)
                .first()
                .map(|s| Try::Square(*s));
        }
        let goal = match &self.level.goal {
            g if g.is_question() => return None,
            ChessGoal::Stars(_) => ChessGoal::Stars(self.stars_left()),
            ChessGoal::Mate(_) => ChessGoal::Mate(self.mate_left),
            g => g.clone(),
        };
        let here = ChessLevel {
            board: self.board.clone(),
            goal,
            ..self.level.clone()
        };
        crate::prove::prove(&here)
            .ok()?
            .line
            .first()
            .map(|m| Try::Move(*m))
    }

    /// Plays a try.
    pub fn play(&mut self, t: Try) -> Step {
        if let Some(stars) = self.won {
            return Step::Won(stars);
        }
        let step = match t {
            Try::Move(mv) => match self.may_not_move(mv.from) {
                // The king of a level about another piece does not move, and the try
                // does not count: the level is not about him.
                Some(Wrong::KingStaysHere(p)) => return Step::Wrong(Wrong::KingStaysHere(p)),
                Some(w) => Step::Wrong(w),
                None => self.play_move(mv),
            },
            Try::Answer(i) => match self.judge_answer(i) {
                Ok(()) => {
                    self.tries += 1;
                    self.win()
                }
                Err(w) => Step::Wrong(w),
            },
            Try::Square(sq) => self.click(sq),
        };
        if let Step::Wrong(w) = &step {
            if !matches!(w, Wrong::FoundAlready(_)) {
                self.tries += 1;
            }
        }
        step
    }

    fn win(&mut self) -> Step {
        let stars = stars_for(self.tries, self.level.par);
        self.won = Some(stars);
        Step::Won(stars)
    }

    fn click(&mut self, sq: Square) -> Step {
        let Some(all) = self.squares_to_find() else {
            return Step::Wrong(Wrong::NotThatSquare(sq));
        };
        if self.found.contains(&sq) {
            return Step::Wrong(Wrong::FoundAlready(sq));
        }
        if !all.contains(&sq) {
            if let (ChessGoal::SetUp, Some(piece)) = (&self.level.goal, self.board.piece_on(sq)) {
                return Step::Wrong(Wrong::StandsRight { piece, square: sq });
            }
            return Step::Wrong(Wrong::NotThatSquare(sq));
        }
        self.found.push(sq);
        self.tries += 1;
        if self.found.len() == all.len() {
            return self.win();
        }
        Step::Found(sq)
    }

    fn judge_answer(&self, i: usize) -> Result<(), Wrong> {
        let chosen = self.choices().get(i).cloned();
        match (&self.level.goal, chosen) {
            (ChessGoal::MateOrStalemate(_), Some(Choice::Verdict(v))) => {
                let truth = verdict(&self.board);
                if v == truth {
                    return Ok(());
                }
                Err(Wrong::Verdict(verdict_slip(&self.board, v)))
            }
            (ChessGoal::Draw(_), Some(Choice::Draw(chosen))) => {
                let game = self.level.game();
                if chosen == draw_truth(&game) {
                    return Ok(());
                }
                let board = game.board();
                Err(Wrong::Draw(match chosen {
                    DrawAnswer::Repetition => DrawSlip::Seen(game.repetitions()),
                    DrawAnswer::FiftyMoves => {
                        DrawSlip::Quiet(u32::from(board.halfmove_clock()) / 2)
                    }
                    DrawAnswer::TooFewPieces => {
                        let (side, piece) = mating_piece(board);
                        DrawSlip::CanMate(side, piece)
                    }
                    DrawAnswer::No => DrawSlip::IsDraw,
                }))
            }
            (ChessGoal::CanCastle(side, _), Some(Choice::YesNo(yes))) => {
                let truth = legal_moves(&self.board)
                    .into_iter()
                    .any(|m| is_castling(&self.board, m) == Some(*side));
                if yes == truth {
                    return Ok(());
                }
                Err(Wrong::CanCastle {
                    truth,
                    ban: self.castling_ban(*side),
                })
            }
            (ChessGoal::WriteMove(mv, answer), Some(Choice::Notation(text))) => {
                let piece = self.board.piece_on(mv.from).unwrap_or(Piece::Pawn);
                match choices(answer, piece, mv.to, self.pawn_letter)
                    .into_iter()
                    .find(|(t, _)| *t == text)
                    .and_then(|(_, slip)| slip)
                {
                    None => Ok(()),
                    Some(slip) => Err(Wrong::Notation(slip)),
                }
            }
            _ => Err(Wrong::Notation(Slip::NoX)),
        }
    }

    /// Why castling to `side` is forbidden now, as the chess screen says it.
    fn castling_ban(&self, side: CastleSide) -> Option<chess::CastlingBan> {
        let us = self.board.side_to_move();
        let from = Square::new(File::E, Rank::First.relative_to(us));
        let file = match side {
            CastleSide::Short => File::G,
            CastleSide::Long => File::C,
        };
        match self.game().why_not(from, Square::new(file, from.rank())) {
            Some(WhyNot::Castling(ban)) => Some(ban),
            _ => None,
        }
    }

    fn play_move(&mut self, mut mv: ChessMove) -> Step {
        let game = self.game();
        if mv.promotion.is_none() && game.is_promotion(mv.from, mv.to) {
            mv.promotion = Some(Piece::Queen);
        }
        let Some(m) = game.to_crate_move(mv) else {
            if let Some(w) = self.not_the_double_step(mv) {
                return Step::Wrong(w);
            }
            let why = game
                .why_not(mv.from, mv.to)
                .unwrap_or(WhyNot::NotHowItMoves {
                    piece: self.board.piece_on(mv.from).unwrap_or(Piece::Pawn),
                });
            return Step::Wrong(Wrong::Illegal(why));
        };
        let board = self.board.clone();
        let goal = self.level.goal.clone();
        match goal {
            ChessGoal::Stars(stars) => {
                let Some(next) = after_standing_still(&board, m) else {
                    return Step::Wrong(Wrong::LeaveTheKing);
                };
                self.moved(next, mv);
                let star = stars.contains(&m.to) && !self.collected.contains(&m.to);
                if star {
                    self.collected.push(m.to);
                }
                if self.collected.len() == stars.len() {
                    return self.win();
                }
                if !star {
                    // Played and counted, but said: the way to a star may need it.
                    return Step::Played(Wrong::NoStar);
                }
                Step::GoesOn(None)
            }
            ChessGoal::Promote => {
                let Some(next) = after_standing_still(&board, m) else {
                    return Step::Wrong(Wrong::LeaveTheKing);
                };
                self.moved(next, mv);
                if m.promotion.is_some() {
                    return self.win();
                }
                Step::GoesOn(None)
            }
            ChessGoal::Mate(_) => self.mate_move(&board, m, mv),
            goal if meets(&board, &goal, m) => {
                self.moved(after(&board, m), mv);
                self.win()
            }
            ChessGoal::Check => Step::Wrong(Wrong::NoCheck),
            ChessGoal::OutOfCheck(wanted) => Step::Wrong(Wrong::OtherWay {
                wanted,
                took: way_out(&board, m),
            }),
            ChessGoal::Castle(side) => Step::Wrong(match is_castling(&board, m) {
                Some(_) => Wrong::OtherCastling(side),
                None => Wrong::NotCastling,
            }),
            ChessGoal::EnPassant => Step::Wrong(Wrong::NotEnPassant),
            ChessGoal::BestCapture => Step::Wrong(match captured(&board, m) {
                None => Wrong::NotACapture,
                Some(took) => Wrong::SmallerCapture {
                    took,
                    best: best_capture(&board).unwrap_or(took),
                },
            }),
            _ => Step::Wrong(Wrong::NoCheck),
        }
    }

    /// In an en passant level, a pawn's diagonal step beside an enemy pawn that did not
    /// just make its double step: which one did.
    fn not_the_double_step(&self, mv: ChessMove) -> Option<Wrong> {
        if self.level.goal != ChessGoal::EnPassant {
            return None;
        }
        let b = &self.board;
        let us = b.side_to_move();
        let beside = Square::new(mv.to.file(), mv.from.rank());
        let diagonal = mv.from.file() != mv.to.file()
            && (mv.from.rank() as i8 - mv.to.rank() as i8).abs() == 1;
        let enemy_pawn = b.piece_on(beside) == Some(Piece::Pawn) && b.color_on(beside) == Some(!us);
        if b.piece_on(mv.from) != Some(Piece::Pawn) || !diagonal || !enemy_pawn {
            return None;
        }
        let file = b.en_passant()?;
        let double = Square::new(file, mv.from.rank());
        (double != beside).then_some(Wrong::NotTheDoubleStep {
            pawn: beside,
            double,
        })
    }

    /// The level from its position again, the tries so far kept ("try again" in the
    /// middle of a level: the mistakes still count).
    pub fn restart(&mut self) {
        let tries = self.tries;
        *self = ChessAttempt::new(&self.level).with_pawn_letter(self.pawn_letter);
        self.tries = tries;
    }

    /// A move of a mate level: mate wins; otherwise the toughest defence answers, or the
    /// move is wrong because no mate follows in time.
    fn mate_move(&mut self, board: &Board, m: cozy_chess::Move, mv: ChessMove) -> Step {
        let next = after(board, m);
        if is_mate(&next) {
            self.moved(next, mv);
            return self.win();
        }
        if self.mate_left <= 1 {
            return Step::Wrong(not_mate(board, m));
        }
        match toughest_reply(&next, self.mate_left - 1) {
            None => Step::Wrong(Wrong::Stalemate),
            Some((r, None)) => Step::Wrong(Wrong::NoMateAfter {
                reply: said(&next, r).1,
            }),
            Some((r, Some(_))) => {
                let (reply, text) = said(&next, r);
                self.moved(after(&next, r), reply);
                self.mate_left -= 1;
                Step::GoesOn(Some((reply, text)))
            }
        }
    }

    fn moved(&mut self, next: Board, mv: ChessMove) {
        self.board = next;
        self.last = Some(mv);
        self.tries += 1;
    }
}
