## The name box (src/ui/shell/name_entry.rs): what it asks at each place that asks
## for a name, and its two buttons (keys/name_entry.rs).
##
## Values:
##   $seat   a seat's colour, already said (the race's or Yalta's)

name-entry-done = Pronto
name-entry-cancel = Cancelar
name-entry-learner = O nome do novo aluno
name-entry-player = { $seat }: o nome para este lugar
name-entry-rules = O nome das vossas regras
