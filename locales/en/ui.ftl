## Screen titles

# Generic screen title (fallback).
ui-title = accessiplay
# The main menu's title, said when it opens.
ui-title-main-menu = Main menu.
# Title of the keys help list (F1).
ui-title-help = Keys.
# Title of a yes/no question.
ui-title-confirm = Question.
# Title while the keyboard passes to another player.
ui-title-hand-over = Pass the keyboard.
# Title of the list of players whose sheet can be reviewed (Shift+C).
ui-title-pick-player = Which player?
# Title of a sheet review when the game gives none.
ui-title-review = Review.
# Title of the rules walkthrough when no game is named.
ui-title-rules = Rules.
# Title of the list of games for the rules.
ui-title-rules-menu = Rules: choose a game.
# Title of the settings screen.
ui-title-settings = Settings.
# Title of the new game setup.
ui-title-setup = New game.
# Title of the game screen when no game name is known.
ui-title-game = Game.
# Title of the final scores list.
ui-title-final = Final scores.
# Title of a long answer opened as a list (detailed scores, every diagonal, every placement).
ui-title-listing = List.

## Lists

# An item of a list with its position: "New game, 1 of 5".
ui-item = { $label }, { $position } of { $count }
# A chooser step that had one option only, taken for the player and said as a fact.
ui-step-taken = { $label }. The only choice.
# The last step of a move when it offers one option only: nothing to choose, Enter plays it.
ui-only-option = { $label }. The only choice; Enter plays it.
# Said when a list has nothing in it.
ui-list-empty = The list is empty.
# Said when an arrow key reaches the end of a list (then the item is repeated). $end: top or bottom, the end reached.
ui-edge = { $end ->
    [top] Top of the list.
   *[bottom] End of the list.
}
# Left or Right on an item that has no values to change.
ui-no-values = Nothing to change here. Use Up and Down to move, Enter to choose.
# A letter pressed in a menu that starts no item.
ui-no-item-letter = No item starts with { $letter }.
# A letter that plays a move, pressed in a later step of choosing a move where no option starts with it.
ui-game-key-in-step = No option here starts with { $letter }. { $letter } would leave this choice: press Escape first, then { $letter }.
# Enter pressed on a setting instead of Left and Right.
ui-setup-use-arrows = Use Left and Right to change this value.

## Main menu

# Main menu item: start a new game.
ui-menu-new-game = New game
# Main menu item: continue the saved game.
ui-menu-resume = Resume the saved game
# Main menu item: listen to the rules of a game.
ui-menu-rules = Rules
# Main menu item: settings.
ui-menu-settings = Settings
# Main menu item: the statistics of each game played (games won, without a hint, best score).
ui-menu-statistics = Statistics
# Main menu item: leave.
ui-menu-quit = Quit
# Said when the client closes.
ui-goodbye = Goodbye!
# A game in the rules menu: its name and one sentence about it.
ui-game-with-summary = { $name }: { $summary }

## Setup

