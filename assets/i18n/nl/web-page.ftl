## The browser page opened as a file (file://), where the browser lets it fetch none of
## the game's files: what to do instead (web/loader.js shows it; web/pack.py takes these
## words into the page, which has no other words before the game runs). Plain text, no
## values: the single file's name and the server's command are put beside them.

web-page-title = Schachschlamassel start niet vanuit een map
web-page-why = Als bestand geopend mag deze pagina de bestanden van het spel niet laden: de browser verbiedt het.
web-page-single = Open in plaats daarvan het losse bestand: het bevat het hele spel en werkt vanuit een map, een USB-stick of een e-mail.
web-page-serve = Of zet deze map op een webserver, bijvoorbeeld met deze opdracht in de map:
