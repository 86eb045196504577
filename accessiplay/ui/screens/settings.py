"""Settings: a form like setup; Save writes settings.toml."""

from __future__ import annotations

from accessiplay.i18n import LANGUAGES
from accessiplay.present import Msg
from accessiplay.settings import SCREEN_MODES, SPEECH_KINDS, save_settings
from accessiplay.ui.screens.base import ListScreen

ROWS = ("language", "speech", "rate", "volume", "verbose", "screen", "bot_pause", "save")


class SettingsScreen(ListScreen):
    """Language, speech, rate, volume, verbosity, screen mode, bot pace; then Save."""

    title_id = "ui-title-settings"

    def items(self) -> list[Msg]:
        """Each setting with its value."""
        s = self.app.settings
        values = {
            "language": Msg.of(f"ui-language-{s.language or self.app.lang}"),
            "speech": Msg.of(f"ui-speech-{s.speech}"),
            "rate": s.rate,
            "volume": s.volume,
            "verbose": Msg.of("ui-on-off", on=s.verbose),
            "screen": Msg.of(f"ui-screen-{s.screen}"),
            "bot_pause": Msg.of("ui-seconds", seconds=str(s.bot_pause)),
        }
        return [
            Msg.of(f"ui-setting-{row.replace('_', '-')}", value=values.get(row, "")) for row in ROWS
        ]

    def change(self, index: int, step: int) -> bool:
        """Left/Right change the focused setting; it applies at once where it can."""
        s = self.app.settings
        row = ROWS[index]
        if row == "language":
            langs = list(LANGUAGES)
            current = s.language or self.app.lang
            s.language = langs[(langs.index(current) + step) % len(langs)]
            self.app.set_language(s.language)
        elif row == "speech":
            s.speech = _cycle(SPEECH_KINDS, s.speech, step)
        elif row == "rate":
            s.rate = max(-10, min(10, s.rate + step))
        elif row == "volume":
            s.volume = max(0, min(100, s.volume + 10 * step))
            if self.app.announcer.cues is not None:
                self.app.announcer.cues.volume = s.volume / 100
        elif row == "verbose":
            s.verbose = not s.verbose
        elif row == "screen":
            s.screen = _cycle(SCREEN_MODES, s.screen, step)
        elif row == "bot_pause":
            s.bot_pause = round(max(0.0, min(3.0, s.bot_pause + 0.2 * step)), 1)
        else:
            return False
        self.speak_focus()
        return True

    def activate(self, index: int) -> None:
        """Save writes the file; on a value, Enter says to use the arrows."""
        if ROWS[index] != "save":
            self.say(Msg.of("ui-setup-use-arrows"), self.item_text(index))
            return
        try:
            path = save_settings(self.app.settings)
        except OSError as exc:
            self.say(
                Msg.of("ui-settings-not-saved", path=str(getattr(exc, "filename", "") or "")),
                cue="error",
            )
            return
        self.say(Msg.of("ui-settings-saved", path=str(path)))


def _cycle(values: tuple, current: str, step: int) -> str:
    """The next value in a fixed list, wrapping around."""
    index = values.index(current) if current in values else 0
    return values[(index + step) % len(values)]
