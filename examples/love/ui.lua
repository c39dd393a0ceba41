--- The demo's interface without LÖVE: a game menu (a ButtonGroup) and a HUD toolbar, laid out by
-- the library, their input (pointer, keyboard and gamepad focus, the More sheet and the overflow
-- menu) and what to draw, as a display list of rectangles and texts in window pixels. main.lua
-- draws the list with love.graphics; the screenshot test (bindings/lua/tests/test_love.lua)
-- builds the same list under plain LuaJIT and checks the screenshot's pixels against it.
local bg = require("buttongroup")

local M = {}

M.BACKGROUND = 0x141826FF  -- the game's backdrop
M.PANEL = 0x222A40F2       -- sheets and menus
M.TEXT = 0xE8ECF5FF
M.DIM = 0x8A90A2FF
M.SHADE = 0x00000099       -- over the game while a sheet is up
M.TRACK = 0xFFFFFF14       -- behind a segmented control in the HUD
M.PRESSED = 0xFFFFFF30     -- a HUD button held down
M.FOCUS = 0xF2A93BFF       -- the focus ring of a HUD button, the chosen row of a sheet
M.ON_FILL = 0x1B1F2EFF     -- text on a filled HUD button
M.MENU_WIDTH = 720         -- the menu's widest layout, in points
M.ROW = 40                 -- a row of the sheet or of the overflow menu

local MENU_ITEMS = { { "Play", "primary" }, { "Continue" }, { "Options" }, { "Achievements" }, { "Credits" },
    { "Quit", "danger" } }

--- The HUD: the map and the player's bag on the leading side, the quest log in the middle, the
-- game's speed (a segmented choice) and the settings on the trailing side.
local function hud_items(on_action)
    return {
        { placement = "navigation", label = "Map", buttons = { { title = "Map", action = on_action } } },
        { placement = "navigation", label = "Bag", buttons = { { title = "Bag", action = on_action } } },
        { placement = "principal", label = "Quests", buttons = { { title = "Quests", action = on_action } } },
        { label = "Speed", style = "segmented", buttons = {
            { title = "1x", selection = "on", action = on_action }, { title = "2x", selection = "off", action = on_action },
            { title = "4x", selection = "off", action = on_action } } },
        { label = "Settings", buttons = { { title = "Settings", action = on_action } } },
    }
end

--- A new interface state. `theme_json`: the theme's JSON text; `on_quit`: run by the Quit item.
function M.new(theme_json, on_quit)
    local ui = { message = "Choose with the mouse, Tab / arrows and Return, or a gamepad", focus = "menu",
        sheet = nil, sheet_row = 1, menu = nil, menu_row = 1, on_quit = on_quit }
    ui.theme = bg.Theme.load(theme_json)
    local items = {}
    for i, spec in ipairs(MENU_ITEMS) do
        items[i] = { title = spec[1], role = spec[2] or "secondary", action = function(_, item)
            ui.message = MENU_ITEMS[item][1] .. "!"
            if spec[1] == "Quit" and ui.on_quit then ui.on_quit() end
        end }
    end
    ui.group = bg.Group.new { theme = ui.theme, params = { overflow_policy = "width", max_visible = 5 }, items = items,
        on_sheet = function(_, sheet) ui.sheet, ui.sheet_row = sheet, 1 end,
        on_sheet_dismissed = function() ui.sheet = nil end }
    ui.hud_spec = hud_items(function(toolbar, item, button)
        local spec = ui.hud_spec[item]
        ui.message = spec.label .. ": " .. spec.buttons[button].title
        if spec.style == "segmented" then -- a segmented choice: the chosen button on, the others off
            for b, entry in ipairs(spec.buttons) do entry.selection = b == button and "on" or "off" end
            ui.toolbar_dirty = true
        end
    end)
    ui.toolbar = bg.Toolbar.new { theme = ui.theme, items = ui.hud_spec,
        on_menu = function(_, menu) ui.menu, ui.menu_row = menu, 1 end,
        on_menu_dismissed = function() ui.menu = nil end }
    return ui
end

------------------------------------------------------------------------------ layout

