## reasons: to be filled (issue 31).
