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
import sys
from pathlib import Path

from button_fixture_rules import ADVANCE, LINE, MEASURE, difference, expected_view, natural_size

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