# Setup row: which game. Left and Right change it.
ui-setup-game = Game: { $name }
# Setup row: the number of players, with the range the game allows.
ui-setup-players = Players: { $count } (from { $low } to { $high })
# Said when Left or Right would leave the allowed range of players.
ui-setup-players-limit = This game is for { $low } to { $high } players.
# The number of players in a game played by one number only.
ui-setup-players-fixed = Players: { $count } (always { $count } in this game)
# Left or Right on it.
ui-setup-players-limit-fixed = This game is for exactly { $count ->
    [one] { $count } player
   *[other] { $count } players
}.
# The game row changed to a game that takes another number of players: the row, then the new count, in one line. $game: the row as said (ui-item); $players: ui-setup-players-now or ui-setup-players-now-fixed.
ui-setup-game-players = { $game }; { $players }
# The new player count after a change of game. $count: players now; $low, $high: what the game takes.
ui-setup-players-now = now { $count ->
    [one] { $count } player
   *[other] { $count } players
} (from { $low } to { $high })
# The same for a game played by one number only.
ui-setup-players-now-fixed = now { $count ->
    [one] { $count } player
   *[other] { $count } players
} (always { $count } in this game)
# Setup row: one seat and who plays it.
ui-setup-seat = Seat { $n }: { $kind }
# Typing a name: the screen's title.
ui-title-name = Name.
# Typing a name: what is typed so far.
ui-name-typed = Typed: { $text }.
# Typing a name: nothing typed yet.
ui-name-empty = Nothing typed.
# Typing a name: how to finish.
ui-name-keys = Type the name, Backspace erases, Enter keeps it, Escape leaves it as it was.
# Typing a name: the name cannot be longer.
ui-name-full = A name holds at most { $count ->
    [one] { $count } character
   *[other] { $count } characters
}.
# Typing a name: Backspace removed this character.
ui-name-erased = { $char } erased.
# Typing a server's address or a table's id: how to finish.
ui-field-keys = Type the text, Backspace erases, Enter keeps it, Escape leaves it as it was.
# Typing a server's address or a table's id: the field cannot be longer.
ui-field-full = This field holds at most { $count ->
    [one] { $count } character
   *[other] { $count } characters
}.
# Typing a password: each character is said as this, never as itself.
ui-field-hidden-char = star
# Setup: the question when typing a seat's name.
ui-name-question-seat = Name of seat { $n }?
# Settings: the question when typing the player's own name.
ui-name-question-own = Your name?
# A name was kept.
ui-name-kept = Name: { $name }.
# No name was typed: the default name is used.
ui-name-default-kept = The default name is kept.
# Setup: a human seat with its name ("Seat 2: human, Marie").
ui-setup-seat-human = Seat { $n }: human, { $name }
# Settings: the first player's name.
ui-setting-name = Your name: { $value }
# Settings: no name given, so a game of your own calls you by the first player's default name. $name: that name ("Player 1").
ui-setting-name-default = { $name } (default)
ui-cmd-erase = erase the last character
ui-cmd-keep-name = keep the name
ui-cmd-send-chat = send the line to the table
# Setup row: the language.
ui-setup-language = Language: { $language }
# Setup row that starts the game.
ui-setup-start = Start the game
# Seat kind: a human at this keyboard.
ui-seat-kind-human = human
# Seat kind: an easy bot.
ui-seat-kind-easy = easy bot
# Seat kind: a normal bot.
ui-seat-kind-normal = normal bot
# Seat kind: a hard bot (it searches ahead).
ui-seat-kind-hard = hard bot
# A bot seat said with its level, in the opening line and by W: "Ana (normal bot)".
ui-seat-bot = { $name } ({ $kind })
# W: which seats are bots, and at which level.
ui-table-bots = { $count ->
    [one] Computer player: { $bots }.
   *[other] Computer players: { $bots }.
}
# Name given to a human seat.
ui-human-name = Player { $n }
# Names given to bots (short, easy to tell apart by ear).
ui-bot-name-1 = Ana
ui-bot-name-2 = Leo
ui-bot-name-3 = Sara
ui-bot-name-4 = Tom
ui-bot-name-5 = Eva
ui-bot-name-6 = Max
# Language names, each in its own language so anyone can find theirs.
ui-language-en = English
ui-language-fr = Français
ui-language-es = Español
# A player named in a list.
ui-seat-name = { $you ->
    [yes] { $player } (you)
   *[no] { $player }
}

## Settings

# Settings row: language.
ui-setting-language = Language: { $value }
# Settings row: speech output.
ui-setting-speech = Speech: { $value }
# Settings row: speech rate from -10 to 10.
ui-setting-rate = Speech rate: { $value }
# Settings row: volume of the sound cues in percent.
ui-setting-volume = Sound volume: { $value }
# Settings row: verbose or brief announcements.
ui-setting-verbose = Detailed announcements: { $value }
# Settings row: whether a step with one option only is taken for the player.
ui-setting-auto-single = Take single choices for me: { $value }
# Yes or no, as a setting's value.
ui-yes-no = { $on ->
    [yes] yes
   *[no] no
}
# Settings row: screen mode.
ui-setting-screen = Screen mode: { $value }
# Settings row: colours of the full screen.
ui-setting-theme = Full screen colours: { $value }
# Settings row: pause before each bot move is announced.
ui-setting-bot-pause = Pause before bot moves: { $value }
# Settings row that writes the settings file.
ui-setting-save = Save the settings
# A number of seconds.
ui-seconds = { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}
# On or off.
ui-on-off = { $on ->
    [yes] on
   *[no] off
}
# Speech outputs.
ui-speech-auto = automatic
ui-speech-screenreader = your screen reader
ui-speech-tts = built-in speech
ui-speech-console = printed lines
ui-speech-record = recording
# Screen modes.
ui-screen-auto = automatic
ui-screen-full = full screen
ui-screen-plain = plain lines
# Full screen colour themes.
ui-theme-high-contrast = high contrast
ui-theme-colour-blind = safe for colour blindness
# Said after the settings file is written.
ui-settings-saved = Settings saved in { $path }.
# Said when the settings file cannot be written.
ui-settings-not-saved = The settings could not be saved: the folder { $path } cannot be written. They apply until you quit.
# Said at start when the settings file cannot be read.
ui-settings-broken = Your settings file { $path } could not be read, so the default settings are used. The file was left as it is.
# Said at start when ACCESSIPLAY_HOME (or a parent of the settings folder) is a file.
ui-home-is-a-file = { $path } is a file, not a folder, so accessiplay cannot keep its settings and games there: the default settings are used. Move the file away, or give ACCESSIPLAY_HOME a folder.
# Said at start: which speech output is used.
ui-speech-backend = Speaking through { $backend }.

