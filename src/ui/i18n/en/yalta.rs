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
        YaltaMsg::Continue(n) => format!("Continue the saved game ({n} moves)"),
        YaltaMsg::Back => "Back".into(),
        YaltaMsg::SetupKeys => "Click a name to type it; Enter plays, Esc goes back.".into(),
        YaltaMsg::Turn(who) => format!("{who}'s turn"),
        YaltaMsg::InCheck(king, by) => format!("Check: {king} by {}", by.join(", ")),
        YaltaMsg::BackEsc => "Back (Esc)".into(),
        YaltaMsg::NewGame => "New game (Enter)".into(),
        YaltaMsg::Keys => "Esc: drop the choice · Ctrl+C/V: YFEN".into(),
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
    }
}
