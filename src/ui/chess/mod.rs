//! Classic chess in the window (issue 17): the setup (two seats, each a person or the
//! computer), the board drawn large, the side panel, the promotion picker, the chess
//! words page and the end. The rules are all in [`chess`]; this module shows
//! the game and turns clicks into its commands, which go through `ChessGame::play`.

pub mod board;
mod end;
pub mod panel;
pub mod texts;
pub mod why_text;
mod words_page;

use crate::platform;
use crate::save::chess::{chess_autosave_path, ChessSave, ChessSeat};
use crate::ui::config::WindowConfig;
use crate::ui::draw::Pen;
use crate::ui::i18n::chess_words::Language;
use crate::ui::i18n::Lang;
use crate::ui::screens::{draw_overlay, overlay_choice, overlay_choice_keys};
use board::{draw_chess_board, ChessLayout, Marks};
use chess::bot::{ChessBot, Level};
use chess::pgn::{self, Tags};
use chess::{ChessGame, ChessMove, Color as Side, Command, Piece, Square, WhyNot};
use macroquad::prelude::*;
use texts::{chess_text, ChessMsg};

/// A chess game to open straight into (`--game chess`).
#[derive(Clone, Debug)]
pub struct ChessStart {
    /// Who plays White.
    pub white: ChessSeat,
    /// Who plays Black.
    pub black: ChessSeat,
    /// The game (from the start position, a FEN or a PGN).
    pub game: ChessGame,
}

/// Seconds a refused square's reason stays on show.
const REFUSAL_SECONDS: f32 = 6.0;
/// Seconds a notice stays on show.
const NOTICE_SECONDS: f32 = 4.0;
/// Seconds before the computer moves (divided by `--speed`).
const COMPUTER_PAUSE: f32 = 0.6;
/// Seconds before the end box shows, so the last move is seen first.
const END_PAUSE: f32 = 1.0;
/// Seconds input is ignored after a box opens or closes.
const INPUT_GUARD: f32 = 0.2;
/// Seconds the end stays in `--demo` before the next game.
const DEMO_NEXT: f32 = 4.0;

/// A box over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Overlay {
    /// Who plays.
    Setup,
    /// The piece a pawn becomes.
    Promotion(ChessMove),
    /// A person answers a draw offer of the other side.
    Offer(Side),
    /// Really resign?
    ConfirmResign(Side),
    /// Really offer a draw (for this side)?
    ConfirmOffer(Side),
    /// The chess words page.
    Words,
}

/// What the app should do after a frame of the chess screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ui) enum ChessExit {
    /// Stay on the chess screen.
    Stay,
    /// Back to the start screen.
    ToStart,
}

/// The chess screen's state.
pub(in crate::ui) struct ChessScreen {
    white: ChessSeat,
    black: ChessSeat,
    game: ChessGame,
    seed: u64,
    overlay: Option<Overlay>,
    /// The overlay to return to when the words page closes.
    words_from: Option<Overlay>,
    focus: usize,
    selected: Option<Square>,
    refusal: Option<(Square, WhyNot, f32)>,
    notice: Option<(String, f32)>,
    wait: f32,
    end_shown: f32,
    /// Whether the end box is folded away, so that the last position and the panel show.
    end_folded: bool,
    /// The end box's line after "Save as PGN" in this game's end.
    end_saved: Option<ChessMsg>,
    demo: bool,
    speed: f32,
    data_dir: std::path::PathBuf,
    resume: Option<(ChessSave, ChessGame)>,
    started: bool,
    /// The box on show in the last frame, and the seconds input is still ignored since
    /// it changed (the click that opened a box must not also choose in it).
    seen_overlay: Option<Overlay>,
    guard: f32,
    /// The language of the last frame, for refusals said between frames.
    words: Language,
}

