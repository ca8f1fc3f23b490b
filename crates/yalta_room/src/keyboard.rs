//! Playing Yalta by keys alone: a cursor per player walks the cells with the arrow
//! keys (`yalta::cursor`: along the files and ranks, through the centre), Tab jumps to
//! the next piece that can move (or, with a piece chosen, to the next cell it can go
//! to), Enter does what a click on the cursor's cell does (choose the piece, then play
//! to the cell), Esc drops the choice. The deciding is window-free: the update reads
//! the keys into a [`GameKey`] and hands it to [`YaltaScreen::game_key`].

use crate::*;
use yalta::cursor::{arrow_step, cell_centre, Arrow};

/// What a key asks of the game while a person is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GameKey {
    /// An arrow: the cursor one cell that way.
    Arrow(Arrow),
    /// Tab: the cursor to the next piece that can move, or the chosen piece's next
    /// target.
    Next,
    /// Enter: as a click on the cursor's cell.
    Choose,
}

/// A cell's place in reading order on the board: top to bottom, then left to right.
fn reading_key(cell: Cell) -> (i64, i64) {
    let (x, y) = cell_centre(cell);
    ((-y * 1000.0).round() as i64, (x * 1000.0).round() as i64)
}

impl YaltaScreen {
    /// Whether a person is to move in a running game (the cursor shows and the keys
    /// play).
    pub(crate) fn person_to_move(&self) -> bool {
        !self.game.is_over()
            && self.seats[self.game.position().to_move().index()] == SeatKind::Person
    }

    /// The cursor of the player to move.
    pub(crate) fn cursor(&self) -> Cell {
        self.pick.cursors[self.game.position().to_move().index()]
    }

    fn set_cursor(&mut self, cell: Cell) {
        let i = self.game.position().to_move().index();
        self.pick.cursors[i] = cell;
    }

    /// The cells Tab walks through, in reading order: with a piece chosen, where it can
    /// go; else the pieces of the player to move that have a legal move.
    pub(crate) fn tab_cells(&self) -> Vec<Cell> {
        let pos = self.game.position();
        let mut cells: Vec<Cell> = match self.pick.selected {
            Some(from) => pos.legal_moves_from(from).iter().map(|m| m.to).collect(),
            None => pos
                .legal_moves()
                .iter()
                .map(|m| m.from)
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect(),
        };
        base::order::sort_by_key(&mut cells, |c| reading_key(*c));
        cells.dedup();
        cells
    }

    /// What a key does while a person is to move.
    pub(crate) fn game_key(&mut self, key: GameKey) {
        match key {
            GameKey::Arrow(arrow) => {
                let at = self.cursor();
                // Held the same way, the cursor goes on along its line.
                let came = self
                    .pick
                    .trail
                    .filter(|(_, to, a)| *a == arrow && *to == at)
                    .map(|(from, _, _)| from);
                let next = arrow_step(at, arrow, came);
                self.pick.trail = (next != at).then_some((at, next, arrow));
                self.set_cursor(next);
            }
            GameKey::Next => {
                let cells = self.tab_cells();
                let at = reading_key(self.cursor());
                let next = cells
                    .iter()
                    .find(|c| reading_key(**c) > at)
                    .or(cells.first());
                if let Some(c) = next {
                    self.set_cursor(*c);
                }
                self.pick.trail = None;
            }
            GameKey::Choose => self.choose_cell(self.cursor()),
        }
    }

    /// This frame's keys of the game, while a person is to move.
    pub(crate) fn read_game_keys(&mut self, frame: &Frame) {
        if let Some(a) = keys::arrow_pressed(frame) {
            self.game_key(GameKey::Arrow(a));
        } else if keys::pressed(frame, Action::Next) {
            // The arrows are Next too; they were taken above, so this is Tab.
            self.game_key(GameKey::Next);
        }
        if keys::pressed(frame, Action::Confirm) {
            self.game_key(GameKey::Choose);
        }
    }
}
