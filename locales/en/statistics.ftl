## Statistics, in the main menu: one line for each game played, read with Up and Down.

# The Statistics screen's title, said when it opens.
statistics-title = Statistics.
# Statistics: no game has been counted yet (no statistics file, or one set aside as damaged), and how one comes to be counted; said on opening and on every list key.
statistics-none = No games played yet. Finish a game and it will be counted here.
# One game's line. $game: the game's name; $details: its counts, joined by statistics-then ("12 games played, 7 won, 5 won without a hint, hints asked in 4 games (9 hints)").
statistics-game = { $game }: { $details }.
# Joins one detail of a game's line to the next: $first, the details so far; $next, the one that follows.
statistics-then = { $first }, { $next }
# How many games of this game were played to their end.
statistics-played = { $count ->
    [one] { $count } game played
   *[other] { $count } games played
}
# Of the games played, how many were played alone (said only when some were played with others: those alone are neither won nor lost).
statistics-alone = { $count } of them alone
# Of the games played, how many had only humans at the table, none of them a bot (players sharing one keyboard): one of them always wins, so those are neither won nor lost.
statistics-no-bot = { $count } of them with no bot
# A solo scored game: the best score so far.
statistics-best = best score { $score }
# How many of those games the player won.
statistics-won = { $count } won
# How many games the player won, counted only since this version (games played before it were not counted as won or lost): "2 won of the last 5 games", or "the last game won" (or "not won") when one game was played since. $count: the games won; $since: the games played since.
statistics-won-since = { $since ->
    [one] { $count ->
        [0] the last game not won
       *[other] the last game won
    }
   *[other] { $count } won of the last { $since } games
}
# How many games the player won without asking for a hint (H or Shift+H).
statistics-won-unaided = { $count } won without a hint
# The hints asked: $games, in how many games; $hints, how many in all.
statistics-hints = { $games ->
    [0] no hints asked
   *[other] hints asked in { $games ->
        [one] { $games } game
       *[other] { $games } games
    } ({ $hints ->
        [one] { $hints } hint
       *[other] { $hints } hints
    })
}
# The statistics file cannot be read and could not be renamed aside either: nothing was changed. $path: the file.
statistics-damaged-left = Your statistics file { $path } cannot be read, and it could not be set aside: it is left as it is, nothing was deleted.
