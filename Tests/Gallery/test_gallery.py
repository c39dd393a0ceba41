"""The gallery checked as a user would look at it (run by `make test-gallery`).

- Snapshot: every case of scripts/gallery.py drawn again, in memory, equals its committed
  docs/gallery/<slug>.svg byte for byte (a failure prints a unified diff of the first lines that
  differ and the command to re-record); no committed SVG or PNG is left that no case draws;
  index.html is what the cases give.
- Well-formed: every SVG parses as XML in the SVG namespace with width, height and a viewBox
  matching them; every PNG is a PNG at 2x the SVG's size; index.html shows each SVG once with
  width/height attributes equal to the SVG's size.
- In a browser: headless Chromium opens index.html; the page's own script reports every image
  (loaded, natural size), which must match the SVG files; a full-page screenshot is saved to
  build/gallery/index.png and must not be blank.

GALLERY_DIR overrides the directory (default docs/gallery), CHROMIUM the browser binary.
"""

from __future__ import annotations

import difflib
import html
import html.parser
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import gallery  # noqa: E402

GALLERY_DIR = Path(os.environ.get("GALLERY_DIR", str(gallery.GALLERY)))
SCREENSHOT = ROOT / "build" / "gallery" / "index.png"
SVG_NS = "{http://www.w3.org/2000/svg}"
RECORD = f"re-record after a deliberate change: {gallery.RECORD_COMMAND}"
DIFF_CASES = 3
"""How many differing cases print their diff (all are named)."""
DIFF_LINES = 40
"""How many lines of each diff are printed."""


@pytest.fixture(scope="module")
def cases() -> list[gallery.Case]:
    return gallery.cases()


@pytest.fixture(scope="module")
def drawn(cases: list[gallery.Case]) -> dict[str, str]:
    """slug -> the SVG the case draws now."""
    return gallery.render_all(cases)


