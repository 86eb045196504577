"""Issue #9, 'Done means', tried as new users would: one terminal serves, two others join,
one in French and one in Spanish, and play Sixteen to the end, chatting; one closes its
terminal mid-game and comes back to its seat. Real program, real terminals (tmux), real server.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from accessiplay.online.testing import ServerProcess

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


class Terminal:
    """One player's terminal: a tmux window running the client in plain mode, its output logged."""

    def __init__(self, tmux: list[str], name: str, tmp: Path, lang: str, player: str):
        self.tmux = tmux
        self.name = name
        self.log = tmp / f"{name}.log"
        self.pidfile = tmp / f"{name}.pid"
        self.home = tmp / f"{name}-home"
        self.lang = lang
        self.player = player
        self.read = 0

    def start(self, address: str) -> None:
        """Open the client on `accessiplay join ADDRESS` (its pid kept, to close it later)."""
        env = f"ACCESSIPLAY_HOME={self.home} PYTHONPATH={ROOT}"
        client = (
            f"{sys.executable} -m accessiplay --lang {self.lang} --speech console --plain "
            f"--no-sound --bot-pause 0 join {address}"
        )
        (self.home / "config").mkdir(parents=True, exist_ok=True)
        (self.home / "config" / "settings.toml").write_text(f'name = "{self.player}"\n')
        shell = f"echo $$ > {self.pidfile}; {env} exec {client}"
        subprocess.run(
            [*self.tmux, "new-window", "-d", "-n", self.name, f"sh -c '{shell}'"], check=True
        )
        subprocess.run(
            [*self.tmux, "pipe-pane", "-o", "-t", self.name, f"cat >> {self.log}"], check=True
        )

    def text(self) -> str:
        """Everything the terminal printed so far."""
        return self.log.read_text(encoding="utf-8", errors="replace") if self.log.exists() else ""

    def keys(self, *keys: str) -> None:
        """Press keys, a moment apart."""
        for key in keys:
            subprocess.run([*self.tmux, "send-keys", "-t", self.name, key], check=True)
            time.sleep(0.15)

    def type(self, text: str) -> None:
        """Type text literally."""
        subprocess.run([*self.tmux, "send-keys", "-t", self.name, "-l", text], check=True)
        time.sleep(0.2)

    def wait_for(self, pattern: str, limit: float = 30) -> str:
        """Wait until the output shows `pattern` (a regex) after what was waited for last."""
        end = time.time() + limit
        while time.time() < end:
            text = self.text()
            found = re.search(pattern, text[self.read :])
            if found:
                self.read += found.end()
                return text
            time.sleep(0.1)
        raise AssertionError(f"{self.name} never said {pattern!r}:\n{self.text()[-3000:]}")

    def close(self) -> None:
        """Close the terminal's client outright (SIGKILL to its pid): nothing said goodbye."""
        os.kill(int(self.pidfile.read_text().split()[0]), signal.SIGKILL)


def test_two_players_french_and_spanish_play_sixteen_online_chat_and_one_comes_back(tmp_path):
    """Issue #9: 'The client's lobby and game screen driven by keys in tmux against a real
    server', with 'the same final scores on every client'."""
    server = ServerProcess(tmp_path / "data").start()
    address = f"127.0.0.1:{server.port}"
    sock = tmp_path / "tmux.sock"
    tmux = ["tmux", "-S", str(sock), "-f", "/dev/null"]
    subprocess.run([*tmux, "new-session", "-d", "-x", "150", "-y", "40", "sleep 600"], check=True)
    amelie = Terminal(tmux, "amelie", tmp_path, "fr", "Amélie")
    bruno = Terminal(tmux, "bruno", tmp_path, "es", "Bruno")
    try:
        amelie.start(address)
        amelie.wait_for(r"Salon\.")
        # Create a table: Sixteen (three games on), two players, the second seat left open.
        amelie.keys("Enter")
        amelie.wait_for(r"Nouvelle table en ligne")
        amelie.keys("Right", "Right", "Right")
        amelie.wait_for(r"Jeu\s?: Sixteen")
        amelie.keys("End", "Enter")
        amelie.wait_for(r"Place 2, libre")

        bruno.start(address)
        bruno.wait_for(r"Una mesa\.")
        bruno.keys("Down")
        bruno.wait_for(r"Sixteen: un puesto libre de 2; Amélie; esperando jugadores")
        bruno.keys("Enter")
        bruno.wait_for(r"Ocupar el puesto 2")
        bruno.keys("Enter")
        bruno.wait_for(r"En la mesa: [^\n]+ y [^\n]+\.")
        amelie.wait_for(r"prend place à la table")

        # Chat, both ways, each heard in the other's language.
        amelie.keys("F4")
        amelie.wait_for(r"Votre message à la table")
        amelie.type("bonjour")
        amelie.keys("Enter")
        bruno.wait_for(r"dice: bonjour")
        bruno.keys("F4")
        bruno.wait_for(r"Tu mensaje para la mesa")
        bruno.type("hola")
        bruno.keys("Enter")
        amelie.wait_for(r"dit\s?: hola")

        # Play: Enter takes the first option of each step (a waiting player hears who is awaited).
        moves = 0
        while moves < 4:
            for player in (amelie, bruno):
                player.keys("Enter")
            moves = bruno.text().count("Colocas") + bruno.text().count("Pasas")
        # Bruno closes his terminal mid-game; Amélie is told, and the table waits.
        bruno.close()
        amelie.wait_for(r"a perdu la connexion")
        bruno.read = 0
        bruno.log.unlink()
        bruno.start(address)
        bruno.wait_for(r"Una mesa\.")
        bruno.keys("Down")
        bruno.wait_for(r"tu puesto te espera")
        bruno.keys("Enter")
        bruno.wait_for(r"Recuperar tu puesto")
        bruno.keys("Enter")
        bruno.wait_for(r"De vuelta en la mesa")
        amelie.wait_for(r"est de retour à la table")

        end = time.time() + 240
        while time.time() < end:
            over = [
                "Fin de la partie." in amelie.text(),
                "Fin de la partida." in bruno.text(),
            ]
            if all(over):
                break
            for player, done in zip((amelie, bruno), over):
                if not done:
                    player.keys("Enter")
        french, spanish = amelie.text(), bruno.text()
        assert "Fin de la partie." in french and "Fin de la partida." in spanish
        # The same final scores on both terminals, each in its own words.
        scores_fr = re.findall(
            r"(\w+)\s?: (\d+) points?, (?:\d+|une) tuiles?", french.split("Fin de la partie.")[-1]
        )
        # Spanish says "un punto" and "ninguna ficha" / "una ficha" (the winner often has none).
        scores_es = re.findall(
            r"(\w+): (\d+|un) puntos?, (?:\d+ fichas|una ficha|ninguna ficha)",
            spanish.split("Fin de la partida.")[-1],
        )
        points_fr = sorted(int(p) for _, p in scores_fr)
        points_es = sorted(1 if p == "un" else int(p) for _, p in scores_es)
        assert len(points_fr) == 2 and points_fr == points_es
    finally:
        subprocess.run([*tmux, "kill-server"], capture_output=True)
        server.stop()
