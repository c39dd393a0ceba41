#!/usr/bin/env python3
"""Checks the sdist `make sdist` built (`make test-sdist`), without building Swift from it:

  - its file list: the Python package, pyproject.toml, setup.py, PKG-INFO, the LICENSE, and in
    libbuttongroup/ everything `swift build --product buttongroup` needs: Package.swift, every
    file of the repository's Sources/ (exports.map included) and include/; no built files;
  - docs/: the API reference (docs/api: index.html, the C reference in c/, the Python one in
    python/), with --docs the very files `make docs` wrote there (its README.md aside), and the
    picture gallery its index links (docs/gallery); every link of every page resolves
    (scripts/check_api_reference.py --static, over the unpacked sdist);
  - PKG-INFO: the version and the licence expression;
  - with a `swift` on PATH: SwiftPM loads the unpacked sdist's Package.swift (`swift package
    describe`, well under a second: every target's folder is there);
  - without the Swift toolchain (PATH stripped of every directory holding a `swift`, and
    BUTTONGROUP_BUILD_LIBRARY unset), `pip wheel` of the sdist fails with the message saying
    so and what to do instead, advice that works (`make wheel` in a checkout and the file it
    writes, or BUTTONGROUP_BUILD_LIBRARY; no index install: the package is on none); with a
    Swift older than 6 (a stand-in script) it names that.
    Building the wheel from the sdist with BUTTONGROUP_BUILD_LIBRARY (the library already
    built) is what `make wheel` does, so `make test-wheel` covers it.

Usage: check_sdist.py --python TOOLS_PYTHON --version VERSION [--docs docs/api] SDIST WORK_DIR
  (TOOLS_PYTHON: a Python with pip and setuptools >= 77, for the builds without isolation)
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
from email.parser import Parser
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent.parent
PACKAGE = REPOSITORY / "bindings" / "python"
MESSAGE = "buttongroup: building from source needs the Swift toolchain (swift 6.x) on PATH"
ADVICE = ("`make wheel`", "pip install build/dist/buttongroup-*.whl", "BUTTONGROUP_BUILD_LIBRARY=")
WRONG_ADVICE = ("--only-binary", "pip install buttongroup\n", "pip install buttongroup ")
BUILT = ("/.build/", "/__pycache__/", "/_lib/", ".pyc", ".so", ".o")
# The API reference (make docs) and the gallery its index page links.
DOCS = ["docs/api/index.html", "docs/api/c/index.html", "docs/api/c/globals_func.html",
        "docs/api/python/buttongroup.html", "docs/api/python/search.js", "docs/gallery/index.html"]


def advice_failures(output: str) -> list[str]:
    """The message's advice must work: the package is on no index, so it names `make wheel` and
    the file it writes, and BUTTONGROUP_BUILD_LIBRARY; never an index install."""
    failures = [f"the message without Swift does not advise {advice!r}:\n{output}"
                for advice in ADVICE if advice not in output]
    failures += [f"the message without Swift advises {wrong!r}, which finds nothing on an index:\n{output}"
                 for wrong in WRONG_ADVICE if wrong in output]
    return failures


def repository_files(folder: str) -> set[str]:
    """Files under the repository's `folder`, links followed (as the sdist stores them)."""
    root = REPOSITORY / folder
    return {
        str((Path(dirpath) / name).relative_to(REPOSITORY))
        for dirpath, _, names in os.walk(root, followlinks=True)
        for name in names
        if "__pycache__" not in dirpath
    }


def without_swift(path: str) -> str:
    return os.pathsep.join(
        d for d in path.split(os.pathsep) if d and not os.access(os.path.join(d, "swift"), os.X_OK)
    )


def pip_wheel(python: str, sdist: Path, out: Path, path: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k != "BUTTONGROUP_BUILD_LIBRARY"}
    environment["PATH"] = path
    return subprocess.run(
        [python, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
         "--disable-pip-version-check", "-w", str(out), str(sdist)],
        capture_output=True, text=True, env=environment,
    )


