"""The ctypes table and the Python enums against include/buttongroup.h (the contract).

Parses the header, and compiles a C program with gcc for the real struct layouts. Fails when
a function, argument, return type, callback type, struct field, size, offset or enum value
differs between the header and the binding.
"""

from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from buttongroup import _ffi, _loader, enums
from buttongroup._native import lib

HEADER = Path(__file__).resolve().parent / ".." / ".." / ".." / "include" / "buttongroup.h"

# ------------------------------------------------------------------ parsing


@dataclass(frozen=True)
class Declaration:
    """A function or function-pointer typedef: its return type and (type, name) parameters."""

    restype: str
    params: tuple[tuple[str, str], ...]


def _source() -> str:
    text = HEADER.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def _normalize(c_type: str) -> str:
    """'const  char*' -> 'const char *'."""
    c_type = re.sub(r"\s*\*\s*", " * ", c_type)
    return re.sub(r"\s+", " ", c_type).strip().replace("* *", "**")


def _split_declarator(text: str) -> tuple[str, str]:
    """'const char *title' -> ('const char *', 'title')."""
    match = re.fullmatch(r"\s*(.+?)\s*(\**)\s*(\w+)\s*", text, flags=re.S)
    assert match, f"cannot parse declaration {text!r}"
    base, stars, name = match.groups()
    return _normalize(base + (" " + stars if stars else "")), name


def _params(text: str) -> tuple[tuple[str, str], ...]:
    text = text.strip()
    if text in ("", "void"):
        return ()
    return tuple(_split_declarator(part) for part in text.split(","))


