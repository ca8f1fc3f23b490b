//! Why not, in words: why a piece cannot go to a square (`track::WhyNot`), a refused
//! command of the race (`track::Refusal`), chess's reasons and refusals, Yalta's
//! refusals (`reasons.ftl`). The lists (counts, players) are built here as values,
//! their words ("or", "to") from the same file.

use super::plain;
use chess::{CastlingBan, Refusal as ChessRefusal, WhyNot as ChessWhyNot};
use track::pieces::{Role, Seat};
use track::why_not::Die;
use track::{Refusal, WhyNot};
use words::{Args, Join, Key, Lang};
use yalta::cell::Player;
use yalta::movegen::CastlingRefusal;
use yalta::position::Kind;
use yalta::why_not::Refusal as YaltaRefusal;

/// The key of a Yalta piece's kind (`chess-piece` selects on it as `$piece`).
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

/// The key of what brings a piece in (`$dice`): a + only, or a + or a #.
pub fn dice(hash_too: bool) -> &'static str {
    if hash_too {
        "plus-or-hash"
    } else {
        "plus"
    }
}

/// With the piece of kind `r` (`$piece`).
pub fn of(r: Role) -> Args {
    Args::new().arg("piece", &r)
}

/// A player's name (`$name`) and its last letter in lower case (`$name-end`), for the
/// languages whose possessive changes with it (English: "Klaus'", "Anna's").
pub fn named(args: Args, name: String) -> Args {
    let end = name
        .chars()
        .last()
        .map(|c| c.to_lowercase().to_string())
        .unwrap_or_default();
    args.text("name", name).text("name-end", end)
}

/// "a, b or c": the items with the language's comma (`list-comma`) and "or"
/// (`list-or`).
fn join_or(lang: Lang, mut items: Vec<String>) -> String {
    let say = |id, first: String, next: String| {
        let args = Args::new().text("first", first).text("last", next);
        words::format(lang.code(), id, &args)
    };
    let last = items.pop();
    let rest = items
        .into_iter()
        .reduce(|first, next| say("list-comma", first, next));
    match (rest, last) {
        (Some(rest), Some(last)) => say("list-or", rest, last),
        (None, last) => last.unwrap_or_default(),
        (Some(rest), None) => rest,
    }
}

/// Counts as a list: "2, 4 or 6".
fn count_list(lang: Lang, ks: &[u8]) -> String {
    join_or(lang, ks.iter().map(|k| k.to_string()).collect())
}

/// Counts as a list, runs of three or more written as a span (`count-span`): "2, 4 or
/// 6", "2 to 12".
fn count_runs(lang: Lang, ks: &[u8]) -> String {
    let mut items: Vec<String> = vec![];
    let mut i = 0;
    while i < ks.len() {
        let mut j = i;
        while j + 1 < ks.len() && ks[j + 1] == ks[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            let args = Args::new().number("from", ks[i]).number("to", ks[j]);
            items.push(words::format(lang.code(), "count-span", &args));
        } else {
            items.extend(ks[i..=j].iter().map(|k| k.to_string()));
        }
        i = j + 1;
    }
    join_or(lang, items)
}

