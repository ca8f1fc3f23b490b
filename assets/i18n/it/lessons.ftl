## lessons: to be filled (issue 31).
