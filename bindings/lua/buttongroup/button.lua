--- Button: a configuration-based button (bg_button), or a ButtonWithLabel, its views, events
-- and callbacks.
local core = require("buttongroup.core")
local Theme = require("buttongroup.theme")
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

------------------------------------------------------------------------------ configurations

local WHAT = "Button configuration"
local CONFIG_FIELDS = { title = true, subtitle = true, image = true, image_size = true, title_font = true,
    subtitle_font = true, title_color = true, subtitle_color = true, foreground_color = true,
    shows_activity_indicator = true, image_placement = true, title_alignment = true, content_insets = true,
    image_padding = true, title_padding = true, background = true }
local BACKGROUND_FIELDS = { fill_color = true, stroke_color = true, stroke_width = true, stroke_outset = true,
    corner_style = true, corner_radius = true, image_content_mode = true, visual_effect = true, image = true,
    custom_view_size = true }
local SIZE_FIELDS = { width = true, height = true }
local FONT_FIELDS = { family = true, size = true, weight = true }
local INSET_FIELDS = { top = true, bottom = true, left = true, right = true, leading = true, trailing = true }

local function size_into(value, out)
    core.fields(value, SIZE_FIELDS, WHAT)
    out.width, out.height = core.number(value.width, WHAT), core.number(value.height, WHAT)
end

local function color_into(c, name, value)
    c["has_" .. name] = value ~= nil and 1 or 0
    c[name] = core.number(value, WHAT, 0)
end

local function font_into(value, out)
    core.fields(value, FONT_FIELDS, WHAT)
    out.family = core.string(value.family, WHAT, true)
    out.size = core.number(value.size, WHAT, out.size)
    out.weight = core.number(value.weight, WHAT, out.weight)
end

--- Insets: { top, left, bottom, right } (physical) or { top, leading, bottom, trailing }.
local function insets_into(value, c)
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
    b.stroke_width = core.number(value.stroke_width, WHAT, b.stroke_width)
    b.stroke_outset = core.number(value.stroke_outset, WHAT, b.stroke_outset)
    b.corner_style = core.enum("CORNER", value.corner_style, WHAT, b.corner_style)
    b.corner_radius = core.number(value.corner_radius, WHAT, b.corner_radius)
    b.image_content_mode = core.enum("CONTENT_MODE", value.image_content_mode, WHAT, b.image_content_mode)
    b.visual_effect = core.string(value.visual_effect, WHAT, true)
    b.image = core.string(value.image, WHAT, true)
    b.has_custom_view = value.custom_view_size ~= nil and 1 or 0
    if value.custom_view_size ~= nil then size_into(value.custom_view_size, b.custom_view_size) end
end

--- A bg_button_config of a Lua table (fields it leaves out keep the empty configuration's;
-- `background = false`: none at all). Its strings point into `config`: keep it while C reads.
local function make_config(theme_handle, config)
    core.fields(config, CONFIG_FIELDS, WHAT)
    local c = ffi.new("bg_button_config")
    check(C.bg_button_config_init(theme_handle, c))
    c.title = core.string(config.title, WHAT, true)
    c.subtitle = core.string(config.subtitle, WHAT, true)
    c.image = core.string(config.image, WHAT, true)
    if config.image_size ~= nil then size_into(config.image_size, c.image_size) end
    if config.title_font ~= nil then font_into(config.title_font, c.title_font) end
    if config.subtitle_font ~= nil then font_into(config.subtitle_font, c.subtitle_font) end
    color_into(c, "title_color", config.title_color)
    color_into(c, "subtitle_color", config.subtitle_color)
    color_into(c, "foreground_color", config.foreground_color)
    c.shows_activity_indicator = config.shows_activity_indicator and 1 or 0
    c.image_placement = core.enum("IMAGE", config.image_placement, WHAT, c.image_placement)
    c.title_alignment = core.enum("TITLE_ALIGN", config.title_alignment, WHAT, c.title_alignment)
    if config.content_insets ~= nil then insets_into(config.content_insets, c) end
    c.image_padding = core.number(config.image_padding, WHAT, 0)
    c.title_padding = core.number(config.title_padding, WHAT, 0)
    if config.background ~= nil then background_into(config.background, c) end
    return c
end

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

--- A new button. `options` (all optional): theme, config (see make_config), measure (as
-- Group.new's), image_measure (function(image) -> width, height), action (function(button)),
-- on_updated (function(button)). Freed when collected, or by :free().
function Button.new(options)
    options = core.fields(options or {}, OPTION_FIELDS, "Button.new")
    local theme = Theme.handle(options.theme, "Button.new")
    local out = ffi.new("bg_button[1]")
    check(C.bg_button_create(theme, options.config and make_config(theme, options.config) or nil, out))
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
    check(C.bg_button_set_base_config(self._h, make_config(theme._h, config)))
end

--- Sets a built-in provider: "none", "plain" (the default) or "style" with a theme style's name.
function Button:set_provider(kind, style_name)
    check(C.bg_button_set_provider(self._h, core.enum("PROVIDER", kind, "Button:set_provider"),
        core.string(style_name, "Button:set_provider", true)))
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
    check(C.bg_button_set_enabled(self._h, enabled and 1 or 0))
end

--- Shows the button pressed (true) or not (false), as the host's own input decides.
function Button:set_highlighted(highlighted)
    check(C.bg_button_set_highlighted(self._h, highlighted and 1 or 0))
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
    check(C.bg_button_set_tint_color(self._h, color ~= nil and 1 or 0, core.number(color, "Button:set_tint_color", 0)))
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

--- Selects or deselects the button.
function Button:set_selected(selected)
    check(C.bg_button_set_selected(self._h, selected and 1 or 0))
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

local function view_table(v)
    local has_title, has_subtitle = v.title ~= nil, v.subtitle ~= nil
    return { state = tonumber(v.state), bounds = rect(v.bounds), hit_frame = rect(v.hit_frame),
        background = v.has_background ~= 0 and { frame = rect(v.background_frame), corner_radius = v.corner_radius,
            stroke_frame = rect(v.stroke_frame), stroke_corner_radius = v.stroke_corner_radius } or nil,
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
        content_frame = rect(v.content_frame), tint_color = tonumber(v.tint_color) }
end

--- The button laid out at width x height points, `scale` (default 1), `direction` ("ltr" or
-- "rtl"): what to draw (nil fields: not shown); content_frame is where the content alignment
-- put the image and texts, tint_color the tint in effect.
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
    check(C.bg_button_set_focus(self._h, focused and 1 or 0, out))
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
