"""TTS: real espeak-ng renders through pyttsx3, voices per language, and the worker's queue."""

from __future__ import annotations

import array
import math
import shutil
import wave

import pytest
from speech_support import FakeEngine, require, wait_for

from accessiplay.speech import (
    BackendFailed,
    BackendUnavailable,
    RecordBackend,
    Speaker,
    pyttsx3_glue,
    tts,
)
from accessiplay.speech.voices import choose_voice

ANNOUNCEMENTS = {
    "en": "You rolled 2, 5 and 5",
    "fr": "Vous avez lancé 2, 5 et 5",
    "es": "Has sacado 2, 5 y 5",
}


def _espeak_present() -> bool:
    try:
        pyttsx3_glue.open_engine()
    except Exception:
        return False
    return True


@pytest.fixture(scope="module")
def engine():
    """The process's real pyttsx3 engine (fails with what to install without libespeak-ng)."""
    require(_espeak_present(), "libespeak-ng1 (pyttsx3 espeak driver)")
    return pyttsx3_glue.open_engine()


def wav_stats(path):
    """Rate, channels, duration in seconds and RMS (0..32767) of a 16-bit WAV."""
    with wave.open(str(path), "rb") as w:
        assert w.getsampwidth() == 2
        rate, channels, n = w.getframerate(), w.getnchannels(), w.getnframes()
        samples = array.array("h", w.readframes(n))
    rms = math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))
    return rate, channels, n / rate, rms


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_render_announcement_to_wav(engine, tmp_path, capfd, lang):
    path = pyttsx3_glue.render_to_wav(ANNOUNCEMENTS[lang], tmp_path / f"{lang}.wav", lang)
    rate, channels, seconds, rms = wav_stats(path)
    assert (rate, channels) == (22050, 1)
    assert 0.8 <= seconds <= 6.0
    assert rms > 500, f"{lang} rendering is (nearly) silent: rms={rms:.0f}"
    assert capfd.readouterr() == ("", ""), "pyttsx3 printed to the terminal"


def test_languages_sound_different(engine, tmp_path):
    """A French voice really reads French: same digits, different audio from English."""
    en = pyttsx3_glue.render_to_wav(ANNOUNCEMENTS["en"], tmp_path / "en.wav", "en")
    fr = pyttsx3_glue.render_to_wav(ANNOUNCEMENTS["en"], tmp_path / "fr.wav", "fr")
    assert en.read_bytes() != fr.read_bytes()


@pytest.mark.parametrize(
    "lang, accepted",
    [("fr", {"fr-fr"}), ("es", {"es"}), ("en", {"en-gb", "en-us"}), ("fr_CA", {"fr-fr", "fr-ca"})],
)
def test_chosen_voice_matches_language(engine, lang, accepted):
    voice_id = pyttsx3_glue.resolve_voice_id(engine, lang)
    voice = next(v for v in engine.getProperty("voices") if v.id == voice_id)
    assert voice.languages[0] in accepted


def test_voice_choice_rules():
    class V:
        def __init__(self, id, *langs):
            self.id, self.languages = id, list(langs)

    voices = [V("a", "en-029"), V("b", "fr-be"), V("c", "fr-fr"), V("d", "en-us"), V("e", "es-419")]
    assert choose_voice(voices, "fr").id == "c"  # home region beats list order
    assert choose_voice(voices, "en").id == "d"  # preferred region beats en-029
    assert choose_voice(voices, "fr-BE").id == "b"  # exact tag wins
    assert choose_voice(voices, "es").id == "e"  # any region when nothing closer
    assert choose_voice(voices, "de") is None


def test_named_voice_overrides_language(engine):
    assert pyttsx3_glue.resolve_voice_id(engine, "en", voice="roa/es") == "roa/es"
    assert pyttsx3_glue.resolve_voice_id(engine, "fr", voice="no-such-voice") == "roa/fr"


def _backend(engine_obj) -> tts.TtsBackend:
    return tts.TtsBackend("en", engine_factory=lambda: engine_obj)