--- Lays both out for a window `width` x `height` pixels: ui.hud (the toolbar's view, at 0, 0),
-- ui.layout (the menu's, at ui.menu_x, ui.menu_y).
function M.layout(ui, width, height)
    if ui.toolbar_dirty then
        ui.toolbar:set_items(ui.hud_spec)
        ui.toolbar_dirty = false
    end
    ui.width, ui.height = width, height
    ui.hud = ui.toolbar:layout(width)
    local menu_width = math.min(M.MENU_WIDTH, width - 64)
    ui.layout = ui.group:layout(menu_width)
    ui.menu_x = math.floor((width - menu_width) / 2)
    ui.menu_y = math.floor(height * 0.55)
end

------------------------------------------------------------------------------ drawing

--- Appends a rectangle: `fill` (0xRRGGBBAA or nil), `line` (colour or nil) `line_width` wide,
-- drawn inside the frame, corners `radius`.
local function rect(list, frame, fill, radius, line, line_width)
    list[#list + 1] = { op = "rect", x = frame.x, y = frame.y, width = frame.width, height = frame.height,
        fill = fill, line = line, line_width = line_width or 0, radius = radius or 0 }
end

--- Appends a text centred in `frame` ("title" font: the theme's button font; "big": the title).
local function text(list, frame, string, color, font)
    list[#list + 1] = { op = "text", x = frame.x, y = frame.y, width = frame.width, height = frame.height,
        text = string, color = color, font = font or "title" }
end

local function moved(frame, dx, dy)
    return { x = frame.x + dx, y = frame.y + dy, width = frame.width, height = frame.height }
end

local function draw_hud(ui, list)
    local v = ui.hud
    rect(list, { x = 0, y = 0, width = v.size.width, height = v.size.height }, v.fill_color)
    rect(list, { x = 0, y = v.size.height - 1, width = v.size.width, height = 1 }, v.separator_color)
    for _, group in ipairs(v.groups) do -- a segmented control's track
        if group.style == "segmented" then rect(list, group.frame, M.TRACK, 9) end
    end
    for _, s in ipairs(v.separators) do rect(list, s, v.separator_color) end
    for _, cell in ipairs(v.cells) do
        local focused = bg.has_state(cell.state, "focused")
        local fill = cell.fill_color -- the library's (a selected segment's), else none
        if bg.has_state(cell.state, "highlighted") then fill = M.PRESSED end
        rect(list, cell.frame, fill, cell.corners.top_left, focused and M.FOCUS or nil, 2)
        if cell.title then text(list, cell.title_frame, cell.title, cell.fill_color and M.ON_FILL or M.TEXT) end
    end
    if v.overflow_button then
        text(list, v.overflow_button, "•••", M.TEXT)
    end
end

local function draw_menu(ui, list)
    local theme = ui.theme
    for _, slot in ipairs(ui.layout.slots) do
        local colors = theme:button_colors(slot.role, slot.state)
        local frame = moved(slot.frame, ui.menu_x, ui.menu_y)
        local focused = bg.has_state(slot.state, "focused")
        rect(list, frame, colors.background, slot.corners.top_left, colors.border, focused and 3 or 2)
        local title = slot.kind == "more" and "More…" or slot.title
        text(list, moved(slot.kind == "more" and slot.frame or slot.title_frame, ui.menu_x, ui.menu_y), title,
            colors.foreground)
    end
end

--- The sheet's rows: its entries, then its cancel button. Each { frame, title, index }.
function M.sheet_rows(ui)
    local rows, sheet = {}, ui.sheet
    local width = math.min(420, ui.width - 40)
    local count = #sheet.items + 1
    local x, y = math.floor((ui.width - width) / 2), ui.height - 24 - count * M.ROW
    for i, entry in ipairs(sheet.items) do
        rows[i] = { frame = { x = x, y = y + (i - 1) * M.ROW, width = width, height = M.ROW - 4 },
            title = entry.title, index = i }
    end
    rows[count] = { frame = { x = x, y = y + (count - 1) * M.ROW, width = width, height = M.ROW - 4 },
        title = sheet.cancel_title or "Cancel", cancel = true }
    return rows
end

--- The overflow menu's rows under the overflow button: entries that fire a button (a submenu's
-- label is shown as a heading row that does nothing).
function M.menu_rows(ui)
    local rows, width = {}, 200
    local anchor = ui.hud.overflow_button or { x = ui.width - width, y = 0, height = ui.hud.size.height }
    local x = math.max(8, math.min(ui.width - width - 8, anchor.x + anchor.width - width))
    for i, entry in ipairs(ui.menu.entries) do
        rows[#rows + 1] = { frame = { x = x, y = ui.hud.size.height + 4 + (#rows) * M.ROW, width = width,
            height = M.ROW - 4 }, title = (entry.parent and "   " or "") .. entry.title, index = i,
            heading = entry.button == nil }
    end
    return rows
end

