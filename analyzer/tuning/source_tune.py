"""Tuning a ``.cu`` source with compile-time tunables: the compile and the analysis of one
configuration are one task (``analyzer.tuning.tune.Evaluator``), run by any executor of
``analyzer.engine`` (the local pool, or Ray tasks on a cluster).

A task compiles its configuration (``analyzer.tuning.source_kernel.source_job``: every tunable,
``block_size_*``, ``grid_size_*`` and ``kernel_tuner`` as ``-D`` defines) through the
content-hashed PTX cache shared by content (``analyzer.tuning.shared_ptx``), parses the PTX (a
worker process keeps the last few parsed modules by PTX digest, so configurations whose compiled
PTX is identical are parsed and statically analysed once there), builds the kernel model and
predicts it. The driver sends cached PTX with the task when the executor is remote, and stores
what remote workers compiled.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from analyzer.analysis.build import build_kernel_model
from analyzer.toolchain.compile import remember_ptxas
from analyzer.tuning.source_kernel import COMPILE_FAILED, select_source_kernel, source_job
from analyzer.errors import InputError
from analyzer.frontend import load_module
from analyzer.predict.records import Launch
from analyzer.tuning.shared_ptx import PtxEntry, SourceFiles, cached_entry, compiled_here, store_entry
from analyzer.tuning.tune import ConfigurationTask
from analyzer.toolchain.compile import job_key

#: Parsed modules and built kernel models a worker process keeps, by PTX digest.
MODULES_KEPT = 8
MODELS_KEPT = 64
_MODULES: OrderedDict[tuple[str, str], object] = OrderedDict()
_MODELS: OrderedDict[tuple, object] = OrderedDict()


def _kept(cache: OrderedDict, key, size: int, make):
    """``cache[key]``, made by ``make()`` when missing; the ``size`` most recent kept."""
    value = cache.get(key)
    if value is None:
        value = cache[key] = make()
        if len(cache) > size:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return value


def _digest(ptx_path: Path) -> str:
    return hashlib.sha256(ptx_path.read_bytes()).hexdigest()


def model_bindings(bindings: Mapping[str, float], tunables: tuple[str, ...], param_names) -> tuple:
    """The bindings a kernel model can read, as a key: every binding but the tunables that name no
    kernel parameter (a tunable only selects code at compile time: its effect is in the PTX)."""
    names = set(param_names)
    return tuple(sorted((name, value) for name, value in bindings.items() if name not in tunables or name in names))


@dataclass(frozen=True)
class SourceBuilder:
    """Builds the kernel model of one configuration of ``source`` (its ``text``) for ``arch``:
    compile (shared cache), parse, select ``kernel_name`` (or the only kernel), build with the
    bindings. ``tunables`` are the names passed as ``-D`` defines; ``files`` carries the source
    and include folders by content for workers on other machines (None: same machine)."""

    source: Path
    text: str
    kernel_name: str | None
    arch: str
    flags: tuple[str, ...]
    tunables: tuple[str, ...]
    names_from: Path | None = None
    files: SourceFiles | None = None
    param_names: tuple[str, ...] | None = None

    def job(self, bindings: Mapping[str, float], launch: Launch):
        """The compile job of a configuration (its tunable values taken from ``bindings``)."""
        return source_job(self.source, self.text, {name: bindings[name] for name in self.tunables}, launch, self.arch,
                          self.flags)

    def payload(self, task: ConfigurationTask) -> tuple[str, PtxEntry | None]:
        """Driver side: the configuration's cache key and, when this machine has it, its entry."""
        key = job_key(self.job(task.bindings, task.launch))
        return key, cached_entry(key)

    def build(self, bindings: Mapping[str, float], launch: Launch, payload: tuple[str, PtxEntry | None] | None):
        """Task side: ``(kernel model, entry compiled here or None)``; InputError with the
        compiler's first error line when the configuration does not compile."""
        job = self.job(bindings, launch)
        key, entry = payload if payload is not None else (job_key(job), None)
        compiled, produced = compiled_here(job, key, entry, self.files)
        if compiled.ptx_path is None:  # the failure is cached content too: it goes back with the error
            error = InputError(f"{COMPILE_FAILED}: {compiled.error}", str(self.source))
            error.produced = produced  # type: ignore[attr-defined]
            raise error
        names_from = self.names_from or self.source
        if self.files is not None:
            names_from = self.files.path_here(names_from)
        digest = _digest(compiled.ptx_path)
        module = _kept(_MODULES, (digest, str(names_from)), MODULES_KEPT,
                       lambda: load_module(compiled.ptx_path, source=names_from))
        if module.ptx_text:
            remember_ptxas(module.ptx_text, module.target or self.arch, compiled)
        kernel = select_source_kernel(module, self.kernel_name, self.source)
        # configurations whose PTX is identical and whose kernel reads the same bindings share one model
        key = (digest, kernel.name, model_bindings(bindings, self.tunables, (param.name for param in kernel.params)),
               launch.dynamic_shared)
        model = _kept(_MODELS, key, MODELS_KEPT,
                      lambda: build_kernel_model(module, kernel, bindings, launch.dynamic_shared))
        return model, produced

    def identity(self, task: ConfigurationTask):
        """Driver side: what the task's model is made of when this machine's cache has its PTX
        (the PTX digest and the bindings the kernel can read; ``param_names`` of the first
        compiled kernel), else None. Tasks of one identity are predicted once."""
        if self.param_names is None:
            return None
        entry = cached_entry(job_key(self.job(task.bindings, task.launch)))
        if entry is None:
            return None
        content = entry.ptx if entry.ptx is not None else entry.facts
        return (hashlib.sha256(content.encode()).hexdigest(), task.launch.dynamic_shared,
                model_bindings(task.bindings, self.tunables, self.param_names))


def source_builder(kernels, tunables, remote: bool, kernel=None) -> SourceBuilder:
    """The builder of a ``SourceKernels`` (``analyzer.tuning.source_kernel``); with ``remote``
    the source and its include folder travel by content; ``kernel``: the first compiled kernel
    (its parameter names let the driver predict identical configurations once)."""
    names_from = kernels.names_from
    files = None
    if remote:
        include = (str(kernels.source.resolve().parent),)
        files = SourceFiles.of(include, (kernels.source,) + ((names_from,) if names_from else ()))
    param_names = None if kernel is None else tuple(param.name for param in kernel.params)
    return SourceBuilder(kernels.source, kernels.text, kernels.kernel_name, kernels.arch, kernels.flags,
                         tuple(tunables), names_from, files, param_names)


def store_produced(entry: object) -> None:
    """Driver side: keep a PTX entry a remote worker compiled."""
    if isinstance(entry, PtxEntry):
        store_entry(entry)
