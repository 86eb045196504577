"""CuePlayer: short sound cues through miniaudio, never blocking and never noisy.

Everything slow (importing miniaudio, which pulls in numpy; decoding; opening the
device) happens on a background thread started by the first play(), so play() itself
only appends to a queue. With no usable device the player turns silent for good.
"""

from __future__ import annotations

import _thread
import array
import atexit
import logging
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from ..speech.quiet import quiet_fds
from .mixer import Mixer, stream
from .paths import sounds_dir

log = logging.getLogger(__name__)

RATE = 22050
BUFFER_MS = 30  # device period: short, so a cue starts within a key press's reach
EDGE = 32  # samples faded at each end: Vorbis decoding leaves small steps there


_live_players: weakref.WeakSet[CuePlayer] = weakref.WeakSet()


@atexit.register
def _close_live_players() -> None:
    """Close devices before interpreter shutdown: a device left running deadlocks the exit
    (its audio thread waits for the GIL while finalisation waits for the audio thread)."""
    for player in list(_live_players):
        player.close()


def scan_cues(folder: Path) -> set[str]:
    """Cue ids are the names of the .ogg files in the sounds folder."""
    try:
        return {p.stem for p in folder.glob("*.ogg") if p.is_file()}
    except OSError:
        return set()


def soften_edges(samples: array.array) -> array.array:
    """Fade the first and last few samples so a cue neither starts nor ends on a click."""
    n = min(EDGE, len(samples) // 2)
    for i in range(n):
        samples[i] = samples[i] * i // n
        samples[-1 - i] = samples[-1 - i] * i // n
    return samples


def decode_cue(path: Path) -> array.array:
    """Decode one file to 16-bit mono samples at RATE."""
    import miniaudio

    decoded = miniaudio.decode_file(str(path), miniaudio.SampleFormat.SIGNED16, 1, RATE)
    return soften_edges(array.array("h", decoded.samples))


class CuePlayer:
    """Plays cues by id; ``available`` is None while starting, then True or False."""

    def __init__(
        self,
        folder: Path | None = None,
        *,
        volume: float = 1.0,
        backends: Sequence[Any] | None = None,
        buffer_ms: int = BUFFER_MS,
        tap: Callable[[array.array], None] | None = None,
    ) -> None:
        self.folder = Path(folder) if folder is not None else sounds_dir()
        self._known = scan_cues(self.folder)
        self._cache: dict[str, array.array] = {}
        self._mixer = Mixer(resolve=self._cache.get)
        self.volume = volume
        self._backends, self._buffer_ms, self._tap = backends, buffer_ms, tap
        self._lock = threading.Lock()
        self._state = "idle"  # idle -> starting -> playing | silent; any -> closed
        self._settled = threading.Event()
        self._device: Any = None
        self._loader_done = threading.Event()
        _live_players.add(self)

    def known_cues(self) -> list[str]:
        """The cue ids this player can play, sorted."""
        return sorted(self._known)

    @property
    def volume(self) -> float:
        """Loudness 0.0-1.0, applied to the samples as they are mixed."""
        return self._mixer.volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._mixer.volume = max(0.0, min(1.0, float(value)))

    @property
    def available(self) -> bool | None:
        """True once the device plays, False if it never will, None before that is known."""
        return {"playing": True, "silent": False, "closed": False}.get(self._state)

    def play(self, cue_id: str) -> None:
        """Start a cue without waiting; unknown ids and a silent player do nothing."""
        if (
            not isinstance(cue_id, str)
            or cue_id not in self._known
            or self._state in ("silent", "closed")
        ):
            return
        self._mixer.add(cue_id)
        if self._state == "idle":
            self.warm_up()

    def warm_up(self) -> None:
        """Begin loading and opening the device in the background (play() does it too)."""
        with self._lock:
            if self._state != "idle":
                return
            self._state = "starting"
        # threading.Thread.start() waits for the new thread to be scheduled (1-5 ms on a
        # busy 2-core machine); the low-level start returns at once, keeping play() instant.
        try:
            _thread.start_new_thread(self._bring_up, ())
        except RuntimeError as exc:  # out of threads: lose the cues, not the game
            log.info("audio loader did not start: %r", exc)
            self._finish("silent", None)
            self._loader_done.set()

    @property
    def busy(self) -> bool:
        """Whether a cue is queued or still sounding."""
        return self._mixer.busy

    def wait_ready(self, timeout: float = 5.0) -> bool | None:
        """Block until the device is playing or has failed (tests, start-up screens)."""
        self._settled.wait(timeout)
        return self.available

    def decoded(self, cue_id: str) -> array.array:
        """The samples of a cue as the mixer gets them (before volume)."""
        if cue_id not in self._cache:
            self._cache[cue_id] = decode_cue(self.folder / f"{cue_id}.ogg")
        return self._cache[cue_id]

    def _bring_up(self) -> None:
        """Decode every cue, then open and start the device; any failure means silence."""
        # Yield the GIL first so the play() that started us returns at once.
        time.sleep(0.001)
        try:
            for cue in sorted(self._known):
                self._decode_or_forget(cue)
            device = self._open_device()
        except BaseException as exc:  # no device/backend/miniaudio: play nothing, say nothing
            log.info("audio unavailable, cues disabled: %r", exc)
            self._finish("silent", None)
        else:
            self._finish("playing", device)
        finally:
            self._loader_done.set()

    def _decode_or_forget(self, cue: str) -> None:
        """Decode a cue; a damaged file only loses that one cue."""
        try:
            self.decoded(cue)
        except Exception as exc:
            log.warning("cue %s could not be decoded: %r", cue, exc)
            self._known.discard(cue)

    def _open_device(self) -> Any:
        """Create and start the playback device with stderr hushed (ALSA prints dozens of lines)."""
        import miniaudio

        with quiet_fds(2):
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=self._buffer_ms,
                backends=list(self._backends) if self._backends else None,
                app_name="accessiplay",
            )
            feed = stream(self._mixer, self._tap)
            next(feed)  # miniaudio wants a started generator
            try:
                device.start(feed)
            except Exception:
                device.close()
                raise
        return device

    def _finish(self, state: str, device: Any) -> None:
        """Record the outcome, unless close() came first (then release the device)."""
        with self._lock:
            closed = self._state == "closed"
            if not closed:
                self._state, self._device = state, device
        if closed and device is not None:
            device.close()
        if state == "silent":
            self._mixer.clear()
        self._settled.set()

    def close(self) -> None:
        """Stop playback and release the device; the player stays silent afterwards."""
        with self._lock:
            started = self._state != "idle"
            self._state, device, self._device = "closed", self._device, None
        self._mixer.clear()
        if device is not None:
            try:
                device.close()
            except Exception as exc:
                log.debug("closing audio device: %r", exc)
        if started:
            self._loader_done.wait(2.0)
        self._settled.set()


class NullCuePlayer:
    """Same interface, no audio: records the cue ids asked for (UI tests, --no-sound)."""

    def __init__(self, folder: Path | None = None, *, volume: float = 1.0) -> None:
        self.folder = Path(folder) if folder is not None else sounds_dir()
        self._known = scan_cues(self.folder)
        self.played: list[str] = []
        self.volume = volume
        self.closed = False

    def known_cues(self) -> list[str]:
        """The cue ids a real player would know, sorted."""
        return sorted(self._known)

    @property
    def available(self) -> bool:
        """Never plays anything."""
        return False

    def play(self, cue_id: str) -> None:
        """Record the id, known or not, so UI tests can check both."""
        self.played.append(cue_id)

    def warm_up(self) -> None:
        """Nothing to prepare."""

    def close(self) -> None:
        """Remember the close."""
        self.closed = True
