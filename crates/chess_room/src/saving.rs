//! The chess game's files: the autosave (written after every move, offered again by the
//! setup and the start screen's "Continue", kept aside when it cannot be read, kept
//! under another name when a game from the command line would replace it), a game
//! opened from a PGN file, and "Save as PGN" (with the imported tags, the players and
//! the date; in the browser also as a download).

use crate::texts::ChessMsg;
use crate::ChessScreen;
use base::platform;
use base::save::chess::{chess_autosave_path, ChessSave, ChessSaveError, ChessSeat};
use base::save::chess_unfinished;
use chess::pgn::{self, Tags};
use chess::ChessGame;
use chess::Color as Side;
use shell::i18n::{Lang, Msg};

impl ChessScreen {
    /// Before a game from the command line or a file (`opening`) takes the autosave's
    /// place: an unfinished game there is kept (`save::chess_unfinished`, offered again
    /// once the autosave holds no unfinished game), and the message for the panel says
    /// so (a game over is simply replaced; a broken file is kept aside).
    pub(crate) fn keep_unfinished_autosave(
        &mut self,
        lang: Lang,
        opening: Option<&ChessSave>,
    ) -> Option<String> {
        let path = chess_autosave_path(&self.options.data_dir);
        match ChessSave::load(&path) {
            Ok(_) => match chess_unfinished::keep_unfinished(&self.options.data_dir, opening) {
                Ok(Some(_)) => Some(words::say(lang, &Msg::UnfinishedKeptLater)),
                Ok(None) => None,
                Err(e) => Some(words::say(lang, &e)),
            },
            Err(ChessSaveError::Io(_, e)) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => Some(shell::i18n::file_note(
                lang,
                &base::save::kept::keep_aside(&path, &words::say(lang, &e)),
            )),
        }
    }

    /// The unfinished chess game to offer: the autosave's, else the newest kept one.
    pub(crate) fn offered_game(&self) -> Option<(ChessSave, ChessGame)> {
        ChessSave::load(&chess_autosave_path(&self.options.data_dir))
            .ok()
            .filter(|(_, g)| !g.is_over())
            .or_else(|| {
                chess_unfinished::newest_kept(&self.options.data_dir)
                    .map(|(_, save, game)| (save, game))
            })
    }

    /// The full-move number of the unfinished chess game on offer (the autosave's, else
    /// the newest kept one), if there is one (the start screen's "Continue").
    pub fn saved_game_move(&self) -> Option<usize> {
        self.offered_game().map(|(_, g)| g.moves().len() / 2 + 1)
    }

    /// Once a game is on the board that a kept slot holds (continued, or opened from
    /// its file): it goes into the autosave and its slot is freed.
    pub(crate) fn take_from_kept(&mut self) {
        if self.options.demo {
            return;
        }
        let save = ChessSave::new(&self.game, self.seats.white, self.seats.black, self.seed);
        if chess_unfinished::is_kept(&self.options.data_dir, &save) {
            self.autosave();
            chess_unfinished::release_kept(&self.options.data_dir, &save);
        }
    }

    /// Plays on with a game opened from a PGN file (its tags kept for saving it again),
    /// with the seats chosen last.
    pub fn open_imported(&mut self, imported: pgn::Imported) {
        self.open_setup();
        self.files.resume = None;
        let opening = ChessSave::new(
            &imported.game,
            self.seats.white,
            self.seats.black,
            self.seed,
        );
        let kept = (!self.options.demo)
            .then(|| self.keep_unfinished_autosave(self.lang, Some(&opening)))
            .flatten();
        self.begin(imported.game);
        if let Some(note) = kept {
            self.say(note);
        }
        self.files.imported_tags = imported.tags;
        if let Some(at) = imported.stopped_at_null_move {
            let note = self.null_move_note(self.lang, at);
            self.say(note);
        }
    }

    /// The note on a PGN game read only up to a null move.
    pub(crate) fn null_move_note(&self, lang: Lang, at: pgn::NullMoveAt) -> String {
        ::words::say(
            lang,
            &ChessMsg::ReadToNullMove {
                line: at.line,
                number: at.number,
            },
        )
    }

    /// Plays on with the autosaved game at once, if there is an unfinished one (the start
    /// screen's "Continue"); otherwise the setup box.
    pub fn continue_saved(&mut self) {
        self.open_setup();
        self.resume_saved();
    }

    /// Plays on with the game the setup box offers, if any.
    pub(crate) fn resume_saved(&mut self) {
        if let Some((save, game)) = self.files.resume.take() {
            self.seats.white = save.white;
            self.seats.black = save.black;
            self.seed = save.seed;
            self.begin(game);
            self.take_from_kept();
        }
    }

    pub(crate) fn autosave(&mut self) {
        if self.options.demo {
            return;
        }
        let save = ChessSave::new(&self.game, self.seats.white, self.seats.black, self.seed);
        let seen = &mut self.files.autosave_seen;
        // Another window's game kept: said once (`save::chess_unfinished`).
        let note = match chess_unfinished::write_chess_autosave(&self.options.data_dir, &save, seen)
        {
            Ok(None) => return,
            Ok(Some(_)) => words::say(self.lang, &Msg::UnfinishedKeptLater),
            Err(e) => words::say(self.lang, &e),
        };
        self.say(note);
    }

    /// Writes the game as PGN into `DATA_DIR/chess-games/game-N.pgn`; a finished game's
    /// end page says where.
    pub(crate) fn save_pgn(&mut self, lang: Lang) {
        let dir = self.options.data_dir.join("chess-games");
        let path = (1..10_000)
            .map(|n| dir.join(format!("game-{n}.pgn")))
            .find(|p| !platform::exists(p))
            .unwrap_or_else(|| dir.join("game.pgn"));
        let name = |s: ChessSeat| ::words::say(Lang::En, &ChessMsg::SeatLine(Side::White, s));
        // The imported game's tags stay; where it had none, the seats and today.
        let mut tags = Tags::from_imported(&self.files.imported_tags);
        let has = |tag: &str| self.files.imported_tags.iter().any(|(n, _)| n == tag);
        if !has("White") {
            tags.white = name(self.seats.white)
                .trim_start_matches("White: ")
                .to_string();
        }
        if !has("Black") {
            tags.black = name(self.seats.black)
                .trim_start_matches("White: ")
                .to_string();
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
                let said = words::say(lang, &why);
                (ChessMsg::SaveFailed(said), ChessMsg::NotSaved)
            }
        };
        if self.game.is_over() {
            self.end.saved = Some(short);
        }
        self.say(::words::say(lang, &msg));
    }
}
