# Walkthrough heading.
pebbles-rules-goal-title = Goal
# Walkthrough text.
pebbles-rules-goal = Ten pebbles lie in a pile. In turn, take one, two or three. Whoever takes the last pebble wins.
