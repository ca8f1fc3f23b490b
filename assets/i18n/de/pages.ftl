## The longer texts: the setup screen's lines (games and house rules: the name, and
## the line under it as .line), and the rules books. A rules page is a message: its
## value is the page's title, its attributes .p1, .p2, … its paragraphs, in order.

## The games of the setup screen.

variant-small = Kleines Schachschlamassel
    .line = { -queen }, { -rook }, { -bishop }, { -knight }; weißer Würfel
variant-small-action = Kleines Aktions-Spiel
    .line = wie klein, dazu { -action-card(count: 2) }
variant-large = Großes Schachschlamassel
    .line = alle sechs Figuren, zwei Würfel, Deckung schützt
variant-large-action = Großes Aktions-Spiel
    .line = wie groß, dazu alle { -action-card(count: 2) }
variant-own = Eigene Variante
    .line = { "" }

## The house rules.

house-rule-symbols-bring-in = + und # { -bring-in(form: "present-plural") }
    .line = # heißt nur { -miss-a-turn }, wenn keiner { -bring-in(form: "able") } ist
house-rule-hash-draws-card = # zieht eine Karte
    .line = Aktionsspiel: # Karte ziehen, + { -bring-in }
house-rule-protect-covered = { CAPITAL(-covered(ending: "e")) } sicher, mit 4 Karten
    .line = auch im kleinen Spiel; 4 Karten dürfen sie trotzdem schlagen
house-rule-may-stop-early = Früher anhalten
    .line = ein Wurf darf auch weniger Züge haben
house-rule-end-after-first-winner = Ende beim ersten Sieger
    .line = das Spiel endet, wenn einer fertig ist

## The race game's rules book, written from the booklet.

rules-race-goal = Ziel
    .p1 = Bringe alle deine Figuren einmal um die Laufstrecke in dein { -house }.
    .p2 = Jedes Auge des Würfels ist ein Schachzug der gewählten Figur: bei einer 3 zieht sie 3 Mal.
    .p3 = Die Runde läuft gegen den Uhrzeigersinn.
rules-race-pieces = Die Figuren
    .p1 = Dame: gerade und schräg, so weit sie will. Turm: nur gerade. Läufer: nur schräg. Keiner springt über Figuren.
    .p2 = Springer: ein L-Sprung, auch über Figuren und Wände.
    .p3 = König: ein Feld in jede Richtung. Bauer: ein Feld gerade in jede Richtung; schlagen nur schräg.
rules-race-fields = Die Felder
    .p1 = { -start-field(count: 2) } (farbig umrandet): hier kommen Figuren aus der { -start-box } herein.
    .p2 = { -blocking-line } (dicker Balken deiner Farbe): deine Figuren dürfen sie nie überqueren.
    .p3 = { -entry-field(count: 2) } (Pfeil): nur über sie geht es ins { -house }. Übrige Züge verfallen.
    .p4 = { -pause-field } deiner Farbe: dort kann deine Figur nicht geschlagen werden.
rules-race-rolling = Würfeln
    .p1 = + : eine Figur { -bring-in } und noch einmal würfeln.  # : { -miss-a-turn }.
    .p2 = Nur mit dem letzten Zug darf man schlagen; die Figur geht zurück in ihre { -start-box }.
    .p3 = Ohne Figur auf der Strecke: bis zu drei Versuche. Ein { -start-field } muss frei bleiben.
rules-race-large = Großes Spiel und Karten
    .p1 = Der weiße Würfel zieht Dame, Turm, Läufer, Springer; der orangene König und Bauer.
    .p2 = { CAPITAL(-covered(ending: "e")) } Figuren dürfen nicht geschlagen werden: eine eigene Figur könnte den Schläger schlagen.
    .p3 = Aktionsspiel: bei + oder # { -bring-in } oder eine Karte ziehen. Karten mit '{ -active }' meinen Figuren auf der Strecke.

## The chess rules book, written from the chess sets' rule sheets and the children's
## manual, and how to play on the chess screen.

rules-chess-goal = Ziel
    .p1 = Schach spielen zwei: Weiß und Schwarz. Sie ziehen abwechselnd eine Figur, Weiß beginnt.
    .p2 = Dein Ziel: den anderen König schachmatt setzen, also so angreifen, dass er nicht mehr entkommt.
    .p3 = Hier klickst du eine deiner Figuren an: Punkte zeigen, wohin sie ziehen kann. Klick auf einen Punkt, und sie zieht dorthin; klick die Figur noch einmal, und du lässt sie los.
    .p4 = Klickst du ein Feld, auf das die Figur nicht darf, sagt dir die Leiste rot, warum.
rules-chess-pieces = Die Figuren
    .p1 = König: ein Feld in jede Richtung. Dame: gerade und schräg, so weit die Felder frei sind.
    .p2 = Turm: nur gerade, so weit die Felder frei sind. Läufer: nur schräg, darum bleibt er immer auf seiner Farbe.
    .p3 = Springer: zwei Felder in eine Richtung und eins zur Seite, wie ein L. Nur er springt über andere Figuren.
    .p4 = Eine Figur schlägt, indem sie auf das Feld einer gegnerischen Figur zieht; die geschlagene verlässt das Brett. So viele Bauern ist eine Figur etwa wert: Dame 9, Turm 5, Läufer 3, Springer 3.
