"""Add a later profiled run's counters to validation cases already made (no GPU needed).

    python tools/groundtruth/add_counters.py --counters RESULTS/counters-pnpoly.csv \\
        --profiled RESULTS/profiled-pnpoly --cases validation
    python tools/groundtruth/add_counters.py --counters RESULTS/sample_counters.csv \\
        --profiled RESULTS/profiled-samples --samples samples

``--counters`` is the ``ncu --csv`` log of ``run_on_gpu.sh``'s counters stage (``COUNTER_TAG``
names it), ``--profiled`` the folder of that stage's ``time_cases.py --profile`` run (one folder
per case and variant, each with the ``measured.csv`` of the launches in the order ncu saw them).
Each profiled launch is matched to its case row by the tunables (the columns before ``grid_x``),
after checking that ncu's grid and block are the row's; the case's ``measured.csv`` gets the
counters of every matched row (earlier counter columns are replaced) and ``case.yaml: counters``
says which rows carry them. With ``--samples``, the profiled run is ``measure_samples.py --repeats 1
--warmup 0`` under ncu (the samplecounters stage) and each sample kernel gets
``samples/<sample>/counters/<kernel>.<gpu>.csv``: its launches with their counters, under
the header of the timing CSV (GPU, clocks, driver) and the counter method.
"""

from __future__ import annotations

import argparse
import csv
import io
from pathlib import Path

import yaml


from make_cases import COUNTER_TOOL, GPU_IDS, KERNELS, case_name, metrics_only, read_launches

from analyzer.files import write_atomically
from analyzer.measure.records import read_table

COUNTER_PREFIXES = ("dram__", "gpu__", "l1tex__", "lts__", "sm__", "smsp__")


def tunable_columns(fields: list[str]) -> list[str]:
    """The tunables of a case's ``measured.csv``: the columns before ``grid_x``."""
    return fields[:fields.index("grid_x")]


def geometry(row: dict[str, str]) -> tuple[str, str]:
    """A row's grid and block as ncu writes them: ``(x, y, z)``."""
    return (f"({row['grid_x']}, {row['grid_y']}, {row['grid_z']})",
            f"({row['block_x']}, {row['block_y']}, {row['block_z']})")


def match_launches(profiled_rows: list[dict[str, str]], launches: list[dict[str, str]],
                   tunables: list[str], where: str) -> dict[tuple[str, ...], dict[str, str]]:
    """The counters of each profiled configuration, keyed by its tunable values; the launches are
    the kernel's in the order the profiled run made them."""
    if len(launches) < len(profiled_rows):
        raise ValueError(f"{where}: {len(profiled_rows)} profiled configurations but {len(launches)} launches")
    matched = {}
    for row, launch in zip(profiled_rows, launches):
        if geometry(row) != (launch["Grid Size"], launch["Block Size"]):
            raise ValueError(f"{where}: launch order differs: row {geometry(row)}, ncu "
                             f"({launch['Grid Size']}, {launch['Block Size']})")
        matched[tuple(row[name] for name in tunables)] = metrics_only(launch)
    return matched


def add_counters(case_dir: Path, matched: dict[tuple[str, ...], dict[str, str]], run_name: str) -> int:
    """Rewrite ``case_dir``'s measured.csv with the matched counters; returns the rows that got them."""
    with open(case_dir / "measured.csv") as handle:
        reader = csv.DictReader(handle)
        fields, rows = list(reader.fieldnames or []), list(reader)
    kept = [name for name in fields if not name.startswith(COUNTER_PREFIXES)]
    tunables = tunable_columns(kept)
    columns = sorted({name for counters in matched.values() for name in counters})
    count = 0
    for row in rows:
        for name in fields:
            if name not in kept:
                row.pop(name, None)
        counters = matched.get(tuple(row[name] for name in tunables))
        if counters:
            row.update(counters)
            count += 1
    write_atomically(case_dir / "measured.csv", _csv_text(kept + columns, rows))
    document = yaml.safe_load((case_dir / "case.yaml").read_text())
    document["counters"] = {"tool": COUNTER_TOOL, "columns": columns,
                            "rows": f"{count} of the {len(rows)} configurations ({run_name})"}
    write_atomically(case_dir / "case.yaml", yaml.safe_dump(document, sort_keys=False, width=110))
    return count


def _csv_text(columns: list[str], rows: list[dict[str, str]]) -> str:
    """``rows`` as CSV text under a header of ``columns`` (missing cells empty)."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=columns, lineterminator="\n", restval="")
    writer.writeheader()
    writer.writerows(rows)
    return buffer.getvalue()


def write_sample_counters(profiled: Path, launches: list[dict[str, str]], out: Path, run_name: str) -> int:
    """Write the counters of one sample kernel's profiled launches next to its timings; returns
    the launches written."""
    header, rows = read_table(profiled)
    configuration = [name for name in (rows[0] if rows else {}) if name not in ("time_ms", "min_ms", "max_ms", "launches")]
    matched = match_launches(rows, launches, configuration, str(profiled))
    columns = sorted({name for counters in matched.values() for name in counters})
    header_lines = [f"# {key}: {value}" for key, value in header.items() if key != "method"]
    header_lines.append(f"# method: {COUNTER_TOOL}; {run_name}")
    table = [{**{name: row[name] for name in configuration}, **matched[tuple(row[name] for name in configuration)]}
             for row in rows]
    write_atomically(out, "\n".join(header_lines) + "\n" + _csv_text(configuration + columns, table))
    return len(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counters", type=Path, required=True)
    parser.add_argument("--profiled", type=Path, required=True)
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument("--cases", type=Path, help="the folder of the validation cases to add them to")
    target.add_argument("--samples", type=Path, help="the samples folder (profiled sample kernels)")
    parser.add_argument("--run-name", default="profiled run")
    args = parser.parse_args(argv)
    launches = read_launches(args.counters)
    if args.samples:
        for profiled in sorted(args.profiled.glob("*/*.csv")):
            kernel, gpu_id = profiled.name.split(".")[:2]
            out = args.samples / profiled.parent.name / "counters" / f"{kernel}.{gpu_id}.csv"
            print(f"{out}: {write_sample_counters(profiled, launches.get(kernel, []), out, args.run_name)} launches")
        return 0
    used: dict[str, int] = {}
    for folder in sorted(args.profiled.iterdir()):
        gpu_id = GPU_IDS[yaml.safe_load((folder / "run.json").read_text())["gpu"]]
        name = case_name(folder.name)
        kernel = KERNELS[name]
        with open(folder / "measured.csv") as handle:
            reader = csv.DictReader(handle)
            fields, profiled_rows = list(reader.fieldnames or []), list(reader)
        start = used.get(kernel, 0)
        own = launches.get(kernel, [])[start:start + len(profiled_rows)]
        used[kernel] = start + len(profiled_rows)
        matched = match_launches(profiled_rows, own, tunable_columns(fields), str(folder))
        case_dir = args.cases / f"{name}-{gpu_id}"
        print(f"{case_dir}: counters on {add_counters(case_dir, matched, args.run_name)} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