impl ChessScreen {
    /// The screen for the window's options: straight into a game with `--game chess`.
    pub(in crate::ui) fn new(cfg: &WindowConfig) -> ChessScreen {
        let start = cfg.chess.clone();
        let mut s = ChessScreen {
            white: ChessSeat::Person,
            black: ChessSeat::Computer { level: Level::Easy },
            game: ChessGame::new(),
            seed: cfg.seed,
            overlay: Some(Overlay::Setup),
            words_from: None,
            focus: 3,
            selected: None,
            refusal: None,
            notice: None,
            wait: 0.0,
            end_shown: 0.0,
            end_folded: false,
            end_saved: None,
            demo: cfg.demo,
            speed: cfg.speed.max(0.1),
            data_dir: cfg.data_dir.clone(),
            resume: None,
            started: false,
            words: Language::English,
            seen_overlay: None,
            guard: 0.0,
        };
        if let Some(st) = start {
            s.white = st.white;
            s.black = st.black;
            s.begin(st.game);
        }
        s
    }

    /// Opens the setup box (from the start screen), offering the saved game if any.
    pub(in crate::ui) fn open_setup(&mut self) {
        self.overlay = Some(Overlay::Setup);
        self.focus = 3;
        self.resume = ChessSave::load(&chess_autosave_path(&self.data_dir))
            .ok()
            .filter(|(_, g)| !g.is_over());
    }

    /// The full-move number of the unfinished chess game of the autosave, if there is
    /// one (the start screen's "Continue").
    pub(in crate::ui) fn saved_game_move(&self) -> Option<usize> {
        ChessSave::load(&chess_autosave_path(&self.data_dir))
            .ok()
            .filter(|(_, g)| !g.is_over())
            .map(|(_, g)| g.moves().len() / 2 + 1)
    }

    /// Plays on with the autosaved game at once, if there is an unfinished one (the start
    /// screen's "Continue"); otherwise the setup box.
    pub(in crate::ui) fn continue_saved(&mut self) {
        self.open_setup();
        if let Some((save, game)) = self.resume.take() {
            self.white = save.white;
            self.black = save.black;
            self.seed = save.seed;
            self.begin(game);
        }
    }

    fn begin(&mut self, game: ChessGame) {
        self.game = game;
        self.overlay = None;
        self.selected = None;
        self.refusal = None;
        self.notice = None;
        self.wait = 0.0;
        self.end_shown = 0.0;
        self.end_folded = false;
        self.end_saved = None;
        self.started = true;
    }

