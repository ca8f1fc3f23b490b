## The name box (src/ui/shell/name_entry.rs): what it asks at each place that asks
## for a name, and its two buttons (keys/name_entry.rs).
##
## Values:
##   $seat   a seat's colour, already said (the race's or Yalta's)

name-entry-done = Terminé
name-entry-cancel = Annuler
name-entry-learner = Le nom du nouvel élève
name-entry-player = { $seat } : le nom pour cette place
name-entry-rules = Le nom de vos règles
