"""The command line: arguments and the speech rate the settings ask for."""

from accessiplay.cli import parse_args, words_per_minute


def test_rate_zero_keeps_the_engines_own_rate_and_ten_is_half_again_faster():
    """Settings rate -10..10 maps around the engine's usual 175 words per minute."""
    assert words_per_minute(0) is None
    assert words_per_minute(10) == 262
    assert words_per_minute(-10) == 87
    assert words_per_minute(99) == words_per_minute(10)


def test_play_takes_a_game_and_its_seats():
    """`accessiplay play linotte --seats human,easy` names the game and each seat."""
    args = parse_args(["--lang", "fr", "play", "linotte", "--seats", "human,easy"])
    assert (args.command, args.game, args.seats, args.lang) == (
        "play",
        "linotte",
        "human,easy",
        "fr",
    )


def test_an_unexpected_error_is_spoken_and_logged_and_the_game_kept(tmp_path, monkeypatch, capsys):
    """A bug must not leave a blind player with silence: say what happened and where the log is."""
    from accessiplay import cli
    from accessiplay.ui.screens.menu import MainMenu

    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path))

    def broken(self, key, repeat):
        raise RuntimeError("a bug in a screen")

    monkeypatch.setattr(MainMenu, "handle", broken)
    monkeypatch.setattr(cli, "_run_driver", lambda app, plain: app.handle("down"))
    assert cli.main(["--speech", "console", "--plain", "--no-sound"]) == 1
    out = capsys.readouterr().out.splitlines()
    log = tmp_path / "data" / "crash.log"
    assert out[-1] == (
        f"Something went wrong and the game had to close. Your game is saved: "
        f"choose Resume to go on. The details are in {log}."
    )
    assert "RuntimeError: a bug in a screen" in log.read_text()


def test_bad_seats_for_a_two_player_game_say_exactly_two(tmp_path, monkeypatch, capsys):
    """Play-test: La Linotte's error said 'give 2 to 2 seats'; a one-count game says 'exactly'."""
    from accessiplay import cli

    monkeypatch.setenv("ACCESSIPLAY_HOME", str(tmp_path))
    argv = ["--speech", "console", "--plain", "--no-sound", "--lang", "es"]
    assert cli.main([*argv, "play", "linotte", "--seats", "human"]) != 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "Los puestos human no son válidos: indica exactamente 2 puestos, cada uno human "
        "(humano), easy (bot fácil), normal (bot normal) o hard (bot difícil), separados por comas."
    )
    assert cli.main([*argv, "--lang", "en", "play", "sixteen", "--seats", "human"]) != 0
    assert "give 2 to 4 seats" in capsys.readouterr().out
