"""The configuration-based button component: ``Button`` and the values it takes and gives.

Import its names from the ``buttongroup`` package::

    from buttongroup import Button, ButtonConfiguration, BackgroundConfiguration, Insets, TextRun

Modules: ``button`` (``Button``), ``configuration`` (``ButtonConfiguration``, ``Insets``,
``DirectionalInsets``; it also exports the parts defined in ``text``, ``Font`` and ``TextRun``,
and in ``background``, ``BackgroundConfiguration``), ``view`` (``ButtonView``,
``BackgroundGeometry``, ``ButtonAccessibility``: what a layout and the accessibility query
return); ``_ffi`` is the ctypes table of ``include/buttongroup/button.h`` and ``_callbacks`` the
button's C callback trampolines.
"""

# Deliberately imports nothing: ``buttongroup._native`` imports this package's C function
# table (``_ffi``) while it binds the library, before the modules here that call the library
# can be imported (the same layout as ``buttongroup.group``).
