//! The promotion picker of a chess level (issue 57): a pawn that reaches the last rank
//! asks which piece it becomes, as on the chess screen (the shell's box: a click or a
//! tap on a piece, or the arrows and Enter; the last choice goes back to another move).

use crate::i18n::Lang;
use crate::school::chess_lesson::texts::ChessSchoolMsg;
use ::chess::{ChessMove, Piece};
use shell::dialog::Dialog;

/// The pieces a pawn may become, in the order offered.
pub(in crate::school::chess_lesson) const PIECES: [Piece; 4] =
    [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// The picker's box: the four pieces with their pictures and names, then "another move"
/// (the safe choice).
pub(in crate::school::chess_lesson) fn picker(lang: Lang) -> Dialog {
    let words = crate::i18n::chess_language(lang);
    let mut labels: Vec<String> = PIECES
        .iter()
        .map(|&p| {
            let name = crate::i18n::chess_words::piece_name(p, words);
            format!("{} {name}", chess_board::piece_glyphs(p).1)
        })
        .collect();
    labels.push(::words::say(lang, &ChessSchoolMsg::PromoteCancel));
    Dialog::new(
        ::words::say(lang, &ChessSchoolMsg::PromoteTo),
        String::new(),
        labels,
        Some(PIECES.len()),
    )
}

/// The move of choice `i` of the picker for the pawn's move `mv`: the move with its
/// piece, or none for "another move".
pub(in crate::school::chess_lesson) fn chosen(mv: ChessMove, i: usize) -> Option<ChessMove> {
    PIECES.get(i).map(|&p| ChessMove {
        promotion: Some(p),
        ..mv
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_picker_offers_four_pieces_and_a_way_back_in_every_language() {
        for lang in Lang::ALL {
            let d = picker(lang);
            assert_eq!(d.buttons.len(), 5, "{lang:?}");
            assert!(d.buttons.iter().all(|b| !b.trim().is_empty()), "{lang:?}");
        }
        let mv = ChessMove::new(::chess::Square::D7, ::chess::Square::D8);
        assert_eq!(chosen(mv, 3).and_then(|m| m.promotion), Some(Piece::Knight));
        assert_eq!(chosen(mv, 4), None, "the last choice plays no move");
    }
}
