"""Pictures: a laid-out group, button or toolbar drawn as SVG text by the library.

Each object's ``svg()`` draws its latest layout as laid out (frames, per-corner radii, truncated
titles, theme colours per role and state, a focus ring on the focused button), icons from the
library's built-in set, text as text in the theme's font family: the same bytes from Python and
from C, on every run. Laid out right to left, the directional icons (``chevron``, ``arrow`` and
``arrow.uturn`` pointing ``left``, ``right``, ``backward`` or ``forward``) are drawn mirrored, as
the platform mirrors its symbol images.
"""

from __future__ import annotations

import ctypes
from typing import Any, Callable

from . import _numbers
from ._picture_ffi import bg_picture_options, bg_svg

__all__ = ["render_svg"]


def render_svg(draw: Callable[..., Any], state: Any, show_overflow: bool, padding: float, background: int) -> str:
    """Calls ``draw`` (``bg_<object>_svg``) on the object of ``state`` and copies the text out,
    under the object's lock (the text is valid until the object's next picture call). A flag,
    number or colour of another type is a TypeError, a colour beyond 0xFFFFFFFF an
    OutOfRangeError (the library checks the padding's range)."""
    options = bg_picture_options(
        struct_size=ctypes.sizeof(bg_picture_options),
        show_overflow=_numbers.flag(show_overflow, "show_overflow"),
        padding=_numbers.double(padding, "padding"),
        background=_numbers.uint32(background, "background"),
    )
    out = bg_svg(struct_size=ctypes.sizeof(bg_svg))
    with state.lock:
        draw(state.handle, ctypes.byref(options), ctypes.byref(out))
        return ctypes.string_at(out.text, out.length).decode("utf-8")
