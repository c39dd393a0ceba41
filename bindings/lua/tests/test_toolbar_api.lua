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

return function()
    control_size()
    disabled_and_bars()
end
