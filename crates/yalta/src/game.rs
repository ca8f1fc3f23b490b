//! A game of Yalta: the command → check → events → apply path, the lists of who gives
//! check to each king, and the end (design §4).
//!
//! ```
//! use yalta::cell::Cell;
//! use yalta::game::{Command, Game};
//! use yalta::position::RedQueen;
//! let mut game = Game::new(RedQueen::Light);
//! let cmd = Command::parse("we2-we4").unwrap();
//! game.play(&cmd).unwrap();
//! assert_eq!(game.position().piece(Cell::parse("we4").unwrap()).unwrap().to_string(), "wP");
//! ```

use super::cell::{Cell, Player};
use super::position::{Kind, Move, Piece, Position, RedQueen, Special};
use super::why_not::Refusal;
use super::yfen::YfenError;

/// A player's command: move the piece on `from` to `to` (promoting to `promotion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Command {
    /// The cell of the piece to move.
    pub from: Cell,
    /// Where it goes (the king's target when castling).
    pub to: Cell,
    /// What a pawn becomes on another player's back row.
    pub promotion: Option<Kind>,
}

impl Command {
    /// Reads a move name: `we2-we4`, `wc2-wc1=Q`.
    pub fn parse(text: &str) -> Option<Command> {
        let (cells, promo) = match text.split_once('=') {
            Some((c, p)) => {
                let mut ch = p.chars();
                let k = ch.next().and_then(Kind::from_letter)?;
                if ch.next().is_some() || !Kind::PROMOTIONS.contains(&k) {
                    return None;
                }
                (c, Some(k))
            }
            None => (text, None),
        };
        let (from, to) = cells.split_once('-')?;
        Some(Command {
            from: Cell::parse(from)?,
            to: Cell::parse(to)?,
            promotion: promo,
        })
    }
}

impl From<Move> for Command {
    fn from(m: Move) -> Command {
        Command {
            from: m.from,
            to: m.to,
            promotion: m.promotion,
        }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// `loser` had no legal move at the start of their turn, in check; `winner` is the
    /// first player in the king's list of checkers.
    Checkmate {
        /// The mated player.
        loser: Player,
        /// Who wins.
        winner: Player,
    },
    /// The player to move had no legal move and was not in check: a draw.
    Stalemate(Player),
    /// The same position (same player to move, same rights) the third time: a draw.
    Repetition,
    /// 150 moves in a row without a capture or a pawn move: a draw.
    MoveLimit,
    /// Only the three kings are left: a draw.
    OnlyKings,
}

impl Outcome {
    /// The winner, if any.
    pub fn winner(&self) -> Option<Player> {
        match self {
            Outcome::Checkmate { winner, .. } => Some(*winner),
            _ => None,
        }
    }
}

/// What happens in a game; only [`Game::apply`] turns events into changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A player moved; `captured` is the piece taken and its cell (en passant: the
    /// pawn's cell, not the target).
    Moved {
        /// Who moved.
        player: Player,
        /// The move.
        mv: Move,
        /// The piece taken, if any, with its cell.
        captured: Option<(Cell, Piece)>,
    },
    /// The list of players giving check to `king`'s king changed; `by` is the new list,
    /// the first checker first. Saying "check" is due when a name is added.
    ChecksChanged {
        /// Whose king.
        king: Player,
        /// Who gives check now, in the order they started.
        by: Vec<Player>,
    },
    /// The game is over.
    Ended(Outcome),
}

/// A game: the position, who gives check to whom, the positions seen, and the end.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    checks: [Vec<Player>; 3],
    seen: Vec<String>,
    outcome: Option<Outcome>,
    moves: Vec<Move>,
}

impl Game {
    /// A new game from the starting position.
    pub fn new(red_queen: RedQueen) -> Game {
        Game::from_position(Position::start(red_queen))
    }

    /// A game from any position. Kings already in check get their checkers, the one
    /// who moved last first (a YFEN does not say who started first).
    pub fn from_position(position: Position) -> Game {
        let mut game = Game {
            start: position.clone(),
            checks: Default::default(),
            seen: vec![repetition_key(&position)],
            outcome: None,
            moves: Vec::new(),
            position,
        };
        for king in Player::ALL {
            let mut by = game.position.checkers(king);
            let last = game.position.to_move().previous();
            by.sort_by_key(|p| (p.index() + 3 - last.index()) % 3);
            game.checks[king.index()] = by;
        }
        game.outcome = game.turn_start_outcome(&game.position.clone(), &game.checks, 1);
        game
    }

