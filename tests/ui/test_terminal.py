"""The real program in a real terminal: piped keys in plain mode, and full screen under tmux."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_plain(home: Path, keys: bytes, *args: str, timeout: float = 60) -> list[str]:
    """Run `accessiplay` with keys on standard input; the printed announcements, one per line."""
    env = dict(os.environ, ACCESSIPLAY_HOME=str(home), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "accessiplay",
            "--speech",
            "console",
            "--no-sound",
            "--bot-pause",
            "0",
            *args,
        ],
        input=keys,
        env=env,
        capture_output=True,
        timeout=timeout,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr == b"", proc.stderr.decode()
    return proc.stdout.decode().splitlines()


@pytest.mark.slow
@pytest.mark.parametrize("seats", ["human", "human,normal,easy"])
@pytest.mark.parametrize(
    "lang,over", [("en", "Game over."), ("fr", "Fin de la partie."), ("es", "Fin de la partida.")]
)
def test_a_scripted_game_in_plain_mode_prints_one_line_per_announcement(
    tmp_path, lang, over, seats
):
    """Piped Enters play a whole game (solo; one human and two bots) to its spoken end."""
    lines = run_plain(
        tmp_path, b"\r" * 300, "--lang", lang, "--seed", "5", "play", "sixty-one", "--seats", seats
    )
    assert over in lines
    assert all(line.strip() for line in lines)
    assert not any("\x1b" in line for line in lines), "plain mode never draws"


def test_ctrl_c_loses_nothing_and_resume_continues(tmp_path):
    """Ctrl+C mid-game: saved; `accessiplay resume` picks up at the same move."""
    lines = run_plain(
        tmp_path, b"\r\r\r\r\r\x03", "--seed", "3", "play", "sixty-one", "--seats", "human,normal"
    )
    assert lines[-1] == "The game is saved. Goodbye!"
    lines = run_plain(tmp_path, b"\x1b", "resume")
    assert any(line.startswith("Sixty-One, resumed.") for line in lines)


def test_unknown_game_on_the_command_line_is_said(tmp_path):
    """A typo in the game's name is explained, not a traceback."""
    env = dict(os.environ, ACCESSIPLAY_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "accessiplay", "--speech", "console", "--no-sound", "play", "chess"],
        input=b"",
        env=env,
        capture_output=True,
        timeout=30,
        cwd=ROOT,
    )
    assert proc.returncode == 2
    assert "There is no game called chess." in proc.stdout.decode()


def test_full_screen_mode_in_a_real_terminal(tmp_path):
    """tmux runs the full-screen client: keys reach it and the screen shows the game."""
    sock = tmp_path / "tmux.sock"
    env = f"ACCESSIPLAY_HOME={tmp_path / 'home'} PYTHONPATH={ROOT}"
    cmd = (
        f"env {env} {sys.executable} -m accessiplay --full --speech tts --no-sound "
        f"--bot-pause 0 --seed 2 play sixty-one --seats human,normal"
    )
    tmux = ["tmux", "-S", str(sock), "-f", "/dev/null"]
    subprocess.run(tmux + ["new-session", "-d", "-x", "100", "-y", "30", cmd], check=True)

    def screen() -> str:
        return subprocess.run(tmux + ["capture-pane", "-p"], capture_output=True, text=True).stdout

    def wait_for(text: str, limit: float = 20) -> str:
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            shown = screen()
            if text in shown:
                return shown
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never appeared:\n{screen()}")

    try:
        shown = wait_for("Your turn.")
        assert "Sixty-One" in shown.splitlines()[0]
        subprocess.run(tmux + ["send-keys", "F1"], check=True)
        wait_for("F1 or question mark: The keys")
        subprocess.run(tmux + ["send-keys", "Escape"], check=True)
        subprocess.run(tmux + ["send-keys", "Enter"], check=True)
        wait_for("> ")
        subprocess.run(tmux + ["send-keys", "C-c"], check=True)
        deadline = time.monotonic() + 10
        while (
            time.monotonic() < deadline
            and subprocess.run(tmux + ["has-session"], capture_output=True).returncode == 0
        ):
            time.sleep(0.1)
        assert (tmp_path / "home" / "data" / "saves" / "autosave.json").exists()
    finally:
        subprocess.run(tmux + ["kill-server"], capture_output=True)


def test_a_broken_settings_file_is_explained_and_left_untouched(tmp_path):
    """A settings.toml that is not TOML: defaults are used, the player is told, the file kept."""
    settings = tmp_path / "config" / "settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text("speech = [unfinished")
    lines = run_plain(tmp_path, b"\x1b")
    assert lines[0] == (
        f"Your settings file {settings} could not be read, so the default "
        "settings are used. The file was left as it is."
    )
    assert settings.read_text() == "speech = [unfinished"


def test_a_missing_voice_is_said_and_the_language_voice_speaks(tmp_path):
    """A voice named in settings that this machine lacks: said, then the game goes on."""
    settings = tmp_path / "config" / "settings.toml"
    settings.parent.mkdir(parents=True)
    settings.write_text('voice = "no-such-voice"\nspeech = "tts"\n')
    env = dict(os.environ, ACCESSIPLAY_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "accessiplay", "--plain", "--no-sound"],
        input=b"\x1b",
        env=env,
        capture_output=True,
        timeout=60,
        cwd=ROOT,
    )
    lines = proc.stdout.decode().splitlines()
    assert lines[0] == (
        "The voice no-such-voice is not on this computer: the usual voice "
        "for your language speaks instead."
    )
    assert lines[1] == "Main menu. New game, 1 of 8"
