## Notes about files: a stored file the game could not read, and what became of it
## (src/save/kept.rs); a card of one's own without words.
## Values: $file a file's name (or path), $aside the name it is kept under
## (progress.json.broken), $why why it could not be read: the reader's own words, or
## (files-not-text) that it is not text; $error the system's error; $card a card's id.

files-kept-aside = { $file } : { $why } ; mis de côté sous le nom { $aside }
files-not-kept-aside = { $file } : { $why } ; impossible de le mettre de côté : { $error }
files-unreadable = { $file } : { $error }
files-not-written = { $file } : impossible de l’écrire : { $why }
files-not-text = ce n’est pas du texte UTF-8
files-card-shows-id = la carte « { $card } » n’a pas de texte, ni dans le jeu ni dans son fichier : elle montre son nom
