## Sixty-One: the words of the game. Acorns are the game's points; the leaf row counts leftover dice.

# The game's name, in menus and titles.
sixty-one-name = Sixty-One
# One sentence for the game menu.
sixty-one-summary = An autumn roll-and-write for 1 to 6 players: of the three dice, one picks an area, one is written in it and one grows your leaf row; most acorns wins.

## Shared pieces

# What landing on a leaf total brings, said after the total. $prize: x, acorns or none; $bonus: acorns; $ends: yes when the total is 61 or more.
sixty-one-prize = { $prize ->
        [x] , an X
        [acorns] , { $bonus ->
            [one] { $bonus } bonus acorn
           *[other] { $bonus } bonus acorns
        }
       *[none] {""}
    }{ $ends ->
        [yes] , the game ends after this round
       *[no] {""}
    }
# Name of an area of the sheet. $area is its key.
sixty-one-area = { $area ->
        [pumpkins] Pumpkins
        [lilies] Water-lilies
        [marshmallows] Marshmallows
        [chocolate] Hot chocolate
        [dens] Fox dens
       *[mushrooms] Mushrooms
    }
# Name of a spot inside its area. $group: pumpkin or skewer number (1 = left skewer); $pos: place inside it; $n: number of the spot in the area.
sixty-one-spot = { $area ->
        [pumpkins] pumpkin { $group }, { $pos ->
            [1] first spot
           *[other] second spot
        }
        [lilies] lily { $n }
        [marshmallows] { $group ->
            [1] left skewer
           *[other] right skewer
        }, marshmallow { $pos }
        [chocolate] mug { $n }
        [dens] den { $n }
       *[mushrooms] mushroom { $n }
    }
# A number of acorns, the game's points.
sixty-one-acorns = { $count ->
        [one] { $count } acorn
       *[other] { $count } acorns
    }
# A value written on a sheet: a die value, or the X wildcard.
sixty-one-value = { $value ->
        [X] X
       *[other] { $value }
    }
# Where a fox den sits, said after its name. $row: 0 bottom, 1 middle, 2 top; $below: the dens it rests on.
sixty-one-den-where = { $row ->
        [0] {", "}bottom row
        [1] {", "}middle row, on dens { $below }
       *[other] {", "}top, on dens { $below }
    }
# Nothing to add about where a spot sits (every area but the fox dens). Must stay empty.
sixty-one-nowhere = {""}
# An empty list of alternatives.
sixty-one-none = nothing
# What an empty area takes next when every die value fits.
sixty-one-any = any value

## Events

# A new round: the dice are rolled for everybody. $you is yes for a player, whose move chooser says the dice right after, so they are said only to a spectator and before a hand-over, whose call comes first ($you no); $last is yes on round 20.
sixty-one-rolled = Round { $round }{ $last ->
        [yes] , the last
       *[no] {""}
    }.{ $you ->
        [yes] {""}
       *[no] {" "}Dice: { $dice }.
    }
# Private: your choice is noted while others are still choosing. $total is your leaf total after it.
sixty-one-recorded = Noted: { $area }, { $spot }: { $value }; leaves plus { $leaf }, total { $total }{ $prize }. Waiting for { $waiting }.
# Private: you skip writing (nothing fits) while others are still choosing.
sixty-one-recorded-skip = Noted: nothing written; leaves plus { $leaf }, total { $total }{ $prize }. Waiting for { $waiting }.
# Private: your X spot is noted while others are still placing theirs.
sixty-one-recorded-x = Noted: your X goes in { $area }, { $spot }. Waiting for { $waiting }.
# A move of the round, in full. $acorns says $gained acorns in words.
sixty-one-wrote = { $you ->
        [yes] You
       *[no] { $player }
    }: { $area }, { $spot }: { $value }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }. Leaves plus { $leaf }, total { $total }.
# Another player's move in brief (verbosity off).
sixty-one-wrote-brief = { $player }: { $area } { $value }, leaves { $total }.
# Nothing fitted a sheet: only the leaf die was used.
sixty-one-skipped = Nothing fitted { $you ->
        [yes] your sheet
       *[no] { $player }'s sheet
    }: leaves plus { $leaf }, total { $total }.
# Same, in brief.
sixty-one-skipped-brief = { $player }: nothing fitted, leaves { $total }.
# The leaf total landed exactly on 21, 41 or 61.
sixty-one-leaf-bonus = Leaf total { $total }: { $you ->
        [yes] you gain
       *[no] { $player } gains
    } { $acorns }.
# The leaf total landed exactly on 11, 31 or 51.
sixty-one-x-gained = Leaf total { $total }: { $you ->
        [yes] you gain an X
       *[no] { $player } gains an X
    }.
# An X was gained but no spot is open anywhere on the sheet.
sixty-one-x-lost = No open spot is left: { $you ->
        [yes] your X is lost
       *[no] { $player }'s X is lost
    }.
# An X is written, in full.
sixty-one-x-placed = { $you ->
        [yes] You place your X
       *[no] { $player } places an X
    } in { $area }, { $spot }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }.
# Another player's X, in brief.
sixty-one-x-placed-brief = { $player }: X in { $area }.
# First-fill bonus. $winners: who filled the area first (several in one round all gain it), $count of them; $you is yes when the listener is one of them; $missed is yes when the listener did not. $alone is yes in a solo game (no rival to be first against).
sixty-one-first-fill = { $alone ->
    [yes] You fill the { $area }: 3 bonus acorns.
   *[no] { $you ->
            [yes] { $count ->
                [one] You are
               *[other] { $winners } are
            }
           *[no] { $winners } { $count ->
                [one] is
               *[other] are
            }
        } first to fill the { $area }: { $count ->
            [one] 3 bonus acorns
           *[other] 3 bonus acorns each
        }.{ $missed ->
            [yes] {" "}You missed this bonus.
           *[no] {""}
        }
}
# An area filled after someone else took its bonus.
sixty-one-area-filled = { $you ->
        [yes] You have
       *[no] { $player } has
    } filled the { $area }; its bonus was already taken.
# Why the game ends before round 20: $who ($count people) reached a leaf total of 61 or more; $you is yes when the listener is one of them; $round is the round just played. "Game over" follows.
sixty-one-ending = { $you ->
        [yes] { $count ->
            [one] Your leaf total reaches 61 or more
           *[other] { $who } reach a leaf total of 61 or more
        }
       *[no] { $who } { $count ->
            [one] reaches
           *[other] reach
        } a leaf total of 61 or more
    }: round { $round } was the last.

## Keys D, T, L and the review tree

# D: the dice of the round.
sixty-one-dice = Round { $round }{ $last ->
        [yes] , the last
       *[no] {""}
    }: dice { $dice }.
# D before the first roll.
sixty-one-no-dice = The dice have not been rolled yet.
# T once the game is over.
sixty-one-turn-over = The game is over, after round { $round }.
# T between rounds.
sixty-one-turn-roll = Round { $round } is about to be rolled.
# T while players choose. $waiting: who still has to choose. $you: yes when only the listener is.
sixty-one-turn-choose = Round { $round } of { $last_round }, dice { $dice }. { $you ->
    [yes] Your turn to choose.
   *[no] Still choosing: { $waiting }.
}
# T when the listener has nothing to decide: the platform then says who it waits for. $phase: choose, or x while X's are placed.
sixty-one-turn-others = Round { $round } of { $last_round }, dice { $dice }{ $phase ->
        [x] , X placement
       *[other] {""}
    }.
