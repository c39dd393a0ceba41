"""Types of the optional compiled module ``buttongroup._speedups`` (see ``_speedups.c``)."""

def bind(address: int) -> None:
    """The ``bg_group_layout_frames`` to call from now on (its address in the loaded library)."""

def group_frames(group_id: int, width: object, scale: object, direction: object) -> tuple[float, ...] | int | None:
    """The group's frames as one tuple of floats; the library's status when the call failed;
    None, touching nothing, when an argument needs the ctypes path's conversions."""
