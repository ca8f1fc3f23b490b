## Notes about files: a stored file the game could not read, and what became of it
## (src/save/kept.rs); a card of one's own without words.
## Values: $file a file's name (or path), $aside the name it is kept under
## (progress.json.broken), $why why it could not be read: the reader's own words, or
## (files-not-text) that it is not text; $error the system's error; $card a card's id.

files-kept-aside = { $file }: { $why }; se ha guardado aparte como { $aside }
files-not-kept-aside = { $file }: { $why }; no se ha podido guardar aparte: { $error }
files-unreadable = { $file }: { $error }
files-not-written = { $file }: no se puede escribir: { $why }
files-not-text = no es texto UTF-8
files-card-shows-id = la carta «{ $card }» no tiene texto, ni del juego ni de su archivo: se ve su id
