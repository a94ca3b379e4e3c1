"""Option parsing shared by several commands: one definition per CLI option."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from analyzer.errors import InputError
from analyzer.launch_limits import launch_dims_problem
from analyzer.number_text import integer_argument, typed_integer, typed_number


def check_launch_dims(dims: tuple[int, int, int], option: str) -> None:
    """Raise InputError when a grid (``option`` ``--grid``) or block (``--block``) exceeds
    CUDA's launch limits (``analyzer.launch_limits``). The one launch check of the CLI:
    ``parse_dims`` applies it to every ``--grid`` and ``--block``."""
    problem = launch_dims_problem(dims, "grid" if option == "--grid" else "block")
    if problem is not None:
        raise InputError(problem, option)


def parse_dims(text: str, option: str) -> tuple[int, int, int]:
    """Parse ``x[,y[,z]]`` into a 3-tuple of positive ints (missing dims are 1); for ``--grid``
    and ``--block`` also check CUDA's launch limits (``check_launch_dims``)."""
    parts = [part.strip() for part in text.replace("x", ",").split(",") if part.strip()]
    if not 1 <= len(parts) <= 3:
        raise InputError(f"expected x[,y[,z]], got '{text}'", option)
    try:
        values = [typed_integer(part, option) for part in parts]
    except InputError:
        raise InputError(f"expected integers x[,y[,z]], got '{text}'", option) from None
    if any(value <= 0 for value in values):
        raise InputError(f"dimensions must be positive, got '{text}'", option)
    dims: tuple[int, int, int] = tuple(values + [1] * (3 - len(values)))  # type: ignore[assignment]
    if option in ("--grid", "--block"):
        check_launch_dims(dims, option)
    return dims


def parse_assignments(items: list[str] | None, option: str) -> dict[str, int | float]:
    """Parse repeated ``name=value`` options into a dict of numbers (``analyzer.number_text``,
    the one number reading of every option); a name given twice is an error (which value was
    meant?); ``--trip`` values (iteration counts) must be whole numbers >= 0."""
    result: dict[str, int | float] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise InputError(f"expected NAME=VALUE, got '{item}'", option)
        number = typed_number(value, option, f"value of '{name}'")
        if option == "--trip" and (number < 0 or not isinstance(number, int)):
            raise InputError(f"trip count of {name} must be a whole number >= 0, got {value.strip()}", option)
        if name in result:
            raise InputError(f"'{name}' is given twice ({name}={result[name]} and {name}={number}): give it once",
                             option)
        result[name] = number
    return result


def add_kernel_options(parser: argparse.ArgumentParser, launch_required: bool = False) -> None:
    """The options naming a kernel and its launch: FILE, --kernel, --param, --grid, --block,
    --dynamic-shared, --trip, --source."""
    parser.add_argument("file", help="kernel file: .ptx (nvcc/clang) or .ll (clang LLVM IR)")
    parser.add_argument("--kernel", help="kernel name (plain or mangled)")
    parser.add_argument("--param", action="append", metavar="NAME=VALUE", help="kernel parameter value (repeatable)")
    parser.add_argument("--grid", required=launch_required, metavar="X[,Y[,Z]]", help="grid size in blocks")
    parser.add_argument("--block", required=launch_required, metavar="X[,Y[,Z]]", help="block size in threads")
    parser.add_argument("--dynamic-shared", type=integer_argument, default=0, metavar="BYTES", help="dynamic shared memory per block")
    parser.add_argument("--trip", action="append", metavar="LOOP=N", help="trip count of a data-dependent loop (repeatable)")
    parser.add_argument("--source", metavar="FILE.cu", help="CUDA source giving parameter names (default: debug info, "
                        "the .file directives of -lineinfo PTX, or the same-stem .cu beside FILE)")


def add_gpu_option(parser: argparse.ArgumentParser, required: bool = True, purpose: str = "") -> None:
    """The ``--gpu`` option of every command: a shipped GPU model id or a model file of the
    user's own (``analyzer.gpu.loader.load_gpu`` reads either); ``purpose`` says what the
    command uses it for."""
    parser.add_argument("--gpu", required=required, metavar="ID|FILE.yaml",
                        help="GPU model id (see `kerneltime gpus`) or a model file of your own (`gpus --template`)"
                             + (f"; {purpose}" if purpose else ""))


