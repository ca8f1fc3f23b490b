## Notes about files: a stored file the game could not read, and what became of it
## (src/save/kept.rs); a card of one's own without words.
## Values: $file a file's name (or path), $aside the name it is kept under
## (progress.json.broken), $why why it could not be read: the reader's own words, or
## (files-not-text) that it is not text; $error the system's error; $card a card's id.

files-kept-aside = { $file }: { $why }; kept aside as { $aside }
files-not-kept-aside = { $file }: { $why }; could not keep it aside: { $error }
files-unreadable = { $file }: { $error }
files-not-written = { $file }: cannot write it: { $why }
files-not-text = not UTF-8 text
files-card-shows-id = card '{ $card }' has no text, neither the game's nor its file's: it shows its id
