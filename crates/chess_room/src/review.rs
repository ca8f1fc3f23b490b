//! Stepping through a finished game from its end page: the board shows the position
//! after move k with that move marked, the panel says which move it was and marks it in
//! the move list. ← → (the shell's *Previous* and *Next*) and the ◀ ▶ buttons step, Home
//! and End jump to the start and the end, Esc or *Back to the result* return to the end
//! page. Each position is the game's moves replayed from its start through the rules.

use crate::board::draw_chess_piece;
use crate::panel::{draw_label_button, OFF};
use crate::*;
use chess::game::to_player_move;
use chess::notation::{balance, figurine, move_list_lines, san};
use paint::draw::{draw_button, INK};
use paint::flat_fill::draw_rectangle;
use shell::layers::ReviewShown;

/// The marked line of the move list.
const MARKED: Color = Color::new(0.98, 0.80, 0.20, 0.6);

/// The review: the move on show (0: the start position) and the game up to it.
pub(crate) struct Review {
    /// How many of the game's moves are made on the board shown.
    pub(crate) ply: usize,
    /// The game after `ply` moves.
    pub(crate) shown: ChessGame,
}

impl Review {
    /// The review of `game` after its first `ply` moves.
    pub(crate) fn at(game: &ChessGame, ply: usize) -> Review {
        let ply = ply.min(game.moves().len());
        Review {
            ply,
            shown: replayed(game, ply),
        }
    }
}

/// `game` after its first `ply` moves, replayed from its start position through the
/// rules (the window knows no rule of its own).
pub(crate) fn replayed(game: &ChessGame, ply: usize) -> ChessGame {
    let mut g = ChessGame::from_position(game.start_board().clone(), game.start_counters());
    for (board, mv) in game.moves().iter().take(ply) {
        let _ = g.play(&Command::Move(to_player_move(board, *mv)));
    }
    g
}

/// The line of the move list (`12. e4 e5`) that holds the game's move `i` (0-based),
/// when the game started with `black_first`.
pub(crate) fn line_of(i: usize, black_first: bool) -> usize {
    if black_first {
        i.div_ceil(2)
    } else {
        i / 2
    }
}

/// The review's buttons where the panel's buttons are: ◀ and ▶ side by side, *Back to
/// the result* under them.
pub(crate) fn button_rects(layout: &ChessLayout) -> [Rect; 3] {
    let a = layout.buttons;
    let gap = layout.button_gap;
    let row = (a.h - gap) / 2.0;
    let half = (a.w - gap) / 2.0;
    [
        Rect {
            x: a.x,
            y: a.y,
            w: half,
            h: row,
        },
        Rect {
            x: a.x + half + gap,
            y: a.y,
            w: half,
            h: row,
        },
        Rect {
            x: a.x,
            y: a.y + row + gap,
            w: a.w,
            h: row,
        },
    ]
}

impl ChessScreen {
    /// Starts the review of the finished game at its start position: the shell's
    /// review layer takes the keys and taps (`shell/layers.rs`).
    pub(crate) fn start_review(&mut self) {
        self.review = Some(Review::at(&self.game, 0));
        self.opening.push(Opening::Review);
    }

    /// The review layer as the shell holds it: the move on show, the game's number of
    /// moves, the buttons where this board's panel has them.
    pub(crate) fn review_layer(&self) -> ReviewShown {
        let flipped = self.flipped();
        ReviewShown {
            at: self.review.as_ref().map_or(0, |r| r.ply),
            last: self.game.moves().len(),
            buttons: Box::new(move |w, h| button_rects(&ChessLayout::new(w, h, flipped))),
        }
    }

    /// The review stepped to move `ply`.
    pub(crate) fn review_to(&mut self, ply: usize) {
        if self.review.as_ref().is_some_and(|r| r.ply != ply) {
            self.review = Some(Review::at(&self.game, ply));
        }
    }

    /// Back to the end page, unfolded: it comes up again at once, its focus where it was.
    pub(crate) fn leave_review(&mut self) {
        self.review = None;
        self.end.folded = false;
        self.opening.push(Opening::End(self.end.focus));
    }

