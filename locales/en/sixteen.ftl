## Sixteen: every message the game speaks. Variables: $player (a name) with $you (yes/no)
## from the platform; $colour is a colour label message; $row a row phrase ("the red row").

# The game's name in the menu.
sixteen-name = Sixteen
# One sentence for the game menu.
sixteen-summary = Lay your tiles on five colour rows, always climbing; the lightest hand wins. 2 to 4 players.

## Tiles, runs and rows

# One tile: a number, or one of the two 16 tiles (printed 16 RESTART and 16 END).
sixteen-tile = { $tile ->
    [restart] 16 Restart
    [end] 16 End
   *[other] { $tile }
}
# Three or more consecutive numbers, said as a range: "7 to 11".
sixteen-range = { $first } to { $last }
# A tile as an item of a list that names each tile with its article ("the 7", "the 16
# Restart"). $tile: the tile (sixteen-tile).
sixteen-tile-the = the { $tile }
# A range as an item of such a list ("13 to 15 and the 16 Restart").
sixteen-range-the = { $first } to { $last }
# A second or later range in such a list, where a language names the tiles once and does not repeat the noun ("8 to 10 and 12 to 14").
sixteen-range-the-again = { $first } to { $last }
# A tile after a range in a list that is a label ("Red: 12 to 14 and 16 Restart"; Spanish
# gives it an article there). $tile: the tile (sixteen-tile).
sixteen-tile-after-range = { $tile }
# A colour as a label at the start of a line or in a list.
sixteen-colour = { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
    [blue] Blue
   *[other] Purple
}
# A row named by its colour alone, as an option at the start of a line (it answers "On which row?").
sixteen-row-label = { $colour ->
    [red] Red
    [yellow] Yellow
    [green] Green
    [blue] Blue
   *[other] Purple
}
# A row's colour inside a sentence, as a word qualifying "row": an item of a list of rows ("the red and blue rows").
sixteen-row-colour = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
   *[other] purple
}
# A row inside a sentence.
sixteen-row = { $colour ->
    [red] the red row
    [yellow] the yellow row
    [green] the green row
    [blue] the blue row
   *[other] the purple row
}
# A row at the start of a sentence.
sixteen-Row = { $colour ->
    [red] The red row
    [yellow] The yellow row
    [green] The green row
    [blue] The blue row
   *[other] The purple row
}
# A row and what may come next. $tiles the tiles on it; $top its last number.
sixteen-row-state = { $state ->
    [ended] { $colour }: ended ({ $tiles }).
    [full] { $colour }: { $tiles }; only a 16 fits.
    [waiting] { $colour }: waiting for its 1.
   *[other] { $colour }: { $tiles }; next tile above { $top }.
}
# The tiles of one colour in a hand.
sixteen-hand-colour = { $colour }: { $tiles }.
# How many of one special tile a hand holds.
sixteen-special-held = { $kind ->
    [scissors] { $count ->
        [one] 1 Scissors tile
       *[other] { $count } Scissors tiles
    }
   *[other] the Trash bin
}
# The special tiles of a hand. $specials a list of sixteen-special-held.
sixteen-hand-specials = { $count ->
    [0] No special tile.
   *[other] Special tiles: { $specials }.
}
# A special tile as something you may use.
sixteen-special = { $kind ->
    [scissors] a Scissors tile
   *[other] the Trash bin
}
# A special tile used on a row, for the table and the review.
sixteen-used = { $kind ->
    [scissors] Scissors on { $row }
   *[other] Trash bin on { $row }
}
# The tiles of one placement.
sixteen-placement = { $tiles }

## What happens

