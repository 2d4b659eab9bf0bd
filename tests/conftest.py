"""Shared test setup: Qt runs offscreen; hypothesis profiles; handy paths."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "thorough", deadline=None, max_examples=1000, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

REPO = Path(__file__).resolve().parent.parent
MAPS = REPO / "maps"


@pytest.fixture
def maps_dir() -> Path:
    return MAPS
