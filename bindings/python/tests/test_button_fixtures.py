"""The button's golden cases of Tests/Fixtures/button (recorded by the Swift runner,
Tests/ButtonTests/ButtonFixtureTests.swift, which describes the format; shared with the C
runner), run through the Python API, left-to-right and right-to-left.

Per case: a ``Button`` over the case's configuration in the file's theme, measured as the
fixtures are (``advance`` points per code point, lines ``height`` high), with the case's
``view`` set on it (content alignment, tint; ``title_number_of_lines`` and
``title_line_break_mode`` and the subtitle's; ``title_decorations`` and
``subtitle_decorations``, each made with ``TextDecoration.of`` from its ``part``); a view key
this runner does not know fails. Its ``size_that_fits()`` must be the recorded one, and with
``fitWidths`` ``size_that_fits(width)`` at each the recorded ``sizeThatFitsWidth``; laid out at
that size nothing may be truncated or hidden and every frame lies within the bounds (within a
pixel); laid out at each of the case's sizes, the ``ButtonView`` described in the fixture's
shape must be the recorded one (numbers within 1e-6), ``ButtonView.title_lines`` and
``title_decorations`` (and the subtitle's) described only when there are some. One test per
file and direction, reporting every case that differs.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from buttongroup import (
    BackgroundConfiguration,
    Button,
    ButtonConfiguration,
    ButtonView,
    ContentHorizontalAlignment,
    ContentMode,
    ContentVerticalAlignment,
    CornerStyle,
    DirectionalInsets,
    Direction,
    ImagePlacement,
    Insets,
    LineBreakMode,
    TextDecoration,
    Theme,
    TitleAlignment,
)
from buttongroup.geometry import Rect, Size

FIXTURES = Path(__file__).resolve().parent / ".." / ".." / ".." / "Tests" / "Fixtures" / "button"
FILES = sorted(FIXTURES.glob("*.json"))


def _color(value: str | None) -> int | None:
    """0xRRGGBBAA of "#RRGGBBAA"."""
    if value is None:
        return None
    assert len(value) == 9 and value.startswith("#"), f"bad color {value!r}"
    return int(value[1:], 16)


def _hex(color: int | None) -> str | None:
    return None if color is None else f"#{color:08X}"


def _background(spec: dict[str, Any]) -> BackgroundConfiguration:
    return BackgroundConfiguration(
        fill_color=_color(spec.get("fillColor")),
        stroke_color=_color(spec.get("strokeColor")),
        stroke_width=spec.get("strokeWidth", 0),
        stroke_outset=spec.get("strokeOutset", 0),
        corner_style=CornerStyle[spec.get("cornerStyle", "none").upper()],
        corner_radius=spec.get("cornerRadius", 0),
        image=spec.get("image"),
        image_content_mode=ContentMode[_snake(spec.get("imageContentMode", "scaleToFill")).upper()],
        visual_effect=spec.get("visualEffect"),
        custom_view_size=Size(*spec["customViewSize"]) if "customViewSize" in spec else None,
    )


def _snake(name: str) -> str:
    """A fixture's camelCase token name in snake case ("bottomRight" -> "bottom_right"); the
    scale modes are spelled SCALE_ASPECT_FIT in Python, scaleAspectFit in the fixtures."""
    return "".join(f"_{c}" if c.isupper() else c for c in name)


def configuration(spec: dict[str, Any]) -> ButtonConfiguration:
    """A fixture's configuration as a ``ButtonConfiguration``."""
    insets = spec.get("contentInsets", {"directional": {}})
    if "directional" in insets:
        content_insets: Insets | DirectionalInsets = DirectionalInsets(**insets["directional"])
    else:
        content_insets = Insets(**insets["nondirectional"])
    fields: dict[str, Any] = {}
    if "background" in spec:  # absent: the empty background; null: none
        fields["background"] = None if spec["background"] is None else _background(spec["background"])
    return ButtonConfiguration(
        title=spec.get("title"),
        subtitle=spec.get("subtitle"),
        image=spec.get("image"),
        image_size=Size(*spec["imageSize"]) if "imageSize" in spec else None,
        shows_activity_indicator=spec.get("showsActivityIndicator", False),
        image_placement=ImagePlacement[spec.get("imagePlacement", "leading").upper()],
        title_alignment=TitleAlignment[spec.get("titleAlignment", "automatic").upper()],
        content_insets=content_insets,
        image_padding=spec.get("imagePadding", 0),
        title_padding=spec.get("titlePadding", 0),
        foreground_color=_color(spec.get("foregroundColor")),
        title_color=_color(spec.get("titleColor")),
        subtitle_color=_color(spec.get("subtitleColor")),
        **fields,
    )


