//! Yalta computer players: a seed gives the same move; the strong ones see a mate.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use yalta::bot::{choose, Level};
use yalta::game::{Command, Game};
use yalta::position::RedQueen;

#[test]
fn the_same_seed_gives_the_same_move_at_every_level() {
    let mut g = Game::new(RedQueen::Light);
    for mv in ["we2-we4", "bd2-bd4", "re2-re3"] {
        g.play(&Command::parse(mv).unwrap()).unwrap();
    }
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let a = choose(&g, level, &mut ChaCha8Rng::seed_from_u64(5));
        let b = choose(&g, level, &mut ChaCha8Rng::seed_from_u64(5));
        assert_eq!(a, b, "{level:?}");
        assert!(g.check(&Command::from(a.unwrap())).is_ok());
    }
}

#[test]
fn normal_and_hard_see_a_mate_that_the_next_player_cannot_prevent() {
    // Red's king is shut in on ra1; the white rook's step to rh1 mates when Red's turn
    // begins, and Black cannot help.
    let g = Game::from_yfen("wK7.8.8.8/3bK4.8.8.8/rK7.rPrP5wR.8.8 w - - 0 1").unwrap();
    for level in [Level::Normal, Level::Hard] {
        let mv = choose(&g, level, &mut ChaCha8Rng::seed_from_u64(1)).unwrap();
        assert_eq!(mv.to_string(), "rh2-rh1", "{level:?}");
    }
}

#[test]
fn normal_and_hard_take_a_free_queen() {
    let g = Game::from_yfen("wR6wK.8.8.bQ7/3bK4.8.8.8/4rK3.8.8.8 w - - 0 1").unwrap();
    for level in [Level::Normal, Level::Hard] {
        let mv = choose(&g, level, &mut ChaCha8Rng::seed_from_u64(3)).unwrap();
        assert_eq!(mv.to_string(), "wa1-wa4", "{level:?}");
    }
}

#[test]
fn every_move_of_a_seeded_game_is_legal_and_the_game_ends() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut g = Game::new(RedQueen::Light);
    let levels = [Level::Normal, Level::Easy, Level::Easy];
    while !g.is_over() && g.moves().len() < 600 {
        let level = levels[g.position().to_move().index()];
        let mv = choose(&g, level, &mut rng).expect("a move while the game runs");
        g.play(&Command::from(mv))
            .expect("the computer's move is legal");
    }
    assert!(
        g.is_over(),
        "normal mates or the game is drawn within 600 moves"
    );
}
