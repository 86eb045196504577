"""Playing through the game screen as a player would: keys in, speech out, nothing lost."""

from __future__ import annotations

import datetime
import json
import random

import pytest

from accessiplay.core import get_game
from accessiplay.core.record import GameRecord
from accessiplay.storage import autosave_path, data_dir
from accessiplay.ui import flow
from accessiplay.ui.screens.game import GameScreen


def start(client, seats, game="sixty-one", seed=4):
    """Open a game directly, as `accessiplay play` does (yes, keep an unfinished one)."""
    flow.start_game(client.app, get_game(game), seats, seed=seed)
    if client.top.title_id == "ui-title-confirm":
        client.press("y")
    client.app.settle()
    return next(s for s in reversed(client.app.stack) if isinstance(s, GameScreen))


def play_to_the_end(client, limit=3000):
    """Press Enter until the game is over (Enter always picks the first legal option)."""
    for _ in range(limit):
        if not isinstance(client.top, GameScreen):
            return
        client.press("enter")
    raise AssertionError("the game did not end")


def test_a_solo_game_ends_with_spoken_itemised_scores_and_best_so_far(client, home):
    """From the first key to the final score: Game over, the scores, then the best so far."""
    start(client, ["human"])
    play_to_the_end(client)
    said = client.said()
    assert "Game over." in said
    assert "New best score:" in said
    assert client.top.title().id == "ui-title-final"
    assert len(client.top.items()) >= 2
    stats = json.loads((data_dir() / "stats.json").read_text())
    assert stats["sixty-one"]["played"] == 1
    assert not autosave_path().exists()
    assert (autosave_path().parent / "last-finished.json").exists()
    client.press("enter")
    assert client.top.title_id == "ui-title-main-menu"


def test_three_seats_one_human_two_bots_play_to_the_end(client):
    """The bots' moves are announced between the human's turns; the game reaches its end."""
    start(client, ["human", "normal", "easy"])
    play_to_the_end(client)
    assert "Game over." in client.said()


POOL = [
    "up",
    "down",
    "left",
    "right",
    "home",
    "end",
    "enter",
    "space",
    "escape",
    "d",
    "s",
    "S",
    "t",
    "c",
    "C",
    "w",
    "l",
    "L",
    "v",
    ",",
    ".",
    "<",
    ">",
    "f1",
    "f2",
    "?",
    "x",
    "z",
    "1",
    "3",
    "6",
    "f9",
    "tab",
    "q",
    "n",
    "pagedown",
    "r",
    "a",
    "k",
    "b",
    "P",
    "h",
    "H",
]


@pytest.mark.parametrize(
    "game,seats",
    [
        ("sixty-one", ["human", "normal"]),
        ("lueurs", ["human", "normal"]),
        ("fairy-lights", ["human", "normal"]),
        ("sixteen", ["human", "normal"]),
        ("linotte", ["human", "normal"]),
    ],
)
def test_key_storm_never_raises_and_never_goes_silent(client, game, seats):
    """Random keys on every screen a game opens: each press is answered by speech."""
    rng = random.Random(game)
    start(client, seats, game=game)
    for _ in range(400):
        if not client.app.running:
            client.app.running = True
        if client.top.title_id == "ui-title-main-menu":
            start(client, seats, game=game, seed=rng.randrange(100))
        key = rng.choice(POOL)
        said = client.press(key)
        assert said, f"silence after {key!r} on {type(client.top).__name__}"


def test_resume_continues_the_same_game_with_the_same_dice(make_client):
    """Quit in the middle, resume: same state, and the next roll is the one it would have been."""
    first = make_client()
    screen = start(first, ["human", "normal"], seed=9)
    first.press("enter", "enter", "enter", "enter", "enter", "enter")
    snapshot = screen.session.state.snapshot()
    first.press("c-c")
    assert not first.app.running

    again = make_client()
    again.press("r")  # first letter: Resume
    said = again.press("enter")
    assert any("resumed" in s for s in said)
    resumed = again.top
    assert resumed.session.state.snapshot() == snapshot

    record = GameRecord.loads(autosave_path().read_text())
    uninterrupted = make_client()
    twin = start(uninterrupted, ["human", "normal"], seed=9)
    uninterrupted.press("enter", "enter", "enter", "enter", "enter", "enter")
    assert twin.session.record.actions == record.actions
    again.press("enter", "enter", "enter", "enter")
    uninterrupted.press("enter", "enter", "enter", "enter")
    assert resumed.session.state.snapshot() == twin.session.state.snapshot()


