"""Issue 16: a guided game on the real game screen, driven by the keys a player presses."""

from __future__ import annotations

import json

import pytest

from accessiplay.cli import first_screen, parse_args
from accessiplay.exit_codes import Exit
from accessiplay.statistics import stats_path
from accessiplay.storage import autosave_path, saves_dir
from accessiplay.tutorial.progress import progress_path
from accessiplay.tutorial.scripts import MODULES, script_for
from accessiplay.ui.screens.game import GameScreen
from tests.tutorial.support import KNOW, follow, open_from_menu, walk_to

GAMES = list(MODULES)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_guided_game_plays_to_its_end_by_keys_in_every_language(make_client, game_id, lang):
    """Issue 16, item 5: "a test plays every tutorial to its end through the real key
    interface in all three languages"; it "ends with 'you know the rules'", and leaves no save
    and no statistics behind ("must never touch the player's autosave or saved games")."""
    client = make_client(lang)
    screen = open_from_menu(client, game_id)
    follow(client, screen)
    said = client.speaker.texts
    assert said[-2] == KNOW[lang] + said[-2].removeprefix(KNOW[lang])
    assert said[-2].startswith(KNOW[lang])
    assert client.top.title().id == "ui-title-final"
    assert not autosave_path().exists()
    assert not saves_dir().exists() or not any(saves_dir().iterdir())
    assert not stats_path().exists()
    progress = json.loads(progress_path().read_text(encoding="utf-8"))
    assert progress[game_id] == {"step": len(script_for(game_id).moves), "done": True}


def _first_step(client) -> GameScreen:
    """Sixty-One's guided game at its first step."""
    return open_from_menu(client, "sixty-one")


def test_each_step_explains_then_asks(client):
    """'Each step explains the rule ... and asks for a move': the step's words come before
    the question of the chooser."""
    _first_step(client)
    said = client.speaker.texts
    step = said.index("Step 1 of 14.")
    assert said[step + 1].startswith("You join a solo game at round 2. Each round, three dice")
    assert "Choose the 1 for the Pumpkins and write the 4 beside the other 4" in said[step + 1]
    assert said[step + 2].startswith("Your turn")


def test_a_wrong_move_gets_its_hint_and_changes_nothing(client):
    """'A wrong move gets a short hint about why, never a silent refusal.'"""
    screen = _first_step(client)
    from accessiplay.games.sixty_one.actions import Assign

    before = screen.session.state.snapshot()
    said = walk_to(client, screen, Assign(1, 6, 2))  # the 6 in pumpkin 2, the 4 to the leaves
    assert said[-1] == (
        "Not this move. Choose the 1 for the Pumpkins, then the 4, then pumpkin 1. "
        "Escape goes back a step."
    )
    assert client.cues.played[-1] == "error"
    assert screen.session.state.snapshot() == before
    assert screen.coach.step == 0


def test_the_other_keys_work_as_in_a_real_game(client):
    """'Any other key still works as in a real game (reviews, history, F1, F2).'"""
    screen = _first_step(client)
    assert client.press("d") == ["Round 2: dice 1, 4 and 6."]
    rules = client.press("f2")
    assert client.top is not screen and "1, Pumpkins" in rules[0]
    client.press("escape")
    assert client.top is screen
    assert client.press("f1")[0].startswith("Keys")
    client.press("escape")
    assert client.press(",")[0].endswith("message 9 of 10.")
    assert client.press("c")[0]


def test_f1_lists_the_guided_games_keys_in_the_players_language(make_client):
    """The skip, repeat and leave keys are in the command table, described in French."""
    client = make_client("fr")
    screen = _first_step(client)
    tr = client.app.announcer.tr
    described = {tr(what): tr(key) for key, what in screen.help_entries()}
    assert described["Répéter l'explication de l'étape."] == "F5"
    assert described["Passer l'étape, dont le coup est joué pour vous."] == "F6"
    assert described["Quitter la partie guidée\u00a0; votre progression est conservée."] == "Q"
    assert "Sauvegarder" not in " ".join(described)


def test_f5_repeats_the_step_and_f6_plays_it(client):
    """'The player can skip a step, repeat the last explanation.'"""
    screen = _first_step(client)
    assert client.press("f5")[0].startswith("Step 1 of 14. You join a solo game at round 2.")
    said = client.press("f6")
    assert said[0] == "You: Pumpkins, pumpkin 1, second spot: 4, 3 acorns. Leaves plus 6, total 11."
    assert "Step 2 of 14." in said
    assert screen.coach.step == 1


def test_ctrl_s_saves_nothing(client):
    """A lesson is never written among the player's saved games."""
    _first_step(client)
    assert client.press("c-s") == [
        "A guided game is not saved, but your progress is: "
        "Learn to play brings you back to your step."
    ]
    assert not saves_dir().exists() or not any(saves_dir().iterdir())


def test_leaving_keeps_the_progress_and_the_list_says_it(client):
    """'Progress is remembered per game': Q asks, leaves; the list and the game take it up."""
    screen = _first_step(client)
    client.press("f6", "f6")
    assert screen.coach.step == 2
    assert client.press("q")[0].startswith("Leave the guided game? You will come back")
    said = client.press("y")
    assert said[0] == "You left the guided game. Steps done: 2 of 14."
    assert client.top.title_id == "tutorial-title-menu"
    again = open_from_menu(client, "sixty-one")
    assert "Sixty-One, steps done: 2 of 14, 1 of " in client.said()
    assert again.coach.step == 2
    assert "Welcome back to your guided game, at step 3 of 14." in client.said()
    assert again.session.state.snapshot()["round"] == 3
    assert again.session.state.acting_seats() == {0}


