# Tests/Reliability/unload.mk — the library in a hostile host: loaded and unloaded, loaded twice,
# forked (included by the Makefile, after reliability.mk).
#
#   make test-unload          3,000 dlopen / failing calls from exiting threads / dlclose cycles, a
#                             thread outliving each dlclose: no crash, the same instance every time,
#                             no pthread key or memory lost; then the library's first call with every
#                             pthread key already taken by the host; then 200 cycles under valgrind
#   make test-handles-random  two copies of the .so in one process refuse each other's handles; the
#                             first group's id differs between instances and processes; also under
#                             valgrind
#   make test-fork            fork() while another thread is inside a callback, from inside a
#                             callback, and a hundred times among busy threads: the child does what
#                             the header promises, a hang fails (alarm); also under ASan + UBSan
#
# The dlopen tests are not linked with the library: they load it by the path compiled in
# (BG_LIBRARY_PATH), as a language runtime or a plugin host would.

LIFE_OUT     := $(BUILD)/lifecycle
LIFE_LIBPATH  = -DBG_LIBRARY_PATH='"$(abspath $(LIBDIR))/$(SONAME)"'
LIFE_SUPP    := $(LIFE_OUT)/valgrind.supp
# As the ABI tests' valgrind run (Tests/ABITests/abi.mk), with its one ld.so suppression.
LIFE_VALGRIND = valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect \
                --show-leak-kinds=definite,indirect --suppressions=$(LIFE_SUPP) --quiet

.PHONY: test-unload test-handles-random test-fork

$(LIFE_SUPP):
	@mkdir -p $(@D)
	@printf '{\n   ld.so-strncmp-is_dst-origin-rpath\n   Memcheck:Addr8\n   fun:strncmp\n   fun:is_dst\n}\n' > $@

$(LIFE_OUT)/unload_test: $(REL_SRC)/unload_test.c $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -pthread $(LIFE_LIBPATH) $< -o $@ -ldl -lm

$(LIFE_OUT)/handles_random_test: $(REL_SRC)/handles_random_test.c $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LIFE_LIBPATH) $< -o $@ -ldl

$(LIFE_OUT)/fork_test: $(REL_SRC)/fork_test.c $(HEADERS) $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -pthread $< -o $@ $(LDLIBS)

## The library refuses to unload: dlopen/dlclose cycles, then the first call with no pthread key left.
test-unload: $(LIFE_OUT)/unload_test $(LIFE_SUPP)
	@readelf -d $(LIB) | grep -q 'FLAGS_1.*NODELETE' || (echo "$(LIB) is not linked with -z nodelete"; exit 1)
	$(LIFE_OUT)/unload_test 3000
	$(LIFE_OUT)/unload_test --keys-exhausted
	$(LIFE_VALGRIND) $(LIFE_OUT)/unload_test 200 --no-rss
	@echo "test-unload: dlclose is a no-op, nothing leaks, also under valgrind"

## Handles carry their library instance and are not predictable.
test-handles-random: $(LIFE_OUT)/handles_random_test $(LIFE_SUPP)
	$(LIFE_OUT)/handles_random_test
	$(LIFE_VALGRIND) $(LIFE_OUT)/handles_random_test
	@echo "test-handles-random: foreign handles refused, first ids differ, also under valgrind"

## fork() in a multithreaded host, plain and under ASan + UBSan (against the ASan library).
test-fork: $(LIFE_OUT)/fork_test $(ASAN_LIB)
	$(LIFE_OUT)/fork_test
	$(SANITIZER_CC) $(SAN_CFLAGS) -pthread $(REL_SRC)/fork_test.c -o $(LIFE_OUT)/fork_test_asan $(ASAN_LDLIBS)
	$(SAN_ENV) $(LIFE_OUT)/fork_test_asan
	@echo "test-fork: children of a forked multithreaded host work as documented, also under ASan + UBSan"
