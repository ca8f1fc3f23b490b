//! The chess level on screen: the chess screen's board and layout, the stars and found
//! squares on it, the marked move to write down or the hint's move, and a panel with the level's title,
//! goal and lesson, what the last try did, the answers of a question and the buttons.
//! Where things go is window-free ([`LessonLayout::new`]) and tested.

use crate::i18n::Lang;
use crate::prelude::*;
use crate::school::chess_lesson::panel_words::{self, PanelWords};
use crate::school::chess_lesson::texts::{local_san, ChessSchoolMsg};
use crate::school::chess_lesson::{ChessLessonRun, Tone};
use crate::{School, TableScreen};
use chess_board::{draw_chess_board, ChessLayout, Marks};
use chess_school::{ChessGoal, Choice, DrawAnswer, Verdict};
use macroquad::prelude::*;
use paint::draw::*;
use paint::flat_fill::{draw_circle, draw_line, draw_rectangle_lines};
use paint::layout::Rect;
use paint::text_layout::{lay_out, stack, Align};

/// A mistake's words.
const WRONG: Color = Color::new(0.80, 0.05, 0.12, 1.0);
/// Good news.
const RIGHT: Color = Color::new(0.1, 0.4, 0.2, 1.0);
/// The star's gold.
const GOLD: Color = Color::new(0.95, 0.7, 0.0, 1.0);
/// A found square's frame, and the move to write down.
const MARK: Color = Color::new(0.1, 0.45, 0.8, 1.0);

/// Where a chess level's things go.
#[derive(Clone, Debug)]
pub struct LessonLayout {
    /// The board, its strips and the panel (the chess screen's layout).
    pub chess: ChessLayout,
    /// Show me, Try again, Course map.
    pub buttons: [Rect; 3],
    /// The answers of a question level, under the panel's words.
    pub answers: Vec<Rect>,
    /// The room of the panel's words.
    pub words: Rect,
}

impl LessonLayout {
    /// The speaker button (read to me, issue 54): at the top right of the panel's
    /// words, as high as the title's line; the words keep clear of it
    /// ([`LessonLayout::words_beside_speaker`]).
    pub fn speaker(&self) -> Rect {
        let side = (self.chess.text.0 * 1.4).round();
        Rect {
            x: self.words.x + self.words.w - side,
            y: self.words.y,
            w: side,
            h: side,
        }
    }

    /// The room of the panel's words beside the speaker button, where it shows.
    pub fn words_beside_speaker(&self, speaker: bool) -> Rect {
        let mut words = self.words;
        if speaker {
            let s = self.speaker();
            words.w = (s.x - words.x - self.chess.text.1 * 0.5).max(0.0);
        }
        words
    }

    /// The layout for a window of `w` × `h`, the board turned when Black plays, with
    /// `answers` answer buttons.
    pub fn new(w: f32, h: f32, flipped: bool, answers: usize) -> LessonLayout {
        let chess = ChessLayout::new(w, h, flipped);
        let rects = chess.button_rects();
        let gap = chess.button_gap;
        // The chess screen has six buttons, a level three: they take the last row (or,
        // beside the board, the last two), and the panel's words the room above.
        let mut panel = chess.panel;
        let buttons = if chess.button_cols >= 3 {
            panel.h = (rects[3].y - gap - panel.y).max(0.0);
            [rects[3], rects[4], rects[5]]
        } else {
            panel.h = (rects[2].y - gap - panel.y).max(0.0);
            let wide = Rect {
                w: rects[5].x + rects[5].w - rects[4].x,
                ..rects[4]
            };
            [rects[2], rects[3], wide]
        };
        let (ts, small) = chess.text;
        let bh = (small * 2.4).max(ts * 1.6);
        // Four written moves are short: two columns; the other answers one under another.
        let cols = if answers > 3 { 2 } else { 1 };
        let rows = answers.div_ceil(cols);
        let area_h = rows as f32 * bh + rows.saturating_sub(1) as f32 * gap;
        let top = panel.y + panel.h - area_h;
        let bw = (panel.w - gap * (cols as f32 - 1.0)) / cols as f32;
        let answers: Vec<Rect> = (0..answers)
            .map(|i| Rect {
                x: panel.x + (i % cols) as f32 * (bw + gap),
                y: top + (i / cols) as f32 * (bh + gap),
                w: bw,
                h: bh,
            })
            .collect();
        let words = Rect {
            h: if answers.is_empty() {
                panel.h
            } else {
                (top - gap - panel.y).max(0.0)
            },
            ..panel
        };
        LessonLayout {
            chess,
            buttons,
            answers,
            words,
        }
    }
}

