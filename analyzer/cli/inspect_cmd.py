"""``kerneltime inspect``: the static facts of each kernel that the predictor and the makespan
engine consume (loops, per-thread counts, coalescing, the L/C string, resources)."""

from __future__ import annotations

import argparse
from typing import Any
from dataclasses import replace

from analyzer.cli.commands import add_command_parser
from analyzer.analysis.build import build_kernel_model
from analyzer.analysis.strings.instruction_string import format_string
from analyzer.analysis.kernel_model import KernelModel
from analyzer.cli.common import (add_json_option, add_kernel_options, emit_json, kernel_bindings, parse_assignments,
                                 unknown_type_notes)
from analyzer.errors import InputError
from analyzer.frontend import load_module
from analyzer.frontend.demangle import demangle
from analyzer.ir import Kernel
from analyzer.symbolic import Expr

PER_THREAD_FIELDS = ("instructions", "global_load_bytes", "global_store_bytes", "shared_accesses", "syncs")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``inspect`` sub-command."""
    parser = add_command_parser(subparsers, "inspect")
    add_kernel_options(parser)
    add_json_option(parser)
    parser.set_defaults(func=run)


def _value(expression: Expr) -> int | float | None:
    """The number an expression has when no symbol is left, else None."""
    if expression.free_symbols():
        return None
    number = expression.evaluate({})
    return int(number) if float(number).is_integer() else round(float(number), 6)


def kernel_report(kernel_model: KernelModel, dynamic_shared: int, kernel: Kernel | None = None) -> dict[str, Any]:
    """The JSON object of one kernel (architecture.md CLI contract); with the IR ``kernel``
    also the parameters' C++ types (demangled or from the source) and the signature."""
    types = [param.source_type for param in kernel.params] if kernel is not None else [None] * len(kernel_model.params)
    return {
        "kernel": kernel_model.kernel,
        "mangled_name": kernel_model.mangled_name,
        "source": kernel_model.source,
        "file": kernel_model.file,
        "params": list(kernel_model.params),
        "param_types": types,
        "signature": f"{_template_name(kernel_model.kernel, kernel)}({', '.join(_declaration(kind, name) for kind, name in zip(types, kernel_model.params))})",
        "loops": [{
            "id": loop.id, "depth": loop.depth, "parent": loop.parent, "header": loop.header, "line": loop.line,
            "trip_count": str(loop.trip_count), "trip_count_value": _value(loop.trip_count),
            "data_dependent": loop.data_dependent, "derivation": loop.derivation,
        } for loop in kernel_model.loops],
        "per_thread": {name: _value(getattr(kernel_model, name)) for name in PER_THREAD_FIELDS},
        "per_thread_expressions": {name: str(getattr(kernel_model, name)) for name in PER_THREAD_FIELDS},
        "per_class": {exec_class.value: {"count": str(count), "value": _value(count)} for exec_class, count in kernel_model.counts},
        "global_accesses": [{
            "line": access.line, "opcode": access.opcode, "space": access.space.value, "kind": access.kind,
            "bytes_per_thread": access.bytes_per_thread, "executions": str(access.executions),
            "stride_bytes": access.stride_bytes, "bytes_per_request": access.bytes_per_request,
            "sectors_per_request": access.sectors_per_request, "coalesced": access.coalesced,
        } for access in kernel_model.accesses],
        "instruction_string": format_string(kernel_model.instruction_string),
        "latency": str(kernel_model.latency),
        "issue_delay": str(kernel_model.issue_delay),
        "registers": kernel_model.registers,
        "registers_source": kernel_model.registers_source,
        "shared_bytes": kernel_model.static_shared_bytes + dynamic_shared,
        "static_shared_bytes": kernel_model.static_shared_bytes,
        "dynamic_shared_bytes": dynamic_shared,
        "unknown_opcodes": [{"opcode": item.opcode, "line": item.line, "reason": item.reason}
                            for item in kernel_model.unknown_opcodes],
        "notes": list(kernel_model.notes),
        **work_report(kernel_model),
    }


def work_report(kernel_model: KernelModel) -> dict[str, Any]:
    """``representatives``, ``active_blocks``, ``active_warps_per_block``, ``work_fraction`` and
    ``work_exact`` from the evaluated representatives (empty/None when the parameters or the
    launch are not bound)."""
    work = kernel_model.work
    if work is None:
        return {"representatives": [], "active_blocks": None, "active_warps_per_block": None,
                "work_fraction": None, "work_exact": None, "warp_work": None}
    return {
        "representatives": [{
            "name": item.name, "block": list(item.block), "thread": list(item.thread),
            "instructions": item.instructions, "global_load_bytes": item.global_load_bytes,
            "global_store_bytes": item.global_store_bytes, "global_atomic_bytes": item.global_atomic_bytes,
            "shared_accesses": item.shared_accesses, "syncs": item.syncs, "active": item.active, "exact": item.exact,
            "loop_iterations": dict(item.loop_iterations), "recursive_calls": list(item.recursive_calls),
        } for item in work.representatives],
        "active_blocks": work.active_blocks,
        "active_warps_per_block": work.active_warps_per_block,
        "work_fraction": work.work_fraction,
        "work_exact": work.exact,
        "warp_work": None if work.warps is None else work.warps.report(),
    }


