"""``inspect --json`` carries the evaluated threads: representatives, active_blocks and
active_warps_per_block (the CLI's JSON contract, docs/guide/user-guide.md)."""

from __future__ import annotations

import json
from pathlib import Path

from analyzer.cli.main import main

EVALSET = Path(__file__).with_name("data") / "evalset.ptx"


def test_inspect_json_shows_the_evaluated_threads(capsys):
    # prefix_naive, n = 100, 4 blocks of 64: blocks 0 and 1 work (i < 100), 2 and 3 leave at the
    # guard; the busiest thread is i = 99 (block 1, thread 35): 100 loads of 4 B.
    status = main(["inspect", str(EVALSET), "--kernel", "prefix_naive", "--grid", "4", "--block", "64",
                   "--param", "p2=100", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0
    assert report["active_blocks"] == 2
    assert report["active_warps_per_block"] == 2.0
    names = {item["name"]: item for item in report["representatives"]}
    assert set(names) == {"first_block", "last_block", "interior_block", "busiest_thread", "early_exit"}
    busiest = names["busiest_thread"]
    assert (busiest["block"], busiest["thread"], busiest["global_load_bytes"]) == ([1, 0, 0], [35, 0, 0], 400)
    assert names["early_exit"]["active"] is False and names["early_exit"]["global_load_bytes"] == 0
    assert report["work_exact"] is True


def test_inspect_json_without_a_launch_has_no_representatives(capsys):
    status = main(["inspect", str(EVALSET), "--kernel", "prefix_naive", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0
    assert report["representatives"] == [] and report["active_blocks"] is None
