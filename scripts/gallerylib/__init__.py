"""The gallery's parts (scripts/gallery.py is its command line and its public face).

- ``paths``: where the gallery is written and how it is re-recorded.
- ``case``: a ``Case`` (one picture), the components and the layout constants every case shares.
- ``cases_group``, ``cases_button``, ``cases_control``: the cases of ButtonGroup,
  ConfigurationBasedButton and ButtonWithLabel, ControlGroup and Toolbar.
- ``catalog``: every case in gallery order, and drawing them all.
- ``index_page``: index.html, the page showing every SVG with its caption.
- ``writer``: writing the SVGs, their PNGs (rsvg-convert) and index.html; the stale files.
- ``cli``: the ``write`` / ``record`` / ``demo`` / ``list`` commands.
"""