# T while players place their X. $you: yes when only the listener is.
sixty-one-turn-x = Round { $round } of { $last_round }, dice { $dice }. { $you ->
    [yes] Your turn to place an X.
   *[no] Still placing an X: { $waiting }.
}
# T: your own choice, kept secret until everybody has chosen.
sixty-one-turn-mine = Your choice: { $area }, { $spot }: { $value }.
# T: your own choice when nothing fitted.
sixty-one-turn-mine-skip = Your choice: nothing written, { $leaf } to the leaves.
# T: where your X goes.
sixty-one-turn-mine-x = Your X: { $area }, { $spot }.
# C: the top of a sheet.
sixty-one-sheet = { $you ->
        [yes] Your sheet
       *[no] { $player }'s sheet
    }: { $acorns }, leaf total { $total }.
# C: one area. $bonus: won, missed or open; $needs: values that fit next; $full: yes when every spot is written.
sixty-one-sheet-area = { $area }: { $acorns }, { $filled } of { $size } written{ $full ->
        [yes] {""}
       *[no] , fits next: { $needs }
    }; first-fill bonus { $bonus ->
        [won] won
        [missed] missed
       *[open] still open
    }.
# C: one spot. $state: empty or written; $kind: spot (scores alone), open (its pumpkin or skewer scores $worth once complete) or done (complete).
sixty-one-sheet-spot = { $spot }{ $where }: { $state ->
        [empty] empty
       *[written] { $value }
    }, { $kind ->
        [open] { $worth } once complete
        [done] complete, { $worth }
       *[spot] worth { $worth }
    }.
# C: the leaf row. $next: the next prize total (0 when none is left), $prize: x, acorns or none; $lost: X lost.
sixty-one-sheet-leaves = Leaf row: total { $total } after { $count } of 20 leaves{ $prize ->
        [x] ; next prize at { $next }: an X
        [acorns] ; next prize at { $next }: { $bonus ->
            [one] { $bonus } acorn
           *[other] { $bonus } acorns
        }
       *[none] {""}
    }{ $lost ->
        [0] {""}
       *[other] ; X lost: { $lost }
    }.
# C: one leaf. $leaf: the die added; $total: the total written.
sixty-one-sheet-leaf = Leaf { $n }: plus { $leaf }, total { $total }{ $prize }.
# One item of a score: an area.
sixty-one-item-area = { $area } { $points } ({ $filled } of { $size } spots)
# One item of a score: first-fill bonuses. $areas: how many areas.
sixty-one-item-first = first-fill bonuses { $points } ({ $areas ->
        [one] { $areas } area
       *[other] { $areas } areas
    })
# One item of a score: leaf bonuses, with the leaf total.
sixty-one-item-leaves = leaf bonuses { $points } (leaf total { $total })
# S: every player's acorns; alone at the table ($solo: yes), your own in a sentence. $count: your acorns.
sixty-one-scores = { $solo ->
    [yes] { $count ->
        [0] You have no acorns.
        [one] You have 1 acorn.
       *[other] You have { $count } acorns.
    }
   *[no] Acorns: { $entries }.
}
# S at a table where nobody has an acorn yet (the start of every game).
sixty-one-scores-none = Nobody has any acorns yet.
# S: one player's acorns.
sixty-one-score-entry = { $you ->
        [yes] you
       *[no] { $player }
    } with { $count }
# Shift+S and the final score: one player's acorns, item by item.
sixty-one-score-detail = { $you ->
        [yes] You
       *[no] { $player }
    }: { $acorns }. { $items }.
# W: one player at the table. $status: choosing, chosen, x or none.
sixty-one-table-seat = { $you ->
        [yes] You
       *[no] { $player }
    }: { $acorns }, leaf total { $total }, { $written ->
        [one] { $written } spot written
       *[other] { $written } spots written
    }{ $status ->
        [choosing] , still choosing
        [chosen] , has chosen
        [x] , placing an X
       *[none] {""}
    }.
# The end of a game of 2 or more: who won. $count: how many share the win; $mine: yes when the listener won.
sixty-one-final-winners = { $count ->
        [one] { $mine ->
            [yes] You win with { $acorns }!
           *[no] Winner: { $winners }, with { $acorns }.
        }
       *[other] Shared win: { $winners }, with { $acorns } each.
    }

