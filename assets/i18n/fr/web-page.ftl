## The browser page opened as a file (file://), where the browser lets it fetch none of
## the game's files: what to do instead (web/loader.js shows it; web/pack.py takes these
## words into the page, which has no other words before the game runs). Plain text, no
## values: the single file's name and the server's command are put beside them.

web-page-title = Schachschlamassel ne démarre pas depuis un dossier
web-page-why = Ouverte comme fichier, cette page ne peut pas charger les fichiers du jeu : le navigateur l’interdit.
web-page-single = Ouvre plutôt le fichier unique : il contient tout le jeu et fonctionne depuis un dossier, une clé USB ou un e-mail.
web-page-serve = Ou mets ce dossier sur un serveur web, par exemple avec cette commande dans le dossier :
