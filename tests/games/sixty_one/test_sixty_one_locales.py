"""The Sixty-One locale files: every id the code uses, and the walkthrough's decisions.

(Same ids and variables in en, fr and es are checked for every game by tests/i18n.)
"""

import pytest
from sixty_one_support import PRESENTER, say

from accessiplay.games.sixty_one.reasons import REASONS


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_walkthrough_reason_and_key_messages_exist(lang):
    """Every walkthrough section, refused-move reason and game key has its words."""
    loc = say(lang)
    ids = ["sixty-one-name", "sixty-one-summary"]
    ids += [f"sixty-one-rules-{s}{t}" for s in PRESENTER.rule_sections for t in ("", "-title")]
    ids += [f"sixty-one-illegal-{reason}" for reason in REASONS]
    ids += [f"sixty-one-key-{key.command}" for key in PRESENTER.keys()]
    for msg_id in ids:
        assert loc(msg_id).strip(), msg_id


def test_the_walkthrough_states_the_decisions_of_rules_md():
    """The walkthrough says the exact numbers RULES.md decides (checked in English)."""
    loc = say("en")
    leaves = loc("sixty-one-rules-leaves")
    for fact in ("11, 31 or 51", "21 gives 2 acorns", "41 gives 3 acorns", "61 gives 5 acorns"):
        assert fact in leaves
    assert "6 and 1 are neighbours" in loc("sixty-one-rules-mushrooms")
    assert "same round" in loc("sixty-one-rules-bonus")
    assert "61 or more" in loc("sixty-one-rules-end") and "round 20" in loc("sixty-one-rules-end")
    assert "is lost" in loc("sixty-one-rules-wildcard")