/// Why a piece of kind `r` cannot go to a square; `name` gives a seat's name.
pub fn why_not(lang: Lang, r: Role, why: &WhyNot, name: &dyn Fn(Seat) -> String) -> Key {
    use WhyNot::*;
    let it = || of(r);
    match why {
        GameOver => plain("why-game-over"),
        NotYourTurn { turn } => ("why-not-your-turn", named(Args::new(), name(*turn))),
        RollFirst => plain("why-roll-first"),
        NotOnTrack { .. } => ("why-not-on-track", it()),
        NeedPlus { hash_too } => ("why-need-plus", it().text("dice", dice(*hash_too))),
        OtherDie { moves_by } => (
            "why-other-die",
            it().text(
                "die",
                match moves_by {
                    Die::Orange => "orange",
                    Die::White => "white",
                },
            ),
        ),
        NotThisRoll => ("why-not-this-roll", it()),
        Wall { .. } => plain("why-wall"),
        ForeignHouse { owner, .. } => ("why-foreign-house", named(Args::new(), name(*owner))),
        OwnPiece { piece, .. } => ("why-own-piece", of(piece.role)),
        Blocked { .. } => plain("why-blocked"),
        OwnLine { seat, .. } => ("why-own-line", it().arg("colour", seat)),
        BishopColour => plain("why-bishop-colour"),
        PauseField { victim, .. } => ("why-pause-field", named(of(victim.role), name(victim.seat))),
        Covered { victim, by } => (
            "why-covered",
            named(of(victim.role), name(victim.seat)).arg("by", &by.role),
        ),
        CaptureOnlyLast { needed, pips, .. } => (
            "why-capture-only-last",
            Args::new().number("needed", *needed).number("pips", *pips),
        ),
        TooFar { needed, pips } => (
            "why-too-far",
            it().number("needed", *needed).number("pips", *pips),
        ),
        NotExactly { pips, works } if works.is_empty() => {
            ("why-not-exactly", it().number("pips", *pips))
        }
        NotExactly { pips, works } => (
            "why-not-exactly-but",
            it().number("pips", *pips)
                .text("works", count_list(lang, works)),
        ),
        HouseOverEntry { .. } => plain("why-house-over-entry"),
        PawnStraightCaptureDiagonal { .. } => plain("why-pawn-straight"),
        MustFreeStart { .. } => plain("why-must-free-start"),
        Blockade => plain("why-blockade"),
        Unreachable => ("why-unreachable", it()),
        BackToStart { pips, works } if works.is_empty() => {
            ("why-back-to-start", it().number("pips", *pips))
        }
        BackToStart { pips, works } => (
            "why-back-to-start-only",
            it().number("pips", *pips)
                .text("works", count_runs(lang, works)),
        ),
        ForeignPiece { piece } => ("why-foreign-piece", named(of(piece.role), name(piece.seat))),
        AtHome { piece } => ("why-at-home", of(piece.role)),
        Stuck { pips } => ("why-stuck", it().number("pips", *pips)),
        StartFieldsTaken { .. } => plain("why-start-fields-taken"),
        CardWantsForeign => plain("why-card-wants-foreign"),
        CardWantsOwn => plain("why-card-wants-own"),
        CardWantsActive { piece } => ("why-card-wants-active", of(piece.role)),
        Finished { seat } => ("why-finished", Args::new().text("name", name(*seat))),
        NoFreePauseField => plain("why-no-free-pause-field"),
    }
}

/// A refused command of the race.
pub fn refusal(r: &Refusal) -> Key {
    match r {
        Refusal::GameOver => plain("refusal-game-over"),
        Refusal::NotNow => plain("refusal-not-now"),
        Refusal::NotLegal => plain("refusal-not-legal"),
        Refusal::BadRoute { step } => ("refusal-bad-route", Args::new().number("step", *step + 1)),
        Refusal::WrongLength { moves, pips } => (
            "refusal-wrong-length",
            Args::new().number("moves", *moves).number("pips", *pips),
        ),
        Refusal::PieceNotMovable(r) => ("refusal-piece-not-movable", of(*r)),
    }
}

/// A chess piece (`$piece`) on a square (`$square`).
fn on(p: chess::Piece, square: &chess::Square) -> Args {
    Args::new()
        .arg("piece", &p)
        .text("square", square.to_string())
}

/// Why chess allows no castling.
pub fn castling(ban: &CastlingBan) -> Key {
    use CastlingBan::*;
    match ban {
        KingMoved => plain("chess-why-castling-king-moved"),
        RookMoved => plain("chess-why-castling-rook-moved"),
        RightLost => plain("chess-why-castling-right-lost"),
        SquaresBetweenNotEmpty { at, piece } => ("chess-why-castling-between", on(*piece, at)),
        KingInCheck { by, piece } => ("chess-why-castling-in-check", on(*piece, by)),
        PassesAttackedSquare { square, by, piece } => (
            "chess-why-castling-passes",
            on(*piece, by).text("passed", square.to_string()),
        ),
        LandsOnAttackedSquare { square, by, piece } => (
            "chess-why-castling-lands",
            on(*piece, by).text("target", square.to_string()),
        ),
    }
}

/// A chess reason.
pub fn chess_why_not(why: &ChessWhyNot) -> Key {
    use ChessWhyNot::*;
    match why {
        NoPiece => plain("chess-why-no-piece"),
        NotYourPiece { owner } => ("chess-why-not-your-piece", Args::new().arg("side", owner)),
        OwnPieceThere { piece: p } => ("chess-why-own-piece-there", Args::new().arg("piece", p)),
        NotHowItMoves { piece: p } => ("chess-why-not-how-it-moves", Args::new().arg("piece", p)),
        PawnMovesOnlyForward => plain("chess-why-pawn-forward"),
        PawnCapturesOnlyDiagonally { blocker, piece } => {
            ("chess-why-pawn-captures-diagonally", on(*piece, blocker))
        }
        PawnDiagonalOnlyToCapture => plain("chess-why-pawn-diagonal-to-capture"),
        DoubleStepOnlyFromStart => plain("chess-why-double-step"),
        WayBlocked { at, piece } => ("chess-why-way-blocked", on(*piece, at)),
        Castling(ban) => castling(ban),
        KingWouldBeInCheck { by, piece } => ("chess-why-king-in-check", on(*piece, by)),
        Pinned { by, piece } => ("chess-why-pinned", on(*piece, by)),
        MustAnswerCheck { by, piece } => ("chess-why-must-answer-check", on(*piece, by)),
    }
}

