"""The ctypes tables and the Python enums against the C headers (the contract).

Reads the umbrella ``include/buttongroup.h`` and every sub-header ``include/buttongroup/*.h``,
and compiles a C program with gcc for the real struct layouts. Fails when a function,
argument, return type, callback type, struct field, size, offset, enum value or constant
differs between the headers and the binding, when a sub-header has no table (or a table
mirrors declarations of another header), or when ``buttongroup/enums.py`` is not what
``scripts/gen_enums.py`` generates.
"""

from __future__ import annotations

import ctypes
import enum
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from buttongroup import _decode, _ffi, _loader, enums
from buttongroup._native import TABLES, lib
from buttongroup import theme as theme_module
from buttongroup.button import button as button_module
from buttongroup.group import button_group as group_module
from buttongroup.group import layout as group_layout
from buttongroup.group import slot as group_slot
from buttongroup.group._ffi import bg_a11y_node, bg_layout, bg_slot
from buttongroup.toolbar import toolbar as toolbar_module

REPOSITORY = Path(__file__).resolve().parent.parent.parent.parent
INCLUDE = REPOSITORY / "include"
UMBRELLA = INCLUDE / "buttongroup.h"
SUB_HEADERS = sorted((INCLUDE / "buttongroup").glob("*.h"))
HEADERS = [UMBRELLA, *SUB_HEADERS]
ENUM_HEADER = "buttongroup/enums.h"
"""The generated sub-header of every enum and limit: mirrored by ``buttongroup.enums``, not a table."""

FUNCTIONS = [function for table in TABLES for function in table.functions]
STRUCTS = {struct.__name__: struct for table in TABLES for struct in table.structs}
CALLBACK_TYPES = {name: ctype for table in TABLES for name, ctype in table.callback_types.items()}

# ------------------------------------------------------------------ parsing


@dataclass(frozen=True)
class Declaration:
    """A function or function-pointer typedef: its return type and (type, name) parameters."""

    restype: str
    params: tuple[tuple[str, str], ...]


def _relative(header: Path) -> str:
    return header.relative_to(INCLUDE).as_posix()


def _source(headers: list[Path] | None = None) -> str:
    """The text of ``headers`` (default: every header), comments removed."""
    text = "\n".join(header.read_text(encoding="utf-8") for header in (HEADERS if headers is None else headers))
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


def header_structs(source: str | None = None) -> dict[str, list[tuple[str, str]]]:
    """Struct name -> [(C type, field name)] in declaration order."""
    structs: dict[str, list[tuple[str, str]]] = {}
    pattern = r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;"
    for tag, body, name in re.findall(pattern, _source() if source is None else source, re.S):
        assert tag == name
        assert name not in structs, f"struct {name} declared twice"
        fields: list[tuple[str, str]] = []
        for declaration in filter(str.strip, body.split(";")):
            first, *more = declaration.split(",")
            c_type, field = _split_declarator(first)
            fields.append((c_type, field))
            base = c_type.rstrip(" *")
            for extra in more:
                match = re.fullmatch(r"\s*(\**)\s*(\w+)\s*", extra)
                assert match, f"cannot parse field {extra!r} of {name}"
                stars, extra_name = match.groups()
                fields.append((_normalize(base + (" " + stars if stars else "")), extra_name))
        structs[name] = fields
    return structs


def header_enum_constants(source: str | None = None) -> dict[str, int]:
    """Every constant of every anonymous ``enum { ... };`` block."""
    constants: dict[str, int] = {}
    for body in re.findall(r"\benum\s*\{(.*?)\}\s*;", _source() if source is None else source, re.S):
        for name, value in re.findall(r"\b(BG_\w+)\s*=\s*(-?\d+)", body):
            assert name not in constants, f"{name} declared twice"
            constants[name] = int(value)
    return constants


def header_macros(source: str | None = None) -> dict[str, float]:
    """Every ``#define BG_NAME <number>`` (int or float literal)."""
    pattern = r"^\s*#\s*define\s+(BG_\w+)\s+(-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)\s*$"
    macros: dict[str, float] = {}
    for name, value in re.findall(pattern, _source() if source is None else source, re.M):
        assert name not in macros, f"{name} defined twice"
        macros[name] = float(value) if re.search(r"[.eE]", value) else int(value)
    return macros


