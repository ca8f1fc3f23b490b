## The name box (src/ui/shell/name_entry.rs): what it asks at each place that asks
## for a name, and its two buttons (keys/name_entry.rs).
##
## Values:
##   $seat   a seat's colour, already said (the race's or Yalta's)

name-entry-done = Fatto
name-entry-cancel = Annulla
name-entry-learner = Il nome del nuovo alunno
name-entry-player = { $seat }: il nome per questo posto
name-entry-rules = Il nome delle vostre regole
