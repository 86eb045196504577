## 16 lueurs d'hiver: the rules walkthrough (F2), one section per message.

# Walkthrough heading.
lueurs-rules-goal-title = Goal
# The goal of the game.
lueurs-rules-goal = Each player fills a winter score sheet: five zones where dice pairs are recorded, and five garlands of bulbs, sixteen bulbs in all. Points are Grelots, little bells. The player with the most Grelots at the end wins; a tie stays a tie. From 1 to 6 players; alone, you play for your best score.

# Walkthrough heading.
lueurs-rules-turn-title = A turn
# The turn sequence.
lueurs-rules-turn = Three dice are rolled once for everybody. Then every player, at the same time and in secret, chooses two dice as the pair and records it in one zone of their sheet, or records nothing. The third die, the garland die, lights a bulb of the garland of its colour. When everybody has chosen, all the sheets are written at once and completions are announced. Example: the roll is 1, 4 and 5; you record 1 and 4 in the Birdhouses, row 1, column 4, and the 5 lights a blue bulb.

# Walkthrough heading.
lueurs-rules-choosing-title = Choosing your move
# How the chooser works, keys included.
lueurs-rules-choosing = Your move is chosen step by step, and only legal options are offered: the powers, once you have one; the pair (or record nothing); the zone; the exact place, with the value of a joker; and last the bulb. Up and Down move, Enter chooses, Escape goes back one step. Nothing is written until you choose the bulb. Shift+L says why a pair, a zone or a bulb is not offered. L sums up the pairs and their zones, D says the dice, C reviews your sheet and Shift+C another player's, G reads your garlands and B your bags. At the pair step, a digit from 1 to 6 keeps that die for the garland and pairs the other two. F2 on an option reads the rule behind it.

# Walkthrough heading.
lueurs-rules-doubles-title = Doubles
# Doubles.
lueurs-rules-doubles = When the roll shows two equal dice, every player ticks one of their 12 doubles boxes, worth 1 Grelot each. It happens by itself at the roll. Only the natural dice count: powers never make or undo a double. A triple is one double. Example: 3, 3 and 5 ticks one doubles box on every sheet; once your 12 boxes are ticked, doubles give you nothing more.

# Walkthrough heading.
lueurs-rules-powers-title = Powers
# The +1 and −1 powers.
lueurs-rules-powers = Filling a garland unlocks its power for the rest of the game: red, green and blue give plus 1, yellow and purple give minus 1. Each turn you may add 1 to one die with plus 1 and take 1 from another die with minus 1, each at most once; a 6 cannot go up and a 1 cannot go down. Two garlands of the same power give nothing more. The changed value counts for the zone and the garland, never for doubles. A die raised to 6 becomes a joker; a 6 lowered to 5 is just a 5. Example: you rolled 2, 3 and 5 and hold plus 1: the 5 becomes a 6, a joker. Uses that would give the same dice as another option are offered only once.

# Walkthrough heading.
lueurs-rules-jokers-title = Jokers
# The 6 as a joker.
lueurs-rules-jokers = Every 6 is a joker. When you record it, you say which value from 1 to 6 it stands for, and that value is written. The chooser asks it through the place: the Songbird box you tick, the birdhouse, the snowman, the numbers in the cakes or on the domino. Example: with 6 and 3 in the Snowmen, ticking the 9 says the joker is a 6; ticking the 4 says it is a 1. A 6 used as the garland die lets you tick any garland that is not full.

# Walkthrough heading.
lueurs-rules-bird-title = Songbird
# The Songbird zone.
lueurs-rules-bird = A track of 12 boxes leads away from the bird. Each box shows a die value: 2, 5, 1, 4, 3, 6, 5, 2, 4, 1, 6, 3, from the bird outward. The pair ticks two free boxes, one showing each of its values, anywhere on the track; if only one can be ticked, the pair cannot go there. Boxes are worth 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, but only the unbroken run of ticked boxes from box 1 scores. Example: boxes 1 to 8 ticked score 14; tick box 10 with box 9 empty and it scores nothing until box 9 is ticked. Bag: 3 Grelots.

# Walkthrough heading.
lueurs-rules-birdhouses-title = Birdhouses
# The Birdhouses zone.
lueurs-rules-birdhouses = A grid of 3 by 3 birdhouses: rows 1, 2 and 3, columns 4, 5 and 6. The pair must hold one die from 1 to 3, the row, and one from 4 to 6, the column, in either order; tick that birdhouse if it is empty. A full row scores 6, 7 or 8 for rows 1, 2, 3; a full column scores 8, 7 or 6 for columns 4, 5, 6. Example: 2 and 5 ticks row 2, column 5; row 3 and column 5 full score 15. A joker may stand for the row or the column. Bag: 3 Grelots.

