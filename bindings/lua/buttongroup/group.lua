--- Group: a button group (bg_group), its layouts, events, More sheet and callbacks.
-- Indices are 1-based, as Lua's: an item is its place in the list given to update, a slot its
-- place in layout().slots; nil stands for the C API's -1 ("none", the More slot's item).
local core = require("buttongroup.core")
local Theme = require("buttongroup.theme")
local ffi, C, check = core.ffi, core.C, core.check

local Group = {}
Group.__index = Group

------------------------------------------------------------------------------ trampolines

local function owner_call(field)
    return function(user_data, _, item_index)
        local fns, group = core.lookup(user_data)
        fns[field](group, tonumber(item_index) + 1)
    end
end

local ACTION = core.trampoline("bg_action_fn", owner_call("action"))

local navigation_context = nil -- the Lua value run_navigation passes to a navigation function

local NAVIGATION = core.trampoline("bg_navigation_fn", function(user_data)
    local fns = core.lookup(user_data)
    fns.navigation(navigation_context)
end)

local NAVIGATE = core.trampoline("bg_navigate_fn", function(user_data, _, item_index)
    local fn, group = core.lookup(user_data)
    fn(group, tonumber(item_index) + 1)
end)

--- The action sheet as a Lua table (its strings copied: the C one is valid during the call only).
local function sheet_table(sheet)
    local items = {}
    for i = 0, sheet.item_count - 1 do
        local entry = sheet.items[i]
        items[#items + 1] = { item = tonumber(entry.item_index) + 1, role = core.name("ROLE", entry.role),
            title = core.str(entry.title), icon = core.str(entry.icon),
            accessibility_label = core.str(entry.accessibility_label),
            accessibility_identifier = core.str(entry.accessibility_identifier), disabled = entry.disabled ~= 0 }
    end
    return { title = core.str(sheet.title), message = core.str(sheet.message),
        cancel_title = core.str(sheet.cancel_title), items = items }
end

local PRESENT = core.trampoline("bg_present_sheet_fn", function(user_data, _, sheet)
    local fn, group = core.lookup(user_data)
    fn(group, sheet_table(sheet))
end)

local DISMISSED = core.trampoline("bg_sheet_dismissed_fn", function(user_data)
    local fn, group = core.lookup(user_data)
    fn(group)
end, true)

------------------------------------------------------------------------------ creating

local LAYOUT_FIELDS = { kind = true, prominent_type = true, corner_style = true, spacing = true, corner_radius = true }
local PARAM_FIELDS = { overflow_policy = true, layout = true, more_icon = true, alert_title = true,
    alert_message = true, alert_cancel_button_title = true, more_button_accessibility_label = true,
    max_visible = true, overflow_hysteresis = true }
local PARAM_STRINGS = { "more_icon", "alert_title", "alert_message", "alert_cancel_button_title",
    "more_button_accessibility_label" }

--- A bg_group_params of `params` over `defaults` (a bg_group_params: the fields the table leaves
-- out keep its values).
local function make_params(defaults, params, what)
    core.fields(params, PARAM_FIELDS, what)
    local p = ffi.new("bg_group_params", defaults)
    p.overflow_policy = core.enum("OVERFLOW", params.overflow_policy, what, p.overflow_policy)
    p.max_visible = core.uint32(params.max_visible, what, p.max_visible)
    p.overflow_hysteresis = core.number(params.overflow_hysteresis, what, p.overflow_hysteresis)
    for _, name in ipairs(PARAM_STRINGS) do
        p[name] = core.string(params[name], what, true)
    end
    local layout = params.layout
    if layout ~= nil then
        core.fields(layout, LAYOUT_FIELDS, what)
        local l = p.layout
        l.kind = core.enum("LAYOUT", layout.kind, what, l.kind)
        l.prominent_type = core.enum("PROMINENT", layout.prominent_type, what, l.prominent_type)
        l.corner_style = core.enum("CORNER", layout.corner_style, what, l.corner_style)
        l.spacing = core.number(layout.spacing, what, l.spacing)
        l.corner_radius = core.number(layout.corner_radius, what, l.corner_radius)
    end
    return p
end

local OPTION_FIELDS = { theme = true, params = true, items = true, measure = true, on_sheet = true,
    on_sheet_dismissed = true, on_navigate = true }

