"""The catalog: every case of the gallery in order (grouped by component), and drawing them."""

from __future__ import annotations

import re

from .case import Case
from .cases_button import button_cases, label_cases
from .cases_control import control_cases, toolbar_cases
from .cases_group import group_cases


def cases() -> list[Case]:
    """Every case, in gallery order (grouped by component)."""
    found = [*group_cases(), *button_cases(), *label_cases(), *control_cases(), *toolbar_cases()]
    slugs = [case.slug for case in found]
    duplicates = sorted({slug for slug in slugs if slugs.count(slug) > 1})
    if duplicates:
        raise AssertionError(f"duplicate gallery slugs: {duplicates}")
    bad = [slug for slug in slugs if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug)]
    if bad:
        raise AssertionError(f"slugs must be lowercase words joined by '-': {bad}")
    return found


def render_all(selected: list[Case] | None = None) -> dict[str, str]:
    """slug -> SVG text, for every case (in gallery order)."""
    return {case.slug: case.draw() for case in (cases() if selected is None else selected)}
