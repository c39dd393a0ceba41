--- What every part of the binding shares: the declarations given to LuaJIT's FFI, the loaded
-- library, errors, the registry of callbacks the library holds, and argument conversions.
--
-- Callbacks. LuaJIT has a fixed, small number of C callback slots (ffi.cast of a Lua function),
-- so the binding makes one callback per C signature, once (`trampoline`), and never frees it.
-- What a registration calls is kept in `registry` under an integer key, handed to the library
-- as the registration's user_data; the library hands it back to `DESTROY` exactly once when it
-- lets the registration go (replaced, cleared, the object freed, or a failed call), and
-- `DESTROY` drops the entry. So a Lua function the library holds is never collected, and is
-- released exactly when the library says so. An error raised inside a callback never crosses
-- C: the trampoline keeps it and returns BG_E_CALLBACK, and the call that ran the callback
-- raises it once it returns (`check`).
--
-- JIT. A C call that calls back into Lua must not run from JIT-compiled code (LuaJIT would
-- stop with "bad callback"), so every method of the binding is excluded from compilation
-- (`jit_off`).
local ffi = require("ffi")
local definitions = require("buttongroup.cdef")

local M = {}

-- ffi.cdef once per process, even when the module is loaded twice (under another name).
if not pcall(ffi.typeof, "bg_group") then
    ffi.cdef(definitions.cdef)
    ffi.cdef(definitions.callbacks)
end

M.ffi = ffi
M.constants = definitions.constants
M.enums = definitions.enums

------------------------------------------------------------------------------ the library

--- The directory of this file ("" when unknown).
local function here()
    local source = debug.getinfo(1, "S").source
    return source:sub(1, 1) == "@" and source:sub(2):match("^(.*)/[^/]*$") or ""
end

