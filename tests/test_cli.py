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
    assert (args.command, args.game, args.seats, args.lang) == ("play", "linotte", "human,easy", "fr")
