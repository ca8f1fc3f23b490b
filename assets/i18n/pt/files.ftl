## Notes about files: a stored file the game could not read, and what became of it
## (src/save/kept.rs); a card of one's own without words.
## Values: $file a file's name (or path), $aside the name it is kept under
## (progress.json.broken), $why why it could not be read: the reader's own words, or
## (files-not-text) that it is not text; $error the system's error; $card a card's id.

files-kept-aside = { $file }: { $why }; guardado à parte como { $aside }
files-not-kept-aside = { $file }: { $why }; não foi possível guardá-lo à parte: { $error }
files-unreadable = { $file }: { $error }
files-not-written = { $file }: não é possível escrevê-lo: { $why }
files-not-text = não é texto UTF-8
files-card-shows-id = a carta «{ $card }» não tem texto, nem do jogo nem do seu ficheiro: mostra o seu id