--- A new group. `options` (all optional): theme (a Theme; nil: the built-in one), params (see
-- make_params; nil: the theme's), items (see update), measure (function(font, text,
-- max_width) -> width, height; nil: the built-in DejaVu Sans metrics), on_sheet(group, sheet),
-- on_sheet_dismissed(group), on_navigate(group, item). Freed when collected, or by :free().
function Group.new(options)
    options = core.fields(options or {}, OPTION_FIELDS, "Group.new")
    local theme = Theme.handle(options.theme, "Group.new")
    -- The theme's defaults as the group is made: the ones set_params fills in later, whatever
    -- becomes of the Lua theme or the process default theme meanwhile (the group keeps its own).
    local defaults = ffi.new("bg_group_params")
    check(C.bg_group_params_init(theme, defaults))
    local params = options.params and make_params(defaults, options.params, "Group.new") or nil
    local out = ffi.new("bg_group[1]")
    check(C.bg_group_create(theme, params, out))
    local self = setmetatable({ _h = core.gc_handle(ffi.new("bg_group", out[0]), C.bg_group_free),
        _defaults = defaults }, Group)
    if options.measure ~= nil then self:set_measure(options.measure) end
    if options.on_sheet ~= nil then self:set_sheet_callback(options.on_sheet) end
    if options.on_sheet_dismissed ~= nil then self:set_sheet_dismissed_callback(options.on_sheet_dismissed) end
    if options.on_navigate ~= nil then self:set_navigate_callback(options.on_navigate) end
    if options.items ~= nil then self:update(options.items) end
    return self
end

--- Frees the group now (its callbacks are released). A second free does nothing.
function Group:free()
    core.free(self, C.bg_group_free)
end

