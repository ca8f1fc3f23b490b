//! The computer at chess: easy, normal and hard. Alpha-beta (negamax with a capture
//! search at the leaves) over the crate's legal moves, with a node budget rather than a
//! clock, so that the same position and seed always give the same move. The score is
//! the material of seed 002 in hundredths of a pawn plus a few simple positional terms.
//!
//! - **easy** looks one move ahead without the capture search, with much noise, and
//!   plays a random move one time in three: it leaves pieces hanging, so that a child
//!   who has just learnt the moves can win.
//! - **normal** searches up to 3 moves ahead on a small budget.
//! - **hard** searches deeper on a budget that stays under 300 ms a move in release.

use super::game::{insufficient_material, ChessGame, Command};
use super::notation::piece_value;
use cozy_chess::{Board, Color, Move, Piece, Square};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A computer level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// Beatable by a child who has just learnt the moves.
    Easy,
    /// A club beginner.
    Normal,
    /// The strongest, within 300 ms a move.
    Hard,
}

impl Level {
    /// Every level.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// `easy`, `normal` or `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The level of a name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The default node budget of one decision.
    pub fn budget(self) -> u64 {
        match self {
            Level::Easy => 2_000,
            Level::Normal => 20_000,
            Level::Hard => 300_000,
        }
    }

    fn max_depth(self) -> u32 {
        match self {
            Level::Easy => 1,
            Level::Normal => 3,
            Level::Hard => 12,
        }
    }

    /// The noise added to each root move's score (hundredths of a pawn, ±).
    fn noise(self) -> i32 {
        match self {
            Level::Easy => 250,
            Level::Normal => 30,
            Level::Hard => 2,
        }
    }
}

/// A computer player.
#[derive(Clone, Debug)]
pub struct ChessBot {
    /// Its level.
    pub level: Level,
    /// The seed of its choices.
    pub seed: u64,
    /// Nodes per decision.
    pub budget: u64,
}

const MATE: i32 = 100_000;
const INF: i32 = 1_000_000;

/// The score of a mate found now (a mate `n` half-moves away scores `MATE_SCORE - n`).
pub const MATE_SCORE: i32 = MATE;

/// How far one search may go: a node budget and a depth (a level's own, or a chess
/// program's `go depth`, `go nodes`, `go infinite`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// Nodes at most.
    pub budget: u64,
    /// Full moves of look-ahead at most (half-moves, counted from the root).
    pub max_depth: u32,
}

/// A depth the search completed: what it found so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DepthDone {
    /// The depth, in half-moves.
    pub depth: u32,
    /// The best move's score for the side to move, in hundredths of a pawn (near
    /// [`MATE_SCORE`] for a mate).
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// The best move so far.
    pub best: Move,
}

/// How often (in nodes) a search asks whether it must stop.
const STOP_CHECK_NODES: u64 = 1024;

impl ChessBot {
    /// A bot of `level` with the level's budget.
    pub fn new(level: Level, seed: u64) -> ChessBot {
        ChessBot {
            level,
            seed,
            budget: level.budget(),
        }
    }

    /// The same bot with another node budget (tests use small ones).
    pub fn with_budget(mut self, budget: u64) -> ChessBot {
        self.budget = budget.max(1);
        self
    }

    fn rng(&self, game: &ChessGame) -> ChaCha8Rng {
        let ply = game.moves().len() as u64;
        ChaCha8Rng::seed_from_u64(
            self.seed ^ ply.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ game.board().hash(),
        )
    }

    /// The command of the side to move: a move, or a claimed draw when the position has
    /// come three times and the bot is not ahead. `None` when the game is over.
    pub fn choose(&self, game: &ChessGame) -> Option<Command> {
        if game.is_over() {
            return None;
        }
        if game.can_claim_draw() && evaluate(game.board()) <= 0 {
            return Some(Command::ClaimDraw);
        }
        let mv = self.best_move(game)?;
        Some(Command::Move(super::game::to_player_move(game.board(), mv)))
    }

    /// Whether the bot (not to move) accepts the draw offered: when it stands worse.
    pub fn accepts_draw(&self, game: &ChessGame) -> bool {
        // The score is from the side to move (the offerer); the bot is the other side.
        evaluate(game.board()) > 150
    }

