#!/usr/bin/env python3
"""Writes the inputs of the button's golden fixtures, Tests/Fixtures/button/*.json (stdlib only).

    python3 scripts/gen_button_fixtures.py            write the cases (keeping the expectations
                                                      of every case whose inputs are unchanged)
    python3 scripts/gen_button_fixtures.py --check    fail if a file's cases differ from these
    python3 scripts/gen_button_fixtures.py --verify   check every recorded expectation against
                                                      an independent reading of the layout rules
                                                      (scripts/button_fixture_rules.py)
    BG_RECORD_FIXTURES=1 swift test --filter ButtonFixtureTests
                                                      record the expectations of new cases

The expectations ("expected" of each case) are recorded by the Swift runner
(Tests/ButtonTests/ButtonFixtureTests.swift) and checked by it, by the C runner
(Tests/ABITests/button_fixtures_test.c), the Python runner
(bindings/python/tests/test_button_fixtures.py), the Lua runner
(bindings/lua/tests/test_button_fixtures.lua) and the Rust runner
(bindings/rust/tests/button_fixtures.rs). The fixture format is described in the Swift runner.

Lines and decorations are the view's, so a case sets them in its "view": "titleNumberOfLines"
(0: as many as needed) and "titleLineBreakMode" (wordWrap, charWrap, clip, truncateHead,
truncateTail, truncateMiddle; absent: 1 and truncateTail, the one-line default), the
subtitle's the same; "titleDecorations" / "subtitleDecorations", lists of {"part": the
substring decorated (its first occurrence), "underline", "strikethrough", "backgroundColor",
"baselineOffset"} (no kern: the rules do not model it). A case's "fitWidths" are widths
offered to bg_button_size_that_fits_width, recorded as expected "sizeThatFitsWidth". A laid-out
view then also has "titleLines" / "subtitleLines" (each {text, start, length, truncated,
frame}: bytes of the configuration's text) when the layout reports lines, and
"titleDecorations" / "subtitleDecorations" (each {start, length, underline, strikethrough, kern,
baselineOffset, backgroundColor, frame}: bytes of the displayed text) when it places
decorations; the runners compare key sets, so one reported or missing unexpectedly fails.

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
  multiline.json            titles and subtitles on several lines: number of lines (0, 1, 2, 3)
                            x line break mode (6) x {title, subtitle}, at a width that does
                            not wrap and three that wrap in 2, 3 and 4 lines (the last cutting
                            a word longer than a line), as high as the size that fits each
                            width says (48 cases); lines lined up at four title alignments x
                            image leading / top; a hyphen, hanging spaces, ideographs before
                            "。", graphemes kept whole, a last line where not even "…" fits,
                            both texts wrapped, images on top and trailing (67 cases).
  decorations.json          underline, strikethrough (a background color, a baseline offset) on
                            parts of the title and subtitle (9 sets, one with multi-byte
                            characters) x {image leading, image trailing with trailing titles,
                            image on top with centred titles, no image with right titles}, at
                            a width showing them whole, two that truncate (a decoration kept,
                            cut and taking the "…", dropped) and one where not even "…" fits;
                            decorations of a text on lines are not placed (38 cases).

Insets are asymmetric everywhere (12 / 28 across) so that mirroring shows.

Sizes: every content case is laid out at its natural size (computed here, from the rules in
ButtonContentLayout.swift) plus 20 points of width and 8 of height, and at 20 points narrower
than natural (which truncates the widest text when there is one). The runners also lay every
case out at the size_that_fits the library reports and check that nothing is truncated.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from button_fixture_rules import (ADVANCE, LINE, LINE_BREAK_MODES, MEASURE, difference, expected_view, insets_of,
                                  natural_size, size_that_fits_width)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "Fixtures" / "button"

THEME = {
    "button": {"iconSize": 24, "minimumTouchTarget": 44},
    "parameters": {"button": {"tint": "#3366CC", "activityIndicatorSize": 15}},
    "radius": {"small": 4, "medium": 8, "large": 12},
}

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


LONG = "Pay the electricity bill"  # 192 points: "Pay the", "electricity" (88), "bill"
# A button with an image leading that is LONG's natural width + 20, then widths whose text room
# (the width less 70: the insets, the image and its padding) wraps LONG in 2, 3 and 4 lines, the
# last cutting "electricity" between characters (a word longer than a line).
LINE_WIDTHS = [282, 200, 160, 130]


def lines_case(name: str, config: dict, view: dict, widths: list[float]) -> dict:
    """A case laid out at each width, as high as bg_button_size_that_fits_width says (its
    "fitWidths", recorded as "sizeThatFitsWidth")."""
    sizes = [[w, size_that_fits_width(config, view, w)[1]] for w in widths]
    return {"name": name, "configuration": config, "view": view, "fitWidths": widths, "sizes": sizes}


def multiline_cases() -> list[dict]:
    """Titles and subtitles on several lines: number of lines (0, 1, 2, 3) x line break mode x
    which text, at a width that does not wrap and three that do; the lines lined up at each
    title alignment; hyphens, hanging spaces, ideographs, graphemes, both texts wrapped, not
    even "…" on the last line allowed."""
    base = {"image": "star", "imagePlacement": "leading", "titleAlignment": "automatic",
            "contentInsets": INSETS["nondirectional"], "background": None, "imagePadding": IMAGE_PADDING,
            "titlePadding": TITLE_PADDING}
    cases = []
    for key in ("title", "subtitle"):
        texts = {"title": LONG, "subtitle": SUBTITLE} if key == "title" else {"title": TITLE, "subtitle": LONG}
        for lines in (0, 1, 2, 3):
            for mode in LINE_BREAK_MODES:
                view = {f"{key}NumberOfLines": lines, f"{key}LineBreakMode": mode}
                cases.append(lines_case(f"lines/{key}/{lines}/{mode}", {**base, **texts}, view, LINE_WIDTHS))
    for placement in ("leading", "top"):
        for alignment in ("leading", "center", "trailing", "right"):
            config = {**base, "title": LONG, "subtitle": SUBTITLE, "imagePlacement": placement,
                      "titleAlignment": alignment}
            cases.append(lines_case(f"lines/aligned/{placement}/{alignment}", config,
                                    {"titleNumberOfLines": 0, "titleLineBreakMode": "wordWrap"}, [200, 130]))
    title_only = {"title": LONG, "contentInsets": INSETS["directional"], "background": None}
    for name, title, view, widths in [
        ("a hyphen is a break opportunity", "Pay the well-known bill",
         {"titleNumberOfLines": 0, "titleLineBreakMode": "wordWrap"}, [140, 110, 90]),
        ("spaces hang at the end of a line, none starts one", "Pay   now    please",
         {"titleNumberOfLines": 0, "titleLineBreakMode": "wordWrap"}, [120, 96, 84]),
        ("ideographs break anywhere, not before closing punctuation", "お支払いを続けますか。",
         {"titleNumberOfLines": 0, "titleLineBreakMode": "wordWrap"}, [128, 120, 104]),
        ("character wrap keeps graphemes whole", "Cafe\u0301 cre\u0300me",
         {"titleNumberOfLines": 0, "titleLineBreakMode": "charWrap"}, [96, 80, 66]),
        ("word wrap cuts a word longer than a line between graphemes", "Cre\u0300me\u0301brulee",
         {"titleNumberOfLines": 0, "titleLineBreakMode": "wordWrap"}, [96, 80]),
        ("one line, word wrap: the first words only", LONG,
         {"titleNumberOfLines": 1, "titleLineBreakMode": "wordWrap"}, [200, 100]),
        ("not even the ellipsis fits on the last line", LONG,
         {"titleNumberOfLines": 2, "titleLineBreakMode": "truncateTail"}, [46, 45]),
        ("head, middle: not even the ellipsis fits", LONG,
         {"titleNumberOfLines": 1, "titleLineBreakMode": "truncateMiddle"}, [46]),
    ]:
        cases.append(lines_case(f"lines/{name}", {**title_only, "title": title}, view, widths))
    both = {**base, "title": LONG, "subtitle": "Due on Friday, 12 May at noon"}
    cases.append(lines_case("lines/both texts, different modes", both,
                            {"titleNumberOfLines": 2, "titleLineBreakMode": "truncateMiddle",
                             "subtitleNumberOfLines": 0, "subtitleLineBreakMode": "charWrap"}, LINE_WIDTHS))
    cases.append(lines_case("lines/image on top: the block is as wide as its widest line",
                            {**both, "imagePlacement": "top", "titleAlignment": "automatic"},
                            {"titleNumberOfLines": 3, "titleLineBreakMode": "truncateHead",
                             "subtitleNumberOfLines": 2, "subtitleLineBreakMode": "wordWrap"}, [200, 130, 100]))
    cases.append(lines_case("lines/image trailing, non-directional insets",
                            {**both, "imagePlacement": "trailing"},
                            {"titleNumberOfLines": 0, "titleLineBreakMode": "wordWrap",
                             "subtitleNumberOfLines": 2, "subtitleLineBreakMode": "clip"}, LINE_WIDTHS))
    return cases


def decoration_cases() -> list[dict]:
    """Underline and strikethrough (and a background color, a baseline offset) on parts of the
    title and subtitle x image placement and title alignment, at a width that shows them whole,
    two that truncate (a decoration kept, cut with the "…" it takes, dropped) and one where not
    even "…" fits; on a text on several lines they are not placed. "Pay now later" is cut 20 and
    32 points short: "Pay now l…", then "Pay now…" (the cut where " later" starts)."""
    sets = [
        ("title underline", {"title": TITLE}, {"titleDecorations": [{"part": "Cont", "underline": True}]}),
        ("title strikethrough whole", {"title": TITLE},
         {"titleDecorations": [{"part": TITLE, "strikethrough": True}]}),
        ("title underline and strikethrough", {"title": TITLE},
         {"titleDecorations": [{"part": "tinu", "underline": True, "strikethrough": True}]}),
        ("subtitle underline", {"title": TITLE, "subtitle": SUBTITLE},
         {"subtitleDecorations": [{"part": "2 of 3", "underline": True}]}),
        ("title underline, subtitle strikethrough", {"title": TITLE, "subtitle": SUBTITLE},
         {"titleDecorations": [{"part": "Cont", "underline": True}],
          "subtitleDecorations": [{"part": "Step", "strikethrough": True}]}),
        ("two on the title", {"title": "Pay now later"},
         {"titleDecorations": [{"part": "Pay", "underline": True}, {"part": "later", "strikethrough": True}]}),
        ("one starting where the cut is takes the ellipsis only", {"title": "Pay now later"},
         {"titleDecorations": [{"part": " later", "underline": True}]}),
        ("background color and baseline offset", {"title": "Pay now later", "subtitle": SUBTITLE},
         {"titleDecorations": [{"part": "now", "backgroundColor": "#FFE08A80", "baselineOffset": 2}],
          "subtitleDecorations": [{"part": "Step 2", "underline": True, "baselineOffset": -1.5}]}),
        ("multi-byte characters", {"title": "Café ünïcode"},
         {"titleDecorations": [{"part": "é", "strikethrough": True}, {"part": "ünï", "underline": True}]}),
    ]
    layouts = [
        ("leading", {"image": "star", "imagePlacement": "leading", "titleAlignment": "automatic"}),
        ("trailing, trailing titles", {"image": "star", "imagePlacement": "trailing", "titleAlignment": "trailing"}),
        ("top, centred titles", {"image": "star", "imagePlacement": "top", "titleAlignment": "center"}),
        ("no image, right titles", {"titleAlignment": "right"}),
    ]
    cases = []
    for name, texts, view in sets:
        shorts = (20, 32) if texts["title"] == "Pay now later" else (20, 44)
        for layout_name, layout in layouts:
            config = {**texts, **layout, "contentInsets": INSETS["nondirectional"], "background": None,
                      "imagePadding": IMAGE_PADDING, "titlePadding": TITLE_PADDING}
            w, h = natural_size(config)
            left, right, _, _ = insets_of(config)
            beside = 24 + IMAGE_PADDING if layout.get("imagePlacement") in ("leading", "trailing") else 0
            # Whole; two widths short (the widest text truncates, then more); a text room of
            # 4 points, where not even "…" fits (elided: no decorations).
            cases.append({"name": f"decorations/{name}/{layout_name}", "configuration": config, "view": view,
                          "sizes": [[w + 20, h + 8], [w - shorts[0], h], [w - shorts[1], h],
                                    [left + right + beside + 4, h]]})
    for name, view in [
        ("on a title on several lines they are not placed, the subtitle's are",
         {"titleDecorations": [{"part": "Pay", "underline": True}], "titleNumberOfLines": 0,
          "titleLineBreakMode": "wordWrap", "subtitleDecorations": [{"part": "Step", "strikethrough": True}]}),
        ("one line in another mode is lines too: not placed",
         {"titleDecorations": [{"part": "Pay", "underline": True}], "titleNumberOfLines": 1,
          "titleLineBreakMode": "truncateHead"}),
    ]:
        config = {"title": LONG, "subtitle": SUBTITLE, "image": "star", "contentInsets": INSETS["nondirectional"],
                  "background": None, "imagePadding": IMAGE_PADDING, "titlePadding": TITLE_PADDING}
        cases.append(lines_case(f"decorations/{name}", config, view, [282, 160]))
    return cases


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
            if "fitWidths" in case:
                found.append(difference([list(size_that_fits_width(config, case.get("view"), w)) for w in case["fitWidths"]],
                                        recorded.get("sizeThatFitsWidth"), "sizeThatFitsWidth"))
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
    out["multiline.json"] = {
        "description": "Titles and subtitles on several lines (a case's \"view\": number of lines, line break mode): "
                       "lines x mode x title / subtitle at widths that wrap and do not; alignment, break rules.",
        **common, "cases": multiline_cases()}
    out["decorations.json"] = {
        "description": "Text decorations (a case's \"view\": underline, strikethrough, background color, baseline "
                       "offset on parts of the texts) whole, truncated and elided; not placed on wrapped text.",
        **common, "cases": decoration_cases()}
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
