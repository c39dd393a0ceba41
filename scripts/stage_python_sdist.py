#!/usr/bin/env python3
"""Stages the source tree of the Python sdist (`make sdist`, packaging/python.mk).

An sdist must build on its own, away from the repository: it holds the Python package
(bindings/python) and, in libbuttongroup/, the Swift package setup.py builds the library
from when no wheel fits the machine. This script copies into OUT:

  OUT/pyproject.toml, setup.py, MANIFEST.in, README.md, buttongroup/   from bindings/python
  OUT/LICENSE                                                         the repository's
  OUT/libbuttongroup/Package.swift, Sources/, include/, LICENSE        the Swift package
  OUT/libbuttongroup/Tests/<target>/   the folders of the test targets (and of the targets
                                        under Tests/) Package.swift declares: SwiftPM
                                        refuses to load a manifest whose targets' folders
                                        are missing, even to build one product
  OUT/docs/api/, OUT/docs/gallery/     with --docs and --gallery: the API reference `make docs`
                                        built (C and Python, its index.html) and the picture
                                        gallery its index links (../gallery/), side by side as
                                        in the repository; docs/api/README.md (about the
                                        repository's copy) is left out

Left out: built files (_lib/, __pycache__, .build), and the Python tests (they read the
golden fixtures of the repository's Tests/Fixtures). MANIFEST.in then says what of OUT
`python -m build --sdist OUT` packs.

Usage: stage_python_sdist.py --repo ROOT --python bindings/python --license LICENSE
                             [--docs docs/api --gallery docs/gallery] OUT
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

PYTHON_FILES = ["pyproject.toml", "setup.py", "MANIFEST.in", "README.md"]
SWIFT_PACKAGE = "libbuttongroup"
IGNORED = shutil.ignore_patterns("__pycache__", "*.py[cod]", "_lib", "*.so", "*.so.*", ".build", ".swiftpm")


def declared_test_folders(manifest: str, tests: Path) -> list[str]:
    """Folders under Tests/ that Package.swift's targets live in (by name or by `path:`)."""
    if not tests.is_dir():
        return []
    names = set(re.findall(r'name:\s*"([^"]+)"', manifest))
    paths = {m.split("/", 1)[0] for m in re.findall(r'path:\s*"Tests/([^"]+)"', manifest)}
    return sorted(d.name for d in tests.iterdir() if d.is_dir() and (d.name in names or d.name in paths))


def stage_docs(docs: Path, gallery: Path | None, out: Path) -> None:
    """The built API reference into OUT/docs/api, the gallery into OUT/docs/gallery."""
    if not (docs / "index.html").is_file():
        raise SystemExit(f"stage_python_sdist: no API reference in {docs} (make docs)")
    shutil.copytree(docs, out / "docs" / "api", ignore=shutil.ignore_patterns("README.md"))
    if gallery is not None:
        if not (gallery / "index.html").is_file():
            raise SystemExit(f"stage_python_sdist: no picture gallery in {gallery}")
        shutil.copytree(gallery, out / "docs" / "gallery")


def stage(repo: Path, python: Path, license_file: Path, out: Path) -> None:
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in PYTHON_FILES:
        shutil.copy2(python / name, out / name)
    shutil.copytree(python / "buttongroup", out / "buttongroup", ignore=IGNORED)
    if not license_file.is_file():
        raise SystemExit(f"stage_python_sdist: no licence file at {license_file}: the sdist and wheel must carry it")
    shutil.copy2(license_file, out / "LICENSE")

    swift = out / SWIFT_PACKAGE
    swift.mkdir()
    manifest = (repo / "Package.swift").read_text(encoding="utf-8")
    shutil.copy2(repo / "Package.swift", swift / "Package.swift")
    # Links are copied as what they lead to: Sources/CButtonGroup/include (-> ../../include)
    # becomes a folder of its own, as an sdist stores it anyway (setuptools would otherwise
    # keep only one of the two paths to the same folder).
    shutil.copytree(repo / "Sources", swift / "Sources", symlinks=False, ignore=IGNORED)
    shutil.copytree(repo / "include", swift / "include", ignore=IGNORED)
    for folder in declared_test_folders(manifest, repo / "Tests"):
        shutil.copytree(repo / "Tests" / folder, swift / "Tests" / folder, ignore=IGNORED)
    shutil.copy2(license_file, swift / "LICENSE")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", type=Path, default=Path("."))
    parser.add_argument("--python", type=Path, default=Path("bindings/python"))
    parser.add_argument("--license", type=Path, default=Path("LICENSE"))
    parser.add_argument("--docs", type=Path, help="the built API reference (docs/api)")
    parser.add_argument("--gallery", type=Path, help="the picture gallery (docs/gallery)")
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    stage(args.repo, args.python, args.license, args.out)
    if args.docs is not None:
        stage_docs(args.docs, args.gallery, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
