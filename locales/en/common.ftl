# Joins the last two of several choices: "F1 or question mark".
list-or = { $first } or { $last }
# Joins the last two items of a spoken list: "2, 5 and 5".
list-and = { $first } and { $last }
# Separates the other items of a spoken list. Keep the space inside the quotes.
list-separator = {", "}
# Said for a list with nothing in it.
list-empty = nothing
# Fallback label when a game gives no words for an option (should never be heard).
ui-raw = { $text }
# Said by the review tree when a game has nothing to show.
ui-nothing-to-review = Nothing to review.
# Default prompt of the move chooser.
ui-choose = Choose.
# A number of points, for any game.
common-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
# A player's name, or "you" for the player at the keyboard (subject).
common-who = { $you ->
    [yes] you
   *[no] { $player }
}
# Same, capitalised at the start of a sentence.
common-Who = { $you ->
    [yes] You
   *[no] { $player }
}
# Same as list-or: Spanish says 'u' instead of 'o' before an o sound ("7 u 8").
list-or-u = { $first } or { $last }
# Same as list-and: Spanish says 'e' instead of 'y' before an i sound.
list-and-e = { $first } and { $last }
# Joins the last clause of a list of clauses (a hint's reasons) when a clause before it has commas of its own: "it keeps 2 red cards, 2 bulbs in all, and it leaves the shop empty". Without such commas list-and joins them.
list-clauses = { $first }, and { $last }
# Same as list-clauses: Spanish says 'e' instead of 'y' before an i sound.
list-clauses-e = { $first }, and { $last }

# A negative number, said in words: speech drops a leading "-" and reads "−" in English.
# $number is the number without its sign ("minus 2 points").
common-minus = minus { $number }
# A percentage, said the same way everywhere ("19 percent"). $number: the whole number of percent.
common-percent = { $number } percent
