"""View ▸ Language: the studio's language, kept in QSettings, used from the next start.

Changing it touches nothing open: the map, its undo history and the docks stay as they
are; the studio says that the new language comes with the next start (the texts already
shown, the engine's reports among them, keep their language until then), and
``gkr-studio --lang`` overrides the setting for one run.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from engine.core import LANGUAGES, current_language
from gkr_studio.i18n import LANGUAGE_KEY, LANGUAGE_NAMES


class LanguageMenu(QObject):
    """The Language submenu: the system's language, then each language by its own name."""

    def __init__(self, window: QWidget, settings: QSettings) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.menu = QMenu(self.tr("&Language"), window)
        self.group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        stored = settings.value(LANGUAGE_KEY, "")
        current = stored if isinstance(stored, str) and stored in LANGUAGES else ""
        for code, name in [("", self.tr("System Language")), *LANGUAGE_NAMES.items()]:
            action = QAction(name, self.menu)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, c=code: self.choose(c))
            self.group.addAction(action)
            self.menu.addAction(action)
            self.actions[code] = action

    def choose(self, code: str) -> None:
        """Keep ``code`` (``""``: the system's language) for the next start and say so."""
        previous = self.settings.value(LANGUAGE_KEY, "")
        if code:
            self.settings.setValue(LANGUAGE_KEY, code)
        else:
            self.settings.remove(LANGUAGE_KEY)
        self.settings.sync()
        if code == previous or code == current_language():
            return
        QMessageBox.information(
            self.window,
            self.tr("Language"),
            self.tr(
                "GKR Studio will speak the new language from its next start. Your map"
                " and everything open stay as they are."
            ),
        )
