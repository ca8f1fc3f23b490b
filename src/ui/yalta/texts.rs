//! Every Yalta text of the window, in German and English, with the players' names.

use crate::ui::i18n::Lang;
use yalta::cell::{Cell, Player};
use yalta::game::{Event, Outcome};
use yalta::movegen::CastlingRefusal;
use yalta::position::{Kind, Piece};
use yalta::why_not::Refusal;

/// The players' names, by player index.
pub type Names = [String; 3];

fn pick(lang: Lang, de: String, en: String) -> String {
    match lang {
        Lang::De => de,
        Lang::En => en,
    }
}

/// A fixed text in both languages.
pub fn t(lang: Lang, de: &str, en: &str) -> String {
    match lang {
        Lang::De => de.to_string(),
        Lang::En => en.to_string(),
    }
}

/// The colour's name.
pub fn colour(lang: Lang, p: Player) -> String {
    match (lang, p) {
        (Lang::De, Player::White) => "Weiß",
        (Lang::De, Player::Black) => "Schwarz",
        (Lang::De, Player::Red) => "Rot",
        (Lang::En, p) => p.name(),
    }
    .to_string()
}

/// A kind of piece, with its article ("die Dame", "the queen").
pub fn kind(lang: Lang, k: Kind) -> String {
    match lang {
        Lang::De => [
            "der König",
            "die Dame",
            "der Turm",
            "der Läufer",
            "der Springer",
            "der Bauer",
        ][k as usize]
            .to_string(),
        Lang::En => format!("the {}", k.name()),
    }
}

fn list(lang: Lang, names: &Names, ps: &[Player]) -> String {
    let v: Vec<&str> = ps.iter().map(|p| names[p.index()].as_str()).collect();
    v.join(if lang == Lang::De { " und " } else { " and " })
}

/// One event in words, or nothing.
pub fn event(lang: Lang, names: &Names, before: &[Vec<Player>; 3], e: &Event) -> Option<String> {
    match e {
        Event::Moved {
            player,
            mv,
            captured,
        } => {
            let who = &names[player.index()];
            Some(match captured {
                Some((_, Piece { owner, kind: k })) => pick(
                    lang,
                    format!(
                        "{who}: {mv}, schlägt {} von {}",
                        kind(lang, *k),
                        names[owner.index()]
                    ),
                    format!("{who}: {mv}, takes {}'s {}", names[owner.index()], k.name()),
                ),
                None => format!("{who}: {mv}"),
            })
        }
        Event::ChecksChanged { king, by } => {
            let new: Vec<Player> = by
                .iter()
                .copied()
                .filter(|p| !before[king.index()].contains(p))
                .collect();
            if new.is_empty() {
                return None;
            }
            let k = &names[king.index()];
            Some(pick(
                lang,
                format!("Schach! {} gibt {k} Schach.", list(lang, names, &new)),
                format!("Check! {} gives check to {k}.", list(lang, names, &new)),
            ))
        }
        Event::Ended(o) => Some(outcome(lang, names, o)),
    }
}

/// How the game ended, in words.
pub fn outcome(lang: Lang, names: &Names, o: &Outcome) -> String {
    let n = |p: &Player| names[p.index()].clone();
    match o {
        Outcome::Checkmate { loser, winner } => pick(
            lang,
            format!("Schachmatt! {} ist matt. {} gewinnt!", n(loser), n(winner)),
            format!("Checkmate! {} is mated. {} wins!", n(loser), n(winner)),
        ),
        Outcome::Stalemate(p) => pick(
            lang,
            format!(
                "Patt: {} kann nicht ziehen und steht nicht im Schach. Unentschieden.",
                n(p)
            ),
            format!(
                "Stalemate: {} cannot move and is not in check. A draw.",
                n(p)
            ),
        ),
        Outcome::Repetition => t(
            lang,
            "Dreimal dieselbe Stellung: unentschieden.",
            "The same position three times: a draw.",
        ),
        Outcome::MoveLimit => t(
            lang,
            "150 Züge ohne Schlagen und ohne Bauernzug: unentschieden.",
            "150 moves without a capture or a pawn move: a draw.",
        ),
        Outcome::OnlyKings => t(
            lang,
            "Nur noch die Könige: unentschieden.",
            "Only the kings are left: a draw.",
        ),
    }
}