def add_json_option(parser: argparse.ArgumentParser) -> None:
    """The ``--json`` switch."""
    parser.add_argument("--json", action="store_true", help="machine-readable JSON output")


def add_ray_option(parser: argparse.ArgumentParser) -> None:
    """The ``--ray [ADDRESS]`` option: run the configurations as Ray tasks (docs/guide/ray.md)."""
    parser.add_argument("--ray", nargs="?", const="local", metavar="ADDRESS",
                        help="run each configuration as a Ray task: on a Ray instance started here (bare --ray), or "
                             "on the cluster at ADDRESS (auto, HOST:6379, ray://HOST:10001); default $RAY_ADDRESS, "
                             "else the local pool of --jobs processes (docs/guide/ray.md)")


def executor_from(args: argparse.Namespace, workers: int):
    """The executor of ``--ray`` / ``$RAY_ADDRESS`` (``analyzer.engine``), else the local pool of
    ``workers``; InputError when Ray is asked for but not installed or not reachable."""
    from analyzer.engine import executor_for, ray_address  # lazy: start-up time (tests/cli/test_startup.py)

    address = ray_address(getattr(args, "ray", None))
    try:
        return executor_for(address, workers)
    except ImportError:
        raise InputError("Ray is not installed (pip install 'kerneltime[ray]')", "--ray") from None
    except (ConnectionError, RuntimeError, TimeoutError) as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise InputError(f"cannot connect to the Ray cluster at {address}: {first[:200]}", "--ray") from None


def close_executor(executor) -> None:
    """Close an executor that holds a connection (a Ray instance it started)."""
    close = getattr(executor, "close", None)
    if close is not None:
        close()


def emit_json(payload: Any) -> None:
    """Print JSON to stdout (sorted keys, stable)."""
    json.dump(payload, sys.stdout, indent=2, sort_keys=True, default=str)
    sys.stdout.write("\n")


#: The option that lets a kernel file be predicted on a GPU its target cannot run on.
ARCH_MISMATCH_OPTION = "--allow-arch-mismatch"


def add_arch_option(parser: argparse.ArgumentParser) -> None:
    """The ``--allow-arch-mismatch`` switch (``check_architecture``)."""
    parser.add_argument(ARCH_MISMATCH_OPTION, dest="allow_arch_mismatch", action="store_true",
                        help="predict even when the kernel file's target (sm_XX) cannot run on the GPU model "
                             "(a warning on stderr instead of an error)")


def check_architecture(module, gpu, allow: bool) -> None:
    """Refuse (InputError on ``--gpu``) a kernel file whose target (PTX ``.target sm_XX``, LLVM IR
    ``target-cpu``) the GPU model cannot run (``analyzer.gpu.arch.target_runs_on``); with
    ``allow`` (``--allow-arch-mismatch``) write a warning to stderr instead."""
    from analyzer.gpu.arch import target_runs_on  # lazy: only the GPU commands need it

    problem = target_runs_on(module.target, gpu.compute_capability) if module.target else None
    if problem is None:
        return
    where = f"{module.path} targets {module.target}, which {gpu.id} ({gpu.name}) cannot run: {problem}"
    if not allow:
        from analyzer.toolchain.compile import OLDEST_NVCC_TARGET  # lazy: only a refused target needs it

        target = gpu.compute_capability[0] * 10 + gpu.compute_capability[1]
        how = "" if target >= OLDEST_NVCC_TARGET else (
            f"; nvcc 13 builds sm_{OLDEST_NVCC_TARGET} and newer, so use clang-19 with --no-cuda-version-check "
            "as the README's worked example shows")
        raise InputError(f"{where} (recompile for sm_{target}{how}, or give {ARCH_MISMATCH_OPTION} to predict "
                         "anyway)", "--gpu")
    sys.stderr.write(f"kerneltime: warning: {where}; predicting anyway ({ARCH_MISMATCH_OPTION})\n")


def known_loop_ids(kernel, functions=()) -> tuple[str, ...]:
    """The loop ids ``--trip`` may name: the kernel's ``L<k>`` and ``<function>:L<k>`` of the
    device functions of its module (``functions``), as the analysis numbers them."""
    from analyzer.analysis.facts.loops import find_loops  # lazy: only when --trip is given

    ids = [loop.id for loop in find_loops(kernel)]
    for function in functions:
        ids.extend(f"{function.name}:{loop.id}" for loop in find_loops(function))
    return tuple(ids)


