## Sixteen: the guided game, one explanation and one hint per step.

# Step 1: the goal, the short start, and a run.
sixteen-tutorial-run = In Sixteen, you lay your tiles on five shared rows, one colour each, always climbing, and every tile left in your hand counts against you: the lowest score wins. To keep this lesson short, you start near the end of a game, with 7 tiles, a Scissors and the Trash bin. D reads your hand, B reads the rows. The red row ends with 4: lay your red 5, 6 and 7 together. A run of consecutive numbers above the row's last tile goes down in one turn. Each choice says the points it takes out of your hand.
# Hint for step 1.
sixteen-tutorial-run-hint = Not this move. Choose Place, then the red row, then the run 5, 6 and 7.
# Step 2: the opponent's 16 End closes the row of the player's blue 9; Scissors.
sixteen-tutorial-scissors = Your opponent laid the blue 16 End: the blue row is closed, and your blue 9 is stuck, it fits nowhere. Watch for a 16 End on a row you need. Scissors remove the last tile of any row, a 16 End too, but never a 1. A special still in your hand at the end counts 20 points. Choose Scissors, then the blue row.
# Hint for step 2.
sixteen-tutorial-scissors-hint = Not this move. Choose Scissors, then the blue row, to cut the 16 End.
# Step 3: one placement on the same row after a special.
sixteen-tutorial-after-scissors = The End is gone: the blue row ends with 3 again. After a special you may make one placement on that same row, or end your turn. Lay your blue 9.
# Hint for step 3.
sixteen-tutorial-after-scissors-hint = Not this move. Lay your blue 9 on the blue row.
# Step 4: the 16 Restart.
sixteen-tutorial-restart = Your opponent laid a purple 6: your purple 2 is now stuck under it. Your green 8 is stuck too, under the green 12. Lay your green 16 Restart: the green row goes back to its 1, and every tile above the 1 leaves the game with the Restart. A 16 always ends your turn.
# Hint for step 4.
sixteen-tutorial-restart-hint = Not this move. Choose Place, then the green row, then the 16 Restart.
# Step 5: the green row starts again.
sixteen-tutorial-after-restart = The green row is back at its 1. Lay your green 8.
# Hint for step 5.
sixteen-tutorial-after-restart-hint = Not this move. Choose Place, then the green row, then the 8.
# Step 6: nothing fits: passing.
sixteen-tutorial-pass = You hold only the purple 2, stuck under the 6, and the Trash bin. You may pass only when no tile of yours fits; a special never forces you to play. Choose Pass. When every player passes, one after another, the game ends.
# Hint for step 6.
sixteen-tutorial-pass-hint = Not this move now. Choose Pass: keep the Trash bin for your next turn.
# Step 7: the Trash bin.
sixteen-tutorial-trash = The Trash bin removes one or more tiles from the end of one row, never its 1. Choose the Trash bin, then the purple row, then 1 tile: the 6 leaves the game.
# Hint for step 7.
sixteen-tutorial-trash-hint = Not this move. Choose the Trash bin, the purple row, and 1 tile.
# Step 8: going out.
sixteen-tutorial-go-out = The purple row ends with its 1 again. Lay your purple 2: it is your last tile, so the game ends at once, and you win.
# Hint for step 8.
sixteen-tutorial-go-out-hint = Not this move. Lay your purple 2 on the purple row.
# Said at the end of the guided game, before "you know the rules".
sixteen-tutorial-end = That was the end of a game of Sixteen: a run, the 16 End and the 16 Restart, Scissors and Trash bin, stuck tiles and a pass. A whole game deals 30 tiles each to 2 players, 29 to 3 and 22 to 4, and the lowest score wins.
