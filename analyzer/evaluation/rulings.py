"""How a validation case is judged (the validation set's README, "How a case is judged"): the three
criteria, and the rows the tool itself reports apart from a case's figures. Which rows a given
case scores apart, and its family, are the case's data (``analyzer.evaluation.case_notes``).

* Criteria for the default model: MAPE <= 25 %; ranking: ``spearman_groups >= 0.85``, or no
  (GPU, problem) group of 5 configurations (then the criterion does not apply); regret <= 1.10
  (a case without any choice of configuration has no regret and meets it).
* "refused: compiler differs": a row the hardware ran that the occupancy calculation refuses
  because ptxas 13 counts more registers per thread than the measured binary used. Not a failure
  inside the tool: reported apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.evaluation.metrics import Scores

MAPE_LIMIT = 25.0
SPEARMAN_GROUPS_LIMIT = 0.85
REGRET_LIMIT = 1.10
#: Reason of an ok row the occupancy calculation refuses for its registers.
COMPILER_DIFFERS = "refused: compiler differs"


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


def compiler_differs(message: str) -> bool:
    """Whether a failure message of a row the hardware ran is the occupancy calculation refusing
    it for its register count (ptxas today counts more than the measured binary used)."""
    return "0 blocks fit on an SM" in message and "registers per thread" in message
