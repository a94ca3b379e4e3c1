"""kt charges each wave one launch interval of its SMs (``KtLaunch.launch_interval_cycles``, the
launch regression's slope x the SMs), on real compiler output: a row filter of our own
(``data/tiled_row_filter.cu``, nvcc 13 sm_90 PTX) staging its tile in shared memory behind a
barrier, 2^26 elements, radius 2, on the h100 model. Expected values derived by hand from the
model's entries (docs/validation/validation-history.md, nineteenth round, has the measurements of
the textbook kernel of the same shape)."""

from pathlib import Path

import pytest

from analyzer.analysis.build import build_kernel_model
from analyzer.frontend import load_module
from analyzer.gpu.loader import load_gpu
from analyzer.predict.api import predict
from analyzer.predict.records import Launch, PredictOptions

PTX = Path(__file__).with_name("data") / "tiled_row_filter.sm_90.ptx"
N = 1 << 26
RADIUS = 2


def _predict(block: int):
    module = load_module(PTX)
    kernel = module.kernel("tiled_row_filter")
    launch = Launch(grid=(N // block, 1, 1), block=(block, 1, 1), dynamic_shared=(block + 2 * RADIUS) * 4)
    bindings = {"radius": RADIUS, "n": N}
    model = build_kernel_model(module, kernel, {**bindings, **launch.symbols()}, launch.dynamic_shared)
    return predict(model, load_gpu("h100"), launch, PredictOptions(timing_model="kt", bindings=bindings))


def _blocks_launch(prediction):
    execution = next(part for part in prediction.terms.parts if part.name == "execution")
    waves = execution.find("waves")
    return waves.parts[-1]


@pytest.mark.parametrize("block, interval, blocks_per_sm", [(256, 87.5, 8), (1024, 350.0, 2)])
def test_each_wave_pays_one_launch_interval(block, interval, blocks_per_sm):
    """The h100 model's launch slope for blocks of w warps is 700 cycles over the empty blocks an
    SM holds (min(32, 64 / w): 8 of 8 warps, 2 of 32 warps) on 132 SMs at 1980 MHz, so an SM's
    launch interval is 700 / 8 = 87.5 cycles for 256 threads and 700 / 2 = 350 cycles for 1,024.
    Both fill the SM (64 warps: 8 and 2 blocks), so 2^26 / (256 x 8 x 132) = 248.2 -> 249 waves
    (2^26 / (1024 x 2 x 132) the same): 249 x 87.5 = 21,787.5 and 249 x 350 = 87,150 cycles. The
    launch of every block in series would charge 700 / 8 x 8 = 700 cycles a wave for both."""
    prediction = _predict(block)
    assert prediction.blocks_per_sm == blocks_per_sm and prediction.waves == 249
    launch = _blocks_launch(prediction)
    assert launch.cycles == pytest.approx(249 * interval, rel=1e-5)
    assert "132 SMs x 249 wave(s)" in launch.formula


def test_fewer_larger_blocks_pay_more_launch_per_wave():
    """With one interval a wave, 1,024-thread blocks pay 262.5 cycles a wave more than 256-thread
    ones (350 - 87.5), 65,362.5 cycles over the 249 waves, 33.0 us at 1980 MHz; the rest of the two
    predictions differs by about 3 us (the same 64 warps an SM; the 256-thread grid has 4x the
    blocks, each loading its halo). The
    textbook kernel of this shape measured on an H100 ran 317 us at 256 threads and 380 us at
    1,024 (validation/pmpp-conv1d-tiled-h100): kt now orders them so."""
    small, large = _predict(256), _predict(1024)
    difference = _blocks_launch(large).cycles - _blocks_launch(small).cycles
    assert difference == pytest.approx(249 * (350.0 - 87.5), rel=1e-5)
    assert small.time_us < large.time_us
    assert large.time_us - small.time_us == pytest.approx(difference / 1980.0, rel=0.15)
