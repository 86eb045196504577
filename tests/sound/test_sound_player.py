"""CuePlayer through miniaudio's null backend, a missing device, and the mixer underneath."""

from __future__ import annotations

import os
import time

import miniaudio
import pytest

from accessiplay.sound import CuePlayer, NullCuePlayer
from accessiplay.sound import player as player_mod
from accessiplay.sound.mixer import Mixer, stream


def wait_for(predicate, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.01)
    return bool(predicate())


class Tap:
    """Collects every block the device pulled, to see exactly what was played."""

    def __init__(self):
        self.blocks = []

    def __call__(self, block):
        self.blocks.append(block)

    def peak(self) -> int:
        return max((max(map(abs, b)) for b in self.blocks if len(b)), default=0)

    def nonzero(self) -> int:
        return sum(1 for b in self.blocks for s in b if s)


@pytest.fixture
def null_player():
    tap = Tap()
    player = CuePlayer(backends=[miniaudio.Backend.NULL], tap=tap)
    player.tap = tap
    yield player
    player.close()


def test_plays_every_known_cue_on_the_null_device(null_player, capfd):
    cues = null_player.known_cues()
    assert len(cues) == 15
    for cue in cues:
        null_player.play(cue)
    assert null_player.wait_ready(5) is True
    assert wait_for(lambda: not null_player.busy, 5), "cues never finished playing"
    # 14 cues mixed together: at least the longest one's worth of samples was heard.
    assert null_player.tap.nonzero() > 0.9 * 22050
    assert capfd.readouterr() == ("", "")


def test_volume_scales_the_samples_fed_to_the_device(null_player):
    reference = max(map(abs, null_player.decoded("bulb")))
    null_player.volume = 0.5
    null_player.play("bulb")
    assert null_player.wait_ready(5)
    assert wait_for(lambda: not null_player.busy, 5)
    assert abs(null_player.tap.peak() - reference * 0.5) <= 1
    null_player.tap.blocks.clear()
    null_player.volume = 1.0
    null_player.play("bulb")
    assert wait_for(lambda: null_player.tap.peak() == reference, 5)


def test_volume_is_clamped(null_player):
    null_player.volume = 3
    assert null_player.volume == 1.0
    null_player.volume = -1
    assert null_player.volume == 0.0


def _first_play_seconds() -> float:
    """How long the very first play() of a fresh player takes (it starts the loader)."""
    player = CuePlayer(backends=[miniaudio.Backend.NULL])
    started = time.perf_counter()
    player.play("dice-roll")
    elapsed = time.perf_counter() - started
    player.close()
    return elapsed


def test_play_returns_at_once(null_player):
    # Best of five: an overloaded CI machine may preempt us once, but a play() that did
    # real work (importing miniaudio, decoding, opening the device) would always be slow.
    assert min(_first_play_seconds() for _ in range(5)) < 0.005
    null_player.play("tick")
    timings = []
    for _ in range(51):
        started = time.perf_counter()
        null_player.play("tick")
        timings.append(time.perf_counter() - started)
    assert sorted(timings)[25] < 0.001


def test_unknown_cue_is_ignored(null_player):
    null_player.play("no-such-cue")
    null_player.play(None)
    assert null_player.available is None  # nothing was even started
    assert "no-such-cue" not in null_player.known_cues()


def test_no_sound_card_means_silence_and_no_output(capfd, monkeypatch):
    # The machine's own ALSA, not the null device tests/conftest.py gives built-in speech.
    monkeypatch.delenv("ALSA_CONFIG_PATH", raising=False)
    player = CuePlayer(backends=[miniaudio.Backend.ALSA])
    player.play("tick")
    state = player.wait_ready(5)
    player.play("tick")
    player.volume = 0.3
    player.close()
    assert capfd.readouterr() == ("", "")
    # On a machine with a sound card the device opens; without one (CI) it fails quietly.
    assert state is _has_sound_card()


def test_device_failure_noise_on_fd2_is_hidden(monkeypatch, capfd):
    def failing_device(*args, **kwargs):
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(miniaudio, "PlaybackDevice", failing_device)
    player = CuePlayer()
    player.play("bust")
    assert player.wait_ready(5) is False
    player.play("bust")  # silent for good, still no error
    player.close()
    assert capfd.readouterr() == ("", "")


def test_missing_sounds_folder_is_silent(tmp_path):
    player = CuePlayer(tmp_path / "nothing-here", backends=[miniaudio.Backend.NULL])
    assert player.known_cues() == []
    player.play("tick")
    player.close()


def test_damaged_cue_file_loses_only_that_cue(tmp_path):
    for name in ("tick", "bulb"):
        (tmp_path / f"{name}.ogg").write_bytes(
            (player_mod.sounds_dir() / f"{name}.ogg").read_bytes()
        )
    (tmp_path / "broken.ogg").write_bytes(b"OggS not really")
    player = CuePlayer(tmp_path, backends=[miniaudio.Backend.NULL])
    player.play("tick")
    assert player.wait_ready(5) is True
    assert player.known_cues() == ["bulb", "tick"]
    player.close()


def test_null_cue_player_records():
    player = NullCuePlayer()
    player.play("tick")
    player.play("made-up")
    assert player.played == ["tick", "made-up"]
    assert "dice-roll" in player.known_cues()
    player.close()
    assert player.closed


def test_mixer_sums_clips_and_forgets_finished_cues():
    mixer = Mixer()
    mixer.add([30000, 30000, 100])
    mixer.add([30000, -5, 0, 7])
    assert list(mixer.mix(2)) == [32767, 29995]
    assert list(mixer.mix(4)) == [100, 7, 0, 0]
    assert not mixer.busy


def test_mixer_drops_stale_cues():
    mixer = Mixer(max_delay=0.0)
    mixer.add([1000] * 10)
    time.sleep(0.01)
    assert list(mixer.mix(4)) == [0, 0, 0, 0]


def test_stream_never_raises():
    mixer = Mixer(resolve=lambda item: 1 / 0)
    feed = stream(mixer)
    next(feed)
    mixer.add("tick")
    assert list(feed.send(3)) == [0, 0, 0]


def _has_sound_card() -> bool:
    """Whether ALSA lists a playback card on this machine."""
    try:
        with open("/proc/asound/cards") as cards:
            return "no soundcards" not in cards.read()
    except OSError:
        return False