local function draw_rows(list, rows, current, title)
    local first, last = rows[1].frame, rows[#rows].frame
    local top = first.y - 8 - (title and M.ROW or 0)
    rect(list, { x = first.x - 8, y = top, width = first.width + 16, height = last.y + last.height + 8 - top }, M.PANEL, 12)
    if title then
        text(list, { x = first.x, y = top + 4, width = first.width, height = M.ROW }, title, M.DIM)
    end
    for i, row in ipairs(rows) do
        rect(list, row.frame, i == current and M.FOCUS or 0x2B3350FF, 8)
        text(list, row.frame, row.title, i == current and M.ON_FILL or (row.heading and M.DIM or M.TEXT))
    end
end

--- Everything to draw, back to front.
function M.display_list(ui)
    local list = {}
    rect(list, { x = 0, y = 0, width = ui.width, height = ui.height }, M.BACKGROUND)
    text(list, { x = 0, y = math.floor(ui.height * 0.25), width = ui.width, height = 60 }, "BUTTON QUEST", M.TEXT, "big")
    draw_menu(ui, list)
    draw_hud(ui, list)
    text(list, { x = 0, y = ui.height - 40, width = ui.width, height = 24 }, ui.message, M.DIM)
    if ui.sheet then
        rect(list, { x = 0, y = 0, width = ui.width, height = ui.height }, M.SHADE)
        draw_rows(list, M.sheet_rows(ui), ui.sheet_row, ui.sheet.title)
    elseif ui.menu then
        draw_rows(list, M.menu_rows(ui), ui.menu_row)
    end
    return list
end

------------------------------------------------------------------------------ input

local function inside(frame, x, y)
    return x >= frame.x and y >= frame.y and x < frame.x + frame.width and y < frame.y + frame.height
end

local function choose_row(ui, rows, row)
    if ui.sheet then
        if row.cancel then ui.group:dismiss_sheet() else ui.group:choose_sheet_item(row.index) end
        ui.sheet = nil
    elseif not row.heading then
        ui.toolbar:choose_menu_entry(row.index)
        ui.menu = nil
    end
end

--- A mouse button or touch: "down", "move" or "up" at window pixel (x, y).
function M.pointer(ui, phase, x, y)
    local rows = ui.sheet and M.sheet_rows(ui) or ui.menu and M.menu_rows(ui)
    if rows then
        if phase == "up" then
            for _, row in ipairs(rows) do
                if inside(row.frame, x, y) then return choose_row(ui, rows, row) end
            end
            if ui.menu then ui.toolbar:dismiss_menu(); ui.menu = nil end
        end
        return
    end
    if phase == "down" then
        ui.pressed = y < ui.hud.size.height and "hud" or "menu"
    end
    if ui.pressed == "hud" then
        ui.toolbar:pointer(phase, x, y)
    elseif ui.pressed == "menu" then
        ui.group:pointer(phase, x - ui.menu_x, y - ui.menu_y)
    end
    if phase == "up" then ui.pressed = nil end
end

local function widget(ui)
    return ui.focus == "hud" and ui.toolbar or ui.group
end

--- A navigation command from the keyboard or a gamepad: "next", "previous", "up", "down",
-- "activate" or "back".
function M.command(ui, command)
    local rows = ui.sheet and M.sheet_rows(ui) or ui.menu and M.menu_rows(ui)
    if rows then
        local key = ui.sheet and "sheet_row" or "menu_row"
        if command == "next" or command == "down" then ui[key] = ui[key] % #rows + 1
        elseif command == "previous" or command == "up" then ui[key] = (ui[key] - 2) % #rows + 1
        elseif command == "activate" then choose_row(ui, rows, rows[ui[key]])
        elseif command == "back" then
            if ui.sheet then ui.group:dismiss_sheet(); ui.sheet = nil else ui.toolbar:dismiss_menu(); ui.menu = nil end
        end
        return
    end
    if command == "next" or command == "previous" then
        if widget(ui):focus(command) == nil then widget(ui):focus(command == "next" and "first" or "last") end
    elseif command == "up" or command == "down" then -- between the HUD (up) and the menu (down)
        widget(ui):focus("clear")
        ui.focus = command == "up" and "hud" or "menu"
        widget(ui):focus("first")
    elseif command == "activate" then
        widget(ui):activate_focused()
    end
end

------------------------------------------------------------------------------ scenes

--- Puts the interface in a named state, as a player would (the screenshot test's scenes):
-- "focus": Tab once, so the first menu button has the keyboard focus; "sheet": a click on More,
-- so the More sheet is up. Lay out first.
function M.scene(ui, name)
    if name == "focus" then
        M.command(ui, "next")
    elseif name == "sheet" then
        local more = ui.layout.slots[#ui.layout.slots]
        assert(more and more.kind == "more", "the menu has a More button at this width")
        local x, y = ui.menu_x + more.frame.x + more.frame.width / 2, ui.menu_y + more.frame.y + more.frame.height / 2
        M.pointer(ui, "down", x, y)
        M.pointer(ui, "up", x, y)
    else
        error("unknown scene " .. tostring(name))
    end
end

return M