# Private: your hand has just been dealt (the 1s already went to the centre).
sixteen-ev-hand = { $count ->
    [one] You receive 1 tile.
   *[other] You receive { $count } tiles.
}
# A player and the tiles they hold, in the deal announcement: "22 for Ana".
sixteen-seat-count = { $you ->
    [yes] { $count } for you
   *[other] { $count } for { $player }
}
# The deal is done. $counts a list of sixteen-seat-count.
sixteen-ev-dealt = The tiles are dealt and the five tiles numbered 1 start the rows. Tiles in hand: { $counts }.
# Who starts: the holder of the red 1, or a player drawn by lot.
sixteen-ev-first = { $drawn ->
    [yes] { $you ->
        [yes] You are drawn to start.
       *[other] { $player } is drawn to start.
    }
   *[other] { $you ->
        [yes] You hold the red 1 and start.
       *[other] { $player } holds the red 1 and starts.
    }
}
# Tiles nobody plays with (2 players, or the 3-player leftover).
sixteen-ev-bag = { $count ->
    [one] 1 tile stays in the bag, unused.
   *[other] { $count } tiles stay in the bag, unused.
}
# Tiles laid on a row, with how many the player still holds. $tiles: a list of
# sixteen-tile-the and sixteen-range-the.
sixteen-ev-placed = { $you ->
    [yes] You place { $tiles } on { $row }; { $left ->
        [0] no tiles left.
        [one] 1 tile left.
       *[other] { $left } tiles left.
    }
   *[other] { $player } places { $tiles } on { $row }; { $left ->
        [0] no tiles left.
        [one] 1 tile left.
       *[other] { $left } tiles left.
    }
}
# Another player's placement, brief.
sixteen-ev-placed-brief = { $player }: { $tiles } on { $row }.
# A 16 Restart sent the row back to its 1. $removed the tiles that left with it (a list of
# sixteen-tile-the and sixteen-range-the); $count how many.
sixteen-ev-restarted = { $count ->
    [0] { $row } stays at its 1; the 16 Restart leaves the game.
    [one] { $row } goes back to its 1; { $removed } leaves the game with the 16 Restart.
   *[other] { $row } goes back to its 1; { $removed } leave the game with the 16 Restart.
}
# A 16 End closed the row.
sixteen-ev-ended = { $row } is ended: nothing more goes on it until its End is removed.
# A Scissors tile removed the last tile of a row.
sixteen-ev-cut = { $you ->
    [yes] You use a Scissors tile on { $row }: { $tile } leaves the game{ $reopened ->
        [yes] , and the row is open again.
       *[other] .
    }
   *[other] { $player } uses a Scissors tile on { $row }: { $tile } leaves the game{ $reopened ->
        [yes] , and the row is open again.
       *[other] .
    }
}
# The Trash bin removed tiles from the end of a row. $removed: a list of sixteen-tile-the and
# sixteen-range-the; $count how many.
sixteen-ev-trashed = { $you ->
    [yes] You use the Trash bin on { $row }: { $removed } { $count ->
        [one] leaves
       *[other] leave
    } the game{ $reopened ->
        [yes] , and the row is open again.
       *[other] .
    }
   *[other] { $player } uses the Trash bin on { $row }: { $removed } { $count ->
        [one] leaves
       *[other] leave
    } the game{ $reopened ->
        [yes] , and the row is open again.
       *[other] .
    }
}
# After a special, the player places nothing (by choice, or because nothing of theirs fits that row).
sixteen-ev-declined = { $you ->
    [yes] You place nothing more.
   *[other] { $player } places nothing more.
}
# A player passed.
sixteen-ev-passed = { $you ->
    [yes] You pass.
   *[other] { $player } passes.
}
# How many players have passed one after another (the game ends when all have).
sixteen-ev-pass-streak = { $streak ->
    [one] 1 of { $players } players has passed in a row.
   *[other] { $streak } of { $players } players have passed in a row.
}
# A player laid their last tile: the game ends at once.
sixteen-ev-went-out = { $you ->
    [yes] You have laid your last tile!
   *[other] { $player } has laid their last tile!
}
# Every player passed in the same round.
sixteen-ev-all-passed = Everyone passed in the same round.
# The winner(s). $players a list of names; $how: out (empty hand), shared, tiles (tie broken by fewer tiles), points.
sixteen-winners = { $how ->
    [out] { $you ->
        [yes] You win: your hand is empty.
       *[other] { $players } wins: their hand is empty.
    }
    [shared] { $players } share the win with { $points ->
        [one] 1 point
       *[other] { $points } points
    } and { $count ->
        [one] 1 tile
       *[other] { $count } tiles
    } each.
    [tiles] { $you ->
        [yes] You win: tied on { $points ->
            [one] { $points } point
           *[other] { $points } points
        }, but with fewer tiles ({ $count }).
       *[other] { $players } wins: tied on { $points ->
           [one] { $points } point
          *[other] { $points } points
       }, but with fewer tiles ({ $count }).
    }
   *[other] { $you ->
        [yes] You win with { $points ->
            [one] 1 point.
           *[other] { $points } points.
        }
       *[other] { $players } wins with { $points ->
            [one] 1 point.
           *[other] { $points } points.
        }
    }
}

