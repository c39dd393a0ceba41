"""Colours: the library's ``0xRRGGBBAA`` ints as Tk colour strings.

Tk paints opaque colours only, so a translucent colour (a dimmed title, a toolbar group's
``#7676801F`` fill) is composited here over the colour it is drawn on (its backdrop).
"""

from __future__ import annotations

WHITE = 0xFFFFFFFF


def rgba(color: str) -> int:
    """``"#RRGGBB"`` or ``"#RRGGBBAA"`` -> ``0xRRGGBBAA``."""
    digits = color.lstrip("#")
    return int(digits, 16) if len(digits) == 8 else int(digits, 16) << 8 | 0xFF


def over(color: int, backdrop: int) -> int:
    """``color`` composited over the opaque ``backdrop`` (source-over): an opaque ``0xRRGGBBFF``."""
    alpha = (color & 0xFF) / 255
    channels = []
    for shift in (24, 16, 8):
        top, bottom = color >> shift & 0xFF, backdrop >> shift & 0xFF
        channels.append(round(top * alpha + bottom * (1 - alpha)))
    red, green, blue = channels
    return red << 24 | green << 16 | blue << 8 | 0xFF


def tk_color(color: int | None, backdrop: int = WHITE) -> str:
    """``color`` as ``"#rrggbb"`` composited over ``backdrop``; ``""`` (Tk: paint nothing) for
    None or a fully transparent colour."""
    if color is None or color & 0xFF == 0:
        return ""
    return f"#{over(color, backdrop) >> 8:06x}"


def mix(a: str, b: str) -> str:
    """The colour halfway between two ``"#rrggbb"`` colours."""
    x, y = int(a.lstrip("#"), 16), int(b.lstrip("#"), 16)
    return "#" + "".join(f"{((x >> s & 0xFF) + (y >> s & 0xFF)) // 2:02x}" for s in (16, 8, 0))
