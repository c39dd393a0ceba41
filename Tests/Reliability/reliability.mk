# Tests/Reliability/reliability.mk — "no input crashes it, nothing leaks, nothing is lost"
# (included by the Makefile).
#
#   make test-sanitizers   the C ABI tests and C examples built with AddressSanitizer (leak
#                          detection on) + UndefinedBehaviorSanitizer, against the ASan build of
#                          the library (fuzz/fuzz.mk builds it)
#   make test-valgrind     the C ABI tests and C examples under valgrind memcheck, and the toolbar
#                          fuzz target's committed corpus (hand-written seeds and the minimized
#                          seed corpus) replayed against the normal library (fuzz_replay.c stands
#                          in for libFuzzer; the regression inputs, which may name a bug still
#                          open, are test-fuzz-regressions')
#   make test-threads      the multithreaded stress tests (threads_stress.c; default_theme_threads.c,
#                          the process default theme set and used from many threads), against the
#                          normal library and under ThreadSanitizer against a TSan build of the library
#   make test-soak         a million groups and a million toolbars created, laid out, tapped and
#                          freed: memory stays flat, every user_data released
#   make test-bad-input    a million items (and toolbar groups), a 1 MB title, absurd numbers,
#                          hostile JSON; inputs beyond the size limits refused under an
#                          address-space limit
#   make test-python-sanitized  the Python suite (bindings/python/tests) against the ASan build of
#                          the library test-sanitizers uses, the sanitizer runtime preloaded into
#                          Python: a use after free or an overflow reached from the package (its
#                          callbacks, finalizers, frames buffers, threads, interrupts) aborts the run

REL_SRC     := Tests/Reliability
SAN_OUT     := $(BUILD)/asan
SAN_CFLAGS  := -std=c99 -g -O1 -fuse-ld=lld -fsanitize=address,undefined -fno-sanitize-recover=all -Iinclude
SAN_ENV     := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1 \
               UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 SWIFT_BACKTRACE=enable=no
REPLAY_DIR  := $(BUILD)/replay
# Fuzz targets whose committed corpus test-valgrind replays (fuzz/corpus/<t>, fuzz/seed_corpus/<t>.tar.gz).
VALGRIND_FUZZ_TARGETS := toolbar_fuzz
VALGRIND_FUZZ_CORPORA := $(patsubst %_fuzz,$(REPLAY_DIR)/corpus/%/.unpacked,$(VALGRIND_FUZZ_TARGETS))
TSAN_DIR    := $(BUILD)/tsan
TSAN_LIB    := $(TSAN_DIR)/lib/libbuttongroup.so
TSAN_SWIFT  := swift build -c release --scratch-path $(TSAN_DIR)/swift -Xswiftc -sanitize=thread --product buttongroup
# The toolchain's TSan runtime carries libdispatch interceptors: link the toolchain's libdispatch.
TSAN_LDLIBS := -L$(TSAN_DIR)/lib -lbuttongroup -Wl,-rpath,$(abspath $(TSAN_DIR)/lib) \
               -L$(SWIFT_RUNTIME) -ldispatch -lBlocksRuntime -Wl,-rpath,$(SWIFT_RUNTIME) -lpthread

.PHONY: test-sanitizers test-valgrind test-threads test-soak test-bad-input test-python-sanitized

