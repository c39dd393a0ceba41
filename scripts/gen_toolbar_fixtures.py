#!/usr/bin/env python3
"""Writes the inputs of the toolbar's golden fixtures, Tests/Fixtures/toolbar/*.json (stdlib only).

    python3 scripts/gen_toolbar_fixtures.py          write the cases (keeping the expectations of
                                                     every case whose inputs are unchanged)
    python3 scripts/gen_toolbar_fixtures.py --check  fail if a file's cases differ from these
    BG_RECORD_FIXTURES=1 swift test --filter ToolbarFixtureTests
                                                     record the expectations of new cases

The expectations are recorded by the Swift runner (Tests/ControlTests/ToolbarFixtureTests.swift,
which describes the format) and checked by it, by the C runner
(Tests/ABITests/toolbar_fixtures_test.c) and by the Python runner
(bindings/python/tests/test_toolbar_fixtures.py), left-to-right and right-to-left.

The cases (text measured at 8 points per Unicode scalar, lines 20 high; the built-in theme):
  content_styles.json   a standalone group in content: each style x label style, filling a wide
                        and a narrow width, and sized to its content (fixed_size).
  toolbar_styles.json   the same group in a toolbar, at the navigation placement (where
                        automatic resolves to navigation) and at the primary action placement.
  toolbar_overflow.json toolbars shrinking from wide to narrow: the overflow order (placements,
                        host priorities, later items first), flexible spaces, unlabeled groups,
                        too many groups, mixed selections; every case also laid out at each of
                        its breakpoints and just below; width sequences on one toolbar that
                        wobble around breakpoints (hysteresis).
  edges.json            selected and disabled buttons, a single button, a group of many
                        buttons, an empty toolbar, a toolbar of flexible spaces only, tiny widths.
  placements.json       every placement on its bar (top, bottom, keyboard): a modal's cancel and
                        confirm, secondary actions always in the overflow menu, the bottom bar's
                        status and flexible spaces, a keyboard bar, a bottom bar alone, a bottom
                        bar too narrow for its groups.

Enum values are written as the C names' suffixes in lower case (BG_PLACEMENT_PRIMARY_ACTION ->
"primary_action").
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "Fixtures" / "toolbar"

HEADER = {"measure": {"advance": 8, "height": 20}, "scale": 2}
STYLES = ["automatic", "segmented", "navigation", "menu", "palette", "compact_menu"]
LABEL_STYLES = ["automatic", "title_and_icon", "icon_only", "title_only"]


def button(title: str, image: str | None = None, disabled: bool = False, selection: str = "momentary") -> dict:
    """One button of a group."""
    return {"title": title, "image": image, "disabled": disabled, "selection": selection}


def group(label: str | None, buttons: list[dict], placement: str = "primary_action", style: str = "automatic",
          label_style: str = "automatic", fixed_size: bool = False, priority: float | None = None,
          label_image: str | None = None, disabled: bool = False) -> dict:
    """A group item ("disabled", the whole group's flag, only when set)."""
    item = {"kind": "group", "label": label, "labelImage": label_image, "buttons": buttons, "placement": placement,
            "style": style, "labelStyle": label_style, "fixedSize": fixed_size, "priority": priority}
    if disabled:
        item["disabled"] = True
    return item


def space(placement: str) -> dict:
    """A flexible space item."""
    return {"kind": "flexible_space", "placement": placement}


def zoom(**options) -> dict:
    """The seed's zoom controls: an image on the outer buttons, none on "Actual Size"."""
    return group("Zoom", [button("Zoom Out", "minus.magnifyingglass"), button("Actual Size"),
                          button("Zoom In", "plus.magnifyingglass")], label_image="magnifyingglass", **options)


def case(name: str, context: str, items: list[dict], widths: list[float], sequence: list[float] | None = None,
         control_size: str | None = None) -> dict:
    """One case: `items` laid out at each of `widths` on fresh toolbars, then at `sequence` on one
    ("controlSize", the toolbar's, only when not regular)."""
    fixture_case = {"name": name, "context": context, "items": items, "widths": widths}
    if sequence:
        fixture_case["sequence"] = sequence
    if control_size:
        fixture_case["controlSize"] = control_size
    return fixture_case


def content_styles() -> list[dict]:
    cases = []
    for style in STYLES:
        for label_style in LABEL_STYLES:
            cases.append(case(f"{style} {label_style}", "content", [zoom(style=style, label_style=label_style)],
                              [400, 150]))
        cases.append(case(f"{style} fixed size", "content", [zoom(style=style, fixed_size=True)], [400]))
    return cases


CONTROL_SIZES = ["mini", "small", "large", "extra_large"]


def toolbar_styles() -> list[dict]:
    cases = [case(f"control size {size} in {context}", context,
                  [zoom(label_style="title_and_icon"), group("Edit", [button("Cut", "scissors")], style="menu")],
                  [500, 150], control_size=size)
             for size in CONTROL_SIZES for context in ["content", "toolbar"]]
    for placement in ["navigation", "primary_action"]:
        for style in STYLES:
            for label_style in LABEL_STYLES:
                cases.append(case(f"{placement} {style} {label_style}", "toolbar",
                                  [zoom(style=style, label_style=label_style, placement=placement)], [500]))
    return cases


def four_groups(**priorities: float) -> list[dict]:
    """Back / forward, a principal page group, share, and the Arrange menu."""
    return [
        group("Navigation", [button("Back", "chevron.left", disabled=True), button("Forward", "chevron.right")],
              placement="navigation", label_image="arrow.left.arrow.right", priority=priorities.get("navigation")),
        group("Page", [button("Page 1 of 5", None)], placement="principal", priority=priorities.get("principal")),
        group("Share", [button("Share", "square.and.arrow.up"), button("Print", "printer")],
              priority=priorities.get("share")),
        group("Arrange", [button("Bring to Front"), button("Send to Back")], style="menu",
              label_image="square.3.layers.3d", priority=priorities.get("arrange")),
    ]


def toolbar_overflow() -> list[dict]:
    shrinking = [900, 500, 400, 330, 300, 250, 200, 150, 100, 60, 30]
    return [
        case("four groups shrinking", "toolbar", four_groups(), shrinking,
             sequence=[900, 413, 414, 420, 421, 422, 413, 325, 326, 333, 334, 900]),
        case("host priorities win", "toolbar", four_groups(navigation=-1, arrange=5), shrinking),
        case("flexible spaces", "toolbar",
             [group("A", [button("Alpha", "a.circle")], placement="navigation"), space("navigation"),
              group("B", [button("Beta", "b.circle")], placement="navigation"),
              group("C", [button("Gamma", "c.circle")]), space("primary_action"),
              group("D", [button("Delta", "d.circle")])],
             [600, 300, 200]),
        case("unlabeled group overflows hidden", "toolbar",
             [group("Edit", [button("Cut", "scissors"), button("Copy", "doc.on.doc")]),
              group(None, [button("Solo", "star"), button("Duo", "moon")]),
              group("Format", [button("Bold", "bold"), button("Italic", "italic")], placement="navigation")],
             [400, 150, 100]),
        case("an unlabeled single button overflows listed as itself", "toolbar",
             [group("Edit", [button("Cut", "scissors"), button("Copy", "doc.on.doc")]),
              group(None, [button("Solo", "star")])],
             [400, 100]),
        case("too many groups and mixed selection", "toolbar",
             [group("Mode", [button("List", "list.bullet", selection="on"), button("Grid", "square.grid.2x2", selection="off"),
                             button("Refresh", "arrow.clockwise")], placement="navigation"),
              group("One", [button("One", "1.circle")]), group("Two", [button("Two", "2.circle")]),
              group("Three", [button("Three", "3.circle")]), group("Four", [button("Four", "4.circle")])],
             [600, 250]),
        case("principal centred until the ends push it", "toolbar",
             [group("Back", [button("Back", "chevron.left")], placement="navigation"),
              group("Title", [button("A long document title")], placement="principal"),
              group("Done", [button("Done")])],
             [800, 420, 330, 300]),
        case("content groups share the width", "content",
             [zoom(), group("Fixed", [button("Fixed", "pin")], fixed_size=True), zoom(label_style="title_only")],
             [700, 300]),
    ]


def edges() -> list[dict]:
    return [
        case("selected and disabled segments", "content",
             [group("View", [button("List", "list.bullet", selection="on"), button("Grid", "square.grid.2x2", selection="off"),
                             button("Gallery", "photo", selection="off", disabled=True)])], [300]),
        case("every button disabled", "toolbar",
             [group("Arrange", [button("Front", disabled=True), button("Back", disabled=True)], style="menu"),
              group("Zoom", [button("In", "plus", disabled=True), button("Out", "minus", disabled=True)])], [400]),
        case("a single button", "toolbar", [group("Done", [button("Done")])], [300, 50]),
        case("a whole group disabled", "toolbar",
             [group("Arrange", [button("Front"), button("Back")], style="menu", label_image="square.3.layers.3d",
                    disabled=True),
              group("Zoom", [button("In", "plus"), button("Out", "minus")], disabled=True),
              group("Edit", [button("Cut", "scissors"), button("Copy", "doc.on.doc")])], [400, 150]),
        case("a whole group disabled in content", "content",
             [group("View", [button("List", "list.bullet", selection="on"), button("Grid", "square.grid.2x2",
                                                                                   selection="off")], disabled=True)],
             [300]),
        case("a group of forty buttons", "content",
             [group("Many", [button(f"B{i}", f"b{i}") for i in range(40)])], [2000, 400]),
        case("an empty toolbar", "toolbar", [], [300]),
        case("flexible spaces only", "toolbar", [space("navigation"), space("primary_action")], [300]),
        case("zero width", "toolbar", four_groups(), [0]),
        case("non-ASCII titles cut", "content",
             [group("Ünïcödé", [button("Ärger über Übermaß", "ä"), button("日本語のタイトル", "日")],
                    label_style="title_only")], [400, 130]),
    ]


PLACEMENTS = ["primary_action", "navigation", "principal", "automatic", "secondary_action", "confirmation_action",
              "cancellation_action", "destructive_action", "status", "top_bar_leading", "top_bar_trailing", "bottom_bar",
              "keyboard"]


def one(title: str, image: str | None, placement: str, **options) -> dict:
    """A single button as an item, labelled with its title."""
    return group(title, [button(title, image)], placement=placement, label_image=image, **options)


def placements() -> list[dict]:
    every = [one(name.replace("_", " ").title(), f"{index}.circle", name) for index, name in enumerate(PLACEMENTS)]
    return [
        case("every placement on its bar", "toolbar", every, [1400, 700, 300], sequence=[1400, 300, 700, 1400]),
        case("a modal's cancel, title and confirm", "toolbar",
             [one("Cancel", None, "cancellation_action"), one("New Event", None, "principal"),
              one("Add", None, "confirmation_action"), one("Don't Save", None, "destructive_action")],
             [500, 330, 200]),
        case("secondary actions are always in the menu", "toolbar",
             [one("Share", "square.and.arrow.up", "primary_action"),
              group("Sort", [button("By Name"), button("By Date")], placement="secondary_action"),
              one("Duplicate", "plus.square.on.square", "secondary_action"),
              one("Edit", "pencil", "top_bar_leading")],
             [600, 120], sequence=[600, 120, 600]),
        case("the bottom bar: status centred, spaces spreading", "toolbar",
             [one("Compose", "square.and.pencil", "bottom_bar"), space("bottom_bar"),
              one("Updated just now", None, "status"), space("bottom_bar"),
              one("Filter", "line.3.horizontal.decrease", "bottom_bar"), one("Back", "chevron.left", "navigation")],
             [500, 260]),
        case("a keyboard bar: a space, then Done", "toolbar",
             [space("keyboard"), one("Done", None, "keyboard"),
              group("Format", [button("Bold", "bold"), button("Italic", "italic")], placement="keyboard")],
             [400]),
        case("a bottom bar alone has no top bar", "toolbar",
             [one("Trash", "trash", "bottom_bar"), space("bottom_bar"), one("Reply", "arrowshape.turn.up.left", "bottom_bar")],
             [320]),
        case("a bottom bar too narrow grows the width", "toolbar",
             [group("Tools", [button(f"Tool {i}", f"t{i}") for i in range(8)], placement="bottom_bar"),
              one("Done", None, "primary_action")],
             [200]),
    ]


FILES = {
    "content_styles.json": content_styles,
    "toolbar_styles.json": toolbar_styles,
    "toolbar_overflow.json": toolbar_overflow,
    "edges.json": edges,
    "placements.json": placements,
}


def inputs(fixture_case: dict) -> dict:
    """A case without its recorded expectations."""
    return {key: value for key, value in fixture_case.items() if key != "expected"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the files' inputs differ from these")
    check = parser.parse_args().check
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, make in FILES.items():
        path = OUT / name
        cases = make()
        old = json.loads(path.read_text()) if path.exists() else {"cases": []}
        old_by_name = {c["name"]: c for c in old.get("cases", [])}
        if check:
            if [inputs(c) for c in old.get("cases", [])] != cases or {k: v for k, v in old.items() if k != "cases"} != HEADER:
                stale.append(name)
            continue
        merged = []
        for fixture_case in cases:
            previous = old_by_name.get(fixture_case["name"])
            if previous and inputs(previous) == fixture_case and "expected" in previous:
                fixture_case = {**fixture_case, "expected": previous["expected"]}
            merged.append(fixture_case)
        path.write_text(json.dumps({**HEADER, "cases": merged}, ensure_ascii=False, indent=1, sort_keys=True) + "\n")
    if stale:
        print(f"stale toolbar fixtures (run python3 scripts/gen_toolbar_fixtures.py): {', '.join(stale)}")
        return 1
    if check:
        print(f"toolbar fixtures: {sum(len(make()) for make in FILES.values())} cases in {len(FILES)} files are current")
    return 0


if __name__ == "__main__":
    sys.exit(main())
