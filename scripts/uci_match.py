#!/usr/bin/env python3
"""A match of our chess computer (`schachschlamassel chess-uci`, one Skill level) against
Stockfish limited to an Elo (UCI_LimitStrength, UCI_Elo), through python-chess's UCI
client (`pip install chess`, `apt-get install stockfish`). A benchmark, not a test.

    python3 scripts/uci_match.py --skill hard --elo 1350 --games 40 [--movetime 0.1]

Colours alternate; each pair of games starts from one of the openings below (both
sides play each opening once with White), so that the games differ though our computer
is deterministic. A game ends by the rules (mate, stalemate, too few pieces, fivefold
repetition, 75 moves; a threefold repetition or 50 moves is taken as claimed) or at
--max-plies, then adjudicated as a draw. Prints one line a game and the score
W/D/L from our side, and with --json a JSON line at the end.
"""
import argparse
import json
import sys
import time

import chess
import chess.engine

OPENINGS = [
    "e2e4 e7e5", "d2d4 d7d5", "e2e4 c7c5", "c2c4 e7e5", "g1f3 d7d5",
    "e2e4 e7e6", "d2d4 g8f6", "e2e4 c7c6", "d2d4 d7d5 c2c4", "e2e4 d7d6",
    "b1c3 d7d5", "e2e4 g8f6", "d2d4 f7f5", "c2c4 c7c5", "e2e4 b8c6",
    "g2g3 d7d5", "d2d4 e7e6", "e2e4 g7g6", "f2f4 d7d5", "b2b3 e7e5",
]


def play_game(ours, theirs, ours_white, opening, limits, max_plies):
    board = chess.Board()
    for uci in opening.split():
        board.push_uci(uci)
    while not board.is_game_over(claim_draw=True) and board.ply() < max_plies:
        our_turn = (board.turn == chess.WHITE) == ours_white
        engine = ours if our_turn else theirs
        result = engine.play(board, limits[0] if our_turn else limits[1])
        if result.move is None:
            break
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        return 0.5, board, (outcome.termination.name if outcome else "MAX_PLIES")
    ours_won = outcome.winner == (chess.WHITE if ours_white else chess.BLACK)
    return (1.0 if ours_won else 0.0), board, outcome.termination.name


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--binary", default="target/release/schachschlamassel")
    p.add_argument("--stockfish", default="/usr/games/stockfish")
    p.add_argument("--skill", default="hard", choices=["easy", "normal", "hard"])
    p.add_argument("--elo", type=int, default=1350)
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--movetime", type=float, default=0.05, help="Stockfish's seconds a move")
    p.add_argument("--our-movetime", type=float, default=2.0,
                   help="our seconds a move at most (the level's node budget ends it sooner)")
    p.add_argument("--max-plies", type=int, default=240)
    p.add_argument("--json", action="store_true")
    a = p.parse_args()
    ours = chess.engine.SimpleEngine.popen_uci([a.binary, "chess-uci", "--lang", "en"])
    ours.configure({"Skill": a.skill})
    theirs = chess.engine.SimpleEngine.popen_uci(a.stockfish)
    theirs.configure({"UCI_LimitStrength": True, "UCI_Elo": a.elo, "Threads": 1, "Hash": 16})
    w = d = l = 0
    start = time.time()
    try:
        for i in range(a.games):
            opening = OPENINGS[(i // 2) % len(OPENINGS)]
            ours_white = i % 2 == 0
            ours.protocol.send_line("ucinewgame")
            theirs.protocol.send_line("ucinewgame")
            limits = (chess.engine.Limit(time=a.our_movetime), chess.engine.Limit(time=a.movetime))
            score, board, how = play_game(ours, theirs, ours_white, opening, limits, a.max_plies)
            w += score == 1.0
            d += score == 0.5
            l += score == 0.0
            colour = "white" if ours_white else "black"
            print(f"game {i + 1:2}: {a.skill} ({colour}) vs Stockfish {a.elo}: "
                  f"{ {1.0: 'win', 0.5: 'draw', 0.0: 'loss'}[score] } by {how} after "
                  f"{board.ply()} plies  [{w}/{d}/{l}]", flush=True)
    finally:
        ours.quit()
        theirs.quit()
    seconds = time.time() - start
    print(f"{a.skill} vs Stockfish UCI_Elo {a.elo}, {a.games} games, Stockfish {a.movetime} s a move: "
          f"W/D/L {w}/{d}/{l}, score {w + d / 2}/{a.games}, {seconds:.0f} s")
    if a.json:
        print(json.dumps({"skill": a.skill, "elo": a.elo, "games": a.games, "movetime": a.movetime, "our_movetime": a.our_movetime,
                          "wins": w, "draws": d, "losses": l, "seconds": round(seconds)}))


if __name__ == "__main__":
    sys.exit(main())
