"""``gkr-map playtest --scheduler``: the addresses it takes, TLS with Dask's security, the
warning for a plain remote address, and a scheduler that never answers. Every connection
made here is to this machine's loopback."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from engine.playtest import sweep
from engine.playtest.cluster import ClusterError
from gkr_studio.cli import main
from tests.conftest import MAPS, REPO

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    "address, message",
    [
        ("ucx://127.0.0.1:8786", "--scheduler ucx://127.0.0.1:8786: ucx:// is not supported"),
        ("inproc://127.0.0.1/1/1", "inproc:// is not supported"),
        (
            "tls://127.0.0.1:8786",
            "tls:// needs certificates: give --tls-ca-file, --tls-cert and --tls-key",
        ),
    ],
)
def test_an_address_that_cannot_work_is_one_line(capsys, address, message):
    pytest.importorskip("distributed")
    status, out, err = run(capsys, "playtest", FINAL_STAND, "--scheduler", address, "-n", "2")
    assert (status, out) == (1, "")
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    "args, message",
    [
        (["--tls-ca-file", "ca.pem"], "--tls-ca-file, --tls-cert, --tls-key go with a tls://"),
        (
            ["--scheduler", "tls://127.0.0.1:1", "--tls-ca-file", "ca.pem"],
            "a tls:// connection needs --tls-cert and --tls-key too",
        ),
    ],
)
def test_tls_files_without_their_address_are_one_line(capsys, args, message):
    status, out, err = run(capsys, "playtest", FINAL_STAND, *args)
    assert (status, out) == (1, "")
    assert message in err and err.count("\n") == 1


@pytest.mark.parametrize(
    "address, warned",
    [
        ("tcp://10.255.255.1:8786", True),
        ("scheduler.example:8786", True),
        ("tcp://127.0.0.1:8786", False),
        ("tcp://localhost:8786", False),
        ("tcp://[::1]:8786", False),
    ],
)
def test_a_plain_remote_address_gets_a_one_line_warning(capsys, monkeypatch, address, warned):
    def refuse(scheduler, workers, tls=None):  # nothing is connected to in this test
        raise ClusterError(f"not connecting to {scheduler}")

    monkeypatch.setattr(sweep, "open_client", refuse)
    status, _out, err = run(capsys, "playtest", FINAL_STAND, "--scheduler", address, "-n", "2")
    lines = err.splitlines()
    assert status == 1 and lines[-1] == f"gkr-map playtest: not connecting to {address}"
    if warned:
        assert lines[:-1] == [
            f"gkr-map playtest: warning: {address} is another machine"
            " without TLS: the traffic is not encrypted and whoever runs"
            " that cluster can run code in this process; prefer tls:// with"
            " --tls-ca-file, --tls-cert and --tls-key"
        ]
    else:
        assert lines[:-1] == []


@pytest.mark.slow
def test_a_scheduler_that_accepts_and_never_answers_is_one_line():
    """Dask's connect waits for the handshake without a limit: the sweep bounds it."""
    pytest.importorskip("distributed")
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    held: list[socket.socket] = []

    def accept() -> None:
        try:
            while True:
                held.append(server.accept()[0])
        except OSError:
            return

    threading.Thread(target=accept, daemon=True).start()
    address = f"tcp://127.0.0.1:{server.getsockname()[1]}"
    try:
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "gkr_studio.cli",
                "playtest",
                FINAL_STAND,
                "--scheduler",
                address,
                "-n",
                "2",
            ],
            cwd=REPO,
            env=dict(os.environ, PYTHONPATH=str(REPO)),
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        server.close()
        for conn in held:
            conn.close()
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == (
        f"gkr-map playtest: no answer from the Dask scheduler at {address} within 10 s\n"
    )


def _self_signed(folder: Path) -> tuple[str, str]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    made = subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-days",
            "1",
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=IP:127.0.0.1,DNS:localhost",
        ],
        capture_output=True,
        timeout=60,
    )
    if made.returncode != 0:
        pytest.skip("openssl cannot make a certificate here")
    return str(cert), str(key)


def test_tls_with_dask_security_plays_the_same_games_on_loopback(capsys, tmp_path):
    distributed = pytest.importorskip("distributed")
    cert, key = _self_signed(tmp_path)
    security = distributed.Security(
        tls_ca_file=cert,
        tls_scheduler_cert=cert,
        tls_scheduler_key=key,
        tls_worker_cert=cert,
        tls_worker_key=key,
        tls_client_cert=cert,
        tls_client_key=key,
        require_encryption=True,
    )
    status, alone, _ = run(
        capsys, "playtest", FINAL_STAND, "-n", "4", "--seed", "3", "--json", "-w", "1"
    )
    assert status == 0
    with distributed.LocalCluster(
        n_workers=1,
        threads_per_worker=1,
        processes=False,
        protocol="tls",
        host="127.0.0.1",
        security=security,
        dashboard_address=None,
    ) as cluster:
        address = cluster.scheduler_address
        assert address.startswith("tls://127.0.0.1:")
        status, out, err = run(
            capsys,
            "playtest",
            FINAL_STAND,
            "-n",
            "4",
            "--seed",
            "3",
            "--json",
            "--scheduler",
            address,
            "--tls-ca-file",
            cert,
            "--tls-cert",
            cert,
            "--tls-key",
            key,
        )
        assert (status, err) == (0, "")
        stranger = tmp_path / "stranger"
        stranger.mkdir()
        other_cert, other_key = _self_signed(stranger)  # a CA that did not sign the cluster
        status, _, refused = run(
            capsys,
            "playtest",
            FINAL_STAND,
            "-n",
            "4",
            "--scheduler",
            address,
            "--tls-ca-file",
            other_cert,
            "--tls-cert",
            other_cert,
            "--tls-key",
            other_key,
        )
    (only,) = json.loads(out)["maps"]
    assert only.pop("file") == FINAL_STAND
    assert only == json.loads(alone)
    assert status == 1 and refused.count("\n") == 1
    assert refused.startswith(f"gkr-map playtest: cannot reach the Dask scheduler at {address}")


def test_a_server_that_answers_what_dask_cannot_read_is_one_line(capsys):
    """Not a Dask scheduler: its first bytes read as a frame of exabytes, which Dask tries
    to allocate (MemoryError); the sweep says it cannot reach the scheduler, in one line."""
    pytest.importorskip("distributed")
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    held: list[socket.socket] = []

    def answer_junk() -> None:
        try:
            while True:
                conn = server.accept()[0]
                conn.sendall(b"\x7f" * 64)
                held.append(conn)
        except OSError:
            return

    threading.Thread(target=answer_junk, daemon=True).start()
    address = f"tcp://127.0.0.1:{server.getsockname()[1]}"
    try:
        status, out, err = run(capsys, "playtest", FINAL_STAND, "--scheduler", address, "-n", "2")
    finally:
        server.close()
        for conn in held:
            conn.close()
    assert (status, out) == (1, "")
    assert err.startswith(f"gkr-map playtest: cannot reach the Dask scheduler at {address}: ")
    assert err.count("\n") == 1
