"""The Qt binding must not release references it does not own.

PySide6 6.12.0 drops a reference to ``None`` on every call of a method that
returns nothing (``QPainter.drawPolygon``, ``setPen``, …). On Python 3.11,
where ``None`` is reference-counted, a few seconds of painting then kill the
interpreter ("none_dealloc"). pyproject.toml keeps PySide6 below 6.12; this
test catches such a binding if it ever comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF


def test_void_qt_calls_keep_none_alive(qapp):
    image = QImage(32, 32, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    poly = QPolygonF([QPointF(0, 0), QPointF(10, 0), QPointF(5, 5)])
    pen = QPen(QColor("red"))
    before = sys.getrefcount(None)
    for _ in range(500):
        painter.setPen(pen)
        painter.drawPolygon(poly)
    after = sys.getrefcount(None)
    painter.end()
    assert after - before > -100, f"None lost {before - after} references in 1000 calls"
