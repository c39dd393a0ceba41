--- The toolbar's golden cases of Tests/Fixtures/toolbar (recorded by the Swift runner, shared
-- with the C and Python runners), run through the Lua binding, left-to-right and right-to-left.
--
-- Per case: the case's items in a Toolbar of its context (and control size) with the built-in
-- theme, measured as the fixtures are. Its breakpoints must be the recorded ones, and each group must show at its
-- moves_in and be in the overflow just below it (fresh toolbars); laid out at each of the
-- case's widths on a fresh toolbar, the view described in the fixture's shape must be the
-- recorded one (numbers within 1e-6); a case's sequence of widths laid out in order on one
-- toolbar must overflow as recorded (the hysteresis).
local bg = require("buttongroup")
local T = require("support")

local TOP = T.set("cases", "description", "measure", "scale")
local CASE = T.set("context", "controlSize", "expected", "items", "name", "sequence", "widths")
local EXPECTED = T.set("breakpoints", "ltr", "rtl", "sequence")
local ITEM = T.set("buttons", "disabled", "fixedSize", "kind", "label", "labelImage", "labelStyle", "placement",
    "priority", "style")
local BUTTON = T.set("title", "image", "disabled", "selection")
local VIEW = T.set("accessibility", "bars", "cells", "diagnostics", "groups", "overflowButton", "overflowed",
    "separators", "size")

local function value(v)
    if v == T.null then return nil end
    return v
end

local function items_of(case, name)
    local items = {}
    for i, spec in ipairs(case.items) do
        T.known(spec, ITEM, name .. " items[" .. (i - 1) .. "]")
        local buttons = {}
        for b, button in ipairs(spec.buttons or {}) do
            T.known(button, BUTTON, name .. " items[" .. (i - 1) .. "].buttons[" .. (b - 1) .. "]")
            buttons[b] = { title = button.title, image = value(button.image), disabled = button.disabled == true,
                selection = button.selection }
        end
        local label = value(spec.label)
        items[i] = { kind = spec.kind, placement = spec.placement, style = spec.style, label_style = spec.labelStyle,
            fixed_size = spec.fixedSize == true, disabled = spec.disabled == true, priority = value(spec.priority),
            label = label,
            label_image = label ~= nil and value(spec.labelImage) or nil, buttons = buttons }
    end
    return items
end

local function zero_based(index)
    return index and index - 1 or -1
end

local function describe(v)
    local out = { size = { v.size.width, v.size.height }, bars = {}, groups = {}, cells = {}, separators = {},
        overflowed = {}, overflowButton = T.rect(v.overflow_button), accessibility = {}, diagnostics = {} }
    for i, b in ipairs(v.bars) do out.bars[i] = { b.bar, T.rect(b.frame) } end
    for i, g in ipairs(v.groups) do out.groups[i] = { g.item - 1, T.rect(g.frame), g.style, g.label_style } end
    for i, c in ipairs(v.cells) do
        out.cells[i] = { item = c.item - 1, button = zero_based(c.button), frame = T.rect(c.frame),
            corners = { c.corners.top_left, c.corners.top_right, c.corners.bottom_right, c.corners.bottom_left },
            title = T.orNull(c.title), image = T.orNull(c.image),
            titleFrame = c.title and c.title ~= "" and T.rect(c.title_frame) or T.null,
            imageFrame = c.image and T.rect(c.image_frame) or T.null, state = c.state }
    end
    for i, s in ipairs(v.separators) do out.separators[i] = T.rect(s) end
    for i, item in ipairs(v.overflowed) do out.overflowed[i] = item - 1 end
    for i, n in ipairs(v.accessibility) do
        out.accessibility[i] = { n.role, T.orNull(n.label), n.position, n.count, n.enabled }
    end
    for i, d in ipairs(v.diagnostics) do out.diagnostics[i] = { d.kind, zero_based(d.item) } end
    return out
end

local function contains(list, value)
    for _, v in ipairs(list) do
        if v == value then return true end
    end
    return false
end

--- Every check of one case; returns whether all passed.
local function run_case(file, case, measure, scale)
    local name = file .. " " .. tostring(case.name)
    T.known(case, CASE, name)
    T.known(case.expected, EXPECTED, name .. " expected")
    local items, expected = items_of(case, name), case.expected
    local function fresh()
        local toolbar = bg.Toolbar.new { context = case.context, measure = measure, items = items }
        if case.controlSize then toolbar:set_control_size(case.controlSize) end
        return toolbar
    end
    local toolbar = fresh()
    local breakpoints = {}
    for i, b in ipairs(toolbar:breakpoints()) do breakpoints[i] = { b.item - 1, b.moves_in, b.moves_out } end
    toolbar:free()
    local d = T.difference(expected.breakpoints, breakpoints, "breakpoints")
    local ok = T.check(d == nil, name .. ": " .. tostring(d))
    for _, b in ipairs(breakpoints) do
        local item, moves_in = b[1] + 1, b[2]
        local at, below = fresh(), fresh()
        ok = T.check(not contains(at:layout(moves_in, scale).overflowed, item)
            and contains(below:layout(moves_in - math.max(math.abs(moves_in), 1) * 2 ^ -52, scale).overflowed, item),
            string.format("%s: item %d shows at %g and overflows just below", name, item - 1, moves_in)) and ok
        at:free()
        below:free()
    end
    for _, direction in ipairs({ "ltr", "rtl" }) do
        for i, width in ipairs(case.widths) do
            local view = expected[direction] and expected[direction][i]
            T.known(view, VIEW, name .. " expected." .. direction)
            toolbar = fresh()
            d = T.difference(view, describe(toolbar:layout(width, scale, direction)), direction .. "[" .. (i - 1) .. "]")
            toolbar:free()
            ok = T.check(d == nil, string.format("%s at %g: %s", name, width, tostring(d))) and ok
        end
    end
    if case.sequence ~= nil then
        toolbar = fresh()
        local overflowed = {}
        for i, width in ipairs(case.sequence) do
            overflowed[i] = {}
            for j, item in ipairs(toolbar:layout(width, scale).overflowed) do overflowed[i][j] = item - 1 end
        end
        toolbar:free()
        d = T.difference(expected.sequence, overflowed, "sequence")
        ok = T.check(d == nil, name .. ": " .. tostring(d)) and ok
    end
    return ok
end

return function()
    local dir, files = T.fixture_files("toolbar")
    T.check(#files >= 4, "the toolbar fixtures are there (" .. #files .. " in " .. dir .. ")")
    local total = 0
    for _, file in ipairs(files) do
        local fixture = T.read_json(dir .. "/" .. file)
        T.known(fixture, TOP, file)
        local measure, passed = T.measurer(fixture.measure), 0
        for _, case in ipairs(fixture.cases) do
            local ok, result = pcall(run_case, file, case, measure, fixture.scale or 1)
            passed = passed + (T.check(ok, file .. " " .. tostring(case.name) .. ": " .. tostring(result))
                and result and 1 or 0)
        end
        total = total + #fixture.cases
        print(string.format("  %-26s %4d cases %s", file, #fixture.cases,
            passed == #fixture.cases and "ok (ltr, rtl)" or "FAILED"))
    end
    T.check(total >= 80, "the toolbar's cases are there (" .. total .. " cases)")
    print(string.format("  %d cases in %d files", total, #files))
end
