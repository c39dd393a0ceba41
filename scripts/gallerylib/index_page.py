"""index.html: one static page showing every SVG with its caption, grouped by component. The
page carries a small script that writes, on load, a JSON report of every image (loaded, natural
size) into ``<pre id="report">``: the browser check of ``make test-gallery`` reads it."""

from __future__ import annotations

import html
import re

from .case import COMPONENTS, Case


_SIZE = re.compile(r'<svg\b[^>]*?\swidth="([0-9.]+)"[^>]*?\sheight="([0-9.]+)"')


def svg_size(svg: str) -> tuple[str, str]:
    """The width and height attributes of an SVG's root element, as written (CSS px)."""
    match = _SIZE.search(svg)
    if match is None:
        raise ValueError("an SVG without width and height attributes")
    return match.group(1), match.group(2)


def index_html(all_cases: list[Case], svgs: dict[str, str]) -> str:
    """The static page showing every SVG with its caption, grouped by component."""
    out = [_HEAD]
    out.append('<nav>' + " · ".join(
        f'<a href="#{name.lower()}">{name}</a> ({sum(1 for c in all_cases if c.component == name)})'
        for name, _ in COMPONENTS) + "</nav>\n")
    for name, blurb in COMPONENTS:
        members = [case for case in all_cases if case.component == name]
        out.append(f'<section id="{name.lower()}">\n<h2>{name}</h2>\n<p>{html.escape(blurb)}</p>\n'
                   '<div class="grid">\n')
        for case in members:
            width, height = svg_size(svgs[case.slug])
            caption = html.escape(case.caption)
            out.append(
                f'<figure id="{case.slug}">\n'
                f'<a href="{case.slug}.png"><img src="{case.slug}.svg" width="{width}" height="{height}" '
                f'alt="{caption}"></a>\n'
                f'<figcaption>{caption}<br><code>{case.slug}</code> · {width} × {height} px · '
                f'<a href="{case.slug}.svg">SVG</a> · <a href="{case.slug}.png">PNG 2×</a></figcaption>\n'
                "</figure>\n")
        out.append("</div>\n</section>\n")
    out.append(_TAIL)
    return "".join(out)


_HEAD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ButtonGroup gallery</title>
<style>
body { margin: 0 auto; max-width: 1240px; padding: 24px; background: #f5f5f7; color: #1c1c1e;
       font: 15px/1.45 "DejaVu Sans", system-ui, sans-serif; }
h1 { margin: 0 0 4px; font-size: 26px; }
h2 { margin: 32px 0 4px; font-size: 20px; border-bottom: 1px solid #d1d1d6; padding-bottom: 4px; }
nav { margin: 8px 0 0; }
a { color: #1e5bd7; }
code { font: 13px "DejaVu Sans Mono", monospace; color: #3a3a3c; }
.grid { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
figure { margin: 0; padding: 12px; max-width: 100%; box-sizing: border-box; background: #ffffff;
         border: 1px solid #d1d1d6; border-radius: 10px; }
figure img { display: block; max-width: 100%; height: auto; outline: 1px dashed #e5e5ea; }
figcaption { margin-top: 8px; max-width: 420px; font-size: 13px; color: #3a3a3c; }
</style>
</head>
<body>
<h1>ButtonGroup gallery</h1>
<p>Every picture is drawn by the library itself (<code>bg_group_svg</code>, <code>bg_button_svg</code>,
<code>bg_toolbar_svg</code>; Python <code>svg()</code>) from a layout made with the built-in theme and
text measurer, at scale 2. Written by <code>make gallery</code> (scripts/gallery.py); each SVG links
to its PNG, made by librsvg's <code>rsvg-convert</code> at 2× zoom.</p>
"""

_TAIL = """<pre id="report" hidden></pre>
<script>
// The browser check of `make test-gallery` reads this: every image, loaded or not, and its natural size.
window.addEventListener("load", function () {
  var images = Array.prototype.map.call(document.images, function (img) {
    return { src: img.getAttribute("src"), complete: img.complete,
             naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight };
  });
  document.getElementById("report").textContent = JSON.stringify({
    images: images, width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight
  });
});
</script>
</body>
</html>
"""
