"""Checks an installed buttongroup wheel (part of `make test-wheel`). Run it with the Python
of a fresh virtualenv that has nothing but the wheel installed (no pip, no setuptools: no
build tools), isolated (-I) and from outside the repository, BUTTONGROUP_LIBRARY unset:

  - the package is imported from that virtualenv, and loads the library bundled in it;
  - no build tool was needed: the virtualenv has no setuptools;
  - it lays out a group: four items at 320 points are two buttons and More, whose sheet
    lists the other two; its frames-only layout equals the whole one's;
  - one version everywhere: the distribution's metadata, the wheel's name (VERSION),
    buttongroup.__version__ and the bundled library's bg_version_string();
  - the bundled library has no RUNPATH / RPATH leading out of the package (to the build
    tree or a toolchain): every entry is $ORIGIN-relative.

Usage: python -I check_installed.py VERSION
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import subprocess
import sys
from pathlib import Path


def runpaths(library: Path) -> list[str]:
    """The RUNPATH and RPATH entries of an ELF shared library (readelf -d)."""
    dynamic = subprocess.run(["readelf", "-d", str(library)], capture_output=True, text=True, check=True).stdout
    entries = []
    for line in dynamic.splitlines():
        if "(RUNPATH)" in line or "(RPATH)" in line:
            value = line.split("[", 1)[1].rsplit("]", 1)[0]
            entries += [entry for entry in value.split(":") if entry]
    return entries


def main() -> int:
    expected_version = sys.argv[1]
    failures: list[str] = []
    if os.environ.get("BUTTONGROUP_LIBRARY"):
        failures.append("BUTTONGROUP_LIBRARY is set: the bundled library would not be tested")
    prefix = Path(sys.prefix).resolve()

    import buttongroup
    from buttongroup import ButtonGroup, Item, SlotKind, _loader

    package = Path(buttongroup.__file__).resolve().parent
    if prefix not in package.parents:
        failures.append(f"buttongroup imported from {package}, not from the virtualenv {prefix}")
    library = _loader.library_path().resolve()
    if library != package / "_lib" / "libbuttongroup.so":
        failures.append(f"loads {library}, not the bundled library")
    if importlib.util.find_spec("setuptools") is not None:
        failures.append("setuptools is installed: the virtualenv is not bare")

    sheets: list[list[str]] = []
    with ButtonGroup([Item("Pay"), Item("Cash Advance"), Item("Transfer"), Item("History")]) as group:
        group.on_present_action_sheet = lambda sheet: sheets.append([entry.title for entry in sheet.items])
        layout = group.layout(width=320, scale=2)
        slots = [("More" if slot.kind == SlotKind.MORE else slot.item_index) for slot in layout.slots]
        frames = group.layout_frames(320, 2)
        group.tap(*layout.slots[-1].frame.center)
    if list(frames) != [slot.frame for slot in layout.slots]:
        failures.append(f"layout_frames gave {list(frames)}, the layout's frames are {[s.frame for s in layout.slots]}")
    if slots != [0, 1, "More"] or tuple(layout.overflow_items) != (2, 3):
        failures.append(f"layout: slots {slots}, overflow {tuple(layout.overflow_items)}; "
                        "expected items 0 and 1, More, overflow (2, 3)")
    if sheets != [["Transfer", "History"]]:
        failures.append(f"tapping More presented {sheets}, expected [['Transfer', 'History']]")

    versions = {
        "the wheel's name": expected_version,
        "the distribution's metadata": importlib.metadata.version("buttongroup"),
        "buttongroup.__version__": buttongroup.__version__,
        "the bundled library (bg_version_string)": buttongroup.library_version(),
    }
    if len(set(versions.values())) != 1:
        failures.append("versions differ: " + ", ".join(f"{k} {v}" for k, v in versions.items()))

    outside = [entry for entry in runpaths(library) if not entry.startswith("$ORIGIN")]
    if outside:
        failures.append(f"{library.name} has RUNPATH/RPATH entries outside the package: {outside}")

    if failures:
        print("installed wheel:")
        print("\n".join(f"  {f}" for f in failures))
        return 1
    print(f"installed wheel: buttongroup {expected_version} from {package}, bundled library loaded, "
          f"a group laid out (2 items + More) and its frames alike, one version, "
          f"no RUNPATH out of the package")
    return 0


if __name__ == "__main__":
    sys.exit(main())
