"""A cluster error says which address it is about and what is missing, in words that name
no option of any program (the command line adds its options: tests/cli/
test_cluster_error_words.py)."""

from __future__ import annotations

import ast
import pickle
import re
from typing import Any

import pytest

from engine.playtest.cluster import ClusterError, TlsFiles, scheduler_scheme, security
from tests.conftest import REPO

FILES = TlsFiles("ca.pem", "cert.pem", "key.pem")


class NoCertificates:
    """Dask's ``Security`` where nothing is configured: no TLS context for a client."""

    def __init__(self, **_files: Any) -> None:
        pass

    def get_connection_args(self, _role: str) -> dict[str, Any]:
        return {}


class FakeDask:
    Security = NoCertificates


def test_an_unsupported_transport_or_no_host_is_about_the_address():
    with pytest.raises(ClusterError) as refused:
        scheduler_scheme("ucx://127.0.0.1:8786")
    e = refused.value
    assert e.of_address == "ucx://127.0.0.1:8786"
    assert e.reason == "ucx:// is not supported; give tcp://HOST:PORT, tls://HOST:PORT or local"
    assert str(e) == f"ucx://127.0.0.1:8786: {e.reason}"
    with pytest.raises(ClusterError, match=r"^tls://: no host; give tls://HOST:PORT$"):
        scheduler_scheme("tls://")


def test_tls_files_with_a_plain_address_and_tls_without_certificates_say_what_is_missing():
    with pytest.raises(ClusterError) as misplaced:
        security(FakeDask(), "tcp://127.0.0.1:8786", FILES)
    assert misplaced.value.tls_misplaced and misplaced.value.of_address == "tcp://127.0.0.1:8786"
    assert not misplaced.value.needs_certificates
    with pytest.raises(ClusterError) as bare:
        security(FakeDask(), "tls://127.0.0.1:8786", None)
    assert bare.value.needs_certificates and bare.value.of_address == "tls://127.0.0.1:8786"
    assert "TLS files" in str(bare.value)


def test_a_cluster_error_pickles_with_what_it_says():
    e = ClusterError("no host; give tcp://HOST:PORT", of_address="tcp://", needs_certificates=True)
    again = pickle.loads(pickle.dumps(e))
    assert (
        str(again),
        again.reason,
        again.of_address,
        again.needs_certificates,
        again.needs_dask,
        again.tls_misplaced,
    ) == (str(e), e.reason, "tcp://", True, False, False)


def test_no_text_of_the_cluster_module_names_a_command_line_option():
    """The texts of ``_()`` in engine/playtest/cluster.py (the module's description may say
    which command uses it)."""
    tree = ast.parse((REPO / "engine" / "playtest" / "cluster.py").read_text(encoding="utf-8"))
    texts = [
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "_"
        and isinstance(node.args[0], ast.Constant)
    ]
    assert len(texts) >= 8
    assert [t for t in texts if re.search(r"--[a-z]|gkr-map", t)] == []
