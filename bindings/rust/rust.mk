# bindings/rust/rust.mk — the Rust crate (bindings/rust; included by the Makefile).
#
#   make test-rust   the crate's tests: src/sys is not stale against the headers (gen_sys.py
#                    --check); cargo test (unit tests: struct layouts against the C compiler's,
#                    every function resolved and every export declared, enums, errors, closures
#                    fired and released, panics carried out of callbacks, the button's text
#                    lines, decorations and coalesced updates, a group's parameters and
#                    navigation; the golden fixtures of Tests/Fixtures (group, button with its
#                    lines and decorations, toolbar, dynamic_type) and the default theme
#                    as integration tests; doc tests (this crate's and docs/rust.md's),
#                    the compile_fail ones proving the borrow rule); then both examples: the
#                    terminal toolbar's output is kept in build/rust/terminal_toolbar.txt and the
#                    library's picture of it in build/rust/toolbar.svg (and .png with rsvg-convert)
#   make rust-sys    regenerate bindings/rust/src/sys after a header change
#
# Debian packages (TEST_DEPS): rustc and cargo (Debian's 1.63: the crate's rust-version; it has
# no dependencies, so cargo builds it offline). Also used, already needed elsewhere: python3
# (gen_sys.py), a C compiler and nm (the layout and symbol tests).
# Cargo writes only under build/rust (CARGO_HOME and the target directory). RUST_BIN picks the
# toolchain (default: Debian's in /usr/bin; e.g. `make test-rust RUST_BIN=$HOME/.cargo/bin`).

RUST_DIR   := bindings/rust
RUST_BUILD := $(BUILD)/rust
RUST_BIN   ?= /usr/bin
RUST_ENV   := CARGO_HOME=$(abspath $(RUST_BUILD))/cargo-home CARGO_TARGET_DIR=$(abspath $(RUST_BUILD))/target \
              RUSTC=$(RUST_BIN)/rustc RUSTDOC=$(RUST_BIN)/rustdoc BUTTONGROUP_LIB_DIR=$(abspath $(LIBDIR))
RUST_CARGO := cd $(RUST_DIR) && $(RUST_ENV) $(RUST_BIN)/cargo

.PHONY: test-rust rust-sys

rust-sys:
	python3 $(RUST_DIR)/gen_sys.py

test-rust: deps $(LIB)
	python3 $(RUST_DIR)/gen_sys.py --check
	$(RUST_CARGO) test --offline
	$(RUST_CARGO) run --offline --example hello
	@mkdir -p $(RUST_BUILD)
	$(RUST_CARGO) run --offline --example terminal_toolbar -- 72 --svg $(abspath $(RUST_BUILD))/toolbar.svg \
	  > $(abspath $(RUST_BUILD))/terminal_toolbar.txt
	cat $(RUST_BUILD)/terminal_toolbar.txt
	@if command -v rsvg-convert >/dev/null; then rsvg-convert $(RUST_BUILD)/toolbar.svg -o $(RUST_BUILD)/toolbar.png; fi
