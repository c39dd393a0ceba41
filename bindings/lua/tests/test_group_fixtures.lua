--- The golden layout cases of Tests/Fixtures/group (shared with the Swift, C and Python
-- runners), run through the Lua binding, left-to-right and right-to-left.
--
-- Per fixture: its theme is serialized back to JSON and loaded (no warnings allowed); a group
-- is made with that theme and its parameters, the fixtures' measurer (none with "builtin": the
-- library's own) and the items; the layout at width / scale, described in the fixture's shape,
-- must equal expected.ltr / expected.rtl.
-- As the C runner: a fresh group per direction, then one group laid out LTR, RTL, LTR; beyond
-- the fixture's fields, each accessibility node's frame is its slot's and points at it.
local bg = require("buttongroup")
local T = require("support")

local TOP = T.set("description", "expected", "items", "measure", "scale", "theme", "width")
local ITEM = T.set("title", "icon", "accessibilityLabel", "accessibilityIdentifier", "role", "disabled")
local MEASURE = T.set("advance", "height", "builtin")

local function items_of(fixture)
    local items = {}
    for i, spec in ipairs(fixture.items) do
        items[i] = { title = spec.title or "", icon = spec.icon, role = spec.role or "automatic",
            accessibility_label = spec.accessibilityLabel, accessibility_identifier = spec.accessibilityIdentifier,
            disabled = spec.disabled == true }
    end
    return items
end

local function describe(layout)
    local slots, nodes, overflow = {}, {}, {}
    for i, s in ipairs(layout.slots) do
        slots[i] = { kind = s.kind, item = s.item and s.item - 1 or -1, role = s.role, state = s.state,
            frame = T.rect(s.frame), hitFrame = T.rect(s.hit_frame),
            corners = { s.corners.top_left, s.corners.top_right, s.corners.bottom_right, s.corners.bottom_left },
            iconFrame = T.rect(s.icon_frame), titleFrame = T.rect(s.title_frame), title = T.orNull(s.title),
            icon = T.orNull(s.icon), truncated = s.title_truncated }
    end
    for i, n in ipairs(layout.accessibility) do
        nodes[i] = { role = n.role == "menu_button" and "menuButton" or "button", label = T.orNull(n.label),
            identifier = T.orNull(n.identifier), position = n.position, count = n.count, enabled = n.enabled }
    end
    for i, item in ipairs(layout.overflow) do
        overflow[i] = item - 1
    end
    return { slots = slots, accessibility = nodes, overflow = overflow, size = { layout.size.width, layout.size.height } }
end

local function compare(name, label, group, fixture, direction)
    local expected = fixture.expected and fixture.expected[direction]
    if not T.check(expected ~= nil, name .. ": has expected." .. direction) then return false end
    local ok, layout = pcall(group.layout, group, fixture.width or 0, fixture.scale or 1, direction)
    if not T.check(ok, name .. " (" .. label .. "): layout: " .. tostring(layout)) then return false end
    local d = T.difference(expected, describe(layout), direction)
    local same = T.check(d == nil, name .. " (" .. label .. "): " .. tostring(d))
    for i, node in ipairs(layout.accessibility) do
        local f, s = node.frame, layout.slots[i].frame
        same = T.check(node.slot == i and f.x == s.x and f.y == s.y and f.width == s.width and f.height == s.height,
            name .. " (" .. label .. "): accessibility[" .. i .. "] frame and slot match slot " .. i) and same
    end
    return same
end

local function run(dir, file)
    local fixture = T.read_json(dir .. "/" .. file)
    T.known(fixture, TOP, file)
    T.known(fixture.measure, MEASURE, file .. " measure")
    for i, spec in ipairs(fixture.items or {}) do
        T.known(spec, ITEM, file .. " items[" .. (i - 1) .. "]")
    end
    local theme = bg.Theme.load(T.encode(fixture.theme or {}))
    T.check(theme:warnings() == "", file .. ": the theme loads without warnings: " .. theme:warnings())
    -- "measure": {"builtin": true}: no callback, the library's own measurer
    local builtin = fixture.measure ~= nil and fixture.measure.builtin == true
    local function fresh()
        return bg.Group.new { theme = theme, measure = not builtin and T.measurer(fixture.measure) or nil,
            items = items_of(fixture) }
    end
    local ok = true
    for _, direction in ipairs({ "ltr", "rtl" }) do
        local group = fresh()
        ok = compare(file, direction .. ", fresh group", group, fixture, direction) and ok
        group:free()
    end
    local group = fresh()
    ok = compare(file, "ltr then", group, fixture, "ltr") and ok
    ok = compare(file, "rtl after ltr", group, fixture, "rtl") and ok
    ok = compare(file, "ltr after rtl", group, fixture, "ltr") and ok
    group:free()
    theme:free()
    print(string.format("  %-40s %s", file, ok and "ok (ltr, rtl)" or "FAILED"))
end

return function()
    local dir, files = T.fixture_files("group")
    T.check(#files >= 10, "the group fixtures are there (" .. #files .. " in " .. dir .. ")")
    for _, file in ipairs(files) do
        run(dir, file)
    end
    print(string.format("  %d group fixtures", #files))
end
