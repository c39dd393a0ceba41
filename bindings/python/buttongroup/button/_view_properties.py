"""The properties a ``Button`` has as a view rather than in its configuration (UIControl's and
UIView's): the highlight, the tint and the content alignment; the decorations of its texts and
how many lines they take; and
the reference its picture draws the background's image from. A mixin of ``Button``."""

from __future__ import annotations

import ctypes
from typing import Iterable

from .. import _numbers, _strings
from .._lifetime import LibraryObject
from .._native import lib
from ..enums import ContentHorizontalAlignment, ContentVerticalAlignment, LineBreakMode, State
from .decoration import TextDecoration, write_decorations

__all__ = ["ViewProperties"]


class ViewProperties(LibraryObject):
    """``Button``'s view properties; every setter is coalesced like a configuration change."""

    @property
    def highlighted(self) -> bool:
        """The highlighted state, as UIControl's ``isHighlighted``: one flag the host sets and a
        pointer press writes (highlighting on DOWN inside, clearing when the press leaves or
        ends), so a press over a host's highlight ends it. The plain provider dims it."""
        out = ctypes.c_uint32()
        self._call(lib.bg_button_get_state, ctypes.byref(out))
        return bool(out.value & State.HIGHLIGHTED)

    @highlighted.setter
    def highlighted(self, highlighted: bool) -> None:
        self._call(lib.bg_button_set_highlighted, _numbers.flag(highlighted, "highlighted"))

    @property
    def tint_color(self) -> int:
        """The tint in effect, ``0xRRGGBBAA`` (UIView's ``tintColor``): the foreground of a
        configuration without one and the stroke of a background without one. Assign a color to
        give the button its own, None to go back to the theme's (``parameters/button/tint``)."""
        has_own, color = ctypes.c_int32(), ctypes.c_uint32()
        self._call(lib.bg_button_get_tint_color, ctypes.byref(has_own), ctypes.byref(color))
        return color.value

    @tint_color.setter
    def tint_color(self, color: int | None) -> None:
        has_color, value = _numbers.optional_color(color, "tint_color")
        self._call(lib.bg_button_set_tint_color, has_color, value)

    @property
    def has_own_tint(self) -> bool:
        """Whether the button has a tint of its own (else ``tint_color`` is the theme's)."""
        has_own, color = ctypes.c_int32(), ctypes.c_uint32()
        self._call(lib.bg_button_get_tint_color, ctypes.byref(has_own), ctypes.byref(color))
        return bool(has_own.value)

    @property
    def content_horizontal_alignment(self) -> ContentHorizontalAlignment:
        """Where the content (image and texts as one run) sits across the bounds less the insets
        (UIControl's ``contentHorizontalAlignment``): CENTER (the default), LEFT, RIGHT, LEADING,
        TRAILING (these two follow the layout's direction) or FILL (the text block stretched to
        the width the image leaves). ``ButtonView.content_frame`` shows where it went."""
        return ContentHorizontalAlignment(self._alignment()[0])

    @content_horizontal_alignment.setter
    def content_horizontal_alignment(self, alignment: ContentHorizontalAlignment) -> None:
        value = _numbers.int32(alignment, "content_horizontal_alignment")
        self._call(lib.bg_button_set_content_alignment, value, self._alignment()[1])

    @property
    def content_vertical_alignment(self) -> ContentVerticalAlignment:
        """Where the content sits down the bounds less the insets (``contentVerticalAlignment``):
        CENTER (the default), TOP, BOTTOM or FILL."""
        return ContentVerticalAlignment(self._alignment()[1])

    @content_vertical_alignment.setter
    def content_vertical_alignment(self, alignment: ContentVerticalAlignment) -> None:
        value = _numbers.int32(alignment, "content_vertical_alignment")
        self._call(lib.bg_button_set_content_alignment, self._alignment()[0], value)

    @property
    def background_image_href(self) -> str | None:
        """The reference (a URL, a file path, a ``data:`` URI) ``svg()`` draws the background's
        image from, clipped to the background at ``ButtonView.background_image_frame``; None (the
        default) draws a crossed placeholder there. The library draws no image of its own."""
        return self._background_image_href

    @background_image_href.setter
    def background_image_href(self, href: str | None) -> None:
        self._call(lib.bg_button_set_background_image_href, _strings.encode_optional(href, "href"))
        self._background_image_href = href

    _background_image_href: str | None = None

    @property
    def title_decorations(self) -> tuple[TextDecoration, ...]:
        """The title's decorations (``TextDecoration``: underline, strikethrough, kern, baseline
        offset, background color per range of the base configuration's title), beside its
        ``title_runs``. Assign any iterable of them (``()`` removes them); the library checks
        them against the title (``ValueError`` naming the bad one, nothing changed). Kern widens
        the title in ``size_that_fits`` and truncation alike; ``svg()`` draws them all."""
        return self._title_decorations

    @title_decorations.setter
    def title_decorations(self, decorations: Iterable[TextDecoration]) -> None:
        items, array, count = write_decorations(decorations, "title_decorations")
        self._call(lib.bg_button_set_title_decorations, array, count)
        self._title_decorations = items

    @property
    def subtitle_decorations(self) -> tuple[TextDecoration, ...]:
        """The subtitle's decorations, as ``title_decorations`` for the subtitle."""
        return self._subtitle_decorations

    @subtitle_decorations.setter
    def subtitle_decorations(self, decorations: Iterable[TextDecoration]) -> None:
        items, array, count = write_decorations(decorations, "subtitle_decorations")
        self._call(lib.bg_button_set_subtitle_decorations, array, count)
        self._subtitle_decorations = items

    @property
    def title_number_of_lines(self) -> int:
        """How many lines the title may take (UILabel's ``numberOfLines``): 1 (the default), or 0
        for as many as it needs. Beside 1 (or a ``title_line_break_mode`` other than
        TRUNCATE_TAIL) the title breaks into lines no wider than the room the layout leaves it:
        between words, after spaces and hyphens, between ideographs and kana (never before
        closing punctuation such as 、。）」 nor after opening punctuation); ``ButtonView.title_lines``
        reports them and ``size_that_fits(width)`` gives the height they need."""
        return self._lines()[0]

    @title_number_of_lines.setter
    def title_number_of_lines(self, lines: int) -> None:
        self._call(lib.bg_button_set_title_lines, _numbers.uint32(lines, "title_number_of_lines"), self._lines()[1])

    @property
    def title_line_break_mode(self) -> LineBreakMode:
        """How the title breaks into lines and how its last line is cut (UIButton.Configuration's
        ``titleLineBreakMode``): TRUNCATE_TAIL (the default), TRUNCATE_HEAD, TRUNCATE_MIDDLE, CLIP,
        WORD_WRAP or CHAR_WRAP."""
        return LineBreakMode(self._lines()[1])

    @title_line_break_mode.setter
    def title_line_break_mode(self, mode: LineBreakMode) -> None:
        self._call(lib.bg_button_set_title_lines, self._lines()[0], _numbers.int32(mode, "title_line_break_mode"))

    @property
    def subtitle_number_of_lines(self) -> int:
        """How many lines the subtitle may take, as ``title_number_of_lines``."""
        return self._lines()[2]

    @subtitle_number_of_lines.setter
    def subtitle_number_of_lines(self, lines: int) -> None:
        self._call(lib.bg_button_set_subtitle_lines, _numbers.uint32(lines, "subtitle_number_of_lines"),
                   self._lines()[3])

    @property
    def subtitle_line_break_mode(self) -> LineBreakMode:
        """How the subtitle breaks and is cut, as ``title_line_break_mode``."""
        return LineBreakMode(self._lines()[3])

    @subtitle_line_break_mode.setter
    def subtitle_line_break_mode(self, mode: LineBreakMode) -> None:
        self._call(lib.bg_button_set_subtitle_lines, self._lines()[2], _numbers.int32(mode, "subtitle_line_break_mode"))

    def _lines(self) -> tuple[int, int, int, int]:
        """The (title lines, title mode, subtitle lines, subtitle mode) settings."""
        values = ctypes.c_uint32(), ctypes.c_int32(), ctypes.c_uint32(), ctypes.c_int32()
        self._call(lib.bg_button_get_lines, *(ctypes.byref(value) for value in values))
        return values[0].value, values[1].value, values[2].value, values[3].value

    _title_decorations: tuple[TextDecoration, ...] = ()
    _subtitle_decorations: tuple[TextDecoration, ...] = ()

    def _alignment(self) -> tuple[int, int]:
        """The (horizontal, vertical) alignment values."""
        horizontal, vertical = ctypes.c_int32(), ctypes.c_int32()
        self._call(lib.bg_button_get_content_alignment, ctypes.byref(horizontal), ctypes.byref(vertical))
        return horizontal.value, vertical.value
