### La Linotte: every message the game speaks (English).
### The board's combination names (BRELAN, CARRÉ, FULL, QUINTE, SMALL, SEC, APPEL, YAM) are
### printed on the French board: keep them as proper names; the walkthrough explains them. Speech
### writes them as names (Sec, Yam): espeak-ng spells a word in capitals letter by letter. Only
### the full-mode drawing (-draw- ids) keeps the board's capitals.

## Names

# The game's name in menus.
linotte-name = La Linotte
# One sentence for the game menu.
linotte-summary = Two players throw five dice to claim the cells of a 5 by 5 board and line up their pawns.

## Building blocks

# A BRELAN cell's combination: three dice or more of one value. $value is 1 to 6.
linotte-brelan = Brelan of { $value ->
        [1] ones
        [2] twos
        [3] threes
        [4] fours
        [5] fives
       *[other] sixes
    }
# The other combinations, by the names printed on the board.
linotte-combo = { $combo ->
    [carre] Carré
    [full] Full
    [quinte] Quinte
    [small] Small
    [yam] Yam
    [sec] Sec
   *[appel] Appel
}
# A cell and its combination: "C3, YAM". $combo is one of the two messages above.
linotte-cell = { $cell }, { $combo }
# A player's colour.
linotte-colour = { $colour ->
    [white] white
   *[black] black
}
# One group of equal dice in a throw: "three fours", "a 2". $count is 1 to 5.
linotte-group = { $count ->
    [1] a { $value }
    [2] two { $value ->
        [1] ones
        [2] twos
        [3] threes
        [4] fours
        [5] fives
       *[other] sixes
    }
    [3] three { $value ->
        [1] ones
        [2] twos
        [3] threes
        [4] fours
        [5] fives
       *[other] sixes
    }
    [4] four { $value ->
        [1] ones
        [2] twos
        [3] threes
        [4] fours
        [5] fives
       *[other] sixes
    }
   *[other] five { $value ->
        [1] ones
        [2] twos
        [3] threes
        [4] fours
        [5] fives
       *[other] sixes
    }
}
# A single item where a choice could be given (keeps the sentence the same).
linotte-one = { $item }
# Separates items that contain commas themselves: "C3, YAM; B4, FULL".
linotte-semi = { $first }; { $rest }
# What the dice make, when they make nothing.
linotte-makes-nothing = No combination.
# What the dice make: a list of the two messages below.
linotte-makes = Makes { $made }.
# A combination the dice make, with its empty cells in brackets.
linotte-made-free = { $combo } ({ $cells })
# A combination the dice make whose cells are all taken.
linotte-made-taken = { $combo } (no free cell)
# A line of pawns: "3 in a row from C1 to C3". $direction: row, column or diagonal.
linotte-line = { $length } in a { $direction ->
    [row] row
    [column] column
   *[other] diagonal
} from { $first } to { $last }
# A line with its points.
linotte-line-points = { $line } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
# A row of the board by its letter.
linotte-where-row = Row { $row }
# A column of the board by its number.
linotte-where-column = Column { $column }
# A diagonal by its two ends.
linotte-where-diagonal = Diagonal { $first } to { $last }

## The board review

# One cell in the review grid: "C3, YAM, white pawn". $take: the viewer's dice allow this empty cell.
linotte-cell-state = { $cell }, { $owner ->
    [white] white pawn
    [black] black pawn
   *[empty] empty
}{ $take ->
    [yes] , your dice allow it
   *[no] {""}
}
# A row, column or diagonal: where the pawns are and which cells are empty.
linotte-line-summary = { $where }: { $whites ->
    [0] no white pawn
   *[other] white on { $white }
}; { $blacks ->
    [0] no black pawn
   *[other] black on { $black }
}; { $empties ->
    [0] no empty cell
   *[other] empty: { $empty }
}.
# The empty cells of one combination: "BRELAN of ones: A1 and D5".
linotte-free-group = { $combo }: { $cells }
# All empty cells, grouped by combination.
linotte-free = { $count ->
    [one] { $count } empty cell
   *[other] { $count } empty cells
}: { $groups }.
# When the board is full.
linotte-free-none = No empty cell left.
# The top of the review grid.
linotte-board = Board: { $whites ->
    [one] { $whites } white pawn
   *[other] { $whites } white pawns
}, { $blacks ->
    [one] { $blacks } black pawn
   *[other] { $blacks } black pawns
}, { $empties ->
    [one] { $empties } empty cell
   *[other] { $empties } empty cells
}.