--- The library: $BUTTONGROUP_LIBRARY when set, else the checkout's build/lib, else the system's
-- (the SONAME, as an installed program finds it).
local function load_library()
    local wanted = os.getenv("BUTTONGROUP_LIBRARY")
    if wanted and wanted ~= "" then
        return ffi.load(wanted)
    end
    local dir = here()
    local tried = {}
    for _, path in ipairs({ dir .. "/../../../build/lib/libbuttongroup.so", "libbuttongroup.so." ..
        definitions.constants.BG_VERSION_MAJOR }) do
        local ok, library = pcall(ffi.load, path)
        if ok then
            return library
        end
        tried[#tried + 1] = tostring(library)
    end
    error("buttongroup: cannot load libbuttongroup (set BUTTONGROUP_LIBRARY to its path): "
        .. table.concat(tried, "; "), 0)
end

local C = load_library()
M.C = C

------------------------------------------------------------------------------ errors

--- The error a failed call raises: `status` (a negative BG_E_* code), `name`
-- ("BG_E_INVALID_HANDLE") and `message` (the library's, naming the call and the cause).
local Error = {}
Error.__index = Error
Error.__tostring = function(e)
    return e.name .. ": " .. e.message
end
M.Error = Error

--- Whether `value` is an error the library reported.
function M.is_error(value)
    return getmetatable(value) == Error
end

local pending = nil -- the first error a callback raised during the current outermost call

--- Keeps `err`, raised by a callback, for the call that ran the callback to raise.
function M.keep(err)
    if pending == nil then
        pending = err
    end
end

--- The name of a status ("BG_E_STATE"), from the library's own text.
function M.status_name(status)
    return (ffi.string(C.bg_status_string(status)):match("^([%w_]+)"))
end

--- Raises what a call returned, when it failed: the error a callback raised during it, else
-- the library's error (read at once: the message is the thread's until its next call).
function M.check(status)
    if status == 0 and pending == nil then
        return
    end
    local message = status ~= 0 and ffi.string(C.bg_last_error_message()) or nil
    if pending ~= nil then
        local err = pending
        pending = nil
        error(err, 0)
    end
    error(setmetatable({ status = status, name = M.status_name(status), message = message }, Error), 0)
end

--- Raises a Lua argument error naming the function (`what`) and the argument.
function M.argerror(what, message)
    error(what .. ": " .. message, 3)
end

------------------------------------------------------------------------------ callbacks

local registry = {}                             -- key -> the Lua function a registration calls
local owners = setmetatable({}, { __mode = "v" }) -- key -> the object it belongs to (not kept alive)
local live, next_key = 0, 0
M.counts = { registered = 0, released = 0 }

--- A new registration of `fn` on `owner`: its user_data (a key into the registry).
function M.register(fn, owner)
    next_key = next_key + 1
    registry[next_key], owners[next_key] = fn, owner
    live = live + 1
    M.counts.registered = M.counts.registered + 1
    return ffi.cast("void *", next_key)
end

--- The number of registrations the library holds now (for tests and leak checks).
function M.registry_size()
    return live
end

local function key_of(user_data)
    return tonumber(ffi.cast("intptr_t", user_data))
end

--- The function and owner of a registration (its user_data).
function M.lookup(user_data)
    local key = key_of(user_data)
    local fn = registry[key]
    if fn == nil then
        error("buttongroup: a callback fired for an unknown registration " .. tostring(key), 0)
    end
    return fn, owners[key]
end

--- The destroy function of every registration: drops it from the registry.
M.DESTROY = ffi.cast("bg_destroy_fn", function(user_data)
    local key = key_of(user_data)
    if registry[key] ~= nil then
        registry[key], owners[key] = nil, nil
        live = live - 1
        M.counts.released = M.counts.released + 1
    end
end)

local function traceback(err)
    if type(err) == "string" then
        return debug.traceback(err, 2)
    end
    return err
end

local E_CALLBACK = definitions.enums.STATUS.E_CALLBACK
local anchored = {} -- every trampoline, kept for the life of the process

--- A C callback of type `ctype` (made once, never freed) that runs `body(...)`; an error
-- `body` raises is kept for the call that ran it, and C gets BG_E_CALLBACK (or nothing, for a
-- callback returning void: `void`). A callback type that takes a handle by value is made as its
-- lua_ twin (the handle as its uint64_t id; see cdef.lua) and cast to `ctype`.
function M.trampoline(ctype, body, void)
    local function call(...)
        local ok, result = xpcall(body, traceback, ...)
        if not ok then
            M.keep(result)
            if not void then
                return E_CALLBACK
            end
        elseif not void then
            return 0
        end
    end
    local made = pcall(ffi.typeof, "lua_" .. ctype) and ffi.cast("lua_" .. ctype, call) or ffi.cast(ctype, call)
    anchored[#anchored + 1] = made
    return ffi.cast(ctype, made)
end

--- Registers `fn` with `setter` (a bg_*_set_*_callback of `owner`'s handle) through `trampoline`,
-- or clears the registration (fn nil). The library releases the previous one.
function M.set_callback(owner, setter, trampoline, fn, what)
    if fn == nil then
        return M.check(setter(owner._h, nil, nil, nil))
    end
    if type(fn) ~= "function" and not (getmetatable(fn) or {}).__call then
        M.argerror(what, "a function or nil expected, got " .. type(fn))
    end
    return M.check(setter(owner._h, trampoline, M.register(fn, owner), M.DESTROY))
end

--- The measure trampoline: fn(font, text, max_width) returns width, height in points.
M.MEASURE = M.trampoline("bg_measure_fn", function(user_data, font, text, length, max_width, out)
    local fn = M.lookup(user_data)
    local width, height = fn(ffi.string(font), ffi.string(text, length), max_width)
    if type(width) ~= "number" or type(height) ~= "number" then
        error("a measure callback must return width and height as two numbers, got "
            .. type(width) .. " and " .. type(height), 0)
    end
    out.width, out.height = width, height
end)

------------------------------------------------------------------------------ conversions

--- A Lua string of a C string, or nil for NULL.
function M.str(pointer)
    if pointer == nil then
        return nil
    end
    return ffi.string(pointer)
end

--- A bg_rect as { x, y, width, height }.
function M.rect(r)
    return { x = r.x, y = r.y, width = r.width, height = r.height }
end

--- Per-corner radii as a table.
function M.corners(c)
    return { top_left = c.top_left, top_right = c.top_right, bottom_right = c.bottom_right,
        bottom_left = c.bottom_left }
end

--- A 1-based index of a C index, nil for a negative one ("none").
function M.index(value)
    value = tonumber(value)
    if value < 0 then
        return nil
    end
    return value + 1
end

local names = {} -- enum table -> value -> lower-case name
for table_name, values in pairs(definitions.enums) do
    names[table_name] = {}
    for name, value in pairs(values) do
        names[table_name][value] = name:lower()
    end
end

--- The lower-case name of `value` in enum `table_name` ("primary"), or the number when unknown.
function M.name(table_name, value)
    value = tonumber(value)
    return names[table_name][value] or value
end

--- The C value of an enum argument: a name ("primary", "PRIMARY") or a number (which the
-- library checks); nil takes `default`.
function M.enum(table_name, value, what, default)
    if value == nil then
        value = default
    end
    if type(value) == "number" then
        return M.integer(value, what, nil, -2147483648, 2147483647) -- the library checks the range
    end
    local found = type(value) == "string" and definitions.enums[table_name][value:upper()] or nil
    if found == nil then
        local known = {}
        for name in pairs(definitions.enums[table_name]) do
            known[#known + 1] = name:lower()
        end
        table.sort(known)
        M.argerror(what, "unknown " .. table_name:lower() .. " " .. tostring(value) .. " (one of: "
            .. table.concat(known, ", ") .. ")")
    end
    return found
end

--- A number argument (nil takes `default` when given).
function M.number(value, what, default)
    if value == nil and default ~= nil then
        return default
    end
    if type(value) ~= "number" then
        M.argerror(what, "a number expected, got " .. type(value))
    end
    return value
end

--- A whole-number argument from `low` to `high` (nil takes `default` when given): the C integer
-- it becomes would silently drop a fraction or wrap a number beyond its range.
function M.integer(value, what, default, low, high)
    value = M.number(value, what, default)
    if value ~= math.floor(value) or value < low or value > high then
        M.argerror(what, string.format("a whole number from %d to %.0f expected, got %s", low, high, tostring(value)))
    end
    return value
end

--- An unsigned 32-bit argument (a count, a byte offset, flags, a 0xRRGGBBAA colour).
function M.uint32(value, what, default)
    return M.integer(value, what, default, 0, 4294967295)
end

--- A boolean argument as the C int 1 or 0 (nil takes `default` when given): a string or a
-- number is refused, not read as true.
function M.flag(value, what, default)
    if value == nil and default ~= nil then
        value = default
    end
    if type(value) ~= "boolean" then
        M.argerror(what, "a boolean expected, got " .. type(value))
    end
    return value and 1 or 0
end

--- The C index (from 0) of a 1-based position argument.
function M.position(value, what)
    return M.integer(value, what, nil, 1, 4294967296) - 1
end

--- A string argument (nil allowed when `optional`), refused when it holds a NUL (C would cut it).
function M.string(value, what, optional)
    if value == nil and optional then
        return nil
    end
    if type(value) ~= "string" then
        M.argerror(what, "a string expected, got " .. type(value))
    end
    if value:find("\0", 1, true) then
        M.argerror(what, "the string holds a NUL character")
    end
    return value
end

--- Refuses a table argument with a key outside `known` (a misspelt field would be ignored).
function M.fields(value, known, what)
    if type(value) ~= "table" then
        M.argerror(what, "a table expected, got " .. type(value))
    end
    for key in pairs(value) do
        if not known[key] then
            M.argerror(what, "unknown field " .. tostring(key))
        end
    end
    return value
end

--- A C array of `ctype` holding the list `list` of `noun`s (tables with only the keys in `known`),
-- each element written by `fill(element, entry)`, and its length; nil and 0 for an empty list.
function M.array(list, ctype, noun, known, what, fill)
    if type(list) ~= "table" then
        M.argerror(what, "a list of " .. noun .. " expected, got " .. type(list))
    end
    local count = #list
    if count == 0 then
        return nil, 0
    end
    local array = ffi.new(ctype .. "[?]", count)
    for i = 1, count do
        fill(array[i - 1], M.fields(list[i], known, what))
    end
    return array, count
end

--- 0xRRGGBBAA as four numbers from 0 to 1 (red, green, blue, alpha), as love.graphics takes them.
function M.rgba(color)
    color = M.uint32(type(color) == "cdata" and tonumber(color) or color, "rgba")
    return math.floor(color / 16777216) % 256 / 255, math.floor(color / 65536) % 256 / 255,
        math.floor(color / 256) % 256 / 255, color % 256 / 255
end

--- Excludes every function of `class` from JIT compilation (see the file's comment).
function M.jit_off(class)
    for _, fn in pairs(class) do
        if type(fn) == "function" then
            jit.off(fn)
        end
    end
    return class
end

--- `handle` (a new bg_group, bg_button, ...) freed by `free` when collected, unless freed before.
function M.gc_handle(handle, free)
    return ffi.gc(handle, function(h)
        free(h)
    end)
end

--- Frees `object` with `free` (bg_group_free, ...) now; its destroy notifications run. A second
-- free does nothing; any other call on a freed object raises BG_E_INVALID_HANDLE.
function M.free(object, free)
    if object._freed then
        return
    end
    M.check(free(object._h))
    ffi.gc(object._h, nil)
    object._freed = true
end

local PICTURE_FIELDS = { show_overflow = true, padding = true, background = true }

--- The SVG text of `object`'s latest layout, drawn by `draw` (bg_group_svg, ...) with `options`
-- ({ show_overflow, padding, background }; nil: the defaults).
function M.svg(object, draw, options, what)
    local picture = ffi.new("bg_picture_options")
    M.check(C.bg_picture_options_init(picture))
    if options ~= nil then
        M.fields(options, PICTURE_FIELDS, what)
        picture.show_overflow = M.flag(options.show_overflow, what, false)
        picture.padding = M.number(options.padding, what, picture.padding)
        picture.background = M.uint32(options.background, what, picture.background)
    end
    local out = ffi.new("bg_svg")
    out.struct_size = ffi.sizeof(out)
    M.check(draw(object._h, picture, out))
    return ffi.string(out.text, out.length)
end

M.jit_off(M)
return M
