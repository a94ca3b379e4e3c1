"""``tune`` and ``validate`` on a real Ray instance started here (``ray.init(num_cpus=2)``, the
machine's two cores), against the local pool: the same JSON, in the same order; a worker
process killed while it runs a configuration's task is replaced and the task run again by Ray,
so no configuration is lost or counted twice.

The workers' PTX cache is a folder of its own (``KERNELTIME_CACHE`` when Ray started), apart from
the driver's (each test's), as on a cluster whose workers are other machines: PTX travels by
content both ways.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

ray = pytest.importorskip("ray")

from analyzer.cli.main import main  # noqa: E402
from analyzer.engine import LocalPool, executor_for  # noqa: E402
from analyzer.engine.ray_engine import RayExecutor, package_runtime_env  # noqa: E402

# the helper functions below travel to the workers by value (the workers cannot import this file)
ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])

DATA = Path(__file__).resolve().parents[1] / "evaluation" / "data"
TILED = DATA / "tiled.cu"
SCALE_CASE = DATA / "scale-case"
needs_nvcc = pytest.mark.skipif(shutil.which("nvcc") is None, reason="needs nvcc")
TUNE = ["tune", str(TILED), "--gpu", "t4", "--problem-size", "1048576", "--tune", "block_size_x=64,128,256",
        "--tune", "tile_size_x=1,2,3,4", "--tune", "USE_SHARED=0,1", "--grid-div-x", "block_size_x",
        "--grid-div-x", "tile_size_x", "--param", "p3=1048576"]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """A Ray instance of two CPUs on this machine; its workers' PTX cache is their own folder."""
    workers_cache = tmp_path_factory.mktemp("ray-workers-cache")
    before = os.environ.get("KERNELTIME_CACHE")
    os.environ["KERNELTIME_CACHE"] = str(workers_cache)
    try:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False,
                 runtime_env=package_runtime_env())
    finally:
        if before is None:
            os.environ.pop("KERNELTIME_CACHE", None)
        else:
            os.environ["KERNELTIME_CACHE"] = before
    yield workers_cache
    ray.shutdown()


def _square(value: int) -> int:
    return value * value


def _fail_on_three(value: int) -> int:
    if value == 3:
        raise ValueError("configuration 3")
    return value


def _dies_once(item: tuple[int, str]) -> tuple[int, int]:
    """Record each start; item 2's first run kills its own worker process (SIGKILL)."""
    value, folder = item
    marker = Path(folder) / f"started-{value}-{os.getpid()}-{time.monotonic_ns()}"
    marker.touch()
    if value == 2 and len(list(Path(folder).glob("started-2-*"))) == 1:
        os.kill(os.getpid(), signal.SIGKILL)
    return value, value * value


def test_results_in_input_order_and_errors_keep_their_type(cluster):
    executor = RayExecutor("local")
    seen = []
    assert executor.map_in_order(_square, list(range(12)), lambda done, total: seen.append((done, total))) \
        == [value * value for value in range(12)]
    assert seen[-1] == (12, 12) and len(seen) == 12
    with pytest.raises(ValueError, match="configuration 3"):
        executor.map_in_order(_fail_on_three, list(range(6)))
    executor.close()
    assert ray.is_initialized()  # a connection it did not open stays open
    assert isinstance(executor_for(None, 2), LocalPool) and isinstance(executor_for("local", 2), RayExecutor)


def test_a_killed_worker_loses_no_item_and_repeats_none(cluster, tmp_path):
    results = RayExecutor("local").map_in_order(_dies_once, [(value, str(tmp_path)) for value in range(6)])
    assert results == [(value, value * value) for value in range(6)]
    starts = sorted(path.name.split("-")[1] for path in tmp_path.glob("started-*"))
    assert starts == ["0", "1", "2", "2", "3", "4", "5"]  # item 2 ran twice: killed, then retried


def _json(argv, capsys) -> dict:
    assert main(argv + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _driver_cache_entries(folder: Path) -> set[str]:
    return {path.name for path in (folder / "ptx").glob("*/*.json")}


@needs_nvcc
def test_tune_through_ray_gives_the_local_json(cluster, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "driver"))
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    through_ray = _json(TUNE + ["--ray"], capsys)  # cold: the workers compile, the driver only the first
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "local"))
    local = _json(TUNE + ["--jobs", "2"], capsys)  # cold as well, in the local pool
    assert through_ray == local
    assert len(local["candidates"]) == 18 and [r["kind"] for r in local["rejected"]] == ["compile"] * 6
    # what the workers compiled came back by content: the driver's cache holds what a local run compiles
    assert _driver_cache_entries(tmp_path / "driver") == _driver_cache_entries(tmp_path / "local")
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "driver"))  # warm: the PTX travels with the tasks
    monkeypatch.setenv("RAY_ADDRESS", "local")  # the environment's address, as Ray's own tools read it
    assert _json(TUNE, capsys) == local


def _ray_workers_of_this_process() -> list[int]:
    """Ray worker processes running a task (``ray::_call``) that descend from this process."""
    def parent(pid: str) -> str:
        try:
            return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1]
        except OSError:
            return "0"

    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if not Path(f"/proc/{pid}/cmdline").read_bytes().startswith(b"ray::_call"):
                continue
        except OSError:
            continue
        ancestor = pid
        while ancestor not in ("0", "1"):
            ancestor = parent(ancestor)
            if ancestor == str(os.getpid()):
                found.append(int(pid))
                break
    return found