## Events

# The draw at the start: who plays white and starts, who plays black.
linotte-first-drawn = { $you ->
    [yes] You play white and start
   *[no] { $player } plays white and starts
}; { $black_you ->
    [yes] you play black
   *[no] { $black } plays black
}.
# The viewer's turn begins: their pawns left (the platform says whose turn it is).
linotte-your-turn = You have { $pawns ->
    [one] { $pawns } pawn
   *[other] { $pawns } pawns
} left.
# Another player's turn begins (verbose mode only), with their pawns left.
linotte-turn-of = { $player }'s turn, { $pawns ->
    [one] { $pawns } pawn
   *[other] { $pawns } pawns
} left.
# Another player's throw, in brief.
linotte-thrown-brief = { $player }, throw { $throw }: { $dice }.
# The first throw of a turn: the five dice grouped.
linotte-thrown-first = { $you ->
    [yes] You throw
   *[no] { $player } throws
} { $dice }.
# A rethrow: the dice that flew ($rolled), then all five grouped ($dice).
linotte-thrown-again = { $throw ->
    [2] Second
   *[other] Third and last
} throw, { $count ->
    [one] one die
   *[other] { $count } dice
}: { $rolled }. { $you ->
    [yes] You have
   *[no] { $player } has
} { $dice }.
# A die set aside. $die is 1 to 5; $keeping lists every kept value (said when more than one); $full: say it all.
linotte-kept = { $full ->
    [yes] { $you ->
        [yes] Die { $die } kept, a { $value }.
       *[no] { $player } keeps die { $die }, a { $value }.
    }{ $count ->
        [1] {""}
        [5] {" "}All five dice kept.
       *[other] {" "}Keeping { $keeping }.
    }
   *[no] { $player } keeps a { $value }.
}
# A kept die taken back to be thrown again.
linotte-released = { $full ->
    [yes] { $you ->
        [yes] Die { $die } back in play, a { $value }.
       *[no] { $player } takes back die { $die }, a { $value }.
    } { $count ->
        [0] No die kept.
       *[other] Keeping { $keeping }.
    }
   *[no] { $player } takes back a { $value }.
}
# An APPEL announced.
linotte-announced = { $you ->
    [yes] You announce
   *[no] { $player } announces
} Appel on { $combo }.
# Throwing is over ($auto: the third throw ended it).
linotte-stopped = { $auto ->
    [yes] { $you ->
        [yes] You have made your three throws.
       *[no] { $player } has made three throws.
    }
   *[no] { $you ->
        [yes] You stop throwing.
       *[no] { $player } stops throwing.
    }
}
# No empty cell matches the final dice: the turn passes at once.
linotte-no-cell = No empty cell matches { $you ->
    [yes] your
   *[no] { $player }'s
} dice: the turn passes.
# The cells the final dice allow.
linotte-may-take = { $you ->
    [yes] You may take
   *[no] { $player } may take
} { $cells }, or place nothing.
# Brief, another player's turn in one line: the throws, then the cell taken ("C3, FULL").
linotte-turn-took = { $player } threw { $throws ->
    [one] once
    [2] twice
   *[other] { $throws } times
} and took { $cell }.
# Brief, another player's turn that placed no pawn; $cause: no-cell (no free cell matched) or choice.
linotte-turn-nothing = { $player } threw { $throws ->
    [one] once
    [2] twice
   *[other] { $throws } times
} and placed nothing{ $cause ->
    [no-cell] : no free cell matched.
   *[choice] .
}
# A pawn placed ($full: with the pawns left; otherwise in brief).
linotte-placed = { $full ->
    [yes] { $you ->
        [yes] You place
       *[no] { $player } places
    } a pawn on { $cell }; { $pawns ->
        [0] no pawn left
        [one] one pawn left
       *[other] { $pawns } pawns left
    }.
   *[no] { $player }: { $cell }.
}
# The lines a pawn made, and the points they add.
linotte-lines-made = { $you ->
    [yes] You line up
   *[no] { $player } lines up
} { $lines }: { $gained ->
    [one] { $gained } more point
   *[other] { $gained } more points
}, { $total } in all.
# A turn ended without a pawn, by choice.
linotte-placed-nothing = { $you ->
    [yes] You place nothing.
   *[no] { $player } places nothing.
}
# Why the game ends now: five in a line, or a twelfth pawn.
linotte-end-reached = { $cause ->
    [five] { $you ->
        [yes] You have
       *[no] { $player } has
    } five in a line: the game ends.
   *[pawns] { $you ->
        [yes] You have
       *[no] { $player } has
    } placed a twelfth pawn: the game ends.
}

