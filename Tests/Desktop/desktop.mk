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

TK_SHOTS := $(BUILD)/desktop

.PHONY: demo-tk test-tk

demo-tk: $(LIB)
	$(PY_DEMO) examples/python/tk_demo.py

test-tk: venv deps
	@mkdir -p $(TK_SHOTS)
	TK_DEMO_SCREENSHOT=$(abspath $(TK_SHOTS))/tk_demo.png xvfb-run -a $(PY) -m pytest -q -p no:cacheprovider \
	  Tests/Desktop/test_tk_demo.py
