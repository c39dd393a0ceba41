"""``Button``: a headless button described by a configuration, after UIKit's button configurations."""

from __future__ import annotations

import ctypes
from ctypes import c_double
from typing import Any, Callable

from .. import _callbacks, _numbers, _pending, _strings
from .._callbacks import Measure
from .._ffi import bg_size
from .._collection import pause, resume
from .._lifetime import State as _HandleState
from .._native import lib
from ..enums import Direction, LabelButtonType, PointerPhase, ProviderKind, State
from ..geometry import Size
from ..picture import render_svg
from ..theme import Theme, _theme_handle
from . import _callbacks as _trampolines
from . import _ffi
from ._callbacks import Action, ButtonState as _ButtonState, MeasureImage, Provider, ProviderSetting, Updated
from ._view_properties import ViewProperties
from .configuration import ButtonConfiguration, c_config, empty_c_config
from .view import ButtonAccessibility, ButtonView

__all__ = ["Button", "Provider", "ProviderSetting", "Action", "Updated", "Measure", "MeasureImage"]

_A11Y_SIZE = ctypes.sizeof(_ffi.bg_button_a11y)
_FREE = lib.unchecked("bg_button_free")
_LAYOUT = lib.untyped("bg_button_layout")  # the call every frame makes (see Native.untyped)
_VIEW_SIZE = ctypes.sizeof(_ffi.bg_button_view)


