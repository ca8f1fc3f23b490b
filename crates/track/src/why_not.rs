//! "Why not?": the reason a piece cannot end its roll on a square, and the move-count
//! map (the fewest moves from a piece to every square). Teaching the moves means
//! explaining the refusals, so every reason names the squares and pieces it is about.

use super::board::step::{expand_one, expand_one_ignoring_line, Occupancy};
use super::board::{BlockingLine, Cell};
use super::dice::Face;
use super::game::{Phase, State};
use super::geometry::{Square, SquareSet};
use super::movement::{roll_outcomes, RollOptions, RollResult, Target};
use super::pieces::{Location, PieceId, Position, Role, Seat};
use super::protection;
use super::variant::HouseRule;
use super::Choice;

/// The most pips a "which counts do work" answer looks at.
pub const MAX_PIPS_LISTED: u8 = 12;

/// Which die moves a kind in the large game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Die {
    /// The white die: queen, rook, bishop, knight.
    White,
    /// The orange die: king and pawn.
    Orange,
}

/// Why a piece cannot end its roll on a square. Each reason carries what it refers
/// to, so that the window can point at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WhyNot {
    /// The game is over.
    GameOver,
    /// It is another player's turn.
    NotYourTurn {
        /// Whose turn it is.
        turn: Seat,
    },
    /// The dice have not been rolled yet.
    RollFirst,
    /// The piece is in its box or at home, not on the track.
    NotOnTrack {
        /// The piece.
        piece: PieceId,
    },
    /// Nothing can come in without a `+` (or `#` with the house rule).
    NeedPlus {
        /// Whether a `#` would do too.
        hash_too: bool,
    },
    /// This die moves other pieces.
    OtherDie {
        /// The die that moves this piece.
        moves_by: Die,
    },
    /// The roll gives this piece nothing to do (a card's task, a `+` without a number).
    NotThisRoll,
    /// Not a track square: a wall.
    Wall {
        /// The square.
        square: Square,
    },
    /// Another colour's house.
    ForeignHouse {
        /// The square.
        square: Square,
        /// Whose house.
        owner: Seat,
    },
    /// An own piece stands there.
    OwnPiece {
        /// The square.
        square: Square,
        /// The piece there.
        piece: PieceId,
    },
    /// The way is blocked: without the piece on `blocker` the roll would get there.
    Blocked {
        /// The square of the piece in the way.
        blocker: Square,
    },
    /// The piece would have to cross its own blocking line.
    OwnLine {
        /// The seat whose line it is.
        seat: Seat,
        /// The line.
        line: BlockingLine,
    },
    /// A bishop keeps the colour of its square.
    BishopColour,
    /// The piece there stands on its own pause field.
    PauseField {
        /// The piece there.
        victim: PieceId,
        /// The square.
        square: Square,
    },
    /// The piece there is covered (the protection rule).
    Covered {
        /// The piece there.
        victim: PieceId,
        /// The piece that covers it.
        by: PieceId,
    },
    /// A capture is allowed only with the last move: the piece there is reached in
    /// fewer moves than the roll has.
    CaptureOnlyLast {
        /// The piece there.
        victim: PieceId,
        /// The fewest moves to it.
        needed: u8,
        /// The pips of the roll.
        pips: u8,
    },
    /// Too far: the fewest moves needed, and the roll.
    TooFar {
        /// The fewest moves.
        needed: u8,
        /// The pips of the roll.
        pips: u8,
    },
    /// Reachable, but no route of exactly this many moves ends there.
    NotExactly {
        /// The pips of the roll.
        pips: u8,
        /// The counts (1 to [`MAX_PIPS_LISTED`]) that do end there.
        works: Vec<u8>,
    },
    /// The house can only be entered over an own entry field.
    HouseOverEntry {
        /// The seat's entry fields.
        entries: [Square; 2],
    },
    /// A pawn moves straight and captures diagonally.
    PawnStraightCaptureDiagonal {
        /// The square.
        square: Square,
    },
    /// A start field must be freed first (§4.6).
    MustFreeStart {
        /// The player's start fields.
        fields: [Square; 2],
    },
    /// This would block another colour's start or entry fields (no-blockade rule).
    Blockade,
    /// No route at all leads there.
    Unreachable,
    /// The piece's own square: no route of exactly this many moves comes back to it.
    BackToStart {
        /// The pips of the roll.
        pips: u8,
        /// The counts (1 to [`MAX_PIPS_LISTED`]) that do come back.
        works: Vec<u8>,
    },
    /// Another player's piece: only the player's own pieces are chosen for a roll.
    ForeignPiece {
        /// The piece.
        piece: PieceId,
    },
    /// The piece is at home: it moves no more.
    AtHome {
        /// The piece.
        piece: PieceId,
    },
    /// The piece stands on the track, but no route of exactly the roll's moves leads
    /// anywhere from there.
    Stuck {
        /// The pips of the roll.
        pips: u8,
    },
    /// The roll brings in, but no start field can take a piece: own pieces, or pieces
    /// that may not be captured, hold both.
    StartFieldsTaken {
        /// The player's start fields.
        fields: [Square; 2],
    },
    /// The card at hand takes another player's piece, not an own one.
    CardWantsForeign,
    /// The card at hand takes one of the player's own pieces.
    CardWantsOwn,
    /// The card at hand takes only pieces on the track (this one is in its box or at
    /// home).
    CardWantsActive {
        /// The piece.
        piece: PieceId,
    },
    /// A finished player's pieces are never touched (§7).
    Finished {
        /// The finished player.
        seat: Seat,
    },
    /// Every pause field of the player's colour is taken.
    NoFreePauseField,
}