def checked_param_value(kernel, param, name: str, value: float, option: str = "--param") -> float:
    """``value`` for ``param`` when its type can hold it (``param_range.value_problem``; a
    pointer takes no value), else an InputError on ``option`` naming the parameter, its type and
    range."""
    from analyzer.frontend.param_range import value_problem  # lazy: analyzer.frontend loads llvmlite

    if param.is_pointer or param.type == "ptr" or "*" in (param.source_type or ""):
        shown = param.source_type or f".{param.type} holding an address"
        raise InputError(f"kernel '{kernel.plain_name}' parameter '{name}' is a pointer ({shown}): a pointer takes no "
                         "value (the analysis places each buffer itself)", option)
    problem = value_problem(param, value)
    if problem is not None:
        raise InputError(f"kernel '{kernel.plain_name}' parameter '{name}': {problem}", option)
    return value


def unknown_type_notes(kernel, bindings) -> tuple[str, ...]:
    """A report note per parameter given a value whose C++ type is unknown (PTX or IR without a
    mangled name or a source, e.g. an ``extern "C"`` kernel): its value was checked against the
    compiled type only (``analyzer.frontend.param_range``), which does not say int or unsigned
    (floating-point types say which C++ type they are: no note)."""
    from analyzer.frontend.param_range import param_range  # lazy: analyzer.frontend loads llvmlite

    notes = []
    for param in kernel.params:
        if param.source_type or param.name not in bindings or param.is_pointer:
            continue
        allowed = param_range(param)
        if allowed is not None and not allowed.integer:
            continue  # a compiled float type is the C++ type (float, double)
        checked = f"checked against {allowed.describe()}" if allowed is not None else "not checked"
        notes.append(f"parameter '{param.name}' = {bindings[param.name]}: its C++ type is unknown (no mangled name and "
                     f"no source; compiled as .{param.type}), so the value was {checked}; give --source FILE.cu to "
                     "check it against the declared type")
    return tuple(notes)


def kernel_bindings(args: argparse.Namespace, kernel, strict: bool = True, module=None) -> dict[str, float]:
    """Symbol bindings for a kernel from ``--param`` (by name or ``p<k>``), ``--grid``,
    ``--block`` and ``--trip`` (``L2=N`` -> ``trip_L2``); unknown parameter names are errors
    unless ``strict`` is off (several kernels of one file analysed with one set of values).
    Every value must fit its parameter's type (``analyzer.frontend.param_range``); every
    ``--trip`` must name a loop of the kernel or of a device function of ``module``."""
    bindings: dict[str, float] = {}
    spelled: dict[str, str] = {}
    params = {param.name: param for param in kernel.params}
    params.update({f"p{param.index}": param for param in kernel.params})
    params.update({param.raw_name: param for param in kernel.params})
    for name, value in parse_assignments(getattr(args, "param", None), "--param").items():
        if name not in params:
            if not strict:
                continue
            known = ", ".join(param.name for param in kernel.params) or "none"
            raise InputError(f"kernel '{kernel.plain_name}' has no parameter '{name}' (parameters: {known})", "--param")
        if params[name].name in spelled:
            raise InputError(f"kernel '{kernel.plain_name}' parameter '{params[name].name}' is given twice (as "
                             f"'{spelled[params[name].name]}' and as '{name}'): give it once", "--param")
        spelled[params[name].name] = name
        bindings[params[name].name] = checked_param_value(kernel, params[name], name, value)
    if getattr(args, "grid", None):
        bindings.update(zip(("nctaid_x", "nctaid_y", "nctaid_z"), parse_dims(args.grid, "--grid")))
    if getattr(args, "block", None):
        block = parse_dims(args.block, "--block")
        bindings.update(zip(("ntid_x", "ntid_y", "ntid_z"), block))
    trips = parse_assignments(getattr(args, "trip", None), "--trip")
    if trips:
        known_loops = known_loop_ids(kernel, module.functions if module is not None else ())
        for name, value in trips.items():
            if name not in known_loops:
                raise InputError(f"kernel '{kernel.plain_name}' has no loop '{name}' (loops: "
                                 f"{', '.join(known_loops) or 'none'})", "--trip")
            bindings[f"trip_{name}"] = value
    return bindings