rules-chess-pawn = Der Bauer
    .p1 = Ein Bauer zieht ein Feld geradeaus nach vorn und nie zurück. Beim ersten Zug darf er zwei Felder ziehen, wenn beide frei sind.
    .p2 = Er schlägt nur ein Feld schräg nach vorn; eine Figur direkt vor ihm kann er nicht schlagen.
    .p3 = En passant: Zieht ein gegnerischer Bauer zwei Felder an einem Feld vorbei, das dein Bauer angreift, darf dein Bauer ihn schlagen, als wäre er nur eins gezogen. Nur gleich im nächsten Zug.
    .p4 = Ein Bauer, der die letzte Reihe erreicht, wird zu Dame, Turm, Läufer oder Springer, wie du willst.
rules-chess-castling = Rochade und Schach
    .p1 = Rochade: Der König zieht zwei Felder auf einen Turm zu, und der Turm springt auf das Feld neben ihm. Dafür klickst du hier den König an, dann das Feld zwei Schritte weiter.
    .p2 = Die Rochade geht nur, wenn König und Turm noch nicht gezogen haben, die Felder zwischen ihnen leer sind und der König nicht im Schach steht, über kein angegriffenes Feld zieht und auf keinem landet.
    .p3 = Schach: Der König wird angegriffen. Wehre es sofort ab: zieh den König weg, schlag den Angreifer oder stell eine Figur dazwischen. Den eigenen König darf man nie im Schach lassen.
    .p4 = Schachmatt: Der König steht im Schach und kann nicht mehr entkommen. Das Spiel ist aus, und wer mattgesetzt hat, gewinnt.
rules-chess-draws = Remis
    .p1 = Patt: Wer am Zug ist, steht nicht im Schach, kann aber gar nicht ziehen. Das Spiel endet unentschieden (Remis).
    .p2 = Mit „Remis anbieten“ in der Leiste fragst du die andere Seite; stimmt sie zu, ist es Remis. „Aufgeben“ schenkt ihr das Spiel.
    .p3 = Kommt dieselbe Stellung zum dritten Mal, darf der, der am Zug ist, auf „Remis verlangen“ drücken.
    .p4 = Von selbst Remis ist es nach je 50 Zügen ohne Schlagen und ohne Bauernzug, oder wenn zu wenig übrig ist, um mattzusetzen, etwa König gegen König.

## The Yalta rules book, written from the Yalta set's rule sheet and our design of what
## it leaves open (design/yalta.md).

rules-yalta-players = Drei Spieler
    .p1 = Yalta ist Schach zu dritt: Weiß, Schwarz und Rot. Jeder hat König, Dame, zwei Türme, zwei Läufer, zwei Springer und acht Bauern.
    .p2 = Weiß beginnt, dann Schwarz, dann Rot, dann wieder Weiß. Wer dran ist, zieht eine Figur.
    .p3 = Das Brett hat sechs Seiten und besteht aus drei halben Schachbrettern, einem für jeden. Deine Grundreihe ist deine Seite des Bretts.
    .p4 = Die weiße Dame steht am Anfang auf dem hellen Mittelfeld der Grundreihe, die schwarze auf dem dunklen; Rot wählt beim Einrichten.
rules-yalta-middle = Durch die Mitte
    .p1 = Die Hälften stoßen aneinander, und jede Linie läuft über die Grenze weiter: Ein Turm kann aus deiner Hälfte in die eines Nachbarn ziehen.
    .p2 = In der Mitte treffen sich sechs Felder. Ein Läufer oder eine Dame, die schräg durch die Mitte zieht, darf einen von zwei Wegen wählen.
    .p3 = Turm, Läufer und Dame ziehen, so weit die Felder frei sind. König: ein Feld in jede Richtung. Springer: zwei Felder in eine Richtung und eins zur Seite; er springt.
    .p4 = Die Rochade geht wie im Schach, und kein Feld, über das der König zieht oder auf dem er landet, darf von einem der beiden anderen angegriffen sein.
rules-yalta-pawns = Bauern
    .p1 = Ein Bauer läuft auf die Mitte zu. Danach zieht er weiter in die Hälfte eines Nachbarn, auf dessen Grundreihe zu.
    .p2 = Er zieht ein Feld nach vorn, aus seiner Startreihe auch zwei, wenn beide frei sind. Er schlägt ein Feld schräg nach vorn.
    .p3 = En passant geht wie im Schach: Nach dem Doppelschritt eines Bauern darf jeder der beiden anderen ihn in seinem nächsten Zug schlagen.
    .p4 = Ein Bauer, der die Grundreihe eines anderen Spielers erreicht, wird zu Dame, Turm, Läufer oder Springer.
rules-yalta-check = Schach, Matt und Remis
    .p1 = Ein König wird nie geschlagen. Er steht im Schach, wenn ihn eine Figur eines der beiden anderen angreift, und sein Spieler muss ihn aus dem Schach bringen.
    .p2 = Wer im Schach steht und zu Beginn seines Zugs nicht ziehen kann, ist schachmatt, und das Spiel endet. Es gewinnt, wessen Schach zuerst kam.
    .p3 = Bevor dieser Spieler dran ist, darf der dritte Spieler den König mit seinem Zug noch retten.
    .p4 = Remis ist es, wenn jemand ohne Schach nicht ziehen kann, wenn dieselbe Stellung zum dritten Mal kommt, nach 150 Zügen ohne Schlagen und ohne Bauernzug, oder wenn nur die drei Könige übrig sind.
