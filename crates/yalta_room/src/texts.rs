//! The Yalta screens' messages ([`YaltaMsg`]): a variant per text with its values, its
//! Fluent id `yalta-` and the variant's name in kebab case, the words in
//! `assets/i18n/<language>/yalta.ftl`; and the game's events and its end as messages
//! with the players' names.

use ::words::{Args, Key};
use shell::i18n::Lang;
use yalta::bot::Level;
use yalta::cell::Player;
use yalta::game::{Event, Outcome};
use yalta::position::{Kind, Piece, RedQueen as Queen};

/// A Yalta screen text; the players appear by their names.
#[derive(Clone, Debug, PartialEq, Eq, ::words::Say)]
#[say(prefix = "yalta-")]
pub enum YaltaMsg {
    /// The panel's title.
    Title,
    /// A player's colour.
    #[say(args(player))]
    Colour(Player),
    /// A seat a person plays.
    Person,
    /// A seat the computer plays, at a level.
    #[say(args(level))]
    Computer(Level),
    /// The setup screen's title.
    SetupTitle,
    /// Where Red's queen stands.
    #[say(args(queen))]
    RedQueen(Queen),
    /// The setup's Play button.
    Play,
    /// Continue the saved game (its number of moves).
    #[say(args(moves))]
    Continue(usize),
    /// The setup's way back to the start screen.
    Back,
    /// The setup's keys.
    SetupKeys,
    /// Whose turn it is (the player's name).
    #[say(args(name))]
    Turn(String),
    /// A king in check (its player's name), and who gives the check (their names).
    #[say(with = checks)]
    InCheck(String, Vec<String>),
    /// The panel's keys.
    Keys,
    /// The panel's keys told where there is room: copying and pasting a position.
    KeysYfen,
    /// A player's material on the board, in points.
    #[say(args(points))]
    Material(u32),
    /// The heading over a refused move's reason.
    WhyNot,
    /// The position was copied as YFEN (the YFEN).
    #[say(args(yfen))]
    YfenCopied(String),
    /// A position was pasted.
    Pasted,
    /// A move: who made it, the move.
    #[say(args(name, move))]
    Moved(String, String),
    /// A move that captures.
    Takes {
        /// Who made it.
        #[say(name = "name")]
        who: String,
        /// The move.
        #[say(name = "move")]
        mv: String,
        /// Whose piece was captured.
        owner: String,
        /// The captured piece's kind.
        #[say(name = "piece")]
        kind: Kind,
    },
    /// New checks: who gives them (names), to whose king (a name).
    #[say(with = checks)]
    Checks {
        /// The players who now give check.
        by: Vec<String>,
        /// The player whose king is in check.
        king: String,
    },
    /// Checkmate.
    Checkmate {
        /// The mated player.
        loser: String,
        /// Who wins.
        winner: String,
    },
    /// Stalemate: this player cannot move and is not in check.
    #[say(args(name))]
    Stalemate(String),
    /// The same position three times.
    Repetition,
    /// 150 moves without a capture or a pawn move.
    MoveLimit,
    /// Only the kings are left.
    OnlyKings,
    /// The menu's toggle: the dots where a chosen piece can go, on or off.
    #[say(args(state))]
    ShowMoves(bool),
    /// The menu's Save.
    SaveGame,
    /// The game was saved to this file.
    #[say(args(path))]
    SavedTo(String),
    /// The game could not be saved (the error).
    #[say(args(error))]
    SaveFailed(String),
    /// Under "Leave this game?": the autosave keeps it.
    LeaveKept,
    /// Under "Leave this game?" in a demo: nothing keeps it.
    LeaveLost,
    /// The question before a new game while one is running.
    NewGameQuestion,
    /// Under it: the setup can still continue this game.
    NewGameKept,
    /// Its yes.
    NewGameYes,
    /// The promotion picker's title.
    PromoteTitle,
    /// A piece a pawn can become (the picker's buttons).
    #[say(args(piece))]
    PromoteTo(Kind),
    /// The picker's way out: no move.
    Cancel,
    /// The end page's line of a player.
    EndLine {
        /// The player's name (and colour, if the name is not the colour).
        #[say(name = "name")]
        who: String,
        /// How the game ended for them, if it ended differently for each.
        standing: Option<YaltaStanding>,
        /// How many pieces they captured.
        took: usize,
        /// Those pieces as chess figurines, best first (last in the line, where a
        /// long row may wrap).
        pieces: String,
        /// The moves they made.
        moves: usize,
    },
    /// The review's title.
    ReviewTitle,
    /// The review is at move `k` of `n` (0: the start).
    #[say(with = review_step)]
    ReviewStep(usize, usize),
    /// The review's way back to the end page.
    ReviewBack,
    /// The review's keys.
    ReviewKeys,
}

/// How a Yalta game ended for one player (the end page's `$standing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ::words::Selector)]
pub enum YaltaStanding {
    /// They won.
    Wins,
    /// They were checkmated.
    Mated,
    /// They could not move, not in check: a draw.
    Stalemated,
    /// A draw.
    Draw,
}

/// A king in check (`$king`, a name) and who gives the check: `$count` names, `$by1`
/// and `$by2` (Yalta's checks come from at most the two others).
fn checks(m: &YaltaMsg) -> Key {
    let (id, king, by) = match m {
        YaltaMsg::InCheck(king, by) => ("yalta-in-check", king, by),
        YaltaMsg::Checks { by, king } => ("yalta-checks", king, by),
        _ => return ("yalta-in-check", Args::new()),
    };
    let name = |i: usize| by.get(i).cloned().unwrap_or_default();
    let args = Args::new().text("king", king.as_str());
    let args = args.number("count", by.len());
    (id, args.text("by1", name(0)).text("by2", name(1)))
}

/// The review at the start (`yalta-review-start`, of `$n` moves), or at move `$k`.
fn review_step(m: &YaltaMsg) -> Key {
    match *m {
        YaltaMsg::ReviewStep(k, n) if k > 0 => {
            let args = Args::new().number("k", k);
            ("yalta-review-step", args.number("n", n))
        }
        YaltaMsg::ReviewStep(_, n) => ("yalta-review-start", Args::new().number("n", n)),
        _ => ("yalta-review-start", Args::new()),
    }
}

/// The players' names, by player index.
pub type Names = [String; 3];

/// The colour's name.
pub fn colour(lang: Lang, p: Player) -> String {
    ::words::say(lang, &YaltaMsg::Colour(p))
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
    Some(::words::say(lang, &msg))
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
    ::words::say(lang, &msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_yalta_message_is_said_in_every_language() {
        assert_eq!(::words::unsaid::<YaltaMsg>(), [] as [String; 0]);
    }

    #[test]
    fn the_review_at_move_naught_is_the_start_and_two_checkers_are_both_named() {
        let en = |m: YaltaMsg| ::words::say(::words::Lang::En, &m);
        assert_eq!(en(YaltaMsg::ReviewStep(0, 1)), "The start (0 of 1 move)");
        assert_eq!(en(YaltaMsg::ReviewStep(3, 40)), "Move 3 of 40");
        let two = YaltaMsg::InCheck("Ada".into(), vec!["Bo".into(), "Cleo".into()]);
        assert_eq!(en(two.clone()), "Check: Ada by Bo, Cleo");
        for lang in ::words::Lang::ALL {
            for m in [YaltaMsg::ReviewStep(0, 1), two.clone()] {
                assert!(::words::try_say(lang, &m).is_ok(), "{lang:?}: {m:?}");
            }
        }
    }
}
