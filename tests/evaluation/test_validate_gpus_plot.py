"""GPU model look-up of case GPUs, and the --plot output."""

from pathlib import Path

import pytest

from analyzer.evaluation.case import CaseGpu
from analyzer.evaluation.gpus import model_candidates, normalised_name, resolve_gpu_model

REPORTED = {  # names as the validation cases report them -> the contract's model ids
    "NVIDIA GeForce RTX 2080 Ti": "rtx-2080ti", "NVIDIA GeForce RTX 3090": "rtx-3090", "TITAN RTX": "titan-rtx",
    "NVIDIA TITAN RTX": "titan-rtx", "GeForce RTX 2070 SUPER": "rtx-2070-super",
    "NVIDIA GeForce RTX 3060 Laptop GPU": "rtx-3060-laptop", "GeForce GTX 1070": "gtx-1070",
    "GeForce GTX 1080 Ti": "gtx-1080ti", "Tesla P100-PCIE-12GB": "p100", "GeForce GTX TITAN X": "gtx-titan-x",
    "Tesla K20m": "k20m", "Tesla V100-PCIE-32GB": "v100-pcie-32gb",
}


@pytest.mark.parametrize("name", sorted(REPORTED))
def test_reported_names_map_to_contract_ids(name):
    assert model_candidates(CaseGpu("case", name, "sm_75"))[0] == REPORTED[name]


def test_per_row_ids_and_fallbacks():
    assert normalised_name("NVIDIA  GeForce GTX 1650") == "gtx 1650"
    assert model_candidates(CaseGpu("rtx3060ti", "NVIDIA GeForce RTX 3060 Ti", "sm_86"))[0] == "rtx-3060ti"
    # no table entry: the suggested model (the same GPU) is used
    assert resolve_gpu_model(CaseGpu("x", "Some T4 board", "sm_75", suggested_model="t4"))[0] == "t4"
    # nothing loadable: a reason, no model; with stand-ins the architecture's stand-in, marked
    unknown = CaseGpu("x", "Imaginary GPU", "sm_86")
    assert resolve_gpu_model(unknown) == ("(none for 'Imaginary GPU')", None)
    model_id, model = resolve_gpu_model(unknown, stand_ins=True)
    assert model_id == "rtx-a6000 (stand-in)" and model.id == "rtx-a6000"
    assert resolve_gpu_model(CaseGpu("x", "Tesla K20m-like", "sm_35"), stand_ins=True)[1] is None
    assert resolve_gpu_model(unknown, override="t4")[0] == "t4"


def test_plot_writes_one_png_per_case(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    import test_validate_case as constructed

    from analyzer.evaluation import runner
    from analyzer.evaluation.case import load_case
    from analyzer.evaluation.validate_plot import plot_case

    monkeypatch.setattr(runner, "compile_all", constructed.committed_compile)
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))
    result = runner.validate_case(load_case(constructed.CASE), ["kp"], "kp")
    out = plot_case(result, tmp_path / "plots")
    assert out == tmp_path / "plots" / "scale-case.png"
    assert Path(out).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
