"""The button's C callback trampolines (provider, updated, action, image measure), following
``buttongroup._callbacks``, and the callback types and state they share with ``Button``."""

from __future__ import annotations

import ctypes
from typing import Any, Callable, Union

from .. import _lifetime, _numbers, _pending, _strings
from .._callbacks import owner, target, trampoline
from ..enums import ProviderKind, State
from ..geometry import Size
from . import _ffi
from .configuration import ButtonConfiguration

__all__ = ["Provider", "ProviderSetting", "Action", "Updated", "MeasureImage", "ButtonState", "PROVIDER", "UPDATED",
           "ACTION", "MEASURE_IMAGE"]

Provider = Callable[[ButtonConfiguration, State], ButtonConfiguration]
"""A host provider: ``(base configuration, state) -> effective configuration``."""
ProviderSetting = Union[ProviderKind, str, Provider]
"""What ``Button.provider`` takes: a ``ProviderKind``, a theme style name or a ``Provider``."""
Action = Callable[[], Any]
"""Called with no arguments when the button fires (pointer up inside, ``activate``)."""
Updated = Callable[[], Any]
"""Called with no arguments once per update, after the effective configuration changed."""
MeasureImage = Callable[[str], Union[Size, tuple[float, float], None]]
"""``(image name) -> Size`` in points; None (or 0 x 0): the theme's icon size."""


class ButtonState(_lifetime.State):
    """What the button's finalizer and registrations keep: its handle, lock and the latest host
    provider result."""

    __slots__ = ("provider_result",)

    def __init__(self) -> None:
        super().__init__(_ffi.bg_button())
        # The C struct of the latest host provider result: the library copies its strings after
        # the provider returns, so they must outlive the trampoline (until the next provider run).
        self.provider_result: _ffi.bg_button_config | None = None


@trampoline
def _provider(user_data: int | None, button: _ffi.bg_button, state: int, config: Any) -> None:
    c = config.contents
    result = target(user_data)(ButtonConfiguration._from_c(c), State(state))
    if not isinstance(result, ButtonConfiguration):
        raise TypeError(f"a button provider must return a ButtonConfiguration, not {type(result).__name__}")
    converted = result._to_c("the provider's configuration")
    struct_size = c.struct_size
    converted.struct_size = struct_size
    # The library copies the strings after this returns: the struct owning them is kept by the
    # button's state until the next provider run replaces it.
    owner(user_data).provider_result = converted
    ctypes.memmove(config, ctypes.byref(converted), min(ctypes.sizeof(converted), struct_size))


def _updated(user_data: int | None, button: _ffi.bg_button) -> None:
    """The ``bg_button_updated_fn`` (C expects no status): an exception is left pending, and the
    errcheck of the call that ran the update raises it once that call has returned (the update
    took effect)."""
    try:
        target(user_data)()
    except BaseException as exception:  # noqa: BLE001 - includes KeyboardInterrupt, re-raised by the errcheck
        _pending.store(exception)



@trampoline
def _action(user_data: int | None, button: _ffi.bg_button) -> None:
    target(user_data)()


@trampoline
def _measure_image(user_data: int | None, image: bytes | None, out: Any) -> None:
    measured = target(user_data)(_strings.decode(image))
    if measured is None:
        size = (0.0, 0.0)  # the theme's icon size
    else:
        try:
            width, height = measured
            size = (_numbers.double(width, "width"), _numbers.double(height, "height"))
        except (TypeError, ValueError):  # (an int too large for a double is an OutOfRangeError, a ValueError)
            raise TypeError(
                f"an image measure callback must return Size(width, height) or None, not {measured!r}"
            ) from None
    out[0].width, out[0].height = size


# The function pointers handed to C: created once, alive as long as the module.
PROVIDER = _ffi.bg_provider_fn(_provider)
"""The ``bg_provider_fn`` trampoline: calls a ``Provider`` (``Button.provider``)."""
UPDATED = _ffi.bg_button_updated_fn(_updated)
"""The ``bg_button_updated_fn`` trampoline: calls ``Button.on_updated``."""
ACTION = _ffi.bg_button_action_fn(_action)
"""The ``bg_button_action_fn`` trampoline: calls ``Button.action``."""
MEASURE_IMAGE = _ffi.bg_image_measure_fn(_measure_image)
"""The ``bg_image_measure_fn`` trampoline: calls ``Button.measure_image``."""
