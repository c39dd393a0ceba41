--- A button's host-facing settings through the Lua binding: its configuration read back as it
-- was set; a host provider (a Lua function) that changes the configuration per state, its
-- errors and its release; the plain provider's colours for chaining; its own tint (read back,
-- in the view, and the foreground of a configuration without one) and its content alignment
-- (read back, and where the content run lands in a wide button, both directions); styled text
-- runs both ways.
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

local function configuration()
    local config = { title = "Save", subtitle = "to disk", image = "disk", image_size = { width = 18, height = 18 },
        title_font = { family = "DejaVu Sans", size = 15, weight = 700 }, foreground_color = 0x102030FF,
        shows_activity_indicator = false, image_placement = "trailing", title_alignment = "center",
        content_insets = { top = 4, bottom = 4, leading = 10, trailing = 12 }, image_padding = 6, title_padding = 2,
        background = { fill_color = 0xEEEEEEFF, stroke_width = 1, corner_style = "fixed", corner_radius = 6 } }
    local button = bg.Button.new { config = config, measure = T.measurer() }
    local back = button:config()
    local expected = { title = "Save", subtitle = "to disk", image = "disk", image_size = { width = 18, height = 18 },
        title_font = { family = "DejaVu Sans", size = 15, weight = 700 }, foreground_color = 0x102030FF,
        shows_activity_indicator = false, image_placement = "trailing", title_alignment = "center",
        content_insets = { top = 4, bottom = 4, leading = 10, trailing = 12 }, image_padding = 6, title_padding = 2,
        background = { fill_color = 0xEEEEEEFF, stroke_width = 1, stroke_outset = 0, corner_style = "fixed",
            corner_radius = 6, image_content_mode = back.background.image_content_mode } }
    local d = T.difference(expected, back, "config")
    T.check(d == nil, "the base configuration reads back as set: " .. tostring(d))
    button:free()
end

local function provider()
    local calls = 0
    local button = bg.Button.new { config = { title = "Go" }, measure = T.measurer() }
    local was = bg.callback_counts.released
    button:set_provider(function(b, state, config)
        calls = calls + 1
        T.check(b == button and config.title == "Go", "the provider gets its button and the base configuration")
        config.title = bg.has_state(state, "highlighted") and "Held" or "Idle"
        config.foreground_color = 0xFF0000FF
        return config
    end)
    local view = button:layout(120, 44)
    T.check(calls >= 1 and view.title == "Idle" and view.foreground_color == 0xFF0000FF,
        "the provider's configuration is shown (" .. tostring(view.title) .. ")")
    button:set_highlighted(true)
    T.check(button:layout(120, 44).title == "Held" and button:effective_config().title == "Held",
        "on a state change the provider runs again for the new state")
    T.check(button:config().title == "Go", "the base configuration is unchanged")
    local plain = button:plain_update(0, { title = "x", foreground_color = 0x123456FF })
    local dimmed = button:plain_update(bg.STATE.DISABLED, { title = "x", foreground_color = 0x123456FF })
    T.check(plain.foreground_color == 0x123456FF and dimmed.title == "x" and dimmed.foreground_color ~= nil
        and dimmed.foreground_color ~= 0x123456FF and math.floor(dimmed.foreground_color / 256) == 0x123456,
        "plain_update dims the colours of a disabled configuration, as the plain provider does")
    button:set_provider(function() return nil end)
    T.check(bg.callback_counts.released == was + 1, "a new provider releases the old one")
    button:set_highlighted(false)
    local err = T.raises(function() button:layout(120, 44) end, "a provider returning nothing")
    T.check(tostring(err):find("must return the configuration", 1, true) ~= nil,
        "its error comes out of layout (" .. tostring(err) .. ")")
    button:set_provider("plain")
    T.check(bg.callback_counts.released == was + 2 and button:layout(120, 44).title == "Go",
        "back to the plain provider: released, and the base title shows")
    button:free()
end

local function background_image()
    local button = bg.Button.new { config = { title = "Go", background = { image = "photo", fill_color = 0xEEEEEEFF,
        image_content_mode = "scale_aspect_fit" } }, image_measure = function(image)
        T.check(image == "photo", "the image measurer is asked for the background's image")
        return 16, 12
    end }
    local b = button:layout(120, 44).background
    T.check(b.image == "photo" and b.image_frame.height == 44 and math.abs(b.image_frame.width - 44 * 16 / 12) < 1e-9,
        "the background image is fitted by its content mode (" .. tostring(b.image_frame and b.image_frame.width) .. ")")
    button:set_background_image_href("pictures/photo.png")
    T.check(button:svg():find("pictures/photo.png", 1, true) ~= nil, "the SVG draws the image from its href")
    button:set_background_image_href(nil)
    T.check(button:svg():find("pictures/photo.png", 1, true) == nil, "without one, a placeholder")
    button:free()
end

