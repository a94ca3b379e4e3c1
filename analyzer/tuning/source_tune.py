"""Tuning a ``.cu`` source with compile-time tunables: the compile and the analysis of one
configuration are one task (``analyzer.tuning.tune.Evaluator``), run by any executor of
``analyzer.engine`` (the local pool, or Ray tasks on a cluster).

A task compiles its configuration (``analyzer.compile.source_kernel.source_job``: every tunable,
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
from analyzer.compile.compile import remember_ptxas
from analyzer.compile.source_kernel import COMPILE_FAILED, source_job
from analyzer.errors import InputError
from analyzer.frontend import load_module
from analyzer.predict.records import Launch
from analyzer.tuning.shared_ptx import PtxEntry, SourceFiles, cached_entry, compiled_here, store_entry
from analyzer.tuning.tune import ConfigurationTask
from analyzer.compile.compile import job_key

#: Parsed modules a worker process keeps, by PTX digest.
MODULES_KEPT = 8
_MODULES: OrderedDict[tuple[str, str], object] = OrderedDict()


def _module(ptx_path: Path, names_from: Path):
    """The parsed module of a PTX file, parsed once per content in this process."""
    text = ptx_path.read_bytes()
    key = (hashlib.sha256(text).hexdigest(), str(names_from))
    module = _MODULES.get(key)
    if module is None:
        module = _MODULES[key] = load_module(ptx_path, source=names_from)
        if len(_MODULES) > MODULES_KEPT:
            _MODULES.popitem(last=False)
    else:
        _MODULES.move_to_end(key)
    return module


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
        module = _module(compiled.ptx_path, names_from)
        if module.ptx_text:
            remember_ptxas(module.ptx_text, module.target or self.arch, compiled)
        kernel = self._select(module)
        return build_kernel_model(module, kernel, bindings, launch.dynamic_shared), produced

    def _select(self, module):
        if self.kernel_name:
            return module.kernel(self.kernel_name)
        if len(module.kernels) == 1:
            return module.kernels[0]
        known = ", ".join(kernel.plain_name for kernel in module.kernels) or "none"
        raise InputError(f"the source defines {len(module.kernels)} kernels; name one with --kernel ({known})",
                         str(self.source))


def source_builder(kernels, tunables, remote: bool) -> SourceBuilder:
    """The builder of a ``SourceKernels`` (``analyzer.compile.source_kernel``); with ``remote``
    the source and its include folder travel by content."""
    names_from = kernels.names_from
    files = None
    if remote:
        include = (str(kernels.source.resolve().parent),)
        files = SourceFiles.of(include, (kernels.source,) + ((names_from,) if names_from else ()))
    return SourceBuilder(kernels.source, kernels.text, kernels.kernel_name, kernels.arch, kernels.flags,
                         tuple(tunables), names_from, files)


def store_produced(entry: object) -> None:
    """Driver side: keep a PTX entry a remote worker compiled."""
    if isinstance(entry, PtxEntry):
        store_entry(entry)
