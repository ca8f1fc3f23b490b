#!/usr/bin/env python3
"""Positions as chess programs write them (issue 57, item 3): our `chess-pgn` and
`chess-perft` against python-chess (`pip install chess`), position by position.

    cargo build && python3 scripts/compare_python_chess.py [target/debug/schachschlamassel]

For each case it prints OK or DIFFERS and what each side says; exit code 1 if any
differs. What it compares: whether a FEN is accepted, the FEN after some moves (the
half-move clock past 100, the move number past 65535), the result (the 75-move rule
from a clock set up past 100), and which games of a PGN file with a broken game read.
The regression tests in the repository (crates/chess/tests/it/as_programs_write.rs,
tests/it/chess_as_programs_write.rs) keep the answers this script found.
"""
import io
import os
import subprocess
import sys
import tempfile

import chess
import chess.pgn

BINARY = sys.argv[1] if len(sys.argv) > 1 else "target/debug/schachschlamassel"

# (FEN, moves in SAN) played from it.
GAMES = [
    ("8/8/8/3k4/8/8/4KP2/R7 w - - 114 80", ["Ra2", "Kd4", "f4"]),
    ("8/8/8/3k4/8/8/4K3/R7 w - - 123 80", ["Ra2"]),
    ("8/8/8/3k4/8/8/4K3/R7 w - - 150 80", []),
    ("8/8/8/3k4/8/8/4K3/R7 w - - 149 80", ["Ra2"]),
    ("8/8/8/3k4/8/8/4K3/R7 w - - 148 80", ["Ra2"]),
    ("7k/8/6K1/8/8/8/8/R7 w - - 149 80", ["Ra8#"]),
    ("8/8/8/3k4/8/8/4K3/R7 b - - 3 65535", ["Kd4", "Ra2", "Kc3"]),
    ("8/8/8/3k4/8/8/4K3/R7 w - - 0 99999999999", ["Ra2"]),
]

# FENs that must be refused or accepted as python-chess's is_valid() says.
FENS = [
    "4k3/8/8/8/8/8/3r1r2/3rKr2 w - - 0 1",
    "4k3/8/8/8/8/8/8/r3K2r w - - 0 1",
    "4k3/8/8/8/1b6/8/8/r3K3 w - - 0 1",
    "4k3/8/8/8/8/2b5/3r4/4K2r w - - 0 1",
    "3rk3/8/8/8/8/8/8/3K3r w - - 0 1",
    "4k3/8/8/3p4/4K3/8/8/8 w - d6 0 1",
    "4k3/r6K/8/3p4/8/8/8/8 w - d6 0 1",
    "4k3/8/r6K/3p4/8/8/8/8 w - d6 0 1",
    "4k3/8/8/8/4r3/8/8/4K3 w - - 114 1",
]

BROKEN_FILE = (
    '[White "A"]\n[Black "B"]\n\n1. e4 e5 1-0\n\n'
    '[White "C"]\n[Black "D"]\n\n1. d4 d5 2. Nf3 Nf6 3. Ke5 *\n\n'
    '[White "E"]\n[Black "F"]\n\n1. c4 Nf6 2. Nc3 *\n'
)


def run(*args):
    return subprocess.run([BINARY, *args, "--lang", "en"], capture_output=True, text=True)


def ours_after(fen, moves, folder):
    path = os.path.join(folder, "game.pgn")
    board = chess.Board(fen)
    first = board.fullmove_number
    dots = f"{first}." if board.turn == chess.WHITE else f"{first}..."
    with open(path, "w") as f:
        f.write(f'[SetUp "1"]\n[FEN "{fen}"]\n\n{dots} {" ".join(moves)} *\n')
    out = run("chess-pgn", path)
    fen_line = [l for l in out.stdout.splitlines() if l.startswith("final position: ")]
    result = [l for l in out.stdout.splitlines() if l.startswith("result: ")]
    return (
        fen_line[0].removeprefix("final position: ") if fen_line else out.stderr.strip(),
        result[0].removeprefix("result: ") if result else "",
    )


def theirs_after(fen, moves):
    board = chess.Board(fen)
    for san in moves:
        board.push_san(san)
    outcome = board.outcome()
    if outcome is None:
        how = "the game goes on"
    else:
        how = {
            chess.Termination.CHECKMATE: "checkmate",
            chess.Termination.SEVENTYFIVE_MOVES: "75-move rule",
        }.get(outcome.termination, outcome.termination.name)
    return board.fen(), how


def main():
    bad = 0
    with tempfile.TemporaryDirectory() as folder:
        for fen, moves in GAMES:
            ours, result = ours_after(fen, moves, folder)
            theirs, how = theirs_after(fen, moves)
            same = ours == theirs and how in result
            bad += not same
            print(f"{'OK' if same else 'DIFFERS'}  {fen} + {' '.join(moves) or '(no move)'}")
            print(f"    ours:   {ours}  result {result}")
            print(f"    theirs: {theirs}  ({how})")
        for fen in FENS:
            accepted = run("chess-perft", fen, "1").returncode == 0
            valid = chess.Board(fen).is_valid()
            same = accepted == valid
            bad += not same
            print(f"{'OK' if same else 'DIFFERS'}  {fen}: ours {'accepts' if accepted else 'refuses'},"
                  f" python-chess {'valid' if valid else 'invalid'}")
            if not accepted:
                print("    " + run("chess-perft", fen, "1").stderr.splitlines()[0])
        path = os.path.join(folder, "three.pgn")
        with open(path, "w") as f:
            f.write(BROKEN_FILE)
        text = io.StringIO(BROKEN_FILE)
        theirs = []
        while (game := chess.pgn.read_game(text)) is not None:
            theirs.append(not game.errors)
        ours = []
        for n in range(1, 4):
            ours.append(run("chess-pgn", path, "--game", str(n)).returncode == 0)
        same = ours == theirs
        bad += not same
        print(f"{'OK' if same else 'DIFFERS'}  a file of three games, the second broken:"
              f" ours reads {ours}, python-chess reads without error {theirs}")
        print("    " + run("chess-pgn", path, "--game", "1").stderr.strip())
    print(f"{bad} differ" if bad else "all agree")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
