## 16 lueurs d'hiver (game id "lueurs"): everything the game says.
## "Grelots" (little bells) are the game's points and keep their French name in English.

# The game's name in the menu. Keep the French title.
lueurs-name = 16 lueurs d'hiver (Winter Glows)
# One sentence for the game menu.
lueurs-summary = A winter roll-and-write for 1 to 6 players: record dice pairs in five zones and light sixteen bulbs; the most Grelots wins.

# A player as the object of a sentence, first in its list ("crossed out for Bob and you").
lueurs-whom = { $you ->
    [yes] you
   *[no] { $player }
}
# The same after the first of the list (Spanish repeats its preposition before "ti" there:
# "para Bob y para ti").
lueurs-whom-after = { $you ->
    [yes] you
   *[no] { $player }
}

## Zones, garlands, cakes, bags

# Zone name, bare, as in a list of options.
lueurs-zone-bird = Songbird
# Zone name, bare.
lueurs-zone-birdhouses = Birdhouses
# Zone name, bare.
lueurs-zone-cakes = Cakes
# Zone name, bare.
lueurs-zone-snowmen = Snowmen
# Zone name, bare.
lueurs-zone-squirrel = Squirrel
# A zone inside a sentence ("You completed the Songbird").
lueurs-item-bird = the Songbird
# A zone inside a sentence.
lueurs-item-birdhouses = the Birdhouses
# A zone inside a sentence.
lueurs-item-cakes = the Cakes
# A zone inside a sentence.
lueurs-item-snowmen = the Snowmen
# A zone inside a sentence.
lueurs-item-squirrel = the Squirrel
# A garland inside a sentence.
lueurs-item-red = the red garland
# A garland inside a sentence.
lueurs-item-yellow = the yellow garland
# A garland inside a sentence.
lueurs-item-green = the green garland
# A garland inside a sentence.
lueurs-item-purple = the purple garland
# A garland inside a sentence.
lueurs-item-blue = the blue garland
# A Grelot bag, won by completing its zone or garland (also used at the start of a line).
lueurs-bag-bird = Songbird bag
# A Grelot bag.
lueurs-bag-birdhouses = Birdhouses bag
# A Grelot bag.
lueurs-bag-cakes = Cakes bag
# A Grelot bag.
lueurs-bag-snowmen = Snowmen bag
# A Grelot bag.
lueurs-bag-squirrel = Squirrel bag
# A Grelot bag.
lueurs-bag-red = Red garland bag
# A Grelot bag.
lueurs-bag-yellow = Yellow garland bag
# A Grelot bag.
lueurs-bag-green = Green garland bag
# A Grelot bag.
lueurs-bag-purple = Purple garland bag
# A Grelot bag.
lueurs-bag-blue = Blue garland bag
# Colour of garland 1 (lit by a 1), as an adjective.
lueurs-colour-red = red
# Colour of garland 2.
lueurs-colour-yellow = yellow
# Colour of garland 3.
lueurs-colour-green = green
# Colour of garland 4.
lueurs-colour-purple = purple
# Colour of garland 5.
lueurs-colour-blue = blue
# A garland as a title.
lueurs-garland-name-red = Red garland
# A garland as a title.
lueurs-garland-name-yellow = Yellow garland
# A garland as a title.
lueurs-garland-name-green = Green garland
# A garland as a title.
lueurs-garland-name-purple = Purple garland
# A garland as a title.
lueurs-garland-name-blue = Blue garland
# A bulb as an option of the last step.
lueurs-bulb-name-red = Red bulb
# A bulb as an option.
lueurs-bulb-name-yellow = Yellow bulb
# A bulb as an option.
lueurs-bulb-name-green = Green bulb
# A bulb as an option.
lueurs-bulb-name-purple = Purple bulb
# A bulb as an option.
lueurs-bulb-name-blue = Blue bulb
# A cake as a title in the sheet review.
lueurs-cake-title-kouglof = Kouglof
# A cake as a title.
lueurs-cake-title-biscuit-1 = Biscuit 1
# A cake as a title.
lueurs-cake-title-biscuit-2 = Biscuit 2
# The cake whose numbers rise from the bottom (a bundt cake).
lueurs-cake-kouglof = the kouglof
# The first of the two cookies whose numbers fall from the bottom.
lueurs-cake-biscuit-1 = biscuit 1
# The second cookie.
lueurs-cake-biscuit-2 = biscuit 2
# The power that adds 1 to a die.
lueurs-power-plus = plus 1
# The power that takes 1 from a die.
lueurs-power-minus = minus 1
# One use of a power: "+1 on the 3".
lueurs-power-on = { $power } on the { $value }
# The powers used this turn, as a list.
lueurs-powers-used = { $uses }
# State of a bag that can still be won.
lueurs-bag-state-open = still open
# State of a bag this player has won.
lueurs-bag-state-circled = circled, won
# State of a bag this player can no longer win.
lueurs-bag-state-crossed = crossed out

## What a turn writes

# Two Songbird boxes ticked.
lueurs-place-bird = boxes { $first } and { $second }
# The birdhouse ticked.
lueurs-place-birdhouses = row { $row }, column { $column }
# Both numbers written in one cake, the first one lower.
lueurs-place-cake-one = { $first } then { $second } in { $cake }
# One number in each of two cakes.
lueurs-place-cake-two = { $first } in { $cake } and { $second } in { $other }
# The snowman ticked.
lueurs-place-snowmen = sum { $sum }
# The domino placed, left half then right half.
lueurs-place-squirrel = space { $space }, { $left } left and { $right } right
# What was recorded: zone, place, the jokers' declared values, the Grelots it brought.
lueurs-record = { $zone }, { $place }{ $jokers ->
    [0] {""}
    [one] , joker as { $values }
   *[other] , jokers as { $values }
}{ $known ->
    [yes] { $points ->
        [0] {""}
        [one] , +1 Grelot
       *[other] , +{ $points } Grelots
    }
   *[other] {""}
}
# A turn that recorded no pair.
lueurs-record-nothing = nothing recorded
# The bulb ticked and how full its garland is now.
lueurs-bulb-lit = { $colour } bulb, { $lit } of { $size } lit
# The bulb chosen, before it is written.
lueurs-bulb-colour = { $colour } bulb
# A pair of dice and what the third die lights.
lueurs-pair = { $first } and { $second }{ $jokers ->
    [0] {""}
    [one] , with a joker
   *[other] , two jokers
}; { $free ->
    [yes] the { $die } lights any garland
   *[other] the { $die } lights a { $colour } bulb
}

## The move chooser: questions

# First step when a power is unlocked (the dice were just said; D says them again).
lueurs-step-powers = Use a power?
# Choosing the pair; each option names the pair and the die left for a bulb.
lueurs-step-pair = Which pair do you record?
# Choosing the zone.
lueurs-step-zone = Where do you record { $first } and { $second }?
# Choosing two Songbird boxes at once.
lueurs-step-boxes = Which Songbird boxes?
# Choosing the first Songbird box (pair with a joker).
lueurs-step-box = First Songbird box, the lower one?
# Choosing the second Songbird box.
lueurs-step-other-box = Second Songbird box?
# Choosing the birdhouse (pair with a joker).
lueurs-step-cell = Which birdhouse?
# Choosing the cakes and the numbers.
lueurs-step-cake-write = Which cakes, in which order?
# Choosing the cakes (pair with a joker).
lueurs-step-cakes = Which cakes?
# Cakes with a joker: the number written in the first puff.
lueurs-step-first-value = Which number first?
# Cakes with a joker: the number written in the second puff.
lueurs-step-second-value = And the second number?
# Choosing the snowman (pair with a joker).
lueurs-step-sum = Which snowman?
# Choosing the domino space and orientation.
lueurs-step-domino = Where does the domino go?
# Choosing the domino space (pair with a joker).
lueurs-step-space = Which space for the domino?
# Squirrel with a joker: the number on the domino's left half.
lueurs-step-left-half = Which number on the left half?
# Squirrel with a joker: the number on the domino's right half.
lueurs-step-right-half = And on the right half?
# Last step: the bulb; $die 0 means the player recorded nothing and may use any die.
lueurs-step-bulb = { $die ->
    [0] Which bulb do you tick, with any of the dice?
   *[other] Which bulb does the { $die } light?
}

