//! Chess by keys alone (issue 28), in the track game's manner: a cursor walks the
//! squares with the arrows as the player at the bottom of the board sees them (so it
//! follows a turned board); Tab goes round the pieces that can move (a chosen piece's
//! squares instead), then the panel's live buttons; Enter chooses the piece under the
//! cursor, then plays to the square under it, or presses the focused button; Esc drops
//! the chosen piece or the button's focus, then opens the menu. The deciding is
//! window-free ([`ChessScreen::on_keys`]) and tested.

use crate::board::{step, ChessLayout};
use crate::panel::PanelButton;
use crate::ChessScreen;
use chess::{ChessGame, Square};
use paint::layout::Rect;
use shell::i18n::Lang;
use shell::keys;
use shell::Frame;

/// One frame's keys for the board and the panel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct BoardKeys {
    /// An arrow's step across the screen (right and down positive).
    pub arrow: Option<(i8, i8)>,
    /// Tab forward (1) or backward (-1).
    pub tab: Option<i8>,
    /// Enter.
    pub confirm: bool,
    /// Esc.
    pub back: bool,
}

impl BoardKeys {
    /// This frame's keys from the window.
    pub(crate) fn read(frame: &Frame) -> BoardKeys {
        BoardKeys {
            arrow: keys::arrow_pressed(frame),
            tab: keys::tab_pressed(frame),
            confirm: keys::pressed(frame, keys::Action::Confirm),
            back: keys::pressed(frame, keys::Action::Back),
        }
    }

    /// Whether any of these keys went down.
    pub(crate) fn any(&self) -> bool {
        self.arrow.is_some() || self.tab.is_some() || self.confirm || self.back
    }
}

/// The squares of the pieces that can move, in reading order on the screen (top row
/// first, left to right).
pub(crate) fn movable(game: &ChessGame, layout: &ChessLayout) -> Vec<Square> {
    let mut from: Vec<Square> = game.legal_moves().iter().map(|m| m.from).collect();
    base::order::sort_by_key(&mut from, |&s| {
        let (c, r) = layout.column_row(s);
        (r, c)
    });
    from.dedup();
    from
}

/// What Tab goes round: squares on the board, then the panel's buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// A square (a piece that can move, or the chosen piece's target).
    Square(Square),
    /// A panel button.
    Button(PanelButton),
}

impl ChessScreen {
    /// Tab's round now: the chosen piece's squares or else the pieces that can move (a
    /// person's turn only), then the live panel buttons.
    pub(crate) fn tab_stops(&self, layout: &ChessLayout) -> Vec<Stop> {
        let mut stops = vec![];
        if self.person_to_move() && !self.game.is_over() {
            let squares = match self.selected {
                Some(s) => {
                    let mut t = self.game.targets_from(s);
                    base::order::sort_by_key(&mut t, |&q| {
                        let (c, r) = layout.column_row(q);
                        (r, c)
                    });
                    t
                }
                None => movable(&self.game, layout),
            };
            stops.extend(squares.into_iter().map(Stop::Square));
        }
        stops.extend(self.live_buttons().into_iter().map(Stop::Button));
        stops
    }

    /// For a finger (and the browser test): the first piece that can move ("piece"), or
    /// the chosen piece's first target ("target"), as Tab would reach them.
    pub(crate) fn board_spots(&self, layout: &ChessLayout) -> Vec<(&'static str, Rect)> {
        let first = self.tab_stops(layout).into_iter().find_map(|s| match s {
            Stop::Square(q) => Some(q),
            Stop::Button(_) => None,
        });
        let name = if self.selected.is_some() {
            "target"
        } else {
            "piece"
        };
        first
            .map(|q| (name, layout.square_rect(q)))
            .into_iter()
            .collect()
    }

    /// Where the keyboard is now in Tab's round.
    fn current_stop(&self) -> Stop {
        match self.kb.panel_focus {
            Some(b) => Stop::Button(b),
            None => Stop::Square(self.kb.cursor),
        }
    }

