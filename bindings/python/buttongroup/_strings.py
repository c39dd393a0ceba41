"""UTF-8 conversion at the C boundary.

A string passed as a C string (NUL-terminated: titles, icons, labels, token paths) must be a
``str`` (else ``TypeError``) without a NUL character (else ``InvalidArgumentError`` naming the
field: C would read ``"Pay\\0 $1,000,000"`` as ``"Pay"``). A lone surrogate is passed as the
invalid bytes it would be, for the library to refuse with ``InvalidUTF8Error``. Text passed with
its length (theme JSON, ``encode_sized``) may hold NULs.
"""

from __future__ import annotations

from .errors import InvalidArgumentError

__all__ = ["encode", "encode_optional", "encode_sized", "decode", "decode_optional"]


def encode(text: str, what: str = "string") -> bytes:
    """``text`` as a UTF-8 C string (see the module's rule).

    Raises:
        TypeError: ``text`` is not a str.
        InvalidArgumentError: ``text`` contains a NUL character; the message names ``what``.
    """
    data = encode_sized(text, what)
    if b"\0" in data:
        raise InvalidArgumentError(
            f"{what} contains a NUL character (a C string ends at the first NUL): {_excerpt(text)}"
        )
    return data


def encode_optional(text: str | None, what: str = "string") -> bytes | None:
    """Like ``encode``; ``None`` stays ``None`` (NULL)."""
    return None if text is None else encode(text, what)


def encode_sized(text: str, what: str = "string") -> bytes:
    """``text`` as UTF-8 for a C call that also takes its length, so NULs are part of it.

    Raises:
        TypeError: ``text`` is not a str.
    """
    if not isinstance(text, str):
        raise TypeError(f"{what} must be a str, not {type(text).__name__}")
    return text.encode("utf-8", "surrogatepass")


def decode(data: bytes | None) -> str:
    """A C string from the library ("" for NULL)."""
    return "" if data is None else data.decode("utf-8", "replace")


def decode_optional(data: bytes | None) -> str | None:
    """A C string from the library, ``None`` for NULL."""
    return None if data is None else data.decode("utf-8", "replace")


def _excerpt(text: str, limit: int = 40) -> str:
    """``repr`` of ``text``, cut to about ``limit`` characters for an error message."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "..."
