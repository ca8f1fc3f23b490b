## The browser page opened as a file (file://), where the browser lets it fetch none of
## the game's files: what to do instead (web/loader.js shows it; web/pack.py takes these
## words into the page, which has no other words before the game runs). Plain text, no
## values: the single file's name and the server's command are put beside them.

web-page-title = Schachschlamassel non parte da una cartella
web-page-why = Aperta come file, questa pagina non può caricare i file del gioco: il browser lo vieta.
web-page-single = Apri invece il file unico: contiene tutto il gioco e funziona da una cartella, da una chiavetta USB o da un’e-mail.
web-page-serve = Oppure metti questa cartella su un server web, per esempio con questo comando nella cartella:
