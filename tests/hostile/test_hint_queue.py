"""H pressed at move after move, faster than the hard bot thinks.

Attacker play-test (#13 session): each H for a new decision queued one more search on the one
hint thread, and a search for a decision already played was never dropped: with H and Enter
at every move, the hint for the move at hand waited behind every search before it (a second
of CPU each), and the hard bot's own thinking shared the cores with them. Now a search still
queued for a decision that is over is cancelled when the next one is asked for.
"""

from __future__ import annotations

from saves_support import client as at_the_menu

from tests.ui.test_hint_key import start, thinker

__all__ = ["thinker"]  # the fixture, used by name below


def _play_one_move(client, screen) -> None:
    """Enter until the game has taken one more action."""
    played = len(screen.session.record.actions)
    while len(screen.session.record.actions) == played:
        client.press("enter")


def test_only_the_search_for_the_decision_at_hand_stays_queued(thinker):
    client = at_the_menu()
    screen = start(client, ["human"])
    for _ in range(12):
        assert client.press("h") == [
            "Thinking about a hint: it will be said as soon as it is ready."
        ]
        _play_one_move(client, screen)
    client.press("h")
    pending = [future for future, _, _ in thinker.waiting if not future.cancelled()]
    # Only the decision at hand is searched (not at all when it has one move: said at once).
    one_move = len(screen.session.state.legal_actions(0)) == 1
    assert pending == ([] if one_move else [screen.hint_job.future])
    thinker.run_all()
    client.app.run_due()
    assert client.speaker.texts[-1].startswith("Hint: ")
    assert screen.session.hints_asked == 1
