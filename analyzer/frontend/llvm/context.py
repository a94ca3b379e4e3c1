"""Per-function view of llvmlite values: operands, types and memory spaces (see ``values``)."""

from __future__ import annotations

from analyzer.frontend.llvm.naming import FunctionNames
from analyzer.frontend.llvm.types import DataLayout, LType, TypeSyntaxError, type_of_text
from analyzer.frontend.llvm.values import (
    GlobalInfo,
    constant_address,
    float_from_text,
    make_address,
    operand_kind,
    signed_value,
    space_of_addrspace,
    vector_constant,
)
from analyzer.ir import Address, Imm, LabelRef, MemSpace, Operand, ParamRef, Reg, SymbolRef

_SPACE_TRANSPARENT = ("addrspacecast", "getelementptr", "bitcast", "freeze")


class FunctionContext:
    """Operands, types and pointer spaces of the values of one function."""

    def __init__(
        self,
        names: FunctionNames,
        layout: DataLayout,
        globals_by_name: dict[str, GlobalInfo],
        function,
        byval_arguments: frozenset[int],
        is_kernel: bool,
    ):
        self.names = names
        self.layout = layout
        self.globals = globals_by_name
        self.argument_index = {argument: index for index, argument in enumerate(function.arguments)}
        self.instructions = {
            instruction: instruction for block in function.blocks for instruction in block.instructions
        }
        self.byval = byval_arguments
        self.is_kernel = is_kernel
        self._types: dict[str, LType] = {}
        self._value_types: dict = {}
        self._spaces: dict = {}
        self.referenced_globals: set[str] = set()

    # -- types ---------------------------------------------------------------------------------

    def ltype(self, type_ref) -> LType:
        """The parsed type of an llvmlite TypeRef (cached by its text)."""
        text = str(type_ref)
        cached = self._types.get(text)
        if cached is None:
            try:
                cached = type_of_text(text)
            except TypeSyntaxError:
                cached = LType("other", name=text)
            self._types[text] = cached
        return cached

    def type_of(self, value) -> LType:
        """The type of a value (cached per value: each llvmlite query is a foreign call)."""
        cached = self._value_types.get(value)
        if cached is None:
            cached = self.ltype(value.type)
            self._value_types[value] = cached
        return cached

    # -- operands ------------------------------------------------------------------------------

    def operand(self, value) -> Operand:
        """The IR operand for an llvmlite value (module docstring of ``values``)."""
        kind = operand_kind(value)
        if kind == "instruction":
            return Reg(self.names.value_names.get(value, "%?"))
        if kind == "argument":
            return ParamRef(self.argument_index[value])
        if kind == "constant_int":
            bits = self.type_of(value).bits or 64
            return Imm(signed_value(value.get_constant_value(), bits))
        if kind == "constant_fp":
            return Imm(self._float_constant(value))
        if kind in ("global_variable", "function", "global_alias"):
            self.referenced_globals.add(value.name)
            return SymbolRef(value.name)
        if kind == "basic_block":
            return LabelRef(self.names.block_labels.get(value, value.name))
        if kind == "constant_expr":
            name, offset = constant_address(str(value), self.layout)
            if name is None:
                return Imm(0)
            self.referenced_globals.add(name)
            return SymbolRef(name) if not offset else Address(SymbolRef(name), offset)
        if kind in ("constant_data_vector", "constant_vector"):
            return vector_constant(str(value))
        if kind in ("constant_pointer_null", "constant_aggregate_zero", "undef_value", "poison_value"):
            return Imm(0)
        if kind == "inline_asm":
            return LabelRef("asm")
        return LabelRef(kind)

    def _float_constant(self, value) -> float:
        try:
            return float(value.get_constant_value(round_fp=True))
        except (ValueError, TypeError):
            token = str(value).split()[-1]
            parsed = float_from_text(token)
            return float(parsed) if parsed is not None else 0.0

    def constant_int(self, value) -> int | None:
        """A constant integer's value, else None."""
        if operand_kind(value) != "constant_int":
            return None
        return signed_value(value.get_constant_value(), self.type_of(value).bits or 64)

    def address(self, pointer) -> Address:
        """The address operand of a memory access through ``pointer``."""
        return make_address(self.operand(pointer))

    # -- memory spaces -------------------------------------------------------------------------

    def space_of(self, pointer) -> MemSpace:
        """Memory space a pointer value points into (module docstring of ``values``)."""
        cached = self._spaces.get(pointer)
        if cached is None:
            cached = self._space(pointer, set()) or MemSpace.GENERIC
            self._spaces[pointer] = cached
        return cached

    def _space(self, value, visiting: set) -> MemSpace | None:
        """The space of ``value``; None when it depends only on values being traced (a cycle
        through phis contributes no evidence)."""
        own = self.type_of(value)
        if own.kind == "ptr" and own.addrspace != 0:
            return space_of_addrspace(own.addrspace)
        kind = operand_kind(value)
        if kind == "argument":
            index = self.argument_index.get(value)
            if index in self.byval:
                return MemSpace.PARAM
            return MemSpace.GLOBAL if self.is_kernel else MemSpace.GENERIC
        if kind in ("global_variable", "constant_expr"):
            name = value.name if kind == "global_variable" else constant_address(str(value), self.layout)[0]
            info = self.globals.get(name or "")
            return info.space if info is not None else MemSpace.GENERIC
        if kind != "instruction":
            return MemSpace.GENERIC
        if value in visiting:
            return None
        cached = self._spaces.get(value)
        if cached is not None:
            return cached
        visiting.add(value)
        result = self._instruction_space(self.instructions.get(value, value), visiting)
        visiting.discard(value)
        return result

    def _instruction_space(self, instruction, visiting: set) -> MemSpace | None:
        opcode = instruction.opcode
        if opcode == "alloca":
            return MemSpace.LOCAL
        operands = list(instruction.operands)
        if opcode in _SPACE_TRANSPARENT and operands:
            return self._space(operands[0], visiting)
        if opcode in ("phi", "select"):
            candidates = operands if opcode == "phi" else operands[1:]
            spaces = {self._space(candidate, visiting) for candidate in candidates}
            spaces.discard(None)
            if not spaces:
                return None
            return spaces.pop() if len(spaces) == 1 else MemSpace.GENERIC
        return MemSpace.GENERIC