def test_a_broken_save_is_explained_and_set_aside_untouched(client):
    """Resume on a damaged file: a clear spoken error; the file is renamed, keeping every byte,
    and the main menu is offered again (#15: "refused at load ... kept aside untouched")."""
    path = autosave_path()
    path.parent.mkdir(parents=True)
    data = b'{"format": "accessiplay-record/1", "game": "sixty-one", "seats": ['
    path.write_bytes(data)
    client.press("down")
    said = client.press("enter")
    (kept,) = path.parent.glob("autosave.damaged-*.json")
    assert said[-2] == (
        "This saved game cannot be opened: the file is damaged. "
        f"Nothing was deleted: its file is kept as {kept.name}."
    )
    assert said[-1] == "Main menu. Load a game, 2 of 8"
    assert kept.read_bytes() == data and not path.exists()
    assert "error" in client.cues.played[-3:]


def test_a_foreign_save_is_refused(client):
    """A JSON file that is not ours is named as such."""
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"hello": "world"}')
    client.press("down")
    assert "it is not an accessiplay game" in client.press("enter")[-2]


def test_two_humans_hand_over_before_anything_private_is_said(client):
    """With two humans at one keyboard, the next one is called and must confirm first."""
    screen = start(client, ["human", "human"])
    assert client.said().splitlines()[-1] == (
        "Player 1, your turn. Take the keyboard and press Enter."
    )
    assert client.press("enter")[-1].startswith("Your turn, Player 1.")
    said = client.press("enter", "enter", "enter")
    assert said[-1].startswith("Player 2, your turn. Take the keyboard and press Enter.")
    assert client.press("d")[-1].startswith("Player 2, your turn.")
    said = client.press("enter")
    assert said[0].startswith("Your turn, Player 2.")
    assert screen.holder == 1


def test_q_asks_first_and_n_keeps_playing(client):
    """Leaving a game is confirmed; the game stays saved for Resume."""
    start(client, ["human", "normal"])
    assert client.press("q")[-1].startswith("Leave this game?")
    assert client.press("n")[0].startswith("Cancelled.")
    assert isinstance(client.top, GameScreen)
    client.press("q", "y")
    assert client.top.title_id == "ui-title-main-menu"
    assert autosave_path().exists()


def test_ctrl_s_saves_a_named_copy(client):
    """Ctrl+S 'says a short name ("Saved as Lueurs, 30 November 14:41"), not a path' (#10),
    and the kept file replays to the game."""
    screen = start(client, ["human", "normal"])
    said = client.press("c-s")
    (path,) = (p for p in autosave_path().parent.glob("sixty-one-*.json"))
    when = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    month = when.strftime("%B")  # the test runs in the C locale: English month names
    assert said[-1] == f"Saved as Sixty-One, {when.day} {month} {when.hour}:{when.minute:02d}."
    record = GameRecord.loads(path.read_text())
    assert record.replay().snapshot() == screen.session.state.snapshot()


def test_an_unwritable_data_folder_is_said_once_and_the_game_goes_on(client, home):
    """Autosave failing is a spoken warning, not a crash."""
    (home / "data").parent.mkdir(parents=True, exist_ok=True)
    (home / "data").write_text("not a folder")
    start(client, ["human", "normal"])
    said = client.said()
    assert said.count("Warning: the game cannot be saved") == 1
    client.press("enter", "enter", "enter")
    assert isinstance(client.top, GameScreen)


def test_bots_wait_for_their_pause_before_playing(make_client):
    """A bot's move is announced only after the pause, so a listener can follow."""
    c = make_client(bot_pause=0.8)
    flow.start_game(c.app, get_game("sixty-one"), ["human", "normal"], seed=2)
    screen = c.top
    before = len(screen.session.record.actions)
    c.app.run_due()
    played_now = len(screen.session.record.actions)
    c.clock.advance(0.9)
    c.app.run_due()
    assert len(screen.session.record.actions) > played_now >= before


def test_escape_goes_back_a_step_and_nothing_is_played_before_the_last(client):
    """Choosing a move is a path: Escape walks it back; the state changes only at the end."""
    screen = start(client, ["human"])
    before = screen.session.state.snapshot()
    client.press("enter")
    assert screen.chooser.prefix
    client.press("escape")
    assert screen.chooser.prefix == ()
    assert screen.session.state.snapshot() == before
    assert client.press("escape")[-1].startswith("This is the first step of your move.")


def test_review_opens_the_sheet_and_f2_the_rule_of_the_focused_area(client):
    """C reviews my sheet; F2 on an area opens the walkthrough at that rule."""
    start(client, ["human"])
    said = client.press("c")
    assert said
    client.press("down", "f2")
    assert client.top.title_id == "ui-title-rules"
    client.press("escape", "escape")
    assert isinstance(client.top, GameScreen)


