//! The end of a chess game on the shell's end page, over the final position: the
//! result, why, each side's material, captures and moves; *Again* (the same seats, a new
//! game), *Review*, *Save* (PGN; the page says where), *Start screen*, and folding the
//! page away to a bar so the final position shows whole. In `--demo` the next game starts
//! by itself.

use crate::*;
use chess::notation::material;
use shell::end_page::{EndButton, EndPage, BUTTONS};
use shell::i18n::Msg;
use shell::{Frame, Layers};

/// The colour marks before the two sides' lines.
const SIDE_MARKS: [Color; 2] = [WHITE, BLACK];

impl ChessScreen {
    /// The end page's words; `None` while the game runs.
    pub(crate) fn end_page(&self, lang: Lang) -> Option<EndPage> {
        let o = self.game.outcome()?;
        let t = |m: &ChessMsg| ::words::say(lang, m);
        let mut figures = vec![t(&ChessMsg::EndWhy(o))];
        let mut marks = vec![None];
        for (side, mark) in [Side::White, Side::Black].into_iter().zip(SIDE_MARKS) {
            let moves = self
                .game
                .moves()
                .iter()
                .filter(|(b, _)| b.side_to_move() == side)
                .count();
            figures.push(t(&ChessMsg::EndSide(
                side,
                material(self.game.board(), side),
                self.game.captured_by(side).len(),
                moves,
            )));
            marks.push(Some(mark));
        }
        // A stalemate, where a person plays: the lesson that tells it from mate.
        if let Some((_, learn)) = self.end_lesson(lang) {
            figures.push(learn);
            marks.push(None);
        }
        Some(EndPage {
            title: t(&ChessMsg::EndTitle(o)),
            figures,
            marks,
            labels: BUTTONS.iter().map(|b| words::say(lang, b)).collect(),
            show_label: words::say(lang, &Msg::EndShowResult),
            note: self.end.saved.as_ref().map(t).unwrap_or_default(),
            clear: vec![],
        })
    }

    /// The chess school's level that teaches how the game ended, where a person played.
    pub(crate) fn end_lesson(&self, lang: Lang) -> Option<(&'static str, String)> {
        let person = self.seats.white == ChessSeat::Person || self.seats.black == ChessSeat::Person;
        let o = self.game.outcome()?;
        person
            .then(|| crate::learn_it::learn_the_end(lang, o))
            .flatten()
    }

    /// One frame of a finished game: the pause before the page, the review, the page
    /// (the shell's layer: it asked first; here come L and, while it is folded, the
    /// panel's buttons).
    pub(crate) fn update_end(
        &mut self,
        frame: &Frame,
        dt: f32,
        lang: Lang,
        layers: &mut Layers,
    ) -> Exit {
        self.end.shown += dt;
        if self.end.shown < END_PAUSE {
            return Exit::Stay;
        }
        let next = END_PAUSE + DEMO_NEXT / self.options.speed;
        if self.options.demo && !self.end.folded && self.end.shown > next {
            self.seed = self.seed.wrapping_add(1);
            layers.drop_end();
            self.begin(ChessGame::new());
            return Exit::Stay;
        }
        if self.review.is_some() {
            // The review is the shell's layer: it takes the frames.
            return Exit::Stay;
        }
        if layers.end().is_none() && !self.opening.iter().any(|o| matches!(o, Opening::End(_))) {
            // The page comes up (again, after the review), the final position round it.
            self.opening.push(Opening::End(self.end.focus));
            return Exit::Stay;
        }
        if frame.pressed(KeyCode::L) {
            if let Some((id, _)) = self.end_lesson(lang) {
                return Exit::ChessLesson(id);
            }
        }
        if self.end.folded && frame.clicked() {
            let (mx, my) = frame.mouse;
            if let Some(b) = self.panel_button_at(frame, mx, my) {
                self.panel_pressed(b, lang);
            }
        }
        Exit::Stay
    }

