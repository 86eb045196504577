"""The player's settings, kept in settings.toml in the platformdirs config folder."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

from accessiplay.storage import config_dir, write_atomically

SPEECH_KINDS = ("auto", "screenreader", "tts", "console")
SCREEN_MODES = ("auto", "full", "plain")


@dataclasses.dataclass
class Settings:
    """Every setting a player can change, with the defaults a first start uses."""

    language: str = ""  # empty: the system locale decides
    speech: str = "auto"
    rate: int = 0  # -10..10, 0 the engine's default
    voice: str = ""
    volume: int = 80  # percent, for the sound cues
    verbose: bool = True
    screen: str = "auto"
    name: str = ""  # the first human seat's name; empty: a localized default
    bot_pause: float = 0.8  # seconds between announced bot actions
    keys: dict[str, str] = dataclasses.field(default_factory=dict)  # command id -> key name

    def to_toml(self) -> str:
        """The settings as TOML text (flat keys, then the [keys] table)."""
        lines = []
        for f in dataclasses.fields(self):
            if f.name != "keys":
                lines.append(f"{f.name} = {_toml_value(getattr(self, f.name))}")
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


def settings_path() -> Path:
    """Where the settings file lives."""
    return config_dir() / "settings.toml"


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, the defaults where a value is missing; BadSettings if the file is broken."""
    path = path or settings_path()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise BadSettings(str(path)) from exc
    settings = Settings()
    for f in dataclasses.fields(Settings):
        if f.name in data:
            default = getattr(settings, f.name)
            value = data[f.name]
            if isinstance(default, bool) != isinstance(value, bool) or not isinstance(
                value, type(default) if not isinstance(default, float) else (int, float)
            ):
                raise BadSettings(str(path))
            setattr(settings, f.name, value)
    if settings.speech not in SPEECH_KINDS or settings.screen not in SCREEN_MODES:
        raise BadSettings(str(path))
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings (OSError if the folder is not writable)."""
    path = path or settings_path()
    write_atomically(path, settings.to_toml())
    return path
