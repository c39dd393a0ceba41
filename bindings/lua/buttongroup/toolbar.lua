--- Toolbar: control groups in a toolbar or in content (bg_toolbar), its views, events, menus and
-- callbacks. Indices are 1-based: an item is its place in the list given to set_items, a button
-- its place in its item's buttons; nil stands for the C API's -1 ("none").
local core = require("buttongroup.core")
local Theme = require("buttongroup.theme")
local ffi, C, check = core.ffi, core.C, core.check
local rect, str = core.rect, core.str

local Toolbar = {}
Toolbar.__index = Toolbar

------------------------------------------------------------------------------ trampolines

local ACTION = core.trampoline("bg_control_action_fn", function(user_data, _, item_index, button_index)
    local fn, toolbar = core.lookup(user_data)
    fn(toolbar, tonumber(item_index) + 1, tonumber(button_index) + 1)
end)

--- A menu as a Lua table (its strings copied: the C one is valid during the call only):
-- { is_overflow, item (a menu-style group's; nil for the overflow menu), compact (a compact
-- menu's: one row of icon buttons with small titles), entries = { { title, image, parent (the
-- submenu entry it is under), item, button (nil for a submenu), disabled, selection, palette
-- (a palette group's entry: show the entries under it as one row of icon buttons) }... } }.
local function menu_table(menu)
    local entries = {}
    for i = 0, menu.entry_count - 1 do
        local e = menu.entries[i]
        entries[i + 1] = { title = str(e.title), image = str(e.image), parent = core.index(e.parent),
            item = tonumber(e.item_index) + 1, button = core.index(e.button_index), disabled = e.disabled ~= 0,
            selection = core.name("SELECTION", e.selection), palette = e.palette ~= 0 }
    end
    return { is_overflow = menu.is_overflow ~= 0, item = core.index(menu.item_index), compact = menu.compact ~= 0,
        entries = entries }
end

local PRESENT = core.trampoline("bg_present_menu_fn", function(user_data, _, menu)
    local fn, toolbar = core.lookup(user_data)
    fn(toolbar, menu_table(menu))
end)

local DISMISSED = core.trampoline("bg_menu_dismissed_fn", function(user_data)
    local fn, toolbar = core.lookup(user_data)
    fn(toolbar)
end, true)

------------------------------------------------------------------------------ creating

local OPTION_FIELDS = { theme = true, context = true, items = true, measure = true, on_menu = true,
    on_menu_dismissed = true }

--- A new toolbar. `options` (all optional): theme (nil: the built-in one), context ("toolbar",
-- the default, or "content"), items (see set_items), measure (as Group.new's),
-- on_menu(toolbar, menu), on_menu_dismissed(toolbar). Freed when collected, or by :free().
function Toolbar.new(options)
    options = core.fields(options or {}, OPTION_FIELDS, "Toolbar.new")
    local out = ffi.new("bg_toolbar[1]")
    check(C.bg_toolbar_create(Theme.handle(options.theme, "Toolbar.new"),
        core.enum("CONTEXT", options.context, "Toolbar.new", 0), out))
    local self = setmetatable({ _h = core.gc_handle(ffi.new("bg_toolbar", out[0]), C.bg_toolbar_free) }, Toolbar)
    if options.measure ~= nil then self:set_measure(options.measure) end
    if options.on_menu ~= nil then self:set_menu_callback(options.on_menu) end
    if options.on_menu_dismissed ~= nil then self:set_menu_dismissed_callback(options.on_menu_dismissed) end
    if options.items ~= nil then self:set_items(options.items) end
    return self
end

--- Frees the toolbar now (its callbacks are released). A second free does nothing.
function Toolbar:free()
    core.free(self, C.bg_toolbar_free)
end

local ITEM_FIELDS = { kind = true, placement = true, style = true, label_style = true, fixed_size = true,
    priority = true, label = true, label_image = true, disabled = true, buttons = true }
local BUTTON_FIELDS = { title = true, image = true, disabled = true, selection = true, action = true }
local WHAT = "Toolbar:set_items"

local function read_item(item, c)
    core.fields(item, ITEM_FIELDS, WHAT)
    check(C.bg_toolbar_item_init(c))
    c.kind = core.enum("TOOLBAR_ITEM", item.kind, WHAT, c.kind)
    c.placement = core.enum("PLACEMENT", item.placement, WHAT, c.placement)
    c.style = core.enum("CONTROL_STYLE", item.style, WHAT, c.style)
    c.label_style = core.enum("LABEL_STYLE", item.label_style, WHAT, c.label_style)
    c.fixed_size = core.flag(item.fixed_size, WHAT, false)
    c.disabled = core.flag(item.disabled, WHAT, false)
    c.has_priority = item.priority ~= nil and 1 or 0
    c.priority = core.number(item.priority, WHAT, 0)
    c.label_title = core.string(item.label, WHAT, true)
    c.label_image = core.string(item.label_image, WHAT, true)
end

local function read_button(button, c)
    core.fields(button, BUTTON_FIELDS, WHAT)
    check(C.bg_control_button_init(c))
    c.title = core.string(button.title or "", WHAT)
    c.image = core.string(button.image, WHAT, true)
    c.disabled = core.flag(button.disabled, WHAT, false)
    c.selection = core.enum("SELECTION", button.selection, WHAT, c.selection)
    if button.action ~= nil and type(button.action) ~= "function" then
        core.argerror(WHAT, "action must be a function, got " .. type(button.action))
    end
end

--- Replaces the items: a list of { kind ("group", the default, or "flexible_space"), placement,
-- style, label_style, fixed_size, priority, label, label_image, disabled (the whole group),
-- buttons = { { title, image, disabled, selection, action = function(toolbar, item, button) }... } }.
function Toolbar:set_items(items)
    if type(items) ~= "table" then
        core.argerror(WHAT, "a list of items expected, got " .. type(items))
    end
    local total = 0
    for i = 1, #items do
        local buttons = type(items[i]) == "table" and items[i].buttons or {}
        if type(buttons) ~= "table" then
            core.argerror(WHAT, "buttons must be a list, got " .. type(buttons))
        end
        total = total + #buttons
    end
    local array = ffi.new("bg_toolbar_item[?]", math.max(#items, 1))
    local buttons = ffi.new("bg_control_button[?]", math.max(total, 1))
    local next_button = 0
    for i = 1, #items do -- every item and button checked before anything is registered
        local c = array + (i - 1)
        read_item(items[i], c)
        local list = items[i].buttons or {}
        c.buttons = #list > 0 and buttons + next_button or nil
        c.button_count = #list
        for b = 1, #list do
            read_button(list[b], buttons + next_button)
            next_button = next_button + 1
        end
    end
    next_button = 0
    for i = 1, #items do
        for _, button in ipairs(items[i].buttons or {}) do
            if button.action then
                local c = buttons[next_button]
                c.action, c.user_data, c.destroy = ACTION, core.register(button.action, self), core.DESTROY
            end
            next_button = next_button + 1
        end
    end
    check(C.bg_toolbar_set_items(self._h, #items > 0 and array or nil, #items))
end

--- Sets how large the groups are drawn, as SwiftUI's controlSize: "mini", "small", "regular"
-- (the default), "large" or "extra_large" (heights, icons, title font and paddings scaled).
function Toolbar:set_control_size(size)
    check(C.bg_toolbar_set_control_size(self._h, core.enum("CONTROL_SIZE", size, "Toolbar:set_control_size")))
end

--- The control size ("regular", ...).
function Toolbar:control_size()
    local out = ffi.new("int32_t[1]")
    check(C.bg_toolbar_get_control_size(self._h, out))
    return core.name("CONTROL_SIZE", out[0])
end

--- The number of items.
function Toolbar:item_count()
    local out = ffi.new("uint32_t[1]")
    check(C.bg_toolbar_item_count(self._h, out))
    return tonumber(out[0])
end

--- Sets (a function(font, text, max_width) -> width, height) or clears (nil) the text measurer.
function Toolbar:set_measure(fn)
    core.set_callback(self, C.bg_toolbar_set_measure_callback, core.MEASURE, fn, "Toolbar:set_measure")
end

--- Sets or clears the function(toolbar, menu) that presents a menu (overflow or a menu group's).
function Toolbar:set_menu_callback(fn)
    core.set_callback(self, C.bg_toolbar_set_menu_callback, PRESENT, fn, "Toolbar:set_menu_callback")
end

--- Sets or clears the function(toolbar) told that the library withdrew the presented menu.
function Toolbar:set_menu_dismissed_callback(fn)
    core.set_callback(self, C.bg_toolbar_set_menu_dismissed_callback, DISMISSED, fn,
        "Toolbar:set_menu_dismissed_callback")
end

------------------------------------------------------------------------------ views

local function cell_table(c)
    return { item = tonumber(c.item_index) + 1, button = core.index(c.button_index), state = tonumber(c.state),
        title_truncated = c.title_truncated ~= 0, frame = rect(c.frame), hit_frame = rect(c.hit_frame),
        corners = core.corners(c.corners), title_frame = rect(c.title_frame), image_frame = rect(c.image_frame),
        title = str(c.title), image = str(c.image), foreground_color = tonumber(c.foreground_color),
        title_color = tonumber(c.title_color), fill_color = c.has_fill ~= 0 and tonumber(c.fill_color) or nil }
end

local function group_table(g)
    return { item = tonumber(g.item_index) + 1, style = core.name("CONTROL_STYLE", g.style),
        label_style = core.name("LABEL_STYLE", g.label_style), has_menu_indicator = g.has_menu_indicator ~= 0,
        frame = rect(g.frame), menu_indicator_frame = rect(g.menu_indicator_frame),
        first_cell = tonumber(g.first_cell) + 1, cell_count = tonumber(g.cell_count),
        first_separator = tonumber(g.first_separator) + 1, separator_count = tonumber(g.separator_count) }
end

local NO_SLOT = 0xFFFFFFFF

local function node_table(n)
    return { role = core.name("A11Y", n.role), enabled = n.enabled ~= 0, label = str(n.label),
        identifier = str(n.identifier), frame = rect(n.frame), position = tonumber(n.position),
        count = tonumber(n.count), cell = n.slot_index ~= NO_SLOT and tonumber(n.slot_index) + 1 or nil }
end

local function list(count, array, convert)
    local out = {}
    for i = 0, count - 1 do
        out[i + 1] = convert(array[i])
    end
    return out
end

local function one_based(value)
    return tonumber(value) + 1
end

--- The view in `width` points at `scale` (default 1) in `direction` ("ltr" or "rtl"): size, groups,
-- cells, separators, overflow_button (a rect, or nil), overflowed (items), overflow_icon,
-- menu_indicator, accessibility, diagnostics, bars ({ bar = "top" | "bottom" | "keyboard", frame },
-- from the top; none in content), fill_color, separator_color, arrangement.
function Toolbar:layout(width, scale, direction)
    local v = ffi.new("bg_toolbar_view")
    v.struct_size = ffi.sizeof(v)
    check(C.bg_toolbar_layout(self._h, core.number(width, "Toolbar:layout"), core.number(scale, "Toolbar:layout", 1),
        core.enum("DIRECTION", direction, "Toolbar:layout", 0), v))
    return { size = { width = v.size.width, height = v.size.height },
        groups = list(v.group_count, v.groups, group_table), cells = list(v.cell_count, v.cells, cell_table),
        separators = list(v.separator_count, v.separators, rect),
        overflow_button = v.has_overflow_button ~= 0 and rect(v.overflow_button) or nil,
        overflowed = list(v.overflowed_count, v.overflowed, one_based),
        overflow_icon = str(v.overflow_icon), menu_indicator = str(v.menu_indicator),
        accessibility = list(v.accessibility_count, v.accessibility, node_table),
        diagnostics = list(v.diagnostic_count, v.diagnostics, function(d)
            return { kind = core.name("DIAGNOSTIC", d.kind), item = core.index(d.item_index), message = str(d.message) }
        end),
        bars = list(v.bar_count, v.bars, function(b)
            return { bar = core.name("BAR", b.bar), frame = rect(b.frame) }
        end),
        fill_color = tonumber(v.fill_color), separator_color = tonumber(v.separator_color),
        arrangement = tonumber(v.arrangement) }
end

--- The frames only (the fast path for a relayout on every frame), as a table: { size, cells
-- (rects), overflow_button (a rect or nil), groups, separators, bars (rects, in the order of
-- layout's), arrangement (a number that changes exactly when the cells shown change) }.
function Toolbar:layout_frames(width, scale, direction)
    width, scale = core.number(width, "Toolbar:layout_frames"), core.number(scale, "Toolbar:layout_frames", 1)
    direction = core.enum("DIRECTION", direction, "Toolbar:layout_frames", 0)
    local out = ffi.new("bg_toolbar_frames")
    out.struct_size = ffi.sizeof(out)
    check(C.bg_toolbar_layout_frames(self._h, width, scale, direction, nil, 0, out))
    local frames = ffi.new("bg_rect[?]", math.max(out.rect_count, 1))
    check(C.bg_toolbar_layout_frames(self._h, width, scale, direction, frames, out.rect_count, out))
    local at = 0
    local function take(count)
        local rects = {}
        for i = 1, count do
            rects[i] = rect(frames[at])
            at = at + 1
        end
        return rects
    end
    local cells = take(out.cell_count)
    local overflow_button = out.has_overflow_button ~= 0 and take(1)[1] or nil
    return { size = { width = out.size.width, height = out.size.height }, cells = cells,
        overflow_button = overflow_button, groups = take(out.group_count), separators = take(out.separator_count),
        bars = take(out.bar_count), arrangement = tonumber(out.arrangement) }
end

--- Where each group moves into and out of the overflow menu: a list of { item, moves_in, moves_out }.
function Toolbar:breakpoints()
    local out = ffi.new("bg_breakpoints")
    out.struct_size = ffi.sizeof(out)
    check(C.bg_toolbar_breakpoints(self._h, out))
    return list(out.count, out.breakpoints, function(b)
        return { item = tonumber(b.item_index) + 1, moves_in = b.moves_in, moves_out = b.moves_out }
    end)
end

--- The latest layout drawn as SVG text (options: { show_overflow, padding, background }).
function Toolbar:svg(options)
    return core.svg(self, C.bg_toolbar_svg, options, "Toolbar:svg")
end

------------------------------------------------------------------------------ events

local target_out = ffi.new("bg_control_target")

--- The target an event wrote: { kind = "button" | "menu" | "overflow", item, button }, or nil.
local function target()
    if target_out.kind < 0 then
        return nil
    end
    return { kind = core.name("CONTROL_TARGET", target_out.kind), item = core.index(target_out.item_index),
        button = core.index(target_out.button_index) }
end

--- A tap at (x, y): the cell activated (a target), or nil.
function Toolbar:tap(x, y)
    check(C.bg_toolbar_tap(self._h, core.number(x, "Toolbar:tap"), core.number(y, "Toolbar:tap"), target_out))
    return target()
end

--- A pointer event ("down", "move", "up", "cancel") at (x, y): the cell it activated, or nil.
function Toolbar:pointer(phase, x, y)
    check(C.bg_toolbar_pointer(self._h, core.enum("POINTER", phase, "Toolbar:pointer"),
        core.number(x, "Toolbar:pointer"), core.number(y, "Toolbar:pointer"), target_out))
    return target()
end

--- Moves keyboard focus ("next", "previous", "first", "last", "clear"): the focused cell, or nil.
function Toolbar:focus(move)
    check(C.bg_toolbar_focus(self._h, core.enum("FOCUS", move, "Toolbar:focus"), target_out))
    return target()
end

--- Activates the focused cell (Space / Return).
function Toolbar:activate_focused()
    check(C.bg_toolbar_activate_focused(self._h))
end

--- Chooses entry `index` of the presented menu: it closes and that button's action fires.
function Toolbar:choose_menu_entry(index)
    check(C.bg_toolbar_choose_menu_entry(self._h, core.position(index, "Toolbar:choose_menu_entry")))
end

--- Closes the presented menu without choosing.
function Toolbar:dismiss_menu()
    check(C.bg_toolbar_dismiss_menu(self._h))
end

return core.jit_off(Toolbar)
