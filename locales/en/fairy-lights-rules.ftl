## Fairy Lights: the rules walkthrough (F2), section by section.

# Section title.
fairy-lights-rules-goal-title = The game
# The goal, the players, who begins.
fairy-lights-rules-goal = Fairy Lights is a push-your-luck card game for 2 to 5 players. Cards are drawn one by one into a shared face-up row, the shop; on your turn you draw as long as you dare, then take the cards of a colour. When your bulbs of a colour reach 3, 6, 9 or 12, those cards are banked and their stars count for you; cards still face up at the end count against you. The first player at the table begins, then turns go round in seat order.
# Section title.
fairy-lights-rules-deck-title = The deck
# The 60 cards and what is public.
fairy-lights-rules-deck = 60 cards in five colours, twelve of each: red, yellow, green, blue and purple. In each colour, eight cards show 1 bulb and are worth 0, 0, 1, 1, 1, 1, 2 and 2 stars, and four cards show 2 bulbs and are worth 0, 0, 1 and 1 stars: 16 bulbs and 10 stars per colour. The deck is shuffled once, face down. Its order is secret, but what remains is public, as the backs of the real cards show it: press B to hear the cards left by colour and the chance that the next draw busts.
# Section title.
fairy-lights-rules-turn-title = Your turn
# Start-of-turn choice by shop size.
fairy-lights-rules-turn = At the start of your turn, count the cards in the shop. With 5 cards you must take and may not draw. With 1 to 4 cards you choose to draw or to take. With an empty shop you must draw. Press R to draw and K to take, or choose in the list with the arrows and Enter.
# Section title.
fairy-lights-rules-draw-title = Drawing and busting
# Drawing, busting, the forced take.
fairy-lights-rules-draw = Drawing reveals the top card of the deck and puts it at the end of the shop; you hear it at once, for example "Purple, 2 bulbs, 1 star". If it has the colour of the card that was last in the shop before it, you bust: your turn ends at once, you take nothing and the card stays in the shop for the next player. Otherwise, if the shop now holds 5 cards you must take; if not, you choose to draw again or to take. Example: the shop ends with a blue card and you draw a blue card: bust. A card drawn into an empty shop never busts.
# Section title.
fairy-lights-rules-take-title = Taking
# How many colours to take.
fairy-lights-rules-take = With 1 to 4 cards in the shop, take every card of one colour. With 5 cards, take every card of two colours; if only one colour is present, take that one. Each choice says what it brings and what it would do to you, for example "Red: 2 cards, 3 bulbs, 1 star; you would bank 3 cards for 4 stars". The other cards stay in the shop for the next player.
# Section title.
fairy-lights-rules-bank-title = Banking, keeping, discarding
# What happens to each colour just taken.
fairy-lights-rules-bank = After taking, for each colour just taken, count the bulbs of that colour among your unbanked cards, the new ones included. A multiple of 3, that is 3, 6, 9 or 12: all those cards are banked face down and their stars count for you. 1 or 2 bulbs: you keep the cards face up. 4 or more and not a multiple of 3: you discard all your unbanked cards of that colour. Example: you hold a red card with 1 bulb and take a red card with 2 bulbs: 3 bulbs, banked. Had you taken two red cards with 2 bulbs each: 5 bulbs, all three cards discarded. On the real table banked cards lie face down, but everyone saw them taken, so here every collection can be heard: C for yours, Shift+C for another player's.
# Section title.
fairy-lights-rules-end-title = End and score
# The last card, the score, ties.
fairy-lights-rules-end = When the last card of the deck is revealed, the player who drew it finishes that turn: drawing is no longer allowed, so unless that card busts they take, and the game ends. Your score is the stars of your banked cards minus the stars of your unbanked cards. The highest score wins; players tied for it share the win. Example: 14 stars banked and 3 stars still face up make 11 points.
# Section title.
fairy-lights-rules-keys-title = Keys
# The game's keys and the review.
fairy-lights-rules-keys = R draws. K takes: it opens the choice of colours, or takes at once when there is only one choice. D reads the shop card by card, the last card named as such; G sums it up by colour. B tells the deck by colour and the chance of busting. C reviews your collection, then the shop and the deck; Shift+C another player's. T says whose turn it is and what the shop allows; S and Shift+S give the scores; L the moves you may make.
