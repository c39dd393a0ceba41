"""Reading a result without the garbage collector running.

A layout's result lives in the library's memory until the object's next layout. Reading it
makes Python objects, and making one can start a collection, whose finalizers run arbitrary code:
a ``__del__`` that lays the same group out again (its lock is reentrant) would change that
memory between two reads of one result, which would then mix two layouts, or read memory the
library has let go. The ctypes paths also keep their arguments in a struct the function owns,
which such a nested call would overwrite before the library reads them. So the ctypes paths
pause collection for their whole locked section (``paused = pause()`` first, ``resume(paused)``
last), and the compiled ones while they read (``PyGC_Disable`` in C; their arguments are C
locals). Another thread that pauses meanwhile sees collection paused and leaves it so.
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
