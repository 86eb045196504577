"""Mixes queued cues into blocks of 16-bit mono samples for the audio thread.

play() on the UI thread only appends to a deque (atomic in CPython, no lock to wait on);
the audio thread drains it, so a cue never waits for the device.
"""

from __future__ import annotations

import array
import time
from collections import deque
from collections.abc import Callable, Generator, Sequence
from typing import Any

MAX_DELAY = 0.5  # a cue that could not start within this long would mislead: drop it


def _identity(item: Any) -> Any:
    """Default resolver: items are already sample sequences."""
    return item


class Mixer:
    """Sums the cues still sounding, scaled by volume and clipped to 16 bits."""

    def __init__(
        self,
        volume: float = 1.0,
        resolve: Callable[[Any], Sequence[int] | None] = _identity,
        max_delay: float = MAX_DELAY,
    ) -> None:
        self._incoming: deque[tuple[float, Any]] = deque()
        self._voices: list[list] = []  # [samples, position]
        self._resolve, self._max_delay = resolve, max_delay
        self.volume = volume

    def add(self, item: Any) -> None:
        """Queue a cue (samples, or an id the resolver knows); safe from any thread."""
        self._incoming.append((time.monotonic(), item))

    def clear(self) -> None:
        """Forget queued cues (those already sounding finish)."""
        self._incoming.clear()

    @property
    def busy(self) -> bool:
        """Whether anything is queued or still sounding."""
        return bool(self._incoming or self._voices)

    def _take_incoming(self) -> None:
        """Move newly queued cues into the sounding set, skipping stale or unknown ones."""
        now = time.monotonic()
        while self._incoming:
            queued_at, item = self._incoming.popleft()
            samples = self._resolve(item)
            if samples and now - queued_at <= self._max_delay:
                self._voices.append([samples, 0])

    def mix(self, nframes: int) -> array.array:
        """The next nframes samples of all sounding cues."""
        self._take_incoming()
        volume = max(0.0, min(1.0, self.volume))
        if not self._voices or volume == 0.0:
            self._advance(nframes)
            return array.array("h", bytes(2 * nframes))
        total = [0.0] * nframes
        for samples, pos in self._voices:
            for i, s in enumerate(samples[pos : pos + nframes]):
                total[i] += s
        self._advance(nframes)
        return array.array("h", (max(-32768, min(32767, int(x * volume))) for x in total))

    def _advance(self, nframes: int) -> None:
        """Move every voice on and drop the finished ones."""
        for voice in self._voices:
            voice[1] += nframes
        self._voices = [v for v in self._voices if v[1] < len(v[0])]


def stream(mixer: Mixer, tap=None) -> Generator[array.array, int, None]:
    """The generator miniaudio pulls from; it must never raise (cffi would print a traceback)."""
    nframes = yield array.array("h")
    while True:
        try:
            block = mixer.mix(nframes)
        except Exception:
            block = array.array("h", bytes(2 * nframes))
        if tap is not None:
            try:
                tap(block)
            except Exception:
                tap = None  # a broken test hook must not silence the game
        nframes = yield block
