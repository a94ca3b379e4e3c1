"""The interface every timing model implements, and what a model needs before it predicts.

One class per model behind one base (the shape of Kerncraft's performance models, Hammer et al.
2017): a model has a ``name``, a ``title`` naming its source, the prediction options it reads
(``takes``), and ``predict(kernel, launch, gpu) -> Prediction``. The base class computes the
residency (blocks per SM from NVIDIA's occupancy calculation), refuses a launch that cannot run
and binds the kernel model to the launch and the GPU (``analyzer.predict.bind``); each model then
computes its time from the bound kernel. An option a model does not read is refused when the
model is made (``ModelOption``), so no option is silently ignored.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import ClassVar

from analyzer.analysis.kernel_model import KernelModel
from analyzer.errors import InputError
from analyzer.gpu.gpu_model import GpuModel
from analyzer.gpu.occupancy import compute_occupancy
from analyzer.predict.bind import BoundKernel, bind_kernel
from analyzer.predict.memory import MemoryShares, memory_shares
from analyzer.predict.records import Launch, Prediction, PredictOptions, Residency


@dataclass(frozen=True)
class ModelOption:
    """A prediction option some models read: the ``PredictOptions`` field and its CLI flag."""

    field: str
    flag: str


#: The options a model may or may not read (``TimingModel.takes``); None in ``PredictOptions``
#: means "not given".
MODEL_OPTIONS = (ModelOption("l1_hit", "--l1-hit"), ModelOption("l2_hit", "--l2-hit"))


def check_launch_shape(gpu: GpuModel, launch: Launch) -> None:
    """InputError when the block has more threads than the GPU allows per block."""
    if launch.block_threads > gpu.limits.max_threads_per_block:
        raise InputError(f"a block of {launch.block_threads} threads exceeds the {gpu.limits.max_threads_per_block} "
                         f"threads per block of {gpu.id}", "--block")


def residency_for(kernel_model: KernelModel, gpu: GpuModel, launch: Launch) -> Residency:
    """Blocks per SM for the launch from ``analyzer.gpu.occupancy.compute_occupancy``
    (registers and static shared memory from the kernel model, dynamic shared from the launch)."""
    check_launch_shape(gpu, launch)
    occupancy = compute_occupancy(gpu, launch.block_threads, kernel_model.registers, kernel_model.static_shared_bytes,
                                  launch.dynamic_shared)
    return Residency(occupancy.active_blocks_per_sm, occupancy.occupancy, str(occupancy.limiter),
                     str(getattr(occupancy, "reason", "") or ""))


def hit_shares(kernel: BoundKernel, gpu: GpuModel, options: PredictOptions) -> MemoryShares:
    """Method C's served shares from the hit fractions of ``options`` (``--l1-hit``,
    ``--l2-hit``), the GPU model's ``l1_hit`` / ``l2_hit`` where not given."""
    return memory_shares(kernel, _fraction(options.l1_hit, gpu.l1_hit, "--l1-hit"),
                         _fraction(options.l2_hit, gpu.l2_hit, "--l2-hit"))


def _fraction(value: float | None, default: float, option: str) -> float:
    fraction = default if value is None else value
    if not 0.0 <= fraction <= 1.0:
        raise InputError(f"hit fraction must be between 0 and 1, got {fraction}", option)
    return float(fraction)


class TimingModel(ABC):
    """A timing model: ``predict(kernel, launch, gpu)`` gives a ``Prediction`` that carries its
    own breakdown (``Prediction.terms``, ``Prediction.warp``)."""

    #: the name ``--model`` takes
    name: ClassVar[str]
    #: what the model is and where it comes from, one line
    title: ClassVar[str]
    #: the ``MODEL_OPTIONS`` fields the model reads
    takes: ClassVar[frozenset[str]] = frozenset()
    #: why the model reads none of the other options (the refusal's reason)
    refusal: ClassVar[str] = ""

    def __init__(self, options: PredictOptions | None = None):
        self.options = options or PredictOptions(timing_model=self.name)
        for option in MODEL_OPTIONS:
            if getattr(self.options, option.field) is not None and option.field not in self.takes:
                raise InputError(f"the {self.name} model does not use this option: {self.refusal}", option.flag)

    def predict(self, kernel_model: KernelModel, launch: Launch, gpu: GpuModel) -> Prediction:
        """The predicted time of ``kernel`` launched as ``launch`` on ``gpu``. InputError for a
        launch that cannot run (the reason from the occupancy calculation) or a missing
        parameter value."""
        return self.predict_resident(kernel_model, launch, gpu, residency_for(kernel_model, gpu, launch))

    def predict_resident(self, kernel_model: KernelModel, launch: Launch, gpu: GpuModel, residency: Residency) -> Prediction:
        """The prediction for a known residency (``residency.blocks_per_sm`` blocks per SM)."""
        if residency.blocks_per_sm <= 0:
            reason = residency.reason or f"limited by {residency.limiter}"
            raise InputError(f"the launch cannot run on {gpu.id}: 0 blocks fit on an SM ({reason})",
                             "--dynamic-shared" if residency.limiter == "shared_memory" and launch.dynamic_shared
                             else "--block")
        if launch.grid_blocks <= 0:
            raise InputError("the grid has no blocks", "--grid")
        bound = bind_kernel(kernel_model, gpu, launch, self.options.bindings)
        return self.predict_bound(kernel_model, bound, launch, gpu, residency)

    @abstractmethod
    def predict_bound(self, kernel_model: KernelModel, bound: BoundKernel, launch: Launch, gpu: GpuModel,
                      residency: Residency) -> Prediction:
        """The model's prediction from the kernel bound to the launch and GPU (``bound``)."""



class HitFractionModel(TimingModel):
    """A model that takes method C's hit fractions (``--l1-hit``, ``--l2-hit``, the GPU model's
    ``l1_hit`` / ``l2_hit`` where not given) as its memory shares."""

    takes = frozenset({"l1_hit", "l2_hit"})

    def predict_bound(self, kernel_model: KernelModel, bound: BoundKernel, launch: Launch, gpu: GpuModel,
                      residency: Residency) -> Prediction:
        """The prediction with the served shares of the hit fractions (``hit_shares``)."""
        return self.predict_shares(bound, launch, gpu, residency, hit_shares(bound, gpu, self.options))

    @abstractmethod
    def predict_shares(self, bound: BoundKernel, launch: Launch, gpu: GpuModel, residency: Residency,
                       shares: MemoryShares) -> Prediction:
        """The model's prediction from the bound kernel and the memory shares."""
