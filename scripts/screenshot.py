"""Render the studio offscreen to docs/studio.png (the README's screenshot).

    QT_QPA_PLATFORM=offscreen python scripts/screenshot.py [OUT.png]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from engine import Hex, builtin_map_path, load_map  # noqa: E402
from gkr_studio.canvas.overlays import Overlay  # noqa: E402
from gkr_studio.mainwindow import MainWindow  # noqa: E402

REPO = Path(__file__).resolve().parent.parent


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "docs" / "studio.png"
    app = QApplication.instance() or QApplication([])
    scratch = Path(tempfile.mkdtemp(prefix="gkr-shot-"))
    settings = QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat)
    path = builtin_map_path("crackshot-alley")
    window = MainWindow(settings=settings, data_dir=scratch, game_map=load_map(path),
                        path=str(path))
    window.resize(1500, 940)
    window.show()
    window.overlay_actions[Overlay.LOS].setChecked(True)
    window.overlay_actions[Overlay.ALLEYS].setChecked(True)
    window.pick_attacker(Hex.parse("4D"))
    window.pick_target(Hex.parse("4H"))
    window.set_tool("los")
    app.processEvents()
    window.view.fit()
    app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out)):
        print(f"cannot write {out}", file=sys.stderr)
        return 1
    print(f"wrote {out}")
    window.autosave_timer.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
