//! The window's rules of the road, without a window, so that tests can check them:
//! leaving a running game asks first, input never carries over from one screen to
//! the next, a drawn card stays until it has been seen, a turn handed to the next
//! person ignores stray input for a moment, each player's last roll stays on the
//! board as a trail, and the last capture, swap and card stay on the panel for a round.

use track::cards::CardId;
use track::geometry::Square;
use track::pieces::{Location, PieceId, Seat};
use track::Event;

/// Seconds that input for a person's seat is ignored after the turn passed to them,
/// so that a click meant for the last move never rolls for the next player.
pub const HAND_OVER_GRACE: f32 = 0.4;
/// Seconds the next player's name flashes in the header at a hand-over.
pub const HAND_OVER_FLASH: f32 = 1.6;
/// Seconds of each on and off phase of the hand-over flash.
const FLASH_PHASE: f32 = 0.2;
/// Seconds a computer's card stays on screen at least, at normal speed.
pub const COMPUTER_CARD_TIME: f32 = 2.5;

/// Ways to leave the game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// To the room's first page ([`crate::Room::FIRST`]: the race's setup; the menu's
    /// "New game", the end screen's "New setup").
    ToSetup,
    /// To the start screen (the menu's "To the start screen", Esc on the setup screen).
    ToStart,
    /// Close the program (the menu's "Quit"; in the browser, the start screen).
    Quit,
}

/// What a request to leave leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveStep {
    /// Ask "Leave this game?" first: a game is running.
    Ask(Leave),
    /// Go at once: no game is running (none started, or it is over).
    Go(Leave),
}

/// Whether leaving must be asked about first.
pub fn request_leave(game_running: bool, leave: Leave) -> LeaveStep {
    if game_running {
        LeaveStep::Ask(leave)
    } else {
        LeaveStep::Go(leave)
    }
}

/// A drawn card on show. A person's card stays until it is clicked or Enter is
/// pressed; a computer's card stays at least [`COMPUTER_CARD_TIME`], and a click
/// takes it away sooner.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardHold {
    by_person: bool,
    shown: f32,
    seen: bool,
}

impl CardHold {
    /// A card drawn by a person (`true`) or the computer.
    pub fn new(by_person: bool) -> CardHold {
        CardHold {
            by_person,
            shown: 0.0,
            seen: false,
        }
    }

    /// `dt` seconds of game time passed.
    pub fn tick(&mut self, dt: f32) {
        self.shown += dt;
    }

    /// A click or Enter: the card has been seen.
    pub fn dismiss(&mut self) {
        self.seen = true;
    }

    /// Seconds on screen so far.
    pub fn shown(&self) -> f32 {
        self.shown
    }

    /// Whether the card may go.
    pub fn done(&self) -> bool {
        self.seen || (!self.by_person && self.shown >= COMPUTER_CARD_TIME)
    }
}

/// The hand-over to the next person: a short grace in which their input is ignored,
/// and a flash of their name.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct HandOver {
    since: Option<f32>,
}

impl HandOver {
    /// The turn just passed to a person.
    pub fn to_person(&mut self) {
        self.since = Some(0.0);
    }

    /// `dt` seconds of real time passed.
    pub fn tick(&mut self, dt: f32) {
        if let Some(t) = &mut self.since {
            *t += dt;
            if *t >= HAND_OVER_FLASH.max(HAND_OVER_GRACE) {
                self.since = None;
            }
        }
    }

    /// Whether the seat's input counts now.
    pub fn accepts_input(&self) -> bool {
        self.since.is_none_or(|t| t >= HAND_OVER_GRACE)
    }

    /// Whether the header flashes the name now (on for a moment, off, on …).
    pub fn flash_on(&self) -> bool {
        self.since
            .is_some_and(|t| t < HAND_OVER_FLASH && ((t / FLASH_PHASE) as u32).is_multiple_of(2))
    }
}

/// Each player's last roll as a route of squares, kept until that player's next turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trails {
    routes: [Vec<Square>; 4],
}

impl Trails {
    /// Follows an event as it is shown.
    pub fn on_event(&mut self, e: &Event) {
        match e {
            Event::TurnStarted { seat, .. } | Event::Rolled { seat, .. } => {
                self.routes[seat.index() % 4].clear();
            }
            Event::Stepped { piece, from, to } | Event::CameHome { piece, from, to } => {
                let r = &mut self.routes[piece.seat.index() % 4];
                if r.is_empty() {
                    r.push(*from);
                }
                r.push(*to);
            }
            _ => {}
        }
    }

