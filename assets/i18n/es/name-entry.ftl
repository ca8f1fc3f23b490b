## The name box (src/ui/shell/name_entry.rs): what it asks at each place that asks
## for a name, and its two buttons (keys/name_entry.rs).
##
## Values:
##   $seat   a seat's colour, already said (the race's or Yalta's)

name-entry-done = Listo
name-entry-cancel = Cancelar
name-entry-learner = El nombre del nuevo alumno
name-entry-player = { $seat }: el nombre para este puesto
name-entry-rules = El nombre de vuestras reglas
