# examples/window/window.mk — the GTK 3 embedding of the C library (included by the Makefile).
#
#   make demo-c-window   build and run examples/window/gtk_demo: a toolbar and a ButtonGroup drawn
#                        with cairo from the library's layouts (needs a display and libgtk-3-dev)
#   make test-c-window   run it in a virtual X server (xvfb-run), click it with xdotool at the
#                        frames it reports, check its stdout (actions, menus, focus, overflow on
#                        resize, a clean exit) and screenshots in build/desktop
#                        (Tests/Desktop/window/test_gtk_demo.py)
#
# Not in examples/c/: test-examples runs every examples/c/*.c headless.

WIN_SRCS := $(wildcard examples/window/*.c)
WIN_BIN  := $(BUILD)/window/gtk_demo
# GTK's headers are not -pedantic clean; everything else as CFLAGS.
WIN_CFLAGS := -std=c99 -O2 -g -Wall -Wextra -Werror -Iinclude
WIN_SHOTS := $(BUILD)/desktop

.PHONY: demo-c-window test-c-window

# `make test` / `make test-c-window` install GTK first (deps); the demo alone does not.
$(WIN_BIN): $(WIN_SRCS) examples/window/gtk_demo.h $(HEADERS) $(LIB) | $(if $(filter test test-c-window,$(MAKECMDGOALS)),deps)
	@mkdir -p $(@D)
	$(CC) $(WIN_CFLAGS) $$(pkg-config --cflags gtk+-3.0) $(WIN_SRCS) -o $@ $(LDLIBS) $$(pkg-config --libs gtk+-3.0) -lm

demo-c-window: $(WIN_BIN)
	$(WIN_BIN)

test-c-window: deps $(WIN_BIN)
	@mkdir -p $(WIN_SHOTS)
	xvfb-run -a -s "-screen 0 800x600x24" python3 Tests/Desktop/window/test_gtk_demo.py $(WIN_BIN) $(WIN_SHOTS)