def check_docs(files: set[str], unpacked: Path, built: Path | None) -> list[str]:
    """The API reference and the gallery in the sdist: there, whole, every link resolving."""
    failures = [f"missing {name}" for name in DOCS if name not in files]
    if failures:
        return failures
    shipped = {f[len("docs/api/"):] for f in files if f.startswith("docs/api/")}
    if built is not None:
        expected = {str(p.relative_to(built)) for p in built.rglob("*") if p.is_file()} - {"README.md"}
        missing, extra = sorted(expected - shipped), sorted(shipped - expected)
        failures += [f"docs/api/ lacks {name}, which make docs wrote" for name in missing[:10]]
        failures += [f"docs/api/{name} is not what make docs wrote" for name in extra[:10]]
    checked = subprocess.run([sys.executable, str(REPOSITORY / "scripts" / "check_api_reference.py"), "--static",
                              str(unpacked / "docs" / "api")], capture_output=True, text=True)
    if checked.returncode != 0:
        failures.append(f"the API reference in the sdist:\n{checked.stdout}{checked.stderr}")
    else:
        print(f"sdist: docs/api ({len(shipped)} files) and docs/gallery: {checked.stdout.strip()}")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--docs", type=Path, help="the API reference `make docs` built (docs/api)")
    parser.add_argument("sdist", type=Path)
    parser.add_argument("work", type=Path)
    args = parser.parse_args()
    work = args.work.resolve()
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    failures: list[str] = []

    top = f"buttongroup-{args.version}"
    with tarfile.open(args.sdist) as sdist:
        members = {m.name: m for m in sdist.getmembers()}
        sdist.extractall(work, filter="data") if hasattr(tarfile, "data_filter") else sdist.extractall(work)
    files = {name[len(top) + 1:] for name, m in members.items() if m.isfile() and name.startswith(top + "/")}
    swift_files = {f"libbuttongroup/{f}" for f in repository_files("Sources") | repository_files("include")}
    required = {
        "PKG-INFO", "pyproject.toml", "setup.py", "README.md", "LICENSE",
        "buttongroup/__init__.py", "buttongroup/py.typed",
        "libbuttongroup/Package.swift", "libbuttongroup/Sources/ButtonGroupABI/exports.map",
        "libbuttongroup/include/buttongroup.h",
    } | swift_files
    missing = sorted(required - files)
    failures += [f"missing {name}" for name in missing[:20]]
    if len(missing) > 20:
        failures.append(f"... and {len(missing) - 20} more missing")
    built = sorted(f for f in files if any(b in "/" + f for b in BUILT))
    failures += [f"holds a built file {name}" for name in built]
    if any(f.startswith("tests/") for f in files):
        failures.append("holds tests/ (they need the repository's fixtures)")

    failures += check_docs(files, work / top, args.docs)

    metadata = Parser().parsestr((work / top / "PKG-INFO").read_text(encoding="utf-8"))
    if metadata.get("Version") != args.version:
        failures.append(f"PKG-INFO Version {metadata.get('Version')}, expected {args.version}")
    if metadata.get("License-Expression") != "MIT":
        failures.append(f"PKG-INFO License-Expression {metadata.get('License-Expression')!r}, expected 'MIT'")

    swift = shutil.which("swift")
    if swift:
        described = subprocess.run(
            [swift, "package", "--scratch-path", str(work / "swift-scratch"), "describe"],
            cwd=work / top / "libbuttongroup", capture_output=True, text=True,
        )
        if described.returncode != 0:
            failures.append(f"SwiftPM cannot load the sdist's Package.swift:\n{described.stderr}")
        else:
            print("sdist: SwiftPM loads its Package.swift (swift package describe)")
    else:
        print("sdist: no swift on PATH, its Package.swift is not loaded")

    bare_path = without_swift(os.environ.get("PATH", ""))
    missing_swift = pip_wheel(args.python, args.sdist, work / "wheels", bare_path)
    output = missing_swift.stdout + missing_swift.stderr
    if missing_swift.returncode == 0:
        failures.append("without a Swift toolchain, pip wheel of the sdist succeeded")
    elif MESSAGE not in output or "no `swift` was found on PATH" not in output:
        failures.append(f"without a Swift toolchain, pip wheel failed without the message {MESSAGE!r}:\n{output}")
    else:
        failures += advice_failures(output)

    old = work / "old-swift"
    old.mkdir()
    (old / "swift").write_text("#!/bin/sh\necho 'Swift version 5.10 (swift-5.10-RELEASE)'\n")
    (old / "swift").chmod(0o755)
    old_swift = pip_wheel(args.python, args.sdist, work / "wheels", f"{old}{os.pathsep}{bare_path}")
    output = old_swift.stdout + old_swift.stderr
    if old_swift.returncode == 0 or MESSAGE not in output or "is Swift 5.10" not in output:
        failures.append(f"with Swift 5.10, pip wheel of the sdist did not fail naming it:\n{output}")

    if failures:
        print(f"{args.sdist.name}:")
        print("\n".join(f"  {f}" for f in failures))
        return 1
    print(f"sdist: {args.sdist.name}: {len(files)} files (Package.swift, {len(swift_files)} of Sources/ "
          "and include/), no built files; without Swift 6 the build stops saying what is missing")
    return 0


if __name__ == "__main__":
    sys.exit(main())
