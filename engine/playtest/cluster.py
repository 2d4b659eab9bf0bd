"""Connecting a sweep to a Dask cluster: which addresses, with what security, trusting whom.

**Trust.** Dask sends pickles both ways: a sweep's client unpickles what the scheduler and
the workers send back, so whoever runs the cluster can run code in the process that
connects to it (and the cluster runs the code the client sends). Connect only to a cluster
you run or trust as you trust your own machine. :func:`insecure_address` names the case
worth a warning: a plain ``tcp://`` address that is not this machine (no encryption, no
proof of whom it reaches).

**Addresses.** ``tcp://HOST:PORT`` (or ``HOST:PORT``, Dask's default ``tcp``) and
``tls://HOST:PORT``; other transports are refused in one line (:func:`scheduler_scheme`).
A ``tls://`` address takes the certificate files of :class:`TlsFiles` (Dask's
``Security``), or else Dask's configuration (``distributed.comm.tls.ca-file``,
``distributed.comm.tls.client.cert`` and ``.key``).

**Time.** The scheduler must answer within :data:`CONNECT_TIMEOUT` seconds: a server that
accepts a connection and never speaks is reported then (:func:`probe`), not waited for.

**Errors.** Each is one :class:`ClusterError` line in the engine's words, naming no option
of any program: it says which address it is about and what is missing, so that a front end
can name the option or field that gave them (``gkr-map playtest --scheduler``,
:mod:`gkr_studio.cli.cluster_options`).

>>> scheduler_scheme("tcp://10.0.0.5:8786"), scheduler_scheme("127.0.0.1:8786")
('tcp', 'tcp')
>>> insecure_address("tcp://10.0.0.5:8786"), insecure_address("tcp://localhost:8786")
(True, False)
>>> insecure_address("tls://10.0.0.5:8786"), insecure_address("tcp://[::1]:8786")
(False, False)
"""

from __future__ import annotations

import asyncio
import importlib
import ipaddress
from dataclasses import dataclass
from typing import Any

from engine.core.errors import error_line
from engine.core.messages import _
from engine.core.numbers import format_general
from engine.playtest.runner import PlaytestError

CLUSTER_HINT = "pip install 'gkr-studio[cluster]'"
SCHEMES = ("tcp", "tls")
"""The transports a sweep connects by."""
CONNECT_TIMEOUT = 10.0
"""Seconds the scheduler has to answer a new connection."""


class ClusterError(PlaytestError):
    """Dask is not installed, or the cluster cannot be reached.

    ``reason`` is what went wrong; ``of_address`` the scheduler address it is about, if
    any (the text is then ``ADDRESS: REASON``). What is missing, for a front end to say
    with its own options: ``needs_dask`` (Dask is not installed), ``needs_certificates`` (a
    ``tls://`` address with no certificate), ``tls_misplaced`` (TLS files given with an
    address that is not ``tls://``)."""

    def __init__(
        self,
        reason: str,
        *,
        of_address: str | None = None,
        needs_dask: bool = False,
        needs_certificates: bool = False,
        tls_misplaced: bool = False,
    ) -> None:
        self.reason = reason
        self.of_address = of_address
        self.needs_dask = needs_dask
        self.needs_certificates = needs_certificates
        self.tls_misplaced = tls_misplaced
        super().__init__(
            reason
            if of_address is None
            else _("{address}: {reason}").format(address=of_address, reason=reason)
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _cluster_error,
            (
                self.reason,
                self.of_address,
                self.needs_dask,
                self.needs_certificates,
                self.tls_misplaced,
            ),
        )


def _cluster_error(
    reason: str,
    of_address: str | None,
    needs_dask: bool,
    needs_certificates: bool,
    tls_misplaced: bool,
) -> ClusterError:
    """A :class:`ClusterError` again, from its pickle."""
    return ClusterError(
        reason,
        of_address=of_address,
        needs_dask=needs_dask,
        needs_certificates=needs_certificates,
        tls_misplaced=tls_misplaced,
    )


@dataclass(frozen=True)
class TlsFiles:
    """The client's side of a ``tls://`` connection: the certificate authority that
    signed the scheduler's certificate, and this client's certificate and private key
    (PEM files)."""

    ca_file: str
    cert: str
    key: str


def _split(address: str) -> tuple[str, str]:
    scheme, sep, rest = address.partition("://")
    return (scheme.lower(), rest) if sep else ("tcp", address)


def scheduler_scheme(address: str) -> str:
    """``tcp`` or ``tls``, the transport of a scheduler's address; :class:`ClusterError`
    (one line) for any other."""
    scheme, rest = _split(address)
    if scheme not in SCHEMES:
        raise ClusterError(
            _(
                "{scheme}:// is not supported; give tcp://HOST:PORT, tls://HOST:PORT or local"
            ).format(scheme=scheme),
            of_address=address,
        )
    if not rest:
        raise ClusterError(
            _("no host; give {scheme}://HOST:PORT").format(scheme=scheme), of_address=address
        )
    return scheme


