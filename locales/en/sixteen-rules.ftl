## Sixteen: the rules walkthrough (F2), one section per step of the game.

# Heading: the goal.
sixteen-rules-goal-title = Goal
# The goal of the game.
sixteen-rules-goal = Every tile left in your hand counts against you. Lay your tiles on five shared rows, one colour each, always climbing, and get rid of them first, or keep the lightest hand. Lowest score wins. Example: ending with a red 3, a yellow 5 and a green 11 scores 19.
# Heading: the tiles.
sixteen-rules-tiles-title = The tiles
# The 88 tiles and the five colours.
sixteen-rules-tiles = There are 88 tiles. Five colours, red, yellow, green, blue and purple, each have the numbers 1 to 15 and two 16 tiles: the 16 Restart and the 16 End. Three special tiles complete the set: two Scissors and one Trash bin. Your hand is secret; everyone sees the rows and knows how many tiles each player holds.
# Heading: the deal.
sixteen-rules-deal-title = The deal
# How the tiles are dealt and who starts.
sixteen-rules-deal = With 4 players each takes 22 tiles. With 3, each takes 29 and one tile stays in the bag; if it is a 1, it still goes to the centre. With 2, the five tiles numbered 1 go to the centre first, then each takes 30 and the rest stays unused in the bag. Every dealt 1 goes to the centre at once, so all five rows start with their 1. The holder of the red 1 starts; with 2 players, or when the red 1 stayed in the bag, the first player is drawn by lot. Play then goes round the table in seat order.
# Heading: a turn.
sixteen-rules-turn-title = Your turn
# What a turn is.
sixteen-rules-turn = On your turn, do exactly one thing: place tiles on one row, use one special tile (Scissors or Trash bin) and then perhaps place on that same row, or pass when nothing fits. Example: you cut the red 12 with a Scissors, then lay your red 10 and 11.
# Heading: placing tiles.
sixteen-rules-place-title = Placing tiles
# How tiles go on a row.
sixteen-rules-place = Tiles go on the row of their own colour, above the row's last tile. Lay either one tile, anywhere higher (gaps are allowed), or a run of consecutive numbers whose first tile is higher than the row's last. Example: on red 1, 4, 7 you may lay the 10 alone, or 8, 9 and 10 together, but never the 5. Only one row per turn. Careful: tiles you jump over stay stuck in your hand until the row comes down again.
# Heading: the 16 tiles.
sixteen-rules-sixteens-title = The 16 tiles
# The 16 Restart and the 16 End.
sixteen-rules-sixteens = A 16 counts as 16: lay it alone after any number, or at the end of a run that reaches 15, as in 14, 15, 16. Never two 16 tiles in one turn, and your turn ends after a 16. The 16 Restart sends its row back to its 1: every tile above the 1 and the Restart itself leave the game. The 16 End closes its row: nothing goes on it until the End is removed, and a Restart cannot go there either. A Restart on a row that is only its 1 is allowed: it simply leaves the game.
# Heading: the special tiles.
sixteen-rules-specials-title = Scissors and Trash bin
# The two special tiles.
sixteen-rules-specials = Scissors remove the last tile of any row; the Trash bin removes as many tiles as you like from the end of one row. Neither ever takes a row's 1, and either may remove a 16 End, which opens the row again. After using one, you may make one placement on that same row, or end your turn. If nothing of yours fits that row, your turn ends by itself. Only one special per turn; specials are never forced, but each one still in your hand at the end costs 20 points. Removed tiles and used specials leave the game.
# Heading: passing.
sixteen-rules-pass-title = Passing
# When a player may pass.
sixteen-rules-pass = You may pass only when no number tile and no 16 tile of yours fits any row. A special never forces you to play: with nothing to place you may pass even if you hold one. Using a special is a move, not a pass.
# Heading: the end.
sixteen-rules-end-title = The end
# How the game ends.
sixteen-rules-end = The game ends at once when a player has no tile left, even right after a special; that player wins. It also ends when every player passes in the same round: one after another, with no move in between. Then every hand is shown and scored.
# Heading: the score.
sixteen-rules-score-title = Scores
# How scores are counted and who wins.
sixteen-rules-score = Each number tile left counts its number, each 16 tile counts 16, each Scissors or Trash bin 20. Lowest score wins; on a tie, the player with fewer tiles wins; if still tied, the win is shared. Example: 19 points in 3 tiles beats 19 points in 4. During the game you know only your own score.
# Heading: the keys.
sixteen-rules-keys-title = Playing with the keyboard
# The keys of this game.
sixteen-rules-keys = Choose a move step by step: first place, Scissors, Trash bin or pass; then the row; then the tiles, the longest runs first. Each option says what it leaves behind. D reads your hand colour by colour, B reads every row and what may come next, Shift+P lists every placement you could make, L says what you may do, W tells how many tiles each player holds and who passed, T whose turn it is, and C reviews your hand tile by tile with the rows as a grid.