/// Why a cell is refused, in words.
pub fn refusal(lang: Lang, names: &Names, r: &Refusal) -> String {
    let n = |p: &Player| names[p.index()].clone();
    let c = |c: &Cell| c.to_string();
    match r {
        Refusal::GameOver => t(lang, "Das Spiel ist aus.", "The game is over."),
        Refusal::NoPiece(x) => pick(
            lang,
            format!("Auf {} steht keine Figur.", c(x)),
            format!("There is no piece on {}.", c(x)),
        ),
        Refusal::NotYourPiece(x, p) => pick(
            lang,
            format!("Die Figur auf {} gehört {}.", c(x), n(p)),
            format!("The piece on {} is {}'s.", c(x), n(p)),
        ),
        Refusal::OwnPieceThere(x) => pick(
            lang,
            format!("Auf {} steht deine eigene Figur.", c(x)),
            format!("Your own piece stands on {}.", c(x)),
        ),
        Refusal::KingNeverTaken(_, p) => pick(
            lang,
            format!("Der König von {} wird nie geschlagen.", n(p)),
            format!("{}'s king is never taken.", n(p)),
        ),
        Refusal::NotHowThisPieceMoves(k) => pick(
            lang,
            format!("So zieht {} nicht.", kind(lang, *k)),
            format!("That is not how {} moves.", kind(lang, *k)),
        ),
        Refusal::WayBlocked(x) => pick(
            lang,
            format!("Der Weg ist versperrt (auf {}).", c(x)),
            format!("The way is blocked (on {}).", c(x)),
        ),
        Refusal::PawnCapturesOnlyDiagonally(_) => t(
            lang,
            "Ein Bauer schlägt nur schräg: geradeaus ist besetzt.",
            "A pawn captures only diagonally: the cell ahead is taken.",
        ),
        Refusal::PawnMovesDiagonallyOnlyToCapture(_) => t(
            lang,
            "Ein Bauer zieht nur schräg, wenn er schlägt.",
            "A pawn moves diagonally only to capture.",
        ),
        Refusal::Castling(why) => match why {
            CastlingRefusal::RightLost => t(
                lang,
                "Keine Rochade: König oder Turm hat schon gezogen.",
                "No castling: the king or that rook has moved.",
            ),
            CastlingRefusal::WayNotEmpty(x) => pick(
                lang,
                format!("Keine Rochade: {} ist nicht frei.", c(x)),
                format!("No castling: {} is not empty.", c(x)),
            ),
            CastlingRefusal::InCheck(by) => pick(
                lang,
                format!("Keine Rochade im Schach (von {}).", list(lang, names, by)),
                format!("No castling out of check (by {}).", list(lang, names, by)),
            ),
            CastlingRefusal::PassesAttacked(x, by) => pick(
                lang,
                format!(
                    "Keine Rochade: {} greift {} an.",
                    list(lang, names, by),
                    c(x)
                ),
                format!(
                    "No castling: {} attacks {}, which the king passes.",
                    list(lang, names, by),
                    c(x)
                ),
            ),
            CastlingRefusal::LandsAttacked(x, by) => pick(
                lang,
                format!(
                    "Keine Rochade: {} greift {} an.",
                    list(lang, names, by),
                    c(x)
                ),
                format!(
                    "No castling: {} attacks {}, where the king lands.",
                    list(lang, names, by),
                    c(x)
                ),
            ),
        },
        Refusal::KingWouldStandInCheck(by) => pick(
            lang,
            format!(
                "Dort stünde der König im Schach von {}.",
                list(lang, names, by)
            ),
            format!(
                "The king would stand in check there, from {}.",
                list(lang, names, by)
            ),
        ),
        Refusal::DoesNotAnswerCheck(by) => pick(
            lang,
            format!(
                "Dein König steht im Schach von {} und bliebe es.",
                list(lang, names, by)
            ),
            format!(
                "Your king is in check from {} and would stay so.",
                list(lang, names, by)
            ),
        ),
        Refusal::Pinned(p, x) => pick(
            lang,
            format!(
                "Die Figur ist gefesselt: dahinter lauert {} auf {}.",
                n(p),
                c(x)
            ),
            format!("The piece is pinned by {}'s piece on {}.", n(p), c(x)),
        ),
        Refusal::PromotionNeeded => t(
            lang,
            "Wähle, was der Bauer wird.",
            "Choose what the pawn becomes.",
        ),
        Refusal::NoPromotionHere => t(
            lang,
            "Nur ein Bauer auf einer fremden Grundreihe wird umgewandelt.",
            "Only a pawn on another player's back row is promoted.",
        ),
    }
}
