## Fairy Lights: every message the game speaks. "The shop" is the face-up row of at most 5 cards.

# The game's name in menus.
fairy-lights-name = Fairy Lights
# One sentence for the game menu.
fairy-lights-summary = Push your luck: draw fairy-light cards into the shop, then take a colour and bank it at 3, 6, 9 or 12 bulbs.

## Colours. Lower case inside a sentence; capitalised ("Colour") to start one.

# Colour name inside a sentence.
fairy-lights-colour-red = red
# Colour name inside a sentence.
fairy-lights-colour-yellow = yellow
# Colour name inside a sentence.
fairy-lights-colour-green = green
# Colour name inside a sentence.
fairy-lights-colour-blue = blue
# Colour name inside a sentence.
fairy-lights-colour-purple = purple
# Colour name starting a sentence or a list item.
fairy-lights-Colour-red = Red
# Colour name starting a sentence or a list item.
fairy-lights-Colour-yellow = Yellow
# Colour name starting a sentence or a list item.
fairy-lights-Colour-green = Green
# Colour name starting a sentence or a list item.
fairy-lights-Colour-blue = Blue
# Colour name starting a sentence or a list item.
fairy-lights-Colour-purple = Purple
# A number of cards of one colour ("2 red cards"). $colour: red, yellow, green, blue or purple, so each language writes the colour agreeing with "card".
fairy-lights-cards = { $count ->
    [one] { $count } { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    } card
   *[other] { $count } { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    } cards
}

## Cards and small lists.

# A card as heard when drawn or reviewed: "Purple, 2 bulbs, 1 star". $colour: the colour's key (red, yellow, green, blue, purple); $capital: yes where the card opens the sentence.
fairy-lights-card = { $capital ->
    [yes] { $colour ->
        [red] Red
        [yellow] Yellow
        [green] Green
        [blue] Blue
       *[purple] Purple
    }
   *[no] { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    }
}, { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}, { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}
# Two colours taken together from a full shop.
fairy-lights-pair = { $first } and { $second }

## Bust chance.

# The chance the next draw busts. $colour: the colour of the last card of the shop (red, yellow, green, blue or purple).
fairy-lights-risk = { $risky ->
    [0] No { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    } card is left in the deck: the next draw cannot bust.
   *[other] The next draw busts on a { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    } card: { $risky } of { $left }, { $percent }.
}
# Bust chance when the shop is empty.
fairy-lights-risk-empty-shop = The shop is empty: the next draw cannot bust.
# Bust chance when the deck is empty.
fairy-lights-risk-no-deck = The deck is empty: no more draws.
# The bust chance in a few words, inside an option label.
fairy-lights-short-risk = { $risky ->
    [0] no risk of bust
   *[other] bust risk { $risky } in { $left }, { $percent }
}
# Said after your own draw (verbose), when the question is not asked again: the chance the next one busts. $colour: the drawn card's colour (red, yellow, green, blue or purple).
fairy-lights-next-risk = { $risky ->
    [0] Next draw: no { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    } card left, no risk.
   *[other] { $you ->
        [yes] Next draw
       *[no] { $player }'s next draw
    }: bust risk { $risky } in { $left }, { $percent }, on a { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    } card.
}

## Events.

