//! Showing events one after another: how long each takes, advancing them frame by
//! frame, and what is in motion meanwhile (a piece on its way, spinning dice, a card).

use crate::table::flow::{CardHold, COMPUTER_CARD_TIME};
use crate::table::input::slots_of;
use crate::table::messages::{event_line, MESSAGES_KEPT};
use crate::table::Table;
use crate::{Room, TableScreen};
use paint::layout::Layout;
use shell::Frame;
use track::dice::Face;
use track::geometry::Square;
use track::pieces::{Location, PieceId};
use track::{Event, Phase};

/// Seconds per move of a piece.
const STEP_TIME: f32 = 0.25;
/// Seconds of the dice animation.
const DICE_TIME: f32 = 0.6;
/// Seconds of a capture, a bring-in, a placing or a swap.
const JUMP_TIME: f32 = 0.4;
/// Seconds a notice stays before the next event (a lost roll, a missed turn, another
/// try, a finish).
const NOTICE_TIME: f32 = 0.8;
/// Seconds a drawn card is shown large at least: a person's card then waits to be
/// clicked away, a computer's goes by itself.
const CARD_TIME: f32 = COMPUTER_CARD_TIME;
/// The fraction of [`CARD_TIME`] after which a drawn card counts as on screen (for
/// `--screenshot` of a card).
const CARD_SHOWN_FROM: f32 = 0.3;
/// Faces per second the rolling dice flick through.
const DICE_FLICKS_PER_SECOND: f32 = 20.0;
/// Shortest duration divided by when easing a motion, so that an instant event does not
/// divide by zero.
const MIN_DURATION: f32 = 1e-3;

/// An event being shown, with its progress.
pub struct Playing {
    /// The event.
    pub event: Event,
    /// Seconds shown so far.
    pub t: f32,
    /// Seconds it is shown in all.
    pub duration: f32,
}

fn duration_of(e: &Event) -> f32 {
    match e {
        Event::Rolled { .. } => DICE_TIME,
        Event::Stepped { .. } | Event::CameHome { .. } => STEP_TIME,
        Event::Captured { .. }
        | Event::BroughtIn { .. }
        | Event::Placed { .. }
        | Event::Swapped { .. } => JUMP_TIME,
        Event::RollLost { .. }
        | Event::MissedTurn { .. }
        | Event::TryAgain { .. }
        | Event::Finished { .. } => NOTICE_TIME,
        Event::CardDrawn { .. } => CARD_TIME,
        _ => 0.0,
    }
}

/// Game time a computer's turn covers in one second at the time share `share` of its
/// speed ([`ComputerSpeed::time_share`](base::choices::ComputerSpeed::time_share)): at no time at all, everything waiting is done
/// in one frame.
fn computer_time(dt: f32, share: f32) -> f32 {
    if share > 0.0 {
        dt / share
    } else {
        INSTANT
    }
}

/// Game time enough for every waiting event, pause and card of a computer's turn.
const INSTANT: f32 = 1.0e6;

impl<R: Room> TableScreen<R> {
    /// The game time `dt` seconds of the window make now: while a computer's turn is on
    /// show, at the chosen computer speed ([`ComputerSpeed`](base::choices::ComputerSpeed): every move still shown at
    /// the quick one, the turn at once at the instant one); a person's turn always at
    /// the normal pace.
    pub fn game_dt(&self, dt: f32) -> f32 {
        match R::computer_speed(self) {
            Some(speed) if self.is_computer(self.table.shown.turn().seat) => {
                computer_time(dt, speed.time_share())
            }
            _ => dt,
        }
    }

