"""Group parameters: ``Layout``, ``Strings`` and ``Parameters`` (the seed's ``ButtonGroup.Parameters``).

``None`` in a field means "the group's theme decides" (the built-in theme's values are in
the field docs); ``Parameters.defaults(theme)`` shows what a theme decides.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import _ffi, _strings
from ._native import lib
from .enums import CornerStyle, LayoutKind, OverflowPolicy, ProminentType

if TYPE_CHECKING:
    from .theme import Theme

__all__ = ["Layout", "Strings", "Parameters"]


@dataclass(frozen=True)
class Layout:
    """How the buttons are arranged (the seed's ``ButtonGroup.Layout``).

    Build one with ``Layout.all_round(...)`` or ``Layout.prominent(...)``.

    Attributes:
        kind: ALL_ROUND or PROMINENT.
        spacing: points between slots (>= 0); None: the spacing of the theme's default
            layout.
        corner_style: how corners are rounded.
        corner_radius: points, used with ``CornerStyle.FIXED`` only.
        prominent_type: RELAXED or GROUPED (prominent only).
    """

    kind: LayoutKind = LayoutKind.ALL_ROUND
    spacing: float | None = None
    corner_style: CornerStyle = CornerStyle.CAPSULE
    corner_radius: float = 0.0
    prominent_type: ProminentType = ProminentType.RELAXED

    @classmethod
    def all_round(
        cls,
        *,
        spacing: float | None = None,
        corner_style: CornerStyle = CornerStyle.CAPSULE,
        corner_radius: float = 0.0,
    ) -> Layout:
        """All slots equal width, ``w = (W - (n-1) * spacing) / n``, capsule corners by default."""
        return cls(LayoutKind.ALL_ROUND, spacing, CornerStyle(corner_style), corner_radius)

    @classmethod
    def prominent(
        cls,
        *,
        type: ProminentType = ProminentType.RELAXED,  # noqa: A002 - the seed's name
        spacing: float | None = None,
        corner_style: CornerStyle = CornerStyle.LARGE,
        corner_radius: float = 0.0,
    ) -> Layout:
        """Slot 0 prominent (primary) taking the remaining width; the others secondary, sized to content."""
        return cls(
            LayoutKind.PROMINENT, spacing, CornerStyle(corner_style), corner_radius, ProminentType(type)
        )

    def _to_c(self, default_spacing: float) -> _ffi.bg_layout_params:
        return _ffi.bg_layout_params(
            kind=self.kind,
            prominent_type=self.prominent_type,
            corner_style=self.corner_style,
            reserved=0,
            spacing=default_spacing if self.spacing is None else float(self.spacing),
            corner_radius=float(self.corner_radius),
        )

    @classmethod
    def _from_c(cls, c: _ffi.bg_layout_params) -> Layout:
        return cls(
            LayoutKind(c.kind),
            c.spacing,
            CornerStyle(c.corner_style),
            c.corner_radius,
            ProminentType(c.prominent_type),
        )


@dataclass(frozen=True)
class Strings:
    """Texts of the More button and its action sheet (the seed's ``ButtonGroup.Strings``).

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
    """Layout parameters of a group (the seed's ``ButtonGroup.Parameters`` plus overflow options).

    Attributes:
        layout: the layout; None: the theme's default (built in: all-round, capsule).
        more_icon: icon name of the More button; None: the theme's ("ic_more_horiz").
        strings: the More button's and action sheet's texts.
        overflow_policy: COUNT (the seed's rule) or WIDTH (also overflow what does not fit).
        max_visible: slots including More (0: no count limit).
        overflow_hysteresis: points an overflowed item needs beyond its fit to come back (WIDTH).
    """

    layout: Layout | None = None
    more_icon: str | None = None
    strings: Strings = field(default_factory=Strings)
    overflow_policy: OverflowPolicy = OverflowPolicy.COUNT
    max_visible: int = 3
    overflow_hysteresis: float = 8.0

    @classmethod
    def defaults(cls, theme: Theme | None = None) -> Parameters:
        """The default parameters of ``theme`` (None: the built-in theme).

        Strings and the More icon come back as None: "the theme's own".
        """
        from .theme import _theme_handle

        c = _ffi.bg_group_params()
        lib.bg_group_params_init(_theme_handle(theme), ctypes.byref(c))
        return cls._from_c(c)

    def _to_c(self, defaults: Parameters) -> _ffi.bg_group_params:
        """This as a C struct; None fields take their value from ``defaults`` (or stay NULL)."""
        if isinstance(self.max_visible, bool) or not isinstance(self.max_visible, int) or self.max_visible < 0:
            raise ValueError(f"max_visible must be an int >= 0, got {self.max_visible!r}")
        default_layout = defaults.layout or Layout.all_round()
        layout = self.layout or default_layout
        default_spacing = default_layout.spacing if default_layout.spacing is not None else 0.0
        strings = self.strings
        return _ffi.bg_group_params(
            struct_size=ctypes.sizeof(_ffi.bg_group_params),
            overflow_policy=self.overflow_policy,
            layout=layout._to_c(default_spacing),
            more_icon=_strings.encode_optional(self.more_icon, "more_icon"),
            alert_title=_strings.encode_optional(strings.alert_title, "alert_title"),
            alert_message=_strings.encode_optional(strings.alert_message, "alert_message"),
            alert_cancel_button_title=_strings.encode_optional(
                strings.alert_cancel_button_title, "alert_cancel_button_title"
            ),
            more_button_accessibility_label=_strings.encode_optional(
                strings.more_button_accessibility_label, "more_button_accessibility_label"
            ),
            max_visible=self.max_visible,
            reserved=0,
            overflow_hysteresis=float(self.overflow_hysteresis),
        )

    @classmethod
    def _from_c(cls, c: _ffi.bg_group_params) -> Parameters:
        return cls(
            layout=Layout._from_c(c.layout),
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
