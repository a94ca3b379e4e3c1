"""The predict report: the split of the time per loop and per instruction class adds up to the
prediction's own totals, and the hand-derived parts of known kernels (samples' sidecar figures)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from analyzer.cli.main import main

MATMUL = ["predict", "samples/matmul/matmul.sm_90.ptx", "--kernel", "matmul", "--gpu", "h100", "--grid", "64,64",
          "--block", "16,16", "--param", "wA=1024", "--param", "wB=1024", "--model", "kp"]  # method C's split
GOLDEN = Path(__file__).with_name("golden")
REDUCE = ["predict", "samples/reduce/reduce.sm_90.ptx", "--kernel", "reduce_sum", "--gpu", "h100", "--grid", "132",
          "--block", "64", "--param", "n=16777216", "--model", "kp"]


def _json(capsys, argv):
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _rows(report, kind):
    return {row["name"]: row for row in report[kind]}


def test_matmul_issue_bound_split_adds_up(capsys):
    payload = _json(capsys, MATMUL)
    report = payload["report"]
    assert payload["bottleneck"] == "issue" and report["basis"] == "issue"
    classes = _rows(report, "classes")
    # 64 iterations x 32 shared loads (16 of As, 16 of Bs per thread) = 2048, del_ld_shared = 4 cycles on h100
    assert classes["ld_shared"]["instructions_per_thread"] == 2048
    assert classes["ld_shared"]["issue_cycles"] == 2048 * 4
    # 64 iterations x 2 global loads + 1 store (matmul.yaml: 512 B loaded, 4 B stored)
    assert classes["ld_global"]["instructions_per_thread"] == 128 and classes["st_global"]["instructions_per_thread"] == 1
    assert sum(row["issue_cycles"] for row in classes.values()) == pytest.approx(report["issue_cycles_per_warp"])
    assert report["issue_cycles_per_warp"] == payload["details"]["issue_delay_cycles"]
    assert sum(row["share"] for row in classes.values()) == pytest.approx(1.0)
    assert all(row["binds"] == "issue" for row in classes.values())
    # 8 blocks x 8 warps on 4 processing blocks: 16 warps each
    assert report["warps_per_processing_block"] == 16
    loops = _rows(report, "loops")
    assert loops["L1"]["trips"] == 64 and loops["L1"]["line"] == 76
    assert loops["L1"]["issue_cycles"] + loops["outside loops"]["issue_cycles"] == pytest.approx(
        report["issue_cycles_per_warp"])
    assert loops["L1"]["critical_path_cycles"] + loops["outside loops"]["critical_path_cycles"] == pytest.approx(
        report["critical_path_cycles_per_warp"], rel=1e-6)
    # the critical path includes time_sync = 128 barriers x 2.21 x (8 - 1) (kp's explanation), on the barrier row
    assert classes["barrier"]["critical_path_by_resource"]["sync"] >= report["time_sync_cycles"]
    assert "ld_shared (68% of issue cycles) in loop L1" in report["what_would_move"]


def test_reduce_latency_bound_split_names_dram(capsys):
    payload = _json(capsys, REDUCE)
    report = payload["report"]
    assert payload["bottleneck"] == "latency" and report["basis"] == "critical path"
    loops = _rows(report, "loops")
    classes = _rows(report, "classes")
    # grid-stride loop: 2^24 / (132 x 64) -> 1986 iterations, one dependent global load each at the mean
    # latency m = 0.5 x l2_latency + 0.5 x dram_latency (h100 hit fractions l1 0, l2 0.5)
    assert loops["L1"]["trips"] == 1986 and loops["L1"]["binds"] == "DRAM"
    m = report["mean_latency_cycles"]
    assert m == pytest.approx(payload["details"]["mean_latency_cycles"])
    assert classes["ld_global"]["critical_path_cycles"] == pytest.approx(1986 * m, rel=1e-4)
    by_level = classes["ld_global"]["critical_path_by_resource"]
    assert by_level["L1"] == 0 and by_level["DRAM"] > by_level["L2"] > 0
    assert sum(row["critical_path_cycles"] for row in classes.values()) == pytest.approx(
        report["critical_path_cycles_per_warp"], rel=1e-6)
    assert report["critical_path_cycles_per_warp"] == pytest.approx(payload["exec_cycles"], rel=1e-9)
    assert "the grid fills 132 of the 4224 block slots" in report["what_would_move"]


def test_mwp_cwp_prediction_gets_the_same_report(capsys):
    payload = _json(capsys, ["predict", "samples/vecadd/vecadd.sm_61.clang.ptx", "--kernel", "vecadd", "--gpu", "gtx-1050", "--grid",
                             "4096", "--block", "256", "--param", "n=1048576", "--model", "mwp-cwp"])
    classes = _rows(payload["report"], "classes")
    assert payload["bottleneck"] == "dram_bandwidth" and classes["ld_global"]["binds"] == "DRAM bandwidth"
    assert "DRAM bandwidth binds" in payload["report"]["what_would_move"]


def test_default_view_is_short_and_verbose_adds_the_detail(capsys):
    assert main(MATMUL) == 0
    short = capsys.readouterr().out
    assert main([*MATMUL, "--verbose"]) == 0
    verbose = capsys.readouterr().out
    assert "del_ld_shared" not in short and "lat_fp32" not in short
    assert "del_ld_shared = 4 cycles (issue_delay.ld_shared)" in verbose
    assert short.splitlines()[1].startswith("  time ") and short.splitlines()[2].startswith("  bound by")
    for term in ("processing block:", "issue cycles:", "terms: the model's arithmetic"):
        assert term in short


def test_nested_loop_is_inside_its_parent(capsys):
    from analyzer.gpu.loader import load_gpu

    payload = _json(capsys, ["predict", "tests/cli/own_kernel/nest.ptx", "--gpu", "h100", "--grid", "1024", "--block",
                             "256", "--param", "n=262144", "--param", "outer=10", "--param", "inner=20",
                             "--model", "kp"])  # method C: issue = the sum of del_<class>
    loops = _rows(payload["report"], "loops")
    outer, inner = loops["L1"], loops["L2"]
    assert (outer["depth"], outer["trips"], inner["depth"], inner["trips"]) == (1, 10, 2, 20)
    # inner body: fma (fp32), add + setp (int), bra (control), run 10 x 20 times
    delay = load_gpu("h100").issue_delay
    assert inner["instructions_per_thread"] == 10 * 20 * 4
    assert inner["issue_cycles"] == pytest.approx(200 * (delay["fp32"] + 2 * delay["int"] + delay["control"]))
    assert outer["issue_cycles"] > inner["issue_cycles"] and outer["instructions_per_thread"] > 800
    top = [row for row in payload["report"]["loops"] if row["depth"] <= 1]
    assert sum(row["issue_cycles"] for row in top) == pytest.approx(payload["report"]["issue_cycles_per_warp"])
    assert sum(row["share"] for row in top) == pytest.approx(1.0)


MATMUL_KT = MATMUL[:-2]  # the default model


def _check(term):
    """Each sum or max term equals ``times`` x the sum or maximum of the parts it shows."""
    if "parts" not in term:
        return
    values = [part["cycles"] for part in term["parts"]]
    combined = sum(values) if term["combine"] == "sum" else max(values)
    assert term["cycles"] == pytest.approx(term["times"] * combined, rel=1e-12), term["name"]
    if term["combine"] == "max":
        assert term["binding"] == max(term["parts"], key=lambda part: part["cycles"])["name"]
    for part in term["parts"]:
        _check(part)


@pytest.mark.parametrize("model", ["kt", "kp", "mwp-cwp"])
def test_each_models_report_adds_up_to_its_total(capsys, model):
    payload = _json(capsys, [*MATMUL_KT, "--model", model])
    terms = payload["terms"]
    _check(terms)
    # the root is the predicted time, and its execution part the execution time, in SM clock cycles (1980 MHz)
    assert terms["cycles"] == pytest.approx(payload["time_us"] * 1980, rel=1e-9)
    execution = next(part for part in terms["parts"] if part["name"] == "execution")
    assert execution["cycles"] == pytest.approx(payload["exec_cycles"], rel=1e-12)
    # the report's per-warp numbers are the model's, and its class rows add up to them
    report, warp = payload["report"], payload["warp"]
    assert report["issue_cycles_per_warp"] == warp["issue_cycles"]
    assert report["critical_path_cycles_per_warp"] == warp["path_cycles"]
    assert report["time_sync_cycles"] == warp["sync_cycles"]
    classes = report["classes"]
    assert sum(row["issue_cycles"] for row in classes) == pytest.approx(warp["issue_cycles"], rel=1e-9)
    assert sum(row["critical_path_cycles"] for row in classes) == pytest.approx(warp["path_cycles"], rel=1e-6)
    # the text shows the same tree: its root line carries the total
    assert main([*MATMUL_KT, "--model", model]) == 0
    text = capsys.readouterr().out
    assert f"  time: {terms['cycles']:.0f} cycles = sum of:" in text


def test_kt_report_prints_kts_issue_and_sync(capsys):
    payload = _json(capsys, MATMUL_KT)
    wave = payload["terms"]["parts"][1]["parts"][0]["parts"][0]  # time > execution > waves > first wave group
    issue = next(part for part in wave["parts"] if part["name"] == "issue")
    latency = next(part for part in wave["parts"] if part["name"] == "latency")
    # 8 blocks x 8 warps on 4 processing blocks: 16 warps share an issue port
    assert payload["report"]["warps_per_processing_block"] == 16
    assert issue["cycles"] == pytest.approx(16 * payload["warp"]["issue_cycles"], rel=1e-12)
    # time_sync = 128 barriers x delay_dep x (8 - 1), the sync leaf kt added to its latency bound
    sync = next(part for part in latency["parts"] if part["name"] == "sync")
    assert sync["cycles"] == payload["report"]["time_sync_cycles"] > 0


def test_small_grid_report_uses_the_residency_the_model_used(capsys):
    # 108 blocks of 16 x 16 threads (8 warps) on the 108 SMs of an A100: 8 blocks fit on an SM, but the
    # grid puts 1 block on each SM, so 8 warps share 4 processing blocks: ceil(8 / 4) = 2 warps per issue port.
    argv = ["predict", "samples/matmul/matmul.sm_80.ptx", "--kernel", "matmul", "--gpu", "a100", "--grid", "108",
            "--block", "16,16", "--param", "wA=1024", "--param", "wB=1024"]
    payload = _json(capsys, argv)
    assert payload["blocks_per_sm"] == 8 and payload["waves"] == 1
    assert payload["wave_groups"][0]["blocks_per_sm"] == 1 and payload["wave_groups"][0]["sms_busy"] == 108
    report = payload["report"]
    assert report["fullest_sm_blocks"] == 1 and report["warps_per_processing_block"] == 2
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "residency  1 block(s) on the fullest SM of the wave that takes most of the time (108 blocks on 108 SMs)" \
        in text
    assert "x 2 warps per processing block (1 block(s) on the fullest SM)" in text
    assert "x 16 warps" not in text


TERM_LINE = re.compile(r"^(?P<indent> +)(?P<mark><- )?(?P<name>[^:]+): (?P<cycles>[0-9.e+]+) cycles"
                       r"(?: = (?:(?P<times>\d+) x )?(?P<combine>sum|max) of:)?")


def _printed_terms(text: str) -> list[tuple[int, dict]]:
    lines = text.split("terms (cycles):\n", 1)[1].splitlines()
    terms = []
    for line in lines:
        match = TERM_LINE.match(line)
        if match is None:
            if line.lstrip().startswith(("uses:", "from:")):
                continue
            break
        terms.append((len(match["indent"]), match.groupdict()))
    return terms


@pytest.mark.parametrize("golden", sorted(GOLDEN.glob("predict_*.txt")), ids=lambda path: path.name)
def test_printed_terms_add_up(golden):
    """In every predict golden, each printed sum or maximum equals its printed parts (within the
    rounding to whole cycles), the root is the printed time and '<-' marks the largest part."""
    text = golden.read_text(encoding="utf-8")
    terms = _printed_terms(text)
    assert terms, golden.name
    for index, (indent, term) in enumerate(terms):
        if not term["combine"]:
            continue
        parts = []
        for child_indent, child in terms[index + 1:]:
            if child_indent <= indent:
                break
            if child_indent == indent + 2:
                parts.append(child)
        values = [float(part["cycles"]) for part in parts]
        times = int(term["times"] or 1)
        combined = times * (sum(values) if term["combine"] == "sum" else max(values))
        slack = times * (0.5 * len(values) if term["combine"] == "sum" else 0.5) + 0.5
        assert abs(float(term["cycles"]) - combined) <= slack, (golden.name, term["name"])
        if term["combine"] == "max":
            marked = [part for part in parts if part["mark"]]
            assert len(marked) == 1 and float(marked[0]["cycles"]) == max(values), (golden.name, term["name"])
    time_us, clock = re.search(r"time +([0-9.]+) us = .* at sm_clock_mhz ([0-9.]+)\)", text).groups()
    assert float(terms[0][1]["cycles"]) == pytest.approx(float(time_us) * float(clock), abs=float(clock) * 5e-4 + 1)
