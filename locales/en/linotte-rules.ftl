### La Linotte: the rules walkthrough (English), one section per rule, as the game plays it.

# Heading: what the game is about.
linotte-rules-goal-title = Goal
# The goal of the game.
linotte-rules-goal = Two players, five dice and a board of 5 by 5 cells. Each cell names a combination of dice. On your turn you throw the dice to make a combination, then you may put one of your pawns on a free cell of that combination. The aim is to line up your pawns: lines of 3, 4 or 5 score points. A draw decides who plays white and starts; the other plays black. Each player has 12 pawns.

# Heading: the board.
linotte-rules-board-title = The board
# The board, row by row.
linotte-rules-board = Rows are A to E from top to bottom, columns 1 to 5 from left to right, so C3 is the centre. Row A: 1, 3, Appel, 4, 6. Row B: 2, Carré, Sec, Full, 5. Row C: Small, Full, Yam, Appel, Quinte. Row D: 6, Sec, Quinte, Small, 1. Row E: 3, 2, Carré, 5, 4. A number cell is a Brelan of that number, and every number appears twice. Press C to walk the board with the arrows: each cell says its name, its combination and who holds it. B reads the rows, Shift+B the columns, G the diagonals, F the free cells.

# Heading: a turn.
linotte-rules-turn-title = A turn
# Throws and stopping.
linotte-rules-turn = Throw the five dice with R. You may then throw again up to two more times. Before each new throw, keep the dice you like and only the others are thrown. Stop whenever you like with Stop throwing, the last item of the list; after the third throw you stop anyway. Each throw is read sorted and grouped, for example three fours, a 2 and a 6, with the combinations it already makes and their free cells. To throw again, at least one die must be left unkept.

# Heading: keeping dice.
linotte-rules-keeping-title = Keeping dice
# How dice are kept and released.
linotte-rules-keeping = After a throw the dice are sorted from lowest to highest: die 1 is the lowest. Space or Enter on a die in the list marks it to keep or puts it back in play; the number keys 1 to 6 mark a die showing that value, or put one back if all of them are already marked. Nothing is thrown until you press R or choose Throw again: the dice marked stay, the others are thrown. Dice kept stay marked for the next throw until you put them back: kept dice may always be thrown again. Example: you throw 2, 4, 4, 5, 6; press 4 twice to keep both fours, then R throws the three other dice.

# Heading: the combinations.
linotte-rules-combinations-title = The combinations
# What each cell needs.
linotte-rules-combinations = The names are those printed in capitals on the French board. Brelan, three of a kind, on the cells 1 to 6: at least three dice of that number, so a Carré or a Yam of it also counts. Carré, four of a kind: at least four identical dice. Full, a full house: three of one value and two of another; a Yam also counts. Quinte, a straight: 1, 2, 3, 4, 5 or 2, 3, 4, 5, 6. Small, a small total: the five dice add up to less than 9, so 8 at most. Yam, five of a kind: five identical dice. One throw can make several combinations: four sixes and a 1 make a Brelan of sixes and a Carré.

# Heading: SEC.
linotte-rules-sec-title = Sec, in one throw
# The SEC cells.
linotte-rules-sec = Sec means dry, in one go: a Full, Carré, Quinte, Small or Yam shown by your very first throw, when you stop without throwing any die again. A Brelan alone does not make a Sec. Announcing an Appel is not a throw, so you may still announce and stop for a Sec. A Sec also allows its own cell: a Full made in one throw may go on Full or on Sec.

# Heading: APPEL.
linotte-rules-appel-title = Appel, the called combination
# The APPEL cells.
linotte-rules-appel = Appel means call. Right after your first throw, before throwing again, press A and announce one of Full, Carré, Quinte, Small or Yam. If your final dice show it after at least one more throw, you may take an Appel cell, as well as the cell of the combination itself. You announce once a turn, and only while an Appel cell is free. A Yam fulfils an announced Full or Carré. Example: you throw three fives, announce Full, keep the fives and throw twice more; two twos at the end let you take A3 or C4 for the Appel, B4 or C2 for the Full, or B5 or E4 for the Brelan of fives.

# Heading: placing a pawn.
linotte-rules-placing-title = Placing a pawn
# Placing.
linotte-rules-placing = Once you stop, the list offers only the free cells your dice allow, each said with its name and combination, for example C3, Yam, and Place nothing. You place at most one pawn a turn and are never forced to place one. A taken cell can never be taken again. If no free cell matches your dice, the turn passes at once.

# Heading: lines and points.
linotte-rules-lines-title = Lines and points
# Scoring.
linotte-rules-lines = Pawns of one colour side by side in a row, a column or a diagonal form a line. Each longest line of 3 or more scores once: 3 pawns score 2 points, 4 pawns 3 points, 5 pawns 4 points. A line of 4 counts as one line of 4, not two lines of 3. A pawn may count in several directions. Short diagonals of 3 or 4 cells count too. After each pawn you hear the lines it made and the points they add.

# Heading: the end.
linotte-rules-end-title = End of the game
# Ending and winning.
linotte-rules-end = The game ends at once when a player lines up 5 pawns or places a twelfth pawn; the other player does not get a last turn. The player with more points wins. A tie goes to black.

# Heading: keys.
linotte-rules-keys-title = Keys
# The game's keys.
linotte-rules-keys = R throws. Up and Down move through the dice; Space or Enter keeps or releases a die; 1 to 6 keep a die by its value; R, or Enter on Throw again, throws the others. A announces an Appel. Stop throwing, the last item, ends the throws; then choose a cell or Place nothing with Enter. D repeats the dice, T says whose turn it is, S the points and Shift+S every line, W the players and their pawns left, C the board. B reads the rows, Shift+B the columns, G the diagonals and F the free cells.
