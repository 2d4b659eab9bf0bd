"""The Balance dock's *Why*: the static checks set against the games, then what the games
show of each seat, in the engine's sentences (:mod:`engine.verdicts.explain`)."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QLabel, QTextBrowser, QVBoxLayout, QWidget

from engine.playtest import PlaytestResult

OUTCOME_COLORS = {
    "borne out": "#2f9e44",
    "not borne out": "#555",
    "opposite": "#e8590c",
    "too few games": "#555",
    "no games": "#555",
}


class WhyView(QWidget):
    """Each check against the games (coloured by whether the games bear it out), then each
    seat's story: how and when it wins, where, first blood and first demolition."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self.tr("Why"))
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setMinimumHeight(90)
        self.text.setPlaceholderText(
            self.tr(
                "What the games show of each seat, and the checks set against them, shows here"
                " as games finish"
            )
        )
        self.text.setToolTip(
            self.tr(
                "A check is borne out when the games' difference has the sign the check predicts"
                " and its 95% interval excludes zero"
            )
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        self.sentences: list[str] = []

    def set_result(self, result: PlaytestResult | None) -> None:
        """Show why of ``result`` (nothing without games)."""
        why = result.why if result is not None and result.games else None
        if why is None:
            self.sentences = []
            self.text.clear()
            return
        checks = [(e.text, OUTCOME_COLORS.get(e.outcome, "#555")) for e in why.explanations]
        stories = [(line, "") for line in why.story_lines]
        self.sentences = [text for text, _ in checks + stories]
        self.text.setHtml(
            "".join(
                f"<p style='margin: 0 0 6px 0;{' color: ' + color + ';' if color else ''}'>"
                f"{escape(text)}</p>"
                for text, color in checks + stories
            )
        )
