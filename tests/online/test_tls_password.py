"""TLS with a self-signed certificate the test makes, and the server's optional password.

Issue #9: "optional password, TLS (wss) tested with a self-signed certificate the test makes."
"""

from __future__ import annotations

import asyncio
import datetime
import ipaddress
import ssl

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from accessiplay.online.testing import Client, ServerProcess


def _self_signed(folder):
    """A certificate for 127.0.0.1 signed by its own key, and that key, as PEM files."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


@pytest.fixture(scope="module")
def tls_server(tmp_path_factory):
    """A server with TLS and a password; the context that trusts its certificate."""
    folder = tmp_path_factory.mktemp("tls")
    cert, key = _self_signed(folder)
    process = ServerProcess(
        folder / "data", "--cert", str(cert), "--key", str(key), "--password", "hibou"
    ).start()
    trust = ssl.create_default_context(cafile=str(cert))
    yield process, trust
    process.stop()


def test_players_connect_over_wss_and_play(tls_server):
    """The server says wss:// and a client that trusts the certificate plays through it."""
    process, trust = tls_server
    assert process.url.startswith("wss://")

    async def scenario():
        ana = await Client.connect(process.url, "Ana", password="hibou", tls=trust)
        created = await ana.request(
            "create", game="sixteen", seats=[{"kind": "human"}, {"kind": "bot", "level": "easy"}]
        )
        update = await ana.next("update")
        await ana.close()
        return created, update

    created, update = asyncio.run(scenario())
    assert created["type"] == "created"
    assert update["view"]["game"] == "sixteen"


def test_a_plain_connection_to_a_tls_server_fails(tls_server):
    """Without TLS there is no websocket at all: nothing travels in the clear."""
    process, _ = tls_server
    with pytest.raises(Exception):  # noqa: B017 (the handshake fails in one of several ways)
        asyncio.run(Client.connect(process.url.replace("wss://", "ws://"), "Eve"))


def test_a_certificate_nobody_trusts_is_refused_by_the_client(tls_server):
    """A client that does not trust the certificate refuses the server (no silent downgrade)."""
    process, _ = tls_server
    with pytest.raises(ssl.SSLCertVerificationError):
        asyncio.run(Client.connect(process.url, "Eve", tls=ssl.create_default_context()))


@pytest.mark.parametrize(
    ("given", "answer"), [(None, "error"), ("chouette", "error"), ("hibou", "welcome")]
)
def test_the_password_is_needed(tls_server, given, answer):
    """No password or a wrong one is refused with online-error-password; the right one is let in."""
    process, trust = tls_server

    async def scenario():
        client = await Client.connect(process.url, tls=trust)
        fields = {"name": "Eve"} if given is None else {"name": "Eve", "password": given}
        reply = await client.request("hello", **fields)
        tables = await client.request("list")
        await client.close()
        return reply, tables

    reply, tables = asyncio.run(scenario())
    assert reply["type"] == answer
    if answer == "error":
        assert reply["id"] == "online-error-password"
        assert tables["id"] == "online-error-hello-first"
    else:
        assert tables["type"] == "tables"
