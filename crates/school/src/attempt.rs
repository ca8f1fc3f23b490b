//! One try at a level, without a window: its game, rolls, stars landed on, squares
//! found, and the hint's next move toward the goal.

use super::{every_square, solve, stars, Level};
use track::geometry::Square;
use track::State;

/// One try at a level, without a window: the game for the next roll, the rolls made,
/// the stars landed on, and the result.
#[derive(Clone, Debug)]
pub struct Attempt {
    level: Level,
    state: State,
    /// An every-square level's squares, computed once (empty for other goals).
    to_find: Vec<Square>,
    rolls: u32,
    collected: u64,
    result: Option<u8>,
}

/// What a click on a square led to, in an every-square level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A square of the set, found now.
    Found,
    /// A square found before: nothing counts.
    Again,
    /// Not a square of the set, with the rules' reason.
    Wrong(track::WhyNot),
    /// The last square of the set: the stars earned.
    Won(u8),
}

/// What one roll of an attempt led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttemptStep {
    /// The level goes on with the next roll.
    GoesOn,
    /// The goal is reached: the stars earned.
    Won(u8),
    /// The fixed dice are used up before the goal.
    OutOfDice,
}

impl Attempt {
    /// A new try at a level.
    pub fn new(level: &Level) -> Option<Attempt> {
        Some(Attempt {
            state: level.start()?,
            to_find: every_square(level),
            level: level.clone(),
            rolls: 0,
            collected: 0,
            result: None,
        })
    }

    /// The game of the roll at hand.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Rolls made so far.
    pub fn rolls(&self) -> u32 {
        self.rolls
    }

    /// The stars landed on so far (bit i: star i).
    pub fn collected(&self) -> u64 {
        self.collected
    }

    /// The squares to find in an every-square level (the learner's piece's roll of the
    /// level's pips, as the engine computes it), in index order; empty for other goals.
    pub fn squares_to_find(&self) -> &[Square] {
        &self.to_find
    }

    /// The squares found so far in an every-square level.
    pub fn found(&self) -> Vec<Square> {
        self.to_find
            .iter()
            .enumerate()
            .filter(|(i, _)| self.collected & (1 << i) != 0)
            .map(|(_, s)| *s)
            .collect()
    }

    /// The lesson's hint: the next command of an optimal solution from where the try
    /// stands, and how many rolls the goal then still needs (this one included);
    /// `None` when the goal cannot be reached any more (or is clicked, not rolled).
    pub fn next_toward_goal(&self) -> Option<(track::Command, usize)> {
        if self.result.is_some() {
            return None;
        }
        let rest = solve::solution_from(
            &self.level,
            self.state.position().clone(),
            self.collected,
            self.rolls as usize,
        )?;
        let first = rest.first()?.clone();
        Some((first, rest.len()))
    }

    /// In an every-square level, a square still to find (the hint points at it).
    pub fn next_square_to_find(&self) -> Option<Square> {
        self.to_find
            .iter()
            .enumerate()
            .find(|(i, _)| self.collected & (1 << i) == 0)
            .map(|(_, s)| *s)
    }

    /// A click on a square in an every-square level: found, found before, or wrong and
    /// why (the rules' "why not?"). Each new click counts like a roll.
    pub fn pick(&mut self, square: Square) -> Pick {
        if let Some(r) = self.result {
            return Pick::Won(r);
        }
        let set = &self.to_find;
        if let Some(i) = set.iter().position(|s| *s == square) {
            if self.collected & (1 << i) != 0 {
                return Pick::Again;
            }
            self.collected |= 1 << i;
            self.rolls += 1;
            if self.collected.count_ones() as usize == set.len() {
                let got = stars(self.level.par, self.rolls);
                self.result = Some(got);
                return Pick::Won(got);
            }
            return Pick::Found;
        }
        self.rolls += 1;
        let piece = self.level.learner_piece();
        let why = match piece.map(|p| self.state.explain(p, square, self.level.pips)) {
            Some(Err(why)) => why,
            // The set is the engine's own: any other square has a reason.
            _ => track::WhyNot::Unreachable,
        };
        Pick::Wrong(why)
    }

    /// Plays one roll. A refused command changes nothing and gives its reason.
    ///
    /// # Errors
    /// The rules' [`track::Refusal`].
    pub fn play(
        &mut self,
        cmd: &track::Command,
    ) -> Result<(AttemptStep, Vec<track::Event>), track::Refusal> {
        if let Some(r) = self.result {
            return Ok((AttemptStep::Won(r), vec![]));
        }
        let pips = self.level.roll(self.rolls as usize).unwrap_or(0);
        let events = self.state.play(cmd)?;
        let home = events
            .iter()
            .any(|e| matches!(e, track::Event::CameHome { .. }));
        let target = match cmd {
            track::Command::Move { .. } if home => Some(track::movement::Target::Home),
            track::Command::Move { route, .. } => match route.last() {
                Some(s) => Some(track::movement::Target::Square(*s)),
                None => return Ok((AttemptStep::GoesOn, events)),
            },
            track::Command::BringIn { field, .. } => Some(track::movement::Target::Square(*field)),
            // A roll passed by: spent, with nothing reached.
            track::Command::Pass => None,
            _ => return Ok((AttemptStep::GoesOn, events)),
        };
        self.rolls += 1;
        let pos = self.state.position().clone();
        let reached = target
            .is_some_and(|t| solve::step_goal(&self.level, &pos, t, pips, &mut self.collected));
        if reached {
            let got = stars(self.level.par, self.rolls);
            self.result = Some(got);
            return Ok((AttemptStep::Won(got), events));
        }
        match self.level.state_for(pos, self.rolls as usize) {
            Some(next) => {
                self.state = next;
                Ok((AttemptStep::GoesOn, events))
            }
            None => Ok((AttemptStep::OutOfDice, events)),
        }
    }
}