    fn seat(&self, side: Side) -> ChessSeat {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    fn bot(&self, side: Side) -> Option<ChessBot> {
        match self.seat(side) {
            ChessSeat::Person => None,
            ChessSeat::Computer { level } => {
                Some(ChessBot::new(level, self.seed.wrapping_add(side as u64)))
            }
        }
    }

    /// Black at the bottom when only Black is a person.
    fn flipped(&self) -> bool {
        self.white != ChessSeat::Person && self.black == ChessSeat::Person
    }

    fn layout(&self) -> ChessLayout {
        ChessLayout::new(screen_width(), screen_height(), self.flipped())
    }

    /// Whether the end of a game is on show (for `--screenshot-on end`).
    pub(in crate::ui) fn end_on_screen(&self) -> bool {
        self.started && self.game.is_over() && self.end_shown >= END_PAUSE
    }

    fn say(&mut self, text: String) {
        self.notice = Some((text, 0.0));
    }

    /// Plays a command through the rules; the game is saved after it.
    fn play(&mut self, cmd: Command) {
        match self.game.play(&cmd) {
            Ok(_) => {
                if self.game.is_over() {
                    self.focus = 0;
                }
                self.selected = None;
                self.refusal = None;
                self.wait = 0.0;
                self.autosave();
            }
            Err(r) => self.say(why_text::refusal_text(&r, self.words)),
        }
    }

    fn autosave(&mut self) {
        if self.demo {
            return;
        }
        let save = ChessSave::new(&self.game, self.white, self.black, self.seed);
        let _ = save.save_atomic(&chess_autosave_path(&self.data_dir));
    }

    /// Writes the game as PGN into `DATA_DIR/chess-games/game-N.pgn`.
    fn save_pgn(&mut self, lang: Lang) {
        let dir = self.data_dir.join("chess-games");
        let path = (1..10_000)
            .map(|n| dir.join(format!("game-{n}.pgn")))
            .find(|p| !platform::exists(p))
            .unwrap_or_else(|| dir.join("game.pgn"));
        let name = |s: ChessSeat| chess_text(Lang::En, &ChessMsg::SeatLine(Side::White, s));
        let tags = Tags {
            white: name(self.white).trim_start_matches("White: ").to_string(),
            black: name(self.black).trim_start_matches("White: ").to_string(),
            ..Tags::default()
        };
        let text = pgn::export(&self.game, &tags);
        let (msg, short) = match platform::write_atomic(&path, text.as_bytes()) {
            Ok(()) => {
                let file = path.file_name().unwrap_or_default().to_string_lossy();
                (
                    ChessMsg::Saved(path.display().to_string()),
                    ChessMsg::Saved(format!("chess-games/{file}")),
                )
            }
            Err(e) => (ChessMsg::SaveFailed(e.to_string()), ChessMsg::NotSaved),
        };
        if self.game.is_over() {
            self.end_saved = Some(short);
        }
        self.say(chess_text(lang, &msg));
    }

    fn setup_labels(&self, lang: Lang) -> Vec<String> {
        let mut l = vec![
            chess_text(lang, &ChessMsg::SeatLine(Side::White, self.white)),
            chess_text(lang, &ChessMsg::SeatLine(Side::Black, self.black)),
            chess_text(lang, &ChessMsg::Swap),
            chess_text(lang, &ChessMsg::Go),
        ];
        if self.resume.is_some() {
            l.push(chess_text(lang, &ChessMsg::Resume));
        }
        l.push(chess_text(lang, &ChessMsg::Words));
        l.push(chess_text(lang, &ChessMsg::Back));
        l
    }

    fn overlay_box(&self, lang: Lang) -> Option<(String, Vec<String>, Vec<String>)> {
        let t = |m: ChessMsg| chess_text(lang, &m);
        let words = texts::language(lang);
        Some(match self.overlay? {
            Overlay::Setup => (t(ChessMsg::SetupTitle), vec![], self.setup_labels(lang)),
            Overlay::Promotion(_) => (
                t(ChessMsg::PromoteTo),
                vec![],
                PROMOTIONS
                    .iter()
                    .map(|&p| {
                        let name = crate::ui::i18n::chess_words::piece_name(p, words);
                        format!("{} {name}", board::piece_glyphs(p).1)
                    })
                    .collect(),
            ),
            Overlay::Offer(by) => (
                t(ChessMsg::OfferTo(by)),
                vec![],
                vec![t(ChessMsg::Accept), t(ChessMsg::Decline)],
            ),
            Overlay::ConfirmResign(_) => (
                t(ChessMsg::ReallyResign),
                vec![],
                vec![t(ChessMsg::YesResign), t(ChessMsg::PlayOn)],
            ),
            Overlay::ConfirmOffer(_) => (
                t(ChessMsg::ReallyOffer),
                vec![],
                vec![t(ChessMsg::YesOffer), t(ChessMsg::PlayOn)],
            ),
            Overlay::Words => return None,
        })
    }

    /// One frame of input.
    pub(in crate::ui) fn update(&mut self, lang: Lang) -> ChessExit {
        self.words = texts::language(lang);
        let dt = get_frame_time().min(0.1);
        if self.overlay != self.seen_overlay {
            self.seen_overlay = self.overlay;
            self.guard = INPUT_GUARD;
        }
        if self.guard > 0.0 {
            self.guard -= dt;
            return ChessExit::Stay;
        }
        if let Some((_, _, t)) = &mut self.refusal {
            *t += dt;
            if *t > REFUSAL_SECONDS {
                self.refusal = None;
            }
        }
        if let Some((_, t)) = &mut self.notice {
            *t += dt;
            if *t > NOTICE_SECONDS {
                self.notice = None;
            }
        }
        if self.overlay == Some(Overlay::Words) {
            if is_key_pressed(KeyCode::Escape)
                || is_key_pressed(KeyCode::Enter)
                || is_mouse_button_pressed(MouseButton::Left)
            {
                self.overlay = self.words_from.take();
            }
            return ChessExit::Stay;
        }
        if let Some((_, _, labels)) = self.overlay_box(lang) {
            let n = labels.len();
            if is_key_pressed(KeyCode::Escape) {
                return self.overlay_escape();
            }
            if let Some(i) = overlay_choice(&mut self.focus, n, 0) {
                return self.overlay_chosen(i, lang);
            }
            return ChessExit::Stay;
        }
        if self.game.is_over() {
            return self.update_end(dt, lang);
        }
        if is_key_pressed(KeyCode::Escape) {
            if self.selected.take().is_none() {
                self.open_setup();
            }
            return ChessExit::Stay;
        }
        let side = self.game.side_to_move();
        if let Some(bot) = self.bot(side) {
            self.wait += dt;
            if self.wait >= COMPUTER_PAUSE / self.speed {
                if let Some(cmd) = bot.choose(&self.game) {
                    self.play(cmd);
                }
            }
        }
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            if let Some(button) = self.panel_button_at(lang, mx, my) {
                self.panel_pressed(button, lang);
            } else if self.bot(side).is_none() {
                if let Some(sq) = self.layout().square_at(mx, my) {
                    self.square_clicked(sq);
                }
            }
        }
        ChessExit::Stay
    }

