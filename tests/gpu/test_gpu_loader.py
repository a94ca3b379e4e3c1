"""Loader validation: every error names the file, the line and the key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from analyzer.errors import InputError
from analyzer.gpu import loader
from analyzer.gpu.loader import gpu_models_dir, list_gpu_ids, load_gpu, load_gpu_file

SHIPPED = Path(__file__).resolve().parents[2] / "gpu_models"


def _variant(tmp_path: Path, edit) -> Path:
    """A copy of the shipped A100 model with ``edit(lines)`` applied; returns its path."""
    lines = (SHIPPED / "a100.yaml").read_text().splitlines()
    edit(lines)
    path = tmp_path / "variant.yaml"
    path.write_text("\n".join(lines) + "\n")
    return path


def _index(lines: list[str], prefix: str) -> int:
    return next(number for number, line in enumerate(lines) if line.startswith(prefix))


def _error(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_gpu_file(path)
    return caught.value


def test_unchanged_copy_loads(tmp_path):
    model = load_gpu_file(_variant(tmp_path, lambda lines: None))
    assert model.id == "a100" and model.sm_count == 108


def test_missing_key_names_file_line_and_key(tmp_path):
    def edit(lines):
        number = _index(lines, "latency:")
        del lines[number + 2]  # latency.fp16 (fp32 is the first entry)
    path = _variant(tmp_path, edit)
    error = _error(path)
    assert error.where == str(path)
    assert "latency.fp16: missing key" in error.message
    assert error.line == _index(path.read_text().splitlines(), "latency:") + 2  # the mapping's first entry


def test_unknown_key_is_reported_on_its_line(tmp_path):
    path = _variant(tmp_path, lambda lines: lines.insert(_index(lines, "sm_count:") + 1, "sm_cuont: {value: 1}"))
    error = _error(path)
    expected_line = _index(path.read_text().splitlines(), "sm_cuont:") + 1
    assert (error.line, error.message) == (expected_line, "sm_cuont: unknown key")


def test_wrong_type_names_the_value(tmp_path):
    def edit(lines):
        number = _index(lines, "sm_count:")
        lines[number] = lines[number].replace("value: 108", "value: many")
    path = _variant(tmp_path, edit)
    error = _error(path)
    assert error.line == _index(path.read_text().splitlines(), "sm_count:") + 1
    assert error.message == "sm_count.value: expected an integer, got 'many'"


def test_non_positive_value_is_rejected(tmp_path):
    def edit(lines):
        number = _index(lines, "  dram_latency:")
        lines[number] = re.sub(r"value: [0-9.]+", "value: -5", lines[number])
    path = _variant(tmp_path, edit)
    error = _error(path)
    assert error.line == _index(path.read_text().splitlines(), "  dram_latency:") + 1
    assert error.message == "memory.dram_latency.value: must be positive, got -5.0"


HOT_SET = "  '{size}': {{value: {rate}, unit: updates/clk, status: measured, source: t.csv#a100.x, ref: r}}"


@pytest.mark.parametrize("size, rate, message", [
    ("2k", 27.3, "atomic_hot_set_per_clock.2k: expected the hot set's size in bytes (a positive integer)"),
    ("2048", 0, "atomic_hot_set_per_clock.2048.value: must be positive, got 0.0")])
def test_hot_set_rates_need_byte_sizes_and_positive_rates(tmp_path, size, rate, message):
    path = _variant(tmp_path, lambda lines: lines.extend(
        ["atomic_hot_set_per_clock:", HOT_SET.format(size=128, rate=6.8), HOT_SET.format(size=size, rate=rate)]))
    error = _error(path)
    assert (error.line, error.message) == (len(path.read_text().splitlines()), message)


def test_hot_set_rates_load_keyed_by_bytes(tmp_path):
    path = _variant(tmp_path, lambda lines: lines.extend(
        ["atomic_hot_set_per_clock:", HOT_SET.format(size=2048, rate=27.3), HOT_SET.format(size=128, rate=6.8)]))
    model = load_gpu_file(path)
    assert dict(model.atomic_hot_set_per_clock) == {2048: 27.3, 128: 6.8}
    assert model.sources["atomic_hot_set_per_clock.128"].row == "a100.x"
    assert dict(load_gpu("a100").atomic_hot_set_per_clock) == {}


def test_entry_without_source_and_bad_status(tmp_path):
    def edit(lines):
        number = _index(lines, "sm_count:")
        lines[number] = "sm_count: {value: 108, unit: count, status: guessed, source: t.csv#x, ref: r}"
    error = _error(_variant(tmp_path, edit))
    assert "sm_count.status: must be one of measured, published, estimated" in error.message

    def edit_source(lines):
        number = _index(lines, "sm_count:")
        lines[number] = "sm_count: {value: 108, unit: count, status: published, ref: r}"
    assert "sm_count.source: missing key" in _error(_variant(tmp_path, edit_source)).message


def test_invalid_yaml_reports_line(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("id: x\nname: [unclosed\n")
    error = _error(path)
    assert error.where == str(path) and error.line is not None and "invalid YAML" in error.message


def test_unknown_gpu_lists_known_ids():
    with pytest.raises(InputError) as caught:
        load_gpu("gtx-9999")
    assert "unknown GPU 'gtx-9999'" in caught.value.message and "a100" in caught.value.message
    with pytest.raises(InputError):
        load_gpu("../gpu_models/a100")


def test_environment_variable_selects_directory(tmp_path, monkeypatch):
    (tmp_path / "mine.yaml").write_text((SHIPPED / "t4.yaml").read_text())
    monkeypatch.setenv(loader.ENV_VARIABLE, str(tmp_path))
    assert gpu_models_dir() == tmp_path
    assert list_gpu_ids() == ("mine",)
    assert load_gpu("mine").compute_capability == (7, 5)
    monkeypatch.setenv(loader.ENV_VARIABLE, str(tmp_path / "absent"))
    with pytest.raises(InputError):
        gpu_models_dir()


def test_models_are_cached_and_immutable():
    first = load_gpu("v100")
    assert load_gpu("v100") is first
    with pytest.raises(TypeError):
        first.latency["fp32"] = 1  # type: ignore[index]
