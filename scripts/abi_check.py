#!/usr/bin/env python3
"""abi_check.py — record the C ABI of libbuttongroup, and check the current one against it.

    python3 scripts/abi_check.py record [--lib build/lib/libbuttongroup.so] [--force]
    python3 scripts/abi_check.py check  [--lib build/lib/libbuttongroup.so] [--baseline FILE]
    python3 scripts/abi_check.py dump   [--lib ...]        (the current ABI as JSON, on stdout)
    python3 scripts/abi_check.py selftest [--lib ...]      (the checker judges altered records right)

What "the ABI" is here, and where each part comes from:
  symbols    every dynamic symbol the library defines (`nm -D --defined-only`), with its kind
  functions  the prototype of every bg_* function declared by include/buttongroup.h
  typedefs   every bg_* typedef (bg_status, the callback types, the struct typedefs)
  structs    every public struct and union: its size, alignment, and each field's offset and
             type (clang's record layout dump of the header)
  enums      the value of every BG_* enum constant
The header is read with clang (the Swift toolchain's: `clang -Xclang -ast-dump=json` for the
declarations, `-Xclang -fdump-record-layouts` for the layouts), for this machine's target.

The record of major version M is abi/buttongroup-M.abi.json; `check` compares the current
library and header with the record of the header's major version and fails, naming each one,
on anything removed or altered: a symbol removed, a function's prototype or a typedef changed,
a struct removed, shrunk, or grown without a struct_size field, a field removed, moved or
retyped, an enum constant removed or renumbered. Additions pass: new symbols, functions,
structs and constants, and fields appended after the end of a struct that has a struct_size
field (or placed inside a field named reserved*, which they replace). When the header's major
version is newer than every record, breaking changes are allowed: they are listed, and `record`
writes the new major's file. `record` refuses to overwrite a record with a breaking change of
the same major version unless --force.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parent.parent
ABI_DIR = ROOT / "abi"
HEADER = ROOT / "include" / "buttongroup.h"
INCLUDE = ROOT / "include"
FORMAT = 1


def fail(message: str) -> NoReturn:
    print(f"abi_check: {message}", file=sys.stderr)
    sys.exit(2)


def run(cmd: list[str], **kw) -> str:
    try:
        result = subprocess.run(cmd, check=False, capture_output=True, text=True, **kw)
    except FileNotFoundError:
        fail(f"{cmd[0]} not found (set ABI_CLANG / PATH)")
    if result.returncode != 0:
        fail(f"`{' '.join(cmd)}` failed ({result.returncode}):\n{result.stderr[-4000:]}")
    return result.stdout


def version() -> tuple[int, int, int]:
    text = (INCLUDE / "buttongroup" / "common.h").read_text()
    parts = []
    for name in ("MAJOR", "MINOR", "PATCH"):
        m = re.search(rf"^#define BG_VERSION_{name}\s+(\d+)\s*$", text, re.M)
        if not m:
            fail(f"no BG_VERSION_{name} in include/buttongroup/common.h")
        parts.append(int(m.group(1)))
    return parts[0], parts[1], parts[2]


# ----------------------------------------------------------------------------- reading the ABI

def read_symbols(lib: str) -> dict[str, str]:
    kinds = {"T": "function", "t": "function", "i": "function", "D": "object", "d": "object",
             "B": "object", "b": "object", "R": "object", "r": "object", "V": "object",
             "W": "weak", "u": "object"}
    symbols: dict[str, str] = {}
    for line in run(["nm", "-D", "--defined-only", lib]).splitlines():
        fields = line.split()
        if len(fields) < 3:
            continue
        name = fields[2].split("@")[0]  # drop a version suffix (name@@NODE)
        symbols[name] = kinds.get(fields[1], fields[1])
    if not symbols:
        fail(f"{lib} defines no dynamic symbols")
    return dict(sorted(symbols.items()))


def clang_ast(clang: str) -> list[dict]:
    out = run([clang, "-Xclang", "-ast-dump=json", "-fsyntax-only", "-std=c99", "-x", "c",
               f"-I{INCLUDE}", str(HEADER)])
    return json.loads(out).get("inner", [])


def normalize_type(text: str) -> str:
    # clang names unnamed records by where they are ("(unnamed at include/x.h:12:5)"): keep
    # only that they are unnamed, so moving a declaration is no change.
    text = re.sub(r"\((unnamed|anonymous)( struct| union)? at [^)]*\)", r"(\1)", text)
    return re.sub(r"\s+", " ", text).strip()


def read_declarations(ast: list[dict]) -> tuple[dict, dict, dict, list[str]]:
    functions: dict[str, str] = {}
    typedefs: dict[str, str] = {}
    enums: dict[str, int] = {}
    records: list[str] = []
    for node in ast:
        kind, name = node.get("kind"), node.get("name", "")
        if kind == "FunctionDecl" and name.startswith("bg_"):
            functions[name] = normalize_type(node["type"]["qualType"])
        elif kind == "TypedefDecl" and name.startswith("bg_"):
            qual = node["type"]["qualType"]
            if re.search(r"\((unnamed|anonymous)", qual) and not qual.endswith("*"):
                fail(f"typedef {name} names a struct without a tag: write `typedef struct {name} {{...}} {name};`"
                     " so its layout can be recorded")
            typedefs[name] = normalize_type(qual)
        elif kind == "RecordDecl" and name.startswith("bg_") and node.get("completeDefinition"):
            records.append(f"{node.get('tagUsed', 'struct')} {name}")
        elif kind == "EnumDecl":
            value = -1
            for constant in node.get("inner", []):
                if constant.get("kind") != "EnumConstantDecl":
                    continue
                explicit = [c for c in constant.get("inner", []) if "value" in c]
                value = int(explicit[0]["value"]) if explicit else value + 1
                if constant["name"].startswith("BG_"):
                    enums[constant["name"]] = value
    return (dict(sorted(functions.items())), dict(sorted(typedefs.items())),
            dict(sorted(enums.items())), sorted(set(records)))


LAYOUT_LINE = re.compile(r"^\s*(?P<offset>[0-9:\-]*)\s*\|(?P<indent>\s*)(?P<text>.*?)\s*$")


def read_layouts(clang: str, records: list[str]) -> dict[str, dict]:
    """Sizes, alignments and field offsets of `records`, from clang's record layout dump of a
    translation unit that includes the header and takes the size of each (which makes clang
    lay it out, and dump it)."""
    source = '#include "buttongroup.h"\n' + "".join(
        f"typedef char bg_abi_force_{i}[sizeof({r})];\n" for i, r in enumerate(records))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "layouts.c"
        path.write_text(source)
        dump = run([clang, "-Xclang", "-fdump-record-layouts", "-fsyntax-only", "-std=c99",
                    "-x", "c", f"-I{INCLUDE}", str(path)])
    wanted = {r.split(" ", 1)[1] for r in records}
    layouts: dict[str, dict] = {}
    for block in dump.split("*** Dumping AST Record Layout")[1:]:
        lines = [m for m in (LAYOUT_LINE.match(l) for l in block.strip("\n").splitlines()) if m is not None]
        if not lines:
            continue
        head = lines[0].group("text").split(" ", 1)
        if len(head) != 2 or head[1] not in wanted:
            continue
        name, fields = head[1], []
        size = align = None
        # Open nested records: (depth, whether their members are recorded, name prefix). The
        # fields of a named nested struct are recorded with that struct; an unnamed one's here.
        stack: list[tuple[int, bool, str]] = []
        for m in lines[1:]:
            text = m.group("text")
            if text.startswith("["):
                size_m = re.search(r"sizeof=(\d+)", text)
                align_m = re.search(r"\balign=(\d+)", text)
                if size_m and align_m:
                    size, align = int(size_m.group(1)), int(align_m.group(1))
                continue
            if not text or not m.group("offset"):
                continue
            depth = (len(m.group("indent")) - 1) // 2
            while stack and stack[-1][0] >= depth:
                stack.pop()
            recordable, prefix = (stack[-1][1], stack[-1][2]) if stack else (True, "")
            if re.fullmatch(r"(struct|union) (\S+::)?\((unnamed|anonymous)[^)]*\)", text):
                field_type, field_name = text, ""      # an anonymous member: no name of its own
            else:
                field_type, _, field_name = text.rpartition(" ")
            offset = m.group("offset")
            if recordable and field_name:
                fields.append({"name": prefix + field_name,
                               "offset": int(offset) if offset.isdigit() else offset,
                               "type": normalize_type(field_type)})
            unnamed = bool(re.search(r"\((unnamed|anonymous)", field_type))
            stack.append((depth, recordable and unnamed, prefix + (field_name + "." if field_name else "")))
        if size is None:
            fail(f"no size in clang's layout of {name}")
        layouts[name] = {"size": size, "align": align, "fields": fields}
    missing = wanted - set(layouts)
    if missing:
        fail(f"clang dumped no layout for: {', '.join(sorted(missing))}")
    return dict(sorted(layouts.items()))


def current_abi(lib: str, clang: str) -> dict:
    major, minor, patch = version()
    functions, typedefs, enums, records = read_declarations(clang_ast(clang))
    target = run([clang, "-print-target-triple"]).strip()
    return {
        "comment": "The C ABI of libbuttongroup, recorded by `make abi-record` (scripts/abi_check.py); "
                   "`make test-abi-stable` fails when a change removes or alters any of it without a "
                   "major version bump.",
        "format": FORMAT,
        "version": f"{major}.{minor}.{patch}",
        "soname": f"libbuttongroup.so.{major}",
        "target": target,
        "symbols": read_symbols(lib),
        "functions": functions,
        "typedefs": typedefs,
        "structs": read_layouts(clang, records),
        "enums": enums,
    }


# ----------------------------------------------------------------------------- comparing

def has_struct_size(layout: dict) -> bool:
    return any(f["name"] == "struct_size" and f["offset"] == 0 for f in layout["fields"])


def compare_struct(name: str, old: dict, new: dict, breaks: list[str], additions: list[str]) -> None:
    old_fields = {f["name"]: f for f in old["fields"]}
    new_fields = {f["name"]: f for f in new["fields"]}
    extensible = has_struct_size(old)
    if new["size"] < old["size"]:
        breaks.append(f"struct {name} shrank from {old['size']} to {new['size']} bytes")
    elif new["size"] > old["size"] and not extensible:
        breaks.append(f"struct {name} grew from {old['size']} to {new['size']} bytes but has no struct_size "
                      "field: hosts built against the old header allocate, copy and index it at the old size")
    if new["align"] != old["align"]:
        breaks.append(f"struct {name}: alignment changed from {old['align']} to {new['align']}")
    # Where each old field's room ends: the next old field's offset, or the old size.
    ordered = sorted((f for f in old["fields"] if isinstance(f["offset"], int)), key=lambda f: f["offset"])
    room_end = {f["name"]: (ordered[i + 1]["offset"] if i + 1 < len(ordered) else old["size"])
                for i, f in enumerate(ordered)}
    reused_reserved: dict[str, list[str]] = {}
    for field_name, field in new_fields.items():
        if field_name in old_fields:
            continue
        offset = field["offset"]
        home = next((r for r in ordered if re.fullmatch(r"_?reserved\d*", r["name"]) and r["name"] not in new_fields
                     and isinstance(offset, int) and r["offset"] <= offset < room_end[r["name"]]), None)
        if home is not None:
            reused_reserved.setdefault(home["name"], []).append(field_name)
            additions.append(f"struct {name}: field {field_name} at offset {offset} (in the room of {home['name']})")
        elif isinstance(offset, int) and offset >= old["size"]:
            if extensible:
                additions.append(f"struct {name}: field {field_name} appended at offset {offset}")
            # (without struct_size the growth itself is reported above)
        else:
            breaks.append(f"struct {name}: new field {field_name} at offset {offset} is inside the old struct "
                          f"({old['size']} bytes): hosts built against the old header do not set it")
    for field_name, field in old_fields.items():
        if field_name not in new_fields:
            if field_name in reused_reserved:
                continue
            breaks.append(f"struct {name}: field {field_name} (offset {field['offset']}, {field['type']}) removed")
            continue
        now = new_fields[field_name]
        if now["offset"] != field["offset"]:
            breaks.append(f"struct {name}: field {field_name} moved from offset {field['offset']} to {now['offset']}")
        if now["type"] != field["type"]:
            breaks.append(f"struct {name}: field {field_name} changed type from `{field['type']}` to `{now['type']}`")


def compare(old: dict, new: dict) -> tuple[list[str], list[str]]:
    breaks: list[str] = []
    additions: list[str] = []
    for section, noun in (("symbols", "symbol"), ("functions", "function"), ("typedefs", "typedef"),
                          ("enums", "enum constant")):
        before, after = old.get(section, {}), new.get(section, {})
        for name, value in before.items():
            if name not in after:
                breaks.append(f"{noun} {name} removed" + (" (the library no longer exports it)" if section == "symbols" else ""))
            elif after[name] != value:
                what = {"symbols": "kind", "functions": "prototype", "typedefs": "type", "enums": "value"}[section]
                breaks.append(f"{noun} {name}: {what} changed from `{value}` to `{after[name]}`")
        for name in after:
            if name not in before:
                additions.append(f"{noun} {name}")
    for name, layout in old.get("structs", {}).items():
        if name not in new.get("structs", {}):
            breaks.append(f"struct {name} removed")
        else:
            compare_struct(name, layout, new["structs"][name], breaks, additions)
    for name in new.get("structs", {}):
        if name not in old.get("structs", {}):
            additions.append(f"struct {name}")
    if old.get("target") and new.get("target") and old["target"] != new["target"]:
        fail(f"the record is for {old['target']}, this machine is {new['target']}: layouts cannot be compared")
    return breaks, additions


# ----------------------------------------------------------------------------- commands

def to_json(abi: dict) -> str:
    """The record as JSON with one line per symbol, field and constant (diffs read well)."""
    out = ["{"]
    items = list(abi.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i + 1 < len(items) else ""
        if key == "structs":
            out.append(f' "{key}": {{')
            names = list(value)
            for j, name in enumerate(names):
                layout = value[name]
                out.append(f'  "{name}": {{"size": {layout["size"]}, "align": {layout["align"]}, "fields": [')
                fields = [json.dumps(f) for f in layout["fields"]]
                out.extend(f"   {f}{',' if k + 1 < len(fields) else ''}" for k, f in enumerate(fields))
                out.append(f"  ]}}{',' if j + 1 < len(names) else ''}")
            out.append(f" }}{comma}")
        elif isinstance(value, dict):
            out.append(f' "{key}": {{')
            entries = [f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in value.items()]
            out.extend(e + ("," if k + 1 < len(entries) else "") for k, e in enumerate(entries))
            out.append(f" }}{comma}")
        else:
            out.append(f" {json.dumps(key)}: {json.dumps(value)}{comma}")
    out.append("}")
    text = "\n".join(out) + "\n"
    assert json.loads(text) == abi
    return text


def shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def record_path(major: int) -> Path:
    return ABI_DIR / f"buttongroup-{major}.abi.json"


def latest_record(below_or_at: int) -> Path | None:
    found = []
    for path in ABI_DIR.glob("buttongroup-*.abi.json"):
        m = re.fullmatch(r"buttongroup-(\d+)\.abi\.json", path.name)
        if m and int(m.group(1)) <= below_or_at:
            found.append((int(m.group(1)), path))
    return max(found)[1] if found else None


def show(title: str, lines: list[str], limit: int | None = None) -> None:
    print(title)
    for line in lines[:limit]:
        print(f"  - {line}")
    if limit is not None and len(lines) > limit:
        print(f"  ... and {len(lines) - limit} more")


def cmd_check(args: argparse.Namespace) -> int:
    new = current_abi(args.lib, args.clang)
    major = int(new["version"].split(".")[0])
    baseline = Path(args.baseline) if args.baseline else record_path(major)
    if not baseline.is_file():
        older = None if args.baseline else latest_record(major - 1)
        if older is None:
            print(f"test-abi-stable: FAILED: no recorded ABI ({shown(baseline)}); "
                  "record it with `make abi-record`")
            return 1
        old = json.loads(older.read_text())
        breaks, additions = compare(old, new)
        show(f"test-abi-stable: major version {major} (recorded: {old['version']}, {older.name}); "
             f"these {len(breaks)} breaking changes are allowed by the major bump:", breaks)
        print(f"test-abi-stable: passed; record the {major}.x ABI with `make abi-record` "
              f"(writes abi/{record_path(major).name})")
        return 0
    old = json.loads(baseline.read_text())
    breaks, additions = compare(old, new)
    name = baseline.name
    if breaks:
        show(f"test-abi-stable: FAILED: {len(breaks)} breaking change(s) to the ABI recorded in {name} "
             f"(version {old['version']}) without a major version bump:", breaks)
        print("  Keep the old symbol/field (add new ones beside it), or bump BG_VERSION_MAJOR in "
              "include/buttongroup/common.h (and the SONAME in Package.swift) and `make abi-record`.\n"
              "  If the change is ABI-compatible after all (e.g. a typedef spelled differently), "
              "re-record with `make abi-record ABI_RECORD_FORCE=1` and say why in the commit.")
        return 1
    summary = (f"{len(new['symbols'])} symbols, {len(new['functions'])} functions, {len(new['structs'])} structs, "
               f"{len(new['enums'])} enum constants")
    if additions:
        show(f"test-abi-stable: {len(additions)} addition(s) since the recorded {old['version']} ABI (allowed):",
             additions, limit=20)
        if new["version"] == old["version"]:
            print(f"  note: the version is still {new['version']}: if {new['version']} was released, additions need a "
                  "minor bump; either way, record them with `make abi-record`.")
    print(f"test-abi-stable: passed: nothing of the recorded {old['version']} ABI ({name}) removed or altered ({summary})")
    return 0


def cmd_selftest(args: argparse.Namespace) -> int:
    """The checker catches what it must: records made from the current ABI, each altered the
    way an earlier version would differ from it, must give the expected verdict."""
    import copy
    new = current_abi(args.lib, args.clang)
    structs = new["structs"]
    def ints(layout: dict) -> list:
        return [f for f in layout["fields"] if isinstance(f["offset"], int) and "." not in f["name"]]
    sized = next(n for n, l in structs.items() if has_struct_size(l) and len(ints(l)) >= 3)
    plain = next(n for n, l in structs.items() if not has_struct_size(l) and len(ints(l)) >= 2)
    symbol, enum = next(iter(new["symbols"])), next(iter(new["enums"]))

    def extra_symbol(old: dict) -> None:
        old["symbols"]["bg_selftest_gone"] = "function"
    def moved(old: dict) -> None:
        ints(old["structs"][sized])[-1]["offset"] -= 4
    def shrank(old: dict) -> None:
        old["structs"][plain]["size"] += 8
    def field_removed(old: dict) -> None:
        layout = old["structs"][plain]
        layout["fields"].append({"name": "selftest_gone", "offset": layout["size"], "type": "double"})
        layout["size"] += 8
    def grew(old: dict) -> None:
        layout = old["structs"][plain]
        last = ints(layout)[-1]
        layout["fields"].remove(last)
        layout["size"] = last["offset"]
    def retyped(old: dict) -> None:
        ints(old["structs"][sized])[1]["type"] = "selftest_t"
    def renumbered(old: dict) -> None:
        old["enums"][enum] += 1000
    def appended(old: dict) -> None:
        layout = old["structs"][sized]
        last = ints(layout)[-1]
        layout["fields"].remove(last)
        layout["size"] = last["offset"]
    def new_symbol(old: dict) -> None:
        del old["symbols"][symbol]
        old["functions"].pop(symbol, None)

    cases = [  # (what the record differs by, expected break or None, expected addition or None)
        ("a symbol the library no longer exports", extra_symbol, "symbol bg_selftest_gone removed", None),
        (f"a field of {sized} moved", moved, f"struct {sized}: field", None),
        (f"{plain} shrank", shrank, f"struct {plain} shrank", None),
        (f"a field of {plain} removed", field_removed, f"struct {plain}: field selftest_gone", None),
        (f"{plain} grew without struct_size", grew, f"struct {plain} grew", None),
        (f"a field of {sized} retyped", retyped, "changed type from `selftest_t`", None),
        (f"{enum} renumbered", renumbered, f"enum constant {enum}: value changed", None),
        (f"a field appended to {sized}", appended, None, f"struct {sized}: field"),
        (f"a new symbol {symbol}", new_symbol, None, f"symbol {symbol}"),
    ]
    failed = 0
    for what, alter, want_break, want_addition in cases:
        old = copy.deepcopy(new)
        alter(old)
        breaks, additions = compare(old, new)
        ok = (any(want_break in b for b in breaks) if want_break else not breaks) and \
             (any(want_addition in a for a in additions) if want_addition else True)
        if not ok:
            failed += 1
            print(f"abi_check selftest: FAILED: {what}: breaks {breaks}, additions {additions}")
    print(f"abi_check selftest: {len(cases) - failed} of {len(cases)} altered records judged right "
          "(removed symbol, moved/removed/retyped field, shrunk/grown struct, renumbered enum: fail; "
          "appended field, new symbol: pass)")
    return 1 if failed else 0


def cmd_record(args: argparse.Namespace) -> int:
    new = current_abi(args.lib, args.clang)
    major = int(new["version"].split(".")[0])
    path = record_path(major)
    if path.is_file() and not args.force:
        breaks, _ = compare(json.loads(path.read_text()), new)
        if breaks:
            show(f"abi-record: refusing to overwrite {path.name}: the current ABI breaks it without a major bump:", breaks)
            print("  (make abi-record ABI_RECORD_FORCE=1 records it anyway)")
            return 1
    ABI_DIR.mkdir(exist_ok=True)
    path.write_text(to_json(new))
    print(f"abi-record: wrote {shown(path)} ({new['version']}: {len(new['symbols'])} symbols, "
          f"{len(new['structs'])} structs, {len(new['enums'])} enum constants)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["record", "check", "dump", "selftest"])
    parser.add_argument("--lib", default=os.environ.get("ABI_LIB", str(ROOT / "build/lib/libbuttongroup.so")))
    parser.add_argument("--clang", default=os.environ.get("ABI_CLANG", "clang"))
    parser.add_argument("--baseline", help="compare with this file instead of abi/buttongroup-<major>.abi.json")
    parser.add_argument("--force", action="store_true", help="record even over a breaking change")
    args = parser.parse_args()
    if not Path(args.lib).exists():
        fail(f"{args.lib} does not exist (build it with `make lib`)")
    if args.command == "dump":
        print(to_json(current_abi(args.lib, args.clang)), end="")
        return 0
    if args.command == "selftest":
        return cmd_selftest(args)
    return cmd_check(args) if args.command == "check" else cmd_record(args)


if __name__ == "__main__":
    sys.exit(main())
