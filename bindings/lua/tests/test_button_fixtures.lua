--- The button's golden cases of Tests/Fixtures/button (recorded by the Swift runner, shared
-- with the C and Python runners), run through the Lua binding, left-to-right and right-to-left.
--
-- Per case: a Button over the case's configuration in the file's theme, measured as the
-- fixtures are (text by advance and height, images by the case's "images"), with the case's
-- "view" set on it (content alignment, tint; the texts' lines and decorations, each
-- decoration's "part" found in the text, its first occurrence). Its size that fits must be the
-- recorded one, and with "fitWidths" size_that_fits_width at each the recorded
-- sizeThatFitsWidth; laid out at that size nothing may be truncated or hidden and every frame
-- lies within the bounds (within a pixel); laid out at each of the case's sizes, both
-- directions on the one button, the view described in the fixture's shape (with its lines and
-- decorations when it has some) must be the recorded one, and its bounds, state and label
-- background those of a plain button.
local bg = require("buttongroup")
local T = require("support")

local TOP = T.set("cases", "description", "measure", "scale", "theme")
local CASE = T.set("configuration", "expected", "fitWidths", "images", "name", "scale", "sizes", "view")
local VIEW = T.set("contentHorizontalAlignment", "contentVerticalAlignment", "tintColor", "titleNumberOfLines",
    "titleLineBreakMode", "subtitleNumberOfLines", "subtitleLineBreakMode", "titleDecorations", "subtitleDecorations")
local DECORATION = T.set("part", "underline", "strikethrough", "backgroundColor", "baselineOffset")
local CONFIG = T.set("background", "contentInsets", "foregroundColor", "image", "imagePadding", "imagePlacement",
    "imageSize", "showsActivityIndicator", "subtitle", "subtitleColor", "title", "titleAlignment", "titleColor",
    "titlePadding")
local BACKGROUND = T.set("cornerRadius", "cornerStyle", "fillColor", "strokeColor", "strokeOutset", "strokeWidth",
    "image", "imageContentMode", "visualEffect", "customViewSize")
local INSETS = T.set("directional", "nondirectional")

--- 0xRRGGBBAA of "#RRGGBBAA" (nil for nil or null); an error for anything else.
local function color(value, what)
    if value == nil or value == T.null then
        return nil
    end
    assert(type(value) == "string" and value:match("^#%x%x%x%x%x%x%x%x$"), what .. ": not a #RRGGBBAA colour")
    return tonumber(value:sub(2), 16)
end

--- The Lua name of a fixture's camelCase token ("scaleAspectFit": "scale_aspect_fit"), or nil.
local function snake(token)
    return token and (token:gsub("(%u)", "_%1"):lower())
end

local function configuration(spec, name)
    T.known(spec, CONFIG, name .. " configuration")
    local config = { title = spec.title, subtitle = spec.subtitle, image = spec.image,
        shows_activity_indicator = spec.showsActivityIndicator == true,
        image_placement = spec.imagePlacement, title_alignment = spec.titleAlignment,
        image_padding = spec.imagePadding or 0, title_padding = spec.titlePadding or 0,
        foreground_color = color(spec.foregroundColor, name), title_color = color(spec.titleColor, name),
        subtitle_color = color(spec.subtitleColor, name) }
    if spec.imageSize then
        config.image_size = { width = spec.imageSize[1], height = spec.imageSize[2] }
    end
    local insets = spec.contentInsets
    if insets then
        T.known(insets, INSETS, name .. " contentInsets")
        local d, n = insets.directional, insets.nondirectional
        config.content_insets = d and { top = d.top or 0, leading = d.leading or 0, bottom = d.bottom or 0,
            trailing = d.trailing or 0 } or { top = n.top or 0, left = n.left or 0, bottom = n.bottom or 0,
            right = n.right or 0 }
    end
    local b = spec.background
    if b == T.null then
        config.background = false
    elseif b ~= nil then -- absent: the empty background of a new configuration
        T.known(b, BACKGROUND, name .. " background")
        config.background = { fill_color = color(b.fillColor, name), stroke_color = color(b.strokeColor, name),
            stroke_width = b.strokeWidth or 0, stroke_outset = b.strokeOutset or 0,
            corner_style = b.cornerStyle or "none", corner_radius = b.cornerRadius or 0, image = b.image,
            image_content_mode = snake(b.imageContentMode), visual_effect = b.visualEffect,
            custom_view_size = b.customViewSize and { width = b.customViewSize[1], height = b.customViewSize[2] } }
    end
    return config
end

local function describe(v)
    local background = T.null
    if v.background then
        local b = v.background
        background = { frame = T.rect(b.frame), cornerRadius = b.corner_radius, strokeFrame = T.rect(b.stroke_frame),
            strokeCornerRadius = b.stroke_corner_radius, imageFrame = T.rect(b.image_frame),
            visualEffectFrame = T.rect(b.visual_effect_frame), customViewFrame = T.rect(b.custom_view_frame) }
    end
    return { hitFrame = T.rect(v.hit_frame), image = T.orNull(v.image), imageFrame = T.rect(v.image_frame),
        activityIndicatorFrame = T.rect(v.activity_indicator_frame), title = T.orNull(v.title),
        titleFrame = T.rect(v.title_frame), titleTruncated = v.title_truncated, subtitle = T.orNull(v.subtitle),
        subtitleFrame = T.rect(v.subtitle_frame), subtitleTruncated = v.subtitle_truncated, background = background,
        paint = { foreground = T.hex(v.foreground_color), title = T.hex(v.title_color),
            subtitle = T.hex(v.subtitle_color), fill = T.hex(v.fill_color), stroke = T.hex(v.stroke_color),
            strokeWidth = v.stroke_width } }
end

--- Sets a case's lines and decorations on `button` for the texts of `config` (each decoration's
-- "part" found in the text, its first occurrence).
local function apply_text_view(button, view, config, name)
    for _, key in ipairs({ "title", "subtitle" }) do
        button["set_" .. key .. "_lines"](button, view[key .. "NumberOfLines"] or 1,
            snake(view[key .. "LineBreakMode"] or "truncateTail"))
        local decorations = {}
        for i, spec in ipairs(view[key .. "Decorations"] or {}) do
            T.known(spec, DECORATION, name .. " " .. key .. "Decorations")
            local text = config[key] or ""
            local at = assert(text:find(spec.part, 1, true), name .. ": no " .. tostring(spec.part) .. " in " .. text)
            decorations[i] = { start = at - 1, length = #spec.part, underline = spec.underline,
                strikethrough = spec.strikethrough, baseline_offset = spec.baselineOffset,
                background_color = color(spec.backgroundColor, name) }
        end
        if #decorations > 0 then button["set_" .. key .. "_decorations"](button, decorations) end
    end
