//! The chess school in words (issue 34): its screen's texts, why a try is wrong, the
//! courses' and levels' titles, goals and lessons, and moves written with the
//! language's piece letters. The words are in `assets/i18n/<language>/chess-school.ftl`,
//! named by `keys/chess_school.rs`.

use super::fluent::{self, Args};
use super::{keys, say, Lang};
use ::chess::{Color, Piece, Square};
use chess_school::Wrong;

/// A text of the chess school.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChessSchoolMsg {
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
    /// Yes.
    Yes,
    /// No.
    No,
    /// A square to find was found.
    Found(Square),
    /// A star was taken; how many are left.
    Star(usize),
    /// The other side's answer in a mate level (the side, the move as written).
    Reply(Color, String),
    /// A right answer.
    Good,
    /// The hint of a move: the piece to move and where it stands.
    HintMove(Piece, Square),
    /// The hint of a square to find.
    HintSquare(Square),
    /// The key bar's hint button.
    HintKey,
    /// The piece school's last level leads on to the chess school.
    Bridge,
    /// The chess screen's pointer to the lesson that teaches what just went wrong: the
    /// course's title and the level's number.
    LearnIt(String, usize),
    /// The letter of a piece in written moves.
    Letter(Piece),
    /// Why a try is wrong; the side that moves in the level.
    Wrong(Wrong, Color),
    /// A level left in the middle goes on where it was left.
    Resumed,
}

/// A chess school text.
pub fn chess_school_text(lang: Lang, m: &ChessSchoolMsg) -> String {
    say(lang, keys::chess_school::key(m))
}

/// A course's title (`chess-course-<id>`).
pub fn chess_course_title(lang: Lang, id: &str) -> String {
    fluent::format(lang.code(), &format!("chess-course-{id}"), &Args::new())
}

/// A level's title, goal or lesson (`chess-level-<id>`, `.goal`, `.tell`).
pub fn chess_level_text(lang: Lang, id: &str, part: LevelPart) -> String {
    let fid = match part {
        LevelPart::Title => format!("chess-level-{id}"),
        LevelPart::Goal => format!("chess-level-{id}.goal"),
        LevelPart::Tell => format!("chess-level-{id}.tell"),
    };
    fluent::format(lang.code(), &fid, &Args::new())
}

/// Which text of a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelPart {
    /// Its title.
    Title,
    /// What to do.
    Goal,
    /// What it teaches.
    Tell,
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
            chess_school_text(lang, &ChessSchoolMsg::Letter(piece))
        })
        .collect()
}

/// Whether a notation level may offer a letter before a pawn's move as a wrong choice
/// in a language: only where the letter a child might give a pawn is no piece's letter
/// (the Dutch *pion* and *paard* share the P, and "Pe4" would be a knight's move).
pub fn pawn_letter_is_a_slip(lang: Lang) -> bool {
    let letter = |p: Piece| chess_school_text(lang, &ChessSchoolMsg::Letter(p));
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
