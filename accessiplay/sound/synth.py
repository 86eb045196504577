"""The project's own cue synthesiser: ``python -m accessiplay.sound.synth [--out DIR]``.

Every cue is computed from sine partials, filtered seeded noise and envelopes, so the
sounds are original, reproducible byte for byte, and free to publish under CC0.
WAVs are rendered into a temporary folder and compressed with ``sox -R in.wav -C 3 out.ogg``
(``-R`` keeps sox's random Ogg stream serial fixed, so regenerating changes no bytes).
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from .dsp import (
    fade_edges,
    frames,
    glide,
    highpass,
    lowpass,
    mix_into,
    noise,
    normalize,
    silence,
    tone,
    write_wav,
)

BELL = ((1.0, 1.0), (2.0, 0.28), (3.0, 0.08), (4.2, 0.04))
WOOD = ((1.0, 1.0), (2.76, 0.35), (5.4, 0.12))
BUZZ = ((1.0, 1.0), (3.0, 0.33), (5.0, 0.2), (7.0, 0.14))  # odd harmonics: a soft square
BRASS = ((1.0, 1.0), (2.0, 0.5), (3.0, 0.33), (4.0, 0.25), (5.0, 0.2), (6.0, 0.16))

CREDITS = """\
Sound cues in this folder (*.ogg)

All files are original works made by accessiplay's own synthesiser,
accessiplay/sound/synth.py (run: python -m accessiplay.sound.synth), from sine
partials, seeded noise and envelopes. No recordings or third-party samples are used.