end

--- The lines and decorations of view `v` in the fixture's shape, added to `described` when it
-- has some.
local function add_text_view(described, v)
    for _, key in ipairs({ "title", "subtitle" }) do
        if v[key .. "_lines"] then
            local lines = {}
            for i, line in ipairs(v[key .. "_lines"]) do
                lines[i] = { text = line.text, start = line.start, length = line.length, truncated = line.truncated,
                    frame = T.rect(line.frame) }
            end
            described[key .. "Lines"] = lines
        end
        if v[key .. "_decorations"] then
            local decorations = {}
            for i, d in ipairs(v[key .. "_decorations"]) do
                decorations[i] = { start = d.start, length = d.length, underline = d.underline,
                    strikethrough = d.strikethrough, kern = d.kern, baselineOffset = d.baseline_offset,
                    backgroundColor = d.background_color and T.hex(d.background_color) or T.null, frame = T.rect(d.frame) }
            end
            described[key .. "Decorations"] = decorations
        end
    end
    return described
end

local function within(frame, width, height, slack)
    return frame == nil or (frame.x >= -slack and frame.y >= -slack and frame.x + frame.width <= width + slack
        and frame.y + frame.height <= height + slack)
end

--- What is wrong at the size that fits, or nil.
local function problem_at_fit(v, config, width, height, scale)
    local slack = 1 / scale + 1e-9
    if config.title and config.title ~= "" and (v.title_truncated or v.title ~= config.title) then
        return "the title is not shown whole"
    elseif config.subtitle and config.subtitle ~= "" and (v.subtitle_truncated or v.subtitle ~= config.subtitle) then
        return "the subtitle is not shown whole"
    elseif config.image and not config.shows_activity_indicator and not v.image_frame then
        return "the image is not shown"
    elseif config.shows_activity_indicator and not v.activity_indicator_frame then
        return "the activity indicator is not shown"
    end
    for _, frame in ipairs({ v.image_frame or false, v.activity_indicator_frame or false, v.title and v.title_frame
        or false, v.subtitle and v.subtitle_frame or false }) do
        if frame and not within(frame, width, height, slack) then
            return "a frame lies outside the bounds"
        end
    end
    return nil
