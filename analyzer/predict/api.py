"""One entry point for timing predictions: ``predict(model, gpu, launch, options)``.

``options.model`` selects ``kt`` (the default: ``analyzer.predict.kt``), method C (``kp``,
Kleimenov and Popova 2021) or the Hong and Kim 2009 baseline (``mwp-cwp``). All use the same
residency (blocks per SM from NVIDIA's occupancy calculation) and the same launch regression.
"""

from __future__ import annotations

from analyzer.analysis.kernel_model import KernelModel
from analyzer.errors import InputError
from analyzer.models.gpu_model import GpuModel
from analyzer.predict.bind import bind_kernel
from analyzer.predict.kp import predict_kp
from analyzer.predict.kt import predict_kt
from analyzer.predict.memory import memory_shares
from analyzer.predict.mwp_cwp import predict_mwp_cwp
from analyzer.predict.records import DEFAULT_MODEL, Launch, Prediction, PredictOptions, Residency

MODELS = ("kp", "mwp-cwp", "kt")
__all__ = ["DEFAULT_MODEL", "MODELS", "predict", "predict_with_residency", "residency_for"]


def check_launch_shape(gpu: GpuModel, launch: Launch) -> None:
    """InputError when the block has more threads than the GPU allows per block."""
    if launch.block_threads > gpu.limits.max_threads_per_block:
        raise InputError(f"a block of {launch.block_threads} threads exceeds the {gpu.limits.max_threads_per_block} "
                         f"threads per block of {gpu.id}", "--block")


def residency_for(model: KernelModel, gpu: GpuModel, launch: Launch) -> Residency:
    """Blocks per SM for the launch from ``analyzer.models.occupancy.compute_occupancy``
    (registers and static shared memory from the kernel model, dynamic shared from the launch)."""
    from analyzer.models.occupancy import compute_occupancy

    check_launch_shape(gpu, launch)
    occupancy = compute_occupancy(gpu, launch.block_threads, model.registers, model.static_shared_bytes,
                                  launch.dynamic_shared)
    return Residency(occupancy.active_blocks_per_sm, occupancy.occupancy, str(occupancy.limiter),
                     str(getattr(occupancy, "reason", "") or ""))


def predict(model: KernelModel, gpu: GpuModel, launch: Launch, options: PredictOptions | None = None) -> Prediction:
    """Predicted time of ``model`` launched as ``launch`` on ``gpu`` with the model named in
    ``options.model``. InputError for an unknown model, a launch that cannot run (the reason
    from the occupancy calculation) or a missing parameter value."""
    options = options or PredictOptions()
    if options.model not in MODELS:
        raise InputError(f"unknown model '{options.model}' (known: {', '.join(MODELS)})", "--model")
    residency = residency_for(model, gpu, launch)
    return predict_with_residency(model, gpu, launch, residency, options)


def _fraction(value: float | None, default: float, option: str) -> float:
    fraction = default if value is None else value
    if not 0.0 <= fraction <= 1.0:
        raise InputError(f"hit fraction must be between 0 and 1, got {fraction}", option)
    return float(fraction)


def predict_with_residency(model: KernelModel, gpu: GpuModel, launch: Launch, residency: Residency,
                           options: PredictOptions) -> Prediction:
    """The prediction for a known residency (``residency.blocks_per_sm`` blocks per SM)."""
    if residency.blocks_per_sm <= 0:
        reason = residency.reason or f"limited by {residency.limiter}"
        raise InputError(f"the launch cannot run on {gpu.id}: 0 blocks fit on an SM ({reason})",
                         "--dynamic-shared" if residency.limiter == "shared_memory" and launch.dynamic_shared else "--block")
    if launch.grid_blocks <= 0:
        raise InputError("the grid has no blocks", "--grid")
    bound = bind_kernel(model, gpu, launch, options.bindings)
    shares = memory_shares(bound, _fraction(options.l1_hit, gpu.l1_hit, "--l1-hit"),
                           _fraction(options.l2_hit, gpu.l2_hit, "--l2-hit"))
    if options.model == "mwp-cwp":
        return predict_mwp_cwp(bound, gpu, launch, residency, shares)
    if options.model == "kt":
        return predict_kt(model, bound, gpu, launch, residency, {**launch.symbols(), **options.bindings}, shares)
    return predict_kp(bound, gpu, launch, residency, shares, options)
