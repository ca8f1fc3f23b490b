## The command line's own errors and notes (keys/cli.rs).
