//! Chess words in Spanish, Dutch and Portuguese, as the Yalta rule sheet (seed 001)
//! uses them: the three languages that issue 20 adds to the chess-words table of
//! classic chess ([`crate::i18n::chess_words::word`] answers them from here). Where
//! the sheet's word differs from common chess usage, the sheet wins and docs/chess.md says
//! so, but for one word: the Spanish and Portuguese sheets head the stalemate section
//! "tablas" and "empate", words that mean "draw", and a game that says a draw for a
//! stalemate teaches a child the wrong thing; the stalemate is "rey ahogado" and
//! "afogamento", as chess players say (issue 49, [`NOT_THE_SHEETS`]).

/// The chess words: classic chess's table ([`crate::i18n::chess_words::Word`]), which these
/// three languages join.
pub use crate::i18n::chess_words::Word as ChessWord;

/// The twelve chess words of issue 20, as the sheet names them (the table's thirteenth,
/// "draw", is the word the sheet ends a stalemate with).
pub const SHEET_WORDS: [ChessWord; 12] = [
    ChessWord::King,
    ChessWord::Queen,
    ChessWord::Rook,
    ChessWord::Bishop,
    ChessWord::Knight,
    ChessWord::Pawn,
    ChessWord::Check,
    ChessWord::Checkmate,
    ChessWord::Stalemate,
    ChessWord::Castling,
    ChessWord::EnPassant,
    ChessWord::Promotion,
];

/// The words that are not the sheet's, each with the sheet's word: the stalemate, which
/// the Spanish and Portuguese sheets call by the word for a draw.
pub const NOT_THE_SHEETS: [(SheetLanguage, ChessWord, &str); 2] = [
    (SheetLanguage::Spanish, ChessWord::Stalemate, "tablas"),
    (SheetLanguage::Portuguese, ChessWord::Stalemate, "empate"),
];

/// The three languages of the sheet that issue 20 adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SheetLanguage {
    /// Spanish (`es`).
    Spanish,
    /// Dutch (`nl`).
    Dutch,
    /// Portuguese (`pt`).
    Portuguese,
}

impl SheetLanguage {
    /// The three, in the sheet's order.
    pub const ALL: [SheetLanguage; 3] = [
        SheetLanguage::Spanish,
        SheetLanguage::Dutch,
        SheetLanguage::Portuguese,
    ];

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            SheetLanguage::Spanish => "es",
            SheetLanguage::Dutch => "nl",
            SheetLanguage::Portuguese => "pt",
        }
    }
}

/// The sheet's word for `word` in `lang`.
pub fn word(lang: SheetLanguage, word: ChessWord) -> &'static str {
    use ChessWord::*;
    match lang {
        SheetLanguage::Spanish => match word {
            King => "rey",
            Queen => "reina",
            Rook => "torre",
            Bishop => "alfil",
            Knight => "caballo",
            Pawn => "peón",
            Check => "jaque",
            Checkmate => "jaque mate",
            // The sheet's "tablas" is the word for a draw (NOT_THE_SHEETS).
            Stalemate => "rey ahogado",
            // "el juego se declarará en empate"
            Draw => "empate",
            Castling => "enroque",
            EnPassant => "captura al paso",
            Promotion => "promoción",
        },
        SheetLanguage::Dutch => match word {
            King => "koning",
            Queen => "koningin",
            Rook => "toren",
            Bishop => "loper",
            Knight => "paard",
            Pawn => "pion",
            Check => "schaak",
            Checkmate => "schaakmat",
            Stalemate => "patstelling",
            // "eindigt het spel in remise"
            Draw => "remise",
            Castling => "rokade",
            EnPassant => "en passant",
            Promotion => "promotie",
        },
        SheetLanguage::Portuguese => match word {
            King => "rei",
            Queen => "rainha",
            Rook => "torre",
            Bishop => "bispo",
            Knight => "cavalo",
            Pawn => "peão",
            Check => "xeque",
            Checkmate => "xeque-mate",
            // The sheet's "empate" is the word for a draw (NOT_THE_SHEETS).
            Stalemate => "afogamento",
            // "o jogo é declarado empatado"
            Draw => "empate",
            Castling => "roque",
            EnPassant => "en passant",
            Promotion => "promoção",
        },
    }
}