    /// The level's own limits with this bot's budget.
    pub fn limits(&self) -> SearchLimits {
        SearchLimits {
            budget: self.budget,
            max_depth: self.level.max_depth(),
        }
    }

    /// The move the bot plays, from the crate's legal moves.
    pub fn best_move(&self, game: &ChessGame) -> Option<Move> {
        self.search(game, self.limits(), &|| false, &mut |_| {})
    }

    /// The move the bot plays within `limits`, stopping early once `stop` says so (it
    /// is asked every thousand nodes or so: a chess program's `stop`, or its clock, which
    /// the caller reads); `report` hears of every depth completed. With a `stop` that
    /// never fires and the level's limits, this is [`ChessBot::best_move`]: the same
    /// position and seed give the same move.
    pub fn search(
        &self,
        game: &ChessGame,
        limits: SearchLimits,
        stop: &dyn Fn() -> bool,
        report: &mut dyn FnMut(DepthDone),
    ) -> Option<Move> {
        let board = game.board();
        let moves = legal(board);
        if moves.is_empty() {
            return None;
        }
        let mut rng = self.rng(game);
        if self.level == Level::Easy && rng.gen_range(0..3) == 0 {
            return Some(moves[rng.gen_range(0..moves.len() as u64) as usize]);
        }
        let noise: Vec<i32> = moves
            .iter()
            .map(|_| rng.gen_range(-self.level.noise()..=self.level.noise()))
            .collect();
        let mut search = Search {
            nodes: 0,
            budget: limits.budget.max(1),
            quiesce: self.level != Level::Easy,
            path: game.moves().iter().map(|(b, _)| b.hash()).collect(),
            stop,
            stopped: false,
        };
        let mut order: Vec<usize> = (0..moves.len()).collect();
        order.sort_by_key(|&i| -order_score(board, moves[i]));
        let mut best = order[0];
        for depth in 1..=limits.max_depth.max(1) {
            let mut alpha = -INF;
            let mut scores = vec![-INF; moves.len()];
            let mut complete = true;
            for &i in &order {
                let mut next = board.clone();
                next.play_unchecked(moves[i]);
                search.path.push(board.hash());
                let s = -search.negamax(&next, depth - 1, -INF, -alpha + self.level.noise() * 2, 1);
                search.path.pop();
                if search.out_of_budget() {
                    complete = false;
                    break;
                }
                scores[i] = s + noise[i];
                alpha = alpha.max(scores[i]);
            }
            if !complete && depth > 1 {
                break;
            }
            order.sort_by_key(|&i| -scores[i]);
            best = order[0];
            if complete {
                report(DepthDone {
                    depth,
                    score: scores[best],
                    nodes: search.nodes,
                    best: moves[best],
                });
            }
            if !complete || scores[best] >= MATE - 100 {
                break;
            }
        }
        Some(moves[best])
    }
}

/// Every legal move of the side to move (the crate's notation).
fn legal(board: &Board) -> Vec<Move> {
    let mut out = Vec::with_capacity(48);
    board.generate_moves(|pm| {
        out.extend(pm);
        false
    });
    out
}

fn is_capture(board: &Board, mv: Move) -> bool {
    board.colors(!board.side_to_move()).has(mv.to)
        || board.piece_on(mv.from) == Some(Piece::Pawn) && mv.from.file() != mv.to.file()
}

/// Captures of big pieces by small ones first, then promotions.
fn order_score(board: &Board, mv: Move) -> i32 {
    let mut s = 0;
    if is_capture(board, mv) {
        let victim = board.piece_on(mv.to).map_or(1, piece_value);
        let attacker = board.piece_on(mv.from).map_or(1, piece_value);
        s += 100 + victim * 10 - attacker;
    }
    if let Some(p) = mv.promotion {
        s += 50 + piece_value(p);
    }
    s
}

struct Search<'a> {
    nodes: u64,
    budget: u64,
    quiesce: bool,
    path: Vec<u64>,
    /// Whether to stop now (asked every [`STOP_CHECK_NODES`] nodes).
    stop: &'a dyn Fn() -> bool,
    /// Whether `stop` said so.
    stopped: bool,
}

