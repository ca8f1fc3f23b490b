//! Yalta: the fast legality test (which skips pieces off the king's lines) agrees with
//! playing every move and looking at the own king, on game positions and on random ones.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use yalta::cell::{Cell, Player, CELLS};
use yalta::game::{Command, Game};
use yalta::position::{Kind, Piece, Position, RedQueen};

fn slow_legal(pos: &Position) -> Vec<String> {
    let me = pos.to_move();
    let mut v: Vec<String> = pos
        .pseudo_legal_moves()
        .into_iter()
        .filter(|m| {
            let mut next = pos.clone();
            next.make(m);
            !next.in_check(me)
        })
        .map(|m| m.to_string())
        .collect();
    v.sort();
    v
}

fn fast_legal(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

#[test]
fn only_moves_that_leave_the_own_king_safe_are_legal_in_played_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    for _ in 0..30 {
        let mut g = Game::new(RedQueen::Dark);
        while !g.is_over() && g.moves().len() < 200 {
            let pos = g.position();
            assert_eq!(fast_legal(pos), slow_legal(pos), "{}", pos.to_yfen());
            let moves = pos.legal_moves();
            let mv = moves[rng.gen_range(0..moves.len())];
            g.play(&Command::from(mv)).unwrap();
        }
    }
}

#[test]
fn only_moves_that_leave_the_own_king_safe_are_legal_in_random_positions() {
    let mut rng = ChaCha8Rng::seed_from_u64(18);
    let kinds = [
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ];
    for _ in 0..2000 {
        let mut cells: Vec<u8> = (0..CELLS as u8).collect();
        let mut pieces = Vec::new();
        for owner in Player::ALL {
            for i in 0..rng.gen_range(1..9) {
                let kind = if i == 0 {
                    Kind::King
                } else {
                    kinds[rng.gen_range(0..5)]
                };
                loop {
                    let c = Cell(cells.swap_remove(rng.gen_range(0..cells.len())));
                    if kind == Kind::Pawn && c.rank() == 0 {
                        continue;
                    }
                    pieces.push((c, Piece { owner, kind }));
                    break;
                }
            }
        }
        let pos = Position::from_pieces(&pieces, Player::from_index(rng.gen_range(0..3))).unwrap();
        assert_eq!(fast_legal(&pos), slow_legal(&pos), "{}", pos.to_yfen());
        for m in pos.legal_moves() {
            assert_ne!(pos.piece(m.to).map(|p| p.kind), Some(Kind::King));
        }
    }
}
