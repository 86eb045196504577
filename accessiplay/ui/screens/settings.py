"""Settings: a form like setup; Save writes settings.toml."""

from __future__ import annotations

import dataclasses

from accessiplay.i18n import LANGUAGES
from accessiplay.present import Msg, percent
from accessiplay.settings import SCREEN_MODES, SPEECH_KINDS, THEMES, save_settings
from accessiplay.ui.commands import command
from accessiplay.ui.screens.base import ListScreen

ROWS = (
    "language",
    "speech",
    "rate",
    "volume",
    "verbose",
    "auto_single",
    "screen",
    "theme",
    "bot_pause",
    "name",
    "save",
)


class SettingsScreen(ListScreen):
    """Language, speech, rate, volume, verbosity, screen mode, theme, bot pace; then Save."""

    title_id = "ui-title-settings"

    def __init__(self, app):
        super().__init__(app)
        # What the file holds, to know whether leaving would lose a change.
        self.saved = dataclasses.replace(app.settings, keys=dict(app.settings.keys))
        self.saved_lang = app.lang

    def items(self) -> list[Msg]:
        """Each setting with its value."""
        s = self.app.settings
        values = {
            "name": s.name or Msg.of("ui-setting-name-default", name=Msg.of("ui-human-name", n=1)),
            "language": Msg.of(f"ui-language-{s.language or self.app.lang}"),
            "speech": Msg.of(f"ui-speech-{s.speech}"),
            "rate": s.rate,
            "volume": percent(s.volume),
            "verbose": Msg.of("ui-on-off", on=s.verbose),
            "auto_single": Msg.of("ui-yes-no", on=s.auto_single),
            "screen": Msg.of(f"ui-screen-{s.screen}"),
            "theme": Msg.of(f"ui-theme-{s.theme}"),
            "bot_pause": Msg.of("ui-seconds", seconds=s.bot_pause),
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
        elif row == "auto_single":
            s.auto_single = not s.auto_single
        elif row == "screen":
            s.screen = _cycle(SCREEN_MODES, s.screen, step)
        elif row == "theme":
            s.theme = _cycle(THEMES, s.theme, step)
        elif row == "bot_pause":
            s.bot_pause = round(max(0.0, min(3.0, s.bot_pause + 0.2 * step)), 1)
        else:
            return False
        self.speak_focus()
        return True

    def activate(self, index: int) -> None:
        """Save writes the file; Enter on the name types it; on a value, use the arrows."""
        if ROWS[index] == "name":
            self._type_name()
            return
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
        self.saved = dataclasses.replace(self.app.settings, keys=dict(self.app.settings.keys))
        self.saved_lang = self.app.lang
        self.say(Msg.of("ui-settings-saved", path=str(path)))

    @command("back", "escape")
    def cmd_back(self, repeat: bool) -> None:
        """Leave; with unsaved changes, ask whether to save them first."""
        if self.app.settings == self.saved:
            super().cmd_back(repeat)
            return
        self.app.nav.open(
            "confirm", Msg.of("ui-settings-unsaved-question"), self._save_and_leave, self._discard
        )

    def _save_and_leave(self) -> None:
        """Yes: write the file, then go back (stay if it cannot be written, to say so)."""
        self.activate(ROWS.index("save"))
        if self.app.settings == self.saved:
            self.app.pop()

    def _discard(self) -> None:
        """No: put every setting back as it was, then go back."""
        self.app.settings.__dict__.update(dataclasses.asdict(self.saved))
        if self.app.lang != self.saved_lang:
            self.app.set_language(self.saved_lang)
        if self.app.announcer.cues is not None:
            self.app.announcer.cues.volume = self.saved.volume / 100
        self.say(Msg.of("ui-settings-discarded"))
        self.app.pop()

    def _type_name(self) -> None:
        """Open the name field; the name is the first human seat's in every new game."""

        def done(name: str) -> None:
            self.app.settings.name = name
            kept = Msg.of("ui-name-kept", name=name) if name else Msg.of("ui-name-default-kept")
            self.say(kept, self.item_text(self.focus))

        question = Msg.of("ui-name-question-own")
        self.app.nav.open("name-entry", question, self.app.settings.name, done)


def _cycle(values: tuple, current: str, step: int) -> str:
    """The next value in a fixed list, wrapping around."""
    index = values.index(current) if current in values else 0
    return values[(index + step) % len(values)]
