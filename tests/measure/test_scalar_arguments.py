"""Scalar kernel parameters as ``measure`` passes them (no GPU needed): each at its PTX type's
width, integers as two's-complement bits, and what cannot be passed refused before any launch.

The kernels are nvcc 13's PTX of data/scalars.cu: ``shifted(float *out, unsigned char shift,
short offset, long long base, int n)`` declares ``.u64, .u8, .u16, .u64, .u32``; ``by_value(float
*out, Pair pair, int n)`` passes its structure as ``.align 4 .b8 [8]``.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from analyzer.cli.main import main
from analyzer.errors import InputError
from analyzer.frontend import load_module
from analyzer.measure.measure import Argument, plan_arguments, scalar_argument

PTX = Path(__file__).parent / "data" / "scalars.sm_75.ptx"
SPEC = {"buffers": {"out": {"count": "n"}}}


def _kernel(name):
    return load_module(PTX).kernel(name)


def test_each_scalar_is_passed_at_its_width():
    arguments = plan_arguments(_kernel("shifted"), SPEC, {"shift": 3, "offset": -3, "base": 2**40, "n": 1024}, "s.yaml")
    scalars = [scalar_argument(argument) for argument in arguments if not argument.is_buffer]
    # .u8 shift: 1 byte 03; .u16 offset -3: 2 bytes fd ff; .u64 base 2^40; .u32 n = 1024 = 0x400
    assert [value.dtype.itemsize for value in scalars] == [1, 2, 8, 4]
    assert [value.tobytes().hex() for value in scalars] == ["03", "fdff", "0000000000010000", "00040000"]


def test_an_int_declared_u32_reaches_the_kernel_as_its_bits():
    spec = {"buffers": {"out": {"count": "64"}}}
    (_, _, _, _, n) = plan_arguments(_kernel("shifted"), spec, {"shift": 0, "offset": 0, "base": 0, "n": -1}, "s.yaml")
    assert scalar_argument(n) == np.uint32(0xFFFFFFFF)


@pytest.mark.parametrize("values, message", [
    ({"shift": 256, "offset": 0, "base": 0, "n": 8}, "parameter 'shift' of type 'u8' cannot hold 256"),
    ({"shift": 1.5, "offset": 0, "base": 0, "n": 8}, "parameter 'shift' of type 'u8' cannot hold 1.5"),
    ({"shift": 0, "offset": -32769, "base": 0, "n": 8}, "parameter 'offset' of type 'u16' cannot hold -32769"),
    ({"shift": float("inf"), "offset": 0, "base": 0, "n": 8}, "parameter 'shift' of type 'u8' cannot hold inf"),
])
def test_a_value_the_type_cannot_hold_is_refused(values, message):
    with pytest.raises(InputError, match=message):
        plan_arguments(_kernel("shifted"), SPEC, values, "s.yaml")


def test_a_structure_passed_by_value_is_refused_not_passed_as_an_int():
    with pytest.raises(InputError, match=r"parameter 'pair' of type 'b8\[8\]' cannot be passed by measure"):
        plan_arguments(_kernel("by_value"), SPEC, {"pair": 1, "n": 8}, "s.yaml")


def test_floats_keep_their_width():
    assert scalar_argument(Argument("x", False, "f16", value=0.25)).tobytes().hex() == "0034"
    assert scalar_argument(Argument("x", False, "f64", value=0.5)).dtype == np.float64


@pytest.mark.parametrize("arguments, message", [
    (["--kernel", "shifted", "--param", "shift=256", "--param", "offset=0", "--param", "base=0"],
     "scalars.yaml: parameter 'shift' of type 'u8' cannot hold 256"),
    (["--kernel", "by_value", "--param", "pair=1"], "parameter 'pair' of type 'b8[8]' cannot be passed by measure"),
])
def test_the_cli_refuses_before_anything_runs(tmp_path, capsys, arguments, message):
    out = tmp_path / "times.csv"
    status = main(["measure", str(PTX), *arguments, "--param", "n=64", "--grid", "1", "--block", "64", "--out", str(out)])
    error = capsys.readouterr().err.strip()
    assert status == 2 and message in error and len(error.splitlines()) == 1
    assert not out.exists()