    /// Advances animations by `dt` seconds; `skip` (a click, or Enter) finishes every
    /// waiting event at once and takes a drawn card away.
    pub fn animate(&mut self, frame: &Frame, dt: f32, skip: bool) {
        loop {
            // A card reached by this very skip stays: the same click must not also
            // take it away unseen.
            let mut fresh_card = false;
            if self.table.playing.is_none() {
                let Some(e) = self.table.queue.pop_front() else {
                    return;
                };
                let line = event_line(
                    self.lang,
                    &self.names(),
                    &self.table.shown,
                    &e,
                    self.table.told.last_shown.as_ref(),
                    self.table.queue.make_contiguous(),
                );
                let seats = self.table.shown.setup().seats.len();
                let turn = self.table.shown.turn().seat;
                self.table
                    .told
                    .held
                    .on_event(&e, line.as_deref(), turn, seats);
                if let Some(m) = line {
                    self.table.messages.push_front(m);
                    self.table.messages.truncate(MESSAGES_KEPT);
                }
                self.table.told.last_shown = Some(e.clone());
                self.table.sounds_due.push(e.clone());
                let mut d = duration_of(&e);
                // The moves a person walked step by step were shown already.
                if matches!(e, Event::Stepped { .. }) && self.table.walked_shown > 0 {
                    self.table.walked_shown -= 1;
                    d = 0.0;
                } else {
                    self.table.walked_shown = 0;
                }
                self.table.pace.card_hold = match &e {
                    Event::CardDrawn { seat, .. } => Some(CardHold::new(!self.is_computer(*seat))),
                    _ => None,
                };
                fresh_card = self.table.pace.card_hold.is_some();
                self.table.playing = Some(Playing {
                    event: e,
                    t: 0.0,
                    duration: d,
                });
            }
            if let Some(hold) = &mut self.table.pace.card_hold {
                // A drawn card stays until it has been seen (see `CardHold`).
                if fresh_card && skip {
                    return;
                }
                hold.tick(dt);
                if skip {
                    hold.dismiss();
                }
                let p = self.table.playing.as_mut().expect("set above");
                p.t = hold.shown();
                if !hold.done() {
                    return;
                }
                self.table.pace.card_hold = None;
                p.t = p.duration;
            }
            let p = self.table.playing.as_mut().expect("set above");
            p.t += if skip { p.duration } else { dt };
            if p.t >= p.duration {
                let done = self.table.playing.take().expect("set above");
                self.table.shown.apply(&done.event);
                self.table.told.trails.on_event(&done.event);
                self.table.told.figures.on_event(&done.event);
                self.table.effects_for(frame, &done.event);
                if let Event::TurnStarted { seat, .. } = done.event {
                    if !self.is_computer(seat) {
                        self.table.pace.hand_over.to_person();
                        self.apply_help(seat);
                    }
                }
                if !skip {
                    // One finished event per frame keeps instant events cheap but visible in order.
                    continue;
                }
            } else {
                return;
            }
        }
    }
}

impl Table {
    /// The piece in motion and where it is now, in grid units: eased along its path
    /// from where it was to where the event takes it.
    pub fn moving_piece(&self, layout: &Layout) -> Option<(PieceId, (f32, f32))> {
        let board = self.shown.board();
        let (n, slot) = slots_of(&self.shown);
        self.playing.as_ref().and_then(|p| {
            let k = (p.t / p.duration.max(MIN_DURATION)).clamp(0.0, 1.0);
            let k = k * k * (3.0 - 2.0 * k);
            let lerp =
                |a: (f32, f32), b: (f32, f32)| (a.0 + (b.0 - a.0) * k, a.1 + (b.1 - a.1) * k);
            let sqc = |s: Square| (s.x as f32 + 0.5, s.y as f32 + 0.5);
            match &p.event {
                Event::Stepped { piece, from, to } => Some((*piece, lerp(sqc(*from), sqc(*to)))),
                Event::CameHome { piece, from, .. } => {
                    let home = layout.home_slots(board, piece.seat, n)[slot(piece.role)];
                    Some((*piece, lerp(sqc(*from), home)))
                }
                Event::Captured { piece, at, .. } => {
                    let slot = layout.box_slots(board, piece.seat, n)[slot(piece.role)];
                    Some((*piece, lerp(sqc(*at), slot)))
                }
                Event::BroughtIn { piece, field } => {
                    let slot = layout.box_slots(board, piece.seat, n)[slot(piece.role)];
                    Some((*piece, lerp(slot, sqc(*field))))
                }
                Event::Placed { piece, from, to } => {
                    let at = |l: &Location| match l {
                        Location::Track(s) => sqc(*s),
                        Location::Box => layout.box_slots(board, piece.seat, n)[slot(piece.role)],
                        Location::Home => layout.home_slots(board, piece.seat, n)[slot(piece.role)],
                    };
                    Some((*piece, lerp(at(from), at(to))))
                }
                _ => None,
            }
        })
    }

