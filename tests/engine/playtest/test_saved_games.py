"""A batch's games as game files (gkr-map playtest --save-games): the workers send the
actions back only when asked, the batch's result is the same either way, and every saved
file validates against its schema and replays to its recorded result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.files.resources import schema_path
from engine.game.catalog_file import standin_catalog
from engine.game.sandbox.gamefile import dumps_game, final_state, load_game
from engine.playtest.modes import StandardMode
from engine.playtest.runner import run_playtest
from engine.playtest.solo_batch import run_solo_playtest
from engine.selfplay.game_record import KeptGame
from engine.selfplay.games import play_batch_game
from gkr_studio.cli.game_chooser import GameChooser, SaveGamesError, game_file_name, parse_which
from tests.engine.game.helpers import the_map

FINAL_STAND = the_map("final-stand")


def schema_errors(path) -> list[str]:
    from jsonschema import Draft202012Validator

    schema = json.loads(schema_path("game").read_text(encoding="utf-8"))
    data = json.loads(path.read_text(encoding="utf-8"))
    return [e.message for e in Draft202012Validator(schema).iter_errors(data)]


@pytest.fixture(scope="module")
def kept() -> tuple[object, list[tuple[int, KeptGame | None]]]:
    games: list[tuple[int, KeptGame | None]] = []
    result = run_playtest(
        FINAL_STAND, 4, 3, bot="full", keep_games=lambda i, g: games.append((i, g))
    )
    return result, games


def test_the_result_is_the_same_with_the_games_kept(kept):
    result, games = kept
    assert run_playtest(FINAL_STAND, 4, 3, bot="full").to_json() == result.to_json()
    assert sorted(i for i, _ in games) == [0, 1, 2, 3]
    wins = [0.0, 0.0]
    for _, g in games:
        assert g is not None and g.result is not None and g.actions
        for q in g.result.winners:
            wins[q] += 1 / len(g.result.winners)
    assert wins == [s.wins for s in result.seats]


def test_without_the_option_nothing_is_kept():
    game = StandardMode().deal(FINAL_STAND, 0, 3, "random", None, "duplicate")
    record, kept = play_batch_game(FINAL_STAND, game)
    assert kept is None
    assert play_batch_game(FINAL_STAND, game, keep=True) == (
        record,
        play_batch_game(FINAL_STAND, game, keep=True)[1],
    )  # keeping the game changes nothing of its record


def test_every_saved_game_validates_and_replays_to_its_recorded_winner(kept, tmp_path):
    _, games = kept
    chooser = GameChooser(
        ("all", None),
        str(tmp_path / "games"),
        FINAL_STAND,
        standin_catalog(),
        3,
        "duplicate",
        "standard",
    )
    chooser.check_folder()
    for i, g in games:
        chooser.offer(i, g)
    paths = chooser.write()
    assert len(paths) == 4
    for path, (i, g) in zip(paths, sorted(games, key=lambda x: x[0])):
        assert g is not None and g.result is not None
        start = "1F" if g.result.winners == (0,) else "9F"
        assert path.endswith(f"final-stand-seed3-game{i:04d}-{start}-won.gkrgame.json")
        assert schema_errors(tmp_path / "games" / path.rsplit("/", 1)[1]) == []
        saved = load_game(path)  # replays every action and checks the recorded result
        assert dumps_game(saved) == Path(path).read_text(encoding="utf-8")  # round trip
        assert saved.result is not None and saved.result.winners == g.result.winners
        assert final_state(saved).result == g.result
        assert saved.batch == {"seed": 3, "index": i, "design": "duplicate", "mode": "standard"}


def test_which_chooses_the_wins_losses_longest_and_shortest(kept, tmp_path):
    _, games = kept

    def chosen(which: list[str]) -> list[int]:
        c = GameChooser(
            parse_which(which, FINAL_STAND),
            str(tmp_path),
            FINAL_STAND,
            standin_catalog(),
            3,
            "duplicate",
            "standard",
        )
        for i, g in games:
            c.offer(i, g)
        return sorted(c.chosen)

    by = dict(games)
    assert chosen(["wins-of", "9F"]) == sorted(i for i, g in games if 1 in g.result.winners)
    assert chosen(["losses-of", "P2"]) == sorted(i for i, g in games if 1 not in g.result.winners)
    (longest,) = chosen(["longest"])
    (shortest,) = chosen(["shortest"])
    assert by[longest].rounds == max(g.rounds for _, g in games)
    assert by[shortest].rounds == min(g.rounds for _, g in games)


@pytest.mark.parametrize(
    "words,reason",
    [
        (["wins-of"], "--which wins-of: use all"),
        (["best"], "--which best: use all"),
        (["longest", "1F"], "--which longest 1F"),
        (["wins-of", "5F"], "no such seat"),
        (["losses-of", "P3"], "name a start (1F, 9F) or P1 to P2"),
    ],
)
def test_which_is_refused_in_one_line(words, reason):
    with pytest.raises(SaveGamesError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        parse_which(words, FINAL_STAND)


def test_solo_games_are_kept_too(tmp_path):
    games: list[tuple[int, KeptGame | None]] = []
    run_solo_playtest(
        the_map("showdown"),
        1,
        2,
        bot="full",
        design="independent",
        keep_games=lambda i, g: games.append((i, g)),
    )
    chooser = GameChooser(
        ("all", None),
        str(tmp_path),
        the_map("showdown"),
        standin_catalog(),
        2,
        "independent",
        "solo",
    )
    for i, g in games:
        chooser.offer(i, g)
    for path in chooser.write():
        assert "-P" in path or "nobody" in path
        assert load_game(path).config.mode == "solo"


@pytest.mark.slow
def test_games_kept_by_worker_processes_are_the_same(kept):
    _, games = kept
    more: list[tuple[int, KeptGame | None]] = []
    run_playtest(
        FINAL_STAND, 4, 3, bot="full", workers=2, keep_games=lambda i, g: more.append((i, g))
    )
    assert sorted(more, key=lambda x: x[0]) == sorted(games, key=lambda x: x[0])


def test_a_game_of_a_batch_is_played_again_as_a_file_where_a_seat_lost(kept):
    """What "show a game where SEAT lost" opens: the batch's own game, from its index."""
    from engine.playtest.kept_games import batch_game_file
    from engine.playtest.modes import StandardMode

    _, games = kept
    index, game = next((i, g) for i, g in games if 0 not in g.result.winners)
    saved = batch_game_file(StandardMode(), FINAL_STAND, index, 3, "full")
    assert tuple(str(a) for a in saved.actions) == game.actions
    assert saved.result == game.result and 0 not in saved.result.winners
    assert final_state(saved).result == game.result


