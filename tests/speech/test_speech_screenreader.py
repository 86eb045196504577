"""Screen reader: a real speech-dispatcher daemon hears us; its death moves speech on."""

from __future__ import annotations

import time

import pytest
from speech_support import require

import accessiplay.speech.screenreader as screenreader_mod
from accessiplay.speech import REASON_FAILED, BackendFailed, BackendUnavailable, make_speaker
from accessiplay.speech.screenreader import ScreenReaderBackend
from accessiplay.speech.speechd_path import find_system_speechd, import_speechd

# speechd ends its reader thread with sys.exit() when the socket closes. Python's default
# threading.excepthook ignores SystemExit silently (nothing reaches the player's terminal);
# only pytest's own hook reports it, so that one report is filtered here.
pytestmark = pytest.mark.filterwarnings(
    "ignore:Exception in thread SSIP client communication thread:pytest.PytestUnhandledThreadExceptionWarning"
)


def test_system_speechd_is_found_and_loaded_alone():
    require(find_system_speechd() is not None, "python3-speechd")
    module = import_speechd()
    assert module is not None and hasattr(module, "SSIPClient")
    import sys

    # Only the speechd package was borrowed: the rest of dist-packages stays out of sys.path.
    assert not any(
        p.rstrip("/").endswith("dist-packages") and p.startswith("/usr/lib/python3/")
        for p in sys.path
    )


def test_no_speechd_module_found(tmp_path):
    assert find_system_speechd((str(tmp_path / "nowhere" / "speechd"),)) is None


def test_speaks_through_speech_dispatcher(speechd_daemon, capfd):
    backend = ScreenReaderBackend("en")
    try:
        text = "You rolled 2, 5 and 5"
        backend.speak(text, interrupt=True)
        assert speechd_daemon.wait_logged(f"Queueing message |{text}|", 10), (
            "daemon never queued our text"
        )
        backend.speak("Vous avez lancé 2, 5 et 5")
        assert speechd_daemon.wait_logged("Queueing message |Vous avez lancé 2, 5 et 5|", 10)
        backend.stop()
        backend.braille(text)  # no braille on Linux: must be a harmless no-op
    finally:
        backend.close()
    assert capfd.readouterr() == ("", "")


def test_daemon_death_falls_back_without_raising(speechd_daemon, capfd):
    calls = []
    speaker = make_speaker("auto", on_fallback=lambda *a: calls.append(a))
    try:
        assert speaker.backend_name == "screenreader"
        speaker.speak("Your turn")
        assert speechd_daemon.wait_logged("Queueing message |Your turn|", 10)
        speechd_daemon.stop()
        started = time.monotonic()
        speaker.speak("Bird zone complete", interrupt=True)  # must not raise
        assert time.monotonic() - started < 5.0
        assert calls == [("screenreader", "tts", REASON_FAILED)]
        assert speaker.backend_name == "tts"
        speaker.speak("still talking")
    finally:
        speaker.close()
    assert capfd.readouterr() == ("", "")


def test_backend_raises_backend_failed_when_daemon_dies(speechd_daemon):
    backend = ScreenReaderBackend("en")
    try:
        speechd_daemon.stop()
        with pytest.raises(BackendFailed) as failed:
            backend.speak("lost")
        assert failed.value.unsaid == ["lost"]
        with pytest.raises(BackendFailed):  # stays failed: no half-dead reconnect loops
            backend.speak("again")
    finally:
        backend.close()


def test_no_daemon_running_is_unavailable_and_spawns_nothing(tmp_path, monkeypatch, capfd):
    """speechd would autospawn a daemon (one that hangs without audio): we must not let it."""
    require(find_system_speechd() is not None, "python3-speechd")
    marker = tmp_path / "spawned"
    fake_daemon = tmp_path / "fake-speech-dispatcher"
    fake_daemon.write_text(f"#!/bin/sh\ntouch {marker}\nexit 1\n")
    fake_daemon.chmod(0o755)
    monkeypatch.setenv("SPEECHD_CMD", str(fake_daemon))  # what speechd runs to autospawn
    monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{tmp_path / 'absent.sock'}")
    started = time.monotonic()
    with pytest.raises(BackendUnavailable):
        ScreenReaderBackend("en")
    assert time.monotonic() - started < 3.0
    assert not marker.exists(), "a speech-dispatcher autospawn was attempted"
    assert capfd.readouterr() == ("", "")


def test_missing_speechd_module_is_unavailable_and_quiet(monkeypatch, capfd):
    monkeypatch.setattr(screenreader_mod, "import_speechd", lambda: None)
    with pytest.raises(BackendUnavailable):
        ScreenReaderBackend("en")
    assert capfd.readouterr() == ("", "")


def test_accessible_output2_prints_are_captured(monkeypatch, capfd):
    """Without speechd, accessible_output2 prints "Cannot find ..." lines: none may show."""
    monkeypatch.setattr(screenreader_mod.sys, "platform", "win32-simulated")
    import accessible_output2.outputs.speech_dispatcher as sd_out

    def loud_init(self):
        print("Cannot find Speech Dispatcher. Please install python-speechd or python3-speechd.")
        import os

        os.write(1, b"C-level stdout noise\n")
        os.write(2, b"C-level stderr noise\n")

    monkeypatch.setattr(sd_out.SpeechDispatcher, "__init__", loud_init)
    monkeypatch.setattr(sd_out.SpeechDispatcher, "is_active", lambda self: False)
    with pytest.raises(BackendUnavailable):
        ScreenReaderBackend("en")
    assert capfd.readouterr() == ("", "")
