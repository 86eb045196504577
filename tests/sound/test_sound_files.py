"""The committed cue files and the synthesiser that made them."""

from __future__ import annotations

import shutil
import wave
from pathlib import Path

import miniaudio
import pytest

from accessiplay.sound import sounds_dir, synth
from accessiplay.sound.player import scan_cues

REPO_SOUNDS = Path(__file__).resolve().parents[2] / "sounds"
OGGS = sorted(REPO_SOUNDS.glob("*.ogg"))


def test_every_synth_cue_is_committed_and_nothing_else():
    assert {p.stem for p in OGGS} == set(synth.CUES)
    assert scan_cues(REPO_SOUNDS) == set(synth.CUES)


def test_credits_state_origin_and_licence():
    credits = (REPO_SOUNDS / "CREDITS").read_text(encoding="utf-8")
    assert "accessiplay/sound/synth.py" in credits
    assert "CC0 1.0" in credits
    assert "original" in credits


@pytest.mark.parametrize("path", OGGS, ids=lambda p: p.stem)
def test_cue_file_decodes_short_small_and_audible(path: Path):
    assert path.stat().st_size < 16 * 1024
    decoded = miniaudio.decode_file(str(path), miniaudio.SampleFormat.SIGNED16, 1, 22050)
    seconds = len(decoded.samples) / 22050
    assert 0.03 < seconds < 1.5
    peak = max(abs(s) for s in decoded.samples)
    assert peak > 5000, f"{path.name} is nearly silent (peak {peak})"
    assert peak < 32000, f"{path.name} clips (peak {peak})"


def _wav_bytes(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.glob("*.wav"))}


def test_synth_is_deterministic(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    synth.write_wavs(first)
    synth.write_wavs(second)
    assert _wav_bytes(first) == _wav_bytes(second)
    assert len(_wav_bytes(first)) == len(synth.CUES)


@pytest.mark.parametrize("cue", synth.CUES)
def test_rendered_cue_is_short_mono_and_click_free(cue):
    samples = synth.render(cue)
    assert len(samples) / 22050 < 1.0
    assert max(abs(x) for x in samples) <= 0.71  # headroom: mixed cues must not clip
    # Edges start and end at silence: no click when the cue starts or stops.
    assert abs(samples[0]) < 1e-3 and abs(samples[-1]) < 1e-3


def test_wavs_are_22050_hz_mono_16_bit(tmp_path):
    for path in synth.write_wavs(tmp_path):
        with wave.open(str(path), "rb") as w:
            assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (22050, 1, 2)


def test_build_reproduces_the_committed_files(tmp_path):
    """Regenerating gives the same cues (same names, same lengths to the millisecond)."""
    assert shutil.which("sox"), "sox is needed to build the cues (README: apt-get install sox)"
    built = synth.build(tmp_path / "a")
    again = synth.build(tmp_path / "b")
    # Byte-identical rebuilds: regenerating the committed files never churns git.
    assert [p.read_bytes() for p in built] == [p.read_bytes() for p in again]
    assert {p.name for p in built} == {p.name for p in OGGS}
    assert (tmp_path / "a" / "CREDITS").read_text() == (REPO_SOUNDS / "CREDITS").read_text()
    for path in built:
        new = miniaudio.decode_file(str(path), miniaudio.SampleFormat.SIGNED16, 1, 22050)
        old = miniaudio.decode_file(
            str(REPO_SOUNDS / path.name), miniaudio.SampleFormat.SIGNED16, 1, 22050
        )
        assert abs(len(new.samples) - len(old.samples)) <= 22, path.name
        assert path.stat().st_size < 16 * 1024


def test_sounds_dir_prefers_wheel_data_then_checkout(tmp_path, monkeypatch):
    import accessiplay

    package = tmp_path / "site" / "accessiplay"
    package.mkdir(parents=True)
    monkeypatch.setattr(accessiplay, "__file__", str(package / "__init__.py"))
    checkout = tmp_path / "site" / "sounds"
    checkout.mkdir()
    assert sounds_dir() == checkout.resolve()
    wheel = package / "_data" / "sounds"
    wheel.mkdir(parents=True)
    assert sounds_dir() == wheel.resolve()


def test_sounds_dir_in_this_checkout():
    assert sounds_dir() == REPO_SOUNDS