def test_f2_while_choosing_opens_the_rule_of_the_focused_area(client):
    """F2 on an area die opens the walkthrough at that area's rule."""
    screen = start(client, ["human"])
    client.press("end")
    area = screen.chooser.focused_path()[0]
    said = client.press("f2")
    names = {
        1: "Pumpkins",
        2: "Water-lilies",
        3: "Marshmallows",
        4: "Hot chocolate",
        5: "Fox dens",
        6: "Mushrooms",
    }
    assert f"{names[area]}, " in said[0]
    assert client.top.title_id == "ui-title-rules"


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("en", "The game, 1 of 15. Sixty-One is an autumn roll-and-write"),
        ("fr", "Le jeu, 1 sur 15. Sixty-One est un jeu de dés et de crayon"),
    ],
)
def test_a_rules_section_stops_after_its_place_before_its_text(make_client, lang, heard):
    """Issue #11, French play-test: "Le jeu, 1 sur 15 Sixty-One est…" ran the section's number
    into its first word; a stop now ends the heading before the text is read."""
    c = make_client(lang)
    c.app.nav.open("walkthrough", get_game("sixty-one"))
    assert heard in c.said()
    c.press("down")
    again = {"en": "A round, 2 of 15. Each round", "fr": "Une manche, 2 sur 15. À chaque manche"}
    assert c.press("enter")[0].startswith(again[lang])


def test_no_hand_is_said_before_its_owner_takes_the_keyboard(client):
    """Sixteen, two humans (RULES.md: the client asks the next human to take the keyboard and
    confirm before any private hand is spoken): the deal is silent about hands until then."""
    screen = start(client, ["human", "human"], game="sixteen", seed=3)
    assert "You receive" not in client.said()
    assert client.top.title_id == "ui-title-hand-over"
    said = client.press("enter")
    first = screen.holder
    assert said[0] == "You receive 30 tiles."
    for _ in range(40):
        if client.top.title_id == "ui-title-hand-over":
            break
        client.press("enter")
    assert client.top.title_id == "ui-title-hand-over"
    said = client.press("enter")
    assert screen.holder not in (first, None)
    # The move the hand-over's call cut off comes first, by name (#11), then the hand.
    assert said[:2] == [
        "Player 1 places the 5 and the 6 on the red row; 28 tiles left.",
        "You receive 30 tiles.",
    ]


def test_the_autosave_matches_the_game_after_every_key(client):
    """Nothing is lost: after each key press the file on disk replays to the game in memory."""
    screen = start(client, ["human", "normal"], game="fairy-lights", seed=6)
    for _ in range(12):
        client.press("enter")
        if not isinstance(client.top, GameScreen):
            break
        record = GameRecord.loads(autosave_path().read_text())
        assert record.actions == screen.session.record.actions


def test_the_linotte_board_is_a_grid_read_row_by_row(client):
    """C on La Linotte: arrows move over the 5x5 board; changing row says the row first."""
    screen = start(client, ["human", "normal"], game="linotte", seed=1)
    first = client.press("c")
    assert "A1" in first[-1]
    right = client.press("right")[-1]
    assert "A2" in right
    down = client.press("down")[-1]
    assert "B2" in down and down.index("B2") > 0
    assert client.press("right", "right", "right", "right")[-1].startswith("End of the list.")
    assert screen is not client.top


def test_acting_again_in_the_same_turn_is_not_called_a_new_turn(client):
    """La Linotte: keeping a die keeps the focus on it and does not say 'Your turn' again."""
    screen = start(client, ["human", "normal"], game="linotte", seed=1)
    client.press("r")
    client.press("down", "down")
    said = client.press("space")
    assert said and not any(s.startswith("Your turn") for s in said)
    assert screen.chooser.focused_path() == (("die", 2),)


def test_linotte_dice_are_marked_in_the_chooser_and_sent_as_one_rethrow(client):
    """Issue #13: 'the keep/release toggles living in the UI chooser as an uncommitted
    selection (Space or 1–6 toggle, R sends)': marking writes nothing to the record or the
    autosave; R sends one rethrow keeping exactly the marked dice."""
    screen = start(client, ["human", "normal"], game="linotte", seed=1)
    client.press("r")
    state = screen.session.state
    actions = len(screen.session.record.actions)
    saved = autosave_path().read_text()
    third = state.dice[2]
    said = client.press("down", "down", "space")
    assert said[-1].startswith(f"Die 3 kept, a {third}")
    client.press("enter")  # Enter on the same die puts it back
    client.press("space")
    value = state.dice[0]
    assert client.press(str(value))[-1].startswith("Die 1 kept")
    assert len(screen.session.record.actions) == actions
    assert autosave_path().read_text() == saved
    client.press("r")
    sent = [a for seat, a in screen.session.record.actions[actions:] if seat == 0]
    assert sent and sent[0].keep == tuple(sorted((value, third)))


