"""Options given on the command line apply to that run only, as --speech and --lang already did
(play-test: `--brief --bot-pause 0.1` for one evening, then Settings, Save, wrote
`verbose = false` and `bot_pause = 0.1` to the file, and every later game was brief)."""

from __future__ import annotations

import tomllib

from accessiplay.settings import settings_path
from tests.hostile.saves_support import lines, program


def _saved(home, *options: str) -> dict:
    """Open Settings with options, save at once (End, Enter), quit; the file as read back."""
    out = lines(program(home, b"s\r\x1b[F\r\x1b\x1by", *options))
    assert any(line.startswith("Settings saved in") for line in out), out
    return tomllib.loads(settings_path().read_text(encoding="utf-8"))


def test_brief_and_bot_pause_are_not_saved_with_the_other_settings(home):
    """The file keeps the player's own values: detailed announcements, a 0.8 s pause."""
    saved = _saved(home, "--brief", "--bot-pause", "0.1")
    assert (saved["verbose"], saved["bot_pause"]) == (True, 0.8)


def test_a_value_saved_before_stays_under_a_run_only_option(home):
    """A player who chose a 2 s pause and runs once with --bot-pause 0 keeps their 2 s."""
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('bot_pause = 2.0\nname = "Léa"\n', encoding="utf-8")
    saved = _saved(home, "--bot-pause", "0")
    assert (saved["bot_pause"], saved["name"]) == (2.0, "Léa")