/// The words of an answer button.
pub(in crate::school::chess_lesson) fn answer_label(lang: Lang, c: &Choice, i: usize) -> String {
    let text = match c {
        Choice::Verdict(Verdict::Mate) => ::words::say(lang, &ChessSchoolMsg::AnswerMate),
        Choice::Verdict(Verdict::Stalemate) => ::words::say(lang, &ChessSchoolMsg::AnswerStalemate),
        Choice::Verdict(Verdict::Neither) => ::words::say(lang, &ChessSchoolMsg::AnswerNeither),
        Choice::YesNo(true) => ::words::say(lang, &ChessSchoolMsg::Yes),
        Choice::YesNo(false) => ::words::say(lang, &ChessSchoolMsg::No),
        Choice::Notation(s) => local_san(lang, s),
        Choice::Draw(d) => ::words::say(
            lang,
            &match d {
                DrawAnswer::Repetition => ChessSchoolMsg::AnswerDrawRepetition,
                DrawAnswer::FiftyMoves => ChessSchoolMsg::AnswerDrawFifty,
                DrawAnswer::TooFewPieces => ChessSchoolMsg::AnswerDrawTooFew,
                DrawAnswer::No => ChessSchoolMsg::AnswerDrawNo,
            },
        ),
    };
    format!("{} {text}", i + 1)
}

/// The last move before the level begins: the last of the moves played already, or the
/// double step just made in a position with an en passant square (so that the child
/// sees which pawn may be taken in passing).
fn double_step(run: &ChessLessonRun) -> Option<::chess::ChessMove> {
    use ::chess::Square;
    use cozy_chess::Rank;
    let board = &run.attempt.level().board;
    if let Some(m) = run.attempt.level().played.last() {
        return (run.attempt.last().is_none() && run.attempt.board() == board).then_some(*m);
    }
    let file = board.en_passant()?;
    let them = !board.side_to_move();
    // The other side's pawn went from its second rank to its fourth.
    let from = Square::new(file, Rank::Second.relative_to(them));
    let to = Square::new(file, Rank::Fourth.relative_to(them));
    (run.attempt.last().is_none() && run.attempt.board() == board)
        .then_some(::chess::ChessMove::new(from, to))
}

/// The squares a won level's box keeps clear of: every piece on the board (the one
/// that did it, the king it is about, the pieces that helped), the last move's squares
/// and the squares found.
pub(in crate::school::chess_lesson) fn about_squares(run: &ChessLessonRun) -> Vec<::chess::Square> {
    let board = run.attempt.board();
    let mut squares: Vec<::chess::Square> = board.occupied().into_iter().collect();
    if let Some(m) = run.attempt.last() {
        squares.extend([m.from, m.to]);
    }
    squares.extend(run.attempt.found());
    squares
}

/// Whether the board is turned: Black plays, or is asked about, from the bottom (a
/// question about Black's move too, as the en passant levels show Black's move).
pub(in crate::school::chess_lesson) fn flipped(run: &ChessLessonRun) -> bool {
    run.attempt.level().board.side_to_move() == ::chess::Color::Black
}

/// A chess school level on screen.
#[easy_ext::ext(ChessLessonView)]
impl TableScreen<School> {
    /// The layout of the level on show.
    pub fn chess_lesson_layout(&self, w: f32, h: f32) -> LessonLayout {
        match &self.room.chess_lesson {
            Some(run) => LessonLayout::new(w, h, flipped(run), run.attempt.choices().len()),
            None => LessonLayout::new(w, h, false, 0),
        }
    }

