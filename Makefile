# ButtonGroup — one entry point for building, testing, demos and benchmarks.
#   make demo   build the library, run the C and Python demos
#   make test   every test: Swift core, header, exports, C ABI (+libffi), golden fixtures, Python
#   make bench  benchmarks (numbers, not tests)

SHELL := /bin/bash
.DEFAULT_GOAL := demo

BUILD     := build
LIBDIR    := $(BUILD)/lib
LIB       := $(LIBDIR)/libbuttongroup.so
SONAME    := libbuttongroup.so.0
VENV      := $(BUILD)/venv
PY        := $(VENV)/bin/python
CC        ?= cc
CFLAGS    := -std=c99 -O2 -g -Wall -Wextra -Werror -pedantic -Iinclude
LDLIBS    := -L$(LIBDIR) -lbuttongroup -Wl,-rpath,$(abspath $(LIBDIR))
SWIFT_RELEASE := swift build -c release -Xswiftc -static-stdlib --product buttongroup
# The public headers: the umbrella buttongroup.h and one sub-header per object kind.
HEADERS   := include/buttongroup.h $(wildcard include/buttongroup/*.h)

.PHONY: demo test lib deps venv test-swift test-header test-exports test-generated test-python bench clean

## The shared library, with its SONAME link, in build/lib (replaced by rename, so a process
## that has the old one loaded keeps running).
lib: $(LIB)
$(LIB): Package.swift $(HEADERS) $(shell find Sources -type f)
	$(SWIFT_RELEASE)
	@mkdir -p $(LIBDIR)
	cp "$$($(SWIFT_RELEASE) --show-bin-path)/libbuttongroup.so" $(LIB).tmp && mv -f $(LIB).tmp $(LIB)
	ln -sf libbuttongroup.so $(LIBDIR)/$(SONAME)

## System packages a fresh machine lacks (C test dependencies); needs root, skipped when present.
deps:
	@dpkg -s libcjson-dev libffi-dev xvfb imagemagick >/dev/null 2>&1 || \
	  (apt-get update -qq && apt-get install -y -qq libcjson-dev libffi-dev xvfb imagemagick >/dev/null)

## A virtualenv with the Python package (library bundled) and pytest.
venv: $(VENV)/.installed
$(VENV)/.installed: $(LIB) $(shell find bindings/python -name '*.py' -o -name '*.toml' -o -name 'py.typed' | grep -v -e /build/ -e egg-info)
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q pytest mypy fonttools
	BUTTONGROUP_BUILD_LIBRARY=$(abspath $(LIB)) $(PY) -m pip install -q ./bindings/python
	touch $@

-include Tests/ABITests/abi.mk
-include examples/examples.mk
include fuzz/fuzz.mk
include Tests/Reliability/reliability.mk
include Tests/Reliability/unload.mk
include Tests/Reliability/alloc.mk
include bench/bench.mk

demo: lib deps venv demo-c demo-python

test: test-swift test-header test-exports test-generated test-abi test-python test-examples \
      test-bad-input test-fuzz-regressions test-sanitizers test-valgrind test-threads test-soak test-alloc \
      test-unload test-handles-random test-fork
	@echo "make test: all suites passed"

## Swift unit tests of the core (and the golden fixtures).
test-swift:
	swift test

## Every header compiles on its own and through the umbrella, as C99 and C++11, with every
## warning an error.
test-header:
	@mkdir -p $(BUILD)/header
	printf '#include "buttongroup.h"\nint main(void) { return bg_version_number() > 0 ? 0 : 1; }\n' > $(BUILD)/header/h.c
	$(CC) -std=c99 -Wall -Wextra -Werror -pedantic -Iinclude -c $(BUILD)/header/h.c -o $(BUILD)/header/h.o
	cp $(BUILD)/header/h.c $(BUILD)/header/h.cpp
	c++ -std=c++11 -Wall -Wextra -Werror -pedantic -Iinclude -c $(BUILD)/header/h.cpp -o $(BUILD)/header/hpp.o
	@for h in $(HEADERS); do \
	  $(CC) -std=c99 -Wall -Wextra -Werror -pedantic -Iinclude -fsyntax-only -x c $$h || exit 1; \
	  c++ -std=c++11 -Wall -Wextra -Werror -pedantic -Iinclude -fsyntax-only -x c++ $$h || exit 1; \
	done
	@echo "headers: $(words $(HEADERS)) files, each C99 and C++11 clean"

## The library needs no Swift runtime, exports only bg_*, and carries the major in its SONAME.
test-exports: $(LIB)
	@foreign=$$(nm -D --defined-only $(LIB) | awk '{print $$3}' | grep -v '^bg_' || true); \
	  if [ -n "$$foreign" ]; then echo "non-bg_ exports:"; echo "$$foreign" | head; exit 1; fi
	@if ldd $(LIB) | grep -i swift; then echo "needs the Swift runtime"; exit 1; fi
	@unexpected=$$(ldd $(LIB) | awk '{print $$1}' | grep -vE '^(linux-vdso|libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so|/lib64/ld-linux)' || true); \
	  if [ -n "$$unexpected" ]; then echo "unexpected dependencies: $$unexpected"; exit 1; fi
	@readelf -d $(LIB) | grep -q 'SONAME.*\[$(SONAME)\]' || (echo "SONAME is not $(SONAME)"; exit 1)
	@readelf -d $(LIB) | grep -q 'FLAGS_1.*NODELETE' || (echo "not linked with -z nodelete: dlclose would unload it"; exit 1)
	@declared=$$(grep -ohE '\bbg_[a-z_]+\(' $(HEADERS) | tr -d '(' | sort -u); \
	  exported=$$(nm -D --defined-only $(LIB) | awk '{print $$3}' | sort -u); \
	  if [ "$$declared" != "$$exported" ]; then echo "header and exports differ:"; diff <(echo "$$declared") <(echo "$$exported"); exit 1; fi
	@echo "exports: $$(nm -D --defined-only $(LIB) | wc -l) bg_* symbols, no Swift runtime, SONAME $(SONAME)"

## Generated files match their generators (the font metrics need fonttools, in the venv).
test-generated: venv
	python3 scripts/gen_enums.py --check
	python3 scripts/embed_tokens.py --check
	$(PY) scripts/gen_font_metrics.py --check
	python3 scripts/gen_button_fixtures.py --check
	python3 scripts/gen_button_fixtures.py --verify
	python3 scripts/gen_toolbar_fixtures.py --check
	@echo "generated files are up to date"

## Python tests against the installed package, and its type hints checked strictly.
test-python: venv
	cd bindings/python && ../../$(PY) -m pytest -q tests
	cd bindings/python && ../../$(PY) -m mypy --strict buttongroup

clean:
	rm -rf $(BUILD) .build

## Benchmarks: median layout time from C and from Python (numbers, not tests).
bench: $(LIB) venv
	@mkdir -p $(BUILD)/bench
	$(CC) $(CFLAGS) -O2 bench/bench.c -o $(BUILD)/bench/bench $(LDLIBS)
	$(BUILD)/bench/bench
	$(PY) bench/bench.py