## ABI tests and C examples, ASan + UBSan.
test-sanitizers: $(ASAN_LIB) deps
	@mkdir -p $(SAN_OUT)
	$(SANITIZER_CC) $(SAN_CFLAGS) -I$(ABI_SRC) -pthread $(ABI_CONVENTIONS_SRCS) -o $(SAN_OUT)/abi_conventions_test $(ASAN_LDLIBS) -lm
	$(SANITIZER_CC) $(SAN_CFLAGS) $(FFI_CFLAGS) -DBG_LIBRARY_PATH='"$(abspath $(ASAN_LIBDIR))/$(SONAME)"' \
	  $(ABI_SRC)/ffi_test.c -o $(SAN_OUT)/ffi_test $(FFI_LIBS) -ldl -lm -Wl,-rpath,$(SWIFT_RUNTIME)
	$(SANITIZER_CC) $(SAN_CFLAGS) $(CJSON_CFLAGS) -DBG_FIXTURES_DIR='"$(abspath Tests/Fixtures/group)"' \
	  $(ABI_SRC)/fixtures_test.c -o $(SAN_OUT)/fixtures_test $(ASAN_LDLIBS) $(CJSON_LIBS) -lm
	$(SANITIZER_CC) $(SAN_CFLAGS) $(CJSON_CFLAGS) -DBG_FIXTURES_DIR='"$(abspath Tests/Fixtures/button)"' \
	  $(ABI_SRC)/button_fixtures_test.c -o $(SAN_OUT)/button_fixtures_test $(ASAN_LDLIBS) $(CJSON_LIBS) -lm
	$(SANITIZER_CC) $(SAN_CFLAGS) $(CJSON_CFLAGS) -DBG_FIXTURES_DIR='"$(abspath Tests/Fixtures/toolbar)"' \
	  $(ABI_SRC)/toolbar_fixtures_test.c -o $(SAN_OUT)/toolbar_fixtures_test $(ASAN_LDLIBS) $(CJSON_LIBS) -lm
	$(SANITIZER_CC) $(SAN_CFLAGS) $(CJSON_CFLAGS) -DBG_FIXTURE_FILE='"$(abspath Tests/Fixtures/dynamic_type/button.json)"' \
	  $(ABI_SRC)/dynamic_type_fixtures_test.c -o $(SAN_OUT)/dynamic_type_fixtures_test $(ASAN_LDLIBS) $(CJSON_LIBS) -lm
	$(SANITIZER_CC) $(SAN_CFLAGS) $(REL_SRC)/bad_input_test.c -o $(SAN_OUT)/bad_input_test $(ASAN_LDLIBS) -lm
	@for example in $(EX_C_SRCS); do \
	  $(SANITIZER_CC) $(SAN_CFLAGS) $$example -o $(SAN_OUT)/$$(basename $$example .c) $(ASAN_LDLIBS) -lm || exit 1; \
	done
	@failed=""; \
	for program in $(ABI_TESTS) bad_input_test $(notdir $(basename $(EX_C_SRCS))); do \
	  if $(SAN_ENV) $(SAN_OUT)/$$program $(CURDIR) > $(SAN_OUT)/$$program.log 2>&1; then echo "asan+ubsan ok  $$program"; \
	  else echo "asan+ubsan FAIL $$program:"; grep -E 'ERROR|SUMMARY|FAILED|runtime error' $(SAN_OUT)/$$program.log | head -20; \
	       failed="$$failed $$program"; fi; \
	done; \
	if [ -n "$$failed" ]; then echo "test-sanitizers: FAILED:$$failed"; exit 1; fi; \
	echo "test-sanitizers: ABI tests and C examples clean under ASan (leaks included) and UBSan"

## The Python suite against the ASan build of the library ($(ASAN_LIB), fuzz/fuzz.mk), with the
## runtime that build needs (the toolchain clang's libclang_rt.asan) preloaded into the venv's
## Python, which was not built with it; PYTHONMALLOC=malloc puts Python's own allocations through
## it too. The package is the source tree's (BUTTONGROUP_LIBRARY set: see tests/conftest.py); the
## children the tests start (interpreter exit) inherit all of it. Leaks are not checked: CPython
## keeps memory alive until exit by design. test_allocations.py is left out: its own LD_PRELOAD
## interposer cannot sit beside ASan's allocator (it runs in `make test-python` and `make test-alloc`).
PY_ASAN_RUNTIME = $(shell $(SANITIZER_CC) -print-file-name=libclang_rt.asan-$(shell uname -m).so)
test-python-sanitized: $(ASAN_LIB) venv
	@test -f "$(PY_ASAN_RUNTIME)" || { echo "test-python-sanitized: no ASan runtime at $(PY_ASAN_RUNTIME)"; exit 1; }
	cd bindings/python && BUTTONGROUP_LIBRARY=$(abspath $(ASAN_LIB)) PYTHONMALLOC=malloc \
	  LD_PRELOAD=$(PY_ASAN_RUNTIME) ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:strict_string_checks=1 \
	  SWIFT_BACKTRACE=enable=no \
	  ../../$(PY) -m pytest -q -p no:cacheprovider tests --ignore=tests/test_allocations.py
	@echo "test-python-sanitized: the Python suite is clean against the ASan build of the library"

## A fuzz target built without libFuzzer and sanitizers, against the normal library, replaying
## the files named on its command line (GNU C: the targets use statement expressions).
$(REPLAY_DIR)/%: fuzz/%.c fuzz/fuzz_input.h fuzz/toolbar_fuzz_checks.h fuzz/toolbar_fuzz_items.h $(REL_SRC)/fuzz_replay.c $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) -std=gnu11 -O1 -g -Wall -Wextra -Werror -Wno-unused-function -Iinclude $< $(REL_SRC)/fuzz_replay.c -o $@ $(LDLIBS) -lm