def shown(path: Path) -> str:
    """``path`` relative to the repository when inside it (for messages)."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def committed(name: str) -> str | None:
    path = GALLERY_DIR / name
    return path.read_text(encoding="utf-8") if path.exists() else None


def unified_diff(old: str, new: str, old_name: str, new_name: str) -> str:
    lines = list(difflib.unified_diff(old.splitlines(), new.splitlines(), old_name, new_name, n=2, lineterm=""))
    if len(lines) > DIFF_LINES:
        lines = lines[:DIFF_LINES] + [f"... ({len(lines) - DIFF_LINES} more diff lines)"]
    return "\n".join(lines)


def fail_with(problems: list[str], *more: str) -> None:
    """Fails the test naming every problem (no traceback: the problems say it all)."""
    if problems:
        pytest.fail("\n".join([*problems, *more]), pytrace=False)


def size_of(svg: str) -> tuple[float, float]:
    width, height = gallery.svg_size(svg)
    return float(width), float(height)


# --------------------------------------------------------------------------------- snapshot


def test_every_case_matches_its_committed_svg(drawn: dict[str, str]) -> None:
    missing = [slug for slug in drawn if committed(f"{slug}.svg") is None]
    differing = [slug for slug in drawn if slug not in missing and committed(f"{slug}.svg") != drawn[slug]]
    if not missing and not differing:
        return
    report = []
    if missing:
        report.append(f"{len(missing)} cases have no committed SVG in {GALLERY_DIR}: {', '.join(missing)}")
    if differing:
        report.append(f"{len(differing)} of {len(drawn)} cases draw something else than their committed SVG: "
                      + ", ".join(differing))
        for slug in differing[:DIFF_CASES]:
            old = committed(f"{slug}.svg") or ""
            report.append(unified_diff(old, drawn[slug], f"{shown(GALLERY_DIR / slug)}.svg (committed)",
                                       f"{slug} (drawn now)"))
    report.append(RECORD)
    pytest.fail("\n\n".join(report), pytrace=False)


def test_no_committed_picture_without_a_case(drawn: dict[str, str]) -> None:
    stale = sorted(path.name for path in GALLERY_DIR.iterdir()
                   if path.suffix in (".svg", ".png") and path.stem not in drawn)
    fail_with([f"committed pictures no case draws: {', '.join(stale)}"] if stale else [], f"{RECORD} (it deletes them)")


def test_index_html_is_up_to_date(cases: list[gallery.Case], drawn: dict[str, str]) -> None:
    expected = gallery.index_html(cases, drawn)
    actual = committed("index.html")
    assert actual is not None, f"{GALLERY_DIR}/index.html is missing\n{RECORD}"
    if actual != expected:
        pytest.fail("index.html is not what the cases give:\n"
                    + unified_diff(actual, expected, "index.html (committed)", "index.html (now)") + "\n" + RECORD,
                    pytrace=False)


# ------------------------------------------------------------------------------ well-formed


def test_every_svg_parses_with_namespace_size_and_viewbox() -> None:
    paths = sorted(GALLERY_DIR.glob("*.svg"))
    assert paths, f"no SVG in {GALLERY_DIR}"
    problems = []
    for path in paths:
        try:
            root = ET.parse(path).getroot()
        except ET.ParseError as error:
            problems.append(f"{path.name}: not well-formed XML: {error}")
            continue
        if root.tag != f"{SVG_NS}svg":
            problems.append(f"{path.name}: the root is {root.tag}, not an svg element in the SVG namespace")
            continue
        width, height, view_box = root.get("width"), root.get("height"), root.get("viewBox")
        if width is None or height is None or view_box is None:
            problems.append(f"{path.name}: width={width!r} height={height!r} viewBox={view_box!r}")
            continue
        try:
            numbers = [float(value) for value in view_box.split()]
            w, h = float(width), float(height)
        except ValueError:
            problems.append(f"{path.name}: width, height or viewBox is not numeric: {width} {height} {view_box!r}")
            continue
        if not (w > 0 and h > 0):
            problems.append(f"{path.name}: empty size {width} x {height}")
        if numbers != [0, 0, w, h]:
            problems.append(f"{path.name}: viewBox {view_box!r} is not '0 0 {width} {height}'")
    fail_with(problems)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError(f"{path.name} is not a PNG")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_every_case_has_its_png_at_twice_the_size(drawn: dict[str, str]) -> None:
    problems = []
    for slug, svg in drawn.items():
        path = GALLERY_DIR / f"{slug}.png"
        if not path.exists():
            problems.append(f"{path.name} is missing")
            continue
        width, height = size_of(svg)
        try:
            actual = png_size(path)
        except ValueError as error:
            problems.append(str(error))
            continue
        expected = (width * gallery.PNG_ZOOM, height * gallery.PNG_ZOOM)
        if any(abs(a - e) > 1 for a, e in zip(actual, expected)):
            problems.append(f"{path.name}: {actual[0]} x {actual[1]} px, not {gallery.PNG_ZOOM}x "
                            f"{width:g} x {height:g}")
    fail_with(problems, RECORD)


class _Images(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.images: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":
            self.images.append(dict(attrs))


def test_index_shows_every_svg_once_at_its_size(drawn: dict[str, str]) -> None:
    parser = _Images()
    parser.feed((GALLERY_DIR / "index.html").read_text(encoding="utf-8"))
    sources = [image.get("src") for image in parser.images]
    assert sorted(str(s) for s in sources) == sorted(f"{slug}.svg" for slug in drawn), \
        "index.html does not show every SVG exactly once"
    for image in parser.images:
        src = str(image.get("src"))
        width, height = gallery.svg_size(drawn[src[:-4]])
        assert (image.get("width"), image.get("height")) == (width, height), \
            f"{src}: <img width={image.get('width')} height={image.get('height')}>, the SVG is {width} x {height}"
        assert image.get("alt"), f"{src} has no alt text"


# ------------------------------------------------------------------------------- browser


def chromium() -> str:
    name = os.environ.get("CHROMIUM", "chromium")
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} not found: the browser check needs headless Chromium "
                    "(Debian: apt-get install chromium; `make gallery-deps` as root), or set CHROMIUM",
                    pytrace=False)
    return found


def run_chromium(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Headless Chromium (as root: no sandbox) with a throwaway profile."""
    with tempfile.TemporaryDirectory(prefix="gallery-chromium-", ignore_cleanup_errors=True) as profile:
        command = [chromium(), "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                   "--no-first-run", "--disable-extensions", f"--user-data-dir={profile}", *arguments]
        result = subprocess.run(command, capture_output=True, text=True, timeout=180)
    if result.returncode != 0:
        pytest.fail(f"chromium exited {result.returncode}: {' '.join(command)}\n{result.stderr[-2000:]}",
                    pytrace=False)
    return result


WINDOW_WIDTH = 1280
MAX_HEIGHT = 16000


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    """What index.html's script wrote into <pre id="report"> once the page loaded."""
    url = (GALLERY_DIR / "index.html").resolve().as_uri()
    dom = run_chromium(f"--window-size={WINDOW_WIDTH},900", "--dump-dom", "--virtual-time-budget=10000", url).stdout
    match = re.search(r'<pre id="report"[^>]*>(.*?)</pre>', dom, re.S)
    assert match is not None, "the dumped DOM has no <pre id=\"report\">:\n" + dom[:2000]
    text = html.unescape(match.group(1)).strip()
    assert text, "the page's script wrote no report: did the load event fire (within the 10 s budget)?"
    return json.loads(text)  # type: ignore[no-any-return]


def test_browser_loads_every_image_at_its_natural_size(report: dict[str, Any], drawn: dict[str, str]) -> None:
    images = report["images"]
    assert len(images) == len(drawn), f"the page has {len(images)} images, the gallery {len(drawn)} cases"
    problems = []
    for image in images:
        src = image["src"]
        slug = src[:-4]
        if slug not in drawn:
            problems.append(f"{src}: no case draws it")
            continue
        if not image["complete"] or image["naturalWidth"] == 0:
            problems.append(f"{src}: broken in the browser (complete={image['complete']}, "
                            f"natural size {image['naturalWidth']} x {image['naturalHeight']})")
            continue
        try:
            width, height = size_of((GALLERY_DIR / src).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            problems.append(f"{src}: loaded, but its size cannot be read from the file: {error}")
            continue
        if abs(image["naturalWidth"] - width) >= 1 or abs(image["naturalHeight"] - height) >= 1:
            # the browser rounds a fractional SVG size to whole CSS pixels
            problems.append(f"{src}: natural size {image['naturalWidth']} x {image['naturalHeight']}, "
                            f"the SVG says {width:g} x {height:g}")
    fail_with(problems)


def filtered_change(path: Path, bands: int) -> tuple[int, int, list[float]]:
    """(width, height, per horizontal band the share of non-zero bytes in the PNG's filtered
    scanlines). A one-colour band filters to zeros whatever filter each row uses (None rows
    aside, which Chromium does not write for a flat area); drawn content makes non-zero bytes."""
    data = path.read_bytes()
    position, chunks = 8, []
    width = height = channels = 0
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind, body = data[position + 4:position + 8], data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            width, height, depth, color_type = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color_type in (2, 6), f"unexpected PNG format (depth {depth}, type {color_type})"
            channels = 3 if color_type == 2 else 4
        elif kind == b"IDAT":
            chunks.append(body)
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels + 1
    shares = []
    for band in range(bands):
        first, last = max(1, height * band // bands), height * (band + 1) // bands
        rows = raw[first * stride:last * stride]
        filter_bytes = rows[::stride]
        non_zero = len(rows) - rows.count(0) - (len(filter_bytes) - filter_bytes.count(0))
        shares.append(non_zero / max(1, len(rows)))
    return width, height, shares


def test_screenshot_is_not_blank(report: dict[str, Any]) -> None:
    height = min(int(report["height"]), MAX_HEIGHT)
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    SCREENSHOT.unlink(missing_ok=True)
    url = (GALLERY_DIR / "index.html").resolve().as_uri()
    run_chromium(f"--window-size={WINDOW_WIDTH},{height}", "--virtual-time-budget=10000",
                 f"--screenshot={SCREENSHOT}", url)
    assert SCREENSHOT.exists(), f"chromium wrote no screenshot to {SCREENSHOT}"
    width, shot_height, shares = filtered_change(SCREENSHOT, bands=8)
    assert (width, shot_height) == (WINDOW_WIDTH, height), \
        f"the screenshot is {width} x {shot_height}, not the page's {WINDOW_WIDTH} x {height}"
    blank = [f"{band + 1} ({share:.4f})" for band, share in enumerate(shares) if share < 0.002]
    fail_with([f"{shown(SCREENSHOT)} is blank (one colour) in horizontal bands {', '.join(blank)} of 8: "
               "the page did not paint"] if blank else [])
