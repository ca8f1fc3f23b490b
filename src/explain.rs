//! The `explain` subcommand: why a piece of a saved game cannot go to a square, or
//! the route it takes if it can.

use crate::save::SaveGame;
use crate::ui::i18n::{why_not, Lang, Msg};
use track::geometry::Square;
use track::pieces::{PieceId, Role, Seat};
use track::State;

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
        .map_err(|e| words::say(lang, &Msg::ExplainNoStart(format!("{e:?}"))))?;
    let n = game.commands().len();
    let upto = match at {
        None => n,
        Some(0) => return Err(words::say(lang, &Msg::ExplainAtFromOne)),
        Some(k) if k > n + 1 => return Err(words::say(lang, &Msg::ExplainAtBeyond(k, n))),
        Some(k) => k - 1,
    };
    for cmd in &game.commands()[..upto] {
        state
            .play(cmd)
            .map_err(|e| crate::ui::i18n::refusal(lang, &e))?;
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
        let off = Msg::ExplainOffBoard(q.to.to_string(), board.width(), board.height());
        return Err(words::say(lang, &off));
    }
    let seat = q.seat.unwrap_or(state.turn().seat);
    if !state.setup().seats.contains(&seat) {
        return Err(words::say(
            lang,
            &Msg::ExplainSeatAbsent(words::say(lang, &Msg::SeatName(seat))),
        ));
    }
    if !state.setup().variant.roles.contains(&q.role) {
        return Err(words::say(lang, &Msg::ExplainNoPiece(q.role)));
    }
    let piece = PieceId { seat, role: q.role };
    let name = |s: Seat| {
        game.players()
            .iter()
            .find(|p| p.seat == s && !p.name.is_empty())
            .map(|p| p.name.clone())
            .unwrap_or_else(|| words::say(lang, &Msg::SeatName(s)))
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
            words::say(lang, &Msg::LegalRoute(squares.join(" → ")))
        }
        Err(why) => why_not(lang, q.role, &why, &name),
    })
}
