## The name box (src/ui/shell/name_entry.rs): what it asks at each place that asks
## for a name, and its two buttons (keys/name_entry.rs).
##
## Values:
##   $seat   a seat's colour, already said (the race's or Yalta's)

name-entry-done = Fertig
name-entry-cancel = Abbrechen
name-entry-learner = Neu in der Schule: dein Name
name-entry-player = { $seat }: Name für diesen Platz
name-entry-rules = Der Name eurer Regeln
