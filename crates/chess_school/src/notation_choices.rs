//! "Write this move": the right notation and three near misses, each wrong in one way a
//! child slips (a letter, the `x`, the `+`, the square), so that a wrong pick can say
//! exactly what is wrong with it.

use crate::level::CastleSide;
use crate::why::Slip;
use cozy_chess::{Piece, Square};

/// The letter of a piece in notation (none for a pawn).
fn letter(p: Piece) -> Option<char> {
    match p {
        Piece::King => Some('K'),
        Piece::Queen => Some('Q'),
        Piece::Rook => Some('R'),
        Piece::Bishop => Some('B'),
        Piece::Knight => Some('N'),
        Piece::Pawn => None,
    }
}

/// A letter children mix up with the right one.
fn other_letter(p: Piece) -> char {
    match p {
        Piece::Knight => 'K',
        Piece::King => 'N',
        Piece::Bishop => 'N',
        Piece::Rook => 'K',
        Piece::Queen => 'K',
        Piece::Pawn => 'P',
    }
}

/// The choices for writing `answer`, the SAN of a move of `piece` to `to`: the right
/// one (no slip) and up to three wrong ones with their slip, in the order shown.
/// `pawn_letter` says whether a letter before a pawn's move may be offered as a slip:
/// not where the language's letter for a pawn is another piece's (the Dutch *pion* and
/// *paard* both begin with P, and "Pe4" would be a knight's move); a second wrong
/// square takes its place.
pub fn choices(
    answer: &str,
    piece: Piece,
    to: Square,
    pawn_letter: bool,
) -> Vec<(String, Option<Slip>)> {
    let mut wrong: Vec<(String, Slip)> = vec![];
    let check = answer.ends_with('+') || answer.ends_with('#');
    if answer.starts_with("O-O") {
        let (other, side) = if answer.starts_with("O-O-O") {
            (answer.replacen("O-O-O", "O-O", 1), CastleSide::Long)
        } else {
            (answer.replacen("O-O", "O-O-O", 1), CastleSide::Short)
        };
        wrong.push((other, Slip::Castling(side)));
        // The king's own step written as a king move: castling has its own sign.
        let mark = answer.trim_start_matches("O-O-O").trim_start_matches("O-O");
        wrong.push((format!("K{to}{mark}"), Slip::Castling(side)));
    } else {
        // `Nfd6`: without the file (or rank) it comes from, two pieces could go there.
        if let Some(l) = letter(piece) {
            let name = to.to_string();
            let rest = answer.trim_start_matches(l);
            let at = rest.find('x').or_else(|| rest.find(&name)).unwrap_or(0);
            if at > 0 {
                wrong.push((format!("{l}{}", &rest[at..]), Slip::Which(piece, to)));
            }
        }
        match letter(piece) {
            Some(l) => wrong.push((
                answer.replacen(l, &other_letter(piece).to_string(), 1),
                Slip::Letter(piece),
            )),
            None if pawn_letter => wrong.push((format!("P{answer}"), Slip::PawnLetter)),
            None => {}
        }
        if answer.contains('x') {
            wrong.push((answer.replacen('x', "", 1), Slip::NoX));
        } else {
            let name = to.to_string();
            wrong.push((answer.replacen(&name, &format!("x{name}"), 1), Slip::ExtraX));
        }
        if check {
            wrong.push((
                answer.trim_end_matches(['+', '#']).to_string(),
                Slip::NoPlus,
            ));
        }
        let name = to.to_string();
        let near = Square::index((to as usize) ^ 1).to_string();
        wrong.push((answer.replacen(&name, &near, 1), Slip::Square(to)));
        // The square a rank away, where the slips above leave room.
        let above = Square::index((to as usize) ^ 8).to_string();
        wrong.push((answer.replacen(&name, &above, 1), Slip::Square(to)));
    }
    let mut out: Vec<(String, Option<Slip>)> = vec![(answer.to_string(), None)];
    for (text, slip) in wrong {
        if out.len() < 4 && !out.iter().any(|(t, _)| *t == text) {
            out.push((text, Some(slip)));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}
