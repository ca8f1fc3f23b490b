//! PGN, the chess world's game format: export with standard SAN and the seven-tag
//! roster, and import of one game with its moves (tags, comments, variations and
//! annotations are read and skipped). A FEN tag sets up the start position.
//!
//! ```
//! use chess::{pgn, ChessGame, Command};
//! let mut game = ChessGame::new();
//! for san in ["e4", "e5", "Nf3"] {
//!     let mv = game.parse_san(san).unwrap();
//!     game.play(&Command::Move(mv)).unwrap();
//! }
//! let text = pgn::export(&game, &pgn::Tags::default());
//! let back = pgn::import(&text, "example.pgn").unwrap();
//! assert_eq!(back.game.board(), game.board());
//! ```

use super::fen::{parse_fen_counted, FenError};
use super::game::{ChessGame, Command, DrawReason, Outcome, WinReason};
use super::notation;
use cozy_chess::{Board, Color};
use std::fmt;

/// The seven-tag roster's names and places (the result comes from the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tags {
    /// The event.
    pub event: String,
    /// The place.
    pub site: String,
    /// `YYYY.MM.DD`, `??` for what is unknown.
    pub date: String,
    /// The round.
    pub round: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Every other tag of an imported game, kept as it was (not `Result`, `SetUp`,
    /// `FEN` or `Termination`, which the game itself decides).
    pub extra: Vec<(String, String)>,
}

/// Tags an export works out from the game, never copied from an import.
const DERIVED_TAGS: [&str; 4] = ["Result", "SetUp", "FEN", "Termination"];

impl Tags {
    /// The tags of an imported game, to export it again: the roster's values where the
    /// import has them, the defaults where not, and every other tag kept.
    pub fn from_imported(tags: &[(String, String)]) -> Tags {
        let mut out = Tags::default();
        for (name, value) in tags {
            let slot = match name.as_str() {
                "Event" => &mut out.event,
                "Site" => &mut out.site,
                "Date" => &mut out.date,
                "Round" => &mut out.round,
                "White" => &mut out.white,
                "Black" => &mut out.black,
                n if DERIVED_TAGS.contains(&n) => continue,
                _ => {
                    out.extra.push((name.clone(), value.clone()));
                    continue;
                }
            };
            *slot = value.clone();
        }
        out
    }
}

/// A PGN date (`YYYY.MM.DD`) for a moment given as seconds since 1970 (UTC); the
/// caller reads the clock.
pub fn date_tag(unix_secs: u64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let days = (unix_secs / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

impl Default for Tags {
    fn default() -> Self {
        Tags {
            event: "Schachschlamassel".into(),
            site: "?".into(),
            date: "????.??.??".into(),
            round: "-".into(),
            white: "?".into(),
            black: "?".into(),
            extra: vec![],
        }
    }
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The game as PGN text: the seven tags (with `SetUp`/`FEN` when it did not start
/// from the initial position), the moves in SAN wrapped at 80 columns, the result.
pub fn export(game: &ChessGame, tags: &Tags) -> String {
    let result = game.outcome().map_or("*", |o| o.result_token());
    let mut out = String::new();
    for (name, value) in [
        ("Event", &tags.event),
        ("Site", &tags.site),
        ("Date", &tags.date),
        ("Round", &tags.round),
        ("White", &tags.white),
        ("Black", &tags.black),
    ] {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    out.push_str(&format!("[Result \"{result}\"]\n"));
    for (name, value) in &tags.extra {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    }
    let start = game.start_fen();
    if start != Board::default().to_string() {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!("[FEN \"{start}\"]\n"));
    }
    if let Some(o) = game.outcome() {
        let why = match o {
            Outcome::Win {
                by: WinReason::Checkmate,
                ..
            } => "normal",
            Outcome::Win {
                by: WinReason::Resignation,
                ..
            } => "resignation",
            Outcome::Draw(_) => "normal",
        };
        out.push_str(&format!("[Termination \"{why}\"]\n"));
    }
    out.push('\n');
    let mut tokens: Vec<String> = vec![];
    for (i, (board, mv)) in game.moves().iter().enumerate() {
        let n = game.move_number(i);
        if board.side_to_move() == Color::White {
            tokens.push(format!("{n}."));
        } else if i == 0 {
            tokens.push(format!("{n}..."));
        }
        tokens.push(notation::san(board, *mv));
    }
    tokens.push(result.to_string());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// What is wrong in a PGN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A tag line that is not `[Name "value"]`.
    BadTag(String),
    /// The FEN tag is bad.
    BadFen(FenError),
    /// A `{` comment or `(` variation that never ends.
    Unterminated(char),
    /// A move that is not legal (or not SAN) in the position reached.
    IllegalMove {
        /// The move number.
        number: u64,
        /// Whose move it was.
        white: bool,
        /// The move as written.
        san: String,
    },
    /// Moves after the game had already ended (by mate, stalemate, a draw rule).
    MoveAfterEnd(String),
    /// A piece and a square that two pieces of that kind can reach (`Nd2`): SAN needs
    /// the file or rank the piece comes from.
    Ambiguous {
        /// The move number.
        number: u64,
        /// The move as written.
        san: String,
    },
    /// No game in the text.
    Empty,
}

/// A bad PGN: the file, the line, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The file (or a name for the text).
    pub file: String,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

/// Word-free: the file, the line and what is wrong as values (the app says them in
/// words).
impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {:?}", self.file, self.line, self.kind)
    }
}

impl std::error::Error for PgnError {}

/// An imported game: the game and its tags as written.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The game, replayed move by move through the rules.
    pub game: ChessGame,
    /// Every tag, in order.
    pub tags: Vec<(String, String)>,
    /// Where reading stopped before the end of the movetext: a null move (`--`, as
    /// analysis writes "the other side passes") is no move a game can make, so the game
    /// is read up to it and the rest is left out.
    pub stopped_at_null_move: Option<NullMoveAt>,
}

/// Where a null move stood: the file's line and the move number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NullMoveAt {
    /// The line, from 1.
    pub line: usize,
    /// The full-move number it stood at.
    pub number: u64,
}

