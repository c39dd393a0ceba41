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
#   make test-threads      the multithreaded stress test, against the normal library and under
#                          ThreadSanitizer against a TSan build of the library
#   make test-soak         a million groups and a million toolbars created, laid out, tapped and
#                          freed: memory stays flat, every user_data released
#   make test-bad-input    a million items (and toolbar groups), a 1 MB title, absurd numbers,
#                          hostile JSON; inputs beyond the size limits refused under an
#                          address-space limit
#   make test-python-sanitized  the Python package's compiled module (bindings/python/buttongroup/
#                          _*.c) built with ASan + UBSan, and the tests of its paths (twin groups,
#                          damaged records, threads) run against it

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

## The compiled module with ASan + UBSan, in a copy of the installed package that shadows it
## (PYTHONPATH); gcc's runtimes are preloaded into the test venv's Python, which was not built
## with them. Leaks are not checked: CPython keeps memory alive until exit by design. The one
## test that counts the library's allocations with its own LD_PRELOAD interposer is left out: it
## cannot sit beside ASan's allocator (it runs in `make test-python`).
PY_SAN_DIR := $(BUILD)/python-asan
PY_SAN_SRC := $(wildcard bindings/python/buttongroup/_*.c)
test-python-sanitized: venv
	rm -rf $(PY_SAN_DIR) && mkdir -p $(PY_SAN_DIR)
	cp -r "$$($(PY) -c 'import buttongroup, os; print(os.path.dirname(buttongroup.__file__))')" $(PY_SAN_DIR)/
	gcc -std=c11 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
	  -shared -fPIC -Iinclude -I"$$($(PY) -c 'import sysconfig; print(sysconfig.get_paths()["include"])')" \
	  $(PY_SAN_SRC) -o $(PY_SAN_DIR)/buttongroup/_speedups.abi3.so
	export PYTHONPATH=$(abspath $(PY_SAN_DIR)) PYTHONMALLOC=malloc \
	  LD_PRELOAD="$$(gcc -print-file-name=libasan.so) $$(gcc -print-file-name=libubsan.so)" \
	  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 && \
	  $(PY) -c 'import buttongroup._speedups as m, sys; sys.exit(not m.__file__.startswith(sys.argv[1]))' \
	    $(abspath $(PY_SAN_DIR)) && \
	  cd bindings/python && ../../$(PY) -m pytest -q -p no:cacheprovider tests/test_accelerator.py tests/test_compiled_decoders.py \
	    tests/test_state_lock.py tests/test_own_functions.py tests/test_collector_reentry.py \
	    tests/test_fast_layout.py tests/test_fixtures.py tests/test_group_handle.py tests/test_lifetime.py tests/test_direct_init.py \
	    tests/test_owner.py tests/test_finalizer.py tests/test_compiled_toolbar_decoders.py tests/test_toolbar.py \
	    tests/test_toolbar_fixtures.py tests/test_toolbar_menus.py tests/test_button_layout_call.py tests/test_button.py tests/test_toolbar_layout_call.py \
	    --deselect tests/test_group_handle.py::test_a_group_the_library_refuses_leaves_no_handle_behind
	@echo "test-python-sanitized: the compiled module is clean under ASan and UBSan"

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

## The thread stress test: plain, then under ThreadSanitizer.
test-threads: $(LIB) $(TSAN_LIB)
	@mkdir -p $(TSAN_DIR)
	$(CC) $(CFLAGS) -pthread $(REL_SRC)/threads_stress.c -o $(BUILD)/threads_stress $(LDLIBS) -lm
	$(BUILD)/threads_stress
	$(SANITIZER_CC) -std=c99 -g -O1 -fuse-ld=lld -fsanitize=thread -Iinclude $(REL_SRC)/threads_stress.c -o $(TSAN_DIR)/threads_stress $(TSAN_LDLIBS) -lm
	TSAN_OPTIONS=halt_on_error=1:exitcode=66 SWIFT_BACKTRACE=enable=no $(TSAN_DIR)/threads_stress

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
