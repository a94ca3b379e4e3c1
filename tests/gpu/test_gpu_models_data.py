"""The shipped GPU models: they load, every number has a source, and build_models regenerates them
byte for byte from microbench_data/."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from analyzer.errors import InputError
from analyzer.ir import ExecClass
from analyzer.gpu import build_models
from analyzer.gpu.loader import list_gpu_ids, load_gpu

ROOT = Path(__file__).resolve().parents[2]
EXPECTED_IDS = ("a100", "a100-sxm-80gb", "gtx-1050", "gtx-1070", "gtx-1080ti", "gtx-1650", "gtx-1650-gddr6", "gtx-titan-x",
                "h100",
                "h100-pcie", "h200", "k20m", "l4", "l40s", "p100", "rtx-2060", "rtx-2070-super", "rtx-2080ti",
                "rtx-3060", "rtx-3060-laptop", "rtx-3060ti", "rtx-3070ti", "rtx-3080", "rtx-3090", "rtx-4090",
                "rtx-a4000", "rtx-a6000", "t4", "tesla-c2050", "titan-rtx", "v100", "v100-pcie-32gb")


def _numbers(gpu) -> list[str]:
    """Dotted keys of every number in a model (the keys its ``sources`` must cover)."""
    keys = ["compute_capability", "sm_count", "processing_blocks_per_sm", "warp_size", "sm_clock_mhz"]
    for group in ("units_per_processing_block", "latency", "issue_delay", "sass_instructions"):
        keys += [f"{group}.{name}" for name in getattr(gpu, group)]
    keys += [f"memory.{name}" for name in build_models.MEMORY_KEYS]
    keys += [f"memory.{name}" for name in build_models.OPTIONAL_MEMORY_KEYS if getattr(gpu, name) is not None]
    for field in dataclasses.fields(gpu.limits):
        value = getattr(gpu.limits, field.name)
        if isinstance(value, tuple):
            keys += [f"limits.{field.name}.{index}" for index in range(len(value))]
        elif isinstance(value, int):
            keys.append(f"limits.{field.name}")
    for line in gpu.launch_overhead:
        keys += [f"launch_overhead.w{line.warps_per_block}.slope_us", f"launch_overhead.w{line.warps_per_block}.intercept_us"]
    if gpu.block_dispatch_us is not None:
        keys.append("block_dispatch_us")
    keys += [f"atomic_hot_set_per_clock.{size}" for size in gpu.atomic_hot_set_per_clock]
    return keys


def test_all_models_ship():
    assert list_gpu_ids() == EXPECTED_IDS


@pytest.mark.parametrize("gpu_id", EXPECTED_IDS)
def test_model_loads_and_every_number_has_a_source(gpu_id):
    gpu = load_gpu(gpu_id)
    keys = _numbers(gpu)
    assert set(keys) == set(gpu.sources), set(keys) ^ set(gpu.sources)
    for key in keys:
        source = gpu.sources[key]
        assert source.status in ("measured", "published", "estimated")
        assert source.table.startswith("microbench_data/") and source.row and source.reference
        if source.status == "estimated":
            assert "derivation:" in source.reference, key
    assert set(gpu.latency) == set(gpu.issue_delay) == {cls.value for cls in ExecClass}
    assert len(gpu.launch_overhead) == 32


def test_issue_delays_follow_method_c():
    # delay = max(32 / units per processing block, 1): A100 FP32 16 lanes -> 2, H100 32 -> 1,
    # RTX 4090 FP64 0.5 lanes -> 64, GTX 1050 FP16 0.25 half2 lanes -> 128, A100 LD/ST 8 -> 4.
    assert load_gpu("a100").issue_delay["fp32"] == 2
    assert load_gpu("h100").issue_delay["fp32"] == 1
    assert load_gpu("rtx-4090").issue_delay["fp64"] == 64
    assert load_gpu("gtx-1050").issue_delay["fp16"] == 128
    assert load_gpu("a100").issue_delay["ld_global"] == 4
    assert load_gpu("a100").sources["issue_delay.fp32"].row == "cc8.0.units.fp32"


def test_selected_figures_and_derivations():
    a100 = load_gpu("a100")
    assert (a100.sm_count, a100.sm_clock_mhz, a100.compute_capability) == (108, 1410, (8, 0))
    assert a100.dram_bandwidth == 1500e9 and a100.sources["memory.dram_bandwidth"].status == "measured"
    # uncoalesced = DRAM 531 + 31 x 2 = 593 (Hong and Kim 2009 with departure delay 2)
    assert a100.uncoalesced_latency == 593
    # launch slope: 700 cycles per block, overlapped over the empty blocks an SM holds at once:
    # 1 warp/block -> min(32 blocks, 64 warps / 1) = 32: 700 / (108 x 32 x 1410) = 0.000143651 us;
    # 8 warps/block -> min(32, 64 / 8) = 8: 700 / (108 x 8 x 1410) = 0.000574603 us per block
    assert a100.launch_overhead[0].slope_us == pytest.approx(0.000143651, rel=1e-5)
    assert a100.launch_overhead[7].slope_us == pytest.approx(0.000574603, rel=1e-5)
    # H100 L1 bandwidth: 128 B/clk x 1980 MHz = 2.5344e11 B/s
    assert load_gpu("h100").l1_bandwidth_per_sm == pytest.approx(2.5344e11)
    # V100 launch intercept: 5000 cycles / 1380 MHz = 3.62319 us
    assert load_gpu("v100").launch_overhead[5].intercept_us == pytest.approx(3.62319)
    a4000, a6000 = load_gpu("rtx-a4000"), load_gpu("rtx-a6000")
    assert (a4000.sm_count, a4000.dram_bandwidth, a6000.sm_count, a6000.dram_bandwidth) == (48, 448e9, 84, 768e9)
    assert (a4000.limits.max_threads_per_sm, a4000.limits.max_blocks_per_sm, a4000.limits.shared_per_sm) == (1536, 16, 102400)


def test_build_models_regenerates_committed_files(tmp_path):
    assert build_models.main(["--out", str(tmp_path)], out=lambda text: None) == 0
    generated = sorted(path.name for path in tmp_path.glob("*.yaml"))
    assert generated == sorted(f"{gpu_id}.yaml" for gpu_id in EXPECTED_IDS)
    for name in generated:
        assert (tmp_path / name).read_text() == (ROOT / "gpu_models" / name).read_text(), name
    assert build_models.main(["--out", str(ROOT / "gpu_models"), "--check"], out=lambda text: None) == 0


def _data_copy(tmp_path: Path) -> Path:
    data = tmp_path / "microbench_data"
    shutil.copytree(ROOT / "microbench_data", data, ignore=shutil.ignore_patterns("*.md"))
    return data


def test_measured_row_overrides_published(tmp_path):
    data = _data_copy(tmp_path)
    (data / "calibration").mkdir()
    (data / "calibration" / "t4.csv").write_text(
        "# gpu: Tesla T4\n" + ",".join(build_models.TABLE_COLUMNS) + "\n"
        "t4,memory.dram_bandwidth,300e9,B/s,measured,kerneltime calibrate on Tesla T4,stream read\n"
        "t4,launch.w2.intercept_us,4.5,us,measured,kerneltime calibrate on Tesla T4,least squares\n")
    text = build_models.build_all(data)["t4.yaml"]
    assert "value: 300000000000.0, unit: B/s, status: measured, source: microbench_data/calibration/t4.csv#t4.memory.dram_bandwidth" in text
    assert "intercept_us: {value: 4.5, unit: us, status: measured" in text


@pytest.mark.parametrize("row, message", [
    ("a100,sm_count,109,count,published,some spec sheet,", "two published rows for 'sm_count'"),
    ("a100,sm_cuont,109,count,published,some spec sheet,", "unknown key 'sm_cuont'"),
    ("a100,sm_count,109,count,estimated,some spec sheet,", "needs a derivation"),
    ("a101,sm_count,109,count,published,some spec sheet,", "unknown scope 'a101'"),
    ("a100,sm_count,many,count,published,some spec sheet,", "not a number"),
])
def test_bad_table_rows_are_rejected_with_file_and_line(tmp_path, row, message):
    data = _data_copy(tmp_path)
    table = data / "hardware.csv"
    table.write_text(table.read_text() + row + "\n")
    with pytest.raises(InputError) as caught:
        build_models.build_all(data)
    assert message in caught.value.message
    assert caught.value.line is not None


def test_missing_row_is_reported(tmp_path):
    data = _data_copy(tmp_path)
    table = data / "hardware.csv"
    table.write_text("".join(line + "\n" for line in table.read_text().splitlines() if not line.startswith("t4,sm_count")))
    with pytest.raises(InputError, match="t4: no table row gives 'sm_count'"):
        build_models.build_all(data)
