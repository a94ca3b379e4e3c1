"""``--gpu FILE.yaml`` (a user's own model, validated like the shipped ones) and
``kerneltime gpus --template ID``."""

from __future__ import annotations

import json
import re

import pytest

from analyzer.cli.main import main
from analyzer.gpu.loader import gpu_models_dir, load_gpu

VECADD = ["predict", "samples/vecadd/vecadd.sm_80.ptx", "--kernel", "vecadd", "--grid", "4096", "--block", "256",
          "--param", "n=1048576", "--json"]


def _run(capsys, argv):
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _template(capsys, tmp_path, base="a100", new_id="my-gpu"):
    path = tmp_path / f"{new_id}.yaml"
    status, out, _ = _run(capsys, ["gpus", "--template", base, "--id", new_id, "--out", str(path)])
    assert status == 0 and f"wrote {path}" in out
    return path


def test_template_loads_and_predicts_like_its_base(capsys, tmp_path):
    path = _template(capsys, tmp_path)
    status, out, _ = _run(capsys, [*VECADD, "--gpu", str(path)])
    own = json.loads(out)
    status_base, out_base, _ = _run(capsys, [*VECADD, "--gpu", "a100"])
    base = json.loads(out_base)
    assert status == status_base == 0
    assert own["gpu"] == "my-gpu" and own["time_us"] == base["time_us"]
    status, out, _ = _run(capsys, ["gpus", "--show", str(path), "--json"])
    assert status == 0 and json.loads(out)["name"] == "NVIDIA A100 PCIe 40 GB (edit: the name of your GPU)"


def test_template_on_stdout_is_the_base_file_with_new_id_and_name(capsys):
    status, out, _ = _run(capsys, ["gpus", "--template", "t4"])
    base = (gpu_models_dir() / "t4.yaml").read_text(encoding="utf-8")
    assert status == 0 and out.startswith("# GPU model 'my-t4', started from the shipped model 't4'")
    body = [line for line in out.splitlines() if not line.startswith("#")]
    base_body = [line for line in base.splitlines() if not line.startswith("#")]
    assert len(body) == len(base_body)
    assert [a for a, b in zip(body, base_body) if a != b] == [
        "id: my-t4", f'name: "{load_gpu("t4").name} (edit: the name of your GPU)"']


def test_edited_number_is_used(capsys, tmp_path):
    path = _template(capsys, tmp_path)
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"^sm_count: \{value: 108,", "sm_count: {value: 54,", text, flags=re.M)
    path.write_text(text, encoding="utf-8")
    status, out, _ = _run(capsys, ["occupancy", "--gpu", str(path), "--registers", "32", "--json"])
    assert status == 0 and json.loads(out)["max_potential_block_size"]["min_grid_size"] == 2 * 54


def test_template_errors(capsys, tmp_path):
    status, _, err = _run(capsys, ["gpus", "--template", "a100-sxm"])
    assert status == 2 and err.startswith("kerneltime: error: --template: unknown GPU 'a100-sxm'; nearest: a100")
    path = _template(capsys, tmp_path)
    status, _, err = _run(capsys, ["gpus", "--template", "a100", "--out", str(path)])
    assert status == 2 and err == f"kerneltime: error: {path}: already exists; remove it or choose another --out\n"
    status, _, err = _run(capsys, ["gpus", "--id", "x"])
    assert status == 2 and err == "kerneltime: error: --id: only with --template\n"


BROKEN = [
    ("unknown key", lambda t: t.replace("memory:\n", "memory:\n  l3_latency: {value: 1, unit: cycles, status: "
                                        "estimated, source: a#b, ref: r}\n", 1), "memory.l3_latency: unknown key"),
    ("missing key", lambda t: re.sub(r"^  dram_latency: .*\n", "", t, flags=re.M), "memory.dram_latency: missing key"),
    ("wrong type", lambda t: re.sub(r"^sm_count: \{value: 108,", "sm_count: {value: many,", t, flags=re.M),
     "sm_count.value: expected an integer, got 'many'"),
    ("not positive", lambda t: re.sub(r"^sm_count: \{value: 108,", "sm_count: {value: 0,", t, flags=re.M),
     "sm_count.value: must be positive, got 0"),
    ("bad status", lambda t: re.sub(r"^(sm_count: \{value: 108, unit: count, status:) published", r"\1 guessed", t,
                                    flags=re.M), "sm_count.status: must be one of measured, published, estimated"),
    ("bad hit fraction", lambda t: re.sub(r"^(  l2_hit: \{value:) [0-9.]+", r"\1 1.5", t, flags=re.M),
     "memory.l2_hit.value: must be a fraction in [0, 1], got 1.5"),
    ("invalid YAML", lambda t: t.replace("latency:\n", "latency: [\n", 1), "invalid YAML"),
]


@pytest.mark.parametrize("case, edit, words", BROKEN, ids=[case for case, _, _ in BROKEN])
def test_broken_model_file_gives_one_line_naming_the_key(capsys, tmp_path, case, edit, words):
    path = _template(capsys, tmp_path)
    original = path.read_text(encoding="utf-8")
    edited = edit(original)
    assert edited != original
    path.write_text(edited, encoding="utf-8")
    status, out, err = _run(capsys, [*VECADD, "--gpu", str(path)])
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and re.match(rf"kerneltime: error: {re.escape(str(path))}:\d+: ", err), err
    assert words in err


def test_missing_model_file(capsys, tmp_path):
    status, _, err = _run(capsys, [*VECADD, "--gpu", str(tmp_path / "none.yaml")])
    assert status == 2 and err.startswith(f"kerneltime: error: {tmp_path / 'none.yaml'}: no such GPU model file")
