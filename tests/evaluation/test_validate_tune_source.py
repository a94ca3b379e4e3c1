"""`tune` on a CUDA source with compile-time tunables, the exported Kernel Tuner cache, and the
round trip through `compare` with the grid divisors of the tuning run."""

import json
import shutil
from pathlib import Path

import pytest

from analyzer.cli.main import main

DATA = Path(__file__).parent / "data"
PTX4 = DATA / "scale-ptx" / "scale_items4.sm_75.ptx"
TILED = DATA / "tiled.cu"
needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")


@pytest.fixture(scope="module")
def ptx_cache(tmp_path_factory):
    """One PTX cache for the tests of this module (they compile the same configurations)."""
    return tmp_path_factory.mktemp("ptx-cache")


def cli_json(argv, capsys):
    assert main(argv + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_ptx_round_trip_keeps_the_grid_divisors(tmp_path, capsys):
    # scale with ITEMS=4: each thread handles 4 elements, so Kernel Tuner's grid divisor is
    # block_size_x * 4 and the grid of block 128 over 2^20 elements is 2^20 / 512 = 2048 blocks.
    cache = tmp_path / "cache.json"
    tuned = cli_json(["tune", str(PTX4), "--gpu", "t4", "--problem-size", "1048576", "--tune",
                      "block_size_x=64,128,256", "--grid-div-x", "block_size_x", "--grid-div-x", "4",
                      "--param", "p3=1048576", "--export-cache", str(cache)], capsys)
    assert {tuple(c["grid"]) for c in tuned["candidates"]} == {(4096, 1, 1), (2048, 1, 1), (1024, 1, 1)}
    assert json.loads(cache.read_text())["kerneltime"]["grid_div"]["x"] == ["block_size_x", "4"]
    compared = cli_json(["compare", str(PTX4), "--gpu", "t4", "--param", "p3=1048576", "--measured", str(cache)],
                        capsys)
    assert sorted(row["grid"][0] for row in compared["rows"]) == [1024, 2048, 4096]
    assert compared["mape"] == pytest.approx(0.0, abs=1e-9) and compared["regret"] == pytest.approx(1.0)
    # A cache written by Kernel Tuner itself has no kerneltime key: the divisors are given as to
    # Kernel Tuner, and give the same grids.
    document = json.loads(cache.read_text())
    del document["kerneltime"]
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps(document))
    given = cli_json(["compare", str(PTX4), "--gpu", "t4", "--param", "p3=1048576", "--measured", str(plain),
                      "--grid-div-x", "block_size_x", "--grid-div-x", "4"], capsys)
    assert given["mape"] == pytest.approx(0.0, abs=1e-9)
    default = cli_json(["compare", str(PTX4), "--gpu", "t4", "--param", "p3=1048576", "--measured", str(plain)],
                       capsys)
    assert sorted(row["grid"][0] for row in default["rows"]) == [4096, 8192, 16384]


@needs_nvcc
def test_source_configurations_are_compiled_with_their_tunables(ptx_cache, monkeypatch):
    from analyzer.analysis.build import build_kernel_model
    from analyzer.predict.records import Launch
    from analyzer.tuning.source_kernel import SourceKernels

    monkeypatch.setenv("KERNELTIME_CACHE", str(ptx_cache))
    kernels = SourceKernels(TILED, None, "sm_75")
    for tile in (1, 2, 4):
        launch = Launch((1048576 // (128 * tile), 1, 1), (128, 1, 1))
        module, kernel = kernels.kernel({"block_size_x": 128, "tile_size_x": tile, "USE_SHARED": 0}, launch)
        bindings = {**launch.symbols(), "p3": 1048576}
        model = build_kernel_model(module, kernel, bindings)
        # per thread: tile loads of x and of y (4 B each), tile stores of y
        assert model.global_load_bytes.evaluate(bindings) == pytest.approx(8 * tile)
        assert model.global_store_bytes.evaluate(bindings) == pytest.approx(4 * tile)
        assert model.static_shared_bytes == 0
    module, kernel = kernels.kernel({"block_size_x": 128, "tile_size_x": 4, "USE_SHARED": 1},
                                    Launch((2048, 1, 1), (128, 1, 1)))
    assert kernel.static_shared_bytes == 4 * 128 * 4  # staged[block_size_x * tile_size_x] floats


@needs_nvcc
def test_source_tune_and_round_trip(tmp_path, ptx_cache, capsys, monkeypatch):
    monkeypatch.setenv("KERNELTIME_CACHE", str(ptx_cache))
    cache = tmp_path / "tiled.json"
    tuned = cli_json(["tune", str(TILED), "--gpu", "t4", "--problem-size", "1048576", "--tune",
                      "block_size_x=128,2048", "--tune", "tile_size_x=1,3,4", "--tune", "USE_SHARED=0,1",
                      "--grid-div-x", "block_size_x", "--grid-div-x", "tile_size_x", "--param", "p3=1048576",
                      "--export-cache", str(cache)], capsys)
    # 1 x 3 x 2 = 6 configurations with a legal block; tile 3 does not compile (2 of them);
    # block 2048 is refused by the launch check (6 of them).
    assert len(tuned["candidates"]) == 4
    kinds = sorted(rejection["kind"] for rejection in tuned["rejected"])
    assert kinds == ["compile"] * 2 + ["launch"] * 6
    entries = json.loads(cache.read_text())["cache"]
    assert entries["128,3,0"]["time"] == "CompilationFailedConfig"
    assert entries["2048,1,0"]["time"] == "RuntimeFailedConfig"
    compared = cli_json(["compare", str(TILED), "--gpu", "t4", "--param", "p3=1048576", "--measured", str(cache)],
                        capsys)
    assert len(compared["rows"]) == 4 and compared["failed"] == []
    assert compared["mape"] == pytest.approx(0.0, abs=1e-9) and compared["regret"] == pytest.approx(1.0)
    assert sorted(row["grid"][0] for row in compared["rows"]) == [2048, 2048, 8192, 8192]
