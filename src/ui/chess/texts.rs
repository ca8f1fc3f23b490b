//! Every text of the chess screens in German and English: an enum of messages with one
//! match, so the compiler finds a missing text. The chess words themselves (piece
//! names, check, castling…) come from [`crate::ui::i18n::chess_words`].

use crate::save::chess::ChessSeat;
use crate::ui::i18n::chess_words::{piece_name, word, Language, Word};
use crate::ui::i18n::Lang;
use chess::bot::Level;
use chess::{Color as Side, DrawReason, Outcome, Piece, WinReason};

/// The language of the chess words for the window's language.
pub fn language(lang: Lang) -> Language {
    match lang {
        Lang::De => Language::German,
        Lang::En => Language::English,
    }
}

/// A chess screen text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChessMsg {
    /// The start screen's button.
    StartButton,
    /// The setup screen's title.
    SetupTitle,
    /// One seat on the setup screen.
    SeatLine(Side, ChessSeat),
    /// Swap the colours.
    Swap,
    /// Start the game.
    Go,
    /// Resume the saved game.
    Resume,
    /// The chess words page.
    Words,
    /// Back to the start screen.
    Back,
    /// Whose move it is.
    ToMove(Side, ChessSeat),
    /// The computer is thinking.
    Thinking,
    /// Check, said in words.
    Check,
    /// Claim a draw.
    ClaimDraw,
    /// The position came three times.
    ClaimHint,
    /// Offer a draw.
    OfferDraw,
    /// Resign.
    Resign,
    /// Save as PGN.
    SavePgn,
    /// Saved to a file.
    Saved(String),
    /// Saving failed.
    SaveFailed(String),
    /// The material line of one side.
    MaterialOf(Side, i32),
    /// The balance.
    Balance(i32),
    /// The piece values of seed 002.
    Values,
    /// The moves header.
    Moves,
    /// A draw offer to answer.
    OfferTo(Side),
    /// Accept.
    Accept,
    /// Decline.
    Decline,
    /// The computer declines a draw.
    ComputerDeclines,
    /// Really resign?
    ReallyResign,
    /// Who loses by resigning.
    ResignLoses(Side),
    /// Yes, resign.
    YesResign,
    /// No, play on.
    PlayOn,
    /// Really offer a draw?
    ReallyOffer,
    /// Yes, offer a draw.
    YesOffer,
    /// The end box's hint: the key that folds it away.
    FoldHint,
    /// The panel's button that brings the folded end box back.
    ShowEnd,
    /// The end box's short line after a failed save (the panel says why).
    NotSaved,
    /// The promotion picker's title.
    PromoteTo,
    /// The end's title.
    EndTitle(Outcome),
    /// The end's line of explanation.
    EndWhy(Outcome),
    /// Another game.
    Again,
    /// The words page's title.
    WordsTitle,
    /// How to leave a page.
    PageBack,
    /// Choose a piece.
    ChoosePiece,
    /// Choose a square for the chosen piece.
    ChooseSquare(Piece),
    /// The chosen piece has no legal move now.
    NoMoves(Piece),
    /// Choose a square for the chosen piece, with its moves not shown.
    ChooseSquareUnmarked(Piece),
    /// The promotion picker's safe choice: no promotion, another move.
    PromoteCancel,
    /// The menu's "turn the board".
    TurnBoard,
    /// The menu's new game, asked first while a game runs.
    ReallyNewGame,
    /// What happens to the running game when a new one starts.
    NewGameKeeps,
    /// Yes, a new game.
    YesNewGame,
    /// One side's line on the end page: material, pieces captured, moves made.
    EndSide(Side, i32, usize, usize),
    /// The review's title.
    ReviewTitle,
    /// The review at the start position.
    ReviewStart,
    /// The review at move `k` of `n`: who moved, and the move as the move list has it
    /// (`6. gxf5`, `6… h6`).
    ReviewStep(usize, usize, Side, String),
    /// The review's keys.
    ReviewKeys,
    /// The review's button: one move back.
    ReviewPrev,
    /// The review's button: one move on.
    ReviewNext,
    /// The review's button: back to the end page.
    ReviewBack,
}

