--- Button: a configuration-based button (bg_button), or a ButtonWithLabel, its views, events
-- and callbacks.
local core = require("buttongroup.core")
local Theme = require("buttongroup.theme")
local Config = require("buttongroup.config")
local ffi, C, check = core.ffi, core.C, core.check
local rect, str = core.rect, core.str

local Button = {}
Button.__index = Button

------------------------------------------------------------------------------ trampolines

local ACTION = core.trampoline("bg_button_action_fn", function(user_data)
    local fn, button = core.lookup(user_data)
    fn(button)
end)

local UPDATED = core.trampoline("bg_button_updated_fn", function(user_data)
    local fn, button = core.lookup(user_data)
    fn(button)
end, true)

local IMAGE_MEASURE = core.trampoline("bg_image_measure_fn", function(user_data, image, out)
    local fn = core.lookup(user_data)
    local width, height = fn(ffi.string(image))
    if type(width) ~= "number" or type(height) ~= "number" then
        error("an image measure callback must return width and height as two numbers", 0)
    end
    out.width, out.height = width, height
end)

local provided = nil -- what a provider returned last, and the struct written from it: its strings
-- and runs stay valid while C copies them

local PROVIDER = core.trampoline("bg_provider_fn", function(user_data, _, state, config)
    local fn, button = core.lookup(user_data)
    local result = fn(button, tonumber(state), Config.read(config))
    if type(result) ~= "table" then
        error("a provider must return the configuration (a table), got " .. type(result), 0)
    end
    provided = { result, Config.write(config, result) }
end)

------------------------------------------------------------------------------ creating

local OPTION_FIELDS = { theme = true, config = true, label_type = true, measure = true, image_measure = true,
    action = true, on_updated = true }

local function finish(out, options, theme)
    local self = setmetatable({ _h = core.gc_handle(ffi.new("bg_button", out[0]), C.bg_button_free),
        _theme = theme }, Button)
    if options.measure ~= nil then self:set_measure(options.measure) end
    if options.image_measure ~= nil then self:set_image_measure(options.image_measure) end
    if options.action ~= nil then self:set_action(options.action) end
    if options.on_updated ~= nil then self:set_updated_callback(options.on_updated) end
    return self
end

--- A new button. `options` (all optional): theme, config (a table: see config.lua), measure (as
-- Group.new's), image_measure (function(image) -> width, height), action (function(button)),
-- on_updated (function(button)). Freed when collected, or by :free().
function Button.new(options)
    options = core.fields(options or {}, OPTION_FIELDS, "Button.new")
    local theme = Theme.handle(options.theme, "Button.new")
    local out = ffi.new("bg_button[1]")
    check(C.bg_button_create(theme, options.config and Config.new(theme, options.config) or nil, out))
    return finish(out, options, options.theme)
end

--- A new ButtonWithLabel of `options.label_type` ("info" or "alert"); other options as new's.
function Button.with_label(options)
    options = core.fields(options or {}, OPTION_FIELDS, "Button.with_label")
    local out = ffi.new("bg_button[1]")
    check(C.bg_button_create_with_label(Theme.handle(options.theme, "Button.with_label"),
        core.enum("LABEL_TYPE", options.label_type, "Button.with_label", 0), out))
    return finish(out, options, options.theme)
end

--- Frees the button now (its callbacks are released). A second free does nothing.
function Button:free()
    core.free(self, C.bg_button_free)
end

--- Replaces the base configuration (coalesced until the next read).
function Button:set_config(config)
    local theme = (self._theme and not self._theme._freed) and self._theme or Theme.builtin
    check(C.bg_button_set_base_config(self._h, Config.new(theme._h, config)))
end

--- Sets the provider: a built-in one ("none", "plain", the default, or "style" with a theme
-- style's name), or the host's, a function(button, state, config) -> config run on each update:
-- it gets the base configuration as a table (see config.lua) and the BG_STATE_* flags, and
-- returns the configuration to show (the same table, edited, will do).
function Button:set_provider(kind, style_name)
    if type(kind) == "function" then
        return core.set_callback(self, C.bg_button_set_host_provider, PROVIDER, kind, "Button:set_provider")
    end
    check(C.bg_button_set_provider(self._h, core.enum("PROVIDER", kind, "Button:set_provider"),
        core.string(style_name, "Button:set_provider", true)))
end

local function read_config(self, get)
    local c = ffi.new("bg_button_config")
    c.struct_size = ffi.sizeof(c)
    check(get(self._h, c))
    return Config.read(c)
end

--- The base configuration, as a table (see config.lua).
function Button:config()
    return read_config(self, C.bg_button_get_base_config)
end

--- The configuration in effect after the provider ran for the current state, as a table.
function Button:effective_config()
    return read_config(self, C.bg_button_get_effective_config)
end

--- The plain provider's colours for `state` applied to the table `config` (for a provider
-- that starts from them): a new table.
function Button:plain_update(state, config)
    local theme = (self._theme and not self._theme._freed) and self._theme or Theme.builtin
    local c = Config.new(theme._h, config)
    check(C.bg_button_plain_update(self._h, core.uint32(state, "Button:plain_update"), c))
    return Config.read(c)
end

--- Sets (a function(button)) or clears (nil) the action.
function Button:set_action(fn)
    core.set_callback(self, C.bg_button_set_action, ACTION, fn, "Button:set_action")
end

--- Sets or clears the function(button) run once per update.
function Button:set_updated_callback(fn)
    core.set_callback(self, C.bg_button_set_updated_callback, UPDATED, fn, "Button:set_updated_callback")
end

--- Sets or clears the text measurer (function(font, text, max_width) -> width, height).
function Button:set_measure(fn)
    core.set_callback(self, C.bg_button_set_measure_callback, core.MEASURE, fn, "Button:set_measure")
end

--- Sets or clears the image measurer (function(image) -> width, height).
function Button:set_image_measure(fn)
    core.set_callback(self, C.bg_button_set_image_measure_callback, IMAGE_MEASURE, fn, "Button:set_image_measure")
end

------------------------------------------------------------------------------ state and results

--- Enables (true) or disables (false) the button.
function Button:set_enabled(enabled)
    check(C.bg_button_set_enabled(self._h, core.flag(enabled, "Button:set_enabled")))
end

--- Shows the button pressed (true) or not (false), as the host's own input decides.
function Button:set_highlighted(highlighted)
    check(C.bg_button_set_highlighted(self._h, core.flag(highlighted, "Button:set_highlighted")))
end

--- How many updates have run (a host redraws when it grows).
function Button:update_count()
    local out = ffi.new("uint64_t[1]")
    check(C.bg_button_update_count(self._h, out))
    return tonumber(out[0])
end

--- Sets the button's own tint (0xRRGGBBAA: the foreground of a configuration without one, the
-- stroke of a background without one), or nil for the theme's.
function Button:set_tint_color(color)
    check(C.bg_button_set_tint_color(self._h, color ~= nil and 1 or 0, core.uint32(color, "Button:set_tint_color", 0)))
end

--- The tint in effect (0xRRGGBBAA), and whether it is the button's own (else the theme's).
function Button:tint_color()
    local own, color = ffi.new("int32_t[1]"), ffi.new("uint32_t[1]")
    check(C.bg_button_get_tint_color(self._h, own, color))
    return tonumber(color[0]), own[0] ~= 0
end

--- Sets where the content sits: horizontal ("center", the default, "left", "right", "fill",
-- "leading", "trailing") and vertical ("center", "top", "bottom", "fill").
function Button:set_content_alignment(horizontal, vertical)
    check(C.bg_button_set_content_alignment(self._h,
        core.enum("CONTENT_H", horizontal, "Button:set_content_alignment", 0),
        core.enum("CONTENT_V", vertical, "Button:set_content_alignment", 0)))
end

--- The content alignment: horizontal, vertical (names as set_content_alignment takes).
function Button:content_alignment()
    local h, v = ffi.new("int32_t[1]"), ffi.new("int32_t[1]")
    check(C.bg_button_get_content_alignment(self._h, h, v))
    return core.name("CONTENT_H", h[0]), core.name("CONTENT_V", v[0])
end

------------------------------------------------------------------------------ texts

--- Sets how many lines the title may take (0: as many as it needs; the default 1) and how it
-- breaks: mode "word_wrap", "char_wrap", "clip", "truncate_head", "truncate_tail" (the
-- default) or "truncate_middle". The view's title_lines then lists the lines.
function Button:set_title_lines(number_of_lines, mode)
    check(C.bg_button_set_title_lines(self._h, core.uint32(number_of_lines, "Button:set_title_lines", 1),
        core.enum("LINE_BREAK", mode, "Button:set_title_lines", "truncate_tail")))
end

--- Sets the subtitle's lines, as set_title_lines does the title's.
function Button:set_subtitle_lines(number_of_lines, mode)
    check(C.bg_button_set_subtitle_lines(self._h, core.uint32(number_of_lines, "Button:set_subtitle_lines", 1),
        core.enum("LINE_BREAK", mode, "Button:set_subtitle_lines", "truncate_tail")))
end

--- The line settings: title lines, title mode, subtitle lines, subtitle mode (names as
-- set_title_lines takes).
function Button:lines()
    local title, title_mode = ffi.new("uint32_t[1]"), ffi.new("int32_t[1]")
    local subtitle, subtitle_mode = ffi.new("uint32_t[1]"), ffi.new("int32_t[1]")
    check(C.bg_button_get_lines(self._h, title, title_mode, subtitle, subtitle_mode))
    return tonumber(title[0]), core.name("LINE_BREAK", title_mode[0]), tonumber(subtitle[0]),
        core.name("LINE_BREAK", subtitle_mode[0])
end

local DECORATION_FIELDS = { start = true, length = true, underline = true, strikethrough = true,
    background_color = true, kern = true, baseline_offset = true }

--- `decorations` (a list of tables) as a C array, or nil for none.
local function decoration_array(decorations, what)
    return core.array(decorations, "bg_text_decoration", "decorations", DECORATION_FIELDS, what, function(c, d)
        check(C.bg_text_decoration_init(c))
        c.start, c.length = core.uint32(d.start, what), core.uint32(d.length, what)
        c.underline, c.strikethrough = core.flag(d.underline, what, false), core.flag(d.strikethrough, what, false)
        c.has_background_color = d.background_color ~= nil and 1 or 0
        c.background_color = core.uint32(d.background_color, what, 0)
        c.kern, c.baseline_offset = core.number(d.kern, what, 0), core.number(d.baseline_offset, what, 0)
    end)
end

--- Decorates ranges of the title (an attributed string's attributes): a list of { start,
-- length (UTF-8 bytes, from 0, in order, not overlapping), underline, strikethrough (booleans),
-- background_color (0xRRGGBBAA), kern, baseline_offset (points) }; {} removes them. The view's
-- title_decorations gives each one's frame as laid out.
function Button:set_title_decorations(decorations)
    check(C.bg_button_set_title_decorations(self._h, decoration_array(decorations, "Button:set_title_decorations")))
end

--- Decorates ranges of the subtitle, as set_title_decorations does the title.
function Button:set_subtitle_decorations(decorations)
    check(C.bg_button_set_subtitle_decorations(self._h,
        decoration_array(decorations, "Button:set_subtitle_decorations")))
end

--- Sets what the button's SVG picture (Button:svg) draws the background's image from (a URL,
-- a file path, a data: URI), or nil for a crossed placeholder.
function Button:set_background_image_href(href)
    check(C.bg_button_set_background_image_href(self._h, core.string(href, "Button:set_background_image_href", true)))
end

--- Selects or deselects the button.
function Button:set_selected(selected)
    check(C.bg_button_set_selected(self._h, core.flag(selected, "Button:set_selected")))
end

--- The control state, BG_STATE_* flags.
function Button:state()
    local out = ffi.new("uint32_t[1]")
    check(C.bg_button_get_state(self._h, out))
    return tonumber(out[0])
end

--- Runs the pending update: true when one ran.
function Button:flush()
    local out = ffi.new("int32_t[1]")
    check(C.bg_button_flush(self._h, out))
    return out[0] ~= 0
end

--- The size that shows the effective configuration whole: width, height.
function Button:size_that_fits()
    local out = ffi.new("bg_size")
    check(C.bg_button_size_that_fits(self._h, out))
    return out.width, out.height
end

--- The size at most `width` points wide that shows the texts' lines (set_title_lines) whole:
-- width, height (the width may exceed `width` for a one-line text that is wider).
function Button:size_that_fits_width(width)
    local out = ffi.new("bg_size")
    check(C.bg_button_size_that_fits_width(self._h, core.number(width, "Button:size_that_fits_width"), out))
    return out.width, out.height
end

--- Element `index` of a view's array whose elements are `ctype`s, stepped by their struct_size.
local function element(array, index, ctype)
    return ffi.cast(ctype, ffi.cast("const char *", array) + index * array[0].struct_size)
end

--- The lines of a text of view `v` (`key`: "title" or "subtitle"), or nil when it has one line.
local function text_lines(v, key)
    local count = tonumber(v[key .. "_line_count"])
    if count == 0 then
        return nil
    end
    local lines = {}
    for i = 0, count - 1 do
        local line = element(v[key .. "_lines"], i, "const bg_text_line *")
        lines[i + 1] = { text = ffi.string(line.text), start = tonumber(line.start), length = tonumber(line.length),
            truncated = line.truncated ~= 0, frame = rect(line.frame) }
    end
    return lines
end

--- The decorations of a text of view `v` as laid out, each with its frame, or nil for none.
local function text_decorations(v, key)
    local count = tonumber(v[key .. "_decoration_count"])
    if count == 0 then
        return nil
    end
    local decorations, frames = {}, v[key .. "_decoration_frames"]
    for i = 0, count - 1 do
        local d = element(v[key .. "_decorations"], i, "const bg_text_decoration *")
        decorations[i + 1] = { start = tonumber(d.start), length = tonumber(d.length), underline = d.underline ~= 0,
            strikethrough = d.strikethrough ~= 0, kern = d.kern, baseline_offset = d.baseline_offset,
            background_color = d.has_background_color ~= 0 and tonumber(d.background_color) or nil,
            frame = rect(frames[i]) }
    end
    return decorations
end

local function view_table(v)
    local has_title, has_subtitle = v.title ~= nil, v.subtitle ~= nil
    return { state = tonumber(v.state), bounds = rect(v.bounds), hit_frame = rect(v.hit_frame),
        background = v.has_background ~= 0 and { frame = rect(v.background_frame), corner_radius = v.corner_radius,
            stroke_frame = rect(v.stroke_frame), stroke_corner_radius = v.stroke_corner_radius,
            image = str(v.background_image), image_frame = v.background_image ~= nil and rect(v.background_image_frame) or nil,
            visual_effect = str(v.visual_effect),
            visual_effect_frame = v.visual_effect ~= nil and rect(v.visual_effect_frame) or nil,
            custom_view_frame = v.has_custom_view ~= 0 and rect(v.custom_view_frame) or nil } or nil,
        image = v.has_image ~= 0 and str(v.image) or nil,
        image_frame = v.has_image ~= 0 and rect(v.image_frame) or nil,
        activity_indicator_frame = v.has_activity_indicator ~= 0 and rect(v.image_frame) or nil,
        title = str(v.title), title_frame = has_title and v.title[0] ~= 0 and rect(v.title_frame) or nil,
        title_truncated = v.title_truncated ~= 0, subtitle = str(v.subtitle),
        subtitle_frame = has_subtitle and v.subtitle[0] ~= 0 and rect(v.subtitle_frame) or nil,
        subtitle_truncated = v.subtitle_truncated ~= 0, foreground_color = tonumber(v.foreground_color),
        title_color = tonumber(v.title_color), subtitle_color = tonumber(v.subtitle_color),
        fill_color = v.has_fill ~= 0 and tonumber(v.fill_color) or nil,
        stroke_color = v.has_stroke ~= 0 and tonumber(v.stroke_color) or nil, stroke_width = v.stroke_width,
        label_background = v.has_label_background ~= 0 and { color = tonumber(v.label_background_color),
            frame = rect(v.label_background_frame) } or nil,
        content_frame = rect(v.content_frame), tint_color = tonumber(v.tint_color),
        title_lines = text_lines(v, "title"), subtitle_lines = text_lines(v, "subtitle"),
        title_decorations = text_decorations(v, "title"), subtitle_decorations = text_decorations(v, "subtitle"),
        title_runs = Config.runs(v, "title"), subtitle_runs = Config.runs(v, "subtitle") }