def _template_name(name: str, kernel: Kernel | None) -> str:
    """The kernel name with its template arguments when its mangled name has some."""
    signature = demangle(kernel.name) if kernel is not None else None
    if signature is not None and signature.template_args:
        return f"{name}<{', '.join(signature.template_args)}>"
    return name


def _declaration(type_text: str | None, name: str) -> str:
    if type_text is None:
        return name
    return f"{type_text} {name}"


def _show(number: int | float | None, expression: str) -> str:
    return expression if number is None else f"{number}"


def print_inspection(report: dict[str, Any]) -> None:
    """The human view of one kernel."""
    print(f"kernel {report['kernel']} ({report['source']}, {report['file']})")
    print(f"  signature: {report['signature']}")
    print("  loops:" if report["loops"] else "  loops: none")
    for loop in report["loops"]:
        indent = "    " + "  " * (loop["depth"] - 1)
        trips = _show(loop["trip_count_value"], loop["trip_count"])
        flag = "  [data dependent: override with --trip {}=N]".format(loop["id"]) if loop["data_dependent"] else ""
        print(f"{indent}{loop['id']} at line {loop['line']} ({loop['header']}): runs {trips} {'time' if trips == '1' else 'times'} per entry{flag}")
        print(f"{indent}  {loop['derivation']}")
    print("  per thread (longest path):")
    for name in PER_THREAD_FIELDS:
        print(f"    {name:<20} {_show(report['per_thread'][name], report['per_thread_expressions'][name])}")
    for exec_class, count in report["per_class"].items():
        print(f"    {exec_class:<20} {_show(count['value'], count['count'])}")
    if report["global_accesses"]:
        print("  global accesses (one warp request):")
        for access in report["global_accesses"]:
            state = "coalesced" if access["coalesced"] else "uncoalesced"
            stride = "?" if access["stride_bytes"] is None else access["stride_bytes"]
            print(f"    line {access['line']:<5} {access['opcode']:<24} {access['bytes_per_request']:>5} B, "
                  f"{access['sectors_per_request']:>2} sectors, stride {stride} B, {state}")
    print(f"  instruction string: {report['instruction_string']}")
    print(f"  registers: {report['registers']} ({report['registers_source']})")
    print(f"  shared memory: {report['shared_bytes']} B ({report['static_shared_bytes']} static + "
          f"{report['dynamic_shared_bytes']} dynamic)")
    if report["representatives"]:
        print(f"  evaluated threads ({report['active_blocks']} active blocks, "
              f"{report['active_warps_per_block']} active warps per block, work fraction {report['work_fraction']}"
              f"{'' if report['work_exact'] else ', some decisions on loaded data'}):")
        for item in report["representatives"]:
            loops = ", ".join(f"{loop} x{count}" for loop, count in item["loop_iterations"].items()) or "no loop"
            print(f"    {item['name']:<15} block {tuple(item['block'])} thread {tuple(item['thread'])}: "
                  f"{item['instructions']} instr, {item['global_load_bytes']} B loaded, {item['global_store_bytes']} B "
                  f"stored, {item['shared_accesses']} shared, {item['syncs']} syncs; {loops}")
    if report.get("warp_work"):
        print(f"  warps (union of their lanes' paths): {report['warp_work']['summary']}")
    for item in report["unknown_opcodes"]:
        reason = f"{item['reason']}; " if item["reason"] else ""
        print(f"  warning: unknown opcode '{item['opcode']}' at line {item['line']} ({reason}costed as generic, "
              "not as a memory access)")
    for note in report["notes"]:
        print(f"  note: {note}")


def _has_param(kernel, name: str) -> bool:
    return any(name in (param.name, param.raw_name, f"p{param.index}") for param in kernel.params)


def run(args: argparse.Namespace) -> int:
    """Analyse one kernel (``--kernel``) or every kernel of the file."""
    if args.dynamic_shared < 0:
        raise InputError("must be >= 0", "--dynamic-shared")
    module = load_module(args.file, source=args.source)
    kernels = [module.kernel(args.kernel)] if args.kernel else list(module.kernels)
    if not kernels:
        raise InputError("the file defines no kernel", args.file)
    if len(kernels) > 1:
        for name in parse_assignments(args.param, "--param"):
            if not any(_has_param(kernel, name) for kernel in kernels):
                raise InputError(f"no kernel in the file has a parameter '{name}'", "--param")
    strict = len(kernels) == 1
    reports = []
    for kernel in kernels:
        bindings = kernel_bindings(args, kernel, strict, module)
        kernel_model = build_kernel_model(module, kernel, bindings, args.dynamic_shared)
        kernel_model = replace(kernel_model, notes=kernel_model.notes + unknown_type_notes(kernel, bindings))
        reports.append(kernel_report(kernel_model, args.dynamic_shared, kernel))
    if args.json:
        emit_json(reports[0] if args.kernel else {"kernels": reports})
    else:
        for index, report in enumerate(reports):
            if index:
                print()
            print_inspection(report)
    return 0
