//! A saved game in words, one event a line (the `replay` subcommand).
//!
//! Every line is said by the words of the race ([`crate::said::Msg`]): the events the
//! window announces with its own messages, the few only a replay needs (its heading,
//! card piles, where a piece is placed) with messages of their own.

use crate::said::Msg;
use crate::save::SaveGame;
use track::cards::CardId;
use track::pieces::{Location, PieceId, Seat};
use track::Event;
use words::Lang;

/// The lines of a replay: a heading with the setup and the players, then one line per
/// event.
pub fn lines(save: &SaveGame, lang: Lang) -> Vec<String> {
    let setup = save.setup();
    let mut out = vec![words::say(
        lang,
        &Msg::ReplayHead(setup.variant.id.clone(), setup.seed, save.commands().len()),
    )];
    for rule in &setup.rules.0 {
        let rules = words::say(lang, &Msg::SetupRules);
        out.push(words::say(lang, &Msg::Labelled(rules, rule.to_string())));
    }
    for p in save.players() {
        let who = match p.computer {
            Some(k) => format!(
                "{} ({})",
                words::say(lang, &Msg::SeatComputer(true)),
                words::say(lang, &Msg::Level(k))
            ),
            None => words::say(lang, &Msg::SeatComputer(false)),
        };
        let seat = words::say(lang, &Msg::SeatName(p.seat));
        let who = if p.name.is_empty() {
            who
        } else {
            format!("{}, {who}", p.name)
        };
        out.push(words::say(lang, &Msg::Labelled(seat, who)));
    }
    let deck = save.snapshot().deck();
    for e in save.events() {
        out.push(describe(lang, &e, |id| {
            deck.card(id)
                .map(|c| crate::said::card_text(lang, c))
                .unwrap_or_else(|| id.to_string())
        }));
    }
    out
}

fn piece(lang: Lang, p: PieceId) -> String {
    format!(
        "{} {}",
        words::say(lang, &Msg::SeatName(p.seat)),
        words::say(lang, &Msg::RoleName(p.role))
    )
}

fn location(lang: Lang, l: Location) -> String {
    words::say(lang, &Msg::Place(l))
}

/// One event in words; `card_text` gives a card's text from its id.
pub fn describe(lang: Lang, e: &Event, card_text: impl Fn(&CardId) -> String) -> String {
    let t = |m: Msg| words::say(lang, &m);
    let c = |s: Seat| words::say(lang, &Msg::SeatName(s));
    match e {
        Event::TurnStarted { seat, round } => {
            format!("{} · {}", t(Msg::Round(*round)), t(Msg::TurnOf(c(*seat))))
        }
        Event::TurnSkipped { seat } => t(Msg::TurnSkipped(c(*seat))),
        Event::Rolled {
            seat,
            white,
            orange,
            ..
        } => t(Msg::Labelled(
            t(Msg::SeatName(*seat)),
            t(Msg::Rolled(*white, *orange)),
        )),
        Event::BroughtIn { piece: p, field } => {
            format!("{} {field}", t(Msg::BroughtIn(c(p.seat), p.role)))
        }
        Event::Stepped { piece: p, from, to } => {
            t(Msg::Labelled(piece(lang, *p), format!("{from} → {to}")))
        }
        Event::Captured { piece: p, by, at } => format!(
            "{} {at}",
            t(Msg::Captured {
                victim: c(p.seat),
                victim_role: p.role,
                by: c(by.seat),
                by_role: by.role,
            })
        ),
        Event::CameHome { piece: p, from, to } => t(Msg::Labelled(
            t(Msg::CameHome(c(p.seat), p.role)),
            format!("{from} → {to}"),
        )),
        Event::RollAgain {
            seat,
            capture_covered,
        } => {
            if *capture_covered {
                t(Msg::RollAgainCovered(c(*seat)))
            } else {
                t(Msg::RollAgain(c(*seat)))
            }
        }
        Event::RollLost { seat } => t(Msg::RollLost(c(*seat))),
        Event::TryAgain { seat, tries_left } => t(Msg::TryAgain(c(*seat), *tries_left)),
        Event::MissedTurn { seat } => t(Msg::MissedTurn(c(*seat))),
        Event::Passed { seat } => t(Msg::Passed(c(*seat))),
        Event::CardDrawn { seat, card } => {
            t(Msg::CardDrawn(c(*seat), t(Msg::CardQuote(card_text(card)))))
        }
        Event::DeckShuffled { .. } => t(Msg::DeckShuffled),
        Event::CardNotCarriedOut { .. } => t(Msg::CardNotCarriedOut),
        Event::CardDiscarded { .. } => t(Msg::CardDiscarded),
        Event::Placed { piece: p, from, to } => t(Msg::Labelled(
            piece(lang, *p),
            format!("{} → {}", location(lang, *from), location(lang, *to)),
        )),
        Event::Swapped { a, b } => format!("{} ⇄ {}", piece(lang, *a), piece(lang, *b)),
        Event::WillMissTurn { seat } => t(Msg::WillMissTurn(c(*seat))),
        Event::Finished { seat, placing } => t(Msg::Finished(c(*seat), *placing)),
        Event::GameOver { placings } => {
            let names: Vec<String> = placings.iter().map(|s| t(Msg::SeatName(*s))).collect();
            format!("{} {}", t(Msg::GameOver), names.join(", "))
        }
    }
}
