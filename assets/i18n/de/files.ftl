## Notes about files: a stored file the game could not read, and what became of it
## (src/save/kept.rs); a card of one's own without words.
## Values: $file a file's name (or path), $aside the name it is kept under
## (progress.json.broken), $why why it could not be read: the reader's own words, or
## (files-not-text) that it is not text; $error the system's error; $card a card's id.

files-kept-aside = { $file }: { $why }; beiseitegelegt als { $aside }
files-not-kept-aside = { $file }: { $why }; konnte nicht beiseitegelegt werden: { $error }
files-unreadable = { $file }: { $error }
files-not-written = { $file }: lässt sich nicht schreiben: { $why }
files-not-text = kein UTF-8-Text
files-card-shows-id = Karte '{ $card }' hat keinen Text, weder vom Spiel noch aus ihrer Datei: sie zeigt ihre Kennung
