//! The end of a chess game on the shell's end page, over the final position: the
//! result, why, each side's material, captures and moves; *Again* (the same seats, a new
//! game), *Review*, *Save* (PGN; the page says where), *Start screen*, and folding the
//! page away to a bar so the final position shows whole. In `--demo` the next game starts
//! by itself.

use crate::ui::chess::*;
use crate::ui::i18n::Msg;
use crate::ui::shell::end_page::{EndButton, EndChoice, EndPage, BUTTONS};
use crate::ui::shell::Frame;
use chess::notation::material;

/// The colour marks before the two sides' lines.
const SIDE_MARKS: [Color; 2] = [WHITE, BLACK];

impl ChessScreen {
    /// The end page's words; `None` while the game runs.
    pub(in crate::ui::chess) fn end_page(&self, lang: Lang) -> Option<EndPage> {
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
            note: self.end_saved.as_ref().map(t).unwrap_or_default(),
            clear: vec![],
        })
    }

    /// The chess school's level that teaches how the game ended, where a person played.
    pub(in crate::ui::chess) fn end_lesson(&self, lang: Lang) -> Option<(&'static str, String)> {
        let person = self.white == ChessSeat::Person || self.black == ChessSeat::Person;
        let o = self.game.outcome()?;
        person
            .then(|| crate::ui::school::chess_lesson::learn_it::learn_the_end(lang, o))
            .flatten()
    }

    /// One frame of a finished game: the pause before the page, the review, the page
    /// (its buttons; while folded, the panel's buttons too).
    pub(in crate::ui::chess) fn update_end(&mut self, frame: &Frame, dt: f32, lang: Lang) -> Exit {
        self.end_shown += dt;
        if self.end_shown < END_PAUSE {
            return Exit::Stay;
        }
        if self.demo && !self.end_folded && self.end_shown > END_PAUSE + DEMO_NEXT / self.speed {
            self.seed = self.seed.wrapping_add(1);
            self.begin(ChessGame::new());
            return Exit::Stay;
        }
        if self.review.is_some() {
            self.update_review(frame);
            return Exit::Stay;
        }
        let Some(page) = self.end_page(lang) else {
            return Exit::Stay;
        };
        if frame.pressed(KeyCode::L) {
            if let Some((id, _)) = self.end_lesson(lang) {
                return Exit::ChessLesson(id);
            }
        }
        let mut focus = self.end_focus;
        let chosen = end_page::ask(frame, &page, self.end_folded, &mut focus);
        self.end_focus = focus;
        match chosen {
            Some(c) => return self.end_chosen(c, lang),
            None if self.end_folded && frame.clicked() => {
                let (mx, my) = frame.mouse;
                if let Some(b) = self.panel_button_at(frame, mx, my) {
                    self.panel_pressed(b, lang);
                }
            }
            None => {}
        }
        Exit::Stay
    }

    /// What a choice on the end page does.
    pub(in crate::ui::chess) fn end_chosen(&mut self, choice: EndChoice, lang: Lang) -> Exit {
        match choice {
            EndChoice::Unfold => self.end_folded = false,
            EndChoice::Button(EndButton::SeeBoard) => self.end_folded = true,
            EndChoice::Button(EndButton::Again) => self.new_game(),
            EndChoice::Button(EndButton::Review) => self.start_review(),
            EndChoice::Button(EndButton::Save) => self.save_pgn(lang),
            EndChoice::Button(EndButton::Start) => return Exit::ToStart,
        }
        Exit::Stay
    }
}

/// The names of the end page's buttons for the browser page's tap spots.
pub(in crate::ui::chess) fn spot_names(folded: bool) -> &'static [&'static str] {
    if folded {
        &["end_show"]
    } else {
        &[
            "end_again",
            "end_review",
            "end_save",
            "end_start",
            "end_see_board",
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::shell::end_page::EndButton as B;

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
        s.end_shown = END_PAUSE;
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
        assert_eq!(p.labels[0], words::say(Lang::En, &B::Again));
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

    #[test]
    fn again_keeps_the_seats_and_starts_from_the_start() {
        let mut s = finished(START, &["f3", "e5", "g4", "Qh4#"]);
        let (white, black) = (s.white, s.black);
        s.end_folded = true;
        assert_eq!(
            s.end_chosen(EndChoice::Button(B::Again), Lang::En),
            Exit::Stay
        );
        assert_eq!((s.white, s.black), (white, black));
        assert!(s.game.moves().is_empty());
        assert!(s.running());
        assert!(!s.end_folded);
    }

    #[test]
    fn folding_unfolding_saving_and_leaving_from_the_end_page() {
        let mut s = finished(START, &["f3", "e5", "g4", "Qh4#"]);
        s.end_chosen(EndChoice::Button(B::SeeBoard), Lang::En);
        assert!(s.end_folded && s.end_on_screen());
        s.end_chosen(EndChoice::Unfold, Lang::En);
        assert!(!s.end_folded);
        s.end_chosen(EndChoice::Button(B::Save), Lang::En);
        let note = s.end_page(Lang::En).unwrap().note;
        assert!(note.starts_with("Saved: chess-games/game-"), "{note}");
        let file = s.data_dir.join(note.trim_start_matches("Saved: "));
        let pgn = crate::platform::read_text(&file).unwrap();
        assert!(pgn.contains("Qh4#") && pgn.contains("0-1"));
        assert_eq!(
            s.end_chosen(EndChoice::Button(B::Start), Lang::En),
            Exit::ToStart
        );
        s.end_chosen(EndChoice::Button(B::Review), Lang::En);
        assert!(s.review.is_some());
        assert!(!s.end_on_screen(), "the review hides the end page");
    }

    #[test]
    fn the_end_pages_spots_name_every_button() {
        assert_eq!(spot_names(false).len(), BUTTONS.len());
        assert_eq!(spot_names(true), &["end_show"]);
    }
}
