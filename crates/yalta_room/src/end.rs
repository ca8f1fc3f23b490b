//! The end of a Yalta game on the shell's one end page, over the final position: how
//! it ended, each player's line (how it ended for them, the pieces they took, their
//! moves) in their colour; *Again* (the same seats), *Review*, *Save*, *Start screen*,
//! and folding the page away to see the board. In a demo the next game starts by
//! itself.

use crate::texts::YaltaStanding;
use crate::*;
use shell::end_page::{EndButton, EndPage, BUTTONS};
use shell::i18n::Msg;
use yalta::game::{Event, Outcome};

/// Seconds the end of a demo game stays before the next one starts, at speed 1.
const DEMO_NEXT_GAME_AFTER: f32 = 4.0;

/// The moves each player made and the pieces each captured, by replaying the game's
/// moves from its start through the rules.
pub(crate) fn tally(game: &Game) -> Tally {
    let mut tally: Tally = Default::default();
    review::replay(game, |_, events| {
        for e in events {
            if let Event::Moved {
                player, captured, ..
            } = e
            {
                let t = &mut tally[player.index()];
                t.0 += 1;
                if let Some((_, piece)) = captured {
                    t.1.push(piece.kind);
                }
            }
        }
    });
    for t in &mut tally {
        base::order::sort(&mut t.1);
    }
    tally
}

/// How the game ended for `p`, when it did not end alike for all (a checkmate's third
/// player has no word of their own).
fn standing(o: &Outcome, p: Player) -> Option<YaltaStanding> {
    match o {
        Outcome::Checkmate { winner, .. } if *winner == p => Some(YaltaStanding::Wins),
        Outcome::Checkmate { loser, .. } if *loser == p => Some(YaltaStanding::Mated),
        Outcome::Checkmate { .. } => None,
        Outcome::Stalemate(q) if *q == p => Some(YaltaStanding::Stalemated),
        _ => Some(YaltaStanding::Draw),
    }
}

/// The players in the end page's order: a checkmate's winner first and the mated
/// player last; a draw in the order of play.
fn order(o: &Outcome) -> [Player; 3] {
    match o {
        Outcome::Checkmate { winner, loser } => {
            let third = Player::ALL
                .into_iter()
                .find(|p| p != winner && p != loser)
                .unwrap_or(*winner);
            [*winner, third, *loser]
        }
        _ => Player::ALL,
    }
}

impl YaltaScreen {
    /// The end page's words: the outcome, then a line per player.
    pub(crate) fn end_page(&self) -> EndPage {
        let Some(o) = self.game.outcome() else {
            return EndPage::default();
        };
        let tally = self
            .end
            .tally
            .borrow_mut()
            .get_or_insert_with(|| tally(&self.game))
            .clone();
        let players = order(o);
        let figures = players
            .iter()
            .map(|p| {
                let (moves, took) = &tally[p.index()];
                self.text(YaltaMsg::EndLine {
                    who: self.label(*p),
                    standing: standing(o, *p),
                    took: took.len(),
                    pieces: took.iter().map(|k| view::figurine(*k)).collect(),
                    moves: *moves,
                })
            })
            .collect();
        EndPage {
            title: texts::outcome(self.lang, &self.names, o),
            figures,
            marks: players.iter().map(|p| Some(player_color(*p))).collect(),
            labels: BUTTONS
                .iter()
                .map(|b| shell::touch::label(words::say(self.lang, b)))
                .collect(),
            show_label: words::say(self.lang, &Msg::EndShowResult),
            note: self.end.note.clone().unwrap_or_default(),
            clear: vec![],
        }
    }

    /// The end page in a `w` × `h` window, clear of what its result is about: the
    /// mated king and the pieces that give the mate, or the stalemated king.
    pub(crate) fn end_page_in(&self, w: f32, h: f32) -> EndPage {
        let mut page = self.end_page();
        let pos = self.game.position();
        let cells = match self.game.outcome() {
            Some(Outcome::Checkmate { loser, .. }) => {
                let king = pos.king(*loser);
                let mut cells = vec![king];
                cells.extend(
                    attacker_cells(pos, king, *loser)
                        .into_iter()
                        .map(|(_, c)| c),
                );
                cells
            }
            Some(Outcome::Stalemate(p)) => vec![pos.king(*p)],
            _ => vec![],
        };
        // The board as it stands under the unfolded page.
        let view = frame::frame_in(w, h, h).board;
        page.clear = cells
            .into_iter()
            .map(|c| {
                let q = view.quad(c);
                let (x0, y0) = q
                    .iter()
                    .fold((f32::MAX, f32::MAX), |(x, y), p| (x.min(p.x), y.min(p.y)));
                let (x1, y1) = q
                    .iter()
                    .fold((f32::MIN, f32::MIN), |(x, y), p| (x.max(p.x), y.max(p.y)));
                Rect {
                    x: x0,
                    y: y0,
                    w: x1 - x0,
                    h: y1 - y0,
                }
            })
            .collect();
        page
    }

    /// One frame of the end (the end page, a layer, asked first); a demo plays on by
    /// itself.
    pub(crate) fn update_end(&mut self, dt: f32, layers: &mut Layers) -> Exit {
        self.end.wait += dt;
        if self.options.demo && self.end.wait > DEMO_NEXT_GAME_AFTER / self.options.speed {
            layers.drop_end();
            self.start_game();
        }
        Exit::Stay
    }

    /// What a button of the end page does (folding is the page's own).
    pub(crate) fn choose_end(&mut self, b: EndButton, layers: &mut Layers) -> Exit {
        if let Some(e) = layers.end() {
            self.end.focus = e.focus;
        }
        match b {
            EndButton::SeeBoard => {}
            EndButton::Again => {
                layers.drop_end();
                self.start_game();
            }
            EndButton::Review => {
                layers.drop_end();
                self.review = Some(Review::of(&self.game, self.lang, &self.names));
                self.opening.push(Opening::Review);
            }
            EndButton::Save => self.end.note = Some(self.save_game(true)),
            EndButton::Start => return Exit::ToStart,
        }
        Exit::Stay
    }
}
