# packaging/install.mk — install the C library like a system library (included by the Makefile).
#
#   make install   [PREFIX=/usr/local] [DESTDIR=/staging] [STRIP=0] [STATIC=1] [INSTALL_DOCS=0|1] [libdir=...]
#   make uninstall (the same PREFIX / DESTDIR / libdir ... as the install)
#   make static    build/static/libbuttongroup.a: the library and the Swift runtime as one
#                  self-contained object (packaging/build_static.sh; README "Install")
#   make test-install  install into a temporary prefix, build examples/c/basic.c against it with
#                  pkg-config, CMake's find_package and a plain -I/-L line, run each with the
#                  Swift toolchain hidden, check the installed API reference, build the
#                  README's CMake project with its lines as written, uninstall
#                  (Tests/Install/test_install.sh)
#   make test-readme   the README's Install commands, from its text, run as a new non-root user
#                  on a stock PATH with Debian's python3 (Tests/Install/test_readme.sh)
#
# What goes where is in packaging/install.sh. Directories follow the GNU names: prefix (PREFIX),
# exec_prefix, libdir, includedir, datarootdir, docdir, pkgconfigdir, cmakedir, debugdir; e.g. a
# Debian multiarch install: make install PREFIX=/usr libdir=/usr/lib/x86_64-linux-gnu.
# STRIP=1 (default): the installed library is stripped and its symbols and debug info go to
# $(debugdir)/libbuttongroup.so.X.Y.Z.debug, named by its .gnu_debuglink (gdb loads it from there);
# STRIP=0 installs it unstripped. Either way it carries no RUNPATH (SwiftPM's $ORIGIN is removed).
# The API reference goes to $(docdir)/html (open html/index.html), with the picture gallery it
# links in $(docdir)/gallery, when it has been built (`make docs`, which needs Doxygen and pdoc
# from PyPI): so `make install` itself needs no Doxygen, no network and no root beyond the
# prefix. INSTALL_DOCS=1 builds it first when missing or out of date; INSTALL_DOCS=0 never
# installs it; the default (auto) installs it as it is when it exists.

PREFIX       ?= /usr/local
prefix       ?= $(PREFIX)
exec_prefix  ?= $(prefix)
libdir       ?= $(exec_prefix)/lib
includedir   ?= $(prefix)/include
datarootdir  ?= $(prefix)/share
docdir       ?= $(datarootdir)/doc/buttongroup
pkgconfigdir ?= $(libdir)/pkgconfig
cmakedir     ?= $(libdir)/cmake/ButtonGroup
debugdir     ?= $(libdir)/.debug
DESTDIR      ?=
STRIP        ?= 1
STATIC       ?= 0
INSTALL_DOCS ?= auto
# INSTALL_DOCS=1: docs/docs.mk's DOCS_INDEX, built first (that file is included after this one).
INSTALL_DOCS_INDEX := $(if $(filter 1,$(INSTALL_DOCS)),docs/api/index.html)
# Whether the reference goes in: asked for, or (auto) already built.
INSTALL_DOCS_NOW   := $(or $(INSTALL_DOCS_INDEX),$(if $(filter auto,$(INSTALL_DOCS)),$(wildcard docs/api/index.html)))

STATIC_LIB         := $(BUILD)/static/libbuttongroup.a
# SwiftPM's list of the objects it linked into the shared library (written by `make lib`).
SWIFT_OBJECTS_LIST ?= .build/release/buttongroup.product/Objects.LinkFileList
# What a host links besides the static archive (the Swift runtime is inside it).
STATIC_SYSTEM_LIBS := -lstdc++ -lm -ldl -lpthread -lutil

INSTALL_ENV = LIB=$(LIB) STATIC_LIB=$(STATIC_LIB) VERSION=$(VERSION) VERSION_MAJOR=$(VERSION_MAJOR) \
              DESTDIR="$(DESTDIR)" prefix=$(abspath $(prefix)) libdir=$(abspath $(libdir)) \
              includedir=$(abspath $(includedir)) pkgconfigdir=$(abspath $(pkgconfigdir)) \
              cmakedir=$(abspath $(cmakedir)) docdir=$(abspath $(docdir)) debugdir=$(abspath $(debugdir)) \
              STRIP=$(STRIP) STATIC=$(STATIC) STATIC_SYSTEM_LIBS="$(STATIC_SYSTEM_LIBS)" \
              DOCS_HTML=$(if $(INSTALL_DOCS_NOW),docs/api) DOCS_GALLERY=$(if $(INSTALL_DOCS_NOW),docs/gallery)

.PHONY: install uninstall static test-install test-readme

install: $(LIB) $(if $(filter 1,$(STATIC)),$(STATIC_LIB)) LICENSE $(INSTALL_DOCS_INDEX)
	@$(INSTALL_ENV) bash packaging/install.sh install

uninstall:
	@$(INSTALL_ENV) bash packaging/install.sh uninstall

static: $(STATIC_LIB)
$(STATIC_LIB): $(LIB) packaging/build_static.sh
	CC="$(CC)" STATIC_SYSTEM_LIBS="$(STATIC_SYSTEM_LIBS)" bash packaging/build_static.sh $(LIB) $(SWIFT_OBJECTS_LIST) $@

## The library installed and used from outside the repository. The script's makes get -o $(LIB):
## this target already brought the library up to date. (Make is named through a variable of
## our own, so `make -n` does not run the script as it runs recipes that name $(MAKE).)
INSTALL_TEST_MAKE := $(MAKE) --no-print-directory -o $(LIB) -o $(STATIC_LIB) -o docs/api/index.html
test-install: $(LIB) $(STATIC_LIB) deps docs/api/index.html
	MAKE="$(INSTALL_TEST_MAKE)" VERSION=$(VERSION) CC="$(CC)" bash Tests/Install/test_install.sh

## The README's Install commands, taken from its text and run in order as a new user runs them:
## a non-root user (created with useradd when run as root), Debian's /usr/bin/python3, the PATH of
## a stock machine, a fresh HOME and a copy of the checkout with this build/lib (~1 min; network:
## `make wheel` fetches its tools from PyPI). Tests/Install/test_readme.sh.
test-readme: $(LIB) deps
	bash Tests/Install/test_readme.sh