    /// One frame's keys during a game (no box on show). Returns whether a key was used.
    pub(crate) fn on_keys(&mut self, k: BoardKeys, layout: &ChessLayout, lang: Lang) -> bool {
        if !k.any() {
            return false;
        }
        if k.back {
            if self.kb.panel_focus.take().is_none() {
                self.back_pressed();
            }
            return true;
        }
        let first_use = !self.kb.keyboard;
        self.kb.keyboard = true;
        if let Some(d) = k.arrow {
            match self.kb.panel_focus {
                Some(b) => {
                    let live = self.live_buttons();
                    let i = live.iter().position(|x| *x == b).unwrap_or(0);
                    let n = live.len().max(1) as i32;
                    let j = (i as i32 + (d.0 + d.1).signum() as i32).rem_euclid(n) as usize;
                    self.kb.panel_focus = live.get(j).copied();
                }
                // The first arrow only shows where the cursor is.
                None if first_use => {}
                None => self.kb.cursor = step(layout, self.kb.cursor, d),
            }
        }
        if let Some(dir) = k.tab {
            let stops = self.tab_stops(layout);
            if !stops.is_empty() {
                let n = stops.len() as i32;
                let next = match stops.iter().position(|s| *s == self.current_stop()) {
                    Some(i) => (i as i32 + dir.signum() as i32).rem_euclid(n) as usize,
                    None if dir < 0 => stops.len() - 1,
                    None => 0,
                };
                match stops[next] {
                    Stop::Square(s) => {
                        self.kb.cursor = s;
                        self.kb.panel_focus = None;
                    }
                    Stop::Button(b) => self.kb.panel_focus = Some(b),
                }
            }
        }
        if k.confirm {
            match self.kb.panel_focus {
                Some(b) if self.button_live(b) => self.panel_pressed(b, lang),
                Some(_) => self.kb.panel_focus = None,
                None if self.person_to_move() && !self.game.is_over() => {
                    self.square_clicked(self.kb.cursor)
                }
                None => {}
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_screen;
    use base::save::chess::ChessSeat;
    use chess::{Command, Piece};

    fn layout(flipped: bool) -> ChessLayout {
        ChessLayout::new(1024.0, 768.0, flipped)
    }

    fn arrow(dx: i8, dy: i8) -> BoardKeys {
        BoardKeys {
            arrow: Some((dx, dy)),
            ..BoardKeys::default()
        }
    }

    fn tab(dir: i8) -> BoardKeys {
        BoardKeys {
            tab: Some(dir),
            ..BoardKeys::default()
        }
    }

    fn enter() -> BoardKeys {
        BoardKeys {
            confirm: true,
            ..BoardKeys::default()
        }
    }

    #[test]
    fn an_arrow_steps_one_square_as_seen_from_the_bottom_of_the_board() {
        let l = layout(false);
        assert_eq!(
            step(&l, Square::E2, (0, -1)),
            Square::E3,
            "up is forward for White"
        );
        assert_eq!(step(&l, Square::E2, (1, 0)), Square::F2);
        assert_eq!(step(&l, Square::E2, (-1, 0)), Square::D2);
        assert_eq!(step(&l, Square::E2, (0, 1)), Square::E1);
    }

    #[test]
    fn on_a_turned_board_the_arrows_follow_the_screen() {
        let l = layout(true);
        assert_eq!(
            step(&l, Square::E7, (0, -1)),
            Square::E6,
            "up is forward for Black"
        );
        assert_eq!(
            step(&l, Square::E7, (1, 0)),
            Square::D7,
            "right is towards a-file"
        );
        assert_eq!(step(&l, Square::E7, (0, 1)), Square::E8);
    }

    #[test]
    fn the_cursor_stays_at_the_edge_of_the_board() {
        for flipped in [false, true] {
            let l = layout(flipped);
            for corner in [Square::A1, Square::H1, Square::A8, Square::H8] {
                for d in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let s = step(&l, corner, d);
                    let (c0, r0) = l.column_row(corner);
                    let (c1, r1) = l.column_row(s);
                    assert!(c0.abs_diff(c1) + r0.abs_diff(r1) <= 1);
                }
            }
        }
    }

    #[test]
    fn tab_goes_round_the_pieces_that_can_move_then_the_panel_buttons() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.begin(ChessGame::new());
        let l = layout(false);
        let stops = s.tab_stops(&l);
        // Eight pawns and two knights, then the live buttons.
        let squares = stops
            .iter()
            .filter(|x| matches!(x, Stop::Square(_)))
            .count();
        assert_eq!(squares, 10);
        assert!(matches!(
            stops.last(),
            Some(Stop::Button(PanelButton::Menu))
        ));
        // Reading order: the knights on the first rank come after the pawns.
        assert_eq!(stops[0], Stop::Square(Square::A2));
        assert_eq!(stops[8], Stop::Square(Square::B1));
        assert_eq!(
            s.kb.cursor,
            Square::E2,
            "the cursor starts on the king's pawn"
        );
        s.on_keys(tab(1), &l, Lang::En);
        assert_eq!(s.kb.cursor, Square::F2);
        s.on_keys(tab(-1), &l, Lang::En);
        assert_eq!(s.kb.cursor, Square::E2);
        // From a square that is no stop, backwards begins at the end: the last button.
        s.kb.cursor = Square::E4;
        s.on_keys(tab(-1), &l, Lang::En);
        assert_eq!(s.kb.panel_focus, Some(PanelButton::Menu));
        s.on_keys(tab(1), &l, Lang::En);
        assert_eq!(
            (s.kb.cursor, s.kb.panel_focus),
            (Square::A2, None),
            "and round"
        );
    }

    #[test]
    fn enter_chooses_the_piece_under_the_cursor_then_plays_to_the_square_under_it() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.begin(ChessGame::new());
        let l = layout(false);
        s.kb.cursor = Square::E2;
        s.kb.keyboard = true;
        s.on_keys(enter(), &l, Lang::En);
        assert_eq!(s.selected, Some(Square::E2));
        s.on_keys(arrow(0, -1), &l, Lang::En);
        s.on_keys(arrow(0, -1), &l, Lang::En);
        assert_eq!(s.kb.cursor, Square::E4);
        s.on_keys(enter(), &l, Lang::En);
        assert_eq!(s.game.board().piece_on(Square::E4), Some(Piece::Pawn));
        assert_eq!(s.game.moves().len(), 1);
        // With a piece chosen, Tab goes round its squares.
        s.kb.cursor = Square::G8;
        s.on_keys(enter(), &l, Lang::En);
        assert_eq!(s.selected, Some(Square::G8));
        let targets: Vec<Stop> = s.tab_stops(&l).into_iter().take(2).collect();
        assert_eq!(
            targets,
            vec![Stop::Square(Square::F6), Stop::Square(Square::H6)]
        );
    }

