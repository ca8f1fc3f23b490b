## The browser page opened as a file (file://), where the browser lets it fetch none of
## the game's files: what to do instead (web/loader.js shows it; web/pack.py takes these
## words into the page, which has no other words before the game runs). Plain text, no
## values: the single file's name and the server's command are put beside them.

web-page-title = Schachschlamassel no arranca desde una carpeta
web-page-why = Abierta como archivo, esta página no puede cargar los archivos del juego: el navegador lo prohíbe.
web-page-single = Abre en su lugar el archivo único: contiene todo el juego y funciona desde una carpeta, una memoria USB o un correo.
web-page-serve = O pon esta carpeta en un servidor web, por ejemplo con esta orden en la carpeta:
