--- Callbacks through the Lua binding: each fires with the right ids (group items, the More
-- sheet's entries, navigation with the host's context, toolbar buttons and menus, a button's
-- action, measurers), and each
-- registration is released exactly once by the library's destroy callback (a count test):
-- when replaced, cleared, when the object is freed or collected, never while the library holds it.
local bg = require("buttongroup")
local T = require("support")

local function released()
    return bg.callback_counts.released
end

--- Items whose actions record the item they were called with in `fired`.
local function recording_items(count, fired)
    local items = {}
    for i = 1, count do
        items[i] = { title = "Item " .. i, action = function(_, item) fired[#fired + 1] = item end }
    end
    return items
end

local function centre(frame)
    return frame.x + frame.width / 2, frame.y + frame.height / 2
end

local function group_actions()
    local fired, sheets = {}, {}
    local before = bg.registry_size()
    local group = bg.Group.new { items = recording_items(6, fired), on_sheet = function(_, sheet)
        sheets[#sheets + 1] = sheet
    end }
    T.check(bg.registry_size() == before + 7, "6 actions and the sheet callback are held")
    local layout = group:layout(320)
    for slot, s in ipairs(layout.slots) do
        if s.kind == "item" then
            T.check(group:tap(centre(s.frame)) == slot, "a tap at slot " .. slot .. "'s centre activates it")
            T.check(fired[#fired] == s.item, "the action of item " .. s.item .. " fired with its index")
        end
    end
    local more = layout.slots[#layout.slots]
    T.check(more.kind == "more" and #layout.overflow == 4, "at 320 points items 3-6 go to More")
    group:tap(centre(more.frame))
    local sheet = sheets[1]
    T.check(sheet ~= nil and #sheet.items == 4 and sheet.items[1].item == 3 and sheet.items[1].title == "Item 3",
        "tapping More presents the sheet with items 3 to 6")
    group:choose_sheet_item(2)
    T.check(fired[#fired] == 4, "choosing the sheet's second entry fires item 4's action")
    local count = #fired
    collectgarbage("collect") -- the items' closures are held by the registry only
    group:focus("first")
    group:activate_focused()
    T.check(#fired == count + 1 and fired[#fired] == 1, "after a collection, Return on the first slot fires item 1")
    local was = released()
    group:update(recording_items(2, fired))
    T.check(released() == was + 6 and bg.registry_size() == before + 3, "update releases the 6 old actions")
    group:set_sheet_callback(nil)
    T.check(released() == was + 7, "clearing the sheet callback releases it")
    group:free()
    T.check(released() == was + 9 and bg.registry_size() == before, "free releases the 2 new actions")
end

local function collected_releases()
    local before, was = bg.registry_size(), released()
    do
        local group = bg.Group.new { items = recording_items(3, {}), measure = T.measurer() }
        group:layout(300)
    end
    T.check(bg.registry_size() == before + 4, "a group not freed holds its 4 callbacks")
    collectgarbage("collect")
    collectgarbage("collect")
    T.check(bg.registry_size() == before and released() == was + 4, "collecting the group releases them")
end

local function navigation()
    local navigated, contexts = {}, {}
    local controller = { name = "the game's screen stack" }
    local group = bg.Group.new { items = { { title = "Plain" }, { title = "Settings", navigation = function(context)
        contexts[#contexts + 1] = context
    end } }, on_navigate = function(g, item)
        navigated[#navigated + 1] = item
        g:run_navigation(item, controller)
    end }
    local slots = group:layout(400).slots
    group:tap(centre(slots[2].frame))
    T.check(navigated[1] == 2 and contexts[1] == controller,
        "tapping an item with a navigation calls on_navigate with it, which runs it with the host's context")
    group:tap(centre(slots[1].frame))
    T.check(#navigated == 1, "an item without a navigation does not navigate")
    local err = T.raises(function() group:run_navigation(1, controller) end, "run_navigation of an item without one")
    T.check(bg.is_error(err) and err.name == "BG_E_NOT_FOUND", "it is BG_E_NOT_FOUND (" .. tostring(err) .. ")")
    group:free()
end

local function measure_calls()
    local calls = 0
    local group = bg.Group.new { items = { { title = "Héllo" } }, measure = function(font, text, max_width)
        calls = calls + 1
        T.check(type(font) == "string" and text == "Héllo" and type(max_width) == "number",
            "the measurer gets the font, the title and a width")
        return 40, 20
    end }
    local slot = group:layout(300).slots[1]
    T.check(calls > 0 and slot.title_frame.width == 40 and slot.title_frame.height == 20,
        "the measurer ran and the title frame has its size")
    local was = released()
    group:set_measure(T.measurer())
    T.check(released() == was + 1, "replacing the measurer releases the old one")
    group:free()
end

local function toolbar_callbacks()
    local fired, menus = {}, {}
    local function record(_, item, button) fired[#fired + 1] = { item, button } end
    local was = released()
    local toolbar = bg.Toolbar.new { measure = T.measurer(), items = {
        { label = "Edit", buttons = { { title = "Undo", action = record }, { title = "Redo", action = record } } },
        { placement = "navigation", buttons = { { title = "Back", action = record } } } },
        on_menu = function(_, menu) menus[#menus + 1] = menu end,
        on_menu_dismissed = function() end }
    local view = toolbar:layout(600)
    for _, cell in ipairs(view.cells) do
        local target = toolbar:tap(centre(cell.frame))
        T.check(target and target.kind == "button" and target.item == cell.item and target.button == cell.button
            and fired[#fired][1] == cell.item and fired[#fired][2] == cell.button,
            "a tap on " .. tostring(cell.title) .. " fires its action with its item and button")
    end
    T.check(#fired == 3, "three cells, three actions")
    view = toolbar:layout(120)
    T.check(view.overflow_button ~= nil and #view.overflowed == 1, "at 120 points the first group overflows")
    local target = toolbar:tap(centre(view.overflow_button))
    local menu = menus[1]
    T.check(target and target.kind == "overflow" and menu and menu.is_overflow, "the overflow button opens the menu")
    local redo
    for i, entry in ipairs(menu and menu.entries or {}) do
        if entry.title == "Redo" then redo = i end
    end
    T.check(redo ~= nil, "the menu lists Redo")
    toolbar:choose_menu_entry(redo or 1)
    T.check(fired[#fired][1] == 1 and fired[#fired][2] == 2, "choosing Redo fires item 1, button 2")
    toolbar:free()
    T.check(released() == was + 6, "free releases the 3 actions, the measurer and both menu callbacks")
end

local function button_callbacks()
    local presses, updates = 0, 0
    local was = released()
    local button = bg.Button.new { config = { title = "Go" }, measure = T.measurer(),
        action = function(b) presses = presses + 1 end, on_updated = function() updates = updates + 1 end }
    local v = button:layout(100, 44)
    local x, y = centre(v.bounds)
    button:pointer("down", x, y)
    T.check(button:pointer("up", x, y) and presses == 1, "down and up inside fire the action once")
    button:pointer("down", x, y)
    button:pointer("up", 500, 500)
    T.check(presses == 1, "released outside: no action")
    button:activate()
    T.check(presses == 2, "activate fires the action")
    local count = button:update_count()
    button:set_config { title = "Again" }
    button:flush()
    T.check(updates >= 1 and button:update_count() > count, "a configuration change runs the updated callback")
    button:set_highlighted(true)
    T.check(bg.has_state(button:state(), "highlighted"), "set_highlighted(true) shows it pressed")
    button:set_highlighted(false)
    T.check(not bg.has_state(button:state(), "highlighted"), "set_highlighted(false) lets it go")
    button:set_action(nil)
    T.check(released() == was + 1, "clearing the action releases it")
    button:free()
    T.check(released() == was + 3, "free releases the measurer and the updated callback")
end

return function()
    local start = bg.registry_size()
    group_actions()
    collected_releases()
    navigation()
    measure_calls()
    toolbar_callbacks()
    button_callbacks()
    T.check(bg.registry_size() == start, "every registration is released at the end")
    T.check(bg.callback_counts.registered - bg.callback_counts.released == bg.registry_size(),
        "registered - released = held")
end
