"""A CUDA source with compile-time tunables, as Kernel Tuner compiles it: one PTX per
configuration, through the validate compile step (same cache, same ptxas registers).

Kernel Tuner prepends ``#define NAME VALUE`` for every tunable, for ``block_size_x/y/z`` and
``grid_size_x/y/z`` of the launch, and ``#define kernel_tuner 1``; here they are ``-D`` options
of the same values (``#ifdef`` variants therefore see every tunable defined, as under Kernel
Tuner; test its value with ``#if``). The target is the GPU model's compute capability.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from analyzer.errors import InputError, refuse_special_file
from analyzer.frontend import load_module
from analyzer.predict.records import Launch
from analyzer.toolchain.compile import CompiledPtx, CompileJob, compile_all, remember_ptxas

AXES = "xyz"
#: Prefix of the error of a configuration that did not compile (other errors are the user's).
COMPILE_FAILED = "compilation failed"


def gpu_arch(gpu) -> str:
    """``sm_XY`` of a GPU model (compute capability X.Y)."""
    major, minor = gpu.compute_capability
    return f"sm_{major}{minor}"


def _text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def source_job(source: Path, text: str, config: Mapping[str, float], launch: Launch, arch: str,
               flags: Sequence[str] = ()) -> CompileJob:
    """The compile job of one configuration of a Kernel Tuner-style source."""
    defines = {name: _text(value) for name, value in config.items()}
    for axis, block, grid in zip(AXES, launch.block, launch.grid):
        defines.setdefault(f"block_size_{axis}", str(block))
        defines.setdefault(f"grid_size_{axis}", str(grid))
    defines.setdefault("kernel_tuner", "1")
    return CompileJob(text, tuple(sorted(defines.items())), (str(source.resolve().parent),), tuple(flags), arch)


def read_source(path: Path) -> str:
    """The text of a ``.cu`` file; InputError when it cannot be read as text."""
    refuse_special_file(path, "CUDA source")
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError("no such file", str(path)) from None
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(f"cannot read the CUDA source: {error}", str(path)) from None


@dataclass
class SourceKernels:
    """Compiled configurations of one source: ``compile`` them (in parallel), then ``kernel``
    gives the parsed module and kernel of a configuration (or raises the compile error), its
    parameters named from ``names_from`` (default: the source itself)."""

    source: Path
    kernel_name: str | None
    arch: str
    flags: tuple[str, ...] = ()
    workers: int = 2
    names_from: Path | None = None

    def __post_init__(self) -> None:
        self.text = read_source(self.source)
        self._compiled: dict[tuple, CompiledPtx] = {}
        self._modules: dict[Path, object] = {}

    def _key(self, config: Mapping[str, float], launch: Launch) -> tuple:
        return source_job(self.source, self.text, config, launch, self.arch, self.flags).defines

    def compile(self, items: Sequence[tuple[Mapping[str, float], Launch]], progress=None) -> None:
        """Compile every (configuration, launch) not compiled yet."""
        jobs, keys = [], []
        for config, launch in items:
            job = source_job(self.source, self.text, config, launch, self.arch, self.flags)
            if job.defines not in self._compiled and job.defines not in keys:
                jobs.append(job)
                keys.append(job.defines)
        for key, result in zip(keys, compile_all(jobs, self.workers, progress=progress)):
            self._compiled[key] = result

    def kernel(self, config: Mapping[str, float], launch: Launch):
        """``(module, kernel)`` of a compiled configuration; InputError with the compiler's
        first error line when it did not compile."""
        key = self._key(config, launch)
        if key not in self._compiled:
            self.compile([(config, launch)])
        compiled = self._compiled[key]
        if compiled.ptx_path is None:
            raise InputError(f"{COMPILE_FAILED}: {compiled.error}", str(self.source))
        module = self._modules.get(compiled.ptx_path)
        if module is None:
            module = load_module(compiled.ptx_path, source=self.names_from or self.source)
            if module.ptx_text:
                remember_ptxas(module.ptx_text, module.target or self.arch, compiled)
            if len(self._modules) > 8:
                self._modules.pop(next(iter(self._modules)))
            self._modules[compiled.ptx_path] = module
        return module, select_source_kernel(module, self.kernel_name, self.source)

    def first_kernel(self, items: Sequence[tuple[Mapping[str, float], Launch]]):
        """``(module, kernel)`` of the first configuration that compiled (None if none did); a
        kernel selection error (several kernels and no ``--kernel``, an unknown name) is raised."""
        for config, launch in items:
            try:
                return self.kernel(config, launch)
            except InputError as error:
                if not error.message.startswith(COMPILE_FAILED):
                    raise
        return None



def select_source_kernel(module, kernel_name: str | None, source) -> object:
    """The kernel of a compiled ``module`` that a tuning run means: the one named ``kernel_name``,
    else the only one; several kernels and no name is refused, naming them and ``source``."""
    if kernel_name:
        return module.kernel(kernel_name)
    if len(module.kernels) == 1:
        return module.kernels[0]
    known = ", ".join(kernel.plain_name for kernel in module.kernels) or "none"
    raise InputError(f"the source defines {len(module.kernels)} kernels; name one with --kernel ({known})",
                     str(source))
