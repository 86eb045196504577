## Fairy Lights: the guided game, one explanation and one hint per step.

# Step 1: the shop is empty, the player must draw; the lesson's short deck.
fairy-lights-tutorial-first-draw = In Fairy Lights, cards are drawn one by one into a face-up row, the shop; on your turn you draw as long as you dare, then take the cards of a colour. To keep this lesson short, the deck holds only its last 10 cards. The shop is empty, so you must draw: press Enter, or R.
# Hint for step 1.
fairy-lights-tutorial-first-draw-hint = The shop is empty: the only move is to draw. Press Enter, or R.
# Step 2: draw or take; the risk of drawing.
fairy-lights-tutorial-draw-again = With 1 to 4 cards in the shop, you choose: draw again, or take. Drawing is a risk: if the card you draw has the colour of the last card in the shop, you bust, and your turn ends with nothing. The last card is red; draw once more with R.
# Hint for step 2.
fairy-lights-tutorial-draw-again-hint = Not yet. Draw once more with R before taking.
# Step 3: taking, and what the bulbs of a colour do.
fairy-lights-tutorial-take-red = A yellow card after a red one: no bust. Now take. Taking takes every card of one colour from the shop. Then count your bulbs of that colour: a multiple of 3 banks those cards and their stars are yours; 1 or 2, you keep them face up, and at the end their stars count against you unless they bank; 4 or more otherwise, you discard them all. Press K and take the red: 1 bulb, you keep it.
# Hint for step 3.
fairy-lights-tutorial-take-red-hint = Not this move. Press K and take the red card.
# Step 4: after the opponent's bust.
fairy-lights-tutorial-after-bust = Your opponent drew a green card, then another green right after it: a bust. They took nothing, and both greens stay in the shop. Listen for the colour of the last card in the shop: it is the one that busts. The shop holds 3 cards; draw, with Enter or R.
# Hint for step 4.
fairy-lights-tutorial-after-bust-hint = Not yet. Draw with R: a red card is coming.
# Step 5: banking 3 red bulbs.
fairy-lights-tutorial-bank-red = A red card with 2 bulbs. Take the red with K: with the red card you kept, 1 and 2 make 3 bulbs, a multiple of 3. Both red cards are banked, and their 3 stars count for you for good.
# Hint for step 5.
fairy-lights-tutorial-bank-red-hint = Not this move. Press K and take the red: 3 red bulbs bank.
# Step 6: the opponent keeps two greens face up.
fairy-lights-tutorial-draw-purple = Your opponent took the two greens: 2 bulbs, kept face up. At the end, stars still face up count against their owner, so those greens are a debt until they bank. Only the yellow card is left in the shop; draw, with Enter or R.
# Hint for step 6.
fairy-lights-tutorial-draw-purple-hint = Not yet. Draw with R.
# Step 7: a safe draw.
fairy-lights-tutorial-draw-blue = A purple card after the yellow: safe. Draw again with R.
# Hint for step 7.
fairy-lights-tutorial-draw-blue-hint = Not yet. Draw again with R.
# Step 8: which colour would bust now.
fairy-lights-tutorial-draw-fourth = A blue card. The last card is blue now, so only a blue card would bust you. Press B at any time to hear what is left in the deck and the chance of a bust. Draw again with R.
# Hint for step 8.
fairy-lights-tutorial-draw-fourth-hint = Not yet. Draw again with R.
# Step 9: the fifth card fills the shop.
fairy-lights-tutorial-fill-shop = The shop holds yellow, purple, blue and purple. One more card fills it: a shop of 5 cards must be taken, and nobody may draw from it. Draw with R.
# Hint for step 9.
fairy-lights-tutorial-fill-shop-hint = Not yet. Draw with R to fill the shop.
# Step 10: a full shop: take two colours.
fairy-lights-tutorial-take-two = The shop is full: you take every card of two colours. The list is open: choose Blue and purple, its last item: your 3 purple bulbs bank, and your blue card, 1 bulb, stays face up. The yellows would bring you nothing but trouble.
# Hint for step 10.
fairy-lights-tutorial-take-two-hint = Not this choice. Press K and take blue and purple.
# Step 11: the opponent's discard, and the last card of the deck.
fairy-lights-tutorial-last-card = Your opponent took both yellows: 4 bulbs, not a multiple of 3, so all their yellow cards are discarded. The shop is empty again: draw, with Enter or R. It is the last card of the deck.
# Hint for step 11.
fairy-lights-tutorial-last-card-hint = The shop is empty: the only move is to draw. Press Enter, or R.
# Step 12: the end of the deck.
fairy-lights-tutorial-take-last = That was the last card: you finish your turn, and you may take but no longer draw. Take the blue with K: 3 blue bulbs bank, and the game ends. Your score is the stars of your banked cards, minus the stars of the cards still face up.
# Hint for step 12.
fairy-lights-tutorial-take-last-hint = Press K and take the blue.
# Said at the end of the guided game, before "you know the rules".
fairy-lights-tutorial-end = That was a game of Fairy Lights: drawing, busting, taking, keeping, banking and discarding, and the end of the deck. A real game uses all 60 cards, for 2 to 5 players.
