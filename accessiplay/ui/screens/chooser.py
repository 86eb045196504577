"""The step-by-step move chooser: legal actions grouped by their next component.

Each step is a list of only the legal options; Enter goes one step further, Escape one step
back, and nothing is played until the path names a whole action.
"""

from __future__ import annotations

from accessiplay.present import Msg


class Chooser:
    """Where the holder stands in choosing a move."""

    def __init__(self, screen):
        self.screen = screen
        self.prefix: tuple = ()
        self.options: list = []
        self.focus = 0
        self.last_prompt: Msg | None = None
        self.chosen_first = None
        # Selections not yet sent to the rules (dice marked to keep); a new turn forgets them.
        self.marks: dict = {}

    @property
    def state(self):
        """The game state."""
        return self.screen.session.state

    def reset(self) -> None:
        """Start choosing from the first step, nothing marked."""
        self.marks.clear()
        self.open(())

    def open(self, prefix: tuple) -> None:
        """Show the options after `prefix`."""
        self.prefix = prefix
        self.options = list(self.state.next_steps(self.screen.holder, prefix))
        self.focus = 0

    def reopen(self) -> None:
        """Back to the first step after playing, focused on the option chosen there if still offered."""
        self.open(())
        if self.chosen_first in self.options:
            self.focus = self.options.index(self.chosen_first)

    def prompt(self) -> Msg:
        """The question of this step."""
        return self.screen.presenter.step_prompt(self.screen.ctx(), self.prefix)

    def jump(self, prefix: tuple) -> None:
        """Open a step directly (a game key such as 'take'), if it has options."""
        if not self.state.next_steps(self.screen.holder, prefix):
            self.screen.say(Msg.of("ui-option-unavailable"), cue="error")
            return
        self.open(prefix)
        self.screen.say(*self.describe())

    def focused_path(self) -> tuple | None:
        """The path of the focused option."""
        if not self.options:
            return None
        return self.prefix + (self.options[min(self.focus, len(self.options) - 1)],)

    def label(self, index: int) -> Msg:
        """An option's words, with its position when verbose."""
        ctx = self.screen.ctx()
        label = self.screen.presenter.step_label(ctx, self.prefix, self.options[index])
        if not self.screen.app.settings.verbose:
            return label
        # "Place tiles: 40 ways, 1 of 1": a label's closing period would fall mid-sentence.
        text = self.screen.app.announcer.tr(label).removesuffix(".")
        return Msg.of("ui-item", label=text, position=index + 1, count=len(self.options))

    def describe(self) -> list[Msg]:
        """The question of this step and the focused option."""
        prompt = self.last_prompt = self.prompt()
        if not self.options:
            return [prompt, Msg.of("ui-list-empty")]
        return [prompt, self.label(self.focus)]

    def body(self) -> list[tuple[bool, str]]:
        """The options as lines, the focused one marked, for full-screen mode."""
        tr = self.screen.app.announcer.tr
        ctx = self.screen.ctx()
        return [
            (i == self.focus, tr(self.screen.presenter.step_label(ctx, self.prefix, o)))
            for i, o in enumerate(self.options)
        ]

    def _move(self, target: int) -> None:
        """Focus another option, or say the list ends here."""
        if not self.options:
            self.screen.say(*self.describe())
            return
        if not 0 <= target < len(self.options):
            self.screen.app.announcer.cue("back")
            self.screen.say(Msg.of("ui-edge"), self.label(self.focus))
            return
        self.focus = target
        self.screen.app.announcer.cue("menu-move")
        self.screen.say(self.label(self.focus))

    def previous(self) -> None:
        """Up arrow."""
        self._move(self.focus - 1)

    def next(self) -> None:
        """Down arrow."""
        self._move(self.focus + 1)

    def first(self) -> None:
        """Home."""
        self._move(0)

    def last(self) -> None:
        """End."""
        self._move(len(self.options) - 1)

    def choose(self) -> None:
        """Enter: play the move if the path is whole, else open the next step."""
        path = self.focused_path()
        if path is None:
            self.screen.say(*self.describe())
            return
        action = self.state.action_at(self.screen.holder, path)
        if action is not None:
            self.chosen_first = path[0]
            self.screen.app.announcer.cue("menu-select")
            self.screen.play(action)
            return
        self.open(path)
        self.screen.app.announcer.cue("menu-select")
        self.screen.say(*self.describe())

    def back(self) -> None:
        """Escape: one step back, focusing the option that was chosen there."""
        if not self.prefix:
            self.screen.say(Msg.of("ui-chooser-at-start"))
            return
        chosen = self.prefix[-1]
        self.open(self.prefix[:-1])
        if chosen in self.options:
            self.focus = self.options.index(chosen)
        self.screen.app.announcer.cue("back")
        self.screen.say(*self.describe())
