# bindings/lua/lua.mk — the LuaJIT binding and the LÖVE demo (included by the Makefile).
#
#   make test-lua     the binding's tests under LuaJIT (bindings/lua/tests/run.lua): the cdef is
#                     not stale against the header and declares exactly the library's exports;
#                     errors; a button's configuration, host provider, tint, content
#                     alignment, lines and decorations; the default theme and Dynamic Type; a
#                     toolbar's control size, disabled groups, bars and frames; callbacks
#                     (fired with the right ids, released: a count test); the golden fixtures of
#                     Tests/Fixtures (group, button, toolbar) with the C and Python runners'
#                     comparisons; the LÖVE demo's input, and LÖVE under Xvfb rendering two
#                     scenes whose screenshots' pixels are checked at the laid-out frames
#                     (build/love/*.png)
#   make demo-love    the LÖVE demo (examples/love): a game menu and a HUD toolbar (needs a display)
#   make love-picture test-lua, then its focus screenshot as docs/gallery/embedding/love.png
#   make lua-cdef     regenerate bindings/lua/buttongroup/cdef.lua after a header change
#
# Debian packages (TEST_DEPS): luajit (the binding's runtime), lua-cjson (the fixtures' JSON,
# which LuaJIT loads from the Lua 5.1 module path), love (LÖVE 11, the demo), xvfb (a display for
# the screenshots) and libgl1-mesa-dri (Mesa's software OpenGL, which LÖVE draws with under
# Xvfb). The cdef generator needs python3 and the C preprocessor; the screenshot test reads the
# PNG with zlib (through LuaJIT's FFI), which LÖVE itself depends on.

LUA_DIR   := bindings/lua
LUA_SHOTS := $(BUILD)/love
LUA_ENV   := BUTTONGROUP_LIBRARY=$(abspath $(LIB)) BG_LOVE_SHOTS=$(abspath $(LUA_SHOTS))

.PHONY: test-lua demo-love love-picture lua-cdef

lua-cdef:
	python3 $(LUA_DIR)/gen_cdef.py

test-lua: deps $(LIB)
	$(LUA_ENV) luajit $(LUA_DIR)/tests/run.lua

# `make demo-love` installs nothing: it needs love (Debian's package) and a display.
demo-love: $(LIB)
	BUTTONGROUP_LIBRARY=$(abspath $(LIB)) love examples/love

love-picture: test-lua
	@mkdir -p docs/gallery/embedding
	cp $(LUA_SHOTS)/focus.png docs/gallery/embedding/love.png
