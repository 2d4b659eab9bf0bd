"""The Dask cluster options of ``gkr-map playtest``: ``--scheduler`` is declared with the
command's other options; this module adds the TLS files, checks them with the address,
warns when an address is taken without encryption (:mod:`engine.playtest.cluster` says
whom a cluster is trusted as), and words the engine's cluster errors with the options that
gave the address (:func:`cluster_error_line`)."""

from __future__ import annotations

import argparse
import sys

from engine.core import N_, _
from engine.playtest import CLUSTER_HINT, ClusterError, TlsFiles, insecure_address, scheduler_scheme
from gkr_studio.cli.common import CommandError

TLS_OPTIONS = ("--tls-ca-file", "--tls-cert", "--tls-key")
INSECURE_WARNING = N_(
    "gkr-map playtest: warning: {address} is another machine without TLS:"
    " the traffic is not encrypted and whoever runs that cluster can run"
    " code in this process; prefer tls:// with --tls-ca-file, --tls-cert"
    " and --tls-key"
)


def add_tls_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--tls-ca-file",
        metavar="FILE",
        help=_(
            "with a tls:// --scheduler: the certificate authority (PEM) that"
            " signed the cluster's certificates"
        ),
    )
    p.add_argument(
        "--tls-cert",
        metavar="FILE",
        help=_("with a tls:// --scheduler: this client's certificate (PEM)"),
    )
    p.add_argument(
        "--tls-key",
        metavar="FILE",
        help=_("with a tls:// --scheduler: this client's private key (PEM)"),
    )


def cluster_options(args: argparse.Namespace) -> TlsFiles | None:
    """The TLS files asked for (all three or none), checked against ``--scheduler``; a
    warning line on stderr for a plain ``tcp://`` address of another machine."""
    given = [args.tls_ca_file, args.tls_cert, args.tls_key]
    address = args.scheduler
    if any(v is not None for v in given):
        if address is None or address == "local":
            raise CommandError(
                _("{options} go with a tls:// --scheduler address").format(
                    options=", ".join(TLS_OPTIONS)
                )
            )
        missing = [o for o, v in zip(TLS_OPTIONS, given) if not v]
        if missing:
            raise CommandError(
                _("a tls:// connection needs {options} too").format(
                    options=_(" and ").join(missing)
                )
            )
    if address is None or address == "local":
        return None
    scheduler_scheme(address)  # refuses ucx://… and the like in one line
    tls = TlsFiles(args.tls_ca_file, args.tls_cert, args.tls_key) if all(given) else None
    if insecure_address(address):
        print(_(INSECURE_WARNING).format(address=address), file=sys.stderr)
    return tls


def cluster_error_line(e: ClusterError) -> str:
    """A cluster error as ``gkr-map`` says it: the engine's reason, after the option that
    gave the address (``--scheduler tls://…: …``), or the options that would mend it."""
    if e.needs_dask:
        return _("--scheduler needs Dask: {hint}").format(hint=CLUSTER_HINT)
    if e.of_address is None:
        return str(e)
    if e.tls_misplaced:
        return _(
            "--tls-ca-file, --tls-cert and --tls-key go with a tls:// scheduler address,"
            " not {address}"
        ).format(address=e.of_address)
    if e.needs_certificates:
        return _(
            "--scheduler {address}: tls:// needs certificates: give --tls-ca-file,"
            " --tls-cert and --tls-key (or set Dask's distributed.comm.tls"
            " configuration)"
        ).format(address=e.of_address)
    return _("--scheduler {address}: {reason}").format(address=e.of_address, reason=e.reason)