## Help

# F1: how many keys the list holds.
ui-help-intro = { $count ->
    [one] { $count } key.
   *[other] { $count } keys.
} Use Up and Down to hear them, Escape to close.
# One entry of the keys list.
ui-help-entry = { $key }: { $description }
# How F1 starts a key's description after the colon: A for a capital ("F2: The rules"), a for lower case ("F2: the rules"). Never said.
ui-help-description-case = A
# Several keys for one command.
ui-key-or = { $keys }
# F1 pressed inside the help list.
ui-help-about-help = This is the list of keys of the screen you came from. Escape goes back to it.
# A letter or digit key.
key-letter = { $key }
# A capital letter: Shift and the letter.
key-shift = Shift+{ $key }
# Control and a letter no command uses (said when it does nothing).
key-control = Control+{ $key }
# Other keys by name.
key-name = { $key ->
    [up] Up arrow
    [down] Down arrow
    [left] Left arrow
    [right] Right arrow
    [home] Home
    [end] End
    [enter] Enter
    [space] Space
    [escape] Escape
    [tab] Tab
    [s-tab] Shift+Tab
    [pageup] Page Up
    [pagedown] Page Down
    [backspace] Backspace
    [delete] Delete
    [insert] Insert
    [c-s] Control+S
    [c-c] Control+C
    [c-q] Control+Q
    [f1] F1
    [f2] F2
    [f3] F3
    [f4] F4
    [f5] F5
    [f6] F6
    [f7] F7
    [f8] F8
    [f9] F9
    [f10] F10
    [f11] F11
    [f12] F12
    [comma] comma
    [period] period
    [less] less than
    [greater] greater than
    [question] question mark
    [colon] colon
    [semicolon] semicolon
    [slash] slash
    [asterisk] asterisk
    [exclamation] exclamation mark
    [apostrophe] apostrophe
    [quote] quotation mark
    [minus] minus
    [plus] plus
    [equals] equals
    [open-paren] left parenthesis
    [close-paren] right parenthesis
    [open-bracket] left bracket
    [close-bracket] right bracket
    [open-brace] left brace
    [close-brace] right brace
    [at] at sign
    [hash] number sign
    [dollar] dollar
    [percent] percent sign
    [ampersand] ampersand
    [underscore] underscore
    [backslash] backslash
    [bar] vertical bar
    [tilde] tilde
    [backquote] backquote
    [caret] caret
    [unknown] an unknown key
   *[other] { $key }
}
# A key that means nothing on this screen.
ui-unknown-key = { $key } does nothing here. Press F1 to hear the keys of this screen.

## Commands, as F1 describes them