# The game starts.
fairy-lights-shuffled = The deck is shuffled: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}. { $you ->
    [yes] You begin.
   *[no] { $player } begins.
}
# A turn starts; $shop is the number of cards in the shop.
fairy-lights-turn-began = { $you ->
    [yes] Your turn
   *[no] { $player }'s turn
}: { $shop ->
    [0] the shop is empty{ $you ->
        [yes] , draw.
       *[no] .
    }
    [5] the shop is full{ $you ->
        [yes] , take.
       *[no] .
    }
    [one] { $shop } card in the shop.
   *[other] { $shop } cards in the shop.
}
# A card drawn without busting. $detail: say who and the shop size.
fairy-lights-drawn = { $you ->
    [yes] { $card }.
   *[no] { $detail ->
        [yes] { $player } draws { $card }; { $shop ->
            [one] { $shop } card in the shop.
           *[other] { $shop } cards in the shop.
        }
       *[no] { $player }: { $card }.
    }
}
# A card drawn that busts. $detail: the long form for another player's draw.
fairy-lights-busted = { $you ->
    [yes] { $card }. Bust! Same colour as the last card: your turn ends, the card stays in the shop.
   *[no] { $detail ->
        [yes] { $player } draws { $card }. Bust! Same colour as the last card: the turn ends.
       *[no] { $player }: { $card }. Bust!
    }
}
# The deck's last card has just been drawn without busting.
fairy-lights-last-card = That was the last card of the deck: { $you ->
    [yes] no more draws, take to end the game.
   *[no] { $player } takes and the game ends.
}
# A draw has filled the shop.
fairy-lights-shop-full = { $you ->
    [yes] The shop is full: you must take.
   *[no] The shop is full: { $player } must take.
}
# Cards taken from the shop; $cards lists them by colour.
fairy-lights-took = { $you ->
    [yes] You take
   *[no] { $player } takes
} { $cards }.
# A colour reached a multiple of 3 bulbs and is banked.
fairy-lights-settled-bank = { $you ->
    [yes] You bank
   *[no] { $player } banks
} { $cards }: { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}, { $stars ->
    [0] no star
    [one] plus { $stars } star
   *[other] plus { $stars } stars
}.
# A colour has 1 or 2 bulbs and stays face up; its stars count against until banked.
fairy-lights-settled-keep = { $you ->
    [yes] You keep
   *[no] { $player } keeps
} { $cards } face up: { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}, { $stars ->
    [0] no star
    [one] minus { $stars } star
   *[other] minus { $stars } stars
}.
# A colour has 4 or more bulbs, not a multiple of 3: all its unbanked cards are discarded.
fairy-lights-settled-discard = { $you ->
    [yes] You discard
   *[no] { $player } discards
} { $cards }: { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}, not a multiple of 3.

## The shop, the deck, collections.

# The shop is empty.
fairy-lights-shop-empty = The shop is empty.
# How many cards the shop holds, before they are listed.
fairy-lights-shop-head = { $count ->
    [5] The shop is full: 5 cards.
    [one] The shop holds 1 card.
   *[other] The shop holds { $count } cards.
}
# One card of the shop, by its place in the row.
fairy-lights-shop-card = { $place }: { $card }.
# The last card of the shop, the one a draw must not match.
fairy-lights-shop-last = { $place }, last: { $card }.
# Cards of one colour summed up.
fairy-lights-colour-summary = { $colour }: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}, { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}.
# One colour in the list of the deck's cards: "red 5". $colour: the colour's key.
fairy-lights-colour-count = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
   *[purple] purple
} { $count }
# The remaining deck by colour; $colours is a list of colour counts.
fairy-lights-deck = { $left ->
    [0] The deck is empty.
    [one] { $left } card left in the deck: { $colours }.
   *[other] { $left } cards left in the deck: { $colours }.
}
# The deck in the review tree, with the bust chance.
fairy-lights-deck-node = The deck: { $left ->
    [one] { $left } card.
   *[other] { $left } cards.
} { $risk }
# One colour of the deck in the review tree.
fairy-lights-deck-colour = { $colour }: { $count ->
    [one] { $count } card left
   *[other] { $count } cards left
}
# How many cards of one face are left in the deck.
fairy-lights-face-count = { $card }: { $count } left
# The head of a collection in the review tree. With no unbanked card the line stops after the banked cards: the first node below says "No unbanked cards." right after it.
fairy-lights-collection = { $you ->
    [yes] Your collection
   *[no] { $player }'s collection
}: { $score ->
    [one] { $score } point
   *[other] { $score } points
}; { $banked_cards ->
    [0] no card banked
   *[other] { $banked ->
        [one] { $banked } star
       *[other] { $banked } stars
    } banked on { $banked_cards ->
        [one] { $banked_cards } card
       *[other] { $banked_cards } cards
    }
}{ $unbanked ->
    [0] .
    [one] ; { $unbanked } card unbanked.
   *[other] ; { $unbanked } cards unbanked.
}
# One unbanked colour: its bulbs, its stars (counted against you) and the bulbs that would bank it.
fairy-lights-unbanked = { $colour }: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}, { $stars ->
    [0] no star
    [one] minus { $stars } star
   *[other] minus { $stars } stars
}; { $need ->
    [one] { $need } more bulb banks them.
   *[other] { $need } more bulbs bank them.
}
# A collection with nothing face up.
fairy-lights-nothing-unbanked = No unbanked cards.
# The banked pile in the review tree.
fairy-lights-banked-pile = Banked: { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}.
# One unbanked colour in the table summary: "red with 2 bulbs".
fairy-lights-held = { $colour } with { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}
# One seat at the table. $unbanked lists its unbanked colours.
fairy-lights-table-seat = { $you ->
    [yes] You
   *[no] { $player }
}{ $playing ->
    [yes] , playing
   *[no] {""}
}: { $score ->
    [one] { $score } point
   *[other] { $score } points
}, { $banked ->
    [one] { $banked } star
   *[other] { $banked } stars
} banked{ $colours ->
    [0] ; nothing unbanked.
   *[other] ; unbanked: { $unbanked }.
}