## The move chooser: options

# Powers step: use none.
lueurs-opt-no-power = No power
# Powers step: a use of powers and the dice it gives.
lueurs-opt-powers = { $uses }: dice { $dice }
# Pair step: record nothing this turn.
lueurs-opt-skip = Record nothing, only tick a bulb
# A zone with several places for the pair, and how many.
lueurs-opt-zone = { $zone }, { $count ->
    [one] { $count } choice
   *[other] { $count } choices
}
# The only zone the pair fits, taken for the player, and how many places it has there.
lueurs-taken-zone = { $zone } (the only zone): { $count ->
    [one] { $count } choice.
   *[other] { $count } choices.
}
# A zone where the pair has only one place.
lueurs-opt-zone-place = { $zone }: { $place }{ $points ->
    [0] {""}
    [one] , +1 Grelot
   *[other] , +{ $points } Grelots
}
# A whole place and the Grelots it brings now.
lueurs-opt-place = { $place }{ $points ->
    [0] {""}
    [one] , +1 Grelot
   *[other] , +{ $points } Grelots
}
# A Songbird box for the joker.
lueurs-opt-box = box { $box }, shows { $value }, worth { $grelots }
# The second Songbird box.
lueurs-opt-other-box = box { $box }, shows { $value }{ $points ->
    [0] {""}
    [one] , +1 Grelot
   *[other] , +{ $points } Grelots
}
# Both numbers in one cake.
lueurs-opt-cakes-one = both in { $cake }
# One number in each of two cakes.
lueurs-opt-cakes-two = one in { $cake }, one in { $other }
# A squirrel space.
lueurs-opt-space = space { $space }{ $centre ->
    [yes] , the arrow in the centre
   *[other] {""}
}
# Cakes with a joker: one number for the first puff, in its cake.
lueurs-opt-first-value = { $value } in { $cake }
# Squirrel with a joker: one number for the left half of the domino.
lueurs-opt-left-half = { $value } on the left
# The numbers on the domino.
lueurs-opt-halves = { $left } on the left, { $right } on the right{ $points ->
    [0] {""}
    [one] , +1 Grelot
   *[other] , +{ $points } Grelots
}
# A bulb to tick: how full its garland gets and what completing it brings; $newpower is no when the player already has that power.
lueurs-opt-bulb = { $name }, { $lit } of { $size } lit{ $completes ->
    [yes] : completes the garland{ $newpower ->
        [yes] , { $power } power
       *[other] {""}
    }{ $bag ->
        [0] , bag already crossed out
       *[other] , bag of { $bag ->
           [one] { $bag } Grelot
          *[other] { $bag } Grelots
       }
    }{ $ends ->
        [yes] . Your fourth full garland: the game ends after this turn
       *[other] {""}
    }
   *[other] {""}
}

## Why an option is not offered

# A pair that fits no zone.
lueurs-why-pair = { $first } and { $second } fit in no zone.
# Songbird full.
lueurs-why-bird-full = The Songbird is full.
# Only one Songbird box left.
lueurs-why-bird-one-box = The Songbird has only one free box; a pair needs two.
# No free Songbird box shows this value.
lueurs-why-bird-value = No free Songbird box shows a { $value }.
# A double whose value shows on one free box only.
lueurs-why-bird-same = Only one free Songbird box shows a { $value }.
# Birdhouses full.
lueurs-why-birdhouses-full = Every birdhouse is ticked.
# Pair with a joker: all its birdhouses taken.
lueurs-why-birdhouses-joker = Every birdhouse this pair could name is already ticked.
# The rule of the birdhouses.
lueurs-why-birdhouses-dice = Birdhouses need one die from 1 to 3 and one from 4 to 6.
# The birdhouse named by the pair is taken.
lueurs-why-birdhouses-taken = The birdhouse in row { $row }, column { $column } is already ticked.
# Cakes full.
lueurs-why-cakes-full = Every puff of the cakes is written.
# No cake takes the pair; $needs lists what each cake accepts.
lueurs-why-cakes-order = No cake takes { $first } and { $second }: { $needs }.
# A full cake.
lueurs-cake-need-full = { $cake } is full
# An empty cake.
lueurs-cake-need-any = { $cake } takes any number
# The kouglof rises.
lueurs-cake-need-above = { $cake } needs more than { $value }
# The biscuits fall.
lueurs-cake-need-below = { $cake } needs less than { $value }
# Snowmen full.
lueurs-why-snowmen-full = Every snowman is ticked.
# Pair with a joker: every sum taken.
lueurs-why-snowmen-joker = Every sum this pair could make is already ticked.
# The snowman of the sum is taken.
lueurs-why-snowmen-taken = The snowman for { $sum } is already ticked.
# Squirrel full.
lueurs-why-squirrel-full = The squirrel's row is full.
# The numbers the open ends need.
lueurs-why-squirrel-ends = A new domino must show { $values } where it touches the row.
# A full garland.
lueurs-why-bulb-full = The { $colour } garland is full.
# A garland the die does not light.
lueurs-why-bulb-colour = { $die ->
    [0] No die lights { $garland }.
   *[other] The { $die } does not light { $garland }: only a 6, or a die whose garland is full, gives a free choice.
}

