## The browser page opened as a file (file://), where the browser lets it fetch none of
## the game's files: what to do instead (web/loader.js shows it; web/pack.py takes these
## words into the page, which has no other words before the game runs). Plain text, no
## values: the single file's name and the server's command are put beside them.

web-page-title = Schachschlamassel startet nicht aus einem Ordner
web-page-why = Als Datei geöffnet darf diese Seite die Dateien des Spiels nicht laden: Der Browser verbietet es.
web-page-single = Öffne stattdessen die Einzeldatei: Sie enthält das ganze Spiel und läuft aus einem Ordner, von einem USB-Stick oder aus einer E-Mail.
web-page-serve = Oder stelle diesen Ordner auf einen Webserver, zum Beispiel mit diesem Befehl im Ordner:
