--- Themes through the Lua binding: the process default theme (what objects made without a
-- theme take, kept by the library after the Lua theme is freed, a snapshot that stays what it
-- was), Dynamic Type (a theme's content size category, the text style sizes, a group growing
-- taller and measuring larger titles in the larger categories) and their argument errors; a
-- group's parameters filled in from the theme it was made with.
local bg = require("buttongroup")
local T = require("support")

local PROMINENT = '{"spacer": {"lg": 20}, "parameters": {"buttonGroup": {"layout": {"kind": "prominent"}}}}'
local ITEMS = { { title = "A" }, { title = "B" }, { title = "C" } }

local function first_role(group)
    return group:layout(300).slots[1].role
end

local function default_theme()
    T.check(bg.Theme.default():number("spacer/lg") == 24, "the default is the built-in theme until set")
    local before = bg.Group.new { items = ITEMS }
    local theme = bg.Theme.load(PROMINENT)
    theme:set_default()
    theme:free()
    local after = bg.Group.new { items = ITEMS }
    T.check(first_role(after) == "primary", "a group made without a theme takes the new default")
    T.check(first_role(before) == "secondary", "one made before keeps the theme it was made with")
    local snapshot = bg.Theme.default()
    T.check(snapshot:number("spacer/lg") == 20, "freed, the theme stays the default (the library keeps it)")
    bg.Theme.builtin:set_default()
    T.check(snapshot:number("spacer/lg") == 20, "a snapshot of the default stays the theme it was")
    T.check(bg.Theme.default():number("spacer/lg") == 24, "Theme.builtin:set_default() restores the built-in one")
    T.check(first_role(bg.Group.new { items = ITEMS }) == "secondary", "and new groups take it again")
    snapshot:free()
    before:free()
    after:free()
end

--- set_params fills in what a table leaves out from the theme the group was made with, even once
-- that Lua theme is freed or the process default has changed since.
local function parameters_keep_the_groups_theme()
    local theme = bg.Theme.load(PROMINENT)
    local group = bg.Group.new { items = ITEMS, theme = theme }
    theme:free()
    group:set_params { max_visible = 3 }
    T.check(first_role(group) == "primary", "a freed theme's defaults still fill the parameters in")
    local default = bg.Theme.load(PROMINENT)
    default:set_default()
    local made_under_it = bg.Group.new { items = ITEMS }
    bg.Theme.builtin:set_default()
    made_under_it:set_params {}
    T.check(first_role(made_under_it) == "primary", "so do those of the default theme it was made under")
    default:free()
    made_under_it:free()
    group:free()
end

local function dynamic_type()
    T.check(bg.Theme.builtin:content_size() == "large", "the built-in theme's category is large")
    local large = bg.Theme.builtin:with_content_size("accessibility3")
    T.check(large:content_size() == "accessibility3" and large:number("spacer/lg") == 24,
        "with_content_size sets the category and keeps every other token")
    T.check(bg.Theme.text_style_size("body") == 17 and bg.Theme.text_style_size("body", "accessibility3") == 40,
        "text_style_size follows the Dynamic Type table")
    local items = { { title = "Send money" }, { title = "Pay" }, { title = "History" } }
    local heights, widths = {}, {}
    for i, size in ipairs({ "xsmall", "large", "accessibility3" }) do
        local group = bg.Group.new { items = items, theme = bg.Theme.builtin:with_content_size(size) }
        local layout = group:layout(375, 2)
        heights[i], widths[i] = layout.size.height, layout.slots[2].title_frame.width
        group:free()
    end
    T.check(heights[1] == 48 and heights[2] == 48 and heights[3] == 113,
        "never below button/height, 48 x 40 / 17 rounded up at accessibility3 (" .. table.concat(heights, ", ") .. ")")
    T.check(widths[1] < widths[2] and widths[2] < widths[3], "the titles are measured in the scaled font")
    local ok = pcall(bg.Theme.with_content_size, bg.Theme.builtin, "huge")
    T.check(not ok, "an unknown category is refused")
    ok = pcall(bg.Theme.text_style_size, "shouting")
    T.check(not ok, "an unknown text style is refused")
    large:free()
end

return function()
    local ok, err = pcall(function()
        default_theme()
        parameters_keep_the_groups_theme()
    end)
    bg.Theme.builtin:set_default() -- the rest of the suite expects the built-in default
    if not ok then error(err, 0) end
    dynamic_type()
end
