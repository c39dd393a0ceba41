"""A fixture of `make test-docs` (Tests/Packaging/check_doc_checkers.py): exported symbols of
each kind documented and not. scripts/check_docstrings.py must name exactly the undocumented
ones (names with "undocumented" in them, and the classes Plain and Color)."""

import enum
from dataclasses import dataclass

from ._base import Base

UNDOCUMENTED_LIMIT = 3
DOCUMENTED_LIMIT = 4
"""A documented constant."""


@dataclass
class Plain:
    x: int

    def undocumented_method(self) -> int:
        return 1

    @property
    def undocumented_property(self) -> int:
        return 2


class Color(enum.IntEnum):
    RED = 1


class Thing(Base):
    """A documented class."""

    @classmethod
    def undocumented_classmethod(cls) -> "Thing":
        return cls()

    @staticmethod
    def documented_staticmethod() -> None:
        """Documented."""

    def overridden(self) -> None:  # shows Base.overridden's docstring, as pdoc does
        pass


def undocumented_function() -> None:
    pass


def documented_function() -> None:
    """Documented."""


__all__ = [
    "UNDOCUMENTED_LIMIT",
    "DOCUMENTED_LIMIT",
    "Plain",
    "Color",
    "Thing",
    "undocumented_function",
    "documented_function",
]
