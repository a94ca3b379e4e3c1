"""``analyzer.files.write_atomically``: the file is there whole or, when writing fails, as it was."""

from pathlib import Path

import pytest

from analyzer.files import write_atomically


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