@needs_nvcc
def test_tune_survives_a_worker_killed_mid_run(cluster, tmp_path, capsys, monkeypatch):
    # a flag of its own: every configuration compiles cold on the workers, a few seconds of tasks
    argv = TUNE + ["--compiler-option=-DKILLED_WORKER_TEST=1"]
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "driver"))
    killed: list[int] = []

    def kill_one_worker() -> None:
        deadline = time.monotonic() + 60
        while not killed and time.monotonic() < deadline:
            workers = _ray_workers_of_this_process()
            if workers:
                os.kill(workers[0], signal.SIGKILL)
                killed.append(workers[0])
            time.sleep(0.02)

    killer = threading.Thread(target=kill_one_worker)
    killer.start()
    through_ray = _json(argv + ["--ray"], capsys)
    killer.join()
    assert killed, "no task was running to kill"
    local = _json(argv + ["--jobs", "2"], capsys)
    assert through_ray == local
    configs = [tuple(item["config"].values()) for item in local["candidates"] + local["rejected"]]
    assert len(configs) == len(set(configs)) == 24


@needs_nvcc
def test_validate_through_ray_gives_the_local_json(cluster, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "driver"))
    through_ray = _json(["validate", str(SCALE_CASE), "--ray"], capsys)
    local = _json(["validate", str(SCALE_CASE), "--jobs", "2"], capsys)
    assert through_ray == local
    assert through_ray["cases"][0]["predicted"] > 0


@needs_nvcc
def test_the_strategy_predicts_through_ray_as_locally(cluster, tmp_path, monkeypatch):
    """The Kernel Tuner strategy's source predictor with Ray tasks: the same predicted times."""
    from analyzer.tuning.kernel_tuner_strategy import source_predictor

    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "driver"))
    options = {"kernel_source": str(TILED), "kernel_name": "saxpy_tiled", "problem_size": 1048576,
               "grid_div_x": ["block_size_x", "tile_size_x"], "arguments": [None, None, 2.0, 1048576]}
    names = ["block_size_x", "tile_size_x", "USE_SHARED"]
    configs = [(block, tile, shared) for block in (64, 256) for tile in (1, 3, 4) for shared in (0, 1)]
    through_ray = source_predictor(options, names, "t4", 2, executor=RayExecutor("local"))(configs)
    local = source_predictor(options, names, "t4", 2)(configs)
    assert through_ray == local
    assert sum(time is None for time in local) == 4 and all(time > 0 for time in local if time is not None)


def test_tune_of_a_ptx_file_through_ray_gives_the_local_json(cluster, capsys):
    """Launch tuning of a compiled file: the parsed module travels with the function."""
    argv = ["tune", str(DATA / "scale-ptx" / "scale_items4.sm_75.ptx"), "--gpu", "t4", "--problem-size", "1048576",
            "--tune", "block_size_x=32,64,128,256,512,1024,2048", "--grid-div-x", "block_size_x", "--grid-div-x", "4",
            "--param", "p3=1048576"]
    local = _json(argv, capsys)
    assert _json(argv + ["--ray"], capsys) == local
    assert len(local["candidates"]) == 6 and local["rejected"][0]["kind"] == "launch"



@needs_nvcc
def test_the_strategy_on_ray_predicts_while_measuring_and_measures_as_locally(cluster, tmp_path, monkeypatch):
    """Kernel Tuner (simulation mode on a constructed cache) with the strategy's predictions as
    Ray tasks, prefetching during measurements (its default there), against the local pool
    without prefetching: the same measurements in the same order, the same predictions."""
    kernel_tuner = pytest.importorskip("kernel_tuner")
    numpy = pytest.importorskip("numpy")
    from kerneltime.kernel_tuner import Strategy

    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "driver"))
    params = {"block_size_x": [64, 128, 256], "tile_size_x": [1, 2, 3, 4], "USE_SHARED": [0, 1]}
    keys = list(params)
    entries = {f"{block},{tile},{shared}": {"block_size_x": block, "tile_size_x": tile, "USE_SHARED": shared,
                                            "time": 0.01 * (1 + abs(block - 128) / 64 + abs(tile - 2) + shared),
                                            "compile_time": 0, "verification_time": 0, "benchmark_time": 0}
               for block in params["block_size_x"] for tile in params["tile_size_x"] for shared in params["USE_SHARED"]}
    cache = tmp_path / "cache.json"
    cache.write_text(json.dumps({"device_name": "Constructed GPU", "kernel_name": "saxpy_tiled",
                                 "problem_size": 1048576, "tune_params_keys": keys, "tune_params": params,
                                 "objective": "time", "cache": entries}))
    vectors = numpy.zeros(1048576, numpy.float32)
    arguments = [vectors, vectors, numpy.float32(2.0), numpy.int32(1048576)]
    runs = []
    for ray_option in (True, False):
        strategy = Strategy(gpu="t4", ray=ray_option, workers=2, sample_size=2, max_predictions=20)
        results, _ = kernel_tuner.tune_kernel(
            "saxpy_tiled", str(TILED), 1048576, arguments, dict(params),
            cache=str(cache), grid_div_x=["block_size_x", "tile_size_x"], simulation_mode=True, quiet=True,
            strategy=strategy, strategy_options={"max_fevals": 10})
        runs.append(([tuple(result[key] for key in keys) for result in results], strategy.report))
    (ray_order, ray_report), (local_order, local_report) = runs
    assert ray_order == local_order and len(ray_order) == 10
    assert ray_report.predicted == local_report.predicted and local_report.prefetched == 0
    assert ray_report.prefetched > 0 and ray_report.prefetch_used <= ray_report.prefetched