/// The fewest moves from a piece's square to every square, with today's occupancy and
/// its own blocking line; a square with an enemy counts the capture as the last move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveCounts {
    /// By square index: the fewest moves, or `None` where none leads (walls, own
    /// pieces, squares cut off).
    pub to: Vec<Option<u8>>,
    /// The fewest moves home.
    pub home: Option<u8>,
}

/// A breadth-first search of single moves from `origin`.
fn fewest(
    state: &State,
    pos: &Position,
    seat: Seat,
    role: Role,
    origin: Square,
    ignore_line: bool,
) -> MoveCounts {
    let board = state.board();
    let occ = Occupancy::of(board, pos);
    let mut empty = board.track() & !occ.all;
    empty.insert(board.index(origin));
    let enemies = occ.all & !occ.by_seat[seat.index()];
    let n = board.width() * board.height();
    let mut to = vec![None; n];
    let mut home = None;
    let mut frontier = SquareSet::single(board.index(origin));
    let mut seen = frontier;
    let mut d: u8 = 0;
    while !frontier.is_empty() && d < u8::MAX {
        d += 1;
        let e = if ignore_line {
            expand_one_ignoring_line(board, seat, role, frontier, empty)
        } else {
            expand_one(board, seat, role, frontier, empty)
        };
        for i in (e.hits & enemies).iter() {
            to[i].get_or_insert(d);
        }
        if e.home {
            home.get_or_insert(d);
        }
        let new = e.reach & !seen;
        for i in new.iter() {
            to[i] = Some(d);
        }
        seen |= new;
        frontier = new;
    }
    MoveCounts { to, home }
}

impl MoveCounts {
    /// The fewest moves to a target.
    pub fn of(&self, board: &super::board::Board, target: Target) -> Option<u8> {
        match target {
            Target::Home => self.home,
            Target::Square(s) if board.contains(s) => self.to[board.index(s)],
            Target::Square(_) => None,
        }
    }
}