    #[test]
    fn a_finger_finds_a_piece_that_can_move_then_its_target() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.begin(ChessGame::new());
        let l = layout(false);
        let spots = s.board_spots(&l);
        assert_eq!(spots.len(), 1);
        let (name, r) = spots[0];
        assert_eq!(name, "piece");
        let (cx, cy) = r.center();
        let from = l.square_at(cx, cy).expect("on the board");
        assert!(!s.game.targets_from(from).is_empty(), "{from} can move");
        s.selected = Some(from);
        let (name, r) = s.board_spots(&l)[0];
        assert_eq!(name, "target");
        let (cx, cy) = r.center();
        let to = l.square_at(cx, cy).expect("on the board");
        assert!(s.game.targets_from(from).contains(&to));
    }

    #[test]
    fn escape_drops_the_chosen_piece_then_the_button_focus_then_opens_the_menu() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.begin(ChessGame::new());
        let l = layout(false);
        s.kb.cursor = Square::G1;
        s.kb.keyboard = true;
        s.on_keys(enter(), &l, Lang::En);
        assert_eq!(s.selected, Some(Square::G1));
        let back = BoardKeys {
            back: true,
            ..BoardKeys::default()
        };
        s.on_keys(back, &l, Lang::En);
        assert_eq!((s.selected, s.asked().map(|a| a.0)), (None, None));
        s.kb.panel_focus = Some(PanelButton::Resign);
        s.on_keys(back, &l, Lang::En);
        assert_eq!((s.kb.panel_focus, s.asked().map(|a| a.0)), (None, None));
        s.on_keys(back, &l, Lang::En);
        assert_eq!(s.asked().map(|a| a.0), Some(crate::menu::Overlay::Menu));
    }

    #[test]
    fn every_live_panel_button_is_pressed_by_enter() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.begin(ChessGame::new());
        s.play(Command::Move(s.game.parse_san("e4").unwrap()));
        let l = layout(false);
        s.kb.keyboard = true;
        s.kb.panel_focus = Some(PanelButton::Resign);
        s.on_keys(arrow(1, 0), &l, Lang::En);
        let after_resign = s.kb.panel_focus;
        assert_ne!(
            after_resign,
            Some(PanelButton::Resign),
            "arrows walk the buttons"
        );
        s.kb.panel_focus = Some(PanelButton::Resign);
        s.on_keys(enter(), &l, Lang::En);
        assert!(matches!(
            s.asked().map(|a| a.0),
            Some(crate::menu::Overlay::ConfirmResign(_))
        ));
    }

    #[test]
    fn the_first_arrow_only_shows_the_cursor() {
        let mut s = test_screen(ChessSeat::Person, ChessSeat::Person);
        s.begin(ChessGame::new());
        let l = layout(false);
        let at = s.kb.cursor;
        assert!(!s.kb.keyboard);
        s.on_keys(arrow(1, 0), &l, Lang::En);
        assert!(s.kb.keyboard);
        assert_eq!(s.kb.cursor, at);
        s.on_keys(arrow(1, 0), &l, Lang::En);
        assert_ne!(s.kb.cursor, at);
    }
}
