"""Pick a TTS voice for the game's language from whatever voices the engine lists."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

# Where a bare language has no exact voice, the region players most likely expect.
PREFERRED_REGIONS = {"en": ("en-gb", "en-us"), "pt": ("pt-pt", "pt-br"), "zh": ("cmn",)}


def normalize_tag(tag: Any) -> str:
    """Lower-case, hyphenated language tag; tolerates bytes and stray control characters."""
    if isinstance(tag, bytes):
        tag = tag.decode("utf-8", "ignore")
    text = "".join(ch for ch in str(tag) if ch.isalnum() or ch in "-_")
    return text.lower().replace("_", "-")


def voice_tags(voice: Any) -> list[str]:
    """The normalized language tags a voice claims."""
    return [normalize_tag(tag) for tag in (getattr(voice, "languages", None) or [])]


def _first(voices: Sequence[Any], accept: Any) -> Any | None:
    """The first voice one of whose tags passes accept, in the engine's own order."""
    for voice in voices:
        if any(accept(tag) for tag in voice_tags(voice)):
            return voice
    return None


def _closest_regional(voices: Sequence[Any], base: str) -> Any | None:
    """Among ``base-*`` voices, the one with the shortest (least specific) tag."""
    best, best_len = None, None
    for voice in voices:
        for tag in voice_tags(voice):
            if tag.startswith(base + "-") and (best_len is None or len(tag) < best_len):
                best, best_len = voice, len(tag)
    return best


def choose_voice(voices: Iterable[Any], lang: str) -> Any | None:
    """Exact tag first, then the base language, its home region, a preferred region, any region."""
    voices = list(voices)
    want = normalize_tag(lang)
    base = want.split("-")[0]
    steps = [want, base, f"{base}-{base}", *PREFERRED_REGIONS.get(base, ())]
    for tag in steps:
        found = _first(voices, lambda t, tag=tag: t == tag)
        if found is not None:
            return found
    return _closest_regional(voices, base)


def find_named_voice(voices: Iterable[Any], wanted: str) -> Any | None:
    """A voice the player named in settings, by id or by name, ignoring case."""
    wanted = wanted.strip().lower()
    for voice in voices:
        if wanted in (
            str(getattr(voice, "id", "")).lower(),
            str(getattr(voice, "name", "")).lower(),
        ):
            return voice
    return None
