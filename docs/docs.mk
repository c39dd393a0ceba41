## API reference (included by the Makefile):
##   make docs       docs/api/, generated, not committed (.gitignore; only docs/api/README.md is):
##                   c/       the C reference, by Doxygen (Debian package doxygen) from the doc
##                            comments of include/ (docs/Doxyfile): a page per function, struct,
##                            type and constant, the sidebar a tree of the headers and their members
##                   python/  the Python reference, by pdoc (PyPI, in build/python-tools) from the
##                            package's docstrings: a page per module (docs/reference/build.py,
##                            templates in docs/reference/pdoc/)
##                   index.html  links both and the picture gallery (docs/gallery), in its style.
##                   Warnings go to build/docs-warnings.log (Doxygen) and build/docs-pdoc.log
##                   (pdoc). Rebuilt when a header, a module of the package or a file of the
##                   configuration changes (~10 s). `make sdist` ships it, `make install` installs it.
##   make test-docs  fails when the README's first programs differ from the example files they
##                   name (scripts/check_readme_examples.py), when ARCHITECTURE.md names a path
##                   that does not exist or misstates a layer's size (scripts/check_architecture.py),
##                   and on an undocumented public symbol: Doxygen's warnings over include/
##                   and the enumerators it does not warn about (scripts/check_c_docs.py), and
##                   every name of buttongroup.__all__ and public member of its classes without a
##                   docstring (scripts/check_docstrings.py); first checks that both checks
##                   catch what they should (Tests/Packaging/check_doc_checkers.py). Then the
##                   reference `make docs` wrote, as a reader uses it (scripts/check_api_reference.py,
##                   itself checked first on a copy broken on purpose, Tests/Packaging/
##                   check_reference_checker.py): no warning left in the logs, every link of every
##                   page resolves, every function has its page, no page over 512 KB; in headless
##                   Chromium every index page (~50) and 24 of the ~190 pages of single members,
##                   structs and header sources (all: DOCS_CHECK_ALL=1, ~75 s more) load with no
##                   console error or warning, a populated sidebar and no code cut off; screenshots
##                   in build/docs-check/screenshots. About 35 s after `make docs`.
## Doxygen is installed with apt-get when missing and make runs as root (as `make deps` does);
## Chromium comes with `make gallery-deps`.

DOXYGEN    ?= doxygen
DOCS_API   := docs/api
DOCS_CHECK := $(BUILD)/docs-check
# What pdoc and the docstring check import: the package of this tree, with the built library.
DOCS_PY_ENV := PYTHONPATH=$(abspath $(PY_SRC)) BUTTONGROUP_LIBRARY=$(abspath $(LIB)) PYTHONDONTWRITEBYTECODE=1
# The reference is complete once its index page is written (last).
DOCS_INDEX := $(DOCS_API)/index.html
DOCS_INPUTS := docs/Doxyfile docs/c-mainpage.md docs/docs.mk scripts/doxygen_file_filter.py $(HEADERS) \
               $(wildcard docs/reference/*.py docs/reference/*.css docs/reference/*.xml docs/reference/pdoc/*) \
               $(shell find $(PY_SRC)/buttongroup -name '*.py') docs/gallery/index.html
DOCS_CHECK_ALL ?= 0

.PHONY: docs test-docs docs-deps

docs-deps:
	@command -v $(DOXYGEN) >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && apt-get install -y -qq doxygen >/dev/null; \
	  else echo "docs: Doxygen is missing: apt-get install doxygen (or DOXYGEN=/path/to/doxygen)"; exit 1; fi; }

docs: $(DOCS_INDEX)
$(DOCS_INDEX): $(DOCS_INPUTS) | $(LIB) docs-deps $(PYTOOLS)/.installed
	@mkdir -p $(BUILD)
	rm -rf $(DOCS_API)/c $(DOCS_API)/python $(DOCS_INDEX)
	( cat docs/Doxyfile; echo "WARN_LOGFILE = $(BUILD)/docs-warnings.log" ) | BG_VERSION=$(VERSION) $(DOXYGEN) -
	@if [ -s $(BUILD)/docs-warnings.log ]; then \
	  echo "docs: $$(grep -c warning: $(BUILD)/docs-warnings.log) Doxygen warnings in $(BUILD)/docs-warnings.log (make test-docs lists them)"; fi
	python3 docs/reference/build.py c $(DOCS_API)/c
	cd /tmp && $(DOCS_PY_ENV) $(abspath $(PYTOOLS_PY)) $(abspath docs/reference/build.py) python \
	  --footer "buttongroup $(PY_VERSION)" $(abspath $(DOCS_API))/python 2> $(abspath $(BUILD))/docs-pdoc.log \
	  || { cat $(abspath $(BUILD))/docs-pdoc.log; exit 1; }
	@if [ -s $(BUILD)/docs-pdoc.log ]; then \
	  echo "docs: $$(grep -c '^Warn' $(BUILD)/docs-pdoc.log) pdoc warnings in $(BUILD)/docs-pdoc.log"; fi
	python3 docs/reference/build.py index $(DOCS_API) --version $(VERSION)
	@echo "docs: $(DOCS_INDEX) ($$(find $(DOCS_API) -name '*.html' | wc -l) pages, $$(du -sh $(DOCS_API) | cut -f1))"

test-docs: $(LIB) docs-deps $(DOCS_INDEX)
	python3 scripts/check_readme_examples.py
	python3 scripts/check_architecture.py
	python3 Tests/Packaging/check_doc_checkers.py --doxygen $(DOXYGEN) $(DOCS_CHECK)/selftest
	rm -rf $(DOCS_CHECK)/c && mkdir -p $(DOCS_CHECK)/c
	( cat docs/Doxyfile; echo "OUTPUT_DIRECTORY = $(DOCS_CHECK)/c"; echo "GENERATE_HTML = NO"; \
	  echo "GENERATE_XML = YES"; echo "WARN_LOGFILE = $(DOCS_CHECK)/c/warnings.log" ) | BG_VERSION=$(VERSION) $(DOXYGEN) -
	@status=0; \
	python3 scripts/check_c_docs.py --xml $(DOCS_CHECK)/c/xml --warnings $(DOCS_CHECK)/c/warnings.log || status=1; \
	(cd /tmp && $(DOCS_PY_ENV) python3 $(abspath scripts/check_docstrings.py) buttongroup) || status=1; \
	for log in $(BUILD)/docs-warnings.log $(BUILD)/docs-pdoc.log; do \
	  if [ -s $$log ]; then echo "test-docs: make docs left warnings in $$log:"; head -20 $$log; status=1; fi; \
	done; \
	python3 Tests/Packaging/check_reference_checker.py $(DOCS_API) $(DOCS_CHECK)/reference-selftest || status=1; \
	python3 scripts/check_api_reference.py --headers include --screenshots $(DOCS_CHECK)/screenshots \
	  $(if $(filter 1,$(DOCS_CHECK_ALL)),--all) $(DOCS_API) || status=1; \
	exit $$status
