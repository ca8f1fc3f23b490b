//! The chess words in eight languages, from the seeds: German, French and Italian from
//! the chess set's rules (seed 000, Italian also seed 002), Norwegian from seed 004,
//! Spanish, Dutch and Portuguese from the Yalta sheet (seed 001, kept in
//! [`crate::i18n::yalta_words`]), and English. A typed table: a new language is a new [`Language`] variant, and the
//! compiler then asks for every word of it.

use cozy_chess::Piece;

/// A language of the chess words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// Deutsch.
    German,
    /// English.
    English,
    /// Français.
    French,
    /// Italiano.
    Italian,
    /// Norsk.
    Norwegian,
    /// Español (from the Yalta sheet).
    Spanish,
    /// Nederlands (from the Yalta sheet).
    Dutch,
    /// Português (from the Yalta sheet).
    Portuguese,
}

impl Language {
    /// Every language, in the order of the table's columns.
    pub const ALL: [Language; 8] = [
        Language::German,
        Language::English,
        Language::French,
        Language::Italian,
        Language::Norwegian,
        Language::Spanish,
        Language::Dutch,
        Language::Portuguese,
    ];

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Language::German => "Deutsch",
            Language::English => "English",
            Language::French => "Français",
            Language::Italian => "Italiano",
            Language::Norwegian => "Norsk",
            Language::Spanish => "Español",
            Language::Dutch => "Nederlands",
            Language::Portuguese => "Português",
        }
    }
}

/// A chess word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Word {
    /// The king.
    King,
    /// The queen.
    Queen,
    /// The rook.
    Rook,
    /// The bishop.
    Bishop,
    /// The knight.
    Knight,
    /// The pawn.
    Pawn,
    /// Check.
    Check,
    /// Checkmate.
    Checkmate,
    /// Stalemate.
    Stalemate,
    /// Draw.
    Draw,
    /// Castling.
    Castling,
    /// En passant.
    EnPassant,
    /// Promotion.
    Promotion,
}

impl Word {
    /// Every word, in the order of the table's rows.
    pub const ALL: [Word; 13] = [
        Word::King,
        Word::Queen,
        Word::Rook,
        Word::Bishop,
        Word::Knight,
        Word::Pawn,
        Word::Check,
        Word::Checkmate,
        Word::Stalemate,
        Word::Draw,
        Word::Castling,
        Word::EnPassant,
        Word::Promotion,
    ];

    /// The word of a piece.
    pub fn of_piece(piece: Piece) -> Word {
        match piece {
            Piece::King => Word::King,
            Piece::Queen => Word::Queen,
            Piece::Rook => Word::Rook,
            Piece::Bishop => Word::Bishop,
            Piece::Knight => Word::Knight,
            Piece::Pawn => Word::Pawn,
        }
    }

    /// The figurine of a piece word (white outline), for the table.
    pub fn figurine(self) -> &'static str {
        match self {
            Word::King => "♔",
            Word::Queen => "♕",
            Word::Rook => "♖",
            Word::Bishop => "♗",
            Word::Knight => "♘",
            Word::Pawn => "♙",
            _ => "",
        }
    }
}

/// The word in a language.
pub fn word(w: Word, lang: Language) -> &'static str {
    use crate::i18n::yalta_words::{word as sheet_word, SheetLanguage};
    use Language::*;
    use Word::*;
    let sheet = match lang {
        Spanish => Some(SheetLanguage::Spanish),
        Dutch => Some(SheetLanguage::Dutch),
        Portuguese => Some(SheetLanguage::Portuguese),
        _ => None,
    };
    if let Some(sheet) = sheet {
        return sheet_word(sheet, w);
    }
    match (w, lang) {
        (King, German) => "König",
        (King, English) => "king",
        (King, French) => "roi",
        (King, Italian) => "re",
        (King, Norwegian) => "konge",
        (Queen, German) => "Dame",
        (Queen, English) => "queen",
        (Queen, French) => "dame",
        (Queen, Italian) => "regina",
        (Queen, Norwegian) => "dronning",
        (Rook, German) => "Turm",
        (Rook, English) => "rook",
        (Rook, French) => "tour",
        (Rook, Italian) => "torre",
        (Rook, Norwegian) => "tårn",
        (Bishop, German) => "Läufer",
        (Bishop, English) => "bishop",
        (Bishop, French) => "fou",
        (Bishop, Italian) => "alfiere",
        (Bishop, Norwegian) => "løper",
        (Knight, German) => "Springer",
        (Knight, English) => "knight",
        (Knight, French) => "cavalier",
        (Knight, Italian) => "cavallo",
        (Knight, Norwegian) => "springer",
        (Pawn, German) => "Bauer",
        (Pawn, English) => "pawn",
        (Pawn, French) => "pion",
        (Pawn, Italian) => "pedone",
        (Pawn, Norwegian) => "bonde",
        (Check, German) => "Schach",
        (Check, English) => "check",
        (Check, French) => "échec",
        (Check, Italian) => "scacco",
        (Check, Norwegian) => "sjakk",
        (Checkmate, German) => "Schachmatt",
        (Checkmate, English) => "checkmate",
        (Checkmate, French) => "échec et mat",
        (Checkmate, Italian) => "scacco matto",
        (Checkmate, Norwegian) => "sjakkmatt",
        (Stalemate, German) => "Patt",
        (Stalemate, English) => "stalemate",
        (Stalemate, French) => "pat",
        (Stalemate, Italian) => "stallo",
        (Stalemate, Norwegian) => "patt",
        (Draw, German) => "Remis",
        (Draw, English) => "draw",
        (Draw, French) => "partie nulle",
        (Draw, Italian) => "patta",
        (Draw, Norwegian) => "remi",
        (Castling, German) => "Rochade",
        (Castling, English) => "castling",
        (Castling, French) => "roque",
        (Castling, Italian) => "arrocco",
        (Castling, Norwegian) => "rokade",
        (EnPassant, German) => "en passant",
        (EnPassant, English) => "en passant",
        (EnPassant, French) => "en passant",
        (EnPassant, Italian) => "en passant",
        (EnPassant, Norwegian) => "en passant",
        (Promotion, German) => "Umwandlung",
        (Promotion, English) => "promotion",
        (Promotion, French) => "promotion",
        (Promotion, Italian) => "promozione",
        (Promotion, Norwegian) => "bondeforvandling",
        (_, Spanish | Dutch | Portuguese) => {
            unreachable!("the sheet's languages are answered above")
        }
    }
}

/// A piece's name in a language.
pub fn piece_name(piece: Piece, lang: Language) -> &'static str {
    word(Word::of_piece(piece), lang)
}
