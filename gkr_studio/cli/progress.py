"""The progress line of long command-line work: a bar, the count, the rate and the time
left, redrawn in place on stderr when stderr is a terminal (never in what stdout gets)."""

from __future__ import annotations

import sys
import time
from typing import Callable, TextIO, TypeVar

from engine.core import _, format_decimal

T = TypeVar("T")
Progress = Callable[[int, int], None]


def clock_text(seconds: float) -> str:
    """``0:07``, ``12:34``, ``1:02:03``.

    >>> clock_text(7.4), clock_text(754), clock_text(3723)
    ('0:07', '12:34', '1:02:03')
    """
    s = max(0, round(seconds))
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02}:{s:02}" if h else f"{m}:{s:02}"


class ProgressBar:
    """``[#######.............]  140/400 games · 23.1 games/s · 0:11 left``.

    The rate is measured from the first update (a resumed sweep's first update counts the
    games read back, which took no time), so the line shows it from the second update on;
    the last update says how long the work took instead of the time left. A count that
    goes down starts a new batch (``fix --balance`` plays one per verdict). With
    ``at_most``, the total is a limit the work may stop short of (``--until-verdict``), and
    the time left is said to be at most that.
    """

    WIDTH = 30

    def __init__(
        self,
        out: TextIO,
        unit: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        at_most: bool = False,
    ) -> None:
        self.out = out
        self.unit = _("games") if unit is None else unit
        self.clock = clock
        self.at_most = at_most
        self.shown = False
        self._since: tuple[int, float] | None = None
        self._last = 0
        self._width = 0

    def update(self, done: int, total: int) -> None:
        now = self.clock()
        if self._since is None or done < self._last:
            self._since = (done, now)
        self._last = done
        first, began = self._since
        filled = self.WIDTH * done // max(1, total)
        line = (
            f"[{'#' * filled}{'.' * (self.WIDTH - filled)}] {done:>{len(str(total))}}"
            f"/{total} {self.unit}"
        )
        elapsed = now - began
        if done > first and elapsed > 0:
            rate = (done - first) / elapsed
            line += " · " + _("{rate} {unit}/s").format(
                rate=format_decimal(rate, 1, trim=False), unit=self.unit
            )
            left = clock_text((total - done) / rate)
            line += " · " + (
                _("took {time}").format(time=clock_text(elapsed))
                if done >= total
                else _("at most {time} left").format(time=left)
                if self.at_most
                else _("{time} left").format(time=left)
            )
        self.out.write("\r" + line.ljust(self._width))
        self._width = len(line)
        self.out.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.out.write("\n")
            self.out.flush()

    def clear(self) -> None:
        """Erase the line, so that a line of text can take its place (the next update
        draws the bar again below it)."""
        if self.shown:
            self.out.write("\r" + " " * self._width + "\r")
            self.out.flush()
            self.shown = False
            self._width = 0


def with_progress(
    play: Callable[[Progress | None], T], unit: str | None = None, at_most: bool = False
) -> T:
    """``play(progress)`` with a progress line on stderr when stderr is a terminal."""
    bar = ProgressBar(sys.stderr, unit, at_most=at_most) if sys.stderr.isatty() else None
    try:
        return play(bar.update if bar else None)
    finally:
        if bar:
            bar.close()