    /// Draws the review: the position with its move marked, the panel, the buttons.
    pub(crate) fn draw_review(&self, pen: &Pen, lang: Lang, layout: &ChessLayout, r: &Review) {
        let board = r.shown.board();
        let marks = Marks {
            selected: None,
            targets: vec![],
            last: r.shown.last_move().map(|m| (m.from, m.to)),
            check: r.shown.in_check().then(|| board.king(board.side_to_move())),
            refused: None,
            cursor: None,
        };
        draw_chess_board(pen, layout, board, &marks);
        let t = |m: &ChessMsg| ::words::say(lang, m);
        let p = layout.panel;
        let (ts, small) = layout.text;
        let n = self.game.moves().len();
        let mut y = p.y + ts * 0.8;
        let title = t(&ChessMsg::ReviewTitle);
        pen.left(&title, p.x, y, pen.fitting(&title, ts, p.w).max(small), INK);
        y += ts * 1.5;
        // Which move, by whom, with the moving side's king beside it.
        let (line, mover) = match r.ply.checked_sub(1).map(|i| &self.game.moves()[i]) {
            None => (t(&ChessMsg::ReviewStart), None),
            Some((before, mv)) => {
                let side = before.side_to_move();
                let number = self.game.move_number(r.ply - 1);
                let dots = if side == Side::White { "." } else { "…" };
                let text = format!("{number}{dots} {}", figurine(&san(before, *mv)));
                (t(&ChessMsg::ReviewStep(r.ply, n, side, text)), Some(side))
            }
        };
        let indent = if mover.is_some() { ts * 1.5 } else { 0.0 };
        if let Some(side) = mover {
            draw_chess_piece(pen, side, Piece::King, p.x + ts * 0.6, y, ts * 1.3);
        }
        for l in paint::text_layout::wrap(pen, &line, ts, p.w - indent) {
            pen.left(&l, p.x + indent, y, ts, INK);
            y += ts * 1.25;
        }
        // The result at the last move; "check" on the way.
        let after = match self.game.outcome() {
            Some(o) if r.ply == n => Some((t(&ChessMsg::EndTitle(o)), INK)),
            _ if r.shown.in_check() => Some((t(&ChessMsg::Check), panel::ALARM)),
            _ => None,
        };
        if let Some((text, color)) = after {
            for l in paint::text_layout::wrap(pen, &text, small, p.w) {
                pen.left(&l, p.x, y, small, color);
                y += small * 1.25;
            }
        }
        y += small * 0.3;
        let bal = t(&ChessMsg::Balance(balance(board)));
        pen.left(&bal, p.x, y, small, INK);
        y += small * 1.5;
        // The keys, at the panel's foot.
        // (None on a touch screen: its buttons say what to tap.)
        let hint = if shell::touch::touch_screen() {
            vec![]
        } else {
            paint::text_layout::wrap(pen, &t(&ChessMsg::ReviewKeys), small * 0.9, p.w)
        };
        let hint_top = p.y + p.h - hint.len() as f32 * small * 1.1;
        for (i, l) in hint.iter().enumerate() {
            pen.left(l, p.x, hint_top + i as f32 * small * 1.1, small * 0.9, INK);
        }
        // The move list, in two columns, with the move on show marked.
        pen.left(&t(&ChessMsg::Moves), p.x, y, small, INK);
        y += small * 1.3;
        let lines = move_list_lines(&self.game);
        let black_first = self.game.start_board().side_to_move() == Side::Black;
        let marked = r.ply.checked_sub(1).map(|i| line_of(i, black_first));
        let per_col = (((hint_top - small * 0.6 - y) / (small * 1.2))
            .floor()
            .max(1.0)) as usize;
        let shown = per_col * 2;
        let first = match marked {
            Some(m) if lines.len() > shown => m.saturating_sub(shown / 2).min(lines.len() - shown),
            _ => 0,
        };
        let col_w = p.w / 2.0;
        for (i, line) in lines.iter().enumerate().skip(first).take(shown) {
            let k = i - first;
            let (col, row) = (k / per_col, k % per_col);
            let (x, ly) = (p.x + col as f32 * col_w, y + row as f32 * small * 1.2);
            if Some(i) == marked {
                draw_rectangle(x - 3.0, ly - small * 0.6, col_w - 4.0, small * 1.2, MARKED);
            }
            let size = pen.fitting(line, small, col_w - small * 0.4);
            pen.left(line, x, ly, size, INK);
        }
        // The buttons; ◀ and ▶ are greyed at the start and the end.
        let [prev, next, back] = button_rects(layout);
        for (rect, (label, live)) in [
            (prev, (t(&ChessMsg::ReviewPrev), r.ply > 0)),
            (next, (t(&ChessMsg::ReviewNext), r.ply < n)),
            (back, (t(&ChessMsg::ReviewBack), true)),
        ] {
            let size = pen.fitting(&label, ts, rect.w - small);
            if size >= small {
                draw_button(pen, rect, &label, size, false);
            } else {
                draw_label_button(pen, rect, &label, small);
            }
            if !live {
                draw_rectangle(rect.x, rect.y, rect.w, rect.h, OFF);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shell::Frame;

    fn reviewed(sans: &[&str]) -> ChessScreen {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.begin(ChessGame::new());
        for san in sans {
            let mv = s.game.parse_san(san).unwrap();
            s.play(Command::Move(mv));
        }
        s.end.shown = END_PAUSE;
        s.start_review();
        s
    }

    #[test]
    fn the_review_shows_each_position_with_its_move_marked_within_the_game() {
        use shell::layers::{push_asked, run_frame};
        use shell::Shared;
        let mut s = reviewed(&["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
        let mut shared = Shared::new(Lang::En);
        push_asked(&mut s, &mut shared);
        assert!(matches!(
            shared.layers.top(),
            Some(shell::layers::Layer::Review(_))
        ));
        let n = s.game.moves().len();
        let ply = |s: &ChessScreen| s.review.as_ref().unwrap().ply;
        assert_eq!(ply(&s), 0);
        assert_eq!(
            s.review.as_ref().unwrap().shown.board(),
            s.game.start_board()
        );
        assert_eq!(s.review.as_ref().unwrap().shown.last_move(), None);
        let key = |k| Frame::at(1024.0, 768.0).after(0.02).key(k);
        let frame = |s: &mut ChessScreen, shared: &mut Shared, k| {
            run_frame(s, shared, &key(k), &Mono);
        };
        frame(&mut s, &mut shared, KeyCode::Left);
        assert_eq!(ply(&s), 0);
        for k in 1..=n + 2 {
            frame(&mut s, &mut shared, KeyCode::Right);
            let r = s.review.as_ref().unwrap();
            assert_eq!(r.ply, k.min(n));
            let (before, mv) = &s.game.moves()[r.ply - 1];
            assert_eq!(r.shown.last_move(), Some(to_player_move(before, *mv)));
            let after = s.game.moves().get(r.ply).map_or(s.game.board(), |(b, _)| b);
            assert_eq!(r.shown.board(), after);
        }
        assert!(
            s.review.as_ref().unwrap().shown.is_over(),
            "the final position"
        );
        frame(&mut s, &mut shared, KeyCode::Home);
        assert_eq!(ply(&s), 0);
        frame(&mut s, &mut shared, KeyCode::End);
        assert_eq!(ply(&s), n);
        // A tap on ◀ where the panel's buttons are.
        let [prev, ..] = button_rects(&ChessLayout::new(1024.0, 768.0, false));
        let (x, y) = prev.center();
        run_frame(
            &mut s,
            &mut shared,
            &Frame::at(1024.0, 768.0).click(x, y),
            &Mono,
        );
        assert_eq!(ply(&s), n - 1);
        frame(&mut s, &mut shared, KeyCode::Escape);
        assert!(s.review.is_none() && s.end_on_screen() && !s.end.folded);
        assert!(
            shared.layers.end().is_some(),
            "the end page is back at once"
        );
    }

    struct Mono;
    impl paint::text_layout::Measure for Mono {
        fn width(&self, text: &str, size: f32) -> f32 {
            text.chars().count() as f32 * size * 0.55
        }
    }

    #[test]
    fn the_marked_line_of_the_move_list_holds_the_move_on_show() {
        // 1. e4 e5 2. Nf3: moves 0 and 1 on line 0, move 2 on line 1.
        assert_eq!(
            [0, 1, 2].map(|i| line_of(i, false)),
            [0, 0, 1],
            "White first"
        );
        // 1… e5 2. Nf3 Nc6: move 0 alone on line 0.
        assert_eq!(
            [0, 1, 2].map(|i| line_of(i, true)),
            [0, 1, 1],
            "Black first"
        );
        let s = reviewed(&["e4", "e5", "Nf3"]);
        let lines = move_list_lines(&s.game);
        assert!(lines[line_of(2, false)].contains("f3"));
    }
}
