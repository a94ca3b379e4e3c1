"""Option parsing shared by several commands: one definition per CLI option."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from analyzer.errors import InputError
from analyzer.launch_limits import launch_dims_problem


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
        values = [int(part) for part in parts]
    except ValueError:
        raise InputError(f"expected integers x[,y[,z]], got '{text}'", option) from None
    if any(value <= 0 for value in values):
        raise InputError(f"dimensions must be positive, got '{text}'", option)
    dims: tuple[int, int, int] = tuple(values + [1] * (3 - len(values)))  # type: ignore[assignment]
    if option in ("--grid", "--block"):
        check_launch_dims(dims, option)
    return dims


def parse_assignments(items: list[str] | None, option: str) -> dict[str, float]:
    """Parse repeated ``name=value`` options into a dict of finite numbers; ``--trip`` values
    (iteration counts) must also be whole numbers >= 0."""
    result: dict[str, float] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise InputError(f"expected NAME=VALUE, got '{item}'", option)
        try:
            number = float(value)
        except ValueError:
            raise InputError(f"value of '{name}' is not a number: '{value}'", option) from None
        if not math.isfinite(number):
            raise InputError(f"value of '{name}' must be a finite number, got '{value}'", option)
        if option == "--trip" and (number < 0 or not number.is_integer()):
            raise InputError(f"trip count of {name.strip()} must be a whole number >= 0, got {value.strip()}", option)
        result[name.strip()] = int(number) if number.is_integer() else number
    return result


def add_kernel_options(parser: argparse.ArgumentParser, launch_required: bool = False) -> None:
    """The options naming a kernel and its launch: FILE, --kernel, --param, --grid, --block,
    --dynamic-shared, --trip, --source."""
    parser.add_argument("file", help="kernel file: .ptx (nvcc/clang) or .ll (clang LLVM IR)")
    parser.add_argument("--kernel", help="kernel name (plain or mangled)")
    parser.add_argument("--param", action="append", metavar="NAME=VALUE", help="kernel parameter value (repeatable)")
    parser.add_argument("--grid", required=launch_required, metavar="X[,Y[,Z]]", help="grid size in blocks")
    parser.add_argument("--block", required=launch_required, metavar="X[,Y[,Z]]", help="block size in threads")
    parser.add_argument("--dynamic-shared", type=int, default=0, metavar="BYTES", help="dynamic shared memory per block")
    parser.add_argument("--trip", action="append", metavar="LOOP=N", help="trip count of a data-dependent loop (repeatable)")
    parser.add_argument("--source", metavar="FILE.cu", help="CUDA source giving parameter names (default: debug info, "
                        "the .file directives of -lineinfo PTX, or the same-stem .cu beside FILE)")


def add_gpu_option(parser: argparse.ArgumentParser, required: bool = True, purpose: str = "") -> None:
    """The ``--gpu`` option of every command: a shipped GPU model id or a model file of the
    user's own (``analyzer.models.loader.load_gpu`` reads either); ``purpose`` says what the
    command uses it for."""
    parser.add_argument("--gpu", required=required, metavar="ID|FILE.yaml",
                        help="GPU model id (see `kerneltime gpus`) or a model file of your own (`gpus --template`)"
                             + (f"; {purpose}" if purpose else ""))


def add_json_option(parser: argparse.ArgumentParser) -> None:
    """The ``--json`` switch."""
    parser.add_argument("--json", action="store_true", help="machine-readable JSON output")


def add_ray_option(parser: argparse.ArgumentParser) -> None:
    """The ``--ray [ADDRESS]`` option: run the configurations as Ray tasks (docs/ray.md)."""
    parser.add_argument("--ray", nargs="?", const="local", metavar="ADDRESS",
                        help="run each configuration as a Ray task: on a Ray instance started here (bare --ray), or "
                             "on the cluster at ADDRESS (auto, HOST:6379, ray://HOST:10001); default $RAY_ADDRESS, "
                             "else the local pool of --jobs processes (docs/ray.md)")


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
    ``target-cpu``) the GPU model cannot run (``analyzer.models.arch.target_runs_on``); with
    ``allow`` (``--allow-arch-mismatch``) write a warning to stderr instead."""
    from analyzer.models.arch import target_runs_on  # lazy: only the GPU commands need it

    problem = target_runs_on(module.target, gpu.compute_capability) if module.target else None
    if problem is None:
        return
    where = f"{module.path} targets {module.target}, which {gpu.id} ({gpu.name}) cannot run: {problem}"
    if not allow:
        raise InputError(f"{where} (recompile for sm_{gpu.compute_capability[0]}{gpu.compute_capability[1]}, "
                         f"or give {ARCH_MISMATCH_OPTION} to predict anyway)", "--gpu")
    sys.stderr.write(f"kerneltime: warning: {where}; predicting anyway ({ARCH_MISMATCH_OPTION})\n")


def known_loop_ids(kernel, functions=()) -> tuple[str, ...]:
    """The loop ids ``--trip`` may name: the kernel's ``L<k>`` and ``<function>:L<k>`` of the
    device functions of its module (``functions``), as the analysis numbers them."""
    from analyzer.analysis.facts.loops import find_loops  # lazy: only when --trip is given

    ids = [loop.id for loop in find_loops(kernel)]
    for function in functions:
        ids.extend(f"{function.name}:{loop.id}" for loop in find_loops(function))
    return tuple(ids)


def _param_binding(kernel, param, name: str, value: float) -> float:
    """``value`` for ``param`` when its type can hold it (``param_range.value_problem``), else
    an InputError on ``--param`` naming the parameter, its type and range."""
    from analyzer.frontend.param_range import value_problem  # lazy: analyzer.frontend loads llvmlite

    problem = value_problem(param, value)
    if problem is not None:
        raise InputError(f"kernel '{kernel.plain_name}' parameter '{name}': {problem}", "--param")
    return value


def kernel_bindings(args: argparse.Namespace, kernel, strict: bool = True, module=None) -> dict[str, float]:
    """Symbol bindings for a kernel from ``--param`` (by name or ``p<k>``), ``--grid``,
    ``--block`` and ``--trip`` (``L2=N`` -> ``trip_L2``); unknown parameter names are errors
    unless ``strict`` is off (several kernels of one file analysed with one set of values).
    Every value must fit its parameter's type (``analyzer.frontend.param_range``); every
    ``--trip`` must name a loop of the kernel or of a device function of ``module``."""
    bindings: dict[str, float] = {}
    params = {param.name: param for param in kernel.params}
    params.update({f"p{param.index}": param for param in kernel.params})
    params.update({param.raw_name: param for param in kernel.params})
    for name, value in parse_assignments(getattr(args, "param", None), "--param").items():
        if name not in params:
            if not strict:
                continue
            known = ", ".join(param.name for param in kernel.params) or "none"
            raise InputError(f"kernel '{kernel.plain_name}' has no parameter '{name}' (parameters: {known})", "--param")
        bindings[params[name].name] = _param_binding(kernel, params[name], name, value)
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
