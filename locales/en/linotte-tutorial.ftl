## La Linotte: the guided game, one explanation and one hint per step.

# Step 1: the game, the short start, the first throw.
linotte-tutorial-first-throw = In La Linotte, you throw five dice to make a combination, then you may put one of your pawns on a free cell of that combination; lines of 3, 4 or 5 pawns score. To keep this lesson short, you join a game halfway: you play white, with 6 pawns on the board, and your pawns on C1, C2 and C3 already make a line of three. B reads the rows. Throw the five dice: press Enter, or R.
# Hint for step 1.
linotte-tutorial-first-throw-hint = Not this move. Throw the five dice first: press Enter, or R.
# Step 2: a SEC: stop at once.
linotte-tutorial-sec-stop = Three twos and two fives: a Full, and on your very first throw. The combinations: Brelan, three dice alike; Full, three alike and two alike; Carré, four alike; Yam, five alike; Quinte, five in a row; Small, a total of 8 or less. A Full, Carré, Quinte, Small or Yam shown by the first throw, without throwing again, is a Sec: it may take a Sec cell as well as its own. Stop throwing now: choose Stop throwing, the last item of the list.
# Hint for step 2.
linotte-tutorial-sec-stop-hint = Not this move. A throw again would lose the Sec: choose Stop throwing, the last item of the list.
# Step 3: placing on a SEC cell.
linotte-tutorial-sec-place = The list offers only the free cells your dice allow: the Full on B4, and the Sec cells B3 and D2. Place your pawn on D2, a Sec cell.
# Hint for step 3.
linotte-tutorial-sec-place-hint = Not this cell. Place your pawn on D2, Sec.
# Step 4: the opponent's line of three, a threat to watch; a new turn.
linotte-tutorial-second-turn = Your opponent made a Brelan of fives and took E4: with E2 and E3, black now has a line of three on row E, worth 2 points. Watch for such lines: a fourth pawn on E1 would make it 4, and five in a line ends the game at once. Your turn: throw the five dice, with Enter or R.
# Hint for step 4.
linotte-tutorial-second-turn-hint = Not this move. Throw the five dice: press Enter, or R.
# Step 5: announcing an APPEL.
linotte-tutorial-announce = 1, 3, 4, 5 and 5: nothing yet, but a Quinte, five dice in a row from 1 to 5 or from 2 to 6, is close. Right after your first throw, before throwing again, you may announce an Appel: Full, Carré, Quinte, Small or Yam. If your final dice show it after at least one more throw, you may take an Appel cell. C4 is an Appel cell, and the gap in your row C. Press A and announce Quinte.
# Hint for step 5.
linotte-tutorial-announce-hint = Not this move. The Appel must be announced before throwing again: press A and choose Quinte.
# Step 6: keeping dice and throwing again.
linotte-tutorial-keep = Up to two more throws: before each, keep the dice you like, and only the others are thrown. Keep the 1, the 3, the 4 and one 5: press 1, 3, 4 and 5, then R to throw the other 5 again. Only a 2 would make the Quinte: 1, 2, 3, 4 and 5.
# Hint for step 6.
linotte-tutorial-keep-hint = Not these dice. Keep the 1, the 3, the 4 and one 5, and throw the other 5 again.
# Step 7: the APPEL is made.
linotte-tutorial-appel-stop = A 2: 1, 2, 3, 4 and 5, a Quinte, after a new throw, as you announced. Your Appel is made. Stop throwing now: choose Stop throwing, the last item of the list.
# Hint for step 7.
linotte-tutorial-appel-stop-hint = Not this move. Your Quinte is made: choose Stop throwing, the last item of the list.
# Step 8: a line of five ends the game.
linotte-tutorial-five = Place your pawn on C4, Appel: with C1, C2, C3 and C5 it makes a line of five across row C. A line runs along a row, a column or a diagonal. Each longest line scores once: 3 pawns 2 points, 4 pawns 3 points, 5 pawns 4 points. Five in a line ends the game at once; the most points win, and a tie goes to black.
# Hint for step 8.
linotte-tutorial-five-hint = Not this cell. Place your pawn on C4, the Appel cell in your row C.
# Said at the end of the guided game, before "you know the rules".
linotte-tutorial-end = That was the end of a game of La Linotte: throwing, keeping dice, a Sec, an Appel, and lines, up to five in a row. A game also ends when a player places their twelfth pawn.
