"""Compile one configuration of a case to PTX, with a content-addressed cache outside the
repository, and count its registers with ptxas (cached too).

The translation unit and command follow the validation set's format ("Translation unit of a
row"): ``static constexpr int NAME = V;`` and ``#define NAME V`` for each constexpr tunable, then
``kernel.prelude``, then the sources (concatenated, ``strip_lines`` deleted, ``#pragma unroll
NAME`` deleted where NAME is in ``strip_pragma_when_zero`` and the row's value is 0); compiled
with ``-arch=<arch> -ptx``, ``-I`` per include dir, ``extra_flags`` and ``-DNAME=V`` per other
tunable. nvcc 13 targets sm_75 and newer; older targets go through clang-19 (``--cuda-device-only
-S``; the recipe of the toolchain notes, ``--no-cuda-version-check`` for targets CUDA 13 dropped,
and ``CLANG_NVVM_OPTIONS``, which make clang inline and unroll as nvcc does).

The cache key is the SHA-256 of the compiler's version text, the command (without file paths),
the translation unit and the files of the include directories; the cache lives in
``$KERNELTIME_CACHE/ptx`` or ``~/.cache/kerneltime/ptx``. Failed compilations are cached with
their first error line, so a warm run repeats no compiler call (timeouts and missing tools are
not cached).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence
from concurrent.futures import as_completed, ThreadPoolExecutor

from analyzer.files import write_atomically
from analyzer.toolchain.cuda import CudaNotFound, cuda_root, tool
from analyzer.toolchain.ptxas import OLDEST_PTXAS_TARGET, parse_ptxas_output, PtxasFunction, remember_ptxas_run

#: Oldest target nvcc 13 compiles; older ones are compiled by clang.
OLDEST_NVCC_TARGET = 75
#: Seconds one compiler or ptxas run may take.
COMPILE_TIMEOUT_SECONDS = 300.0
#: nvcc flags and their clang spelling (the format's note on ``extra_flags``).
CLANG_FLAG_SPELLING = {"-use_fast_math": ("-ffast-math", "-fgpu-flush-denormals-to-zero", "-fgpu-approx-transcendentals"),
                       "--use_fast_math": ("-ffast-math", "-fgpu-flush-denormals-to-zero", "-fgpu-approx-transcendentals")}
#: clang-19 options that give its PTX the shape nvcc's NVVM gives the same source, compared at
#: sm_75 where both compile (docs/validation/validation-history.md, eighteenth round): NVVM
#: inlines device functions clang's default inliner keeps as calls, which leaves an array passed
#: by pointer in local memory (CLBlast's accumulators: 520-byte stack frames nvcc does not have);
#: it unrolls ``#pragma unroll`` loops past clang's pragma threshold (Kernel Tuner's convolution:
#: 2.7x fewer instructions without) and constant-trip loops clang's default unroll threshold
#: leaves rolled (a per-thread array they index then lives in local memory).
CLANG_NVVM_OPTIONS = ("-mllvm", "-inline-threshold=1000", "-mllvm", "-pragma-unroll-threshold=1000000",
                      "-mllvm", "-unroll-threshold=600")
#: Headers CUDA 13 dropped that clang 19's CUDA wrapper still includes (empty stand-ins).
CLANG_MISSING_HEADERS = ("texture_fetch_functions.h", "texture_indirect_functions.h", "curand_mtgp32_kernel.h")
_PRAGMA = re.compile(r"^\s*#\s*pragma\s+unroll\s+(\w+)\s*$")


@dataclass(frozen=True)
class CompileJob:
    """One translation unit to compile for one target: the text, the ``-D`` defines, the
    absolute include directories, the flags and the target (sm_XX)."""

    unit: str
    defines: tuple[tuple[str, str], ...]
    include_dirs: tuple[str, ...]
    flags: tuple[str, ...]
    arch: str


@dataclass(frozen=True)
class CompiledPtx:
    """The result of a job: the PTX file (None when compilation failed), the first error line,
    ptxas facts per entry (registers, shared bytes), the ptxas target used and its failure."""

    ptx_path: Path | None
    error: str
    registers: Mapping[str, int]
    ptxas_arch: str
    ptxas_error: str
    cached: bool
    ptxas_functions: Mapping[str, PtxasFunction] = dataclasses.field(default_factory=dict)


def cache_root() -> Path:
    """``$KERNELTIME_CACHE`` or ``~/.cache/kerneltime`` (never inside the repository)."""
    configured = os.environ.get("KERNELTIME_CACHE")
    return Path(configured).expanduser() if configured else Path.home() / ".cache" / "kerneltime"


def _value_text(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def translation_unit(sources: Sequence[str], prelude: str, strip_lines: Sequence[str],
                     constexpr_tunables: Sequence[str], strip_pragma_when_zero: Sequence[str],
                     config: Mapping[str, float]) -> str:
    """The text of one configuration's translation unit (the format's rule, see module doc)."""
    stripped = {line.strip() for line in strip_lines}
    zero_pragmas = {name for name in strip_pragma_when_zero if config.get(name) == 0}
    parts = []
    for name in constexpr_tunables:
        value = _value_text(config[name])
        parts.append(f"static constexpr int {name} = {value};\n#define {name} {value}\n")
    parts.append(prelude if prelude.endswith("\n") or not prelude else prelude + "\n")
    for text in sources:
        kept = []
        for line in text.splitlines():
            if line.strip() in stripped and line.strip():
                continue
            pragma = _PRAGMA.match(line)
            if pragma and pragma.group(1) in zero_pragmas:
                continue
            kept.append(line)
        parts.append("\n".join(kept) + "\n")
    return "".join(parts)


def job_for(sources: Sequence[str], kernel, tunables: Sequence[str], config: Mapping[str, float], arch: str,
            include_dirs: Sequence[str]) -> CompileJob:
    """The compile job of one configuration (``kernel`` is the case's ``KernelSpec``)."""
    unit = translation_unit(sources, kernel.prelude, kernel.strip_lines, kernel.constexpr_tunables,
                            kernel.strip_pragma_when_zero, config)
    defines = tuple((name, _value_text(config[name])) for name in tunables if name not in kernel.constexpr_tunables)
    return CompileJob(unit, defines, tuple(include_dirs), tuple(kernel.extra_flags), arch)


def uses_nvcc(arch: str) -> bool:
    """Whether nvcc 13 compiles this target (sm_75 and newer)."""
    return int(re.sub(r"\D", "", arch) or 0) >= OLDEST_NVCC_TARGET


def command(job: CompileJob, source: str, output: str, stub_dir: str) -> list[str]:
    """The compiler command line for ``job`` reading ``source`` and writing ``output``: nvcc for
    the targets it compiles, else ``clang_command``."""
    if not uses_nvcc(job.arch):
        return clang_command(job, source, output, stub_dir)
    return ["nvcc", f"-arch={job.arch}", "-ptx", *_includes(job), *job.flags, *_defines(job), "-x", "cu", source,
            "-o", output]


def clang_command(job: CompileJob, source: str, output: str, stub_dir: str,
                  options: Sequence[str] = CLANG_NVVM_OPTIONS) -> list[str]:
    """The clang-19 command line for ``job`` (any target): nvcc's flags in clang's spelling,
    ``options`` after ``-O3`` (``CLANG_NVVM_OPTIONS`` unless told otherwise, as when comparing the
    compilers)."""
    flags: list[str] = []
    for flag in job.flags:
        flags.extend(CLANG_FLAG_SPELLING.get(flag, (flag,)))
    number = int(re.sub(r"\D", "", job.arch))
    version_check = ["--no-cuda-version-check"] if number < 50 else []
    return ["clang-19", "-x", "cuda", "--cuda-device-only", f"--cuda-gpu-arch={job.arch}", f"--cuda-path={cuda_root()}",
            *version_check, "-Wno-unknown-cuda-version", "-O3", *options, "-S", f"-I{stub_dir}", *_includes(job),
            *flags, *_defines(job), source, "-o", output]


def _defines(job: CompileJob) -> list[str]:
    return [f"-D{name}={value}" for name, value in job.defines]


def _includes(job: CompileJob) -> list[str]:
    return [f"-I{directory}" for directory in job.include_dirs]


@functools.lru_cache(maxsize=8)
def compiler_version(name: str) -> str:
    """The ``--version`` text of a compiler (part of the cache key); '' when it cannot run."""
    executable = tool(name) if name in ("nvcc", "ptxas") else name
    if executable is None:
        return ""
    try:
        return subprocess.run([executable, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return ""


@functools.lru_cache(maxsize=256)
def _directory_digest(directory: str) -> str:
    digest = hashlib.sha256()
    root = Path(directory)
    if root.is_dir():
        for path in sorted(root.iterdir()):
            if path.is_file() and path.suffix in (".h", ".hpp", ".cuh", ".cu", ".inc", ".hxx"):
                digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def job_key(job: CompileJob) -> str:
    """Content hash of a job (compiler version, command without paths, unit, include files)."""
    compiler = "nvcc" if uses_nvcc(job.arch) else "clang-19"
    digest = hashlib.sha256()
    for part in (compiler_version(compiler), compiler_version("ptxas"), " ".join(command(job, "SRC", "OUT", "STUB")),
                 job.unit, *(_directory_digest(directory) for directory in job.include_dirs)):
        digest.update(part.encode() + b"\0")
    return digest.hexdigest()


def _without_location(line: str) -> str:
    """A compiler message without its ``file:line:col:`` (clang) or ``file(line):`` (nvcc)
    prefix: the file is a temporary translation unit whose folder name differs per
    configuration, so one error must read the same for every configuration."""
    return re.sub(r"^\S*?(:\d+(:\d+)?:|\(\d+\):)\s*", "", line.strip())[:200]


def _first_error(output: str, status: int) -> str:
    for line in output.splitlines():
        if "error" in line.lower() or "fatal" in line.lower():
            return _without_location(line)
    return f"exit status {status}"


def clang_stub_dir(root: Path) -> str:
    """``root/clang-stubs`` holding empty stand-ins of ``CLANG_MISSING_HEADERS`` (written when
    missing), for clang's include path."""
    directory = root / "clang-stubs"
    for name in CLANG_MISSING_HEADERS:
        if not (directory / name).exists():
            write_atomically(directory / name, "/* empty: CUDA 13 dropped this header */\n")
    return str(directory)


def _run(arguments: list[str]) -> tuple[int, str]:
    """Run a compiler command; a CUDA tool named by its bare name (``nvcc``, ``ptxas``) runs from
    the toolkit ``analyzer.toolchain.cuda`` finds."""
    executable = tool(arguments[0]) if arguments[0] in ("nvcc", "ptxas") else arguments[0]
    if executable is None:
        return 127, f"{arguments[0]} could not run: not found (set CUDA_HOME or put it on the PATH)"
    try:
        done = subprocess.run([executable, *arguments[1:]], capture_output=True, text=True, timeout=COMPILE_TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return 124, f"{arguments[0]} timed out after {COMPILE_TIMEOUT_SECONDS:g} s"
    except OSError as error:
        return 127, f"{arguments[0]} could not run: {error.strerror or error}"
    return done.returncode, done.stdout + "\n" + done.stderr


def _ptxas(ptx_path: Path, arch: str) -> dict:
    """ptxas facts for a PTX file: the target itself, or sm_75 for targets ptxas 13 refuses."""
    if tool("ptxas") is None:
        return {"arch": "", "error": "no ptxas on PATH", "registers": {}}
    number = int(re.sub(r"\D", "", arch))
    target = arch if number >= OLDEST_PTXAS_TARGET else f"sm_{OLDEST_PTXAS_TARGET}"
    status, output = _run(["ptxas", "-v", f"-arch={target}", str(ptx_path), "-o", os.devnull])
    if status != 0:
        return {"arch": target, "error": f"ptxas -arch={target}: {_first_error(output, status)}", "registers": {}}
    functions = parse_ptxas_output(output)
    return {"arch": target, "error": "", "registers": {name: facts.registers for name, facts in functions.items()},
            "functions": {name: dataclasses.asdict(facts) for name, facts in functions.items()}}


def compile_job(job: CompileJob, root: Path | None = None) -> CompiledPtx:
    """Compile ``job`` (or take it from the cache) and count registers with ptxas."""
    root = root or cache_root()
    try:
        key = job_key(job)
    except CudaNotFound as error:  # not a property of the unit: not cached
        return _result({"error": error.one_line(), "arch": "", "ptxas_error": "", "registers": {}}, Path(), cached=False)
    directory = root / "ptx" / key[:2]
    ptx_path, facts_path = directory / f"{key}.ptx", directory / f"{key}.json"
    if facts_path.is_file():
        try:
            facts = json.loads(facts_path.read_text(encoding="utf-8"))
            if not facts.get("error") and not ptx_path.is_file():
                raise ValueError("PTX missing")
            return _result(facts, ptx_path, cached=True)
        except (ValueError, OSError):
            pass
    with tempfile.TemporaryDirectory(prefix="kerneltime-cc-") as work:
        source = Path(work) / "unit.cu"
        source.write_text(job.unit, encoding="utf-8")
        output = Path(work) / "unit.ptx"
        status, text = _run(command(job, str(source), str(output), clang_stub_dir(root)))
        if status != 0 or not output.is_file():
            facts = {"error": _first_error(text, status), "arch": "", "ptxas_error": "", "registers": {}}
        else:
            ptxas = _ptxas(output, job.arch)
            facts = {"error": "", "arch": ptxas["arch"], "ptxas_error": ptxas["error"], "registers": ptxas["registers"],
                     "functions": ptxas.get("functions", {})}
            write_atomically(ptx_path, output.read_text(encoding="utf-8"))
    transient = status in (124, 127) or "timed out" in str(facts.get("ptxas_error", ""))
    if not transient:  # a timeout or a missing tool is not a property of the unit: not cached
        write_atomically(facts_path, json.dumps(facts, sort_keys=True))
    return _result(facts, ptx_path, cached=False)


def _result(facts: Mapping, ptx_path: Path, cached: bool) -> CompiledPtx:
    functions = {str(name): PtxasFunction(**values) for name, values in dict(facts.get("functions", {})).items()}
    return CompiledPtx(None if facts.get("error") else ptx_path, _without_location(str(facts.get("error", ""))),
                       {str(name): int(count) for name, count in dict(facts.get("registers", {})).items()},
                       str(facts.get("arch", "")), str(facts.get("ptxas_error", "")), cached, functions)


def remember_ptxas(ptx_text: str, target: str, compiled: CompiledPtx) -> None:
    """Hand the cached ptxas facts of ``compiled`` to the analysis' per-process ptxas memo
    (``analyzer.toolchain.ptxas``), so that analysing the PTX re-runs no ptxas: the result
    for the PTX's own target, and for targets ptxas 13 refuses, that refusal plus the
    ``sm_75`` result the analysis then falls back to."""
    functions = dict(compiled.ptxas_functions) or {name: PtxasFunction(name, count, 0, 0, 0, 0)
                                                   for name, count in compiled.registers.items()}
    if functions:
        remember_ptxas_run(ptx_text, compiled.ptxas_arch or target, functions, "")
    else:
        remember_ptxas_run(ptx_text, compiled.ptxas_arch or target, None,
                           compiled.ptxas_error or "ptxas reported no function (cached)")
    if compiled.ptxas_arch and compiled.ptxas_arch != target:
        remember_ptxas_run(ptx_text, target, None,
                           f"ptxas -arch={target} failed: ptxas 13 does not take this target (cached)")


def compile_all(jobs: Sequence[CompileJob], workers: int, root: Path | None = None,
                progress=None) -> list[CompiledPtx]:
    """Compile ``jobs`` on ``workers`` threads (each runs a compiler process); results in order.
    ``progress(done, total)`` is called after each job."""
    results: list[CompiledPtx | None] = [None] * len(jobs)
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        futures = {pool.submit(compile_job, job, root): index for index, job in enumerate(jobs)}
        for done, future in enumerate(as_completed(futures), start=1):
            results[futures[future]] = future.result()
            if progress:
                progress(done, len(jobs))
    return results  # type: ignore[return-value]
