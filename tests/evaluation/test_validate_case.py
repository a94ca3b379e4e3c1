"""The constructed case (tests/evaluation/data/scale-case: our own kernel, made-up times) through
the validate machinery without a compiler: the compile step returns the committed PTX of the
same translation units (nvcc 13 -arch=sm_75) and the ptxas register counts recorded with them."""

import json
import types
from pathlib import Path

import pytest

from analyzer.evaluation import runner
from analyzer.evaluation.case import load_case
from analyzer.toolchain.compile import CompiledPtx
from analyzer.evaluation.document import update_markdown, validation_document
from analyzer.evaluation.report import case_json

DATA = Path(__file__).parent / "data"
CASE = DATA / "scale-case"
PTX = DATA / "scale-ptx"


def committed_compile(jobs, workers, root=None, progress=None):
    """The compile step on committed PTX: ITEMS=3 fails as nvcc fails on the #error."""
    facts = json.loads((PTX / "ptxas.json").read_text())
    results = []
    for job in jobs:
        items = dict(job.defines)["ITEMS"]
        if items == "3":
            results.append(CompiledPtx(None, 'error: #error "ITEMS=3 is not supported"', {}, "", "", True))
        else:
            results.append(CompiledPtx(PTX / f"scale_items{items}.sm_75.ptx", "", facts[items]["registers"],
                                       facts[items]["ptxas_arch"], "", True))
    return results


@pytest.fixture(autouse=True)
def no_compiler(monkeypatch, tmp_path):
    monkeypatch.setattr(runner, "compile_all", committed_compile)
    monkeypatch.delenv("KERNELTIME_VALIDATION_SOURCES", raising=False)
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))


# Hand-chosen predictions (ms) per (grid_x, block_x, n): measured 1..8 in file order.
HAND_PREDICTED = {(8192, 128, 1048576): 1.5, (4096, 256, 1048576): 1.2, (4096, 128, 1048576): 3.3,
                  (2048, 256, 1048576): 5.0, (2048, 128, 1048576): 4.0, (1024, 256, 1048576): 6.0,
                  (16384, 256, 4194304): 7.0, (4096, 256, 4194304): 3.5}


def hand_predict(model, gpu, launch, options):
    n = 4194304 if 4194304 in options.bindings.values() else 1048576
    time_ms = HAND_PREDICTED[(launch.grid[0], launch.block[0], n)]
    if options.timing_model != "kp":
        time_ms = 2.0 * [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0][list(HAND_PREDICTED).index((launch.grid[0], launch.block[0], n))]
    return types.SimpleNamespace(time_us=1000.0 * time_ms, breakdown=())


def test_scores_through_the_whole_pipeline(monkeypatch):
    import analyzer.predict.api as api

    monkeypatch.setattr(api, "predict", hand_predict)
    result = runner.validate_case(load_case(CASE), ["kp", "mwp-cwp"], "kp")
    document = case_json(result)
    # 11 ok rows: 8 predicted on t4, 1 compile failure (ITEMS=3), 2 on a GPU without a model.
    assert (document["configs"], document["predicted"], document["failed"]) == (11, 8, 3)
    assert document["failures"] == {"no GPU model (none for 'Imaginary GPU 9000')": 2,
                                    'compile failed: error: #error "ITEMS=N is not supported"': 1}
    assert document["gpu_models"] == {"t4card": "t4", "imaginary": "(none for 'Imaginary GPU 9000')"}
    kp = document["models"]["kp"]  # the numbers of test_validate_metrics, worked by hand there
    assert kp["mape"] == pytest.approx(25.15625)
    assert kp["median_ape"] == pytest.approx(22.5)
    assert kp["spearman"] == pytest.approx(5 / 7)
    assert kp["kendall"] == pytest.approx(4 / 7)
    # Regret and top-5 are means over the (GPU, problem) groups: n = 1048576 (measured 1..6,
    # predicted 1.5 1.2 3.3 5.0 4.0 6.0: the pick measures 2.0 against the best 1.0, regret 2;
    # the five fastest predicted are the five fastest measured, 100 %) and n = 4194304 (measured
    # 7, 8, predicted 7.0, 3.5: the pick measures 8, regret 8/7; k = 2, 100 %).
    assert kp["regret"] == pytest.approx((2.0 + 8 / 7) / 2)
    assert kp["top5_overlap"] == pytest.approx(100.0)
    # spearman_groups: only the n = 1048576 group holds 5+ configurations: ranks 2 1 3 5 4 6 against
    # 1..6, d^2 = 4, rho = 1 - 6*4 / (6*35) = 31/35.
    assert kp["spearman_groups"] == pytest.approx(31 / 35)
    assert document["criteria"] == {"mape": False, "ranking": True, "regret": False, "all": False}
    assert document["family"] == "scale-case" and document["scored_apart"] == {}
    # The other model predicts exactly 2x the measured time: APE 100 % everywhere, order kept.
    other = document["models"]["mwp-cwp"]
    assert (other["mape"], other["median_ape"], other["spearman"], other["regret"], other["top5_overlap"]) == \
        pytest.approx((100.0, 100.0, 1.0, 1.0, 100.0))


