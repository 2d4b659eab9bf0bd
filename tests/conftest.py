"""Shared test setup: Qt runs offscreen; hypothesis profiles (fewer examples in the fast
tier); what collecting made kept out of the cyclic collector's way; handy paths; the wheel
built once per run for the slow tier."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read English texts whatever the machine's language: LANGUAGE comes first for
# the command line and the studio alike (engine.core.messages); tests of the French texts
# choose French themselves.
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "thorough", deadline=None, max_examples=1000, suppress_health_check=[HealthCheck.too_slow]
)
FAST_EXAMPLES = 25
"""Examples a property without a count of its own tries in the fast tier (hypothesis's 100
in the whole run)."""
settings.register_profile(
    "fast", parent=settings.get_profile("default"), max_examples=FAST_EXAMPLES
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def pytest_configure(config: pytest.Config) -> None:
    """The fast tier (``-m "not slow"``) loads the ``fast`` profile, unless
    ``HYPOTHESIS_PROFILE`` names one."""
    if "HYPOTHESIS_PROFILE" not in os.environ and "not slow" in " ".join(
        str(config.option.markexpr).split()
    ):
        settings.load_profile("fast")


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collecting made (the test modules, the maps and tables they build at import,
    the strategies) lives to the end of the run: frozen, out of the cyclic collector's
    sight, so that its full passes during the tests go over what the tests make only."""
    gc.collect()
    gc.freeze()


REPO = Path(__file__).resolve().parent.parent
MAPS = REPO / "maps"


@pytest.fixture(autouse=True)
def english_texts() -> Iterator[None]:
    """Each test starts and ends with the engine speaking English (a test of the command
    line or of French texts may choose another language for the process)."""
    from engine.core.messages import set_language

    set_language("en")
    yield
    set_language("en")


@pytest.fixture
def maps_dir() -> Path:
    return MAPS


def build_hook() -> ModuleType:
    """The build hook, ``hatch_build.py`` at the checkout's root (it reads the declaration of
    what is compiled, ``[tool.gkr.compiled]`` in ``pyproject.toml``)."""
    sys.path.insert(0, str(REPO))
    try:
        import hatch_build
    finally:
        sys.path.remove(str(REPO))
    return hatch_build


@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The checkout's wheel (its engine compiled when there is a C compiler), built once."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(out),
            str(REPO),
        ],
        check=True,
        capture_output=True,
    )
    (whl,) = out.glob("gkr_studio-*.whl")
    return whl


@pytest.fixture
def wheel(request: pytest.FixtureRequest) -> Path:
    """The built wheel, for tests of the slow tier only: building it takes minutes."""
    if request.node.get_closest_marker("slow") is None:
        pytest.fail(
            "a test that uses the built wheel belongs to the slow tier: mark it @pytest.mark.slow",
            pytrace=False,
        )
    built: Path = request.getfixturevalue("built_wheel")
    return built
