//! [`ChessGame`]: the position, the history of positions (for repetitions), the move
//! list, the draw offer and the outcome; the commands, their checks, their events and
//! the only `apply`.

use super::notation;
use super::why_not::{self, WhyNot};
use crate::fen::{parse_fen_counted, write_fen, Counters, FenError};
use cozy_chess::{Board, Color, File, Move, Piece, Rank, Square};
use std::fmt;

/// A move as a player means it: from a square to a square, with the promotion piece
/// when a pawn reaches the last rank. Castling is the king's two-square step (e1→g1),
/// as the chess sets describe it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChessMove {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes (for castling: the king's landing square, g- or c-file).
    pub to: Square,
    /// The piece a pawn becomes on the last rank: queen, rook, bishop or knight.
    pub promotion: Option<Piece>,
}

impl ChessMove {
    /// A move without promotion.
    pub fn new(from: Square, to: Square) -> ChessMove {
        ChessMove {
            from,
            to,
            promotion: None,
        }
    }
}

impl fmt::Display for ChessMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// What a player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// The player to move makes a move.
    Move(ChessMove),
    /// The player to move claims a draw by threefold repetition.
    ClaimDraw,
    /// The player to move offers a draw; the offer stands until the other player
    /// accepts or declines it (the next move declines it too).
    OfferDraw,
    /// The player who was offered a draw accepts it.
    AcceptDraw,
    /// The player who was offered a draw declines it.
    DeclineDraw,
    /// This player gives up.
    Resign(Color),
}

/// How a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinReason {
    /// The loser's king is in check and cannot escape.
    Checkmate,
    /// The loser gave up.
    Resignation,
}

/// Why a game is a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// The player to move is not in check and has no legal move.
    Stalemate,
    /// Neither side has the pieces to mate.
    InsufficientMaterial,
    /// 50 moves of each side without a capture or a pawn move, claimed by the player
    /// to move (FIDE 9.3; the chess-set sheet of seed 000 says only that it is a draw).
    FiftyMoves,
    /// 75 moves of each side without a capture or a pawn move: automatic (FIDE 9.6.2).
    SeventyFiveMoves,
    /// The same position for the third time, claimed by the player to move.
    ThreefoldRepetition,
    /// The same position for the fifth time: automatic.
    FivefoldRepetition,
    /// Both players agreed.
    Agreement,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// How.
        by: WinReason,
    },
    /// A draw.
    Draw(DrawReason),
}

impl Outcome {
    /// The PGN result token: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_token(&self) -> &'static str {
        match self {
            Outcome::Win {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Win { .. } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }
}

/// Why a command is refused: every "no" carries its reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The move is not legal, and why.
    Illegal(WhyNot),
    /// A pawn reaching the last rank needs the piece it becomes.
    PromotionPieceMissing,
    /// Only a queen, rook, bishop or knight can be chosen, and only for a pawn reaching
    /// the last rank.
    BadPromotionPiece,
    /// No position has occurred three times, so there is no draw to claim.
    NoRepetitionToClaim,
    /// A draw offer already stands.
    OfferStands,
    /// There is no draw offer to answer.
    NoOffer,
}

/// What happened: the only input of [`ChessGame::apply`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move was made (the crate's move: castling as king-takes-rook).
    Moved {
        /// The move in the crate's notation.
        mv: Move,
        /// The piece that moved.
        piece: Piece,
        /// The piece captured, if any (a pawn for en passant).
        captured: Option<Piece>,
        /// Whether the move gives check.
        check: bool,
    },
    /// The player to move offered a draw.
    DrawOffered(Color),
    /// The offer was declined (or lapsed with a move).
    DrawDeclined,
    /// The game ended.
    Ended(Outcome),
}