VIEW_KEYS = {"contentHorizontalAlignment", "contentVerticalAlignment", "tintColor", "titleNumberOfLines",
             "titleLineBreakMode", "subtitleNumberOfLines", "subtitleLineBreakMode", "titleDecorations",
             "subtitleDecorations"}
DECORATION_KEYS = {"part", "underline", "strikethrough", "backgroundColor", "baselineOffset"}


def _decorations(text: str | None, specs: list[dict[str, Any]]) -> tuple[TextDecoration, ...]:
    """A view's decorations of ``text``: each ``part`` (its first occurrence) and attributes."""
    for spec in specs:
        assert set(spec) <= DECORATION_KEYS, f"decoration keys this runner does not know: {set(spec) - DECORATION_KEYS}"
    return tuple(TextDecoration.of(text or "", spec["part"], underline=spec.get("underline", False),
                                   strikethrough=spec.get("strikethrough", False),
                                   baseline_offset=spec.get("baselineOffset", 0.0),
                                   background_color=_color(spec.get("backgroundColor")))
                 for spec in specs)


def _mode(name: str) -> LineBreakMode:
    return LineBreakMode[_snake(name).upper()]


def apply_view(button: Button, view: dict[str, Any], config: ButtonConfiguration) -> None:
    """Sets a case's ``view`` on ``button``: what the host sets on the button itself (lines and
    decorations too, the decorations' parts found in ``config``'s texts)."""
    assert set(view) <= VIEW_KEYS, f"view keys this runner does not know: {set(view) - VIEW_KEYS}"
    button.title_number_of_lines = view.get("titleNumberOfLines", 1)
    button.title_line_break_mode = _mode(view.get("titleLineBreakMode", "truncateTail"))
    button.subtitle_number_of_lines = view.get("subtitleNumberOfLines", 1)
    button.subtitle_line_break_mode = _mode(view.get("subtitleLineBreakMode", "truncateTail"))
    button.title_decorations = _decorations(config.title, view.get("titleDecorations", []))
    button.subtitle_decorations = _decorations(config.subtitle, view.get("subtitleDecorations", []))
    if "contentHorizontalAlignment" in view:
        button.content_horizontal_alignment = ContentHorizontalAlignment[view["contentHorizontalAlignment"].upper()]
    if "contentVerticalAlignment" in view:
        button.content_vertical_alignment = ContentVerticalAlignment[view["contentVerticalAlignment"].upper()]
    button.tint_color = _color(view.get("tintColor"))


def _rect(rect: Rect | None) -> list[float] | None:
    return None if rect is None else [rect.x, rect.y, rect.width, rect.height]


def describe(view: ButtonView) -> dict[str, Any]:
    """A laid-out button in the fixtures' shape (lines and decorations only when there are some)."""
    background = view.background
    described = {
        "hitFrame": _rect(view.hit_frame),
        "image": view.image,
        "imageFrame": _rect(view.image_frame),
        "activityIndicatorFrame": _rect(view.activity_indicator_frame),
        "title": view.title,
        "titleFrame": _rect(view.title_frame),
        "titleTruncated": view.title_truncated,
        "subtitle": view.subtitle,
        "subtitleFrame": _rect(view.subtitle_frame),
        "subtitleTruncated": view.subtitle_truncated,
        "background": None if background is None else {
            "frame": _rect(background.frame),
            "cornerRadius": background.corner_radius,
            "strokeFrame": _rect(background.stroke_frame),
            "strokeCornerRadius": background.stroke_corner_radius,
            "imageFrame": _rect(view.background_image_frame),
            "visualEffectFrame": _rect(view.visual_effect_frame),
            "customViewFrame": _rect(view.custom_view_frame),
        },
        "paint": {
            "foreground": _hex(view.foreground_color),
            "title": _hex(view.title_color),
            "subtitle": _hex(view.subtitle_color),
            "fill": _hex(view.fill_color),
            "stroke": _hex(view.stroke_color),
            "strokeWidth": view.stroke_width,
        },
    }
    for key, lines in (("titleLines", view.title_lines), ("subtitleLines", view.subtitle_lines)):
        if lines:
            described[key] = [{"text": line.text, "start": line.start, "length": line.length,
                               "truncated": line.truncated, "frame": _rect(line.frame)} for line in lines]
    for key, decorations, frames in (("titleDecorations", view.title_decorations, view.title_decoration_frames),
                                     ("subtitleDecorations", view.subtitle_decorations,
                                      view.subtitle_decoration_frames)):
        if decorations:
            described[key] = [{"start": d.start, "length": d.length, "underline": d.underline,
                               "strikethrough": d.strikethrough, "kern": d.kern, "baselineOffset": d.baseline_offset,
                               "backgroundColor": _hex(d.background_color), "frame": _rect(frame)}
                              for d, frame in zip(decorations, frames, strict=True)]
    return described


