## Peer benchmark (numbers, not tests): `make bench-peers` compares our library with the layout
## engines a user would pick instead (Yoga 3 and 1, Taffy, a closed form) on the same row
## layout, from Python and from C, as ratios. See bench/peers/README.md.
##
## Needs $(LIB) (the Makefile's), python3, a C and a C++ compiler, valgrind (instruction counts),
## objcopy, PyPI (the Python peers; poga's sdist for Yoga 1.19's sources) and Debian's archive
## (libyoga-dev for Yoga 3, through apt-get). Re-runs install and compile nothing that has not
## changed.

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
PEERS_YOGA_OUT := $(PEERS_DIR)/yoga1-pic-$(PEERS_POGA)
PEERS_YOGA_CPP := event/event.cpp internal/experiments.cpp log.cpp Utils.cpp YGConfig.cpp YGEnums.cpp \
                  YGLayout.cpp YGNode.cpp YGNodePrint.cpp YGStyle.cpp YGValue.cpp Yoga.cpp
PEERS_YOGA_OBJ := $(addprefix $(PEERS_YOGA_OUT)/,$(PEERS_YOGA_CPP:.cpp=.o))
PEERS_YOGA_LIB := $(PEERS_YOGA_OUT)/libyoga.a
# Yoga 3 from C: Debian's libyoga-dev (headers and libyogacore.a, built by Debian with -O2; no
# PyPI sdist ships Yoga 3's sources). Pinned; backports replace old versions, so a pin that
# fetches nothing more needs bumping. PEERS_YOGA3_LIB / PEERS_YOGA3_INC may name another build
# (e.g. 3.2.1 compiled from its sources with c++ -O2 -fPIC).
PEERS_YOGA3_DEB     := 3.2.2+ds-1~bpo13+1
PEERS_YOGA3_VERSION := 3.2.2
PEERS_YOGA3_DIR     := $(PEERS_DIR)/yoga3-$(PEERS_YOGA3_VERSION)
PEERS_YOGA3_LIB     := $(PEERS_YOGA3_DIR)/lib/libyogacore.a
PEERS_YOGA3_INC     := $(PEERS_YOGA3_DIR)/include
PEERS_FLOOR    := $(PEERS_DIR)/libpeersfloor.so
PEERS_C        := $(PEERS_DIR)/peers_c
PEERS_C_SRC    := $(addprefix $(PEERS_SRC)/,peers_c.c contenders_c.c widgets_c.c checks_c.c harness_c.c \
                  instructions_c.c memory_c.c)
PEERS_C_HDR    := $(PEERS_SRC)/peers_c.h $(PEERS_SRC)/yoga_peer.h
PEERS_OURS_SRC := $(shell find bindings/python/buttongroup -name '*.py' -o -name '*.c' -o -name '*.h') bindings/python/setup.py bindings/python/pyproject.toml
PEERS_CFLAGS   := -std=c11 -O2 -g -Wall -Wextra -Werror -Iinclude
# Our library without debug information, for the callgrind runs: valgrind 3.19 gives up on the
# DWARF of Swift's. The same code; peers_c puts it first on LD_LIBRARY_PATH under valgrind.
PEERS_NODEBUG  := $(PEERS_DIR)/nodebug
PEERS_RUN_C    := $(PEERS_C) --callgrind-lib $(abspath $(PEERS_NODEBUG))

.PHONY: bench-peers bench-peers-py bench-peers-c bench-peers-instructions bench-peers-profile

# The runs are one recipe, one after the other (also under make -j: they must not share the
# two cores); only the builds before them may run in parallel.
bench-peers: $(PEERS_VENV)/.ours $(PEERS_C) $(PEERS_NODEBUG)/$(SONAME)
	$(PEERS_PY) $(PEERS_SRC)/peers_py.py --json $(PEERS_DIR)/peers.json
	$(PEERS_RUN_C) --json $(PEERS_DIR)/peers_c.json
	@$(PEERS_PY) $(PEERS_SRC)/report.py $(PEERS_DIR)/peers.json $(PEERS_DIR)/peers_c.json

bench-peers-py: $(PEERS_VENV)/.ours
	$(PEERS_PY) $(PEERS_SRC)/peers_py.py --json $(PEERS_DIR)/peers.json

bench-peers-c: $(PEERS_C) $(PEERS_NODEBUG)/$(SONAME)
	$(PEERS_RUN_C) --json $(PEERS_DIR)/peers_c.json

## The C side without the timing: the checks, the instruction table (callgrind) and the memory
## (under a minute): the numbers of the performance targets, to re-run after a library change.
bench-peers-instructions: $(PEERS_C) $(PEERS_NODEBUG)/$(SONAME)
	$(PEERS_RUN_C) --no-timing

