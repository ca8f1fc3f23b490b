## The browser page opened as a file (file://), where the browser lets it fetch none of
## the game's files: what to do instead (web/loader.js shows it; web/pack.py takes these
## words into the page, which has no other words before the game runs). Plain text, no
## values: the single file's name and the server's command are put beside them.

web-page-title = Schachschlamassel não arranca a partir de uma pasta
web-page-why = Aberta como ficheiro, esta página não pode carregar os ficheiros do jogo: o navegador proíbe-o.
web-page-single = Abre antes o ficheiro único: contém o jogo inteiro e funciona a partir de uma pasta, de uma pen USB ou de um e-mail.
web-page-serve = Ou põe esta pasta num servidor web, por exemplo com este comando na pasta:
