--- A button's configuration (bg_button_config) as a Lua table, both ways:
--
--   { title, subtitle, image (strings or nil), image_size = { width, height },
--     title_font, subtitle_font = { family, size, weight (default 400) } (nil: the theme's),
--     title_color, subtitle_color, foreground_color (0xRRGGBBAA, nil: none),
--     shows_activity_indicator (boolean), image_placement ("leading", ...), title_alignment
--     ("automatic", ...), content_insets = { top, bottom, left, right } or { top, bottom,
--     leading, trailing }, image_padding, title_padding,
--     background = false (none at all) or { fill_color, stroke_color, stroke_width, stroke_outset,
--     corner_style, corner_radius, image_content_mode, visual_effect, image, custom_view_size },
--     title_runs, subtitle_runs = a list of styled runs (an attributed text), each { start,
--     length (UTF-8 bytes, from 0), font = { family, size, weight } (nil: the text's),
--     color (0xRRGGBBAA, nil: the text's) }, in order and not overlapping }
--
-- A table is the whole configuration: a field it leaves out is none, zero or the default,
-- except `background`, which left out keeps the empty background (or, written over a
-- configuration, the one there).
local core = require("buttongroup.core")
local ffi, C, check = core.ffi, core.C, core.check

local M = {}

local WHAT = "Button configuration"
local CONFIG_FIELDS = { title = true, subtitle = true, image = true, image_size = true, title_font = true,
    subtitle_font = true, title_color = true, subtitle_color = true, foreground_color = true,
    shows_activity_indicator = true, image_placement = true, title_alignment = true, content_insets = true,
    image_padding = true, title_padding = true, background = true, title_runs = true, subtitle_runs = true }
local BACKGROUND_FIELDS = { fill_color = true, stroke_color = true, stroke_width = true, stroke_outset = true,
    corner_style = true, corner_radius = true, image_content_mode = true, visual_effect = true, image = true,
    custom_view_size = true }
local SIZE_FIELDS = { width = true, height = true }
local FONT_FIELDS = { family = true, size = true, weight = true }
local INSET_FIELDS = { top = true, bottom = true, left = true, right = true, leading = true, trailing = true }
local RUN_FIELDS = { start = true, length = true, font = true, color = true }

-- The run arrays a written bg_button_config points to, kept while it lives (C sees only pointers).
local runs_of = setmetatable({}, { __mode = "k" })

------------------------------------------------------------------------------ writing

local function size_into(value, out)
    if value == nil then
        out.width, out.height = 0, 0
        return
    end
    core.fields(value, SIZE_FIELDS, WHAT)
    out.width, out.height = core.number(value.width, WHAT), core.number(value.height, WHAT)
end

local function color_into(c, name, value)
    c["has_" .. name] = value ~= nil and 1 or 0
    c[name] = core.uint32(value, WHAT, 0)
end

local function font_into(value, out)
    if value == nil then
        out.family = nil
        return
    end
    core.fields(value, FONT_FIELDS, WHAT)
    out.family = core.string(value.family, WHAT, true)
    out.size = core.number(value.size, WHAT)
    out.weight = core.integer(value.weight, WHAT, 400, -2147483648, 2147483647)
end

--- Insets: { top, left, bottom, right } (physical) or { top, leading, bottom, trailing }.
local function insets_into(value, c)
    value = value or {}
    core.fields(value, INSET_FIELDS, WHAT)
    local directional = value.leading ~= nil or value.trailing ~= nil
    if directional and (value.left ~= nil or value.right ~= nil) then
        core.argerror(WHAT, "content_insets mixes leading / trailing with left / right")
    end
    c.directional_insets = directional and 1 or 0
    c.content_insets.top = core.number(value.top, WHAT, 0)
    c.content_insets.bottom = core.number(value.bottom, WHAT, 0)
    c.content_insets.left = core.number(directional and value.leading or value.left, WHAT, 0)
    c.content_insets.right = core.number(directional and value.trailing or value.right, WHAT, 0)
end

local function background_into(value, c)
    if value == false then
        c.has_background = 0
        return
    end
    core.fields(value, BACKGROUND_FIELDS, WHAT)
    local b = c.background
    c.has_background = 1
    color_into(b, "fill_color", value.fill_color)
    color_into(b, "stroke_color", value.stroke_color)
    b.stroke_width = core.number(value.stroke_width, WHAT, 0)
    b.stroke_outset = core.number(value.stroke_outset, WHAT, 0)
    b.corner_style = core.enum("CORNER", value.corner_style, WHAT, b.corner_style)
    b.corner_radius = core.number(value.corner_radius, WHAT, 0)
    b.image_content_mode = core.enum("CONTENT_MODE", value.image_content_mode, WHAT, b.image_content_mode)
    b.visual_effect = core.string(value.visual_effect, WHAT, true)
    b.image = core.string(value.image, WHAT, true)
    b.has_custom_view = value.custom_view_size ~= nil and 1 or 0
    if value.custom_view_size ~= nil then size_into(value.custom_view_size, b.custom_view_size) end
end

--- A bg_text_run array of the list `runs` (nil or {}: none) and its length.
local function runs_array(runs)
    if runs == nil then
        return nil, 0
    end
    return core.array(runs, "bg_text_run", "runs", RUN_FIELDS, WHAT, function(r, run)
        r.start, r.length = core.uint32(run.start, WHAT), core.uint32(run.length, WHAT)
        font_into(run.font, r.font)
        color_into(r, "color", run.color)
    end)
end

--- Writes the table `config` over the bg_button_config `c`. Its strings point into `config`:
-- keep the table while C reads them.
function M.write(c, config)
    core.fields(config, CONFIG_FIELDS, WHAT)
    c.title = core.string(config.title, WHAT, true)
    c.subtitle = core.string(config.subtitle, WHAT, true)
    c.image = core.string(config.image, WHAT, true)
    size_into(config.image_size, c.image_size)
    font_into(config.title_font, c.title_font)
    font_into(config.subtitle_font, c.subtitle_font)
    color_into(c, "title_color", config.title_color)
    color_into(c, "subtitle_color", config.subtitle_color)
    color_into(c, "foreground_color", config.foreground_color)
    c.shows_activity_indicator = core.flag(config.shows_activity_indicator, WHAT, false)
    c.image_placement = core.enum("IMAGE", config.image_placement, WHAT, c.image_placement)
    c.title_alignment = core.enum("TITLE_ALIGN", config.title_alignment, WHAT, c.title_alignment)
    insets_into(config.content_insets, c)
    c.image_padding = core.number(config.image_padding, WHAT, 0)
    c.title_padding = core.number(config.title_padding, WHAT, 0)
    if config.background ~= nil then background_into(config.background, c) end
    local title_runs, subtitle_runs
    title_runs, c.title_run_count = runs_array(config.title_runs)
    subtitle_runs, c.subtitle_run_count = runs_array(config.subtitle_runs)
    c.title_runs, c.subtitle_runs = title_runs, subtitle_runs
    runs_of[c] = { title_runs, subtitle_runs }
    return c
end

--- A new bg_button_config of the table `config`, over the empty configuration of the theme
-- `theme_handle`.
function M.new(theme_handle, config)
    local c = ffi.new("bg_button_config")
    check(C.bg_button_config_init(theme_handle, c))
    return M.write(c, config)
end

------------------------------------------------------------------------------ reading

local str = core.str

local function color(has, value)
    return has ~= 0 and tonumber(value) or nil
end

local function font(f)
    if f.family == nil then return nil end
    return { family = ffi.string(f.family), size = f.size, weight = tonumber(f.weight) }
end

local function size(s)
    return { width = s.width, height = s.height }
end

--- The runs of a text of `c` (`key`: "title" or "subtitle", `c` a configuration or a view), a
-- list, or nil for none.
function M.runs(c, key)
    local count, array = tonumber(c[key .. "_run_count"]), c[key .. "_runs"]
    if count == 0 then return nil end
    local list = {}
    for i = 0, count - 1 do
        local r = array[i]
        list[i + 1] = { start = tonumber(r.start), length = tonumber(r.length), font = font(r.font),
            color = color(r.has_color, r.color) }
    end
    return list
end

local function background(c)
    if c.has_background == 0 then return false end
    local b = c.background
    return { fill_color = color(b.has_fill_color, b.fill_color), stroke_color = color(b.has_stroke_color, b.stroke_color),
        stroke_width = b.stroke_width, stroke_outset = b.stroke_outset, corner_style = core.name("CORNER", b.corner_style),
        corner_radius = b.corner_radius, image_content_mode = core.name("CONTENT_MODE", b.image_content_mode),
        visual_effect = str(b.visual_effect), image = str(b.image),
        custom_view_size = b.has_custom_view ~= 0 and size(b.custom_view_size) or nil }
end

--- The table of the bg_button_config `c` (its strings copied).
function M.read(c)
    local i = c.content_insets
    local insets = c.directional_insets ~= 0 and { top = i.top, bottom = i.bottom, leading = i.left, trailing = i.right }
        or { top = i.top, bottom = i.bottom, left = i.left, right = i.right }
    return { title = str(c.title), subtitle = str(c.subtitle), image = str(c.image), image_size = size(c.image_size),
        title_font = font(c.title_font), subtitle_font = font(c.subtitle_font),
        title_color = color(c.has_title_color, c.title_color),
        subtitle_color = color(c.has_subtitle_color, c.subtitle_color),
        foreground_color = color(c.has_foreground_color, c.foreground_color),
        shows_activity_indicator = c.shows_activity_indicator ~= 0,
        image_placement = core.name("IMAGE", c.image_placement),
        title_alignment = core.name("TITLE_ALIGN", c.title_alignment), content_insets = insets,
        image_padding = c.image_padding, title_padding = c.title_padding, background = background(c),
        title_runs = M.runs(c, "title"), subtitle_runs = M.runs(c, "subtitle") }
end

return core.jit_off(M)
