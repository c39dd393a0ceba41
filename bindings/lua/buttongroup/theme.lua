--- Theme: design tokens loaded from JSON (bg_theme), or the built-in theme.
local core = require("buttongroup.core")
local ffi, C, check = core.ffi, core.C, core.check

local Theme = {}
Theme.__index = Theme

local function wrap(handle)
    return setmetatable({ _h = handle }, Theme)
end

--- The theme {0}: the process's default theme (the built-in one unless the program set
-- another through the C API). Never freed.
Theme.builtin = wrap(ffi.new("bg_theme"))

--- The bg_theme of `theme` (a Theme, or nil for the built-in one) for a call named `what`.
function Theme.handle(theme, what)
    if theme == nil then
        return Theme.builtin._h
    end
    if getmetatable(theme) ~= Theme then
        core.argerror(what, "a Theme or nil expected, got " .. type(theme))
    end
    return theme._h
end

--- Loads a theme from JSON text (BG_E_PARSE names line, column and token path). Freed when
-- collected, or by :free().
function Theme.load(json)
    core.string(json, "Theme.load")
    local out = ffi.new("bg_theme[1]")
    check(C.bg_theme_load(json, #json, out))
    return wrap(core.gc_handle(ffi.new("bg_theme", out[0]), C.bg_theme_free))
end

--- Frees the theme (objects made with it keep what they need). A second free does nothing.
function Theme:free()
    if self._freed or self._h.id == 0 then
        return
    end
    check(C.bg_theme_free(self._h))
    ffi.gc(self._h, nil)
    self._freed = true
end

--- Copies a text the library sizes (warnings, a string token) with `call(buf, capacity, needed)`.
local function copied(call)
    local needed = ffi.new("size_t[1]")
    check(call(nil, 0, needed))
    local buf = ffi.new("char[?]", needed[0])
    check(call(buf, needed[0], needed))
    return ffi.string(buf)
end

--- The warnings of loading (keys the library ignored), one a line; "" when none.
function Theme:warnings()
    return copied(function(buf, capacity, needed)
        return C.bg_theme_copy_warnings(self._h, buf, capacity, needed)
    end)
end

--- A number token ("button/height").
function Theme:number(path)
    core.string(path, "Theme:number")
    local out = ffi.new("double[1]")
    check(C.bg_theme_number(self._h, path, out))
    return out[0]
end

--- A colour token ("color/button/primary/default/background") as 0xRRGGBBAA.
function Theme:color(path)
    core.string(path, "Theme:color")
    local out = ffi.new("uint32_t[1]")
    check(C.bg_theme_color(self._h, path, out))
    return tonumber(out[0])
end

--- A text token ("typography/button/family").
function Theme:string(path)
    core.string(path, "Theme:string")
    return copied(function(buf, capacity, needed)
        return C.bg_theme_copy_string(self._h, path, buf, capacity, needed)
    end)
end

--- The colours of a role ("primary", or a BG_ROLE_* value) in a state (BG_STATE_* flags):
-- { background, foreground, border }, each 0xRRGGBBAA.
function Theme:button_colors(role, state)
    local out = ffi.new("bg_button_colors")
    check(C.bg_theme_button_colors(self._h, core.enum("ROLE", role, "Theme:button_colors"),
        core.uint32(state, "Theme:button_colors", 0), out))
    return { background = tonumber(out.background), foreground = tonumber(out.foreground),
        border = tonumber(out.border) }
end

--- Makes this theme the process default: the theme every object made from now on without one
-- takes (Theme.builtin names it), in every thread. Objects already made keep theirs. The
-- library keeps its own reference, so freeing the theme later leaves the default as it is;
-- Theme.builtin:set_default() makes the built-in theme the default again.
function Theme:set_default()
    check(C.bg_theme_set_default(self._h))
end

--- A new theme holding the current default (the built-in one unless set_default chose another);
-- it stays that theme when the default changes later. Freed when collected, or by :free().
function Theme.default()
    local out = ffi.new("bg_theme[1]")
    check(C.bg_theme_get_default(out))
    return wrap(core.gc_handle(ffi.new("bg_theme", out[0]), C.bg_theme_free))
end

--- A new theme: this one with the reader's text size set to `category` ("xsmall" ... "large",
-- the default, ... "xxxlarge", "accessibility1" ... "accessibility5"). Components made with it
-- lay out in fonts scaled as iOS scales its text styles (Dynamic Type), and a group's buttons
-- grow taller in the larger sizes. Freed when collected, or by :free().
function Theme:with_content_size(category)
    local out = ffi.new("bg_theme[1]")
    check(C.bg_theme_with_content_size(self._h, core.enum("CONTENT_SIZE", category, "Theme:with_content_size"), out))
    return wrap(core.gc_handle(ffi.new("bg_theme", out[0]), C.bg_theme_free))
end

--- The theme's content size category (a name as with_content_size takes).
function Theme:content_size()
    local out = ffi.new("int32_t[1]")
    check(C.bg_theme_content_size(self._h, out))
    return core.name("CONTENT_SIZE", out[0])
end

--- The point size of an iOS text style ("body", "footnote", "title1", ...) in a content size
-- category (default "large"): Theme.text_style_size("body", "accessibility3") is 40.
function Theme.text_style_size(style, category)
    local out = ffi.new("double[1]")
    check(C.bg_text_style_size(core.enum("TEXT_STYLE", style, "Theme.text_style_size"),
        core.enum("CONTENT_SIZE", category, "Theme.text_style_size", "large"), out))
    return out[0]
end

return core.jit_off(Theme)
