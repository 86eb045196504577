"""The keyboard interface: screens driven by key names, speaking through the Announcer.

Screens know nothing of terminals: a driver (plain lines or prompt_toolkit full screen) turns
key presses into key names and hands them to the Controller, so tests drive screens directly.
"""
