//! Whether a command is legal now, and why not.

use super::game::{Phase, State};
use super::geometry::Square;
use super::movement::{can_move, Occupancy, Target};
use super::pieces::{PieceId, Role};
use super::variant::HouseRule;
use super::{Choice, Command, Refusal};
impl State {
    // ----- check, execute, apply -----

    /// Whether a command is legal now.
    ///
    /// # Errors
    /// The [`Refusal`] saying why not.
    pub fn check(&self, cmd: &Command) -> Result<(), Refusal> {
        if *self.phase() == Phase::Over {
            return Err(Refusal::GameOver);
        }
        let choices = self.choices();
        let wanted = match cmd {
            Command::Move { role, route } => Choice::Move {
                role: *role,
                target: match self.routed_target(*role, route) {
                    Some(t) => t,
                    None => self.check_route(*role, route)?,
                },
                captures: None,
                moves: 0,
            },
            Command::Roll => Choice::Roll,
            Command::BringIn { role, field } => Choice::BringIn {
                role: *role,
                field: *field,
            },
            Command::DrawCard => Choice::DrawCard,
            Command::Pass => Choice::Pass,
            Command::Swap { a, b } => Choice::Swap { a: *a, b: *b },
            Command::SendBack { piece } => Choice::SendBack { piece: *piece },
            Command::SafeSpot { role, field } => Choice::SafeSpot {
                role: *role,
                field: *field,
            },
        };
        let found = choices.iter().any(|c| match (c, &wanted) {
            (
                Choice::Move {
                    role: r1,
                    target: t1,
                    ..
                },
                Choice::Move {
                    role: r2,
                    target: t2,
                    ..
                },
            ) => r1 == r2 && t1 == t2,
            (Choice::Swap { a, b }, Choice::Swap { a: c, b: d }) => {
                (a == c && b == d) || (a == d && b == c)
            }
            (x, y) => x == y,
        });
        if found {
            Ok(())
        } else if matches!(wanted, Choice::Roll) || choices.is_empty() {
            Err(Refusal::NotNow)
        } else {
            Err(Refusal::NotLegal)
        }
    }

    /// Checks a route move by move and returns where it ends.
    pub(super) fn check_route(&self, role: Role, route: &[Square]) -> Result<Target, Refusal> {
        let Some((_, pips, moves_as, cc)) = self.roll_allowance().into_iter().find(|a| a.0 == role)
        else {
            return Err(Refusal::PieceNotMovable(role));
        };
        let piece = PieceId {
            seat: self.turn().seat,
            role,
        };
        let Some(origin) = self.position().square_of(piece) else {
            return Err(Refusal::PieceNotMovable(role));
        };
        if route.is_empty() || route.len() > pips as usize {
            return Err(Refusal::WrongLength {
                moves: route.len(),
                pips,
            });
        }
        let occ = Occupancy::of(self.board(), self.position()).all;
        let mut empty = self.board().track() & !occ;
        empty.insert(self.board().index(origin));
        let house = self.board().tables(piece.seat).house;
        let on_the_way = if self.setup().variant.capture_any {
            let opts = self.roll_options(cc);
            super::movement::capturable(self.board(), self.position(), piece, origin, opts)
        } else {
            crate::geometry::SquareSet::EMPTY
        };
        let mut cur = origin;
        for (i, &sq) in route.iter().enumerate() {
            let last = i + 1 == route.len();
            if !self.board().contains(sq) {
                return Err(Refusal::BadRoute { step: i });
            }
            let idx = self.board().index(sq);
            if house.contains(idx) {
                if !last
                    || !super::movement::comes_home(
                        self.board(),
                        piece.seat,
                        moves_as,
                        cur,
                        sq,
                        empty,
                    )
                {
                    return Err(Refusal::BadRoute { step: i });
                }
                let exact = self.setup().variant.exact_home
                    && !self.setup().rules.has(HouseRule::MayStopEarly);
                if exact && route.len() < pips as usize {
                    return Err(Refusal::WrongLength {
                        moves: route.len(),
                        pips,
                    });
                }
                return Ok(Target::Home);
            }
            let ok = if empty.contains(idx) {
                can_move(self.board(), piece.seat, moves_as, cur, sq, empty, false)
            } else {
                (last || on_the_way.contains(idx))
                    && can_move(self.board(), piece.seat, moves_as, cur, sq, empty, true)
            };
            if !ok {
                return Err(Refusal::BadRoute { step: i });
            }
            cur = sq;
        }
        if route.len() < pips as usize && !self.setup().rules.has(HouseRule::MayStopEarly) {
            return Err(Refusal::WrongLength {
                moves: route.len(),
                pips,
            });
        }
        Ok(Target::Square(cur))
    }
}
