"""`accessiplay serve` given what cannot be: a host no computer has, a port out of range, a
table seed that is no number. The operator reads one line in their language, never a
traceback, and a seed that is garbage is ignored: the tables open, with unguessable dice.

Attacker play-test (#13 session): `serve --host garbage..x` ended in "UnicodeError: encoding
with 'idna' codec failed"; `serve --port 99999` in "OverflowError: bind(): port must be
0-65535"; with ACCESSIPLAY_TABLE_SEED=² (a digit to `str.isdigit`, not to `int`) or 5,000
digits every `create` was answered 'online-error-internal', so no table could ever open.
"""

from __future__ import annotations

import asyncio

import pytest
from hostile_support import environment, run

from accessiplay.names import clean_echo
from accessiplay.online import seeds
from accessiplay.online.testing import Client, ServerProcess

BAD_HOST = {
    "en": "The server could not start: no computer has the name or address “{}”. Give an "
    "address or name of this computer, 0.0.0.0 to open the server to your network, or leave "
    "out --host to serve this computer alone.",
    "fr": "Le serveur n'a pas pu démarrer\u00a0: «\u00a0{}\u00a0» ne correspond à aucun "
    "ordinateur. Indiquez une adresse ou un nom de cet ordinateur, 0.0.0.0 pour ouvrir le "
    "serveur à votre réseau, ou retirez --host pour que seul cet ordinateur puisse s'y "
    "connecter.",
    "es": "El servidor no ha podido arrancar: «{}» no corresponde a ningún ordenador. Indica "
    "una dirección o un nombre de este ordenador, 0.0.0.0 para abrir el servidor a tu red, o "
    "quita --host para servir solo a este ordenador.",
}


@pytest.mark.parametrize(
    ("lang", "host", "said"),
    [
        ("en", "garbage..x", "garbage..x"),
        ("fr", "\x1b[2J" + "a" * 64 + ".org", clean_echo("a" * 64 + ".org")),
        ("es", "999.1.1.1", "999.1.1.1"),
    ],
)
def test_a_host_no_computer_has_is_refused_in_one_line(tmp_path, lang, host, said):
    """An empty name between dots, a 64-letter label (neither can be encoded for a lookup) and
    a name the lookup does not know: one line, the escape left out, exit USAGE."""
    done = run(
        environment(tmp_path / "home"),
        *("--lang", lang, "serve", "--host", host, "--port", "0", "--data", str(tmp_path)),
    )
    assert done.stderr.decode() == BAD_HOST[lang].format(said) + "\n"
    assert done.stdout == b""
    assert done.returncode == 2


@pytest.mark.parametrize(
    ("lang", "port", "said"),
    [
        ("en", "99999", "accessiplay serve: error: argument --port: invalid value: '99999'. "),
        (
            "fr",
            "65536",
            "erreur\u00a0: --port\u00a0: «\u00a065536\u00a0» n'est pas une valeur valable.",
        ),
        ("es", "-5", "accessiplay serve: error: --port: «-5» no es un valor válido. "),
    ],
)
def test_a_port_out_of_range_is_a_usage_error(tmp_path, lang, port, said):
    """The port is checked with the other options, before any folder is made."""
    data = tmp_path / "tables"
    done = run(
        environment(tmp_path / "home"),
        *("--lang", lang, "serve", "--port=" + port, "--data", str(data)),
    )
    assert said in done.stderr.decode()
    assert b"Traceback" not in done.stderr
    assert done.returncode == 2
    assert not data.exists()


GARBAGE_SEEDS = ["²", "9" * 5000, "12 34", "-3", "1e5", "\u0661\u0662", "abc", "9" * 20]


@pytest.mark.parametrize("seed", GARBAGE_SEEDS, ids=range(len(GARBAGE_SEEDS)))
def test_a_garbage_table_seed_is_ignored(monkeypatch, seed):
    """Garbage does not fix the dice: two tables get two different unguessable seeds."""
    monkeypatch.setenv(seeds.SEED_VARIABLE, seed)
    assert seeds.table_seed() != seeds.table_seed()


def test_a_number_still_fixes_the_series(monkeypatch):
    """What tests rely on is kept: a number gives that series, table after table."""
    monkeypatch.setenv(seeds.SEED_VARIABLE, " 41 ")
    first = seeds.table_seed()
    assert seeds.table_seed() == first + 1


def test_a_server_started_with_a_garbage_seed_opens_tables(tmp_path):
    """The live server: `create` is answered 'created' twice, not 'online-error-internal'."""

    async def create_two(url: str) -> list[str]:
        client = await Client.connect(url, "Ana")
        seats = [{"kind": "human"}, {"kind": "bot", "level": "easy"}]
        answers = [await client.request("create", game="sixty-one", seats=seats)]
        answers.append(await client.request("create", game="linotte", seats=seats))
        await client.ws.close()
        return [a["type"] for a in answers]

    server = ServerProcess(tmp_path / "tables", seed="²").start()  # type: ignore[arg-type]
    try:
        assert asyncio.run(create_two(server.url)) == ["created", "created"]
    finally:
        errors = server.stop()
    assert "Traceback" not in errors


IGNORED = {
    "en": "ACCESSIPLAY_TABLE_SEED is not a whole number of at most 19 digits, so it is ignored: "
    "the dice of every table stay unguessable.\n",
    "fr": "ACCESSIPLAY_TABLE_SEED ne contient pas un nombre entier d'au plus 19 chiffres\u00a0: sa "
    "valeur est ignorée, et les dés de chaque table restent imprévisibles.\n",
    "es": (
        "El valor de ACCESSIPLAY_TABLE_SEED no es un número entero de 19 cifras como máximo, así "
        "que se ignora: los dados de cada mesa siguen siendo imprevisibles.\n"
    ),
}


def test_a_garbage_seed_is_said_to_the_operator_once(tmp_path):
    """'-3' (a negative number) left the dice unguessable without a word: the operator who set
    it to replay a game is told once, on stderr, and the server serves."""
    server = ServerProcess(tmp_path / "tables", seed="-3").start()  # type: ignore[arg-type]
    errors = server.stop()
    assert errors == IGNORED["en"]


@pytest.mark.parametrize(("lang", "seed"), [("fr", "9" * 5000), ("es", "12 34")])
def test_the_ignored_seed_is_said_in_the_operators_language(tmp_path, lang, seed):
    """Said before anything else, here before a start that fails on its address."""
    env = environment(tmp_path / "home", **{seeds.SEED_VARIABLE: seed})
    done = run(env, "--lang", lang, "serve", "--host", "192.0.2.1", "--port", "0")
    assert done.stderr.decode().startswith(IGNORED[lang])


def test_a_seed_that_is_a_number_or_unset_says_nothing(tmp_path):
    """' 41 ' is a seed: no line about it."""
    server = ServerProcess(tmp_path / "tables", seed=" 41 ").start()  # type: ignore[arg-type]
    assert server.stop() == ""
