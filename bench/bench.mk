## Peer benchmark (numbers, not tests): `make bench-peers` compares our library with the layout
## engines a user would pick instead (Yoga 3 and 1, Taffy, a closed form) on the same row
## layout, from Python and from C, as ratios. See bench/peers/README.md.
##
## Needs $(LIB) (the Makefile's), python3, a C and a C++ compiler, valgrind (instruction counts),
## and PyPI (the peers; poga's sdist for Yoga's C sources). Re-runs install and compile nothing
## that has not changed.

PEERS_DIR      := $(BUILD)/bench
PEERS_SRC      := bench/peers
PEERS_VENV     := $(PEERS_DIR)/venv
PEERS_PY       := $(PEERS_VENV)/bin/python
# The peers, pinned so that numbers of different runs compare; poga's version is also the sdist
# whose vendored Yoga (1.19) the C benchmark compiles.
PEERS_POGA     := 0.1.19
PEERS_PIP      := pyyoga==0.1.0 poga==$(PEERS_POGA) stretchable==1.1.8
PEERS_SDIST    := $(PEERS_DIR)/poga-$(PEERS_POGA).tar.gz
PEERS_YOGA_SRC := $(PEERS_DIR)/poga-$(PEERS_POGA)/src/poga/deps/yoga
PEERS_YOGA_OUT := $(PEERS_DIR)/yoga-$(PEERS_POGA)
PEERS_YOGA_CPP := event/event.cpp internal/experiments.cpp log.cpp Utils.cpp YGConfig.cpp YGEnums.cpp \
                  YGLayout.cpp YGNode.cpp YGNodePrint.cpp YGStyle.cpp YGValue.cpp Yoga.cpp
PEERS_YOGA_OBJ := $(addprefix $(PEERS_YOGA_OUT)/,$(PEERS_YOGA_CPP:.cpp=.o))
PEERS_YOGA_LIB := $(PEERS_YOGA_OUT)/libyoga.a
PEERS_FLOOR    := $(PEERS_DIR)/libpeersfloor.so
PEERS_C        := $(PEERS_DIR)/peers_c
PEERS_OURS_SRC := $(shell find bindings/python/buttongroup -name '*.py' -o -name '*.c' -o -name '*.h') bindings/python/setup.py bindings/python/pyproject.toml

.PHONY: bench-peers bench-peers-py bench-peers-c

# The runs are one recipe, one after the other (also under make -j: they must not share the
# two cores); only the builds before them may run in parallel.
bench-peers: $(PEERS_VENV)/.ours $(PEERS_C)
	$(PEERS_PY) $(PEERS_SRC)/peers_py.py --json $(PEERS_DIR)/peers.json
	$(PEERS_C) --json $(PEERS_DIR)/peers_c.json
	@$(PEERS_PY) $(PEERS_SRC)/report.py $(PEERS_DIR)/peers.json $(PEERS_DIR)/peers_c.json

bench-peers-py: $(PEERS_VENV)/.ours
	$(PEERS_PY) $(PEERS_SRC)/peers_py.py --json $(PEERS_DIR)/peers.json

bench-peers-c: $(PEERS_C)
	$(PEERS_C) --json $(PEERS_DIR)/peers_c.json

## A venv with the peers (installed once) ...
$(PEERS_VENV)/.peers: bench/bench.mk
	@mkdir -p $(PEERS_DIR)
	test -x $(PEERS_PY) || python3 -m venv $(PEERS_VENV)
	$(PEERS_PY) -m pip install -q $(PEERS_PIP)
	touch $@

## ... and our package, reinstalled when the library or the binding changed.
$(PEERS_VENV)/.ours: $(PEERS_VENV)/.peers $(LIB) $(PEERS_OURS_SRC)
	BUTTONGROUP_BUILD_LIBRARY=$(abspath $(LIB)) $(PEERS_PY) -m pip install -q --no-deps --force-reinstall ./bindings/python
	touch $@

## Yoga 1.19's C/C++ sources from poga's sdist (PyPI's JSON API), compiled with c++ -O2.
$(PEERS_SDIST): $(PEERS_SRC)/fetch_sdist.py
	@mkdir -p $(PEERS_DIR)
	python3 $(PEERS_SRC)/fetch_sdist.py poga $(PEERS_POGA) $@

$(PEERS_YOGA_OUT)/.unpacked: $(PEERS_SDIST)
	tar -xzf $< -C $(PEERS_DIR)
	@mkdir -p $(@D)
	touch $@

$(PEERS_YOGA_OBJ): $(PEERS_YOGA_OUT)/%.o: $(PEERS_YOGA_OUT)/.unpacked
	@mkdir -p $(@D)
	c++ -std=c++17 -O2 -DNDEBUG -w -I$(PEERS_YOGA_SRC)/.. -I$(PEERS_YOGA_SRC) -I$(PEERS_YOGA_SRC)/event \
	  -I$(PEERS_YOGA_SRC)/internal -c $(PEERS_YOGA_SRC)/$*.cpp -o $@

$(PEERS_YOGA_LIB): $(PEERS_YOGA_OBJ)
	rm -f $@ && ar rcs $@ $^

## The floor of a call into a shared library, and the C benchmark.
$(PEERS_FLOOR): $(PEERS_SRC)/floor.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -O2 -Wall -Wextra -Werror -fPIC -shared -Wl,-soname,libpeersfloor.so $< -o $@

$(PEERS_C): $(PEERS_SRC)/peers_c.c $(PEERS_YOGA_LIB) $(PEERS_FLOOR) $(LIB) $(HEADERS)
	$(CC) -std=c11 -O2 -g -Wall -Wextra -Werror -Iinclude -I$(PEERS_YOGA_SRC) -c $< -o $@.o
	c++ $@.o -o $@ $(PEERS_YOGA_LIB) $(abspath $(LIB)) $(abspath $(PEERS_FLOOR)) \
	  -Wl,-rpath,$(abspath $(dir $(LIB))) -Wl,-rpath,$(abspath $(PEERS_DIR)) -lm
