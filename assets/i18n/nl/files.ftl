## Notes about files: a stored file the game could not read, and what became of it
## (src/save/kept.rs); a card of one's own without words.
## Values: $file a file's name (or path), $aside the name it is kept under
## (progress.json.broken), $why why it could not be read: the reader's own words, or
## (files-not-text) that it is not text; $error the system's error; $card a card's id.

files-kept-aside = { $file }: { $why }; apart bewaard als { $aside }
files-not-kept-aside = { $file }: { $why }; apart bewaren lukte niet: { $error }
files-unreadable = { $file }: { $error }
files-not-written = { $file }: het bestand kan niet geschreven worden: { $why }
files-not-text = geen UTF-8-tekst
files-card-shows-id = de kaart ‘{ $card }’ heeft geen tekst, niet van het spel en ook niet uit zijn eigen bestand: daarom zie je de id
