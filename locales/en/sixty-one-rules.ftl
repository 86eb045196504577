## Sixty-One: the rules walkthrough (F2), one title and one text per section.

# Walkthrough section title.
sixty-one-rules-overview-title = The game
# Walkthrough: the goal and the sheet.
sixty-one-rules-overview = Sixty-One is an autumn roll-and-write for 1 to 6 players. Each player has a sheet with six areas, numbered like the faces of a die: 1 Pumpkins, 2 Water-lilies, 3 Marshmallows, 4 Hot chocolate, 5 Fox dens, 6 Mushrooms, and a row of 20 leaves. Three dice are rolled each round for everybody. Collect the most acorns by the end of round 20, or by the end of the round in which someone's leaf total reaches 61.
# Walkthrough section title.
sixty-one-rules-round-title = A round
# Walkthrough: how the three dice are used.
sixty-one-rules-round = Each round the three dice are rolled once, for everyone. Each player then uses them on their own sheet: one die chooses the area, by its number; another die is the value written in a spot of that area; the third die is added to the leaf row. Writing is compulsory whenever some choice fits. Example: with 2, 5 and 5 you may choose the Fox dens with a 5, write the other 5 in a den, and add 2 to your leaves; or choose the Water-lilies with the 2, write a 5 and add 5 to your leaves. Everyone chooses in secret at the same time; all the moves are revealed together once the last player has chosen.
# Walkthrough section title.
sixty-one-rules-choosing-title = Choosing a move
# Walkthrough: the move chooser and the number keys.
sixty-one-rules-choosing = You choose a move in three steps: the area die, then the value die, then the spot. Each value option tells you where the remaining die brings your leaf total, and each spot tells you the acorns it scores. Keys 1 to 6 jump to the area of the die showing that number; once the area is chosen, they pick the value to write; when nothing fits, they send that die to your leaves; while placing an X, they pick the area. Escape goes back one step; L lists what you can write; Shift plus L, or the number of an area you cannot use, tells you why.
# Walkthrough section title.
sixty-one-rules-skip-title = When nothing fits
# Walkthrough: skipping.
sixty-one-rules-skip = Only when no pair of dice fits anywhere on your sheet do you skip writing. You then choose any one of the three dice and add it to your leaf row. If even one choice fits, you must write it.
# Walkthrough section title.
sixty-one-rules-pumpkins-title = 1, Pumpkins
# Walkthrough: pumpkins.
sixty-one-rules-pumpkins = Two pumpkins with two spots each. The first spot of a pumpkin takes any value; the second, filled after it, must equal the first. Either pumpkin may be started first, and you need not finish one before starting the other. Each complete pumpkin scores 3 acorns. Example: a 4 in the first spot of pumpkin 2, then another 4 beside it: 3 acorns.
# Walkthrough section title.
sixty-one-rules-lilies-title = 2, Water-lilies
# Walkthrough: water-lilies.
sixty-one-rules-lilies = Five water-lilies filled in order. Each value must differ from every value already written on the lilies. They score 1, 1, 2, 2 and 3 acorns, each as soon as it is filled. Example: after 3, 6 and 1, the fourth lily takes 2, 4 or 5.
# Walkthrough section title.
sixty-one-rules-marshmallows-title = 3, Marshmallows
# Walkthrough: marshmallows.
sixty-one-rules-marshmallows = Two skewers: the left one holds 2 marshmallows, the right one 3. The first marshmallow of a skewer takes any value; every other marshmallow of that skewer must be the same value. A skewer fills from its first marshmallow; you may start either skewer and need not finish one before the other. A complete skewer scores 3 acorns on the left, 5 on the right.
# Walkthrough section title.
sixty-one-rules-chocolate-title = 4, Hot chocolate
# Walkthrough: hot chocolate.
sixty-one-rules-chocolate = Six mugs numbered 1 to 6. Each mug takes only its own number, once, and the mugs fill in any order. Each mug scores 1 acorn, except mug 4 which scores 2.
# Walkthrough section title.
sixty-one-rules-dens-title = 5, Fox dens
# Walkthrough: fox dens.
sixty-one-rules-dens = Six dens in a pyramid: dens 1, 2 and 3 on the bottom row, dens 4 and 5 in the middle, den 6 on top. Den 4 rests on dens 1 and 2, den 5 on dens 2 and 3, den 6 on dens 4 and 5. Bottom dens fill in any order; a den above can be filled only once both dens under it are. A value may not equal a filled den next to it: its neighbours on the same row, the dens it rests on, and the dens resting on it. Bottom dens score 1 acorn each, middle dens 2 each, the top den 4. Example: with 5 in den 1 and 2 in den 2, den 4 cannot take a 5 or a 2.
# Walkthrough section title.
sixty-one-rules-mushrooms-title = 6, Mushrooms
# Walkthrough: mushrooms.
sixty-one-rules-mushrooms = Five mushrooms filled in order. The first takes any value; each next one must be one more or one less than the one before, and 6 and 1 are neighbours. They score 1, 2, 2, 2 and 3 acorns, each as soon as it is filled. Example: after a 6, the next mushroom takes a 5 or a 1.
# Walkthrough section title.
sixty-one-rules-leaves-title = The leaf row
# Walkthrough: the leaf row and its prizes.
sixty-one-rules-leaves = Each round the leaf die is added to your previous total, starting from 0, and the new total is written in the next of the 20 leaves. A total exactly equal to 11, 31 or 51 gives you an X; exactly 21 gives 2 acorns, 41 gives 3 acorns, 61 gives 5 acorns. Going past one of these numbers without landing on it gives nothing. Example: at 18, adding 3 gives 21 and 2 acorns; adding 4 gives 22 and nothing.
# Walkthrough section title.
sixty-one-rules-wildcard-title = The X
# Walkthrough: the X wildcard, including the readings the rules left open.
sixty-one-rules-wildcard = An X is placed at once, in the same round, after every move of the round is revealed, in any open spot of any area: it scores like a normal fill. It matches anything: it completes a pumpkin or a skewer whatever the other value, a water-lily after it need only differ from the real values, a den next to it may take any value, and the mushroom after an X takes any value. Values written beside an X still follow their rule between themselves: a skewer holding X and 4 still needs a 4. An X that finds no open spot anywhere is lost.
# Walkthrough section title.
sixty-one-rules-bonus-title = First to fill an area
# Walkthrough: first-fill bonuses.
sixty-one-rules-bonus = The first player to fill an area completely gains 3 bonus acorns. Players who complete the same area in the same round, X included, all gain it. Everyone else has missed that bonus for good, though they may still fill the area and score its acorns.
# Walkthrough section title.
sixty-one-rules-end-title = End of the game
# Walkthrough: the two ways the game ends.
sixty-one-rules-end = The game ends after the round in which any player's leaf total reaches 61 or more: that round is finished, X placements included. Otherwise it ends after round 20.
# Walkthrough section title.
sixty-one-rules-scoring-title = Scoring
# Walkthrough: the final score.
sixty-one-rules-scoring = Your score is the acorns of your six areas, plus your first-fill bonuses, plus the acorns of your leaf row. The most acorns wins; a tie stays a tie and the win is shared. Press S for the scores and Shift plus S for every item.