/// The game: start position (or a FEN), every position since (for repetitions), the
/// moves, the captured pieces, a standing draw offer and the outcome.
#[derive(Clone, Debug)]
pub struct ChessGame {
    start: Board,
    board: Board,
    /// The repetition key of every position so far, the current one last.
    keys: Vec<u64>,
    /// The moves so far, with the board before each.
    moves: Vec<(Board, Move)>,
    /// The pieces each side has captured (by the capturer's colour index).
    captured: [Vec<Piece>; 2],
    offer: Option<Color>,
    outcome: Option<Outcome>,
    /// The start position's counters as its FEN wrote them (the board holds the
    /// half-move clock only up to 100 and the move number only up to 65,535).
    start_counters: Counters,
    /// Half-moves since the last capture or pawn move, counted on past the move
    /// generator's 100 (the 75-move rule needs 150).
    quiet: u64,
}

impl Default for ChessGame {
    fn default() -> Self {
        ChessGame::new()
    }
}

impl PartialEq for ChessGame {
    fn eq(&self, other: &Self) -> bool {
        self.start == other.start
            && self.start_counters == other.start_counters
            && self.board == other.board
            && self.moves == other.moves
            && self.offer == other.offer
            && self.outcome == other.outcome
    }
}

impl ChessGame {
    /// A game from the initial position.
    pub fn new() -> ChessGame {
        ChessGame::from_board(Board::default())
    }

    /// A game from a FEN (or `start`).
    ///
    /// # Errors
    /// A [`FenError`] if the FEN is malformed or the position impossible.
    pub fn from_fen(fen: &str) -> Result<ChessGame, FenError> {
        parse_fen_counted(fen).map(|(board, counters)| ChessGame::from_position(board, counters))
    }

    /// A game from a board, with the counters the board holds (see
    /// [`ChessGame::from_position`] for counters past 100 and 65,535).
    pub fn from_board(board: Board) -> ChessGame {
        let counters = Counters::of(&board);
        ChessGame::from_position(board, counters)
    }