## Where ours' instructions go, by function: the instruction table's run with its callgrind dumps
## kept in build/bench/callgrind (index.tsv says which dump is which path, contender and number
## of calls), then the profile of PROFILE_PATH (a title of the table) for ours.
PROFILE_PATH ?= group relayout, frames, N=4
bench-peers-profile: $(PEERS_C) $(PEERS_NODEBUG)/$(SONAME)
	rm -rf $(PEERS_DIR)/callgrind
	$(PEERS_RUN_C) --no-timing --no-memory --callgrind-dir $(abspath $(PEERS_DIR)/callgrind)
	@dump=$$(awk -F'\t' -v p='$(PROFILE_PATH)' '$$2 == p && $$3 == "ours" { f = $$1; n = $$4 } END { print f }' \
	  $(PEERS_DIR)/callgrind/index.tsv); test -n "$$dump" || { echo "no path '$(PROFILE_PATH)'"; exit 1; }; \
	  echo "ours, $(PROFILE_PATH): $$dump, $$(awk -F'\t' -v d=$$dump '$$1 == d { print $$4 }' \
	  $(PEERS_DIR)/callgrind/index.tsv) calls (divide by it)"; \
	  callgrind_annotate --threshold=100 $(PEERS_DIR)/callgrind/$$dump | sed -n '/^Ir  *file:function/,$$p' | \
	  grep -v '(100.0%)' | head -40 | { swift demangle --simplified 2>/dev/null || cat; } | cut -c1-160

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
	c++ -std=c++17 -O2 -fPIC -DNDEBUG -w -I$(PEERS_YOGA_SRC)/.. -I$(PEERS_YOGA_SRC) -I$(PEERS_YOGA_SRC)/event \
	  -I$(PEERS_YOGA_SRC)/internal -c $(PEERS_YOGA_SRC)/$*.cpp -o $@

$(PEERS_YOGA_LIB): $(PEERS_YOGA_OBJ)
	rm -f $@ && ar rcs $@ $^

## Yoga 3: Debian's package, through apt-get with a private state (fetch_debian_deb.sh).
$(PEERS_DIR)/yoga3-$(PEERS_YOGA3_VERSION)/lib/libyogacore.a: $(PEERS_SRC)/fetch_debian_deb.sh
	sh $(PEERS_SRC)/fetch_debian_deb.sh trixie-backports libyoga-dev $(PEERS_YOGA3_DEB) $(PEERS_YOGA3_DIR)
	touch $@

## Each Yoga in its own shared object that exports only its engine (yoga_peer.h): the two
## Yogas' C functions have the same names, and --exclude-libs keeps each one's inside.
$(PEERS_DIR)/libpeersyoga1.so: $(PEERS_SRC)/yoga_peer.c $(PEERS_C_HDR) $(PEERS_YOGA_LIB) $(HEADERS)
	$(CC) $(PEERS_CFLAGS) -fPIC -fvisibility=hidden -DPEERS_YOGA=1 -DPEERS_YOGA_VERSION='"1.19"' \
	  -I$(PEERS_YOGA_SRC)/.. -c $< -o $@.o
	c++ -shared -Wl,-soname,libpeersyoga1.so -Wl,--exclude-libs,ALL -Wl,-z,defs $@.o $(PEERS_YOGA_LIB) -o $@

$(PEERS_DIR)/libpeersyoga3.so: $(PEERS_SRC)/yoga_peer.c $(PEERS_SRC)/yoga3_compat.cpp $(PEERS_C_HDR) $(PEERS_YOGA3_LIB) $(HEADERS)
	$(CC) $(PEERS_CFLAGS) -fPIC -fvisibility=hidden -DPEERS_YOGA=3 -DPEERS_YOGA_VERSION='"$(PEERS_YOGA3_VERSION)"' \
	  -I$(PEERS_YOGA3_INC) -c $< -o $@.o
	c++ -std=c++17 -O2 -fPIC -c $(PEERS_SRC)/yoga3_compat.cpp -o $@.compat.o
	c++ -shared -Wl,-soname,libpeersyoga3.so -Wl,--exclude-libs,ALL -Wl,-z,defs $@.o $@.compat.o $(PEERS_YOGA3_LIB) -o $@

$(PEERS_NODEBUG)/$(SONAME): $(LIB)
	@mkdir -p $(@D)
	objcopy --strip-debug $(LIB) $@

## The floor of a call into a shared library, and the C benchmark.
$(PEERS_FLOOR): $(PEERS_SRC)/floor.c
	@mkdir -p $(@D)
	$(CC) -std=c99 -O2 -Wall -Wextra -Werror -fPIC -shared -Wl,-soname,libpeersfloor.so $< -o $@

$(PEERS_C): $(PEERS_C_SRC) $(PEERS_C_HDR) $(PEERS_DIR)/libpeersyoga1.so $(PEERS_DIR)/libpeersyoga3.so \
            $(PEERS_FLOOR) $(LIB) $(HEADERS)
	$(CC) $(PEERS_CFLAGS) $(PEERS_C_SRC) -o $@ $(PEERS_DIR)/libpeersyoga1.so $(PEERS_DIR)/libpeersyoga3.so \
	  $(abspath $(LIB)) $(abspath $(PEERS_FLOOR)) -Wl,-rpath,$(abspath $(dir $(LIB))) \
	  -Wl,-rpath,$(abspath $(PEERS_DIR)) -lm