def test_interrupt_drops_queued_utterances(fake_engine: FakeEngine):
    backend = _backend(fake_engine)
    backend.speak("one")
    assert fake_engine.started.get(timeout=5) == "one"
    backend.speak("two")
    backend.speak("three")
    assert backend.worker.pending() == ["two", "three"]
    backend.speak("four", interrupt=True)
    assert backend.worker.pending() == ["four"]
    fake_engine.release["one"].set()
    assert fake_engine.started.get(timeout=5) == "four"
    fake_engine.release["four"].set()
    assert wait_for(lambda: fake_engine.spoken == ["one", "four"], 5)
    assert fake_engine.started.empty()
    backend.close()
    assert not backend.worker.thread.is_alive()


def test_stop_clears_queue_and_close_joins(fake_engine: FakeEngine):
    backend = _backend(fake_engine)
    backend.speak("long")
    fake_engine.started.get(timeout=5)
    backend.speak("later")
    backend.stop()
    assert backend.worker.pending() == []
    fake_engine.release["long"].set()
    backend.close()
    assert not backend.worker.thread.is_alive()
    assert fake_engine.spoken == ["long"]


def test_one_say_and_run_per_utterance_with_settings(fake_engine: FakeEngine):
    backend = tts.TtsBackend("en", rate=170, engine_factory=lambda: fake_engine)
    for text in ("a", "b", "c"):
        fake_engine.release[text].set()
        backend.speak(text)
    assert wait_for(lambda: fake_engine.spoken == ["a", "b", "c"], 5)
    assert fake_engine.props["rate"] == 170
    backend.close()


def test_engine_that_cannot_start_is_unavailable(capfd):
    def broken():
        raise RuntimeError("This means you probably do not have eSpeak or eSpeak-ng installed!")

    with pytest.raises(BackendUnavailable):
        tts.TtsBackend("en", engine_factory=broken)
    assert capfd.readouterr() == ("", "")


def test_missing_aplay_is_unavailable(monkeypatch):
    monkeypatch.setattr(tts.shutil, "which", lambda name: None)
    with pytest.raises(BackendUnavailable, match="aplay not found"):
        tts.TtsBackend("en")


def test_audio_that_cannot_play_is_unavailable(tmp_path, monkeypatch):
    """Issue #15: pyttsx3 runs aplay and ignores its failure, so 'auto' claimed built-in speech
    and nothing was heard: a device that cannot play makes built-in speech unavailable."""
    broken = tmp_path / "asound.conf"
    broken.write_text("pcm.!default { type hw card 99 }\n")
    monkeypatch.setenv("ALSA_CONFIG_PATH", str(broken))
    with pytest.raises(BackendUnavailable, match="aplay could not play"):
        tts.TtsBackend("en")


def test_engine_breaking_mid_game_hands_over_unsaid_text():
    engine = FakeEngine(fail_on="boom")
    backend = _backend(engine)
    backend.speak("boom")
    assert wait_for(lambda: backend.worker.failure is not None, 5)
    with pytest.raises(BackendFailed) as failed:
        backend.speak("next")
    assert failed.value.unsaid == ["boom", "next"]
    backend.close()


def test_facade_resays_on_console_after_tts_breaks():
    engine = FakeEngine(fail_on="boom")
    record = RecordBackend()
    opened = {"tts": lambda: _backend(engine), "record": lambda: record}
    calls = []
    speaker = Speaker(("tts", "record"), lambda k: opened[k](), lambda *a: calls.append(a))
    speaker.speak("boom")
    assert wait_for(lambda: speaker.backend.worker.failure is not None, 5)
    speaker.speak("after", interrupt=True)
    assert calls == [("tts", "record", "failed")]
    assert record.said == [("boom", False), ("after", True)]


def test_real_tts_backend_speaks_quietly(engine, capfd):
    """The real pyttsx3 path (aplay, no sound card here) prints nothing and closes cleanly."""
    require(shutil.which("aplay") is not None, "aplay (alsa-utils)")
    backend = tts.TtsBackend("fr")
    assert backend.voice_id == "roa/fr"
    backend.speak("Bonjour")
    assert wait_for(lambda: not backend.worker.pending() and backend.worker._current is None, 10)
    backend.close()
    assert not backend.worker.thread.is_alive()
    assert capfd.readouterr() == ("", "")
