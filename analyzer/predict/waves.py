"""Mechanics every timing model may use: how a grid's blocks fall into waves over the SMs, and
method C's barrier cost.

* Waves (Kleimenov and Popova 2021, section 3): ``ceil(blocks / (blocks_per_sm x sm_count))``.
  Full waves hold ``blocks_per_sm`` blocks on every SM; the last, partial wave keeps its real
  block count, dealt breadth first over the SMs, so some SMs hold one block more than others and,
  with fewer blocks than SMs, some SMs are idle.
* Barriers: ``time_sync = syncs x delay_dep x (warps per block - 1)`` with ``delay_dep =
  (lat_uncoal - lat_DRAM) / 28`` (method C after Hong and Kim 2009's ``Departure_delay x (MWP -
  1)``: a departure delay per other *warp* of the block).
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.gpu.gpu_model import GpuModel

SYNC_DIVISOR = 28.0  # delay_dep = (lat_uncoal - lat_DRAM) / 28 (method C, after Hong and Kim 2009)


@dataclass(frozen=True)
class SmGroup:
    """``sm_count`` SMs of a wave that each hold ``blocks`` blocks."""

    blocks: int
    sm_count: int


@dataclass(frozen=True)
class Wave:
    """``count`` identical waves whose SMs fall into ``groups``."""

    count: int
    groups: tuple[SmGroup, ...]

    @property
    def fullest(self) -> SmGroup:
        """The group whose SMs hold the most blocks (a wave lasts as long as its fullest SM)."""
        return max(self.groups, key=lambda group: group.blocks)

    @property
    def blocks(self) -> int:
        """Blocks in one of these waves."""
        return sum(group.blocks * group.sm_count for group in self.groups)

    @property
    def busy_sms(self) -> int:
        """SMs that hold at least one block."""
        return sum(group.sm_count for group in self.groups if group.blocks)


def wave_plan(grid_blocks: int, blocks_per_sm: int, sm_count: int) -> list[Wave]:
    """The waves: full waves with ``blocks_per_sm`` on every SM, then the partial last wave with
    its real block count dealt breadth first over the SMs."""
    capacity = blocks_per_sm * sm_count
    full, remainder = divmod(grid_blocks, capacity)
    plan: list[Wave] = []
    if full:
        plan.append(Wave(full, (SmGroup(blocks_per_sm, sm_count),)))
    if remainder:
        base, extra = divmod(remainder, sm_count)
        groups = [SmGroup(base + 1, extra)] if extra else []
        if base:
            groups.append(SmGroup(base, sm_count - extra))
        plan.append(Wave(1, tuple(groups)))
    return plan


def sync_delay(gpu: GpuModel) -> float:
    """``delay_dep = (lat_uncoal - lat_DRAM) / 28`` in cycles (method C; never negative)."""
    return max(0.0, (gpu.uncoalesced_latency - gpu.dram_latency) / SYNC_DIVISOR)


def barrier_cycles(syncs: float, gpu: GpuModel, warps_per_block: int) -> float:
    """Method C's ``time_sync = syncs x delay_dep x (warps per block - 1)`` in cycles per warp."""
    return syncs * sync_delay(gpu) * (warps_per_block - 1)
