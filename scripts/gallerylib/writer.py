"""Writing the gallery into a directory: every case's SVG, its PNG (librsvg's ``rsvg-convert``
at ``PNG_ZOOM``; ``RSVG_CONVERT`` names another binary) and index.html, and the stale SVGs and
PNGs no case produces.

Without ``force`` a file whose content would not change is left alone (and a PNG is rendered
only for a new or changed SVG, or a missing one), and stale files are only named; with
``force`` every file is rewritten, every PNG rendered again and the stale files deleted."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from .case import PNG_ZOOM
from .catalog import cases, render_all
from .index_page import index_html
from .paths import RECORD_COMMAND


def rsvg_convert() -> str:
    """The rsvg-convert binary (``RSVG_CONVERT`` or on PATH), or exit naming the package."""
    name = os.environ.get("RSVG_CONVERT", "rsvg-convert")
    found = shutil.which(name)
    if found is None:
        sys.exit(f"gallery: {name} not found: install librsvg2-bin (apt-get install librsvg2-bin), "
                 "or set RSVG_CONVERT")
    return found


def render_png(converter: str, svg_path: Path, png_path: Path) -> None:
    """Renders ``svg_path`` into ``png_path`` at ``PNG_ZOOM`` (through a temporary file, so an
    interrupted run leaves no half-written PNG)."""
    tmp = png_path.with_suffix(".png.tmp")
    subprocess.run([converter, "--zoom", str(PNG_ZOOM), "--format", "png", "--output", str(tmp), str(svg_path)],
                   check=True)
    tmp.replace(png_path)


def write_if_changed(path: Path, text: str, force: bool) -> bool:
    """Writes ``text`` (UTF-8) to ``path`` unless it already holds exactly that and ``force``
    is false; returns whether it wrote."""
    data = text.encode("utf-8")
    if not force and path.exists() and path.read_bytes() == data:
        return False
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return True


def write_gallery(out: Path, *, force: bool, pngs: bool = True) -> dict[str, int]:
    """Writes every case's SVG (and PNG) and index.html into ``out``; returns counts (``cases``,
    ``svg`` and ``png`` written, ``index`` true when written, ``removed`` stale files, ``seconds``)."""
    started = time.monotonic()
    out.mkdir(parents=True, exist_ok=True)
    converter = rsvg_convert() if pngs else ""
    all_cases = cases()
    svgs = render_all(all_cases)
    counts = {"cases": len(all_cases), "svg": 0, "png": 0, "removed": 0}
    for slug, svg in svgs.items():
        svg_path, png_path = out / f"{slug}.svg", out / f"{slug}.png"
        changed = write_if_changed(svg_path, svg, force)
        counts["svg"] += changed
        if pngs and (force or changed or not png_path.exists()):
            render_png(converter, svg_path, png_path)
            counts["png"] += 1
    counts["index"] = write_if_changed(out / "index.html", index_html(all_cases, svgs), force)
    counts["removed"] = handle_stale(stale_files(out, set(svgs)), force)
    counts["seconds"] = round(time.monotonic() - started, 1)  # type: ignore[assignment]
    return counts


def stale_files(out: Path, slugs: set[str]) -> list[Path]:
    """The SVGs and PNGs in ``out`` that no case (of ``slugs``) produces, sorted."""
    return sorted(path for path in out.iterdir()
                  if path.suffix in (".svg", ".png") and path.stem not in slugs)


def handle_stale(stale: list[Path], force: bool) -> int:
    """With ``force`` deletes the stale files and returns how many; without, names them (if
    any) with the command that deletes them and returns 0."""
    if force:
        for path in stale:
            path.unlink()
        return len(stale)
    if stale:
        print(f"gallery: {len(stale)} files no case produces (`{RECORD_COMMAND}` deletes them): "
              + ", ".join(path.name for path in stale))
    return 0