/// Word-free: the line and the move number (the app says them in words).
impl fmt::Display for NullMoveAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {:?}", self.line, self)
    }
}

impl Imported {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

fn parse_tag(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((
        name.to_string(),
        value.replace("\\\"", "\"").replace("\\\\", "\\"),
    ))
}

/// Reads the first game of a PGN text. Its moves go through the rules one by one; the
/// result tag decides how a game without mate or draw by rule ended (resignation or
/// agreement).
///
/// # Errors
/// A [`PgnError`] naming `file`, the line and the move.
pub fn import(text: &str, file: &str) -> Result<Imported, PgnError> {
    let err = |line: usize, kind| PgnError {
        file: file.to_string(),
        line,
        kind,
    };
    let mut tags = vec![];
    // Tokens of the movetext with their line numbers.
    let mut tokens: Vec<(usize, String)> = vec![];
    let mut depth_comment: Option<usize> = None; // line where `{` opened
    let mut variation: Vec<usize> = vec![];
    let mut in_moves = false;
    // A byte-order mark, as some editors write one.
    let text = text.trim_start_matches(is_byte_order_mark);
    for (i, raw) in text.lines().enumerate() {
        let ln = i + 1;
        let trimmed = raw.trim();
        if depth_comment.is_none() && variation.is_empty() && trimmed.starts_with('[') {
            if in_moves {
                break; // the next game begins
            }
            tags.push(
                parse_tag(trimmed)
                    .ok_or_else(|| err(ln, PgnErrorKind::BadTag(trimmed.to_string())))?,
            );
            continue;
        }
        if trimmed.starts_with('%') {
            continue;
        }
        let mut word = String::new();
        let flush = |word: &mut String, tokens: &mut Vec<(usize, String)>| {
            if !word.is_empty() {
                tokens.push((ln, std::mem::take(word)));
            }
        };
        for c in raw.chars() {
            if depth_comment.is_some() {
                if c == '}' {
                    depth_comment = None;
                }
                continue;
            }
            match c {
                '{' => {
                    flush(&mut word, &mut tokens);
                    depth_comment = Some(ln);
                }
                ';' => break,
                '(' => {
                    flush(&mut word, &mut tokens);
                    variation.push(ln);
                }
                ')' => {
                    flush(&mut word, &mut tokens);
                    variation.pop();
                }
                _ if !variation.is_empty() => {}
                c if c.is_whitespace() => flush(&mut word, &mut tokens),
                c => word.push(c),
            }
        }
        flush(&mut word, &mut tokens);
        if !tokens.is_empty() {
            in_moves = true;
        }
    }
    if let Some(ln) = depth_comment {
        return Err(err(ln, PgnErrorKind::Unterminated('{')));
    }
    if let Some(&ln) = variation.first() {
        return Err(err(ln, PgnErrorKind::Unterminated('(')));
    }
    if tags.is_empty() && tokens.is_empty() {
        return Err(err(1, PgnErrorKind::Empty));
    }
    let fen = tags
        .iter()
        .find(|(n, _)| n == "FEN")
        .map(|(_, v)| v.clone());
    let mut game = match fen {
        Some(f) => {
            let ln = text
                .lines()
                .position(|l| l.contains("[FEN"))
                .map_or(1, |p| p + 1);
            let (board, counters) =
                parse_fen_counted(&f).map_err(|e| err(ln, PgnErrorKind::BadFen(e)))?;
            ChessGame::from_position(board, counters)
        }
        None => ChessGame::new(),
    };
    let mut result = None;
    let mut stopped_at_null_move = None;
    let tokens = tokens
        .into_iter()
        .flat_map(|(ln, t)| split_result(t).into_iter().map(move |t| (ln, t)));
    for (ln, tok) in tokens {
        if matches!(tok.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
            result = Some(tok);
            break;
        }
        // Annotations, "e.p." written apart, and move numbers written apart ("1 . e4").
        let number_or_dots = tok.chars().all(|c| c.is_ascii_digit() || c == '.');
        if tok.starts_with('$') || tok == "e.p." || tok == "ep" || number_or_dots {
            continue;
        }
        if matches!(tok.as_str(), "--" | "Z0" | "0000" | "@@@@") {
            let number = game.counters().fullmove_number;
            stopped_at_null_move = Some(NullMoveAt { line: ln, number });
            break;
        }
        // Move numbers: "12." "12..." or glued "12.e4".
        let digits = tok.len() - tok.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let san = if digits > 0 && tok[digits..].starts_with('.') {
            tok[digits..].trim_start_matches('.')
        } else {
            tok.as_str()
        };
        if san.is_empty() {
            continue;
        }
        if game.is_over() {
            return Err(err(ln, PgnErrorKind::MoveAfterEnd(san.to_string())));
        }
        let board: &Board = game.board();
        let number = game.counters().fullmove_number;
        let illegal = || PgnErrorKind::IllegalMove {
            number,
            white: board.side_to_move() == Color::White,
            san: san.to_string(),
        };
        let Some(mv) = game.parse_san(san) else {
            if notation::is_ambiguous(board, san) {
                let san = san.to_string();
                return Err(err(ln, PgnErrorKind::Ambiguous { number, san }));
            }
            return Err(err(ln, illegal()));
        };
        let kind = illegal();
        game.play(&Command::Move(mv)).map_err(|_| err(ln, kind))?;
    }
    // A game cut at a null move did not end where its result says.
    let result = result.filter(|_| stopped_at_null_move.is_none());
    let result = result.or_else(|| {
        if stopped_at_null_move.is_some() {
            return None;
        }
        tags.iter()
            .find(|(n, _)| n == "Result")
            .map(|(_, v)| v.clone())
    });
    if !game.is_over() {
        let end = match result.as_deref() {
            Some("1-0") => Some(Command::Resign(Color::Black)),
            Some("0-1") => Some(Command::Resign(Color::White)),
            Some("1/2-1/2") if game.can_claim_draw() => Some(Command::ClaimDraw),
            Some("1/2-1/2") => Some(Command::OfferDraw),
            _ => None,
        };
        if let Some(cmd) = end {
            let _ = game.play(&cmd);
            if cmd == Command::OfferDraw {
                let _ = game.play(&Command::AcceptDraw);
            }
        }
    }
    Ok(Imported {
        game,
        tags,
        stopped_at_null_move,
    })
}

/// The games of a PGN text, each with the number of its first line: a game's tags
/// begin after the moves of the one before.
pub fn games(text: &str) -> Vec<(usize, String)> {
    let text = text.trim_start_matches(is_byte_order_mark);
    let mut out: Vec<(usize, String)> = vec![];
    let mut current: Option<(usize, String)> = None;
    let (mut in_moves, mut comment) = (false, false);
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        let starts_tags = !comment && trimmed.starts_with('[');
        if starts_tags && in_moves {
            out.extend(current.take());
            in_moves = false;
        }
        if !starts_tags && !comment && !trimmed.is_empty() && !trimmed.starts_with('%') {
            in_moves = true;
        }
        for c in line.chars() {
            match c {
                '{' => comment = true,
                '}' => comment = false,
                _ => {}
            }
        }
        let game = current.get_or_insert_with(|| (i + 1, String::new()));
        game.1.push_str(line);
        game.1.push('\n');
    }
    out.extend(current);
    out.retain(|(_, g)| !g.trim().is_empty());
    out
}

