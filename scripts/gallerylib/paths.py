"""Where the gallery lives: the repository, the committed gallery, the demo copy."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository (scripts/gallerylib/ is two levels below it)."""
GALLERY = ROOT / "docs" / "gallery"
"""The committed gallery: ``write`` and ``record`` write here by default."""
DEMO = ROOT / "build" / "gallery" / "demo"
"""``demo``'s copy of the gallery."""
RECORD_COMMAND = "make gallery-record"
"""The command that re-records the gallery after a deliberate change."""
