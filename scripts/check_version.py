#!/usr/bin/env python3
"""check_version.py — every copy of the version agrees with the header's (`make test-version`).

The one source is include/buttongroup/common.h (BG_VERSION_MAJOR/MINOR/PATCH; the Makefile
reads it through scripts/version.sh). Checked against it:
  bindings/python/pyproject.toml          [project] version = "X.Y.Z"
  bindings/python/buttongroup/__init__.py __version__ = "X.Y.Z" (skipped, saying so, when the
                                          file or a literal __version__ is absent)
  Package.swift                           -soname=libbuttongroup.so.MAJOR
  CHANGELOG.md                            the top entry: ## [X.Y.Z]
Fails naming each file that disagrees, its version and the header's.

    python3 scripts/check_version.py [--root DIR]
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path


def header_version(root: Path) -> tuple[str, list[str]]:
    text = (root / "include/buttongroup/common.h").read_text()
    parts = []
    for name in ("MAJOR", "MINOR", "PATCH"):
        m = re.search(rf"^#define BG_VERSION_{name}\s+(\d+)\s*$", text, re.M)
        if not m:
            raise SystemExit(f"test-version: FAILED: include/buttongroup/common.h has no '#define BG_VERSION_{name} <number>'")
        parts.append(m.group(1))
    return ".".join(parts), parts


def pyproject_version(path: Path) -> str | None:
    section = None
    for line in path.read_text().splitlines():
        s = line.strip()
        if s.startswith("["):
            section = s
        elif section == "[project]":
            m = re.fullmatch(r'version\s*=\s*["\']([^"\']+)["\']', s)
            if m:
                return m.group(1)
    return None


def python_package_version(path: Path) -> str | None:
    for node in ast.parse(path.read_text()).body:
        value: ast.expr | None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign):
            targets, value = [node.target], node.value
        else:
            continue
        if any(isinstance(t, ast.Name) and t.id == "__version__" for t in targets):
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                return value.value
            return "<computed>"
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    root = Path(parser.parse_args().root)
    version, (major, _, _) = header_version(root)
    found: list[tuple[str, str | None, str]] = []  # (file, its version, what it should be)
    notes: list[str] = []

    found.append(("bindings/python/pyproject.toml", pyproject_version(root / "bindings/python/pyproject.toml"), version))

    init = root / "bindings/python/buttongroup/__init__.py"
    if not init.is_file():
        notes.append("bindings/python/buttongroup/__init__.py does not exist: __version__ not checked")
    else:
        v = python_package_version(init)
        if v is None:
            notes.append("bindings/python/buttongroup/__init__.py sets no __version__: not checked")
        elif v == "<computed>":
            notes.append("bindings/python/buttongroup/__init__.py computes __version__ (not a literal): "
                         "it follows the installed package metadata, i.e. pyproject.toml")
        else:
            found.append(("bindings/python/buttongroup/__init__.py (__version__)", v, version))

    sonames = re.findall(r"-soname=libbuttongroup\.so\.(\d+)", (root / "Package.swift").read_text())
    found.append(("Package.swift (-soname=libbuttongroup.so.MAJOR)", sonames[0] if len(sonames) == 1 else
                  (None if not sonames else "several: " + ", ".join(sonames)), major))

    changelog = root / "CHANGELOG.md"
    top = None
    if changelog.is_file():
        m = re.search(r"^##\s*\[?v?(\d+\.\d+\.\d+)\]?", changelog.read_text(), re.M)
        top = m.group(1) if m else None
    found.append(("CHANGELOG.md (top entry)", top, version))

    wrong = [(f, v, want) for f, v, want in found if v != want]
    for note in notes:
        print(f"test-version: note: {note}")
    if wrong:
        print(f"test-version: FAILED: the header (include/buttongroup/common.h) says {version}; these disagree:")
        for f, v, want in wrong:
            print(f"  {f}: {'no version found' if v is None else v} (expected {want})")
        return 1
    print(f"test-version: {version} everywhere: include/buttongroup/common.h, "
          + ", ".join(f.split(" (")[0] for f, _, _ in found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