/// A game of a PGN text that cannot be read: its place in the text and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenGame {
    /// Its number in the text, from 1, counting every game.
    pub number: usize,
    /// Why it cannot be read (the line is the text's).
    pub error: PgnError,
}

/// Every game of a PGN text: those that read, each with its number in the text (from
/// 1, counting the broken ones too), and those that do not, named.
#[derive(Clone, Debug)]
pub struct PgnGames {
    /// The games that read, in order, each with its number.
    pub games: Vec<(usize, Imported)>,
    /// The games that do not, in order.
    pub broken: Vec<BrokenGame>,
}

/// Reads every game of a PGN text that can be read (see [`games`] and [`import`]), as
/// chess programs do: a broken game does not stop the others; it is named instead.
/// Errors name the text's line. A text without any game gives one broken game,
/// [`PgnErrorKind::Empty`].
pub fn read_games(text: &str, file: &str) -> PgnGames {
    let all = games(text);
    let mut out = PgnGames {
        games: vec![],
        broken: vec![],
    };
    if all.is_empty() {
        out.broken.push(BrokenGame {
            number: 1,
            error: PgnError {
                file: file.to_string(),
                line: 1,
                kind: PgnErrorKind::Empty,
            },
        });
    }
    for (i, (first, game)) in all.into_iter().enumerate() {
        match import(&game, file) {
            Ok(imported) => out.games.push((i + 1, imported)),
            Err(mut error) => {
                error.line += first - 1;
                out.broken.push(BrokenGame {
                    number: i + 1,
                    error,
                });
            }
        }
    }
    out
}

