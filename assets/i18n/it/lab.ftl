## The rule lab: a rule set of ones own, its editor, and why a rule set is refused (keys/lab.rs).
