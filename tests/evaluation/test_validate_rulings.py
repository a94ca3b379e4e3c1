"""The criteria and the rows scored apart (issue 19's rulings; the validation README)."""

from analyzer.evaluation.families import family_of
from analyzer.evaluation.metrics import Scores
from analyzer.evaluation.rulings import OLD_COMPILER_TILES, compiler_differs, judge, scored_apart


def scores(mape, groups, regret):
    return Scores(10, mape, mape, 0.5, 0.5, regret, 60.0, groups)


def test_criteria():
    assert judge(scores(25.0, 0.85, 1.10)).all  # every limit is inclusive
    assert judge(scores(24.0, None, 1.0)).all  # no (GPU, problem) group of 5: the ranking criterion does not apply
    verdict = judge(scores(25.1, 0.84, 1.11))
    assert (verdict.mape, verdict.ranking, verdict.regret, verdict.all) == (False, False, False, False)
    assert not judge(None).all and not judge(Scores(0, None, None, None, None, None, None, None)).all


def test_2021_convolution_rows_with_large_tiles_are_scored_apart():
    assert scored_apart("kt-convolution-p100", {"tile_size_x": 4, "tile_size_y": 4}) == OLD_COMPILER_TILES  # 16
    assert scored_apart("kt-convolution-titanrtx", {"tile_size_x": 3, "tile_size_y": 5}) == OLD_COMPILER_TILES  # 15
    assert scored_apart("kt-convolution-p100", {"tile_size_x": 2, "tile_size_y": 7}) is None  # 14
    assert scored_apart("kt-convolution-bh-titanrtx", {"tile_size_x": 4, "tile_size_y": 4}) is None  # 2023-24 campaign
    assert scored_apart("ktt-convolution-rtx3090", {"tile_size_x": 4, "tile_size_y": 4}) is None
    # our own 2026 measurement (validation/kt-convolution-h100), built with today's nvcc: counted whole
    assert scored_apart("kt-convolution-h100", {"tile_size_x": 4, "tile_size_y": 4}) is None


def test_compiler_differs_is_a_register_refusal_only():
    registers = ("the launch cannot run on t4: 0 blocks fit on an SM (launch cannot run: 255 registers per thread need "
                 "8192 per warp, ...)")
    assert compiler_differs(registers)
    assert not compiler_differs("the launch cannot run on t4: 0 blocks fit on an SM (launch cannot run: 70000 B of "
                                "shared memory exceed ...)")
    assert not compiler_differs("data-dependent trip count")


def test_families():
    assert {family_of(name) for name in ("kt-convolution-p100", "kt-convolution-bh-rtx3090",
                                         "ktt-convolution-rtx2080ti")} == {"convolution"}
    assert family_of("pmpp-mat-vec-mul-tiles") == family_of("pmpp-mat-vec-mul") == "mat-vec"
    assert family_of("pmpp-histogram-shared") == "histogram" and family_of("ktt-pnpoly-rtx3090") == "pnpoly"
    assert family_of("my-new-case") == "my-new-case"
