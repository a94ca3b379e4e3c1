"""The strategy inside Kernel Tuner's own parallel runner (``tune_kernel(..., parallel=True)``) on a
real Ray instance started here, with predictions as Ray tasks of the same instance.

No GPU is needed: Ray is told of one GPU (``num_gpus=1``: the parallel runner starts one actor
per GPU) and Kernel Tuner measures the kernel with its C backend (``lang="C"``, g++) on the CPU.
The strategy predicts a CUDA kernel (``Strategy(kernel=...)``: the parallel runner does not show
a strategy the kernel options) while Kernel Tuner measures a C function of the same tunables: a
test of the plumbing (the runner, the kernel options, the Ray tasks), not of the predictions'
worth.

Kernel Tuner 1.5.0's ``ParallelRunner.run`` fails on the first result of any strategy
(``result.get(objective)`` with the objective list: ``TypeError: unhashable type: 'list'``); the
strategy measures through ``analyzer.tuning.kt_parallel.measuring_runner``, which passes that
runner the one objective by name, so the run goes to the end.
"""

from __future__ import annotations

import shutil

import pytest

ray = pytest.importorskip("ray")
kernel_tuner = pytest.importorskip("kernel_tuner")
numpy = pytest.importorskip("numpy")

from analyzer.errors import InputError  # noqa: E402
from kerneltime.kernel_tuner import Strategy  # noqa: E402

#: what the strategy predicts (nvcc, an A100 model)
CUDA_SOURCE = r"""
extern "C" __global__ void scale(float *out, const float *in, int n) {
    int i = blockIdx.x * block_size_x + threadIdx.x;
    if (i < n) out[i] = in[i] * 2.0f;
}
"""
#: what Kernel Tuner's C backend measures on the CPU (g++)
C_SOURCE = r"""
extern "C" float scale(float *out, const float *in, int n) {
    for (int i = 0; i < n; i++) out[i] = in[i] * 2.0f + block_size_x;
    return 0.0f;
}
"""
SIZE = 4096
PARAMS = {"block_size_x": [64, 128, 256, 512]}


@pytest.fixture(scope="module")
def one_gpu_instance():
    ray.init(num_cpus=2, num_gpus=1, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield
    ray.shutdown()


def _arguments():
    data = numpy.arange(SIZE, dtype=numpy.float32)
    return [numpy.zeros_like(data), data, numpy.int32(SIZE)]


@pytest.mark.skipif(shutil.which("nvcc") is None or shutil.which("g++") is None, reason="needs nvcc and g++")
def test_the_strategy_in_kernel_tuners_parallel_runner_measures_there_and_predicts_through_ray(
        one_gpu_instance, tmp_path, monkeypatch):
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)  # Kernel Tuner's C backend writes its temporary files here
    kernel = {"kernel_name": "scale", "kernel_source": CUDA_SOURCE, "problem_size": SIZE, "arguments": _arguments()}
    strategy = Strategy(gpu="a100", ray=True, kernel=kernel, sample_size=4, max_predictions=4)
    results, environment = kernel_tuner.tune_kernel(
        "scale", C_SOURCE, SIZE, _arguments(), dict(PARAMS), lang="C", parallel=True, quiet=True,
        strategy=strategy, strategy_options={"max_fevals": 3})
    measured = [result["block_size_x"] for result in results]
    assert len(measured) == 3 and len(set(measured)) == 3 and all(result["time"] >= 0 for result in results)
    assert strategy.report.predicted == 4 and strategy.report.refused == 0
    assert environment["device_name"] and len(environment["workers"]) == 1  # one actor for a strategy object
    # the first measurement is the configuration the A100 model predicts fastest
    assert measured[0] == _fastest_predicted()


def _fastest_predicted() -> int:
    from analyzer.tuning.kernel_tuner_strategy import source_predictor

    options = {"kernel_name": "scale", "kernel_source": CUDA_SOURCE, "problem_size": SIZE, "arguments": _arguments()}
    times = source_predictor(options, ["block_size_x"], "a100", 1)([(size,) for size in PARAMS["block_size_x"]])
    return min(zip(times, PARAMS["block_size_x"]))[1]


class ParallelRunner:
    """A stand-in named as Kernel Tuner's, recording the objective its ``run`` receives."""

    def __init__(self):
        self.seen = []
        self.units = {"time": "ms"}

    def run(self, parameter_space, tuning_options):
        self.seen.append(tuning_options["objective"])
        return []


def test_the_objective_goes_by_name_only_to_the_parallel_runner_of_the_releases_that_need_it():
    from kernel_tuner.interface import Options

    from analyzer.tuning.kt_parallel import SingleObjectiveRunner, measuring_runner

    options = Options({"objective": ["time"], "cache": {}})
    runner = ParallelRunner()
    wrapped = measuring_runner(runner, options, "1.5.0")
    assert isinstance(wrapped, SingleObjectiveRunner) and wrapped.units == {"time": "ms"}
    wrapped.run([], options)
    assert runner.seen == ["time"] and options["objective"] == ["time"]  # the caller's options untouched
    assert measuring_runner(runner, options, "1.6.0") is runner
    assert measuring_runner(runner, Options({"objective": ["time", "energy"]}), "1.5.0") is runner
    sequential = object()
    assert measuring_runner(sequential, options, "1.5.0") is sequential


def test_a_runner_that_hides_the_kernel_asks_for_kernel_options():
    class HiddenKernelRunner:
        """What Kernel Tuner's parallel runner shows a strategy: no ``kernel_options``."""

    class Space:
        tune_params = dict(PARAMS)
        list = [(64,), (128,)]

    with pytest.raises(InputError, match=r"HiddenKernelRunner does not show a strategy the kernel: give Strategy\(kernel="):
        Strategy(gpu="a100").tune(Space(), HiddenKernelRunner(), {"budget": None})
    with pytest.raises(InputError, match="kernel= takes tune_kernel's kernel options, not 'threads'"):
        Strategy(gpu="a100", kernel={"kernel_name": "scale", "threads": 64})
