"""Global atomics on a hot set (``analyzer.predict.atomics``): the L2 applies
updates that the grid spreads over a few lines at the rate measured for a hot set of that size
(``atomic_hot_set_per_clock`` of the H100 model, ``tools/groundtruth/atomic_rates.py``: 6.79926
updates per SM clock over 128 B, 27.2777 over 2 KiB, 142.323 over 16 KiB, 247.296 over 256 KiB,
262.3 over 64 MiB; one word 0.689537).

Kernel of our own (``data/bin_commit.cu``; nvcc 13 sm_90 PTX and clang 19 sm_70 LLVM IR): every
block adds to each of ``num_bins`` global bins once, its threads walking the bins with a step of
``blockDim.x``, as a histogram's commit does. 4,096 blocks of 128 threads."""

import math
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.gpu.loader import load_gpu
from analyzer.predict.api import predict
from analyzer.predict.atomics import hot_set_atomic_rate
from analyzer.predict.records import Launch, PredictOptions

DATA = Path(__file__).resolve().parent / "data"
LAUNCH = Launch((4096, 1, 1), (128, 1, 1))


def _predicted(kernel_file: str, num_bins: int, gpu: str = "h100"):
    module = load_module(DATA / kernel_file)
    params = {"num_bins": num_bins}
    model = build_kernel_model(module, module.kernels[0], {**params, **LAUNCH.symbols()})
    return predict(model, load_gpu(gpu), LAUNCH, PredictOptions(timing_model="kt", bindings=params))


def _term(prediction, name: str):
    return next((term for term in prediction.terms.parts[1].parts if term.name == name), None)


def _atomic_stream(prediction) -> dict:
    (stream,) = [stream for stream in prediction.part.streams if stream["kind"] == "atomic"]
    return stream


@pytest.mark.parametrize("kernel_file", ["bin_commit.sm_90.ptx", "bin_commit.ll"])
def test_a_commit_of_512_bins_runs_at_the_2_kib_rate(kernel_file):
    """512 bins: 4 trips of 128 lanes per block, 4,096 x 512 = 2,097,152 updates over 512 x 4 =
    2,048 B, a measured point: 2,097,152 / 27.2777 = 76,881.6 cycles (38.83 us at 1,980 MHz), far
    above the L2 bytes (2,097,152 sectors of 32 B = 64 MiB / 5,621 B per clock = 11,939 cycles)."""
    prediction = _predicted(kernel_file, 512)
    stream = _atomic_stream(prediction)
    assert stream["atomic_updates"] == 2_097_152 and stream["atomic_footprint"] == 2048
    term = _term(prediction, "atomic_hot_set")
    assert term.cycles == pytest.approx(2_097_152 / 27.2777, rel=1e-9)
    assert term.gpu_entries == ("atomic_hot_set_per_clock.2048 = 27.2777",)
    assert prediction.bottleneck == "atomic_hot_set"
    assert prediction.exec_us == pytest.approx(2_097_152 / 27.2777 / 1980, rel=1e-9)


def test_a_1_kib_hot_set_interpolates_between_the_measured_sets():
    """256 bins: 1,048,576 updates over 1,024 B, between 128 B and 2 KiB: log-log share
    ln(1024/128) / ln(2048/128) = 3/4, rate 6.79926 x (27.2777 / 6.79926)^0.75 = 6.79926 x
    4.011863^0.75 = 6.79926 x 2.834716 = 19.2740 per clock: 54,404 cycles."""
    prediction = _predicted("bin_commit.sm_90.ptx", 256)
    term = _term(prediction, "atomic_hot_set")
    rate = 6.79926 * (27.2777 / 6.79926) ** 0.75
    assert rate == pytest.approx(19.2740, abs=1e-4)
    assert term.cycles == pytest.approx(1_048_576 / rate, rel=1e-9)
    assert term.gpu_entries == ("atomic_hot_set_per_clock.128 = 6.79926", "atomic_hot_set_per_clock.2048 = 27.2777")


@pytest.mark.parametrize("kernel_file", ["bin_commit.sm_90.ptx", "bin_commit.ll"])
def test_a_guard_that_leaves_lanes_out_counts_and_spreads_only_the_lanes_that_run(kernel_file):
    """8 bins: only lanes 0-7 of warp 0 run the loop, once; warps 1-3 of each block do nothing, so
    the active warps already leave them out and the atomic's share of the block's lanes (8 / 128)
    must not leave them out again: 4,096 x 8 = 32,768 updates (8,192 when the share was applied to
    the active warps). Nor do the idle lanes widen the hot set: 8 updates of 4 B per block, the same
    in every block, 32 B (the thread indices span 128 x 4 = 512 B). 32 B lies between one word and
    one line: log-log share ln(32/4) / ln(128/4) = 0.6, rate 0.689537 x (6.79926 / 0.689537)^0.6 =
    2.7221 per clock, 12,038 cycles."""
    prediction = _predicted(kernel_file, 8)
    stream = _atomic_stream(prediction)
    assert stream["atomic_updates"] == 32_768 and stream["atomic_footprint"] == 32
    rate = 0.689537 * (6.79926 / 0.689537) ** 0.6
    assert rate == pytest.approx(2.7221, abs=1e-4)
    assert _term(prediction, "atomic_hot_set").cycles == pytest.approx(32_768 / rate, rel=1e-9)


def test_a_gpu_without_measured_hot_sets_has_no_such_bound():
    """The A100 model has no ``atomic_hot_set_per_clock``: the updates bind only through the L2
    bytes, as before the rates were measured."""
    prediction = _predicted("bin_commit.sm_90.ptx", 512, "a100-sxm-80gb")
    assert _term(prediction, "atomic_hot_set") is None
    assert _term(prediction, "l2_bandwidth") is not None


def test_the_rate_between_one_word_and_one_line_and_beyond_the_largest_set():
    """Below 128 B the one-word rate is the lower point (a 4-byte set): 32 B has the log-log share
    ln(8) / ln(32) = 0.6, 0.689537 x (6.79926 / 0.689537)^0.6; one word or less, the one-word rate;
    above 64 MiB the largest set's rate."""
    gpu = load_gpu("h100")
    rate, entries = hot_set_atomic_rate(gpu, 32)
    assert rate == pytest.approx(0.689537 * (6.79926 / 0.689537) ** 0.6, rel=1e-12)
    assert entries == ("memory.atomic_same_word_per_clock = 0.689537", "atomic_hot_set_per_clock.128 = 6.79926")
    assert hot_set_atomic_rate(gpu, 4)[0] == 0.689537
    assert hot_set_atomic_rate(gpu, 2**30) == (262.3, ("atomic_hot_set_per_clock.67108864 = 262.3",))
    assert hot_set_atomic_rate(load_gpu("a100-sxm-80gb"), 2048) is None


@given(st.floats(min_value=1.0, max_value=2.0**32), st.floats(min_value=1.0, max_value=2.0**32))
def test_the_rate_never_falls_as_the_set_grows(smaller, larger):
    """The measured rates rise with the set's size, and so does their log-log interpolation."""
    gpu = load_gpu("h200")
    smaller, larger = sorted((smaller, larger))
    assert hot_set_atomic_rate(gpu, smaller)[0] <= hot_set_atomic_rate(gpu, larger)[0] * (1 + 1e-12)
    assert not math.isnan(hot_set_atomic_rate(gpu, smaller)[0])