def header_structs() -> dict[str, list[tuple[str, str]]]:
    """Struct name -> [(C type, field name)] in declaration order."""
    structs: dict[str, list[tuple[str, str]]] = {}
    for tag, body, name in re.findall(r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", _source(), re.S):
        assert tag == name
        fields: list[tuple[str, str]] = []
        for declaration in filter(str.strip, body.split(";")):
            first, *more = declaration.split(",")
            c_type, field = _split_declarator(first)
            fields.append((c_type, field))
            base = c_type.rstrip(" *")
            for extra in more:
                stars, extra_name = re.fullmatch(r"\s*(\**)\s*(\w+)\s*", extra).groups()
                fields.append((_normalize(base + (" " + stars if stars else "")), extra_name))
        structs[name] = fields
    return structs


def header_enum_constants() -> dict[str, int]:
    """Every constant of every anonymous ``enum { ... };`` block."""
    constants: dict[str, int] = {}
    for body in re.findall(r"\benum\s*\{(.*?)\}\s*;", _source(), re.S):
        for name, value in re.findall(r"\b(BG_\w+)\s*=\s*(-?\d+)", body):
            assert name not in constants, f"{name} declared twice"
            constants[name] = int(value)
    return constants


def header_macros() -> dict[str, int]:
    return {name: int(value) for name, value in re.findall(r"#define\s+(BG_\w+)\s+(\d+)\s*$", _source(), re.M)}


def header_callback_types() -> dict[str, Declaration]:
    found: dict[str, Declaration] = {}
    pattern = r"typedef\s+([\w\s\*]+?)\s*\(\s*\*\s*(\w+)\s*\)\s*\(([^;]*?)\)\s*;"
    for restype, name, params in re.findall(pattern, _source(), re.S):
        found[name] = Declaration(_normalize(restype), _params(params))
    return found


def header_functions() -> dict[str, Declaration]:
    text = _source()
    text = re.sub(r"typedef\s+struct\s+\w+\s*\{.*?\}\s*\w+\s*;", " ", text, flags=re.S)
    text = re.sub(r"\benum\s*\{.*?\}\s*;", " ", text, flags=re.S)
    text = re.sub(r"\btypedef\b[^;]*;", " ", text, flags=re.S)
    text = re.sub(r"^\s*#.*$", " ", text, flags=re.M)
    found: dict[str, Declaration] = {}
    for restype, name, params in re.findall(r"([A-Za-z_][\w\s\*]*?)\s*\b(bg_\w+)\s*\(([^)]*)\)\s*;", text, re.S):
        assert name not in found, f"{name} declared twice"
        found[name] = Declaration(_normalize(restype), _params(params))
    return found


# ------------------------------------------------------------ type mapping

_SCALARS: dict[str, Any] = {
    "void": None,
    "int32_t": ctypes.c_int32,
    "uint32_t": ctypes.c_uint32,
    "uint64_t": ctypes.c_uint64,
    "size_t": ctypes.c_size_t,
    "double": ctypes.c_double,
    "bg_status": _ffi.bg_status,
}

# Deliberate, documented differences: the binding declares the measure callback's `text` as
# void* so it can read exactly text_len bytes.
_EXCEPTIONS: dict[tuple[str, str], Any] = {("bg_measure_fn", "text"): ctypes.c_void_p}


def expected_ctype(c_type: str) -> Any:
    """The ctypes type the binding must use for C type ``c_type``."""
    pointer = c_type.endswith("*")
    base = c_type.rstrip(" *").removeprefix("const ").strip()
    if pointer:
        if base == "char":
            return ctypes.c_char_p if c_type.startswith("const ") else ctypes.POINTER(ctypes.c_char)
        if base == "void":
            return ctypes.c_void_p
        return ctypes.POINTER(expected_ctype(base))
    if base in _SCALARS:
        return _SCALARS[base]
    if base in _ffi.CALLBACK_TYPES:
        return _ffi.CALLBACK_TYPES[base]
    struct = getattr(_ffi, base, None)
    assert isinstance(struct, type) and issubclass(struct, ctypes.Structure), f"no mirror for C type {c_type!r}"
    return struct


def _type_name(ctype: Any) -> str:
    return "None" if ctype is None else getattr(ctype, "__name__", repr(ctype))


# ------------------------------------------------------------------- tests


def test_every_header_function_is_in_the_table_and_vice_versa() -> None:
    declared = set(header_functions())
    table = [function.name for function in _ffi.FUNCTIONS]
    assert len(table) == len(set(table)), "a function is declared twice in the table"
    assert declared, "the header parser found no functions"
    assert sorted(declared - set(table)) == [], "in the header, missing from the ctypes table"
    assert sorted(set(table) - declared) == [], "in the ctypes table, not in the header"


@pytest.mark.parametrize("function", _ffi.FUNCTIONS, ids=lambda function: function.name)
def test_function_signature_matches_the_header(function: _ffi.CFunction) -> None:
    declaration = header_functions()[function.name]
    assert function.restype is expected_ctype(declaration.restype), f"return type of {function.name}"
    assert len(function.argtypes) == len(declaration.params), f"argument count of {function.name}"
    for position, (ctype, (c_type, name)) in enumerate(zip(function.argtypes, declaration.params)):
        assert ctype is expected_ctype(c_type), (
            f"{function.name} argument {position} ({c_type} {name}): "
            f"table has {_type_name(ctype)}, header needs {_type_name(expected_ctype(c_type))}"
        )
    assert function.checked == (declaration.restype == "bg_status"), "errcheck iff it returns bg_status"


@pytest.mark.parametrize("function", _ffi.FUNCTIONS, ids=lambda function: function.name)
def test_every_bound_function_has_argtypes_restype_and_errcheck(function: _ffi.CFunction) -> None:
    bound = getattr(lib, function.name)
    assert bound.argtypes is not None and tuple(bound.argtypes) == function.argtypes
    assert bound.restype is function.restype
    if function.checked:
        assert bound.errcheck is not None
    else:
        assert getattr(bound, "errcheck", None) is None


def test_callback_types_match_the_header() -> None:
    declared = header_callback_types()
    assert sorted(declared) == sorted(_ffi.CALLBACK_TYPES)
    for name, declaration in declared.items():
        cfunctype = _ffi.CALLBACK_TYPES[name]
        assert cfunctype._restype_ is expected_ctype(declaration.restype), f"return type of {name}"
        assert len(cfunctype._argtypes_) == len(declaration.params), f"argument count of {name}"
        for ctype, (c_type, param) in zip(cfunctype._argtypes_, declaration.params):
            expected = _EXCEPTIONS.get((name, param), expected_ctype(c_type))
            assert ctype is expected, f"{name} parameter {param}: {_type_name(ctype)} != {_type_name(expected)}"


def test_every_header_struct_is_mirrored_with_the_same_fields() -> None:
    structs = header_structs()
    assert sorted(structs) == sorted(struct.__name__ for struct in _ffi.STRUCTS)
    for struct in _ffi.STRUCTS:
        header_fields = structs[struct.__name__]
        assert [name for name, _ in struct._fields_] == [name for _, name in header_fields], struct.__name__
        for (name, ctype), (c_type, _) in zip(struct._fields_, header_fields):
            expected = expected_ctype(c_type)
            assert ctype is expected, f"{struct.__name__}.{name} ({c_type}): {_type_name(ctype)} != {_type_name(expected)}"


def test_struct_sizes_and_offsets_match_the_c_compiler(tmp_path: Path) -> None:
    compiler = shutil.which("gcc") or shutil.which("cc")
    assert compiler, "a C compiler is needed to check struct layouts"
    structs = header_structs()
    lines = ["#include <stdio.h>", "#include <stddef.h>", '#include "buttongroup.h"', "int main(void) {"]
    for name, fields in structs.items():
        lines.append(f'  printf("{name} %zu %zu\\n", sizeof({name}), _Alignof({name}));')
        for _, field in fields:
            lines.append(f'  printf("{name}.{field} %zu 0\\n", offsetof({name}, {field}));')
    lines += ["  return 0;", "}"]
    source = tmp_path / "layouts.c"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    program = tmp_path / "layouts"
    subprocess.run(
        [compiler, "-std=c11", "-Wall", "-Werror", f"-I{HEADER.parent}", str(source), "-o", str(program)],
        check=True,
    )
    measured = {}
    for line in subprocess.run([str(program)], check=True, capture_output=True, text=True).stdout.splitlines():
        key, first, second = line.split()
        measured[key] = (int(first), int(second))
    for struct in _ffi.STRUCTS:
        name = struct.__name__
        assert (ctypes.sizeof(struct), ctypes.alignment(struct)) == measured[name], f"sizeof/alignof {name}"
        for field, _ in struct._fields_:
            assert getattr(struct, field).offset == measured[f"{name}.{field}"][0], f"offsetof({name}, {field})"


_ENUMS_BY_PREFIX: dict[str, type] = {
    "BG_E_": enums.Status,
    "BG_LAYOUT_": enums.LayoutKind,
    "BG_PROMINENT_": enums.ProminentType,
    "BG_CORNER_": enums.CornerStyle,
    "BG_ROLE_": enums.Role,
    "BG_OVERFLOW_": enums.OverflowPolicy,
    "BG_DIRECTION_": enums.Direction,
    "BG_SLOT_": enums.SlotKind,
    "BG_STATE_": enums.State,
    "BG_POINTER_": enums.PointerPhase,
    "BG_FOCUS_": enums.FocusMove,
    "BG_A11Y_": enums.A11yRole,
}


def _python_member(constant: str) -> tuple[type, str]:
    if constant == "BG_OK":
        return enums.Status, "OK"
    prefix = next((p for p in _ENUMS_BY_PREFIX if constant.startswith(p)), None)
    assert prefix, f"header constant {constant} has no Python enum (add its prefix to the binding)"
    return _ENUMS_BY_PREFIX[prefix], constant.removeprefix(prefix)


def test_enum_values_match_the_header() -> None:
    constants = header_enum_constants()
    assert constants, "the header parser found no enum constants"
    seen: set[tuple[type, str]] = set()
    for constant, value in constants.items():
        enum_class, member = _python_member(constant)
        assert member in enum_class.__members__, f"{constant} is missing from {enum_class.__name__}"
        assert enum_class[member] == value, f"{enum_class.__name__}.{member} != {constant} ({value})"
        seen.add((enum_class, member))
    for enum_class in set(_ENUMS_BY_PREFIX.values()):
        for member in enum_class.__members__:
            assert (enum_class, member) in seen, f"{enum_class.__name__}.{member} is not in the header"
    assert set(_ENUMS_BY_PREFIX.values()) == {getattr(enums, name) for name in enums.__all__}


def test_the_binding_accepts_the_headers_version() -> None:
    macros = header_macros()
    assert macros["BG_VERSION_MAJOR"] == _loader.EXPECTED_MAJOR
    assert macros["BG_VERSION_MINOR"] >= _loader.EXPECTED_MINOR


def test_layout_record_formats_match_the_c_structs() -> None:
    """layout_result reads bg_slot / bg_a11y_node with struct formats: each field's offset in the
    format must equal the ctypes (and so the C) offset of the same field."""
    import struct

    from buttongroup import layout_result

    def offsets(fmt: str) -> list[int]:
        mode, body = fmt[0], fmt[1:]
        codes = [code for count, code in re.findall(r"(\d*)([a-zA-Z])", body) for _ in range(int(count or 1))]
        return [struct.calcsize(mode + "".join(codes[: i + 1])) - struct.calcsize(mode + codes[i]) for i in range(len(codes))]

    for record, c_struct in ((layout_result._SLOT, _ffi.bg_slot), (layout_result._NODE, _ffi.bg_a11y_node)):
        scalar_offsets: list[int] = []
        for name, field_type in c_struct._fields_:
            base = getattr(c_struct, name).offset
            if issubclass(field_type, ctypes.Structure):
                scalar_offsets += [base + getattr(field_type, sub).offset for sub, _ in field_type._fields_]
            else:
                scalar_offsets.append(base)
        assert offsets(record.format) == scalar_offsets, c_struct.__name__
        assert record.size == ctypes.sizeof(c_struct)
