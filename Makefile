# ButtonGroup — one entry point for building, testing, demos and benchmarks.
#   make demo   build the library, run the C and Python demos, write the picture gallery (no root,
#               no system packages)
#   make test   every test: Swift core, header, exports, C ABI (+libffi), golden fixtures, Python,
#               version, ABI stability, install (as root it apt-gets `make deps` first)
#   make bench  benchmarks (numbers, not tests)
#   make install [PREFIX=/usr/local] [DESTDIR=] [STRIP=0] [STATIC=1], make uninstall
#               (packaging/install.mk)

SHELL := /bin/bash
.DEFAULT_GOAL := demo

BUILD     := build
LIBDIR    := $(BUILD)/lib
# The version has one source: the BG_VERSION_* macros of include/buttongroup/common.h
# (scripts/version.sh reads them; `make test-version` checks every other copy against them).
VERSION_MAJOR := $(shell sh scripts/version.sh major)
VERSION   := $(shell sh scripts/version.sh)
ifeq ($(and $(VERSION_MAJOR),$(VERSION)),)
$(error cannot read the version (BG_VERSION_*) from include/buttongroup/common.h)
endif
# build/lib is laid out like an installed library: the real file carries the whole version,
# the SONAME link (what programs load) and the dev link (what -lbuttongroup finds) point to it.
# LIB, the dev link, is what every rule depends on and links with (make follows the link).
SONAME    := libbuttongroup.so.$(VERSION_MAJOR)
LIB_REAL  := $(LIBDIR)/libbuttongroup.so.$(VERSION)
LIB       := $(LIBDIR)/libbuttongroup.so
VENV      := $(BUILD)/venv
PY        := $(VENV)/bin/python
CC        ?= cc
CFLAGS    := -std=c99 -O2 -g -Wall -Wextra -Werror -pedantic -Iinclude
LDLIBS    := -L$(LIBDIR) -lbuttongroup -Wl,-rpath,$(abspath $(LIBDIR))
SWIFT_RELEASE := swift build -c release -Xswiftc -static-stdlib --product buttongroup
# The public headers: the umbrella buttongroup.h and one sub-header per object kind.
HEADERS   := include/buttongroup.h $(wildcard include/buttongroup/*.h)

.PHONY: demo test lib deps venv test-version test-abi-stable abi-record test-swift test-header test-exports test-generated test-python bench bench-instructions clean

## The shared library in build/lib: libbuttongroup.so.X.Y.Z, its SONAME link .so.X and the dev
## link .so (file and links replaced by rename, so a process that has the old one loaded keeps
## running; the real files of other versions are removed).
lib: $(LIB)
$(LIB): Package.swift $(HEADERS) $(shell find Sources -type f)
	$(SWIFT_RELEASE)
	@mkdir -p $(LIBDIR)
	cp "$$($(SWIFT_RELEASE) --show-bin-path)/libbuttongroup.so" $(LIB_REAL).tmp && mv -f $(LIB_REAL).tmp $(LIB_REAL)
	ln -sfn $(notdir $(LIB_REAL)) $(LIBDIR)/$(SONAME).tmp && mv -fT $(LIBDIR)/$(SONAME).tmp $(LIBDIR)/$(SONAME)
	ln -sfn $(notdir $(LIB_REAL)) $(LIB).tmp && mv -fT $(LIB).tmp $(LIB)
	@find $(LIBDIR) -maxdepth 1 -name 'libbuttongroup.so.*.*.*' ! -name '$(notdir $(LIB_REAL))' -delete

## System packages `make test` needs that a fresh Debian machine lacks: cJSON and libffi (C
## tests), pkg-config (their flags; the install test), cmake (the install test's find_package),
## Xvfb and ImageMagick (the Tk demo in test-examples). Needs root; skipped when all are present.
## GTK 3 and xdotool: test-c-window; Doxygen: test-docs; Chromium and librsvg2-bin: test-gallery.
## Debian's python3 comes without Tk, venv and pytest: python3-tk (make demo-tk, test-tk and the Tk
## example, which run /usr/bin/python3), python3-venv (`python3 -m venv`: the README's install, the
## test virtualenvs), python3-pytest (test-tk under /usr/bin/python3).
## rustc and cargo: test-rust (the Rust crate, bindings/rust; Debian's 1.63, built offline).
## luajit, lua-cjson, love and libgl1-mesa-dri (Mesa's software OpenGL under Xvfb): test-lua (bindings/lua/lua.mk).
## libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3: PySide6's Qt (test-qt, demo-qt); fonts-dejavu-core: the theme's font.
## `make demo` needs none of them (its PNGs are skipped without rsvg-convert). .ci/run installs the same list.
TEST_DEPS := libcjson-dev libffi-dev pkg-config cmake xvfb imagemagick libgtk-3-dev xdotool doxygen chromium librsvg2-bin \
             python3-tk python3-venv python3-pytest \
             luajit lua-cjson love libgl1-mesa-dri \
             rustc cargo \
             libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core
deps:
	@dpkg -s $(TEST_DEPS) >/dev/null 2>&1 || \
	  (apt-get update -qq && apt-get install -y -qq $(TEST_DEPS) >/dev/null)

## What the demos run: the package of this tree with the library just built. The package is pure
## Python, so nothing is installed: no virtualenv, no network, no root.
PY_DEMO   := PYTHONPATH=$(abspath bindings/python) BUTTONGROUP_LIBRARY=$(abspath $(LIB)) python3

## A virtualenv with the Python package (library bundled) and the test tools (PyPI: pytest, mypy,
## fonttools; PySide6 for the Qt widgets, test-qt), for the tests.
venv: $(VENV)/.installed
$(VENV)/.installed: $(LIB) $(shell find bindings/python -name '*.py' -o -name '*.toml' -o -name 'py.typed' | grep -v -e /build/ -e egg-info)
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q pytest mypy fonttools 'PySide6>=6.5,!=6.12.0'
	BUTTONGROUP_BUILD_LIBRARY=$(abspath $(LIB)) $(PY) -m pip install -q ./bindings/python
	touch $@

-include Tests/ABITests/abi.mk
-include examples/examples.mk
include fuzz/fuzz.mk
include Tests/Reliability/reliability.mk
include Tests/Reliability/unload.mk
include Tests/Reliability/alloc.mk
include bench/bench.mk
include packaging/install.mk
include packaging/python.mk
include packaging/old_glibc.mk
include docs/docs.mk
include examples/window/window.mk
include Tests/Desktop/desktop.mk
include Tests/Gallery/gallery.mk
include bindings/lua/lua.mk
include bindings/rust/rust.mk
include examples/qt/qt.mk

## Needs only the toolchain, a C compiler and python3: no root, no apt-get, no network.
demo: lib demo-c demo-python demo-gallery

test: test-version test-swift test-header test-exports test-abi-stable test-generated test-abi \
      test-python test-python-sanitized test-sdist test-wheel test-old-glibc test-docs test-examples test-install test-readme \
      test-bad-input test-fuzz-regressions test-sanitizers test-valgrind test-threads test-soak test-alloc \
      test-unload test-handles-random test-fork test-c-window test-tk test-gallery test-lua test-rust test-qt
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

## The library SwiftPM builds by default (`swift build`): a developer's, but it must load where no
## Swift toolchain is all the same.
DEBUG_LIB := .build/debug/libbuttongroup.so
$(DEBUG_LIB): Package.swift $(HEADERS) $(shell find Sources -type f)
	swift build --product buttongroup

## A library needs no Swift runtime, exports only bg_*, and carries the major in its SONAME.
define check_library
	@foreign=$$(nm -D --defined-only $(1) | awk '{print $$3}' | grep -v '^bg_' || true); \
	  if [ -n "$$foreign" ]; then echo "$(1): non-bg_ exports:"; echo "$$foreign" | head; exit 1; fi
	@if ldd $(1) | grep -i swift; then echo "$(1) needs the Swift runtime"; exit 1; fi
	@unexpected=$$(ldd $(1) | awk '{print $$1}' | grep -vE '^(linux-vdso|libc\.so|libm\.so|libdl\.so|libpthread\.so|libstdc\+\+\.so|libgcc_s\.so|/lib64/ld-linux)' || true); \
	  if [ -n "$$unexpected" ]; then echo "$(1): unexpected dependencies: $$unexpected"; exit 1; fi
	@readelf -d $(1) | grep -q 'SONAME.*\[$(SONAME)\]' || (echo "$(1): SONAME is not $(SONAME)"; exit 1)
	@readelf -d $(1) | grep -q 'FLAGS_1.*NODELETE' || (echo "$(1): not linked with -z nodelete: dlclose would unload it"; exit 1)
	@declared=$$(grep -ohE '\bbg_[a-z_]+\(' $(HEADERS) | tr -d '(' | sort -u); \
	  exported=$$(nm -D --defined-only $(1) | awk '{print $$3}' | sort -u); \
	  if [ "$$declared" != "$$exported" ]; then echo "$(1): header and exports differ:"; diff <(echo "$$declared") <(echo "$$exported"); exit 1; fi
	@echo "exports of $(1): $$(nm -D --defined-only $(1) | wc -l) bg_* symbols, no Swift runtime, SONAME $(SONAME)"
endef

test-exports: $(LIB) $(DEBUG_LIB)
	$(call check_library,$(LIB))
	$(call check_library,$(DEBUG_LIB))

## One version: the header's, in pyproject.toml, the Python package, the SONAME and CHANGELOG.md.
test-version:
	python3 scripts/check_version.py

## The C ABI (exported symbols, prototypes, typedefs, every public struct's size and field
## offsets, enum values) against the record of this major version, abi/buttongroup-MAJOR.abi.json:
## anything removed or altered fails, naming it; additions pass. `make abi-record` re-records
## (after additions, or a major bump). The header is read with the toolchain's clang.
ABI_CLANG ?= $(dir $(realpath $(shell which swift)))clang
ABI_LIB   ?= $(LIB)
test-abi-stable: $(ABI_LIB)
	python3 scripts/abi_check.py selftest --lib $(ABI_LIB) --clang $(ABI_CLANG)
	python3 scripts/abi_check.py check --lib $(ABI_LIB) --clang $(ABI_CLANG)
abi-record: $(ABI_LIB)
	python3 scripts/abi_check.py record --lib $(ABI_LIB) --clang $(ABI_CLANG) $(if $(filter 1,$(ABI_RECORD_FORCE)),--force)

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

## Instructions per call of the Python relayout, whole read and build (callgrind; needs valgrind).
bench-instructions: venv
	$(PY) bench/python_instructions.py
