"""The documentation: the site builds with warnings as errors, its generated pages are current,
every rule id the code cites is in the rules reference, every internal link resolves, and the
engine API page's examples run."""

from __future__ import annotations

import argparse
import doctest
import importlib.util
import re
import subprocess
import sys
import unicodedata
from pathlib import Path
from types import ModuleType

import pytest

from engine.rules import RULE_ID, find_ruling, rulings
from tests.conftest import REPO

DOCS = REPO / "docs"
PAGES = sorted(DOCS.rglob("*.md"))
LINK = re.compile(r"(?<!!)\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} (.+?)\s*$", re.M)
EXPLICIT_ANCHOR = re.compile(r"\{#([\w-]+)\}\s*$")
FENCE = re.compile(r"^```.*?^```", re.M | re.S)
CODE_SPAN = re.compile(r"`[^`\n]*`")


def _make_docs() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_docs", REPO / "scripts" / "make_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_pages_are_current():
    """docs/cli.md (from the argparse parsers) and docs/rules.md (from the packaged rules
    reference) are what scripts/make_docs.py makes today."""
    for path, text in _make_docs().generated_pages().items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.relative_to(REPO)} is stale: run python scripts/make_docs.py"
        )


def test_the_cli_reference_names_every_subcommand_and_option():
    from gkr_studio.cli import build_parser

    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    subcommands = _make_docs()._subcommands(build_parser())
    assert {"validate", "check", "fix", "generate", "los", "render", "playtest", "rules"} <= set(
        subcommands
    )
    for name, parser in subcommands.items():
        assert f"## gkr-map {name}\n" in text
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            for option in action.option_strings:
                assert option in text, (name, option)


def test_the_site_builds_with_warnings_as_errors(tmp_path):
    """mkdocs build --strict: a broken link, anchor or nav entry fails the build."""
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "mkdocs",
            "build",
            "--strict",
            "--config-file",
            str(REPO / "mkdocs.yml"),
            "--site-dir",
            str(tmp_path / "site"),
        ],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "site" / "rules" / "index.html").is_file()
    assert (tmp_path / "site" / "fr" / "rules" / "index.html").is_file()
    assert (tmp_path / "site" / "fr" / "studio" / "index.html").is_file()
    assert (tmp_path / "site" / "screens" / "09-playtest.png").is_file()


def _cited_ids() -> dict[str, set[str]]:
    cited: dict[str, set[str]] = {}
    for folder in ("engine", "gkr_studio", "tests"):
        for path in sorted((REPO / folder).rglob("*")):
            if not path.is_file() or path.suffix not in {".py", ".md", ".txt", ".json"}:
                continue
            for rule_id in RULE_ID.findall(path.read_text(encoding="utf-8", errors="replace")):
                cited.setdefault(rule_id, set()).add(str(path.relative_to(REPO)))
    return cited


def test_every_rule_id_the_code_cites_is_in_the_rules_reference():
    cited = _cited_ids()
    assert "R-LOS-3" in cited and "G-REACH" in cited  # the scan sees the code
    unknown = {
        rule_id: sorted(where)[:3]
        for rule_id, where in cited.items()
        if find_ruling(rule_id) is None
    }
    assert not unknown, f"ids cited but not in engine/rules/reference.json: {unknown}"


def test_every_rule_id_the_docs_cite_is_in_the_rules_reference():
    for path in [*PAGES, REPO / "README.md"]:
        for rule_id in RULE_ID.findall(path.read_text(encoding="utf-8")):
            assert find_ruling(rule_id) is not None, (path.name, rule_id)


def test_the_reference_holds_the_rulings_that_lived_only_in_prose():
    """R-PILOT-1..3, R-ACH-1/2, R-SOLO-2 and R-TEAM-2..5 lived in README paragraphs and
    docstrings; R-TEAM-6 is new. Each has a title, a text and the rulebook place it rests on."""
    ids = [r.id for r in rulings()]
    assert len(ids) == len(set(ids))
    for rule_id in (
        "R-PILOT-1",
        "R-PILOT-2",
        "R-PILOT-3",
        "R-ACH-1",
        "R-ACH-2",
        "R-SOLO-2",
        "R-TEAM-2",
        "R-TEAM-3",
        "R-TEAM-4",
        "R-TEAM-5",
        "R-TEAM-6",
    ):
        ruling = find_ruling(rule_id)
        assert ruling is not None, rule_id
        assert ruling.title and len(ruling.text) > 40 and "rulebook" in ruling.source.lower()


def _anchors(path: Path) -> set[str]:
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    anchors = set()
    for heading in HEADING.findall(text):
        explicit = EXPLICIT_ANCHOR.search(heading)
        if explicit:
            anchors.add(explicit.group(1))
            continue
        # as the toc extension's slugify: accents dropped (« Référence » → reference)
        ascii_heading = (
            unicodedata.normalize("NFKD", heading.replace("`", ""))
            .encode("ascii", "ignore")
            .decode("ascii")
        )
        slug = re.sub(r"[^\w\s-]", "", ascii_heading).strip().lower()
        anchors.add(re.sub(r"[-\s]+", "-", slug))
    return anchors


def _internal_links(path: Path) -> list[str]:
    text = CODE_SPAN.sub("", FENCE.sub("", path.read_text(encoding="utf-8")))
    links = [a or b for a, b in LINK.findall(text)]
    return [link for link in links if not re.match(r"^[a-z][a-z0-9+.-]*:", link)]


@pytest.mark.parametrize(
    "path", [*PAGES, REPO / "README.md"], ids=lambda p: p.relative_to(REPO).as_posix()
)
def test_every_internal_link_resolves(path):
    """Each relative link names a file that exists and, with #anchor, a heading in it."""
    for link in _internal_links(path):
        target, _, anchor = link.partition("#")
        file = (path.parent / target).resolve() if target else path
        assert file.exists(), f"{path.name}: {link} -> no such file"
        if anchor and file.suffix == ".md":
            assert anchor in _anchors(file), f"{path.name}: {link} -> no such heading"


def test_the_link_check_sees_a_broken_link(tmp_path):
    page = tmp_path / "page.md"
    page.write_text(
        "# Title\n\n[ok](#title) [bad](#nowhere) [gone](missing.md)\n`[code](not-a-link.md)`\n",
        encoding="utf-8",
    )
    assert _internal_links(page) == ["#title", "#nowhere", "missing.md"]
    assert _anchors(page) == {"title"}
    page.write_text("# Référence des règles\n\n## Où se pose un Tag ?\n", encoding="utf-8")
    assert _anchors(page) == {"reference-des-regles", "ou-se-pose-un-tag"}


def test_the_engine_api_page_examples_run():
    """The examples of docs/engine-api.md are doctests."""
    result = doctest.testfile(
        str(DOCS / "engine-api.md"),
        module_relative=False,
        optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE,
    )
    assert result.attempted > 0 and result.failed == 0


def test_the_readme_is_short_and_keeps_the_two_set_up_commands_at_the_top():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 200
    head = text[:1200]
    assert "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/gkr-studio" in head
    assert (
        "python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && .venv/bin/pytest -q"
        in head
    )


def test_every_screenshot_is_shown_in_the_docs():
    shown = "\n".join(page.read_text(encoding="utf-8") for page in PAGES)
    screens = sorted((DOCS / "screens").glob("*.png"))
    assert screens
    for screen in screens:
        assert re.search(rf"\((?:\.\./)?screens/{re.escape(screen.name)}\)", shown), screen.name


FRENCH = sorted((DOCS / "fr").glob("*.md"))


def _nav_pages() -> list[str]:
    return re.findall(r":\s*(\S+\.md)\s*$", (REPO / "mkdocs.yml").read_text(encoding="utf-8"), re.M)


@pytest.mark.parametrize("page", FRENCH, ids=lambda p: p.name)
def test_each_french_page_is_in_the_nav_and_linked_both_ways_with_its_english_twin(page):
    """docs/fr/studio.md, playtest.md and rules.md sit in the site's « Français » section,
    link to their English page, and the English page links back."""
    assert f"fr/{page.name}" in _nav_pages()
    english = DOCS / page.name
    assert f"(../{page.name})" in page.read_text(encoding="utf-8")
    assert f"(fr/{page.name})" in english.read_text(encoding="utf-8")


def test_the_french_guide_is_the_studio_the_playtest_and_the_rules():
    assert {p.name for p in FRENCH} >= {"studio.md", "playtest.md", "rules.md"}
    text = (DOCS / "fr" / "studio.md").read_text(encoding="utf-8")
    assert all(f"(../screens/fr-{n}" in text for n in ("01-", "02-", "03-", "04-", "05-"))