/// A refused chess command: the move's reason, or what else stands in the way.
pub fn chess_refusal(refusal: &ChessRefusal) -> Key {
    match refusal {
        ChessRefusal::Illegal(w) => chess_why_not(w),
        ChessRefusal::GameOver => plain("chess-why-game-over"),
        ChessRefusal::PromotionPieceMissing => (
            "chess-why-promotion-piece-missing",
            // The chess school's letters, from its one place (`chess-letter`).
            Args::new().list(
                "letters",
                Join::Or,
                ["queen", "rook", "bishop", "knight"]
                    .map(|p| ("chess-letter", Args::new().text("piece", p)))
                    .to_vec(),
            ),
        ),
        ChessRefusal::BadPromotionPiece => plain("chess-why-bad-promotion-piece"),
        ChessRefusal::NoRepetitionToClaim => plain("chess-why-no-draw-to-claim"),
        ChessRefusal::OfferStands => plain("chess-why-offer-stands"),
        ChessRefusal::NoOffer => plain("chess-why-no-offer"),
    }
}

/// One or two Yalta players (checks come from at most the two others), by their names:
/// `$count`, `$by1`, `$by2`.
fn players(args: Args, names: &[String; 3], ps: &[Player]) -> Args {
    let name = |i: usize| ps.get(i).map(|p| names[p.index()].clone());
    args.number("count", ps.len())
        .text("by1", name(0).unwrap_or_default())
        .text("by2", name(1).unwrap_or_default())
}

/// A Yalta cell (`$cell`).
fn cell(c: &yalta::cell::Cell) -> Args {
    Args::new().text("cell", c.to_string())
}

/// A refused Yalta move; `names` are the players' names, by player index.
pub fn yalta_refusal(names: &[String; 3], r: &YaltaRefusal) -> Key {
    use YaltaRefusal::*;
    let owner = |p: &Player| names[p.index()].clone();
    match r {
        GameOver => plain("yalta-why-game-over"),
        NoPiece(x) => ("yalta-why-no-piece", cell(x)),
        NotYourPiece(x, p) => ("yalta-why-not-your-piece", named(cell(x), owner(p))),
        OwnPieceThere(x) => ("yalta-why-own-piece-there", cell(x)),
        KingNeverTaken(_, p) => ("yalta-why-king-never-taken", named(Args::new(), owner(p))),
        NotHowThisPieceMoves(k) => (
            "yalta-why-not-how-it-moves",
            Args::new().text("piece", kind(*k)),
        ),
        WayBlocked(x) => ("yalta-why-way-blocked", cell(x)),
        PawnCapturesOnlyDiagonally(_) => plain("yalta-why-pawn-captures-diagonally"),
        PawnMovesDiagonallyOnlyToCapture(_) => plain("yalta-why-pawn-diagonal-to-capture"),
        Castling(why) => yalta_castling(names, why),
        KingWouldStandInCheck(by) => ("yalta-why-king-in-check", players(Args::new(), names, by)),
        DoesNotAnswerCheck(by) => ("yalta-why-stays-in-check", players(Args::new(), names, by)),
        Pinned(p, x) => ("yalta-why-pinned", named(cell(x), owner(p))),
        PromotionNeeded => plain("yalta-why-promotion-needed"),
        NoPromotionHere => plain("yalta-why-no-promotion-here"),
    }
}

/// Why Yalta allows no castling.
fn yalta_castling(names: &[String; 3], why: &CastlingRefusal) -> Key {
    match why {
        CastlingRefusal::RightLost => plain("yalta-why-castling-right-lost"),
        CastlingRefusal::WayNotEmpty(x) => ("yalta-why-castling-way-not-empty", cell(x)),
        CastlingRefusal::InCheck(by) => (
            "yalta-why-castling-in-check",
            players(Args::new(), names, by),
        ),
        CastlingRefusal::PassesAttacked(x, by) => {
            ("yalta-why-castling-passes", players(cell(x), names, by))
        }
        CastlingRefusal::LandsAttacked(x, by) => {
            ("yalta-why-castling-lands", players(cell(x), names, by))
        }
    }
}
