# bindings/lua/lua.mk — the LuaJIT binding and the LÖVE demo (included by the Makefile).
#
#   make test-lua    the binding's tests under LuaJIT: the cdef is not stale against the header
#                    (gen_cdef.py --check), its declarations resolve in the library, errors and
#                    callbacks (fired with the right ids, released: a count test), the golden
#                    fixtures of Tests/Fixtures (group, button, toolbar) with the C and Python
#                    runners' comparisons; then the LÖVE demo under Xvfb renders a frame, saves a
#                    screenshot and the test checks its pixels at the laid-out frames
#   make demo-love   the LÖVE demo (examples/love): a game menu and a HUD toolbar (needs a display)
#   make lua-cdef    regenerate bindings/lua/buttongroup/cdef.lua after a header change
#
# Debian packages (TEST_DEPS): luajit (the binding's runtime), lua-cjson (the fixtures' JSON,
# loaded by LuaJIT from the Lua 5.1 module path), love (LÖVE 11, the demo), xvfb (a display for
# the screenshot test) and libgl1-mesa-dri (Mesa's software OpenGL, which LÖVE draws with under
# Xvfb). The cdef generator needs python3 and the C preprocessor only.

LUA_DIR   := bindings/lua
LUA_SHOTS := $(BUILD)/love
LUA_ENV   := BUTTONGROUP_LIBRARY=$(abspath $(LIB)) LUA_PATH="$(abspath $(LUA_DIR))/?.lua;$(abspath $(LUA_DIR))/?/init.lua;;"

.PHONY: test-lua test-lua-love demo-love lua-cdef

lua-cdef:
	python3 $(LUA_DIR)/gen_cdef.py

test-lua: deps $(LIB)
	$(LUA_ENV) luajit $(LUA_DIR)/tests/run.lua
