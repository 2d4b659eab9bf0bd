"""The Dask cluster options of ``gkr-map playtest``: ``--scheduler`` is declared with the
command's other options; this module adds the TLS files, checks them with the address,
and warns when an address is taken without encryption (:mod:`engine.playtest.cluster`
says whom a cluster is trusted as)."""

from __future__ import annotations

import argparse
import sys

from engine.core import N_, _
from engine.playtest import TlsFiles, insecure_address, scheduler_scheme
from gkr_studio.cli.common import CommandError

TLS_OPTIONS = ("--tls-ca-file", "--tls-cert", "--tls-key")
INSECURE_WARNING = N_("gkr-map playtest: warning: {address} is another machine without TLS:"
                      " the traffic is not encrypted and whoever runs that cluster can run"
                      " code in this process; prefer tls:// with --tls-ca-file, --tls-cert"
                      " and --tls-key")


def add_tls_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--tls-ca-file", metavar="FILE",
                   help=_("with a tls:// --scheduler: the certificate authority (PEM) that"
                          " signed the cluster's certificates"))
    p.add_argument("--tls-cert", metavar="FILE",
                   help=_("with a tls:// --scheduler: this client's certificate (PEM)"))
    p.add_argument("--tls-key", metavar="FILE",
                   help=_("with a tls:// --scheduler: this client's private key (PEM)"))


def cluster_options(args: argparse.Namespace) -> TlsFiles | None:
    """The TLS files asked for (all three or none), checked against ``--scheduler``; a
    warning line on stderr for a plain ``tcp://`` address of another machine."""
    given = [args.tls_ca_file, args.tls_cert, args.tls_key]
    address = args.scheduler
    if any(v is not None for v in given):
        if address is None or address == "local":
            raise CommandError(_("{options} go with a tls:// --scheduler address").format(
                options=", ".join(TLS_OPTIONS)))
        missing = [o for o, v in zip(TLS_OPTIONS, given) if not v]
        if missing:
            raise CommandError(_("a tls:// connection needs {options} too").format(
                options=_(" and ").join(missing)))
    if address is None or address == "local":
        return None
    scheduler_scheme(address)  # refuses ucx://… and the like in one line
    tls = TlsFiles(args.tls_ca_file, args.tls_cert, args.tls_key) if all(given) else None
    if insecure_address(address):
        print(_(INSECURE_WARNING).format(address=address), file=sys.stderr)
    return tls
