"""The accuracy report recomputes MAPE, Spearman and regret from committed measurement files.

The measurement file here is a constructed fixture (no GPU in the test): its times are the
predictions scaled by 1.25, so every relative error is |1.25 p - p| / 1.25 p = 0.2 (MAPE 20 %),
the ranking is unchanged (Spearman 1); each row is a problem of its own (a size sweep), so there is
no configuration to choose within a problem and no regret."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer.cli.main import main
from analyzer.frontend import load_module
from analyzer.measure.measure import LaunchConfig, measurement_row, write_measurements
from analyzer.measure.records import RunInfo
from analyzer.gpu.loader import load_gpu
from analyzer.evaluation.accuracy import BEGIN, END, accuracy_row, markdown_table, update_readme
from analyzer.evaluation.compare import compare_kernel, read_measured

ROOT = Path(__file__).resolve().parents[2]
INFO = RunInfo("fixture (scaled predictions, not a measurement)", 1980.0, 2619.0, "-", "-", 132, "constructed")


def _fixture_root(tmp_path: Path) -> Path:
    sample = tmp_path / "samples/vecadd"
    sample.mkdir(parents=True)
    for name in ("vecadd.sm_90.ptx", "vecadd.yaml"):
        shutil.copy(ROOT / "samples/vecadd" / name, sample / name)
    configs = [LaunchConfig((-(-n // 256), 1, 1), (256, 1, 1), 0, (("n", n),)) for n in (1 << k for k in range(16, 24))]
    provisional = sample / "measured/vecadd.h100.csv"
    write_measurements(provisional, INFO, [measurement_row("vecadd", c, [1.0]) for c in configs],
                       "samples/vecadd/vecadd.sm_90.ptx")
    module = load_module(sample / "vecadd.sm_90.ptx")
    kernel = module.kernel("vecadd")
    predicted = compare_kernel(module, kernel, load_gpu("h100"),
                               read_measured(provisional, "vecadd", ["a", "b", "c", "n"]), "kp")
    rows = [measurement_row("vecadd", config, [1.25 * row.prediction.time_us / 1000.0])
            for config, row in zip(configs, predicted.rows)]
    write_measurements(provisional, INFO, rows, "samples/vecadd/vecadd.sm_90.ptx")
    return tmp_path


def test_metrics_from_scaled_predictions(tmp_path):
    root = _fixture_root(tmp_path)
    row = accuracy_row(root / "samples/vecadd/measured/vecadd.h100.csv", root)
    assert row.configurations == 8 and row.gpu == "h100"
    kp = dict(row.comparisons)["kp"]
    assert kp.mape == pytest.approx(20.0, abs=0.01)  # times are written to 1 ns
    assert kp.spearman == pytest.approx(1.0)
    # every row is its own problem (a size sweep of n): no configuration to choose, no regret
    assert kp.regret is None
    assert dict(row.comparisons)["mwp-cwp"].mape is not None
    table = markdown_table([row])
    assert "| vecadd | h100 |" in table and "20.0 %" in table


def test_cli_rewrites_the_readme_section(tmp_path, capsys):
    root = _fixture_root(tmp_path)
    readme = root / "README.md"
    readme.write_text(f"intro\n{BEGIN}\nold\n{END}\nrest\n")
    assert main(["accuracy", "--samples", str(root / "samples"), "--update-readme", str(readme)]) == 0
    text = readme.read_text()
    assert "old" not in text and "| vecadd | h100 |" in text and text.endswith(f"{END}\nrest\n")


def test_readme_without_markers_is_an_error(tmp_path):
    readme = tmp_path / "R.md"
    readme.write_text("nothing\n")
    with pytest.raises(Exception, match="markers"):
        update_readme(readme, "| t |")


def test_committed_accuracy_page_table_is_current(capsys, tmp_path_factory):
    # The table of docs/validation/accuracy.md must equal what the committed measurements give; with none
    # committed the command has no answer (exit 2, one line) and the page says so.
    from analyzer.evaluation.accuracy import measurement_files

    page = (ROOT / "docs" / "validation" / "accuracy.md").read_text()
    committed = page[page.index(BEGIN) + len(BEGIN):page.index(END)].strip()
    if not measurement_files(ROOT / "samples"):
        assert main(["accuracy", "--samples", str(ROOT / "samples")]) == 2
        assert "no measurement files" in capsys.readouterr().err and "no measurement committed yet" in committed
        return
    # from any directory, without --samples: the repository's samples/ (the command runs from this clone)
    elsewhere = tmp_path_factory.mktemp("elsewhere")
    result = subprocess.run([sys.executable, "-m", "analyzer", "accuracy"], cwd=elsewhere, capture_output=True,
                            text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=600)
    assert result.returncode == 0, result.stderr
    assert committed == result.stdout.strip()


def test_missing_or_empty_samples_folder_is_exit_2(capsys, tmp_path):
    assert main(["accuracy", "--samples", "/nonexistent"]) == 2
    assert capsys.readouterr().err == ("kerneltime: error: /nonexistent: no such folder (give the samples folder "
                                       "holding <sample>/measured/*.csv)\n")
    assert main(["accuracy", "--samples", str(tmp_path)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
