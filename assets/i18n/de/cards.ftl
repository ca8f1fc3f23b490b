## cards: to be filled (issue 31).
