#!/usr/bin/env python3
"""The gallery: every component's visual references, drawn by the library itself as SVG.

Each case builds one object (a ``ButtonGroup``, a ``Button``, a ``Toolbar``) through the Python
binding, lays it out and asks the library for its picture (``svg()``, i.e. ``bg_*_svg``). The
cases use the built-in theme and the built-in text measurer (no host measure callback), so the
bytes are the same on every machine, from Python and from C (Tests/Gallery/gallery_c.c builds
three of them through the C API and compares).

    python scripts/gallery.py write    [--out DIR]   # `make gallery`: write what changed
    python scripts/gallery.py record   [--out DIR]   # `make gallery-record`: rewrite everything
    python scripts/gallery.py demo                   # a copy in build/gallery/demo, then a summary
    python scripts/gallery.py list                   # the cases, one a line

The output (docs/gallery/ by default): ``<slug>.svg`` and ``<slug>.png`` per case (the PNG made
by librsvg's ``rsvg-convert`` at 2x zoom; ``RSVG_CONVERT`` names another binary) and
``index.html``, one static page showing every SVG with its caption, grouped by component. The
page carries a small script that writes, on load, a JSON report of every image (loaded, natural
size) into ``<pre id="report">``: the browser check of ``make test-gallery`` reads it.

``write`` leaves a file alone when its content would not change (and renders a PNG only for a
new or changed SVG, or a missing PNG); ``record`` rewrites every file, renders every PNG again
and deletes the SVGs and PNGs no case produces.

This file is the entry point and the public face (Tests/Gallery/test_gallery.py imports it);
the parts live in scripts/gallerylib/: the cases (``cases_group``, ``cases_button``,
``cases_control``), the page (``index_page``), the writer (``writer``), the commands (``cli``).
"""

from __future__ import annotations

import sys

from gallerylib.case import COMPONENTS, PHONE_WIDTH, PNG_ZOOM, SCALE, Case
from gallerylib.catalog import cases, render_all
from gallerylib.cli import main
from gallerylib.index_page import index_html, svg_size
from gallerylib.paths import DEMO, GALLERY, RECORD_COMMAND, ROOT
from gallerylib.writer import write_gallery

__all__ = [
    "COMPONENTS", "DEMO", "GALLERY", "PHONE_WIDTH", "PNG_ZOOM", "RECORD_COMMAND", "ROOT", "SCALE",
    "Case", "cases", "index_html", "main", "render_all", "svg_size", "write_gallery",
]

if __name__ == "__main__":
    sys.exit(main())
