"""``gkr-map playtest --scheduler``: the engine's cluster errors, worded with the options
that gave the address (:func:`gkr_studio.cli.cluster_options.cluster_error_line`), read as
they always have, in English and in French."""

from __future__ import annotations

import importlib

import pytest

from engine.playtest import ClusterError
from gkr_studio.cli import main
from gkr_studio.cli.cluster_options import cluster_error_line
from tests.conftest import MAPS

FINAL_STAND = str(MAPS / "final-stand.gkrmap.json")


@pytest.mark.parametrize(
    "error, line",
    [
        (
            ClusterError(
                "ucx:// is not supported; give tcp://HOST:PORT, tls://HOST:PORT or local",
                of_address="ucx://h:1",
            ),
            "--scheduler ucx://h:1: ucx:// is not supported; give tcp://HOST:PORT, tls://HOST:PORT or"
            " local",
        ),
        (
            ClusterError("Dask is missing", needs_dask=True),
            "--scheduler needs Dask: pip install 'gkr-studio[cluster]'",
        ),
        (
            ClusterError(
                "TLS files go with a tls:// scheduler address",
                of_address="local",
                tls_misplaced=True,
            ),
            "--tls-ca-file, --tls-cert and --tls-key go with a tls:// scheduler address, not local",
        ),
        (
            ClusterError(
                "tls:// needs certificates", of_address="tls://h:1", needs_certificates=True
            ),
            "--scheduler tls://h:1: tls:// needs certificates: give --tls-ca-file, --tls-cert and"
            " --tls-key (or set Dask's distributed.comm.tls configuration)",
        ),
        (
            ClusterError("cannot reach the Dask scheduler at tcp://h:1: refused"),
            "cannot reach the Dask scheduler at tcp://h:1: refused",
        ),
    ],
)
def test_each_cluster_error_is_worded_with_its_options(error, line):
    assert cluster_error_line(error) == line


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_tls_files_with_a_plain_address_name_the_three_options(capsys):
    pytest.importorskip("distributed")
    status, out, err = run(
        capsys,
        "playtest",
        FINAL_STAND,
        "-n",
        "2",
        "--scheduler",
        "tcp://127.0.0.1:1",
        "--tls-ca-file",
        "ca.pem",
        "--tls-cert",
        "cert.pem",
        "--tls-key",
        "key.pem",
    )
    assert (status, out) == (1, "")
    assert err == (
        "gkr-map playtest: --tls-ca-file, --tls-cert and --tls-key go with a tls://"
        " scheduler address, not tcp://127.0.0.1:1\n"
    )


def test_without_dask_the_command_names_its_scheduler_option(capsys, monkeypatch):
    real = importlib.import_module

    def no_dask(name: str, *args, **kwargs):
        if name == "distributed":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(importlib, "import_module", no_dask)
    status, out, err = run(capsys, "playtest", FINAL_STAND, "-n", "2", "--scheduler", "local")
    assert (status, out) == (1, "")
    assert err == "gkr-map playtest: --scheduler needs Dask: pip install 'gkr-studio[cluster]'\n"


def test_in_french_the_address_and_the_reason_read_as_one_sentence(capsys):
    status, out, err = run(
        capsys,
        "--lang",
        "fr",
        "playtest",
        FINAL_STAND,
        "-n",
        "2",
        "--scheduler",
        "ucx://127.0.0.1:8786",
    )
    assert (status, out) == (1, "")
    assert err == (
        "gkr-map playtest: --scheduler ucx://127.0.0.1:8786 : ucx:// n'est pas pris"
        " en charge ; donnez tcp://HÔTE:PORT, tls://HÔTE:PORT ou local\n"
    )
