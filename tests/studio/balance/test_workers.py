"""The balance worker object reports a failure in one line (gkr_studio.balance.workers)."""

from __future__ import annotations

from gkr_studio.balance.workers import BatchWorker


class _Failing(BatchWorker):
    def __init__(self, error: Exception) -> None:
        super().__init__()
        self.error = error

    def play(self) -> object:
        raise self.error


def _failure(error: Exception) -> list[str]:
    worker = _Failing(error)
    said: list[str] = []
    finished: list[object] = []
    worker.failed.connect(said.append)
    worker.finished.connect(finished.append)
    worker.run()
    assert not finished
    return said


def test_an_unexpected_error_over_several_lines_is_reported_in_one(qtbot):
    said = _failure(
        RuntimeError(
            "\n  An attempt was made to start a process\n  too early.\n\n"
            "  Use the proper idiom:\n    if __name__ == '__main__': ...\n"
        )
    )
    assert said == [
        "the playtest stopped: RuntimeError: An attempt was made to start a process too early."
    ]