/// The kind a piece moves as now, its pips and whether it may capture covered pieces,
/// for the current roll; or why it cannot roll.
pub(super) fn current_roll(state: &State, piece: PieceId) -> Result<(u8, Role, bool), WhyNot> {
    if let Some((_, pips, moves_as, cc)) = state
        .roll_allowance()
        .into_iter()
        .find(|a| a.0 == piece.role)
    {
        return Ok((pips, moves_as, cc));
    }
    let by_orange = state.setup().variant.moved_by_orange(piece.role);
    match state.phase() {
        Phase::Roll => Err(WhyNot::RollFirst),
        Phase::Decide {
            white: Face::Pips(_),
            orange: Some(_),
        } if by_orange => Err(WhyNot::NotThisRoll),
        Phase::Decide {
            white: Face::Pips(_),
            orange: _,
        } => Err(WhyNot::OtherDie {
            moves_by: if by_orange { Die::Orange } else { Die::White },
        }),
        Phase::Decide {
            orange: Some(_), ..
        } if !by_orange => Err(WhyNot::OtherDie {
            moves_by: Die::White,
        }),
        _ => Err(WhyNot::NotThisRoll),
    }
}

impl State {
    /// The move-count map of a piece on the track: the fewest moves to every square
    /// and home, with today's occupancy and its own blocking line. `None` when the
    /// piece is not on the track.
    pub fn move_counts(&self, piece: PieceId) -> Option<MoveCounts> {
        let origin = self.position().square_of(piece)?;
        Some(fewest(
            self,
            self.position(),
            piece.seat,
            piece.role,
            origin,
            false,
        ))
    }

