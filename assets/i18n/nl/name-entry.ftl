## The name box (src/ui/shell/name_entry.rs): what it asks at each place that asks
## for a name, and its two buttons (keys/name_entry.rs).
##
## Values:
##   $seat   a seat's colour, already said (the race's or Yalta's)

name-entry-done = Klaar
name-entry-cancel = Annuleren
name-entry-learner = De naam van de nieuwe leerling
name-entry-player = { $seat }: de naam voor deze plaats
name-entry-rules = De naam van jullie regels
