## The browser page opened as a file (file://), where the browser lets it fetch none of
## the game's files: what to do instead (web/loader.js shows it; web/pack.py takes these
## words into the page, which has no other words before the game runs). Plain text, no
## values: the single file's name and the server's command are put beside them.

web-page-title = Schachschlamassel cannot start from a folder
web-page-why = Opened as a file, this page may not load the game’s files: the browser forbids it.
web-page-single = Open the single file instead: it holds the whole game and runs from a folder, a USB stick or an e-mail.
web-page-serve = Or put this folder on a web server, for example with this command in the folder:
