"""What bit sets in machine words buy the bots: two of their inner loops, on masks taken
from real games, with a board mask as one 170-bit Python integer (the bots' layout before
:func:`engine.geometry.bitboard.words`) against the same loops on masks split into three 63-bit
words that mypyc keeps unboxed (``i64`` fields of a native class), both compiled by mypyc
in one module, in one run. (The bots now keep a gun's shots and the threats they face as
three 60-bit words in plain ``int`` fields: ``engine.bots.scene_fire.GunPair`` and ``Threat``.)

* **spread**: the expected damage of a list of threats on each hex of a region, summed
  hex by hex (as ``engine.bots.moving.spread``, reading each mask a byte at a time through
  ``engine.geometry.bitboard.bit_indexes``);
* **threat sum**: the damage on one hex with its flank (as
  ``engine.bots.scene_fire.threat_sum``), asked for every hex a threat reaches.

The threats are those the full bot priced in the first Heavy Hitter moves of a few Showdown
games (pure Python, to collect them). Both versions must give the same numbers; the script
exits with 1 when they do not. It needs a C compiler (mypyc builds the module).

    python benchmarks/bench_words.py [--games 3] [--repeat 3]
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

KERNELS = '''
from __future__ import annotations

from typing import Final

from mypy_extensions import i64

SIZE: Final = 170
WORD: Final = 63
LOW: Final = (1 << 63) - 1
_BITS_OF_BYTE: Final[list[tuple[int, ...]]] = [tuple(k for k in range(8) if v >> k & 1)
                                                for v in range(256)]

{bit_indexes}

def spread_int(threats: list[tuple[int, float, float, int]]) -> list[float]:
    found = [0.0] * SIZE
    for hexes, worth, _, _ in threats:
        for i in bit_indexes(hexes):
            found[i] += worth
    return found


def threat_sum_int(pairs: list[tuple[int, float, float, int]], bx: int, flank: int) -> float:
    total = 0.0
    for hexes, worth, flanked, origin in pairs:
        if hexes & bx:
            total += flanked if origin & flank else worth
    return total


class Threat:
    """A threat with its hexes as three 63-bit words, and the attacker's cell."""

    __slots__ = ("w0", "w1", "w2", "worth", "flanked", "origin")

    def __init__(self, w0: i64, w1: i64, w2: i64, worth: float, flanked: float,
                 origin: i64) -> None:
        self.w0 = w0
        self.w1 = w1
        self.w2 = w2
        self.worth = worth
        self.flanked = flanked
        self.origin = origin


def _add_word(found: list[float], m: i64, base: i64, worth: float) -> None:
    """Add ``worth`` on every hex of one word (read a byte at a time, as ``bit_indexes``)."""
    table = _BITS_OF_BYTE
    while m != 0:
        byte = m & 255
        if byte != 0:
            for k in table[byte]:
                found[base + k] += worth
        m >>= 8
        base += 8


def spread_words(threats: list[Threat]) -> list[float]:
    found = [0.0] * SIZE
    for t in threats:
        _add_word(found, t.w0, 0, t.worth)
        _add_word(found, t.w1, WORD, t.worth)
        _add_word(found, t.w2, 2 * WORD, t.worth)
    return found


def threat_sum_words(threats: list[Threat], cell: i64, f0: i64, f1: i64, f2: i64) -> float:
    word = cell // WORD
    shift = cell - word * WORD
    total = 0.0
    for t in threats:
        m = t.w0 if word == 0 else t.w1 if word == 1 else t.w2
        if (m >> shift) & 1:
            o = t.origin
            if o < 0:
                total += t.worth
                continue
            ow = o // WORD
            of = f0 if ow == 0 else f1 if ow == 1 else f2
            total += t.flanked if (of >> (o - ow * WORD)) & 1 else t.worth
    return total


def words(m: int) -> tuple[i64, i64, i64]:
    return m & LOW, (m >> WORD) & LOW, (m >> (2 * WORD)) & LOW
'''
"""The kernels: today's loops (``bit_indexes`` is the engine's own, its source copied in
below, so that both versions are compiled alike) and the same loops on words."""


def collect(games: int) -> list[tuple[Any, ...]]:
    """The threats (already cut to the move's region) of the first Heavy Hitter moves of
    ``games`` Showdown games, as the full bot priced them."""
    from engine.bots import make_bot, moving
    from engine.files.mapfile import load_map
    from engine.files.resources import builtin_map_path
    from engine.game import new_game, observe
    from engine.geometry.bitboard import from_words

    found: list[tuple[Any, ...]] = []
    real = moving.spread

    def keep(threats: tuple[Any, ...], region: int) -> list[float]:
        found.append(
            tuple(
                (
                    from_words(t.w0, t.w1, t.w2) & region,
                    t.worth,
                    t.flanked,
                    1 << t.origin if t.origin >= 0 else 0,
                )
                for t in threats
            )
        )
        return real(threats, region)

    moving.spread = keep
    try:
        showdown = load_map(builtin_map_path("showdown"))
        for seed in range(1, games + 1):
            g = new_game(showdown, seed)
            bots = [make_bot("full", k, seed) for k in range(g.num_players)]
            while not g.is_terminal() and g.round <= 3:
                g.apply_action(bots[g.current_player()].choose(observe(g)))
    finally:
        moving.spread = real
    return [t for t in found if t]


def build(tmp: Path) -> Any:
    from engine.geometry import bitboard

    source = tmp / "words_kernels.py"
    source.write_text(
        KERNELS.replace("{bit_indexes}", inspect.getsource(bitboard.bit_indexes)), encoding="utf-8"
    )
    subprocess.run(
        [sys.executable, "-m", "mypyc", str(source)], cwd=tmp, check=True, capture_output=True
    )
    sys.path.insert(0, str(tmp))
    return importlib.import_module("words_kernels")


def best_time(fn: Callable[[], object], repeat: int, loops: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(loops):
            fn()
        best = min(best, (time.perf_counter() - start) / loops)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    from engine.bots.board_tables import flanks

    threat_lists = collect(args.games)
    with tempfile.TemporaryDirectory(prefix="gkr-words-") as tmp:
        k = build(Path(tmp))
        as_words = [
            [
                k.Threat(*k.words(h), w, fl, (o.bit_length() - 1) if o else -1)
                for h, w, fl, o in threats
            ]
            for threats in threat_lists
        ]
        as_ints = [list(threats) for threats in threat_lists]
        asks = []  # (list number, cell, flank mask) for every hex a threat reaches
        for n, threats in enumerate(as_ints):
            reach = 0
            for h, _, _, _ in threats:
                reach |= h
            for cell in k.bit_indexes(reach):
                asks.append((n, cell, flanks(cell)[0]))
        same = all(k.spread_int(a) == k.spread_words(b) for a, b in zip(as_ints, as_words))
        same = same and all(
            k.threat_sum_int(as_ints[n], 1 << cell, flank)
            == k.threat_sum_words(as_words[n], cell, *k.words(flank))
            for n, cell, flank in asks
        )
        flank_words = [(n, cell, *k.words(flank)) for n, cell, flank in asks]

        def spread_int() -> None:
            for t in as_ints:
                k.spread_int(t)

        def spread_words() -> None:
            for t in as_words:
                k.spread_words(t)

        def sum_int() -> None:
            for n, cell, flank in asks:
                k.threat_sum_int(as_ints[n], 1 << cell, flank)

        def sum_words() -> None:
            for n, cell, f0, f1, f2 in flank_words:
                k.threat_sum_words(as_words[n], cell, f0, f1, f2)

        rows = [
            ("spread", len(as_ints), spread_int, spread_words),
            ("threat sum", len(asks), sum_int, sum_words),
        ]
        pairs = sum(len(t) for t in as_ints)
        print(
            f"{len(as_ints)} lists of threats ({pairs} threats) from the first three rounds of"
            f" {args.games} Showdown games; mypyc, best of {args.repeat}"
        )
        print(f"{'loop':12} {'calls':>6} {'int µs/call':>12} {'words µs/call':>14} {'ratio':>7}")
        for name, calls, a, b in rows:
            ta = best_time(a, args.repeat, 20) / calls * 1e6
            tb = best_time(b, args.repeat, 20) / calls * 1e6
            print(f"{name:12} {calls:6d} {ta:12.2f} {tb:14.2f} {ta / tb:6.1f}x")
        print("results: " + ("identical" if same else "DIFFERENT"))
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
