## The name box (src/ui/shell/name_entry.rs): what it asks at each place that asks
## for a name, and its two buttons (keys/name_entry.rs).
##
## Values:
##   $seat   a seat's colour, already said (the race's or Yalta's)

name-entry-done = Done
name-entry-cancel = Cancel
name-entry-learner = The new learner's name
name-entry-player = { $seat }: the player's name
name-entry-rules = The name of your rules
