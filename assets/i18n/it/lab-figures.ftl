## The rule lab's figures: what "Try it" and the `lab` command show about a rule set (keys/lab_figures.rs).
