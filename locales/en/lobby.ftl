## Online tables: the lobby, the chat, the connection to the server.

# H or Shift+H at an online table: the hint searches the whole game, which only the server holds.
lobby-no-hints = No hints at an online table: a hint needs the whole game, and only the server holds it.
# Control+S at an online table: the record is the server's.
lobby-no-save = An online table is saved by its server: there is no copy to make here.
# Q at an online table, confirmed: back at the main menu, the seat kept.
lobby-left-table = You left the table. Your seat stays yours: join the table again to take it back.
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