# Powers step: why some uses are not offered.
lueurs-why-powers = A 6 cannot go up and a 1 cannot go down; each power once per turn, on two different dice; uses that give the same dice as another option are listed once.
# Songbird step: which boxes are offered.
lueurs-why-boxes = Only free Songbird boxes showing the pair's values are offered; a joker takes any free box.
# Birdhouse step.
lueurs-why-cell = Only empty birdhouses the pair can name are offered.
# Snowman step.
lueurs-why-sum = Only empty snowmen whose sum the pair can make are offered.
# Cakes steps: what each cake takes.
lueurs-why-cakes = Each cake takes only this: { $needs }.
# Squirrel step, first domino.
lueurs-why-squirrel-first = The first domino goes on the arrow, space 3, turned as you like.

## Announcements

# The roll, at the start of a turn.
lueurs-rolled = Turn { $turn }: { $dice }.
# Sixes in the roll.
lueurs-dice-jokers = { $count ->
    [one] The 6 is a joker.
   *[other] The sixes are jokers.
}
# A natural double: every sheet ticks a doubles box. $alone: yes when the listener plays alone.
lueurs-double = { $alone ->
    [yes] Double! You tick a Grelot.
   *[no] Double! Everyone ticks a Grelot.
}
# A seat's 12 doubles boxes are already full ($you: the listener's own, else $player's).
lueurs-double-full = { $you ->
    [yes] Your 12 doubles boxes are already ticked.
   *[no] { $player } has all 12 doubles boxes ticked already.
}
# After the viewer chose: the turn is kept secret while others choose.
lueurs-kept = Kept secret until { $waiting } { $count ->
    [one] has
   *[other] have
} chosen.
# Another player has chosen (verbose).
lueurs-chose = { $player } has chosen.
# A turn, in full.
lueurs-played = { $you ->
    [yes] You
   *[no] { $player }
}: { $record }; { $bulb }.
# A turn with powers, in full.
lueurs-played-powers = { $you ->
    [yes] You
   *[no] { $player }
}: { $powers }; { $record }; { $bulb }.
# Another player's turn, in brief.
lueurs-played-brief = { $player }: { $zone }, { $colour } bulb.
# A zone completed.
lueurs-completed-zone = { $you ->
    [yes] You completed
   *[no] { $player } completed
} { $item }{ $won ->
    [yes] {" "}and { $you ->
        [yes] circle
       *[no] circles
    } its bag: { $grelots ->
        [one] { $grelots } Grelot
       *[other] { $grelots } Grelots
    }!
   *[other] , but that bag was already crossed out.
}
# A garland completed; $newpower is no when the player already had its power (a second garland of a power gives nothing more).
lueurs-completed-garland = { $you ->
    [yes] You lit
   *[no] { $player } lit
} all of { $item }{ $newpower ->
    [yes] : { $power } power unlocked
   *[other] {""}
}{ $won ->
    [yes] ; bag circled, { $grelots ->
        [one] { $grelots } Grelot
       *[other] { $grelots } Grelots
    }!
   *[other] ; its bag was already crossed out.
}
# Bags others can no longer win.
lueurs-bags-crossed = { $you ->
    [yes] Crossed out on your sheet: { $bag }.
   *[no] Crossed out for { $players }: { $bag }.
}
# The end condition.
lueurs-four-garlands = Four full garlands for { $players }: that was the last turn.