## Scores.

# A seat's total.
fairy-lights-score-total = { $you ->
    [yes] You
   *[no] { $player }
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# The banked part of a score.
fairy-lights-score-banked = { $cards ->
    [0] Nothing banked.
   *[other] Banked: plus { $stars ->
        [one] { $stars } star
       *[other] { $stars } stars
    } on { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }.
}
# One unbanked colour of a score, counted against. $colour: the colour's key (red, yellow, green, blue, purple).
fairy-lights-score-unbanked = { $colour ->
        [red] Red
        [yellow] Yellow
        [green] Green
        [blue] Blue
       *[purple] Purple
    } unbanked: { $stars ->
    [0] no star
    [one] minus { $stars } star
   *[other] minus { $stars } stars
} on { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}, { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}.
# How a take would change your score.
fairy-lights-score-change = { $trend ->
    [up] score up { $gain }
    [down] score down { $gain }
   *[same] score unchanged
}
# The single winner.
fairy-lights-final-win = { $you ->
    [yes] You win
   *[no] { $player } wins
} with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# A shared win; $names lists the winners.
fairy-lights-final-shared = Shared win for { $names }, with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

## Whose turn, what is allowed.

# The game is over.
fairy-lights-turn-over = The game is over.
# Before the shuffle.
fairy-lights-turn-unshuffled = The deck is being shuffled.
# T: the turn. $situation: empty (must draw), full (must take), last (deck out: must take), choose.
fairy-lights-turn = { $you ->
    [yes] Your turn
   *[no] { $player }'s turn
}, { $draws ->
    [0] no draw yet
    [one] { $draws } draw so far
   *[other] { $draws } draws so far
}. { $shop ->
    [0] The shop is empty
    [one] The shop holds 1 card
   *[other] The shop holds { $shop } cards
}, { $left ->
    [0] the deck is empty
    [one] { $left } card left in the deck
   *[other] { $left } cards left in the deck
}. { $situation ->
    [empty] Drawing is the only move.
    [full] Taking is the only move.
    [last] The last card is out: taking ends the game.
   *[choose] Draw or take.
}
# Someone else is playing.
fairy-lights-wait = { $you ->
    [yes] It is your turn.
   *[no] It is { $player }'s turn.
}
# L: drawing is allowed, with its risk.
fairy-lights-may-draw = You may draw: { $risk }.
# L: the colours that may be taken; $two: a full shop, two colours among $colours.
fairy-lights-may-take = { $two ->
    [yes] You may take two colours among { $colours }.
   *[no] You may take { $options }.
}
# Said as the player's turn starts, before "Draw or take?": the shop, colour by colour.
fairy-lights-turn-shop = In the shop: { $piles }.
# The chooser's first question.
fairy-lights-prompt-turn = { $situation ->
    [empty] The shop is empty: draw.
    [full] The shop is full: take.
    [last] The last card is out: take to end the game.
   *[choose] Draw or take?
}
# The chooser's question at the take step.
fairy-lights-prompt-take = { $two ->
    [yes] Which two colours?
   *[no] Which colour?
}
# Option: draw, with the bust risk.
fairy-lights-option-draw = Draw a card, { $risk }
# Option: take, with the colours on offer; $two: a full shop, two colours among $colours.
fairy-lights-option-take = { $two ->
    [yes] Take two colours among { $colours }
   *[no] { $count ->
        [one] Take { $options }
       *[other] Take: { $options }
    }
}
# Option: two colours from a full shop, then what each would do.
fairy-lights-option-pair = { $pair }. { $first }. { $second }
# What taking one colour brings and would do: "Red: 2 cards, 3 bulbs, 1 star; you would bank ...".
fairy-lights-forecast = { $colour }: { $taken ->
    [one] { $taken } card
   *[other] { $taken } cards
}, { $bulbs ->
    [one] { $bulbs } bulb
   *[other] { $bulbs } bulbs
}, { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}; { $effect }
# The take would bank the colour: $pile cards worth $value stars.
fairy-lights-effect-bank = you would bank { $pile ->
    [one] { $pile } card
   *[other] { $pile } cards
} for { $value ->
    [one] { $value } star
   *[other] { $value } stars
}, { $change }
# The take would leave 1 or 2 bulbs face up.
fairy-lights-effect-keep = you would keep { $pile ->
    [one] it
   *[other] them
}: { $total ->
    [one] { $total } bulb
   *[other] { $total } bulbs
}, { $change }
# The take would reach 4 or more bulbs (not a multiple of 3): everything of that colour is discarded. $lost: the cards of that colour you already held; $taken: the cards taken.
fairy-lights-effect-discard = { $total ->
    [one] { $total } bulb
   *[other] { $total } bulbs
}: you would discard { $taken ->
    [one] it
   *[other] them
}{ $owned ->
    [0] {""}
   *[other] {" "}and your { $lost }
}, { $change }
# Why some options are missing, at the first step.
fairy-lights-why-empty = The shop is empty: nothing to take, you must draw.
# Why drawing is missing.
fairy-lights-why-full = The shop holds 5 cards: no drawing, you must take.
# Why drawing is missing after the last card.
fairy-lights-why-last = The last card of the deck is out: no drawing, you must take.
# Nothing is missing.
fairy-lights-why-choose = Drawing and taking are both open.
# Why some colours are missing at the take step.
fairy-lights-why-colours = { $two ->
    [yes] From a full shop you take every card of two colours.
   *[no] You take every card of one colour.
} { $absent ->
    [0] Every colour is in the shop.
   *[other] Not in the shop: { $colours }.
}

## Keys (F1).

# R key.
fairy-lights-key-draw = Draw a card from the deck into the shop.
# K key.
fairy-lights-key-take = Take cards from the shop: opens the choice of colours, or takes at once when there is only one choice.
# B key.
fairy-lights-key-deck = The cards left in the deck, by colour, and the chance that the next draw busts.
# G key.
fairy-lights-key-shop = The shop summed up colour by colour.

## Refused moves.

# A move that does not exist at this moment.
fairy-lights-illegal-not-legal = That move is not possible now.
# Someone else must act.
fairy-lights-illegal-not-your-turn = It is not your turn.
# A deck order that is not the 60 cards once each.
fairy-lights-illegal-bad-shuffle = The deck order must hold each of the 60 cards once.
# Drawing into a full shop.
fairy-lights-illegal-shop-full = The shop holds 5 cards: you must take, not draw.
# Drawing once the deck is out.
fairy-lights-illegal-last-card = The last card of the deck is out: you can only take.
# Taking from an empty shop.
fairy-lights-illegal-shop-empty = The shop is empty: you must draw.
# A colour that does not exist, or named twice.
fairy-lights-illegal-bad-colour = That is not a colour of the game.
# A colour with no card in the shop.
fairy-lights-illegal-colour-absent = No card of that colour is in the shop.
# One colour taken from a full shop holding several.
fairy-lights-illegal-take-two = From a full shop you take every card of two colours.
# Two colours taken from a shop of 1 to 4 cards.
fairy-lights-illegal-take-one = From a shop of 1 to 4 cards you take every card of one colour.
# Two colours named out of the game's colour order.
fairy-lights-illegal-colour-order = Name the two colours in the game's order: red, yellow, green, blue, purple.
# Says what D does in Fairy Lights (F1).
fairy-lights-cmd-dice = the shop, card by card
# Says what C does in Fairy Lights (F1).
fairy-lights-cmd-sheet = review your collection, the shop and the deck

# Shift+H, a take, the figure the list is ranked by: the stars it should bring you net of what the next player's turn after it should bring them, to a tenth of a star (may be negative), then its two sides. $net: that figure; $trend: up, down or same, the score change now; $change: that change without its sign (points, as the take's option says it); $gain: minus or plus, and $mine_size without its sign: what the take is worth to you beyond what your unbanked cards already promised, in stars (Spanish says a loss with its own verb); $shop: brings or costs, and $theirs without its sign: what the shop left should bring the next player, or cost them, in stars ($net is $mine less what it brings, or plus what it costs, $mine being that worth); $player: the next player's name; $emptied: yes when the take leaves the shop empty (the next player must draw), else no.
fairy-lights-hint-expect-take = { $net ->
        [one] { $net } star
       *[other] { $net } stars
    } on balance, with { $trend ->
        [up] { $change ->
            [one] your score up { $change } point now
           *[other] your score up { $change } points now
        }
        [down] { $change ->
            [one] your score down { $change } point now
           *[other] your score down { $change } points now
        }
       *[same] your score unchanged now
    }, worth { $gain ->
        [minus] minus { $mine_size }
       *[plus] { $mine_size }
    } to you beyond what your unbanked cards already promised, { $shop ->
        [costs] { $emptied ->
            [yes] plus { $theirs } that { $player } should lose drawing into the empty shop
           *[no] plus { $theirs } that the shop left should cost { $player }
        }
       *[brings] { $emptied ->
            [yes] { $theirs ->
                [0] and { $player } should get nothing drawing into the empty shop
               *[other] less { $theirs } that { $player } should get drawing into the empty shop
            }
           *[no] { $theirs ->
                [0] and the shop left should bring { $player } nothing
               *[other] less { $theirs } that the shop left should bring { $player }
            }
        }
    }
# Shift+H, a draw: its figure, the stars it should bring you net of what it may hand the next player (a bust gives them the whole shop), to a tenth of a star (may be negative). $net: that figure; $player: the next player's name.
fairy-lights-hint-expect-draw = { $net ->
        [one] { $net } star
       *[other] { $net } stars
    } on balance, once what it may hand { $player } is counted
# Shift+H with the last few cards, worked out to the end of the game: the chance to win (what ranks the moves), then how much the gap to the best rival should grow or shrink by the end. $wins: the chance (common-percent); $trend: up (you gain on them), down (you lose) or same; $size: the stars gained or lost, to a tenth; $others: how many rivals; $player: the rival's name when there is one.
fairy-lights-hint-expect-end = wins the game { $wins } of the time, { $trend ->
        [up] gaining about { $size ->
            [one] { $size } star
           *[other] { $size } stars
        } on { $others ->
            [1] { $player }
           *[other] the best of the others
        } by the end
        [down] losing about { $size ->
            [one] { $size } star
           *[other] { $size } stars
        } to { $others ->
            [1] { $player }
           *[other] the best of the others
        } by the end
       *[same] with the gap to { $others ->
            [1] { $player }
           *[other] the best of the others
        } about as it is now
    }
# Hint: the move is to draw.
fairy-lights-hint-draw = draw a card
# Hint: the move is to take $what, the cards (fairy-lights-hint-taken). There: $colour: the colour taken (red, yellow, green, blue or purple); $second: the second colour from a full shop, or none; $cards, $second_cards: how many shop cards of the first and second colour (one card is "the yellow card"; "the yellow card and the red ones" when the counts differ).
fairy-lights-hint-take = take { $what }
# The cards of a take as a noun phrase ("the red cards and the blue one"), said as $what by fairy-lights-hint-take and fairy-lights-hint-passes: $colour, $second (none, or the second colour), $cards and $second_cards (how many shop cards of each).
fairy-lights-hint-taken = the { $colour ->
        [red] red
        [yellow] yellow
        [green] green
        [blue] blue
       *[purple] purple
    }{ $second ->
        [none] { $cards ->
            [1] {" "}card
           *[other] {" "}cards
        }
       *[other] { $cards ->
            [1] {" "}card and the { $second ->
                [red] red
                [yellow] yellow
                [green] green
                [blue] blue
               *[purple] purple
            }{ $second_cards ->
                [1] {" "}one
               *[other] {" "}ones
            }
           *[other] { $second_cards ->
                [1] {" "}cards and the { $second ->
                    [red] red
                    [yellow] yellow
                    [green] green
                    [blue] blue
                   *[purple] purple
                } one
               *[other] {" "}and { $second ->
                    [red] red
                    [yellow] yellow
                    [green] green
                    [blue] blue
                   *[purple] purple
                } cards
            }
        }
    }
# Hint reason: the take banks a pile. $cards: the pile ("3 red cards"); $value: its stars; $bulbs: its bulbs; $change: the score change ("score up 4").
fairy-lights-hint-bank = it banks your { $cards } for { $value ->
        [one] { $value } star
       *[other] { $value } stars
    }, { $change }
# Hint reason: the take keeps a pile unbanked. $cards: the pile; $bulbs: its bulbs (1 or 2); $value: its stars; $change: the score change; $colour: the pile's colour (red, yellow, green, blue or purple), said when more bulbs of it would bank the pile; $plan: yes, or no when this take ends the game (nothing more is banked then).
fairy-lights-hint-keep = it keeps { $cards }, { $bulbs ->
        [one] { $bulbs } bulb in all, { $change }{ $plan ->
            [yes] , though 2 more { $colour ->
                [red] red
                [yellow] yellow
                [green] green
                [blue] blue
               *[purple] purple
            } bulbs are all it takes to bank
           *[no] {""}
        }
        [2] { $bulbs } bulbs in all, { $change }{ $plan ->
            [yes] , though one more { $colour ->
                [red] red
                [yellow] yellow
                [green] green
                [blue] blue
               *[purple] purple
            } bulb is all it takes to bank
           *[no] {""}
        }
       *[other] { $bulbs } bulbs in all, { $change }
    }
# Hint reason: a take of two colours that banks both piles, said as one clause with the score change once. $cards, $second: the two piles (fairy-lights-cards); $value, $second_value: their stars; $change: the score change of the two.
fairy-lights-hint-bank-both = it banks your { $cards } for { $value ->
        [one] { $value } star
       *[other] { $value } stars
    } and your { $second } for { $second_value ->
        [one] { $second_value } star
       *[other] { $second_value } stars
    }, { $change }
# Hint reason: a take of two colours that keeps both piles unbanked, said as one clause with the score change once. $cards, $second: the two piles (fairy-lights-cards); $change: the score change of the two; $plan: yes, or no when no later turn of yours is likely to bank them; $same: one (each pile lacks one bulb), two (each lacks 2) or no (then $colour is the colour of the pile lacking one bulb, $second_colour of the one lacking 2; red, yellow, green, blue or purple).
fairy-lights-hint-keep-both = it keeps { $cards } and { $second } unbanked, { $change }{ $plan ->
        [yes] , though { $same ->
            [one] one more bulb of each colour is
            [two] 2 more bulbs of each colour are
           *[no] one more { $colour ->
                [red] red
                [yellow] yellow
                [green] green
                [blue] blue
               *[purple] purple
            } bulb and 2 more { $second_colour ->
                [red] red
                [yellow] yellow
                [green] green
                [blue] blue
               *[purple] purple
            } bulbs are
        } all it takes to bank them
       *[no] {""}
    }
# Hint reason: the take passes 3 bulbs, so the whole pile is discarded. $cards: the pile discarded; $bulbs: its bulbs; $value: its stars; $change: the score change.
fairy-lights-hint-discard = it discards { $cards }, { $bulbs ->
        [one] { $bulbs } bulb
       *[other] { $bulbs } bulbs
    } in all, { $change }
# Hint reason: what the take leaves in the shop for the next player. $count: cards left; $stars: their stars; $player: the next player's name.
fairy-lights-hint-shop-left = { $count ->
        [0] it leaves the shop empty for { $player }
        [one] it leaves { $count } card { $stars ->
            [0] with no stars
            [one] worth { $stars } star
           *[other] worth { $stars } stars
        } in the shop for { $player }
       *[other] it leaves { $count } cards { $stars ->
            [0] with no stars
            [one] worth { $stars } star
           *[other] worth { $stars } stars
        } in the shop for { $player }
    }
# Hint reason: the take leaves cards in the shop that would make the next player discard cards they hold unbanked, if they took them. $trap: those cards ("3 blue cards"); $count: how many; $owned: the next player's unbanked cards of that colour ("2 blue cards"); $player: the next player's name.
fairy-lights-hint-shop-trap = it leaves { $trap } in the shop, a trap for { $player }, since taking { $count ->
        [one] it
       *[other] them
    } would discard the { $owned } { $player } holds
# Hint reason for a draw of the deck's last card while you lead: the game then ends with your take. $player: the best rival's name; $mine, $theirs: your score and theirs now.
fairy-lights-hint-last-card = it reveals the deck's last card, so the game ends with your take while you lead { $player } { $mine } to { $theirs }
# Hint reason for a draw: the shop is empty, so there is nothing to take.
fairy-lights-hint-empty-shop = the shop is empty, so there is nothing to take
# Hint reason for a draw: no colour of the shop would raise your score now.
fairy-lights-hint-no-take = no colour in the shop would raise your score yet
# Hint reason for a draw: a take would pay now, but a fuller shop should pay more. $best: the most a take would raise your score now, in points (as the take's option says it).
fairy-lights-hint-grow = a fuller shop should beat the { $best ->
        [one] { $best } point
       *[other] { $best } points
    } the best take adds now
# Hint reason for a draw: the chance of busting. $risky: cards of the deck that bust; $left: cards in the deck; $percent: the chance; $colour: the colour that busts; $small: yes when the risk is under one in four (then said "only"), else no.
fairy-lights-hint-risk = { $risky ->
        [0] no card left in the deck can bust you
       *[other] { $small ->
            [yes] only { $risky } of the { $left } cards left bust you, { $percent }
           *[no] { $risky } of the { $left } cards left bust you, { $percent }
        }
    }
# Hint reason for a draw when every card left in the deck busts you: the draw takes nothing. $take: no when no colour in the shop would raise your score, yes when the best take would ($best points, said as the take's option says them).
fairy-lights-hint-sure-bust = every card left in the deck busts you, so you take nothing { $take ->
        [yes] and leave the shop as it is, rather than score { $best ->
            [one] { $best } point
           *[other] { $best } points
        } now with the best take
       *[no] and lose nothing, since no colour in the shop would raise your score
    }
# H, when the hint's take passes over another take that raises your score more now (Sixty-One's sixty-one-hint-passes, in Fairy Lights' figures). $what: the other take's cards (fairy-lights-hint-taken); $sure: the points it adds now; $measure: points (mid-game: $theirs and $ours are the stars on balance of that take and of the hint's, to a tenth, as Shift+H says them) or wins (the last cards: the chances to win, common-percent); $verdict: worse, or even when both are said alike.
fairy-lights-hint-passes = taking { $what } would raise your score by { $sure ->
        [one] { $sure } point
       *[other] { $sure } points
    } now, { $measure ->
        [wins] { $verdict ->
            [worse] but wins the game only { $theirs } of the time, against { $ours }
           *[even] but wins the game no more often, { $ours } of the time, so the hard bot keeps its own move
        }
       *[points] { $verdict ->
            [worse] but comes to { $theirs ->
                [one] { $theirs } star
               *[other] { $theirs } stars
            } on balance, against { $ours }
           *[even] but comes to the same { $ours ->
                [one] { $ours } star
               *[other] { $ours } stars
            } on balance, so the hard bot keeps its own move
        }
    }

## Full screen: the drawn table

# The key to the cards' codes, drawn once on the table: B and S as fairy-lights-draw-bulbs and fairy-lights-draw-stars write them.
fairy-lights-draw-key = B for bulbs, S for stars
# The deck's count on its line, lit when drawing is the focused option.
fairy-lights-draw-left = { $left } left
# Two letters for a colour, so colour is never the only sign.
fairy-lights-draw-letter = { $colour ->
    [red] Re
    [yellow] Ye
    [green] Gr
    [blue] Bl
   *[purple] Pu
}
# Title of the shop: cards drawn this turn.
fairy-lights-draw-shop = Shop, drawn { $draws }
# Title of the deck: cards left and discarded.
fairy-lights-draw-deck = Deck: { $left } left, discard pile { $discarded }
# Caption of the cards at risk, then of the banked ones.
fairy-lights-draw-unbanked = At risk
# Caption of the banked cards.
fairy-lights-draw-banked = Banked
# Title of the players' totals.
fairy-lights-draw-points = Stars
# Title of the shop on a narrow screen, with the risk of the next draw: cards of the deck that bust it ($risky) of those left ($left).
fairy-lights-draw-shop-risk = Shop, drawn { $draws }, { $left ->
    [0] deck empty
   *[other] { $risky ->
        [0] no risk
       *[other] risk { $risky } in { $left }
    }
}
# A card's bulbs (or a colour's total) on a narrow screen, before its stars: the B of "Re B2 S1".
fairy-lights-draw-bulbs = B{ $bulbs }
# Its stars: the S of "Re B2 S1".
fairy-lights-draw-stars = S{ $stars }
# Title of a player's banked cards on a narrow screen, where they form a zone of their own.
fairy-lights-draw-banked-of = { $player }: banked