end

--- The button laid out at width x height points, `scale` (default 1), `direction` ("ltr" or
-- "rtl"): what to draw (nil fields: not shown); content_frame is where the content alignment
-- put the image and texts, tint_color the tint in effect; background (nil: none) has its frame,
-- stroke, and what it holds for the host to draw clipped to it: image and image_frame,
-- visual_effect and visual_effect_frame, custom_view_frame. title_lines and subtitle_lines
-- (nil for a text on one line) list { text, start, length, truncated, frame } per line;
-- title_decorations and subtitle_decorations (nil: none) the decorations shown, each with its
-- frame (cut to the text shown); title_runs and subtitle_runs (nil: none) the styled runs shown,
-- as the configuration's (cut to the text shown, the "…" in the style of the run it cuts).
function Button:layout(width, height, scale, direction)
    local v = ffi.new("bg_button_view")
    v.struct_size = ffi.sizeof(v)
    check(C.bg_button_layout(self._h, core.number(width, "Button:layout"), core.number(height, "Button:layout"),
        core.number(scale, "Button:layout", 1), core.enum("DIRECTION", direction, "Button:layout", 0), v))
    return view_table(v)
end

--- A pointer event ("down", "move", "up", "cancel") at (x, y): true when the button fired.
function Button:pointer(phase, x, y)
    local out = ffi.new("int32_t[1]")
    check(C.bg_button_pointer(self._h, core.enum("POINTER", phase, "Button:pointer"), core.number(x, "Button:pointer"),
        core.number(y, "Button:pointer"), out))
    return out[0] ~= 0
end

--- Activates the button (Space / Return).
function Button:activate()
    check(C.bg_button_activate(self._h))
end

--- Takes (true) or gives up (false) keyboard focus: whether it has it now.
function Button:set_focus(focused)
    local out = ffi.new("int32_t[1]")
    check(C.bg_button_set_focus(self._h, core.flag(focused, "Button:set_focus"), out))
    return out[0] ~= 0
end

--- Sets the accessibility label (nil: the title) and identifier (nil: none).
function Button:set_accessibility(label, identifier)
    check(C.bg_button_set_accessibility(self._h, core.string(label, "Button:set_accessibility", true),
        core.string(identifier, "Button:set_accessibility", true)))
end

--- What a screen reader announces: { enabled, label, value, identifier, frame, selected, busy }.
function Button:accessibility()
    local a = ffi.new("bg_button_a11y")
    a.struct_size = ffi.sizeof(a)
    check(C.bg_button_get_accessibility(self._h, a))
    return { enabled = a.enabled ~= 0, label = str(a.label), value = str(a.value), identifier = str(a.identifier),
        frame = rect(a.frame), selected = a.selected ~= 0, busy = a.busy ~= 0 }
end

--- The latest layout drawn as SVG text (options: { show_overflow, padding, background }).
function Button:svg(options)
    return core.svg(self, C.bg_button_svg, options, "Button:svg")
end

return core.jit_off(Button)