impl Search<'_> {
    fn out_of_budget(&self) -> bool {
        self.nodes >= self.budget || self.stopped
    }

    /// Counts a node, and asks `stop` now and then.
    fn count_node(&mut self) {
        self.nodes += 1;
        if self.nodes.is_multiple_of(STOP_CHECK_NODES) && (self.stop)() {
            self.stopped = true;
        }
    }

    fn negamax(&mut self, board: &Board, depth: u32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
        self.count_node();
        if self.out_of_budget() {
            return 0;
        }
        let moves = legal(board);
        if moves.is_empty() {
            return if board.checkers().is_empty() {
                0
            } else {
                -MATE + ply
            };
        }
        if board.halfmove_clock() >= 100 || insufficient_material(board) {
            return 0;
        }
        let h = board.hash();
        if self
            .path
            .iter()
            .rev()
            .take(board.halfmove_clock() as usize + 1)
            .any(|&p| p == h)
        {
            return 0;
        }
        if depth == 0 {
            return if self.quiesce {
                self.quiescence(board, alpha, beta, 0)
            } else {
                evaluate(board)
            };
        }
        let mut moves = moves;
        moves.sort_by_key(|&m| -order_score(board, m));
        let mut best = -INF;
        self.path.push(h);
        for m in moves {
            let mut next = board.clone();
            next.play_unchecked(m);
            let s = -self.negamax(&next, depth - 1, -beta, -alpha, ply + 1);
            if self.out_of_budget() {
                self.path.pop();
                return 0;
            }
            best = best.max(s);
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        self.path.pop();
        best
    }

    fn quiescence(&mut self, board: &Board, mut alpha: i32, beta: i32, qply: u32) -> i32 {
        self.count_node();
        let stand = evaluate(board);
        if stand >= beta || qply > 8 || self.out_of_budget() {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut caps: Vec<Move> = legal(board)
            .into_iter()
            .filter(|&m| is_capture(board, m) || m.promotion == Some(Piece::Queen))
            .collect();
        caps.sort_by_key(|&m| -order_score(board, m));
        for m in caps {
            let mut next = board.clone();
            next.play_unchecked(m);
            let s = -self.quiescence(&next, -beta, -alpha, qply + 1);
            if s >= beta {
                return s;
            }
            alpha = alpha.max(s);
        }
        alpha
    }
}

/// Distance from the centre, 0 (d4, e4, d5, e5) to 3 (the corners' rings).
fn off_centre(sq: Square) -> i32 {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    let df = if f < 4 { 3 - f } else { f - 4 };
    let dr = if r < 4 { 3 - r } else { r - 4 };
    df.max(dr)
}

/// The position's score for the side to move, in hundredths of a pawn: material (seed
/// 002's values) plus centralised knights and bishops, advanced pawns, a sheltered
/// king while queens are on the board and an active one after.
pub fn evaluate(board: &Board) -> i32 {
    let queens_on = !board.pieces(Piece::Queen).is_empty();
    let mut score = 0;
    for color in [Color::White, Color::Black] {
        let sign = if color == board.side_to_move() { 1 } else { -1 };
        let mut s = 0;
        for piece in Piece::ALL {
            for sq in board.colored_pieces(color, piece) {
                s += piece_value(piece) * 100;
                let rel_rank = sq.rank().relative_to(color) as i32;
                s += match piece {
                    Piece::Knight => 12 - 8 * off_centre(sq),
                    Piece::Bishop => 6 - 4 * off_centre(sq),
                    Piece::Pawn => {
                        let centre = matches!(sq.file() as i32, 3 | 4) as i32;
                        4 * (rel_rank - 1)
                            + 8 * centre * (rel_rank >= 3) as i32
                            + if rel_rank >= 5 {
                                10 * (rel_rank - 4)
                            } else {
                                0
                            }
                    }
                    Piece::Rook => 10 * (rel_rank == 6) as i32,
                    Piece::Queen => 2 - 2 * off_centre(sq),
                    Piece::King if queens_on => {
                        -12 * rel_rank.min(2) + 8 * (off_centre(sq) == 3) as i32
                    }
                    Piece::King => 10 - 8 * off_centre(sq),
                };
            }
        }
        score += sign * s;
    }
    score
}
