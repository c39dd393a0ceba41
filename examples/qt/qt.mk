# examples/qt/qt.mk — the Qt widgets (buttongroup.qt, PySide6): demo, tests, picture (included by
# the Makefile).
#
#   make demo-qt      the gallery of the four components as Qt widgets (examples/qt/qt_gallery.py),
#                     resizable, with a right-to-left switch; the package runs from this tree
#   make test-qt      the widget tests (bindings/python/tests/qt) with Qt drawing offscreen: pixels at
#                     three widths, clicks and keys through QTest, the overflow menus, accessibility,
#                     size hints, the gallery; writes its picture to build/qt/qt.png
#   make qt-picture   test-qt, then that picture copied to docs/gallery/embedding/qt.png (the README's)
#
# Dependencies: PySide6 from PyPI (Qt's widgets, QtSvg for the built-in icons, QtTest), installed into
# the test virtualenv by the venv rule; its Qt libraries need Debian's libegl1, libgl1, libxkbcommon0,
# libfontconfig1 and libdbus-1-3, and the theme's font is fonts-dejavu-core (TEST_DEPS, `make deps`).

QT_OUT     := $(BUILD)/qt
QT_PICTURE := $(QT_OUT)/qt.png

.PHONY: demo-qt test-qt qt-picture

demo-qt: $(LIB) venv
	PYTHONPATH=$(abspath bindings/python) BUTTONGROUP_LIBRARY=$(abspath $(LIB)) $(PY) examples/qt/qt_gallery.py

test-qt: venv deps
	@mkdir -p $(QT_OUT)
	cd bindings/python && BUTTONGROUP_QT_TESTS=1 QT_QPA_PLATFORM=offscreen \
	  BUTTONGROUP_QT_PICTURE=$(abspath $(QT_PICTURE)) \
	  ../../$(PY) -m pytest -q -p no:cacheprovider tests/qt
	@echo "test-qt: the Qt widgets pass offscreen; the gallery's picture is $(QT_PICTURE)"

qt-picture: test-qt
	@mkdir -p docs/gallery/embedding
	cp $(QT_PICTURE) docs/gallery/embedding/qt.png
