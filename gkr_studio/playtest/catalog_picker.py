"""Choose the card catalog a playtest uses: the built-in stand-in cards or your own file.

A bad catalog is refused with its problems, one line each (file, place, what), and
the catalog in use does not change.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from engine.core import CatalogError
from engine.game import Catalog, load_catalog
from gkr_studio.i18n import QT_TRANSLATE_NOOP
from gkr_studio.playtest.counts import counts

CATALOG_FILTER = QT_TRANSLATE_NOOP(
    "CatalogPicker", "GKR card catalogs (*.catalog.json *.json);;All files (*)"
)
MAX_LINES = 12


class CatalogPicker(QWidget):
    """ "Cards: Stand-in catalog [Choose…] [Stand-in]"; emits the catalog chosen."""

    catalogChosen = Signal(object)
    """The :class:`Catalog` loaded, or ``None`` for the built-in stand-in catalog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.catalog: Catalog | None = None
        self.path: str | None = None
        self.label = QLabel()
        self.label.setMinimumWidth(60)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.choose_button = QPushButton(self.tr("Choose…"))
        self.choose_button.setToolTip(
            self.tr(
                "Play with your own card numbers: a .catalog.json file (copy"
                " catalogs/standin.catalog.json and edit it)"
            )
        )
        self.reset_button = QPushButton(self.tr("Stand-in"))
        self.reset_button.setToolTip(self.tr("Back to the built-in stand-in cards"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.choose_button)
        layout.addWidget(self.reset_button)
        self.choose_button.clicked.connect(self.choose)
        self.reset_button.clicked.connect(self.reset)
        self._show()

    def _show(self) -> None:
        if self.catalog is None:
            self.label.setText(self.tr("Cards: stand-in (built in)"))
            self.label.setToolTip("")
        else:
            self.label.setText(
                self.tr("Cards: {0} ({1})").format(self.catalog.name, Path(self.path or "").name)
            )
            self.label.setToolTip(self.path or "")
        self.reset_button.setEnabled(self.catalog is not None)

    def ask_path(self) -> str:
        """The file dialog (tests answer it)."""
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Choose a card catalog"), "", self.tr(CATALOG_FILTER)
        )
        return path

    def show_problems(self, error: CatalogError) -> None:
        """A dialog listing the catalog's problems, one line each."""
        lines = error.lines_for_people()
        text = "\n".join(lines[:MAX_LINES])
        if len(lines) > MAX_LINES:
            text += "\n" + counts().more_problems(len(lines) - MAX_LINES)
        QMessageBox.warning(self, self.tr("Cannot use this catalog"), text)

    def choose(self) -> bool:
        """Choose…: ask for a file and use it; False when cancelled or refused."""
        path = self.ask_path()
        return bool(path) and self.load(path)

    def load(self, path: str) -> bool:
        """Use the catalog in ``path``; a bad one is refused with its problems."""
        try:
            catalog = load_catalog(path)
        except CatalogError as e:
            self.show_problems(e)
            return False
        self.catalog, self.path = catalog, path
        self._show()
        self.catalogChosen.emit(catalog)
        return True

    def reset(self) -> None:
        """Back to the built-in stand-in cards."""
        self.catalog, self.path = None, None
        self._show()
        self.catalogChosen.emit(None)
