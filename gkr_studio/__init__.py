"""GKR Studio: a map studio for GKR: Heavy Hitters battlefields.

The rules live in the :mod:`engine` package (no Qt); this package holds the
desktop application and the ``gkr-map`` command line.
"""

__version__ = "0.1.0"
