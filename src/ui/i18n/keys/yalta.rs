//! The names of the Yalta screens' messages ([`YaltaMsg`]).

use super::{plain, Key};
use crate::ui::i18n::fluent::Args;
use crate::ui::i18n::{YaltaMsg, YaltaStanding};
use ::yalta::bot::Level;
use ::yalta::cell::Player;
use ::yalta::position::{Kind, RedQueen as Queen};

/// The key of a Yalta piece's kind (`chess-piece` selects on it).
fn kind(k: Kind) -> &'static str {
    match k {
        Kind::King => "king",
        Kind::Queen => "queen",
        Kind::Rook => "rook",
        Kind::Bishop => "bishop",
        Kind::Knight => "knight",
        Kind::Pawn => "pawn",
    }
}

/// The key of a colour (`yalta-colour` selects on it).
fn player(p: Player) -> &'static str {
    match p {
        Player::White => "white",
        Player::Black => "black",
        Player::Red => "red",
    }
}

/// The key of a computer level (`computer-level` selects on it).
fn level(l: Level) -> &'static str {
    match l {
        Level::Easy => "easy",
        Level::Normal => "normal",
        Level::Hard => "hard",
    }
}

/// The key of how a game ended for a player (`yalta-end-line` selects on it).
fn standing(s: Option<YaltaStanding>) -> &'static str {
    match s {
        Some(YaltaStanding::Wins) => "wins",
        Some(YaltaStanding::Mated) => "mated",
        Some(YaltaStanding::Stalemated) => "stalemated",
        Some(YaltaStanding::Draw) => "draw",
        None => "none",
    }
}

/// One or two players' names (Yalta's checks come from at most the two others):
/// `$count`, `$by1`, `$by2`.
fn names(args: Args, by: &[String]) -> Args {
    let name = |i: usize| by.get(i).cloned().unwrap_or_default();
    args.number("count", by.len())
        .text("by1", name(0))
        .text("by2", name(1))
}

/// A Yalta message's id and values.
pub(crate) fn key(m: &YaltaMsg) -> Key {
    use YaltaMsg::*;
    let name = |who: &str| Args::new().text("name", who);
    match m {
        Title => plain("yalta-title"),
        Colour(p) => ("yalta-colour", Args::new().text("player", player(*p))),
        Person => plain("yalta-person"),
        Computer(l) => ("yalta-computer", Args::new().text("level", level(*l))),
        SetupTitle => plain("yalta-setup-title"),
        RedQueen(Queen::Light) => plain("yalta-red-queen-light"),
        RedQueen(Queen::Dark) => plain("yalta-red-queen-dark"),
        Play => plain("yalta-play"),
        Continue(n) => ("yalta-continue", Args::new().number("moves", *n)),
        Back => plain("yalta-back"),
        SetupKeys => plain("yalta-setup-keys"),
        Turn(who) => ("yalta-turn", name(who)),
        InCheck(king, by) => (
            "yalta-in-check",
            names(Args::new().text("king", king.as_str()), by),
        ),
        Keys => plain("yalta-keys"),
        KeysYfen => plain("yalta-keys-yfen"),
        Material(n) => ("yalta-material", Args::new().number("points", *n)),
        WhyNot => plain("yalta-why-not"),
        YfenCopied(yfen) => ("yalta-yfen-copied", Args::new().text("yfen", yfen.as_str())),
        Pasted => plain("yalta-pasted"),
        Moved(who, mv) => ("yalta-moved", name(who).text("move", mv.as_str())),
        Takes {
            who,
            mv,
            owner,
            kind: k,
        } => (
            "yalta-takes",
            name(who)
                .text("move", mv.as_str())
                .text("owner", owner.as_str())
                .text("piece", kind(*k)),
        ),
        Checks { by, king } => (
            "yalta-checks",
            names(Args::new().text("king", king.as_str()), by),
        ),
        Checkmate { loser, winner } => (
            "yalta-checkmate",
            Args::new()
                .text("loser", loser.as_str())
                .text("winner", winner.as_str()),
        ),
        Stalemate(p) => ("yalta-stalemate", name(p)),
        Repetition => plain("yalta-repetition"),
        MoveLimit => plain("yalta-move-limit"),
        OnlyKings => plain("yalta-only-kings"),
        ShowMoves(on) => (
            "yalta-show-moves",
            Args::new().text("state", if *on { "on" } else { "off" }),
        ),
        SaveGame => plain("yalta-save-game"),
        SavedTo(path) => ("yalta-saved-to", Args::new().text("path", path.as_str())),
        SaveFailed(e) => ("yalta-save-failed", Args::new().text("error", e.as_str())),
        LeaveKept => plain("yalta-leave-kept"),
        LeaveLost => plain("yalta-leave-lost"),
        NewGameQuestion => plain("yalta-new-game-question"),
        NewGameKept => plain("yalta-new-game-kept"),
        NewGameYes => plain("yalta-new-game-yes"),
        PromoteTitle => plain("yalta-promote-title"),
        PromoteTo(k) => ("yalta-promote-to", Args::new().text("piece", kind(*k))),
        Cancel => plain("yalta-cancel"),
        EndLine {
            who,
            standing: s,
            took,
            pieces,
            moves,
        } => (
            "yalta-end-line",
            name(who)
                .text("standing", standing(*s))
                .number("took", *took)
                .text("pieces", pieces.as_str())
                .number("moves", *moves),
        ),
        ReviewTitle => plain("yalta-review-title"),
        ReviewStep(0, n) => ("yalta-review-start", Args::new().number("n", *n)),
        ReviewStep(k, n) => (
            "yalta-review-step",
            Args::new().number("k", *k).number("n", *n),
        ),
        ReviewBack => plain("yalta-review-back"),
        ReviewKeys => plain("yalta-review-keys"),
    }
}
