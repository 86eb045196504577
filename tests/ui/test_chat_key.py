"""The chat key (F4) and its one-line entry: Enter sends, Escape cancels, nothing unsafe is sent."""

from __future__ import annotations

import pytest

from accessiplay.core import get_game
from accessiplay.present import Msg
from accessiplay.ui import flow
from accessiplay.ui.screens.entry import CHAT_LIMIT, ChatEntryScreen
from accessiplay.ui.screens.game import GameScreen


def start_local(client):
    """A local Sixty-One against a bot, as `accessiplay play` opens it."""
    flow.start_game(client.app, get_game("sixty-one"), ["human", "normal"], seed=3)
    client.app.settle()
    return next(s for s in client.app.stack if isinstance(s, GameScreen))


def open_entry(client):
    """The chat entry over the main menu, keeping what Enter sends."""
    sent: list[str] = []
    client.app.push(ChatEntryScreen(client.app, sent.append))
    return sent


def test_f4_at_a_local_table_says_chat_is_for_online_tables(client):
    """Issue #9: 'At a local table the key says chat is for online tables.'"""
    screen = start_local(client)
    said = client.press("f4")
    assert said == ["Chat is for online tables: everyone here shares this keyboard."]
    assert client.top is screen


@pytest.mark.parametrize(
    ("lang", "save", "chat"),
    [
        ("en", "Control+S: Save a copy of the game", "F4: "),
        ("fr", "Ctrl+S\u00a0: enregistrer une copie de la partie", "F4\u00a0: "),
    ],
)
def test_f1_in_a_local_game_lists_save_and_not_the_chat_key(make_client, lang, save, chat):
    """Play-test: 'F1 in a local game lists F4 chat "in an online game". F1 should list only
    what works on that screen.' Ctrl+S, which works here, is listed; F4 still answers."""
    client = make_client(lang)
    start_local(client)
    client.press("f1")
    tr = client.app.announcer.tr
    lines = [tr(item) for item in client.top.items()]
    assert save in lines, lines
    assert not [line for line in lines if line.startswith(chat)], lines
    client.press("escape")
    assert client.press("f4") == [tr(Msg.of("lobby-chat-local"))]


def test_enter_sends_the_typed_line_and_closes_the_entry(client):
    """Enter sends; the entry asks first and echoes each character."""
    sent = open_entry(client)
    assert "Your message to the table?" in client.said()
    said = client.press("h", "i", "space", "!", "enter")
    assert said[:2] == ["h", "i"]
    assert sent == ["hi !"]
    assert client.top.title_id == "ui-title-main-menu"


def test_escape_cancels_and_sends_nothing(client):
    """Escape cancels: nothing typed leaves the keyboard."""
    sent = open_entry(client)
    assert client.press("n", "o", "escape")[-2] == "Cancelled."
    assert sent == []


def test_an_empty_line_is_not_sent(client):
    """Enter on nothing (or only spaces) sends nothing, and says so."""
    sent = open_entry(client)
    assert client.press("space", "enter") == ["Space", "Nothing to send."]
    assert sent == []


def test_the_line_is_length_limited_and_said_when_full(client):
    """Issue #9: messages are 'limited in length'."""
    sent = open_entry(client)
    entry = client.top
    entry.text = "a" * CHAT_LIMIT
    assert client.press("b") == [f"A message holds at most {CHAT_LIMIT} characters."]
    client.press("enter")
    assert sent == ["a" * CHAT_LIMIT]


def test_control_characters_are_stripped_before_sending(client):
    """Issue #9: 'control characters stripped': an escape sequence never reaches the others."""
    sent = open_entry(client)
    client.top.text = "gg\x1b[2J well\x07 played\u200e"
    client.press("enter")
    assert sent == ["gg well played"]