def _difference(expected: Any, actual: Any, path: str) -> str | None:
    """The first difference (numbers within 1e-6), or None."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        if set(expected) != set(actual):
            return f"{path}: keys {sorted(expected)} vs {sorted(actual)}"
        return next((d for key in sorted(expected)
                     if (d := _difference(expected[key], actual[key], f"{path}.{key}"))), None)
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return f"{path}: {len(expected)} elements vs {len(actual)}"
        return next((d for index, (e, a) in enumerate(zip(expected, actual))
                     if (d := _difference(e, a, f"{path}[{index}]"))), None)
    if isinstance(expected, bool) or isinstance(actual, bool):
        return None if expected is actual else f"{path}: expected {expected}, got {actual}"
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)):
        return None if math.isclose(expected, actual, abs_tol=1e-6) else f"{path}: expected {expected}, got {actual}"
    return None if expected == actual else f"{path}: expected {expected!r}, got {actual!r}"


def _problems_at_size_that_fits(view: ButtonView, config: ButtonConfiguration, scale: float) -> list[str]:
    """What is wrong at the size that fits: a text not shown whole, an image or indicator
    hidden, a frame outside the bounds by more than a pixel."""
    problems = []
    for name, text, shown, truncated in (("title", config.title, view.title, view.title_truncated),
                                         ("subtitle", config.subtitle, view.subtitle, view.subtitle_truncated)):
        if text and (truncated or shown != text):
            problems.append(f"the {name} shows as {shown!r}")
    if config.image is not None and not config.shows_activity_indicator and view.image_frame is None:
        problems.append("the image is not shown")
    if config.shows_activity_indicator and view.activity_indicator_frame is None:
        problems.append("the activity indicator is not shown")
    slack = 1 / scale + 1e-9
    bounds = view.bounds
    for name, frame in (("image", view.image_frame), ("indicator", view.activity_indicator_frame),
                        ("title", view.title_frame), ("subtitle", view.subtitle_frame)):
        if frame is not None and (frame.x < -slack or frame.y < -slack or frame.x + frame.width > bounds.width + slack
                                  or frame.y + frame.height > bounds.height + slack):
            problems.append(f"the {name} frame {frame} is outside {bounds}")
    return problems


def test_the_fixtures_are_there() -> None:
    assert len(FILES) >= 13, f"expected the button's golden cases in {FIXTURES}"
    cases = sum(len(json.loads(path.read_text(encoding="utf-8"))["cases"]) for path in FILES)
    assert cases >= 1149, "the content cross product, the stroke cases, lines and decorations"


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
@pytest.mark.parametrize("direction", list(Direction), ids=lambda d: d.name.lower())
def test_fixture_file(path: Path, direction: Direction) -> None:
    fixture = json.loads(path.read_text(encoding="utf-8"))
    advance = fixture.get("measure", {}).get("advance", 8)
    height = fixture.get("measure", {}).get("height", 20)

    def measure(font: str, text: str, max_width: float) -> tuple[float, float]:
        return (len(text) * advance, height)  # per code point: a Unicode scalar

    key = direction.name.lower()
    mismatches = []
    with Theme.from_json(json.dumps(fixture.get("theme", {}))) as theme:
        for case in fixture["cases"]:
            name, scale = case["name"], case.get("scale", fixture.get("scale", 1))
            config = configuration(case["configuration"])
            expected = case["expected"]
            images = {name: Size(*size) for name, size in case.get("images", {}).items()}
            with Button(config, theme=theme, measure=measure, measure_image=images.get) as button:
                apply_view(button, case.get("view", {}), config)
                fit = button.size_that_fits()
                if (d := _difference(expected["sizeThatFits"], [fit.width, fit.height], "sizeThatFits")):
                    mismatches.append(f"{name}: {d}")
                if "fitWidths" in case:
                    sizes = [button.size_that_fits(width) for width in case["fitWidths"]]
                    if (d := _difference(expected.get("sizeThatFitsWidth"), [[s.width, s.height] for s in sizes],
                                         "sizeThatFitsWidth")):
                        mismatches.append(f"{name}: {d}")
                for problem in _problems_at_size_that_fits(button.layout(fit.width, fit.height, scale, direction),
                                                           config, scale):
                    mismatches.append(f"{name} at its size that fits {fit.width} x {fit.height}: {problem}")
                for index, (size, view) in enumerate(zip(case["sizes"], expected[key], strict=True)):
                    actual = describe(button.layout(size[0], size[1], scale, direction))
                    if (d := _difference(view, actual, f"{key}[{index}]")):
                        mismatches.append(f"{name} at {size[0]} x {size[1]}: {d}")
    assert not mismatches, f"{path.name}: {len(mismatches)} differences:\n" + "\n".join(mismatches[:20])