local function texts()
    local button = bg.Button.new { config = { title = "Pay the electricity bill", subtitle = "Due" },
        measure = T.measurer() }
    local title, title_mode, subtitle, subtitle_mode = button:lines()
    T.check(title == 1 and title_mode == "truncate_tail" and subtitle == 1 and subtitle_mode == "truncate_tail",
        "a new button shows each text on one line cut at its end")
    local one_line = button:layout(120, 80)
    T.check(one_line.title_lines == nil and one_line.title_truncated, "one line: no lines listed, the title cut")
    button:set_title_lines(0, "word_wrap")
    title, title_mode = button:lines()
    T.check(title == 0 and title_mode == "word_wrap", "set_title_lines reads back")
    local width, height = button:size_that_fits_width(120)
    T.check(width <= 120 and height > select(2, button:size_that_fits()),
        "size_that_fits_width: within the width, taller than one line (" .. width .. " x " .. height .. ")")
    local view = button:layout(width, height)
    local lines = view.title_lines
    T.check(lines ~= nil and #lines >= 2, "wrapped: the view lists the title's lines")
    local joined = {}
    for i, line in ipairs(lines) do
        T.check(not line.truncated and line.frame.width <= width, "line " .. i .. " shown whole, within the width")
        joined[i] = line.text
    end
    T.check(table.concat(joined, " ") == "Pay the electricity bill", "the lines hold the title's words in order")
    T.check(lines[2].frame.y > lines[1].frame.y and lines[1].start == 0 and lines[2].start > 0,
        "each line below the one before, starting further in the title")
    button:set_subtitle_lines(2, "char_wrap")
    T.check(select(3, button:lines()) == 2 and select(4, button:lines()) == "char_wrap",
        "set_subtitle_lines reads back")

    -- Decorations are placed on a text shown on one line.
    button:set_title_lines(1)
    button:set_subtitle_lines(1)
    width, height = 400, 80
    button:set_title_decorations { { start = 4, length = 3, underline = true },
        { start = 8, length = 11, strikethrough = true, background_color = 0xFFEE00FF, kern = 1.5 } }
    local decorations = button:layout(width, height).title_decorations
    T.check(decorations ~= nil and #decorations == 2, "the view lists the title's decorations")
    local the, electricity = decorations[1], decorations[2]
    T.check(the.start == 4 and the.length == 3 and the.underline and not the.strikethrough
        and the.background_color == nil, "a decoration reads back as set")
    T.check(electricity.strikethrough and electricity.background_color == 0xFFEE00FF and electricity.kern == 1.5,
        "its strikethrough, background and kern")
    T.check(the.frame.width > 0 and electricity.frame.width > the.frame.width, "each placed over its range")
    button:set_subtitle_decorations { { start = 0, length = 3, underline = true } }
    T.check(#button:layout(width, height).subtitle_decorations == 1, "the subtitle's decorations too")

    local function refused(fn, ...)
        local ok, err = pcall(fn, button, ...)
        return not ok and tostring(err)
    end
    T.check(refused(button.set_title_lines, 2, "zigzag"), "an unknown line break mode is refused")
    T.check(refused(button.set_title_decorations, { { start = 20, length = 30, underline = true } }),
        "a decoration beyond the title is refused")
    T.check(refused(button.set_title_decorations, { { start = 0, length = 3, colour = 1 } }),
        "a decoration with an unknown field is refused")
    T.check(refused(button.set_title_decorations, "underline"), "decorations that are not a list are refused")
    T.check(#button:layout(width, height).title_decorations == 2, "a refused call keeps the decorations set")
    button:set_title_decorations {}
    T.check(button:layout(width, height).title_decorations == nil, "{} removes them")
    button:free()
end

--- Styled runs (an attributed title): read back as set, shown in the view cut to the text, kept
-- by a provider, replaced whole by a table without them, refused when they break the rules.
local function runs()
    local bold = { family = "DejaVu Sans", size = 17, weight = 700 }
    local config = { title = "Café $100", subtitle = "today",
        title_runs = { { start = 0, length = 5, color = 0x0000FFFF }, { start = 6, length = 4, font = bold } },
        subtitle_runs = { { start = 0, length = 5, font = { family = "DejaVu Sans", size = 12 } } } }
    local button = bg.Button.new { config = config, measure = T.measurer() }
    local expected = { { start = 0, length = 5, color = 0x0000FFFF }, { start = 6, length = 4, font = bold } }
    local d = T.difference(expected, button:config().title_runs, "title_runs")
    T.check(d == nil, "title runs read back as set: " .. tostring(d))
    d = T.difference({ { start = 0, length = 5, font = { family = "DejaVu Sans", size = 12, weight = 400 } } },
        button:config().subtitle_runs, "subtitle_runs")
    T.check(d == nil, "a run's font weight defaults to 400: " .. tostring(d))
    d = T.difference(expected, button:layout(300, 60).title_runs, "view.title_runs")
    T.check(d == nil, "the view shows the runs of a title shown whole: " .. tostring(d))
    local narrow = button:layout(50, 60)
    T.check(narrow.title_truncated and narrow.title_runs ~= nil and #narrow.title_runs >= 1
        and narrow.title_runs[#narrow.title_runs].start + narrow.title_runs[#narrow.title_runs].length <= #narrow.title,
        "a cut title's runs lie within the text shown")
    button:set_provider(function(_, _, c)
        collectgarbage() -- the runs written from the returned table must outlive a collection
        c.title_runs[1].color = 0xFF0000FF
        return c
    end)
    collectgarbage()
    local shown = button:effective_config().title_runs
    T.check(shown and #shown == 2 and shown[1].color == 0xFF0000FF and shown[2].font.weight == 700,
        "a provider gets the runs and its edits show")
    button:set_provider("plain")
    button:set_config { title = "Plain" }
    T.check(button:config().title_runs == nil, "a table without runs has none")
    local whole = "a whole number from"
    T.raises(function() button:set_config { title = "ab", title_runs = { { start = 0, length = 1.5 } } } end, whole)
    local err = T.raises(function() button:set_config { title = "ab", title_runs = { { start = 1, length = 5 } } } end,
        "a run beyond the title")
    T.check(bg.is_error(err) and err.name == "BG_E_INVALID_ARGUMENT", "the library refuses a run beyond its text ("
        .. tostring(err) .. ")")
    T.raises(function() button:set_config { title = "ab", title_runs = "bold" } end, "runs that are not a list")
    T.check(button:config().title == "Plain", "a refused configuration changes nothing")
    button:free()
end

return function()
    runs()
    configuration()
    background_image()
    provider()
    tint()
    alignment()
    texts()
end
