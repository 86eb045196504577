"""Why `accessiplay serve` could not start, in the operator's words: never the system's text.

The system's words are English whatever the operator's language ('address already in use'
sat inside a French line): the common causes get a message of ours, any other keeps only the
errno name ('EMFILE'), which the operator can still look up.
"""

from __future__ import annotations

import errno
import socket
import ssl
from dataclasses import dataclass

from accessiplay.exit_codes import Exit
from accessiplay.names import clean_echo, clean_path


@dataclass(frozen=True)
class Failure:
    """The message said on a failed start, its arguments and the exit status it ends with."""

    id: str
    args: dict[str, object]
    status: Exit


#: Bind errors that have words of their own; each message takes $host and $port.
BIND_MESSAGES = {
    errno.EADDRINUSE: ("online-serve-port-in-use", Exit.UNAVAILABLE),
    errno.EACCES: ("online-serve-port-reserved", Exit.UNAVAILABLE),
    errno.EPERM: ("online-serve-port-reserved", Exit.UNAVAILABLE),
    errno.EADDRNOTAVAIL: ("online-serve-not-this-computer", Exit.USAGE),
}


def error_name(exc: OSError) -> str:
    """The short name of a system error ('EMFILE', 'EAI_AGAIN'), or '?' when it has none."""
    if isinstance(exc, socket.gaierror):
        found = [n for n in dir(socket) if n.startswith("EAI_") and getattr(socket, n) == exc.errno]
        return found[0] if found else "?"
    return errno.errorcode.get(exc.errno or 0, "?")


def bind_failure(exc: OSError, host: str, port: int) -> Failure:
    """Listening failed: in use, reserved, not an address of this computer, or something else."""
    words = BIND_MESSAGES.get(exc.errno or 0)
    if words is None or isinstance(exc, (socket.gaierror, ssl.SSLError)):
        return Failure("online-serve-refused", {"error": error_name(exc)}, Exit.UNAVAILABLE)
    return Failure(words[0], {"host": clean_echo(host), "port": str(port)}, words[1])


def certificate_failure(exc: OSError, cert: str, key: str) -> Failure:
    """--cert or --key cannot be read or does not hold a certificate and its key."""
    name = exc.reason or "SSL" if isinstance(exc, ssl.SSLError) else error_name(exc)
    paths = {"cert": clean_path(cert), "key": clean_path(key)}
    return Failure("online-serve-cert-unusable", {**paths, "error": name}, Exit.UNAVAILABLE)
