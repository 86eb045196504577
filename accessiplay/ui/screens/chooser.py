"""The game screen's choosing keys: they drive the move chooser model and say what it did.

The model (`accessiplay.ui.chooser.MoveChooser`) knows the path, the options and the focus;
this part of the game screen gives them words, cues and the full-screen lines.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from accessiplay.core import Action
from accessiplay.present import Ctx, Msg, Presenter
from accessiplay.ui.chooser import PAGE, MoveChooser, Outcome, Result
from accessiplay.ui.commands import command
from accessiplay.ui.screens.base import edge_said

if TYPE_CHECKING:
    from accessiplay.ui.app import Controller

# The cue before the words of each outcome; the others are said without one.
_CUES = {
    Outcome.MOVED: "menu-move",
    Outcome.EDGE: "back",
    Outcome.BACK: "back",
    Outcome.OPENED: "menu-select",
    Outcome.PLAY: "menu-select",
}


class ChooserKeys:
    """Arrows, Enter and Escape on the chooser; mixed into GameScreen, which provides it."""

    if TYPE_CHECKING:
        # What the game screen provides.
        app: Controller
        chooser: MoveChooser
        presenter: Presenter[Any]
        last_prompt: Msg | None
        say: Callable[..., str]
        ctx: Callable[[], Ctx[Any]]
        play: Callable[[Action], None]

    def prompt(self) -> Msg:
        """The question of this step."""
        return self.presenter.step_prompt(self.ctx(), self.chooser.prefix)

    def option_label(self, index: int) -> Msg:
        """An option's words: with its position when verbose, or as the only move there is."""
        chooser = self.chooser
        label = self.presenter.step_label(self.ctx(), chooser.prefix, chooser.options[index])
        if chooser.only_option():
            return Msg.of("ui-only-option", label=self._text(label))
        if not self.app.settings.verbose:
            return label
        return Msg.of(
            "ui-item", label=self._text(label), position=index + 1, count=len(chooser.options)
        )

    def _text(self, label: Msg) -> str:
        """A label that opens a sentence: "Place tiles: 40 ways, 1 of 1", its closing period
        would fall mid-sentence, and its first letter is a capital."""
        return self.app.announcer.tr.sentence(label).removesuffix(".")

    def _inside(self, fact: Msg) -> Msg:
        """A fact whose label sits inside a sentence ('Place tiles: 44 ways. The only choice')."""
        label = fact.kwargs().get("label")
        if fact.id != "ui-step-taken" or not isinstance(label, Msg):
            return fact
        return Msg.of(fact.id, label=self._text(label))

    def describe_choice(self) -> list[Msg]:
        """The steps taken for the player as facts, the question of this step, the focused option."""
        ctx = self.ctx()
        facts = [
            self._inside(m)
            for prefix, option in self.chooser.taken
            for m in self.presenter.step_fact(ctx, prefix, option)
        ]
        prompt = self.last_prompt = self.prompt()
        if not self.chooser.options:
            return [*facts, prompt, Msg.of("ui-list-empty")]
        return [*facts, prompt, self.option_label(self.chooser.focus)]

    def choice_lines(self) -> list[tuple[bool, str]]:
        """The options as lines, the focused one marked, for full-screen mode."""
        sentence = self.app.announcer.tr.sentence
        ctx = self.ctx()
        chooser = self.chooser
        return [
            (i == chooser.focus, sentence(self.presenter.step_label(ctx, chooser.prefix, o)))
            for i, o in enumerate(chooser.options)
        ]

    def jump_to(self, prefix: tuple) -> None:
        """A game key opened a step directly (Fairy Lights' K): say it, or that it is not there."""
        if self.chooser.jump(prefix).outcome is Outcome.UNAVAILABLE:
            self.say(Msg.of("ui-option-unavailable"), cue="error")
        else:
            self.say(*self.describe_choice())

    def tell(self, result: Result) -> None:
        """Say what a chooser key did, cue first; play the move when the path was whole."""
        outcome = result.outcome
        cue = _CUES.get(outcome)
        if cue is not None:
            self.app.announcer.cue(cue)
        if outcome is Outcome.MOVED:
            self.say(self.option_label(self.chooser.focus))
        elif outcome is Outcome.EDGE:
            self.say(edge_said(result.at_top), self.option_label(self.chooser.focus))
        elif outcome is Outcome.AT_START:
            self.say(Msg.of("ui-chooser-at-start"))
        elif outcome is Outcome.PLAY and result.action is not None:
            self.play(result.action)
        else:
            self.say(*self.describe_choice())

    def type_ahead(self, key: str, quiet: bool = False) -> bool:
        """A letter or digit no key of this screen takes: the next option whose words start
        with it ("1" then "1" again through 10, 11, 12 …); False for any other key, and, when
        quiet, for a letter no option starts with (the caller says why)."""
        if len(key) != 1 or not key.isalnum():
            return False
        tr = self.app.announcer.tr
        ctx, chooser = self.ctx(), self.chooser
        result = chooser.find(
            lambda i: (
                tr(self.presenter.step_label(ctx, chooser.prefix, chooser.options[i]))[:1].lower()
                == key.lower()
            )
        )
        if result.outcome is Outcome.EDGE:
            if quiet:
                return False
            self.say(Msg.of("ui-no-item-letter", letter=key.upper()), cue="error")
        else:
            self.tell(result)
        return True

    @command("previous", "up", when="my_turn")
    def cmd_previous(self, repeat: bool) -> None:
        """Previous option."""
        self.tell(self.chooser.previous())

    @command("next", "down", when="my_turn")
    def cmd_next(self, repeat: bool) -> None:
        """Next option."""
        self.tell(self.chooser.next())

    @command("first", "home", when="my_turn")
    def cmd_first(self, repeat: bool) -> None:
        """First option."""
        self.tell(self.chooser.first())

    @command("last", "end", when="my_turn")
    def cmd_last(self, repeat: bool) -> None:
        """Last option."""
        self.tell(self.chooser.last())

    @command("page-up", "pageup", when="my_turn")
    def cmd_page_up(self, repeat: bool) -> None:
        """Ten options back."""
        self.tell(self.chooser.page(-PAGE))

    @command("page-down", "pagedown", when="my_turn")
    def cmd_page_down(self, repeat: bool) -> None:
        """Ten options on."""
        self.tell(self.chooser.page(PAGE))

    @command("choose", "enter", "space", when="my_turn")
    def cmd_choose(self, repeat: bool) -> None:
        """Choose the focused option: the next step, or the move itself at the last step."""
        self.tell(self.chooser.choose())

    @command("step-back", "escape", when="my_turn")
    def cmd_step_back(self, repeat: bool) -> None:
        """Go back one step of the move being chosen."""
        self.tell(self.chooser.back())
