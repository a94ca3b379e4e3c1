"""Invalid PTX and impossible launches are reported, never analysed as valid.
A misspelt opcode component makes the instruction unknown (not a memory access); negative trip
counts, non-finite values and launches beyond CUDA's limits are one-line errors with exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from analyzer.cli.main import main
from analyzer.frontend.ptx import parse_ptx
from analyzer.frontend.ptx.modifiers import unknown_modifiers
from analyzer.frontend.ptx.opcodes import decode_opcode, unknown_reason
from analyzer.ir import ExecClass

ROOT = Path(__file__).resolve().parents[2]
VECADD = ROOT / "samples/vecadd/vecadd.sm_90.ptx"


def _inspect_json(capsys, path: Path, *extra: str) -> dict:
    assert main(["inspect", str(path), "--kernel", "vecadd", "--json", *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_misspelt_state_space_is_no_global_load(tmp_path, capsys):
    # vecadd loads two floats (8 B) and stores one (4 B). Misspelling the space of the first
    # load (line 44), as ptxas would reject, leaves one 4-byte load and an unknown opcode.
    text = VECADD.read_text(encoding="utf-8")
    assert text.split("\n")[43].strip() == "ld.global.f32 \t%f1, [%rd8];"
    bad = tmp_path / "vecadd.sm_90.ptx"
    bad.write_text(text.replace("ld.global.f32 \t%f1", "ld.glbal.f32 \t%f1"), encoding="utf-8")
    good = _inspect_json(capsys, VECADD)
    report = _inspect_json(capsys, bad)
    assert good["per_thread"]["global_load_bytes"] == 8 and good["unknown_opcodes"] == []
    assert report["per_thread"]["global_load_bytes"] == 4
    assert report["per_thread"]["global_store_bytes"] == 4
    assert report["unknown_opcodes"] == [{"opcode": "ld.glbal.f32", "line": 44, "reason": "unknown modifier '.glbal'"}]
    assert [access["line"] for access in report["global_accesses"]] == [45, 49]


@pytest.mark.parametrize("opcode, unknown", [
    ("ld.glbal.f32", ("glbal",)), ("st.shraed.v4.f32", ("shraed",)), ("add.f23", ("f23",)),
    ("bar.snyc", ("snyc",)), ("ld.global.nc.L1::no_allocate.v4.f32", ()),
    ("cp.async.cg.shared.global.L2::128B", ()), ("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32", ()),
    ("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16", ()), ("setp.lt.and.s32", ()),
    ("atom.global.acq_rel.gpu.add.u32", ()), ("shf.r.wrap.b32", ()), ("mbarrier.try_wait.parity.shared::cta.b64", ()),
])
def test_unknown_modifiers(opcode, unknown):
    base, *rest = opcode.split(".")
    info = decode_opcode(opcode)
    assert info.unknown_modifiers == unknown
    assert info.known == (not unknown)
    if unknown:
        assert info.exec_class is ExecClass.GENERIC and info.access is None
        assert unknown_reason(opcode) == "unknown modifier '." + unknown[0] + "'"
    assert unknown_modifiers(tuple(rest)) == unknown or info.type in rest


def test_every_sample_opcode_is_known():
    # The vocabulary covers nvcc and clang output: no sample instruction is reported.
    for path in sorted(ROOT.glob("samples/*/*.ptx")):
        for kernel in parse_ptx(path.read_text(encoding="utf-8"), str(path)).kernels:
            assert kernel.unknown_opcodes == (), (path, kernel.unknown_opcodes)


@pytest.mark.parametrize("argv, message", [
    (["--trip", "L1=-3"], "--trip: trip count of L1 must be a whole number >= 0, got -3"),
    (["--param", "n=nan"], "--param: value of 'n' is not a number: 'nan' (digits, optional fraction and exponent: "
                           "4096, 0.5, 1e3)"),
    (["--grid", "1,65536"], "--grid: grid y = 65536 exceeds CUDA's limit of 65535"),
    (["--grid", "1,1,65536"], "--grid: grid z = 65536 exceeds CUDA's limit of 65535"),
    (["--grid", "2147483648"], "--grid: grid x = 2147483648 exceeds CUDA's limit of 2147483647"),
    (["--block", "1,1,65"], "--block: block z = 65 exceeds CUDA's limit of 64"),
    (["--block", "1,1025"], "--block: block y = 1025 exceeds CUDA's limit of 1024"),
    (["--block", "32,33"], "--block: a block has at most 1024 threads, got 1056"),
])
@pytest.mark.parametrize("command", ["inspect", "predict"])
def test_impossible_values_are_one_line_errors(capsys, argv, message, command):
    extra = ["--gpu", "h100"] + (["--grid", "4"] if "--grid" not in argv else []) + \
        (["--block", "32"] if "--block" not in argv else []) if command == "predict" else []
    status = main([command, str(VECADD), "--kernel", "vecadd_gridstride", *argv, *extra])
    captured = capsys.readouterr()
    assert status == 2 and captured.out == ""
    assert captured.err == f"kerneltime: error: {message}\n"


def test_largest_legal_launch_is_accepted(capsys):
    report = _inspect_json(capsys, VECADD, "--grid", "2147483647,65535,65535", "--block", "1024")
    assert report["kernel"] == "vecadd"
