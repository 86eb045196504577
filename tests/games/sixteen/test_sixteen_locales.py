"""Sixteen's words in en, fr and es: the walkthrough complete, and a message for every
refusal the rules give. (Same ids, variables, comments and defaults in every language are
checked for every game by tests/i18n/test_locales.py.)"""

from __future__ import annotations

import re
from pathlib import Path

from accessiplay.games.sixteen.game import GAME
from accessiplay.i18n import Localizer
from accessiplay.present import Msg

ROOT = Path(__file__).resolve().parents[3]
LANGS = ("en", "fr", "es")
PRESENTER = GAME.presenter()


def test_the_walkthrough_has_a_title_and_a_text_for_every_section():
    """F2: each section of `rule_sections` is a heading and a few sentences, in each language."""
    for lang in LANGS:
        loc = Localizer(lang, strict=True)
        for section in PRESENTER.rule_sections:
            assert loc(f"sixteen-rules-{section}-title")
            assert len(loc(f"sixteen-rules-{section}")) > 80
        assert loc("sixteen-name") and loc("sixteen-summary")
        for key in PRESENTER.keys():
            assert loc(f"sixteen-key-{key.command}")


def test_the_walkthrough_names_the_five_colours_and_the_decisions_made():
    """The walkthrough says the colours and the readings this client makes of the rules."""
    loc = Localizer("en", strict=True)
    tiles = loc("sixteen-rules-tiles")
    for colour in ("red", "yellow", "green", "blue", "purple"):
        assert colour in tiles
    assert "drawn by lot" in loc("sixteen-rules-deal")
    assert "red 1 stayed in the bag" in loc("sixteen-rules-deal")
    assert "ends by itself" in loc("sixteen-rules-specials")
    assert "one after another" in loc("sixteen-rules-end")


def _reason_codes() -> set[str]:
    """Every reason code the rules can return, read from the rule modules."""
    codes = set()
    folder = ROOT / "accessiplay" / "games" / "sixteen"
    for module in ("state.py", "placing.py", "deal.py"):
        for line in (folder / module).read_text(encoding="utf-8").splitlines():
            if "return" in line:
                codes.update(re.findall(r'"([a-z]+(?:-[a-z]+)+|[a-z]+)"', line))
    return codes


def test_every_refusal_of_the_rules_has_words_in_every_language():
    """The UI speaks `sixteen-illegal-<reason>` for each reason code the rules use."""
    codes = _reason_codes()
    assert {"must-place", "too-low", "one-special", "bad-deal"} <= codes
    for lang in LANGS:
        loc = Localizer(lang, strict=True)
        for reason in codes:
            assert loc(Msg.of(f"sixteen-illegal-{reason}")), (lang, reason)
