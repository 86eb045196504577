"""`accessiplay serve` that cannot start: the disk is left as it was, and the line is wholly
in the operator's language.

Attacker play-test (#13 session, left over): a start that failed on a bad host or a port in
use still made its --data folder and an empty tables.sqlite3; and a port in use printed "Le
serveur n'a pas pu démarrer : [Errno 98] error while attempting to bind on address
('127.0.0.1', 8765): address already in use", the system's English inside the French line.
"""

from __future__ import annotations

import asyncio
import errno
import os
import signal
import socket

import pytest
from hostile_support import environment, run

from accessiplay.cli_args import parse_args
from accessiplay.online import serve

IN_USE = {
    "en": "The server could not start: another program already uses port {} on 127.0.0.1. Stop "
    "that program, or give another --port (with --port 0 the system picks a free one).\n",
    "fr": "Le serveur n'a pas pu démarrer\u00a0: un autre programme utilise déjà le port {} sur "
    "127.0.0.1. Arrêtez ce programme, ou indiquez un autre --port (avec --port 0, le système "
    "en choisit un libre).\n",
    "es": "El servidor no ha podido arrancar: otro programa ya usa el puerto {} en 127.0.0.1. "
    "Cierra ese programa o indica otro --port (con --port 0, el sistema elige uno libre).\n",
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_port_in_use_is_said_in_our_words_and_leaves_no_folder(tmp_path, lang):
    """Another program listens on the port: our words, exit UNAVAILABLE, no tables file."""
    data = tmp_path / "tables"
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        done = run(
            environment(tmp_path / "home"),
            *("--lang", lang, "serve", "--port", str(port), "--data", str(data)),
        )
    assert done.stderr.decode() == IN_USE[lang].format(port)
    assert done.returncode == 3
    assert not data.exists()


NOT_HERE = {
    "en": "The server could not start: 192.0.2.1 is not an address of this computer. Give an "
    "address of this computer, 0.0.0.0 to open the server to your network, or leave out --host "
    "to serve this computer alone.\n",
    "fr": "Le serveur n'a pas pu démarrer\u00a0: 192.0.2.1 n'est pas une adresse de cet "
    "ordinateur. Indiquez une adresse de cet ordinateur, 0.0.0.0 pour ouvrir le serveur à "
    "votre réseau, ou retirez --host pour que seul cet ordinateur puisse s'y connecter.\n",
    "es": "El servidor no ha podido arrancar: 192.0.2.1 no es una dirección de este ordenador. "
    "Indica una dirección de este ordenador, 0.0.0.0 para abrir el servidor a tu red, o quita "
    "--host para servir solo a este ordenador.\n",
}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_an_address_of_another_computer_is_a_usage_error(tmp_path, lang):
    """A documentation address (192.0.2.1) no machine of ours holds: 'cannot assign requested
    address' was the system's English; it is now ours, and nothing is made on disk."""
    data = tmp_path / "tables"
    done = run(
        environment(tmp_path / "home"),
        *("--lang", lang, "serve", "--host", "192.0.2.1", "--port", "0", "--data", str(data)),
    )
    assert done.stderr.decode() == NOT_HERE[lang]
    assert done.returncode == 2
    assert not data.exists()


def test_a_host_no_computer_has_leaves_no_folder(tmp_path):
    """The lookup fails before the tables file is opened."""
    data = tmp_path / "deep" / "tables"
    done = run(
        environment(tmp_path / "home"),
        *("serve", "--host", "garbage..x", "--port", "0", "--data", str(data)),
    )
    assert done.returncode == 2
    assert not (tmp_path / "deep").exists()


RESERVED = {
    "en": "The server could not start: on this system only the administrator may open port 80. "
    "Give a --port above 1023.\n",
    "fr": "Le serveur n'a pas pu démarrer\u00a0: sur ce système, seul l'administrateur peut "
    "ouvrir le port 80. Indiquez un --port supérieur à 1023.\n",
    "es": "El servidor no ha podido arrancar: en este sistema solo el administrador puede abrir "
    "el puerto 80. Indica un --port mayor que 1023.\n",
}

REFUSED = {
    "en": "The server could not start: the system refused it (error EMFILE).\n",
    "fr": "Le serveur n'a pas pu démarrer\u00a0: le système l'a refusé (erreur EMFILE).\n",
    "es": "El servidor no ha podido arrancar: el sistema lo ha impedido (error EMFILE).\n",
}


def refuse_binding(monkeypatch, code: int) -> None:
    """Every bind fails as the system fails it (a port below 1024 for a user, no descriptors
    left): the tests may run as root, where port 80 would open."""

    def bind(self, address):
        raise OSError(code, "words of the system, in English")

    monkeypatch.setattr(socket.socket, "bind", bind)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize(("code", "said"), [(errno.EACCES, RESERVED), (errno.EMFILE, REFUSED)])
def test_a_refused_port_is_said_without_the_systems_words(
    tmp_path, monkeypatch, capsys, lang, code, said
):
    """A reserved port has words of its own; another refusal says only the errno name."""
    data = tmp_path / "tables"
    refuse_binding(monkeypatch, code)
    args = parse_args(["--lang", lang, "serve", "--port", "80", "--data", str(data)])
    assert serve.main(args) == 3
    assert capsys.readouterr().err == said[lang]
    assert not data.exists()


def test_a_served_start_still_makes_its_tables_file(tmp_path):
    """The tables file is made once the port is held; SIGINT at the listening line stops it."""
    data = tmp_path / "tables"
    args = parse_args(["--lang", "en", "serve", "--port", "0", "--data", str(data)])

    def heard(url: str, reached: str) -> None:
        assert (data / serve.STORE_FILE).is_file()
        os.kill(os.getpid(), signal.SIGINT)

    asyncio.run(serve.run(args, heard))
    assert (data / serve.STORE_FILE).is_file()


CERT = {
    "en": "The server could not start: the certificate {0}/none.pem and its key {0}/none.key "
    "cannot be read or do not belong together (error ENOENT). Give a certificate and its key "
    "that this program may read.\n",
    "es": "El servidor no ha podido arrancar: no se pueden leer el certificado {0}/none.pem y su "
    "clave {0}/none.key, o no corresponden entre sí (error ENOENT). Indica un certificado y su "
    "clave que este programa pueda leer.\n",
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_certificate_that_is_not_there_is_named(tmp_path, lang):
    """'[Errno 2] No such file or directory' was the system's English; nothing is made."""
    data = tmp_path / "tables"
    keys = ("--cert", str(tmp_path / "none.pem"), "--key", str(tmp_path / "none.key"))
    done = run(
        environment(tmp_path / "home"),
        *("--lang", lang, "serve", *keys, "--port", "0", "--data", str(data)),
    )
    assert done.stderr.decode() == CERT[lang].format(tmp_path)
    assert done.returncode == 3
    assert not data.exists()
