"""Shared-memory bank conflicts: the wavefronts of each warp request to shared memory.

Shared memory has 32 banks of 4-byte words, successive words in successive banks (CUDA C++
Programming Guide, "Shared Memory" of compute capabilities 5.x to 9.x). A warp request is served
in as many wavefronts as the largest number of *distinct* words that its lanes touch in one bank
(lanes reading the same word share it: broadcast), and in at least the bytes of its distinct
words over 128 (a 64-bit access of 32 lanes takes two). The lane addresses are those of the
block's first warp, evaluated as the coalescing pass evaluates global addresses
(``coalescing.lane_addresses``: block ids 0, named shared objects at 0, a loop-carried address
at its first iteration); a request whose address cannot be evaluated counts one wavefront.
"""

from __future__ import annotations

from typing import Mapping

from analyzer.analysis.quantities.coalescing import address_env, executed_accesses, shared_offset_lanes, warp_lanes
from analyzer.analysis.facts.values import ValueAnalysis
from analyzer.ir import Address, Kernel, MemSpace
from analyzer.symbolic import ZERO, Expr, add, mul

BANKS = 32
BANK_BYTES = 4
WAVEFRONT_BYTES = BANKS * BANK_BYTES


def request_wavefronts(addresses: list[int], size: int, memo: dict | None = None) -> int:
    """Wavefronts of one warp request whose lanes access ``size`` bytes at ``addresses``: the
    most distinct words in one bank, at least the distinct words' bytes over 128, at least 1.

    With ``memo``, requests whose addresses differ by a whole number of words (the copies of a
    fully unrolled loop) are counted once: moving every address by k words moves every word by
    k and so only renames the banks, which changes neither count."""
    if memo is not None and addresses:
        shift = addresses[0] - addresses[0] % BANK_BYTES
        key = (size, tuple(address - shift for address in addresses))
        if key not in memo:
            memo[key] = request_wavefronts(addresses, size)
        return memo[key]
    words = {word for address in addresses
             for word in range(address // BANK_BYTES, (address + max(1, size) - 1) // BANK_BYTES + 1)}
    if not words:
        return 1
    per_bank: dict[int, int] = {}
    for word in words:
        per_bank[word % BANKS] = per_bank.get(word % BANKS, 0) + 1
    minimum = -(-len(words) * BANK_BYTES // WAVEFRONT_BYTES)
    return max(1, minimum, max(per_bank.values()))


def shared_wavefronts(kernel: Kernel, values: ValueAnalysis, executions: Mapping[str, Expr],
                      bindings: Mapping[str, float], starts: Mapping[str, Expr]) -> Expr:
    """Per-thread (= per-warp) shared-memory wavefronts: each shared load, store or atomic on the
    executed path, its executions times its request's wavefronts (``request_wavefronts``)."""
    lanes = warp_lanes(bindings)
    base_env = address_env(kernel, bindings)

    def override(name: str, block: str, index: int) -> Expr | None:
        return starts.get(name)

    value = values.value_under(override)
    memo: dict = {}
    requests: dict = {}
    terms = []
    for key, instruction, count in executed_accesses(kernel, values, executions, MemSpace.SHARED):
        operand = instruction.memory.address
        if isinstance(operand, Address) and isinstance(operand.offset, int):  # base register + displacement
            addresses = shared_offset_lanes(value(operand.base, key), base_env, lanes, memo, operand.offset)
        else:
            addresses = shared_offset_lanes(value(operand, key), base_env, lanes, memo)
        ways = 1 if isinstance(addresses, str) else request_wavefronts(addresses, instruction.memory.bytes, requests)
        terms.append(mul(count, ways))
    return add(*terms) if terms else ZERO