    /// A game from a board and the counters its FEN wrote; the outcome is set at once
    /// if it is already decided (a mate or stalemate set up from a FEN, or a half-move
    /// clock of 150: the 75-move rule).
    pub fn from_position(board: Board, counters: Counters) -> ChessGame {
        let mut game = ChessGame {
            keys: vec![repetition_key(&board)],
            start: board.clone(),
            board,
            moves: vec![],
            captured: [vec![], vec![]],
            offer: None,
            outcome: None,
            start_counters: counters,
            quiet: counters.halfmove_clock,
        };
        game.outcome = automatic_outcome(&game.board, &game.keys, game.quiet);
        game
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The position the game started from.
    pub fn start_board(&self) -> &Board {
        &self.start
    }

    /// The counters of the position the game started from, as its FEN wrote them.
    pub fn start_counters(&self) -> Counters {
        self.start_counters
    }

    /// The counters now: half-moves since the last capture or pawn move, and the
    /// number of the move being played, neither stopping where the board's do.
    pub fn counters(&self) -> Counters {
        Counters {
            halfmove_clock: self.quiet,
            fullmove_number: self.move_number(self.moves.len()),
        }
    }

    /// The number of the full move that the half-move `ply` (from 0, counted from the
    /// start position) belongs to.
    pub fn move_number(&self, ply: usize) -> u64 {
        let black_first = u64::from(self.start.side_to_move() == Color::Black);
        self.start_counters.fullmove_number + (ply as u64 + black_first) / 2
    }

    /// The position now as FEN, with the counters as chess programs write them.
    pub fn fen(&self) -> String {
        write_fen(&self.board, self.counters())
    }

    /// The start position as FEN, with its counters as written.
    pub fn start_fen(&self) -> String {
        write_fen(&self.start, self.start_counters)
    }

    /// The moves so far, each with the board before it (crate notation).
    pub fn moves(&self) -> &[(Board, Move)] {
        &self.moves
    }

    /// The last move, as squares a player sees (castling: the king's squares).
    pub fn last_move(&self) -> Option<ChessMove> {
        self.moves.last().map(|(b, m)| to_player_move(b, *m))
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Color {
        self.board.side_to_move()
    }

    /// The outcome, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Who offered a draw that is still standing.
    pub fn draw_offer(&self) -> Option<Color> {
        self.offer
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        !self.board.checkers().is_empty()
    }

    /// The pieces `color` has captured, in order.
    pub fn captured_by(&self, color: Color) -> &[Piece] {
        &self.captured[color as usize]
    }

    /// How often the current position has occurred (1 the first time).
    pub fn repetitions(&self) -> usize {
        let now = *self.keys.last().unwrap_or(&0);
        self.keys.iter().filter(|&&k| k == now).count()
    }

    /// The draw the player to move may claim now, if any: by threefold repetition, or
    /// by the 50-move rule (FIDE 9.2, 9.3).
    pub fn claimable_draw(&self) -> Option<DrawReason> {
        if self.is_over() {
            None
        } else if self.repetitions() >= 3 {
            Some(DrawReason::ThreefoldRepetition)
        } else if self.quiet >= FIFTY_MOVES {
            Some(DrawReason::FiftyMoves)
        } else {
            None
        }
    }

    /// Whether the player to move may claim a draw (see [`ChessGame::claimable_draw`]).
    pub fn can_claim_draw(&self) -> bool {
        self.claimable_draw().is_some()
    }

    /// Every legal move now, as players mean them.
    pub fn legal_moves(&self) -> Vec<ChessMove> {
        if self.is_over() {
            return vec![];
        }
        let mut out = vec![];
        self.board.generate_moves(|pm| {
            for m in pm {
                out.push(to_player_move(&self.board, m));
            }
            false
        });
        out
    }

    /// The squares the piece on `from` can go to (each once, promotions folded).
    pub fn targets_from(&self, from: Square) -> Vec<Square> {
        let mut out: Vec<Square> = self
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect();
        out.dedup();
        out
    }

    /// Whether a move from `from` to `to` is a promotion (a choice is needed).
    pub fn is_promotion(&self, from: Square, to: Square) -> bool {
        self.board.piece_on(from) == Some(Piece::Pawn)
            && matches!(to.rank(), Rank::First | Rank::Eighth)
    }

    /// Why the piece on `from` cannot go to `to` now, or `None` if it can.
    pub fn why_not(&self, from: Square, to: Square) -> Option<WhyNot> {
        why_not::explain(self, from, to)
    }

    /// A move in SAN (or `0-0`/`e7e8q` forms the crate reads) for the position now.
    pub fn parse_san(&self, san: &str) -> Option<ChessMove> {
        notation::parse_san(&self.board, san).map(|m| to_player_move(&self.board, m))
    }

    /// The crate's move for a player's move, if it is legal now.
    pub fn to_crate_move(&self, mv: ChessMove) -> Option<Move> {
        let castling = self.board.piece_on(mv.from) == Some(Piece::King)
            && mv.from == self.board.king(self.side_to_move())
            && (mv.from.file() as i8 - mv.to.file() as i8).abs() == 2
            && mv.from.rank() == mv.to.rank();
        let m = if castling {
            let rights = self.board.castle_rights(self.side_to_move());
            let rook = if mv.to.file() > mv.from.file() {
                rights.short
            } else {
                rights.long
            };
            let file: File = rook?;
            Move {
                from: mv.from,
                to: Square::new(file, mv.from.rank()),
                promotion: None,
            }
        } else {
            Move {
                from: mv.from,
                to: mv.to,
                promotion: mv.promotion,
            }
        };
        self.board.is_legal(m).then_some(m)
    }

    /// Whether `cmd` is allowed now, and if not, why.
    ///
    /// # Errors
    /// The [`Refusal`] with its reason.
    pub fn check(&self, cmd: &Command) -> Result<(), Refusal> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        match *cmd {
            Command::Move(mv) => {
                if let Some(why) = self.why_not(mv.from, mv.to) {
                    return Err(Refusal::Illegal(why));
                }
                let promo = self.is_promotion(mv.from, mv.to);
                match (promo, mv.promotion) {
                    (true, None) => Err(Refusal::PromotionPieceMissing),
                    (false, Some(_)) => Err(Refusal::BadPromotionPiece),
                    (true, Some(Piece::Pawn | Piece::King)) => Err(Refusal::BadPromotionPiece),
                    _ => self
                        .to_crate_move(mv)
                        .map(|_| ())
                        .ok_or(Refusal::BadPromotionPiece),
                }
            }
            Command::ClaimDraw if self.can_claim_draw() => Ok(()),
            Command::ClaimDraw => Err(Refusal::NoRepetitionToClaim),
            Command::OfferDraw if self.offer.is_some() => Err(Refusal::OfferStands),
            Command::OfferDraw => Ok(()),
            Command::AcceptDraw | Command::DeclineDraw if self.offer.is_none() => {
                Err(Refusal::NoOffer)
            }
            Command::AcceptDraw | Command::DeclineDraw | Command::Resign(_) => Ok(()),
        }
    }

    /// The events `cmd` produces, without changing the game.
    ///
    /// # Errors
    /// The [`Refusal`] if the command is not allowed now.
    pub fn execute(&self, cmd: &Command) -> Result<Vec<Event>, Refusal> {
        self.check(cmd)?;
        let mut events = vec![];
        match *cmd {
            Command::Move(pm) => {
                let mv = self.to_crate_move(pm).ok_or(Refusal::BadPromotionPiece)?;
                if self.offer.is_some() {
                    events.push(Event::DrawDeclined);
                }
                let piece = self.board.piece_on(mv.from).unwrap_or(Piece::Pawn);
                let mut after = self.board.clone();
                after.play_unchecked(mv);
                let captured = captured_piece(&self.board, mv, piece);
                events.push(Event::Moved {
                    mv,
                    piece,
                    captured,
                    check: !after.checkers().is_empty(),
                });
                let mut keys = self.keys.clone();
                keys.push(repetition_key(&after));
                let quiet = quiet_after(self.quiet, piece, captured);
                if let Some(o) = automatic_outcome(&after, &keys, quiet) {
                    events.push(Event::Ended(o));
                }
            }
            Command::ClaimDraw => events.push(Event::Ended(Outcome::Draw(
                self.claimable_draw()
                    .unwrap_or(DrawReason::ThreefoldRepetition),
            ))),
            Command::OfferDraw => events.push(Event::DrawOffered(self.side_to_move())),
            Command::AcceptDraw => events.push(Event::Ended(Outcome::Draw(DrawReason::Agreement))),
            Command::DeclineDraw => events.push(Event::DrawDeclined),
            Command::Resign(c) => events.push(Event::Ended(Outcome::Win {
                winner: !c,
                by: WinReason::Resignation,
            })),
        }
        Ok(events)
    }

    /// The only place that changes a game.
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Moved {
                mv,
                piece,
                captured,
                check: _,
            } => {
                self.quiet = quiet_after(self.quiet, piece, captured);
                let mover = self.board.side_to_move();
                let before = self.board.clone();
                self.board.play_unchecked(mv);
                self.moves.push((before, mv));
                self.keys.push(repetition_key(&self.board));
                if let Some(p) = captured {
                    self.captured[mover as usize].push(p);
                }
                self.offer = None;
            }
            Event::DrawOffered(c) => self.offer = Some(c),
            Event::DrawDeclined => self.offer = None,
            Event::Ended(o) => {
                self.outcome = Some(o);
                self.offer = None;
            }
        }
    }

    /// Check, execute and apply `cmd`; the events it produced.
    ///
    /// # Errors
    /// The [`Refusal`] if the command is not allowed now; the game is unchanged.
    pub fn play(&mut self, cmd: &Command) -> Result<Vec<Event>, Refusal> {
        let events = self.execute(cmd)?;
        for e in &events {
            self.apply(e);
        }
        Ok(events)
    }
}

