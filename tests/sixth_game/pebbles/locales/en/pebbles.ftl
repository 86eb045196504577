# The game's name in menus.
pebbles-name = Pebbles
# One line for the menu.
pebbles-summary = Take one to three pebbles; the last one wins.
# A take, with the pile left.
pebbles-took = { $you ->
    [yes] You took
   *[no] { $player } took
} { $count }, { $left } left.
# The pile.
pebbles-pile = { $left } left in the pile.
# Chooser question.
pebbles-how-many = How many pebbles?
# The verb step.
pebbles-take-verb = Take
# One option.
pebbles-take = Take { $count }
# The end.
pebbles-won = { $you ->
    [yes] You took
   *[no] { $player } took
} the last pebble.
