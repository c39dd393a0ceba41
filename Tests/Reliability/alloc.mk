# Tests/Reliability/alloc.mk — "a steady-state relayout allocates nothing" (included by the Makefile).
#
#   make test-alloc   builds alloc_counter.so (an LD_PRELOAD interposer of malloc & co. that
#                     counts the allocations libbuttongroup.so makes), then runs
#                     - alloc_test (C): groups of 4 and 1,024 items, truncated titles, More, RTL,
#                       both overflow policies, the built-in measurer: after a warm-up, 1,000
#                       relayouts at distinct widths (bg_group_layout, and bg_group_layout_frames
#                       into the test's own array) and 1,000 at an unchanged width make 0
#                       allocations and 0 measure calls; the same for a button's and for toolbars'
#                       relayouts (both contexts, LTR and RTL: bg_toolbar_layout at widths seen
#                       before, bg_toolbar_layout_frames alone and followed by bg_toolbar_layout at
#                       new ones);
#                     - bindings/python/tests/test_allocations.py: the same from Python (groups, and
#                       toolbars through Toolbar.layout and Toolbar.layout_frames).
#                     A failing loop prints where the library allocated (BG_ALLOC_TRACE=1,
#                     symbolized by alloc_symbolize.py).
#
# ALLOC_LIBDIR (default: the Makefile's $(LIBDIR), built first) and ALLOC_PY (default: the venv's
# python) test another build without rebuilding, e.g.
#   make test-alloc ALLOC_LIBDIR=/path/to/lib ALLOC_PY=/path/to/venv/bin/python

ALLOC_OUT     := $(BUILD)/alloc
ALLOC_LIBDIR  ?= $(LIBDIR)
ALLOC_PY      ?= $(PY)
ALLOC_COUNTER := $(ALLOC_OUT)/alloc_counter.so
ALLOC_TEST    := $(ALLOC_OUT)/alloc_test
# The library and venv are prerequisites only when they are the Makefile's own.
ALLOC_DEPS    := $(if $(filter $(LIBDIR),$(ALLOC_LIBDIR)),$(LIB) venv)

.PHONY: test-alloc

$(ALLOC_COUNTER): $(REL_SRC)/alloc_counter.c $(REL_SRC)/alloc.mk
	@mkdir -p $(@D)
	$(CC) -std=c11 -O2 -g -Wall -Wextra -Werror -shared -fPIC $< -o $@ -ldl

$(ALLOC_TEST): $(REL_SRC)/alloc_test.c Tests/ABITests/common/check.h $(HEADERS) $(REL_SRC)/alloc.mk
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -ITests/ABITests $< -o $@ -L$(ALLOC_LIBDIR) -lbuttongroup \
	  -Wl,-rpath,$(abspath $(ALLOC_LIBDIR)) -ldl -lm

test-alloc: $(ALLOC_DEPS) $(ALLOC_COUNTER) $(ALLOC_TEST)
	@set -o pipefail; \
	if ! LD_PRELOAD=$(abspath $(ALLOC_COUNTER)) $(ALLOC_TEST); then \
	  echo "test-alloc: the C relayouts allocate; where (first allocations of each failing loop):"; \
	  BG_ALLOC_TRACE=1 LD_PRELOAD=$(abspath $(ALLOC_COUNTER)) $(ALLOC_TEST) 2>&1 >/dev/null \
	    | python3 $(REL_SRC)/alloc_symbolize.py $(abspath $(ALLOC_LIBDIR))/libbuttongroup.so; \
	  exit 1; \
	fi
	cd bindings/python && BG_ALLOC_COUNTER=$(abspath $(ALLOC_COUNTER)) \
	  BUTTONGROUP_LIBRARY=$(abspath $(ALLOC_LIBDIR))/libbuttongroup.so \
	  $(if $(filter /%,$(ALLOC_PY)),$(ALLOC_PY),../../$(ALLOC_PY)) -m pytest -q tests/test_allocations.py
	@echo "test-alloc: steady-state relayouts make no allocation in the library and no measure call, from C and Python"