    fn overlay_escape(&mut self) -> ChessExit {
        match self.overlay {
            Some(Overlay::Setup) if self.started && !self.game.is_over() => self.overlay = None,
            Some(Overlay::Setup) => return ChessExit::ToStart,
            Some(Overlay::Offer(_)) => self.play(Command::DeclineDraw),
            _ => self.overlay = None,
        }
        ChessExit::Stay
    }

    fn overlay_chosen(&mut self, i: usize, lang: Lang) -> ChessExit {
        match self.overlay {
            Some(Overlay::Setup) => return self.setup_chosen(i),
            Some(Overlay::Promotion(mv)) => {
                self.overlay = None;
                if let Some(&p) = PROMOTIONS.get(i) {
                    self.play(Command::Move(ChessMove {
                        promotion: Some(p),
                        ..mv
                    }));
                }
            }
            Some(Overlay::Offer(_)) => {
                self.overlay = None;
                self.play(if i == 0 {
                    Command::AcceptDraw
                } else {
                    Command::DeclineDraw
                });
            }
            Some(Overlay::ConfirmResign(side)) => {
                self.overlay = None;
                if i == 0 {
                    self.play(Command::Resign(side));
                }
            }
            Some(Overlay::ConfirmOffer(by)) => {
                self.overlay = None;
                if i == 0 {
                    self.offer_draw(by, lang);
                }
            }
            _ => {}
        }
        ChessExit::Stay
    }

    fn setup_chosen(&mut self, i: usize) -> ChessExit {
        let resume = self.resume.is_some() as usize;
        match i {
            0 => self.white = next_seat(self.white),
            1 => self.black = next_seat(self.black),
            2 => std::mem::swap(&mut self.white, &mut self.black),
            3 => {
                self.seed = self.seed.wrapping_add(1);
                self.begin(ChessGame::new());
                self.autosave();
            }
            4 if resume == 1 => self.continue_saved(),
            n if n == 4 + resume => {
                self.words_from = Some(Overlay::Setup);
                self.overlay = Some(Overlay::Words);
            }
            _ => return ChessExit::ToStart,
        }
        ChessExit::Stay
    }

    /// A click on a square: choose a piece, move it, or say why not.
    fn square_clicked(&mut self, sq: Square) {
        let us = self.game.side_to_move();
        let own = self.game.board().color_on(sq) == Some(us);
        match self.selected {
            Some(from) if from == sq => self.selected = None,
            Some(from) => {
                let castling_click = self.game.board().piece_on(from) == Some(Piece::King)
                    && self
                        .game
                        .legal_moves()
                        .iter()
                        .any(|m| m.from == from && m.to == sq);
                if own && !castling_click {
                    self.selected = Some(sq);
                    self.refusal = None;
                    return;
                }
                match self.game.why_not(from, sq) {
                    Some(why) => self.refusal = Some((sq, why, 0.0)),
                    None if self.game.is_promotion(from, sq) => {
                        self.overlay = Some(Overlay::Promotion(ChessMove::new(from, sq)));
                        self.focus = 0;
                    }
                    None => self.play(Command::Move(ChessMove::new(from, sq))),
                }
            }
            None if own => {
                self.selected = Some(sq);
                self.refusal = None;
            }
            None => {
                if let Some(why) = self.game.why_not(sq, sq) {
                    self.refusal = Some((sq, why, 0.0));
                }
            }
        }
    }

