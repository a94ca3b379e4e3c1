"""``analyzer.files``: a file (or a rendered figure) is there whole or, when writing fails, as it was."""

from pathlib import Path

import pytest

from analyzer.files import save_figure_atomically, write_atomically


def test_text_and_bytes_are_written_whole(tmp_path: Path):
    target = tmp_path / "deeper" / "table.csv"
    write_atomically(target, "a,b\n1,2\n")
    assert target.read_text() == "a,b\n1,2\n"
    write_atomically(target, b"\x00\x01")
    assert target.read_bytes() == b"\x00\x01"
    assert [p.name for p in target.parent.iterdir()] == ["table.csv"]


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path):
    target = tmp_path / "rows.pkl"
    target.write_text("old")
    with pytest.raises(TypeError):
        write_atomically(target, 42)  # neither text nor bytes: fails while writing
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["rows.pkl"]


class _Figure:
    """Stands in for a matplotlib figure: records the format and options it was asked for."""

    def __init__(self, fail: bool = False):
        self.fail, self.calls = fail, []

    def savefig(self, stream, format, **options):
        self.calls.append((format, options))
        stream.write(b"image")
        if self.fail:
            raise RuntimeError("renderer failed half-way")


def test_a_figure_is_rendered_in_the_suffix_format_and_written_whole(tmp_path: Path):
    figure = _Figure()
    target = tmp_path / "plots" / "case.SVG"
    save_figure_atomically(figure, target, dpi=110)
    assert figure.calls == [("svg", {"dpi": 110})]
    assert target.read_bytes() == b"image"


def test_a_figure_that_fails_to_render_leaves_no_file(tmp_path: Path):
    target = tmp_path / "case.png"
    target.write_bytes(b"old")
    with pytest.raises(RuntimeError):
        save_figure_atomically(_Figure(fail=True), target)
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["case.png"]
