"""Chain sets of the latency analysis (``analysis.latency_path.latency``): a value's ready time as the maximum
of *chains*, each a vector of constant coefficients over the latency classes (``3*lat_int +
lat_ld_global``). Only chains not dominated coefficient-wise by another are kept (latencies are
non-negative); when more than ``MAX_CHAINS`` remain, the longest ``MAX_CHAINS - 1`` are kept and
the rest replaced by their coefficient-wise maximum, an upper bound of their maximum. A set is an
integer matrix with a column per latency class the kernel uses, so that comparing sets is a few
array operations per instruction.
"""

from __future__ import annotations

import functools

import numpy

from analyzer.analysis.kernel_model import latency_symbol
from analyzer.ir import ExecClass, Kernel
from analyzer.symbolic import ZERO, Expr, add, max_, mul, sym

#: Largest set of alternative chains kept per value before it is merged into one upper bound.
MAX_CHAINS = 32




class ChainSet:
    """A set of chains: the distinct, mutually non-dominated rows of ``matrix`` (one column per
    latency class of ``ChainSpace.classes``, a coefficient per class) with their totals ``sums``
    and the largest total ``top``; classes absent from the kernel have coefficient 0 in every
    chain and no column."""

    __slots__ = ("matrix", "sums", "top")

    def __init__(self, matrix: numpy.ndarray, sums: numpy.ndarray, top: int) -> None:
        self.matrix = matrix
        self.sums = sums
        self.top = top


class ChainSpace:
    """The latency classes of one kernel's instructions (in ``ExecClass`` order): the columns of
    its chains, and the chain set of time 0."""

    def __init__(self, kernel: Kernel) -> None:
        present = {instruction.exec_class for block in kernel.blocks for instruction in block.instructions}
        self.classes = tuple(exec_class for exec_class in ExecClass if exec_class in present)
        self.column = {exec_class: index for index, exec_class in enumerate(self.classes)}
        self.zero = ChainSet(numpy.zeros((1, len(self.classes)), dtype=numpy.int32), numpy.zeros(1, dtype=numpy.int32), 0)

    def shift(self, chains: ChainSet, exec_class: ExecClass) -> ChainSet:
        """Every chain lengthened by one latency of ``exec_class``."""
        matrix = chains.matrix.copy()
        matrix[:, self.column[exec_class]] += 1
        return ChainSet(matrix, chains.sums + 1, chains.top + 1)

    def expression(self, chains: ChainSet) -> Expr:
        """``max`` over the chains of ``sum coefficient * lat_<class>``."""
        terms = [add(*(mul(count, sym(latency_symbol(self.classes[index]))) for index, count in enumerate(chain) if count))
                 for chain in sorted(map(tuple, chains.matrix.tolist()))]
        return max_(*terms) if terms else ZERO

    def join(self, groups: list[ChainSet]) -> ChainSet:
        """The maximum of several chain sets (time 0 for none), see ``reduce_chains``."""
        distinct = list({id(group): group for group in groups}.values())  # each object once, first order
        if len(distinct) <= 1:  # a chain set is already without dominated chains and capped
            return distinct[0] if distinct else self.zero
        # Most often (four joins in five on the unrolled convolutions) one set covers the others:
        # then the maximum is that set, and it holds the longest chain (``top``).
        longest = max(distinct, key=_top)
        others = [group.matrix for group in distinct if group is not longest]
        if _covers(longest.matrix, others[0] if len(others) == 1 else numpy.concatenate(others)):
            return longest
        return reduce_chains(distinct)


def _top(chains: ChainSet) -> int:
    return chains.top


def _covers(matrix: numpy.ndarray, rows: numpy.ndarray) -> bool:
    """Whether every row of ``rows`` is at most some row of ``matrix`` in every class; classes
    where no row exceeds the smallest coefficient of ``matrix`` decide nothing and are skipped."""
    if len(rows) == 1:
        return bool((matrix >= rows[0]).all(axis=1).any())
    if len(matrix) == 1:
        return bool((rows.max(axis=0) <= matrix[0]).all())
    deciding = rows.max(axis=0) > matrix.min(axis=0)
    columns, other = matrix.T[deciding], rows.T[deciding]  # copies, one class per row
    return bool((columns[:, None, :] >= other[:, :, None]).all(axis=0).any(axis=1).all())


@functools.lru_cache(maxsize=512)
def _earlier(rows: int) -> numpy.ndarray:
    """``[i, j]``: row ``j`` comes before row ``i`` (the strict lower triangle)."""
    return numpy.tri(rows, rows, -1, dtype=bool)


def reduce_chains(distinct: list[ChainSet]) -> ChainSet:
    """The maximum of several chain sets, without dominated chains, capped at ``MAX_CHAINS``:
    when more remain, the longest ``MAX_CHAINS - 1`` (by total coefficient, then by coefficients
    in class order) are kept and the rest replaced by their coefficient-wise maximum, an upper
    bound of their maximum."""
    sums = numpy.concatenate([group.sums for group in distinct])
    order = numpy.argsort(-sums, kind="stable")
    matrix = numpy.concatenate([group.matrix for group in distinct])[order]
    # a row goes when an earlier row (as long or longer) has at least each of its coefficients:
    # it is dominated, or a copy of that row; classes where every row agrees decide nothing
    columns = matrix.T
    columns = columns[columns.max(axis=1) != columns.min(axis=1)]
    covers = (columns[:, None, :] >= columns[:, :, None]).all(axis=0)  # [i, j]: row j >= row i
    kept = ~(covers & _earlier(len(matrix))).any(axis=1)
    matrix = matrix[kept]
    if len(matrix) <= MAX_CHAINS:
        sums = sums[order][kept]
        return ChainSet(matrix, sums, int(sums[0]))  # longest first
    sums = matrix.sum(axis=1)
    matrix = matrix[numpy.lexsort(numpy.vstack([matrix.T[::-1], -sums]))]
    keep = max(MAX_CHAINS - 1, 0)
    bound = matrix[keep:].max(axis=0)
    head = matrix[:keep]
    matrix = numpy.vstack([head[~(head <= bound).all(axis=1)], bound])
    sums = matrix.sum(axis=1)
    return ChainSet(matrix, sums, int(sums.max()))
