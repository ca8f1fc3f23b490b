//! The turn: rolling, the three tries, bringing in, finishing, and passing the
//! turn on (docs/rules.md §4). A command is executed here into events.

use super::dice::Face;
use super::game::{Phase, State};
use super::pieces::{Location, PieceId, Seat};
use super::variant::HouseRule;
use super::{Command, Event, Refusal};

/// How many rolls a player without active pieces gets in one turn in the booklet's
/// games (§4.5); a rule set may change it ([`crate::variant::Variant::tries`]).
pub const TRIES: u8 = crate::variant::BOOKLET_TRIES;

impl State {
    /// Checks a command and returns the events it produces, without changing `self`.
    /// Every random outcome (the dice, a reshuffled pile) is drawn here, once, and
    /// carried by its event, so that [`State::apply`] needs no random generator.
    ///
    /// # Errors
    /// The [`Refusal`] saying why the command is not legal now.
    pub fn execute(&self, cmd: &Command) -> Result<Vec<Event>, Refusal> {
        self.executed(cmd).map(|(_, events)| events)
    }

    /// Executes a checked command on a scratch copy: the events, and the copy with
    /// them applied (which is what applying the events to `self` gives).
    fn executed(&self, cmd: &Command) -> Result<(State, Vec<Event>), Refusal> {
        self.check(cmd)?;
        let mut scratch = self.clone();
        let mut events = vec![];
        scratch.run(cmd, &mut events);
        Ok((scratch, events))
    }

    /// Checks, executes and applies a command, returning its events.
    ///
    /// ```
    /// use track::{Command, Event, Refusal, Setup, State};
    /// use track::variant::{HouseRules, Variant};
    /// let mut state = State::classic(Setup::new(Variant::by_id("small").unwrap(), HouseRules::default(), 2, 7));
    /// let events = state.play(&Command::Roll).unwrap();
    /// assert!(matches!(events[0], Event::Rolled { .. }));
    /// // Applying the same events to the old state gives the same new state.
    /// let mut again = State::classic(Setup::new(Variant::by_id("small").unwrap(), HouseRules::default(), 2, 7));
    /// for e in &events {
    ///     again.apply(e);
    /// }
    /// assert_eq!(again, state);
    /// // A command that does not fit the decision at hand is refused, and nothing changes.
    /// let before = state.clone();
    /// if state.legal_choices() != vec![track::Choice::Roll] {
    ///     assert_eq!(state.play(&Command::Roll), Err(Refusal::NotNow));
    ///     assert_eq!(state, before);
    /// }
    /// ```
    ///
    /// # Errors
    /// The [`Refusal`]; the state is then untouched.
    pub fn play(&mut self, cmd: &Command) -> Result<Vec<Event>, Refusal> {
        // Once checked, a command cannot fail, so it runs on `self` itself: `run` only
        // ever changes the state through `emit`, that is through `apply`, event by
        // event. This spares the copy of the whole state that `execute` needs.
        self.check(cmd)?;
        let mut events = Vec::with_capacity(8);
        self.run(cmd, &mut events);
        Ok(events)
    }

    pub(super) fn emit(&mut self, events: &mut Vec<Event>, e: Event) {
        self.apply(&e);
        events.push(e);
    }

