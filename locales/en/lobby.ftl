## Online tables: the lobby, the chat, the connection to the server.

# H or Shift+H at an online table: the hint searches the whole game, which only the server holds.
lobby-no-hints = No hints at an online table: a hint needs the whole game, and only the server holds it.
# Control+S at an online table: the record is the server's.
lobby-no-save = An online table is saved by its server: there is no copy to make here.
# Q at an online table, confirmed: back at the main menu, the seat kept.
lobby-left-table = You left the table. Your seat stays yours: join the table again to take it back.
# Q at an online table: the question before leaving (the server keeps the seat, not a save).
lobby-leave-question = Leave the table? Your seat stays yours: join the table again to take it back.
# Title of the one-line chat entry.
lobby-title-chat = Chat.
# F4 at an online table: the question of the chat entry.
lobby-chat-question = Your message to the table?
# The keys of the chat entry, said after the question.
lobby-chat-keys = Type your message, Backspace erases, Enter sends it, Escape cancels.
# The chat entry is full.
lobby-chat-full = A message holds at most { $count ->
    [one] { $count } character
   *[other] { $count } characters
}.
# Enter on an empty chat entry: nothing was sent.
lobby-chat-empty = Nothing to send.
# F4 at a table played at this keyboard.
lobby-chat-local = Chat is for online tables: everyone here shares this keyboard.
# Main menu, Play online: the server's address, the last one given already typed.
lobby-address-question = Server address? For example localhost or example.org:8765.
# Enter on an empty address.
lobby-no-address = No address given: nothing to connect to.
# A server address no connection can be made to ($address as typed): no host, a space, a port out of range.
lobby-bad-address = No server can be at “{ $address }”: type a host name, and if you like a colon and a port from 1 to 65535, for example localhost or example.org:8765.
# The server's password, asked after its address.
lobby-password-question = Password? Press Enter without typing if the server has none.
# Connecting to a server ($address as typed).
lobby-connecting = Connecting to { $address }.
# The server welcomed the player.
lobby-connected = Connected to { $address }.
# The connection to the server was lost; a new try comes after $seconds seconds.
lobby-lost = Lost the server. Trying again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
# The connection came back after a loss.
lobby-reconnected = Connected again.
# The seat was taken back with its token after a drop.
lobby-back-at-table = Back at the table.
# A rejoin after a drop refused because the server still holds the seat for the dropped connection (until its pings time out): the client asks again by itself.
lobby-seat-still-held = The server still holds your seat for the connection that dropped; trying again in a few seconds.
# A request while the connection is down.
lobby-not-connected = Not connected to the server; it is being tried again.
# Escape in the lobby: the connection is closed.
lobby-disconnected = Left the server.
# Title of the lobby: the list of the server's tables.
lobby-title = Lobby.
# First item of the lobby.
lobby-create = Create a table
# A table of the lobby: its game, free seats out of all seats, who sits there, its state,
# and whether a seat of this player is kept there ($kept yes or no).
lobby-table = { $game }: { $free ->
    [0] no free seat
    [one] { $free } free seat
   *[other] { $free } free seats
} of { $count }; { $players }; { $state ->
    [playing] playing
    [over] over
   *[waiting] waiting for players
}{ $kept ->
    [yes] ; your seat is kept
   *[no] {""}
}
# A bot at a listed table ($level: its level, "normal bot").
lobby-bot = { $level }
# A listed table where nobody sits yet.
lobby-nobody = nobody yet
# A new list of tables came ($count tables).
lobby-tables = { $count ->
    [0] No table open yet: create one.
    [one] { $count } table.
   *[other] { $count } tables.
}
# F5 in the lobby.
lobby-refreshing = Reading the tables again.
# J in the lobby: the question.
lobby-table-id-question = The private table's id?
# Title of a table's choices.
lobby-title-table = Table.
# A free seat to take ($n: the seat's number).
lobby-take-seat = Take seat { $n }
# A seat kept for this player to take back.
lobby-take-back = Take back your seat, seat { $n }
# Watch a table without playing.
lobby-watch = Watch the game
# Said after choosing a seat or to watch, before the server answers.
lobby-joining = Joining the table.
# Title of the form of a new table.
lobby-title-create = New online table.
# The creator's own seat.
lobby-seat-you = Seat { $n }: you
# A seat left for a player who joins.
lobby-seat-open = Seat { $n }: a player who joins
# Whether the table is private (not listed; joined by its id).
lobby-private = Private table: { $on ->
    [yes] yes, joined only by its id
   *[no] no, listed in the lobby
}
# How long a missing player is waited for before a normal bot plays for them.
lobby-bot-after = A bot plays for a missing player: after { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}
# The same row when no bot ever plays for a missing player.
lobby-bot-after-never = A bot plays for a missing player: never, the table waits
# Last row of the form.
lobby-create-start = Create the table
# Said once the table is asked for.
lobby-creating = Creating the table.
# A private table was made: its id, letter by letter, to give to friends.
lobby-created-private = Private table made. Its id, to give to your friends: { $table }.
# A seat whose player has not come yet ($n: its number).
lobby-free-seat = Seat { $n }, free
# Somebody the client cannot name.
lobby-someone = Someone
# Players coming and going ($name: who).
lobby-presence-joined = { $name } sat down at the table.
# Presence: a player left the table.
lobby-presence-left = { $name } left the table.
# Presence: a player lost the connection.
lobby-presence-dropped = { $name } lost the connection; the table waits for them.
# Presence: a player took their seat back.
lobby-presence-back = { $name } is back at the table.
# Presence: a bot stands in for a missing player.
lobby-presence-bot = A bot now plays for { $name }.
# Presence: a spectator came.
lobby-presence-watching = { $name } is watching.
# A chat line ($name said $text).
lobby-chat-said = { $name } says: { $text }
# The server could not be reached at all (a wrong address, or no server there); a new try
# comes after $seconds seconds.
lobby-unreachable = No server answers at { $address }. Trying again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}; choose Play online again to give another address.
# A local game starts while a server is still being tried: the tries stop.
lobby-stopped-trying = No more tries to reach { $address }: choose Play online to try again.
# Something answers at the address but has not welcomed the player for $seconds seconds (not an
# accessiplay server, or one that is stuck); the client goes on waiting.
lobby-no-welcome = { $address } answers, but not as an accessiplay server: no welcome in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}. Still waiting; choose Play online again to give another address.
# After a refusal of the hello that another try would meet again (a wrong password): the client
# stops trying.
lobby-hello-refused = The connection is closed; choose Play online again to try again.
