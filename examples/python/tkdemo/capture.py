"""Screenshots of the demo: the part of the screen holding its window and any open menu.

Uses ImageMagick's ``import -window root`` (the X display's root window: it catches the popup
menus, which are separate windows), cropped to the demo; Pillow's ``ImageGrab`` when ImageMagick
is missing. ``distinct_colors`` counts the colours of a saved image (a blank capture has one).
"""

from __future__ import annotations

import importlib
import shutil
import subprocess
import tkinter as tk

MARGIN_PX = 8


def region(widgets: list[tk.Misc]) -> tuple[int, int, int, int]:
    """(x, y, width, height) in screen pixels covering the mapped ``widgets``, plus a margin."""
    boxes = [(w.winfo_rootx(), w.winfo_rooty(), w.winfo_rootx() + w.winfo_width(), w.winfo_rooty() + w.winfo_height())
             for w in widgets if w.winfo_ismapped()]
    x0 = max(0, min(box[0] for box in boxes) - MARGIN_PX)
    y0 = max(0, min(box[1] for box in boxes) - MARGIN_PX)
    x1 = max(box[2] for box in boxes) + MARGIN_PX
    y1 = max(box[3] for box in boxes) + MARGIN_PX
    screen = widgets[0].winfo_toplevel()
    x1, y1 = min(x1, screen.winfo_screenwidth()), min(y1, screen.winfo_screenheight())
    return x0, y0, x1 - x0, y1 - y0


def save(path: str, widgets: list[tk.Misc]) -> None:
    """Saves the screen area of ``widgets`` (the first is the demo's toplevel) as a PNG."""
    widgets[0].update()
    x, y, width, height = region(widgets)
    if shutil.which("import"):
        subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}", "+repage", path],
                       check=True)
    else:
        image_grab = importlib.import_module("PIL.ImageGrab")  # fallback: pip install pillow
        image_grab.grab(bbox=(x, y, x + width, y + height)).save(path)


def distinct_colors(path: str) -> int:
    """How many distinct colours the image at ``path`` has (ImageMagick's ``%k``)."""
    result = subprocess.run(["identify", "-format", "%k", path], check=True, capture_output=True, text=True)
    return int(result.stdout.strip() or 0)
