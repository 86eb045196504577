## The command line: accessiplay --help, its usage line and its errors.

# First word of the usage line, before the command's syntax.
cli-usage = usage:
# The description under the usage line of `accessiplay --help`.
cli-description = Five tabletop games for blind and visually impaired players, played by keyboard and heard through your screen reader or built-in speech.
# Heading of the options list.
cli-heading-options = options
# Heading of the list of commands (menu, play, resume, rules, bench).
cli-heading-commands = commands
# Heading of a command's own arguments (the game).
cli-heading-arguments = arguments
# Help line of -h / --help.
cli-help-help = show this help and leave
# Help line of --version.
cli-help-version = show the version number and leave
# Help line of --lang.
cli-help-lang = the language of speech and menus (default: the settings', else the system's)
# Help line of --speech.
cli-help-speech = where speech goes: your screen reader, built-in speech, printed lines, or the first that works (auto)
# Help line of --plain.
cli-help-plain = one printed line per announcement, for a terminal screen reader or a braille display
# Help line of --full.
cli-help-full = a full-screen, high-contrast layout for low vision and sighted partners
# Help line of --seed.
cli-help-seed = the same dice and cards again: games started with the same number are dealt alike
# Help line of --bot-pause.
cli-help-bot-pause = the pause after each bot move, in seconds
# Help line of --brief.
cli-help-brief = brief announcements
# Help line of --no-sound.
cli-help-no-sound = no sound cues
# Help line of the menu command.
cli-help-menu = open the main menu (what accessiplay does without a command)
# Help line of the play command.
cli-help-play = start a game straight away
# Help line of the resume command.
cli-help-resume = go on with the last game, exactly where it stopped
# Help line of the rules command.
cli-help-rules = hear a game's rules walkthrough
# Help line of the tutorial command.
cli-help-tutorial = learn a game by playing a guided game of it
# Help line of the join command.
cli-help-join = join an online server's lobby
# Help line of join's address argument.
cli-help-address = the server: HOST or HOST:PORT (port 8765 if none)
# Help line of join's --password option.
cli-help-join-password = the server's password, if it has one
# Help line of the bench command.
cli-help-bench = measure the games' speed (from a source checkout)
# Help line of the game argument of play and rules. $games: the ids of the games found, as choices.
cli-help-game = the game: { $games }
# Help line of play --seats. $default is the seats used when the option is left out.
cli-help-seats = the seats in order, separated by commas, each human, easy, normal or hard (default: { $default })
# Help line of bench --quick.
cli-help-quick = a short run
# Help line of resume's optional file argument.
cli-help-file = a saved game to open (default: the game in progress)
# Metavar (placeholder name) of --seed's value.
cli-metavar-seed = NUMBER
# Metavar of --bot-pause's value.
cli-metavar-bot-pause = SECONDS
# Metavar of --seats' value.
cli-metavar-seats = SEATS
# Metavar of the game argument.
cli-metavar-game = GAME
# Metavar of resume's file argument.
cli-metavar-file = FILE
# Help line of the serve command.
cli-help-serve = hold online tables for players elsewhere (accessiplay join connects to it)
# Help line of serve --host.
cli-help-host = the address to listen on (default: { $default }, this computer only)
# Help line of serve --port.
cli-help-port = the port to listen on (default: { $default })
# Help line of serve --data.
cli-help-data = the folder where tables are kept (default: a folder in accessiplay's data)
# Help line of serve --password.
cli-help-password = a password players must give to connect
# Help line of serve --cert.
cli-help-cert = a TLS certificate file (PEM), for encrypted connections; needs --key
# Help line of serve --key.
cli-help-key = the private key file (PEM) of the --cert certificate
# Metavar of serve --host's value.
cli-metavar-host = ADDRESS
# Metavar of serve --port's value.
cli-metavar-port = PORT
# Metavar of serve --data's value.
cli-metavar-data = FOLDER
# Metavar of serve --password's value.
cli-metavar-password = PASSWORD
# Metavar of serve --cert's value.
cli-metavar-cert = FILE
# Metavar of serve --key's value.
cli-metavar-key = FILE
# The name of the command argument in an error (menu, play, rules…).
cli-metavar-command = COMMAND
# Python's own command-line errors, in the player's words: an argument's name and what is wrong with it. $argument: the option or argument; $message: what is wrong.
cli-argparse-argument = argument { $argument }: { $message }
# Arguments a command needs and did not get. $names: their names.
cli-argparse-required = the following arguments are required: { $names }
# Words on the command line that no option takes. $names: those words.
cli-argparse-unrecognized = unrecognized arguments: { $names }
# A value that is not one of the choices. $value: what was typed; $choices: the choices.
cli-argparse-choice = invalid choice: '{ $value }' (choose from { $choices })
# A value that is not a number. $value: what was typed.
cli-argparse-value = invalid value: '{ $value }'
# --bot-pause given a negative, endless, too long or unreadable number of seconds. $value: what was typed; $most: the longest pause.
cli-bot-pause-value = '{ $value }' is not a pause: give a number of seconds from 0 to { $most }
# Two options that cannot go together. $other: the other option.
cli-argparse-not-with = not allowed with argument { $other }
# An option given without its value.
cli-argparse-expected-one = expected one argument
# An option given more than one value.
cli-argparse-expected-at-most-one = expected at most one argument
# An option given no value when it needs at least one.
cli-argparse-expected-at-least-one = expected at least one argument
# An option given the wrong number of values. $count and $needed: how many it needs.
cli-argparse-expected-count = { $count ->
        [one] expected { $needed } argument
       *[other] expected { $needed } arguments
    }
# An abbreviated option that could be several. $option: what was typed; $matches: the options it could be.
cli-argparse-ambiguous = ambiguous option: { $option } could match { $matches }
# A value given to an option that takes none. $given: that value.
cli-argparse-ignored = ignored explicit argument { $given }
# A command-line mistake. $prog is the command, $detail what is wrong .
cli-error = { $prog }: error: { $detail }. Try { $prog } --help.
