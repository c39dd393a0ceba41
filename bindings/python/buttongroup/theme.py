"""``Theme``: design tokens (colors, spacers, radii, typography, default parameters)."""

from __future__ import annotations

import ctypes
import os
from dataclasses import dataclass
from typing import Any, SupportsIndex

from . import _numbers, _strings, _theme_ffi
from ._lifetime import LibraryObject, State as _HandleState
from ._native import lib
from .enums import ContentSize, Role, State, Status, TextStyle
from .errors import InvalidHandleError, ParseError

__all__ = ["Theme", "ButtonColors", "set_default_theme", "default_theme", "text_style_size"]


@dataclass(frozen=True)
class ButtonColors:
    """The colors to paint one button with, each an int ``0xRRGGBBAA``."""

    background: int
    foreground: int
    border: int


class Theme(LibraryObject):
    """A design-token theme: the built-in ``defaultTokens.json`` with a user theme on top. Load one
    with ``from_json`` or ``from_file``; ``Theme.builtin()`` is the built-in one. Objects copy
    what they need from their theme when they are made, so it may be closed while they live on.
    An object made with ``theme=None`` gets the process default (``set_default_theme``).
    Lifetime as the package doc says; ``Theme.builtin()`` copies and pickles as itself. Example::

        with Theme.from_json('{"spacer": {"lg": 20}}') as theme:
            group = ButtonGroup(items, theme=theme)
            spacing = theme.number("spacer/lg")
    """

    _COPY_HINT = "load another one with Theme.from_json or Theme.from_file"

    def __init__(self) -> None:
        raise TypeError("use Theme.from_json, Theme.from_file or Theme.builtin")

    @classmethod
    def from_json(cls, source: str | bytes | bytearray | memoryview) -> Theme:
        """Loads a theme from JSON text that overrides any subset of the built-in tokens, and may set
        the default group parameters under ``"parameters": {"buttonGroup": ...}``. All of
        ``source`` is read, so a NUL character in it, as in a JSON string, is a ``ParseError`` at its
        line and column.

        Raises:
            ParseError: malformed or mistyped JSON; the message names line, column and path.
            InvalidUTF8Error: the text is not valid UTF-8.
            TypeError: ``source`` is neither a str nor bytes-like.
        """
        if isinstance(source, str):
            data = _strings.encode_sized(source, "theme JSON")
        else:
            try:
                data = memoryview(source).tobytes()  # any bytes-like object; not bytes(5), five NULs
            except TypeError:
                raise TypeError(f"the theme JSON must be a str or bytes-like, not {type(source).__name__}") from None
        theme = cls._unborn()
        lib.bg_theme_load(data, len(data), ctypes.byref(theme._state.handle))
        return theme

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> Theme:
        """Loads a theme from a JSON file (see ``from_json``); a ParseError names the file."""
        with open(path, "rb") as file:
            data = file.read()
        try:
            return cls.from_json(data)
        except ParseError as error:
            raise ParseError(f"{os.fspath(path)}: {error.message}") from None

    @classmethod
    def builtin(cls) -> Theme:
        """The built-in theme (``defaultTokens.json``), whatever the default theme is; closing it
        does nothing."""
        return _BUILTIN

    @property
    def warnings(self) -> list[str]:
        """Non-fatal findings of the load, one per entry (e.g. unknown keys)."""
        return [line for line in self._copy(lib.bg_theme_copy_warnings).splitlines() if line]

    def number(self, path: str) -> float:
        """A number token, e.g. ``"spacer/md"``, ``"radius/large"``, ``"button/height"`` (none: ``NotFoundError``)."""
        value = ctypes.c_double()
        lib.bg_theme_number(self._handle, _strings.encode(path, "path"), ctypes.byref(value))
        return value.value

    def color(self, path: str) -> int:
        """A color token as ``0xRRGGBBAA``, e.g. ``"color/button/primary/default/background"`` (none:
        ``NotFoundError``)."""
        value = ctypes.c_uint32()
        lib.bg_theme_color(self._handle, _strings.encode(path, "path"), ctypes.byref(value))
        return value.value

    def string(self, path: str) -> str:
        """A text token, e.g. ``"typography/button/family"`` (none: ``NotFoundError``)."""
        return self._copy(lib.bg_theme_copy_string, _strings.encode(path, "path"))

    def _copy(self, function: Any, *args: Any) -> str:
        """The text ``function`` (a ``bg_theme_copy_*``) copies out: its size asked, then copied."""
        needed = ctypes.c_size_t()
        function(self._handle, *args, None, 0, ctypes.byref(needed))
        buffer = ctypes.create_string_buffer(needed.value)
        function(self._handle, *args, buffer, needed.value, ctypes.byref(needed))
        return _strings.decode(buffer.value)

    @property
    def content_size(self) -> ContentSize:
        """The reader's text size this theme lays out for (Dynamic Type): ``ContentSize.LARGE``
        unless its JSON sets ``"typography": {"contentSizeCategory": ...}`` or it was made with
        ``with_content_size``. Fonts are stated at LARGE and scale by their text style."""
        value = ctypes.c_int32()
        lib.bg_theme_content_size(self._handle, ctypes.byref(value))
        return ContentSize(value.value)

    def with_content_size(self, category: ContentSize) -> Theme:
        """A new theme: this one with its content size category set to ``category`` (Dynamic Type),
        every other token kept. Objects made with it lay out in fonts scaled as iOS scales their
        text style (``text_style_size``); a group's buttons grow taller with them. Example::

            with Theme.builtin().with_content_size(ContentSize.ACCESSIBILITY3) as large:
                group = ButtonGroup(items, theme=large)  # body text 40/17 as large

        Raises:
            InvalidArgumentError: ``category`` is not a ``ContentSize``.
        """
        c_category = _numbers.int32(category, "category")
        theme = Theme._unborn()
        lib.bg_theme_with_content_size(self._handle, c_category, ctypes.byref(theme._state.handle))
        return theme

    def button_colors(self, role: Role, state: State = State(0)) -> ButtonColors:
        """The colors of a button of ``role`` (AUTOMATIC paints as SECONDARY) in ``state``: disabled
        wins, then highlighted, then focused; selected has no colors of its own. Pass a ``Slot``'s
        ``role`` and ``state`` as they are."""
        out = _theme_ffi.bg_button_colors()
        c_role, c_state = _numbers.int32(role, "role"), _numbers.uint32(state, "state")
        lib.bg_theme_button_colors(self._handle, c_role, c_state, ctypes.byref(out))
        return ButtonColors(out.background, out.foreground, out.border)

    @property
    def closed(self) -> bool:
        """True after ``close()`` (never for the built-in theme)."""
        return self is not _BUILTIN and super().closed

    def close(self) -> None:
        """Frees the theme (objects made with it keep their copy). Idempotent; nothing for
        ``Theme.builtin()``."""
        if self is not _BUILTIN:
            super().close()

    def _free(self, state: _HandleState) -> None:
        lib.bg_theme_free(state.handle)

    def __reduce_ex__(self, protocol: SupportsIndex) -> Any:
        """The built-in theme pickles and copies as ``Theme.builtin()``; a loaded one raises
        ``TypeError``."""
        if self is _BUILTIN:
            return (Theme.builtin, ())
        return super().__reduce_ex__(protocol)

    def __repr__(self) -> str:
        if self is _BUILTIN:
            return "<Theme builtin>"
        return f"<Theme id={self._state.handle.id:#x}{' closed' if self.closed else ''}>"

    @property
    def _handle(self) -> _theme_ffi.bg_theme:
        """A copy of the theme's handle. A closed theme is refused here: its handle is {0} once
        freed, which the library would read as the default theme."""
        handle_id = self._state.handle.id  # read once: a close in another thread cannot make it {0} later
        if not handle_id:
            raise InvalidHandleError("theme handle is not live: the Theme was closed", Status.INVALID_HANDLE)
        return _theme_ffi.bg_theme(handle_id)

    @classmethod
    def _unborn(cls) -> Theme:
        """A Theme whose handle, still {0}, a library call is about to fill: owned first, so that
        whatever the call makes is freed with it."""
        theme = object.__new__(cls)
        theme._own(_HandleState(_theme_ffi.bg_theme()), _FREE)
        return theme