def test_real_predictor_refusals_and_registers():
    result = runner.validate_case(load_case(CASE), ["kp", "mwp-cwp"], "kp")
    assert result.predicted == 8
    # Two rows the hardware refused: 1024 threads with 70000 B dynamic shared memory cannot fit
    # the T4's 64 KiB per SM (refused by predict too); 128 threads with none can (predicted).
    # The Skipped row was never run and is not counted.
    assert (result.refused_checked, result.refused_by_predict) == (2, 1)
    for row in result.rows:
        for prediction in row.predictions.values():
            assert prediction.time_us > 0
    case = load_case(CASE)  # registers of the ITEMS=4 PTX: 14, from ptxas (ptxas.json)
    compiled = committed_compile([runner.job_for([(CASE / "own_kernel/scale.cu").read_text()], case.kernel, case.tunables,
                                                 {"ITEMS": 4}, "sm_75", [])], 1)[0]
    model, _ = runner._kernel_model(case, case.rows[4], compiled, runner._Modules())
    assert model.registers == 14 and model.registers_source.startswith("ptxas -v")


def test_recorded_binary_resources_replace_ptxas_counts(tmp_path):
    # A campaign that recorded its binary's registers and local memory (KTT does): the first row
    # (ITEMS=1, 128 threads, ptxas 10 registers) records 255 and none, the others record nothing.
    import shutil
    case_dir = tmp_path / "recorded"
    shutil.copytree(CASE, case_dir)
    lines = (case_dir / "measured.csv").read_text().splitlines()
    lines = [lines[0] + ",registers,local_mem_bytes_per_thread", lines[1] + ",255,0"] + [line + ",," for line in lines[2:]]
    (case_dir / "measured.csv").write_text("\n".join(lines) + "\n")
    result = runner.validate_case(load_case(case_dir), ["kt"], "kt", keep_inputs=True)
    rows = [row for row in result.rows if row.inputs is not None]
    first = next(row for row in rows if row.row.where.endswith(":2"))
    assert first.inputs.kernel.registers == 255 and "measured binary" in first.inputs.kernel.registers_source
    # T4: 65,536 registers per SM; 4 warps x 32 x 256 (255 rounded to the allocation unit) =
    # 32,768 per block: 2 blocks of 128 threads per SM, where 10 registers allow 8 (1,024 threads)
    assert first.predictions["kt"].blocks_per_sm == 2
    others = [row for row in rows if row is not first and row.row.launch.block[0] == 128]
    assert others and all(row.inputs.kernel.registers == 10 and row.predictions["kt"].blocks_per_sm == 8
                          for row in others if row.row.config["ITEMS"] != 4)


def test_sample_is_fixed_and_stratified():
    case = load_case(CASE)
    first = runner.validate_case(case, ["kp"], "kp", sample=4)
    second = runner.validate_case(case, ["kp"], "kp", sample=4)
    assert [row.row.where for row in first.rows] == [row.row.where for row in second.rows]
    assert len(first.rows) == 4 and first.sampled_from == 11
    assert {row.row.gpu for row in first.rows} == {"t4card", "imaginary"}


def test_validation_document_between_markers(tmp_path, monkeypatch):
    import analyzer.predict.api as api

    monkeypatch.setattr(api, "predict", hand_predict)
    result = runner.validate_case(load_case(CASE), ["kp", "mwp-cwp"], "kp")
    table = validation_document([result], "abc1234", "kerneltime validate scale-case --update-readme README.md")
    assert "at commit `abc1234`" in table
    # kp: MAPE 25.2, median 22.5, Spearman 5/7; spearman_groups: only the n = 1048576 group has 5+
    # rows (ranks 2 1 3 5 4 6: d^2 = 4, rho = 1 - 24/210 = 0.886); regret (2 + 8/7) / 2 = 1.57.
    # Verdict: MAPE above 25 %, regret above 1.10, ranking met.
    assert ("| scale-case | scale-case | t4,(none for 'Imaginary GPU 9000') | 8 / 11 | 25.2 | 22.5 | 0.71 | 0.89 | 1.57 | "
            "100.0 | 100.0 | 1.00 | 1.00 | 1.00 | no (MAPE, regret) |") in table
    assert "**0 of 1 cases meet all three criteria**" in table
    readme = tmp_path / "README.md"
    readme.write_text("# x\n<!-- validation:begin -->\nold\n<!-- validation:end -->\ntail\n")
    update_markdown(readme, table)
    text = readme.read_text()
    assert "old" not in text and text.endswith("<!-- validation:end -->\ntail\n") and "8 / 11" in text
    readme.write_text("no markers\n")  # any markdown file: the markers are appended
    update_markdown(readme, table)
    assert readme.read_text().startswith("no markers\n<!-- validation:begin -->\nGenerated by")
    created = tmp_path / "new.md"
    update_markdown(created, "t")
    assert created.read_text() == "<!-- validation:begin -->\nt\n<!-- validation:end -->\n"
