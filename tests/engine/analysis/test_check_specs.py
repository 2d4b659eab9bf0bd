"""The check specs (engine.analysis.checklist): one definition per check, read by the
analysis, the repair, the help and the command line; a check passes exactly when its
shortfall is 0, on any map."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import engine.analysis.checklist as checklist
from engine import Hex, Side
from engine.analysis import CHECK_IDS, CHECK_SPECS, DEFAULT_CONFIG, AnalysisConfig, analyse
from engine.analysis.facts import MapFacts
from engine.analysis.report import Severity
from engine.analysis.symmetry import symmetries_held
from engine.analysis.team_metrics import team_gaps, teams_alternate
from engine.mapmodel.model import GameMap, draft_problems
from engine.repair import COST_ORDER, passes, shortfall
from engine.rules import RULE_ID, find_ruling
from tests.engine.analysis.analysis_maps import builtin, make_map, symmetric_maps, valid_maps

_RANK = {Severity.INFO: 0, Severity.WARNING: 1, Severity.ERROR: 2}


@st.composite
def any_maps(draw) -> GameMap:
    """Random maps (drafts too), maps symmetric by construction, and the printed maps with
    a few buildings toggled; on either side."""
    kind = draw(st.sampled_from(("random", "symmetric", "printed")))
    if kind == "random":
        m = draw(valid_maps(max_buildings=20))
    elif kind == "symmetric":
        m = draw(symmetric_maps())[1]
    else:
        m = builtin(
            draw(
                st.sampled_from(
                    ("showdown", "salvage-city", "citadel", "final-stand", "three-walls")
                )
            )
        )
        for h in draw(st.lists(st.sampled_from(sorted(m.building_hexes)), max_size=2, unique=True)):
            m = m.without_building(h) if draw(st.booleans()) else m.with_demolished(h, True)
    if m.side is Side.STANDARD and draw(st.booleans()):
        m = m.with_side(Side.FALLOUT)
    return m


@settings(max_examples=150, deadline=None)
@given(any_maps())
def test_every_check_passes_exactly_when_its_shortfall_is_0(m: GameMap) -> None:
    """The verdict and the repair's measure are one formula: on any map, a check's findings
    are all passes iff its shortfall is 0, and a shortfall is never negative."""
    facts = MapFacts(m, DEFAULT_CONFIG)
    for spec in CHECK_SPECS:
        findings = spec.run(facts)
        short = spec.shortfall(facts)
        assert short >= 0, spec.id
        assert all(c.ok for c in findings) == (short == 0), (spec.id, short, findings)
        assert all(c.id == spec.id for c in findings)
        assert all(_RANK[c.severity] <= _RANK[spec.severity] for c in findings)
        assert all(c.severity is spec.severity for c in findings if c.ok)
        assert passes(facts, spec.id) == (short == 0)
        if spec.repairable:
            assert shortfall(facts, spec.id) == short


@settings(max_examples=150, deadline=None)
@given(any_maps())
def test_the_shortfalls_are_zero_where_the_rules_say_the_map_is_fine(m: GameMap) -> None:
    """Each verdict restated from its rule (R-GUIDE-1, G-ALLEY, R-GUIDE-2, R-TAG-2, the box,
    the symmetries about 5F, the fallout deploy, a finished map, a way out of each start,
    the exposure thresholds, R-TEAM-1's teams), against the spec's shortfall."""
    f = MapFacts(m, DEFAULT_CONFIG)
    cfg = DEFAULT_CONFIG
    seats = len(m.starts) >= 2
    seen = [n for n, _ in f.exposure_counts] or [0]
    ok = {
        "players": not draft_problems(m),
        "start-distance": not seats
        or all(
            cfg.start_distance[0]
            <= min(s.distance(o) for o in m.starts if o != s)
            <= cfg.start_distance[1]
            for s in m.starts
        ),
        "alley-shots": len(f.sight.potential_alleys()) >= cfg.min_potential_alley_shots,
        "building-reach": not seats
        or max(map(len, f.buildings_in_reach)) - min(map(len, f.buildings_in_reach))
        <= cfg.max_reach_spread,
        "undemolishable-building": all(
            len(f.taggable_faces(b)) >= cfg.tags_to_demolish for b in m.intact_hexes
        ),
        "building-count": len(m.buildings) <= cfg.max_buildings,
        "symmetry": not seats or bool(symmetries_held(m)),
        "deploy-zone": not seats or m.side is not Side.FALLOUT or all(f.deploy),
        "start-blocked": not seats
        or (
            all(f.free_neighbors)
            and len(f.walk_groups) == 1
            and min(f.farthest_first_move) >= cfg.min_escape_distance
        ),
        "seat-exposure": not seats
        or not (
            max(seen) - min(seen) >= cfg.exposure_min_difference
            and max(seen) > cfg.exposure_ratio * min(seen)
        ),
        "team-balance": not f.teams
        or (
            teams_alternate(m, (f.teams[0].seats, f.teams[1].seats))
            and not any(g.off for g in team_gaps(f.teams[0], f.teams[1], cfg))
        ),
    }
    for check_id, fine in ok.items():
        assert (checklist.spec_of(check_id).shortfall(f) == 0) == fine, check_id


def test_the_registry_lists_each_check_once_in_report_order() -> None:
    assert len(set(CHECK_IDS)) == len(CHECK_IDS) == len(CHECK_SPECS)
    assert CHECK_IDS == tuple(s.id for s in CHECK_SPECS)  # the config's ids are the specs'
    assert CHECK_IDS[0] == "players"
    assert [c.id for c in analyse(builtin("showdown")).checks] == [
        i for i in CHECK_IDS if i != "deploy-zone"
    ]
    assert set(COST_ORDER) == {s.id for s in CHECK_SPECS if s.repairable}
    assert "players" not in COST_ORDER and checklist.spec_of("players").designer_fix


def test_each_check_is_one_module_named_after_its_id() -> None:
    """Adding a check is one module: ``check_<id>.py`` with its ``SPEC``, in the registry."""
    folder = Path(checklist.__file__).parent
    modules = sorted(p.stem for p in folder.glob("check_*.py") if p.stem != "check_spec")
    assert modules == sorted("check_" + i.replace("-", "_") for i in CHECK_IDS)
    for spec in CHECK_SPECS:
        module = getattr(checklist, "check_" + spec.id.replace("-", "_"))
        assert module.SPEC is spec


def test_every_spec_names_real_rules_and_thresholds() -> None:
    """The rule ids a spec rests on are in the rules reference, and every id its summary
    cites is among them; its thresholds are AnalysisConfig fields, and every threshold
    but ``disabled`` is read by some check."""
    fields = set(AnalysisConfig.reasons()) - {"disabled"}
    read: set[str] = set()
    for spec in CHECK_SPECS:
        assert spec.summary and spec.id in CHECK_IDS
        assert all(find_ruling(r) is not None for r in spec.rules), spec.id
        assert set(RULE_ID.findall(spec.summary)) <= set(spec.rules), spec.id
        assert set(spec.thresholds) <= fields, spec.id
        read |= set(spec.thresholds)
    assert read == fields


def test_a_threshold_changes_the_verdict_and_the_shortfall_together() -> None:
    """R-GUIDE-1: Salvage City's starts are 7 or 8 apart; asking for 9 fails them and the
    shortfall counts the hexes missing, seat by seat."""
    m = builtin("salvage-city")
    cfg = AnalysisConfig(start_distance=(9, 9))
    f = MapFacts(m, cfg)
    d = [min(s.distance(o) for o in m.starts if o != s) for s in m.starts]
    assert shortfall(f, "start-distance") == sum(9 - x for x in d) > 0
    assert not any(c.ok for c in analyse(m, cfg).by_id("start-distance"))


def test_the_worked_example_of_a_new_check_in_the_architecture_page_runs(monkeypatch) -> None:
    """docs/architecture.md's example module, put in the registry, is a check of the report,
    of the repair and of the config, and its example tests pass."""
    page = (Path(__file__).parents[3] / "docs" / "architecture.md").read_text(encoding="utf-8")
    blocks = page.split("## How to add a check", 1)[1].split("## How to add a mode")[0]
    module_code, test_code = (b.split("```")[0] for b in blocks.split("```python\n")[1:3])
    module: dict[str, object] = {"__name__": "check_few_buildings"}
    exec(compile(module_code, "check_few_buildings.py", "exec"), module)
    spec = module["SPEC"]
    assert isinstance(spec, checklist.CheckSpec) and spec.id == "few-buildings"
    search = sys.modules["engine.repair.search"]
    specs = checklist.CHECK_SPECS + (spec,)
    monkeypatch.setattr(sys.modules["engine.analysis.analyse"], "CHECK_SPECS", specs)
    monkeypatch.setitem(checklist._BY_ID, spec.id, spec)
    monkeypatch.setattr(search, "CHECK_IDS", checklist.CHECK_IDS + (spec.id,))
    monkeypatch.setattr(
        sys.modules["engine.analysis.config"], "CHECK_IDS", checklist.CHECK_IDS + (spec.id,)
    )
    monkeypatch.setattr(search, "REPAIRABLE", checklist.REPAIRABLE + (spec.id,))
    monkeypatch.setattr(search, "COST_ORDER", (spec.id,) + checklist.COST_ORDER)
    assert not AnalysisConfig().without(spec.id).enabled(spec.id)
    tests: dict[str, object] = {"__name__": "test_few_buildings"}
    exec(compile(test_code, "test_few_buildings.py", "exec"), tests)
    names = [n for n in tests if n.startswith("test_")]
    assert names
    for name in names:
        test = tests[name]
        assert callable(test)
        test()


def test_a_walled_off_seat_counts_in_the_start_blocked_shortfall() -> None:
    """A ring of buildings two hexes round 5F boxes its Heavy Hitter in and walls it off
    from 1A: the shortfall is the hexes its first move falls short plus one for the wall."""
    walls = " ".join(str(h) for h in Hex.parse("5F").ring(2))
    f = MapFacts(make_map("5F 1A", walls), DEFAULT_CONFIG)
    need, far = DEFAULT_CONFIG.min_escape_distance, f.farthest_first_move[0]
    assert far < need and len(f.walk_groups) == 2
    assert shortfall(f, "start-blocked") == (need - far) + 1
    assert [c.ok for c in checklist.spec_of("start-blocked").run(f)] == [False, False]
