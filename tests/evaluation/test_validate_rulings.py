"""The criteria (the validation README, "How a case is judged"), and the rows scored apart and
the families as the cases' data (case.yaml keys, or validation/shared-cases.yaml by case folder)."""

from pathlib import Path

import pytest

from analyzer.errors import InputError
from analyzer.evaluation.case_notes import DEFAULT_NOTES, CaseNotes, case_notes, load_notes, parse_notes
from analyzer.evaluation.metrics import Scores
from analyzer.evaluation.rulings import compiler_differs, judge

ROOT = Path(__file__).resolve().parents[2]
SHARED = load_notes(DEFAULT_NOTES)


def scores(mape, groups, regret):
    return Scores(10, mape, mape, 0.5, 0.5, regret, 60.0, groups)


def test_criteria():
    assert judge(scores(25.0, 0.85, 1.10)).all  # every limit is inclusive
    assert judge(scores(24.0, None, 1.0)).all  # no (GPU, problem) group of 5: the ranking criterion does not apply
    verdict = judge(scores(25.1, 0.84, 1.11))
    assert (verdict.mape, verdict.ranking, verdict.regret, verdict.all) == (False, False, False, False)
    assert not judge(None).all and not judge(Scores(0, None, None, None, None, None, None, None)).all


def _apart(case_id, config):
    return SHARED.get(case_id, CaseNotes()).apart_reason(config)


def test_2021_convolution_rows_with_large_tiles_are_scored_apart():
    assert DEFAULT_NOTES == ROOT / "validation" / "shared-cases.yaml"
    old = "scored apart: 2021 campaign, tile_size_x * tile_size_y >= 15 (measured binary not rebuilt today)"
    assert _apart("kt-convolution-p100", {"tile_size_x": 4, "tile_size_y": 4}) == old  # 16
    assert _apart("kt-convolution-titanrtx", {"tile_size_x": 3, "tile_size_y": 5}) == old  # 15
    assert _apart("kt-convolution-p100", {"tile_size_x": 2, "tile_size_y": 7}) is None  # 14
    assert _apart("kt-convolution-bh-titanrtx", {"tile_size_x": 4, "tile_size_y": 4}) is None  # 2023-24 campaign
    assert _apart("ktt-convolution-rtx3090", {"tile_size_x": 4, "tile_size_y": 4}) is None
    # the seven cases of the 2021 campaign, and only they
    assert sorted(name for name, notes in SHARED.items() if notes.scored_apart) == [
        f"kt-convolution-{gpu}" for gpu in ("gtx1080ti", "gtxtitanx", "k20m", "p100", "rtx2070super", "titanrtx", "v100")]
    # our own 2026 measurement (validation/kt-convolution-h100), built with today's nvcc: counted whole
    assert _apart("kt-convolution-h100", {"tile_size_x": 4, "tile_size_y": 4}) is None


def test_a_case_yaml_says_its_own_notes():
    rule = {"when": "block_size_x > 512", "reason": "too wide"}
    shared = {"c": CaseNotes("from-file", ())}
    notes = case_notes({"family": "mine", "scored_apart": [rule]}, "c", shared, "case.yaml")
    assert notes.family == "mine" and notes.apart_reason({"block_size_x": 1024}) == "too wide"
    assert notes.apart_reason({"block_size_x": 256}) is None
    assert case_notes({}, "c", shared, "case.yaml").family == "from-file"
    with pytest.raises(InputError, match="scored_apart"):
        parse_notes({"scored_apart": [{"when": 1}]}, "case.yaml")


def test_compiler_differs_is_a_register_refusal_only():
    registers = ("the launch cannot run on t4: 0 blocks fit on an SM (launch cannot run: 255 registers per thread need "
                 "8192 per warp, ...)")
    assert compiler_differs(registers)
    assert not compiler_differs("the launch cannot run on t4: 0 blocks fit on an SM (launch cannot run: 70000 B of "
                                "shared memory exceed ...)")
    assert not compiler_differs("data-dependent trip count")


def test_families():
    def family(case_id):
        return SHARED.get(case_id, CaseNotes()).family or case_id
    assert {family(name) for name in ("kt-convolution-p100", "kt-convolution-bh-rtx3090",
                                      "ktt-convolution-rtx2080ti")} == {"convolution"}
    assert family("pmpp-mat-vec-mul-tiles") == family("pmpp-mat-vec-mul") == "mat-vec"
    assert family("pmpp-histogram-shared") == "histogram" and family("ktt-pnpoly-rtx3090") == "pnpoly"
    assert family("my-new-case") == "my-new-case"


def test_own_cases_say_their_family_in_case_yaml():
    import yaml

    own = sorted((ROOT / "validation").glob("*/case.yaml"))
    assert len(own) >= 40
    assert all(isinstance(yaml.safe_load(path.read_text(encoding="utf-8")).get("family"), str) for path in own)