## Keys D, S, T, W, L

# No roll yet.
lueurs-no-dice = The dice have not been rolled yet.
# D: the dice.
lueurs-dice = Turn { $turn }, dice { $dice }.
# D: a natural double.
lueurs-dice-double = A natural double.
# D: the viewer's powers.
lueurs-dice-powers = Your powers: { $powers }.
# S: a total.
lueurs-score-total = { $you ->
    [yes] You
   *[no] { $player }
}: { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}.
# One row of the score track.
lueurs-score-item = { $row } { $points }
# Shift+S and the end: a whole score track.
lueurs-score-detail = { $you ->
    [yes] You
   *[no] { $player }
}, { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}: { $items }.
# Score track row 1: doubles ticked and bags circled.
lueurs-row-bonus = doubles and bags
# Score track row.
lueurs-row-bird = Songbird
# Score track row.
lueurs-row-birdhouses = Birdhouses
# Score track row.
lueurs-row-cakes = Cakes
# Score track row.
lueurs-row-snowmen = Snowmen
# Score track row.
lueurs-row-squirrel = Squirrel
# T: game over.
lueurs-turn-over = The game ended after turn { $turn }.
# T: between turns.
lueurs-turn-rolling = Turn { $turn } is about to be rolled.
# T: players still choosing ($waiting, the listener last; $count: how many); $you is yes when only the listener is.
lueurs-turn-choosing = { $you ->
    [yes] Turn { $turn }: waiting for you.
   *[no] { $count ->
        [one] Turn { $turn }: { $waiting } is still choosing.
       *[other] Turn { $turn }: waiting for { $waiting }.
    }
}
# T: how near the end is (it comes with four full garlands).
lueurs-turn-garlands = { $count ->
    [0] No full garland yet.
   *[other] { $you ->
        [yes] You lead with { $count } of 4 full garlands.
        [solo] Full garlands: { $count } of 4.
       *[no] Most full garlands: { $count } of 4, { $players }.
    }
}
# W: one seat.
lueurs-table-seat = { $you ->
    [yes] You
   *[no] { $player }
}: { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}, { $full } full { $full ->
    [one] garland
   *[other] garlands
}, { $lit } of 16 bulbs lit{ $held ->
    [0] {""}
   *[other] , powers { $powers }
}{ $status }.
# W: not in a turn.
lueurs-status-none = {""}
# W: still choosing.
lueurs-status-choosing = , choosing
# W: has chosen.
lueurs-status-chosen = , has chosen
# L: powers available.
lueurs-legal-powers = { $count ->
    [0] Your powers change nothing on these dice.
    [one] Your powers give one other way to change the dice.
   *[other] Your powers give { $count } other ways to change the dice.
}
# L: a pair and its zones.
lueurs-legal-pair = { $pair }: { $zones }.
# L: recording nothing. $colours: the bulbs that may be ticked, an or-list of lueurs-colour words ("red, green or blue").
lueurs-legal-skip = Or record nothing and only tick a { $colours } bulb.

## The end

# Solo final.
lueurs-final-solo = Final score: { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}.
# Winner or shared win.
lueurs-final-winners = { $count ->
    [one] { $you ->
        [yes] You win
       *[no] Winner: { $players }
    }, with { $total ->
        [one] { $total } Grelot
       *[other] { $total } Grelots
    }.
   *[other] Shared win for { $players }, with { $total ->
        [one] { $total } Grelot
       *[other] { $total } Grelots
    } each.
}
# Solo: this game's score and the best so far.
lueurs-best-score = { $new ->
    [yes] A new best score!
   *[no] Your best so far: { $best ->
        [one] { $best } Grelot.
       *[other] { $best } Grelots.
    }
}

## Game keys (F1)

