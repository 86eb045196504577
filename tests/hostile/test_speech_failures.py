"""Speech that fails must say so (issue #15): the player is told, on a working output, first."""

from __future__ import annotations

import select
import signal
import sys

import pytest
from hostile_support import QUIET, ROOT, environment, read_until, run, start

sys.path.insert(0, str(ROOT / "tests" / "speech"))  # the private speech-dispatcher of those tests
from speech_support import private_speechd

GAME = ("--seed", "3", "play", "sixty-one", "--seats", "human,normal")


def test_built_in_speech_with_no_audio_device_falls_back_and_says_so(tmp_path):
    """'`--speech tts` with no working audio device: pyttsx3 runs `aplay` and ignores its
    failure ... Detect a failed playback and fall back to the console (and say so).'"""
    broken = tmp_path / "asound.conf"
    broken.write_text("pcm.!default { type hw card 99 }\n")
    env = environment(tmp_path / "home", ALSA_CONFIG_PATH=str(broken))
    done = run(env, "--speech", "tts", "--plain", *QUIET, *GAME, keys=b"\x03")
    assert (done.returncode, done.stderr) == (0, b"")
    lines = done.stdout.decode().splitlines()
    assert lines[0] == "Speaking through printed lines."
    assert lines[1] == "Sixty-One. Players: Player 1 and Ana (normal bot)."
    assert lines[-1] == "The game is saved. Goodbye!"


def already_printed(stream) -> bytes:
    """What the program printed that is waiting in the pipe now (without waiting for more)."""
    seen = b""
    while select.select([stream], [], [], 0)[0]:
        line = stream.readline()
        if not line:
            break
        seen += line
    return seen


@pytest.mark.slow
def test_a_dying_speech_dispatcher_is_announced_before_the_bots_move(tmp_path):
    """'When the speech-dispatcher dies, the switch to TTS is announced only after the bots'
    moves: announce it first.' The daemon dies while a bot waits its turn; the bot's move is
    the first thing said after, and the switch comes before it.

    The client is frozen while the daemon dies: a test process starved of the CPU for the
    bot's 3 s pause would otherwise kill the daemon after the bot's move (seen in CI under
    load). If the bot moved before the freeze, the next turn tries again."""
    with private_speechd() as daemon:
        env = environment(tmp_path / "home", SPEECHD_ADDRESS=daemon.address)
        args = ("--speech", "auto", "--plain", "--no-sound", "--bot-pause", "3")
        proc = start(
            tmp_path, *args, "--seed", "3", "play", "sixty-one", "--seats", "human,normal", env=env
        )
        try:
            said = read_until(proc.stdout, b"Your turn.").decode().splitlines()
            assert said[0] == "Speaking through your screen reader."
            for _ in range(3):
                proc.stdin.write(b"\r\r\r")  # a move: area die, value, spot
                proc.stdin.flush()
                read_until(proc.stdout, b"You: ")
                proc.send_signal(signal.SIGSTOP)
                early = already_printed(proc.stdout)
                if b"Ana: " not in early:
                    daemon.kill()  # Ana still waits her 3 s pause
                    proc.send_signal(signal.SIGCONT)
                    break
                proc.send_signal(signal.SIGCONT)
                if b"Your turn." not in early:
                    read_until(proc.stdout, b"Your turn.", 60)
            else:
                pytest.fail("Ana moved before the daemon could be killed, three turns in a row")
            after = read_until(proc.stdout, b"Your turn.", 60).decode().splitlines()
        finally:
            proc.send_signal(signal.SIGCONT)
            proc.stdin.close()
            proc.wait(30)
    assert after[0] == "Speaking through built-in speech."
    assert after[1].startswith("Ana: ")
