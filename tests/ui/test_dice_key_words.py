"""What F1 says D does, in each dice game's own words (play-test: "D: the dice, or what stands
for them" in 16 lueurs, Sixty-One and La Linotte, where D can only ever read dice)."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.ui import flow

WORDS = {
    ("lueurs", "en"): "D: The three dice of this turn",
    ("lueurs", "es"): "D: los tres dados de este turno",
    ("sixty-one", "en"): "D: The three dice of this round",
    ("sixty-one", "fr"): "D\u00a0: les trois dés de cette manche",
    ("linotte", "en"): "D: Your dice, those kept, and the combinations they make",
    ("linotte", "fr"): "D\u00a0: vos dés, ceux que vous gardez, et les combinaisons qu'ils forment",
    ("linotte", "es"): "D: tus dados, los que guardas y las combinaciones que forman",
}


@pytest.mark.parametrize(("game", "lang"), sorted(WORDS))
def test_f1_says_what_d_reads_in_a_dice_game(make_client, game, lang):
    """F1 lists D with the game's own words, not the words meant for a game with no dice."""
    client = make_client(lang)
    flow.start_game(client.app, get_game(game), ["human", "normal"], seed=3)
    client.app.settle()
    heard = client.press("f1", *["down"] * len(client.top.commands()))
    assert any(line.startswith(WORDS[game, lang] + ", ") for line in heard)