def header_callback_types(source: str | None = None) -> dict[str, Declaration]:
    found: dict[str, Declaration] = {}
    pattern = r"typedef\s+([\w\s\*]+?)\s*\(\s*\*\s*(\w+)\s*\)\s*\(([^;]*?)\)\s*;"
    for restype, name, params in re.findall(pattern, _source() if source is None else source, re.S):
        assert name not in found, f"{name} declared twice"
        found[name] = Declaration(_normalize(restype), _params(params))
    return found


def header_functions(source: str | None = None) -> dict[str, Declaration]:
    text = _source() if source is None else source
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
    if base in CALLBACK_TYPES:
        return CALLBACK_TYPES[base]
    assert base in STRUCTS, f"no table mirrors C type {c_type!r}"
    return STRUCTS[base]


def _type_name(ctype: Any) -> str:
    return "None" if ctype is None else getattr(ctype, "__name__", repr(ctype))


# ------------------------------------------------------------- the headers


def test_the_umbrella_includes_every_sub_header_and_declares_nothing_itself() -> None:
    assert SUB_HEADERS, f"no sub-headers in {INCLUDE / 'buttongroup'}"
    included = re.findall(r'^\s*#\s*include\s+"([^"]+)"', UMBRELLA.read_text(encoding="utf-8"), re.M)
    assert sorted(included) == sorted(_relative(header) for header in SUB_HEADERS)
    own = _source([UMBRELLA])
    assert not header_functions(own) and not header_structs(own)
    assert not header_callback_types(own) and not header_enum_constants(own)


def test_every_sub_header_has_one_table_and_each_table_mirrors_its_header() -> None:
    tables = {table.header: table for table in TABLES}
    assert len(tables) == len(TABLES), "two tables mirror the same header"
    assert sorted([*tables, ENUM_HEADER]) == sorted(_relative(header) for header in SUB_HEADERS), (
        "every sub-header but enums.h needs a table in buttongroup._native.TABLES"
    )
    enum_source = _source([INCLUDE / ENUM_HEADER])
    assert not (header_functions(enum_source) or header_structs(enum_source) or header_callback_types(enum_source))
    for name, table in tables.items():
        source = _source([INCLUDE / name])
        assert sorted(function.name for function in table.functions) == sorted(header_functions(source)), name
        assert sorted(struct.__name__ for struct in table.structs) == sorted(header_structs(source)), name
        assert sorted(table.callback_types) == sorted(header_callback_types(source)), name


# --------------------------------------------------------------- functions


def test_every_header_function_is_in_a_table_and_vice_versa() -> None:
    declared = set(header_functions())
    names = [function.name for function in FUNCTIONS]
    assert len(names) == len(set(names)), "a function is declared twice in the tables"
    assert declared, "the header parser found no functions"
    assert sorted(declared - set(names)) == [], "in the headers, missing from the ctypes tables"
    assert sorted(set(names) - declared) == [], "in the ctypes tables, not in the headers"


@pytest.mark.parametrize("function", FUNCTIONS, ids=lambda function: function.name)
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


@pytest.mark.parametrize("function", FUNCTIONS, ids=lambda function: function.name)
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
    assert sorted(declared) == sorted(CALLBACK_TYPES)
    for name, declaration in declared.items():
        cfunctype = CALLBACK_TYPES[name]
        assert cfunctype._restype_ is expected_ctype(declaration.restype), f"return type of {name}"
        assert len(cfunctype._argtypes_) == len(declaration.params), f"argument count of {name}"
        for ctype, (c_type, param) in zip(cfunctype._argtypes_, declaration.params):
            expected = _EXCEPTIONS.get((name, param), expected_ctype(c_type))
            assert ctype is expected, f"{name} parameter {param}: {_type_name(ctype)} != {_type_name(expected)}"


# ------------------------------------------------------------------ structs


