"""The inputs of a group's layout: ``LayoutParameters``, ``Strings`` and ``Parameters``.

Every field defaults to None, "the group's theme decides" (the built-in theme's values are in
the field docs; ``Parameters.defaults(theme)`` shows a theme's): a ``Parameters`` overrides
only what it sets. A group checks them when it takes them (see the package doc for what it
refuses).
"""

from __future__ import annotations

import ctypes
import dataclasses
import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from .. import _numbers, _strings
from .._native import lib
from ..enums import CornerStyle, LayoutKind, OverflowPolicy, ProminentType
from ..theme import _theme_handle
from . import _ffi

if TYPE_CHECKING:
    from ..theme import Theme

__all__ = ["LayoutParameters", "Strings", "Parameters"]

_Value = TypeVar("_Value", "LayoutParameters", "Strings", "Parameters")


def _over(value: _Value, defaults: _Value) -> _Value:
    """``defaults`` with every field ``value`` sets (is not None) replaced by ``value``'s."""
    changes = {
        field.name: getattr(value, field.name)
        for field in dataclasses.fields(value)
        if getattr(value, field.name) is not None
    }
    return dataclasses.replace(defaults, **changes)


@dataclass(frozen=True)
class LayoutParameters:
    """How the buttons are arranged (a banking design system's ``ButtonGroup.Layout``, C
    ``bg_layout_params``); make one with ``all_round`` or ``prominent``.

    Attributes:
        kind: ALL_ROUND or PROMINENT; None: the theme's (built in: all-round).
        spacing: points between slots (>= 0); None: the theme's (built in 8).
        corner_style: how corners are rounded; None: the theme's (built in capsule).
        corner_radius: points, used with ``CornerStyle.FIXED`` only; None: the theme's.
        prominent_type: RELAXED or GROUPED (prominent only); None: the theme's (built in RELAXED).
    """

    kind: LayoutKind | None = None
    spacing: float | None = None
    corner_style: CornerStyle | None = None
    corner_radius: float | None = None
    prominent_type: ProminentType | None = None

    @classmethod
    def all_round(
        cls,
        *,
        spacing: float | None = None,
        corner_style: CornerStyle | None = None,
        corner_radius: float | None = None,
    ) -> LayoutParameters:
        """All slots equal width, ``w = (W - (n-1) * spacing) / n``; None arguments: the theme's."""
        return cls(
            LayoutKind.ALL_ROUND, spacing, None if corner_style is None else CornerStyle(corner_style), corner_radius
        )

    @classmethod
    def prominent(
        cls,
        *,
        type: ProminentType | None = None,  # noqa: A002 - the design system's name
        spacing: float | None = None,
        corner_style: CornerStyle | None = None,
        corner_radius: float | None = None,
    ) -> LayoutParameters:
        """Slot 0 prominent (primary) taking the remaining width, the others secondary, sized to
        content; None arguments: the theme's."""
        return cls(
            LayoutKind.PROMINENT,
            spacing,
            None if corner_style is None else CornerStyle(corner_style),
            corner_radius,
            None if type is None else ProminentType(type),
        )

    def _check_ints(self) -> None:
        """Refuses an enum field outside ``int32_t``."""
        for value, what in (
            (self.kind, "layout.kind"),
            (self.prominent_type, "layout.prominent_type"),
            (self.corner_style, "layout.corner_style"),
        ):
            if value is not None:
                _numbers.int32(value, what)

    def _to_c(self) -> _ffi.bg_layout_params:
        """This as a C struct; every field must be set (see ``Parameters._resolved``)."""
        return _ffi.bg_layout_params(
            kind=_int32(self.kind, "layout.kind"),
            prominent_type=_int32(self.prominent_type, "layout.prominent_type"),
            corner_style=_int32(self.corner_style, "layout.corner_style"),
            reserved=0,
            spacing=_double(self.spacing, "layout.spacing"),
            corner_radius=_double(self.corner_radius, "layout.corner_radius"),
        )

    @classmethod
    def _from_c(cls, c: _ffi.bg_layout_params) -> LayoutParameters:
        return cls(
            kind=LayoutKind(c.kind),
            spacing=c.spacing,
            corner_style=CornerStyle(c.corner_style),
            corner_radius=c.corner_radius,
            prominent_type=ProminentType(c.prominent_type),
        )