ui-cmd-help = the keys of this screen
ui-cmd-history-previous = read the previous message
ui-cmd-history-next = read the next message
ui-cmd-history-first = read the first message
ui-cmd-history-last = read the newest message
ui-cmd-verbosity = switch between brief and detailed announcements
ui-cmd-repeat = say again where you are
ui-cmd-previous = previous item
ui-cmd-next = next item
ui-cmd-first = first item
ui-cmd-last = last item
ui-cmd-page-up = ten items back
ui-cmd-page-down = ten items on
ui-cmd-choose = choose the item
ui-cmd-decrease = previous value
ui-cmd-increase = next value
ui-cmd-back = go back
ui-cmd-yes = yes
ui-cmd-no = no
ui-cmd-ready = I have the keyboard
ui-cmd-dice = the dice, or what stands for them
ui-cmd-scores = scores; press twice for the details
ui-cmd-scores-detailed = every player's detailed score
ui-cmd-turn = whose turn it is, and the round
ui-cmd-table = who is at the table
ui-cmd-legal = your possible moves, in brief
ui-cmd-why-not = why some choices are not offered
ui-cmd-sheet = review your sheet
ui-cmd-other-sheet = review another player's sheet
ui-cmd-rules = the rules, at the rule of what you are on
ui-cmd-save = save a copy of the game
ui-cmd-quit = leave the game, it stays saved
ui-cmd-quit-now = leave at once, the game is saved
ui-cmd-chat = say something to everyone at an online table
ui-cmd-refresh = read the tables again
ui-cmd-join-by-id = join a private table by its id
ui-cmd-step-back = go back one step of your move
ui-cmd-open = open the details of the item
ui-cmd-close = back to the level above

## History

# Comma or period pressed before anything was said.
ui-history-empty = No messages yet.
# A message read back with , . < >, and where it stands among the game's messages.
ui-history-item = { $label }; message { $position } of { $count }.
# Verbosity switched.
ui-verbose = { $on ->
    [yes] Detailed announcements.
   *[no] Brief announcements.
}

## Questions

# How to answer a yes/no question.
ui-confirm-keys = Y or Enter for yes, N or Escape for no.
# Said when the answer was no.
ui-cancelled = Cancelled.
# Asked when Q is pressed in a game.
ui-quit-question = Leave this game? It stays saved: choose Resume in the main menu to go on.
ui-quit-question-unsaved = Leave this game? It could not be saved: what was played since its last save will be lost.

## Playing

# Said when a game starts: the game and the players, in seat order. $alone: yes when the only
# seat is the player at the keyboard (a solo game or lesson), where a list of one read oddly.
ui-game-started = { $game }. { $alone ->
    [yes] You play alone.
   *[no] Players: { $players }.
}
# Said when a saved game is resumed. $alone as for ui-game-started.
ui-game-resumed = { $game }, resumed. { $alone ->
    [yes] You play alone.
   *[no] Players: { $players }.
}
# Full screen, several humans at one keyboard: who holds it, after the game's name (the status says "you" for them).
ui-status-holder = { $name } at the keyboard.
# Said when the holder must decide. Followed by the question and the first option. $alone: yes
# when one human plays at this keyboard (a solo game, a lesson, an online seat): the name would be
# noise; with several humans it says whose turn it is.
ui-your-turn = { $alone ->
    [yes] Your turn.
   *[no] Your turn, { $player }.
}
# Several humans share the keyboard: call the next one before anything private is said.
ui-hand-over = { $player }, your turn. Take the keyboard and press Enter.
# History keys on the hand-over screen: nothing said before can be read back yet.
ui-hand-over-history = The messages stay hidden until { $player } takes the keyboard. Press Enter once you have it.
# Who the game waits for.
ui-waiting-for = Waiting for { $players }.
# The game waits for the dice or the cards.
ui-waiting = Please wait.
# Escape on the first step of a move.
ui-chooser-at-start = This is the first step of your move. Q leaves the game.
# A game key whose choice is not possible now.
ui-option-unavailable = That is not possible now.
# Shift+L found nothing hidden.
ui-why-not-nothing = Every choice the rules allow is offered.
# A game answer with nothing to say.
ui-nothing-to-say = Nothing to say here.
# An illegal move that the game does not explain itself.
ui-illegal = That move is not allowed.
# Review: Enter or Right on an item without details.
ui-no-details = No details.
# The game is over (short, when coming back to it).
ui-game-over-short = The game is over.
# The game is over: the final scores follow.
ui-game-over = Game over.
# Solo game: the score and the best so far.
ui-best-score = { $new ->
    [yes] New best score: { $score }!
   *[no] Your score: { $score }. Best so far: { $best }.
}
# Rules walkthrough title.
ui-rules-of = Rules of { $game }.
# Said once as a rules walkthrough opens: how to move and open a section.
ui-rules-how = Up and Down move between sections; Enter reads the section you are on.
# A rules section as read: its heading with its place ("The game, 1 of 15"), a stop, then its text; without the stop, speech ran "15" into the text.
ui-rules-section = { $heading }. { $text }

