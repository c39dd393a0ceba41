--- Runs the Lua binding's tests: luajit bindings/lua/tests/run.lua [NAME...] from the
-- repository's root (make test-lua). Exits 1 when a check failed.
package.path = "bindings/lua/?.lua;bindings/lua/?/init.lua;bindings/lua/tests/?.lua;" .. package.path

local T = require("support")
local ALL = { "test_cdef", "test_errors", "test_callbacks", "test_button_api", "test_theme_api", "test_toolbar_api", "test_group_fixtures", "test_button_fixtures",
    "test_toolbar_fixtures", "test_love" }

local names = #arg > 0 and arg or ALL
local started = os.clock()
for _, name in ipairs(names) do
    local before = T.failures
    local clock = os.clock()
    print(name)
    local ok, err = xpcall(require(name), debug.traceback)
    T.check(ok, name .. ": " .. tostring(err))
    print(string.format("%s: %s (%.2f s CPU)", name, T.failures == before and "ok" or "FAILED", os.clock() - clock))
end
print(string.format("lua: %d checks, %d failed (%.1f s CPU)", T.checks, T.failures, os.clock() - started))
os.exit(T.failures == 0 and 0 or 1)
