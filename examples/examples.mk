# examples/examples.mk — build and run the examples (included by the Makefile).
#
#   make demo-c          the C part of `make demo`'s tour (examples/c/demo.c): one screen per
#                        component, its layouts drawn as text, what its callbacks receive
#   make demo-python     its Python part (examples/python/demo.py), the package run from this tree
#   make test-examples   build and run every C example, then every examples/python/*.py
#                        (Tk ones in a virtual X server, rendering a screenshot to
#                        build/examples, under the interpreter a user has: PY_DESKTOP,
#                        Tests/Desktop/desktop.mk); fails if any exits nonzero
#
# Every examples/c/*.c is one program; examples/c/print_layout.h is shared by all of them.

EX_C_SRCS := $(wildcard examples/c/*.c)
EX_OUT    := $(BUILD)/examples
EX_C_BINS := $(patsubst examples/c/%.c,$(EX_OUT)/%,$(EX_C_SRCS))
EX_PY     := $(sort $(wildcard examples/python/*.py))

.PHONY: demo-c demo-python test-examples

$(EX_C_BINS): $(EX_OUT)/%: examples/c/%.c examples/c/print_layout.h $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $< -o $@ $(LDLIBS) -lm

demo-c: $(EX_OUT)/demo
	$(EX_OUT)/demo

# The package runs from this tree (PY_DEMO): nothing to install.
demo-python: $(LIB)
	$(PY_DEMO) examples/python/demo.py

test-examples: $(EX_C_BINS) $(if $(EX_PY),venv) deps
	@failed=""; passed=0; \
	for bin in $(EX_C_BINS); do \
	  if $$bin > $$bin.out 2>&1; then echo "ok    $$bin"; passed=$$((passed + 1)); \
	  else echo "FAIL  $$bin (exit $$?):"; sed 's/^/    /' $$bin.out; failed="$$failed $$bin"; fi; \
	done; \
	for script in $(EX_PY); do \
	  log=$(EX_OUT)/$$(basename $$script).out; mkdir -p $(EX_OUT); \
	  run="$(PY) $$script"; \
	  if grep -qE '^(import tkinter|from tkinter)' $$script; then \
	    run="xvfb-run -a $(PY_DESKTOP) $$script --screenshot $(EX_OUT)/$$(basename $$script .py).png"; fi; \
	  if $$run > $$log 2>&1; then echo "ok    $$script"; passed=$$((passed + 1)); \
	  else echo "FAIL  $$script (exit $$?):"; sed 's/^/    /' $$log; failed="$$failed $$script"; fi; \
	done; \
	if [ -n "$$failed" ]; then echo "test-examples: FAILED:$$failed"; exit 1; fi; \
	echo "test-examples: $$passed examples passed ($(words $(EX_C_BINS)) C, $(words $(EX_PY)) Python files)"
