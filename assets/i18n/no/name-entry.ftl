## The name box (src/ui/shell/name_entry.rs): what it asks at each place that asks
## for a name, and its two buttons (keys/name_entry.rs).
##
## Values:
##   $seat   a seat's colour, already said (the race's or Yalta's)

name-entry-done = Ferdig
name-entry-cancel = Avbryt
name-entry-learner = Navnet til den nye eleven
name-entry-player = { $seat }: navnet for denne plassen
name-entry-rules = Navnet på reglene deres
