"""Helpers shared by the speech tests (a module with a unique name: test folders have no
__init__.py, so two folders' ``conftest`` modules could shadow each other on import)."""

from __future__ import annotations

import contextlib
import os
import queue
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

import pytest


def require(condition: bool, what: str) -> None:
    """Fail with what to install when a system dependency of a real-parts test is missing.

    Real speech is what these tests prove, so a machine without it fails rather than skips
    (README: apt-get install espeak-ng speech-dispatcher python3-speechd alsa-utils sox).
    """
    if not condition:
        pytest.fail(f"missing system dependency: {what} (see the README's speech packages)")


def wait_for(predicate, timeout: float, interval: float = 0.02) -> bool:
    """Poll predicate until true or timeout; returns its last value."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return bool(predicate())


class FakeEngine:
    """Behaves like pyttsx3 2.99 with espeak: runAndWait returns at once, the end comes later.

    Each utterance finishes only when the test releases it, so queue states are exact.
    """

    def __init__(self, fail_on: str | None = None) -> None:
        self.started: queue.Queue[str] = queue.Queue()
        self.release: defaultdict[str, threading.Event] = defaultdict(threading.Event)
        self.spoken: list[str] = []
        self.props: dict[str, object] = {}
        self.fail_on = fail_on
        self._callbacks: dict[str, list] = {}
        self._text: str | None = None

    def getProperty(self, name: str):
        return [] if name == "voices" else self.props.get(name)

    def setProperty(self, name: str, value) -> None:
        self.props[name] = value

    def connect(self, topic: str, cb):
        self._callbacks.setdefault(topic, []).append(cb)
        return {"topic": topic, "cb": cb}

    def disconnect(self, token) -> None:
        self._callbacks[token["topic"]].remove(token["cb"])

    def say(self, text: str) -> None:
        if text == self.fail_on:
            raise RuntimeError("engine broke")
        self._text = text

    def runAndWait(self) -> None:
        text = self._text
        self.started.put(text)
        threading.Thread(target=self._finish, args=(text,), daemon=True).start()

    def _finish(self, text: str) -> None:
        self.release[text].wait(10)
        self.spoken.append(text)
        for cb in list(self._callbacks.get("finished-utterance", [])):
            cb(completed=True, name=None)


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

    @property
    def address(self) -> str:
        """SPEECHD_ADDRESS for clients of this daemon."""
        return f"unix_socket:{self.socket}"

    def log_text(self) -> str:
        """The daemon log so far (it may contain non-UTF-8 bytes from dictionaries)."""
        try:
            return self.log.read_bytes().decode("utf-8", "replace")
        except FileNotFoundError:
            return ""

    def wait_logged(self, needle: str, timeout: float = 10.0) -> bool:
        """Wait until the log contains needle."""
        return wait_for(lambda: needle in self.log_text(), timeout, 0.05)

    def kill(self) -> None:
        """Kill the daemon and its output module at once, as a crash would."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(5)

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


@contextlib.contextmanager
def private_speechd():
    """A private, headless speech-dispatcher (PLATFORM-NOTES), stopped when the block ends."""
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
        yield daemon
    finally:
        daemon.stop()
        shutil.rmtree(root, ignore_errors=True)
