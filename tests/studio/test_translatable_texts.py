"""No user-visible text of the studio bypasses the catalog: a widget's label, a tooltip, a
title, a status-bar message given as a bare string (or an f-string with words in it) would
show English in French."""

from __future__ import annotations

import ast
import re

from tests.conftest import REPO

SHOWN = {
    "QLabel",
    "QPushButton",
    "QCheckBox",
    "QGroupBox",
    "QRadioButton",
    "setWindowTitle",
    "setToolTip",
    "setStatusTip",
    "setPlaceholderText",
    "addRow",
    "addItem",
    "setText",
    "QAction",
    "addMenu",
    "showMessage",
    "setHeaderLabels",
    "addTab",
    "QMenu",
    "setWhatsThis",
    "setLabelText",
    "setIconText",
    "information",
    "warning",
    "critical",
    "question",
    "show_status",
    "show_error",
    "QListWidgetItem",
    "QTableWidgetItem",
    "LegendEntry",
    "LegendSection",
    "apply",
    "apply_result",
    "commit",
    "MapEdit",
    "QUndoCommand",
}
"""Calls whose text arguments a person reads (the undo history's too: an edit's name given
to the document or a tool's commit)."""

DIALOGS = {"information", "warning", "critical", "question", "show_error"}
"""Calls with two texts, a title and a message."""

NOT_WORDS = re.compile(r"Ctrl|Shift|GKR|px|ms")


def _words(text: str) -> bool:
    """Whether ``text`` holds a word to translate (not a key name, a unit or a symbol)."""
    return sum(c.isalpha() for c in NOT_WORDS.sub("", text)) > 1


def _text_like(node: ast.expr) -> bool:
    """A text argument: a literal, or a text made by tr(), translate() or str.format()."""
    if isinstance(node, (ast.Constant, ast.JoinedStr)):
        return isinstance(node, ast.JoinedStr) or isinstance(node.value, str)
    return isinstance(node, ast.Call) and getattr(
        node.func, "attr", getattr(node.func, "id", "")
    ) in ("tr", "translate", "format")


def _bypasses(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _words(node.value)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and _words(str(v.value)) for v in node.values)
    return False


def untranslated_texts() -> list[str]:
    found = []
    for path in sorted((REPO / "gkr_studio").rglob("*.py")):
        rel = path.relative_to(REPO).as_posix()
        if rel.startswith("gkr_studio/cli/"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name in SHOWN:
                    texts = [a for a in node.args if _text_like(a)]
                    shown = texts[:2] if name in DIALOGS else texts[:1]  # the rest is data
                    found += [
                        f"{rel}:{node.lineno}: {name}({ast.unparse(a)[:60]})"
                        for a in shown
                        if _bypasses(a)
                    ]
    return found


def test_every_text_shown_goes_through_the_catalog():
    assert untranslated_texts() == []


def test_a_bare_label_is_caught():
    call = ast.parse('QLabel("Sight rules")').body[0].value  # type: ignore[attr-defined]
    assert _bypasses(call.args[0])
    entry = ast.parse('LegendEntry("alley with shots", RED)').body[0].value  # type: ignore[attr-defined]
    assert _bypasses(entry.args[0])
    shortcut = ast.parse('f"{label} (Ctrl+{i})"').body[0].value  # type: ignore[attr-defined]
    assert not _bypasses(shortcut)
    undo = ast.parse('self.commit(f"Move {what} {a} → {b}", result)').body[0].value  # type: ignore[attr-defined]
    assert _bypasses(undo.args[0])
