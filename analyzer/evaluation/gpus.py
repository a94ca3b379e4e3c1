"""Which project GPU model predicts a case's GPU.

The table maps the GPU names the measurements report (and the ``gpu`` column ids of the
multi-GPU cases) to the GPU model ids fixed for the validation set; a case's
``suggested_model`` (the same GPU) is the fallback. A GPU whose model cannot be loaded is a
failure reason ("no GPU model <id>"), never a silent stand-in.
"""

from __future__ import annotations

import functools
import re
from analyzer.gpu.loader import gpu_models_dir, is_model_file, load_gpu

#: Reported GPU name (normalised: lower case, without "nvidia"/"geforce", single spaces) or
#: per-row GPU id -> project GPU model id.
GPU_MODEL_IDS = {
    "rtx 2080 ti": "rtx-2080ti",
    "rtx 3090": "rtx-3090",
    "titan rtx": "titan-rtx",
    "rtx 2070 super": "rtx-2070-super",
    "rtx 3060 laptop gpu": "rtx-3060-laptop",
    "gtx 1070": "gtx-1070",
    "gtx 1080 ti": "gtx-1080ti",
    "tesla p100-pcie-12gb": "p100",
    "gtx titan x": "gtx-titan-x",
    "tesla k20m": "k20m",
    "tesla v100-pcie-32gb": "v100-pcie-32gb",
    # A GTX 1650 measured at 166 GB/s on a coalesced 8192 x 8192 array add (the PMPP NVBench measurements),
    # above the 128 GB/s peak of the original GDDR5 card: it can only be the GDDR6 variant (192 GB/s).
    "gtx 1650": "gtx-1650-gddr6",
    "rtx 2060": "rtx-2060",
    "rtx 3060": "rtx-3060",
    "rtx 3060 ti": "rtx-3060ti",
    "rtx 3070 ti": "rtx-3070ti",
    "rtx 3080": "rtx-3080",
    "gtx1650": "gtx-1650-gddr6",
    "rtx2060": "rtx-2060",
    "rtx3060": "rtx-3060",
    "rtx3060laptop": "rtx-3060-laptop",
    "rtx3060ti": "rtx-3060ti",
    "rtx3070ti": "rtx-3070ti",
    "rtx3080": "rtx-3080",
}


#: Stand-in models by target (the validation set's README, "Checks done when building"): the
#: nearest project model of the same architecture, used only with ``--stand-ins``.
STAND_INS_BY_ARCH = {"sm_75": "t4", "sm_86": "rtx-a6000", "sm_70": "v100", "sm_61": "gtx-1050", "sm_60": "gtx-1050",
                     "sm_52": "gtx-1050"}
STAND_IN_MARK = " (stand-in)"


def normalised_name(name: str) -> str:
    """A reported GPU name without vendor words, in lower case with single spaces."""
    words = [word for word in re.split(r"\s+", name.lower()) if word and word not in ("nvidia", "geforce")]
    return " ".join(words)


def model_candidates(gpu) -> tuple[str, ...]:
    """Model ids to try for a case GPU (``CaseGpu``): the table's id, then ``suggested_model``."""
    candidates = []
    for key in (gpu.id, normalised_name(gpu.name)):
        if key in GPU_MODEL_IDS:
            candidates.append(GPU_MODEL_IDS[key])
            break
    if gpu.suggested_model:
        candidates.append(gpu.suggested_model)
    return tuple(dict.fromkeys(candidates))


@functools.lru_cache(maxsize=64)
def _load(model_id: str):
    if is_model_file(model_id):  # a model file of the user's own (``--gpu my-gpu.yaml``, ``gpu: my-gpu.yaml``)
        return load_gpu(model_id)
    if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9_.-]*", model_id) or not (gpu_models_dir() / f"{model_id}.yaml").is_file():
        return None
    return load_gpu(model_id)


def resolve_gpu_model(gpu, override: str | None = None, stand_ins: bool = False):
    """``(model id, GpuModel or None)`` for a case GPU: ``override`` when given, else the first
    loadable of ``model_candidates``; the id is the first candidate when none loads. With
    ``stand_ins`` a GPU without a model is predicted on its ``stand_in`` or the architecture's
    stand-in (``STAND_INS_BY_ARCH``), and the id says so."""
    candidates = (override,) if override else model_candidates(gpu)
    for model_id in candidates:
        model = _load(model_id)
        if model is not None:
            return model_id, model
    if stand_ins and not override:
        for model_id in (gpu.stand_in, STAND_INS_BY_ARCH.get(gpu.arch)):
            model = _load(model_id) if model_id else None
            if model is not None:
                return model_id + STAND_IN_MARK, model
    return (candidates[0] if candidates else f"(none for '{gpu.name}')"), None
