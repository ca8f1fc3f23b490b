//! The computer at chess: legal moves only over many self-play games, the same seed
//! gives the same move, and the levels are ordered.

use chess::bot::{ChessBot, Level};
use chess::{ChessGame, Command};

/// One self-play game; every command is checked by the rules before it is played.
fn selfplay(white: &ChessBot, black: &ChessBot, max_plies: usize) -> ChessGame {
    let mut game = ChessGame::new();
    for _ in 0..max_plies {
        let bot = if game.moves().len().is_multiple_of(2) {
            white
        } else {
            black
        };
        let Some(cmd) = bot.choose(&game) else { break };
        if let Command::Move(mv) = cmd {
            assert!(
                game.legal_moves().contains(&mv),
                "{mv} is not legal in {}",
                game.board()
            );
        }
        game.play(&cmd).unwrap_or_else(|r| panic!("refused: {r:?}"));
    }
    game
}

#[test]
fn the_computer_plays_only_legal_moves_over_500_games() {
    let games = test_kit::scaled(500).max(20);
    let levels = [Level::Easy, Level::Normal, Level::Hard];
    let mut finished = 0;
    for i in 0..games {
        let w = ChessBot::new(levels[i as usize % 3], i).with_budget(60);
        let b = ChessBot::new(levels[(i as usize / 3) % 3], i + 1000).with_budget(60);
        let game = selfplay(&w, &b, 600);
        finished += game.is_over() as u64;
    }
    assert!(
        finished * 10 >= games * 9,
        "only {finished} of {games} games ended by a rule"
    );
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let mut game = ChessGame::new();
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        let mv = game.parse_san(san).unwrap();
        game.play(&Command::Move(mv)).unwrap();
    }
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let a = ChessBot::new(level, 42).with_budget(5_000).choose(&game);
        let b = ChessBot::new(level, 42).with_budget(5_000).choose(&game);
        assert_eq!(a, b, "{level:?}");
    }
}

#[test]
fn the_computer_takes_a_free_queen_at_normal_and_hard() {
    // The black queen on d4 hangs to the pawn on e3.
    let game = ChessGame::from_fen("4k3/8/8/8/3q4/4P3/8/4K3 w - - 0 1").unwrap();
    for level in [Level::Normal, Level::Hard] {
        let cmd = ChessBot::new(level, 1).with_budget(5_000).choose(&game);
        assert_eq!(
            cmd,
            Some(Command::Move(game.parse_san("exd4").unwrap())),
            "{level:?}"
        );
    }
}

#[test]
fn the_computer_mates_in_one_at_hard() {
    let game = ChessGame::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
    let cmd = ChessBot::new(Level::Hard, 1)
        .with_budget(20_000)
        .choose(&game);
    assert_eq!(cmd, Some(Command::Move(game.parse_san("Ra8#").unwrap())));
}

#[test]
fn a_search_with_the_levels_limits_and_no_stop_is_the_best_move() {
    let mut game = ChessGame::new();
    for san in ["e4", "e5", "Nf3", "Nc6", "Bc4"] {
        let mv = game.parse_san(san).unwrap();
        game.play(&Command::Move(mv)).unwrap();
    }
    for level in Level::ALL {
        let bot = ChessBot::new(level, 7).with_budget(20_000);
        let mut depths = vec![];
        let found = bot.search(&game, bot.limits(), &|| false, &mut |d| {
            depths.push(d.depth)
        });
        assert_eq!(found, bot.best_move(&game), "{level:?}");
        assert!(
            depths.windows(2).all(|w| w[0] < w[1]),
            "depths reported in order"
        );
    }
}

#[test]
fn a_search_stops_when_told_and_still_gives_a_legal_move() {
    use chess::bot::SearchLimits;
    use std::cell::Cell;
    let game = ChessGame::new();
    let bot = ChessBot::new(Level::Hard, 1);
    let unlimited = SearchLimits {
        budget: u64::MAX,
        max_depth: 64,
    };
    // Told to stop at its first question: it searched about a thousand nodes, not more.
    let asked = Cell::new(0);
    let mut nodes = 0;
    let mv = bot.search(
        &game,
        unlimited,
        &|| {
            asked.set(asked.get() + 1);
            true
        },
        &mut |d| nodes = d.nodes,
    );
    assert_eq!(asked.get(), 1, "asked once, then stopped");
    assert!(nodes <= 1024, "{nodes} nodes after the stop");
    let mv = mv.expect("a move even when stopped at once");
    let player = chess::game::to_player_move(game.board(), mv);
    assert!(game.legal_moves().contains(&player));
    // A depth limit alone ends it too.
    let shallow = SearchLimits {
        budget: u64::MAX,
        max_depth: 2,
    };
    let mut deepest = 0;
    bot.search(&game, shallow, &|| false, &mut |d| deepest = d.depth);
    assert_eq!(deepest, 2);
}