## Keys D, S, T, W

# D for a spectator, who holds no tiles.
sixteen-hand-none = You hold no tiles: you are watching.
# D: how many tiles you hold.
sixteen-hand-count = { $count ->
    [0] Your hand is empty.
    [one] You hold 1 tile.
   *[other] You hold { $count } tiles.
}
# A number of tiles.
sixteen-tiles = { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}
# S: a known score (yours during the game, everyone's at the end). $points "12 points",
# $tiles "3 tiles".
sixteen-score-seat = { $over ->
    [yes] { $you ->
        [yes] You: { $points }, { $tiles }.
       *[other] { $player }: { $points }, { $tiles }.
    }
   *[other] { $you ->
        [yes] You: { $points } in hand so far, { $tiles }.
       *[other] { $player }: { $points } in hand so far, { $tiles }.
    }
}
# S: another player's score is secret until the end; only the tile count is known.
sixteen-score-hidden = { $player }: { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}; score hidden until the end.
# A score line for one colour: the tiles left and what they count.
sixteen-item-colour = { $colour }: { $points ->
    [one] 1 point
   *[other] { $points } points
} ({ $tiles }).
# A score line for special tiles left in hand (20 points each).
sixteen-item-special = { $kind ->
    [scissors] { $count ->
        [one] Scissors
       *[other] { $count } Scissors
    }
   *[other] Trash bin
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# A score with no tile left.
sixteen-item-none = No tile left: 0 points.
# T before the deal.
sixteen-turn-deal = The tiles are about to be dealt.
# T after the end.
sixteen-turn-over = The game is over.
# T: whose turn it is.
sixteen-turn = { $you ->
    [yes] Your turn.
   *[other] { $player }'s turn.
}
# T: a special was used and its optional placement is awaited.
sixteen-turn-special = { $you ->
    [yes] You used { $kind ->
        [scissors] a Scissors tile
       *[other] the Trash bin
    } on { $row }: place on it, or end your turn.
   *[other] { $player } used { $kind ->
        [scissors] a Scissors tile
       *[other] the Trash bin
    } on { $row } and may still place on it.
}
# T: the players who have passed one after another.
sixteen-turn-passed = Passed in a row: { $players }.
# W: one player at the table. $used a list of sixteen-used.
sixteen-table-seat = { $you ->
    [yes] You
   *[other] { $player }
}: { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}{ $turn ->
    [yes] , playing now
   *[other] {""}
}{ $passed ->
    [yes] , passed
   *[other] {""}
}{ $any_used ->
    [yes] ; used { $used }
   *[other] {""}
}.
# W: tiles left unused in the bag.
sixteen-table-bag = { $count ->
    [one] 1 tile stays unused in the bag.
   *[other] { $count } tiles stay unused in the bag.
}

## L and Shift+P

# L when nobody may play.
sixteen-legal-none = Nothing to play now.
# L during another player's turn.
sixteen-legal-wait = It is { $player }'s turn, not yours.
# L after your special: the optional placement.
sixteen-legal-again = { $ways ->
    [one] Place on { $row } (1 way), or end your turn.
   *[other] Place on { $row } ({ $ways } ways), or end your turn.
}
# L: the rows you can place on. $rows a list of sixteen-row-colour; $count how many rows.
sixteen-legal-place = { $count ->
    [one] You can place on the { $rows } row.
   *[other] You can place on the { $rows } rows.
}
# L: nothing fits.
sixteen-legal-pass = No tile of yours fits: you may pass.
# L: the specials you may use. $specials "a Scissors tile or the Trash bin".
sixteen-legal-specials = You may also use { $specials }.
# Shift+P outside your turn: what you could place on your turn.
sixteen-placements-not-turn = Not your turn; on your turn you could place:
# Shift+P: what fits one row. $runs the longest runs ("8 to 12, 14"; any part fits too),
# $sixteens the 16 tiles held, $after: yes when a run reaches 15, so a 16 may end it.
sixteen-placements-row = { $colour }: { $has_runs ->
    [yes] { $runs }{ $has_sixteens ->
        [yes] ; { $sixteens }{ $after ->
            [yes] , alone or after the 15
           *[other] {""}
        }
       *[other] {""}
    }
   *[other] { $sixteens }
}.
# Shift+P when nothing fits.
sixteen-placements-none = No tile of yours fits any row.
# Shift+P on your turn, the first line of the list: how many placements, on which rows. $rows a list of sixteen-row-colour; $rowcount how many rows.
sixteen-pick-summary = { $count ->
    [one] 1 placement, on the { $rows } row. Enter on it plays it.
   *[other] { $count } placements, on the { $rows } { $rowcount ->
        [one] row
       *[other] rows
    }. Enter on one plays it.
}
# Shift+P on your turn: one placement of the list, its row then what it does.
sixteen-pick-place = { $colour }, { $label }

## The move chooser

# First question of a turn.
sixteen-ask-action = Your move?
# After a special: the optional placement.
sixteen-ask-again = You used { $kind ->
    [scissors] a Scissors tile
   *[other] the Trash bin
} on { $row }: { $fits ->
    [yes] place on it, or end your turn?
   *[other] nothing of yours fits there.
}
# Which row to place on.
sixteen-ask-row = On which row?
# Which tiles to lay.
sixteen-ask-tiles = Which tiles on { $row }? { $top ->
    [15] Only a 16 fits.
   *[other] Next above { $top }.
}
# Which row the Scissors cut.
sixteen-ask-cut = Scissors: cut the last tile of which row?
# Which row the Trash bin clears.
sixteen-ask-trash = Trash bin: clear which row from its end?
# How many tiles the Trash bin removes.
sixteen-ask-count = How many tiles off the end of { $row }?
# Option: place tiles. $ways how many placements in all.
sixteen-opt-place = { $ways ->
    [one] Place tiles: 1 way.
   *[other] Place tiles: { $ways } ways.
}
# Option: use a special tile.
sixteen-opt-special = { $kind ->
    [scissors] Scissors: remove the last tile of a row, then you may place on it.
   *[other] Trash bin: remove tiles from the end of a row, then you may place on it.
}
# Option: pass.
sixteen-opt-pass = Pass: no tile of yours fits.
# Option after a special: place nothing.
sixteen-opt-end-turn = End your turn without placing.
# Option: a row to place on.
sixteen-opt-row = { $colour }, { $top ->
    [15] only a 16 fits
   *[other] next above { $top }
}: { $ways ->
    [one] 1 way
   *[other] { $ways } ways
}.
# The first step taken for the player when placing is all they can do, and how many
# placements they have in all (the next question lists them by row).
sixteen-taken-place = { $ways ->
    [one] Place tiles (the only choice): 1 way.
   *[other] Place tiles (the only choice): { $ways } ways.
}
# The only row the player's tiles fit, taken for them, and how many placements it has.
sixteen-taken-row = { $colour }, { $top ->
    [15] only a 16 fits
   *[other] next above { $top }
} (the only row): { $ways ->
    [one] 1 way
   *[other] { $ways } ways
}.
# Option: the tiles of a placement, their points, what a 16 does, and $stuck: your tiles of
# that colour it leaves unplayable on the row (jumped over, or all of them under an End);
# $stuck_count how many (0: none). $stuck is a list of sixteen-tile-the and sixteen-range-the
# items (each with its article where the language has one: "the 5", "7 to 9").
sixteen-opt-tiles = { $tiles }: { $points ->
    [one] 1 point
   *[other] { $points } points
}{ $effect ->
    [restart] , then the row goes back to its 1
    [end] , and the row is ended
   *[other] {""}
}{ $stuck_count ->
    [0] {""}
   *[other] ; leaves { $stuck } stuck
}.
# Option: the row the Scissors would cut.
sixteen-opt-cut = { $colour }: removes { $tile }{ $reopens ->
    [yes] , opening the row again
   *[other] {""}
}, leaving { $rest }.
# Option: the row the Trash bin would clear.
sixteen-opt-trash-row = { $colour }: { $tiles }; up to { $most ->
    [one] 1 tile
   *[other] { $most } tiles
}.
# Option: how many tiles the Trash bin removes.
sixteen-opt-trash-count = { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}: { $removed }{ $reopens ->
    [yes] , opening the row again
   *[other] {""}
}, leaving { $rest }.
# Why not: every row is offered.
sixteen-why-all-rows = Every row is offered.
# Why not: rows holding only their 1. $rows a list of sixteen-row-colour; $count how many rows.
sixteen-why-only-one = { $count ->
    [one] The { $rows } row holds only its 1, which never leaves its row.
   *[other] The { $rows } rows hold only their 1, which never leaves its row.
}
# Why not: the placement rule for a row.
sixteen-why-tiles = Only tiles above { $top } go on { $row }: one tile, or a run of consecutive numbers; a 16 alone or right after a 15; never two 16 tiles together.
# Why not: the Trash bin never takes the 1.
sixteen-why-count = The row's 1 always stays.
# Why not: a second special in the same turn.
sixteen-why-one-special = One special per turn: now place on that row, or end your turn.
# Why not: no pass while a tile fits.
sixteen-why-no-pass = You cannot pass: a tile of yours fits.
# Why not: nothing can be placed.
sixteen-why-no-place = No tile of yours fits any row.
# Why not: a special you do not hold.
sixteen-why-no-special = { $kind ->
    [scissors] You hold no Scissors tile.
   *[other] You do not hold the Trash bin.
}
# Why not: specials held, but every row holds only its 1, so there is nothing to remove.
sixteen-why-no-target = No special yet: every row holds only its 1, which never leaves.
# Why not: an ended row.
sixteen-why-ended = { $colour }: ended; nothing goes on it until its End is removed.
# Why not: why nothing of yours fits a row.
sixteen-why-row = { $colour }: { $reason ->
    [none-held] you hold no tile of this colour.
    [needs-sixteen] it ends in 15; only a 16 fits, and you hold none.
   *[other] none of your tiles is above { $top }.
}

## The review tree (C)

# A hand whose tiles are hidden until the end.
sixteen-node-hidden = { $player }: { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}, hidden until the end.
# A hand you may see.
sixteen-node-hand = { $you ->
    [yes] Your hand
   *[other] { $player }'s hand
}: { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}.
# The special tiles a player has used.
sixteen-node-used = Used: { $used }.
# One tile of a hand and whether it fits its row now.
sixteen-node-tile = { $tile }: { $state ->
    [fits] fits now
    [ended] its row is ended
   *[other] below the row's { $top }
}.
# One tile on a row.
sixteen-node-cell = { $tile }
# The rows' line in C and Shift+C, opening the rows as a grid: where each row stands. $dealt: no before the deal (no row yet); $tops: a list of sixteen-node-row-top.
sixteen-node-rows = { $dealt ->
    [no] No rows yet: the tiles are not dealt.
   *[yes] The rows, each to its last tile: { $tops }.
}
# One row in that line. $colour: sixteen-row-colour; $tile: its last tile (sixteen-tile).
sixteen-node-row-top = { $colour } { $tile }

## Game keys (F1)

# B: hear every row.
sixteen-key-rows = Every row, its tiles and what may come next.
# Shift+P: hear every placement.
sixteen-key-placements = Every placement you could make; on your turn a list, each placement on its own line, Enter plays the one you are on.

## Refused moves

# A move that is not allowed now.
sixteen-illegal-not-legal = That move is not allowed now.
# The deal happens once.
sixteen-illegal-already-dealt = The tiles are already dealt.
# A deal must use all 88 tiles once.
sixteen-illegal-bad-deal = That is not a deal of the 88 tiles.
# Who starts is fixed by the red 1, or drawn by lot.
sixteen-illegal-bad-first = The holder of the red 1 starts; only without one is the first player drawn.
# Not this player's turn.
sixteen-illegal-not-your-turn = It is not your turn.
# After a special, only the placement on that row or ending the turn.
sixteen-illegal-finish-special = After a special, place on that row or end your turn.
# Ending the turn or placing again needs a special first.
sixteen-illegal-no-special = You have not used a special this turn.
# The placement after a special goes on the same row.
sixteen-illegal-other-row = After a special you may place only on the row you used it on.
# An unknown row.
sixteen-illegal-no-such-row = There is no such row.
# A placement with no tile.
sixteen-illegal-no-tiles = Choose at least one tile.
# Tiles not in the hand.
sixteen-illegal-not-in-hand = You do not hold those tiles.
# An ended row.
sixteen-illegal-row-ended = That row is ended: nothing goes on it until its End is removed.
# Two 16 tiles at once.
sixteen-illegal-two-sixteens = Never two 16 tiles in one turn.
# A 16 tile in the middle of a run.
sixteen-illegal-sixteen-not-last = A 16 tile can only end a run.
# Tiles not above the row's last tile.
sixteen-illegal-too-low = Tiles must be higher than the row's last tile.
# Several tiles that are not consecutive.
sixteen-illegal-not-a-run = Several tiles must be consecutive numbers.
# A 16 after a run that does not reach 15.
sixteen-illegal-sixteen-after-gap = A 16 can end a run only when the run reaches 15.
# A second special in one turn.
sixteen-illegal-one-special = Only one special tile per turn.
# No Scissors in hand.
sixteen-illegal-no-scissors = You hold no Scissors tile.
# No Trash bin in hand.
sixteen-illegal-no-trash = You do not hold the Trash bin.
# A row with only its 1.
sixteen-illegal-only-the-one = That row holds only its 1, which never leaves.
# A Trash bin count out of range.
sixteen-illegal-bad-count = The Trash bin takes one or more tiles from the end, never the 1.
# Passing while a tile fits.
sixteen-illegal-must-place = You cannot pass: a tile of yours fits.
# Says what D does in Sixteen (F1).
sixteen-cmd-dice = your hand, by colour, and your special tiles
# Says what C does in Sixteen (F1).
sixteen-cmd-sheet = review your hand and the rows

# Shift+H: what the hard bot expects of a move, played out in deals of the tiles you cannot see. $points: points expected in hand at the end (fewest wins), rounded; $wins: percent of those deals won, said first: it ranks the moves.
sixteen-hint-expect = { $wins ->
        [none] {""}
       *[other] wins { $wins } of the deals played out, {""}
    }{ $points ->
        [0] an empty hand expected
        [one] about { $points } point left in hand
       *[other] about { $points } points left in hand
    }
# Hint: a placement. $tiles: the tiles laid, a list of sixteen-tile-the and sixteen-range-the
# ("the 14 and the 15", "7 to 11"); $row: the row ("the red row").
sixteen-hint-place = { $tiles } on { $row }
# Hint: a special tile on a row, and the placement that follows it there. $kind: scissors or trash; $row: the row; $count: how many tiles the Trash bin removes; $follow: yes when a placement follows, then $then: its tiles, a list of sixteen-tile-the and sixteen-range-the ("the 13 and the 14").
sixteen-hint-special = { $kind ->
        [scissors] Scissors on { $row }
       *[other] the Trash bin on { $row }, { $count ->
            [one] its last tile
           *[other] its last { $count } tiles
        }
    }{ $follow ->
        [yes] , then { $then } on that row
       *[no] {""}
    }
# Hint: after a special tile, place nothing more.
sixteen-hint-end-turn = end your turn without placing
# Hint: pass.
sixteen-hint-pass = pass
# Hint reason: the points the placement takes out of your hand. $points: their sum.
sixteen-hint-shed = it sheds { $points ->
        [one] { $points } point
       *[other] { $points } points
    } from your hand
# Hint reason: what a 16 does to its row. $effect: restart or end; $row: the row.
sixteen-hint-effect = { $effect ->
        [restart] it restarts { $row }, back to its 1
       *[end] it ends { $row } for everyone
    }
# Hint reason: your own tiles of that colour the placement leaves unplayable on its row. $tiles:
# those tiles, a list of sixteen-tile-the and sixteen-range-the; $count: how many. "Though": it
# is a cost of the move, never a reason to play it.
sixteen-hint-stuck = though it leaves { $count ->
        [one] { $tiles }
       *[other] { $tiles }
    } stuck
# Hint reason: the tiles you hold after the placement. $count: how many (0: the hand is empty, which wins).
sixteen-hint-left = { $count ->
        [0] it empties your hand, which wins the game
        [one] you then hold { $count } tile
       *[other] you then hold { $count } tiles
    }
# Hint reason: the tiles a special removes from the row. $tiles: those tiles, a list of
# sixteen-tile-the and sixteen-range-the; $reopens: yes when a 16 End goes, so the row opens again.
sixteen-hint-removes = it removes { $tiles }{ $reopens ->
        [yes] , which reopens the row
       *[no] {""}
    }
# Hint reason: your own tiles that may go on the row once the special has cut it. $tiles: those
# tiles, a list of sixteen-tile-the and sixteen-range-the; $count: how many.
sixteen-hint-frees = { $count ->
        [one] that row takes { $tiles } again
       *[other] that row takes { $tiles } again
    }

## Full screen: the drawn table

# A tile on the table: its number, R16 for the 16 Restart, E16 for the 16 End.
sixteen-draw-token = { $token ->
    [restart] R16
    [end] E16
   *[other] { $token }
}
# Two letters for a row's colour, so colour is never the only sign.
sixteen-draw-colour = { $colour ->
    [red] Re
    [yellow] Ye
    [green] Gr
    [blue] Bl
   *[purple] Pu
}
# After a row: how many of its tiles went out of the game.
sixteen-draw-out = (out { $count })
# Title of the rows: tiles left in the bag.
sixteen-draw-rows = Rows, bag { $bag }
# Title of the player's own hand.
sixteen-draw-hand = Your hand
# Title of the row a decision is about, drawn first on a narrow screen.
sixteen-draw-focused-row = { $colour ->
    [red] Red row
    [yellow] Yellow row
    [green] Green row
    [blue] Blue row
   *[other] Purple row
}, bag { $bag }
# A row on the one line a narrow screen gives every row: its colour's letters and its top tile.
sixteen-draw-row-top = { $letters } { $top }
# Title of the player's own hand on a narrow screen, with the tiles left in the bag.
sixteen-draw-hand-bag = Your hand, bag { $bag }
# Before your tiles of a row's colour, drawn under that row on a narrow screen.
sixteen-draw-yours = Your tiles
# A special tile held: its name and how many.
sixteen-draw-special = { $kind ->
    [scissors] Scissors
   *[other] Trash
} { $count }
# Title of the players' totals.
sixteen-draw-points = Points
# Title of how many tiles each player holds.
sixteen-draw-counts = Tiles in hand
