## The glibc floor (docs/install.md, "The glibc floor"): the library built here, on a newer
## Debian, must run on glibc 2.27 and the libstdc++ of GCC 5.
##
##   make test-old-glibc   (1) no symbol the library imports has a version past GLIBC_2.27 or
##                         GLIBCXX_3.4.21; (2) C examples linked against it run with Debian 11's
##                         glibc 2.31 and libstdc++ (GCC 10), loaded by that glibc's own dynamic
##                         linker, and print what they print with the system's.
##
## Debian 11's libc6, libstdc++6 and libgcc-s1 come from Debian's archive through apt, as any
## user (a private sources list, state and cache under build/old-glibc; nothing is installed).
## Needs apt and the network to deb.debian.org, as `make deps` does.

OLD_GLIBC_DIR  := $(BUILD)/old-glibc
OLD_GLIBC_ROOT := $(OLD_GLIBC_DIR)/root
OLD_GLIBC_APT  := apt-get -q -o Dir::Etc::SourceList=$(abspath $(OLD_GLIBC_DIR))/sources.list \
  -o Dir::Etc::SourceParts=/nonexistent -o Dir::State::Lists=$(abspath $(OLD_GLIBC_DIR))/lists \
  -o Dir::State::status=$(abspath $(OLD_GLIBC_DIR))/status -o Dir::Cache=$(abspath $(OLD_GLIBC_DIR))/cache \
  -o Debug::NoLocking=1 -o APT::Sandbox::User=$$(id -un)
OLD_GLIBC_EXAMPLES := hello button_start toolbar_navigation
OLD_GLIBC_MAX  := GLIBC_2.27
OLD_GLIBCXX_MAX := GLIBCXX_3.4.21

.PHONY: test-old-glibc

$(OLD_GLIBC_ROOT)/.unpacked:
	@rm -rf $(OLD_GLIBC_DIR) && mkdir -p $(OLD_GLIBC_DIR)/lists/partial $(OLD_GLIBC_DIR)/cache/archives/partial $(OLD_GLIBC_ROOT)
	echo 'deb [trusted=yes] http://deb.debian.org/debian bullseye main' > $(OLD_GLIBC_DIR)/sources.list
	touch $(OLD_GLIBC_DIR)/status
	$(OLD_GLIBC_APT) update >/dev/null
	cd $(OLD_GLIBC_DIR) && $(OLD_GLIBC_APT) download libc6:amd64 libstdc++6:amd64 libgcc-s1:amd64 >/dev/null
	for deb in $(OLD_GLIBC_DIR)/*.deb; do dpkg-deb -x $$deb $(OLD_GLIBC_ROOT) || exit 1; done
	touch $@

test-old-glibc: $(LIB) $(OLD_GLIBC_ROOT)/.unpacked
	@newest() { objdump -T $(LIB) | grep -oE "$$1_[0-9.]+" | sort -uV | tail -1; }; \
	  for pair in GLIBC:$(OLD_GLIBC_MAX) GLIBCXX:$(OLD_GLIBCXX_MAX); do \
	    got=$$(newest $${pair%%:*}); max=$${pair#*:}; \
	    if [ "$$(printf '%s\n%s\n' "$$got" "$$max" | sort -V | tail -1)" != "$$max" ]; then \
	      echo "test-old-glibc: $(LIB) imports $$got, past the floor $$max:"; \
	      objdump -T $(LIB) | grep -F "$$got" | head; exit 1; fi; \
	    echo "test-old-glibc: newest $${pair%%:*} version imported: $$got (floor $$max)"; done
	@mkdir -p $(OLD_GLIBC_DIR)/bin
	@set -e; loader=$$(ls $(OLD_GLIBC_ROOT)/lib/x86_64-linux-gnu/ld-2.*.so); \
	  glibc=$$(basename $$loader .so | sed 's/ld-/glibc /'); \
	  paths=$(LIBDIR):$(OLD_GLIBC_ROOT)/lib/x86_64-linux-gnu:$(OLD_GLIBC_ROOT)/usr/lib/x86_64-linux-gnu; \
	  for e in $(OLD_GLIBC_EXAMPLES); do \
	    $(CC) $(CFLAGS) -nostartfiles Tests/Packaging/old_glibc_start.c examples/c/$$e.c -o $(OLD_GLIBC_DIR)/bin/$$e $(LDLIBS) -lm; \
	    $(OLD_GLIBC_DIR)/bin/$$e > $(OLD_GLIBC_DIR)/bin/$$e.new.txt; \
	    $$loader --library-path $$paths $(OLD_GLIBC_DIR)/bin/$$e > $(OLD_GLIBC_DIR)/bin/$$e.old.txt; \
	    cmp -s $(OLD_GLIBC_DIR)/bin/$$e.new.txt $(OLD_GLIBC_DIR)/bin/$$e.old.txt || \
	      { echo "test-old-glibc: $$e prints differently under $$glibc"; \
	        diff $(OLD_GLIBC_DIR)/bin/$$e.new.txt $(OLD_GLIBC_DIR)/bin/$$e.old.txt | head; exit 1; }; \
	    echo "test-old-glibc: $$e runs under $$glibc, as under the system's"; \
	  done
