--- buttongroup: the C library libbuttongroup through LuaJIT's FFI (LuaJIT 2.1, LÖVE 11).
--
--   local bg = require("buttongroup")
--   local group = bg.Group.new{ items = { { title = "Play", action = function(g, item) ... end } } }
--   local layout = group:layout(320)          -- slots, frames, titles, states, accessibility
--
-- Objects (Theme, Group, Button, Toolbar) are freed when collected, or at once by :free().
-- Every failed call raises a bg.Error ({ status, name, message }); a Lua error raised inside a
-- callback comes out of the call that ran the callback. See docs/lua.md.
local core = require("buttongroup.core")

local M = {
    Theme = require("buttongroup.theme"),
    Group = require("buttongroup.group"),
    Toolbar = require("buttongroup.toolbar"),
    Button = require("buttongroup.button"),
    --- The error type of failed calls (tostring: "BG_E_STATE: the message").
    Error = core.Error,
    is_error = core.is_error,
    --- The FFI namespace of the library (every bg_* function and BG_* enum constant), for what
    -- the Lua layer does not cover.
    C = core.C,
    --- The header's #define constants (BG_MAX_LENGTH, BG_VERSION_MAJOR, ...).
    constants = core.constants,
    --- 0xRRGGBBAA as red, green, blue, alpha from 0 to 1.
    rgba = core.rgba,
    --- How many callbacks the library holds now, and how many were ever registered / released.
    registry_size = core.registry_size,
    callback_counts = core.counts,
}

-- Every enum block as a table of its values: bg.ROLE.PRIMARY, bg.STATE.FOCUSED, ...
for name, values in pairs(core.enums) do
    M[name] = values
end

--- The version of the running library ("1.1.0").
function M.version()
    return core.ffi.string(core.C.bg_version_string())
end

--- The version of the running library as one number (10000 x major + 100 x minor + patch).
function M.version_number()
    return tonumber(core.C.bg_version_number())
end

--- Whether `state` (BG_STATE_* flags) has `flag` ("focused", "highlighted", "disabled",
-- "selected", or a BG_STATE_* value).
function M.has_state(state, flag)
    local value = core.enum("STATE", flag, "has_state")
    return math.floor(core.uint32(state, "has_state") / value) % 2 == 1
end

return M