## Review keys

# Said when the game is over.
linotte-over = The game is over.
# Said before the draw of the first player.
linotte-drawing = Drawing who plays white.
# D before the first throw of a turn.
linotte-no-dice = { $you ->
    [yes] You have
   *[no] { $player } has
} not thrown yet.
# D: the dice of this turn.
linotte-dice = Throw { $throw } of 3: { $dice }.
# D: the kept dice.
linotte-keeping = { $count ->
    [0] No die kept.
    [5] All five dice kept.
   *[other] Kept: { $keeping }.
}
# The APPEL announced this turn.
linotte-appel-called = Appel announced: { $combo }.
# S: one player's points.
linotte-score = { $you ->
    [yes] You
   *[no] { $player }
} ({ $colour }): { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# Shift+S: one player's points and every line that scores.
linotte-score-lines = { $you ->
    [yes] You
   *[no] { $player }
} ({ $colour }): { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $count ->
    [0] { $over ->
        [yes] , no line.
       *[no] , no line yet.
    }
   *[other] : { $lines }.
}
# T: whose turn it is and where the turn stands.
linotte-turn = { $you ->
    [yes] Your turn
   *[no] { $player }'s turn
} ({ $colour }), turn { $turn }: { $phase ->
    [place] choosing a cell
   *[throw] { $throw ->
        [0] not thrown yet
       *[other] throw { $throw } of 3
    }
}.
# T: the pawns each player has left. $white_you / $black_you: yes for the listener's own count, said to "you".
linotte-pawns-left = Pawns left: { $white_pawns } for { $white_you ->
    [yes] you
   *[no] { $white }
}; { $black_pawns } for { $black_you ->
    [yes] you
   *[no] { $black }
}.
# W: one player at the table.
linotte-table-seat = { $you ->
    [yes] You
   *[no] { $player }
} ({ $colour }): { $pawns ->
    [one] { $pawns } pawn
   *[other] { $pawns } pawns
} left, { $placed } on the board, { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# W: the empty cells.
linotte-table-empty = { $count ->
    [one] { $count } empty cell.
   *[other] { $count } empty cells.
}
# The end: the winner and both totals; a tie goes to black.
linotte-final-winner = { $tie ->
    [yes] Tie at { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: the tie goes to black, so { $you ->
        [yes] you win
       *[no] { $player } wins
    }.
   *[no] { $you ->
        [yes] You win
       *[no] { $player } wins
    } with { $colour }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    } to { $other }.
}

## The move chooser

# L when it is someone else's turn.
linotte-legal-wait = Waiting for { $player }.
# L after stopping: the cells allowed.
linotte-legal-place = { $count ->
    [0] No cell for your dice: place nothing.
   *[other] You may take { $cells }, or place nothing.
}
# L before the first throw.
linotte-legal-first = Press R to throw the five dice.
# L between throws.
linotte-legal-throwing = Throw { $throw } of 3. Space, Enter or 1 to 6 marks a die to keep or puts it back; { $rethrow ->
    [yes] R rethrows { $count ->
        [one] the die
       *[other] the { $count } dice
    } not kept;
   *[no] every die is kept, so no rethrow;
} { $announce ->
    [yes] A announces an Appel;{" "}
   *[no] {""}
}Stop throwing is the last item.
# Chooser question: the APPEL combination.
linotte-prompt-announce = Appel: which combination do you announce?
# Chooser question after stopping.
linotte-prompt-place = Where do you place your pawn?
# Chooser question before the first throw.
linotte-prompt-first = Press R to throw the dice.
# Chooser question between throws.
linotte-prompt-throwing = Throw { $throw } of 3: keep dice, throw again, or stop.
# A die in the chooser: "die 1: 4, kept".
linotte-die = die { $die }: { $value }{ $kept ->
    [yes] , kept
   *[no] {""}
}
# The throw option.
linotte-step-throw = { $first ->
    [yes] Throw the five dice
   *[no] Throw again, { $count ->
        [one] one die
       *[other] { $count } dice
    }
}
# The APPEL option.
linotte-step-announce = Announce an Appel
# The stop option, with how many cells the dice allow now.
linotte-step-stop = Stop throwing{ $count ->
    [0] , no cell yet
    [one] , one cell possible
   *[other] , { $count } cells possible
}
# The option of placing no pawn.
linotte-step-nothing = Place nothing
# Why nothing is offered but the throw.
linotte-why-first = Nothing can be kept or announced before the first throw.
# Why APPEL is not offered: already announced.
linotte-why-announced = Appel already announced: { $combo }.
# Why SEC is not among the cells.
linotte-why-no-sec = No Sec now: dice have been rethrown.
# Nothing left out.
linotte-why-nothing = Every move is open.
# Cells the dice show but which are taken.
linotte-why-taken = { $count ->
    [one] Taken, though your dice show it
   *[other] Taken, though your dice show them
}: { $cells }.
# The other cells.
linotte-why-not-shown = The other cells need combinations your dice do not show.
# 1 to 6 when no die shows that value.
linotte-no-die-of = No die shows { $value }.

## Refusals (one per reason the rules give)

# Fallback for an action of another moment.
linotte-illegal-not-legal = That move is not allowed now.
# A chance outcome that does not fit (only from a damaged record).
linotte-illegal-bad-roll = Those dice do not fit the throw.
# Throwing, keeping or announcing after stopping.
linotte-illegal-throwing-over = Throwing is over: place a pawn or place nothing.
# Throwing with every die kept.
linotte-illegal-all-kept = Every die is kept: release one to throw again, or stop.
# Keeping, announcing or stopping before the first throw.
linotte-illegal-no-dice-yet = Throw the dice first.
# A rethrow keeping dice the throw does not show, or not in rising order.
linotte-illegal-bad-keep = Those dice are not on the table: keep only dice you threw.
# Announcing something other than the five APPEL combinations.
linotte-illegal-bad-combo = Appel can only be Full, Carré, Quinte, Small or Yam.
# A second APPEL.
linotte-illegal-already-announced = Your Appel is already announced.
# APPEL after a rethrow.
linotte-illegal-announce-too-late = Appel is announced right after the first throw, before any rethrow.
# APPEL when both APPEL cells are taken: announcing could not lead anywhere.
linotte-illegal-appel-taken = Both Appel cells are taken: there is nothing to announce for.
# Placing before stopping.
linotte-illegal-still-throwing = Stop throwing first, then place.
# A cell name that is not on the board.
linotte-illegal-bad-cell = There is no such cell.
# A cell with a pawn on it.
linotte-illegal-cell-taken = That cell is taken.
# A cell whose combination the dice do not show.
linotte-illegal-not-shown = Your dice do not show that cell's combination.
# Any move once the game is over.
linotte-illegal-game-over = The game is over.
# A move out of turn.
linotte-illegal-not-your-turn = It is not your turn.

## Keys (F1)

# R.
linotte-key-throw = Throw the dice, or rethrow the dice not kept.
# Space or Enter: on a die of the chooser, on the rethrow, or on any other option (F1 lists the key once).
linotte-key-toggle = On a die: mark it to keep, or put it back in play; on Throw again: rethrow the other dice; on any other option: choose it.
# 1.
linotte-key-keep-1 = Keep a 1, or put one back if all your ones are kept.
# 2.
linotte-key-keep-2 = Keep a 2, or put one back if all your twos are kept.
# 3.
linotte-key-keep-3 = Keep a 3, or put one back if all your threes are kept.
# 4.
linotte-key-keep-4 = Keep a 4, or put one back if all your fours are kept.
# 5.
linotte-key-keep-5 = Keep a 5, or put one back if all your fives are kept.
# 6.
linotte-key-keep-6 = Keep a 6, or put one back if all your sixes are kept.
# A.
linotte-key-announce = Announce an Appel, right after the first throw.
# B.
linotte-key-rows = Read the five rows.
# Shift+B.
linotte-key-columns = Read the five columns.
# G.
linotte-key-diagonals = Read the ten diagonals.
# B, Shift+B, G: the first line of the list, how many of the lines hold a pawn.
linotte-lines-summary = { $direction ->
    [row] Five rows
    [column] Five columns
   *[diagonal] Ten diagonals
}: { $taken ->
    [0] none holds a pawn yet
    [one] 1 holds pawns
   *[other] { $taken } hold pawns
}.
# F.
linotte-key-free = List the empty cells by combination.
# Says what C does in La Linotte (F1).
linotte-cmd-sheet = review the board, cell by cell


## What a pawn would do to the lines, and the threats at the start of a turn

# A cell option with what a pawn there would do: "D3, QUINTE: makes 3 in a row from D1 to D3, 2 more points".
linotte-option-effects = { $cell }: { $effects }
# What a pawn on a cell would line up for its player; $five: a line of five, which ends the game.
linotte-option-makes = makes { $lines }{ $five ->
    [yes] , a line of five, which ends the game
   *[no] , { $points ->
        [one] { $points } more point
       *[other] { $points } more points
    }
}
# What a pawn on a cell would take from the opponent.
linotte-option-blocks = { $five ->
    [yes] blocks { $player }'s line of five
   *[no] blocks { $player }, who would gain { $points ->
        [one] { $points } point
       *[other] { $points } points
    } there
}
# One threat of the opponent: an empty cell and what a pawn of theirs there would make.
linotte-threat = { $five ->
    [yes] { $cell }, would complete { $player }'s line of five
   *[no] { $cell }, would line up { $lines } for { $player }
}
# Said as the player's turn starts: the opponent's threats, the biggest first; $more were not named.
linotte-threats = { $count ->
    [one] Threat
   *[other] Threats
}: { $threats }{ $more ->
    [0] .
   *[other] ; and { $more } more.
}
# Shift+H: what the hard bot expects of a move near the end of the game, where it ranks the pawns by playing the game out from each. $wins: the share of those games the move wins; $again: yes on Shift+H's lines 2 and 3, which leave out what line 1 explained.
linotte-hint-expect = { $again ->
        [yes] wins { $wins } of the games played out
       *[no] wins { $wins } of the games played out from here, the normal bot playing both sides
    }
# Shift+H: the chance of winning the hard bot works out for a move, once the turn is played and the other player has played their next turn as the normal bot would, every throw counted. $chance: that chance ("58 percent"); $again: yes on Shift+H's lines 2 and 3, which leave out what line 1 explained.
linotte-hint-chance = { $again ->
        [yes] about { $chance } to win by the same reckoning
       *[no] about { $chance } to win, as the hard bot reckons the board once your opponent has played their next turn
    }
# Hint: throw the five dice to start the turn.
linotte-hint-first-throw = throw the dice
# Hint: rethrow, keeping some dice. $kept: the dice kept, grouped ("two 5s"); $count: how many are kept (0: all five are thrown).
linotte-hint-rethrow = { $count ->
        [0] throw all five dice again
       *[other] throw again, keeping { $kept }
    }
# Hint: a rethrow that throws dice the player has marked to keep, so R alone would keep them. $back: those dice, grouped ("a 3"); $rethrow: a linotte-hint-rethrow.
linotte-hint-put-back = put { $back } back in play, then { $rethrow }
# Hint: announce an APPEL. $combo: the combination announced.
linotte-hint-announce = announce an Appel on { $combo }
# Hint: throw no more.
linotte-hint-stop = stop throwing
# Hint: put a pawn on a cell. $cell: the cell with its combination ("D3, QUINTE").
linotte-hint-place = a pawn on { $cell }
# Hint: end the turn without a pawn.
linotte-hint-place-nothing = place no pawn
# Hint reason for placing no pawn (or stopping) with the last pawn in hand while behind: placing it, the 12th, would end the game. $player: the rival; $mine, $theirs: your points and theirs now.
linotte-hint-last-pawn = your last pawn would end the game with { $player } ahead { $theirs } to { $mine }
# Hint reason for placing no pawn: no allowed cell makes or blocks a line.
linotte-hint-no-line = no cell your dice allow makes a line or blocks one
# Hint reason for stopping: the cells the dice already allow. $cells: up to three of them; $count: how many in all.
linotte-hint-allowed = your dice already allow { $cells }{ $count ->
        [one] {""}
        [2] {""}
        [3] {""}
       *[other] , among others
    }
# Hint reason for an APPEL: a pawn may then go on the free APPEL cells. $cells: those cells; $combo: the combination announced.
linotte-hint-appel = a { $combo } made after a rethrow then lets a pawn go on { $cells }
# One combination's chance in a rethrow's reason. $percent: the chance; $combo: the combination; $appel: yes when it is the combination announced for an Appel, which it then makes too, only when its own cells are taken and it counts for the Appel alone, else no.
linotte-hint-odds = { $percent } for { $combo }{ $appel ->
        [yes] , which also makes your Appel
        [only] {" "}to make your Appel
       *[no] {""}
    }
# Hint reason for a rethrow: the likeliest combinations with a free cell it may show. $odds: one or two linotte-hint-odds; $count: how many.
linotte-hint-chances = this throw gives { $odds }, { $count ->
        [one] with a cell still free
       *[other] each with a cell still free
    }
# Hint reason for a rethrow that cannot show any combination with a free cell.
linotte-hint-no-chance = no combination with a free cell can show after this throw
# Hint reason for a pawn near the end of the game, chosen by playing the game out from each cell the dice allow. $wins: the share of those games won after this pawn ("52 percent").
linotte-hint-played-out = with it you win { $wins } of the games played out from here, the normal bot playing both sides
# Hint reason for a pawn that makes no line yet: the pawns around the cell. $mine: the player's own; $theirs: the other player's.
linotte-hint-near = it sits next to { $mine ->
        [0] no pawn of yours
        [one] { $mine } pawn of yours
       *[other] { $mine } pawns of yours
    } and { $theirs ->
        [0] none of your opponent's
        [one] { $theirs } of your opponent's
       *[other] { $theirs } of your opponent's
    }, ready for lines to come
# Hint reason for a pawn that scores and blocks nothing yet, but cuts a line where the rival holds pawns. $line: a linotte-hint-line; $cells: the rival's pawns there (two or more); $player: the rival.
linotte-hint-cuts = it cuts { $line }, where { $player } holds { $cells }
# Hint reason for a pawn that scores nothing yet, but lines up with the player's own pawns, nothing of the rival's between. $cells: those pawns; $count: how many; $line: a linotte-hint-line.
linotte-hint-lines-up = it lines up with your { $count ->
        [one] pawn
       *[other] pawns
    } on { $cells } in { $line }
# A line of the board inside a hint reason.
linotte-hint-line = { $direction ->
        [row] row { $row }
        [column] column { $column }
       *[other] the diagonal from { $first } to { $last }
    }

## Full screen: the drawn table

# Title of the dice zone: throws made of the most allowed.
linotte-draw-throws = Throw { $throws } of { $most }
# The letter of a pawn's colour.
linotte-draw-pawn = { $colour ->
    [white] W
   *[black] B
}
# A player's pawns left and points.
linotte-draw-score = pawns { $pawns }, points { $points }
# Title of the players.
linotte-draw-players = Players
# Title of the board.
linotte-draw-board = Board
# A cell's combination as printed on the board; three of a kind is its three dice.
linotte-draw-combo = { $combo ->
    [brelan-1] 111
    [brelan-2] 222
    [brelan-3] 333
    [brelan-4] 444
    [brelan-5] 555
    [brelan-6] 666
    [carre] CARRÉ
    [full] FULL
    [quinte] QUINTE
    [small] SMALL
    [yam] YAM
    [sec] SEC
   *[appel] APPEL
}
# The same in three letters at most, for a narrow screen.
linotte-draw-combo-short = { $combo ->
    [brelan-1] 111
    [brelan-2] 222
    [brelan-3] 333
    [brelan-4] 444
    [brelan-5] 555
    [brelan-6] 666
    [carre] CAR
    [full] FUL
    [quinte] QUI
    [small] SMA
    [yam] YAM
    [sec] SEC
   *[appel] APP
}
# Title of the column of dice on a narrow screen: throws made of the most allowed.
linotte-draw-throws-short = { $throws } of { $most }

# The dice zone's title before this turn's first throw: the last throw, still shown, its thrower and count.
linotte-draw-last-throw = Last throw ({ $name }), { $throws } of { $most }
# The dice column's title on a narrow screen before this turn's first throw: who threw the dice still shown, a name or, when the name leaves the board no room, a pawn's letter. At most 9 characters with "Ana", 11 with the brackets of the lit Throw option.
linotte-draw-last-throw-short = { $who } threw
# Below the dice on a narrow screen: a colour's letter and its pawns left (at most 11 characters).
linotte-draw-pawns-short = { $pawn } { $pawns ->
    [one] { $pawns } pawn
   *[other] { $pawns } pawns
}
# On a narrow final screen, before every player's points, above the board.
linotte-draw-points = Points
# Says what D does in La Linotte (F1).
linotte-cmd-dice = your dice, those kept, and the combinations they make
