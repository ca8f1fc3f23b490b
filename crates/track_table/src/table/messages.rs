//! Events in words, with the players' names: the log lines of the side panel, and
//! what the dice allow right now. Nothing here draws, so tests read the same lines
//! a family reads.

pub use crate::i18n::card_text;
use crate::i18n::{BringInRoll, CardIdle, Lang, Msg};
use track::board::Cell;
use track::cards::Effect;
use track::dice::Face;
use track::pieces::{Location, PieceId, Role, Seat};
use track::variant::HouseRule;
use track::{Choice, Event, Phase, State};

/// How many event lines the side panel keeps; older ones drop off.
pub const MESSAGES_KEPT: usize = 6;

/// The names shown for the four seats: the players' names, or their colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names(pub [String; 4]);

impl Names {
    /// Every seat called by its colour.
    pub fn colours(lang: Lang) -> Names {
        Names(Seat::ALL.map(|s| words::say(lang, &Msg::SeatName(s))))
    }

    /// The name of a seat.
    pub fn of(&self, seat: Seat) -> String {
        self.0[seat.index() % 4].clone()
    }
}

/// What a player stuck in the box needs: the faces of the white die that bring a
/// piece in. A `+` always does; a `#` with the house rule, or in an action game where
/// `#` does not only draw a card. A family's own dice may have no `+`, or no `#`.
fn bring_in_roll(state: &State) -> BringInRoll {
    let setup = state.setup();
    let hash_brings_in = setup.rules.has(HouseRule::SymbolsBringIn)
        || (setup.variant.action && !setup.rules.has(HouseRule::HashDrawsCard));
    let white = &state.dice().white;
    let plus = white.contains(&Face::Plus);
    let hash = hash_brings_in && white.contains(&Face::Hash);
    match (plus, hash) {
        (false, true) => BringInRoll::Hash,
        (true, true) => BringInRoll::PlusOrHash,
        // Without either (a card brings in), the booklet's words.
        (false, false) if hash_brings_in => BringInRoll::PlusOrHash,
        _ => BringInRoll::Plus,
    }
}

/// Whether a seat is trying to bring a piece in: nothing on the track, none brought
/// in this turn.
fn stuck_in_box(state: &State, seat: Seat) -> bool {
    !state.position().has_active(seat) && !state.turn().brought_in
}

/// The log line of an event, or `None` for events not worth a line.
///
/// `before` is the state just before the event, `prev` the event shown before it,
/// and `next` the events still to come from the same command (a roll's line says
/// how it ends).
pub fn event_line(
    lang: Lang,
    names: &Names,
    before: &State,
    e: &Event,
    prev: Option<&Event>,
    next: &[Event],
) -> Option<String> {
    let t = |m: Msg| words::say(lang, &m);
    let who = |s: Seat| names.of(s);
    let moves_of = |piece: PieceId| {
        1 + next
            .iter()
            .take_while(|n| {
                matches!(n, Event::Stepped { piece: p, .. } | Event::CameHome { piece: p, .. } if *p == piece)
                    || matches!(n, Event::Captured { .. })
            })
            .filter(|n| !matches!(n, Event::Captured { .. }))
            .count() as u8
    };
    let first_move =
        |piece: PieceId| !matches!(prev, Some(Event::Stepped { piece: p, .. }) if *p == piece);
    Some(match e {
        Event::Rolled {
            seat,
            white,
            orange,
            ..
        } => {
            let misses = next.iter().any(|n| matches!(n, Event::MissedTurn { .. }));
            if misses && *white == Face::Hash {
                t(Msg::RollsHashMisses(who(*seat)))
            } else {
                t(Msg::Rolls(who(*seat), *white, *orange))
            }
        }
        Event::Stepped { piece, .. } if first_move(*piece) => {
            t(Msg::Moves(who(piece.seat), piece.role, moves_of(*piece)))
        }
        Event::Stepped { .. } => return None,
        Event::CameHome { piece, .. } => {
            let home = t(Msg::CameHome(who(piece.seat), piece.role));
            if first_move(*piece) {
                format!("{} {home}", t(Msg::Moves(who(piece.seat), piece.role, 1)))
            } else {
                home
            }
        }
        // A lost try: the next event (another try) says what is needed.
        Event::RollLost { .. } if matches!(next.first(), Some(Event::TryAgain { .. })) => {
            return None
        }
        Event::RollLost { seat } if stuck_in_box(before, *seat) => {
            t(Msg::NeedPlus(who(*seat), bring_in_roll(before), 0))
        }
        Event::RollLost { seat } => t(Msg::RollLost(who(*seat))),
        Event::MissedTurn { .. } if matches!(prev, Some(Event::Rolled { .. })) => return None,
        Event::MissedTurn { seat } => t(Msg::MissedTurn(who(*seat))),
        Event::TryAgain { seat, tries_left } => t(Msg::NeedPlus(
            who(*seat),
            bring_in_roll(before),
            *tries_left,
        )),
        Event::RollAgain { seat, .. } => t(Msg::RollAgain(who(*seat))),
        Event::Captured { piece, by, .. } => t(Msg::Captured {
            victim: who(piece.seat),
            victim_role: piece.role,
            by: who(by.seat),
            by_role: by.role,
        }),
        Event::BroughtIn { piece, .. } => t(Msg::BroughtIn(who(piece.seat), piece.role)),
        // A card's doing: a piece sent back to its box, two pieces swapped.
        Event::Placed {
            piece,
            to: Location::Box,
            ..
        } => t(Msg::SentBack(who(piece.seat), piece.role)),
        Event::Placed {
            piece,
            to: Location::Track(field),
            ..
        } => {
            let pause = matches!(before.board().cell(*field), Cell::Pause(_));
            t(Msg::Placed(who(piece.seat), piece.role, pause))
        }
        Event::Swapped { a, b } => t(Msg::Swapped {
            name: who(a.seat),
            role: a.role,
            other: who(b.seat),
            other_role: b.role,
        }),
        Event::Finished { seat, placing } => t(Msg::Finished(who(*seat), *placing)),
        Event::GameOver { .. } => t(Msg::GameOver),
        Event::CardDrawn { seat, card } => {
            let c = before.deck().card(card).map(|c| card_text(lang, c));
            t(Msg::CardDrawn(who(*seat), c.unwrap_or_default()))
        }
        Event::CardNotCarriedOut { card, .. } => match before.deck().card(card) {
            Some(c) => t(Msg::NothingHappens(card_idle(before, &c.effect))),
            None => t(Msg::CardNotCarriedOut),
        },
        Event::Passed { seat } => t(Msg::Passed(who(*seat))),
        Event::WillMissTurn { seat } => t(Msg::WillMissTurn(who(*seat))),
        Event::TurnSkipped { seat } => t(Msg::TurnSkipped(who(*seat))),
        _ => return None,
    })
}