# G key.
lueurs-key-garlands = Your garlands: bulbs lit and left, powers, bags.
# B key.
lueurs-key-bags = Your Grelot bags: open, circled or crossed out.

# Keys 1 to 6 at the pair step.
lueurs-key-garland-die = At the pair step: keep this die for the garland and record the other two.
# A digit pressed at the pair step when no offered pair leaves that die.
lueurs-no-pair-for-die = No pair on offer leaves a { $die } for the garland.

## The sheet review (C, Shift+C)

# Top of a sheet.
lueurs-tree-sheet = { $you ->
    [yes] Your sheet
   *[no] Sheet of { $player }
}: { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}.
# Garlands node.
lueurs-tree-garlands = Garlands: { $full } of 5 full, { $lit } of { $bulbs } bulbs lit.
# One garland.
lueurs-tree-garland = { $name }, lit by a { $die }: { $lit } of { $size } bulbs, { $left } left; { $power } power { $unlocked ->
    [yes] unlocked
   *[other] locked
}; bag of { $bag ->
    [one] { $bag } Grelot
   *[other] { $bag } Grelots
} { $state }.
# Doubles boxes.
lueurs-tree-doubles = Doubles: { $count } of { $boxes } ticked, { $count ->
    [one] { $count } Grelot
   *[other] { $count } Grelots
}.
# Songbird node.
lueurs-tree-bird = Songbird: { $ticked } of 12 boxes ticked, a run of { $run } from the bird, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
}; bag { $state }.
# One Songbird box.
lueurs-tree-bird-box = Box { $box }: shows { $value }, worth { $grelots }, { $ticked ->
    [yes] ticked
   *[other] empty
}.
# Birdhouses node.
lueurs-tree-birdhouses = Birdhouses: { $ticked } of 9 ticked{ $rowcount ->
    [0] {""}
   *[other] , full rows { $rows }
}{ $columncount ->
    [0] {""}
   *[other] , full columns { $columns }
}, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
}; bag { $state }. Rows give 6, 7, 8; columns 4, 5, 6 give 8, 7, 6.
# A birdhouse row.
lueurs-tree-house-row = Row { $row }: { $ticked } of 3, worth { $grelots } when full.
# One birdhouse.
lueurs-tree-house-cell = Row { $row }, column { $column }: { $ticked ->
    [yes] ticked
   *[other] empty
}. Column worth { $grelots }.
# Cakes node.
lueurs-tree-cakes = Cakes: { $puffs } of { $size } puffs written, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
}; bag { $state }.
# One cake.
lueurs-tree-cake = { $cake }, { $rising ->
    [yes] rising
   *[other] falling
}: { $count ->
    [0] empty
   *[other] { $written }
}, { $count } of { $size }; { $need }.
# One puff, from the bottom.
lueurs-tree-puff = Puff { $puff }: { $value ->
    [0] empty
   *[other] { $value }
}, worth { $grelots }.
# Snowmen node.
lueurs-tree-snowmen = Snowmen: { $ticked } of { $size } ticked, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
}; bag { $state }.
# One snowman.
lueurs-tree-snowman = Sum { $sum }: worth { $grelots }, { $ticked ->
    [yes] ticked
   *[other] empty
}.
# Squirrel node.
lueurs-tree-squirrel = Squirrel: { $dominoes } of 5 dominoes, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
}{ $open ->
    [0] {""}
   *[other] , the ends need { $ends }
}; bag { $state }.
# One squirrel space.
lueurs-tree-space = Space { $space }{ $centre ->
    [yes] , the arrow
   *[other] {""}
}: { $placed ->
    [yes] { $left } left and { $right } right
   *[other] empty
}, worth { $grelots }.
# Bags node.
lueurs-tree-bags = Grelot bags: { $circled } circled, { $crossed } crossed out, { $open } open.
# One bag.
lueurs-tree-bag = { $bag }, { $grelots ->
    [one] { $grelots } Grelot
   *[other] { $grelots } Grelots
}: { $state }.
# Score track node.
lueurs-tree-track = Score track: { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}.
# One row of the score track with the running total.
lueurs-tree-track-row = { $row }: { $points }, running total { $running }.

