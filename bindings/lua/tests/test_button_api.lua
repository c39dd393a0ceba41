--- A button's host-facing settings through the Lua binding: its own tint (read back, in the
-- view, and the foreground of a configuration without one) and its content alignment (read
-- back, and where the content run lands in a wide button, both directions).
local bg = require("buttongroup")
local T = require("support")

local function tint()
    local button = bg.Button.new { config = { title = "Tint" }, measure = T.measurer() }
    local theme_tint, own = button:tint_color()
    T.check(not own and type(theme_tint) == "number", "a new button takes the theme's tint")
    button:set_tint_color(0x11AA33FF)
    local color, mine = button:tint_color()
    T.check(mine and color == 0x11AA33FF, "set_tint_color gives it a tint of its own")
    local view = button:layout(120, 44)
    T.check(view.tint_color == 0x11AA33FF and view.foreground_color == 0x11AA33FF,
        "the view shows the tint, the foreground of a configuration without one")
    button:set_tint_color(nil)
    color, mine = button:tint_color()
    T.check(not mine and color == theme_tint, "set_tint_color(nil) goes back to the theme's")
    button:free()
end

local function alignment()
    local button = bg.Button.new { config = { title = "Go" }, measure = T.measurer() }
    local h, v = button:content_alignment()
    T.check(h == "center" and v == "center", "the content is centred by default (" .. h .. ", " .. v .. ")")
    local centred = button:layout(300, 60).content_frame
    T.check(math.abs(centred.x + centred.width / 2 - 150) < 1, "centred: the content run is in the middle")
    button:set_content_alignment("leading", "top")
    h, v = button:content_alignment()
    T.check(h == "leading" and v == "top", "set_content_alignment reads back")
    local ltr, rtl = button:layout(300, 60, 1, "ltr").content_frame, button:layout(300, 60, 1, "rtl").content_frame
    T.check(ltr.x < centred.x and ltr.y < centred.y, "leading, top: the run moves left and up")
    T.check(math.abs((rtl.x + rtl.width) - (300 - ltr.x)) < 1e-6, "leading in right-to-left is the right edge")
    local ok = pcall(button.set_content_alignment, button, "diagonal", "top")
    T.check(not ok, "an unknown alignment is refused")
    button:free()
end

return function()
    tint()
    alignment()
end