## The move chooser

# Said before the area taken for the player, when the question that named the dice is skipped.
sixty-one-fact-dice = Dice { $dice }.
# Chooser, first step.
sixty-one-prompt-area = Dice { $dice }: choose the area die.
# Chooser, first step when nothing fits the sheet.
sixty-one-prompt-skip = Dice { $dice }: nothing fits your sheet.
# Chooser, placing an X.
sixty-one-prompt-x-area = Place your X: choose the area.
# Chooser, the leaf die when nothing fits. No dice here: the step before, taken for the player, has just said them ("Dice 1, 1 and 1: nothing fits your sheet."), and each option says its die.
sixty-one-prompt-leaf = Choose the die for the leaf row.
# Chooser, the spot of an X.
sixty-one-prompt-x-spot = { $area }: choose the spot for your X.
# Chooser, second step.
sixty-one-prompt-value = { $area }: choose the value to write.
# Chooser, third step.
sixty-one-prompt-spot = { $area }, value { $value }: choose the spot.
# Option: skip writing, only when nothing fits.
sixty-one-opt-skip = Skip writing, then choose the leaf die
# Option: a die for the leaf row.
sixty-one-opt-leaf = leaves plus { $leaf }, total { $total }{ $prize }
# Option: an area where the X may go.
sixty-one-opt-x-area = { $area }, { $count ->
        [one] { $count } open spot
       *[other] { $count } open spots
    }
# Option: an area, chosen by the die showing its number.
sixty-one-opt-area = { $area }, die { $die }
# Option: the value to write; the remaining die goes to the leaves.
sixty-one-opt-value = write { $value }; leaves plus { $leaf }, total { $total }{ $prize }
# Option: a spot, with what it scores. $fills: yes when it completes the area; $bonus: yes when the first-fill bonus is still open.
sixty-one-opt-spot = { $spot }: { $value }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }{ $fills ->
        [yes] , fills the area{ $bonus ->
            [yes] , plus 3 bonus acorns
           *[no] {""}
        }
       *[no] {""}
    }
# Why an area is not offered: it is full.
sixty-one-why-full = { $area }: full.
# Why an area is not offered: no die shows its number.
sixty-one-why-no-die = { $area }: no die shows { $die }.
# Why an area or a value is not offered: what it needs next. $key: the area's key, for agreement.
sixty-one-why-needs = { $area } { $key ->
        [chocolate] needs
       *[other] need
    } { $needs } next; the other dice show { $others }.
# Key 1 to 6, when nothing fits, on a number no die shows.
sixty-one-why-leaf = No die shows { $die }.
# Key 1 to 6, once the area is chosen, on a number neither of the two other dice shows.
sixty-one-why-other-die = No other die shows { $die }.
# Key 1 to 6 on a value no die offers for this area.
sixty-one-why-value = { $value } cannot be written in { $area } now.
# L once the game is over.
sixty-one-legal-over = The game is over.
# L while others choose.
sixty-one-legal-none = Nothing to do now: waiting for { $waiting }.
# L when nothing fits.
sixty-one-legal-skip = Nothing fits your sheet: choose the leaf die, { $dice }.
# L while placing an X. $areas: the areas, a list; $count: how many.
sixty-one-legal-x = { $count ->
    [one] Your X may go in { $areas }.
   *[other] Your X may go in { $areas }.
}
# L: the heading before one line per area.
sixty-one-legal-assign = You can write:
# L: one area and the values it takes now.
sixty-one-legal-area = { $area }: { $values }.

## Keys (F1)

# F1: keys 1 to 6.
sixty-one-key-die = The die showing that number: first its area, then the value to write there; when nothing fits, the die for your leaves.

## Refused moves

