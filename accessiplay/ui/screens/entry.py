"""Typing a short text (a player's name, a chat line): each character echoed, Backspace says
what it removed."""

from __future__ import annotations

from collections.abc import Callable

from accessiplay.names import MAX_NAME, clean_name
from accessiplay.present import Msg
from accessiplay.ui.commands import command
from accessiplay.ui.keys import key_label
from accessiplay.ui.screens.base import Screen


def _spoken(char: str) -> Msg | str:
    """A typed character as speech says it: letters as they are, a space or a dot by name."""
    if char.isalnum():
        return char
    return key_label("space" if char == " " else char)


class TextEntryScreen(Screen):
    """A one-line text field: letters type, Backspace erases, Escape cancels; Enter is the
    subclass's (keep a name, send a chat line)."""

    #: How many characters the field holds, and what is said when it is full.
    limit = MAX_NAME
    full_id = "ui-name-full"
    #: What is said after the text: the keys of this field.
    keys_id = "ui-name-keys"

    def __init__(self, app, question: Msg, text: str, on_done: Callable[[str], None]):
        super().__init__(app)
        self.question = question
        self.text = text
        self.on_done = on_done

    def enter(self) -> None:
        """Ask, say what is typed already and how to finish."""
        self.say(self.question, *self.describe())

    def describe(self) -> list[Msg]:
        """The text so far, or that it is empty, then the keys."""
        shown = self.shown()
        typed = Msg.of("ui-name-typed", text=shown) if shown else Msg.of("ui-name-empty")
        return [typed, Msg.of(self.keys_id)]

    def shown(self) -> str:
        """The text as it may be shown and said (a password shows only stars)."""
        return self.text

    def spoken(self, char: str) -> Msg | str:
        """How one typed or erased character is said."""
        return _spoken(char)

    def status(self) -> str:
        """The question and the text typed."""
        tr = self.app.announcer.tr
        return f"{tr(self.question)} {self.shown()}"

    def body(self) -> list[tuple[bool, str]]:
        """The field, with its cursor at the end."""
        return [(True, self.shown() + "_")]

    def handle(self, key: str, repeat: bool) -> bool:
        """A printable character types itself; every other key keeps its command."""
        char = " " if key == "space" else key
        if len(char) == 1 and char.isprintable():
            self._type(char)
            return True
        return super().handle(key, repeat)

    def _type(self, char: str) -> None:
        """Add one character, saying it, or say the name is as long as it may be."""
        if len(self.text) >= self.limit:
            self.say(Msg.of(self.full_id, count=self.limit), cue="error")
            return
        self.text += char
        self.say(self.spoken(char), remember=False)

    @command("erase", "backspace")
    def cmd_erase(self, repeat: bool) -> None:
        """Erase the last character, saying which."""
        if not self.text:
            self.say(Msg.of("ui-name-empty"), cue="back")
            return
        gone, self.text = self.text[-1], self.text[:-1]
        self.say(Msg.of("ui-name-erased", char=self.spoken(gone)), remember=False)

    @command("back", "escape")
    def cmd_back(self, repeat: bool) -> None:
        """Leave the text as it was: nothing kept, nothing sent."""
        self.say(Msg.of("ui-cancelled"))
        self.app.pop()


class NameEntryScreen(TextEntryScreen):
    """A player's name: Enter keeps it."""

    title_id = "ui-title-name"

    @command("keep-name", "enter")
    def cmd_keep(self, repeat: bool) -> None:
        """Keep the name typed (an empty one gives back the default name)."""
        name = clean_name(self.text, self.limit)
        self.app.pop(announce=False)
        self.on_done(name)


#: The longest server address or table id typed (a host name may be long).
FIELD_LIMIT = 200


class FieldEntryScreen(NameEntryScreen):
    """A server's address or a table's id: said as a field, not as a name."""

    limit = FIELD_LIMIT
    full_id = "ui-field-full"
    keys_id = "ui-field-keys"


class PasswordEntryScreen(FieldEntryScreen):
    """A server's password: each character said as a star, as screen readers do, so a
    password is never read aloud in the room nor printed on the screen."""

    def shown(self) -> str:
        """A star for each character typed."""
        return "*" * len(self.text)

    def spoken(self, char: str) -> Msg | str:
        """A star, whatever was typed."""
        return Msg.of("ui-field-hidden-char")


#: The longest chat line typed; the server cuts what is longer too.
CHAT_LIMIT = 200


class ChatEntryScreen(TextEntryScreen):
    """A line to say to the table: Enter sends it, Escape cancels."""

    title_id = "lobby-title-chat"
    limit = CHAT_LIMIT
    full_id = "lobby-chat-full"
    keys_id = "lobby-chat-keys"

    def __init__(self, app, send: Callable[[str], None]):
        super().__init__(app, Msg.of("lobby-chat-question"), "", send)

    @command("send-chat", "enter")
    def cmd_send(self, repeat: bool) -> None:
        """Send the line, control characters stripped; an empty line sends nothing."""
        line = clean_name(self.text, CHAT_LIMIT)
        self.app.pop(announce=False)
        if not line:
            self.say(Msg.of("lobby-chat-empty"))
            return
        self.on_done(line)
