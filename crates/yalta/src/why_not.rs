//! "Why not?" for Yalta: every refused move carries its reason (design §2–§4), so the
//! window can say it in words and mark what it refers to.

use super::board::{Board, NONE};
use super::cell::{Cell, Player};
use super::game::Command;
use super::movegen::CastlingRefusal;
use super::position::{kind_of, owner_of, Kind, Move, Position, Special, KING, PAWN};
use std::fmt;

/// Why a command is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// No piece stands on the cell.
    NoPiece(Cell),
    /// The piece belongs to another player.
    NotYourPiece(Cell, Player),
    /// One of the mover's own pieces stands on the target.
    OwnPieceThere(Cell),
    /// The target holds a king, and a king is never taken.
    KingNeverTaken(Cell, Player),
    /// The piece does not move like that.
    NotHowThisPieceMoves(Kind),
    /// The way is blocked by the piece on this cell.
    WayBlocked(Cell),
    /// A pawn captures only diagonally: the piece ahead of it blocks it.
    PawnCapturesOnlyDiagonally(Cell),
    /// A pawn moves diagonally only to capture (or en passant).
    PawnMovesDiagonallyOnlyToCapture(Cell),
    /// Castling is not allowed now, and why.
    Castling(CastlingRefusal),
    /// The king would stand in check, from these players.
    KingWouldStandInCheck(Vec<Player>),
    /// The mover's king is in check and this move does not end it; the checkers.
    DoesNotAnswerCheck(Vec<Player>),
    /// The piece is pinned: moving it would open a line from this player's piece on
    /// this cell to the own king.
    Pinned(Player, Cell),
    /// A pawn on another player's back row must say what it becomes.
    PromotionNeeded,
    /// Only a pawn reaching another player's back row becomes something else (and
    /// never a king).
    NoPromotionHere,
}

/// Word-free: the reason as values (the app says it in words, `ui::i18n::yalta_refusal`).
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for Refusal {}

/// The legal move a command asks for, or why it is refused.
///
/// # Errors
/// The [`Refusal`].
pub fn explain(pos: &Position, cmd: &Command) -> Result<Move, Refusal> {
    let me = pos.to_move();
    let piece = pos.piece(cmd.from).ok_or(Refusal::NoPiece(cmd.from))?;
    if piece.owner != me {
        return Err(Refusal::NotYourPiece(cmd.from, piece.owner));
    }
    let legal = pos.legal_moves_from(cmd.from);
    if let Some(m) = legal
        .iter()
        .find(|m| m.to == cmd.to && m.promotion == cmd.promotion)
    {
        return Ok(*m);
    }
    if legal.iter().any(|m| m.to == cmd.to) {
        return Err(if cmd.promotion.is_none() {
            Refusal::PromotionNeeded
        } else {
            Refusal::NoPromotionHere
        });
    }
    if let Some(p) = pos.piece(cmd.to) {
        if p.owner == me {
            return Err(Refusal::OwnPieceThere(cmd.to));
        }
    }
    let pseudo = pseudo_reach(pos, cmd)?;
    if cmd.promotion.is_some() && pseudo.promotion.is_none() {
        return Err(Refusal::NoPromotionHere);
    }
    Err(check_reason(pos, &pseudo))
}