/// The piece a move captures (the pawn beside for en passant; nothing for castling).
fn captured_piece(board: &Board, mv: Move, piece: Piece) -> Option<Piece> {
    if board.color_on(mv.to) == Some(board.side_to_move()) {
        return None; // castling: the king "takes" its own rook in the crate's notation
    }
    match board.piece_on(mv.to) {
        Some(p) => Some(p),
        None if piece == Piece::Pawn && mv.from.file() != mv.to.file() => Some(Piece::Pawn),
        None => None,
    }
}

/// The crate's move as the player sees it (castling: the king's two-square step).
pub fn to_player_move(board: &Board, m: Move) -> ChessMove {
    if board.piece_on(m.from) == Some(Piece::King)
        && board.color_on(m.to) == Some(board.side_to_move())
    {
        let file = if m.to.file() > m.from.file() {
            File::G
        } else {
            File::C
        };
        return ChessMove::new(m.from, Square::new(file, m.from.rank()));
    }
    ChessMove {
        from: m.from,
        to: m.to,
        promotion: m.promotion,
    }
}

/// A key equal for positions that are "the same" for repetitions: same pieces, same
/// side to move, same castling rights, and the same en passant capture possible.
fn repetition_key(board: &Board) -> u64 {
    let mut key = board.hash_without_ep();
    if let Some(ep) = crate::fen::en_passant_capture(board) {
        key ^= (ep.file() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    key
}

/// Half-moves without a capture or a pawn move after which a draw may be claimed.
const FIFTY_MOVES: u64 = 100;
/// Half-moves without a capture or a pawn move after which the game is drawn.
const SEVENTY_FIVE_MOVES: u64 = 150;

/// The half-moves without a capture or a pawn move after a move of `piece`.
fn quiet_after(quiet: u64, piece: Piece, captured: Option<Piece>) -> u64 {
    if piece == Piece::Pawn || captured.is_some() {
        0
    } else {
        quiet.saturating_add(1)
    }
}

/// The outcome the rules impose on their own in this position: mate, stalemate,
/// insufficient material, the 75-move rule, the fifth repetition.
fn automatic_outcome(board: &Board, keys: &[u64], quiet: u64) -> Option<Outcome> {
    let has_moves = board.generate_moves(|_| true);
    if !has_moves {
        return Some(if board.checkers().is_empty() {
            Outcome::Draw(DrawReason::Stalemate)
        } else {
            Outcome::Win {
                winner: !board.side_to_move(),
                by: WinReason::Checkmate,
            }
        });
    }
    if insufficient_material(board) {
        return Some(Outcome::Draw(DrawReason::InsufficientMaterial));
    }
    if quiet >= SEVENTY_FIVE_MOVES {
        return Some(Outcome::Draw(DrawReason::SeventyFiveMoves));
    }
    let now = *keys.last()?;
    if keys.iter().filter(|&&k| k == now).count() >= 5 {
        return Some(Outcome::Draw(DrawReason::FivefoldRepetition));
    }
    None
}

/// Neither side can mate: king against king, king and one minor piece against king,
/// or only bishops all on squares of one colour.
pub fn insufficient_material(board: &Board) -> bool {
    let heavy = board.pieces(Piece::Pawn) | board.pieces(Piece::Rook) | board.pieces(Piece::Queen);
    if !heavy.is_empty() {
        return false;
    }
    let knights = board.pieces(Piece::Knight);
    let bishops = board.pieces(Piece::Bishop);
    let minors = knights.len() + bishops.len();
    if minors <= 1 {
        return true;
    }
    knights.is_empty()
        && (bishops.is_subset(cozy_chess::BitBoard::DARK_SQUARES)
            || bishops.is_subset(cozy_chess::BitBoard::LIGHT_SQUARES))
}