## Saving

# Ctrl+S done.
ui-saved = Saved as { $label }.
# Saving failed: the game goes on but is not being saved.
ui-save-failed = Warning: the game cannot be saved in { $path }. You can go on playing, but if you quit, this game will be lost.
# Leaving at once.
ui-saved-quit = The game is saved. Goodbye!
ui-unsaved-quit = The game could not be saved: what was played since its last save is lost. Goodbye!
# Leaving a game for the menu.
ui-left-game = You left the game. It is saved.
ui-left-game-unsaved = You left the game. It could not be saved: what was played since its last save is lost.
# Resume with no saved game.
ui-no-saved-game = There is no saved game to resume.
# Resume given a file that does not exist ($path as given).
ui-save-missing = There is no file { $path }: check its name and folder, or choose “Resume the saved game” in the main menu for your last game.
# A saved game that cannot be read.
ui-save-broken = The saved game in { $path } could not be read ({ $reason }). It was left as it is.
# An unknown game on the command line.
ui-unknown-game = There is no game called { $name }.
# Bad seats on the command line.
ui-bad-seats = The seats { $seats } are not valid: give { $low } to { $high } seats, each human, easy, normal or hard, separated by commas.
# Bad seats on the command line, for a game played by exactly $count players (La Linotte).
ui-bad-seats-exact = The seats { $seats } are not valid: give exactly { $count ->
        [one] { $count } seat
       *[other] { $count } seats
    }, each human, easy, normal or hard, separated by commas.
# Why a saved game could not be read: not a game of ours.
ui-record-foreign-record = it is not an accessiplay game
# The file is damaged.
ui-record-damaged-record = the file is damaged
# The moves in the file do not follow the rules.
ui-record-record-does-not-replay = its moves do not follow the rules
# The file cannot be opened.
ui-record-unreadable = the file cannot be opened
# A save the player named is a folder or a device (resume /tmp).
ui-record-not-a-file = it is a folder or a device, not a saved game file
# accessiplay bench from an installed copy, without the benchmarks folder.
ui-bench-unavailable = The benchmarks run from a copy of the source code: python -m benchmarks.
# Said at start when the voice named in the settings does not exist.
ui-voice-missing = The voice { $voice } is not on this computer: the usual voice for your language speaks instead.
# Said when an unexpected error closes the client.
ui-crashed = Something went wrong and the game had to close. Your game is saved: choose Resume to go on. The details are in { $path }.
# Said when a key opens a screen whose part of accessiplay cannot be loaded (its files missing or damaged); the client goes on from where the key was pressed.
ui-screen-not-loaded = That part of accessiplay could not be loaded: its files are missing or damaged, so it stays closed and you are where you were. Reinstalling accessiplay should mend it. The details are in { $path }.
# Said when the final scores list opens, right after the scores were spoken.
ui-final-hint = Down and Up read the scores again; S, C and W read the game as before; Enter or Escape returns to the main menu.
# The end of an online game: the same keys, and Enter goes back to the server's lobby.
ui-final-hint-online = Down and Up read the scores again; S, C and W read the game as before; Enter or Escape returns to the lobby.