    /// Carries out a checked command on this (scratch) state.
    pub(super) fn run(&mut self, cmd: &Command, ev: &mut Vec<Event>) {
        let seat = self.turn().seat;
        match cmd {
            Command::Roll => {
                let with_orange = self.setup().variant.orange_die;
                let ((white, orange), dealt) = self.deal(|rng| self.dice().throw(rng, with_orange));
                self.emit(
                    ev,
                    Event::Rolled {
                        seat,
                        white,
                        orange,
                        dealt,
                    },
                );
                if self.choices().is_empty() {
                    self.useless_roll(white, ev);
                }
            }
            Command::Pass => {
                self.emit(ev, Event::Passed { seat });
                self.end_turn(ev);
            }
            Command::BringIn { role, field } => {
                let by_card = matches!(self.phase(), Phase::Card { .. });
                let piece = PieceId { seat, role: *role };
                if let Some(v) = self.position().piece_at(*field) {
                    self.emit(
                        ev,
                        Event::Captured {
                            piece: v,
                            by: piece,
                            at: *field,
                        },
                    );
                }
                self.emit(
                    ev,
                    Event::BroughtIn {
                        piece,
                        field: *field,
                    },
                );
                if by_card {
                    self.card_done(ev);
                } else if self.setup().variant.bring_in_ends_turn {
                    self.end_turn(ev);
                } else {
                    self.emit(
                        ev,
                        Event::RollAgain {
                            seat,
                            capture_covered: false,
                        },
                    );
                }
            }
            Command::Move { role, route } => {
                let by_card = matches!(self.phase(), Phase::Card { .. });
                let piece = PieceId { seat, role: *role };
                let mut cur = self.position().square_of(piece).expect("checked");
                let house = self.board().tables(seat).house;
                for (i, &sq) in route.iter().enumerate() {
                    if house.contains(self.board().index(sq)) {
                        self.emit(
                            ev,
                            Event::CameHome {
                                piece,
                                from: cur,
                                to: sq,
                            },
                        );
                        break;
                    }
                    let capture_any = self.setup().variant.capture_any;
                    let victim = (i + 1 == route.len() || capture_any)
                        .then(|| self.position().piece_at(sq))
                        .flatten();
                    self.emit(
                        ev,
                        Event::Stepped {
                            piece,
                            from: cur,
                            to: sq,
                        },
                    );
                    if let Some(v) = victim {
                        self.emit(
                            ev,
                            Event::Captured {
                                piece: v,
                                by: piece,
                                at: sq,
                            },
                        );
                    }
                    cur = sq;
                }
                if by_card {
                    self.discard_drawn(ev);
                }
                if !self.check_finish(seat, ev) {
                    self.end_turn(ev);
                }
            }
            Command::DrawCard => self.draw_card(ev),
            Command::Swap { a, b } => {
                self.emit(ev, Event::Swapped { a: *a, b: *b });
                self.card_done(ev);
            }
            Command::SendBack { piece } => {
                let from = self.position().location(*piece).expect("checked");
                self.emit(
                    ev,
                    Event::Placed {
                        piece: *piece,
                        from,
                        to: Location::Box,
                    },
                );
                self.card_done(ev);
            }
            Command::SafeSpot { role, field } => {
                let piece = PieceId { seat, role: *role };
                let from = self.position().location(piece).expect("checked");
                self.emit(
                    ev,
                    Event::Placed {
                        piece,
                        from,
                        to: Location::Track(*field),
                    },
                );
                self.card_done(ev);
            }
        }
    }

    /// A roll that gave nothing to do: another try, or the end of the turn.
    pub(super) fn useless_roll(&mut self, white: Face, ev: &mut Vec<Event>) {
        let seat = self.turn().seat;
        let trying = !self.position().has_active(seat) && !self.turn().brought_in;
        let tries = self.setup().variant.tries;
        if trying && self.turn().tries_used + 1 < tries {
            self.emit(ev, Event::RollLost { seat });
            let tries_left = tries - self.turn().tries_used - 1;
            self.emit(ev, Event::TryAgain { seat, tries_left });
        } else {
            if white == Face::Hash && !trying {
                self.emit(ev, Event::MissedTurn { seat });
            } else {
                self.emit(ev, Event::RollLost { seat });
            }
            self.end_turn(ev);
        }
    }

    /// After pieces came home: placings and the end of the game. Returns whether the game ended.
    pub(super) fn check_finish(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        if self.has_finished(seat) || !self.position().all_home(seat) {
            return false;
        }
        let placing = self.placings().len() as u8 + 1;
        self.emit(ev, Event::Finished { seat, placing });
        let left: Vec<Seat> = self
            .setup()
            .seats
            .iter()
            .copied()
            .filter(|s| !self.has_finished(*s))
            .collect();
        if self.setup().rules.has(HouseRule::EndAfterFirstWinner) || left.len() <= 1 {
            if let [last] = left[..] {
                if !self.setup().rules.has(HouseRule::EndAfterFirstWinner) {
                    self.emit(
                        ev,
                        Event::Finished {
                            seat: last,
                            placing: placing + 1,
                        },
                    );
                }
            }
            let placings = self.placings().to_vec();
            self.emit(ev, Event::GameOver { placings });
            return true;
        }
        if self.turn().seat == seat {
            self.end_turn(ev);
        }
        true
    }

    pub(super) fn order_position(&self, seat: Seat) -> usize {
        let n = self.setup().seats.len();
        let i = self
            .setup()
            .seats
            .iter()
            .position(|s| *s == seat)
            .unwrap_or(0);
        let f = self
            .setup()
            .seats
            .iter()
            .position(|s| *s == self.setup().first)
            .unwrap_or(0);
        (i + n - f) % n
    }

    /// Passes the turn to the next player still in the game.
    pub(super) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let n = self.setup().seats.len();
        let mut cur = self.turn().seat;
        let mut round = self.round();
        for _ in 0..(2 * n + 1) {
            let i = self
                .setup()
                .seats
                .iter()
                .position(|s| *s == cur)
                .unwrap_or(0);
            let next = self.setup().seats[(i + 1) % n];
            if self.order_position(next) <= self.order_position(cur) {
                round += 1;
            }
            cur = next;
            if self.has_finished(next) {
                continue;
            }
            if self.missing_next().contains(&next) {
                self.emit(ev, Event::TurnSkipped { seat: next });
                continue;
            }
            self.emit(ev, Event::TurnStarted { seat: next, round });
            return;
        }
    }
}
