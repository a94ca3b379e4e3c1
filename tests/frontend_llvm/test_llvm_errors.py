"""Bad input: llvmlite parse errors, verifier errors and kernel-less files become InputError with
file and line; truncated or mutated IR yields a well-formed Module or an InputError, nothing
else, and a truncated file that parses keeps the original's kernels unchanged."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from analyzer.errors import InputError
from analyzer.frontend.llvm import parse_llvm
from analyzer.ir import Module

from llvm_helpers import CLANG_KERNELS, line_of

VECADD = """target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @add(ptr %a, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr float, ptr %a, i64 %i
  %v = load float, ptr %p, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


def error_of(text: str) -> InputError:
    with pytest.raises(InputError) as caught:
        parse_llvm(text, "bad.ll", lower=False)
    return caught.value


def test_snippet_parses():
    assert parse_llvm(VECADD, "ok.ll", lower=False).kernel("add").plain_name == "add"


def test_parse_error_carries_line_and_column():
    error = error_of(VECADD.replace("fadd float %v, 1.0", "fadd float %v, %missing"))
    assert error.where == "bad.ll" and error.line == line_of(VECADD, "fadd float")
    assert "undefined value '%missing'" in error.message and "column" in error.message
    assert error.one_line().startswith(f"bad.ll:{error.line}: ")


def test_type_mismatch_error_line():
    error = error_of(VECADD.replace("ret void", "ret i32 0"))
    assert error.line == line_of(VECADD, "ret void")


def test_verifier_error_is_input_error_with_line():
    text = VECADD.replace("%w = fadd float %v, 1.0", "%w = fadd float %w, 1.0")
    error = error_of(text)
    assert error.message.startswith("invalid LLVM IR")
    assert error.line == line_of(text, "%w = fadd float %w, 1.0")


def test_no_kernel_and_empty_file():
    assert "no kernel" in error_of(VECADD.replace("ptx_kernel ", "")).message
    assert "no kernel" in error_of("").message
    assert error_of("garbage").line == 1


def test_nul_byte_is_reported_with_its_line():
    error = error_of(VECADD.replace("ret void", "ret\x00 void"))
    assert error.line == line_of(VECADD, "ret void")


SOURCES = [VECADD, CLANG_KERNELS.read_text()]
FRAGMENTS = ["i32", "ptr", "%0", "label %4", "{", "}", "[", "]", ",", " ", "\n", '"', ";", "!", "@f",
             "addrspace(3)", "getelementptr", "phi", "br", "ptx_kernel", "<2 x half>", "0x3FF0000000000000"]


ORIGINALS = {source: parse_llvm(source, "fuzz.ll", lower=False) for source in SOURCES}


def parse_or_error(text: str, lower: bool = False) -> Module | None:
    """Parse; an InputError names the file and a line of the text. A module that parses has
    kernels named in the text, unique block labels and successors that exist, instruction lines
    inside the text."""
    try:
        result = parse_llvm(text, "fuzz.ll", lower=lower)
    except InputError as error:
        assert error.where == "fuzz.ll"
        assert error.line is None or 1 <= error.line <= text.count("\n") + 1
        return None
    assert isinstance(result, Module) and result.kernels
    lines = text.count("\n") + 1
    for kernel in result.kernels:
        assert f"@{kernel.name}" in text or f'@"{kernel.name}"' in text
        labels = [block.label for block in kernel.blocks]
        assert len(labels) == len(set(labels))
        for block in kernel.blocks:
            assert set(block.successors) <= set(labels)
            assert all(1 <= instruction.line <= lines for instruction in block.instructions)
    return result


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(source=st.sampled_from(SOURCES), cut=st.floats(min_value=0.0, max_value=1.0))
def test_truncated_text_keeps_the_kernels_it_parses(source, cut):
    module = parse_or_error(source[: int(len(source) * cut)])
    if module is not None:
        original = {kernel.name: kernel for kernel in ORIGINALS[source].kernels}
        for kernel in module.kernels:
            assert kernel == original[kernel.name]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    source=st.sampled_from(SOURCES),
    edits=st.lists(
        st.tuples(st.floats(min_value=0.0, max_value=1.0), st.integers(min_value=0, max_value=12),
                  st.sampled_from(FRAGMENTS)),
        min_size=1, max_size=4,
    ),
)
def test_mutated_text_gives_module_or_input_error(source, edits):
    text = source
    for where, delete, fragment in edits:
        position = int(len(text) * where)
        text = text[:position] + fragment + text[position + delete:]
    parse_or_error(text)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    words=st.lists(st.tuples(st.integers(min_value=0, max_value=10**6), st.integers(min_value=0, max_value=10**6)),
                   min_size=1, max_size=3),
)
def test_word_swaps_with_lowering_never_escape(words):
    tokens = VECADD.split(" ")
    for first, second in words:
        tokens[first % len(tokens)] = tokens[second % len(tokens)]
    parse_or_error(" ".join(tokens), lower=True)