    /// The dice on show: spinning while the roll animates, then the result.
    pub fn dice_faces(&self) -> (Option<Face>, Option<u8>) {
        if let Some(Playing {
            event: Event::Rolled { .. },
            t,
            ..
        }) = &self.playing
        {
            let dice = self.shown.dice();
            let i = (t * DICE_FLICKS_PER_SECOND) as usize;
            let w = dice.white[i % dice.white.len()];
            let o = match dice.orange[(i * 7 + 3) % dice.orange.len()] {
                Face::Pips(n) => Some(n),
                _ => None,
            };
            return (Some(w), o);
        }
        match self.shown.phase() {
            Phase::Decide { white, orange } => (Some(*white), *orange),
            _ => (None, None),
        }
    }

    /// While the dice roll: how far they are turned (radians) and lifted (a fraction of
    /// their size), easing to rest.
    pub fn dice_tumble(&self) -> (f32, f32) {
        match &self.playing {
            Some(Playing {
                event: Event::Rolled { .. },
                t,
                duration,
            }) => {
                let k = (t / duration.max(MIN_DURATION)).clamp(0.0, 1.0);
                let left = 1.0 - k;
                (
                    left * left * std::f32::consts::TAU * 1.25,
                    (k * std::f32::consts::PI).sin() * 0.25,
                )
            }
            _ => (0.0, 0.0),
        }
    }

    /// Whether a drawn card is shown large right now.
    pub fn card_on_screen(&self) -> bool {
        matches!(&self.playing, Some(Playing { event: Event::CardDrawn { .. }, t, duration }) if *t > duration * CARD_SHOWN_FROM)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use base::choices::ComputerSpeed;

    /// Seconds a computer's whole turn of `events` takes on screen at `speed`, with its
    /// pause before deciding, counted in frames of 1/60 s.
    fn turn_seconds(speed: ComputerSpeed, events: &[Event]) -> f32 {
        let frame = 1.0 / 60.0;
        let game = computer_time(frame, speed.time_share());
        let mut frames = 0u32;
        let mut left = crate::table::game::COMPUTER_PAUSE;
        while left > 0.0 {
            left -= game;
            frames += 1;
        }
        for e in events {
            let mut left = duration_of(e);
            while left > 0.0 {
                left -= game;
                frames += 1;
            }
        }
        frames as f32 * frame
    }

    fn a_turn() -> Vec<Event> {
        use track::pieces::{PieceId, Role, Seat};
        let piece = PieceId {
            seat: Seat(1),
            role: Role::Queen,
        };
        let step = |a: u8, b: u8| Event::Stepped {
            piece,
            from: Square::new(a, 16),
            to: Square::new(b, 16),
        };
        vec![
            Event::Rolled {
                seat: Seat(1),
                white: Face::Pips(3),
                orange: None,
                dealt: 0,
            },
            step(4, 5),
            step(5, 6),
            step(6, 7),
        ]
    }

    #[test]
    fn the_quick_speed_keeps_every_move_on_screen_but_short() {
        let turn = a_turn();
        let normal = turn_seconds(ComputerSpeed::Normal, &turn);
        let quick = turn_seconds(ComputerSpeed::Quick, &turn);
        assert!(
            quick < normal / 2.5,
            "quick {quick} s against normal {normal} s"
        );
        // Every move still takes frames of its own: a piece is seen on its way.
        let frame = 1.0 / 60.0;
        let step = duration_of(&turn[1]);
        let frames = step / computer_time(frame, ComputerSpeed::Quick.time_share());
        assert!(
            frames >= 3.0,
            "a move of the quick speed lasts {frames} frames"
        );
    }

    #[test]
    fn the_instant_speed_does_a_whole_turn_in_one_frame() {
        let frame = 1.0 / 60.0;
        let game = computer_time(frame, ComputerSpeed::Instant.time_share());
        let whole: f32 = a_turn().iter().map(duration_of).sum::<f32>()
            + crate::table::game::COMPUTER_PAUSE
            + crate::table::flow::COMPUTER_CARD_TIME;
        assert!(game >= whole);
        assert_eq!(
            computer_time(frame, ComputerSpeed::Normal.time_share()),
            frame
        );
    }
}