fn side(lang: Lang, s: Side) -> &'static str {
    match (lang, s) {
        (Lang::De, Side::White) => "Weiß",
        (Lang::De, Side::Black) => "Schwarz",
        (Lang::En, Side::White) => "White",
        (Lang::En, Side::Black) => "Black",
    }
}

fn level(lang: Lang, l: Level) -> &'static str {
    match (lang, l) {
        (Lang::De, Level::Easy) => "leicht",
        (Lang::De, Level::Normal) => "mittel",
        (Lang::De, Level::Hard) => "schwer",
        (Lang::En, l) => l.name(),
    }
}

fn seat(lang: Lang, s: ChessSeat) -> String {
    match (lang, s) {
        (Lang::De, ChessSeat::Person) => "Mensch".into(),
        (Lang::En, ChessSeat::Person) => "person".into(),
        (Lang::De, ChessSeat::Computer { level: l }) => format!("Computer ({})", level(lang, l)),
        (Lang::En, ChessSeat::Computer { level: l }) => format!("computer ({})", level(lang, l)),
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

fn draw_why(lang: Lang, r: DrawReason) -> &'static str {
    match (lang, r) {
        (Lang::De, DrawReason::Stalemate) => {
            "Patt: Wer am Zug ist, steht nicht im Schach, kann aber nicht ziehen."
        }
        (Lang::En, DrawReason::Stalemate) => {
            "Stalemate: the player to move is not in check but cannot move."
        }
        (Lang::De, DrawReason::InsufficientMaterial) => {
            "Keiner hat genug Figuren, um matt zu setzen."
        }
        (Lang::En, DrawReason::InsufficientMaterial) => "Neither side has the pieces to checkmate.",
        (Lang::De, DrawReason::FiftyMoves) => "50 Züge ohne Schlagen und ohne Bauernzug.",
        (Lang::En, DrawReason::FiftyMoves) => "50 moves without a capture or a pawn move.",
        (Lang::De, DrawReason::ThreefoldRepetition) => {
            "Dieselbe Stellung kam dreimal: Remis verlangt."
        }
        (Lang::En, DrawReason::ThreefoldRepetition) => {
            "The same position came three times: a draw was claimed."
        }
        (Lang::De, DrawReason::FivefoldRepetition) => "Dieselbe Stellung kam fünfmal.",
        (Lang::En, DrawReason::FivefoldRepetition) => "The same position came five times.",
        (Lang::De, DrawReason::Agreement) => "Beide waren einverstanden.",
        (Lang::En, DrawReason::Agreement) => "Both players agreed.",
    }
}

/// The text of a message.
pub fn chess_text(lang: Lang, m: &ChessMsg) -> String {
    let de = lang == Lang::De;
    let pick = |d: &str, e: &str| if de { d.to_string() } else { e.to_string() };
    let words = language(lang);
    match m {
        ChessMsg::StartButton => pick("Schach", "Chess"),
        ChessMsg::SetupTitle => pick("Schach: wer spielt?", "Chess: who plays?"),
        ChessMsg::SeatLine(s, st) => format!("{}: {}", side(lang, *s), seat(lang, *st)),
        ChessMsg::Swap => pick("Farben tauschen", "Swap colours"),
        ChessMsg::Go => pick("Los geht's!", "Start!"),
        ChessMsg::Resume => pick("Weiterspielen", "Resume"),
        ChessMsg::Words => pick("Schachwörter", "Chess words"),
        ChessMsg::Back => pick("Zurück", "Back"),
        ChessMsg::ToMove(s, ChessSeat::Person) => pick(
            &format!("{} ist am Zug", side(lang, *s)),
            &format!("{} to move", side(lang, *s)),
        ),
        ChessMsg::ToMove(s, st) => format!("{} – {}", side(lang, *s), seat(lang, *st)),
        ChessMsg::Thinking => pick("Der Computer denkt nach …", "The computer is thinking …"),
        ChessMsg::Check => format!("{}!", capital(word(Word::Check, words))),
        ChessMsg::ClaimDraw => pick("Remis verlangen", "Claim a draw"),
        ChessMsg::ClaimHint => pick(
            "Diese Stellung kam zum 3. Mal: Du darfst Remis verlangen.",
            "This position came a 3rd time: you may claim a draw.",
        ),
        ChessMsg::OfferDraw => pick("Remis anbieten", "Offer a draw"),
        ChessMsg::Resign => pick("Aufgeben", "Resign"),
        ChessMsg::SavePgn => pick("Als PGN sichern", "Save as PGN"),
        ChessMsg::Saved(p) => pick(&format!("Gesichert: {p}"), &format!("Saved: {p}")),
        ChessMsg::SaveFailed(e) => {
            pick(&format!("Nicht gesichert: {e}"), &format!("Not saved: {e}"))
        }
        ChessMsg::MaterialOf(s, v) => format!("{} {v}", side(lang, *s)),
        ChessMsg::Balance(0) => pick("Material: gleich", "Material: even"),
        ChessMsg::Balance(b) => {
            let s = if *b > 0 { Side::White } else { Side::Black };
            pick(
                &format!("Material: {} +{}", side(lang, s), b.abs()),
                &format!("Material: {} +{}", side(lang, s), b.abs()),
            )
        }
        ChessMsg::Values => format!(
            "{} 9 · {} 5 · {} 3 · {} 3 · {} 1",
            capital(piece_name(Piece::Queen, words)),
            capital(piece_name(Piece::Rook, words)),
            capital(piece_name(Piece::Bishop, words)),
            capital(piece_name(Piece::Knight, words)),
            capital(piece_name(Piece::Pawn, words)),
        ),
        ChessMsg::Moves => pick("Züge", "Moves"),
        ChessMsg::OfferTo(s) => pick(
            &format!("{} bietet Remis an. Annehmen?", side(lang, *s)),
            &format!("{} offers a draw. Accept?", side(lang, *s)),
        ),
        ChessMsg::Accept => pick("Annehmen: Remis", "Accept: draw"),
        ChessMsg::Decline => pick("Ablehnen: weiterspielen", "Decline: play on"),
        ChessMsg::ComputerDeclines => pick(
            "Der Computer lehnt das Remis ab.",
            "The computer declines the draw.",
        ),
        ChessMsg::ReallyResign => pick("Wirklich aufgeben?", "Really resign?"),
        ChessMsg::ResignLoses(s) => pick(
            &format!("{} verliert dann die Partie.", side(lang, *s)),
            &format!("{} then loses the game.", side(lang, *s)),
        ),
        ChessMsg::YesResign => pick("Ja, aufgeben", "Yes, resign"),
        ChessMsg::PlayOn => pick("Nein, weiterspielen", "No, play on"),
        ChessMsg::ReallyOffer => pick("Wirklich Remis anbieten?", "Really offer a draw?"),
        ChessMsg::YesOffer => pick("Ja, Remis anbieten", "Yes, offer a draw"),
        ChessMsg::FoldHint => pick("Leertaste: Brett ansehen", "Space: see the board"),
        ChessMsg::ShowEnd => pick("Leertaste: Ergebnis zeigen", "Space: show the result"),
        ChessMsg::NotSaved => pick("Nicht gesichert.", "Not saved."),
        ChessMsg::PromoteTo => pick("Der Bauer wird zu …", "The pawn becomes …"),
        ChessMsg::EndTitle(Outcome::Win {
            winner,
            by: WinReason::Checkmate,
        }) => pick(
            &format!("Schachmatt! {} gewinnt.", side(lang, *winner)),
            &format!("Checkmate! {} wins.", side(lang, *winner)),
        ),
        ChessMsg::EndTitle(Outcome::Win { winner, .. }) => pick(
            &format!("{} gewinnt.", side(lang, *winner)),
            &format!("{} wins.", side(lang, *winner)),
        ),
        ChessMsg::EndTitle(Outcome::Draw(_)) => pick("Remis!", "A draw!"),
        ChessMsg::EndWhy(Outcome::Win {
            winner,
            by: WinReason::Checkmate,
        }) => pick(
            &format!(
                "Der König von {} steht im Schach und kann nicht entkommen.",
                side(lang, !*winner)
            ),
            &format!(
                "{}'s king is in check and cannot escape.",
                side(lang, !*winner)
            ),
        ),
        ChessMsg::EndWhy(Outcome::Win { winner, .. }) => pick(
            &format!("{} hat aufgegeben.", side(lang, !*winner)),
            &format!("{} resigned.", side(lang, !*winner)),
        ),
        ChessMsg::EndWhy(Outcome::Draw(r)) => draw_why(lang, *r).to_string(),
        ChessMsg::Again => pick("Noch eine Partie", "Another game"),
        ChessMsg::WordsTitle => pick(
            "Schachwörter in acht Sprachen",
            "Chess words in eight languages",
        ),
        ChessMsg::PageBack => pick("Klick, Enter oder Esc: zurück", "Click, Enter or Esc: back"),
        ChessMsg::ChoosePiece => pick(
            "Klicke eine deiner Figuren an.",
            "Click one of your pieces.",
        ),
        ChessMsg::NoMoves(p) => {
            let name = capital(piece_name(*p, words));
            pick(
                &format!("{name}: kann jetzt nicht ziehen."),
                &format!("{name}: cannot move now."),
            )
        }
        ChessMsg::ChooseSquareUnmarked(p) => {
            let name = capital(piece_name(*p, words));
            pick(
                &format!("{name}: Klicke das Zielfeld."),
                &format!("{name}: click the square to move to."),
            )
        }
        ChessMsg::PromoteCancel => pick("Zurück: ein anderer Zug", "Back: another move"),
        ChessMsg::TurnBoard => pick("Brett drehen", "Turn the board"),
        ChessMsg::ReallyNewGame => pick("Eine neue Partie beginnen?", "Start a new game?"),
        ChessMsg::NewGameKeeps => pick(
            "Diese Partie bleibt gesichert, bis die neue beginnt.",
            "This game stays saved until the new one starts.",
        ),
        ChessMsg::YesNewGame => pick("Ja, neue Partie", "Yes, a new game"),
        ChessMsg::EndSide(s, material, captured, moves) => {
            let (de_moves, en_moves) = match moves {
                1 => ("1 Zug".to_string(), "1 move".to_string()),
                n => (format!("{n} Züge"), format!("{n} moves")),
            };
            pick(
                &format!(
                    "{}: Material {material} · {captured} geschlagen · {de_moves}",
                    side(lang, *s)
                ),
                &format!(
                    "{}: material {material} · {captured} captured · {en_moves}",
                    side(lang, *s)
                ),
            )
        }
        ChessMsg::ReviewTitle => pick("Partie nachspielen", "Review the game"),
        ChessMsg::ReviewStart => pick("Vor dem ersten Zug", "Before the first move"),
        ChessMsg::ReviewStep(k, n, s, mv) => pick(
            &format!("{}: {mv} ({k} von {n})", side(lang, *s)),
            &format!("{}: {mv} ({k} of {n})", side(lang, *s)),
        ),
        ChessMsg::ReviewKeys => pick(
            "← →: ein Zug zurück oder vor · Pos1, Ende: Anfang, Schluss · Esc: zum Ergebnis",
            "← →: a move back or on · Home, End: the start, the end · Esc: to the result",
        ),
        ChessMsg::ReviewPrev => pick("◀ zurück", "◀ back"),
        ChessMsg::ReviewNext => pick("vor ▶", "on ▶"),
        ChessMsg::ReviewBack => pick("Zurück zum Ergebnis", "Back to the result"),
        ChessMsg::ChooseSquare(p) => {
            let name = capital(piece_name(*p, words));
            pick(
                &format!("{name}: Klicke ein markiertes Feld."),
                &format!("{name}: click a marked square."),
            )
        }
    }
}
