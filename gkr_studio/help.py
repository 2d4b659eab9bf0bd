"""Help ▸ Quick reference, Help ▸ Rules reference, Help ▸ About, and the hints shown on the
first start.

The quick reference is made from the studio's own tables — the tools (their keys
and tips), the overlays, and the engine's check specs (what each asks, the rule
ids it rests on) — so it cannot drift from what the studio does.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine.analysis.checklist import CHECK_SPECS
from engine.core import _ as engine_text
from engine.rules import RESTS_ON, RULE_ID, find_ruling, rules_reference
from gkr_studio import __version__
from gkr_studio.canvas.overlays import Overlay
from gkr_studio.heat_switch import HEAT_SHORTCUT
from gkr_studio.i18n import QT_TRANSLATE_NOOP, translate
from gkr_studio.tools import TOOL_CLASSES

APP_NAME = "GKR Studio"
LICENCE = "MIT"
RULES_SOURCE = QT_TRANSLATE_NOOP(
    "AboutDialog",
    "the GKR: Heavy Hitters rulebook and advanced rulebook, restated with the"
    " project's rulings (ids R-…) in its rules reference (Help ▸ Rules Reference)",
)
HINTS_KEY = "hints/seen"
RULE_SCHEME = "gkr-rule"
"""The scheme of the help's links to a rule (``gkr-rule:R-LOS-1``)."""

QR = "QuickReference"
"""The catalog context of the quick reference's texts."""

KEYS = (
    (
        "Ctrl+1 … Ctrl+7",
        QT_TRANSLATE_NOOP(
            "QuickReference",
            "switch the overlays on and off (Ctrl+7: the Balance Playtest's heat map)",
        ),
    ),
    (
        "P",
        QT_TRANSLATE_NOOP(
            "QuickReference",
            "pin the hex under the cursor for the sight and distance overlays (P again unpins)",
        ),
    ),
    ("1 – 4", QT_TRANSLATE_NOOP("QuickReference", "the zone the Paint zone tool paints")),
    (
        QT_TRANSLATE_NOOP("QuickReference", "Esc"),
        QT_TRANSLATE_NOOP(
            "QuickReference", "cancel the drag in progress, or put a floating paste away"
        ),
    ),
    (
        "Ctrl+C, Ctrl+V",
        QT_TRANSLATE_NOOP(
            "QuickReference",
            "copy the selection; paste it as a"
            " stamp that follows the cursor (click or Enter"
            " places it)",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("QuickReference", "Alt+drag, middle drag"),
        QT_TRANSLATE_NOOP("QuickReference", "pan the board; the wheel zooms, Ctrl+0 fits"),
    ),
    (
        QT_TRANSLATE_NOOP("QuickReference", "Ctrl+Z, Ctrl+Shift+Z"),
        QT_TRANSLATE_NOOP("QuickReference", "undo, redo (a whole drag or stroke is one step)"),
    ),
    (
        QT_TRANSLATE_NOOP("QuickReference", "Ctrl+T, Ctrl+Shift+T"),
        QT_TRANSLATE_NOOP("QuickReference", "playtest the map, balance playtest"),
    ),
    ("Ctrl+E, Ctrl+P", QT_TRANSLATE_NOOP("QuickReference", "export an image, print the map sheet")),
)
"""The keys and what they do (translated where shown: French names Shift « Maj »)."""

OVERLAY_TEXT = {
    Overlay.LOS: QT_TRANSLATE_NOOP(
        "QuickReference",
        "each hex shaded by its cover from the"
        " focus hex (clear, partial, blocked); alley-shot targets"
        " ringed",
    ),
    Overlay.ALLEYS: QT_TRANSLATE_NOOP(
        "QuickReference", "alleys between buildings, their mouths and alley-shot lines"
    ),
    Overlay.RINGS: QT_TRANSLATE_NOOP("QuickReference", "distance from the focus hex"),
    Overlay.REACH: QT_TRANSLATE_NOOP(
        "QuickReference",
        "where each seat's Heavy Hitter can end its first move; buildings in reach",
    ),
    Overlay.TERRITORY: QT_TRANSLATE_NOOP(
        "QuickReference", "the hexes each seat reaches first by walking"
    ),
    Overlay.ZONES: QT_TRANSLATE_NOOP("QuickReference", "the fallout zones (fallout side)"),
}

HINTS = QT_TRANSLATE_NOOP(
    "HintBar",
    "Pick a tool on the toolbar (or press its key: B places buildings, H starts). "
    "Switch overlays on with Ctrl+1…7 and hover a hex: its tooltip and the legend say "
    "what the colours mean. The Checks panel judges the map on every edit. "
    "Help ▸ Quick reference lists every tool, key and check.",
)


def check_rows() -> list[tuple[str, str, list[str]]]:
    """(check id, what it checks, rule ids) from the engine's check specs, in report order."""
    return [(spec.id, engine_text(spec.summary), list(spec.rules)) for spec in CHECK_SPECS]


def rule_url(rule_id: str) -> str:
    """The link a rule id gets in the help: it opens Help ▸ Rules Reference at that rule."""
    return f"{RULE_SCHEME}:{rule_id}"


def _rule_links(text: str) -> str:
    escaped = html.escape(text)
    return RULE_ID.sub(
        lambda m: (
            f'<a href="{rule_url(m.group(0))}">{m.group(0)}</a>'
            if find_ruling(m.group(0))
            else m.group(0)
        ),
        escaped,
    )


def quick_reference_html() -> str:
    """The quick reference as HTML, in the studio's language: tools, keys, overlays, checks."""
    title = translate("QuickReference", "GKR Studio: quick reference")
    tools = translate("QuickReference", "Tools")
    parts = [
        f"<h2>{html.escape(title)}</h2>",
        f"<h3>{html.escape(tools)}</h3><table cellpadding=3>",
    ]
    for cls in TOOL_CLASSES:
        label, tip = translate("tools", cls.label), translate("tools", cls.tip)
        parts.append(
            f"<tr><td><b>{html.escape(label)}</b></td><td>{cls.shortcut}</td>"
            f"<td>{html.escape(tip)}</td></tr>"
        )
    keys = translate("QuickReference", "Keys")
    parts.append(f"</table><h3>{html.escape(keys)}</h3><table cellpadding=3>")
    for key, what in KEYS:
        parts.append(
            f"<tr><td><b>{html.escape(translate(QR, key))}</b></td>"
            f"<td>{html.escape(translate(QR, what))}</td></tr>"
        )
    overlays = translate("QuickReference", "Overlays")
    parts.append(f"</table><h3>{html.escape(overlays)}</h3><table cellpadding=3>")
    for i, overlay in enumerate(Overlay):
        what = translate(QR, OVERLAY_TEXT[overlay])
        parts.append(
            f"<tr><td><b>{html.escape(overlay.label)}</b></td><td>Ctrl+{i + 1}</td>"
            f"<td>{html.escape(what)}</td></tr>"
        )
    heat = translate(
        "QuickReference",
        "the last Balance Playtest's counts per hex (where units fired"
        " from, or were destroyed); forgotten when the map is edited",
    )
    name = translate("QuickReference", "Balance heat map")
    parts.append(
        f"<tr><td><b>{html.escape(name)}</b></td><td>{HEAT_SHORTCUT}</td>"
        f"<td>{html.escape(heat)}</td></tr>"
    )
    checks = translate("QuickReference", "Checks")
    parts.append(f"</table><h3>{html.escape(checks)}</h3><table cellpadding=3>")
    for check_id, doc, _ids in check_rows():
        parts.append(f"<tr><td><code>{check_id}</code></td><td>{_rule_links(doc)}</td></tr>")
    parts.append("</table>")
    parts.append(
        "<p>"
        + translate(
            "QuickReference",
            'Rule ids (R-…, G-…) are explained in the <a href="{0}">rules'
            " reference</a> (Help ▸ Rules Reference).",
        ).format(f"{RULE_SCHEME}:")
        + "</p>"
    )
    return "\n".join(parts)


def rules_reference_html() -> str:
    """Help ▸ Rules Reference as HTML, in the engine's language (the studio's): every rule
    and ruling, an anchor on each id."""
    ref = rules_reference()
    rests_on = html.escape(engine_text(RESTS_ON))
    parts = [f"<h2>{html.escape(ref.title)}</h2><p>{html.escape(ref.intro)}</p>"]
    for section in ref.sections:
        parts.append(f"<h3>{html.escape(section)}</h3>")
        for r in ref.rulings:
            if r.section == section:
                parts.append(
                    f'<p><a name="{r.anchor()}"></a><b>{r.id} {html.escape(r.title)}.'
                    f"</b> {html.escape(r.text)}<br><i>{rests_on} "
                    f"{html.escape(r.source)}.</i></p>"
                )
    return "\n".join(parts)


def about_html() -> str:
    """Help ▸ About, in the studio's language: version, licence, the rules' source."""
    what = translate(
        "AboutDialog",
        "A map studio for <i>GKR: Heavy Hitters</i> battlefields,"
        " with a rules engine that knows line of sight, cover, alley shots and"
        " reach.",
    )
    licence = translate("AboutDialog", "Licence: {0}.").format(LICENCE)
    rules = translate(
        "AboutDialog",
        "The rules: {0}. The card numbers of the built-in catalog"
        " are made-up stand-ins; the real cards' numbers are not in our"
        " sources.",
    ).format(html.escape(translate("AboutDialog", RULES_SOURCE)))
    publisher = translate(
        "AboutDialog",
        "<i>GKR: Heavy Hitters</i> is published by Weta"
        " Workshop and Cryptozoic (2018); this studio is an unofficial tool"
        " for its players.",
    )
    return (
        f"<h2>{APP_NAME} {__version__}</h2><p>{what}</p><p>{licence}</p><p>{rules}</p>"
        f"<p>{publisher}</p>"
    )


class _HelpPage(QDialog):
    """A help window: one page of HTML and a Close button, kept open beside the board."""

    def __init__(self, title: str, page: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow)
        self.browser.setHtml(page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(760, 680)

    def _follow(self, url: QUrl) -> None:
        QDesktopServices.openUrl(url)


class QuickReference(_HelpPage):
    """Help ▸ Quick reference: a non-modal window to keep open beside the board. A rule id
    clicked in it asks for the rules reference at that rule (``ruleRequested``)."""

    ruleRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Quick reference — GKR Studio", quick_reference_html(), parent)

    def _follow(self, url: QUrl) -> None:
        if url.scheme() == RULE_SCHEME:
            self.ruleRequested.emit(url.path())
        else:
            QDesktopServices.openUrl(url)


class RulesReferenceDialog(_HelpPage):
    """Help ▸ Rules Reference: every rule and ruling the studio's checks and games cite,
    read from the package (it needs no checkout)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            QCoreApplication.translate("RulesReferenceDialog", "Rules reference — GKR Studio"),
            rules_reference_html(),
            parent,
        )

    def show_rule(self, rule_id: str) -> None:
        """Scroll to the rule ``rule_id`` (the top for an empty or unknown id)."""
        ruling = find_ruling(rule_id) if rule_id else None
        if ruling is None:
            self.browser.verticalScrollBar().setValue(0)
        else:
            self.browser.scrollToAnchor(ruling.anchor())


class AboutDialog(QDialog):
    """Help ▸ About: version, licence, the rules' source."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About {0}").format(APP_NAME))
        self.text = QLabel(about_html())
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(460, 300)


class HintBar(QFrame):
    """First-run hints over the bottom of the board, until "Got it"."""

    dismissed = Signal()

    def __init__(self, settings: QSettings, parent: QWidget) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("hint-bar")
        self.setStyleSheet(
            "#hint-bar { background: rgba(255, 244, 200, 240);"
            " border: 1px solid #c9a227; border-radius: 6px; }"
        )
        self.label = QLabel(self.tr(HINTS))
        self.label.setWordWrap(True)
        self.button = QPushButton(self.tr("Got it"))
        self.button.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        parent.installEventFilter(self)
        self.setVisible(not self.seen())
        self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def seen(self) -> bool:
        """Whether the hints were dismissed before (in the settings)."""
        value = self.settings.value(HINTS_KEY, False)
        return value is True or str(value).lower() == "true"

    def dismiss(self) -> None:
        """Got it: hide the hints for good."""
        self.settings.setValue(HINTS_KEY, True)
        self.hide()
        self.dismissed.emit()

    def show_again(self) -> None:
        """Help ▸ Show Hints."""
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Along the bottom of the parent (the board view)."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(parent.width() - 20, 820)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 12)
