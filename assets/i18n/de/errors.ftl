## Errors in the track game's data files: a board, a card deck, a lesson, a save (keys/errors.rs).
