"""UTF-8 conversion at the C boundary."""

from __future__ import annotations

__all__ = ["encode", "encode_optional", "decode", "decode_optional"]


def encode(text: str, what: str = "string") -> bytes:
    """``text`` as UTF-8 for C.

    Lone surrogates are passed through as the (invalid) bytes they would be, so the library
    rejects them with ``InvalidUTF8Error`` naming the field, rather than a bare
    ``UnicodeEncodeError`` from Python with no context.
    """
    if not isinstance(text, str):
        raise TypeError(f"{what} must be a str, not {type(text).__name__}")
    return text.encode("utf-8", "surrogatepass")


def encode_optional(text: str | None, what: str = "string") -> bytes | None:
    """Like ``encode``; ``None`` stays ``None`` (NULL)."""
    return None if text is None else encode(text, what)


def decode(data: bytes | None) -> str:
    """A C string from the library ("" for NULL)."""
    return "" if data is None else data.decode("utf-8", "replace")


def decode_optional(data: bytes | None) -> str | None:
    """A C string from the library, ``None`` for NULL."""
    return None if data is None else data.decode("utf-8", "replace")
