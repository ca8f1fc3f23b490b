//! What each player has and has taken, as the players' line shows it: the material on
//! the board in the usual points, and the pieces each player captured, counted from the
//! game's events (one fold, [`Captures`]). The computer players' search weighs the
//! pieces finer, in centipawns of its own (`bot.rs`).

use crate::cell::Player;
use crate::game::{Command, Event, Game};
use crate::position::{Kind, Piece, Position};

/// A piece's worth in the usual points (pawn 1, knight and bishop 3, rook 5, queen 9;
/// the king, which is never taken, 0).
pub fn points(k: Kind) -> u32 {
    match k {
        Kind::King => 0,
        Kind::Queen => 9,
        Kind::Rook => 5,
        Kind::Bishop | Kind::Knight => 3,
        Kind::Pawn => 1,
    }
}

/// Each player's material on the board, by player index.
pub fn material(pos: &Position) -> [u32; 3] {
    let mut sum = [0; 3];
    for (_, p) in pos.pieces() {
        sum[p.owner.index()] += points(p.kind);
    }
    sum
}

/// The pieces each player captured, in the order taken, counted event by event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captures([Vec<Piece>; 3]);

impl Captures {
    /// Counts one event: a move that took a piece.
    pub fn on_event(&mut self, e: &Event) {
        if let Event::Moved {
            player,
            captured: Some((_, piece)),
            ..
        } = e
        {
            self.0[player.index()].push(*piece);
        }
    }

    /// The pieces `player` captured, in the order taken.
    pub fn by(&self, player: Player) -> &[Piece] {
        &self.0[player.index()]
    }

    /// The captures of `game`: its moves replayed from its start through the rules.
    pub fn of(game: &Game) -> Captures {
        let mut g = Game::from_position(game.start().clone());
        let mut took = Captures::default();
        for mv in game.moves() {
            // The game's own moves are legal; a refusal would end the count there.
            let Ok(events) = g.play(&Command::from(*mv)) else {
                break;
            };
            for e in &events {
                took.on_event(e);
            }
        }
        took
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::RedQueen;

    /// Each player starts with 39 points; every capture of a game, counted from its
    /// events, is a piece of another player, and the material its owner lost is the
    /// points of the pieces taken from them.
    #[test]
    fn the_captures_counted_are_the_material_lost() {
        let mut game = Game::new(RedQueen::Light);
        assert_eq!(material(game.position()), [39, 39, 39]);
        let mut shown = Captures::default();
        // The last legal move each time: a game that soon has captures; it stops before
        // a promotion, which would add material.
        for _ in 0..120 {
            let Some(mv) = game.position().legal_moves().last().copied() else {
                break;
            };
            if mv.promotion.is_some() {
                break;
            }
            for e in game.play(&Command::from(mv)).expect("a legal move") {
                shown.on_event(&e);
            }
            if game.is_over() {
                break;
            }
        }
        let took = Captures::of(&game);
        assert_eq!(took, shown, "the replay counts what the game showed");
        let all: Vec<&Piece> = Player::ALL.iter().flat_map(|p| took.by(*p)).collect();
        assert!(!all.is_empty(), "the game had captures");
        let now = material(game.position());
        for p in Player::ALL {
            assert!(took.by(p).iter().all(|piece| piece.owner != p));
            let lost: u32 = all
                .iter()
                .filter(|piece| piece.owner == p)
                .map(|piece| points(piece.kind))
                .sum();
            assert_eq!(now[p.index()] + lost, 39, "{p:?}");
        }
    }
}