def set_default_theme(theme: Theme | None) -> None:
    """Makes ``theme`` the process default: what every object made with ``theme=None`` gets from now
    on (``ButtonGroup``, ``Button``, ``Toolbar``, ``Parameters.defaults()``), in every thread, as the
    design system's ``DesignSystem.shared.parameters.buttonGroup = ...`` does. The library keeps its
    own reference, so ``theme`` may be closed afterwards; objects already made keep their theme.
    ``None`` (or ``Theme.builtin()``) makes the built-in theme the default again. Example::

        with Theme.from_json('{"parameters": {"buttonGroup": {"layout": {"kind": "prominent"}}}}') as theme:
            set_default_theme(theme)
        group = ButtonGroup(items)  # prominent
        set_default_theme(None)     # back to the built-in theme

    Raises:
        InvalidHandleError: ``theme`` is closed (the default is unchanged).
        TypeError: ``theme`` is not a Theme or None.
    """
    lib.bg_theme_set_default(_theme_ffi.bg_theme(0) if theme is None else _theme_handle(theme))


def default_theme() -> Theme:
    """The current default theme (see ``set_default_theme``) as a Theme of its own: it stays that
    theme when the default changes later. Close it (or let it be collected) when done."""
    theme = Theme._unborn()
    lib.bg_theme_get_default(ctypes.byref(theme._state.handle))
    return theme


def text_style_size(style: TextStyle, category: ContentSize = ContentSize.LARGE) -> float:
    """The point size of iOS text style ``style`` in content size ``category``, from Apple's Dynamic
    Type table: ``text_style_size(TextStyle.BODY)`` is 17, at ``ContentSize.ACCESSIBILITY3`` 40.

    Raises:
        InvalidArgumentError: ``style`` or ``category`` is out of range.
    """
    value = ctypes.c_double()
    lib.bg_text_style_size(_numbers.int32(style, "style"), _numbers.int32(category, "category"), ctypes.byref(value))
    return value.value


_FREE = lib.unchecked("bg_theme_free")
_BUILTIN: Theme = object.__new__(Theme)
# The built-in tokens under a handle of their own ("{}" overrides nothing): {0} names the default
# theme, which may be another one. Never freed, like the library's own built-in theme.
_BUILTIN._state = _HandleState(_theme_ffi.bg_theme())
lib.bg_theme_load(b"{}", 2, ctypes.byref(_BUILTIN._state.handle))
_BUILTIN._finalizer = None  # type: ignore[assignment]  # nothing to free


def _theme_handle(theme: Theme | None) -> _theme_ffi.bg_theme:
    """The C handle of ``theme`` ({0}, the default theme, for None)."""
    if theme is None:
        return _theme_ffi.bg_theme(0)
    if not isinstance(theme, Theme):
        raise TypeError(f"theme must be a buttongroup.Theme or None, not {type(theme).__name__}")
    return theme._handle