# Walkthrough heading.
lueurs-rules-cakes-title = Cakes
# The Cakes zone.
lueurs-rules-cakes = One kouglof of 4 puffs of smoke and two biscuits of 3 puffs each; numbers are written from the bottom puff up. In the kouglof they must strictly rise, in each biscuit strictly fall. Each value of the pair goes in the lowest empty puff of a cake: both in one cake, in the order you pick, the first one lower; or one in each of two cakes. Both must fit. Puffs score, from the bottom: kouglof 1, 1, 2, 2; each biscuit 1, 1, 2. Example: 1 then 2 in the kouglof, later 3 in the kouglof and 4 in biscuit 1: 5 Grelots. Bag: 3 Grelots.

# Walkthrough heading.
lueurs-rules-snowmen-title = Snowmen
# The Snowmen zone.
lueurs-rules-snowmen = Eleven snowmen for the sums 2 to 12. Add the two dice of the pair and tick that snowman if it is empty. The sum 2 scores 4, 3 scores 3, 4 scores 2, each sum from 5 to 9 scores 1, 10 scores 2, 11 scores 3 and 12 scores 4. Example: 1 and 1 ticks the 2 for 4 Grelots; 5 and 6 ticks the 11 for 3. Bag: 3 Grelots.

# Walkthrough heading.
lueurs-rules-squirrel-title = Squirrel
# The Squirrel zone.
lueurs-rules-squirrel = Five domino spaces in a row; the arrow marks the centre, space 3, which takes the first domino, turned the way you choose. Each later domino goes in the empty space next to the row, at either end, turned so that the touching halves show the same number. The spaces score 4, 3, 2, 3, 4 from left to right. Example: 2 and 5 on the centre; then 5 and 1 can go to its right, the 5 touching it, and 4 and 2 to its left, the 2 touching it. Bag: 2 Grelots.

# Walkthrough heading.
lueurs-rules-garlands-title = Garlands and bulbs
# Garlands.
lueurs-rules-garlands = Each turn you tick one bulb with the garland die: 1 red, 2 yellow, 3 green, 4 purple, 5 blue. The red, yellow, green and purple garlands have 3 bulbs, the blue one 4: sixteen in all. A 6, or a die whose garland is already full, lets you tick a bulb of any garland that is not full. If you record nothing, you still tick one bulb, with any of the dice. Example: you keep a 4 and tick a purple bulb; that completes purple, which unlocks its minus 1 power. Garland bags: 2 Grelots each, 3 for blue.

# Walkthrough heading.
lueurs-rules-bags-title = Grelot bags
# Bags.
lueurs-rules-bags = Every zone and every garland has a bag of Grelots. When you complete a zone or a garland, you announce it and circle its bag: it scores at the end. Everybody else crosses that bag out and can never win it. Several players completing the same thing in the same turn all circle it. If your bag was already crossed out, completing still counts for the zone's own Grelots, but the bag is lost. Alone, no bag is ever crossed out.

# Walkthrough heading.
lueurs-rules-end-title = End of the game
# The end.
lueurs-rules-end = The game ends after the turn in which any player has filled four garlands. That turn is played out by everybody, then scores are counted. The player with the most Grelots wins; a tie stays a tie. A game lasts 15 turns at most.

# Walkthrough heading.
lueurs-rules-scoring-title = Score track
# Scoring.
lueurs-rules-scoring = The score track adds six rows: first the doubles ticked plus every circled bag; then the Songbird, the Birdhouses, the Cakes, the Snowmen and the Squirrel. Example: 11, 14, 15, 5, 7 and 0 make 52, with two doubles and the red, yellow, green and blue garland bags, 2, 2, 2 and 3, in the first row.

# Walkthrough heading.
lueurs-rules-solo-title = Playing alone
# Solo play.
lueurs-rules-solo = Alone, you play exactly the same rules and aim for your best score; every bag you complete is yours. At the end you hear your score and your best so far.

# Walkthrough heading.
lueurs-rules-readings-title = How this edition reads the rules
# Decisions where the printed rules are silent.
lueurs-rules-readings = Where the printed rules are silent, this edition decides: the doubles box is ticked automatically at the roll; the two powers may not both be used on the same die, since they would cancel out; powers may also be used when you record nothing, to change which bulb you may tick; a power unlocked during a turn can be used from the next turn; you may always record nothing, even when a pair fits; in the Songbird the joker's value is the value printed on the box it ticks; every player's choice of a turn is written before completions are checked, so same-turn finishers all win the bag.
