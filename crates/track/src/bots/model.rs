//! What one game's rules, board and dice mean for the computer players, fixed for one decision.

use crate::board::step::expand_one;
use crate::board::Board;
use crate::board::UNREACHABLE;
use crate::dice::Face;
use crate::geometry::{Square, SquareSet, DIAGONAL};
use crate::pieces::{PieceId, Role, Seat, ROLES, SEATS};
use crate::variant::HouseRule;
use crate::State;

/// The facts of a game that the evaluation and the threat model read: the board, the
/// die faces, the house rules that change captures, the seats still playing and each
/// seat's lap. Fixed for one decision.
pub(super) struct Model<'a> {
    /// The board.
    pub(super) board: &'a Board,
    /// White faces.
    pub(super) white: Vec<Face>,
    /// Orange pips (empty when the variant has no orange die).
    pub(super) orange: Vec<u8>,
    /// The kinds the orange die moves, by [`Role::index`].
    orange_moves: [bool; ROLES],
    /// The most pips on a white face.
    white_max: u8,
    /// The most pips on an orange face.
    orange_max: u8,
    /// Whether a piece may stop short of its roll (*may stop early*).
    stop_early: bool,
    /// Whether covered pieces cannot be captured (the protection rule).
    pub(super) protection: bool,
    /// Whether `#` can bring in.
    pub(super) hash_brings: bool,
    /// Seats still playing, in turn order.
    pub(super) playing: Vec<Seat>,
    /// Moves home from the first start field, per seat and kind.
    pub(super) lap: [[f32; ROLES]; SEATS],
    /// Start fields per seat.
    pub(super) starts: [Option<[Square; 2]>; SEATS],
}

impl<'a> Model<'a> {
    /// The model of the game in `state`.
    pub(super) fn new(state: &'a State) -> Model<'a> {
        let board = state.board();
        let setup = state.setup();
        let white = state.dice().white.clone();
        let orange: Vec<u8> = if setup.variant.orange_die {
            state
                .dice()
                .orange
                .iter()
                .filter_map(|f| match f {
                    Face::Pips(n) => Some(*n),
                    _ => None,
                })
                .collect()
        } else {
            vec![]
        };
        let pips_max = |fs: &[Face]| {
            fs.iter()
                .filter_map(|f| match f {
                    Face::Pips(n) => Some(*n),
                    _ => None,
                })
                .max()
                .unwrap_or(0)
        };
        let rules = &setup.rules;
        let hash_brings = if setup.variant.action {
            !rules.has(HouseRule::HashDrawsCard)
        } else {
            rules.has(HouseRule::SymbolsBringIn)
        };
        let mut lap = [[0.0; ROLES]; SEATS];
        let mut starts = [None; SEATS];
        for s in board.seats() {
            if let Some(l) = board.seat(s) {
                starts[s.index()] = Some(l.start);
                for r in Role::ALL {
                    let d = board.moves_home(s, r)[board.index(l.start[0])];
                    lap[s.index()][r.index()] = if d == UNREACHABLE { 60.0 } else { d as f32 };
                }
            }
        }
        Model {
            board,
            orange_moves: Role::ALL.map(|r| setup.variant.moved_by_orange(r)),
            white_max: pips_max(&white),
            orange_max: orange.iter().copied().max().unwrap_or(0),
            white,
            orange,
            stop_early: rules.has(HouseRule::MayStopEarly),
            protection: setup.protection(),
            hash_brings,
            playing: setup
                .seats
                .iter()
                .copied()
                .filter(|s| !state.has_finished(*s))
                .collect(),
            lap,
            starts,
        }
    }

    /// Whether pieces of this kind move by the orange die in this game.
    pub(super) fn moved_by_orange(&self, role: Role) -> bool {
        self.orange_moves[role.index()] && !self.orange.is_empty()
    }

    /// Moves home of a piece on a square (empty-board map).
    pub(super) fn dist(&self, piece: PieceId, sq: Square) -> f32 {
        let d = self.board.moves_home(piece.seat, piece.role)[self.board.index(sq)];
        if d == UNREACHABLE {
            self.lap[piece.seat.index()][piece.role.index()]
        } else {
            d as f32
        }
    }

    /// The squares a piece can capture on (or land on) with exactly `k` moves, k = 1..=max,
    /// in a board whose taken squares are `occupied`. With *may stop early*, with at most k.
    pub(super) fn attack_levels(
        &self,
        occupied: SquareSet,
        piece: PieceId,
        from: Square,
    ) -> Vec<SquareSet> {
        let max = if self.moved_by_orange(piece.role) {
            self.orange_max
        } else {
            self.white_max
        };
        let board = self.board;
        let o = board.index(from);
        let empty = (board.track() & !occupied) | SquareSet::single(o);
        let mut level = SquareSet::single(o);
        let mut out = vec![SquareSet::EMPTY; max as usize + 1];
        let t = board.tables(piece.seat);
        for k in 1..=max as usize {
            let e = expand_one(board, piece.seat, piece.role, level, empty);
            let att = if piece.role == Role::Pawn {
                let mut d = SquareSet::EMPTY;
                for v in DIAGONAL {
                    d |= (level & t.from_ok[v]).shifted(board.delta(v));
                }
                d & board.track()
            } else {
                e.hits | e.reach
            };
            out[k] = if self.stop_early {
                att | out[k - 1]
            } else {
                att
            };
            level = e.reach;
            if level.is_empty() && !self.stop_early {
                break;
            }
        }
        out
    }
}
