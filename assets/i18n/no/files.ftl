## Notes about files: a stored file the game could not read, and what became of it
## (src/save/kept.rs); a card of one's own without words.
## Values: $file a file's name (or path), $aside the name it is kept under
## (progress.json.broken), $why why it could not be read: the reader's own words, or
## (files-not-text) that it is not text; $error the system's error; $card a card's id.

files-kept-aside = { $file }: { $why }; lagt til side som { $aside }
files-not-kept-aside = { $file }: { $why }; kunne ikke legge den til side: { $error }
files-unreadable = { $file }: { $error }
files-not-written = { $file }: kan ikke skrive den: { $why }
files-not-text = ikke UTF-8-tekst
files-card-shows-id = kortet «{ $card }» har ingen tekst, verken fra spillet eller fra filen: det viser id-en sin
