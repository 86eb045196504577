## Sixty-One: the guided game, one explanation and one hint per step.

# Step 1, dice 3, 5 and 5: the round, then the Fox dens.
sixty-one-tutorial-first-roll = Each round, three dice are rolled for everyone and you use all three: one die picks the area by its number, another is the value you write there, and the third is added to your leaf row. You rolled 3, 5 and 5. Choose a 5 as the area die, for the Fox dens, then the 3 as the value, and write it in den 1, on the bottom row. The other 5 goes to your leaves.
# Hint for step 1.
sixty-one-tutorial-first-roll-hint = Not this move. Choose a 5 for the Fox dens, then the 3, then den 1. Escape goes back a step.
# Step 2, dice 1, 4 and 6: the Pumpkins and the X at 11.
sixty-one-tutorial-pumpkin = Area 1 is the Pumpkins: two pumpkins of two spots each, and the second spot of a pumpkin must equal the first. Choose the 1 for the Pumpkins and write the 4 in the first spot of pumpkin 1. The 6 goes to your leaves: 5 and 6 make 11, and a leaf total of exactly 11 wins an X.
# Hint for step 2.
sixty-one-tutorial-pumpkin-hint = Not this move. Choose the 1 for the Pumpkins, then the 4, then the first spot of pumpkin 1, so that the 6 brings your leaves to 11.
# Step 3: the first X completes a pumpkin.
sixty-one-tutorial-x-pumpkin = You won an X. An X is placed at once, in any open spot of any area, and it matches anything. Choose the Pumpkins and put it in the second spot of pumpkin 1: the pumpkin is complete and scores 3 acorns.
# Hint for step 3.
sixty-one-tutorial-x-pumpkin-hint = Not this spot. Put the X in the Pumpkins, in the second spot of pumpkin 1, beside the 4.
# Step 4, dice 2, 6 and 4: the Water-lilies.
sixty-one-tutorial-lily = Area 2 is the Water-lilies, filled in order, and each value must differ from every value already on the lilies. Choose the 2 for the Water-lilies and write the 6 on lily 1. The 4 brings your leaves to 15.
# Hint for step 4.
sixty-one-tutorial-lily-hint = Not this move. Choose the 2 for the Water-lilies, then the 6, so that the 4 goes to your leaves.
# Step 5, dice 1, 6 and 6: the Mushrooms and the 2 acorns at 21.
sixty-one-tutorial-mushroom = Area 6 is the Mushrooms, filled in order: each mushroom must be one more or one less than the one before, and 6 and 1 count as neighbours. Choose a 6 for the Mushrooms and write the 1 on mushroom 1. The other 6 takes your leaves from 15 to exactly 21, which is worth 2 acorns.
# Hint for step 5.
sixty-one-tutorial-mushroom-hint = Not this move. Choose a 6 for the Mushrooms, then the 1: the other 6 must go to your leaves to reach 21.
# Step 6, dice 5, 6 and 6: 6 follows 1 on the Mushrooms.
sixty-one-tutorial-mushroom-wrap = After a 1, the next mushroom takes a 2, or a 6, because 6 and 1 are neighbours. Choose a 6 for the Mushrooms and write the other 6 on mushroom 2. The 5 brings your leaves to 26.
# Hint for step 6.
sixty-one-tutorial-mushroom-wrap-hint = Not this move. Choose a 6 for the Mushrooms and write the other 6 on mushroom 2; the 5 goes to your leaves.
# Step 7, dice 5, 5 and 5: a Fox den beside another, and the X at 31.
sixty-one-tutorial-den-neighbour = Three fives. In the Fox dens, a value may never equal a filled den next to it. Den 1 holds a 3, so a 5 may go in den 2 beside it. Choose a 5 for the Fox dens and write a 5 in den 2. The last 5 brings your leaves to 31: exactly 31 wins another X.
# Hint for step 7.
sixty-one-tutorial-den-neighbour-hint = Not this move. Choose a 5 for the Fox dens, then a 5, then den 2.
# Step 8: the second X, on the Mushrooms.
sixty-one-tutorial-x-mushroom = Put this X on the Mushrooms, on mushroom 3. After an X, the next mushroom may take any value.
# Hint for step 8.
sixty-one-tutorial-x-mushroom-hint = Not this spot. Choose the Mushrooms and put the X on mushroom 3.
# Step 9, dice 1, 3 and 4: starting the second pumpkin.
sixty-one-tutorial-pumpkin-two = You may start either pumpkin at any time. Choose the 1 for the Pumpkins and write the 3 in the first spot of pumpkin 2. The 4 brings your leaves to 35.
# Hint for step 9.
sixty-one-tutorial-pumpkin-two-hint = Not this move. Choose the 1 for the Pumpkins, then the 3, then the first spot of pumpkin 2.
# Step 10, dice 1, 3 and 6: the Pumpkins full, the first-fill bonus, 3 acorns at 41.
sixty-one-tutorial-pumpkin-fill = Choose the 1 for the Pumpkins and write the 3 beside the other 3: pumpkin 2 is complete, and your whole Pumpkins area is full. The first player to fill an area gains 3 more acorns; players who fill it in the same round all gain them. The 6 brings your leaves to exactly 41: 3 acorns.
# Hint for step 10.
sixty-one-tutorial-pumpkin-fill-hint = Not this move. Choose the 1 for the Pumpkins, then the 3, and write it in the second spot of pumpkin 2, beside the other 3.
# Step 11, dice 3, 4 and 6: a mushroom after the X.
sixty-one-tutorial-mushroom-after-x = Mushroom 4 follows the X, so it takes any value. Choose the 6 for the Mushrooms and write the 3 on mushroom 4. The 4 brings your leaves to 45.
# Hint for step 11.
sixty-one-tutorial-mushroom-after-x-hint = Not this move. Choose the 6 for the Mushrooms, then the 3: after the X, a 3 fits.
# Step 12, dice 3, 3 and 6: the Marshmallows, and the X at 51.
sixty-one-tutorial-skewer = Area 3 is the Marshmallows: a left skewer of 2 and a right skewer of 3. The first marshmallow of a skewer takes any value; the others on that skewer must be the same. Choose a 3 for the Marshmallows and write the other 3 on the left skewer. The 6 brings your leaves to exactly 51: a third X.
# Hint for step 12.
sixty-one-tutorial-skewer-hint = Not this move. Choose a 3 for the Marshmallows, then the other 3, on the left skewer.
# Step 13: the third X, in a Fox den of the middle row.
sixty-one-tutorial-x-den = Dens 4 and 5 rest on the dens below them, and den 6 on those two: a den above can be filled only once both dens under it are. Dens 1 and 2 are full, so den 4 is open. Choose the Fox dens and put the X in den 4.
# Hint for step 13.
sixty-one-tutorial-x-den-hint = Not this spot. Choose the Fox dens and put the X in den 4, above dens 1 and 2.
# Step 14, dice 3, 3 and 5: completing the left skewer.
sixty-one-tutorial-skewer-fill = Choose a 3 for the Marshmallows and write the other 3 beside the first one: the left skewer is complete and scores 3 acorns. The 5 brings your leaves to 56.
# Hint for step 14.
sixty-one-tutorial-skewer-fill-hint = Not this move. Choose a 3 for the Marshmallows, then the other 3, on the left skewer.
# Step 15, dice 4, 4 and 2: the Hot chocolate.
sixty-one-tutorial-mug = Area 4 is the Hot chocolate: six mugs, and each mug takes only its own number, once. Choose a 4 for the Hot chocolate and write the other 4 in mug 4, which scores 2 acorns. The 2 brings your leaves to 58.
# Hint for step 15.
sixty-one-tutorial-mug-hint = Not this move. Choose a 4 for the Hot chocolate, then the other 4, in mug 4.
# Step 16, dice 2, 3 and 3: the last round, 61 ends the game.
sixty-one-tutorial-last-round = Last move. The game ends after the round in which a leaf total reaches 61 or more. Choose the 2 for the Water-lilies and write a 3 on lily 2: it differs from the 6 already there. The other 3 brings your leaves to exactly 61: 5 acorns, and the game ends.
# Hint for step 16.
sixty-one-tutorial-last-round-hint = Not this move. Choose the 2 for the Water-lilies, then a 3: the other 3 must go to your leaves to reach 61.
# Said at the end of the guided game, before "you know the rules".
sixty-one-tutorial-end = That was a whole game of Sixty-One: each area, the leaf prizes, the X and the first-fill bonus. With other players, everyone uses the same dice at the same time, each on their own sheet.
