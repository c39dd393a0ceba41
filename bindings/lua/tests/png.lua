--- Reads a PNG file into its pixels, for the screenshot test: 8-bit RGB or RGBA, not interlaced
-- (what LÖVE's ImageData:encode writes), inflated by zlib through LuaJIT's FFI.
local ffi = require("ffi")

ffi.cdef [[
int uncompress(uint8_t *dest, unsigned long *dest_length, const uint8_t *source, unsigned long source_length);
]]
local zlib = ffi.load("z")

local M = {}

local function u32(s, i)
    local a, b, c, d = s:byte(i, i + 3)
    return ((a * 256 + b) * 256 + c) * 256 + d
end

local function paeth(a, b, c)
    local p = a + b - c
    local pa, pb, pc = math.abs(p - a), math.abs(p - b), math.abs(p - c)
    if pa <= pb and pa <= pc then return a elseif pb <= pc then return b end
    return c
end

--- Undoes the per-row filters of `data` (rows of 1 + stride bytes) into `out` (rows of stride).
local function unfilter(data, out, width, height, channels)
    local stride = width * channels
    for y = 0, height - 1 do
        local filter, row, prior = data[y * (stride + 1)], y * stride, (y - 1) * stride
        local src = y * (stride + 1) + 1
        for x = 0, stride - 1 do
            local a = x >= channels and out[row + x - channels] or 0
            local b = y > 0 and out[prior + x] or 0
            local c = (x >= channels and y > 0) and out[prior + x - channels] or 0
            local v = data[src + x]
            if filter == 1 then v = v + a
            elseif filter == 2 then v = v + b
            elseif filter == 3 then v = v + math.floor((a + b) / 2)
            elseif filter == 4 then v = v + paeth(a, b, c)
            elseif filter ~= 0 then error("png: unknown row filter " .. filter) end
            out[row + x] = v % 256
        end
    end
end

--- The image at `path`: { width, height, pixel = function(x, y) -> r, g, b (0-255) }.
function M.read(path)
    local file = assert(io.open(path, "rb"))
    local s = file:read("*a")
    file:close()
    assert(s:sub(1, 8) == "\137PNG\r\n\26\n", path .. ": not a PNG file")
    local pos, idat, width, height, channels = 9, {}, nil, nil, nil
    while pos <= #s do
        local length, kind = u32(s, pos), s:sub(pos + 4, pos + 7)
        local body = s:sub(pos + 8, pos + 7 + length)
        if kind == "IHDR" then
            width, height = u32(body, 1), u32(body, 5)
            local depth, color, interlace = body:byte(9), body:byte(10), body:byte(13)
            assert(depth == 8 and (color == 2 or color == 6) and interlace == 0,
                path .. ": only 8-bit RGB or RGBA, not interlaced")
            channels = color == 6 and 4 or 3
        elseif kind == "IDAT" then
            idat[#idat + 1] = body
        elseif kind == "IEND" then
            break
        end
        pos = pos + 12 + length
    end
    local compressed = table.concat(idat)
    local size = (width * channels + 1) * height
    local data, length = ffi.new("uint8_t[?]", size), ffi.new("unsigned long[1]", size)
    assert(zlib.uncompress(data, length, compressed, #compressed) == 0 and length[0] == size, path .. ": bad image data")
    local out = ffi.new("uint8_t[?]", width * height * channels)
    unfilter(data, out, width, height, channels)
    return { width = width, height = height, pixel = function(x, y)
        local i = (math.floor(y) * width + math.floor(x)) * channels
        return out[i], out[i + 1], out[i + 2]
    end }
end

return M
