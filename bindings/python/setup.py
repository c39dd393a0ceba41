"""Build hook: bundles libbuttongroup.so into the package as buttongroup/_lib/libbuttongroup.so.

Where the library comes from:
  1. BUTTONGROUP_BUILD_LIBRARY, if it names an existing file: that file is copied;
  2. else `swift build -c release -Xswiftc -static-stdlib --product buttongroup` is run in the
     Swift package and its output is copied. The Swift package is libbuttongroup/ next to this
     file in an sdist (`make sdist` puts Package.swift, Sources/, include/ there), else the
     repository root two levels above this file (pip builds local directories in place, so
     the path holds). Building needs a Swift 6 toolchain on PATH; without one the build stops
     with a message saying so and what to do instead.
The package itself is pure Python (ctypes), so its wheel is tagged py3-none-<platform>: one
wheel for every CPython from 3.10 on and for PyPy.
Everything else is in pyproject.toml.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import NoReturn

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

try:  # setuptools >= 70.1 ships bdist_wheel itself
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # older setuptools: the wheel package's
    from wheel.bdist_wheel import bdist_wheel  # type: ignore[no-redef]

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
SDIST_SWIFT_PACKAGE = HERE / "libbuttongroup"
LIBRARY = "libbuttongroup.so"
ENVIRONMENT_VARIABLE = "BUTTONGROUP_BUILD_LIBRARY"
SWIFT_BUILD = ["swift", "build", "-c", "release", "-Xswiftc", "-static-stdlib", "--product", "buttongroup"]
SWIFT_MAJOR = 6  # Package.swift's swift-tools-version
SWIFT_INSTALL = "https://www.swift.org/install/linux/"


# What works instead (the package is on no index: wheels are built from a checkout).
INSTEAD = (
    f"  - in a checkout of the ButtonGroup repository, on a machine with Swift {SWIFT_MAJOR}: `make wheel`,\n"
    f"    then install that file into a virtual environment: pip install build/dist/buttongroup-*.whl\n"
    f"    (x86_64 Linux with at least the glibc its manylinux tag names);\n"
    f"  - or set {ENVIRONMENT_VARIABLE}=/path/to/{LIBRARY}, a library built already (a checkout's\n"
    f"    build/lib/{LIBRARY} after `make lib`, or the output of `{' '.join(SWIFT_BUILD)}`)."
)


def _fail(reason: str) -> NoReturn:
    raise SystemExit(f"buttongroup: cannot bundle {LIBRARY}: {reason}.\n  Instead:\n{INSTEAD}")


def _fail_toolchain(found: str, package: Path) -> NoReturn:
    raise SystemExit(
        f"buttongroup: building from source needs the Swift toolchain (swift {SWIFT_MAJOR}.x) on PATH to build\n"
        f"  {LIBRARY} from the Swift package in {package}; {found}.\n"
        f"  Install Swift {SWIFT_MAJOR} ({SWIFT_INSTALL}) and put its usr/bin on PATH, or instead:\n{INSTEAD}"
    )


def swift_package() -> Path | None:
    """The Swift package to build: the sdist's copy, else the repository checkout's."""
    for candidate in (SDIST_SWIFT_PACKAGE, REPOSITORY):
        if (candidate / "Package.swift").is_file():
            return candidate
    return None


def check_swift(package: Path) -> None:
    """Stops the build, saying what is missing, unless a Swift 6 (or later) `swift` is on PATH."""
    swift = shutil.which("swift")
    if swift is None:
        _fail_toolchain("no `swift` was found on PATH", package)
    try:
        output = subprocess.run(
            [swift, "--version"], capture_output=True, text=True, timeout=120
        ).stdout
    except (OSError, subprocess.SubprocessError) as error:
        _fail_toolchain(f"`{swift} --version` failed ({error})", package)
    match = re.search(r"Swift version (\d+)\.(\d+)", output)
    if match is None:
        _fail_toolchain(f"`{swift} --version` does not name a Swift version", package)
    elif int(match.group(1)) < SWIFT_MAJOR:
        _fail_toolchain(f"{swift} is Swift {match.group(1)}.{match.group(2)}", package)


def find_library() -> Path:
    """The library to bundle: the environment's, or one built with SwiftPM."""
    given = os.environ.get(ENVIRONMENT_VARIABLE)
    if given:
        path = Path(given)
        if not path.is_file():
            _fail(f"{ENVIRONMENT_VARIABLE}={given!r} is not an existing file")
        return path
    package = swift_package()
    if package is None:
        _fail(
            f"{ENVIRONMENT_VARIABLE} is not set and neither {SDIST_SWIFT_PACKAGE} nor {REPOSITORY} "
            "has a Package.swift to build from"
        )
    check_swift(package)
    print(f"buttongroup: building {LIBRARY} in {package}: {' '.join(SWIFT_BUILD)}", flush=True)
    result = subprocess.run(SWIFT_BUILD, cwd=package)
    if result.returncode != 0:
        _fail(f"`{' '.join(SWIFT_BUILD)}` failed with exit status {result.returncode}")
    bin_path = subprocess.run(
        SWIFT_BUILD + ["--show-bin-path"], cwd=package, check=True, capture_output=True, text=True
    ).stdout.strip().splitlines()[-1]
    path = Path(bin_path) / LIBRARY
    if not path.is_file():
        _fail(f"the Swift build succeeded but {path} does not exist")
    return path


class BuildPyWithLibrary(build_py):
    """build_py that also copies the native library into buttongroup/_lib/."""

    def run(self) -> None:
        # pip builds in place, so build/lib may hold modules of an earlier build that have
        # since been moved or deleted: start from an empty package there, never ship them.
        shutil.rmtree(Path(self.build_lib) / "buttongroup", ignore_errors=True)
        super().run()
        source = find_library()
        targets = [Path(self.build_lib) / "buttongroup" / "_lib" / LIBRARY]
        if getattr(self, "editable_mode", False):  # `pip install -e`: the package runs from here
            targets.append(HERE / "buttongroup" / "_lib" / LIBRARY)
        for target in targets:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            target.chmod(0o755)
            print(f"buttongroup: bundled {source} as {target}", flush=True)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return super().get_outputs(include_bytecode) + [
            str(Path(self.build_lib) / "buttongroup" / "_lib" / LIBRARY)
        ]


class BinaryDistribution(Distribution):
    """The package holds a native library: a platform wheel, installed into platlib."""

    def has_ext_modules(self) -> bool:
        return True


class PlatformWheel(bdist_wheel):
    """Tags the wheel for any Python 3 on this platform (py3-none-<platform>): the package is pure
    Python over ctypes, so it uses no CPython ABI, and the bundled library fixes the platform."""

    def get_tag(self) -> tuple[str, str, str]:
        _, _, platform = super().get_tag()
        return ("py3", "none", platform)


setup(
    distclass=BinaryDistribution,
    cmdclass={"build_py": BuildPyWithLibrary, "bdist_wheel": PlatformWheel},
)