/// The games of a PGN text that can be read ([`read_games`] without the numbers and
/// the broken ones).
///
/// # Errors
/// The first broken game's [`PgnError`] when no game can be read.
pub fn import_all(text: &str, file: &str) -> Result<Vec<Imported>, PgnError> {
    let read = read_games(text, file);
    if read.games.is_empty() {
        if let Some(first) = read.broken.into_iter().next() {
            return Err(first.error);
        }
    }
    Ok(read.games.into_iter().map(|(_, g)| g).collect())
}

/// The text of a PGN file's bytes, read as chess programs read them: UTF-8 (a
/// byte-order mark dropped) when the bytes are UTF-8, else Latin-1, the character set of
/// the PGN standard (§4.1), with the letters Windows-1252 puts at 0x80–0x9F (`€`, `„`,
/// `Š`, …), as the files of Windows chess programs have them.
///
/// ```
/// let latin1 = b"[White \"M\xfcller\"]\n\n1. e4 *\n";
/// assert!(chess::pgn::decode(latin1).contains("Müller"));
/// assert_eq!(chess::pgn::decode(b"\xef\xbb\xbf1. e4 *"), "1. e4 *");
/// ```
pub fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.trim_start_matches(is_byte_order_mark).to_string(),
        Err(_) => bytes.iter().map(|&b| latin1(b)).collect(),
    }
}

/// A Latin-1 byte as its letter; 0x80–0x9F as Windows-1252 has them (the five it leaves
/// unused stay the control characters Latin-1 has there).
fn latin1(b: u8) -> char {
    const WINDOWS_1252: [u16; 32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
        0x2039, 0x0152, 0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013,
        0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ];
    match b {
        0x80..=0x9F => char::from_u32(u32::from(WINDOWS_1252[usize::from(b - 0x80)]))
            .unwrap_or(char::REPLACEMENT_CHARACTER),
        _ => char::from(b),
    }
}

/// The byte-order mark U+FEFF, which some editors write before the text (told by its
/// number: the window never draws it).
fn is_byte_order_mark(c: char) -> bool {
    c as u32 == 0xFEFF
}

/// A move token with a result glued to it (`Qxf7#1-0`) as the move and the result.
fn split_result(token: String) -> Vec<String> {
    for result in ["1/2-1/2", "1-0", "0-1"] {
        if let Some(mv) = token.strip_suffix(result) {
            if !mv.is_empty() && !mv.ends_with(['-', '/']) {
                return vec![mv.to_string(), result.to_string()];
            }
        }
    }
    vec![token]
}

/// The draw reason's name for a PGN comment or a headless line.
pub fn draw_name(reason: DrawReason) -> &'static str {
    match reason {
        DrawReason::Stalemate => "stalemate",
        DrawReason::InsufficientMaterial => "insufficient material",
        DrawReason::FiftyMoves => "50-move rule",
        DrawReason::SeventyFiveMoves => "75-move rule",
        DrawReason::ThreefoldRepetition => "threefold repetition",
        DrawReason::FivefoldRepetition => "fivefold repetition",
        DrawReason::Agreement => "agreement",
    }
}
