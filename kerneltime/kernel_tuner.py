"""``kerneltime.kernel_tuner.Strategy``: the Kernel Tuner strategy of
``analyzer.tuning.kernel_tuner_strategy`` under the name its documentation uses."""

from analyzer.tuning.kernel_tuner_strategy import PredictionCost, Strategy, source_predictor

__all__ = ["PredictionCost", "Strategy", "source_predictor"]