--- Replaces the parameters (a table as Group.new's params; what it leaves out takes the
-- defaults of the theme the group was made with, not the previous parameters').
function Group:set_params(params)
    check(C.bg_group_set_params(self._h, make_params(self._defaults, params, "Group:set_params")))
end

local ITEM_FIELDS = { title = true, icon = true, role = true, disabled = true, accessibility_label = true,
    accessibility_identifier = true, action = true, navigation = true }

--- Replaces the items: a list of { title, icon, role, disabled, accessibility_label,
-- accessibility_identifier, action = function(group, item), navigation = function(context) }.
-- The old items' functions are released.
function Group:update(items)
    if type(items) ~= "table" then
        core.argerror("Group:update", "a list of items expected, got " .. type(items))
    end
    local count = #items
    local array = ffi.new("bg_item[?]", math.max(count, 1))
    for i = 1, count do -- every item checked before anything is registered
        local item, c = core.fields(items[i], ITEM_FIELDS, "Group:update"), array + (i - 1)
        check(C.bg_item_init(c))
        c.title = core.string(item.title or "", "Group:update")
        c.icon = core.string(item.icon, "Group:update", true)
        c.accessibility_label = core.string(item.accessibility_label, "Group:update", true)
        c.accessibility_identifier = core.string(item.accessibility_identifier, "Group:update", true)
        c.role = core.enum("ROLE", item.role, "Group:update", 0)
        c.disabled = core.flag(item.disabled, "Group:update", false)
        for _, name in ipairs({ "action", "navigation" }) do
            if item[name] ~= nil and type(item[name]) ~= "function" then
                core.argerror("Group:update", name .. " must be a function, got " .. type(item[name]))
            end
        end
    end
    for i = 1, count do
        local item, c = items[i], array[i - 1]
        if item.action or item.navigation then
            c.action = item.action and ACTION or nil
            c.navigation = item.navigation and NAVIGATION or nil
            c.user_data = core.register({ action = item.action, navigation = item.navigation }, self)
            c.destroy = core.DESTROY
        end
    end
    check(C.bg_group_update(self._h, count > 0 and array or nil, count))
end

--- The number of items.
function Group:item_count()
    local out = ffi.new("uint32_t[1]")
    check(C.bg_group_item_count(self._h, out))
    return tonumber(out[0])
end

--- Sets (a function(font, text, max_width) -> width, height) or clears (nil) the text measurer.
function Group:set_measure(fn)
    core.set_callback(self, C.bg_group_set_measure_callback, core.MEASURE, fn, "Group:set_measure")
end

--- Sets or clears the function(group, sheet) that presents the More sheet.
function Group:set_sheet_callback(fn)
    core.set_callback(self, C.bg_group_set_sheet_callback, PRESENT, fn, "Group:set_sheet_callback")
end

--- Sets or clears the function(group) told that the library took the sheet down.
function Group:set_sheet_dismissed_callback(fn)
    core.set_callback(self, C.bg_group_set_sheet_dismissed_callback, DISMISSED, fn,
        "Group:set_sheet_dismissed_callback")
end

--- Sets or clears the function(group, item) run when an item with a navigation is activated.
function Group:set_navigate_callback(fn)
    core.set_callback(self, C.bg_group_set_navigate_callback, NAVIGATE, fn, "Group:set_navigate_callback")
end

------------------------------------------------------------------------------ layouts

local rect, str = core.rect, core.str

local function slot_table(s)
    return { kind = core.name("SLOT", s.kind), item = core.index(s.item_index), role = core.name("ROLE", s.role),
        state = tonumber(s.state), frame = rect(s.frame), hit_frame = rect(s.hit_frame),
        corners = core.corners(s.corners), icon_frame = rect(s.icon_frame), title_frame = rect(s.title_frame),
        title = str(s.title), icon = str(s.icon), title_truncated = s.title_truncated ~= 0 }
end

local function node_table(n)
    return { role = core.name("A11Y", n.role), enabled = n.enabled ~= 0, label = str(n.label),
        identifier = str(n.identifier), frame = rect(n.frame), position = tonumber(n.position),
        count = tonumber(n.count), slot = tonumber(n.slot_index) + 1 }
end

local function direction_of(direction, what)
    return core.enum("DIRECTION", direction, what, 0)
end

--- The layout in `width` points at `scale` pixels per point (default 1) in `direction` ("ltr",
-- the default, or "rtl"): { size = { width, height }, slots = { slot... }, overflow = { item... },
-- accessibility = { node... } }, all of it copied into Lua.
function Group:layout(width, scale, direction)
    local out = ffi.new("bg_layout")
    out.struct_size = ffi.sizeof(out)
    check(C.bg_group_layout(self._h, core.number(width, "Group:layout"), core.number(scale, "Group:layout", 1),
        direction_of(direction, "Group:layout"), out))
    local layout = { size = { width = out.size.width, height = out.size.height }, slots = {}, overflow = {},
        accessibility = {} }
    for i = 0, out.slot_count - 1 do
        layout.slots[i + 1] = slot_table(out.slots[i])
        layout.accessibility[i + 1] = node_table(out.accessibility[i])
    end
    for i = 0, out.overflow_count - 1 do
        layout.overflow[i + 1] = tonumber(out.overflow_items[i]) + 1
    end
    return layout
end

--- The slots' frames only (the fast path for a relayout on every frame): a list of rects.
function Group:layout_frames(width, scale, direction)
    width, scale = core.number(width, "Group:layout_frames"), core.number(scale, "Group:layout_frames", 1)
    direction = direction_of(direction, "Group:layout_frames")
    local count = ffi.new("uint32_t[1]")
    check(C.bg_group_layout_frames(self._h, width, scale, direction, nil, 0, count))
    local frames = ffi.new("bg_rect[?]", math.max(count[0], 1))
    check(C.bg_group_layout_frames(self._h, width, scale, direction, frames, count[0], count))
    local list = {}
    for i = 0, count[0] - 1 do
        list[i + 1] = rect(frames[i])
    end
    return list
end

--- Where each item moves into and out of the More sheet: a list of { item, moves_in, moves_out }.
function Group:breakpoints()
    local out = ffi.new("bg_breakpoints")
    out.struct_size = ffi.sizeof(out)
    check(C.bg_group_breakpoints(self._h, out))
    local list = {}
    for i = 0, out.count - 1 do
        local b = out.breakpoints[i]
        list[i + 1] = { item = tonumber(b.item_index) + 1, moves_in = b.moves_in, moves_out = b.moves_out }
    end
    return list
end

--- The latest layout drawn as SVG text (options: { show_overflow, padding, background }).
function Group:svg(options)
    return core.svg(self, C.bg_group_svg, options, "Group:svg")
end

------------------------------------------------------------------------------ events

local slot_out = ffi.new("int32_t[1]")

--- A tap at (x, y): the slot activated, or nil.
function Group:tap(x, y)
    check(C.bg_group_tap(self._h, core.number(x, "Group:tap"), core.number(y, "Group:tap"), slot_out))
    return core.index(slot_out[0])
end

--- A pointer event ("down", "move", "up", "cancel") at (x, y): the slot it activated, or nil.
function Group:pointer(phase, x, y)
    check(C.bg_group_pointer(self._h, core.enum("POINTER", phase, "Group:pointer"), core.number(x, "Group:pointer"),
        core.number(y, "Group:pointer"), slot_out))
    return core.index(slot_out[0])
end

--- Moves keyboard focus ("next", "previous", "first", "last", "clear"): the focused slot, or nil.
function Group:focus(move)
    check(C.bg_group_focus(self._h, core.enum("FOCUS", move, "Group:focus"), slot_out))
    return core.index(slot_out[0])
end

--- Activates the focused slot (Space / Return).
function Group:activate_focused()
    check(C.bg_group_activate_focused(self._h))
end

--- Activates slot `slot` of the latest layout, as a tap on it would.
function Group:activate_slot(slot)
    check(C.bg_group_activate_slot(self._h, core.position(slot, "Group:activate_slot")))
end

--- Chooses entry `index` of the presented sheet: it is dismissed and the item's action fires.
function Group:choose_sheet_item(index)
    check(C.bg_group_choose_sheet_item(self._h, core.position(index, "Group:choose_sheet_item")))
end

--- Dismisses the presented sheet (its cancel button): fires nothing.
function Group:dismiss_sheet()
    check(C.bg_group_dismiss_sheet(self._h))
end

--- Runs item `item`'s navigation function with `context` (any Lua value).
function Group:run_navigation(item, context)
    local previous = navigation_context
    navigation_context = context
    local status = C.bg_group_run_navigation(self._h, core.position(item, "Group:run_navigation"), nil)
    navigation_context = previous
    check(status)
end

return core.jit_off(Group)
