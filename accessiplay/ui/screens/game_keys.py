"""How the game screen answers a key: the game's own keys first, then the platform's in the
game's words, and a tutorial's coach before both. What each key does lives with its kind:
choosing in chooser.py, reading and leaving in table_keys.py, hints in hint_keys.py.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from accessiplay.core import Action
from accessiplay.present import Choose, Ctx, Listing, Msg, Presenter
from accessiplay.ui.commands import Command, game_commands, remapped
from accessiplay.ui.screens.base import Screen

if TYPE_CHECKING:
    from accessiplay.core import Game
    from accessiplay.table_session import TableSession
    from accessiplay.ui.chooser import MoveChooser


class GameKeys(Screen):
    """The game screen's command table and its dispatch; GameScreen provides the rest."""

    if TYPE_CHECKING:
        # What the game screen provides.
        coach: Any
        game: Game
        presenter: Presenter[Any]
        session: TableSession
        chooser: MoveChooser
        ctx: Callable[[], Ctx[Any]]
        my_turn: Callable[[], bool]
        seated: Callable[[], int]
        waiting: Callable[[], list[Msg]]
        play: Callable[[Action], None]
        jump_to: Callable[[tuple[Any, ...]], None]
        type_ahead: Callable[..., bool]
        _speak: Callable[[list[Msg] | Listing], None]

    def commands(self) -> list[Command]:
        """This game's own keys first, then the platform's, in the game's words where it has them;
        no Shift+C where the board is shared, since C already reviews everything there is."""
        own = game_commands(self.game.id, self.presenter.keys())
        platform = super().commands()
        if self.presenter.shared_board:
            platform = [cmd for cmd in platform if cmd.id != "other-sheet"]
        mine = [*own, *map(self._in_game_words, platform)]
        return mine if self.coach is None else self.coach.commands(mine)

    def help_entries(self) -> list[tuple[Msg, Msg]]:
        """F1 says each key once: a platform command all of whose keys a game key answers
        first (Enter and Space on La Linotte's dice) is said in that game key's words."""
        remap = self.app.settings.keys
        commands = self.help_commands()
        own = {key for cmd in commands if cmd.runs for key in remapped(cmd, remap).keys}
        return [
            entry
            for entry, cmd in zip(super().help_entries(), commands, strict=True)
            if cmd.runs or not set(remapped(cmd, remap).keys) <= own
        ]

    def _in_game_words(self, cmd: Command) -> Command:
        """A game may say what a platform key does in it (D reads the hand in Sixteen)."""
        specific = f"{self.game.id}-cmd-{cmd.id}"
        if not self.app.announcer.tr.has(specific):
            return cmd
        return dataclasses.replace(cmd, description_id=specific)

    def other_key(self, key: str) -> bool:
        """On the holder's turn a letter or digit no key takes jumps through the options."""
        return self.my_turn() and self.type_ahead(key)

    def refuse(self, cmd: Command) -> None:
        """A key of the holder's turn pressed at another time: who the game waits for."""
        self.say(*self.waiting())

    def run(self, cmd: Command, key: str, repeat: bool) -> bool:
        """Run a game key, or a platform command; False lets the key's platform meaning apply."""
        if self.coach is not None and self.coach.owns(cmd):
            self.coach.run(self, cmd)
            return True
        if not cmd.runs:
            return super().run(cmd, key, repeat)
        return self.run_game_key(cmd.run_for(key), key)

    def game_key_legal(self) -> list[Action]:
        """The moves a game key may play: the holder's, on their turn only."""
        return [] if not self.my_turn() else list(self.session.state.legal_actions(self.seated()))

    def run_game_key(self, run, key: str = "") -> bool:
        """Answer a game key: play its action, open the step it names, or say its words."""
        focused = self.chooser.focused_path() if self.my_turn() else None
        result = run(self.ctx(), self.game_key_legal(), focused)
        if isinstance(result, Action) and self._choosing_within_a_step(key):
            return self._letter_within_a_step(key)
        return self.answer_game_key(result, focused)

    def _choosing_within_a_step(self, key: str) -> bool:
        """Whether a letter was pressed in a step the holder is choosing in: there it jumps
        through the options, as in any list (play-test: R pressed to reach Red in Fairy Lights'
        colours drew a card, a move with a bust risk, from inside the take)."""
        return self.my_turn() and self.chooser.within_a_step() and len(key) == 1 and key.isalpha()

    def _letter_within_a_step(self, key: str) -> bool:
        """Jump to an option starting with the letter; else say how to reach the key's move."""
        if not self.type_ahead(key, quiet=True):
            self.say(Msg.of("ui-game-key-in-step", letter=key.upper()), cue="error")
        return True

    def answer_game_key(self, result, focused: tuple | None) -> bool:
        """Act on a game key's answer (see `GameKey`); False lets the platform's meaning apply."""
        if result is None:
            return False
        if isinstance(result, (Action, Choose)) and not self.my_turn():
            self.say(*self.waiting(), cue="error")
        elif isinstance(result, Action):
            self.chooser.remember(focused)
            self.play(result)
        elif isinstance(result, Choose):
            self.jump_to(result.prefix)
        elif isinstance(result, Listing):
            self._speak(result)
        else:
            self._speak(result if isinstance(result, list) else [result])
        return True