end

local function run_case(file, case, theme, measure, file_scale)
    local name = file .. " " .. tostring(case.name)
    T.known(case, CASE, name)
    local scale, expected = case.scale or file_scale, case.expected
    local config = configuration(case.configuration, name)
    local images = case.images or {}
    T.known(case.view, VIEW, name .. " view")
    local button = bg.Button.new { theme = theme, config = config, measure = measure, image_measure = function(image)
        local size = images[image]
        if size then return size[1], size[2] end
        return 0, 0 -- no answer
    end }
    local view = case.view or {}
    button:set_content_alignment(view.contentHorizontalAlignment, view.contentVerticalAlignment)
    button:set_tint_color(color(view.tintColor, name))
    apply_text_view(button, view, config, name)
    local ok = true
    local width, height = button:size_that_fits()
    local d = T.difference(expected.sizeThatFits, { width, height }, "sizeThatFits")
    ok = T.check(d == nil, name .. ": " .. tostring(d)) and ok
    if case.fitWidths then
        local sizes = {}
        for i, offered in ipairs(case.fitWidths) do
            sizes[i] = { button:size_that_fits_width(offered) }
        end
        d = T.difference(expected.sizeThatFitsWidth or T.null, sizes, "sizeThatFitsWidth")
        ok = T.check(d == nil, name .. ": " .. tostring(d)) and ok
    end
    for _, direction in ipairs({ "ltr", "rtl" }) do
        local problem = problem_at_fit(button:layout(width, height, scale, direction), config, width, height, scale)
        ok = T.check(problem == nil, string.format("%s (%s) at its size that fits %g x %g: %s", name, direction,
            width, height, tostring(problem))) and ok
    end
    for i, size in ipairs(case.sizes) do
        for _, direction in ipairs({ "ltr", "rtl" }) do
            local v = button:layout(size[1], size[2], scale, direction)
            local path = direction .. "[" .. (i - 1) .. "]"
            local described = add_text_view(describe(v), v)
            d = T.difference(expected[direction] and expected[direction][i], described, path)
            local b = v.bounds
            if d == nil and (b.x ~= 0 or b.y ~= 0 or b.width ~= size[1] or b.height ~= size[2] or v.state ~= 0
                or v.label_background) then
                d = "bounds, state or label background"
            end
            ok = T.check(d == nil, string.format("%s (%s) %g x %g: %s", name, direction, size[1], size[2],
                tostring(d))) and ok
        end
    end
    button:free()
    return ok
end

return function()
    local dir, files = T.fixture_files("button")
    T.check(#files >= 13, "the button fixtures are there (" .. #files .. " in " .. dir .. ")")
    local total = 0
    for _, file in ipairs(files) do
        local fixture = T.read_json(dir .. "/" .. file)
        T.known(fixture, TOP, file)
        local theme = bg.Theme.load(T.encode(fixture.theme or {}))
        T.check(theme:warnings() == "", file .. ": the theme loads without warnings: " .. theme:warnings())
        T.check(#fixture.cases > 0, file .. ": has cases")
        local measure, passed = T.measurer(fixture.measure), 0
        for _, case in ipairs(fixture.cases) do
            local ok, result = pcall(run_case, file, case, theme, measure, fixture.scale or 1)
            passed = passed + (T.check(ok, file .. " " .. tostring(case.name) .. ": " .. tostring(result))
                and result and 1 or 0)
        end
        theme:free()
        total = total + #fixture.cases
        print(string.format("  %-26s %4d cases %s", file, #fixture.cases,
            passed == #fixture.cases and "ok (ltr, rtl)" or "FAILED"))
    end
    T.check(total >= 1149, "the content cross product, the stroke cases, lines and decorations (" .. total .. " cases)")
    print(string.format("  %d cases in %d files", total, #files))
end
