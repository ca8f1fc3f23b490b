## The browser page opened as a file (file://), where the browser lets it fetch none of
## the game's files: what to do instead (web/loader.js shows it; web/pack.py takes these
## words into the page, which has no other words before the game runs). Plain text, no
## values: the single file's name and the server's command are put beside them.

web-page-title = Schachschlamassel kan ikke starte fra en mappe
web-page-why = Åpnet som fil får denne siden ikke laste inn spillets filer: nettleseren forbyr det.
web-page-single = Åpne heller enkeltfilen: den inneholder hele spillet og kjører fra en mappe, en minnepinne eller en e-post.
web-page-serve = Eller legg denne mappen på en webserver, for eksempel med denne kommandoen i mappen:
