"""Write the generated pages of the documentation site from their one source.

    python scripts/make_docs.py           # write docs/cli.md, docs/rules.md, docs/fr/rules.md
    python scripts/make_docs.py --check   # exit 1 (naming the pages) when they are stale

``docs/cli.md`` is made from the argparse parsers of ``gkr-map`` (``gkr_studio/cli/``),
``docs/rules.md`` and its French twin ``docs/fr/rules.md`` from the packaged rules reference
(``engine/rules/reference.json``). ``tests/test_docs.py`` regenerates them and compares them
with the files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from engine.core.messages import current_language, set_language  # noqa: E402
from engine.rules import reference_markdown  # noqa: E402
from gkr_studio.cli import build_parser  # noqa: E402

DOCS = REPO / "docs"
CLI_INTRO = (
    "Every subcommand of `gkr-map`, its arguments and options, as its parser"
    " defines them. The [command-line guide](command-line.md) shows them at work."
)
GENERATED_NOTE = (
    "<!-- Made by scripts/make_docs.py from the parsers in gkr_studio/cli/:"
    " edit them, not this page. -->"
)


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:  # argparse keeps its subparsers only there
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _cell(text: str) -> str:
    text = " ".join(text.split())
    for char, escaped in (("\\", "\\\\"), ("|", "\\|"), ("*", "\\*"), ("_", "\\_"), ("<", "&lt;")):
        text = text.replace(char, escaped)
    return text


def _argument(action: argparse.Action) -> str:
    if not action.option_strings:
        name = action.metavar if isinstance(action.metavar, str) else action.dest
        suffix = {"?": f"[{name}]", "*": f"[{name} ...]", "+": f"{name} [{name} ...]"}
        return suffix.get(str(action.nargs), str(name))
    if action.nargs == 0:
        return ", ".join(action.option_strings)
    metavar = action.metavar if isinstance(action.metavar, str) else action.dest.upper()
    if action.choices is not None and action.metavar is None:
        metavar = "{" + ",".join(str(c) for c in action.choices) + "}"
    return ", ".join(f"{o} {metavar}" for o in action.option_strings)


def _help(action: argparse.Action) -> str:
    text = _cell(action.help or "")
    if "%(" in text:
        text = text % {"default": action.default, "prog": "gkr-map", "choices": action.choices}
    if (
        action.choices is not None
        and action.option_strings
        and not all(str(c) in text for c in action.choices)
    ):
        choices = ", ".join(f"`{c}`" for c in action.choices)
        text = f"{text} (one of {choices})" if text else f"one of {choices}"
    return text


def _usage(name: str, parser: argparse.ArgumentParser) -> str:
    positionals = [
        _argument(a)
        for a in parser._actions
        if not a.option_strings and not isinstance(a, argparse._HelpAction)
    ]
    return " ".join(["gkr-map", name, "[options]", *positionals])


def cli_reference_markdown() -> str:
    """The command-line reference page, from the parsers."""
    speaking = current_language()
    set_language("en")  # the page gives the English help, whatever the environment's language
    try:
        parser = build_parser()
    finally:
        set_language(speaking)
    lines = [
        "# Command-line reference",
        "",
        GENERATED_NOTE,
        "",
        CLI_INTRO,
        "",
        _cell(parser.description or ""),
        "",
        "Every command prints bad input as one line per problem on stderr and exits"
        " with status 1; `gkr-map --version` prints the version.",
        "",
        "The texts — reports, refusals and `--help` — follow the environment's language"
        " (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`); the global option"
        " `--lang en|fr`, before the subcommand, chooses one (`gkr-map --lang fr check"
        " FILE`, `gkr-map --lang fr playtest --help`). JSON output is the same in every"
        " language but for its text fields (`message`). This page gives the English"
        " help.",
        "",
    ]
    for name, sub in _subcommands(parser).items():
        lines += [
            f"## gkr-map {name}",
            "",
            "```",
            _usage(name, sub),
            "```",
            "",
            _cell(sub.description or ""),
            "",
            "| argument | what it does |",
            "|---|---|",
        ]
        for action in sub._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            argument = _argument(action).replace("|", "\\|")
            lines.append(f"| `{argument}` | {_help(action)} |")
        lines.append("")
    return "\n".join(lines)


def _with_twin(page: str, link: str) -> str:
    """``page`` with a line under its title that links to the same page in the other language."""
    title, rest = page.split("\n", 1)
    return f"{title}\n\n{link}\n{rest}"


def generated_pages() -> dict[Path, str]:
    """Each generated page and the text it should hold."""
    return {
        DOCS / "cli.md": cli_reference_markdown(),
        DOCS / "rules.md": _with_twin(
            reference_markdown("en"), "*En français : [Référence des règles](fr/rules.md).*"
        ),
        DOCS / "fr" / "rules.md": _with_twin(
            reference_markdown("fr"), "*In English: [Rules reference](../rules.md).*"
        ),
    }


def main(argv: list[str] | None = None) -> int:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--check", action="store_true", help="only say which pages are stale")
    check = args.parse_args(argv).check
    stale = []
    for path, text in generated_pages().items():
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(path)
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(REPO)}")
    if check and stale:
        for path in stale:
            print(
                f"{path.relative_to(REPO)} is stale: run python scripts/make_docs.py",
                file=sys.stderr,
            )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