def test_a_game_without_a_guided_game_says_so(client, monkeypatch):
    """The command line may name any game (a sixth game has no script): said, not a crash."""
    from accessiplay.tutorial import scripts

    monkeypatch.delitem(scripts.MODULES, "linotte")
    code = first_screen(client.app, parse_args(["tutorial", "linotte"]))
    assert code == Exit.OK
    assert client.said().splitlines()[-2].endswith("has no guided game yet.")


def test_the_command_line_opens_a_guided_game(client):
    """`accessiplay tutorial sixty-one` opens the guided game; an unknown game is refused."""
    assert first_screen(client.app, parse_args(["tutorial", "sixty-one"])) == Exit.OK
    assert isinstance(client.top, GameScreen) and client.top.coach is not None
    assert first_screen(client.app, parse_args(["tutorial", "chess"])) == Exit.USAGE


def test_docs_keys_lists_the_guided_games_keys(client):
    """docs/keys.md: "F1 on a game screen lists the same keys" — the guided game's too."""
    from tests.ui.test_keys_doc import doc_sections

    screen = _first_step(client)
    coach_ids = {c.id for c in screen.commands() if screen.coach.owns(c)}
    assert doc_sections()["A guided game"] == coach_ids


def test_leaving_lands_back_in_learn_to_play_with_the_progress_said(client):
    """Issue 16 follow-up: "a player who came from 'Learn to play' expects to land back in
    that list (with progress updated)"; Escape from it is the main menu, as before."""
    _first_step(client)
    client.press("f6", "f6", "f6", "q")
    said = client.press("y")
    assert said[0] == "You left the guided game. Steps done: 3 of 14."
    assert said[1].startswith("Learn to play: choose a game.")
    assert "Sixty-One, steps done: 3 of 14" in " ".join(said[1:])
    assert client.press("escape")[0].startswith("Main menu")


def test_the_command_line_lesson_also_ends_in_learn_to_play(client):
    """`accessiplay tutorial sixty-one`: the player asked for a lesson, so leaving it lands
    where lessons live, the Learn to play list with the progress said, one Escape above the
    main menu (the menu under every command's first screen)."""
    first_screen(client.app, parse_args(["tutorial", "sixty-one"]))
    client.press("f6", "q")
    said = client.press("y")
    assert said[0] == "You left the guided game. Steps done: 1 of 14."
    assert said[1].startswith("Learn to play: choose a game.")
    assert "Sixty-One, steps done: 1 of 14" in " ".join(said[1:])
    client.press("escape")
    assert client.top.title_id == "ui-title-main-menu"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_of_a_lesson_goes_back_to_learn_to_play(make_client, lang):
    """The final screen of a guided game says where Enter goes, and goes there: the list,
    which now says the game is finished."""
    client = make_client(lang)
    screen = open_from_menu(client, "fairy-lights")
    follow(client, screen)
    hint = {
        "en": "Enter or Escape returns to Learn to play.",
        "fr": "Entrée ou Échap ramène à Apprendre à jouer.",
    }[lang]
    assert client.speaker.texts[-1].endswith(hint)
    said = client.press("enter")
    assert client.top.title_id == "tutorial-title-menu"
    finished = {"en": "Fairy Lights, finished", "fr": "Fairy Lights, partie guidée terminée"}[lang]
    assert finished in " ".join(said)


def test_the_welcome_names_a_remapped_key_as_f1_does(client):
    """Key names in the welcome come from the command table: a player who moved "skip" to
    F7 hears "F7 plays it for you", and F7 does it."""
    client.app.settings.keys["tutorial-skip"] = "f7"
    screen = _first_step(client)
    welcome = next(t for t in client.speaker.texts if t.startswith("Welcome to a guided game"))
    assert "F5 repeats the step, F7 plays it for you, Q leaves" in welcome
    client.press("f7")
    assert screen.coach.step == 1
    client.press("q")
    client.press("y")
    open_from_menu(client, "sixty-one")
    back = "Welcome back to your guided game, at step 2 of 14. F5 repeats the step, F7 plays it"
    assert back + " for you, Q leaves." in client.speaker.texts


@pytest.mark.parametrize("key", ["enter", "r"])
def test_la_linottes_first_throw_names_the_keys_that_throw(client, key):
    """Issue 16 follow-up: the lesson said "throw with R" while the chooser says "Enter plays
    it": one instruction, naming both keys, and each of them throws."""
    screen = open_from_menu(client, "linotte")
    said = client.speaker.texts
    assert said[said.index("Step 1 of 8.") + 1].endswith("Throw the five dice: press Enter, or R.")
    assert (
        "Press R to throw the dice. Throw the five dice. The only choice; Enter plays it."
        in said[-1]
    )
    client.press(key)
    assert screen.coach.step == 1
    assert screen.session.state.view(0)["dice"] == [2, 2, 2, 5, 5]
