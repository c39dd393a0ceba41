# Tests/Desktop/desktop.mk — the Tk embedding of the Python package (included by the Makefile).
#
#   make demo-tk   the interactive Tk demo, examples/python/tk_demo.py (package
#                  examples/python/tkdemo): all four components drawn on a Tk canvas from the
#                  library's layouts. Needs a display (headless: xvfb-run make demo-tk).
#   make test-tk   Tests/Desktop/test_tk_demo.py in a virtual X server: drives the demo with
#                  synthetic Tk events (press, drag, release, Tab, arrows, Return, resizes, the
#                  RTL checkbutton), checks callbacks, states, menus, focus, overflow against the
#                  library's breakpoints, RTL, smooth shapes at 2x, and saves a screenshot,
#                  build/desktop/tk_demo.png, that must not be blank.
#
# The tests run the demo as a user runs it: the package straight from the tree (as PY_DEMO) under
# PY_USER, Debian's own /usr/bin/python3 where it exists. A user's python3 is that one, which has
# no Tk until python3-tk is installed (`make deps`), while the project's own runs may have another
# python3 first on PATH (a pyenv CPython, with Tk built in) that would hide the gap. Where there is
# no /usr/bin/python3, the test virtualenv's interpreter. pytest for /usr/bin/python3 is Debian's
# python3-pytest (TEST_DEPS).

TK_SHOTS   := $(BUILD)/desktop
PY_USER    := $(or $(wildcard /usr/bin/python3),$(abspath $(PY)))
PY_DESKTOP := env PYTHONPATH=$(abspath bindings/python) BUTTONGROUP_LIBRARY=$(abspath $(LIB)) $(PY_USER)
# What the interpreter needs beyond $(LIB): nothing for /usr/bin/python3 but `make deps`; the venv otherwise.
PY_USER_DEPS := $(if $(wildcard /usr/bin/python3),,venv)

.PHONY: demo-tk test-tk

demo-tk: $(LIB)
	@$(PY_DEMO) -c 'import tkinter' 2>/dev/null || { \
	  echo "demo-tk: $$(command -v python3) has no Tk (No module named 'tkinter')."; \
	  echo "  On Debian or Ubuntu: sudo apt-get install python3-tk (or, as root, make deps)"; exit 1; }
	$(PY_DEMO) examples/python/tk_demo.py

test-tk: $(LIB) $(PY_USER_DEPS) deps
	@mkdir -p $(TK_SHOTS)
	@$(PY_USER) -c 'import sys, tkinter; print(f"test-tk: {sys.executable} {sys.version.split()[0]}, Tk {tkinter.TkVersion}")'
	TK_DEMO_SCREENSHOT=$(abspath $(TK_SHOTS))/tk_demo.png xvfb-run -a $(PY_DESKTOP) -m pytest -q -p no:cacheprovider \
	  Tests/Desktop/test_tk_demo.py
