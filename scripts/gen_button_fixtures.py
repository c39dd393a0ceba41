#!/usr/bin/env python3
"""Writes the inputs of the button's golden fixtures, Tests/Fixtures/button/*.json (stdlib only).

    python3 scripts/gen_button_fixtures.py            write the cases (keeping the expectations
                                                      of every case whose inputs are unchanged)
    python3 scripts/gen_button_fixtures.py --check    fail if a file's cases differ from these
    python3 scripts/gen_button_fixtures.py --verify   check every recorded expectation against
                                                      an independent reading of the layout rules
    BG_RECORD_FIXTURES=1 swift test --filter ButtonFixtureTests
                                                      record the expectations of new cases

The expectations ("expected" of each case) are recorded by the Swift runner
(Tests/ButtonTests/ButtonFixtureTests.swift) and checked by it, by the C runner
(Tests/ABITests/button_fixtures_test.c) and by the Python runner
(bindings/python/tests/test_button_fixtures.py). The fixture format is described there.

The cases:
  content_<placement>.json  one file per image placement (leading, trailing, top, left, bottom,
                            right): title alignment (6) x {image, activity indicator, none} x
                            {title, subtitle, both, neither} x {directional, non-directional
                            insets}: 144 cases each. Insets are asymmetric (12 leading / left,
                            28 trailing / right, 6 top, 10 bottom) so mirroring shows. No
                            background (background.json covers it).
  background.json           stroke geometry: outset positive, zero, negative (and past the
                            centre); capsule, square, fixed and theme-named corners; with and
                            without fill and stroke colors; no background at all; paint colors.
  fractional.json           7.3 points per scalar, lines 17.5 high, fractional insets and
                            paddings, scale 3: each placement x {image, indicator, none}.
  edges.json                within a pixel of fitting, elided texts, an image wider than the
                            bounds, explicit image sizes, multi-scalar graphemes, scale 3
                            snapping, an empty title, bounds smaller than the insets.
  background_content.json   the background's image by every content mode (a case's "images"
                            are the image measurer's answers), visual effect, custom view.
  view.json                 the view's own properties, a case's "view" (UIControl's and
                            UIView's, not the configuration's): content alignment, horizontal
                            (6) x vertical (4) x image placement {leading, trailing, top,
                            bottom}; the view's tint, which a stroke without a color takes.

Sizes: every content case is laid out at its natural size (computed here, from the rules in
ButtonContentLayout.swift) plus 20 points of width and 8 of height, and at 20 points narrower
than natural (which truncates the widest text when there is one). The runners also lay every
case out at the size_that_fits the library reports and check that nothing is truncated.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "Fixtures" / "button"

ADVANCE, LINE = 8, 20  # the fixed measurer: 8 points per Unicode scalar, lines 20 high
MEASURE = {"advance": ADVANCE, "height": LINE}  # the measure of the file being verified
THEME = {
    "button": {"iconSize": 24, "minimumTouchTarget": 44},
    "parameters": {"button": {"tint": "#3366CC", "activityIndicatorSize": 15}},
    "radius": {"small": 4, "medium": 8, "large": 12},
}
ICON, INDICATOR = 24, 15

PLACEMENTS = ["leading", "trailing", "top", "left", "bottom", "right"]
ALIGNMENTS = ["automatic", "leading", "center", "trailing", "left", "right"]
IMAGES = ["image", "indicator", "none"]
TEXTS = ["title", "subtitle", "both", "neither"]
TITLE, SUBTITLE = "Continue", "Step 2 of 3"  # 64 and 88 points
INSETS = {
    "directional": {"directional": {"top": 6, "leading": 12, "bottom": 10, "trailing": 28}},
    "nondirectional": {"nondirectional": {"top": 6, "left": 12, "bottom": 10, "right": 28}},
}
IMAGE_PADDING, TITLE_PADDING = 6, 4


def text_width(text: str) -> float:
    return MEASURE["advance"] * len(text)  # len() counts code points: Unicode scalars


def natural_size(config: dict) -> tuple[float, float]:
    """The size that fits, from the rules (ButtonContentLayout.sizeThatFits), computed here on
    its own so that a wrong size_that_fits shows up as a recorded size the rules disagree with."""
    if config.get("showsActivityIndicator"):
        image = (INDICATOR, INDICATOR)
    elif "image" in config:
        image = tuple(config.get("imageSize", (ICON, ICON)))
    else:
        image = None
    texts = [(text_width(config[key]), MEASURE["height"]) for key in ("title", "subtitle") if config.get(key)]
    block_w = max((w for w, _ in texts), default=0)
    block_h = sum(h for _, h in texts) + (config.get("titlePadding", 0) if len(texts) == 2 else 0)
    gap = config.get("imagePadding", 0) if image and texts else 0
    insets = next(iter(config.get("contentInsets", {"directional": {}}).values()))
    horizontal = insets.get("leading", insets.get("left", 0)) + insets.get("trailing", insets.get("right", 0))
    vertical = insets.get("top", 0) + insets.get("bottom", 0)
    iw, ih = image or (0, 0)
    if config.get("imagePlacement", "leading") in ("top", "bottom"):
        inner = (max(iw, block_w), ih + gap + block_h)
    else:
        inner = (iw + gap + block_w, max(ih, block_h))
    return (horizontal + inner[0], vertical + inner[1])


def content_cases(placement: str) -> list[dict]:
    cases = []
    for alignment in ALIGNMENTS:
        for image in IMAGES:
            for texts in TEXTS:
                for insets in INSETS:
                    config: dict = {"imagePlacement": placement, "titleAlignment": alignment,
                                    "contentInsets": INSETS[insets], "background": None,
                                    "imagePadding": IMAGE_PADDING, "titlePadding": TITLE_PADDING}
                    if image in ("image", "indicator"):
                        config["image"] = "star"  # the indicator takes the image's place
                    if image == "indicator":
                        config["showsActivityIndicator"] = True
                    if texts in ("title", "both"):
                        config["title"] = TITLE
                    if texts in ("subtitle", "both"):
                        config["subtitle"] = SUBTITLE
                    w, h = natural_size(config)
                    cases.append({"name": f"{placement}/{alignment}/{image}/{texts}/{insets}",
                                  "configuration": config, "sizes": [[w + 20, h + 8], [w - 20, h]]})
    return cases


def background_cases() -> list[dict]:
    base = {"title": TITLE, "image": "star", "imagePadding": 6,
            "contentInsets": {"nondirectional": {"top": 8, "left": 16, "bottom": 8, "right": 16}}}
    stroke = {"fillColor": "#FFFFFFFF", "strokeColor": "#112233FF", "strokeWidth": 2}
    variants = [
        ("capsule outset +3", {**stroke, "cornerStyle": "capsule", "strokeOutset": 3}),
        ("capsule outset 0", {**stroke, "cornerStyle": "capsule", "strokeOutset": 0}),
        ("capsule outset -2", {**stroke, "cornerStyle": "capsule", "strokeOutset": -2}),
        ("capsule outset -30 collapses onto the centre", {**stroke, "cornerStyle": "capsule", "strokeOutset": -30}),
        ("fixed 10 outset +3", {**stroke, "cornerStyle": "fixed", "cornerRadius": 10, "strokeOutset": 3}),
        ("fixed 10 outset 0", {**stroke, "cornerStyle": "fixed", "cornerRadius": 10, "strokeOutset": 0}),
        ("fixed 10 outset -4", {**stroke, "cornerStyle": "fixed", "cornerRadius": 10, "strokeOutset": -4}),
        ("fixed 3 outset -5: stroke radius clamps at 0", {**stroke, "cornerStyle": "fixed", "cornerRadius": 3,
                                                          "strokeOutset": -5}),
        ("fixed 100 clamps to half the shorter side, outset +2", {**stroke, "cornerStyle": "fixed",
                                                                  "cornerRadius": 100, "strokeOutset": 2}),
        ("fixed 10 outset -30 collapses onto the centre", {**stroke, "cornerStyle": "fixed", "cornerRadius": 10,
                                                           "strokeOutset": -30}),
        ("square corners outset +3: stroke radius 0", {**stroke, "cornerStyle": "none", "strokeOutset": 3}),
        ("fixed 0 outset +3: stroke radius 0", {**stroke, "cornerStyle": "fixed", "cornerRadius": 0,
                                                "strokeOutset": 3}),
        ("small corners (theme radius 4) outset +1", {**stroke, "cornerStyle": "small", "strokeOutset": 1}),
        ("medium corners (theme radius 8) outset -1", {**stroke, "cornerStyle": "medium", "strokeOutset": -1}),
        ("large corners (theme radius 12) outset +2.5", {**stroke, "cornerStyle": "large", "strokeOutset": 2.5}),
        ("no fill, no stroke color: the stroke takes the view's tint", {"strokeWidth": 1.5, "strokeOutset": 1,
                                                                      "cornerStyle": "capsule"}),
        ("fill without a stroke (width 0)", {"fillColor": "#EEF3FDFF", "cornerStyle": "medium"}),
        ("stroke color but width 0: no stroke", {"strokeColor": "#FF0000FF", "strokeOutset": 2,
                                                 "cornerStyle": "fixed", "cornerRadius": 6}),
        ("the empty background", {}),
    ]
    configs = [(f"background/{name}", {**base, "background": background}) for name, background in variants]
    configs.append(("background/none at all", {**base, "background": None}))
    configs.append(("background/foreground color tints the subtitle, title has its own, stroke the view's tint",
                    {**base, "subtitle": SUBTITLE, "foregroundColor": "#12805CFF", "titleColor": "#000000FF",
                     "background": {"strokeWidth": 1, "strokeOutset": 0.5, "cornerStyle": "capsule"}}))
    configs.append(("background/subtitle color, no foreground color: title and stroke as given",
                    {**base, "subtitle": SUBTITLE, "subtitleColor": "#D92D2080",
                     "background": {"fillColor": "#1E5BD7FF", "strokeColor": "#0B2E73FF", "strokeWidth": 3,
                                    "strokeOutset": -1.5, "cornerStyle": "capsule"}}))
    cases = []
    for name, config in configs:
        w, h = natural_size(config)  # 126 x 40 without the subtitle
        # Wider, narrower (truncates), and taller than wide (a capsule's radius is half the width).
        cases.append({"name": name, "configuration": config, "sizes": [[w + 20, h + 8], [w - 20, h], [60, 90]]})
    return cases


def edge_cases() -> list[dict]:
    title_only = {"title": TITLE}
    cases = [
        {"name": "edges/0.4 and 0.5 points short (a pixel at scale 2): whole", "configuration": title_only,
         "sizes": [[63.6, 20], [63.5, 20]]},
        {"name": "edges/more than a pixel short: truncated", "configuration": title_only,
         "sizes": [[63.4, 20], [57, 20]]},
        {"name": "edges/room below the ellipsis: elided", "configuration": {**title_only, "subtitle": SUBTITLE},
         "sizes": [[7.5, 40], [0, 0]]},
        {"name": "edges/image wider than the bounds is not shown, the texts take the room",
         "configuration": {**title_only, "image": "banner", "imageSize": [30, 12], "imagePadding": 6},
         "sizes": [[29, 20], [30, 20]]},
        {"name": "edges/explicit image size, stacked on top",
         "configuration": {**title_only, "subtitle": SUBTITLE, "image": "banner", "imageSize": [30, 12],
                           "imagePlacement": "top", "imagePadding": 3, "titlePadding": 2,
                           "titleAlignment": "trailing"},
         "sizes": [[100, 60], [70, 57]]},
        {"name": "edges/activity indicator without an image",
         "configuration": {**title_only, "showsActivityIndicator": True, "imagePadding": 5,
                           "imagePlacement": "trailing"},
         "sizes": [[100, 30], [50, 30]]},
        {"name": "edges/multi-scalar graphemes truncate whole",
         "configuration": {"title": "Cafe\u0301 au lait", "subtitle": "\U0001F44D\U0001F3FD\U0001F44D\U0001F3FD ok",
                           "titlePadding": 1},
         "sizes": [[48, 41], [40, 41], [24, 41]]},
        {"name": "edges/scale 3 snaps centred frames to thirds", "scale": 3,
         "configuration": {**title_only, "subtitle": "Go", "image": "star", "imagePadding": 5,
                           "titleAlignment": "center"},
         "sizes": [[101, 41], [100.5, 47], [75, 41]]},
        {"name": "edges/an empty title is no title (no title padding)",
         "configuration": {"title": "", "subtitle": SUBTITLE, "image": "star", "titlePadding": 10,
                           "imagePadding": 4},
         "sizes": [[140, 30], [100, 30]]},
        {"name": "edges/bounds smaller than the insets",
         "configuration": {**title_only, "image": "star", "imagePadding": 6,
                           "contentInsets": INSETS["directional"]},
         "sizes": [[30, 10], [50, 40]]},
        {"name": "edges/trailing whitespace is dropped before the ellipsis",
         "configuration": {"title": "Pay now   later", "titleAlignment": "right"},
         "sizes": [[80, 20], [88, 20], [96, 20]]},
    ]
    return cases


H_ALIGNMENTS = ["center", "left", "right", "fill", "leading", "trailing"]
V_ALIGNMENTS = ["center", "top", "bottom", "fill"]


def view_cases() -> list[dict]:
    """Content alignment in a box with room on every side (and 20 points too narrow), and the
    view's tint: a case's ``view`` holds what the host sets on the button beside its configuration."""
    cases = []
    for placement in ("leading", "trailing", "top", "bottom"):
        for horizontal in H_ALIGNMENTS:
            for vertical in V_ALIGNMENTS:
                config = {"imagePlacement": placement, "image": "star", "title": TITLE, "subtitle": "Step 2",
                          "titleAlignment": "automatic", "contentInsets": INSETS["nondirectional"], "background": None,
                          "imagePadding": IMAGE_PADDING, "titlePadding": TITLE_PADDING}
                w, h = natural_size(config)
                cases.append({"name": f"alignment/{placement}/{horizontal}/{vertical}", "configuration": config,
                              "view": {"contentHorizontalAlignment": horizontal, "contentVerticalAlignment": vertical},
                              "sizes": [[w + 40, h + 24], [w - 20, h]]})
    stroke = {"strokeWidth": 1.5, "cornerStyle": "capsule"}
    for name, config, view in [
        ("tint/a nil stroke color and no foreground: both the view's tint", {"background": stroke}, {}),
        ("tint/the view's own tint", {"background": stroke}, {"tintColor": "#7B2CBFFF"}),
        ("tint/the view's own tint, a foreground of the configuration's",
         {"background": stroke, "foregroundColor": "#12805CFF"}, {"tintColor": "#7B2CBFFF"}),
        ("tint/the stroke's own color wins over the tint",
         {"background": {**stroke, "strokeColor": "#112233FF"}}, {"tintColor": "#7B2CBFFF"}),
    ]:
        config = {"title": TITLE, "image": "star", "imagePadding": 6,
                  "contentInsets": {"nondirectional": {"top": 8, "left": 16, "bottom": 8, "right": 16}}, **config}
        cases.append({"name": name, "configuration": config, "view": view, "sizes": [[140, 44], [90, 40]]})
    return cases


CONTENT_MODES = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left", "right",
                 "topLeft", "topRight", "bottomLeft", "bottomRight", "redraw"]


def background_content_cases() -> list[dict]:
    """The background's image by every content mode (a 16 x 12 photo, and a 10 x 40 one that
    aspect fill crops), its visual effect and custom view; an image the measurer does not know."""
    base = {"title": TITLE, "contentInsets": {"nondirectional": {"top": 8, "left": 16, "bottom": 8, "right": 16}}}
    images = {"photo": [16, 12], "tall": [10, 40]}
    cases = []
    for mode in CONTENT_MODES:
        for image in ("photo", "tall"):
            background = {"cornerStyle": "medium", "image": image, "imageContentMode": mode}
            cases.append({"name": f"background content/{image} {mode}", "configuration": {**base, "background": background},
                          "images": images, "sizes": [[120, 44], [80, 60]]})
    for name, background in [
        ("a visual effect and a custom view", {"visualEffect": "systemMaterial", "customViewSize": [30, 10],
                                               "cornerStyle": "capsule", "fillColor": "#1E5BD733"}),
        ("a custom view larger than the button", {"customViewSize": [200, 100]}),
        ("an image the measurer does not know fills the background", {"image": "unknown", "imageContentMode": "center"}),
    ]:
        cases.append({"name": f"background content/{name}", "configuration": {**base, "background": background},
                      "images": images, "sizes": [[120, 44], [80, 60]]})
    return cases


# ---------------------------------------------------------------------------------------------
# --verify: an independent reading of the layout rules (ButtonContentLayout.swift,
# BackgroundLayout.swift, ButtonLayoutEngine.swift's paint, the hit frame), written from their
# documentation, checked against every recorded expectation.

ELLIPSIS = "\u2026"


def graphemes(text: str) -> list[str]:
    """Enough of grapheme segmentation for the fixtures' texts: combining marks and emoji
    skin-tone modifiers join the previous cluster."""
    clusters: list[str] = []
    for char in text:
        if clusters and (unicodedata.combining(char) or 0x1F3FB <= ord(char) <= 0x1F3FF):
            clusters[-1] += char
        else:
            clusters.append(char)
    return clusters


def fit_text(text: str, room: float, pixel: float) -> tuple[str | None, float, bool]:
    """(displayed or None, width shown, truncated) of `text` in `room`: whole within a pixel;
    else the longest prefix of whole clusters that fits beside "…", trailing whitespace
    dropped; elided (None) when not even "…" fits."""
    width = text_width(text)
    if width <= room + pixel:
        return text, width, False
    if text_width(ELLIPSIS) > room:
        return None, 0, True
    clusters, prefix = graphemes(text), 0
    while prefix < len(clusters) and text_width("".join(clusters[:prefix + 1])) + text_width(ELLIPSIS) <= room:
        prefix += 1
    kept = "".join(clusters[:prefix]).rstrip()
    return kept + ELLIPSIS, text_width(kept) + text_width(ELLIPSIS), True


def snap(value: float, scale: float) -> float:
    """Nearest pixel boundary, halves away from zero: what PixelGrid.snap does (its comment says
    "halves round up", which differs for negative coordinates: -0.5 px snaps to -1 px, not 0;
    only edges.json's 63.5-point case has one)."""
    scaled = value * scale
    return math.floor(scaled + 0.5) / scale if scaled >= 0 else -math.floor(-scaled + 0.5) / scale


def snapped(x: float, y: float, w: float, h: float, scale: float) -> list[float]:
    """Origin snapped, size rounded up to whole pixels."""
    return [snap(x, scale), snap(y, scale), math.ceil(w * scale - 1e-9) / scale, math.ceil(h * scale - 1e-9) / scale]


def color(value: str | None) -> str | None:
    return None if value is None else value.upper() if len(value) == 9 else value.upper() + "FF"


def reflected(config: dict) -> dict:
    """`config`'s mirror image: physical left and right swapped (non-directional insets, left
    and right image placements and title alignments); a directional configuration is its own."""
    swap = {"left": "right", "right": "left"}
    mirrored = dict(config)
    for key in ("imagePlacement", "titleAlignment"):
        if key in config:
            mirrored[key] = swap.get(config[key], config[key])
    n = config.get("contentInsets", {}).get("nondirectional")
    if n is not None:
        mirrored["contentInsets"] = {"nondirectional": {**n, "left": n.get("right", 0), "right": n.get("left", 0)}}
    background = config.get("background")
    if background and "imageContentMode" in background:
        mode = background["imageContentMode"]
        corner = {"topLeft": "topRight", "topRight": "topLeft", "bottomLeft": "bottomRight", "bottomRight": "bottomLeft"}
        mirrored["background"] = {**background, "imageContentMode": {**swap, **corner}.get(mode, mode)}
    return mirrored


def background_content(background: dict, width: float, height: float, images: dict) -> dict:
    """UIKit's background content: the effect fills the background, a custom view of a size is
    centred, the image goes by its content mode (UIView.ContentMode) at the size the image
    measurer gives (none: the background's)."""
    def centred(w: float, h: float) -> list[float]:
        return [(width - w) / 2, (height - h) / 2, w, h]
    frames: dict = {"imageFrame": None, "visualEffectFrame": None, "customViewFrame": None}
    if background.get("visualEffect"):
        frames["visualEffectFrame"] = [0, 0, width, height]
    if "customViewSize" in background:
        frames["customViewFrame"] = centred(*background["customViewSize"])
    if background.get("image"):
        iw, ih = images.get(background["image"], (width, height))
        mode = background.get("imageContentMode", "scaleToFill")
        if mode in ("scaleToFill", "redraw"):
            frames["imageFrame"] = [0, 0, width, height]
        elif mode in ("scaleAspectFit", "scaleAspectFill"):
            pick = min if mode == "scaleAspectFit" else max
            scale = pick(width / iw, height / ih) if iw > 0 and ih > 0 else 0
            frames["imageFrame"] = centred(iw * scale, ih * scale)
        else:
            fx = 0 if "left" in mode.lower() else 1 if "right" in mode.lower() else 0.5
            fy = 0 if mode.lower().startswith("top") else 1 if mode.lower().startswith("bottom") else 0.5
            frames["imageFrame"] = [(width - iw) * fx, (height - ih) * fy, iw, ih]
    return frames


def reflected_view(view: dict) -> dict:
    """`view`'s mirror image: a physical left or right content alignment swapped (leading and
    trailing follow the direction, so they stay)."""
    swap = {"left": "right", "right": "left"}
    horizontal = view.get("contentHorizontalAlignment", "center")
    return {**view, "contentHorizontalAlignment": swap.get(horizontal, horizontal)}


def offset(placement: str, slack: float) -> float:
    """How far from the start of its room a run goes that leaves `slack` free."""
    return 0 if placement == "start" else slack if placement == "end" else slack / 2


def placed_run(side: str, box: tuple, image: tuple, gap: float, texts: tuple, view: dict) -> tuple:
    """UIControl's content alignment, left to right: the image's origin and the text block's
    frame, for the run of the image, its padding and the texts in `box` (x, y, w, h). Leading is
    left here (right to left is placed as its mirror image); fill stretches the text block."""
    across = {"left": "start", "leading": "start", "right": "end", "trailing": "end"}.get(
        view.get("contentHorizontalAlignment", "center"), view.get("contentHorizontalAlignment", "center"))
    down = {"top": "start", "bottom": "end"}.get(view.get("contentVerticalAlignment", "center"),
                                                  view.get("contentVerticalAlignment", "center"))
    bx, by, bw, bh = box
    (iw, ih), (tw, th) = image, texts
    if side in ("left", "right"):
        block_w = max(tw, bw - iw - gap) if across == "fill" else tw
        block_h = max(th, bh) if down == "fill" else th
        run_x = bx + offset(across, bw - iw - gap - block_w)
        tall = max(ih, block_h)
        mid_y = by + tall / 2 if down == "start" else by + bh - tall / 2 if down == "end" else by + bh / 2
        image_xy = (run_x if side == "left" else run_x + block_w + gap, mid_y - ih / 2)
        block = (run_x + iw + gap if side == "left" else run_x, mid_y - block_h / 2, block_w, block_h)
    else:
        block_w = max(tw, bw) if across == "fill" else tw
        block_h = max(th, bh - ih - gap) if down == "fill" else th
        stack_y = by + offset(down, bh - ih - gap - block_h)
        wide = max(iw, block_w)
        mid_x = bx + wide / 2 if across == "start" else bx + bw - wide / 2 if across == "end" else bx + bw / 2
        image_xy = (mid_x - iw / 2, stack_y if side == "top" else stack_y + block_h + gap)
        block = (mid_x - block_w / 2, stack_y + ih + gap if side == "top" else stack_y, block_w, block_h)
    return image_xy, block


def expected_view(config: dict, width: float, height: float, scale: float, rtl: bool, view: dict | None = None,
                  images: dict | None = None) -> dict:
    """What the rules say a layout of `config` at width x height shows, with the view's own
    properties `view` (content alignment, tint). Right-to-left is placed and snapped as its
    mirror image (left-to-right), then reflected in the bounds: its frames are the exact mirror
    of the left-to-right frames of the reflected configuration and view."""
    view_properties = view or {}
    if rtl:
        view = expected_view(reflected(config), width, height, scale, False, reflected_view(view_properties), images)
        for key in ("imageFrame", "activityIndicatorFrame", "titleFrame", "subtitleFrame"):
            if view[key] is not None:
                x, y, w, h = view[key]
                view[key] = [width - x - w, y, w, h]
        for key in ("imageFrame", "visualEffectFrame", "customViewFrame"):
            if view["background"] is not None and view["background"][key] is not None:
                x, y, w, h = view["background"][key]
                view["background"][key] = [width - x - w, y, w, h]
        return view
    pixel = 1 / scale
    insets = config.get("contentInsets", {"directional": {}})
    if "directional" in insets:
        d = insets["directional"]
        left, right = d.get("leading", 0), d.get("trailing", 0)
        top, bottom = d.get("top", 0), d.get("bottom", 0)
    else:
        n = insets["nondirectional"]
        left, right, top, bottom = n.get("left", 0), n.get("right", 0), n.get("top", 0), n.get("bottom", 0)
    indicator = bool(config.get("showsActivityIndicator"))
    image = (INDICATOR, INDICATOR) if indicator else tuple(config.get("imageSize", (ICON, ICON))) if "image" in config else None
    if image and image[0] > width:  # wider than the bounds: not shown
        image = None
    placement = config.get("imagePlacement", "leading")
    side = {"leading": "left", "trailing": "right"}.get(placement, placement)
    horizontal = side in ("left", "right")
    has_text = bool(config.get("title")) or bool(config.get("subtitle"))
    room = max(0.0, width - left - right)
    if horizontal and image:
        room = max(0.0, room - image[0] - (config.get("imagePadding", 0) if has_text else 0))
    shown = {}
    for key in ("title", "subtitle"):
        text = config.get(key)
        shown[key] = fit_text(text, room, pixel) if text else (None, 0, False)
    texts = [(key, shown[key][1]) for key in ("title", "subtitle") if shown[key][0] is not None]
    block_w = max((w for _, w in texts), default=0)
    line = MEASURE["height"]
    block_h = line * len(texts) + (config.get("titlePadding", 0) if len(texts) == 2 else 0)
    gap = config.get("imagePadding", 0) if image and texts else 0
    iw, ih = image or (0, 0)
    box = (left, top, width - left - right, height - top - bottom)
    (image_x, image_y), (block_x, block_top, block_w, stretched_h) = placed_run(
        side, box, (iw, ih), gap, (block_w, block_h), view_properties)
    block_y = block_top + (stretched_h - block_h) / 2
    alignment = config.get("titleAlignment", "automatic")
    lead, trail = "left", "right"
    if alignment == "automatic":
        edge = ({"left": "left", "right": "right"}.get(side, "center")) if image else lead
    else:
        edge = {"leading": lead, "trailing": trail}.get(alignment, alignment)
    frames = {}
    y = block_y
    for key, w in texts:
        x = {"left": block_x, "center": block_x + (block_w - w) / 2, "right": block_x + block_w - w}[edge]
        frames[key] = snapped(x, y, w, line, scale)
        y += line + config.get("titlePadding", 0)
    image_frame = snapped(image_x, image_y, iw, ih, scale) if image else None
    grow_x, grow_y = max(0, 44 - width) / 2, max(0, 44 - height) / 2
    tint = color(view_properties.get("tintColor")) or "#3366CCFF"
    foreground = color(config.get("foregroundColor")) or tint
    view = {
        "hitFrame": [-grow_x, -grow_y, width + 2 * grow_x, height + 2 * grow_y],
        "image": config["image"] if image and not indicator else None,
        "imageFrame": image_frame if not indicator else None,
        "activityIndicatorFrame": image_frame if indicator else None,
        "background": None,
        "paint": {"foreground": foreground, "title": color(config.get("titleColor")) or foreground,
                  "subtitle": color(config.get("subtitleColor")) or foreground, "fill": None, "stroke": None,
                  "strokeWidth": 0},
    }
    for key in ("title", "subtitle"):
        view[key], _, view[key + "Truncated"] = shown[key]
        if view[key] is None and view[key + "Truncated"]:
            view[key] = ""  # elided: not even "…" fits (a text that is there but shows nothing)
        view[key + "Frame"] = frames.get(key)
    background = config.get("background", {})
    if background is not None:
        half = max(0.0, min(width, height) / 2)
        style = background.get("cornerStyle", "none")
        fixed = {"none": 0, "small": 4, "medium": 8, "large": 12, "fixed": background.get("cornerRadius", 0)}
        radius = half if style == "capsule" else min(max(0, fixed[style]), half)
        outset = max(background.get("strokeOutset", 0), -min(width, height) / 2)  # never past the centre
        sw, sh = width + 2 * outset, height + 2 * outset
        if style == "capsule":
            stroke_radius = min(sw, sh) / 2
        else:
            stroke_radius = min(max(0, radius + outset), min(sw, sh) / 2) if radius > 0 else 0
        view["background"] = {"frame": [0, 0, width, height], "cornerRadius": radius,
                              "strokeFrame": [-outset, -outset, sw, sh], "strokeCornerRadius": stroke_radius,
                              **background_content(background, width, height, images or {})}
        stroke_width = max(0, background.get("strokeWidth", 0))
        view["paint"].update(fill=color(background.get("fillColor")), strokeWidth=stroke_width,
                             stroke=(color(background.get("strokeColor")) or tint) if stroke_width > 0 else None)
    return view


def difference(expected, actual, path: str) -> str | None:
    if isinstance(expected, dict) and isinstance(actual, dict):
        if set(expected) != set(actual):
            return f"{path}: keys {sorted(expected)} vs {sorted(actual)}"
        return next((d for k in sorted(expected) if (d := difference(expected[k], actual[k], f"{path}.{k}"))), None)
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return f"{path}: {len(expected)} vs {len(actual)} elements"
        return next((d for i, (e, a) in enumerate(zip(expected, actual)) if (d := difference(e, a, f"{path}[{i}]"))),
                    None)
    if isinstance(expected, bool) or isinstance(actual, bool):
        return None if expected is actual else f"{path}: rules {expected}, recorded {actual}"
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return None if abs(expected - actual) <= 1e-6 else f"{path}: rules {expected}, recorded {actual}"
    return None if expected == actual else f"{path}: rules {expected!r}, recorded {actual!r}"


def verify() -> int:
    """Checks every recorded expectation against the rules as read here; prints each difference."""
    problems = checked = 0
    for name in files():
        fixture = json.loads((OUT / name).read_text(encoding="utf-8"))
        MEASURE.update(fixture["measure"])
        for case in fixture["cases"]:
            config, recorded = case["configuration"], case.get("expected")
            if recorded is None:
                print(f"{name} {case['name']}: not recorded")
                problems += 1
                continue
            scale = case.get("scale", fixture["scale"])
            found = [difference(list(natural_size(config)), recorded["sizeThatFits"], "sizeThatFits")]
            for key in ("ltr", "rtl"):
                for (w, h), view in zip(case["sizes"], recorded[key]):
                    found.append(difference(expected_view(config, w, h, scale, key == "rtl", case.get("view"),
                                                          case.get("images")), view, f"{key} {w}x{h}"))
            checked += 1
            for found_one in filter(None, found):
                print(f"{name} {case['name']}: {found_one}")
                problems += 1
    print(f"verified {checked} cases against the rules: {problems} differences")
    return 1 if problems else 0


FRACTIONAL_MEASURE = {"advance": 7.3, "height": 17.5}


def fractional_cases() -> list[dict]:
    """Fractional text widths, insets and paddings at scale 3: sizes that fit are not on the
    pixel grid, and laying out at them must still truncate nothing."""
    MEASURE.update(FRACTIONAL_MEASURE)
    insets = {"nondirectional": {"top": 5.25, "left": 10.5, "bottom": 4.75, "right": 13.1}}
    cases = []
    for placement in PLACEMENTS:
        for image in IMAGES:
            config: dict = {"title": TITLE, "subtitle": "Step 2", "imagePlacement": placement,
                            "titleAlignment": "center", "contentInsets": insets, "imagePadding": 6.2,
                            "titlePadding": 2.3, "background": None}
            if image != "none":
                config["image"] = "star"
            if image == "indicator":
                config["showsActivityIndicator"] = True
            w, h = natural_size(config)
            cases.append({"name": f"fractional/{placement}/{image}", "configuration": config,
                          "sizes": [[round(w + 20.1, 4), round(h + 7.7, 4)], [round(w - 13.3, 4), round(h, 4)]]})
    MEASURE.update(advance=ADVANCE, height=LINE)
    return cases


def files() -> dict[str, dict]:
    common = {"measure": {"advance": ADVANCE, "height": LINE}, "scale": 2, "theme": THEME}
    out = {}
    for placement in PLACEMENTS:
        out[f"content_{placement}.json"] = {
            "description": f"Image placement {placement}: title alignment x image / activity indicator / none x "
                           "title / subtitle / both / neither x directional / non-directional insets.",
            **common, "cases": content_cases(placement)}
    out["background.json"] = {
        "description": "Background and stroke geometry (outsets, corners) and paint colors.",
        **common, "cases": background_cases()}
    out["edges.json"] = {
        "description": "Edge cases: pixel tolerance, elision, hidden images, graphemes, snapping, tiny bounds.",
        **common, "cases": edge_cases()}
    out["background_content.json"] = {
        "description": "What the background holds: its image by every content mode, the visual effect, the custom view.",
        **common, "cases": background_content_cases()}
    out["view.json"] = {
        "description": "The view's own properties (a case's \"view\"): content alignment x image placement, and the "
                       "view's tint.",
        **common, "cases": view_cases()}
    out["fractional.json"] = {
        "description": "Fractional text widths (7.3 points per scalar, lines 17.5 high), insets and paddings at "
                       "scale 3.",
        **common, "measure": FRACTIONAL_MEASURE, "scale": 3, "cases": fractional_cases()}
    return out


def inputs(case: dict) -> dict:
    return {key: value for key, value in case.items() if key != "expected"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the files' inputs are stale")
    parser.add_argument("--verify", action="store_true",
                        help="check the recorded expectations against an independent reading of the rules")
    args = parser.parse_args()
    if args.verify:
        return verify()
    stale = []
    OUT.mkdir(parents=True, exist_ok=True)
    for name, fixture in files().items():
        path = OUT / name
        old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        old_cases = {case["name"]: case for case in old.get("cases", [])}
        names = [case["name"] for case in fixture["cases"]]
        assert len(set(names)) == len(names), f"{name}: duplicate case names"
        for case in fixture["cases"]:
            previous = old_cases.get(case["name"])
            if previous and inputs(previous) == case and "expected" in previous:
                case["expected"] = previous["expected"]
        same = {k: v for k, v in old.items() if k != "cases"} == {k: v for k, v in fixture.items() if k != "cases"} \
            and [inputs(c) for c in old.get("cases", [])] == [inputs(c) for c in fixture["cases"]]
        if args.check:
            if not same:
                stale.append(name)
            continue
        if not same:
            path.write_text(json.dumps(fixture, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)} ({len(fixture['cases'])} cases)")
    if stale:
        print("stale (run python3 scripts/gen_button_fixtures.py, then record):", ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
