"""The gallery: every component's visual references, drawn by the library itself as SVG.

The command line of scripts/gallery.py: ``write`` (what changed), ``record`` (everything, stale
files deleted), ``demo`` (a copy in build/gallery/demo, then a summary), ``list`` (the cases).
"""

from __future__ import annotations

import argparse
import os
import shutil
from pathlib import Path

from .case import COMPONENTS
from .catalog import cases
from .paths import DEMO, GALLERY, ROOT
from .writer import write_gallery


def main(argv: list[str] | None = None) -> int:
    """Runs one command (``argv`` or the process's arguments); returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("write", "record", "demo", "list"))
    parser.add_argument("--out", type=Path, help=f"output directory (default {GALLERY.relative_to(ROOT)}, "
                                                 f"for demo {DEMO.relative_to(ROOT)})")
    args = parser.parse_args(argv)
    if args.command == "list":
        list_cases()
    elif args.command == "demo":
        demo((args.out or DEMO).resolve())
    else:
        write((args.out or GALLERY).resolve(), force=args.command == "record")
    return 0


def list_cases() -> None:
    """``list``: every case's slug and caption, one a line."""
    for case in cases():
        print(f"{case.slug:40} {case.caption}")


def demo(out: Path) -> None:
    """``demo``: writes the gallery into ``out`` (PNGs only when rsvg-convert is installed),
    then prints, under a heading, a line per component and, last, the page to open."""
    print("\n━━ The gallery: every component drawn by the library itself, as SVG "
          "(scripts/gallery.py demo)")
    has_converter = shutil.which(os.environ.get("RSVG_CONVERT", "rsvg-convert")) is not None
    counts = write_gallery(out, force=False, pngs=has_converter)
    all_cases = cases()
    for name, _ in COMPONENTS:
        members = [case.slug for case in all_cases if case.component == name]
        shown = ", ".join(members[:2]) + (", ..." if len(members) > 2 else "")
        print(f"  {name:26} {len(members):3} pictures: {shown}")
    where = out.relative_to(ROOT) if out.resolve().is_relative_to(ROOT) else out
    print(f"{counts['cases']} pictures in {where}/, SVG"
          + (" and PNG" if has_converter else " (no PNGs: rsvg-convert, from librsvg2-bin, is not installed)")
          + "; open the page in a browser:")
    print(f"  file://{(out / 'index.html').resolve()}")


def write(out: Path, *, force: bool) -> None:
    """``write`` (``force`` false) or ``record`` (``force`` true) into ``out``, then one line
    of counts."""
    counts = write_gallery(out, force=force)
    where = out.relative_to(ROOT) if out.resolve().is_relative_to(ROOT) else out
    print(f"gallery: {counts['cases']} cases in {where}/: {counts['svg']} SVGs written, {counts['png']} PNGs "
          f"rendered, index.html {'written' if counts['index'] else 'unchanged'}, {counts['removed']} stale files "
          f"removed ({counts['seconds']} s)")
