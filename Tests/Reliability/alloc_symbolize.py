#!/usr/bin/env python3
"""Symbolizes the allocation traces of alloc_counter.so (lines "bg_alloc_trace: ...").

    some_test 2>&1 | python3 Tests/Reliability/alloc_symbolize.py path/to/libbuttongroup.so

Frames "libbuttongroup.so+0xOFFSET" get the library's function (addr2line, inlined frames
included, demangled with swift-demangle when it is on PATH) and source line; every other line
passes through unchanged. Needs binutils' addr2line; the library keeps its symbol table.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

FRAME = re.compile(r"^(bg_alloc_trace:\s+#\d+\s+)(libbuttongroup\.so(?:\.\d+)?)\+(0x[0-9a-f]+)\b.*$")


def symbolize(library: str, offsets: list[str]) -> dict[str, list[str]]:
    """offset -> ["function (file:line)", ...] (innermost inlined frame first)."""
    if not offsets or shutil.which("addr2line") is None:
        return {}
    output = subprocess.run(
        ["addr2line", "-f", "-i", "-a", "-e", library, *offsets], capture_output=True, text=True, check=False
    ).stdout
    demangler = shutil.which("swift-demangle")
    if demangler:
        output = subprocess.run([demangler, "--simplified"], input=output, capture_output=True, text=True).stdout
    names: dict[str, list[str]] = {}
    current: list[str] | None = None
    lines = output.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        if re.fullmatch(r"0x[0-9a-f]+", line):
            current = names.setdefault(hex(int(line, 16)), [])
            index += 1
            continue
        location = lines[index + 1] if index + 1 < len(lines) else "?"
        if current is not None:
            current.append(f"{line} ({location.rsplit('/', 1)[-1]})")
        index += 2
    return names


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    text = sys.stdin.read().splitlines()
    offsets = sorted({match.group(3) for line in text if (match := FRAME.match(line))})
    names = symbolize(sys.argv[1], offsets)
    for line in text:
        match = FRAME.match(line)
        functions = names.get(hex(int(match.group(3), 16))) if match else None
        if match and functions:
            print(f"{match.group(1)}{match.group(2)}+{match.group(3)} " + " <- ".join(functions))
        else:
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
