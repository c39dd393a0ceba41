# Fuzzing with libFuzzer (the Swift toolchain's clang provides it) against a build of the library
# instrumented with AddressSanitizer and libFuzzer's coverage. The same instrumented library
# serves the AddressSanitizer runs of the ABI tests (Tests/Reliability/reliability.mk).
#   make fuzz                  each target for FUZZ_SECONDS (default 60), working corpus in build/fuzz
#   make test-fuzz-regressions every committed corpus and regression input, once
#
# The Swift runtime's crash reporter is turned off (SWIFT_BACKTRACE=enable=no): it outlives a
# crashing target and, holding its output pipe open, would hang the run instead of failing it.
#
# Committed inputs: fuzz/corpus/<target> (hand-written seeds), fuzz/regressions/<target> (inputs
# that once failed), fuzz/seed_corpus/<target>.tar.gz (a corpus minimized with -merge=1 after
# long runs, unpacked into the working corpus so short CI runs start from its coverage).

TOOLCHAIN_BIN  := $(dir $(realpath $(shell which swift)))
SANITIZER_CC   := $(TOOLCHAIN_BIN)clang
SWIFT_RUNTIME  := $(realpath $(TOOLCHAIN_BIN)../lib/swift/linux)
FUZZ_DIR       := $(BUILD)/fuzz
ASAN_LIBDIR    := $(FUZZ_DIR)/lib
ASAN_LIB       := $(ASAN_LIBDIR)/libbuttongroup.so
FUZZ_TARGETS   := theme_fuzz api_fuzz button_fuzz toolbar_fuzz
FUZZ_SECONDS   ?= 60
ASAN_SWIFT     := swift build -c release --scratch-path $(FUZZ_DIR)/swift \
                  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,pc-table,inline-8bit-counters,trace-cmp \
                  --product buttongroup
ASAN_LDLIBS    := -L$(ASAN_LIBDIR) -lbuttongroup -Wl,-rpath,$(abspath $(ASAN_LIBDIR)) -Wl,-rpath,$(SWIFT_RUNTIME)

.PHONY: fuzz fuzz-build test-fuzz-regressions

## The library with AddressSanitizer and fuzzing coverage (the Swift runtime linked dynamically).
$(ASAN_LIB): Package.swift $(HEADERS) $(shell find Sources -type f)
	$(ASAN_SWIFT)
	@mkdir -p $(ASAN_LIBDIR)
	cp "$$($(ASAN_SWIFT) --show-bin-path)/libbuttongroup.so" $(ASAN_LIB).tmp && mv -f $(ASAN_LIB).tmp $(ASAN_LIB)
	ln -sf libbuttongroup.so $(ASAN_LIBDIR)/$(SONAME)

$(FUZZ_DIR)/%: fuzz/%.c fuzz/fuzz_input.h fuzz/toolbar_fuzz_checks.h fuzz/toolbar_fuzz_items.h fuzz/toolbar_fuzz_fast.h \
              $(HEADERS) $(ASAN_LIB)
	$(SANITIZER_CC) -g -O1 -fuse-ld=lld -fsanitize=fuzzer,address,undefined -Iinclude $< -o $@ $(ASAN_LDLIBS)

fuzz-build: $(addprefix $(FUZZ_DIR)/,$(FUZZ_TARGETS)) $(addprefix $(FUZZ_DIR)/corpus/,$(addsuffix /.unpacked,$(FUZZ_TARGETS:_fuzz=)))

$(FUZZ_DIR)/corpus/%/.unpacked: fuzz/seed_corpus/%.tar.gz
	@mkdir -p $(@D)
	tar -C $(@D) -xzf $<
	@touch $@

fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do \
	  corpus=$${target%_fuzz}; mkdir -p $(FUZZ_DIR)/corpus/$$corpus $(FUZZ_DIR)/artifacts; \
	  echo "== $$target for $(FUZZ_SECONDS)s"; \
	  SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/$$target -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -timeout=10 -rss_limit_mb=4096 \
	    -artifact_prefix=$(FUZZ_DIR)/artifacts/$$target- \
	    $(FUZZ_DIR)/corpus/$$corpus fuzz/corpus/$$corpus 2>&1 | grep -E 'stat::number_of_executed_units|stat::peak_rss|ERROR|SUMMARY|Done' ; \
	  status=$${PIPESTATUS[0]}; if [ $$status -ne 0 ]; then echo "$$target failed (status $$status): inputs in $(FUZZ_DIR)/artifacts"; exit 1; fi; \
	done

test-fuzz-regressions: fuzz-build
	@for target in $(FUZZ_TARGETS); do \
	  corpus=$${target%_fuzz}; \
	  inputs=$$(find fuzz/corpus/$$corpus fuzz/regressions/$$corpus $(FUZZ_DIR)/corpus/$$corpus -type f ! -name .unpacked); \
	  echo $$inputs | SWIFT_BACKTRACE=enable=no xargs $(FUZZ_DIR)/$$target >$(FUZZ_DIR)/$$target.regressions.log 2>&1 \
	    || { tail -30 $(FUZZ_DIR)/$$target.regressions.log; exit 1; }; \
	  echo "$$target: $$(echo $$inputs | wc -w) corpus and regression inputs replayed, no finding"; \
	done
