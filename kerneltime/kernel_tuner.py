"""``kerneltime.kernel_tuner.Strategy``: the Kernel Tuner strategy of
``analyzer.tuning.kernel_tuner_strategy`` under the name its documentation uses."""

from analyzer.tuning.kernel_tuner_strategy import PredictionReport, Strategy, source_predictor

__all__ = ["PredictionReport", "Strategy", "source_predictor"]