/// The move if the piece could make it when checks did not count, or why not.
fn pseudo_reach(pos: &Position, cmd: &Command) -> Result<Move, Refusal> {
    let b = Board::get();
    let me = pos.to_move();
    let (from, to) = (cmd.from.index(), cmd.to.index());
    let code = pos.board[from];
    let kind = Kind::ALL[kind_of(code) as usize];
    let target = pos.board[to];
    let king_there = target != 0 && kind_of(target) == KING && owner_of(target) != me.index();
    let never_taken = || Refusal::KingNeverTaken(cmd.to, Player::from_index(owner_of(target)));
    let mut mv = Move {
        from: cmd.from,
        to: cmd.to,
        promotion: None,
        special: Special::Plain,
    };
    match kind_of(code) {
        PAWN => {
            let fwd = b.pawn_forward[me.index()];
            let f = fwd[from];
            if fwd[to] == NONE {
                mv.promotion = Some(cmd.promotion.unwrap_or(Kind::Queen));
            }
            if f as usize == to {
                if target != 0 {
                    return Err(Refusal::PawnCapturesOnlyDiagonally(cmd.to));
                }
                return Ok(mv);
            }
            if f != NONE && fwd[f as usize] as usize == to {
                if !(cmd.from.area() == me && cmd.from.rank() == 1) {
                    return Err(Refusal::NotHowThisPieceMoves(kind));
                }
                if pos.board[f as usize] != 0 {
                    return Err(Refusal::WayBlocked(Cell(f)));
                }
                if target != 0 {
                    return Err(Refusal::PawnCapturesOnlyDiagonally(cmd.to));
                }
                mv.special = Special::DoubleStep;
                return Ok(mv);
            }
            if b.pawn_captures[me.index()][from].contains(&(to as u8)) {
                if king_there {
                    return Err(never_taken());
                }
                if target == 0 {
                    let ep = pos
                        .en_passant()
                        .into_iter()
                        .find(|&(s, _, p)| s == cmd.to && p != me);
                    return match ep {
                        Some((_, pawn, _)) => {
                            mv.special = Special::EnPassant(pawn);
                            Ok(mv)
                        }
                        None => Err(Refusal::PawnMovesDiagonallyOnlyToCapture(cmd.to)),
                    };
                }
                return Ok(mv);
            }
            Err(Refusal::NotHowThisPieceMoves(kind))
        }
        KING => {
            if b.king[from].contains(&(to as u8)) {
                return if king_there {
                    Err(never_taken())
                } else {
                    Ok(mv)
                };
            }
            let (k, c) = (cmd.from, cmd.to);
            if c.area() == me && k.area() == me && k.rank() == 0 && c.rank() == 0 {
                let h = c.file() > k.file();
                if c.file().abs_diff(k.file()) == 2 {
                    return pos.castling_move(h).map_err(Refusal::Castling);
                }
            }
            Err(Refusal::NotHowThisPieceMoves(kind))
        }
        k => {
            if k == super::position::KNIGHT {
                if b.knight[from].contains(&(to as u8)) {
                    return if king_there {
                        Err(never_taken())
                    } else {
                        Ok(mv)
                    };
                }
                return Err(Refusal::NotHowThisPieceMoves(kind));
            }
            let mut rays: Vec<&Vec<u8>> = Vec::new();
            if kind != Kind::Bishop {
                rays.extend(&b.orth_rays[from]);
            }
            if kind != Kind::Rook {
                rays.extend(&b.diag_rays[from]);
            }
            let mut blocked = None;
            for ray in rays {
                if let Some(i) = ray.iter().position(|&d| d as usize == to) {
                    match ray[..i].iter().find(|&&d| pos.board[d as usize] != 0) {
                        None => {
                            return if king_there {
                                Err(never_taken())
                            } else {
                                Ok(mv)
                            }
                        }
                        Some(&d) => blocked = blocked.or(Some(Cell(d))),
                    }
                }
            }
            Err(blocked.map_or(Refusal::NotHowThisPieceMoves(kind), Refusal::WayBlocked))
        }
    }
}

/// Why a move that follows the piece's way is still illegal: the own king.
fn check_reason(pos: &Position, mv: &Move) -> Refusal {
    let me = pos.to_move();
    let mut next = pos.clone();
    next.make(mv);
    let by = next.checkers(me);
    if pos.piece(mv.from).map(|p| p.kind) == Some(Kind::King) {
        return Refusal::KingWouldStandInCheck(by);
    }
    if pos.in_check(me) {
        return Refusal::DoesNotAnswerCheck(by);
    }
    let king = next.king(me);
    match attacker_cells(&next, king, me).first() {
        Some(&(p, c)) => Refusal::Pinned(p, c),
        None => Refusal::DoesNotAnswerCheck(by),
    }
}

/// The opponents' pieces that could capture on `cell` (kings counted as takeable).
pub fn attacker_cells(pos: &Position, cell: Cell, player: Player) -> Vec<(Player, Cell)> {
    let mut out = Vec::new();
    for (c, p) in pos.pieces() {
        if p.owner == player || c == cell {
            continue;
        }
        let mut probe = pos.clone();
        // Put a stand-in of the attacker's opponent on the cell, so the piece may take it.
        let mut board = probe.board;
        board[cell.index()] = super::position::Piece {
            owner: player,
            kind: Kind::Pawn,
        }
        .code();
        probe.board = board;
        let attacks = if p.kind == Kind::Pawn {
            Board::get().pawn_captures(p.owner, c).any(|d| d == cell)
        } else {
            probe.piece_targets(c.index(), p.kind as u8) & (1u128 << cell.0) != 0
        };
        if attacks {
            out.push((p.owner, c));
        }
    }
    out
}