    /// Whether `piece` can end a roll on `target` (a house square means coming home),
    /// and if not, why not. `pips`: a roll of that many moves in the piece's own way
    /// (for lessons and the move-count map); `None`: the current roll, with every rule
    /// of the turn.
    ///
    /// # Errors
    /// The [`WhyNot`] reason.
    pub fn explain(
        &self,
        piece: PieceId,
        target: Square,
        pips: Option<u8>,
    ) -> Result<RollResult, WhyNot> {
        if self.is_over() {
            return Err(WhyNot::GameOver);
        }
        if pips.is_none() && piece.seat != self.turn().seat {
            return Err(WhyNot::NotYourTurn {
                turn: self.turn().seat,
            });
        }
        let board = self.board();
        let pos = self.position();
        let origin = match pos.location(piece) {
            Some(Location::Track(s)) => s,
            Some(Location::Box) if pips.is_none() && !self.can_bring_in_now() => {
                return Err(WhyNot::NeedPlus {
                    hash_too: self.setup().rules.has(HouseRule::SymbolsBringIn)
                        || (self.setup().variant.action
                            && !self.setup().rules.has(HouseRule::HashDrawsCard)),
                });
            }
            _ => return Err(WhyNot::NotOnTrack { piece }),
        };
        let (n, moves_as, capture_covered) = match pips {
            Some(n) => (n, piece.role, false),
            None => current_roll(self, piece)?,
        };
        // What the square is.
        let mut target_kind = Target::Square(target);
        match board.cell(target) {
            Cell::Wall => return Err(WhyNot::Wall { square: target }),
            Cell::House(owner) if owner != piece.seat => {
                return Err(WhyNot::ForeignHouse {
                    square: target,
                    owner,
                })
            }
            Cell::House(_) => target_kind = Target::Home,
            _ => {}
        }
        // Who stands there.
        let occupant = pos.piece_at(target).filter(|p| *p != piece);
        if let Some(p) = occupant {
            if p.seat == piece.seat {
                return Err(WhyNot::OwnPiece {
                    square: target,
                    piece: p,
                });
            }
            if board.is_pause_of(target, p.seat) {
                return Err(WhyNot::PauseField {
                    victim: p,
                    square: target,
                });
            }
            if self.setup().protection() && !capture_covered {
                if let Some(by) = protection::coverer(board, pos, p, Some(origin)) {
                    return Err(WhyNot::Covered { victim: p, by });
                }
            }
        }
        let opts = RollOptions {
            protection: self.setup().protection(),
            capture_covered,
            stop_early: self.setup().rules.has(HouseRule::MayStopEarly),
            moves_as: (moves_as != piece.role).then_some(moves_as),
            exact_home: self.setup().variant.exact_home,
            capture_any: self.setup().variant.capture_any,
        };
        let out = roll_outcomes(board, pos, piece, n, opts);
        if let Some(r) = out.result(target_kind) {
            if pips.is_none() && !self.offers(piece.role, target_kind) {
                return Err(if self.must_free_start() {
                    WhyNot::MustFreeStart {
                        fields: board
                            .seat(piece.seat)
                            .map(|l| l.start)
                            .unwrap_or([target; 2]),
                    }
                } else {
                    WhyNot::Blockade
                });
            }
            return Ok(*r);
        }
        // Not a result of this roll: find out why.
        let works_for = |target_kind| {
            (1..=MAX_PIPS_LISTED)
                .filter(|k| {
                    roll_outcomes(board, pos, piece, *k, opts)
                        .result(target_kind)
                        .is_some()
                })
                .collect()
        };
        if target == origin {
            return Err(WhyNot::BackToStart {
                pips: n,
                works: works_for(target_kind),
            });
        }
        let counts = fewest(self, pos, piece.seat, moves_as, origin, false);
        let needed = counts.of(board, target_kind);
        if let Some(d) = needed.filter(|d| *d <= n) {
            if let Some(victim) = occupant {
                return Err(WhyNot::CaptureOnlyLast {
                    victim,
                    needed: d,
                    pips: n,
                });
            }
            return Err(WhyNot::NotExactly {
                pips: n,
                works: works_for(target_kind),
            });
        }
        if moves_as == Role::Bishop
            && target_kind != Target::Home
            && (origin.x + origin.y) % 2 != (target.x + target.y) % 2
        {
            return Err(WhyNot::BishopColour);
        }
        if moves_as == Role::Pawn {
            let (dx, dy) = (
                (target.x as i32 - origin.x as i32).abs(),
                (target.y as i32 - origin.y as i32).abs(),
            );
            let diagonal_empty = dx == 1 && dy == 1 && occupant.is_none();
            let straight_enemy = dx + dy == 1 && occupant.is_some();
            if diagonal_empty || straight_enemy {
                return Err(WhyNot::PawnStraightCaptureDiagonal { square: target });
            }
        }
        if target_kind == Target::Home
            && (origin.x as i32 - target.x as i32).abs() <= 1
            && (origin.y as i32 - target.y as i32).abs() <= 1
        {
            // Right beside the house, but not on an entry field.
            if let Some(l) = board.seat(piece.seat) {
                return Err(WhyNot::HouseOverEntry { entries: l.entry });
            }
        }
        let free = fewest(self, pos, piece.seat, moves_as, origin, true);
        if free.of(board, target_kind).is_some_and(|d| d <= n) {
            if let Some(l) = board.seat(piece.seat) {
                return Err(WhyNot::OwnLine {
                    seat: piece.seat,
                    line: l.line,
                });
            }
        }
        for (other, sq) in pos
            .pieces()
            .filter_map(|(p, l)| match l {
                Location::Track(s) if p != piece && s != target => Some((p, s)),
                _ => None,
            })
            .collect::<Vec<_>>()
        {
            let mut without = pos.clone();
            without.remove(other);
            let d = fewest(self, &without, piece.seat, moves_as, origin, false);
            if d.of(board, target_kind).is_some_and(|d| d <= n) {
                return Err(WhyNot::Blocked { blocker: sq });
            }
        }
        match (needed, target_kind) {
            (Some(d), _) => Err(WhyNot::TooFar { needed: d, pips: n }),
            (None, Target::Home) => Err(WhyNot::HouseOverEntry {
                entries: board
                    .seat(piece.seat)
                    .map(|l| l.entry)
                    .unwrap_or([target; 2]),
            }),
            (None, _) => Err(WhyNot::Unreachable),
        }
    }

    /// Whether the legal choices include this roll result.
    fn offers(&self, role: Role, target: Target) -> bool {
        self.legal_choices().iter().any(
            |c| matches!(c, Choice::Move { role: r, target: t, .. } if *r == role && *t == target),
        )
    }

    /// Whether a piece can come in now (the roll offers a bring-in).
    pub(super) fn can_bring_in_now(&self) -> bool {
        self.legal_choices()
            .iter()
            .any(|c| matches!(c, Choice::BringIn { .. }))
    }
}