    /// The side a person resigns or offers for: the side to move if it is a person's.
    fn person_side(&self) -> Option<Side> {
        let us = self.game.side_to_move();
        [us, !us]
            .into_iter()
            .find(|&s| self.seat(s) == ChessSeat::Person)
    }

    /// Whether `by`, a person to move, may offer a draw now.
    fn can_offer(&self, by: Side) -> bool {
        !self.game.is_over()
            && self.game.side_to_move() == by
            && self.seat(by) == ChessSeat::Person
            && self.game.draw_offer().is_none()
    }

    /// `by` offers a draw (after saying yes): a computer answers at once, a person
    /// in a box.
    fn offer_draw(&mut self, by: Side, lang: Lang) {
        if !self.can_offer(by) {
            return;
        }
        self.play(Command::OfferDraw);
        match self.bot(!by) {
            Some(bot) if bot.accepts_draw(&self.game) => self.play(Command::AcceptDraw),
            Some(_) => {
                self.play(Command::DeclineDraw);
                self.say(chess_text(lang, &ChessMsg::ComputerDeclines));
            }
            None => {
                self.overlay = Some(Overlay::Offer(by));
                self.focus = 1;
            }
        }
    }

    fn panel_pressed(&mut self, button: panel::PanelButton, lang: Lang) {
        use panel::PanelButton as B;
        match button {
            B::ClaimDraw => self.play(Command::ClaimDraw),
            B::OfferDraw => {
                let by = self.game.side_to_move();
                if self.can_offer(by) {
                    self.overlay = Some(Overlay::ConfirmOffer(by));
                    self.focus = 1;
                }
            }
            B::Resign => {
                if let Some(side) = self.person_side() {
                    self.overlay = Some(Overlay::ConfirmResign(side));
                    self.focus = 1;
                }
            }
            B::Words => {
                self.words_from = None;
                self.overlay = Some(Overlay::Words);
            }
            B::SavePgn => self.save_pgn(lang),
            B::Menu => self.open_setup(),
        }
    }

    /// Draws the chess screen.
    pub(in crate::ui) fn draw(&self, pen: &Pen, lang: Lang, w: f32, h: f32) {
        clear_background(crate::ui::draw::PAPER);
        let layout = self.layout();
        let board = self.game.board();
        let targets = self
            .selected
            .map(|s| self.game.targets_from(s))
            .unwrap_or_default();
        let marks = Marks {
            selected: self.selected,
            targets,
            last: self.game.last_move().map(|m| (m.from, m.to)),
            check: self
                .game
                .in_check()
                .then(|| board.king(board.side_to_move())),
            refused: self.refusal.map(|(s, w, _)| (s, w)),
        };
        draw_chess_board(pen, &layout, board, &marks);
        self.draw_panel(pen, lang, &layout);
        if self.overlay == Some(Overlay::Words) {
            words_page::draw_words(pen, lang, w, h);
            return;
        }
        if let Some((title, lines, labels)) = self.overlay_box(lang) {
            draw_overlay(
                pen,
                w,
                h,
                &title,
                &lines,
                &labels,
                self.focus.min(labels.len() - 1),
            );
        } else if self.end_on_screen() && !self.end_folded {
            if let Some((title, lines, labels)) = self.end_box(lang) {
                let focus = self.focus.min(labels.len() - 1);
                draw_overlay(pen, w, h, &title, &lines, &labels, focus);
            }
        }
    }
}

/// The pieces a pawn may become, in the picker's order.
const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

/// Person → easy → normal → hard → person.
fn next_seat(s: ChessSeat) -> ChessSeat {
    match s {
        ChessSeat::Person => ChessSeat::Computer { level: Level::Easy },
        ChessSeat::Computer { level: Level::Easy } => ChessSeat::Computer {
            level: Level::Normal,
        },
        ChessSeat::Computer {
            level: Level::Normal,
        } => ChessSeat::Computer { level: Level::Hard },
        ChessSeat::Computer { level: Level::Hard } => ChessSeat::Person,
    }
}