/// Why a card with this effect could change nothing for the player to move.
pub fn card_idle(state: &State, effect: &Effect) -> CardIdle {
    let seat = state.turn().seat;
    let on_track = |role: Role| state.position().square_of(PieceId { seat, role }).is_some();
    match effect {
        Effect::OwnToBox { role } => CardIdle::NoActive(*role),
        Effect::ExtraMoves { role, .. } if !on_track(*role) => CardIdle::NoActive(*role),
        Effect::ExtraMoves { role, .. } => CardIdle::CannotMove(*role),
        Effect::Promotion { .. } if !on_track(Role::Pawn) => CardIdle::NoActive(Role::Pawn),
        Effect::Promotion { .. } => CardIdle::CannotMove(Role::Pawn),
        Effect::Swap => CardIdle::NoSwap,
        Effect::OpponentToBox => CardIdle::NoSendBack,
        Effect::SafeSpot => CardIdle::NoSafeSpot,
        Effect::BringIn => CardIdle::NoBringIn,
        Effect::Castling => CardIdle::NoCastling,
        Effect::AllToStart { role } => CardIdle::NoneToStart(*role),
        _ => CardIdle::Other,
    }
}

/// What the dice allow, in words, for the decision at hand: only what is possible.
/// In the large game each die names the pieces it can move, or says that it cannot
/// move any; a player stuck in the box is told what is needed.
pub fn roll_hints(lang: Lang, names: &Names, state: &State) -> Vec<String> {
    let t = |m: Msg| words::say(lang, &m);
    let Phase::Decide { white, orange } = state.phase() else {
        if matches!(state.phase(), Phase::Roll) && stuck_in_box(state, state.turn().seat) {
            let left = state
                .setup()
                .variant
                .tries
                .saturating_sub(state.turn().tries_used);
            return vec![t(Msg::NeedPlus(
                names.of(state.turn().seat),
                bring_in_roll(state),
                left,
            ))];
        }
        return vec![];
    };
    let mut movable: Vec<Role> = vec![];
    for c in state.legal_choices() {
        if let Choice::Move { role, .. } = c {
            if !movable.contains(&role) {
                movable.push(role);
            }
        }
    }
    base::order::sort_by_key(&mut movable, |r| r.index());
    let (by_orange, by_white): (Vec<Role>, Vec<Role>) = movable
        .iter()
        .partition(|r| state.setup().variant.moved_by_orange(**r));
    match (white, orange) {
        (Face::Pips(w), Some(o)) => vec![match (by_white.is_empty(), by_orange.is_empty()) {
            (true, false) => t(Msg::DieUseless(true, *w, *o)),
            (false, true) => t(Msg::DieUseless(false, *o, *w)),
            (true, true) => t(Msg::NothingMoves),
            (false, false) => t(Msg::MovableBy(*w, by_white, *o, by_orange)),
        }],
        (Face::Plus, Some(o)) if !by_orange.is_empty() => vec![
            t(Msg::Rolled(*white, *orange)),
            t(Msg::OrangeAlso(*o, by_orange)),
        ],
        _ => vec![t(Msg::Rolled(*white, *orange))],
    }
}
