"""16 lueurs played to its end online through the client's own code, by keys.

Both seats choose at once from the same dice, and a seat's list of turns stays the same while
the other chooses: the server then says `legal_kept` instead of sending it again
(docs/protocol.md). The client must still offer every turn of that list.
"""

from __future__ import annotations

from accessiplay.online import client_state
from accessiplay.online.testing import ServerProcess
from accessiplay.ui import online_client
from accessiplay.ui.screens.game import GameScreen
from tests.online.test_client_real_server import address, english, tick_until  # noqa: F401 (a fixture)
from tests.online.test_linotte_online import sit_with_bruno


def test_16_lueurs_is_played_to_the_final_scores_through_the_client_with_kept_lists(
    tmp_path,
    english,  # noqa: F811
    monkeypatch,
):
    """Issue #9: 'the same game screen as local play ... fed by views and events from the
    server', for a whole game of 16 lueurs; Enter on the first option of every step."""
    kept: list[int] = []
    read = client_state.read_update

    def counting(game, data, previous=None):
        kept.append(bool(data.get("legal_kept")))
        return read(game, data, previous)

    monkeypatch.setattr(online_client, "read_update", counting)
    server = ServerProcess(tmp_path / "data").start()
    try:
        bruno = sit_with_bruno(english, server, "lueurs")
        tick_until(english, lambda: not isinstance(english.top, GameScreen), 240)
        bruno.thread.join(30)
    finally:
        server.stop()
    assert bruno.final["over"]
    assert any(kept), "the server kept a list of turns at least once"
    said = english.said().splitlines()
    assert "Game over." in said
    totals = [sum(item[1] for item in sheet) for sheet in bruno.final["view"]["scores"]]
    end = "\n".join(said[said.index("Game over.") :])
    for total in totals:
        assert f"{total} Grelot" in end
