--- The declarations LuaJIT's FFI is given (bindings/lua/buttongroup/cdef.lua) agree with the
-- header and the library: the file is what gen_cdef.py makes of include/buttongroup.h now (not
-- stale), it declares exactly the functions the library exports, the status table matches
-- the library's own status names, and the version constants match the running library.
local bg = require("buttongroup")
local cdef = require("buttongroup.cdef")
local T = require("support")

local function not_stale()
    local command = "cd '" .. T.root .. "' && python3 bindings/lua/gen_cdef.py --check >/dev/null"
    local status = os.execute(command)
    T.check(status == 0 or status == true, "cdef.lua is up to date with the header (gen_cdef.py --check)")
end

local function functions_resolve()
    local count, missing = 0, {}
    for name in cdef.cdef:gmatch("[%w_ *]-[ *](bg_[%w_]+)%(") do
        count = count + 1
        if not pcall(function() return bg.C[name] end) then
            missing[#missing + 1] = name
        end
    end
    T.check(count >= 80, "the cdef declares the library's functions (" .. count .. ")")
    T.check(#missing == 0, "every declared function is exported: missing " .. table.concat(missing, ", "))
    -- and the other way: every function the library exports is declared (nm, from binutils)
    local library = os.getenv("BUTTONGROUP_LIBRARY") or (T.root .. "/build/lib/libbuttongroup.so")
    local listing = assert(io.popen("nm -D --defined-only '" .. library .. "' 2>/dev/null"))
    local exported, undeclared = 0, {}
    for name in listing:read("*a"):gmatch(" T (bg_[%w_]+)") do
        exported = exported + 1
        if not cdef.cdef:find("[ *]" .. name .. "%(") then
            undeclared[#undeclared + 1] = name
        end
    end
    listing:close()
    T.check(exported == count and #undeclared == 0, "the library exports " .. exported .. " functions, "
        .. count .. " declared; undeclared: " .. table.concat(undeclared, ", "))
end

local function statuses_match()
    local count = 0
    for name, value in pairs(bg.STATUS) do
        count = count + 1
        T.check(bg.C.bg_status_string(value) ~= nil and
            require("ffi").string(bg.C.bg_status_string(value)):match("^([%w_]+)") == "BG_" .. name,
            "status " .. value .. " is BG_" .. name .. " in the library's text")
    end
    T.check(count >= 10, "the status table has the library's statuses")
end

local function version_matches()
    local c = bg.constants
    local expected = string.format("%d.%d.%d", c.BG_VERSION_MAJOR, c.BG_VERSION_MINOR, c.BG_VERSION_PATCH)
    T.check(bg.version() == expected, "the running library is " .. expected .. " (got " .. bg.version() .. ")")
    T.check(bg.version_number() == c.BG_VERSION_NUMBER, "bg.version_number() is BG_VERSION_NUMBER")
end

return function()
    not_stale()
    functions_resolve()
    statuses_match()
    version_matches()
end
