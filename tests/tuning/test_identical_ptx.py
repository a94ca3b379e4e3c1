"""Configurations whose compiled PTX is identical (a tunable the source reads only in a
preprocessor guard) are analysed once: one kernel model built for all of them, each still listed
under its own values."""

import json
import shutil
from pathlib import Path

import pytest

from analyzer.cli.main import main
from analyzer.tuning import source_tune

TILED = Path(__file__).resolve().parents[1] / "evaluation" / "data" / "tiled.cu"
#: A guard that reads UNREAD (so ``tune`` accepts it) without changing the code of any value tried.
GUARD = "#if UNREAD > 8\n#error \"UNREAD must be at most 8\"\n#endif\n"
ARGV = ["tune", "SOURCE", "--gpu", "t4", "--problem-size", "1048576", "--tune", "block_size_x=128",
        "--tune", "tile_size_x=2,4", "--tune", "UNREAD=1,2,3", "--tune", "USE_SHARED=0",
        "--grid-div-x", "block_size_x", "--grid-div-x", "tile_size_x", "--param", "p3=1048576", "--jobs", "1", "--json"]


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
def test_identical_ptx_is_analysed_once(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path))
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    builds = []
    real = source_tune.build_kernel_model

    def counted(module, kernel, bindings, dynamic_shared=0):
        builds.append(dict(bindings))
        return real(module, kernel, bindings, dynamic_shared)

    monkeypatch.setattr(source_tune, "build_kernel_model", counted)
    source = tmp_path / "src" / "tiled.cu"
    source.parent.mkdir()
    source.write_text(GUARD + TILED.read_text(encoding="utf-8"), encoding="utf-8")
    argv = [str(source) if arg == "SOURCE" else arg for arg in ARGV]
    assert main(argv) == 0
    cold = json.loads(capsys.readouterr().out)
    assert len(builds) == 2  # 6 configurations, 2 distinct PTX (tile 2 and 4): one model each
    source_tune._MODELS.clear()
    builds.clear()
    assert main(argv) == 0  # warm: grouped before any task runs
    warm = json.loads(capsys.readouterr().out)
    assert len(builds) == 2 and warm == cold
    times = {}
    for candidate in warm["candidates"]:
        times.setdefault(candidate["config"]["tile_size_x"], set()).add(candidate["time_us"])
    assert len(warm["candidates"]) == 6 and all(len(values) == 1 for values in times.values())
    assert sorted(c["config"]["UNREAD"] for c in warm["candidates"]) == [1, 1, 2, 2, 3, 3]
