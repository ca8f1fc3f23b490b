//! The players' line in the panel: each player's material on the board and the
//! pieces each has captured, as the `yalta` crate counts them ([`yalta::material`]:
//! the game's moves replayed through the rules, once per move: the result is kept
//! until the next one).

use crate::*;
/// Each player's material on the board: the `yalta` crate's count.
pub(crate) use yalta::material::material;
use yalta::material::Captures;
use yalta::position::Piece;

/// The pieces each player captured, by player index, in the order taken (the `yalta`
/// crate's fold of the game's events).
pub(crate) fn captured_by(game: &Game) -> [Vec<Piece>; 3] {
    let took = Captures::of(game);
    Player::ALL.map(|p| took.by(p).to_vec())
}

impl YaltaScreen {
    /// The pieces each player captured in the game on screen (kept until the next move).
    pub(crate) fn captures(&self) -> [Vec<Piece>; 3] {
        let n = self.game.moves().len();
        let mut cache = self.captures.borrow_mut();
        match &*cache {
            Some((at, took)) if *at == n => took.clone(),
            _ => {
                let took = captured_by(&self.game);
                *cache = Some((n, took.clone()));
                took
            }
        }
    }

    /// The players' lines of the panel, in turn order.
    pub(crate) fn player_words(&self) -> Vec<layout::PlayerWords> {
        let material = material(self.game.position());
        let took = self.captures();
        Player::ALL
            .into_iter()
            .map(|p| layout::PlayerWords {
                player: p,
                name: self.names[p.index()].clone(),
                material: self.text(YaltaMsg::Material(material[p.index()])),
                points: material[p.index()],
                captured: took[p.index()].clone(),
            })
            .collect()
    }
}
