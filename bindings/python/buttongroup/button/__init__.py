"""The configuration-based button component: ``Button`` and the values it takes and gives.

Import its names from the ``buttongroup`` package. Modules: ``button`` (``Button``),
``configuration`` (``ButtonConfiguration``, ``Insets``, ``DirectionalInsets``, and the parts it
re-exports from ``text``, ``Font`` and ``TextRun``, and ``background``,
``BackgroundConfiguration``), ``decoration`` (``TextDecoration``, a text's underline,
strikethrough, kern, baseline offset and background beside its runs), ``view`` (``ButtonView``,
``BackgroundGeometry``, ``ButtonAccessibility``, ``TextLine``); ``_ffi`` mirrors
``include/buttongroup/button.h`` and ``_callbacks`` holds the C callback trampolines.
"""

# Deliberately imports nothing: ``buttongroup._native`` imports this package's C function
# table (``_ffi``) while it binds the library, before the modules here that call the library
# can be imported (the same layout as ``buttongroup.group``).
