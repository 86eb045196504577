## Guided games (Learn to play): the words every tutorial shares.

# Main menu item that opens the list of guided games.
tutorial-menu-item = Learn to play
# Title of the list of guided games.
tutorial-title-menu = Learn to play: choose a game.
# One game in the list of guided games. $name: the game; $state: tutorial-state-*.
tutorial-menu-game = { $name }, { $state }
# A guided game never opened.
tutorial-state-new = not started
# A guided game left part way. $step: steps done; $count: steps in all.
tutorial-state-step = steps done: { $step } of { $count }
# A guided game played to its end.
tutorial-state-done = finished
# Said before each step's explanation. $step: this step; $count: steps in all.
tutorial-step = Step { $step } of { $count }.
# Said once, at the first step of a guided game. $game: the game's name; $repeat, $skip, $leave: their keys, as F1 names them.
tutorial-welcome = Welcome to a guided game of { $game }. I decide what chance brings, and at each step I tell you which move to make. Every other key works as in a real game. { $repeat } repeats the step, { $skip } plays it for you, { $leave } leaves; your progress is kept.
# Said when a guided game left part way is taken up again. $step: the step now; $count: steps in all.
tutorial-welcome-back = Welcome back to your guided game, at step { $step } of { $count }. { $repeat } repeats the step, { $skip } plays it for you, { $leave } leaves.
# Said after the final scores of a guided game.
tutorial-you-know-the-rules = You know the rules. Now try a real game against the easy bot: New game, from the main menu.
# The end of a guided game: the final screen's keys; Enter goes back to the list of guided games.
tutorial-final-hint = Down and Up read the scores again; S, C and W read the game as before; Enter or Escape returns to Learn to play.
# Ctrl+S in a guided game.
tutorial-not-saved = A guided game is not saved, but your progress is: Learn to play brings you back to your step.
# H or Shift+H in a guided game: no hint; the step is said again after it.
tutorial-no-hints = No hints in a guided game: the step tells you which move to play.
# F6 when no step waits for the player's move.
tutorial-nothing-to-skip = No step is waiting for your move now.
# Question before leaving a guided game.
tutorial-leave-question = Leave the guided game? You will come back to this step.
# Said on leaving a guided game. $step: steps done; $count: steps in all.
tutorial-left = You left the guided game. Steps done: { $step } of { $count }.
# The progress file of the guided games could not be read.
tutorial-progress-damaged = The progress of the guided games could not be read. It is ignored: each guided game starts from its beginning.
# A game without a guided game. $game: the game's name.
tutorial-none = { $game } has no guided game yet.
# F1: the key that repeats the step.
tutorial-key-repeat = Repeat the explanation of the step.
# F1: the key that skips the step.
tutorial-key-skip = Skip the step: its move is played for you.
# F1: the key that leaves the guided game.
tutorial-key-leave = Leave the guided game; your progress is kept.
# F1: Ctrl+S in a guided game.
tutorial-key-save = A guided game is not saved; your progress is.
# F1: H and Shift+H in a guided game.
tutorial-key-hint = A guided game gives no hints: the step says which move to play.
# A wrong move refused part way through the list of steps: how to go back and choose again.
tutorial-escape-back = Escape goes back a step.
