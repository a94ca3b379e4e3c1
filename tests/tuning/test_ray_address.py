"""``--ray HOST:PORT`` where no Ray head answers: one line naming the option, exit status 2,
within seconds (Ray itself would retry for minutes)."""

from pathlib import Path

import pytest

ray = pytest.importorskip("ray")

from analyzer.cli.main import main  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "evaluation" / "data"


def test_an_address_where_nothing_answers_is_one_line_and_exit_2(capsys):
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    argv = ["tune", str(DATA / "scale-ptx" / "scale_items4.sm_75.ptx"), "--gpu", "t4", "--problem-size", "1048576",
            "--param", "p3=1048576", "--ray", f"127.0.0.1:{port}"]
    if ray.is_initialized():
        pytest.skip("this process already joined a Ray instance")
    assert main(argv) == 2
    error = capsys.readouterr().err.strip().splitlines()
    assert error == [f"kerneltime: error: --ray: cannot connect to the Ray cluster at 127.0.0.1:{port}: "
                     f"nothing answers at 127.0.0.1:{port} (Connection refused)"]