    /// Draws the chess level: board, marks, panel, buttons, and the won box on top.
    pub fn draw_chess_lesson(&self, pen: &Pen, w: f32, h: f32) {
        paint::flat_fill::clear(PAPER);
        let Some(run) = &self.room.chess_lesson else {
            return;
        };
        let lay = self.chess_lesson_layout(w, h);
        // Before the other side's answer shows, the learner's own move.
        let (game, last) = match &run.before_reply {
            Some((shown, mv, _)) => (shown.clone(), Some(*mv)),
            None => (run.attempt.game(), run.attempt.last().or(double_step(run))),
        };
        let board = game.board();
        // "Mate or stalemate?" does not give half the answer away.
        let verdict = matches!(run.attempt.level().goal, ChessGoal::MateOrStalemate(_));
        let check =
            (!board.checkers().is_empty() && !verdict).then(|| board.king(board.side_to_move()));
        let marks = Marks {
            selected: run.selected,
            targets: run
                .selected
                .map(|s| game.targets_from(s))
                .unwrap_or_default(),
            last: last.map(|m| (m.from, m.to)),
            check,
            refused: run.refused,
            cursor: run.keyboard.then_some(run.cursor),
        };
        draw_chess_board(pen, &lay.chess, board, &marks);
        self.draw_level_marks(pen, run, &lay.chess);
        let reading = shell::speaker_button::reading();
        self.draw_lesson_panel(pen, run, &lay, reading);
        if run.promoting.is_some() {
            let d = super::promotion::picker(self.lang);
            shell::dialog::draw(pen, &d, self.end_focus.min(d.buttons.len() - 1), w, h);
        }
        if let Some(d) = self.chess_won_dialog() {
            use shell::dialog;
            let keep: Vec<Rect> = about_squares(run)
                .into_iter()
                .map(|sq| lay.chess.square_rect(sq))
                .collect();
            let placed = dialog::layout_clear_of(&d, pen, w, h, &keep);
            dialog::draw_laid_out(pen, &d, placed, self.end_focus.min(2), w, h);
        }
    }
}

/// The private steps of [`ChessLessonView`].
#[easy_ext::ext]
impl TableScreen<School> {
    /// The stars left, the squares found, the move to write down.
    fn draw_level_marks(&self, pen: &Pen, run: &ChessLessonRun, lay: &ChessLayout) {
        let c = lay.cell();
        for sq in run.attempt.stars_left() {
            let r = lay.square_rect(sq);
            let (cx, cy) = r.center();
            let occupied = run.attempt.board().piece_on(sq).is_some();
            // On a piece to take, the star sits in the square's corner.
            let (x, y, s) = if occupied {
                (r.x + c * 0.8, r.y + c * 0.22, c * 0.45)
            } else {
                (cx, cy, c * 0.95)
            };
            pen.center("★", x, y, s, GOLD);
            pen.center("☆", x, y, s, INK);
        }
        for sq in run.attempt.found() {
            let r = lay.square_rect(*sq);
            let t = (c * 0.08).max(3.0);
            draw_rectangle_lines(r.x + 2.0, r.y + 2.0, r.w - 4.0, r.h - 4.0, t, MARK);
            pen.center(
                &sq.to_string(),
                r.x + r.w / 2.0,
                r.y + r.h / 2.0,
                c * 0.4,
                MARK,
            );
        }
        // The move to write down, or the hint's move (Enter plays it).
        let way = match &run.attempt.level().goal {
            ChessGoal::WriteMove(mv, _) => Some(*mv),
            _ => run.hinted,
        };
        if let Some(mv) = way {
            let (a, b) = (lay.square_rect(mv.from), lay.square_rect(mv.to));
            let t = (c * 0.1).max(3.0);
            for r in [a, b] {
                draw_rectangle_lines(r.x + 2.0, r.y + 2.0, r.w - 4.0, r.h - 4.0, t, MARK);
            }
            let ((x1, y1), (x2, y2)) = (a.center(), b.center());
            draw_line(x1, y1, x2, y2, t, MARK);
            draw_circle(x2, y2, t * 1.6, MARK);
        }
    }