class Button(ViewProperties):
    """A button described by a configuration, after UIKit's button configurations: the host sets a
    *base* configuration (as ``UIButton.Configuration``); the *provider* derives the *effective*
    one for the button's state (as a ``configurationUpdateHandler``, see ``provider``); the button
    lays it out and handles pointer, focus and accessibility. The host draws. Example (the
    ConfigurationBasedButton sample's "Start")::

        base = ButtonConfiguration(title="Title", subtitle="Subtitle", image="house.circle.fill",
                                   image_padding=10, content_insets=Insets(10, 40, 10, 40))
        button = Button(base, ProviderKind.PLAIN, action=lambda: print("Button1 has been tapped"))
        view = button.layout(*button.size_that_fits(), scale=2)
        button.pointer(PointerPhase.DOWN, *view.bounds.center)       # highlighted
        button.base_configuration = button.base_configuration.replace(title="Update Title")

    **Coalesced updates.** Setting the base configuration, the provider, ``enabled``,
    ``selected``, ``highlighted``, ``tint_color``, focus or a press any number of times makes one update (one provider
    pass, one ``on_updated`` call), run by ``flush()`` or by the next call that reads a result
    (``effective_configuration``, ``size_that_fits``, ``layout``, ``accessibility``). A failed
    provider keeps the previous effective configuration.

    Lifetime, callbacks, threads and bad values: see the package doc; for configurations,
    ``buttongroup.button.configuration``.
    """

    _COPY_HINT = "make another one with Button(button.base_configuration, button.provider, theme, ...)"
    _state: _ButtonState
    # What the button was given, until it is given something else (class attributes: the defaults).
    _provider: ProviderSetting = ProviderKind.PLAIN
    _action: Action | None = None
    _on_updated: Updated | None = None
    _measure: Measure | None = None
    _measure_image: MeasureImage | None = None
    _accessibility_label: str | None = None
    _accessibility_identifier: str | None = None

    def __init__(
        self,
        base_configuration: ButtonConfiguration | None = None,
        provider: ProviderSetting = ProviderKind.PLAIN,
        theme: Theme | None = None,
        *,
        action: Action | None = None,
        on_updated: Updated | None = None,
        measure: Measure | None = None,
        measure_image: MeasureImage | None = None,
    ) -> None:
        """Creates a button showing ``base_configuration`` (None: the empty configuration) through
        ``provider``. ``theme`` (None: the built-in one) gives the fonts, tint, dimming, icon size and
        style presets; the button copies it, so it may be closed afterwards."""
        c_base = None if base_configuration is None else c_config(base_configuration, "base_configuration")
        self._open(lambda handle: lib.bg_button_create(
            _theme_handle(theme), None if c_base is None else ctypes.byref(c_base), ctypes.byref(handle)))
        try:
            if isinstance(provider, str) or callable(provider) or provider != ProviderKind.PLAIN:
                self.provider = provider
            if action is not None:
                self.action = action
            if on_updated is not None:
                self.on_updated = on_updated
            if measure is not None:
                self.measure = measure
            if measure_image is not None:
                self.measure_image = measure_image
        except BaseException:
            self.close()
            raise

    @classmethod
    def with_label(cls, type: LabelButtonType, theme: Theme | None = None) -> Button:
        """A label button (``ButtonWithLabel``, the info / alert preset) of ``type``: its label ("Info",
        "Alert") on a translucent, square background with 6-point insets, then its icon
        ("questionmark.circle", "exclamationmark.circle"), centred on one line and pressed as one.
        ``size_that_fits()`` is its intrinsic size (the label and the bare icon side by side, as
        high as the taller: the label's insets do not pad the icon), e.g. for a navigation bar
        item::

            info = Button.with_label(LabelButtonType.INFO).with_action(show_info)
        """
        c_type = _numbers.int32(type, "type")
        button = cls.__new__(cls)
        button._open(lambda handle: lib.bg_button_create_with_label(_theme_handle(theme), c_type, ctypes.byref(handle)))
        return button

    def with_action(self, action: Action | None) -> Button:
        """Sets ``action`` and returns the button itself, for chaining."""
        self.action = action
        return self

    def _open(self, create: Callable[[_ffi.bg_button], object]) -> None:
        """Creates the library's button with ``create``, given the handle to fill."""
        self._own(_ButtonState(), _FREE)  # before the handle exists: the finalizer frees whatever it becomes
        self._view = _ffi.bg_button_view(struct_size=_VIEW_SIZE)
        self._view_ref = ctypes.byref(self._view)
        create(self._state.handle)

    # -------------------------------------------------------- configurations

    @property
    def base_configuration(self) -> ButtonConfiguration:
        """The configuration the host sets. Assigning replaces it (coalesced); values are immutable,
        so edit a copy: ``button.base_configuration = button.base_configuration.replace(title="New")``."""
        return self._read_configuration(lib.bg_button_get_base_config, empty_c_config())

    @base_configuration.setter
    def base_configuration(self, configuration: ButtonConfiguration) -> None:
        c = c_config(configuration, "base_configuration")
        self._call(lib.bg_button_set_base_config, ctypes.byref(c))

    @property
    def effective_configuration(self) -> ButtonConfiguration:
        """The configuration shown in the button's state: the provider's result (after the pending
        update, whose provider or ``on_updated`` may raise)."""
        return self._read_configuration(lib.bg_button_get_effective_config, empty_c_config())

    @property
    def provider(self) -> ProviderSetting:
        """What derives the effective configuration from the base one, as last assigned (coalesced):

        - ``ProviderKind.NONE``: the base configuration as it is;
        - ``ProviderKind.PLAIN`` (the default): disabled multiplies the alpha of the foreground
          (the theme's tint when none), title, subtitle, fill and stroke colors by the theme's
          disabled dimming (built in 0.5), highlighted by its highlighted dimming (0.75);
        - a style name, e.g. ``"primaryOutline"``: the theme's style preset
          (``parameters/button/styles/<name>``; ``NotFoundError`` when there is none), then the
          plain dimming;
        - a callable ``provider(configuration, state) -> ButtonConfiguration``, given the base
          configuration and the ``State``; it may chain to ``plain_update``. What it raises
          (``TypeError`` when it returns something else) comes out of the call that ran the update.
        """
        return self._provider

    @provider.setter
    def provider(self, provider: ProviderSetting) -> None:
        with self._state.lock:
            handle = self._state.handle
            if isinstance(provider, str):
                lib.bg_button_set_provider(handle, ProviderKind.STYLE, _strings.encode(provider, "provider"))
                self._provider = provider
            elif callable(provider):
                _callbacks.set_callback(lib.bg_button_set_host_provider, self._state, _trampolines.PROVIDER, provider)
                self._provider = provider
            else:
                try:
                    kind = _numbers.int32(provider, "provider")
                except TypeError:
                    raise TypeError(
                        "provider must be a ProviderKind, a style name (str) or a callable "
                        f"(configuration, state) -> ButtonConfiguration, not {type(provider).__name__}"
                    ) from None
                lib.bg_button_set_provider(handle, kind, None)
                self._provider = ProviderKind(kind)

    def plain_update(self, configuration: ButtonConfiguration, state: State) -> ButtonConfiguration:
        """The plain provider's edit of ``configuration`` for ``state`` with this button's theme, for a
        Python provider to chain to::

            def provider(configuration, state):
                if state & State.SELECTED:
                    configuration = configuration.replace(title="Selected")
                return button.plain_update(configuration, state)
        """
        c = c_config(configuration, "configuration")
        return self._read_configuration(lib.bg_button_plain_update, c, _numbers.uint32(state, "state"))

    def _read_configuration(self, function: Any, c: _ffi.bg_button_config, *args: Any) -> ButtonConfiguration:
        """``function(handle, *args, &c)``, then ``c`` read as a value, under the lock."""
        with self._state.lock:
            function(self._state.handle, *args, ctypes.byref(c))
            return ButtonConfiguration._from_c(c)

    # ----------------------------------------------------------------- state

    @property
    def enabled(self) -> bool:
        """Whether the button can fire (coalesced). A disabled button never fires, cannot take focus
        and drops a pointer held down on it."""
        return not self.state & State.DISABLED

    @enabled.setter
    def enabled(self, enabled: bool) -> None:
        self._call(lib.bg_button_set_enabled, _numbers.flag(enabled, "enabled"))

    @property
    def selected(self) -> bool:
        """The selected state (coalesced)."""
        return bool(self.state & State.SELECTED)

    @selected.setter
    def selected(self, selected: bool) -> None:
        self._call(lib.bg_button_set_selected, _numbers.flag(selected, "selected"))

    @property
    def state(self) -> State:
        """The control state: HIGHLIGHTED / FOCUSED / DISABLED / SELECTED flags (empty: normal)."""
        out = ctypes.c_uint32()
        self._call(lib.bg_button_get_state, ctypes.byref(out))
        return State(out.value)

    @property
    def update_count(self) -> int:
        """How many updates (provider passes) have run since the button was created."""
        out = ctypes.c_uint64()
        self._call(lib.bg_button_update_count, ctypes.byref(out))
        return out.value

    def flush(self) -> bool:
        """Runs the pending update, if any; returns True when one ran."""
        updated = ctypes.c_int32()
        self._call(lib.bg_button_flush, ctypes.byref(updated))
        return bool(updated.value)

    # ----------------------------------------------------------------- output

    def size_that_fits(self, width: float | None = None) -> Size:
        """The size that shows the effective configuration whole (after the pending update). With
        ``width``: the size at most that wide, the texts set to several lines
        (``title_number_of_lines``) wrapped to it and the height grown for their lines; laid out
        at it, no line is cut that the number of lines allows whole. A text on one line (the
        default) keeps its whole width, which may be wider than ``width``."""
        out = bg_size()
        if width is None:
            self._call(lib.bg_button_size_that_fits, ctypes.byref(out))
        else:
            self._call(lib.bg_button_size_that_fits_width, _numbers.double(width, "width"), ctypes.byref(out))
        return Size(out.width, out.height)

    def svg(self, *, show_overflow: bool = False, padding: float = 8.0, background: int = 0xFFFFFFFF) -> str:
        """The latest layout drawn as SVG text, the same bytes as ``bg_button_svg`` gives C (see
        ``buttongroup.picture``): ``padding`` points around it on a ``background`` of ``0xRRGGBBAA``
        (alpha 0: none); ``show_overflow`` draws a group's sheet or a toolbar's menu, a button has none.
        Raises ``StateError`` before the first ``layout``, ``InvalidArgumentError`` for a padding that
        is not finite or not in 0 ... ``MAX_LENGTH``, ``OutOfRangeError`` for a background beyond 32
        bits, ``TypeError`` for an option of another type."""
        return render_svg(lib.bg_button_svg, self._state, show_overflow, padding, background)

    def layout(
        self, width: float, height: float, scale: float = 1.0, direction: Direction = Direction.LTR
    ) -> ButtonView:
        """Lays the button out ``width`` x ``height`` points (0 ... ``MAX_LENGTH``) at ``scale`` pixels
        per point (``MIN_SCALE`` ... ``MAX_SCALE``) in ``direction``, after the pending update
        (whatever its provider, measurers or ``on_updated`` raise comes out). Pointer events use the
        latest layout. A bad size, scale or direction raises ``InvalidArgumentError``."""
        c_direction = direction if direction.__class__ is Direction else _numbers.int32(direction, "direction")
        state, view = self._state, self._view
        with state.lock:
            paused = pause()  # see _collection
            try:
                try:
                    status = _LAYOUT(state.handle, c_double(width), c_double(height), c_double(scale), c_direction,
                                     self._view_ref)
                except (TypeError, OverflowError):
                    raise _numbers.double_error(width=width, height=height, scale=scale) from None
                if status or _pending.waiting:  # on_updated and the image measurer fail no call
                    lib.raise_failure(status)
                return ButtonView._from_c(view)
            finally:
                resume(paused)

    # ----------------------------------------------------------------- events

    def pointer(self, phase: PointerPhase, x: float, y: float) -> bool:
        """A pointer event at (x, y) in the latest layout, tracked like a UIControl; returns True when
        the button fired. DOWN inside the hit frame highlights (coalesced), MOVE outside
        un-highlights and back inside re-highlights, UP inside fires the ``action``; UP outside and
        CANCEL fire nothing. Raises ``StateError`` before the first layout, ``InvalidArgumentError``
        for an unknown phase or NaN coordinates."""
        fired = ctypes.c_int32()
        c_phase = _numbers.int32(phase, "phase")
        c_x, c_y = _numbers.double(x, "x"), _numbers.double(y, "y")
        self._call(lib.bg_button_pointer, c_phase, c_x, c_y, ctypes.byref(fired))
        return bool(fired.value)

    def activate(self) -> None:
        """Fires the ``action`` as Space / Return would, unless the button is disabled."""
        self._call(lib.bg_button_activate)

    def focus(self, focused: bool = True) -> bool:
        """Takes (True) or gives up (False) keyboard focus (coalesced); returns whether the button has
        it now (a disabled button cannot take it)."""
        out = ctypes.c_int32()
        self._call(lib.bg_button_set_focus, _numbers.flag(focused, "focused"), ctypes.byref(out))
        return bool(out.value)

    # ---------------------------------------------------------- accessibility

    @property
    def accessibility(self) -> ButtonAccessibility:
        """What a screen reader announces (after the pending update)."""
        out = _ffi.bg_button_a11y(struct_size=_A11Y_SIZE)
        with self._state.lock:
            lib.bg_button_get_accessibility(self._state.handle, ctypes.byref(out))
            return ButtonAccessibility._from_c(out)

    def set_accessibility(self, label: str | None = None, identifier: str | None = None) -> None:
        """Sets the accessibility label (None: the title) and identifier (None: none) together."""
        c_label = _strings.encode_optional(label, "accessibility_label")
        c_identifier = _strings.encode_optional(identifier, "accessibility_identifier")
        with self._state.lock:
            lib.bg_button_set_accessibility(self._state.handle, c_label, c_identifier)
            self._accessibility_label, self._accessibility_identifier = label, identifier

    @property
    def accessibility_label(self) -> str | None:
        """The accessibility label as set (None: a screen reader reads the title)."""
        return self._accessibility_label

    @accessibility_label.setter
    def accessibility_label(self, label: str | None) -> None:
        self.set_accessibility(label, self._accessibility_identifier)

    @property
    def accessibility_identifier(self) -> str | None:
        """The accessibility (testing) identifier as set, or None."""
        return self._accessibility_identifier

    @accessibility_identifier.setter
    def accessibility_identifier(self, identifier: str | None) -> None:
        self.set_accessibility(self._accessibility_label, identifier)

    # -------------------------------------------------------------- callbacks

    @property
    def action(self) -> Action | None:
        """Called with no arguments when the button fires (pointer up inside, ``activate``)."""
        return self._action

    @action.setter
    def action(self, callback: Action | None) -> None:
        self._set_callback("_action", lib.bg_button_set_action, _trampolines.ACTION, callback)

    @property
    def on_updated(self) -> Updated | None:
        """Called with no arguments once per update, after the effective configuration changed (redraw
        then). What it raises comes out of the call that ran the update, which took effect."""
        return self._on_updated

    @on_updated.setter
    def on_updated(self, callback: Updated | None) -> None:
        self._set_callback("_on_updated", lib.bg_button_set_updated_callback, _trampolines.UPDATED, callback)

    @property
    def measure(self) -> Measure | None:
        """The text measurer ``(font, text, max_width) -> (width, height)``; None: the built-in one.
        Assigning clears the measure cache."""
        return self._measure

    @measure.setter
    def measure(self, callback: Measure | None) -> None:
        self._set_callback("_measure", lib.bg_button_set_measure_callback, _callbacks.MEASURE, callback)

    @property
    def measure_image(self) -> MeasureImage | None:
        """The image measurer ``(name) -> Size | None`` for images without an ``image_size``; None (as
        the measurer or its answer): the theme's icon size."""
        return self._measure_image

    @measure_image.setter
    def measure_image(self, callback: MeasureImage | None) -> None:
        self._set_callback("_measure_image", lib.bg_button_set_image_measure_callback, _trampolines.MEASURE_IMAGE,
                           callback)

    # -------------------------------------------------------------- lifetime

    def _free(self, state: _HandleState) -> None:
        lib.bg_button_free(state.handle)  # runs (or, inside a callback, defers) the destroy notifications

    def _closed(self) -> None:
        self._state.provider_result = None
        self._action = self._on_updated = self._measure = self._measure_image = None
        if callable(self._provider):
            self._provider = ProviderKind.PLAIN

    def __repr__(self) -> str:
        if self.closed:
            return "<Button closed>"
        return f"<Button id={self._state.handle.id:#x}>"
