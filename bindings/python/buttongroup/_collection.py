"""Reading a result without the garbage collector running.

A layout's result lives in library memory until the object's next layout, and a collection
started while the binding copies it could run a finalizer that lays the same object out again
(its lock is reentrant), changing that memory between two reads. So the calls whose result
lives in library memory pause collection, under the object's lock, from the call until their
copy is made (``paused = pause()`` first, ``resume(paused)`` last); another thread that pauses
meanwhile leaves it paused. ``layout_frames`` needs none of this: it writes into the object's
own buffer.
"""

from __future__ import annotations

import gc

__all__ = ["pause", "resume"]

_isenabled, _disable, _enable = gc.isenabled, gc.disable, gc.enable


def pause() -> bool:
    """Pauses automatic collection; True if it was on (pass it to ``resume``)."""
    if _isenabled():
        _disable()
        return True
    return False


def resume(paused: bool) -> None:
    """Turns automatic collection back on if ``pause`` turned it off."""
    if paused:
        _enable()
