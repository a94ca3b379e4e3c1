"""Golden files for the human views of predict (summary, loop and class breakdown, --verbose),
makespan, occupancy (point, best block size, curves) and gpus.

Each command runs in a subprocess with ptxas removed from PATH, so register counts come from the
estimate and the output does not depend on the machine. After an intended change, a failing test
leaves the new output beside its golden file (``<name>.actual``); review it and accept it with
``python3 tools/accept_goldens.py``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("golden")

MATMUL_H100 = ["predict", "samples/matmul/matmul.sm_90.ptx", "--kernel", "matmul", "--gpu", "h100", "--grid", "64,64",
               "--block", "16,16", "--param", "wA=1024", "--param", "wB=1024"]
# The predict views: every model, the default (kt) first; test_predict_report.py checks their lines by hand.
VIEWS = {
    "predict_matmul_a100_small_grid.txt": ["predict", "samples/matmul/matmul.sm_80.ptx", "--kernel", "matmul", "--gpu",
                                           "a100", "--grid", "108", "--block", "16,16", "--param", "wA=1024",
                                           "--param", "wB=1024"],
    "predict_matmul_h100_mwp.txt": [*MATMUL_H100, "--model", "mwp-cwp"],
    "predict_matmul_h100_kt_verbose.txt": [*MATMUL_H100, "--verbose"],
    "predict_matmul_h100.txt": ["predict", "samples/matmul/matmul.sm_90.ptx", "--kernel", "matmul", "--gpu", "h100",
                                "--grid", "64,64", "--block", "16,16", "--param", "wA=1024", "--param", "wB=1024"],
    "predict_vecadd_gtx1050_mwp.txt": ["predict", "samples/vecadd/vecadd.ll", "--kernel", "vecadd", "--gpu", "gtx-1050",
                                       "--grid", "4096", "--block", "256", "--param", "n=1048576", "--model", "mwp-cwp",
                                       "--allow-arch-mismatch"],  # sm_80 IR on a cc 6.1 model: forced
    "predict_matmul_h100_verbose.txt": ["predict", "samples/matmul/matmul.sm_90.ptx", "--kernel", "matmul", "--gpu",
                                        "h100", "--grid", "64,64", "--block", "16,16", "--param", "wA=1024", "--param",
                                        "wB=1024", "--verbose", "--model", "kp"],
    "predict_reduce_h100_latency.txt": ["predict", "samples/reduce/reduce.sm_90.ptx", "--kernel", "reduce_sum", "--gpu",
                                        "h100", "--grid", "132", "--block", "64", "--param", "n=16777216",
                                        "--model", "kp"],
    "occupancy_h100_curves.txt": ["occupancy", "--gpu", "h100", "--block", "256", "--registers", "64",
                                  "--dynamic-shared", "65536", "--curves"],
    "occupancy_t4_best_block.txt": ["occupancy", "--gpu", "t4", "--registers", "48", "--static-shared", "4096",
                                    "--dynamic-shared-per-thread", "16"],
    "makespan_fig2.txt": ["makespan", "LLC", "--warps", "4", "--method", "exact", "--schedule"],
    "occupancy_a100.txt": ["occupancy", "--gpu", "a100", "--block", "256", "--registers", "40"],
    "gpus.txt": ["gpus"],
}


def _environment() -> dict[str, str]:
    env = {name: value for name, value in os.environ.items() if name not in ("CUDA_HOME", "CUDA_PATH")}
    ptxas = shutil.which("ptxas")
    if ptxas:
        hidden = os.path.dirname(ptxas)
        env["PATH"] = os.pathsep.join(part for part in env.get("PATH", "").split(os.pathsep) if part != hidden)
    env["COLUMNS"] = "100"
    return env


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_human_view_matches_golden(name, check_golden):
    result = subprocess.run([sys.executable, "-m", "analyzer", *VIEWS[name]], capture_output=True, text=True,
                            cwd=ROOT, env=_environment(), timeout=120)
    assert result.returncode == 0, result.stderr
    output = re.sub(r"\b\d+\.\d+ s\b", "<time> s", result.stdout.rstrip("\n"))  # solve times vary
    check_golden(GOLDEN / name, output + "\n")