    /// The panel: title, goal, lesson, tries, what the last try did; the answers; the
    /// buttons.
    /// `reading`: the speaker button stands at the words' top right.
    fn draw_lesson_panel(
        &self,
        pen: &Pen,
        run: &ChessLessonRun,
        lay: &LessonLayout,
        reading: bool,
    ) {
        let lang = self.lang;
        let (ts, small) = lay.chess.text;
        let touch = shell::touch::touch_screen();
        let pw = PanelWords::of(lang, run, touch);
        let words = lay.words_beside_speaker(reading);
        // The speaker reads the goal, the lesson and what the last try did.
        let spoken = base::speech::sentences(
            [pw.goal.as_str(), pw.tell.as_str()]
                .into_iter()
                .chain(pw.said.as_ref().map(|(t, _)| t.as_str())),
        );
        shell::speaker_button::draw_for(lay.speaker(), spoken);
        // Good news in green with a tick, a mistake in red: the tick tells them apart
        // on a monochrome projector too.
        let look = |text: &str, tone: Tone| match tone {
            Tone::Wrong => (text.to_string(), WRONG),
            Tone::Plain => (text.to_string(), INK),
            Tone::Good => (format!("✓ {text}"), RIGHT),
        };
        let fitted = pw.fit(pen, words.w, words.h, (ts, small));
        let overflow = panel_words::height(pen, &fitted, words.w, small) > words.h;
        let parts: Vec<(String, f32, Color)> = fitted
            .into_iter()
            .map(|(t, size, tone)| {
                let (t, c) = look(&t, tone);
                (t, size, c)
            })
            .collect();
        if overflow {
            let texts: Vec<&str> = parts.iter().map(|(t, _, _)| t.as_str()).collect();
            // On pages the reader turns (never below the small size).
            let st = stack(pen, &texts, words.w, words.h, small, small, 0.3);
            let page = st.page_on_show();
            let items: Vec<usize> = st.page(page).iter().map(|l| l.item).collect();
            let lines = st.place(pen, page, words.x, words.w, words.y, Align::Left);
            for (i, l) in lines.iter().enumerate() {
                let color = items
                    .get(i)
                    .and_then(|&k| parts.get(k))
                    .map_or(INK, |p| p.2);
                pen.line(l, color);
            }
        } else {
            let mut y = words.y;
            for (text, size, color) in &parts {
                let b = lay_out(pen, text, words.w, f32::MAX, *size, *size);
                pen.block(&b, words.x, words.w, y, Align::Left, *color);
                y += b.height() + panel_words::gap(small);
            }
        }
        let choices = run.attempt.choices();
        for (i, (r, c)) in lay.answers.iter().zip(&choices).enumerate() {
            let label = answer_label(lang, c, i);
            let size = pen.fitting(&label, ts, r.w - small);
            draw_button(pen, *r, &label, size, false);
            if i == run.answer_focus && run.won.is_none() {
                draw_focus_ring(*r);
            }
        }
        let labels = [
            ChessSchoolMsg::ShowMe,
            ChessSchoolMsg::Again,
            ChessSchoolMsg::Map,
        ];
        for (r, m) in lay.buttons.iter().zip(labels) {
            let label = shell::touch::label(::words::say(lang, &m));
            let size = pen.fitting(&label, small, r.w - small * 0.6);
            draw_button(pen, *r, &label, size, false);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::school::chess_lesson::view::LessonLayout;

    /// Measures as a font of even letters does.
    struct Mono;
    impl paint::text_layout::Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.6
        }
    }

    /// The level played to its goal the search's way, as *Show me* plays it.
    fn won(lv: &chess_school::ChessLevel) -> crate::school::chess_lesson::view::ChessLessonRun {
        use chess_school::{prove, ChessAttempt, Step, Try};
        let mut attempt = ChessAttempt::new(lv);
        let proof = prove::prove(lv).unwrap();
        let mut line = proof.line.iter();
        loop {
            let t = match &lv.goal {
                _ if attempt.squares_to_find().is_some() => Try::Square(
                    prove::missing(
                        &attempt.squares_to_find().unwrap_or_default(),
                        attempt.found(),
                    )[0],
                ),
                g if g.is_question() => Try::Answer(attempt.right_choice().unwrap()),
                _ => Try::Move(*line.next().unwrap()),
            };
            match attempt.play(t) {
                Step::Won(_) => break,
                Step::GoesOn(Some(_)) => {
                    line.next();
                }
                Step::Wrong(w) => panic!("{}: the proof's way is wrong: {w:?}", lv.id),
                _ => {}
            }
        }
        let mut run = crate::school::chess_lesson::view::ChessLessonRun::new(0, 0, attempt);
        run.won = Some(3);
        run
    }

