//! What a card is worth to the player to move, and what drawing one is worth on average.

use super::evaluation::Evaluator;
use crate::cards::Effect;
use crate::pieces::{Location, PieceId, Role};

/// The expected worth of drawing a card, over the cards left in the draw pile
/// (what every player can count from the discards), never peeking at their order.
pub(super) fn card_expectation(ev: &Evaluator) -> f32 {
    let deck = ev.state.deck();
    let pile = if deck.draw.is_empty() {
        &deck.discard
    } else {
        &deck.draw
    };
    if pile.is_empty() {
        return 0.0;
    }
    let mut counts = vec![0usize; deck.cards.len()];
    for &i in pile {
        if let Some(c) = counts.get_mut(i) {
            *c += 1;
        }
    }
    let mut total = 0.0;
    for (i, n) in counts.iter().enumerate() {
        if *n > 0 {
            total += *n as f32 * card_value(ev, &deck.cards[i].effect);
        }
    }
    total / pile.len() as f32
}

/// A rough worth of one card's effect for the player to move, in moves.
fn card_value(ev: &Evaluator, effect: &Effect) -> f32 {
    let m = &ev.m;
    let w = &ev.w;
    let pos = ev.state.position();
    let me = ev.me;
    let own = |role: Role| {
        let p = PieceId { seat: me, role };
        pos.square_of(p).map(|sq| (p, sq))
    };
    match effect {
        Effect::RollAgain | Effect::CaptureCovered => w.roll_value,
        Effect::MissTurn => -w.roll_value,
        Effect::ExtraMoves { role, moves } => own(*role)
            .map(|(p, sq)| (*moves as f32).min(m.dist(p, sq)) * 0.8)
            .unwrap_or(0.0),
        Effect::Promotion { moves } => own(Role::Pawn).map(|_| *moves as f32 * 1.5).unwrap_or(0.0),
        Effect::OwnToBox { role } => own(*role).map(|(p, sq)| -ev.loss(p, sq)).unwrap_or(0.0),
        Effect::OpponentToBox => {
            let mut best: f32 = 0.0;
            for (p, at) in pos.pieces() {
                if let Location::Track(sq) = at {
                    if p.seat != me
                        && m.playing.contains(&p.seat)
                        && !m.board.is_pause_of(sq, p.seat)
                    {
                        best = best.max(w.enemy * ev.loss(p, sq));
                    }
                }
            }
            best
        }
        Effect::Swap => {
            let mut best: f32 = 0.0;
            for (a, sa) in pos.active_of(me) {
                for (b, at) in pos.pieces() {
                    if let Location::Track(sb) = at {
                        if b.seat == me || !m.playing.contains(&b.seat) {
                            continue;
                        }
                        let gain = m.dist(a, sa) - m.dist(a, sb)
                            + w.enemy * (m.dist(b, sa) - m.dist(b, sb));
                        best = best.max(gain);
                    }
                }
            }
            best
        }
        Effect::SafeSpot => {
            if pos.has_active(me) {
                1.0
            } else {
                0.0
            }
        }
        Effect::BringIn => {
            if pos.in_box(me).next().is_some() {
                w.box_cost * 0.5
            } else {
                0.0
            }
        }
        Effect::Castling | Effect::AllToStart { .. } => 0.0,
    }
}
