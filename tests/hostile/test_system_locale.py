"""The player's language from the system's locale variables, in the order gettext reads
them: Turkish, North Frisian, the C locale and a desktop's LANGUAGE list.

Before the fix `LANG=frr_DE.UTF-8` (North Frisian) gave French, its first two letters being
"fr", and `LANGUAGE=es:en` with `LANG=en_US.UTF-8` (a desktop whose messages are Spanish and
formats American) gave English: LANGUAGE was read last, not first as gettext reads it.
"""

from __future__ import annotations

import pytest
from hostile_support import QUIET, environment, run

from accessiplay.i18n import system_language


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "tr_TR.UTF-8"}, "en"),
        ({"LANG": "frr_DE.UTF-8"}, "en"),
        ({"LANG": "fr_CA.UTF-8@euro"}, "fr"),
        ({"LANG": "es"}, "es"),
        ({"LC_ALL": "C", "LANG": "C.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LANGUAGE": "es:en"}, "es"),
        ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "pt_BR:es_ES"}, "es"),
        ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "de:tr"}, "fr"),
        ({"LANGUAGE": ":fr"}, "fr"),
    ],
)
def test_the_language_is_the_first_supported_one_gettext_would_use(environ, lang):
    """LANGUAGE's list first, then LC_ALL, LC_MESSAGES and LANG; a code is the letters before
    '_', '.' or '@', never its first two letters."""
    assert system_language(environ) == lang


def test_a_turkish_system_plays_in_english_and_names_the_keys_as_usual(tmp_path):
    """`LANG=tr_TR.UTF-8`: no Turkish here, so English, with its key names untouched by the
    Turkish dotless i (a press of I is 'I', never 'İ' or 'ı')."""
    env = environment(tmp_path / "home", LANG="tr_TR.UTF-8", LC_ALL="tr_TR.UTF-8")
    env.pop("LANGUAGE", None)
    done = run(env, "--speech", "console", *QUIET, keys=b"i\x03")
    assert (done.returncode, done.stderr) == (0, b"")
    said = done.stdout.decode().splitlines()
    assert said[0].startswith("Main menu.")
    assert said[1] == "No item starts with I."


def test_a_desktops_language_list_chooses_spanish(tmp_path):
    """`LANGUAGE=es:en` beside `LANG=en_US.UTF-8`: the menus speak Spanish."""
    env = environment(tmp_path / "home", LANG="en_US.UTF-8", LANGUAGE="es:en")
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    done = run(env, "--speech", "console", *QUIET, keys=b"\x03")
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout.decode().splitlines()[0].startswith("Menú principal.")
