"""The player's settings, kept in settings.toml in the platformdirs config folder."""

from __future__ import annotations

import dataclasses
import math
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from accessiplay.i18n.localizer import LANGUAGES
from accessiplay.names import MAX_NAME, clean_name
from accessiplay.storage import config_dir, read_text, write_atomically

SPEECH_KINDS = ("auto", "screenreader", "tts", "console")
SCREEN_MODES = ("auto", "full", "plain")
#: Colours of the full screen: white on black, or a palette colour-blind eyes tell apart.
THEMES = ("high-contrast", "colour-blind")


@dataclasses.dataclass
class Settings:
    """Every setting a player can change, with the defaults a first start uses."""

    language: str = ""  # empty: the system locale decides
    speech: str = "auto"
    rate: int = 0  # -10..10, 0 the engine's default
    voice: str = ""
    volume: int = 80  # percent, for the sound cues
    verbose: bool = True
    # A step with one option only is taken for the player and said as a fact; off, it waits
    # for Enter as every other step does.
    auto_single: bool = True
    screen: str = "auto"
    theme: str = "high-contrast"
    name: str = ""  # the first human seat's name; empty: a localized default
    bot_pause: float = 0.8  # seconds between announced bot actions
    server: str = ""  # the online server last joined (HOST:PORT); empty: none yet
    keys: dict[str, str] = dataclasses.field(default_factory=dict)  # command id -> key name

    def for_this_run(self, name: str, value: Any) -> None:
        """A command-line option (--brief, --bot-pause): it applies now, and the file keeps
        the player's own value unless they change that setting themselves (play-test: one
        evening's --brief, saved with the player's name, made every later game brief)."""
        # Not a field: it is no setting, and the file and the Settings screen never see it.
        run_only: dict[str, tuple[Any, Any]] = self.__dict__.setdefault("_run_only", {})
        file_value = run_only[name][0] if name in run_only else getattr(self, name)
        run_only[name] = (file_value, value)
        setattr(self, name, value)

    def _to_keep(self, name: str) -> Any:
        """What the file keeps for a setting: the player's value, not a run-only option's."""
        value = getattr(self, name)
        file_value, run_value = self.__dict__.get("_run_only", {}).get(name, (value, value))
        return file_value if value == run_value else value

    def to_toml(self) -> str:
        """The settings as TOML text (flat keys, then the [keys] table)."""
        lines = []
        for f in dataclasses.fields(self):
            if f.name != "keys":
                lines.append(f"{f.name} = {_toml_value(self._to_keep(f.name))}")
        lines.append("")
        lines.append("[keys]")
        for command, key in sorted(self.keys.items()):
            lines.append(f"{_toml_value(command)} = {_toml_value(key)}")
        return "\n".join(lines) + "\n"


def _toml_value(value: object) -> str:
    """One TOML scalar."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    escaped = str(value).replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


class BadSettings(ValueError):
    """settings.toml exists but cannot be read; the defaults are used and the file left alone."""


class FolderIsAFile(BadSettings):
    """A file stands where the settings' folder should be (ACCESSIPLAY_HOME naming a file): no
    settings file was ever there to be unreadable, so the player hears which file is in the way."""


def _file_in_the_way(path: Path) -> Path:
    """The nearest parent of path that exists as something other than a folder."""
    for parent in path.parents:
        if parent.exists() and not parent.is_dir():
            return parent
    return path


def settings_path() -> Path:
    """Where the settings file lives."""
    return config_dir() / "settings.toml"


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, each bad value reset; BadSettings if the file cannot be read at all."""
    return read_settings(path)[0]


def read_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The saved settings and the names of those that were reset because their value was bad.

    Every value is checked: numbers are clamped to their range, anything else unusable is
    put back to its default and named, so the player hears it; nothing in the file can
    crash the start or leave a key dead.
    """
    path = path or settings_path()
    try:
        data = tomllib.loads(read_text(path))
    except FileNotFoundError:
        return Settings(), []
    except NotADirectoryError as exc:
        raise FolderIsAFile(str(_file_in_the_way(path))) from exc
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as exc:
        raise BadSettings(str(path)) from exc
    settings, reset = Settings(), []
    for f in dataclasses.fields(Settings):
        if f.name in data:
            value = _CHECKS[f.name](data[f.name])
            if value is None:
                reset.append(f.name)
            else:
                setattr(settings, f.name, value)
    given = data.get("keys")
    if isinstance(given, dict) and len(settings.keys) != len(given):
        reset.append("keys")  # some bindings were dropped
    return settings, reset


def _number(low: float, high: float, kind: type) -> Callable[[Any], Any]:
    """A check that clamps a number into [low, high] and refuses NaN, text and booleans."""

    def check(value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
            return None
        clamped = min(max(value, low), high)
        return kind(round(clamped)) if kind is int else kind(clamped)

    return check


def _one_of(values: tuple[str, ...]) -> Callable[[Any], str | None]:
    """A check that keeps only one of the known values."""
    return lambda value: value if isinstance(value, str) and value in values else None


def _text(limit: int) -> Callable[[Any], str | None]:
    """A check that keeps text, cleaned of control characters and cut to `limit`."""
    return lambda value: clean_name(value, limit) if isinstance(value, str) else None


def _keys(value: Any) -> dict[str, str] | None:
    """Keep the key bindings whose key the client can read; a binding to anything else goes.

    A command bound to garbage would lose its own keys (Enter would stop choosing), so the
    binding is dropped and the command keeps its default keys.
    """
    if not isinstance(value, dict):
        return None
    from accessiplay.ui.keys import NAMED

    kept = {}
    for command, key in value.items():
        if isinstance(key, str) and (
            key in NAMED or (len(key) == 1 and key.isprintable() and not key.isspace())
        ):
            kept[command] = key
    return kept


def clamp_pause(value: float, default: float) -> float:
    """A bot pause the bots can live with: 0 to BOT_PAUSE_MAX seconds (inf clamps, NaN is default)."""
    checked = _CHECKS["bot_pause"](value)
    return default if checked is None else checked


BOT_PAUSE_MAX = 3.0

_CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _one_of(("", *LANGUAGES)),
    "speech": _one_of(SPEECH_KINDS),
    "rate": _number(-10, 10, int),
    "voice": _text(200),
    "volume": _number(0, 100, int),
    "verbose": lambda value: value if isinstance(value, bool) else None,
    "auto_single": lambda value: value if isinstance(value, bool) else None,
    "screen": _one_of(SCREEN_MODES),
    "theme": _one_of(THEMES),
    "name": _text(MAX_NAME),
    "bot_pause": _number(0.0, BOT_PAUSE_MAX, float),
    "server": _text(200),
    "keys": _keys,
}


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings (OSError if the folder is not writable)."""
    path = path or settings_path()
    write_atomically(path, settings.to_toml())
    return path
