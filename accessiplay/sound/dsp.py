"""Tiny signal toolkit for the cue synthesiser: plain lists of floats in -1..1 at RATE.

Standard library only, so regenerating the sounds needs nothing beyond Python and sox.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Sequence
from pathlib import Path

RATE = 22050

Partials = Sequence[tuple[float, float]]  # (frequency ratio, amplitude)


def frames(seconds: float) -> int:
    """Number of samples in a duration."""
    return max(0, round(seconds * RATE))


def silence(seconds: float) -> list[float]:
    """A buffer of zeros to mix things into."""
    return [0.0] * frames(seconds)


def envelope(i: int, attack: int, decay: float) -> float:
    """Linear attack (no click at onset) then exponential decay with time constant decay (s)."""
    rise = min(1.0, i / attack) if attack > 0 else 1.0
    return rise * math.exp(-i / (decay * RATE))


def _audible(freq: float, partials: Partials) -> list[tuple[float, float]]:
    """Partials below Nyquist only: higher ones would fold back as harsh aliases."""
    return [(r, g) for r, g in partials if freq * r < 0.45 * RATE]


def _soft_end(out: list[float], seconds: float = 0.005) -> list[float]:
    """Ramp a strike's last milliseconds to zero: cutting a still-ringing tail clicks."""
    n = min(len(out), frames(seconds))
    for i in range(n):
        out[len(out) - 1 - i] *= i / n
    return out


def tone(
    freq: float,
    seconds: float,
    partials: Partials = ((1.0, 1.0),),
    *,
    attack: float = 0.004,
    decay: float = 0.15,
) -> list[float]:
    """A pitched strike: a sum of sine partials under one attack/decay envelope."""
    n, a = frames(seconds), frames(attack)
    partials = _audible(freq, partials)
    steps = [2.0 * math.pi * freq * ratio / RATE for ratio, _ in partials]
    gains = [gain for _, gain in partials]
    out = []
    for i in range(n):
        value = sum(g * math.sin(s * i) for s, g in zip(steps, gains))
        out.append(value * envelope(i, a, decay))
    return _soft_end(out)


def glide(
    f_start: float,
    f_end: float,
    seconds: float,
    partials: Partials = ((1.0, 1.0),),
    *,
    attack: float = 0.006,
    decay: float = 0.3,
) -> list[float]:
    """A tone whose pitch slides exponentially; phase is accumulated so the slide is smooth."""
    n, a = frames(seconds), frames(attack)
    partials = _audible(max(f_start, f_end), partials)
    out, phase = [], 0.0
    for i in range(n):
        freq = f_start * (f_end / f_start) ** (i / max(1, n - 1))
        phase += 2.0 * math.pi * freq / RATE
        value = sum(g * math.sin(r * phase) for r, g in partials)
        out.append(value * envelope(i, a, decay))
    return _soft_end(out)


def noise(
    seconds: float, rng: random.Random, *, attack: float = 0.001, decay: float = 0.01
) -> list[float]:
    """An enveloped white-noise burst (clicks, rattles, swishes) from a seeded generator."""
    n, a = frames(seconds), frames(attack)
    return _soft_end([rng.uniform(-1.0, 1.0) * envelope(i, a, decay) for i in range(n)])


def lowpass(signal: Sequence[float], cutoff: float | Sequence[float]) -> list[float]:
    """One-pole low-pass; cutoff may be a per-sample sequence for sweeps."""
    out, y = [], 0.0
    for i, x in enumerate(signal):
        fc = cutoff if isinstance(cutoff, (int, float)) else cutoff[i]
        k = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
        y += k * (x - y)
        out.append(y)
    return out


def highpass(signal: Sequence[float], cutoff: float) -> list[float]:
    """Signal minus its low-passed self: removes rumble and DC from noise bursts."""
    return [x - y for x, y in zip(signal, lowpass(signal, cutoff))]


def mix_into(buffer: list[float], signal: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Add signal into buffer starting at time at (s), growing the buffer if needed."""
    start = frames(at)
    end = start + len(signal)
    if end > len(buffer):
        buffer.extend([0.0] * (end - len(buffer)))
    for i, x in enumerate(signal):
        buffer[start + i] += gain * x


def fade_edges(buffer: list[float], fade_in: float = 0.002, fade_out: float = 0.012) -> list[float]:
    """Ramp the first and last milliseconds so playback never starts or stops with a click."""
    n_in, n_out, n = frames(fade_in), frames(fade_out), len(buffer)
    for i in range(min(n_in, n)):
        buffer[i] *= i / n_in
    for i in range(min(n_out, n)):
        buffer[n - 1 - i] *= i / n_out
    return buffer


def normalize(buffer: list[float], peak: float) -> list[float]:
    """Scale so the loudest sample reaches peak: cues get consistent, headroom-safe levels."""
    top = max((abs(x) for x in buffer), default=0.0)
    return [x * peak / top for x in buffer] if top > 0 else buffer


def to_pcm16(buffer: Sequence[float]) -> bytes:
    """Clamp and quantise to little-endian 16-bit samples."""
    ints = [max(-32767, min(32767, round(x * 32767))) for x in buffer]
    return struct.pack(f"<{len(ints)}h", *ints)


def write_wav(path: Path, buffer: Sequence[float]) -> Path:
    """Write a mono 16-bit WAV at RATE."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(to_pcm16(buffer))
    return path