def scheduler_host(address: str) -> str:
    """The host of a scheduler's address (brackets of an IPv6 address removed)."""
    rest = _split(address)[1]
    if rest.startswith("["):
        return rest[1:].partition("]")[0]
    return rest.rpartition(":")[0] if rest.count(":") == 1 else rest


def is_loopback(host: str) -> bool:
    """Whether ``host`` is this machine's loopback (``localhost``, 127.0.0.0/8, ``::1``);
    names other than ``localhost`` are not looked up, so they count as remote."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def insecure_address(address: str) -> bool:
    """A plain ``tcp://`` address of another machine: unencrypted, and nothing proves whom
    it reaches, whose code then runs here."""
    return _split(address)[0] == "tcp" and not is_loopback(scheduler_host(address))


def load_dask() -> Any:
    """The ``distributed`` module (an optional extra with no type information)."""
    try:
        return importlib.import_module("distributed")
    except ImportError:
        raise ClusterError(
            _("a Dask cluster needs Dask: {hint}").format(hint=CLUSTER_HINT), needs_dask=True
        ) from None


def security(dask: Any, address: str, tls: TlsFiles | None) -> Any:
    """Dask's ``Security`` for ``address``: from ``tls``, or from Dask's configuration.
    A ``tls://`` address with no certificate anywhere is refused in one line."""
    scheme = scheduler_scheme(address)
    if tls is not None and scheme != "tls":
        raise _misplaced_tls(address)
    try:
        sec = (
            dask.Security(
                tls_ca_file=tls.ca_file,
                tls_client_cert=tls.cert,
                tls_client_key=tls.key,
                require_encryption=True,
            )
            if tls is not None
            else dask.Security()
        )
        args = sec.get_connection_args("client")
    except (OSError, ValueError, TypeError) as e:
        raise ClusterError(
            _("the TLS files cannot be used: {error}").format(error=error_line(e)),
            of_address=address,
        ) from None
    if scheme == "tls" and args.get("ssl_context") is None:
        raise ClusterError(
            _(
                "tls:// needs certificates: give the client's TLS files (a"
                " certificate authority, a certificate and a key), or set"
                " Dask's distributed.comm.tls configuration"
            ),
            of_address=address,
            needs_certificates=True,
        )
    return sec


def _misplaced_tls(address: str) -> ClusterError:
    """TLS files given with an address that is not ``tls://`` (or with ``local``)."""
    return ClusterError(
        _("TLS files go with a tls:// scheduler address"), of_address=address, tls_misplaced=True
    )


def probe(dask: Any, address: str, sec: Any, timeout: float = CONNECT_TIMEOUT) -> None:
    """Open a connection to the scheduler and wait for its handshake, at most ``timeout``
    seconds in all (Dask's own connect waits for the handshake without a limit); one
    line when it cannot be reached, does not answer, or answers what Dask cannot read."""
    comm_module = importlib.import_module("distributed.comm")

    async def handshake() -> None:
        comm = await comm_module.connect(
            address, timeout=timeout, **sec.get_connection_args("client")
        )
        await comm.close()

    async def bounded() -> None:
        await asyncio.wait_for(handshake(), timeout)

    try:
        asyncio.run(bounded())
    except asyncio.TimeoutError:
        raise ClusterError(
            _("no answer from the Dask scheduler at {address} within {seconds} s").format(
                address=address, seconds=format_general(timeout)
            )
        ) from None
    except (OSError, ValueError, TypeError, MemoryError) as e:
        # MemoryError: a server that is not Dask's, whose bytes read as a huge frame
        raise ClusterError(
            _("cannot reach the Dask scheduler at {address}: {error}").format(
                address=address, error=error_line(e)
            )
        ) from None


def open_client(scheduler: str, workers: int, tls: TlsFiles | None = None) -> tuple[Any, Any]:
    """``(client, cluster)``: a client of a new local cluster of ``workers`` processes
    (``scheduler == "local"``), or of the scheduler at that address (``cluster`` is then
    ``None``). Raises :class:`ClusterError`, one line, when that cannot be done."""
    dask = load_dask()
    if scheduler == "local":
        if tls is not None:
            raise _misplaced_tls("local")
        cluster = None
        try:
            cluster = dask.LocalCluster(
                n_workers=max(1, workers),
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
            )
            return dask.Client(cluster), cluster
        except (OSError, TimeoutError, ValueError) as e:
            if cluster is not None:
                cluster.close()
            raise ClusterError(
                _("cannot start a local Dask cluster: {error}").format(error=error_line(e))
            ) from None
    sec = security(dask, scheduler, tls)
    probe(dask, scheduler, sec)
    try:
        return dask.Client(scheduler, timeout=CONNECT_TIMEOUT, security=sec), None
    except (OSError, TimeoutError, ValueError, TypeError) as e:
        raise ClusterError(
            _("cannot reach the Dask scheduler at {address}: {error}").format(
                address=scheduler, error=error_line(e)
            )
        ) from None
