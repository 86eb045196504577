## 16 lueurs d'hiver: the guided game, one explanation and one hint per step.

# Step 1, dice 2, 5 and 5: the game, the short start, doubles and the Songbird.
lueurs-tutorial-bird = In 16 lueurs d'hiver, three dice are rolled each turn: two of them, the pair, are written in one zone of your sheet, and the third lights a bulb on the garland of its colour: 1 red, 2 yellow, 3 green, 4 purple, 5 blue; a 6, or a die whose garland is full, lights any garland. The game ends after the turn in which someone fills four garlands. To keep this lesson short, you join a solo game after eight turns: your red garland is full, and your yellow, green and purple garlands are lit in part. This roll shows two fives: a double, and a doubles box is ticked for you, 1 Grelot. Now the Songbird: the pair ticks two boxes of the bird's track, one showing each value; only the unbroken run from the bird scores. The list first asks about your red garland's power: choose No power, for now. Then choose the pair 2 and 5, the Songbird, boxes 1 and 2, and light the blue garland with the other 5.
# Hint for step 1.
lueurs-tutorial-bird-hint = Not this move. Choose the pair 2 and 5, the Songbird, boxes 1 and 2, then the blue garland.
# Step 2, dice 1, 4 and 2: the Birdhouses, a completed garland and its bag.
lueurs-tutorial-birdhouses = The Birdhouses are a grid of 3 rows, 1 to 3, and 3 columns, 4 to 6: the pair must hold one value of each, and ticks that cell. Full rows and columns score. Choose the pair 1 and 4, the Birdhouses, and light the yellow garland with the 2: it is full. A full garland wins its bag of Grelots and unlocks its power for the rest of the game: yellow gives minus 1.
# Hint for step 2.
lueurs-tutorial-birdhouses-hint = Not this move. Choose the pair 1 and 4, the Birdhouses, then the yellow garland.
# Step 3, dice 3, 3 and 6: another double, a joker in the Snowmen.
lueurs-tutorial-snowmen = Two threes: another double. A 6 is a joker: when you write it, you say which value from 1 to 6 it stands for. The Snowmen have a box for each sum from 2 to 12, the rarest sums worth most. Choose the pair 3 and 6, the Snowmen, and the sum 4: the 6 stands for a 1, and sum 4 is worth 2 Grelots. Light the green garland with the other 3: it is full too.
# Hint for step 3.
lueurs-tutorial-snowmen-hint = Not this move. Choose the pair 3 and 6, the Snowmen, the sum 4, then the green garland.
# Step 4, dice 1, 3 and 4: the plus 1 power and the Cakes.
lueurs-tutorial-cakes = Your red garland gave you the plus 1 power: once a turn, you may add 1 to one die. The Cakes: a kouglof and two biscuits, each with puffs of smoke written from the bottom up, the kouglof's numbers climbing, the biscuits' going down; each value goes in the lowest empty puff of a cake. Use plus 1 on the 1, making it a 2; choose the pair 2 and 3, the Cakes, both in the kouglof, 2 then 3; and light the purple garland with the 4.
# Hint for step 4.
lueurs-tutorial-cakes-hint = Not this move. First use plus 1 on the 1; then the pair 2 and 3, the Cakes, the kouglof twice, 2 then 3; then the purple garland.
# Step 5, dice 5, 2 and 4: the Squirrel, and the fourth garland.
lueurs-tutorial-squirrel = The Squirrel has 5 domino spaces in a row: the first domino goes in the centre, each later one beside a placed one, touching halves showing the same number. Choose the pair 2 and 5, the Squirrel, the centre space with 2 on the left, and light the purple garland with the 4. Purple is full: your fourth garland, so the game ends after this turn.
# Hint for step 5.
lueurs-tutorial-squirrel-hint = Not this move. Choose the pair 2 and 5, the Squirrel, the centre space with 2 on the left, then the purple garland.
# Said at the end of the guided game, before "you know the rules".
lueurs-tutorial-end = That was the end of a game of 16 lueurs d'hiver: the five zones, doubles, a joker, a power, and garlands completed with their bags. With other players everyone uses the same dice at once, and whoever completes a zone or a garland first wins its bag; the others cross it out.