## Saves that can't be lost and can be found; damaged files; settings checked at start.
# Main menu item: the list of saved games.
ui-menu-load = Load a game
ui-menu-online = Play online
# Title of the list of saved games.
ui-title-saves = Load a game.
# The list of saved games is empty, and how a game comes to be listed; said on opening, on every list key and on Delete.
ui-saves-none = There are no saved games. A game you leave before its end waits here, and Control+S keeps a copy of a game as you play.
# How many saved games the list holds, newest first.
ui-saves-count = { $count ->
    [one] One saved game.
   *[other] { $count } saved games, newest first.
}
# One saved game in the list: its name and date, where it stands, who plays.
ui-saves-entry = { $label }, { $kind }. { $where } Players: { $players }.
# The Load list tells the game in progress (autosave) from a copy kept with Ctrl+S.
ui-saves-kind-autosave = game in progress
ui-saves-kind-copy = saved copy
# A file in the saves folder that cannot be opened, and why.
ui-saves-damaged = Damaged file { $file }: { $reason }.
# Asked before deleting a saved game.
ui-saves-delete-question = Delete this saved game? { $save } This cannot be undone.
ui-saves-deleted = Saved game deleted.
ui-saves-not-deleted = The saved game could not be deleted: its folder cannot be written.
# F1 description of Delete in the list of saved games.
ui-cmd-delete = delete the saved game, after asking
# F1 description of Escape in a question that has its own No.
ui-cmd-cancel = go back without answering
# A saved game's short name: game, day, month, hour and minutes.
ui-save-label = { $game }, { $day } { $month } { $hour }:{ NUMBER($minute, minimumIntegerDigits: 2) }
# Month names, for the dates of saved games.
ui-month-1 = January
ui-month-2 = February
ui-month-3 = March
ui-month-4 = April
ui-month-5 = May
ui-month-6 = June
ui-month-7 = July
ui-month-8 = August
ui-month-9 = September
ui-month-10 = October
ui-month-11 = November
ui-month-12 = December
# Asked when a new game would replace an unfinished one.
ui-new-game-question = An unfinished game is saved. Start a new game? The unfinished one is kept: you will find it in Load a game.
# The unfinished game was kept under its short name.
ui-unfinished-kept = The unfinished game is kept as { $label }.
# The unfinished game could not be read; its file was kept under another name.
ui-unfinished-damaged-kept = The unfinished game was damaged. Its file is kept as { $file }.
# Another window of the program plays the game in progress.
ui-new-game-apart = The game in progress is open in another window of accessiplay, so this new game is saved on its own.
ui-game-open-elsewhere = This game is open in another window of accessiplay. Go on with it there, or here start a new game or load another one.
# A damaged saved game was refused and renamed so it is kept.
ui-save-set-aside = This saved game cannot be opened: { $reason }. Nothing was deleted: its file is kept as { $file }.
# Why a saved game could not be read: more reasons.
ui-record-bad-action = it holds a move this game does not know
ui-record-unknown-game = it is a game this version does not know
ui-record-bad-player-count = its number of players is not one the game allows
ui-record-bad-seat = one of its players is not valid
ui-record-tampered = its dice or cards were changed by hand, they are not the ones chance gave
# Said after the final scores when the statistics file could not be used.
ui-stats-set-aside = Your statistics file was damaged, so the statistics start afresh. The old file is kept as { $file }.
# Said after the final scores when this game could not be added to the statistics. $reason: full (no room on the disk) or folder (it cannot be written); $path: that folder.
ui-stats-not-saved = { $reason ->
    [full] The statistics could not be saved: the disk is full. This game's result is not kept.
   *[folder] The statistics could not be saved: the folder { $path } cannot be written. This game's result is not kept.
}
# Escape on the main menu.
ui-quit-client-question = Quit accessiplay? A game in progress stays saved.
# Leaving Settings with changes not saved.
ui-settings-unsaved-question = Save your changes to the settings?
# How to answer a question with a yes, a no and a way back.
ui-confirm-keys-cancel = Y or Enter for yes, N for no, Escape to go back.
ui-settings-discarded = Changes discarded.
# At start: settings whose values in the file could not be used.
ui-settings-reset = { $count ->
    [one] This setting was reset because its value could not be used: { $settings }.
   *[other] These settings were reset because their values could not be used: { $settings }.
}
# Names of the settings, as said when one was reset.
ui-setting-name-language = language
ui-setting-name-speech = speech
ui-setting-name-rate = speech rate
ui-setting-name-voice = voice
ui-setting-name-volume = sound volume
ui-setting-name-verbose = detailed announcements
ui-setting-name-screen = screen mode
ui-setting-name-theme = full screen colours
ui-setting-name-name = your name
ui-setting-name-bot-pause = pause before bot moves
ui-setting-name-keys = keys
# H on your turn: the move the hard bot would make, in one sentence. $move: the whole move in the game's words; $why: the reasons, a list ("it brings 2 acorns and your leaves reach 41").
# $move starts in lower case after the colon (each game's *-hint- move messages are written so), and a semicolon, not a second colon, leads to $why: a braille display shows the line whole.
ui-hint = Hint: { $move }; { $why }.
# H when another weighed move brings more points for certain now: $over says it and why the hint leaves it (the game's *-hint-passes).
ui-hint-over = Hint: { $move }; { $why }; { $over }.
# H or Shift+H when one move only is legal (a forced pass): nothing to weigh.
ui-hint-only = Hint: { $move }; it is the only move you have.
# H once the player has begun choosing a move (16 lueurs: the pair chosen): the best way to finish that move, which is not always the best move from the start. $move, $why: as in ui-hint.
ui-hint-begun = Hint to finish your move: { $move }; { $why }.
# H mid-move when another weighed way to finish it brings more for certain now: as ui-hint-over.
ui-hint-begun-over = Hint to finish your move: { $move }; { $why }; { $over }.
# H or Shift+H mid-move when one legal move only finishes what the player has chosen.
ui-hint-begun-only = Hint to finish your move: { $move }; it is the only way to finish it.
# Shift+H: one of the three best moves, numbered, each its own line. $rank: 1 to 3; $move: the whole move; $expect: what the hard bot expects of it.
ui-hint-ranked = { $rank }: { $move }; { $expect }.
# Shift+H: a lower move whose expectation sounds better than move 1's, though the search could
# not tell them apart from the luck of the dice (the hard bot then keeps move 1). $samples: the games played out
# for each move (0 when worked out without playing out: nothing is then said of them).
ui-hint-ranked-even = { $rank }: { $move }; { $expect }; { $samples ->
        [0] {""}
        [one] with only one game played out for each move,{" "}
       *[other] with only { $samples } games played out for each move,{" "}
    }too close to move 1 to tell apart from luck, so the hard bot keeps move 1.
