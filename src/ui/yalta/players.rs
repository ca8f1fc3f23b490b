//! The players' line in the panel: each player's material on the board and the
//! pieces each has captured, found by replaying the game's moves through the rules
//! (once per move: the result is kept until the next one).

use crate::ui::yalta::*;
use yalta::game::Event;
use yalta::position::Piece;

/// A piece's worth in the usual points (pawn 1, knight and bishop 3, rook 5, queen 9;
/// the king, which is never taken, 0).
pub(in crate::ui::yalta) fn points(k: Kind) -> u32 {
    match k {
        Kind::King => 0,
        Kind::Queen => 9,
        Kind::Rook => 5,
        Kind::Bishop | Kind::Knight => 3,
        Kind::Pawn => 1,
    }
}

/// Each player's material on the board, by player index.
pub(in crate::ui::yalta) fn material(pos: &yalta::position::Position) -> [u32; 3] {
    let mut sum = [0; 3];
    for (_, p) in pos.pieces() {
        sum[p.owner.index()] += points(p.kind);
    }
    sum
}

/// The pieces each player captured, by player index, in the order taken.
pub(in crate::ui::yalta) fn captured_by(game: &Game) -> [Vec<Piece>; 3] {
    let mut took: [Vec<Piece>; 3] = Default::default();
    review::replay(game, |_, events| {
        for e in events {
            if let Event::Moved {
                player,
                captured: Some((_, piece)),
                ..
            } = e
            {
                took[player.index()].push(*piece);
            }
        }
    });
    took
}

impl YaltaScreen {
    /// The pieces each player captured in the game on screen (kept until the next move).
    pub(in crate::ui::yalta) fn captures(&self) -> [Vec<Piece>; 3] {
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
    pub(in crate::ui::yalta) fn player_words(&self) -> Vec<layout::PlayerWords> {
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
