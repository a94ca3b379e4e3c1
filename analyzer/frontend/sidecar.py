"""Parameter names from a sample's sidecar YAML.

nvcc names PTX parameters ``<mangled>_param_<k>`` and clang discards argument names, so a user
could not say ``--param n=1024``. A sidecar ``<stem>.yaml`` beside the kernel file (stem = the
file name up to its first dot: ``matmul.sm_90.ptx`` -> ``matmul.yaml``) lists the source names:

    kernels:
      matmul:
        params: [C, A, B, wA, wB]

Parameters of kernels it does not list keep their file names; ``p<k>`` always works as well.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import yaml

from analyzer.errors import InputError, read_text_file
from analyzer.ir import Module


def sidecar_path(kernel_file: Path) -> Path:
    """Where the sidecar of a kernel file lives."""
    stem = kernel_file.name.split(".", 1)[0]
    return kernel_file.with_name(f"{stem}.yaml")


def load_sidecar(kernel_file: Path) -> dict:
    """The sidecar's ``kernels`` mapping, or {} when there is none."""
    path = sidecar_path(kernel_file)
    if not path.is_file():
        return {}
    try:
        data = yaml.safe_load(read_text_file(path, "sidecar file")) or {}
    except yaml.YAMLError as error:
        line = getattr(getattr(error, "problem_mark", None), "line", None)
        raise InputError(f"invalid YAML: {getattr(error, 'problem', error)}", str(path), None if line is None else line + 1) from None
    kernels = data.get("kernels", {}) if isinstance(data, dict) else {}
    if not isinstance(kernels, dict):
        raise InputError("'kernels' must be a mapping", str(path))
    return kernels


def apply_sidecar_names(module: Module, kernel_file: Path) -> Module:
    """The module with parameters renamed to the sidecar's source names."""
    kernels_spec = load_sidecar(kernel_file)
    if not kernels_spec:
        return module
    renamed = []
    for kernel in module.kernels:
        spec = kernels_spec.get(kernel.plain_name) or kernels_spec.get(kernel.name) or {}
        names = spec.get("params") if isinstance(spec, dict) else None
        if isinstance(names, list) and len(names) == len(kernel.params):
            params = tuple(dataclasses.replace(param, name=str(name)) for param, name in zip(kernel.params, names))
            kernel = dataclasses.replace(kernel, params=params)
        elif names is not None:
            raise InputError(
                f"sidecar lists {len(names) if isinstance(names, list) else '?'} parameters for "
                f"'{kernel.plain_name}' but the kernel has {len(kernel.params)}",
                str(sidecar_path(kernel_file)),
            )
        renamed.append(kernel)
    return dataclasses.replace(module, kernels=tuple(renamed))