## Illegal moves (should only be heard from a damaged save or a game key)

# Wrong kind of action.
lueurs-illegal-not-now = That is not something to do now.
# Not one of the offered turns.
lueurs-illegal-not-legal = That turn is not among the legal ones.
# A power used before its garland is full.
lueurs-illegal-power-locked = That power is not unlocked: fill a garland with it first.
# A power used twice.
lueurs-illegal-power-once = Each power may be used once per turn.
# A die that is not in the roll.
lueurs-illegal-no-such-die = Those dice are not in the roll.
# +1 on a 6 or −1 on a 1.
lueurs-illegal-power-no-wrap = A 6 cannot go up and a 1 cannot go down.
# No such zone.
lueurs-illegal-no-such-zone = There is no such zone.
# Songbird rule.
lueurs-illegal-bird-rule = The Songbird needs two free boxes, one showing each number of the pair.
# Birdhouses rule.
lueurs-illegal-birdhouses-rule = Birdhouses need one die from 1 to 3 and one from 4 to 6, on an empty birdhouse.
# Cakes rule.
lueurs-illegal-cakes-rule = The kouglof rises and the biscuits fall, each number in the lowest empty puff.
# Snowmen rule.
lueurs-illegal-snowmen-rule = Tick the empty snowman of the pair's sum.
# Squirrel rule.
lueurs-illegal-squirrel-rule = The first domino goes on the arrow; the next ones beside it, touching halves equal.
# No such garland.
lueurs-illegal-no-such-garland = There are only five garlands.
# A full garland.
lueurs-illegal-garland-full = That garland is full.
# A bulb the die does not light.
lueurs-illegal-bulb-colour = That die does not light this garland.
# A bad roll.
lueurs-illegal-bad-roll = A roll is three dice from 1 to 6.

# Shift+H: what the hard bot makes of a move: its own value of the sheet once the turn is written, rounded (alone, the Grelots it expects by the end, turns still to play included; against rivals, the Grelots won and the hopes still open, so not a final score); $wins: unused here ("none").
lueurs-hint-expect = the hard bot values your sheet at about { $points } { $points ->
        [one] Grelot
       *[other] Grelots
    } after it
# Shift+H, a turn that lights your fourth garland: the game ends after it, so the figure is your sheet's final total, bags completed this turn included. $total: those Grelots.
lueurs-hint-expect-end = it ends the game with your sheet at { $total } { $total ->
        [one] Grelot
       *[other] Grelots
    }
# Shift+H against rivals, a turn that does not end the game: the hard bot's rating of it in Grelots, which counts the bags raced and, near the end, the chance of winning the race to the end (so it is not a score the sheet will show). $points: that rating, rounded; $others: how many rivals.
lueurs-hint-rated = the hard bot rates it at about { $points } { $points ->
        [one] Grelot
       *[other] Grelots
    }, counting the race against { $others ->
        [1] your rival
       *[other] your rivals
    }
# Hint: a whole turn that records the pair. $record: the zone and place ("Songbird, boxes 1 and 4"); $colour: the colour of the bulb the third die lights.
lueurs-hint-move = { $record }, then a { $colour } bulb
# Hint: a turn that records nothing. $colour: the colour of the bulb lit.
lueurs-hint-nothing = record nothing, then a { $colour } bulb
# Hint: a turn that uses powers first. $uses: the powers used ("plus 1 on the 3"); $turn: the rest of the turn (lueurs-hint-move or lueurs-hint-nothing).
lueurs-hint-powers = { $uses }, then { $turn }
# Hint reason: the Grelots the pair brings in its zone. $points: how many.
lueurs-hint-gain = it brings { $points ->
        [one] { $points } Grelot
       *[other] { $points } Grelots
    }
# Hint reason: the pair completes its zone while its bag is open (a zone whose bag is crossed out brings nothing more once complete, and is not said). $zone: the zone within a sentence ("the Songbird"); $bag: the Grelots of its bag.
lueurs-hint-completes = it completes { $zone } for its bag of { $bag ->
        [one] { $bag } Grelot
       *[other] { $bag } Grelots
    }