@dataclass(frozen=True)
class Strings:
    """Texts of the More button and its action sheet (a banking design system's ``ButtonGroup.Strings``).

    Attributes:
        alert_title: title of the overflow action sheet (None: the theme's, none built in).
        alert_message: message of the overflow action sheet (None: the theme's, none built in).
        alert_cancel_button_title: the sheet's cancel button (None: the theme's, built in "Cancel").
        more_button_accessibility_label: what a screen reader says for More (None: the theme's,
            built in "More").
    """

    alert_title: str | None = None
    alert_message: str | None = None
    alert_cancel_button_title: str | None = None
    more_button_accessibility_label: str | None = None


@dataclass(frozen=True)
class Parameters:
    """Parameters of a group: a banking design system's ``ButtonGroup.Parameters`` plus overflow options.
    What ``layout`` and ``strings`` leave None is the theme's too:
    ``Parameters(layout=LayoutParameters.all_round(spacing=4))`` changes the kind and the spacing
    only.

    Attributes:
        layout: how the buttons are arranged; None: the theme's.
        more_icon: icon name of the More button; None: the theme's (built in "ic_more_horiz").
        strings: the More button's and action sheet's texts; None: the theme's.
        overflow_policy: COUNT (the design system's rule) or WIDTH (also overflow what does not fit);
            None: the theme's (built in COUNT).
        max_visible: slots including More (0: no count limit), within ``uint32_t``; None: the
            theme's (built in 3).
        overflow_hysteresis: points an overflowed item needs beyond its fit to come back
            (WIDTH); None: the theme's (built in 8).
    """

    layout: LayoutParameters | None = None
    more_icon: str | None = None
    strings: Strings | None = None
    overflow_policy: OverflowPolicy | None = None
    max_visible: int | None = None
    overflow_hysteresis: float | None = None

    @classmethod
    def defaults(cls, theme: Theme | None = None) -> Parameters:
        """The parameters ``theme`` (None: the default theme, ``set_default_theme``) gives a group,
        every field set but the More icon and the strings, which stay None: read them with
        ``Theme.string``, e.g. ``theme.string("parameters/buttonGroup/moreIcon")``."""
        c = _ffi.bg_group_params()
        lib.bg_group_params_init(_theme_handle(theme), ctypes.byref(c))
        # The struct's bytes are the defaults (its strings are NULL: the theme's). The same bytes
        # as last time give the same object, whichever theme (or default theme) they came from:
        # a group's build converts nothing, and _to_c's check of the last pair finds it.
        raw = bytes(c)
        last_raw, last = _LAST_DEFAULTS[0]
        if cls is Parameters and last is not None and last_raw == raw:
            return last
        defaults = cls._from_c(c)
        if cls is Parameters:
            _LAST_DEFAULTS[0] = (raw, defaults)
        return defaults

    def _resolved(self, defaults: Parameters) -> Parameters:
        """``defaults`` with what this sets, field by field (in ``layout`` and ``strings`` too)."""
        resolved = _over(self, defaults)
        if self.layout is not None and defaults.layout is not None:
            resolved = dataclasses.replace(resolved, layout=_over(self.layout, defaults.layout))
        if self.strings is not None and defaults.strings is not None:
            resolved = dataclasses.replace(resolved, strings=_over(self.strings, defaults.strings))
        return resolved

    def _to_c(self, defaults: Parameters) -> _ffi.bg_group_params:
        """This as a C struct, fields left None taken from ``defaults`` (the group's
        ``Parameters.defaults``); strings and a More icon None in both stay NULL (the theme's).

        The struct comes from a small cache shared by equal (parameters, defaults) pairs: pass it to
        the library, never change it. The int fields are checked before the cache is asked, so that
        whether a value is refused never depends on what an equal one left there (``Decimal(3) == 3``).
        """
        last = _LAST_CONVERTED[0]
        if last[0] is self and last[1] is defaults and last[2] is not None:  # the very objects last time: checked
            return last[2]
        self._check_ints()
        try:
            converted = _cached_c_params(self, defaults)
        except TypeError:  # a field is unhashable (and will fail to convert, or convert uncached)
            return self._convert(defaults)
        _LAST_CONVERTED[0] = (self, defaults, converted)
        return converted

    def _check_ints(self) -> None:
        """Refuses an int field outside its C type."""
        if self.overflow_policy is not None:
            _numbers.int32(self.overflow_policy, "overflow_policy")
        if self.max_visible is not None:
            _numbers.uint32(self.max_visible, "max_visible")
        if isinstance(self.layout, LayoutParameters):
            self.layout._check_ints()

    def _convert(self, defaults: Parameters) -> _ffi.bg_group_params:
        """``_to_c`` without the cache (the int fields checked)."""
        resolved = self._resolved(defaults)
        strings = resolved.strings or Strings()
        return _ffi.bg_group_params(
            struct_size=ctypes.sizeof(_ffi.bg_group_params),
            overflow_policy=_int32(resolved.overflow_policy, "overflow_policy"),
            layout=_required(resolved.layout, "layout")._to_c(),
            more_icon=_strings.encode_optional(resolved.more_icon, "more_icon"),
            alert_title=_strings.encode_optional(strings.alert_title, "strings.alert_title"),
            alert_message=_strings.encode_optional(strings.alert_message, "strings.alert_message"),
            alert_cancel_button_title=_strings.encode_optional(
                strings.alert_cancel_button_title, "strings.alert_cancel_button_title"
            ),
            more_button_accessibility_label=_strings.encode_optional(
                strings.more_button_accessibility_label, "strings.more_button_accessibility_label"
            ),
            max_visible=_uint32(resolved.max_visible, "max_visible"),
            reserved=0,
            overflow_hysteresis=_double(resolved.overflow_hysteresis, "overflow_hysteresis"),
        )

    @classmethod
    def _from_c(cls, c: _ffi.bg_group_params) -> Parameters:
        return cls(
            layout=LayoutParameters._from_c(c.layout),
            more_icon=_strings.decode_optional(c.more_icon),
            strings=Strings(
                alert_title=_strings.decode_optional(c.alert_title),
                alert_message=_strings.decode_optional(c.alert_message),
                alert_cancel_button_title=_strings.decode_optional(c.alert_cancel_button_title),
                more_button_accessibility_label=_strings.decode_optional(c.more_button_accessibility_label),
            ),
            overflow_policy=OverflowPolicy(c.overflow_policy),
            max_visible=c.max_visible,
            overflow_hysteresis=c.overflow_hysteresis,
        )


