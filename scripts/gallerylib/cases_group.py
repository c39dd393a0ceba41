"""The ButtonGroup cases: the banking design system's visual references (All Round, All Round
Error, Prominent Grouped and Relaxed, More with its action sheet), right to left, the width-aware
overflow, the focused, pressed and disabled states, and Dynamic Type at two text sizes."""

from __future__ import annotations

from functools import partial
from typing import Callable, Iterator

from buttongroup import (
    ButtonGroup,
    ContentSize,
    CornerStyle,
    Direction,
    FocusMove,
    Item,
    LayoutParameters,
    OverflowPolicy,
    Parameters,
    PointerPhase,
    ProminentType,
    Role,
    Strings,
    Theme,
)

from .case import PHONE_WIDTH, SCALE, Case


def group_svg(
    items: list[Item],
    parameters: Parameters | None = None,
    *,
    width: float = PHONE_WIDTH,
    direction: Direction = Direction.LTR,
    show_overflow: bool = False,
    prepare: Callable[[ButtonGroup], None] | None = None,
    theme: Theme | None = None,
) -> str:
    """Lays a group out ``width`` points wide and draws it; ``prepare`` acts on the first
    layout (focus, pointer), and the group is laid out again before it is drawn."""
    with ButtonGroup(items, parameters, theme) as group:
        group.layout(width, SCALE, direction)
        if prepare is not None:
            prepare(group)
            group.layout(width, SCALE, direction)
        return group.svg(show_overflow=show_overflow)


def prominent(kind: ProminentType) -> Parameters:
    """The visual references' prominent layouts: spacer xxs apart, large corners."""
    theme = Theme.builtin()
    return Parameters(layout=LayoutParameters.prominent(
        type=kind, spacing=theme.number("spacer/xxs"), corner_style=CornerStyle.LARGE))


TRANSFER_PAY_HISTORY = [Item("Transfer"), Item("Pay", icon="ic_info"), Item("History", icon="ic_dock")]
MORE_ITEMS = [Item("Pay"), Item("Cash Advance"), Item("Transfer"), Item("History")]
WIDTH_ITEMS = [Item("Pay"), Item("Send"), Item("Request"), Item("History"), Item("Cards")]
WIDTH_POLICY = Parameters(overflow_policy=OverflowPolicy.WIDTH, max_visible=0)
SHEET_STRINGS = Strings(alert_title="More actions", alert_message="Choose what to do next")


def focus_second(group: ButtonGroup) -> None:
    """Moves keyboard focus to the second button (FIRST, then NEXT)."""
    group.focus(FocusMove.FIRST)
    group.focus(FocusMove.NEXT)


def press_first(group: ButtonGroup) -> None:
    """Puts the pointer down on the first button (not released)."""
    group.pointer(PointerPhase.DOWN, *group.layout(PHONE_WIDTH, SCALE).slots[0].frame.center)


def group_cases() -> Iterator[Case]:
    """The ButtonGroup cases, in gallery order."""
    def case(slug: str, caption: str, draw: Callable[[], str]) -> Case:
        return Case(f"group-{slug}", "ButtonGroup", caption, draw)

    yield case("all-round-1", "All Round, one button: it takes the whole width (capsule corners).",
               lambda: group_svg([Item("Statements")]))
    yield case("all-round-2", "All Round, two buttons sharing the width equally.",
               lambda: group_svg([Item("Pay"), Item("Transfer")]))
    yield case("all-round-3", "All Round, three buttons: w = (375 - 2 x 8) / 3 each.",
               lambda: group_svg([Item("Pay"), Item("Transfer"), Item("History")]))
    yield case("all-round-error", "All rounds Error: both items in the danger role (the design system's "
               "configuration has no error state; examples all_rounds_error).",
               lambda: group_svg([Item("Try again", role=Role.DANGER), Item("Cancel", role=Role.DANGER)]))
    yield case("prominent-grouped",
               "Prominent Grouped: the primary takes the rest, the icon secondaries join into one run.",
               lambda: group_svg(TRANSFER_PAY_HISTORY, prominent(ProminentType.GROUPED)))
    yield case("prominent-relaxed", "Prominent Relaxed: every button keeps its four large corners.",
               lambda: group_svg(TRANSFER_PAY_HISTORY, prominent(ProminentType.RELAXED)))
    yield case("more-sheet",
               "More: four items, max_visible 3, so two go into the action sheet (shown below it).",
               lambda: group_svg(MORE_ITEMS, Parameters(strings=SHEET_STRINGS), show_overflow=True))
    yield case("rtl-prominent-grouped", "Right to left: Prominent Grouped mirrored (order, frames, corners).",
               lambda: group_svg(TRANSFER_PAY_HISTORY, prominent(ProminentType.GROUPED), direction=Direction.RTL))
    yield case("rtl-more-sheet", "Right to left: More leads from the left, its sheet below.",
               lambda: group_svg(MORE_ITEMS, direction=Direction.RTL, show_overflow=True))
    for width, caption in ((600, "all five fit"), (480, "two items move into More"),
                           (240, "only the first item and More remain")):
        yield case(f"width-overflow-{width}",
                   f"Width-aware overflow (policy WIDTH, max_visible 0) at {width} pt: {caption}.",
                   partial(group_svg, WIDTH_ITEMS, WIDTH_POLICY, width=width, show_overflow=True))
    yield case("focused", "Keyboard focus on the second button (focus FIRST, then NEXT): the focus ring.",
               lambda: group_svg([Item("Pay"), Item("Transfer"), Item("History")], prepare=focus_second))
    yield case("pressed", "The first button pressed (pointer down, not released yet).",
               lambda: group_svg([Item("Pay"), Item("Transfer"), Item("History")], prepare=press_first))
    yield case("disabled", "A disabled item (Transfer) between two enabled ones.",
               lambda: group_svg([Item("Pay"), Item("Transfer", disabled=True), Item("History")]))
    for size, caption in ((ContentSize.XSMALL, "xSmall: the body font at 14/17 of its size, the buttons at 48 pt"),
                          (ContentSize.ACCESSIBILITY3, "accessibility3: the font at 40/17, the buttons 113 pt tall, "
                                                       "Transfer truncated")):
        yield case(f"dynamic-type-{size.name.lower()}", f"Dynamic Type at {caption}.",
                   partial(dynamic_type_svg, size))


def dynamic_type_svg(size: ContentSize) -> str:
    """Pay and Transfer in the built-in theme at content size ``size``."""
    with Theme.builtin().with_content_size(size) as theme:
        return group_svg([Item("Pay"), Item("Transfer")], theme=theme)
