"""``kerneltime fermi``: the finishing-time bound of warps on an NVIDIA Fermi SM (Berezovskyi et
al.): check its conjectured closed form ``3 ceil(n/16) + 2 + 2 ceil(n/16) (rep - 1)`` against the
exact worst case of the makespan engine, and compute the kernel finishing time over SMs for a
round-robin block assignment."""

from __future__ import annotations

import argparse

from analyzer.cli.commands import add_command_parser
from analyzer.number_text import integer_argument
from analyzer.cli.common import add_json_option, emit_json, parse_dims
from analyzer.errors import InputError
from analyzer.makespan.fermi import RULES, SM_COUNT, WARP_SIZE, check_conjecture, kernel_finishing_time, round_robin_assignment
from analyzer.makespan.render import text_gantt


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``fermi`` sub-command."""
    parser = add_command_parser(subparsers, "fermi")
    parser.add_argument("--warps", default="1-8", metavar="LIST", help="warp counts, e.g. 1-10 or 2,4,8 (16 threads each)")
    parser.add_argument("--threads", metavar="LIST", help="thread counts instead of --warps (rounded up to warps of 16)")
    parser.add_argument("--rep", default="1-4", metavar="LIST", help="rep_cnt values, e.g. 1-4")
    parser.add_argument("--rule", default="fair,plain,dual,fair-dual", metavar="LIST",
                        help="scheduling rules: plain, fair (sub-block fairness), dual (2 warps per cycle), fair-dual")
    parser.add_argument("--counterexamples", action="store_true", help="print a worst-case schedule where the conjecture fails")
    parser.add_argument("--grid", metavar="BLOCKS", help="P31/P32: blocks in the kernel (round-robin over SMs)")
    parser.add_argument("--block", metavar="THREADS", help="threads per block (with --grid)")
    parser.add_argument("--sm-count", type=integer_argument, default=SM_COUNT, help="SMs (default 16, Fermi)")
    add_json_option(parser)
    parser.set_defaults(func=run)


def parse_int_list(text: str, option: str) -> list[int]:
    """``1-4``, ``2,4,8`` or a mix, as a list of positive integers."""
    values: list[int] = []
    for item in text.split(","):
        low, sep, high = item.strip().partition("-")
        try:
            values.extend(range(int(low), int(high) + 1) if sep else [int(low)])
        except ValueError:
            raise InputError(f"expected integers like 1-4 or 2,4,8, got '{text}'", option) from None
    if not values or min(values) <= 0:
        raise InputError(f"values must be positive, got '{text}'", option)
    return values


def run(args: argparse.Namespace) -> int:
    """Print the verdict table (or JSON), counterexamples, and the P31/P32 kernel bound."""
    reps = parse_int_list(args.rep, "--rep")
    warps = sorted({-(-n // WARP_SIZE) for n in parse_int_list(args.threads, "--threads")}) if args.threads \
        else parse_int_list(args.warps, "--warps")
    rules = [rule.strip() for rule in args.rule.split(",")]
    for rule in rules:
        if rule not in RULES:
            raise InputError(f"unknown rule '{rule}' ({', '.join(RULES)})", "--rule")
    if max(warps) > 64 or max(reps) > 16:
        raise InputError("the exact check is limited to 64 warps and rep_cnt 16", "--warps")
    rows = check_conjecture(warps, reps, rules)
    kernel = None
    if args.grid or args.block:
        if not (args.grid and args.block):
            raise InputError("give both --grid and --block", "--grid")
        blocks = parse_dims(args.grid, "--grid")
        threads = parse_dims(args.block, "--block")
        assignment = round_robin_assignment(blocks[0] * blocks[1] * blocks[2], args.sm_count)
        kernel = {rep: kernel_finishing_time(threads[0] * threads[1] * threads[2], assignment, rep, args.sm_count) for rep in reps}
    if args.json:
        emit_json({"rows": [{"warps": r.warps, "threads": r.threads, "rep": r.rep, "rule": r.rule, "exact": r.exact,
                             "best_case": r.best_case, "conjectured": r.conjectured, "holds": r.holds,
                             "counterexample": r.counterexample.to_dict() if r.counterexample and args.counterexamples else None}
                            for r in rows],
                   "kernel_finishing_time": {str(rep): {"max": value[0], "per_sm": list(value[1])}
                                             for rep, value in (kernel or {}).items()}})
        return 0
    print("Fermi finishing-time conjecture (Berezovskyi et al.): 3 ceil(n/16) + 2 + 2 ceil(n/16) (rep - 1); entries exact/conjectured, '!' = exceeded")
    for rule in rules:
        for rep in reps:
            cells = [f"{r.exact}/{r.conjectured}{'!' if not r.holds else ''}" for r in rows if r.rule == rule and r.rep == rep]
            print(f"{rule:>9} rep={rep}: " + " ".join(cells) + f"   (warps {warps[0]}..{warps[-1]})")
    failures = [r for r in rows if not r.holds]
    print(f"conjecture holds at {len(rows) - len(failures)} of {len(rows)} points")
    if args.counterexamples:
        for r in failures:
            print(f"\ncounterexample: {r.rule}, rep {r.rep}, {r.warps} warps: {r.exact} > {r.conjectured}")
            print(text_gantt(r.counterexample))
    for rep, (worst, per_sm) in (kernel or {}).items():
        print(f"kernel finishing time (round-robin, rep {rep}): {worst} cycles; per SM {list(per_sm)}")
    return 0
