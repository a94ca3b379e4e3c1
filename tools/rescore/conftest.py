"""The rescore tool's tests run the constructed validation case on its committed PTX (no compiler,
no fetched sources, a private PTX cache)."""

import pytest

from analyzer.evaluation import runner

from tests.evaluation.test_validate_case import committed_compile


@pytest.fixture(autouse=True)
def no_compiler(monkeypatch, tmp_path):
    monkeypatch.setattr(runner, "compile_all", committed_compile)
    monkeypatch.delenv("KERNELTIME_VALIDATION_SOURCES", raising=False)
    monkeypatch.setenv("KERNELTIME_CACHE", str(tmp_path / "cache"))
