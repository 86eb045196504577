## Online tables: errors the server sends back (each names what went wrong, never English text
## on the wire: the client speaks these in its player's language).

# A binary websocket frame came in: only text frames are understood.
online-error-binary = The server understands only text messages.
# A message longer than the limit ($limit is in bytes).
online-error-too-big = That message was too long: the limit is { $limit ->
    [one] { $limit } byte
   *[other] { $limit } bytes
}.
# A message that is not valid JSON (or not valid UTF-8, or nested too deep).
online-error-not-json = The server could not read that message.
# A message that is JSON but not an object.
online-error-not-an-object = The server could not read that message: it is not a request.
# The message's protocol version is not the server's ($version is the server's).
online-error-bad-version = This client speaks another version of the protocol; the server speaks version { $version }. Update accessiplay.
# The message's type is not one the server knows.
online-error-bad-type = The server does not know that request.
# The message's reference number is not a whole number from 0 up.
online-error-bad-ref = The request's reference number is not valid.
# The message holds a field no request of its type has.
online-error-unknown-field = That request holds something the server does not expect.
# A field the request needs is missing ($field is the field's protocol name).
online-error-missing-field = That request lacks its { $field } field.
# A field has the wrong type or is out of range ($field is the field's protocol name).
online-error-bad-field = That request's { $field } field is not valid.
# The player's name is empty once control characters are removed.
online-error-bad-name = Choose a name with at least one letter.
# A request came before the client said hello.
online-error-hello-first = Say hello to the server first.
# A second hello on the same connection.
online-error-hello-again = You are already connected to this server.
# The server's password is missing or wrong.
online-error-password = Wrong password for this server.
# No game has that id.
online-error-unknown-game = This server has no such game.
# The seats of a new table are not valid for the game (count, kind or bot level).
online-error-bad-seats = Those seats do not suit this game: check the number of players and the bots' levels. The first seat is yours.
# The options of a new table are not the game's.
online-error-bad-options = This game has no such options.
# No table has that id (or it has ended).
online-error-unknown-table = That table does not exist, or has closed.
# The seat number is not a seat of the table for a player.
online-error-bad-seat = That seat is not a player's seat at this table.
# Someone already sits at that seat.
online-error-seat-taken = Someone is already sitting there.
# Every player's seat at the table is taken.
online-error-no-free-seat = This table has no free seat; you can watch it.
# The seat token does not match (a seat whose player dropped needs its token).
online-error-bad-token = That seat belongs to a player who will come back; it is kept for them.
# The client is already sitting at, or watching, that table.
online-error-already-seated = You are already at this table.
# The client is not sitting at that table (to act, chat or leave).
online-error-not-seated = You are not at this table.
# The table still waits for players before the game begins.
online-error-not-started = The game has not begun: the table is waiting for players.
# A move sent while the game does not wait on this seat.
online-error-not-your-turn = It is not your turn.
# A move sent for a moment of the game already past (sent twice, or overtaken).
online-error-stale = That move came too late: the game has moved on.
# A move the game does not know.
online-error-bad-action = The server does not know that move.
# A move the rules refuse (the client speaks the game's own reason too).
online-error-illegal = That move is not allowed.
# A chat line with nothing left once control characters are removed.
online-error-empty-chat = The message is empty.
# Too many requests too fast from one connection.
online-error-rate-limited = Too many requests at once; wait a moment.
# The connection opened more tables than allowed ($limit tables).
online-error-too-many-tables = You cannot open more than { $limit ->
    [one] { $limit } table
   *[other] { $limit } tables
} at once.
# The server holds all the connections or tables it can.
online-error-server-full = The server is full; try again later.
# A frame from the server that the client cannot read.
online-error-bad-event = The server sent something this client cannot read.
# Something went wrong inside the server; the request changed nothing.
online-error-internal = The server could not handle that request; nothing changed.

## accessiplay serve: what the server prints on its terminal.

# Printed once the server listens; $url: where it listens (ws://HOST:PORT); $address: what players type after join.
online-serve-listening = Serving online tables at { $url }. Players join with: accessiplay join { $address }. Ctrl+C stops the server.
# --cert was given without --key, or the other way round.
online-serve-cert-and-key = Give both --cert and --key, or neither.
# Printed at start when ACCESSIPLAY_TABLE_SEED ($variable) is set to something that is not a seed; the server starts all the same.
online-serve-seed-ignored = { $variable } is not a whole number of at most 19 digits, so it is ignored: the dice of every table stay unguessable.
# Any other reason the system gave; $error is only its short name (EMFILE, EAI_AGAIN), never its English words.
online-serve-refused = The server could not start: the system refused it (error { $error }).
# serve --port names a port another program already listens on ($port) of $host, as typed.
online-serve-port-in-use = The server could not start: another program already uses port { $port } on { $host }. Stop that program, or give another --port (with --port 0 the system picks a free one).
# serve --port below 1024 without the administrator's rights.
online-serve-port-reserved = The server could not start: on this system only the administrator may open port { $port }. Give a --port above 1023.
# serve --host names an address ($host, as typed) that belongs to another computer.
online-serve-not-this-computer = The server could not start: { $host } is not an address of this computer. Give an address of this computer, 0.0.0.0 to open the server to your network, or leave out --host to serve this computer alone.
# --cert or --key cannot be read or is not a certificate and its key; $error is a short code (ENOENT, PEM_LIB).
online-serve-cert-unusable = The server could not start: the certificate { $cert } and its key { $key } cannot be read or do not belong together (error { $error }). Give a certificate and its key that this program may read.
# serve --host names no computer ($host as typed): a name no lookup can encode or find.
online-serve-bad-host = The server could not start: no computer has the name or address “{ $host }”. Give an address or name of this computer, 0.0.0.0 to open the server to your network, or leave out --host to serve this computer alone.
# The tables file in --data is not a database SQLite can read; $path is that file.
online-serve-store-damaged = The server could not start: { $path } is damaged or is not a tables file. Move it away to start with no tables, or give another --data folder.
# The tables file cannot be made in the --data folder ($folder): it is not writable.
online-serve-store-unwritable = The server could not start: it cannot keep its tables in { $folder }. Give --data a folder you can write in.
# Said to the operator (stderr) when the disk stops taking writes of the tables while serving; the games go on from memory.
online-serve-store-failing = The tables cannot be written in { $folder } (the disk is full or refuses writing): the games go on, and their moves will be written as soon as there is room. Make room there before stopping the server, or the moves played since are lost.
# Said to the operator once the disk takes the waiting writes again.
online-serve-store-writing-again = The tables are written in { $folder } again: no move was lost.