def test_every_header_struct_is_mirrored_with_the_same_fields() -> None:
    structs = header_structs()
    assert structs, "the header parser found no structs"
    assert sum(len(table.structs) for table in TABLES) == len(STRUCTS), "a struct is mirrored twice"
    assert sorted(structs) == sorted(STRUCTS)
    for name, struct_type in STRUCTS.items():
        header_fields = structs[name]
        assert [field for field, _ in struct_type._fields_] == [field for _, field in header_fields], name
        for (field, ctype), (c_type, _) in zip(struct_type._fields_, header_fields):
            expected = expected_ctype(c_type)
            assert ctype is expected, f"{name}.{field} ({c_type}): {_type_name(ctype)} != {_type_name(expected)}"


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
        [compiler, "-std=c11", "-Wall", "-Werror", f"-I{INCLUDE}", str(source), "-o", str(program)],
        check=True,
    )
    measured = {}
    for line in subprocess.run([str(program)], check=True, capture_output=True, text=True).stdout.splitlines():
        key, first, second = line.split()
        measured[key] = (int(first), int(second))
    for name, struct_type in STRUCTS.items():
        assert (ctypes.sizeof(struct_type), ctypes.alignment(struct_type)) == measured[name], f"sizeof/alignof {name}"
        for field, _ in struct_type._fields_:
            assert getattr(struct_type, field).offset == measured[f"{name}.{field}"][0], f"offsetof({name}, {field})"


def _record_offsets(fmt: str) -> list[int]:
    """The offset of each field of ``struct`` format ``fmt`` (shared with test_drift_toolbar.py)."""
    mode, body = fmt[0], fmt[1:]
    codes = [code for count, code in re.findall(r"(\d*)([a-zA-Z])", body) for _ in range(int(count or 1))]
    return [struct.calcsize(mode + "".join(codes[: i + 1])) - struct.calcsize(mode + codes[i]) for i in range(len(codes))]


def test_layout_record_formats_match_the_c_structs() -> None:
    """The group's layout reader unpacks bg_slot / bg_a11y_node with struct formats: each field's
    offset in the format must equal the ctypes (and so the C) offset of the same field."""
    offsets = _record_offsets
    records = ((group_slot.SLOT, bg_slot), (group_slot.NODE, bg_a11y_node), (group_layout._HEAD, bg_layout))
    for record, c_struct in records:
        scalar_offsets: list[int] = []
        for name, field_type in c_struct._fields_:
            base = getattr(c_struct, name).offset
            if issubclass(field_type, ctypes.Structure):
                scalar_offsets += [base + getattr(field_type, sub).offset for sub, _ in field_type._fields_]
            else:
                scalar_offsets.append(base)
        assert offsets(record.format) == scalar_offsets, c_struct.__name__
        assert record.size == ctypes.sizeof(c_struct)


def _c_layouts(tmp_path: Path, expressions: list[str]) -> dict[str, int]:
    """Each C expression (a sizeof or offsetof of the headers' types), compiled and printed."""
    compiler = shutil.which("gcc") or shutil.which("cc")
    assert compiler, "a C compiler is needed to check struct layouts"
    lines = ["#include <stdio.h>", "#include <stddef.h>", '#include "buttongroup.h"', "int main(void) {"]
    lines += [f'  printf("%zu\\n", (size_t)({expression}));' for expression in expressions]
    source = tmp_path / "fast_layouts.c"
    source.write_text("\n".join(lines + ["  return 0;", "}"]) + "\n", encoding="utf-8")
    program = tmp_path / "fast_layouts"
    subprocess.run([compiler, "-std=c11", "-Wall", "-Werror", f"-I{INCLUDE}", str(source), "-o", str(program)], check=True)
    output = subprocess.run([str(program)], check=True, capture_output=True, text=True).stdout.split()
    return dict(zip(expressions, map(int, output)))


def test_the_layout_readers_sizes_and_offsets_match_the_c_compiler(tmp_path: Path) -> None:
    """What ``GroupLayout`` reads out of its copies besides the records' formats
    (``group/layout.py``, ``group/slot.py``), from gcc: the block's key at the end of
    ``bg_layout``, the frame and item index of a ``bg_slot``, a ``bg_rect`` as four doubles."""
    c = _c_layouts(tmp_path, [
        "sizeof(bg_layout)", "offsetof(bg_layout, data)", "offsetof(bg_layout, data_size)",
        "sizeof(((bg_layout *)0)->data_size)", "sizeof(bg_slot)", "offsetof(bg_slot, item_index)",
        "offsetof(bg_slot, frame)", "offsetof(bg_rect, x)", "offsetof(bg_rect, y)", "offsetof(bg_rect, width)",
        "offsetof(bg_rect, height)", "sizeof(bg_rect)",
    ])
    assert group_layout._HEAD.size == ctypes.sizeof(bg_layout) == c["sizeof(bg_layout)"]
    assert bg_layout.data.offset == c["offsetof(bg_layout, data)"]  # 0.1's size: a 0.1 host fills no more
    assert c["offsetof(bg_layout, data_size)"] + c["sizeof(((bg_layout *)0)->data_size)"] == c["sizeof(bg_layout)"]
    assert group_slot.SLOT.size == group_slot._SLOT_FRAME.size == c["sizeof(bg_slot)"]
    assert group_slot._FRAME == group_layout._FRAME == c["offsetof(bg_slot, frame)"]
    assert group_layout._ITEM_INDEX_AT == c["offsetof(bg_slot, item_index)"]
    assert [c[f"offsetof(bg_rect, {f})"] for f in ("x", "y", "width", "height")] == [0, 8, 16, 24]
    assert c["sizeof(bg_rect)"] == ctypes.sizeof(_ffi.bg_rect) == 4 * 8  # what layout_frames writes, read as doubles
    probe = bg_slot(item_index=-7, frame=_ffi.bg_rect(1.5, 2.5, 3.5, 4.5))
    assert group_slot._SLOT_FRAME.unpack(bytes(probe)) == (1.5, 2.5, 3.5, 4.5)
    assert group_layout._ITEM_INDEX.unpack_from(bytes(probe), group_layout._ITEM_INDEX_AT) == (-7,)


