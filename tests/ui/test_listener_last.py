"""A spoken list of players names the listener last, as every other list does ('Ana et
vous'): the French native review heard 'Tuiles en main : 30 pour vous et 30 pour Ana' and
'Glands : 0 pour vous et 0 pour Ana' (#11)."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow

DEALT = {
    "en": "Tiles in hand: 30 for Ana and 30 for you.",
    "fr": "En main\u00a0: 30 tuiles pour Ana et 30 tuiles pour vous.",
    "es": "En mano: 30 fichas para Ana y 30 fichas para ti.",
}
ACORNS = {
    "en": "Acorns: Ana with 3 and you with 2.",
    "fr": "Glands\u00a0: 3 pour Ana et 2 pour vous.",
    "es": "Ana tiene 3 bellotas y tú tienes 2 bellotas.",
}


def _opened(make_client, lang: str, game_id: str):
    """A human in seat 1 against a normal bot, as `accessiplay play` opens it."""
    client = make_client(lang)
    flow.start_game(client.app, get_game(game_id), ["human", "normal"], seed=7)
    client.app.settle()
    return client


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_sixteens_deal_names_you_last(make_client, lang):
    """The deal's counts: the bot first, then you, though you hold seat 1."""
    client = _opened(make_client, lang, "sixteen")
    assert any(line.endswith(DEALT[lang]) for line in client.speaker.texts)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_sixty_ones_s_names_you_last(make_client, lang):
    """S: the acorns of each player, yours last (after five moves: at the start nobody has any,
    which is said in one line)."""
    client = _opened(make_client, lang, "sixty-one")
    client.press(*["enter"] * 5)
    assert client.press("s") == [ACORNS[lang]]
