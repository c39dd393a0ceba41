"""Reading a result without the garbage collector running.

A layout's result lives in the library's memory until the object's next layout. Reading it
makes Python objects, and making one can start a collection, whose finalizers run arbitrary code:
a ``__del__`` that lays the same group out again (its lock is reentrant) would change that
memory between two reads of one result, which would then mix two layouts, or read memory the
library has let go. So the calls whose result lives in library memory pause collection from
the call until their copy is made (``paused = pause()`` first, ``resume(paused)`` last), under
the object's lock. Another thread that pauses meanwhile sees collection paused and leaves it so.
(``layout_frames`` needs none of this: the library writes into the object's own buffer.)
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
