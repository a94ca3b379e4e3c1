"""How a validation case is judged (the validation set's README, "How a case is judged", and the
rulings of issue 19): the three criteria, and the rows reported apart from a case's figures.

* Criteria for the default model: MAPE <= 25 %; ranking: ``spearman_groups >= 0.85``, or no
  (GPU, problem) group of 5 configurations (then the criterion does not apply); regret <= 1.10
  (a case without any choice of configuration has no regret and meets it).
* Rows scored apart: in the seven 2021 Kernel Tuner convolution cases (``kt-convolution-<gpu>``
  without ``bh``), configurations with ``tile_size_x * tile_size_y >= 15`` ran up to 13x slower
  than the same code in the 2023-24 campaign (most likely the compiler of that time); they are
  predicted and reported, not counted.
* "refused: compiler differs": a row the hardware ran that the occupancy calculation refuses
  because ptxas 13 counts more registers per thread than the measured binary used. Not a failure
  inside the tool: reported apart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping

from analyzer.evaluation.metrics import Scores

MAPE_LIMIT = 25.0
SPEARMAN_GROUPS_LIMIT = 0.85
REGRET_LIMIT = 1.10
#: Reason of an ok row the occupancy calculation refuses for its registers.
COMPILER_DIFFERS = "refused: compiler differs"
#: Reason of a 2021 Kernel Tuner convolution row whose measured binary today's compilers do not build.
OLD_COMPILER_TILES = "scored apart: 2021 campaign, tile_size_x * tile_size_y >= 15 (measured binary not rebuilt today)"
#: The seven cases of the 2021 campaign (``kt-convolution-<gpu>`` of the validation set without
#: ``bh``); a case of another campaign named alike (ours, measured with today's compiler) counts whole.
OLD_CAMPAIGN = re.compile(r"kt-convolution-(v100|p100|gtx1080ti|gtxtitanx|rtx2070super|titanrtx|k20m)$")
OLD_TILE_PRODUCT = 15


@dataclass(frozen=True)
class Verdict:
    """Which criteria a case's default-model scores meet."""

    mape: bool
    ranking: bool
    regret: bool

    @property
    def all(self) -> bool:
        """All three together."""
        return self.mape and self.ranking and self.regret


def judge(scores: Scores | None) -> Verdict:
    """The verdict of one case's scores (no scores: nothing met)."""
    if scores is None or scores.mape is None:
        return Verdict(False, False, False)
    ranking = scores.spearman_groups is None or scores.spearman_groups >= SPEARMAN_GROUPS_LIMIT
    regret = scores.regret is None or scores.regret <= REGRET_LIMIT
    return Verdict(scores.mape <= MAPE_LIMIT, ranking, regret)


def scored_apart(case_id: str, config: Mapping[str, float]) -> str | None:
    """Why a measured row is reported but not counted in its case's figures, or None."""
    if OLD_CAMPAIGN.match(case_id) is None:
        return None
    product = config.get("tile_size_x", 1) * config.get("tile_size_y", 1)
    return OLD_COMPILER_TILES if product >= OLD_TILE_PRODUCT else None


def compiler_differs(message: str) -> bool:
    """Whether a failure message of a row the hardware ran is the occupancy calculation refusing
    it for its register count (ptxas today counts more than the measured binary used)."""
    return "0 blocks fit on an SM" in message and "registers per thread" in message