# Hint reason: how far the bulb takes its garland. $colour: the garland's colour; $lit: bulbs lit after it; $size: the garland's bulbs.
lueurs-hint-bulb = the { $colour } garland reaches { $lit } of { $size ->
        [one] { $size } bulb
       *[other] { $size } bulbs
    }
# Hint reason: the bulb completes its garland. $colour: its colour; $bag: its bag's Grelots, 0 when crossed out; $power: the power it unlocks; $newpower: yes when that power is new and can still be used (never on the garland that ends the game); $ends: yes when it is the fourth full garland (the game ends after this turn; said "your fourth" right after the garland, so it is never heard as a fourth power).
lueurs-hint-garland = it completes the { $colour } garland{ $ends ->
        [yes] , your fourth{ $bag ->
            [0] {""}
            [one] , for its bag of { $bag } Grelot
           *[other] , for its bag of { $bag } Grelots
        }, which ends the game after this turn
       *[other] { $bag ->
            [0] {""}
            [one] {" "}for its bag of { $bag } Grelot
           *[other] {" "}for its bag of { $bag } Grelots
        }{ $newpower ->
            [yes] {" "}and unlocks the { $power } power
           *[other] {""}
        }
    }
# Hint reason after the turn that lights your fourth garland: the game ends after it, so your sheet's final total (bags completed this turn included), beside the best rival's total before this turn (their own turn may still add to it). $total: your final Grelots; $rivals: how many rivals (0 solo: then only your total is said); $theirs: the best rival's Grelots; $player: that rival's name.
lueurs-hint-standing = your sheet finishes on { $total } { $total ->
        [one] Grelot
       *[other] Grelots
    }{ $rivals ->
        [0] {""}
        [1] , against { $theirs } for { $player } before this turn
       *[other] , against { $theirs } for the best of the others before this turn
    }
# Hint reason: the Songbird scores only its unbroken run of ticked boxes from the bird; the pair makes it longer. $boxes: the run's length after the pair.
lueurs-hint-run = your unbroken run from the bird grows to { $boxes ->
        [one] { $boxes } box
       *[other] { $boxes } boxes
    }

## Full screen: the drawn sheet

# Title of the dice zone.
lueurs-draw-turn = Turn { $turn }
# Title of the doubles boxes.
lueurs-draw-doubles = Doubles
# Title of another player's sheet, drawn in short lines beside yours on a wide screen.
lueurs-draw-sheet-of = { $player }'s sheet
# Title of the players' totals.
lueurs-draw-grelots = Grelots
# Title of the garlands.
lueurs-draw-garlands = Garlands
# Two letters for a garland's colour, so colour is never the only sign.
lueurs-draw-letter = { $colour ->
    [red] Re
    [yellow] Ye
    [green] Gr
    [purple] Pu
   *[blue] Bl
}
# Title of a zone: its name and its bag.
lueurs-draw-zone = { $zone } (bag { $bag })
# A bag's state, short.
lueurs-draw-bag-open = open
# A bag won (circled), short.
lueurs-draw-bag-circled = won
# A bag lost (crossed out), short.
lueurs-draw-bag-crossed = lost

## Full screen on a narrow screen (below 60 columns): one short line per zone

# A zone's short name, at the start of its one line.
lueurs-draw-short-zone = { $zone ->
    [bird] Songbird
    [birdhouses] Birdhouses
    [cakes] Cakes
    [snowmen] Snowmen
   *[squirrel] Squirrel
}
# A zone's short name and the state of its bag, before what is written there.
lueurs-draw-zone-short = { $zone } ({ $bag })
# Another player's zone in one line on a narrow screen, before what they wrote there: the zone's short name and the player's name.
lueurs-draw-zone-of = { $zone } ({ $player })
# A bag's state in a zone's one line, as short as it can be said (the line has 40 columns).
lueurs-draw-bag-short = { $bag ->
    [circled] won
    [crossed] lost
   *[open] open
}
# Before the garlands' bags won or lost, on their own line.
lueurs-draw-garland-bags = Garland bags
# Says what D does in 16 lueurs d'hiver (F1).
lueurs-cmd-dice = the three dice of this turn