    /// Forgets every trail (a new game).
    pub fn clear(&mut self) {
        *self = Trails::default();
    }

    /// The squares of a seat's last roll, from where it started; empty if none.
    pub fn route(&self, seat: Seat) -> &[Square] {
        &self.routes[seat.index() % 4]
    }
}

/// The events whose line the panel holds for a whole round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeldKind {
    /// A piece captured, or sent back to its box by a card.
    Capture,
    /// Two pieces swapped by a card.
    Swap,
    /// A card drawn.
    Card,
}

impl HeldKind {
    /// The kind of an event whose line is held, if it is one.
    pub fn of(e: &Event) -> Option<HeldKind> {
        HeldPicture::of(e).map(|p| p.kind())
    }
}

/// What a held event shows as a picture on the board's middle ([`crate::table::held_view`]),
/// readable beside the panel's words at every size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeldPicture {
    /// `piece` went back to its box: captured `by` a piece, or sent by a card (`None`).
    Capture {
        /// The piece that went back.
        piece: PieceId,
        /// The capturing piece.
        by: Option<PieceId>,
    },
    /// Two pieces swapped by a card.
    Swap {
        /// One piece.
        a: PieceId,
        /// The other.
        b: PieceId,
    },
    /// A card drawn by a seat.
    Card {
        /// Who drew it.
        seat: Seat,
        /// Which card.
        card: CardId,
    },
}

impl HeldPicture {
    /// The picture of an event that is held, if it is one.
    pub fn of(e: &Event) -> Option<HeldPicture> {
        match e {
            Event::Captured { piece, by, .. } => Some(HeldPicture::Capture {
                piece: *piece,
                by: Some(*by),
            }),
            Event::Placed {
                piece,
                to: Location::Box,
                ..
            } => Some(HeldPicture::Capture {
                piece: *piece,
                by: None,
            }),
            Event::Swapped { a, b } => Some(HeldPicture::Swap { a: *a, b: *b }),
            Event::CardDrawn { seat, card } => Some(HeldPicture::Card {
                seat: *seat,
                card: card.clone(),
            }),
            _ => None,
        }
    }

    /// Its kind.
    pub fn kind(&self) -> HeldKind {
        match self {
            HeldPicture::Capture { .. } => HeldKind::Capture,
            HeldPicture::Swap { .. } => HeldKind::Swap,
            HeldPicture::Card { .. } => HeldKind::Card,
        }
    }
}

/// One held line: its picture, its words, the seat in whose turn it happened, and how many
/// turns have begun since.
#[derive(Clone, Debug, PartialEq, Eq)]
struct HeldLine {
    picture: HeldPicture,
    text: String,
    seat: Seat,
    turns: usize,
}

/// The last capture, the last swap and the last card in words: each stays readable on
/// the panel, however many lines came after it, until the turn comes round again to
/// the player in whose turn it happened, so that every other player has had a turn with
/// it on show (the player who lost a piece among them).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Held {
    /// Newest first; at most one of each kind.
    lines: Vec<HeldLine>,
}

impl Held {
    /// Follows an event as it is shown: `line` is what the panel says of it, `turn` the
    /// seat whose turn it is, `seats` how many play.
    pub fn on_event(&mut self, e: &Event, line: Option<&str>, turn: Seat, seats: usize) {
        if let Event::TurnStarted { seat, .. } | Event::TurnSkipped { seat } = e {
            for l in &mut self.lines {
                l.turns += 1;
            }
            // Round again to its player (or, for a player who has finished, a round on).
            self.lines
                .retain(|l| l.seat != *seat && l.turns <= seats.max(1));
        }
        if let (Some(picture), Some(text)) = (HeldPicture::of(e), line) {
            self.lines.retain(|l| l.picture.kind() != picture.kind());
            self.lines.insert(
                0,
                HeldLine {
                    picture,
                    text: text.to_string(),
                    seat: turn,
                    turns: 0,
                },
            );
        }
    }

    /// The held lines, newest first.
    pub fn lines(&self) -> Vec<String> {
        self.lines.iter().map(|l| l.text.clone()).collect()
    }

    /// The held events' pictures, newest first: shown as long as their lines.
    pub fn pictures(&self) -> Vec<HeldPicture> {
        self.lines.iter().map(|l| l.picture.clone()).collect()
    }

    /// Forgets every held line (a new game).
    pub fn clear(&mut self) {
        self.lines.clear();
    }
}
