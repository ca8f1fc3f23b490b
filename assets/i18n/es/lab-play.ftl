## Playing a rule set of ones own: the setup's choice, export and import (keys/lab_play.rs).
