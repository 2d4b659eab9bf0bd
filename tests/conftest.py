"""Shared test setup: Qt runs offscreen; hypothesis profiles; handy paths; the wheel built
once per run for the slow tier."""

from __future__ import annotations

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

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "thorough", deadline=None, max_examples=1000, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

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
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(out), str(REPO)], check=True, capture_output=True)
    (whl,) = out.glob("gkr_studio-*.whl")
    return whl


@pytest.fixture
def wheel(request: pytest.FixtureRequest) -> Path:
    """The built wheel, for tests of the slow tier only: building it takes minutes."""
    if request.node.get_closest_marker("slow") is None:
        pytest.fail("a test that uses the built wheel belongs to the slow tier: "
                    "mark it @pytest.mark.slow", pytrace=False)
    built: Path = request.getfixturevalue("built_wheel")
    return built