OBJECT_MODULES = [group_module, toolbar_module, button_module, theme_module]
"""The modules of the objects, whose calls that check their status inline or that nothing may check
(the free functions the finalizers call) are function objects of their own."""


def test_the_objects_own_function_objects_are_the_tables_functions_without_errcheck() -> None:
    """Each is the table's function (same symbol, return type; the table's argument types, or none
    where the object passes ctypes values itself), with no errcheck; the table's own stays checked."""
    own = [(module.__name__, name, value) for module in OBJECT_MODULES for name, value in vars(module).items()
           if isinstance(value, ctypes._CFuncPtr) and hasattr(value, "__name__")]  # type: ignore[attr-defined]
    # (a library function has its symbol's name; the trampolines, Python functions for C, have none)
    assert {name for _, name, _ in own} >= {"_FREE", "_LAYOUT", "_LAYOUT_FRAMES"}
    table = {function.name: function for function in FUNCTIONS}
    for module, name, function in own:
        where = f"{module}.{name}"
        declared = table[function.__name__]
        shared = getattr(lib, function.__name__)
        assert function is not shared, where
        assert ctypes.cast(function, ctypes.c_void_p).value == ctypes.cast(shared, ctypes.c_void_p).value, where
        assert function.restype is declared.restype, where
        assert function.argtypes is None or tuple(function.argtypes) == declared.argtypes, where
        assert getattr(function, "errcheck", None) is None, where
        assert shared.errcheck is not None or not declared.checked, where


def test_layout_reader_lookup_tables_cover_every_enum_value() -> None:
    assert set(group_slot._KINDS) == {member.value for member in enums.SlotKind}
    assert set(group_slot._ROLES) == {member.value for member in enums.Role}
    assert set(_decode.A11Y_ROLES) == {member.value for member in enums.A11yRole}
    every_flag = sum(member.value for member in enums.State)
    combinations = {value for value in range(every_flag + 1) if value & ~every_flag == 0}
    assert combinations <= set(_decode.STATES), "a combination of state flags is missing"
    assert all(_decode.STATES[value] == enums.State(value) for value in _decode.STATES)


# ------------------------------------------------------- enums and constants

_ENUMS_BY_PREFIX: dict[str, type[enum.Enum]] = {
    "BG_E_": enums.Status,
    "BG_LAYOUT_": enums.LayoutKind,
    "BG_PROMINENT_": enums.ProminentType,
    "BG_CORNER_": enums.CornerStyle,
    "BG_CONTENT_SIZE_": enums.ContentSize,
    "BG_TEXT_STYLE_": enums.TextStyle,
    "BG_ROLE_": enums.Role,
    "BG_OVERFLOW_": enums.OverflowPolicy,
    "BG_DIRECTION_": enums.Direction,
    "BG_SLOT_": enums.SlotKind,
    "BG_STATE_": enums.State,
    "BG_POINTER_": enums.PointerPhase,
    "BG_FOCUS_": enums.FocusMove,
    "BG_A11Y_": enums.A11yRole,
    "BG_IMAGE_": enums.ImagePlacement,
    "BG_TITLE_ALIGN_": enums.TitleAlignment,
    "BG_CONTENT_MODE_": enums.ContentMode,
    "BG_CONTENT_H_": enums.ContentHorizontalAlignment,
    "BG_CONTENT_V_": enums.ContentVerticalAlignment,
    "BG_LINE_BREAK_": enums.LineBreakMode,
    "BG_PROVIDER_": enums.ProviderKind,
    "BG_LABEL_TYPE_": enums.LabelButtonType,
    "BG_CONTROL_STYLE_": enums.ControlGroupStyle,
    "BG_CONTROL_SIZE_": enums.ControlSize,
    "BG_LABEL_STYLE_": enums.LabelStyle,
    "BG_SELECTION_": enums.Selection,
    "BG_PLACEMENT_": enums.Placement,
    "BG_BAR_": enums.ToolbarBar,
    "BG_BAR_": enums.ToolbarBar,
    "BG_TOOLBAR_ITEM_": enums.ToolbarItemKind,
    "BG_CONTEXT_": enums.ControlContext,
    "BG_DIAGNOSTIC_": enums.DiagnosticKind,
    "BG_CONTROL_TARGET_": enums.ControlTargetKind,
}