Licence: CC0 1.0 Universal (public domain dedication).
https://creativecommons.org/publicdomain/zero/1.0/
"""


def _click(rng: random.Random, gain: float) -> list[float]:
    """One die hitting the table: a filtered noise tick plus a small hard resonance."""
    hit = highpass(noise(0.02, rng, decay=0.004), 1500.0)
    body = tone(rng.uniform(1700.0, 2500.0), 0.05, WOOD, attack=0.0005, decay=0.012)
    out = [0.0] * len(body)
    mix_into(out, hit, 0.0, 0.6)
    mix_into(out, body, 0.0, 0.5)
    return [x * gain for x in out]


def dice_roll() -> list[float]:
    """Dice rattling then settling: clicks at irregular, slowing intervals, fading."""
    rng = random.Random(1)
    out = silence(0.7)
    mix_into(out, lowpass(tone(150.0, 0.08, decay=0.03), 600.0), 0.0, 0.5)
    at = 0.0
    for k in range(7):
        mix_into(out, _click(rng, 1.0 - 0.1 * k), at)
        at += 0.045 + 0.018 * k + rng.uniform(0.0, 0.02)
    return out


def tick() -> list[float]:
    """A crisp, tiny tick for a ticked box."""
    out = tone(2100.0, 0.06, ((1.0, 1.0), (2.0, 0.25)), attack=0.0008, decay=0.01)
    mix_into(out, highpass(noise(0.01, random.Random(2), decay=0.002), 3000.0), 0.0, 0.3)
    return out


def bulb() -> list[float]:
    """A light switching on: a quick upward glint settling into a warm ring."""
    out = glide(700.0, 1320.0, 0.07, BELL, attack=0.004, decay=0.2)
    mix_into(out, tone(1320.0, 0.45, BELL, attack=0.003, decay=0.13), 0.06)
    return out


def zone_complete() -> list[float]:
    """A rising major arpeggio: something finished well."""
    out = silence(0.85)
    for i, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        last = i == 3
        mix_into(
            out, tone(freq, 0.55 if last else 0.3, BELL, decay=0.22 if last else 0.09), 0.085 * i
        )
    return out


def bust() -> list[float]:
    """A sad falling slide in two steps: the roll failed."""
    out = glide(330.0, 220.0, 0.28, BRASS, attack=0.01, decay=0.25)
    mix_into(out, glide(233.0, 110.0, 0.42, BRASS, attack=0.01, decay=0.22), 0.26)
    return lowpass(out, 2200.0)


def tile() -> list[float]:
    """A tile set down: a short hard clack."""
    out = tone(950.0, 0.11, WOOD, attack=0.0005, decay=0.022)
    mix_into(out, highpass(noise(0.012, random.Random(3), decay=0.003), 1200.0), 0.0, 0.35)
    return out


def pawn() -> list[float]:
    """A pawn moved: a softer, lower wooden tock than a tile."""
    out = tone(420.0, 0.14, WOOD, attack=0.001, decay=0.03)
    mix_into(out, lowpass(noise(0.015, random.Random(4), decay=0.004), 2000.0), 0.0, 0.4)
    return out


def card() -> list[float]:
    """A card slid off the deck: a swish whose brightness rises, then a light tap."""
    n = frames(0.18)
    sweep = [900.0 + 5000.0 * (i / n) for i in range(n)]
    swish = lowpass(noise(0.18, random.Random(5), attack=0.05, decay=0.06), sweep)
    out = normalize(swish, 1.0)
    mix_into(out, tone(1800.0, 0.04, WOOD, attack=0.0005, decay=0.008), 0.16, 0.35)
    return out


def error() -> list[float]:
    """Two low buzzes, the second lower: not allowed."""
    out = silence(0.36)
    mix_into(out, tone(196.0, 0.13, BUZZ, attack=0.006, decay=0.09), 0.0)
    mix_into(out, tone(174.6, 0.17, BUZZ, attack=0.006, decay=0.09), 0.17)
    return lowpass(out, 2500.0)


def your_turn() -> list[float]:
    """A friendly two-note rising chime: it is your move."""
    out = tone(783.99, 0.3, BELL, decay=0.12)
    mix_into(out, tone(1046.5, 0.42, BELL, decay=0.16), 0.14)
    return out


def game_over() -> list[float]:
    """A short cadence ending on a held major chord."""
    out = silence(0.95)
    for i, freq in enumerate((523.25, 659.25, 783.99)):
        mix_into(out, tone(freq, 0.2, BELL, decay=0.07), 0.09 * i, 0.8)
    for freq in (523.25, 659.25, 783.99, 1046.5):
        mix_into(out, tone(freq, 0.66, BELL, attack=0.01, decay=0.25), 0.29, 0.5)
    return out


def menu_move() -> list[float]:
    """The lightest blip, heard on every arrow key: short so it never lags the speech."""
    return tone(660.0, 0.05, ((1.0, 1.0), (2.0, 0.1)), attack=0.003, decay=0.015)


def menu_select() -> list[float]:
    """Two quick rising blips: chosen."""
    out = tone(660.0, 0.06, ((1.0, 1.0), (2.0, 0.1)), attack=0.003, decay=0.02)
    mix_into(out, tone(990.0, 0.08, ((1.0, 1.0), (2.0, 0.1)), attack=0.003, decay=0.025), 0.055)
    return out


def back() -> list[float]:
    """Two quick falling blips: back out."""
    out = tone(880.0, 0.06, ((1.0, 1.0), (2.0, 0.1)), attack=0.003, decay=0.02)
    mix_into(out, tone(587.3, 0.08, ((1.0, 1.0), (2.0, 0.1)), attack=0.003, decay=0.025), 0.055)
    return out


def chat() -> list[float]:
    """Two soft bell notes, a fourth apart and falling: someone at the table said something."""
    out = tone(1174.7, 0.16, BELL, decay=0.06)
    mix_into(out, tone(880.0, 0.26, BELL, decay=0.1), 0.09, 0.8)
    return out


# cue id -> (recipe, peak level). Menu blips sit lower: they sound on every key press.
RECIPES: dict[str, tuple[Callable[[], list[float]], float]] = {
    "dice-roll": (dice_roll, 0.7),
    "tick": (tick, 0.55),
    "bulb": (bulb, 0.6),
    "zone-complete": (zone_complete, 0.6),
    "bust": (bust, 0.65),
    "tile": (tile, 0.65),
    "pawn": (pawn, 0.65),
    "card": (card, 0.6),
    "error": (error, 0.6),
    "your-turn": (your_turn, 0.6),
    "game-over": (game_over, 0.6),
    "menu-move": (menu_move, 0.4),
    "menu-select": (menu_select, 0.45),
    "back": (back, 0.45),
    "chat": (chat, 0.5),
}
CUES = tuple(RECIPES)


def render(cue: str) -> list[float]:
    """The finished samples of one cue: recipe, level, click-free edges."""
    recipe, peak = RECIPES[cue]
    return fade_edges(normalize(recipe(), peak))


def write_wavs(folder: Path) -> list[Path]:
    """Render every cue as <cue>.wav into folder."""
    folder.mkdir(parents=True, exist_ok=True)
    return [write_wav(folder / f"{cue}.wav", render(cue)) for cue in CUES]


def to_ogg(wav: Path, ogg: Path) -> Path:
    """Compress one WAV to Ogg Vorbis with sox at quality 3."""
    subprocess.run(["sox", "-R", str(wav), "-C", "3", str(ogg)], check=True, capture_output=True)
    return ogg


def build(out_dir: Path) -> list[Path]:
    """Write every cue as OGG plus the CREDITS file into out_dir."""
    if shutil.which("sox") is None:
        raise RuntimeError("sox is required to encode the cues (apt install sox)")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="accessiplay-synth-") as tmp:
        oggs = [to_ogg(wav, out_dir / f"{wav.stem}.ogg") for wav in write_wavs(Path(tmp))]
    (out_dir / "CREDITS").write_text(CREDITS, encoding="utf-8")
    return oggs


def default_out_dir() -> Path:
    """The repository's top-level sounds/ folder."""
    return Path(__file__).resolve().parents[2] / "sounds"


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: regenerate the cues."""
    parser = argparse.ArgumentParser(prog="python -m accessiplay.sound.synth")
    parser.add_argument("--out", type=Path, default=default_out_dir())
    args = parser.parse_args(argv)
    for path in build(args.out):
        print(f"{path} {path.stat().st_size} B")
    return 0


if __name__ == "__main__":
    sys.exit(main())
