"""The README's first lines are promises to a new user: keep them true and keep CI on them."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _commands() -> list[str]:
    """The indented command lines of the README, in order."""
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.startswith("    ") and line.strip()]


def test_readme_opens_with_play_then_test_commands():
    """First the command that installs and starts the game, then the one that runs the tests."""
    play, test = _commands()[:2]
    assert play.endswith(".venv/bin/accessiplay") and "pip install ." in play
    assert test.endswith("-m pytest") and ".[test]" in test


def test_ci_runs_the_readme_test_command_exactly():
    """CI must run what the README tells a new contributor to run."""
    test = _commands()[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in [line.strip() for line in ci]