# Shift+H: a lower move said with exactly the same figure as move 1 (the hard bot still ranks it
# lower, by a difference the rounded figure does not show).
# $equal: yes when the hard bot values it exactly as move 1 (16 lueurs: two bulbs of one worth), so the order is no choice of its own; close when it values it a shade lower with nothing played out (no luck in the figure); no when games were played out (the gap may be luck).
ui-hint-ranked-tied = { $rank }: { $move }; { $expect }; { $equal ->
        [yes] valued exactly as move 1, so either will do
        [close] a shade below move 1, by less than the rounded figure can show
       *[no] the same figure as move 1, which cannot tell them apart
    }.
# Shift+H: a lower move said with the same chance to win as move 1 and a worse score after it (more points left in hand at Sixteen, fewer at the end elsewhere), which is what puts it lower.
ui-hint-ranked-chance = { $rank }: { $move }; { $expect }; the same chance to win as move 1, with a worse score after it.
# Shift+H: the title of the list of the three best moves (Up and Down read them again, Enter plays the move, Escape goes back to your move). $measure: what ranks them, wins (the share of played-out games won, against rivals) or points (what each should bring, solo or by a game's own estimate).
ui-hint-top-title = The hard bot's best moves, by { $measure ->
        [wins] chance to win
       *[points] what each should bring
    }. Enter plays the move you are on; Escape goes back to your move.
# Shift+H once the player has begun choosing a move: the title of the list of the best ways to finish it. $measure: as in ui-hint-top-title.
ui-hint-top-title-begun = The hard bot's best ways to finish your move, by { $measure ->
        [wins] chance to win
       *[points] what each should bring
    }. Enter plays the move you are on; Escape goes back to your move.
# H pressed while the hard bot is still weighing the moves: the hint will be said by itself.
ui-hint-thinking = Thinking about a hint: it will be said as soon as it is ready.
# The hard bot failed to weigh the moves (should not happen); pressing H again tries anew.
ui-hint-failed = No hint this time: the moves could not be weighed. Press H to try again.
# F1: the hint key.
ui-cmd-hint = a hint: the move the hard bot would make, and why
# F1: Shift+H.
ui-cmd-hint-top = the three best moves by the hard bot's reckoning, with what each should bring
# Said when accessiplay is started with its standard input closed: no key can reach it.
ui-no-keyboard = No keys can reach the game: its standard input is closed. Start it again from a terminal or a command prompt.

## Full screen: short labels of the drawn table (read on screen, not spoken)

# Caption in front of the dice of the current throw.
ui-draw-dice = Dice
# Marks the player whose decision is awaited.
ui-draw-turn = (to play)
# Title of the players' totals.
ui-draw-points = Points
# Under the dice while this seat's own choice waits for the others: what the parentheses mean.
ui-draw-pending = ( ): your choice, hidden from others
