--- The LÖVE demo (examples/love) under Xvfb: for each scene, LÖVE renders one frame through
-- Mesa's software OpenGL and saves a screenshot; the test lays the same interface out here (the
-- demo's ui.lua over the binding, same theme, same window size, same input) and checks the
-- screenshot's pixels at the library's frames: each menu button's background and border in its
-- role's and state's theme colours (the focused one's focus border), its title drawn, the
-- backdrop between buttons, the HUD toolbar's fill between its cells, a selected segment's fill,
-- and, with the More sheet up, the shade over the game and the sheet's rows for the items the
-- library moved into it. The focus scene is also the picture docs/gallery/embedding/love.png.
local bg = require("buttongroup")
local T = require("support")
local png = require("png")

package.path = T.root .. "/examples/love/?.lua;" .. package.path
local ui_module = require("ui")

local SHOTS = os.getenv("BG_LOVE_SHOTS") or (T.root .. "/build/love")

------------------------------------------------------------------------------ colours

local function channels(color)
    return math.floor(color / 16777216) % 256, math.floor(color / 65536) % 256, math.floor(color / 256) % 256,
        color % 256
end

--- `top` (0xRRGGBBAA) drawn over the opaque `under`, as blending does: an opaque 0xRRGGBBFF.
local function over(under, top)
    local r1, g1, b1 = channels(under)
    local r2, g2, b2, a = channels(top)
    a = a / 255
    local function mix(x, y) return math.floor(x * (1 - a) + y * a + 0.5) end
    return ((mix(r1, r2) * 256 + mix(g1, g2)) * 256 + mix(b1, b2)) * 256 + 255
end

local function distance(image, x, y, color)
    local r, g, b = image.pixel(x, y)
    local er, eg, eb = channels(color)
    return math.max(math.abs(r - er), math.abs(g - eg), math.abs(b - eb))
end

--- Checks that the pixel at (x, y) is `color` within `tolerance` per channel.
local function pixel_is(image, x, y, color, tolerance, what)
    local r, g, b = image.pixel(x, y)
    return T.check(distance(image, x, y, color) <= (tolerance or 3), string.format(
        "%s: pixel (%d, %d) is #%06X, expected #%08X", what, x, y, (r * 256 + g) * 256 + b, color))
end

--- Checks that text in `color` is drawn inside `frame` (at least 10 pixels close to it).
local function text_in(image, frame, color, what)
    local count = 0
    for y = math.floor(frame.y), math.floor(frame.y + frame.height) - 1 do
        for x = math.floor(frame.x), math.floor(frame.x + frame.width) - 1 do
            if distance(image, x, y, color) <= 60 then count = count + 1 end
        end
    end
    return T.check(count >= 10, what .. ": its text is drawn (" .. count .. " pixels in its colour)")
end

------------------------------------------------------------------------------ running LÖVE

local function read(path)
    local file = assert(io.open(path, "rb"))
    local text = file:read("*a")
    file:close()
    return text
end

--- Runs the demo in scene `scene` in a `width` x `height` window; the screenshot's image.
local function screenshot(scene, width, height)
    local path = string.format("%s/%s.png", SHOTS, scene)
    os.remove(path)
    local command = string.format("mkdir -p '%s' && cd '%s' && BG_LOVE_SCENE=%s BG_LOVE_SIZE=%dx%d " ..
        "BG_LOVE_SCREENSHOT='%s' timeout 60 xvfb-run -a -s '-screen 0 1280x800x24' love examples/love", SHOTS, T.root,
        scene, width, height, path)
    local status = os.execute(command)
    T.check(status == 0 or status == true, "love ran the " .. scene .. " scene: " .. command)
    local ok, image = pcall(png.read, path)
    if not T.check(ok, scene .. ": the screenshot is a readable PNG: " .. tostring(image)) then return nil end
    T.check(image.width == width and image.height == height, string.format("%s: the screenshot is %dx%d (got %dx%d)",
        scene, width, height, image.width, image.height))
    return image
end

--- The interface as the demo has it in `scene` at `width` x `height`.
local function model(scene, width, height)
    local ui = ui_module.new(read(T.root .. "/examples/love/theme.json"))
    ui_module.layout(ui, width, height)
    ui_module.scene(ui, scene)
    ui_module.layout(ui, width, height)
    return ui
end

------------------------------------------------------------------------------ checks

local function moved(frame, ui)
    return { x = frame.x + ui.menu_x, y = frame.y + ui.menu_y, width = frame.width, height = frame.height }
end

local function check_menu(image, ui)
    local slots = ui.layout.slots
    T.check(#slots >= 3 and slots[#slots].kind == "more", "the menu shows items and a More button")
    T.check(bg.has_state(slots[1].state, "focused"), "Tab focused the menu's first button")
    for i, slot in ipairs(slots) do
        local colors = ui.theme:button_colors(slot.role, slot.state)
        local f, what = moved(slot.frame, ui), "menu slot " .. i .. " (" .. (slot.kind == "more" and "More" or slot.title) .. ")"
        local cx = math.floor(f.x + f.width / 2)
        pixel_is(image, cx, f.y + 8, colors.background, 3, what .. " background")
        pixel_is(image, cx, f.y, colors.border, 8, what .. " border")
        text_in(image, slot.kind == "more" and f or moved(slot.title_frame, ui), colors.foreground, what)
        local next_slot = slots[i + 1]
        if next_slot then
            local gap = moved(next_slot.frame, ui).x
            pixel_is(image, math.floor((f.x + f.width + gap) / 2), math.floor(f.y + f.height / 2),
                ui_module.BACKGROUND, 3, "between slots " .. i .. " and " .. (i + 1))
        end
    end
    local focused = ui.theme:button_colors(slots[1].role, slots[1].state).border
    T.check(focused ~= ui.theme:button_colors(slots[1].role, 0).border, "the focus border differs from the plain one")
end

--- The middle of the widest stretch of the HUD with no group or cell in it.
local function hud_gap(view)
    local taken = {}
    for _, list in ipairs({ view.groups, view.cells }) do
        for _, entry in ipairs(list) do taken[#taken + 1] = { entry.frame.x, entry.frame.x + entry.frame.width } end
    end
    table.sort(taken, function(a, b) return a[1] < b[1] end)
    local best, best_x, right = -1, 0, 0
    for _, span in ipairs(taken) do
        if span[1] - right > best then best, best_x = span[1] - right, (span[1] + right) / 2 end
        right = math.max(right, span[2])
    end
    return math.floor(best_x), best
end

local function check_hud(image, ui)
    local v = ui.hud
    local bar = over(ui_module.BACKGROUND, v.fill_color)
    local x, width = hud_gap(v)
    T.check(width > 20, "the HUD has room between its groups")
    pixel_is(image, x, math.floor(v.size.height / 2), bar, 3, "the HUD's fill between its groups")
    local selected = 0
    for _, cell in ipairs(v.cells) do
        local what = "HUD cell " .. tostring(cell.title)
        if cell.title then text_in(image, cell.title_frame, cell.fill_color and ui_module.ON_FILL or ui_module.TEXT, what) end
        if cell.fill_color and bg.has_state(cell.state, "selected") then
            selected = selected + 1
            local behind = bar
            for _, group in ipairs(v.groups) do
                if group.item == cell.item and group.style == "segmented" then behind = over(bar, ui_module.TRACK) end
            end
            pixel_is(image, math.floor(cell.frame.x + cell.frame.width / 2), cell.frame.y + 3,
                over(behind, cell.fill_color), 3, what .. " (selected) fill")
        end
    end
    T.check(selected == 1, "one HUD segment (1x) is selected and filled")
end

local function check_sheet(image, ui)
    local sheet = ui.sheet
    if not T.check(sheet ~= nil, "a click on More presented the sheet") then return end
    local overflow = ui.layout.overflow
    T.check(#sheet.items == #overflow and #overflow > 0, "the sheet lists the items the library moved into it")
    for i, entry in ipairs(sheet.items) do
        T.check(entry.item == overflow[i], "sheet entry " .. i .. " is item " .. tostring(overflow[i]))
    end
    pixel_is(image, 4, math.floor(ui.height * 0.4), over(ui_module.BACKGROUND, ui_module.SHADE), 3,
        "the shade over the game")
    for i, row in ipairs(ui_module.sheet_rows(ui)) do
        local f = row.frame
        local current = i == ui.sheet_row
        pixel_is(image, f.x + 10, math.floor(f.y + f.height / 2), current and ui_module.FOCUS or 0x2B3350FF, 3,
            "sheet row " .. i .. " (" .. row.title .. ")")
        text_in(image, f, current and ui_module.ON_FILL or ui_module.TEXT, "sheet row " .. i)
    end
end

--- The demo's input without LÖVE: keyboard / gamepad commands and pointer clicks on its model
-- fire the library's actions, open the More sheet and the HUD's overflow menu, and choose in them.
local function check_input()
    local ui = model("focus", 960, 540)
    ui_module.command(ui, "activate")
    T.check(ui.message == "Play!", "Return on the focused Play fires its action (" .. ui.message .. ")")
    ui_module.command(ui, "next")
    ui_module.command(ui, "activate")
    T.check(ui.message == "Continue!", "Tab, Return fires Continue (" .. ui.message .. ")")
    ui_module.command(ui, "up")
    ui_module.command(ui, "activate")
    T.check(ui.message == "Map: Map", "up moves to the HUD, Return fires its first button (" .. ui.message .. ")")
    ui_module.command(ui, "down")
    ui_module.command(ui, "previous")
    ui_module.command(ui, "activate")
    T.check(ui.sheet ~= nil, "from the menu's first button, previous wraps to More; Return opens the sheet")
    local second = ui.sheet and ui.sheet.items[2] and ui.sheet.items[2].title
    ui_module.command(ui, "down")
    ui_module.command(ui, "activate")
    T.check(ui.sheet == nil and second ~= nil and ui.message == second .. "!",
        "down, Return in the sheet fires its second entry, " .. tostring(second) .. " (" .. ui.message .. ")")
    ui_module.layout(ui, 400, 540)
    local button = ui.hud.overflow_button
    if T.check(button ~= nil and #ui.hud.overflowed > 0, "at 400 pixels the HUD overflows") then
        local x, y = button.x + button.width / 2, button.y + button.height / 2
        ui_module.pointer(ui, "down", x, y)
        ui_module.pointer(ui, "up", x, y)
        local rows = ui.menu and ui_module.menu_rows(ui) or {}
        local pick
        for _, row in ipairs(rows) do
            if not row.heading then pick = pick or row end
        end
        T.check(pick ~= nil, "a click on the overflow button opens the menu with buttons in it")
        if pick then
            local f = pick.frame
            ui_module.pointer(ui, "up", f.x + 5, f.y + 5)
            T.check(ui.menu == nil and ui.message:find(pick.title:match("%S.*"), 1, true) ~= nil,
                "clicking " .. pick.title:match("%S.*") .. " in the menu fires it (" .. ui.message .. ")")
        end
    end
    ui.group:free()
    ui.toolbar:free()
end

return function()
    check_input()
    local image = screenshot("focus", 960, 540)
    if image then
        local ui = model("focus", 960, 540)
        check_menu(image, ui)
        check_hud(image, ui)
    end
    image = screenshot("sheet", 640, 480)
    if image then
        check_sheet(image, model("sheet", 640, 480))
    end
end
