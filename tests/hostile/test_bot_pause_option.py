"""`--bot-pause` given what is no pause: negative, endless, not a number, with `=` or a space.

Attacker play-test (#13 session, left over): `--bot-pause=-inf` was taken (and made 0) while
`--bot-pause -inf` was read as an unknown option ("expected one argument"): argparse takes
'-inf' or '-1e3' after a space for an option, only '-1' for a number. Both forms now get
the same refusal, in the player's words, and nothing starts.
"""

from __future__ import annotations

import pytest
from hostile_support import environment, run

from accessiplay import cli
from accessiplay.exit_codes import Exit

REFUSED = {
    "en": "accessiplay: error: argument --bot-pause: '{}' is not a pause: give a number of "
    "seconds from 0 to 3. Try accessiplay --help.\n",
    "fr": "accessiplay\u00a0: erreur\u00a0: --bot-pause\u00a0: «\u00a0{}\u00a0» n'est pas une "
    "durée de pause valable\u00a0: indiquez un nombre de secondes de 0 à 3. Essayez accessiplay "
    "--help.\n",
    "es": "accessiplay: error: --bot-pause: «{}» no es una pausa: indica un número de segundos "
    "de 0 a 3. Prueba accessiplay --help.\n",
}

# "30" and "3.5": a pause past the longest was cut to 3 s without a word (attacker, session 27).
NO_PAUSES = ["-inf", "-1e3", "-nan", "-0.5", "-1", "inf", "nan", "1e999", "abc", "30", "3.5"]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("value", NO_PAUSES)
@pytest.mark.parametrize("joined", [True, False], ids=["equals", "space"])
def test_no_pause_is_refused_alike_with_equals_or_a_space(capsys, lang, value, joined):
    """The last line of the error is the same whichever way the value was given."""
    given = ["--bot-pause=" + value] if joined else ["--bot-pause", value]
    with pytest.raises(SystemExit) as leaving:
        cli.parse_args(["--lang", lang, *given, "rules", "sixteen"])
    assert leaving.value.code == Exit.USAGE
    said = capsys.readouterr().err.splitlines(keepends=True)[-1]
    assert said == REFUSED[lang].format(value)


def test_the_real_program_refuses_minus_inf_after_a_space(tmp_path):
    """Nothing starts: no rules read, no speech, the usage and our line on stderr."""
    done = run(environment(tmp_path / "home"), "--bot-pause", "-inf", "rules", "sixteen")
    assert done.returncode == Exit.USAGE
    assert done.stdout == b""
    assert done.stderr.decode().endswith(REFUSED["en"].format("-inf"))


@pytest.mark.parametrize(
    "given", [["--bot-pause", "0"], ["--bot-pause", "2.5"], ["--bot-pause", "3"], ["--seed", "-7"]]
)
def test_a_pause_and_a_negative_seed_are_still_taken(given):
    """A real pause is read as before, and `--seed -7` still names seed -7."""
    args = cli.parse_args([*given, "rules", "sixteen"])
    assert (args.bot_pause, args.seed) in {(0.0, None), (2.5, None), (3.0, None), (None, -7)}