    #[test]
    fn a_question_about_blacks_move_is_shown_from_blacks_side_as_a_move_level_is() {
        // Issue 57: the stalemate questions (Black to move) showed White's side, while
        // the en passant levels turn the board for Black.
        let courses = chess_school::courses().unwrap();
        let mut black_questions = 0;
        for lv in courses.iter().flat_map(|c| &c.levels) {
            let run = won(lv);
            let black = lv.board.side_to_move() == ::chess::Color::Black;
            assert_eq!(
                crate::school::chess_lesson::view::flipped(&run),
                black,
                "{}",
                lv.id
            );
            black_questions += usize::from(black && lv.goal.is_question());
        }
        assert!(
            black_questions >= 6,
            "{black_questions} questions about Black"
        );
    }

    #[test]
    fn the_won_box_covers_no_piece_of_the_final_position() {
        use shell::dialog::{layout_clear_of, Dialog};
        let d = Dialog::new(
            "Mate in two".into(),
            "Well done! ★★★\nTries: 2 · par 2".into(),
            vec!["Next level".into(), "Try again".into(), "Course map".into()],
            Some(2),
        );
        let courses = chess_school::courses().unwrap();
        let sizes = [
            (1024.0, 768.0),
            (800.0, 600.0),
            (1280.0, 720.0),
            (1920.0, 1080.0),
            (800.0, 1280.0),
            (768.0, 1024.0),
        ];
        for lv in courses.iter().flat_map(|c| &c.levels) {
            let run = won(lv);
            for (w, h) in sizes {
                let lay = LessonLayout::new(
                    w,
                    h,
                    crate::school::chess_lesson::view::flipped(&run),
                    run.attempt.choices().len(),
                );
                let keep: Vec<_> = crate::school::chess_lesson::view::about_squares(&run)
                    .into_iter()
                    .map(|sq| (sq, lay.chess.square_rect(sq)))
                    .collect();
                let rects: Vec<_> = keep.iter().map(|k| k.1).collect();
                let p = layout_clear_of(&d, &Mono, w, h, &rects).panel;
                for (sq, r) in &keep {
                    assert_eq!(
                        r.overlap(&p),
                        0.0,
                        "{} at {w}x{h}: the box covers {sq}",
                        lv.id
                    );
                }
            }
        }
    }

    #[test]
    fn the_answers_buttons_board_and_speaker_never_overlap_at_seven_sizes() {
        for (w, h) in [
            (1280.0, 720.0),
            (1024.0, 768.0),
            (1920.0, 1080.0),
            (800.0, 600.0),
            (600.0, 900.0),
            (720.0, 1280.0),
            (1366.0, 768.0),
        ] {
            for answers in [0, 2, 3, 4] {
                let lay = LessonLayout::new(w, h, false, answers);
                // With read to me on, the speaker button and the words beside it.
                let speaker = lay.speaker();
                let words = lay.words_beside_speaker(true);
                assert!(
                    speaker.x >= lay.words.x && speaker.y >= lay.words.y,
                    "{w}x{h}: the speaker {speaker:?} stands in the words' room"
                );
                assert!(
                    words.w > lay.words.w * 0.5,
                    "{w}x{h}: the words keep most of their room"
                );
                let mut rects = vec![lay.chess.board, words, speaker];
                rects.extend(lay.buttons);
                rects.extend(lay.answers.iter().copied());
                for (i, a) in rects.iter().enumerate() {
                    assert!(
                        a.x >= 0.0 && a.y >= 0.0 && a.x + a.w <= w + 0.5 && a.y + a.h <= h + 0.5,
                        "{w}x{h}, {answers} answers: rect {i} {a:?} leaves the window"
                    );
                    for b in &rects[i + 1..] {
                        let overlap = a.x < b.x + b.w - 0.5
                            && b.x < a.x + a.w - 0.5
                            && a.y < b.y + b.h - 0.5
                            && b.y < a.y + a.h - 0.5;
                        assert!(!overlap, "{w}x{h}, {answers} answers: {a:?} overlaps {b:?}");
                    }
                }
                assert!(lay.words.h > 0.0, "{w}x{h}: no room for words");
            }
        }
    }
}
