"""Bad measured files: one line naming file (and line), exit status 2, no traceback, for
`compare` (CSV and Kernel Tuner cache) and `validate` (a case's measured.csv)."""

import json
import shutil
from pathlib import Path

import pytest

from analyzer.cli.main import main

DATA = Path(__file__).parent / "data"
PTX = DATA / "scale-ptx" / "scale_items1.sm_75.ptx"
HEADER = "block_x,grid_x,p3,time_ms\n"


def run_cli(argv, capsys):
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.err


def compare(path, capsys):
    return run_cli(["compare", str(PTX), "--gpu", "t4", "--measured", str(path)], capsys)


CSV_CASES = {
    "binary": (b"block_x,grid_x\x00\x01\x02", "binary file"),
    "latin1": (b"block_x,grid_x,time_ms\n\xff\xfe,1,1\n", "not UTF-8"),
    "text block": ((HEADER + "abc,4,1024,1.0\n").encode(), "column 'block_x' is not a number: 'abc'"),
    "zero block": ((HEADER + "0,4,1024,1.0\n").encode(), "column 'block_x' must be a positive integer"),
    "huge block": ((HEADER + "1e999,4,1024,1.0\n").encode(), "column 'block_x' is not finite"),
    "huge grid": ((HEADER + "256,1e30,1024,1.0\n").encode(), "column 'grid_x' must be a positive integer of at most"),
    "nan time": ((HEADER + "256,4,1024,nan\n").encode(), "column 'time_ms' is not finite: 'nan'"),
    "overflowing time": ((HEADER + "256,4,1024,1e400\n").encode(), "column 'time_ms' is not finite"),
    "zero time": ((HEADER + "256,4,1024,0\n").encode(), "column 'time_ms' must be positive"),
    "nan size": ((HEADER + "256,4,nan,1.0\n").encode(), "column 'p3' is not finite"),
}


@pytest.mark.parametrize("name", sorted(CSV_CASES))
def test_bad_csv(name, tmp_path, capsys):
    content, message = CSV_CASES[name]
    path = tmp_path / "measured.csv"
    path.write_bytes(content)
    status, err = compare(path, capsys)
    assert status == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    assert str(path) in err and message in err


def cache(entries, problem_size=(4096,)):
    return {"device_name": "T4", "kernel_name": "scale", "problem_size": list(problem_size),
            "tune_params_keys": ["block_size_x"], "tune_params": {"block_size_x": [128]}, "objective": "time",
            "cache": entries}


JSON_CASES = {
    "nan time": ('{"device_name": "T4", "problem_size": [4096], "tune_params_keys": ["block_size_x"], '
                 '"cache": {"128": {"block_size_x": 128, "time": NaN}}}', "not a positive finite number: nan"),
    "overflowing time": (json.dumps(cache({"128": {"block_size_x": 128, "time": 1e308}})), "not a positive finite"),
    "zero block": (json.dumps(cache({"0": {"block_size_x": 0, "time": 1.0}})), "'block_size_x' must be a positive"),
    "text block": (json.dumps(cache({"a": {"block_size_x": "abc", "time": 1.0}})), "'block_size_x' must be a positive"),
    "overflowing size": ('{"problem_size": [1e400], "tune_params_keys": ["block_size_x"], '
                         '"cache": {"128": {"block_size_x": 128, "time": 1.0}}}', "'problem_size' must be"),
    "zero size": (json.dumps(cache({"128": {"block_size_x": 128, "time": 1.0}}, (0,))), "'problem_size' must be"),
}


@pytest.mark.parametrize("name", sorted(JSON_CASES))
def test_bad_kernel_tuner_cache(name, tmp_path, capsys):
    text, message = JSON_CASES[name]
    path = tmp_path / "cache.json"
    path.write_text(text)
    status, err = compare(path, capsys)
    assert status == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert str(path) in err and message in err


def test_binary_kernel_tuner_cache(tmp_path, capsys):
    path = tmp_path / "cache.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    status, err = compare(path, capsys)
    assert status == 2 and "binary file" in err and err.count("\n") == 1


VALIDATE_CASES = {
    "nan time": ("t4card,1,1048576,8192,1,1,128,1,1,0,nan,ok", ":2: column 'time_ms' is not finite"),
    "zero block": ("t4card,1,1048576,8192,1,1,0,1,1,0,1.0,ok", ":2: column 'block_x' must be a positive integer"),
    "text tunable": ("t4card,x,1048576,8192,1,1,128,1,1,0,1.0,ok", ":2: column 'ITEMS' is not a number: 'x'"),
    "unknown gpu": ("mars,1,1048576,8192,1,1,128,1,1,0,1.0,ok", ":2: column 'gpu': 'mars' is not one of"),
    "ok without time": ("t4card,1,1048576,8192,1,1,128,1,1,0,,ok", ":2: column 'time_ms' is empty in an 'ok' row"),
    "overflowing size": ("t4card,1,1e999,8192,1,1,128,1,1,0,1.0,ok", ":2: column 'n' is not finite"),
}


def validate_measured(tmp_path, capsys, extra_columns: str, row: str):
    """``validate`` on the constructed case whose measured.csv is its header (plus
    ``extra_columns``) and ``row``: the status, standard error and the file's path."""
    case = tmp_path / "bad-case"
    shutil.copytree(DATA / "scale-case", case)
    header = (DATA / "scale-case" / "measured.csv").read_text().splitlines()[0]
    (case / "measured.csv").write_text(header + extra_columns + "\n" + row + "\n")
    status, err = run_cli(["validate", str(case)], capsys)
    return status, err, case / "measured.csv"


@pytest.mark.parametrize("name", sorted(VALIDATE_CASES))
def test_bad_case_measured_csv(name, tmp_path, capsys):
    row, message = VALIDATE_CASES[name]
    status, err, measured = validate_measured(tmp_path, capsys, "", row)
    assert status == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert str(measured) + message in err


BINARY_COLUMNS = {
    "registers over 255": ("256,0", ":2: column 'registers' must be an integer from 1 to 255, got '256'"),
    "fractional registers": ("40.5,0", ":2: column 'registers' must be an integer from 1 to 255"),
    "negative local memory": ("40,-8", ":2: column 'local_mem_bytes_per_thread' must be a non-negative integer"),
    "text local memory": ("40,x", ":2: column 'local_mem_bytes_per_thread' is not a number: 'x'"),
}


@pytest.mark.parametrize("name", sorted(BINARY_COLUMNS))
def test_bad_recorded_binary_resources(name, tmp_path, capsys):
    # the measured binary's registers and local memory, where a campaign recorded them (KTT)
    values, message = BINARY_COLUMNS[name]
    status, err, measured = validate_measured(tmp_path, capsys, ",registers,local_mem_bytes_per_thread",
                                              "t4card,1,1048576,8192,1,1,128,1,1,0,1.0,ok," + values)
    assert status == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert str(measured) + message in err


def test_binary_case_files(tmp_path, capsys):
    case = tmp_path / "bin-case"
    shutil.copytree(DATA / "scale-case", case)
    (case / "measured.csv").write_bytes(b"\x00\x01garbage")
    status, err = run_cli(["validate", str(case)], capsys)
    assert status == 2 and "binary file" in err
    (case / "case.yaml").write_bytes(b"\xff\xfe\x00")
    status, err = run_cli(["validate", str(case)], capsys)
    assert status == 2 and "case.yaml" in err and err.count("\n") == 1
    status, err = run_cli(["validate", str(tmp_path / "nowhere")], capsys)
    assert status == 2 and "no such folder" in err and err.count("\n") == 1