_LAST_DEFAULTS: list[tuple[bytes, Parameters | None]] = [(b"", None)]
"""The last ``Parameters.defaults()`` made, with the bytes of the C struct it was made from."""


_LAST_CONVERTED: list[tuple[Any, Any, _ffi.bg_group_params | None]] = [(None, None, None)]
"""The (parameters, defaults, struct) ``_to_c`` last took from the cache: groups made one after
another with the same two objects skip the checks and the hashing (one tuple: replaced whole)."""


@functools.lru_cache(maxsize=32)
def _cached_c_params(parameters: Parameters, defaults: Parameters) -> _ffi.bg_group_params:
    return parameters._convert(defaults)


_T = TypeVar("_T")


def _required(value: _T | None, name: str) -> _T:
    """``value``, which the defaults always set (None would be a binding bug)."""
    if value is None:
        raise AssertionError(f"buttongroup: the default parameters have no {name}")
    return value


def _int32(value: object | None, name: str) -> int:
    """Resolved field ``name`` as a C ``int32_t`` (``_numbers.int32``)."""
    return _numbers.int32(_required(value, name), name)


def _uint32(value: object | None, name: str) -> int:
    """Resolved field ``name`` as a C ``uint32_t`` (``_numbers.uint32``)."""
    return _numbers.uint32(_required(value, name), name)


def _double(value: object | None, name: str) -> float:
    """Resolved field ``name`` as a C ``double`` (``_numbers.double``)."""
    return _numbers.double(_required(value, name), name)
