//! The `explain` subcommand: why a piece of a saved game cannot go to a square, or
//! the route it takes if it can.

use crate::save::SaveGame;
use track::geometry::Square;
use track::pieces::{PieceId, Role, Seat};
use track::State;
use words::{say, Args, Key, Lang};

/// What `explain` says besides the rules' reasons (`crate::said::why_not`).
#[derive(Debug, words::Say)]
#[say(prefix = "explain-")]
pub enum ExplainMsg {
    /// A legal move's route, its squares joined.
    #[say(args(route))]
    LegalRoute(String),
    /// The save's start cannot be set up (the reason as the loader says it).
    #[say(args(why))]
    NoStart(String),
    /// `--at 0`.
    AtFromOne,
    /// `--at` beyond the save (the `--at`, the save's commands).
    #[say(with = at_beyond)]
    AtBeyond(usize, usize),
    /// A square off the board (the square, the board's width and height).
    #[say(args(square, width, height))]
    OffBoard(String, usize, usize),
    /// A seat that does not play (its name).
    #[say(args(name))]
    SeatAbsent(String),
    /// A kind of piece the game has not.
    #[say(args(piece))]
    NoPiece(Role),
    /// A seat's colour name.
    #[say(id = "track-seat", args(seat))]
    Seat(Seat),
}

/// `--at` beyond the save: the `--at`, the save's commands and the last `--at` there is.
fn at_beyond(m: &ExplainMsg) -> Key {
    let ExplainMsg::AtBeyond(at, count) = m else {
        unreachable!("{m:?} is said by its derive")
    };
    let args = Args::new().number("at", *at).number("count", *count);
    ("explain-at-beyond", args.number("last", *count + 1))
}

/// What to explain in a saved game.
#[derive(Clone, Debug)]
pub struct Question {
    /// The position before the save's N-th command (1-based); `None`: the last one.
    pub at: Option<usize>,
    /// Whose piece; `None`: the player to move.
    pub seat: Option<Seat>,
    /// The piece's kind.
    pub role: Role,
    /// The square asked about.
    pub to: Square,
    /// A hypothetical roll; `None`: the roll of the position.
    pub pips: Option<u8>,
}

/// Parses `X,Y` into a square; `None` for anything else.
pub fn parse_square(s: &str) -> Option<Square> {
    let (x, y) = s.split_once(',')?;
    let x: u8 = x.trim().parse().ok()?;
    let y: u8 = y.trim().parse().ok()?;
    Some(Square::new(x, y))
}

/// The position of a saved game before its `at`-th command.
///
/// # Errors
/// A message when `at` lies beyond the save, or the save does not replay.
pub fn position_at(game: &SaveGame, at: Option<usize>, lang: Lang) -> Result<State, String> {
    let mut state = game
        .start()
        .map_err(|e| say(lang, &ExplainMsg::NoStart(format!("{e:?}"))))?;
    let n = game.commands().len();
    let upto = match at {
        None => n,
        Some(0) => return Err(say(lang, &ExplainMsg::AtFromOne)),
        Some(k) if k > n + 1 => return Err(say(lang, &ExplainMsg::AtBeyond(k, n))),
        Some(k) => k - 1,
    };
    for cmd in &game.commands()[..upto] {
        state
            .play(cmd)
            .map_err(|e| say(lang, &crate::said::refusal(&e)))?;
    }
    Ok(state)
}

/// The answer in words: the route of a legal roll, or the reason it is refused.
///
/// # Errors
/// A message for a square off the board.
pub fn answer(game: &SaveGame, q: &Question, lang: Lang) -> Result<String, String> {
    let state = position_at(game, q.at, lang)?;
    let board = state.board();
    if !board.contains(q.to) {
        let off = ExplainMsg::OffBoard(q.to.to_string(), board.width(), board.height());
        return Err(say(lang, &off));
    }
    let seat = q.seat.unwrap_or(state.turn().seat);
    if !state.setup().seats.contains(&seat) {
        let name = say(lang, &ExplainMsg::Seat(seat));
        return Err(say(lang, &ExplainMsg::SeatAbsent(name)));
    }
    if !state.setup().variant.roles.contains(&q.role) {
        return Err(say(lang, &ExplainMsg::NoPiece(q.role)));
    }
    let piece = PieceId { seat, role: q.role };
    let name = |s: Seat| {
        game.players()
            .iter()
            .find(|p| p.seat == s && !p.name.is_empty())
            .map(|p| p.name.clone())
            .unwrap_or_else(|| say(lang, &ExplainMsg::Seat(s)))
    };
    Ok(match state.explain(piece, q.to, q.pips) {
        Ok(r) => {
            let route = state
                .position()
                .square_of(piece)
                .and_then(|_| {
                    let out = track::movement::roll_outcomes(
                        board,
                        state.position(),
                        piece,
                        q.pips.unwrap_or(r.moves),
                        track::movement::RollOptions {
                            protection: state.setup().protection(),
                            ..Default::default()
                        },
                    );
                    out.route(board, r.target)
                })
                .unwrap_or_default();
            let squares: Vec<String> = route.iter().map(|s| s.to_string()).collect();
            say(lang, &ExplainMsg::LegalRoute(squares.join(" → ")))
        }
        Err(why) => say(lang, &crate::said::why_not(lang, q.role, &why, &name)),
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_explain_message_is_said_in_every_language() {
        assert_eq!(words::unsaid::<super::ExplainMsg>(), [] as [String; 0]);
    }
}
