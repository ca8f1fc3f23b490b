## Errors in chess and Yalta files: a FEN, a PGN, a YFEN, a chess save, a Yalta record (keys/chess_errors.rs).
