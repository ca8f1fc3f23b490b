## track: to be filled (issue 31).