_VERSION_MACROS = ("BG_VERSION_MAJOR", "BG_VERSION_MINOR", "BG_VERSION_PATCH")
"""Numeric macros of the header that are not constants of ``buttongroup.enums``."""


def _python_member(constant: str) -> tuple[type[enum.Enum], str]:
    if constant == "BG_OK":
        return enums.Status, "OK"
    prefix = next((p for p in _ENUMS_BY_PREFIX if constant.startswith(p)), None)
    assert prefix, f"header constant {constant} has no Python enum (add its prefix to the binding)"
    return _ENUMS_BY_PREFIX[prefix], constant.removeprefix(prefix)


def _enum_classes_and_constants() -> tuple[set[type], set[str]]:
    """The names of ``enums.__all__``, split into enum classes and constants."""
    classes = {getattr(enums, name) for name in enums.__all__ if isinstance(getattr(enums, name), type)}
    constants = {name for name in enums.__all__ if not isinstance(getattr(enums, name), type)}
    return classes, constants


def test_enum_values_match_the_header() -> None:
    constants = header_enum_constants()
    assert constants, "the header parser found no enum constants"
    seen: set[tuple[type[enum.Enum], str]] = set()
    for constant, value in constants.items():
        enum_class, member = _python_member(constant)
        assert member in enum_class.__members__, f"{constant} is missing from {enum_class.__name__}"
        assert enum_class[member] == value, f"{enum_class.__name__}.{member} != {constant} ({value})"
        seen.add((enum_class, member))
    for enum_class in set(_ENUMS_BY_PREFIX.values()):
        for member in enum_class.__members__:
            assert (enum_class, member) in seen, f"{enum_class.__name__}.{member} is not in the header"
    classes, _ = _enum_classes_and_constants()
    assert set(_ENUMS_BY_PREFIX.values()) == classes


def test_constants_match_the_header() -> None:
    macros = {name: value for name, value in header_macros().items() if name not in _VERSION_MACROS}
    assert macros, "the header parser found no constants"
    _, constants = _enum_classes_and_constants()
    assert sorted("BG_" + name for name in constants) == sorted(macros)
    for name in constants:
        value = getattr(enums, name)
        assert isinstance(value, (int, float)) and value == macros["BG_" + name], name
        assert isinstance(value, float) == isinstance(macros["BG_" + name], float), f"{name}: int and float differ"


def test_the_enums_module_is_the_generated_one() -> None:
    """``buttongroup/enums.py`` is generated from scripts/enum_table.py, never edited by hand."""
    scripts = REPOSITORY / "scripts"
    spec = importlib.util.spec_from_file_location("gen_enums", scripts / "gen_enums.py")
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    saved_path = list(sys.path)
    try:
        spec.loader.exec_module(generator)  # it puts scripts/ on sys.path for enum_table
    finally:
        sys.path[:] = saved_path
        sys.modules.pop("enum_table", None)
    assert Path(enums.__file__).read_text(encoding="utf-8") == generator.render_python(), (
        "buttongroup/enums.py differs from its generator: run python3 scripts/gen_enums.py"
    )


def test_the_binding_accepts_the_headers_version() -> None:
    macros = header_macros()
    assert macros["BG_VERSION_MAJOR"] == _loader.EXPECTED_MAJOR
    assert macros["BG_VERSION_MINOR"] >= _loader.EXPECTED_MINOR
