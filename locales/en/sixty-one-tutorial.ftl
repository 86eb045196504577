## Sixty-One: the guided game, one explanation and one hint per step.

# Step 1, dice 1, 4 and 6, in a solo game joined after its first round (a 4 in pumpkin 1, leaves at 5): the round, the leaf prizes, the Pumpkins.
sixty-one-tutorial-first-roll = You join a solo game at round 2. Each round, three dice are rolled: one picks the area by its number, one is the value you write there, the third adds to your leaves. A leaf total of exactly 11, 31 or 51 wins an X; of 21, 41 or 61, acorns. Choose the 1 for the Pumpkins and write the 4 beside the other 4: a pumpkin's two spots are equal.
# Hint for step 1.
sixty-one-tutorial-first-roll-hint = Not this move. Choose the 1 for the Pumpkins, then the 4, then pumpkin 1.
# Step 2: the first X starts pumpkin 2.
sixty-one-tutorial-x-pumpkin = An X goes at once in any open spot and matches anything. Put it in pumpkin 2.
# Hint for step 2.
sixty-one-tutorial-x-pumpkin-hint = Not this spot. Put the X in the Pumpkins, in pumpkin 2.
# Step 3, dice 1, 3 and 4: the 3 completes pumpkin 2 beside the X, the Pumpkins are full, the first-fill bonus.
sixty-one-tutorial-pumpkin-fill = Write the 3 in pumpkin 2: it matches the X. Filling an area first gains 3 more acorns.
# Hint for step 3.
sixty-one-tutorial-pumpkin-fill-hint = Not this move. Choose the 1 for the Pumpkins, then the 3, so that the 4 goes to your leaves.
# Step 4, dice 6, 6 and 6: the Mushrooms.
sixty-one-tutorial-mushroom = Mushrooms fill in order, each one more or one less than the one before; 6 and 1 are neighbours. Write a 6.
# Hint for step 4.
sixty-one-tutorial-mushroom-hint = Not this move. Write a 6 on mushroom 1.
# Step 5, dice 6, 1 and 6: 1 follows 6 on the Mushrooms.
sixty-one-tutorial-mushroom-wrap = So a 1 may follow the 6: write it.
# Hint for step 5.
sixty-one-tutorial-mushroom-wrap-hint = Not this move. Choose a 6 for the Mushrooms, then the 1.
# Step 6, dice 2, 2 and 4: the Water-lilies, and the X at 31.
sixty-one-tutorial-lily = Each water-lily must differ from all those before it. Write a 2 on lily 1.
# Hint for step 6.
sixty-one-tutorial-lily-hint = Not this move. Choose a 2 for the Water-lilies, then the other 2, so that the 4 goes to your leaves.
# Step 7: the second X, on lily 2.
sixty-one-tutorial-x-lily = Put this X on lily 2.
# Hint for step 7.
sixty-one-tutorial-x-lily-hint = Not this spot. Choose the Water-lilies and put the X on lily 2.
# Step 8, dice 5, 5 and 5: the Fox dens.
sixty-one-tutorial-den = The Fox dens form a pyramid of 3, 2 and 1 dens. Write a 5 in den 1.
# Hint for step 8.
sixty-one-tutorial-den-hint = Not this spot. Write the 5 in den 1, on the bottom row.
# Step 9, dice 3, 3 and 5: the Marshmallows, and 3 acorns at 41.
sixty-one-tutorial-skewer = A skewer's first marshmallow takes any value, and the rest must equal it. Write a 3 on the left skewer.
# Hint for step 9.
sixty-one-tutorial-skewer-hint = Not this move. Choose a 3 for the Marshmallows, then the other 3, on the left skewer.
# Step 10, dice 3, 3 and 5: the rest of a skewer equals its first.
sixty-one-tutorial-skewer-fill = Write the other 3 beside it: the left skewer is complete.
# Hint for step 10.
sixty-one-tutorial-skewer-fill-hint = Not this move. Choose a 3 for the Marshmallows, then the other 3, on the left skewer.
# Step 11, dice 5, 1 and 5: a den beside another, and the X at 51.
sixty-one-tutorial-den-neighbour = A den never holds the value of a den touching it: write the 1, not the 5, in den 2.
# Hint for step 11.
sixty-one-tutorial-den-neighbour-hint = Not this move. Choose a 5 for the Fox dens, then the 1, then den 2.
# Step 12: the third X, in a den resting on two others.
sixty-one-tutorial-x-den = A den above opens once both dens under it are full. Put this X in den 4.
# Hint for step 12.
sixty-one-tutorial-x-den-hint = Not this spot. Choose the Fox dens and put the X in den 4, above dens 1 and 2.
# Step 13, dice 4, 4 and 4: the Hot chocolate.
sixty-one-tutorial-mug = Each Hot chocolate mug takes only its own number: write a 4 in mug 4.
# Hint for step 13.
sixty-one-tutorial-mug-hint = Not this move. Write the 4 in mug 4.
# Step 14, dice 2, 6 and 6: lily 3 differs from lily 1, and 61 ends the game.
sixty-one-tutorial-last-round = The game ends after the round in which a leaf total reaches 61. Write the 6 on lily 3: it differs from the 2.
# Hint for step 14.
sixty-one-tutorial-last-round-hint = Not this move. Choose the 2 for the Water-lilies, then a 6: the other 6 must go to your leaves to reach 61.
# Said at the end of the guided game, before "you know the rules".
sixty-one-tutorial-end = With other players, everyone uses the same dice, each on their own sheet. When no die fits your sheet, you write nothing and send one die of your choice to your leaves.
