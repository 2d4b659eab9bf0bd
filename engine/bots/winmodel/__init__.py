"""The win-probability model: each seat's chance to win from a position, read from its
public features (:mod:`~engine.bots.winmodel.win_features`) by a small conditional logit shipped
as JSON (:mod:`~engine.bots.winmodel.win_model`, fitted by ``scripts/train_win_model.py``)."""

from engine.bots.winmodel.win_features import FEATURE_NAMES, feature_table
from engine.bots.winmodel.win_model import (
    WinModel,
    WinModelError,
    load_win_model,
    shipped_win_model,
    win_probabilities,
)

__all__ = [
    "FEATURE_NAMES",
    "WinModel",
    "WinModelError",
    "feature_table",
    "load_win_model",
    "shipped_win_model",
    "win_probabilities",
]
