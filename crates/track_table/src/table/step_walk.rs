//! Walking a roll step by step: the next moves lit, a click further along the lit ways
//! that walks there in one go (or as far as the ways there agree), Enter to stop a
//! walk early, and why a square cannot be reached. The rules answer every question
//! (`State::next_steps`, `State::walk_ahead`, `State::explain`); window-free.

use crate::table::declines::declined;
use crate::table::input::{Declined, Lit, Outcome, Picking};
use crate::table::interact::Interaction;
use std::collections::HashSet;
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{PieceId, Role};
use track::{Command, Phase, State};

impl Interaction {
    /// In step mode: the squares of the next move that still lead to a legal result.
    pub fn step_targets(&self, state: &State, role: Role) -> Vec<Lit> {
        let moves = self.walk.len() as u8 + 1;
        state
            .next_steps(role, &self.walk)
            .into_iter()
            .map(|s| Lit {
                square: s.square,
                moves,
                home: s.home,
                last: s.last,
            })
            .collect()
    }

    /// The moves still to make in the walk of `role`.
    pub fn moves_left(&self, state: &State, role: Role) -> u8 {
        let pips = state.outcomes_for(role).map(|o| o.pips).unwrap_or(0);
        pips.saturating_sub(self.walk.len() as u8)
    }

    /// The moves a click on `sq` would walk (the whole way there, or as far as the ways
    /// there agree), and whether they get there; `None` when no way of the roll leads
    /// there from where the walk stands.
    pub fn way_to(&self, state: &State, sq: Square) -> Option<(Vec<Square>, bool)> {
        let Picking::Roll(role) = self.picking else {
            return None;
        };
        let home = state
            .board()
            .seat(state.turn().seat)
            .is_some_and(|l| l.house.contains(&sq));
        let target = if home {
            Target::Home
        } else {
            Target::Square(sq)
        };
        let way = state.walk_ahead(role, &self.walk).toward(target)?;
        Some((way.moves, way.arrives))
    }

    /// A click on `sq` further along the walk: walks there if one way of the fewest
    /// moves leads there, else as far as those ways agree, and says so. A walk that
    /// ends there is sent. `None` when no way of the roll leads there from here.
    pub fn walk_further(
        &mut self,
        state: &State,
        role: Role,
        sq: Square,
        home: bool,
    ) -> Option<Outcome> {
        let target = if home {
            Target::Home
        } else {
            Target::Square(sq)
        };
        let way = state.walk_ahead(role, &self.walk).toward(target)?;
        self.cursor = None;
        self.walk.extend(way.moves.iter().copied());
        if !way.arrives {
            let walked = way.moves.len() as u8;
            return Some(declined(Some(sq), Declined::SeveralWays { role, walked }));
        }
        if home {
            let mut route = std::mem::take(&mut self.walk);
            route.pop();
            let cmd = state.home_command(role, &route);
            self.reset();
            return Some(cmd.map(Outcome::Send).unwrap_or(Outcome::Ignored));
        }
        if way.ends && way.may_end {
            let route = std::mem::take(&mut self.walk);
            self.reset();
            return Some(Outcome::Send(Command::Move { role, route }));
        }
        Some(Outcome::Changed)
    }

    /// Why the chosen piece cannot go to `sq`: the rules' reason for the whole roll; in
    /// a walk begun, a square the roll reaches but not from where the walk stands.
    pub fn refusal(&self, state: &State, role: Role, sq: Square) -> Outcome {
        let piece = PieceId {
            seat: state.turn().seat,
            role,
        };
        match state.explain(piece, sq, None) {
            Err(why) => Outcome::Refused { square: sq, why },
            Ok(_) => declined(
                Some(sq),
                Declined::NotFromHere {
                    role,
                    left: self.moves_left(state, role),
                },
            ),
        }
    }

    /// The legal move of `role` to `target` that goes on from the walk so far (the walk
    /// first, then the rest), if the walk leads there.
    pub fn route_through(&self, state: &State, role: Role, target: Target) -> Option<Command> {
        let mut route = self.walk.clone();
        extend_to(state, role, target, &mut route, &mut HashSet::new())
    }

    /// Enter with nothing under the keyboard cursor: stops a walked roll that may stop
    /// here (house rule *may stop early*), or says why not.
    pub fn enter_without_cursor(&mut self, state: &State) -> Outcome {
        if let (Picking::Roll(role), Some(&last)) = (self.picking, self.walk.last()) {
            if state.targets_of(role).contains(&Target::Square(last)) {
                let route = std::mem::take(&mut self.walk);
                let cmd = Command::Move { role, route };
                if state.check(&cmd).is_ok() {
                    self.reset();
                    return Outcome::Send(cmd);
                }
                self.walk = match cmd {
                    Command::Move { route, .. } => route,
                    _ => vec![],
                };
            }
            let left = self.moves_left(state, role);
            return declined(Some(last), Declined::WalkGoesOn { left });
        }
        match state.phase() {
            Phase::Roll => declined(None, Declined::RollFirst),
            _ => declined(None, Declined::NothingUnderCursor),
        }
    }
}

/// Depth first through the next moves from `route` until a legal move of `role` ends on
/// `target`. The next moves depend only on how many moves are made and where the piece
/// stands, so a (moves, square) found not to lead there is not walked again (`dead`).
fn extend_to(
    state: &State,
    role: Role,
    target: Target,
    route: &mut Vec<Square>,
    dead: &mut HashSet<(usize, Square)>,
) -> Option<Command> {
    for step in state.next_steps(role, route) {
        if step.home {
            if target == Target::Home {
                if let Some(cmd) = state.home_command(role, route) {
                    return Some(cmd);
                }
            }
            continue;
        }
        route.push(step.square);
        if target == Target::Square(step.square) && step.may_end {
            let cmd = Command::Move {
                role,
                route: route.clone(),
            };
            if state.check(&cmd).is_ok() {
                return Some(cmd);
            }
        }
        let key = (route.len(), step.square);
        if !step.last && !dead.contains(&key) {
            if let Some(cmd) = extend_to(state, role, target, route, dead) {
                return Some(cmd);
            }
            dead.insert(key);
        }
        route.pop();
    }
    None
}
