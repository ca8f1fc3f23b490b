//! The Yalta screens' messages in English.

use super::*;
use ::yalta::position::RedQueen;

/// The English text of a Yalta message.
pub(crate) fn text(m: &YaltaMsg) -> String {
    match m {
        YaltaMsg::Title => "Yalta".into(),
        YaltaMsg::Colour(p) => p.name().into(),
        YaltaMsg::Person => "Person".into(),
        YaltaMsg::Computer(l) => format!("Computer ({})", l.name()),
        YaltaMsg::SetupTitle => "Yalta: chess for three".into(),
        YaltaMsg::RedQueen(RedQueen::Light) => "Red's queen: on the light cell (rd1)".into(),
        YaltaMsg::RedQueen(RedQueen::Dark) => "Red's queen: on the dark cell (re1)".into(),
        YaltaMsg::Play => "Play".into(),
        YaltaMsg::Continue(1) => "Continue the saved game (1 move)".into(),
        YaltaMsg::Continue(n) => {
            format!("Continue the saved game ({})", super::reasons::moves_en(*n))
        }
        YaltaMsg::Back => "Back".into(),
        YaltaMsg::SetupKeys => {
            "↑ ↓ Tab: choose · ← →: change · Enter: type a name, or play · Esc: back".into()
        }
        YaltaMsg::Turn(who) => format!("{who}'s turn"),
        YaltaMsg::InCheck(king, by) => format!("Check: {king} by {}", by.join(", ")),
        YaltaMsg::Keys => {
            "Arrows: cursor · Tab: next piece · Enter: choose, move · Esc: menu".into()
        }
        YaltaMsg::KeysYfen => "Ctrl+C, Ctrl+V: copy or paste the position (YFEN)".into(),
        YaltaMsg::Material(n) => format!("material {n}"),
        YaltaMsg::WhyNot => "Why not?".into(),
        YaltaMsg::YfenCopied(yfen) => format!("YFEN copied: {yfen}"),
        YaltaMsg::Pasted => "Position pasted.".into(),
        YaltaMsg::Moved(who, mv) => format!("{who}: {mv}"),
        YaltaMsg::Takes {
            who,
            mv,
            owner,
            kind: k,
        } => format!("{who}: {mv}, takes {owner}'s {}", k.name()),
        YaltaMsg::Checks { by, king } => {
            format!("Check! {} gives check to {king}.", yalta_list(by))
        }
        YaltaMsg::Checkmate { loser, winner } => {
            format!("Checkmate! {loser} is mated. {winner} wins!")
        }
        YaltaMsg::Stalemate(p) => {
            format!("Stalemate: {p} cannot move and is not in check. A draw.")
        }
        YaltaMsg::Repetition => "The same position three times: a draw.".into(),
        YaltaMsg::MoveLimit => "150 moves without a capture or a pawn move: a draw.".into(),
        YaltaMsg::OnlyKings => "Only the kings are left: a draw.".into(),
        YaltaMsg::ShowMoves(true) => "Show where a piece can go: on".into(),
        YaltaMsg::ShowMoves(false) => "Show where a piece can go: off".into(),
        YaltaMsg::SaveGame => "Save the game".into(),
        YaltaMsg::SavedTo(path) => format!("Saved: {path}"),
        YaltaMsg::SaveFailed(e) => format!("Not saved: {e}"),
        YaltaMsg::LeaveKept => {
            "The autosave keeps it: \"Continue Yalta\" on the start screen brings it back.".into()
        }
        YaltaMsg::LeaveLost => "This game is not kept.".into(),
        YaltaMsg::NewGameQuestion => "Start a new game?".into(),
        YaltaMsg::NewGameKept => "The setup can still continue this one.".into(),
        YaltaMsg::NewGameYes => "Yes, a new game".into(),
        YaltaMsg::PromoteTitle => "What does the pawn become?".into(),
        YaltaMsg::PromoteTo(k) => {
            let name = k.name();
            name[..1].to_uppercase() + &name[1..]
        }
        YaltaMsg::Cancel => "Cancel: no move".into(),
        YaltaMsg::EndLine {
            who,
            standing,
            took,
            pieces,
            moves,
        } => {
            let standing = match standing {
                Some(YaltaStanding::Wins) => " wins",
                Some(YaltaStanding::Mated) => " is checkmated",
                Some(YaltaStanding::Stalemated) => " cannot move: stalemate",
                Some(YaltaStanding::Draw) => ": a draw",
                None => "",
            };
            let took = match took {
                0 => "took nothing".to_string(),
                n => format!("took {n}: {pieces}"),
            };
            let moves = match moves {
                1 => "1 move".to_string(),
                n => format!("{n} moves"),
            };
            format!("{who}{standing} · {moves} · {took}")
        }
        YaltaMsg::ReviewTitle => "Review".into(),
        YaltaMsg::ReviewStep(0, n) => format!("The start (0 of {n} moves)"),
        YaltaMsg::ReviewStep(k, n) => format!("Move {k} of {n}"),
        YaltaMsg::ReviewBack => "Back to the result".into(),
        YaltaMsg::ReviewKeys => {
            "← →: a move back or on · Home, End: first, last · Esc: back".into()
        }
    }
}
