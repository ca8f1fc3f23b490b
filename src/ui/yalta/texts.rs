//! The Yalta game's events and its end as messages with the players' names
//! ([`YaltaMsg`]); the words are in [`crate::ui::i18n`] (`de/yalta.rs`, `en/yalta.rs`,
//! the refusals in `de/reasons.rs`, `en/reasons.rs`).

use crate::ui::i18n::{yalta_text, Lang, YaltaMsg};
use yalta::cell::Player;
use yalta::game::{Event, Outcome};
use yalta::position::Piece;

/// The players' names, by player index.
pub type Names = [String; 3];

/// The colour's name.
pub fn colour(lang: Lang, p: Player) -> String {
    yalta_text(lang, &YaltaMsg::Colour(p))
}

/// One event in words, or nothing.
pub fn event(lang: Lang, names: &Names, before: &[Vec<Player>; 3], e: &Event) -> Option<String> {
    let name = |p: &Player| names[p.index()].clone();
    let msg = match e {
        Event::Moved {
            player,
            mv,
            captured,
        } => match captured {
            Some((_, Piece { owner, kind })) => YaltaMsg::Takes {
                who: name(player),
                mv: mv.to_string(),
                owner: name(owner),
                kind: *kind,
            },
            None => YaltaMsg::Moved(name(player), mv.to_string()),
        },
        Event::ChecksChanged { king, by } => {
            let new: Vec<String> = by
                .iter()
                .filter(|p| !before[king.index()].contains(p))
                .map(name)
                .collect();
            if new.is_empty() {
                return None;
            }
            YaltaMsg::Checks {
                by: new,
                king: name(king),
            }
        }
        Event::Ended(o) => return Some(outcome(lang, names, o)),
    };
    Some(yalta_text(lang, &msg))
}

/// How the game ended, in words.
pub fn outcome(lang: Lang, names: &Names, o: &Outcome) -> String {
    let n = |p: &Player| names[p.index()].clone();
    let msg = match o {
        Outcome::Checkmate { loser, winner } => YaltaMsg::Checkmate {
            loser: n(loser),
            winner: n(winner),
        },
        Outcome::Stalemate(p) => YaltaMsg::Stalemate(n(p)),
        Outcome::Repetition => YaltaMsg::Repetition,
        Outcome::MoveLimit => YaltaMsg::MoveLimit,
        Outcome::OnlyKings => YaltaMsg::OnlyKings,
    };
    yalta_text(lang, &msg)
}