    /// What a button of the end page does (the page stays for *Save*, with its note).
    pub(crate) fn end_chosen(
        &mut self,
        button: EndButton,
        lang: Lang,
        layers: &mut Layers,
    ) -> Exit {
        if let Some(e) = layers.end() {
            self.end.focus = e.focus;
        }
        match button {
            EndButton::SeeBoard => {}
            EndButton::Again => {
                layers.drop_end();
                self.new_game();
            }
            EndButton::Review => {
                layers.drop_end();
                self.start_review();
            }
            EndButton::Save => {
                self.save_pgn(lang);
                if let (Some(e), Some(page)) = (layers.end_mut(), self.end_page(lang)) {
                    e.page = page;
                }
            }
            EndButton::Start => return Exit::ToStart,
        }
        Exit::Stay
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shell::Shared;

    fn finished(fen: &str, sans: &[&str]) -> ChessScreen {
        let mut s = test_screen(
            ChessSeat::Person,
            ChessSeat::Computer { level: Level::Easy },
        );
        s.begin(ChessGame::from_fen(fen).unwrap());
        for san in sans {
            let mv = s.game.parse_san(san).unwrap();
            s.play(Command::Move(mv));
        }
        s.end.shown = END_PAUSE;
        s
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn a_mate_says_who_won_why_and_each_sides_figures() {
        let s = finished(START, &["f3", "e5", "g4", "Qh4#"]);
        let p = s.end_page(Lang::En).expect("the game is over");
        assert_eq!(p.title, "Checkmate! Black wins.");
        assert_eq!(p.figures.len(), 3);
        assert_eq!(p.figures[0], "White's king is in check and cannot escape.");
        assert_eq!(p.figures[1], "White: material 39 · 0 captured · 2 moves");
        assert_eq!(p.figures[2], "Black: material 39 · 0 captured · 2 moves");
        assert_eq!(p.marks, vec![None, Some(WHITE), Some(BLACK)]);
        assert_eq!(p.labels.len(), BUTTONS.len());
        assert_eq!(p.labels[0], words::say(Lang::En, &EndButton::Again));
        assert!(p.note.is_empty());
        assert!(s.end_on_screen());
    }

    #[test]
    fn a_stalemate_is_a_draw_and_says_so() {
        // Black to move has no move and is not in check.
        let s = finished("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &[]);
        let p = s.end_page(Lang::De).unwrap();
        assert_eq!(p.title, "Remis!");
        assert!(p.figures[0].starts_with("Patt"), "{}", p.figures[0]);
        assert_eq!(p.figures[1], "Weiß: Material 9 · 0 geschlagen · 0 Züge");
        // A person played: the page points to the lesson that tells stalemate from mate.
        assert_eq!(p.figures.len(), 4);
        assert!(p.figures[3].contains("Patt"), "{}", p.figures[3]);
        assert_eq!(s.end_lesson(Lang::De).map(|l| l.0), Some("stalemate-1"));
        // A mate needs no such pointer.
        let mate = finished(START, &["f3", "e5", "g4", "Qh4#"]);
        assert_eq!(mate.end_lesson(Lang::En), None);
    }

    #[test]
    fn a_resignation_names_who_gave_up_and_counts_the_captures() {
        let mut s = finished(START, &["e4", "d5", "exd5", "Qxd5"]);
        s.play(Command::Resign(Side::White));
        let p = s.end_page(Lang::En).unwrap();
        assert_eq!(p.title, "Black wins.");
        assert_eq!(p.figures[0], "White resigned.");
        assert_eq!(p.figures[1], "White: material 38 · 1 captured · 2 moves");
        assert_eq!(p.figures[2], "Black: material 38 · 1 captured · 2 moves");
    }

    #[test]
    fn no_end_page_while_the_game_runs() {
        let s = finished(START, &["e4"]);
        assert!(s.end_page(Lang::En).is_none());
        assert!(!s.end_on_screen());
    }

    /// One frame of the screen under its layers, as the shell runs it.
    fn frame(s: &mut ChessScreen, shared: &mut Shared, f: Frame) -> Exit {
        shell::layers::run_frame(s, shared, &f, &Mono)
    }

    struct Mono;
    impl paint::text_layout::Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.55
        }
    }

    fn key(k: KeyCode) -> Frame {
        Frame::at(1024.0, 768.0).after(0.02).key(k)
    }

    #[test]
    fn again_keeps_the_seats_and_starts_from_the_start_and_the_page_goes() {
        let mut s = finished(START, &["f3", "e5", "g4", "Qh4#"]);
        let mut shared = Shared::new(Lang::En);
        frame(&mut s, &mut shared, Frame::at(1024.0, 768.0).after(0.02));
        assert!(shared.layers.end().is_some(), "the end page is up");
        let (white, black) = (s.seats.white, s.seats.black);
        frame(&mut s, &mut shared, key(KeyCode::Space));
        assert!(s.end.folded, "Space folded the page");
        frame(&mut s, &mut shared, key(KeyCode::Space));
        assert!(!s.end.folded, "and unfolded it");
        // Again is the first button, focused.
        assert_eq!(frame(&mut s, &mut shared, key(KeyCode::Enter)), Exit::Stay);
        assert!(shared.layers.is_empty(), "the page went with its game");
        assert_eq!((s.seats.white, s.seats.black), (white, black));
        assert!(s.game.moves().is_empty());
        assert!(s.running());
        assert!(!s.end.folded);
    }

    #[test]
    fn folding_unfolding_saving_and_leaving_from_the_end_page() {
        let mut s = finished(START, &["f3", "e5", "g4", "Qh4#"]);
        let mut shared = Shared::new(Lang::En);
        frame(&mut s, &mut shared, Frame::at(1024.0, 768.0).after(0.02));
        frame(&mut s, &mut shared, key(KeyCode::Escape));
        assert!(s.end.folded && s.end_on_screen(), "Esc folds the page");
        assert!(shared.layers.end().is_some_and(|e| e.folded));
        frame(&mut s, &mut shared, key(KeyCode::Escape));
        assert!(!s.end.folded);
        // Save (the third button): the page stays and says where.
        for _ in 0..2 {
            frame(&mut s, &mut shared, key(KeyCode::Down));
        }
        assert_eq!(frame(&mut s, &mut shared, key(KeyCode::Enter)), Exit::Stay);
        let note = shared
            .layers
            .end()
            .expect("the page stays")
            .page
            .note
            .clone();
        assert!(note.starts_with("Saved: chess-games/game-"), "{note}");
        assert_eq!(s.end_page(Lang::En).unwrap().note, note);
        let file = s.options.data_dir.join(note.trim_start_matches("Saved: "));
        let pgn = base::platform::read_text(&file).unwrap();
        assert!(pgn.contains("Qh4#") && pgn.contains("0-1"));
        // Review (the second): the page goes while the review is on.
        frame(&mut s, &mut shared, key(KeyCode::Up));
        frame(&mut s, &mut shared, key(KeyCode::Enter));
        assert!(s.review.is_some());
        assert!(
            shared.layers.end().is_none() && !s.end_on_screen(),
            "the review hides the end page"
        );
        assert!(
            matches!(shared.layers.top(), Some(shell::layers::Layer::Review(_))),
            "the review is the layer on top"
        );
        // Esc leaves the review: the page is back, unfolded, its focus where it was.
        frame(&mut s, &mut shared, key(KeyCode::Escape));
        assert!(s.review.is_none());
        let e = shared.layers.end().expect("the page is back");
        assert_eq!((e.folded, e.focus), (false, 1));
        // Start screen (the fourth).
        frame(&mut s, &mut shared, key(KeyCode::Down));
        frame(&mut s, &mut shared, key(KeyCode::Down));
        assert_eq!(
            frame(&mut s, &mut shared, key(KeyCode::Enter)),
            Exit::ToStart
        );
    }

    #[test]
    fn l_on_the_end_page_goes_to_the_lesson_of_a_stalemate() {
        let mut s = finished("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", &[]);
        let mut shared = Shared::new(Lang::En);
        frame(&mut s, &mut shared, Frame::at(1024.0, 768.0).after(0.02));
        assert!(shared.layers.end().is_some());
        assert_eq!(
            frame(&mut s, &mut shared, key(KeyCode::L)),
            Exit::ChessLesson("stalemate-1"),
            "the page lets L through to the game"
        );
    }
}
