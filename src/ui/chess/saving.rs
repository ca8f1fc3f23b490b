//! The chess game's files: the autosave (written after every move, offered again by the
//! setup and the start screen's "Continue", kept aside when it cannot be read, kept
//! under another name when a game from the command line would replace it), a game
//! opened from a PGN file, and "Save as PGN" (with the imported tags, the players and
//! the date; in the browser also as a download).

use super::texts::{chess_text, ChessMsg};
use super::ChessScreen;
use crate::platform;
use crate::save::chess::{chess_autosave_path, ChessSave, ChessSaveError, ChessSeat};
use crate::ui::i18n::Lang;
use chess::pgn::{self, Tags};
use chess::Color as Side;

impl ChessScreen {
    /// Before a game started from the command line takes the autosave's place: an
    /// unfinished game there is kept as `chess-unfinished-SECONDS.json` beside it, and
    /// the message for the panel says so (a game over is simply replaced; a broken file
    /// is kept aside).
    pub(super) fn keep_unfinished_autosave(&mut self, lang: Lang) -> Option<String> {
        let path = chess_autosave_path(&self.data_dir);
        match ChessSave::load(&path) {
            Ok((save, game)) if !game.is_over() => {
                let secs = crate::platform::now_unix_secs();
                let kept = self.data_dir.join(format!("chess-unfinished-{secs}.json"));
                Some(match save.save_atomic(&kept) {
                    Ok(()) => {
                        let name = kept.file_name().unwrap_or_default().to_string_lossy();
                        chess_text(lang, &ChessMsg::UnfinishedKept(name.into()))
                    }
                    Err(e) => crate::ui::i18n::say_chess_save_error(lang, &e),
                })
            }
            Ok(_) => None,
            Err(ChessSaveError::Io(_, e)) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => Some(crate::ui::i18n::file_note(
                lang,
                &crate::save::kept::keep_aside(
                    &path,
                    &crate::ui::i18n::say_chess_save_error(lang, &e),
                ),
            )),
        }
    }

    /// The full-move number of the unfinished chess game of the autosave, if there is
    /// one (the start screen's "Continue").
    pub(in crate::ui) fn saved_game_move(&self) -> Option<usize> {
        ChessSave::load(&chess_autosave_path(&self.data_dir))
            .ok()
            .filter(|(_, g)| !g.is_over())
            .map(|(_, g)| g.moves().len() / 2 + 1)
    }

    /// Plays on with a game opened from a PGN file (its tags kept for saving it again),
    /// with the seats chosen last.
    pub(in crate::ui) fn open_imported(&mut self, imported: pgn::Imported) {
        self.open_setup();
        self.resume = None;
        self.begin(imported.game);
        self.imported_tags = imported.tags;
        if let Some(at) = imported.stopped_at_null_move {
            let note = self.null_move_note(self.lang, at);
            self.say(note);
        }
    }

    /// The note on a PGN game read only up to a null move.
    pub(super) fn null_move_note(&self, lang: Lang, at: pgn::NullMoveAt) -> String {
        chess_text(
            lang,
            &ChessMsg::ReadToNullMove {
                line: at.line,
                number: at.number,
            },
        )
    }

    /// Plays on with the autosaved game at once, if there is an unfinished one (the start
    /// screen's "Continue"); otherwise the setup box.
    pub(in crate::ui) fn continue_saved(&mut self) {
        self.open_setup();
        self.resume_saved();
    }

    /// Plays on with the game the setup box offers, if any.
    pub(super) fn resume_saved(&mut self) {
        if let Some((save, game)) = self.resume.take() {
            self.white = save.white;
            self.black = save.black;
            self.seed = save.seed;
            self.begin(game);
        }
    }

    pub(super) fn autosave(&mut self) {
        if self.demo {
            return;
        }
        let save = ChessSave::new(&self.game, self.white, self.black, self.seed);
        let _ = save.save_atomic(&chess_autosave_path(&self.data_dir));
    }

    /// Writes the game as PGN into `DATA_DIR/chess-games/game-N.pgn`; a finished game's
    /// end page says where.
    pub(super) fn save_pgn(&mut self, lang: Lang) {
        let dir = self.data_dir.join("chess-games");
        let path = (1..10_000)
            .map(|n| dir.join(format!("game-{n}.pgn")))
            .find(|p| !platform::exists(p))
            .unwrap_or_else(|| dir.join("game.pgn"));
        let name = |s: ChessSeat| chess_text(Lang::En, &ChessMsg::SeatLine(Side::White, s));
        // The imported game's tags stay; where it had none, the seats and today.
        let mut tags = Tags::from_imported(&self.imported_tags);
        let has = |tag: &str| self.imported_tags.iter().any(|(n, _)| n == tag);
        if !has("White") {
            tags.white = name(self.white).trim_start_matches("White: ").to_string();
        }
        if !has("Black") {
            tags.black = name(self.black).trim_start_matches("White: ").to_string();
        }
        if !has("Date") {
            tags.date = pgn::date_tag(platform::now_unix_secs());
        }
        let text = pgn::export(&self.game, &tags);
        let (msg, short) = match platform::write_atomic(&path, text.as_bytes()) {
            Ok(()) => {
                let file = path.file_name().unwrap_or_default().to_string_lossy();
                let download = format!("chess-{file}");
                platform::offer_download(&download, &text);
                let shown = |written: String| platform::saved_file_shown(written, &download);
                (
                    ChessMsg::Saved(shown(path.display().to_string())),
                    ChessMsg::Saved(shown(format!("chess-games/{file}"))),
                )
            }
            Err(e) => {
                let why = platform::WriteError::of(&e);
                let said = crate::ui::i18n::say_write_error(lang, &why);
                (ChessMsg::SaveFailed(said), ChessMsg::NotSaved)
            }
        };
        if self.game.is_over() {
            self.end_saved = Some(short);
        }
        self.say(chess_text(lang, &msg));
    }
}
