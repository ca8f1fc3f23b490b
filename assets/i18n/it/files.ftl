## Notes about files: a stored file the game could not read, and what became of it
## (src/save/kept.rs); a card of one's own without words.
## Values: $file a file's name (or path), $aside the name it is kept under
## (progress.json.broken), $why why it could not be read: the reader's own words, or
## (files-not-text) that it is not text; $error the system's error; $card a card's id.

files-kept-aside = { $file }: { $why }; messo da parte come { $aside }
files-not-kept-aside = { $file }: { $why }; non è stato possibile metterlo da parte: { $error }
files-unreadable = { $file }: { $error }
files-not-written = { $file }: non si riesce a scriverlo: { $why }
files-not-text = non è testo UTF-8
files-card-shows-id = la carta «{ $card }» non ha testo, né del gioco né del suo file: mostra il suo nome