    /// A game from a YFEN line.
    ///
    /// # Errors
    /// The YFEN's error, naming the field.
    pub fn from_yfen(text: &str) -> Result<Game, YfenError> {
        Position::from_yfen(text).map(Game::from_position)
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Who gives check to `king`'s king, the first checker first.
    pub fn checkers(&self, king: Player) -> &[Player] {
        &self.checks[king.index()]
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<&Move> {
        self.moves.last()
    }

    /// Whether the command is legal now: the move, or the reason why not.
    ///
    /// # Errors
    /// A [`Refusal`] that says why.
    pub fn check(&self, cmd: &Command) -> Result<Move, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        super::why_not::explain(&self.position, cmd)
    }

    /// The events of a legal command, computed on a scratch copy.
    ///
    /// # Errors
    /// The [`Refusal`] of [`Game::check`].
    pub fn execute(&self, cmd: &Command) -> Result<Vec<Event>, Refusal> {
        let mv = self.check(cmd)?;
        let player = self.position.to_move();
        let captured = match mv.special {
            Special::EnPassant(c) => self.position.piece(c).map(|p| (c, p)),
            Special::Castling(..) => None,
            _ => self.position.piece(mv.to).map(|p| (mv.to, p)),
        };
        let mut events = vec![Event::Moved {
            player,
            mv,
            captured,
        }];
        let mut next = self.position.clone();
        next.make(&mv);
        let mut checks = self.checks.clone();
        for king in Player::ALL {
            let now = next.checkers(king);
            let old = &self.checks[king.index()];
            let mut list: Vec<Player> = old.iter().copied().filter(|p| now.contains(p)).collect();
            // Players who start together: the mover first.
            let mut new: Vec<Player> = now.into_iter().filter(|p| !old.contains(p)).collect();
            new.sort_by_key(|&p| p != player);
            list.extend(new);
            if &list != old {
                events.push(Event::ChecksChanged {
                    king,
                    by: list.clone(),
                });
            }
            checks[king.index()] = list;
        }
        let key = repetition_key(&next);
        let repeats = 1 + self.seen.iter().filter(|k| **k == key).count();
        if let Some(outcome) = self.turn_start_outcome(&next, &checks, repeats) {
            events.push(Event::Ended(outcome));
        }
        Ok(events)
    }

    /// Checkmate and stalemate are decided when a turn begins (design §4), then the
    /// draws.
    fn turn_start_outcome(
        &self,
        pos: &Position,
        checks: &[Vec<Player>; 3],
        repeats: usize,
    ) -> Option<Outcome> {
        let mover = pos.to_move();
        if pos.legal_moves().is_empty() {
            return Some(match checks[mover.index()].first() {
                Some(&winner) => Outcome::Checkmate {
                    loser: mover,
                    winner,
                },
                None => Outcome::Stalemate(mover),
            });
        }
        if repeats >= 3 {
            Some(Outcome::Repetition)
        } else if pos.halfmove_clock() >= 150 {
            Some(Outcome::MoveLimit)
        } else if pos.only_kings() {
            Some(Outcome::OnlyKings)
        } else {
            None
        }
    }

    /// Applies one event: the only place that changes a game.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::Moved { mv, .. } => {
                self.position.make(mv);
                self.seen.push(repetition_key(&self.position));
                self.moves.push(*mv);
            }
            Event::ChecksChanged { king, by } => self.checks[king.index()] = by.clone(),
            Event::Ended(o) => self.outcome = Some(o.clone()),
        }
    }

    /// Checks, executes and applies a command; returns its events.
    ///
    /// # Errors
    /// The [`Refusal`] of [`Game::check`]; the game is then unchanged.
    pub fn play(&mut self, cmd: &Command) -> Result<Vec<Event>, Refusal> {
        let events = self.execute(cmd)?;
        for e in &events {
            self.apply(e);
        }
        Ok(events)
    }
}

/// The position as repetition sees it: the cells, the player to move, castling and en
/// passant rights (YFEN without its two counters).
fn repetition_key(pos: &Position) -> String {
    let yfen = pos.to_yfen();
    let mut fields: Vec<&str> = yfen.split(' ').collect();
    fields.truncate(4);
    fields.join(" ")
}
