"""One entry point for timing predictions: ``predict(model, gpu, launch, options)``.

``options.timing_model`` names a model of ``analyzer.predict.registry`` (``kt``, the default; ``kp``,
method C of Kleimenov and Popova 2021; ``mwp-cwp``, Hong and Kim 2009). Every model uses the same
residency (blocks per SM from NVIDIA's occupancy calculation, ``analyzer.predict.timing_model``).
"""

from __future__ import annotations

from analyzer.analysis.kernel_model import KernelModel
from analyzer.gpu.gpu_model import GpuModel
from analyzer.predict.timing_model import check_launch_shape, residency_for
from analyzer.predict.records import DEFAULT_MODEL, Launch, Prediction, PredictOptions, Residency
from analyzer.predict.registry import MODEL_NAMES, timing_model

MODELS = MODEL_NAMES
__all__ = ["DEFAULT_MODEL", "MODELS", "check_launch_shape", "predict", "predict_with_residency", "residency_for"]


def predict(kernel_model: KernelModel, gpu: GpuModel, launch: Launch, options: PredictOptions | None = None) -> Prediction:
    """Predicted time of ``model`` launched as ``launch`` on ``gpu`` with the model named in
    ``options.timing_model``. InputError for an unknown model, an option that model does not use, a
    launch that cannot run (the reason from the occupancy calculation) or a missing parameter
    value."""
    return timing_model(options or PredictOptions()).predict(kernel_model, launch, gpu)


def predict_with_residency(kernel_model: KernelModel, gpu: GpuModel, launch: Launch, residency: Residency,
                           options: PredictOptions) -> Prediction:
    """The prediction for a known residency (``residency.blocks_per_sm`` blocks per SM)."""
    return timing_model(options).predict_resident(kernel_model, launch, gpu, residency)