def test_games_played_after_the_verdict_are_not_kept(monkeypatch):
    """Workers play ahead: a deal that finishes after the deciding one is left out of the
    result, and so out of the kept games; a game is handed over once its deal counts."""
    import engine.playtest.runner as runner
    from engine.playtest.modes import StandardMode
    from engine.selfplay.games import play_game
    from engine.verdicts.sequential import Verdict, VerdictTest

    def judge(units, *_args, **_kwargs):  # decided once two deals are in
        return Verdict("fair" if len(units) >= 2 else "unclear", "", (), VerdictTest())

    monkeypatch.setattr(runner, "MIN_UNITS_SEQUENTIAL", 1)
    monkeypatch.setattr(runner, "judge_sides", judge)
    batch = runner._Batch(StandardMode(), FINAL_STAND, 2, "duplicate", True, VerdictTest(), 20)
    kept: list[int] = []
    batch.keep = lambda index, game: kept.append(index)
    played = {
        i: (play_game(FINAL_STAND, i, 1, "full", design="duplicate"), f"game {i}") for i in range(6)
    }

    def add(*indexes: int) -> bool:
        return batch.add([(i, played[i]) for i in indexes])

    assert not add(0, 1) and kept == [0, 1]
    assert not add(4, 5) and kept == [0, 1]  # deal 2 waits for deal 1
    assert add(3, 2) and kept == [0, 1, 2, 3]  # deal 1 decides: deal 2 is never counted
    assert len(batch.records(prefix_only=True)) == 4
    assert sorted(batch.held) == [4, 5]


def test_which_names_a_seat_by_its_start_or_as_p_and_a_file_names_who_won():
    assert parse_which(["wins-of", "9F"], FINAL_STAND) == ("wins-of", 1)
    assert parse_which(["losses-of", "P1"], FINAL_STAND) == ("losses-of", 0)
    assert parse_which(["longest"], FINAL_STAND) == ("longest", None)
    assert (
        game_file_name("Final Stand", 1, 7, (1,), ("1F", "9F"))
        == "final-stand-seed1-game0007-9F-won.gkrgame.json"
    )
    assert (
        game_file_name("Final Stand", 1, 7, ())
        == "final-stand-seed1-game0007-nobody-won.gkrgame.json"
    )
