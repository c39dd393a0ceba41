#!/usr/bin/env python3
"""Checks the wheel `make wheel` built (part of `make test-wheel`), before installing it:

  - its name: buttongroup-VERSION-py3-none-manylinux_X_Y_ARCH.whl, one wheel for every Python
    3 (the package is pure Python over ctypes: no extension module, no CPython ABI) and a
    platform tag a package index accepts (not linux_*: the bundled library fixes the platform);
  - its .dist-info/WHEEL says the same tag(s) and Root-Is-Purelib: false;
  - `auditwheel show` finds it consistent with exactly the manylinux tag of its name (the
    glibc the library needs; no higher, no lower);
  - its contents: the package with py.typed and the library at buttongroup/_lib/ (no other
    native file: nothing compiled against Python), the licence in .dist-info/licenses/, no
    tests, no bytecode,
    and nothing grafted by auditwheel (buttongroup.libs/: the library needs only system
    libraries of the manylinux policy);
  - METADATA: the version, the licence expression, Requires-Python;
  - what the wheel's own README (METADATA's description, bindings/python/README.md) and the
    repository's README.md tell a user: every wheel file name or pattern they name
    (`buttongroup-*.whl`, ...) matches this wheel, and the glibc floor they state ("glibc X.Y or
    later") is the one of its manylinux_X_Y tag.

Usage: check_wheel.py --version VERSION --auditwheel PATH WHEEL
"""

from __future__ import annotations

import argparse
import fnmatch
import re
import subprocess
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

TAG = ("py3", "none")
"""The wheel's Python and ABI tags: any Python 3, no Python ABI (the package is pure Python)."""
LIBRARY = "buttongroup/_lib/libbuttongroup.so"
REPOSITORY = Path(__file__).resolve().parent.parent.parent
WHEEL_PATTERN = re.compile(r"buttongroup-[A-Za-z0-9_.*-]*\.whl")
GLIBC_FLOOR = re.compile(r"glibc\s+(\d+)\.(\d+)\s+or\s+later")
NAME = re.compile(
    r"^buttongroup-(?P<version>[^-]+)-(?P<python>[^-]+)-(?P<abi>[^-]+)-(?P<platform>[^-]+)\.whl$"
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", required=True)
    parser.add_argument("--auditwheel", required=True)
    parser.add_argument("wheel", type=Path)
    args = parser.parse_args()
    failures: list[str] = []

    match = NAME.match(args.wheel.name)
    if match is None:
        print(f"{args.wheel.name}: not a buttongroup wheel name")
        return 1
    platforms = match["platform"].split(".")
    if match["version"] != args.version:
        failures.append(f"version {match['version']} in the name, expected {args.version}")
    if (match["python"], match["abi"]) != TAG:
        failures.append(f"tagged {match['python']}-{match['abi']}, expected {'-'.join(TAG)} (a pure-Python package)")
    if not all(re.fullmatch(r"manylinux_\d+_\d+_x86_64|manylinux\d+_x86_64", p) for p in platforms):
        failures.append(f"platform tag {match['platform']} is not manylinux (an index refuses linux_*)")

    with zipfile.ZipFile(args.wheel) as wheel:
        names = wheel.namelist()
        dist_info = f"buttongroup-{match['version']}.dist-info"
        info = Parser().parsestr(wheel.read(f"{dist_info}/WHEEL").decode())
        metadata = Parser().parsestr(wheel.read(f"{dist_info}/METADATA").decode())
    tags = sorted(info.get_all("Tag") or [])
    if tags != sorted(f"{'-'.join(TAG)}-{p}" for p in platforms):
        failures.append(f"WHEEL says Tag: {tags}, the name says {'-'.join(TAG)}-{match['platform']}")
    if info.get("Root-Is-Purelib", "").strip().lower() != "false":
        failures.append("WHEEL: Root-Is-Purelib is not false (the package carries a native library)")

    shown = subprocess.run([args.auditwheel, "show", str(args.wheel)], capture_output=True, text=True)
    consistent = re.search(r'consistent\s+with\s+the\s+following\s+platform\s+tag:\s+"([^"]+)"', shown.stdout)
    if shown.returncode != 0 or consistent is None:
        failures.append(f"auditwheel show failed:\n{shown.stdout}{shown.stderr}")
    elif consistent.group(1) not in platforms:
        failures.append(f"auditwheel show: consistent with {consistent.group(1)}, the name says {match['platform']}")

    required = [
        "buttongroup/__init__.py",
        "buttongroup/py.typed",
        LIBRARY,
        f"{dist_info}/licenses/LICENSE",
    ]
    failures += [f"missing {name}" for name in required if name not in names]
    unwanted = [
        n for n in names
        if n.startswith(("tests/", "buttongroup/tests/", "buttongroup.libs/", "libbuttongroup/"))
        or n.endswith((".pyc", ".pyo"))
        or "__pycache__" in n
    ]
    failures += [f"holds {n}" for n in unwanted]
    native = [n for n in names if re.search(r"\.so(\.|$)", n)]
    if native != [LIBRARY]:
        failures.append(f"native files {native}, expected only {LIBRARY}")

    if metadata.get("Version") != args.version:
        failures.append(f"METADATA Version {metadata.get('Version')}, expected {args.version}")
    if metadata.get("License-Expression") != "MIT":
        failures.append(f"METADATA License-Expression {metadata.get('License-Expression')!r}, expected 'MIT'")
    if not metadata.get("Requires-Python"):
        failures.append("METADATA has no Requires-Python")

    documents = {"the wheel's README (METADATA)": str(metadata.get_payload()),
                 "README.md": (REPOSITORY / "README.md").read_text(encoding="utf-8")}
    for document, text in documents.items():
        failures += user_facing_failures(document, text, args.wheel.name, platforms)

    if failures:
        print(f"{args.wheel.name}:")
        print("\n".join(f"  {f}" for f in failures))
        return 1
    print(f"wheel: {args.wheel.name}: {'-'.join(TAG)}-{match['platform']} (auditwheel agrees), "
          f"{len(names)} files, the library and the licence inside, nothing else native")
    return 0


def user_facing_failures(document: str, text: str, wheel: str, platforms: list[str]) -> list[str]:
    """What `document` tells a user about the wheel, checked against the wheel: each file name or
    pattern must match it (a user types them), the glibc floor must be its tag's."""
    failures = []
    patterns = sorted(set(WHEEL_PATTERN.findall(text)))
    if not patterns:
        failures.append(f"{document} names no wheel file (buttongroup-*.whl)")
    failures += [f"{document} names {pattern}, which does not match the wheel {wheel}"
                 for pattern in patterns if not fnmatch.fnmatchcase(wheel, pattern)]
    floors = {f"{major}.{minor}" for major, minor in GLIBC_FLOOR.findall(text)}
    tagged = {f"{m[1]}.{m[2]}" for p in platforms if (m := re.fullmatch(r"manylinux_(\d+)_(\d+)_\w+", p))}
    if not floors:
        failures.append(f"{document} does not state the wheel's glibc floor (\"glibc X.Y or later\")")
    elif floors != tagged:
        failures.append(f"{document} says glibc {', '.join(sorted(floors))} or later, "
                        f"the wheel's tag needs {', '.join(sorted(tagged))}")
    return failures


if __name__ == "__main__":
    sys.exit(main())
