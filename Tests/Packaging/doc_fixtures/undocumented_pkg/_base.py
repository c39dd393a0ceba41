"""A private base class: its public methods are part of every exported subclass."""


class Base:
    """Private base."""

    def undocumented_inherited(self) -> None:
        pass

    def overridden(self) -> None:
        """Documented here, inherited by the override."""
