--- Errors through the Lua binding: a failed call raises a bg.Error with the library's status,
-- its name and its message; bad Lua arguments raise an argument error naming the function; an
-- error raised inside a callback comes out of the call that ran it; a freed object refuses
-- every call (BG_E_INVALID_HANDLE), never crashes.
local bg = require("buttongroup")
local ffi = require("ffi")
local T = require("support")

--- The error `fn` raises, checked to be a library error named `name` whose message holds `words`.
local function library_error(fn, name, words, what)
    local err = T.raises(fn, what)
    T.check(bg.is_error(err) and err.name == name and err.status == bg.STATUS[name:sub(4)],
        what .. ": a bg.Error " .. name .. " (got " .. tostring(err) .. ")")
    T.check(bg.is_error(err) and err.message:find(words, 1, true) ~= nil,
        what .. ": the message says " .. words .. " (got " .. tostring(err and err.message) .. ")")
    T.check(tostring(err):sub(1, #name + 2) == name .. ": ", what .. ": tostring starts with the status name")
    return err
end

--- The error `fn` raises, checked to be a Lua string naming `words`.
local function argument_error(fn, words, what)
    local err = T.raises(fn, what)
    T.check(type(err) == "string" and err:find(words, 1, true) ~= nil,
        what .. ": the error says " .. words .. " (got " .. tostring(err) .. ")")
end

local function library_errors()
    library_error(function() bg.Theme.load("{\"button\": ") end, "BG_E_PARSE", "line 1", "a truncated theme")
    local group = bg.Group.new { items = { { title = "A" } } }
    group:free()
    group:free() -- a second free does nothing
    library_error(function() group:layout(100) end, "BG_E_INVALID_HANDLE", "bg_group_layout", "a freed group")
    local toolbar = bg.Toolbar.new { items = { { buttons = { { title = "A" } } } } }
    library_error(function() toolbar:choose_menu_entry(1) end, "BG_E_STATE", "bg_toolbar_choose_menu_entry",
        "choosing with no menu presented")
    toolbar:free()
    library_error(function() bg.Group.new { items = { { title = "bad \255 utf8" } } } end, "BG_E_INVALID_UTF8",
        "UTF-8", "a title that is not UTF-8")
    local g = bg.Group.new { items = { { title = "A" } } }
    library_error(function() g:layout(-5) end, "BG_E_INVALID_ARGUMENT", "width", "a negative width")
    g:free()
end

local function argument_errors()
    argument_error(function() bg.Group.new { items = 5 } end, "Group:update", "items that are not a list")
    argument_error(function() bg.Group.new { itmes = {} } end, "unknown field itmes", "a misspelt option")
    argument_error(function() bg.Group.new { items = { { title = 7 } } } end, "a string expected", "a number title")
    argument_error(function() bg.Group.new { items = { { title = "a\0b" } } } end, "NUL", "a title with a NUL")
    argument_error(function() bg.Group.new { items = { { role = "shiny" } } } end, "unknown role shiny",
        "an unknown role")
    for _, role in ipairs { true, false, {}, print } do -- neither a name nor a number: not the default
        argument_error(function() bg.Group.new { items = { { role = role } } } end, "unknown role " .. tostring(role),
            "a " .. type(role) .. " as role")
    end
    argument_error(function() bg.Toolbar.new { items = { { placement = true, buttons = { { title = "A" } } } } } end,
        "unknown placement true", "a boolean as placement")
    local group = bg.Group.new { items = { { title = "A" } } }
    argument_error(function() group:layout("wide") end, "Group:layout: a number expected", "a string width")
    argument_error(function() group:set_measure(42) end, "a function or nil expected", "a number measurer")
    argument_error(function() bg.Group.new { theme = {} } end, "a Theme or nil expected", "a table as theme")
    argument_error(function() bg.Toolbar.new { items = { { buttons = { { title = "A", action = "x" } } } } } end,
        "action must be a function", "a string action")
    -- Numbers a C integer would silently truncate or wrap are refused before the call.
    local whole = "a whole number from"
    argument_error(function() group:choose_sheet_item(1.5) end, whole, "a fractional position")
    argument_error(function() group:activate_slot(0) end, whole, "position 0 (positions start at 1)")
    argument_error(function() group:run_navigation(0 / 0) end, whole, "a NaN position")
    argument_error(function() bg.Group.new { params = { max_visible = -1 } } end, whole, "a negative count")
    argument_error(function() bg.Group.new { items = { { role = 1.5 } } } end, whole, "a fractional enum value")
    argument_error(function() bg.Group.new { items = { { role = 2 ^ 40 } } } end, whole, "an enum value beyond int32")
    local button = bg.Button.new { config = { title = "Pay", title_color = 0x11223344 } }
    argument_error(function() button:set_tint_color(2 ^ 32) end, whole, "a colour beyond 0xFFFFFFFF")
    argument_error(function() button:set_config { title = "Pay", title_color = -1 } end, whole, "a negative colour")
    argument_error(function() button:set_title_lines(1 / 0) end, whole, "infinitely many lines")
    argument_error(function() button:set_title_decorations { { start = -1, length = 2, underline = true } } end,
        whole, "a negative decoration start")
    argument_error(function() button:set_config { title = "Pay", title_font = { family = "DejaVu Sans", size = 17,
        weight = 400.5 } } end, whole, "a fractional font weight")
    argument_error(function() group:svg { background = -1 } end, whole, "a negative background colour")
    T.check(button:config().title_color == 0x11223344, "a refused configuration leaves the one set")
    -- A flag is a boolean: "no" or 0 would read as true in Lua, and a host rarely means that.
    local boolean = "a boolean expected"
    argument_error(function() button:set_enabled("no") end, boolean, "a string as enabled")
    argument_error(function() button:set_selected(0) end, boolean, "0 as selected")
    argument_error(function() button:set_highlighted(nil) end, boolean, "nil as highlighted")
    argument_error(function() button:set_focus("yes") end, boolean, "a string as focused")
    argument_error(function() button:set_config { title = "Pay", shows_activity_indicator = 1 } end, boolean,
        "1 as shows_activity_indicator")
    argument_error(function() button:set_title_decorations { { start = 0, length = 2, underline = "yes" } } end,
        boolean, "a string as underline")
    argument_error(function() group:update { { title = "A", disabled = "false" } } end, boolean, "a string as disabled")
    argument_error(function() group:svg { show_overflow = 1 } end, boolean, "1 as show_overflow")
    argument_error(function() bg.Toolbar.new { items = { { fixed_size = "yes", buttons = { { title = "A" } } } } } end,
        boolean, "a string as fixed_size")
    argument_error(function() bg.Toolbar.new { items = { { buttons = { { title = "A", disabled = 0 } } } } } end,
        boolean, "0 as a button's disabled")
    T.check(button:state() == 0 and group:item_count() == 1, "refused flags change nothing")
    -- The helpers a host draws with check their numbers too.
    argument_error(function() bg.rgba(nil) end, "rgba: a number expected", "rgba of nil")
    argument_error(function() bg.rgba(-1) end, whole, "rgba of a negative colour")
    argument_error(function() bg.has_state("focused", "focused") end, "has_state: a number expected",
        "has_state of a string")
    argument_error(function() bg.has_state(1.5, "focused") end, whole, "has_state of a fraction")
    local r, g, b, a = bg.rgba(ffi.new("uint32_t", 0xFF000080))
    T.check(r == 1 and g == 0 and b == 0 and math.abs(a - 128 / 255) < 1e-12, "rgba takes a C uint32_t too")
    button:free()
    group:free()
end

local function callback_errors()
    local group = bg.Group.new { items = { { title = "Boom", action = function() error("the action failed") end } } }
    local slot = group:layout(200).slots[1]
    local err = T.raises(function() group:tap(slot.frame.x + 1, slot.frame.y + 1) end, "an action that raises")
    T.check(type(err) == "string" and err:find("the action failed", 1, true) ~= nil,
        "the action's own error comes out of tap (got " .. tostring(err) .. ")")
    T.check(group:layout(200).slots[1].title == "Boom", "the group works after the failed callback")
    group:set_measure(function() return "wide" end)
    local measured = T.raises(function() group:layout(150) end, "a measurer returning a string")
    T.check(type(measured) == "string" and measured:find("two numbers", 1, true) ~= nil,
        "the measurer's bad result is reported (got " .. tostring(measured) .. ")")
    group:set_measure(nil)
    T.check(group:layout(150).slots[1] ~= nil, "after clearing the measurer the group lays out again")
    group:free()
end

return function()
    library_errors()
    argument_errors()
    callback_errors()
end
