# Tests/ABITests/abi.mk — C tests of the built library through its C ABI (included by the Makefile).
#
#   make test-abi            build and run every C test program below; fails if any fails
#   make test-abi-valgrind   the same programs under valgrind (leaks and memory errors fail)
#
# Programs (each prints one "N passed, N failed" line and exits nonzero on failure):
#   abi_conventions_test   every ABI convention: versions, errors, handles, validation, callbacks;
#                          the runner abi_conventions_test.c, one file per topic in runtime/,
#                          theme/ and one folder per component (group/, button/, toolbar/), the
#                          shared helpers in common/
#   ffi_test               the library driven through libffi only (dlopen + ffi_call + closures)
#   fixtures_test          the golden layout fixtures of Tests/Fixtures/group, LTR and RTL
#   button_fixtures_test   the button's golden fixtures of Tests/Fixtures/button, LTR and RTL
#   toolbar_fixtures_test  the toolbar's golden fixtures of Tests/Fixtures/toolbar, LTR and RTL
#   dynamic_type_fixtures_test  the button's Dynamic Type cases, Tests/Fixtures/dynamic_type/button.json
# common/check.h is the harness of all six; common/fixture_support.h is the fixture runners'.

ABI_SRC    := Tests/ABITests
ABI_OUT    := $(BUILD)/abi
ABI_TESTS  := abi_conventions_test ffi_test fixtures_test button_fixtures_test toolbar_fixtures_test \
              dynamic_type_fixtures_test
ABI_BINS   := $(addprefix $(ABI_OUT)/,$(ABI_TESTS))
ABI_COMMON := $(ABI_SRC)/common/check.h $(ABI_SRC)/common/fixture_support.h $(HEADERS) $(ABI_SRC)/abi.mk
# abi_conventions_test's sources (also built by test-sanitizers, Tests/Reliability/reliability.mk);
# they include "common/abi_helpers.h" and "abi_suites.h", found through -I$(ABI_SRC). Every
# folder's .c files are in it (common/, runtime/, theme/, one per component).
ABI_CONVENTIONS_SRCS := $(ABI_SRC)/abi_conventions_test.c \
                        $(sort $(wildcard $(ABI_SRC)/*/*.c))
ABI_CONVENTIONS_HDRS := $(ABI_SRC)/abi_suites.h $(wildcard $(ABI_SRC)/*/*.h)

# Recursive (=) on purpose: pkg-config runs when a recipe runs, after `deps` installed the packages.
FFI_CFLAGS   = $(shell pkg-config --cflags libffi 2>/dev/null)
FFI_LIBS     = $(shell pkg-config --libs libffi 2>/dev/null || echo -lffi)
CJSON_CFLAGS = $(shell pkg-config --cflags libcjson 2>/dev/null || echo -I/usr/include/cjson)
CJSON_LIBS   = $(shell pkg-config --libs libcjson 2>/dev/null || echo -lcjson)

# Leaks that fail: definitely and indirectly lost. "Possibly lost" / "still reachable" blocks are
# the Swift runtime's metadata caches (allocated once, kept for the process). One suppression:
# glibc's ld.so reads a $ORIGIN RUNPATH with a word-wise strncmp during dlopen (is_dst), a known
# valgrind false positive outside this library (ffi_test dlopens it).
VALGRIND_SUPP := $(ABI_OUT)/valgrind.supp
VALGRIND = valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect \
           --show-leak-kinds=definite,indirect \
           --suppressions=$(VALGRIND_SUPP) --quiet

.PHONY: test-abi test-abi-valgrind

test-abi: $(LIB) deps $(ABI_BINS)
	@failed=""; \
	for t in $(ABI_BINS); do \
	  echo "== $$t"; \
	  $$t $(CURDIR) || failed="$$failed $$(basename $$t)"; \
	done; \
	if [ -n "$$failed" ]; then echo "test-abi: FAILED:$$failed"; exit 1; fi; \
	echo "test-abi: all C ABI tests passed"

test-abi-valgrind: $(LIB) deps $(ABI_BINS)
	@printf '{\n   ld.so-strncmp-is_dst-origin-rpath\n   Memcheck:Addr8\n   fun:strncmp\n   fun:is_dst\n}\n' > $(VALGRIND_SUPP)
	@failed=""; \
	for t in $(ABI_BINS); do \
	  echo "== valgrind $$t"; \
	  $(VALGRIND) $$t $(CURDIR) || failed="$$failed $$(basename $$t)"; \
	done; \
	if [ -n "$$failed" ]; then echo "test-abi-valgrind: FAILED:$$failed"; exit 1; fi; \
	echo "test-abi-valgrind: no errors, nothing definitely or indirectly lost"

$(ABI_OUT)/abi_conventions_test: $(ABI_CONVENTIONS_SRCS) $(ABI_CONVENTIONS_HDRS) $(ABI_COMMON) $(LIB) | deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -I$(ABI_SRC) -pthread $(ABI_CONVENTIONS_SRCS) -o $@ $(LDLIBS) -lm

# No -lbuttongroup: the program finds the library itself, as a foreign-language FFI would.
$(ABI_OUT)/ffi_test: $(ABI_SRC)/ffi_test.c $(ABI_COMMON) $(LIB) | deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(FFI_CFLAGS) -DBG_LIBRARY_PATH='"$(abspath $(LIBDIR))/$(SONAME)"' $< -o $@ \
	  $(FFI_LIBS) -ldl -lm

$(ABI_OUT)/fixtures_test: $(ABI_SRC)/fixtures_test.c $(ABI_COMMON) $(LIB) | deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(CJSON_CFLAGS) -DBG_FIXTURES_DIR='"$(abspath Tests/Fixtures/group)"' $< -o $@ \
	  $(LDLIBS) $(CJSON_LIBS) -lm

$(ABI_OUT)/dynamic_type_fixtures_test: $(ABI_SRC)/dynamic_type_fixtures_test.c $(ABI_COMMON) $(LIB) | deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(CJSON_CFLAGS) -DBG_FIXTURE_FILE='"$(abspath Tests/Fixtures/dynamic_type/button.json)"' $< -o $@ \
	  $(LDLIBS) $(CJSON_LIBS) -lm

$(ABI_OUT)/button_fixtures_test: $(ABI_SRC)/button_fixtures_test.c $(ABI_COMMON) $(LIB) | deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(CJSON_CFLAGS) -DBG_FIXTURES_DIR='"$(abspath Tests/Fixtures/button)"' $< -o $@ \
	  $(LDLIBS) $(CJSON_LIBS) -lm

$(ABI_OUT)/toolbar_fixtures_test: $(ABI_SRC)/toolbar_fixtures_test.c $(ABI_COMMON) $(LIB) | deps
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(CJSON_CFLAGS) -DBG_FIXTURES_DIR='"$(abspath Tests/Fixtures/toolbar)"' $< -o $@ \
	  $(LDLIBS) $(CJSON_LIBS) -lm
