"""The timing models, by the name ``--model`` takes: the one list the CLI, ``tune``, ``compare``,
``validate`` and ``accuracy`` read (the default model first)."""

from __future__ import annotations

from analyzer.errors import InputError
from analyzer.predict.kp import KpModel
from analyzer.predict.kt import KtModel
from analyzer.predict.timing_model import TimingModel
from analyzer.predict.mwp_cwp import MwpCwpModel
from analyzer.predict.records import DEFAULT_MODEL, PredictOptions

REGISTRY: dict[str, type[TimingModel]] = {model.name: model for model in (KtModel, KpModel, MwpCwpModel)}
#: The model names, the default (``DEFAULT_MODEL``) first.
MODEL_NAMES: tuple[str, ...] = (DEFAULT_MODEL, *(name for name in REGISTRY if name != DEFAULT_MODEL))


def timing_model(options: PredictOptions) -> TimingModel:
    """The model ``options.timing_model`` names, made with ``options``: InputError for an unknown name
    or an option that model does not use."""
    if options.timing_model not in REGISTRY:
        raise InputError(f"unknown model '{options.timing_model}' (known: {', '.join(MODEL_NAMES)})", "--model")
    return REGISTRY[options.timing_model](options)


def model_title(name: str) -> str:
    """The one-line description of the model ``name``."""
    return REGISTRY[name].title