def test_a_solo_lueurs_game_ends_with_its_grelots_and_the_best_so_far(client):
    """Solo play aims at a high score: the end says whether it is a new best, or the best so far."""
    start(client, ["human"], game="lueurs", seed=2)
    play_to_the_end(client)
    assert "A new best score!" in client.said()
    first = json.loads((data_dir() / "stats.json").read_text())["lueurs"]["best"]
    client.press("enter")
    start(client, ["human"], game="lueurs", seed=3)
    play_to_the_end(client)
    best = json.loads((data_dir() / "stats.json").read_text())["lueurs"]["best"]
    last = client.app.announcer.tr(client.top.lines[-1])
    assert last == ("A new best score!" if best > first else f"Your best so far: {best} Grelots.")


def test_a_players_own_turn_is_called_once(client):
    """Fairy Lights: 'Your turn' comes from the platform alone, not twice in other words."""
    start(client, ["human", "normal"], game="fairy-lights", seed=3)
    said = client.said().splitlines()
    turn_lines = [s for s in said if "turn" in s.lower()]
    # One human at the keyboard: the name would be noise, so it is "Your turn." alone.
    assert len(turn_lines) == 1 and turn_lines[0].startswith("Your turn. ")


def test_the_end_screen_keeps_the_reading_keys_and_returns_to_the_menu_once(client):
    """After the end: a hint rather than a repeat, S still reads the scores, Escape says the
    main menu once."""
    start(client, ["human", "normal"])
    play_to_the_end(client)
    assert client.speaker.texts[-1].startswith("Final scores. Down and Up read the scores again")
    assert client.press("s")[-1].startswith("Acorns")
    assert client.press("down")[-1].endswith(", 1 of " + str(len(client.top.lines)))
    said = client.press("escape")
    assert said == ["Main menu. New game, 1 of 8"]


def test_history_starts_with_the_game(client):
    """'<' in a game reads its first line, not the menus before it."""
    start(client, ["human", "normal"])
    assert client.press("<")[0].startswith(
        "Sixty-One. Players: Player 1 and Ana (normal bot); message 1 of "
    )


def test_a_bot_action_that_says_nothing_is_not_followed_by_a_pause(make_client):
    """The pause is there to follow what a bot did. In 16 lueurs the bots choose in secret,
    saying nothing: one pause after the roll, then both bots and the player's turn at once."""
    c = make_client(bot_pause=0.8, verbose=False)
    flow.start_game(c.app, get_game("lueurs"), ["human", "normal", "easy"], seed=1)
    screen = next(s for s in c.app.stack if isinstance(s, GameScreen))
    assert not screen.my_turn()
    c.clock.advance(0.8)
    c.app.run_due()
    assert screen.my_turn()
    assert c.speaker.texts[-1].startswith("Your turn. ")


@pytest.mark.parametrize("game", ["sixty-one", "lueurs"])
def test_page_down_says_the_option_it_reaches_as_the_down_arrow_would(client, game):
    """#10: 'Long lists get PageUp/PageDown by 10' (the arithmetic is in the model's test):
    the option reached is said exactly as the arrows would say it, a short list's last option
    included, and Page Up at the top says the list's edge, like Up."""
    start(client, ["human"], game=game)
    count = len(client.top.chooser.options)
    paged = client.press("pagedown")[-1]
    client.press("home")
    for _ in range(min(10, count - 1)):
        arrowed = client.press("down")[-1]
    assert paged == arrowed
    client.press("home")
    assert client.press("pageup") == client.press("up")


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Press R to throw the dice. Throw the five dice. The only choice; Enter plays it."),
        (
            "es",
            "Pulsa R para tirar los dados. Tirar los cinco dados. Única opción; Intro la juega.",
        ),
    ],
)
def test_linottes_first_throw_is_one_only_choice_not_two(make_client, lang, words):
    """Play-test (en, es): every turn began 'Throw the five dice. The only choice. Press R to
    throw the dice. No die kept. The only choice; Enter plays it.' The first throw keeps
    nothing, so it is one move, heard once."""
    client = make_client(lang)
    start(client, ["human", "normal"], game="linotte", seed=1)
    turn = " ".join(client.speaker.texts[-3:])
    assert turn.endswith(words)
    assert "kept" not in turn and "guardado" not in turn
    client.press("enter")
    assert client.app.stack[-1].session.state.view(0)["dice"]


def test_f2_in_fairy_lights_opens_the_rule_of_the_focused_choice(client):
    """Play-test: F2 in Fairy Lights always opened "The game, 1 of 8", whatever was focused;
    on Draw it now reads drawing and busting, on Take the taking rule."""
    start(client, ["human", "easy"], game="fairy-lights")
    client.press("enter")
    assert client.press("home", "f2")[-1].startswith(
        "Rules of Fairy Lights. Up and Down move between sections; Enter reads the section you "
        "are on. Drawing and busting, 4 of 8. "
    )
    client.press("escape")
    assert client.press("end", "f2")[-1].split("are on. ")[1].startswith("Taking, 5 of 8. ")
