//! `chess-uci` driven through its standard input as a chess GUI drives it (issue 57,
//! item 5): the handshake, a whole game to its end, promotions and castling in UCI's
//! notation, `go infinite` stopped by `stop`, and bad input answered with an `info
//! string`, never a crash.

use chess::{ChessGame, Command};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

struct Uci {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_schachschlamassel"))
            .args(["chess-uci", "--lang", "en"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Uci {
            child,
            input,
            output,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The lines up to and with the first that starts with `word`.
    fn until(&mut self, word: &str) -> Vec<String> {
        let mut lines = vec![];
        loop {
            let mut line = String::new();
            let n = self.output.read_line(&mut line).unwrap();
            assert!(n > 0, "the engine ended before '{word}': {lines:?}");
            let line = line.trim_end().to_string();
            let done = line.starts_with(word);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// The move of `bestmove …`.
    fn best(&mut self) -> String {
        let lines = self.until("bestmove");
        let last = lines.last().unwrap();
        last.split_whitespace().nth(1).unwrap().to_string()
    }

    /// `quit`, and the stderr the engine wrote (no panic in it), with its exit code.
    fn quit(mut self) -> (Option<i32>, String) {
        self.send("quit");
        let out = self.child.wait_with_output().unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

/// A UCI move as the game's move, if legal.
fn uci_to_move(game: &ChessGame, text: &str) -> Option<chess::ChessMove> {
    game.legal_moves().into_iter().find(|m| {
        let promo = match m.promotion {
            Some(chess::Piece::Queen) => "q",
            Some(chess::Piece::Rook) => "r",
            Some(chess::Piece::Bishop) => "b",
            Some(chess::Piece::Knight) => "n",
            _ => "",
        };
        format!("{}{}{promo}", m.from, m.to) == text
    })
}

#[test]
fn chess_uci_introduces_itself_with_the_three_levels_as_skill() {
    let mut uci = Uci::start();
    uci.send("uci");
    let lines = uci.until("uciok");
    assert!(
        lines[0].starts_with("id name Schachschlamassel"),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.starts_with("id author ")));
    assert!(
        lines.contains(
            &"option name Skill type combo default hard var easy var normal var hard".to_string()
        ),
        "{lines:?}"
    );
    uci.send("isready");
    assert_eq!(uci.until("readyok"), ["readyok"]);
    let (code, err) = uci.quit();
    assert_eq!(code, Some(0), "{err}");
}

#[test]
fn chess_uci_plays_a_whole_game_to_its_end() {
    // Hard (White, 3,000 nodes a move) against easy (Black), both through the protocol,
    // the moves checked by the rules here; the game ends by the rules or a claimed draw.
    let mut uci = Uci::start();
    uci.send("uci");
    uci.until("uciok");
    uci.send("ucinewgame");
    let mut game = ChessGame::new();
    let mut moves: Vec<String> = vec![];
    while !game.is_over() && !game.can_claim_draw() {
        assert!(moves.len() < 600, "no end after 600 half-moves");
        let skill = if moves.len().is_multiple_of(2) {
            "hard"
        } else {
            "easy"
        };
        uci.send(&format!("setoption name Skill value {skill}"));
        uci.send(&format!("position startpos moves {}", moves.join(" ")));
        uci.send("go nodes 3000");
        let best = uci.best();
        let mv = uci_to_move(&game, &best)
            .unwrap_or_else(|| panic!("bestmove {best} is not legal in {}", game.fen()));
        game.play(&Command::Move(mv)).unwrap();
        moves.push(best);
    }
    // The engine says so when asked for a move after a mate or stalemate.
    if game.legal_moves().is_empty() {
        uci.send(&format!("position startpos moves {}", moves.join(" ")));
        uci.send("go depth 1");
        let lines = uci.until("bestmove");
        assert_eq!(lines.last().map(String::as_str), Some("bestmove 0000"));
    }
    let (code, err) = uci.quit();
    assert_eq!(code, Some(0), "{err}");
}

#[test]
fn chess_uci_writes_promotions_and_reads_castling_as_chess_programs_do() {
    let mut uci = Uci::start();
    uci.send("position fen 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    uci.send("go depth 3");
    assert_eq!(uci.best(), "b7b8q");
    // Castling as the king's two-square step, then a move after it: no complaint.
    uci.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1 f8c5");
    uci.send("go depth 1");
    let lines = uci.until("bestmove");
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    let (code, _) = uci.quit();
    assert_eq!(code, Some(0));
}

#[test]
fn chess_uci_stops_an_infinite_search_when_told() {
    let mut uci = Uci::start();
    uci.send("position startpos");
    uci.send("go infinite");
    // It still answers while it searches, and gives no move before it is told to stop.
    uci.send("isready");
    let before = uci.until("readyok");
    assert!(
        !before.iter().any(|l| l.starts_with("bestmove")),
        "{before:?}"
    );
    uci.send("stop");
    let best = uci.best();
    assert!(uci_to_move(&ChessGame::new(), &best).is_some(), "{best}");
    let (code, err) = uci.quit();
    assert_eq!(code, Some(0), "{err}");
}

#[test]
fn chess_uci_answers_bad_input_with_an_info_string_and_goes_on() {
    let mut uci = Uci::start();
    let cases = [
        (
            "position fen 8/8/8/3kK3/8/8/8/8 w - - 0 1",
            "the two kings stand side by side",
        ),
        ("position fen rnbqkbnr w", "bad FEN"),
        (
            "position startpos moves e2e4 e7e5 e1e3",
            "move 3 'e1e3' is not legal there",
        ),
        (
            "position somewhere",
            "write position startpos or position fen FEN",
        ),
        (
            "setoption name Skill value grandmaster",
            "Skill 'grandmaster' is not easy",
        ),
        ("setoption name Hash value 64", "there is no option 'Hash'"),
        ("go movetime soon", "go: 'movetime soon' is not understood"),
        ("hello", "unknown command 'hello'"),
    ];
    for (line, said) in cases {
        uci.send(line);
        uci.send("isready");
        let lines = uci.until("readyok");
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info string ") && l.contains(said)),
            "{line}: {lines:?}"
        );
    }
    // The position is the one before the illegal move: e2e4 e7e5 played, White to move.
    uci.send("position startpos moves e2e4 e7e5 e1e3");
    uci.send("go depth 1");
    let best = uci.best();
    let mut game = ChessGame::new();
    for san in ["e4", "e5"] {
        let mv = game.parse_san(san).unwrap();
        game.play(&Command::Move(mv)).unwrap();
    }
    assert!(uci_to_move(&game, &best).is_some(), "{best}");
    let (code, err) = uci.quit();
    assert_eq!(code, Some(0));
    assert!(!err.contains("panicked"), "{err}");
}
