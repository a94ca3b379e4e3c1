"""The models of the validation and datacenter GPUs: hand-checked occupancy for every compute
capability they add or use (3.5, 5.2, 6.0, 6.1, 7.5, 8.6, 8.9), selected per-card figures, the
optional memory figures and their loader validation.

Occupancy derivations follow ``cuda_occupancy.h`` (CUDA 13.0): warps per block ``W = ceil(T/32)``;
registers per warp ``roundUp(R*32, 256)``; warps per sub-partition ``(regsPerSM / nSP) // perWarp``;
register limit ``that * nSP // W``; shared limit ``carve-out // roundUp(S + reserve, unit)``.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from analyzer.errors import InputError
from analyzer.gpu.loader import list_gpu_ids, load_gpu, load_gpu_file
from analyzer.gpu.occupancy import compute_occupancy
from analyzer.gpu.tables import read_tables

SHIPPED = Path(__file__).resolve().parents[2] / "gpu_models"
DATA = SHIPPED.parent / "microbench_data"


def _vendor_peak(gpu_id: str) -> float:
    """The GPU's vendor peak DRAM bandwidth: its most specific published ``memory.dram_bandwidth``
    row in the tables (a model may use a measured figure instead)."""
    gpus, rows = read_tables(DATA)
    gpu = next(info for info in gpus if info.id == gpu_id)
    scopes = {gpu_id: 3, f"cc{gpu.compute_capability}": 2, "all": 1}
    peaks = [row for row in rows if row.key == "memory.dram_bandwidth" and row.status == "published"
             and row.scope in scopes]
    assert peaks, f"{gpu_id}: no published memory.dram_bandwidth row"
    return max(peaks, key=lambda row: scopes[row.scope]).value


def _blocks(gpu_id: str, threads: int, registers: int, static: int = 0, dynamic: int = 0):
    return compute_occupancy(load_gpu(gpu_id), threads, registers, static, dynamic)


def test_kepler_k20m_register_block_and_shared_limits():
    # 63 regs x 32 = 2016 -> 2048 per warp; 65536 / 4 = 16384 per sub-partition -> 8 warps, x 4 = 32
    # warps // 8 warps per block = 4 blocks; warps 64 // 8 = 8; cc 3.5 block limit 16.
    result = _blocks("k20m", 256, 63)
    assert (result.active_blocks_per_sm, result.limiter, result.occupancy) == (4, "registers", 0.5)
    assert dict(result.blocks_by_limit)["blocks"] == 16
    # 2-warp blocks with 16 regs: registers 512 per warp -> 32 x 4 = 128 warps -> 64 blocks, warps
    # 64 // 2 = 32, so the 16-block limit of cc 3.x binds: 32 of 64 warps.
    small = _blocks("k20m", 64, 16)
    assert (small.active_blocks_per_sm, small.limiter, small.active_warps_per_sm) == (16, "blocks", 32)
    # 20000 B static shared -> roundUp(20000, 256) = 20224 B of the 48 KB default split: 2 blocks.
    shared = _blocks("k20m", 128, 16, static=20000)
    assert (shared.active_blocks_per_sm, shared.limiter, shared.carveout) == (2, "shared_memory", 49152)
    # no opt-in before cc 7.0: 48 KB + 1 B per block cannot run
    assert _blocks("k20m", 128, 16, dynamic=49153).active_blocks_per_sm == 0


def test_maxwell_titan_x_dedicated_shared_memory():
    # 24 KB per block against 96 KB dedicated shared memory: 4 blocks; registers 32 x 32 = 1024 per
    # warp -> 16 x 4 = 64 warps // 4 = 16; warps 64 // 4 = 16; blocks 32.
    result = _blocks("gtx-titan-x", 128, 32, dynamic=24576)
    assert (result.active_blocks_per_sm, result.limiter) == (4, "shared_memory")
    assert dict(result.blocks_by_limit) == {"registers": 16, "shared_memory": 4, "warps": 16, "blocks": 32}


def test_pascal_gp100_two_sub_partitions():
    # P100 (cc 6.0) splits the register file in 2: 200 regs -> 6400 per warp, 32768 // 6400 = 5
    # warps per half, x 2 = 10 warps // 2 per block = 5 blocks. (With 4 sub-partitions, as on
    # GP10x: 16384 // 6400 = 2, x 4 = 8 warps, 4 blocks.)
    assert load_gpu("p100").limits.sub_partitions == 2
    result = _blocks("p100", 64, 200)
    assert (result.active_blocks_per_sm, result.active_warps_per_sm, result.limiter) == (5, 10, "registers")
    assert _blocks("gtx-1080ti", 64, 200).active_blocks_per_sm == 4
    # 320 threads (10 warps) with 200 regs fit GP100 (10 x 6400 = 64000 <= 65536, 1 block) but not
    # a GP10x SM, whose check rounds to 12 warps (76800 > 65536): the header refuses it on cc 6.0 too.
    refused = _blocks("p100", 320, 200)
    assert (refused.active_blocks_per_sm, refused.limiter) == (0, "registers") and "GP10x" in refused.reason
    # 64 KB dedicated shared memory: 3 blocks of 20 KB (20480 B, already a multiple of 256)
    assert _blocks("p100", 128, 16, dynamic=20480).active_blocks_per_sm == 3


def test_pascal_gtx1070_full_block_register_cliff():
    # 1024 threads with 32 regs: 1024 per warp -> 64 warps // 32 = 2 blocks = 64 warps (100 %).
    assert (_blocks("gtx-1070", 1024, 32).active_blocks_per_sm, _blocks("gtx-1070", 1024, 32).occupancy) == (2, 1.0)
    # 33 regs: 1056 -> 1280 per warp; 16384 // 1280 = 12, x 4 = 48 warps // 32 = 1 block (50 %).
    result = _blocks("gtx-1070", 1024, 33)
    assert (result.active_blocks_per_sm, result.occupancy, result.limiter) == (1, 0.5, "registers")


def test_turing_2080ti_limits():
    # cc 7.5: 32 warps per SM. 64 regs -> 2048 per warp -> 8 per sub-partition -> 32 warps // 8 = 4
    # blocks, equal to warps 32 // 8 = 4 (registers reported first on ties).
    result = _blocks("rtx-2080ti", 256, 64)
    assert (result.active_blocks_per_sm, result.occupancy, result.limiter) == (4, 1.0, "registers")
    assert result.limiters == ("registers", "warps")
    # 65 regs -> 2080 -> 2304 per warp; a 32-warp block needs 73728 > 65536 registers: cannot run.
    assert _blocks("rtx-2080ti", 1024, 65).active_blocks_per_sm == 0
    # 40 KB dynamic: roundUp(40960, 256) = 40960 against the default 64 KB carve-out: 1 block.
    shared = _blocks("rtx-2080ti", 128, 32, dynamic=40960)
    assert (shared.active_blocks_per_sm, shared.carveout) == (1, 65536)


def test_ampere_3090_reserve_and_warp_limit():
    # cc 8.6: 48 warps, 16 blocks; 4-warp blocks -> warps 48 // 4 = 12; registers 1024 per warp ->
    # 64 warps // 4 = 16; shared: the 1 KiB reserve alone -> 102400 // 1024 = 100.
    result = _blocks("rtx-3090", 128, 32)
    assert dict(result.blocks_by_limit) == {"registers": 16, "shared_memory": 100, "warps": 12, "blocks": 16}
    assert (result.active_blocks_per_sm, result.limiter, result.occupancy) == (12, "warps", 1.0)
    # 20 KiB dynamic + 1 KiB reserve = 21504 B (a multiple of 128): 102400 // 21504 = 4 blocks.
    shared = _blocks("rtx-3060-laptop", 128, 32, dynamic=20480)
    assert (shared.active_blocks_per_sm, shared.shared_per_block_allocated, shared.limiter) == (4, 21504, "shared_memory")


def test_ada_l40s_and_l4_block_limit_24():
    # cc 8.9: 24 blocks per SM; 2-warp blocks -> warps 48 // 2 = 24 = blocks: full occupancy.
    result = _blocks("l40s", 64, 16)
    assert (result.active_blocks_per_sm, result.occupancy, result.limiter) == (24, 1.0, "warps")
    # 1-warp blocks: 24 blocks x 1 warp = 24 of 48 warps, limited by the block count.
    single = _blocks("l4", 32, 16)
    assert (single.active_blocks_per_sm, single.occupancy, single.limiter) == (24, 0.5, "blocks")


@pytest.mark.parametrize("gpu_id, cc, sms, clock, peak_gbs, l2_bytes", [
    ("k20m", (3, 5), 13, 706, 208, 1280 * 1024),
    ("gtx-titan-x", (5, 2), 24, 1075, 336.5, 3 * 2**20),
    ("p100", (6, 0), 56, 1300, 549, 3 * 2**20),
    ("gtx-1070", (6, 1), 15, 1683, 256, 2 * 2**20),
    ("gtx-1080ti", (6, 1), 28, 1582, 484, 2816 * 1024),
    ("titan-rtx", (7, 5), 72, 1770, 672, 6 * 2**20),
    ("rtx-2080ti", (7, 5), 68, 1545, 616, 5632 * 1024),
    ("rtx-2070-super", (7, 5), 40, 1770, 448, 4 * 2**20),
    ("rtx-2060", (7, 5), 30, 1680, 336, 3 * 2**20),
    ("gtx-1650", (7, 5), 14, 1665, 128, 2**20),
    ("gtx-1650-gddr6", (7, 5), 14, 1590, 192, 2**20),
    ("rtx-3090", (8, 6), 82, 1695, 936, 6 * 2**20),
    ("rtx-3080", (8, 6), 68, 1710, 760, 5 * 2**20),
    ("rtx-3070ti", (8, 6), 48, 1770, 608, 4 * 2**20),
    ("rtx-3060ti", (8, 6), 38, 1665, 448, 4 * 2**20),
    ("rtx-3060", (8, 6), 28, 1777, 360, 3 * 2**20),
    ("rtx-3060-laptop", (8, 6), 30, 1425, 336, 3 * 2**20),
    ("v100-pcie-32gb", (7, 0), 80, 1380, 897, 6 * 2**20),
    ("a100-sxm-80gb", (8, 0), 108, 1410, 2039, 40 * 2**20),
    ("h100-pcie", (9, 0), 114, 1755, 2000, 50 * 2**20),
    ("l4", (8, 9), 58, 2040, 300, 48 * 2**20),
    ("l40s", (8, 9), 142, 2520, 864, 96 * 2**20),
])
def test_per_card_figures(gpu_id, cc, sms, clock, peak_gbs, l2_bytes):
    gpu = load_gpu(gpu_id)
    assert (gpu.compute_capability, gpu.sm_count, gpu.sm_clock_mhz) == (cc, sms, clock)
    assert (_vendor_peak(gpu_id), gpu.l2_size) == (peak_gbs * 1e9, l2_bytes)
    assert gpu.dram_bandwidth <= _vendor_peak(gpu_id)


def test_measured_bandwidth_beside_the_peak():
    # A100 SXM 80 GB: stream read 1776 GB/s measured [26]; the vendor peak 2039 GB/s stays visible.
    a100 = load_gpu("a100-sxm-80gb")
    assert (a100.dram_bandwidth, _vendor_peak("a100-sxm-80gb")) == (1776e9, 2039e9)
    assert a100.sources["memory.dram_bandwidth"].status == "measured"
    # GA10x L2 bandwidth scaled from the A40: 2.48 TB/s / (84 x 1740 MHz) x 82 SM x 1695 MHz
    assert load_gpu("rtx-3090").l2_bandwidth == pytest.approx(2.48e12 / (84 * 1740) * 82 * 1695, rel=1e-5)


def test_bandwidth_hierarchy_of_every_model():
    # every byte from DRAM passes through L2, and L1 hits are served faster than L2: each model must
    # order its bandwidths L1 (all SMs) > L2 > DRAM <= vendor peak (caught a K20m L2 estimate that
    # per-SM scaling had put below its DRAM bandwidth).
    for gpu_id in list_gpu_ids():
        gpu = load_gpu(gpu_id)
        assert gpu.l1_bandwidth_per_sm * gpu.sm_count > gpu.l2_bandwidth > gpu.dram_bandwidth, gpu_id
        assert gpu.dram_bandwidth <= _vendor_peak(gpu_id), gpu_id


def test_new_architectures_units_and_issue_delays():
    # Kepler: 192 FP32 lanes / 4 schedulers = 48 -> delay max(32/48, 1) = 1; FP64 64/4 = 16 -> 2.
    k20m = load_gpu("k20m")
    assert (k20m.processing_blocks_per_sm, k20m.units_per_processing_block["fp32"]) == (4, 48)
    assert (k20m.issue_delay["fp32"], k20m.issue_delay["fp64"], k20m.latency["fp32"]) == (1, 2, 11)
    assert k20m.limits.carveouts == (16384, 32768, 49152) and k20m.l1_shared_per_sm == 65536
    # GP100: 2 processing blocks of 32 FP32 / 16 FP64 lanes: FP64 delay 2; Maxwell FP64 1 lane: 32.
    assert (load_gpu("p100").processing_blocks_per_sm, load_gpu("p100").issue_delay["fp64"]) == (2, 2)
    assert load_gpu("gtx-titan-x").issue_delay["fp64"] == 32


def test_v100_pcie_32gb_differs_from_v100_only_in_its_name():
    # Own id (the validation card), but every timing number equals the V100 PCIe 16 GB model (the
    # memory size, 16 against 32 GiB, is no model input).
    small, large = load_gpu("v100"), load_gpu("v100-pcie-32gb")
    ignore = {"id", "name", "sources"}
    for field in dataclasses.fields(small):
        if field.name not in ignore:
            assert getattr(small, field.name) == getattr(large, field.name), field.name
    assert (small.id, large.id) == ("v100", "v100-pcie-32gb")


def _edited_copy(tmp_path: Path, gpu_id: str, edit) -> Path:
    lines = (SHIPPED / f"{gpu_id}.yaml").read_text().splitlines()
    path = tmp_path / f"{gpu_id}.yaml"
    path.write_text("\n".join(edit(lines)) + "\n")
    return path


def test_optional_memory_fields_default_to_none(tmp_path):
    optional = ("l2_size:", "l1_shared_per_sm:")
    path = _edited_copy(tmp_path, "l4", lambda lines: [line for line in lines if not line.strip().startswith(optional)])
    old_style = load_gpu_file(path)
    assert (old_style.l2_size, old_style.l1_shared_per_sm) == (None, None)
    assert old_style.sm_count == 58 and "memory.l2_size" not in old_style.sources


def test_optional_memory_field_must_be_a_whole_positive_number(tmp_path):
    def fractional(lines):
        return [line.replace("value: 50331648,", "value: 1.5,") if line.strip().startswith("l2_size:") else line
                for line in lines]
    path = _edited_copy(tmp_path, "l4", fractional)
    with pytest.raises(InputError) as caught:
        load_gpu_file(path)
    assert caught.value.message.startswith("memory.l2_size.value: expected an integer")
    assert caught.value.line == next(number for number, line in enumerate(path.read_text().splitlines(), 1)
                                     if line.strip().startswith("l2_size:"))