# The spot does not exist.
sixty-one-illegal-no-such-spot = There is no such spot.
# The spot is already written.
sixty-one-illegal-spot-taken = That spot is already written.
# A den above needs both dens under it.
sixty-one-illegal-den-needs-support = A den can only be filled once both dens under it are filled.
# Lilies, mushrooms, pumpkins and skewers fill in order.
sixty-one-illegal-out-of-order = This area fills in order: write the earlier spot first.
# Pumpkin rule.
sixty-one-illegal-pumpkin-must-match = The second spot of a pumpkin must match the first.
# Water-lily rule.
sixty-one-illegal-lily-must-differ = A water-lily must differ from every earlier one.
# Marshmallow rule.
sixty-one-illegal-skewer-must-match = Every marshmallow on a skewer must match the first.
# Hot chocolate rule.
sixty-one-illegal-mug-needs-its-value = Each mug takes only its own number.
# Fox den rule.
sixty-one-illegal-den-beside-same = A den may not match a filled den beside it, under it or on it.
# Mushroom rule.
sixty-one-illegal-mushroom-must-follow = A mushroom must be one more or one less than the one before; 6 and 1 are neighbours.
# The die named is not among this round's dice (each die is used once).
sixty-one-illegal-no-such-die = No die is left showing that value.
# Skipping is only allowed when nothing fits.
sixty-one-illegal-must-place = Something fits your sheet: you must write a die.
# An X must be placed before anything else.
sixty-one-illegal-place-x-first = Place your X first.
# Not the moment for this.
sixty-one-illegal-not-now = That cannot be done now.
# A roll must be three dice from 1 to 6.
sixty-one-illegal-bad-roll = A roll is three dice from 1 to 6.

# Shift+H: what the hard bot expects of a move. $points: acorns expected at the end, rounded; $wins: percent of the played-out games it wins, or "none" solo. Against rivals the share won ranks the moves, so it is said first.
sixty-one-hint-expect = { $wins ->
        [none] {""}
       *[other] wins { $wins } of the games played out, {""}
    }{ $points ->
        [0] no acorns expected
        [one] about { $points } acorn
       *[other] about { $points } acorns
    } at the end
# Hint: a whole move. $area: the area's name; $spot: the spot in it; $value: the die written there; $leaf: the die added to the leaves.
sixty-one-hint-move = { $area }, { $spot } with the { $value }, the { $leaf } to the leaves
# Hint: nothing fits anywhere, so one die goes to the leaves. $leaf: that die.
sixty-one-hint-skip = nothing fits, the { $leaf } to the leaves
# Hint: where to write the X just gained. $area, $spot: as in sixty-one-hint-move.
sixty-one-hint-x = { $area }, { $spot } with the X
# Hint reason: the acorns the spot brings now. $acorns: "2 acorns".
sixty-one-hint-gain = it brings { $acorns }
# Hint reason: the move fills its area. $area: its name; $bonus: yes while nobody has filled it yet (the first gain 3 bonus acorns).
sixty-one-hint-fills = it fills the { $area }{ $bonus ->
        [yes] {" "}for 3 bonus acorns
       *[no] {""}
    }
# Hint reason: the values the area still takes once the move is written. $area: its name; $values: those values ("4 or 6"); $count: how many.
sixty-one-hint-open = it leaves { $count ->
        [one] only { $values }
       *[other] { $values }
    } open in the { $area }
# Hint reason: the leaves land on a prize or reach the end. $total: the new leaf total; $prize: x, acorns or none; $bonus: the acorns of 21, 41 or 61; $ends: yes at 61 or more.
sixty-one-hint-leaves = your leaves reach { $total }{ $prize ->
        [x] {" "}for an X
        [acorns] {" "}for { $bonus ->
            [one] { $bonus } bonus acorn
           *[other] { $bonus } bonus acorns
        }
       *[none] {""}
    }{ $ends ->
        [yes] , which ends the game after this round
       *[no] {""}
    }
