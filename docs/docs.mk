## API reference (included by the Makefile):
##   make docs       docs/api/c/       the C reference, by Doxygen (Debian package doxygen) from
##                                     the doc comments of include/ (docs/Doxyfile)
##                   docs/api/python/  the Python reference, by pdoc (PyPI, in build/python-tools)
##                                     from the docstrings of the package
##                   docs/api/index.html links both. Generated, not committed (.gitignore; only
##                   docs/api/README.md is).
##   make test-docs  fails when the README's first programs differ from the example files they
##                   name (scripts/check_readme_examples.py), when ARCHITECTURE.md names a path
##                   that does not exist or misstates a layer's size (scripts/check_architecture.py),
##                   and on an undocumented public symbol: Doxygen's warnings over include/
##                   and the enumerators it does not warn about (scripts/check_c_docs.py), and
##                   every name of buttongroup.__all__ and public member of its classes without a
##                   docstring (scripts/check_docstrings.py); first checks that both checks
##                   catch what they should (Tests/Packaging/check_doc_checkers.py). About 3 s.
## Doxygen is installed with apt-get when missing and make runs as root (as `make deps` does).

DOXYGEN    ?= doxygen
DOCS_API   := docs/api
DOCS_CHECK := $(BUILD)/docs-check
# What pdoc and the docstring check import: the package of this tree, with the built library.
DOCS_PY_ENV := PYTHONPATH=$(abspath $(PY_SRC)) BUTTONGROUP_LIBRARY=$(abspath $(LIB)) PYTHONDONTWRITEBYTECODE=1

.PHONY: docs test-docs docs-deps

docs-deps:
	@command -v $(DOXYGEN) >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    apt-get update -qq && apt-get install -y -qq doxygen >/dev/null; \
	  else echo "docs: Doxygen is missing: apt-get install doxygen (or DOXYGEN=/path/to/doxygen)"; exit 1; fi; }

docs: $(LIB) docs-deps | $(PYTOOLS)/.installed
	@mkdir -p $(BUILD)
	rm -rf $(DOCS_API)/c $(DOCS_API)/python $(DOCS_API)/index.html
	( cat docs/Doxyfile; echo "WARN_LOGFILE = $(BUILD)/docs-warnings.log" ) | BG_VERSION=$(VERSION) $(DOXYGEN) -
	@if [ -s $(BUILD)/docs-warnings.log ]; then \
	  echo "docs: $$(grep -c warning: $(BUILD)/docs-warnings.log) Doxygen warnings in $(BUILD)/docs-warnings.log (make test-docs lists them)"; fi
	cd /tmp && $(DOCS_PY_ENV) $(abspath $(PYTOOLS_PY)) -m pdoc --docformat restructuredtext \
	  --footer-text "buttongroup $(PY_VERSION)" -o $(abspath $(DOCS_API))/python buttongroup 2> $(abspath $(BUILD))/docs-pdoc.log \
	  || { cat $(BUILD)/docs-pdoc.log; exit 1; }
	@if [ -s $(BUILD)/docs-pdoc.log ]; then \
	  echo "docs: $$(grep -c '^Warn' $(BUILD)/docs-pdoc.log) pdoc warnings (type annotations it cannot evaluate) in $(BUILD)/docs-pdoc.log"; fi
	printf '%s\n' '<!doctype html>' '<meta charset="utf-8"><title>ButtonGroup API reference</title>' \
	  '<h1>ButtonGroup $(VERSION) API reference</h1>' \
	  '<ul><li><a href="c/index.html">C: libbuttongroup (buttongroup.h)</a></li>' \
	  '<li><a href="python/buttongroup.html">Python: the buttongroup package</a></li></ul>' > $(DOCS_API)/index.html
	@echo "docs: $(DOCS_API)/index.html, $(DOCS_API)/c/index.html, $(DOCS_API)/python/buttongroup.html"

test-docs: $(LIB) docs-deps
	python3 scripts/check_readme_examples.py
	python3 scripts/check_architecture.py
	python3 Tests/Packaging/check_doc_checkers.py --doxygen $(DOXYGEN) $(DOCS_CHECK)/selftest
	rm -rf $(DOCS_CHECK)/c && mkdir -p $(DOCS_CHECK)/c
	( cat docs/Doxyfile; echo "OUTPUT_DIRECTORY = $(DOCS_CHECK)/c"; echo "GENERATE_HTML = NO"; \
	  echo "GENERATE_XML = YES"; echo "WARN_LOGFILE = $(DOCS_CHECK)/c/warnings.log" ) | BG_VERSION=$(VERSION) $(DOXYGEN) -
	@status=0; \
	python3 scripts/check_c_docs.py --xml $(DOCS_CHECK)/c/xml --warnings $(DOCS_CHECK)/c/warnings.log || status=1; \
	cd /tmp && $(DOCS_PY_ENV) python3 $(abspath scripts/check_docstrings.py) buttongroup || status=1; \
	exit $$status
