//! Computer players for Yalta: easy, normal and hard. Normal and hard search the move
//! tree "paranoid" style (the player to decide maximises, both opponents are assumed
//! to play against it) with alpha-beta, iterative deepening and a **node budget**, so
//! that a seed always gives the same move, whatever the machine's speed.

use super::board::Board;
use super::cell::{Cell, Player};
use super::game::Game;
use super::position::{kind_of, owner_of, Move, Position, Special, KING, PAWN};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Takes the best capture it sees half the time, otherwise moves at random.
    Easy,
    /// A short paranoid search (2 plies and captures, 3,000 nodes).
    Normal,
    /// A deeper paranoid search (up to 6 plies and captures, 25,000 nodes).
    Hard,
}

impl Level {
    /// The level of a name: `easy`, `normal` or `hard`.
    pub fn from_name(name: &str) -> Option<Level> {
        match name {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    /// The level's name.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    fn budget(self) -> (u32, u64) {
        match self {
            Level::Easy => (1, 0),
            Level::Normal => (2, 3_000),
            Level::Hard => (6, 25_000),
        }
    }
}

/// The value of each kind, in centipawns (king, queen, rook, bishop, knight, pawn).
const VALUE: [i32; 6] = [0, 900, 500, 320, 300, 100];
const MATE: i32 = 1_000_000;

/// The computer's move for the player to move in `game`, or `None` if the game is over.
/// `rng` only breaks ties (and makes the easy player's random moves); a seeded `rng`
/// gives the same move every time.
pub fn choose(game: &Game, level: Level, rng: &mut ChaCha8Rng) -> Option<Move> {
    if game.is_over() {
        return None;
    }
    let pos = game.position();
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    if level == Level::Easy {
        return Some(easy(pos, &moves, rng));
    }
    let (max_depth, budget) = level.budget();
    let mut s = Search {
        root: pos.to_move(),
        nodes: 0,
        budget,
        aborted: false,
        checks: std::array::from_fn(|i| game.checkers(Player::from_index(i)).to_vec()),
    };
    let mut scored: Vec<(Move, i32)> = order(pos, moves).into_iter().map(|m| (m, 0)).collect();
    for depth in 1..=max_depth {
        let mut this: Vec<(Move, i32)> = Vec::with_capacity(scored.len());
        let mut best = -MATE * 2;
        for &(mv, _) in &scored {
            let mut next = pos.clone();
            next.make(&mv);
            // One below the best so far: a move as good as the best gets its exact
            // value (a true tie), a worse one a bound below it.
            let v = s.search(&next, depth - 1, best - 1, MATE * 2, 1);
            if s.aborted {
                break;
            }
            best = best.max(v);
            this.push((mv, v));
        }
        if s.aborted {
            break;
        }
        // Moves cut off by alpha-beta have upper bounds only; the order stays stable.
        this.sort_by_key(|&(_, v)| -v);
        scored = this;
    }
    let best = scored[0].1;
    let ties: Vec<Move> = scored
        .iter()
        .filter(|&&(_, v)| v == best)
        .map(|&(m, _)| m)
        .collect();
    Some(ties[rng.gen_range(0..ties.len() as u64) as usize])
}

fn easy(pos: &Position, moves: &[Move], rng: &mut ChaCha8Rng) -> Move {
    if rng.gen_bool(0.5) {
        return moves[rng.gen_range(0..moves.len() as u64) as usize];
    }
    let gain = |m: &Move| {
        let code = pos.board[m.to.index()];
        let taken = if code == 0 {
            0
        } else {
            VALUE[kind_of(code) as usize]
        };
        taken
            + m.promotion
                .map_or(0, |k| VALUE[k as usize] - VALUE[PAWN as usize])
    };
    let best = moves.iter().map(gain).max().unwrap_or(0);
    let top: Vec<&Move> = moves.iter().filter(|m| gain(m) == best).collect();
    *top[rng.gen_range(0..top.len() as u64) as usize]
}

/// Captures first (most valuable victim, least valuable attacker), then promotions.
fn order(pos: &Position, mut moves: Vec<Move>) -> Vec<Move> {
    moves.sort_by_cached_key(|m| {
        let victim = pos.board[m.to.index()];
        let attacker = kind_of(pos.board[m.from.index()]) as i32;
        let v = if victim != 0 {
            VALUE[kind_of(victim) as usize] * 10 - VALUE[attacker as usize] / 10
        } else if matches!(m.special, Special::EnPassant(_)) {
            1000
        } else {
            0
        };
        -(v + m.promotion.map_or(0, |k| VALUE[k as usize] * 10))
    });
    moves
}

struct Search {
    root: Player,
    nodes: u64,
    budget: u64,
    aborted: bool,
    /// The game's check lists at the root, for who wins a mate found in the tree.
    checks: [Vec<Player>; 3],
}

impl Search {
    fn search(
        &mut self,
        pos: &Position,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        ply: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
            return 0;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return self.no_moves(pos, ply);
        }
        if depth == 0 {
            return self.quiesce(pos, alpha, beta, 3);
        }
        let maximise = pos.to_move() == self.root;
        for mv in order(pos, moves) {
            let mut next = pos.clone();
            next.make(&mv);
            let v = self.search(&next, depth - 1, alpha, beta, ply + 1);
            if self.aborted {
                return 0;
            }
            if maximise {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if maximise {
            alpha
        } else {
            beta
        }
    }

    /// Captures only, with "standing pat" allowed to every player.
    fn quiesce(&mut self, pos: &Position, mut alpha: i32, mut beta: i32, left: u32) -> i32 {
        let stand = evaluate(pos, self.root);
        let maximise = pos.to_move() == self.root;
        if maximise {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        } else {
            if stand <= alpha {
                return stand;
            }
            beta = beta.min(stand);
        }
        if left == 0 {
            return stand;
        }
        let captures: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| pos.board[m.to.index()] != 0 || m.promotion.is_some())
            .collect();
        for mv in order(pos, captures) {
            self.nodes += 1;
            if self.nodes > self.budget {
                // The capture search counts against the budget too.
                self.aborted = true;
                return stand;
            }
            let mut next = pos.clone();
            next.make(&mv);
            let v = self.quiesce(&next, alpha, beta, left - 1);
            if maximise {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if maximise {
            alpha
        } else {
            beta
        }
    }

    /// The player to move cannot move: checkmate (for the first checker, as far as the
    /// search can tell) or stalemate.
    fn no_moves(&self, pos: &Position, ply: i32) -> i32 {
        let loser = pos.to_move();
        let by = pos.checkers(loser);
        if by.is_empty() {
            return 0;
        }
        if loser == self.root {
            return -MATE + ply;
        }
        let winner = if by.len() == 1 {
            by[0]
        } else {
            self.checks[loser.index()]
                .iter()
                .copied()
                .find(|p| by.contains(p))
                .unwrap_or(loser.previous())
        };
        if winner == self.root {
            MATE - ply
        } else {
            -MATE / 2 + ply
        }
    }
}

/// The position from `root`'s side: its material and pawn progress against the mean
/// of its opponents', plus a pull of its pieces toward the opponents' kings.
fn evaluate(pos: &Position, root: Player) -> i32 {
    let b = Board::get();
    let mut score = [0i32; 3];
    let kings = [Cell(pos.kings[0]), Cell(pos.kings[1]), Cell(pos.kings[2])];
    for (i, &code) in pos.board.iter().enumerate() {
        if code == 0 {
            continue;
        }
        let o = owner_of(code);
        let k = kind_of(code);
        score[o] += VALUE[k as usize];
        let cell = Cell(i as u8);
        if k == PAWN {
            let steps = if cell.area().index() == o {
                7 - cell.rank() as i32
            } else {
                cell.rank() as i32
            };
            score[o] += (7 - steps) * 6;
        } else if k != KING && o == root.index() {
            // Pieces near the nearest opponent's king.
            let near = root
                .opponents()
                .map(|p| b.distance(cell, kings[p.index()]))
                .into_iter()
                .min()
                .unwrap_or(0) as i32;
            score[o] += (8 - near).max(0) * 3;
        }
    }
    let r = root.index();
    let [o1, o2] = root.opponents().map(|p| score[p.index()]);
    let mut v = score[r] - (o1 + o2) / 2;
    // A lone king near the rim is closer to mate.
    for p in root.opponents() {
        v += 8 * b.centre_distance(kings[p.index()]) as i32;
    }
    v
}
