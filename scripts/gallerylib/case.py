"""A gallery case (one picture), the components the page groups them by, and the layout
constants every case shares."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

SCALE = 2.0
"""Every case is laid out at 2 pixels per point (a phone's Retina screen)."""
PHONE_WIDTH = 375.0
"""The width of a group: an iPhone's screen."""
PNG_ZOOM = 2
"""rsvg-convert's zoom for the PNGs."""

COMPONENTS = (
    ("ButtonGroup", "A row of related buttons sharing the width, with the More action sheet."),
    ("ConfigurationBasedButton", "One button driven by a configuration and a provider per state."),
    ("ButtonWithLabel", "A label and its icon on a translucent background, pressed as one."),
    ("ControlGroup", "Related buttons drawn as one control, in content and in a toolbar."),
    ("Toolbar", "Control groups in a bar; whole groups move into the overflow menu as it narrows."),
)
"""(name, blurb) per component, in the order index.html shows them."""


@dataclass(frozen=True)
class Case:
    """One picture of the gallery: ``draw()`` returns its SVG text."""

    slug: str
    """The file name without extension (stable: the snapshot test and the C test use it)."""
    component: str
    """One of ``COMPONENTS``' names: the section of index.html it is shown in."""
    caption: str
    """One line saying what it shows."""
    draw: Callable[[], str]
