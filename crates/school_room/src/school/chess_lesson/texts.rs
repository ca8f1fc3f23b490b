//! The chess school's screen texts ([`ChessSchoolMsg`]): a variant per text with its
//! values, its Fluent id `chess-school-` and the variant's name in kebab case, the words
//! in `assets/i18n/<language>/chess-school.ftl`; and moves written with the language's
//! piece letters. Why a try is wrong and the courses' and levels' words are said in
//! [`base::said`].

use ::chess::{Color, Piece, Square};
use ::words::{Key, Lang};
use chess_school::Wrong;

/// A text of the chess school.
#[derive(Clone, Debug, PartialEq, Eq, ::words::Say)]
#[say(prefix = "chess-school-")]
pub enum ChessSchoolMsg {
    /// The promotion picker's title (the chess screen's words).
    #[say(id = "chess-promote-to")]
    PromoteTo,
    /// The promotion picker's safe choice: no promotion, another move (the chess
    /// screen's words).
    #[say(id = "chess-promote-cancel")]
    PromoteCancel,
    /// The course map's heading on the chess tab.
    Title,
    /// The course map's tab of the track courses.
    TabTrack,
    /// The course map's tab of the chess courses.
    TabChess,
    /// Tries so far and the level's par.
    Tries {
        /// Tries so far.
        tries: u32,
        /// The fewest.
        par: u8,
    },
    /// Whose move it is.
    #[say(args(side))]
    ToMove(Color),
    /// The "Show me" button.
    ShowMe,
    /// The "Try again" button.
    Again,
    /// The "Course map" button.
    Map,
    /// The keys of a level.
    Keys,
    /// The keys of a question level (it has no hint).
    KeysQuestion,
    /// The answer "checkmate".
    AnswerMate,
    /// The answer "stalemate".
    AnswerStalemate,
    /// The answer "neither".
    AnswerNeither,
    /// The answer "a draw: the same position for the third time".
    AnswerDrawRepetition,
    /// The answer "a draw: fifty moves without a capture or a pawn move".
    AnswerDrawFifty,
    /// The answer "a draw: too few pieces to mate".
    AnswerDrawTooFew,
    /// The answer "no draw".
    AnswerDrawNo,
    /// The moves played before the level begins, written with the language's letters.
    #[say(args(moves))]
    Played(String),
    /// The moves of each side since the last capture or pawn move.
    #[say(args(count))]
    QuietMoves(u32),
    /// Yes.
    Yes,
    /// No.
    No,
    /// A square to find was found.
    #[say(args(square))]
    Found(Square),
    /// A star was taken; how many are left.
    #[say(args(left))]
    Star(usize),
    /// The other side's answer in a mate level (the side, the move as written).
    #[say(args(side, move))]
    Reply(Color, String),
    /// A right answer.
    Good,
    /// The hint of a move: the piece to move and where it stands.
    #[say(args(piece, square))]
    HintMove(Piece, Square),
    /// The hint of a square to find.
    #[say(args(square))]
    HintSquare(Square),
    /// The key bar's hint button.
    HintKey,
    /// The piece school's last level leads on to the chess school.
    Bridge,
    /// The letter of a piece in written moves.
    #[say(id = "chess-letter", args(piece))]
    Letter(Piece),
    /// Why a try is wrong; the side that moves in the level.
    #[say(with = wrong)]
    Wrong(#[say(sample = Wrong::NoStar)] Wrong, Color),
    /// A level left in the middle goes on where it was left.
    #[say(id = "school-level-resumed")]
    Resumed,
}

/// Why a try is wrong, said by [`base::said::chess_school_wrong`].
fn wrong(m: &ChessSchoolMsg) -> Key {
    match m {
        ChessSchoolMsg::Wrong(w, mover) => base::said::chess_school_wrong(w, *mover),
        _ => ("chess-wrong-no-star", ::words::Args::new()),
    }
}

/// A move written in SAN (`Nxe5+`) with the language's piece letters (`Sxe5+` in
/// German); castling and squares stay as they are. A `P` (a pawn's letter, which SAN
/// never writes: a notation level's wrong choice) is the language's pawn letter.
pub fn local_san(lang: Lang, san: &str) -> String {
    if san.starts_with("O-O") {
        return san.to_string();
    }
    san.chars()
        .map(|c| {
            let piece = match c {
                'K' => Piece::King,
                'Q' => Piece::Queen,
                'R' => Piece::Rook,
                'B' => Piece::Bishop,
                'N' => Piece::Knight,
                'P' => Piece::Pawn,
                other => return other.to_string(),
            };
            ::words::say(lang, &ChessSchoolMsg::Letter(piece))
        })
        .collect()
}

/// Whether a notation level may offer a letter before a pawn's move as a wrong choice
/// in a language: only where the letter a child might give a pawn is no piece's letter
/// (the Dutch *pion* and *paard* share the P, and "Pe4" would be a knight's move).
pub fn pawn_letter_is_a_slip(lang: Lang) -> bool {
    let letter = |p: Piece| ::words::say(lang, &ChessSchoolMsg::Letter(p));
    let pawn = letter(Piece::Pawn);
    !pawn.is_empty()
        && [
            Piece::King,
            Piece::Queen,
            Piece::Rook,
            Piece::Bishop,
            Piece::Knight,
        ]
        .into_iter()
        .all(|p| letter(p) != pawn)
}
