--- A toolbar's settings through the Lua binding: its control size (read back, and the groups
-- drawn larger and smaller than regular), a disabled group (dimmed cells that a tap does not
-- fire) and the bars of a toolbar with bottom-bar items.
local bg = require("buttongroup")
local T = require("support")

local function items(fired)
    return { { label = "Edit", buttons = { { title = "Undo", action = function() fired[#fired + 1] = "undo" end } } },
        { label = "View", disabled = true, buttons = { { title = "Zoom", action = function() fired[#fired + 1] = "zoom" end } } },
        { placement = "bottom_bar", label = "Share", buttons = { { title = "Share" } } } }
end

local function control_size()
    local toolbar = bg.Toolbar.new { measure = T.measurer(), items = items({}) }
    T.check(toolbar:control_size() == "regular", "a new toolbar is regular")
    local regular = toolbar:layout(600).cells[1].frame.height
    toolbar:set_control_size("large")
    T.check(toolbar:control_size() == "large", "set_control_size reads back")
    local large = toolbar:layout(600).cells[1].frame.height
    toolbar:set_control_size("mini")
    local mini = toolbar:layout(600).cells[1].frame.height
    T.check(mini < regular and regular < large, string.format("mini %g < regular %g < large %g", mini, regular, large))
    T.check(not pcall(toolbar.set_control_size, toolbar, "huge"), "an unknown size is refused")
    toolbar:free()
end

local function disabled_and_bars()
    local fired = {}
    local toolbar = bg.Toolbar.new { measure = T.measurer(), items = items(fired) }
    local view = toolbar:layout(600)
    local undo, zoom
    for _, cell in ipairs(view.cells) do
        if cell.title == "Undo" then undo = cell elseif cell.title == "Zoom" then zoom = cell end
    end
    T.check(undo and zoom and bg.has_state(zoom.state, "disabled") and not bg.has_state(undo.state, "disabled"),
        "the disabled group's cell is disabled, the other is not")
    toolbar:tap(zoom.frame.x + 2, zoom.frame.y + 2)
    toolbar:tap(undo.frame.x + 2, undo.frame.y + 2)
    T.check(#fired == 1 and fired[1] == "undo", "a tap on the disabled group fires nothing, on Undo its action")
    T.check(#view.bars == 2 and view.bars[1].bar == "top" and view.bars[2].bar == "bottom"
        and view.bars[2].frame.y == view.bars[1].frame.height, "a bottom-bar item adds the bottom bar under the top one")
    toolbar:free()
end

--- Whether two rects are the same.
local function same(a, b)
    return a.x == b.x and a.y == b.y and a.width == b.width and a.height == b.height
end

local function frames_only()
    local toolbar = bg.Toolbar.new { measure = T.measurer(), items = items({}) }
    for _, case in ipairs({ { 600, 2, "ltr" }, { 600, 2, "rtl" }, { 90, 1, "ltr" } }) do
        local width, scale, direction = case[1], case[2], case[3]
        local frames = toolbar:layout_frames(width, scale, direction)
        local view = toolbar:layout(width, scale, direction)
        local what = string.format(" at %g (%s)", width, direction)
        T.check(frames.size.width == view.size.width and frames.size.height == view.size.height
            and frames.arrangement == view.arrangement, "layout_frames: the view's size and arrangement" .. what)
        local ok = #frames.cells == #view.cells and #frames.groups == #view.groups
            and #frames.separators == #view.separators and #frames.bars == #view.bars
            and (frames.overflow_button == nil) == (view.overflow_button == nil)
        for i, cell in ipairs(view.cells) do ok = ok and same(frames.cells[i], cell.frame) end
        for i, group in ipairs(view.groups) do ok = ok and same(frames.groups[i], group.frame) end
        for i, separator in ipairs(view.separators) do ok = ok and same(frames.separators[i], separator) end
        for i, bar in ipairs(view.bars) do ok = ok and same(frames.bars[i], bar.frame) end
        if view.overflow_button then ok = ok and same(frames.overflow_button, view.overflow_button) end
        T.check(ok, "layout_frames: every frame the view's, in order" .. what)
    end
    T.check(toolbar:layout_frames(90).overflow_button ~= nil, "narrow, the overflow button's frame is there")
    T.check(not pcall(toolbar.layout_frames, toolbar, -1), "a negative width is refused")
    toolbar:free()
end

return function()
    control_size()
    disabled_and_bars()
    frames_only()
end
