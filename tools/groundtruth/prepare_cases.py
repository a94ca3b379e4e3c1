"""Prepare the lent-GPU measurement of development kernels (run here, no GPU needed).

For each new case (``CASES``): a stratified sample of configurations from the configuration space
of a development case of ``../shared/validation`` (its ``ok`` rows), each compiled from the
fetched source as ``kerneltime validate`` compiles it (nvcc 13 to PTX for sm_90, in the same PTX
cache) and by ptxas to a cubin (so the GPU machine loads machine code and JITs nothing), with the
kernel entry's registers and static shared memory from that compile's ptxas report. Writes ``<out>/plan.json`` and
``<out>/<case>/<index>.cubin``; ``tools/groundtruth/time_cases.py`` times them on the GPU.

    python tools/groundtruth/prepare_cases.py ../shared/validation --out .gpu_run --count 100

The sources are found as ``kerneltime validate`` finds them (``--sources``, the case's git-ignored
``kernel/`` folder, ``~/.cache/kerneltime/validation-sources/<case>/``); nothing fetched is
written inside the repository except under the git-ignored ``--out`` folder.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

from analyzer.toolchain.compile import compile_all, job_for
from analyzer.evaluation.sources import find_sources
from analyzer.evaluation.case import load_case

ARCH = "sm_90"
REGISTERS_PER_SM = 65536
STATIC_SHARED_LIMIT = 48 * 1024


@dataclass(frozen=True)
class NewCase:
    """A case to measure: its id, the development case whose space and source it uses, the
    kind of inputs ``time_cases.py`` builds, and the strata of the sample."""

    case_id: str
    development_case: str
    inputs: str
    strata: tuple[str, ...]
    fixed: tuple[tuple[str, int], ...] = ()  # tunables held at one value (dead ones: KTT's PADDING)


CASES = (
    NewCase("kt-convolution-h100", "kt-convolution-bh-rtx3090", "convolution",
            ("threads", "tile", "read_only", "use_padding")),
    NewCase("ktt-pnpoly-h100", "ktt-pnpoly-rtx3090", "pnpoly", ("BLOCK_SIZE_X", "TILE_SIZE", "BETWEEN_METHOD", "USE_METHOD")),
    NewCase("ktt-coulombsum3d-h100", "ktt-coulombsum3d-rtx2080ti", "coulombsum3d",
            ("WORK_GROUP_SIZE_X", "WORK_GROUP_SIZE_Y", "Z_ITERATIONS", "INNER_UNROLL_FACTOR", "USE_SOA")),
    NewCase("ktt-convolution-h100", "ktt-convolution-rtx3090", "convolution", ("THREADS", "TILE", "READ_ONLY"),
            (("PADDING", 0),)),
)


def stratum(config: dict, names: tuple[str, ...]) -> tuple:
    """The stratum of a configuration: threads per block and tile product on a log2 scale,
    block size and tile size in bands, other tunables as they are."""
    key = []
    for name in names:
        if name == "threads":
            key.append((config["block_size_x"] * config["block_size_y"]).bit_length())
        elif name == "tile":
            key.append((config["tile_size_x"] * config["tile_size_y"]).bit_length())
        elif name == "THREADS":
            key.append((config["BLOCK_SIZE_X"] * config["BLOCK_SIZE_Y"]).bit_length())
        elif name == "TILE":
            key.append((config["TILE_SIZE_X"] * config["TILE_SIZE_Y"]).bit_length())
        elif name == "BLOCK_SIZE_X":
            key.append(config[name] // 256)
        elif name == "TILE_SIZE":
            key.append(min(config[name] // 5, 3))
        else:
            key.append(config[name])
    return tuple(key)


def stratified_sample(configs: list[dict], names: tuple[str, ...], count: int, seed: int) -> list[dict]:
    """``count`` configurations spread over the strata: round robin over the strata (in a seeded
    random order), a seeded random member of each per round."""
    generator = random.Random(seed)
    strata: dict[tuple, list[dict]] = {}
    for config in configs:
        strata.setdefault(stratum(config, names), []).append(config)
    pools = [generator.sample(members, len(members)) for _, members in sorted(strata.items())]
    generator.shuffle(pools)
    chosen: list[dict] = []
    while len(chosen) < count and any(pools):
        for pool in pools:
            if pool and len(chosen) < count:
                chosen.append(pool.pop())
    return chosen


def cubin_facts(compiled, symbol: str, cubin: Path) -> dict:
    """The sm_90 cubin of one compiled configuration (``ptxas`` on the PTX the analysis reads, as
    nvcc -cubin does) and the entry's registers and static shared bytes from the compile's own
    ptxas report, or why it failed."""
    facts = compiled.ptxas_functions.get(symbol)
    if compiled.ptx_path is None or facts is None or compiled.ptxas_arch != ARCH:
        return {"status": "CompilationFailedConfig", "error": compiled.error or compiled.ptxas_error or f"no {symbol}"}
    result = subprocess.run(["ptxas", f"-arch={ARCH}", str(compiled.ptx_path), "-o", str(cubin)],
                            capture_output=True, text=True, timeout=600)
    if result.returncode:
        return {"status": "CompilationFailedConfig", "error": (result.stderr.strip().splitlines() or ["?"])[0]}
    return {"status": "ok", "registers": facts.registers, "static_shared_bytes": facts.shared_bytes}


def prepare(validation: Path, out: Path, count: int, jobs: int, sources: Path | None, only: str | None = None) -> dict:
    """Sample, compile and describe every new case (or ``only`` that one, keeping the others of an
    existing plan); returns the plan."""
    plan_path = out / "plan.json"
    plan = json.loads(plan_path.read_text()) if only and plan_path.is_file() else {"arch": ARCH, "cases": []}
    plan["cases"] = [case for case in plan["cases"] if case["case"] != only]
    for new_case in CASES:
        if only and new_case.case_id != only:
            continue
        case = load_case(validation / new_case.development_case)
        found = find_sources(new_case.development_case, case.directory, case.kernel.sources, sources)
        if isinstance(found, str):
            raise SystemExit(f"{new_case.development_case}: {found}")
        texts = [path.read_text(encoding="utf-8", errors="replace") for path in found]
        rows = {tuple(row.config[name] for name in case.tunables): row for row in case.rows if row.status == "ok"}
        configs = [dict(zip(case.tunables, key)) for key in sorted(rows)]
        configs = [config for config in configs if all(config[name] == value for name, value in new_case.fixed)]
        sample = stratified_sample(configs, new_case.strata, count + count // 4, seed=2026)
        folder = out / new_case.case_id
        folder.mkdir(parents=True, exist_ok=True)
        jobs_list = [job_for(texts, case.kernel, case.tunables, config, ARCH, ()) for config in sample]
        compiled = compile_all(jobs_list, jobs)
        facts = [cubin_facts(result, case.kernel.symbol, folder / f"{index}.cubin")
                 for index, result in enumerate(compiled)]
        entries = []
        for index, (config, fact) in enumerate(zip(sample, facts)):
            launch = rows[tuple(config[name] for name in case.tunables)].launch
            threads = launch.block[0] * launch.block[1] * launch.block[2]
            if fact["status"] == "ok" and (fact["static_shared_bytes"] > STATIC_SHARED_LIMIT
                                           or fact["registers"] * threads > REGISTERS_PER_SM):
                fact = {**fact, "status": "RuntimeFailedConfig"}
            entries.append({"index": index, "config": config, "grid": list(launch.grid), "block": list(launch.block),
                            "cubin": f"{new_case.case_id}/{index}.cubin", **fact})
        usable = [entry for entry in entries if entry["status"] == "ok"][:count]
        plan["cases"].append({"case": new_case.case_id, "development_case": new_case.development_case,
                              "inputs": new_case.inputs, "symbol": case.kernel.symbol, "tunables": list(case.tunables),
                              "configs": usable,
                              "not_built": [entry for entry in entries if entry["status"] != "ok"]})
        print(f"{new_case.case_id}: {len(usable)} configurations ready "
              f"({len(entries) - len([e for e in entries if e['status'] == 'ok'])} not built)", flush=True)
    plan_path.write_text(json.dumps(plan, indent=1))
    return plan


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("validation", type=Path, help="the validation set (../shared/validation)")
    parser.add_argument("--out", type=Path, default=ROOT / ".gpu_run")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--only", help="prepare only this case (its plan replaces the plan's entry of that case)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--sources", type=Path, default=None)
    args = parser.parse_args()
    prepare(args.validation, args.out, args.count, args.jobs, args.sources, args.only)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
