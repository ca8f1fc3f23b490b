//! Chess words in Spanish, Dutch and Portuguese, as the Yalta rule sheet (seed 001)
//! uses them. Issue 20 adds these three languages to the chess-words table of classic
//! chess (issue 17); that table is built elsewhere, so the words wait here to be
//! joined to it. Where the sheet's word differs from common chess usage, the sheet
//! wins and the README says so (the Spanish and Portuguese sheets head the stalemate
//! section "tablas" and "empate", words that mean "draw").

/// The twelve chess words of issue 20.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChessWord {
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
    /// Castling.
    Castling,
    /// En passant.
    EnPassant,
    /// Promotion.
    Promotion,
}

impl ChessWord {
    /// All twelve, in the order.
    pub const ALL: [ChessWord; 12] = [
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
}

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
            Stalemate => "tablas",
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
            Stalemate => "empate",
            Castling => "roque",
            EnPassant => "en passant",
            Promotion => "promoção",
        },
    }
}
