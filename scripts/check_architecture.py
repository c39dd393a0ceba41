#!/usr/bin/env python3
"""Checks that ARCHITECTURE.md tells the truth about the tree.

- Every file or folder it names in backticks (a path with a slash, or a file name with an
  extension) exists: a path as written from the repository root, a bare file name somewhere in
  the tree, a bare folder name (``Model/``) somewhere under Sources (so a renamed or deleted
  file fails the check).
- Every row of its layer table gives the layer's size within 25 % of its real line count (the
  Swift, C header and Python files under that folder).
- It stays short: at most 150 lines.

    python3 scripts/check_architecture.py [ARCHITECTURE.md]

Exits 1 listing every claim that is false.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_SUFFIXES = (".swift", ".py", ".h")
MAX_LINES = 150
SIZE_TOLERANCE = 0.25
_CODE = re.compile(r"`([^`\s]+)`")
_FILE_NAME = re.compile(r"^[\w.+-]+\.(swift|py|h|c|json|md|mk|map)$")
_ROW = re.compile(r"^\| `([^`]+)` \|.*\| ([\d.]+)k \|$")
_IGNORED = {"bg_*", "*_init"}


def named_paths(text: str) -> set[str]:
    """The paths and file names written in backticks."""
    names = set()
    for token in _CODE.findall(text):
        token = token.rstrip(".,:;")
        if token in _IGNORED or token.startswith(("bg_", "BG_", "-")):
            continue
        if "/" in token or _FILE_NAME.match(token):
            names.add(token)
    return names


def expand(path: str) -> list[str]:
    """``a/{b,c}/d`` as ``a/b/d`` and ``a/c/d``."""
    match = re.search(r"\{([^}]*)\}", path)
    if match is None:
        return [path]
    return [p for choice in match.group(1).split(",") for p in expand(path[: match.start()] + choice + path[match.end():])]


def exists(name: str) -> bool:
    if name.endswith("/") and name.count("/") == 1:  # a folder every component has, e.g. `Model/`
        return any(p.is_dir() for p in (ROOT / "Sources").glob(f"**/{name.rstrip('/')}"))
    if "/" in name:
        return (ROOT / name.rstrip("/")).exists()
    return any(True for _ in ROOT.glob(f"**/{name}") if ".build" not in _.parts and "build" not in _.parts)


def lines_under(folder: Path) -> int:
    return sum(len(p.read_text(errors="replace").splitlines())
               for p in folder.rglob("*") if p.suffix in SOURCE_SUFFIXES and p.is_file())


def main() -> int:
    document = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "ARCHITECTURE.md"
    text = document.read_text()
    problems = []
    if len(text.splitlines()) > MAX_LINES:
        problems.append(f"{document.name} has {len(text.splitlines())} lines, more than {MAX_LINES}")
    for name in sorted(named_paths(text)):
        for path in expand(name):
            if not exists(path):
                problems.append(f"names {path!r}, which does not exist")
    rows = 0
    for line in text.splitlines():
        match = _ROW.match(line)
        if match is None:
            continue
        rows += 1
        folder, claimed = ROOT / match.group(1), float(match.group(2)) * 1000
        actual = lines_under(folder)
        if abs(actual - claimed) > SIZE_TOLERANCE * max(actual, 1):
            problems.append(f"says {match.group(1)} is {match.group(2)}k lines; it is {actual / 1000:.1f}k")
    if rows == 0:
        problems.append("has no layer table (rows of `folder` | ... | N.Nk)")
    for problem in problems:
        print(f"{document.name}: {problem}")
    if not problems:
        print(f"{document.name}: {len(named_paths(text))} paths exist, {rows} layer sizes within "
              f"{SIZE_TOLERANCE:.0%}, {len(text.splitlines())} lines")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
