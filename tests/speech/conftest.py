"""Fixtures for the speech tests: a private speech-dispatcher daemon and a fake pyttsx3 engine.

A machine without the system speech packages fails these tests with what to install:
real speech is what they prove, so they never skip.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest
from speech_support import FakeEngine, require, wait_for

SYSTEM_CONF = Path("/etc/speech-dispatcher")
TEST_CONF_LINES = """
LogLevel 5
AudioOutputMethod "libao"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
"""


class Daemon:
    """A running private speech-dispatcher and the log it writes."""

    def __init__(self, proc: subprocess.Popen, socket: Path, log: Path) -> None:
        self.proc, self.socket, self.log = proc, socket, log

    def log_text(self) -> str:
        """The daemon log so far (it may contain non-UTF-8 bytes from dictionaries)."""
        try:
            return self.log.read_bytes().decode("utf-8", "replace")
        except FileNotFoundError:
            return ""

    def wait_logged(self, needle: str, timeout: float = 10.0) -> bool:
        """Wait until the log contains needle."""
        return wait_for(lambda: needle in self.log_text(), timeout, 0.05)

    def stop(self) -> None:
        """SIGTERM the daemon (our test config makes it obey), then make sure it is gone."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        # Its output module shares the process group we created for the daemon.
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)


def _accepts(path: Path) -> bool:
    """Whether the daemon listens yet: its socket file appears before it accepts."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(str(path))
        except OSError:
            return False
    return True


def _write_config(root: Path) -> Path:
    """Copy the system configuration and make it headless, verbose and espeak-ng only."""
    conf = root / "conf"
    shutil.copytree(SYSTEM_CONF, conf)
    with open(conf / "speechd.conf", "a", encoding="utf-8") as out:
        out.write(TEST_CONF_LINES)
    return conf


@pytest.fixture
def speechd_daemon(monkeypatch):
    """Start speech-dispatcher as PLATFORM-NOTES describes; point clients at it; stop it after."""
    binary = shutil.which("speech-dispatcher")
    require(binary is not None and SYSTEM_CONF.is_dir(), "speech-dispatcher")
    # Short path: unix socket paths are limited to 108 bytes, pytest's tmp_path can be longer.
    root = Path(tempfile.mkdtemp(prefix="apsd-"))
    conf = _write_config(root)
    home, logs = root / "home", root / "log"
    home.mkdir()
    logs.mkdir()
    (home / ".libao").write_text("default_driver=null\n")
    sock = root / "sock"
    env = dict(
        os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(home), XDG_CONFIG_HOME=str(home / ".config")
    )
    cmd = [binary, "-s", "-t", "0", "-C", str(conf), "-S", str(sock), "-L", str(logs), "-l", "5"]
    proc = subprocess.Popen(
        cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    daemon = Daemon(proc, sock, logs / "speech-dispatcher.log")
    try:
        assert wait_for(lambda: _accepts(sock) or proc.poll() is not None, 10.0), (
            "daemon never listened"
        )
        assert proc.poll() is None, f"speech-dispatcher exited with {proc.returncode}"
        monkeypatch.setenv("SPEECHD_ADDRESS", f"unix_socket:{sock}")
        yield daemon
    finally:
        daemon.stop()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def fake_engine() -> FakeEngine:
    """A fresh fake pyttsx3 engine."""
    return FakeEngine()