# Hint reason: the leaves land short of the next prize. $total: the new leaf total; $target: the next total that brings an X or acorns; $gap: how far it still is.
sixty-one-hint-leaves-short = your leaves reach { $total }, still { $gap } from { $target }
# Hint reason: the move starts an empty pumpkin or skewer. $area: pumpkins or marshmallows; $acorns: what it is worth once complete ("5 acorns"); $size: its spots; $wild: yes when the move writes an X there, which matches anything, so only the $rest spots after it need one value (a pumpkin's other spot takes any value).
# The worth comes last, as in French and Spanish: ending on "once its 3 spots hold the same value", the next reason ("and your leaves reach 2") was heard as one more condition of the skewer.
sixty-one-hint-starts = it starts { $area ->
        [pumpkins] a pumpkin
       *[other] a skewer
    } which, once { $wild ->
        [yes] { $rest ->
            [one] its other spot holds any value
           *[other] its other { $rest } spots hold the same value
        }
       *[no] its { $size ->
            [one] spot holds
           *[other] { $size } spots hold
        } the same value
    }, is worth { $acorns }
# Hint reason: the move writes the second spot of the right skewer (3 spots), which then lacks one value to be complete. $value: that value (any when only Xs are written there); $acorns: what the skewer is worth complete ("5 acorns").
sixty-one-hint-grows = the skewer then needs only { $value ->
        [any] one more spot, of any value,
       *[other] one more { $value }
    } to be worth { $acorns }
# Hint reason: another weighed move writes more acorns now, and why the hint still leaves it. $move: that move (as sixty-one-hint-move); $sure: the acorns it writes now, a first-fill bonus included; $measure: wins (against rivals: $theirs and $ours are percentages of the games played out won) or points (solo: the acorns the sheet should end with); $verdict: worse, or even when the search cannot tell the two apart from luck and keeps its first choice; $samples: the games played out for each move.
sixty-one-hint-passes = { $move } would bring { $sure ->
        [one] { $sure } acorn
       *[other] { $sure } acorns
    } now { $measure ->
        [wins] { $verdict ->
            [worse] but wins only { $theirs } of the games played out, against { $ours }
           *[even] and wins { $theirs } of the games played out, against { $ours }, too close to tell apart from luck { $samples ->
                [one] with only one game played out for each move
               *[other] with only { $samples } games played out for each move
            }, so the hard bot keeps its own move
        }
       *[points] { $verdict ->
            [worse] but should end the game near { $theirs } acorns, against { $ours }
           *[even] and should end the game near { $theirs } acorns, against { $ours }, too close to tell apart from luck { $samples ->
                [one] with only one game played out for each move
               *[other] with only { $samples } games played out for each move
            }, so the hard bot keeps its own move
        }
    }

## Full screen: the drawn sheet

# Title of the dice zone: the round and the last one.
sixty-one-draw-round = Round { $round } of { $last }
# Caption in front of the running totals written on the leaf row.
sixty-one-draw-leaves = Totals
# The leaf row's caption on a narrow screen's one line, with the X lost past 61.
sixty-one-draw-leaf-line = Leaves{ $lost ->
    [0] {""}
   *[other] , lost { $lost }
}
# Title of the leaf row: its total, and the dice lost past 61.
sixty-one-draw-leaf-total = Leaf row: { $total }{ $lost ->
    [0] {""}
   *[other] , lost { $lost }
}
# Title of an area: the die that picks it, its name, its acorns.
sixty-one-draw-area = { $number }. { $area }: { $acorns }
# An area of another player's sheet, drawn one line each: its number (the area die).
sixty-one-draw-area-number = { $number }.
# Title of another player's sheet, drawn beside yours on a wide screen.
sixty-one-draw-sheet-of = { $player }'s sheet
# Title of the players' totals.
sixty-one-draw-acorns = Acorns
# On a narrow screen, the caption of another player's leaf total.
sixty-one-draw-leaves-of = Leaves ({ $player })
# Says what D does in Sixty-One (F1).
sixty-one-cmd-dice = the three dice of this round
