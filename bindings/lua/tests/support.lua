--- What the Lua tests share: a check counter, the golden fixtures' files, JSON (Debian's
-- lua-cjson), the fixtures' measurer and the comparison the C and Python runners make (same
-- keys, same array lengths, numbers within 1e-6, equal strings, booleans and nulls).
local cjson = require("cjson")

local M = { checks = 0, failures = 0, null = cjson.null }

--- The repository's root (the tests run from it: make test-lua).
M.root = os.getenv("BUTTONGROUP_ROOT") or "."

--- Records one check; prints it when it fails. Returns `ok`.
function M.check(ok, what)
    M.checks = M.checks + 1
    if not ok then
        M.failures = M.failures + 1
        print("FAIL: " .. what)
    end
    return ok
end

--- Runs `fn`, expecting it to raise; returns the error (or records a failure).
function M.raises(fn, what)
    local ok, err = pcall(fn)
    M.check(not ok, what .. ": raises")
    return err
end

--- The .json files of Tests/Fixtures/<kind>, sorted (their names).
function M.fixture_files(kind)
    local dir = M.root .. "/Tests/Fixtures/" .. kind
    local files = {}
    local listing = assert(io.popen("ls -1 '" .. dir .. "'"))
    for name in listing:lines() do
        if name:match("%.json$") then
            files[#files + 1] = name
        end
    end
    listing:close()
    table.sort(files)
    return dir, files
end

--- A fixture file, decoded.
function M.read_json(path)
    local file = assert(io.open(path, "rb"))
    local text = file:read("*a")
    file:close()
    return cjson.decode(text)
end

local function sorted_keys(t)
    local keys = {}
    for key in pairs(t) do
        keys[#keys + 1] = key
    end
    table.sort(keys, function(a, b)
        return tostring(a) < tostring(b)
    end)
    return keys
end

local function kind_of(value)
    if type(value) ~= "table" then
        return type(value)
    end
    if next(value) == nil then
        return "empty"
    end
    return value[1] ~= nil and #value == #sorted_keys(value) and "array" or "object"
end

--- A decoded value as JSON again (keys sorted, numbers exact), e.g. a fixture's theme.
function M.encode(value)
    local kind = kind_of(value)
    if value == cjson.null then
        return "null"
    elseif kind == "number" then
        return value == math.floor(value) and string.format("%d", value) or string.format("%.17g", value)
    elseif kind == "string" or kind == "boolean" then
        return cjson.encode(value)
    elseif kind == "array" then
        local parts = {}
        for i, v in ipairs(value) do
            parts[i] = M.encode(v)
        end
        return "[" .. table.concat(parts, ",") .. "]"
    elseif kind == "object" or kind == "empty" then
        local parts = {}
        for _, key in ipairs(sorted_keys(value)) do
            parts[#parts + 1] = cjson.encode(tostring(key)) .. ":" .. M.encode(value[key])
        end
        return "{" .. table.concat(parts, ",") .. "}"
    end
    error("cannot encode a " .. kind)
end

--- The first difference between an expectation and a result, or nil when they agree.
function M.difference(e, a, path)
    local ke, ka = kind_of(e), kind_of(a)
    if ke == "empty" and ka == "empty" then
        return nil
    end
    if ke == "object" and ka == "object" then
        for _, key in ipairs(sorted_keys(e)) do
            if a[key] == nil then
                return path .. ': key "' .. key .. '" missing from the library\'s result'
            end
        end
        for _, key in ipairs(sorted_keys(a)) do
            if e[key] == nil then
                return path .. ': the fixture has no key "' .. key .. '"'
            end
        end
        for _, key in ipairs(sorted_keys(e)) do
            local d = M.difference(e[key], a[key], path .. "." .. key)
            if d then return d end
        end
        return nil
    end
    if ke == "array" and ka == "array" or (ke == "empty" or ka == "empty") and (ke == "array" or ka == "array") then
        if #e ~= #a then
            return path .. ": expected " .. #e .. " elements, got " .. #a
        end
        for i = 1, #e do
            local d = M.difference(e[i], a[i], path .. "[" .. (i - 1) .. "]")
            if d then return d end
        end
        return nil
    end
    if ke == "number" and ka == "number" then
        if math.abs(e - a) <= 1e-6 then
            return nil
        end
        return string.format("%s: expected %.10g, got %.10g", path, e, a)
    end
    if ke == ka and e == a then
        return nil
    end
    return path .. ": expected " .. M.encode(e) .. ", got " .. (a == nil and "(nothing)" or M.encode(a))
end

--- Fails loudly on a key of `value` outside `known` (a field this runner does not read yet).
function M.known(value, known, what)
    local ok = true
    for key in pairs(type(value) == "table" and value or {}) do
        if not known[key] then
            ok = M.check(false, what .. ': unknown field "' .. tostring(key) .. '": teach the Lua runner about it')
        end
    end
    return ok
end

--- A set of names.
function M.set(...)
    local set = {}
    for _, name in ipairs({ ... }) do
        set[name] = true
    end
    return set
end

--- The fixtures' measurer: `advance` points per Unicode scalar, lines `height` high.
function M.measurer(measure)
    local advance = measure and measure.advance or 8
    local height = measure and measure.height or 20
    return function(_, text)
        local _, scalars = text:gsub("[^\128-\191]", "")
        return advance * scalars, height
    end
end

--- [x, y, width, height] of a rect, or null.
function M.rect(r)
    if r == nil then
        return cjson.null
    end
    return { r.x, r.y, r.width, r.height }
end

--- A value, or null for nil.
function M.orNull(value)
    if value == nil then
        return cjson.null
    end
    return value
end

--- "#RRGGBBAA" of 0xRRGGBBAA, or null.
function M.hex(color)
    if color == nil then
        return cjson.null
    end
    return string.format("#%08X", color)
end

return M