$(REPLAY_DIR)/corpus/%/.unpacked: fuzz/seed_corpus/%.tar.gz
	@rm -rf $(@D) && mkdir -p $(@D)
	tar -C $(@D) -xzf $<
	@touch $@

## ABI tests (test-abi-valgrind, Tests/ABITests/abi.mk), C examples and fuzz corpora under valgrind memcheck.
test-valgrind: test-abi-valgrind $(EX_C_BINS) $(addprefix $(REPLAY_DIR)/,$(VALGRIND_FUZZ_TARGETS)) $(VALGRIND_FUZZ_CORPORA)
	@failed=""; \
	for example in $(EX_C_BINS); do \
	  $(VALGRIND) $$example > $$example.valgrind.log 2>&1 || { failed="$$failed $$example"; tail -20 $$example.valgrind.log; }; \
	done; \
	for target in $(VALGRIND_FUZZ_TARGETS); do \
	  corpus=$${target%_fuzz}; \
	  inputs=$$(find fuzz/corpus/$$corpus $(REPLAY_DIR)/corpus/$$corpus -type f ! -name .unpacked | sort); \
	  $(VALGRIND) $(REPLAY_DIR)/$$target $$inputs > $(REPLAY_DIR)/$$target.valgrind.log 2>&1 \
	    || { failed="$$failed $$target"; tail -20 $(REPLAY_DIR)/$$target.valgrind.log; }; \
	done; \
	if [ -n "$$failed" ]; then echo "test-valgrind: FAILED:$$failed"; exit 1; fi; \
	echo "test-valgrind: $(words $(EX_C_BINS)) C examples and the corpus of $(VALGRIND_FUZZ_TARGETS) clean under valgrind"

$(TSAN_LIB): Package.swift $(HEADERS) $(shell find Sources -type f)
	$(TSAN_SWIFT)
	@mkdir -p $(@D)
	cp "$$($(TSAN_SWIFT) --show-bin-path)/libbuttongroup.so" $@.tmp && mv -f $@.tmp $@
	ln -sf libbuttongroup.so $(@D)/$(SONAME)

## The thread stress tests: plain, then under ThreadSanitizer.
test-threads: $(LIB) $(TSAN_LIB)
	@mkdir -p $(TSAN_DIR)
	$(CC) $(CFLAGS) -pthread $(REL_SRC)/threads_stress.c -o $(BUILD)/threads_stress $(LDLIBS) -lm
	$(BUILD)/threads_stress
	$(SANITIZER_CC) -std=c99 -g -O1 -fuse-ld=lld -fsanitize=thread -Iinclude $(REL_SRC)/threads_stress.c -o $(TSAN_DIR)/threads_stress $(TSAN_LDLIBS) -lm
	TSAN_OPTIONS=halt_on_error=1:exitcode=66 SWIFT_BACKTRACE=enable=no $(TSAN_DIR)/threads_stress
	$(CC) $(CFLAGS) -pthread $(REL_SRC)/default_theme_threads.c -o $(BUILD)/default_theme_threads $(LDLIBS) -lm
	$(BUILD)/default_theme_threads
	$(SANITIZER_CC) -std=c99 -g -O1 -fuse-ld=lld -fsanitize=thread -Iinclude $(REL_SRC)/default_theme_threads.c -o $(TSAN_DIR)/default_theme_threads $(TSAN_LDLIBS) -lm
	TSAN_OPTIONS=halt_on_error=1:exitcode=66 SWIFT_BACKTRACE=enable=no $(TSAN_DIR)/default_theme_threads

## A million create / layout / tap / free cycles; fails if the resident set grows.
test-soak: $(LIB)
	$(CC) $(CFLAGS) $(REL_SRC)/soak.c -o $(BUILD)/soak $(LDLIBS)
	$(BUILD)/soak 1000000

## Huge and hostile inputs (the rows of the README's Guarantees table the ABI tests leave out).
test-bad-input: $(LIB)
	$(CC) $(CFLAGS) $(REL_SRC)/bad_input_test.c -o $(BUILD)/bad_input_test $(LDLIBS) -lm
	$(BUILD)/bad_input_test
	$(CC) $(CFLAGS) $(REL_SRC)/memory_limit_test.c -o $(BUILD)/memory_limit_test $(LDLIBS) -lm
	$(BUILD)/memory_limit_test
